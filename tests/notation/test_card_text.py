"""Cards and trump own their text (``notation/cards.py``): what is written reads back, in every
form, and every alias reads as its card or trump."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shengji_cli.core.cards import (
    BIG_JOKER,
    LITTLE_JOKER,
    NUM_KINDS,
    RANK_NAMES,
    card_str,
    card_symbol,
    make_card,
    parse_card,
)
from shengji_cli.core.vocab import Trump
from shengji_cli.notation import loads, parse_cards_text
from shengji_cli.notation.cards import (
    CARD_TO_POS,
    format_cards,
    format_cards_in_order,
    format_trump,
    parse_trump,
    read_cards,
    read_cards_in_order,
    scan_cards,
)
from shengji_cli.notation.grammar import JOKER_ALIASES, SUIT_ALIASES, TRUMP_VALUES

card_lists = st.lists(st.integers(0, NUM_KINDS - 1), min_size=1, max_size=30)


def canonical(cards: list[int]) -> tuple[int, ...]:
    return tuple(sorted(cards, key=CARD_TO_POS.__getitem__))


@given(card_lists, st.booleans())
def test_written_cards_read_back_in_canonical_order(cards: list[int], ascii: bool) -> None:
    text = format_cards(cards, ascii)
    assert read_cards(text) == scan_cards(text) == parse_cards_text(text) == canonical(cards)
    assert format_cards(read_cards(text), ascii) == text


@given(card_lists, st.booleans())
def test_cards_written_in_order_read_back_in_that_order(cards: list[int], ascii: bool) -> None:
    assert read_cards_in_order(format_cards_in_order(cards, ascii)) == tuple(cards)


@pytest.mark.parametrize("card", range(NUM_KINDS))
def test_every_form_of_a_card_reads_as_it(card: int) -> None:
    assert parse_card(card_str(card)) == card
    assert read_cards(card_symbol(card)) == read_cards(card_str(card)) == (card,)
    if card >= LITTLE_JOKER:
        names = dict(JOKER_ALIASES)[BIG_JOKER if card == BIG_JOKER else LITTLE_JOKER]
        forms = list(names)
    else:
        rank = RANK_NAMES[card % 13 + 2]
        ranks = {rank, rank.lower(), "T" if rank == "10" else rank, "t" if rank == "10" else rank}
        forms = [suit + r for suit in SUIT_ALIASES[card // 13] for r in ranks]
    for form in forms:
        assert read_cards(form) == scan_cards(form) == (card,), form


@given(st.integers(0, 3), st.lists(st.integers(2, 14), min_size=1, max_size=6))
def test_a_suit_written_again_in_a_group_is_the_same_suit(suit: int, ranks: list[int]) -> None:
    symbol = SUIT_ALIASES[suit][2]
    text = "".join(symbol + RANK_NAMES[r] for r in ranks)
    assert read_cards(text) == canonical([make_card(suit, r) for r in ranks])


@pytest.mark.parametrize("trump", list(Trump))
@pytest.mark.parametrize("ascii", [False, True])
def test_a_written_trump_reads_back(trump: Trump, ascii: bool) -> None:
    text = format_trump(trump, ascii)
    assert parse_trump(text) is trump
    [record] = loads(f"trump: {text}\n")
    assert record.trump is trump


@pytest.mark.parametrize("alias", [*TRUMP_VALUES, "NT", "nt", "Nt", "无主"])
def test_every_trump_alias_reads_and_writes_canonically(alias: str) -> None:
    trump = parse_trump(alias)
    assert isinstance(trump, Trump)
    assert (
        parse_trump(format_trump(trump, False)) is parse_trump(format_trump(trump, True)) is trump
    )
    [record] = loads(f"trump: {alias}\n")
    assert record.trump is trump
