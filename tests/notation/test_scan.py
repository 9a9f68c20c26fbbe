"""The pattern-free readers of a query's values agree with the grammar's patterns on every text."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from shengji_cli.notation.cards import _positions, read_cards, scan_cards
from shengji_cli.notation.grammar import (
    CARDS_RE,
    JOKER_ALIASES,
    SEAT_RE,
    SUIT_ALIASES,
    TRUMP_NAME_RE,
    TRUMP_VALUES,
)
from shengji_cli.notation.values import is_seat, parse_cards_text, parse_trump

SUITS = [a for names in SUIT_ALIASES for a in names]
JOKERS = [a for _, names in JOKER_ALIASES for a in names]
RANKS = list("23456789TJQKAtjqka") + ["10", "1", "0"]
SPACES = [" ", "  ", "\t", "\u3000", "\xa0", "\x1c", "\n"]
JUNK = ["X", "x", "B", "j", "大", "王", "黑", "桃", "_", "-", "#", "♤♤", ""]

pieces = st.sampled_from(SUITS + JOKERS + RANKS + SPACES + JUNK)
texts = st.lists(pieces, max_size=12).map("".join)


def valid_token() -> st.SearchStrategy[str]:
    suit = st.sampled_from(range(4))
    group = suit.flatmap(
        lambda s: st.lists(
            st.tuples(
                st.sampled_from(SUIT_ALIASES[s]),
                st.lists(st.sampled_from(RANKS[:-2]), min_size=1, max_size=4),
            ),
            min_size=1,
            max_size=3,
        ).map(lambda parts: "".join(a + "".join(r) for a, r in parts))
    )
    return st.one_of(group, st.sampled_from(JOKERS))


valid = st.lists(
    st.tuples(st.sampled_from(SPACES[:-1]), valid_token()), min_size=1, max_size=6
).map(lambda parts: "".join(sp + tok for sp, tok in parts))


@settings(max_examples=3000)
@given(texts)
def test_scan_reads_exactly_what_the_cards_pattern_matches(text: str) -> None:
    line = text.replace("\n", " ")
    matched = CARDS_RE.fullmatch(line.strip()) is not None
    got = scan_cards(line)
    assert (got is not None) == matched, repr(text)
    if got is not None:
        assert got == read_cards(line.strip()) and len(got) == len(_positions(line))


@settings(max_examples=1000)
@given(valid)
def test_scan_reads_every_card_text_the_grammar_writes(text: str) -> None:
    assert CARDS_RE.fullmatch(text.strip())
    assert scan_cards(text) == read_cards(text.strip()) == parse_cards_text(text)


seat_pieces = st.sampled_from(
    ["N", "e", "Z", "_", "0", "9", "北", "东家", "é", "-", " ", "ａ", "İ", "ß"]
)


@settings(max_examples=3000)
@given(st.lists(seat_pieces, max_size=5).map("".join))
def test_is_seat_is_the_seat_pattern(text: str) -> None:
    assert is_seat(text) == (SEAT_RE.fullmatch(text) is not None), repr(text)


@settings(max_examples=2000)
@given(
    st.lists(
        st.sampled_from(SUITS + ["N", "n", "T", "t", "无", "主", "X", " ", "\u3000", "ｎ", "K"]),
        max_size=4,
    ).map("".join)
)
def test_parse_trump_reads_what_the_trump_pattern_matches(text: str) -> None:
    t = text.strip()
    matched = TRUMP_NAME_RE.fullmatch(t) is not None
    assert (parse_trump(text) is not None) == matched, repr(text)
    if matched:
        assert parse_trump(text) == TRUMP_VALUES.get(t, "NT")
