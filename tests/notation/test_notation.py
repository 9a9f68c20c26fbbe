"""The record notation: aliases, structure, errors, the grammar file, round trips."""

from __future__ import annotations

import ast
import gc
import io
import pickle
import random
import re
import unicodedata
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from shengji_cli.core.cards import BIG_JOKER, LITTLE_JOKER, card_str, make_card
from shengji_cli.core.record import (
    FAULTS,
    PHASES,
    TRUMP_NAMES,
    Bid,
    Claims,
    HandRecord,
    LineNote,
    Play,
    ResultClaim,
    Ruling,
    Trick,
)
from shengji_cli.core.vocab import Fault, Phase, Side, Trump
from shengji_cli.notation import (
    ParseError,
    dump,
    dumps,
    load,
    loads,
    parse_blocks,
    parse_cards_text,
    parse_level,
    parse_trump,
)
from shengji_cli.notation.elements import GRAMMAR_ELEMENTS
from shengji_cli.notation.grammar import HEADER_KEYS
from shengji_cli.notation.writer import typed_in_chinese
from shengji_cli.report.catalog import render
from shengji_cli.report.errors import parse_error_text

ROOT = Path(__file__).resolve().parents[2]
EBNF = ROOT / "grammar" / "shengji.ebnf"
EXAMPLES = sorted((ROOT / "examples").glob("*.sj"))
CJK = re.compile("[\u4e00-\u9fff]")
UNREADABLE = ("notation.unreadable-line", "notation.unreadable-cards")


def cards(text: str) -> list[str]:
    return [card_str(c) for c in parse_cards_text(text)]


def one(text: str) -> HandRecord:
    [record] = loads(text)
    return record


def unlocated(record: HandRecord) -> HandRecord:
    """The record without where it was read."""
    return replace(
        record,
        source="",
        line=0,
        tricks=tuple(
            t._replace(line=0, plays=tuple(p._replace(line=0, column=0) for p in t.plays))
            for t in record.tricks
        ),
    )


def canonical(kinds: list[int]) -> tuple[int, ...]:
    """Big joker, little joker, then ♠ ♥ ♣ ♦ from A down to 2."""
    return tuple(
        sorted(
            kinds,
            key=lambda c: {BIG_JOKER: -2, LITTLE_JOKER: -1}.get(c, (c // 13) * 13 + 12 - c % 13),
        )
    )


# ---- cards -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "alias, letter",
    [
        ("S", "S"),
        ("♠", "S"),
        ("♤", "S"),
        ("黑桃", "S"),
        ("s", "S"),
        ("H", "H"),
        ("♥", "H"),
        ("♡", "H"),
        ("红桃", "H"),
        ("红心", "H"),
        ("h", "H"),
        ("C", "C"),
        ("♣", "C"),
        ("♧", "C"),
        ("梅花", "C"),
        ("草花", "C"),
        ("c", "C"),
        ("D", "D"),
        ("♦", "D"),
        ("♢", "D"),
        ("方块", "D"),
        ("方片", "D"),
        ("d", "D"),
    ],
)
def test_suit_aliases(alias: str, letter: str) -> None:
    assert cards(f"{alias}A") == [f"{letter}A"]
    assert one(f"trump: {alias}").trump == letter


@pytest.mark.parametrize(
    "rank, name",
    [
        ("2", "2"),
        ("3", "3"),
        ("4", "4"),
        ("5", "5"),
        ("6", "6"),
        ("7", "7"),
        ("8", "8"),
        ("9", "9"),
        ("10", "10"),
        ("T", "10"),
        ("t", "10"),
        ("J", "J"),
        ("j", "J"),
        ("Q", "Q"),
        ("q", "Q"),
        ("K", "K"),
        ("k", "K"),
        ("A", "A"),
        ("a", "A"),
    ],
)
def test_rank_aliases(rank: str, name: str) -> None:
    assert cards(f"♥{rank}") == [f"H{name}"]


@pytest.mark.parametrize(
    "alias, card",
    [
        ("BJ", "BJ"),
        ("bj", "BJ"),
        ("大王", "BJ"),
        ("LJ", "LJ"),
        ("lj", "LJ"),
        ("小王", "LJ"),
        ("SJ", "SJ"),
        ("sj", "SJ"),
    ],
)
def test_jokers_and_the_jack_of_spades(alias: str, card: str) -> None:
    assert cards(alias) == [card]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("♠AAK10", "SA SA SK S10"),
        ("SAAK10", "SA SA SK S10"),
        ("♠34", "S4 S3"),
        ("黑桃QQ 红心1010", "SQ SQ H10 H10"),
        ("sTt9", "S10 S10 S9"),
        ("♦2 ♣3 ♥4 ♠5 LJ BJ", "BJ LJ S5 H4 C3 D2"),
        ("  ♥5\t♠akk 大王  ", "BJ SA SK SK H5"),
    ],
)
def test_compact_groups_and_canonical_order(text: str, expected: str) -> None:
    assert " ".join(cards(text)) == expected


def test_parse_cards_text_reports_the_column() -> None:
    with pytest.raises(ParseError) as info:
        parse_cards_text("♠AK ♥QZ")
    assert (info.value.source, info.value.line, info.value.column) == ("<cards>", 1, 7)
    with pytest.raises(ParseError) as info:
        parse_cards_text("   ")
    assert render(info.value.message) == "no cards"


# ---- headers and structure ---------------------------------------------------------------

FULL = """\
# Final, table 3
# scored by hand
variant: national
seats: N W S E
dealer: N
level: 5
trump: ♥
deal N: BJ ♠AAK10 ♥QJ5
deal W: ♠43
kitty: ♣43 ♦6
buried: ♣43 ♦6
1. N ♠AA | W ♠43 | S ♠KQ | E ♠55
2. S ♠AKK -> ♠KK | E ♠32 | N ♠QJ | W ♠109
points: 85
bottom: 20 x4
result: defenders +1
penalty: S 30
penalty: N 10
"""


def test_full_record_fields() -> None:
    r = one(FULL)
    assert r.comments == ("Final, table 3", "scored by hand")
    assert (r.variant, r.seats, r.dealer, r.level, r.trump) == (
        "national",
        ("N", "W", "S", "E"),
        "N",
        5,
        "H",
    )
    assert [(s, [card_str(c) for c in cs]) for s, cs in r.deals] == [
        ("N", ["BJ", "SA", "SA", "SK", "S10", "HQ", "HJ", "H5"]),
        ("W", ["S4", "S3"]),
    ]
    assert r.kitty == parse_cards_text("C3 C4 D6")
    assert r.buried == parse_cards_text("C4 C3 D6")
    first, second = r.tricks
    assert (first.number, first.line, [p.seat for p in first.plays]) == (1, 12, list("NWSE"))
    assert first.plays[1] == Play("W", parse_cards_text("♠43"), None, 12, 12)
    throw = second.plays[0]
    assert (throw.attempted, throw.cards) == (parse_cards_text("♠AKK"), parse_cards_text("♠KK"))
    assert (throw.line, throw.column) == (13, 4)
    assert r.claims == Claims(85, 20, 4, ResultClaim("defenders", 1), (("S", 30), ("N", 10)))
    assert (r.source, r.line) == ("<string>", 1)


def test_canonical_text_round_trips_byte_for_byte() -> None:
    assert dumps(loads(FULL)) == FULL
    ascii_text = dumps(loads(FULL), ascii=True)
    assert "deal N: BJ SAAK10 HQJ5" in ascii_text and "trump: H" in ascii_text
    assert loads(ascii_text) == loads(FULL)


def test_headers_are_case_insensitive_and_take_aliases() -> None:
    r = one(
        "VARIANT : my club.toml\nSeats：北 东 南 西\nDEALER: 北\nLevel: t\nTrump: 无主\n"
        "Points: -15\nBottom: 0\nResult: 庄家 +2\n"
    )
    assert (r.variant, r.seats, r.dealer, r.level, r.trump) == (
        "my club.toml",
        ("北", "东", "南", "西"),
        "北",
        10,
        "NT",
    )
    assert r.claims == Claims(-15, 0, None, ResultClaim("dealer", 2))
    assert one("trump: nt").trump == "NT"
    assert one("result: 闲家 3").claims.result == ResultClaim("defenders", 3)


def test_values_are_the_vocabulary() -> None:
    r = one("trump: 红心\nresult: 庄家 +2\nbid: N ♥5 after-bury\nbid: W ♥55\nruling: Bury N 10\n")
    assert (
        r.trump is Trump.H and r.claims.result is not None and r.claims.result.side is Side.DEALER
    )
    assert [b.phase for b in r.bids] == [Phase.AFTER_BURY, Phase.DEAL] and r.rulings[
        0
    ].fault is Fault.BURY
    assert one("trump: 无主").trump is Trump.NT
    assert (parse_trump(" ♠ "), parse_trump("nt"), parse_trump("X")) == (Trump.S, Trump.NT, None)
    assert (parse_level(" t "), parse_level("A"), parse_level("1")) == (10, 14, None)


@pytest.mark.parametrize(
    "text, points, times",
    [
        ("bottom: 20 x4", 20, 4),
        ("bottom: 20 x 4", 20, 4),
        ("bottom: 20×4", 20, 4),
        ("bottom: 20X8", 20, 8),
        ("bottom: 35", 35, None),
    ],
)
def test_bottom_forms(text: str, points: int, times: int | None) -> None:
    claims = one(text).claims
    assert (claims.bottom_points, claims.bottom_multiplier) == (points, times)


@pytest.mark.parametrize(
    "rank, level",
    [("2", 2), ("9", 9), ("10", 10), ("T", 10), ("J", 11), ("q", 12), ("K", 13), ("A", 14)],
)
def test_levels(rank: str, level: int) -> None:
    assert one(f"level: {rank}").level == level


def test_comments_blocks_and_lines() -> None:
    text = (
        "\n# top of hand 1\n\n#  indented text   \nlevel: 5  # trailing, kept\n"
        "# in the middle, kept\n--- # separator comment\n---\n\n"
        "# only a comment: the hand before's\n-----\n   # hand 3\n  trump: NT\n"
    )
    first, third = parse_blocks(text, "m.sj")
    assert isinstance(first, HandRecord) and isinstance(third, HandRecord)
    assert (first.comments, first.line, first.source) == (
        ("top of hand 1", " indented text"),
        2,
        "m.sj",
    )
    assert first.note("level") == LineNote((), "trailing, kept")
    assert first.trailing == (
        "in the middle, kept",
        "separator comment",
        "only a comment: the hand before's",
    )
    assert (third.comments, third.line, third.trump) == (("hand 3",), 12, "NT")
    assert dumps([first, third]) == (
        "# top of hand 1\n#  indented text\nlevel: 5  # trailing, kept\n# in the middle, kept\n"
        "# separator comment\n# only a comment: the hand before's\n---\n# hand 3\ntrump: NT\n"
    )


COMMENTED = """\
# file start
variant: national   # inline on a header
# above seats
seats: N W S E
level: 5
trump: ♥
bid: N ♥5  # the bid
deal N: ♠A
# before the tricks
1. N ♠A | W ♠3 | S ♠4 | E ♠5  # trick one
# between tricks
2. N ♠K | W ♠2 | S ♠6 | E ♠7
points: 0  # claim
penalty: S 10 # a penalty
# end of hand 1
---  # the second hand
# top of hand 2
level: 6
ruling: bury N  # ruled
# file end
"""


def test_comments_stay_where_they_were() -> None:
    records = loads(COMMENTED)
    first, second = records
    assert first.comments == ("file start",) and first.trailing == ("end of hand 1",)
    assert first.note("variant") == LineNote((), "inline on a header")
    assert first.note("seats") == LineNote(("above seats",), None)
    assert first.note("trick 0") == LineNote(("before the tricks",), "trick one")
    assert first.note("trick 1") == LineNote(("between tricks",), None)
    assert (first.note("bid 0"), first.note("penalty 0")) == (
        LineNote((), "the bid"),
        LineNote((), "a penalty"),
    )
    assert (second.separator_comment, second.comments, second.trailing) == (
        "the second hand",
        ("top of hand 2",),
        ("file end",),
    )
    assert second.note("ruling 0") == LineNote((), "ruled")
    text = dumps(records)
    assert text == COMMENTED.replace("national   #", "national  #").replace("10 #", "10  #")
    assert dumps(loads(text)) == text


def test_comments_move_with_their_line() -> None:
    r = one("trump: ♥  # hearts\n# the level\nlevel: 5\n")
    assert dumps([r]) == "# the level\nlevel: 5\ntrump: ♥  # hearts\n"


def test_a_leading_separator_gives_its_comment_to_the_first_hand() -> None:
    assert (
        dumps(loads("---  # the match\n# hand 1\nlevel: 5\n"))
        == "# the match\n# hand 1\nlevel: 5\n"
    )
    assert dumps(loads("---\nlevel: 5\n")) == "level: 5\n"
    first, second = loads("level: 5\n---  # two\nlevel: 6\n")
    assert (
        dumps([second]) == "# two\nlevel: 6\n"
    )  # a hand written alone keeps its separator's comment
    assert dumps([first, second]) == "level: 5\n---  # two\nlevel: 6\n"


def test_empty_input_and_crlf() -> None:
    assert loads("") == [] and loads("\n\n# nothing\n") == []
    assert dumps([]) == ""
    r = one("\ufeffseats: N W S E\r\n1. N ♠A | W ♠3 | S ♠K | E ♠5\r\n")
    assert r.seats == ("N", "W", "S", "E") and r.tricks[0].plays[3].cards == (make_card(0, 5),)


def test_deals_are_stored_in_seat_order() -> None:
    r = one("deal E: ♠2\ndeal N: ♠3\nseats: N W S E\n")
    assert [s for s, _ in r.deals] == ["N", "E"]
    assert [s for s, _ in one("deal E: ♠2\ndeal N: ♠3\n").deals] == ["E", "N"]


def test_unicode_whitespace_and_arrows() -> None:
    r = one("1.\u3000N\u3000♠A | W ♠3 | S ♠AKK→♠KK | E ♠5")
    assert r.tricks[0].plays[2].attempted == parse_cards_text("♠AKK")


def test_parse_blocks_keeps_going_past_a_bad_block() -> None:
    items = parse_blocks("level: 5\n---\nlevel: 1\nlevel: 2\n---\nlevel: K\n", "f.sj")
    assert [type(x).__name__ for x in items] == ["HandRecord", "ParseError", "HandRecord"]
    bad = items[1]
    assert isinstance(bad, ParseError) and (bad.line, bad.column) == (3, 8)
    with pytest.raises(ParseError) as info:
        loads("level: 5\n---\nlevel: 1\n")
    assert info.value.line == 3


# ---- errors --------------------------------------------------------------------------------

BAD = [
    # text, line, column, words in the message
    ("1. N ♠1 | W ♠3 | S ♠4 | E ♠5", 1, 7, "unknown card '♠1'"),
    ("1. N X5 | W ♠3 | S ♠4 | E ♠5", 1, 6, "unknown suit 'X'"),
    ("1. N ♠AZ | W ♠3 | S ♠4 | E ♠5", 1, 8, "unknown card '♠AZ'"),
    ("kitty: ♠A ♦", 1, 12, "suit '♦' without a rank"),
    ("1. N ♠A@ | W ♠3 | S ♠4 | E ♠5", 1, 8, "stray character '@'"),
    ("level: 5\n  @", 2, 3, "stray character '@'"),
    ("1. ♠AA | W ♠3 | S ♠4 | E ♠5", 1, 4, "missing seat"),
    ("level 5", 1, 6, "missing ':' after 'level'"),
    ("deal N ♠A", 1, 7, "missing ':' after 'deal N'"),
    ("level: 1", 1, 8, "bad level '1'"),
    ("level: B", 1, 8, "bad level 'B'"),
    ("trump: X", 1, 8, "bad trump 'X'"),
    ("points: 8five", 1, 9, "bad points '8five'"),
    ("points: 1234567890", 1, 9, "too large"),
    ("bottom: 20 y4", 1, 12, "unexpected 'y'"),
    ("penalty: N x", 1, 12, "bad penalty 'x'"),
    ("1. N ♠A | W ♠3 | S ♠4", 1, 22, "only 3 plays"),
    ("1. N ♠A | W ♠3 | S ♠4 | E ♠5 | N ♠6", 1, 32, "a fifth play"),
    ("1. N ♠A | W ♠3 | S ♠4 | E ♠5 |", 1, 30, "a fifth play"),
    ("1. N ♠A | | S ♠4 | E ♠5", 1, 11, "empty play"),
    ("1. N | W ♠3 | S ♠4 | E ♠5", 1, 6, "no cards after seat 'N'"),
    ("1. N ♠A -> | W ♠3 | S ♠4 | E ♠5", 1, 12, "no cards after '->'"),
    ("1 N ♠A | W ♠3 | S ♠4 | E ♠5", 1, 2, "missing '.'"),
    ("N ♠A | W ♠3 | S ♠4 | E ♠5", 1, 1, "trick line without a number"),
    ("seats: N W S E\n1. N ♠A | X ♠3 | S ♠4 | E ♠5", 2, 11, "unknown seat 'X'"),
    ("dealer: Q\nseats: N W S E", 1, 9, "unknown seat 'Q'"),
    ("seats: N W S E\npenalty: Z 10", 2, 10, "unknown seat 'Z'"),
    ("seats: N W S", 1, 13, "only 3 seats"),
    ("seats: N W S E X", 1, 16, "more than 4 seats"),
    ("seats: N W S N", 1, 14, "seat 'N' listed twice"),
    ("level: 5\n\nlevel: 6", 3, 1, "duplicate 'level:' header"),
    ("deal N: ♠A\ndeal N: ♠K", 2, 1, "duplicate 'deal N:' header"),
    ("foo: bar", 1, 1, "unknown header 'foo'"),
    ("variant:", 1, 9, "no variant"),
    ("dealer: N W", 1, 11, "unexpected 'W'"),
    ("result: winners +1", 1, 9, "bad side 'winners'"),
    ("1. N ♠A♥K | W ♠3 | S ♠4 | E ♠5", 1, 8, "missing space before '♥K'"),
    ("1. N ♠A -> ♠K -> ♠Q | W ♠3 | S ♠4 | E ♠5", 1, 15, "a second '->'"),
]


@pytest.mark.parametrize("text, line, column, words", BAD)
def test_errors_name_the_place(text: str, line: int, column: int, words: str) -> None:
    with pytest.raises(ParseError) as info:
        loads(text, source="bad.sj")
    e = info.value
    assert (e.source, e.line, e.column) == ("bad.sj", line, column)
    assert e.expected is not None
    message, expected = render(e.message), render(e.expected)
    assert words in message and expected
    head, shown, caret = parse_error_text(e).split("\n")
    assert head == f"bad.sj:{line}:{column}: {message}; expected {expected}"
    assert shown == text.split("\n")[line - 1] == e.line_text
    assert caret == " " * (column - 1) + "^"
    # the same in Chinese: the place as it is, the words from the catalog
    head_zh, shown_zh, caret_zh = parse_error_text(e, "zh").split("\n")
    assert (
        head_zh
        == f"bad.sj:{line}:{column}: {render(e.message, 'zh')}；应为：{render(e.expected, 'zh')}"
    )
    assert CJK.search(render(e.message, "zh")) and CJK.search(render(e.expected, "zh"))
    assert (shown_zh, caret_zh) == (shown, caret)


def test_parse_errors_in_chinese() -> None:
    with pytest.raises(ParseError) as info:
        loads("seats: N W S E\n1. N ♠A | W ♠1 | S ♠3 | E ♠4", source="a.sj")
    assert parse_error_text(info.value, "zh").split("\n")[0] == (
        "a.sj:2:14: 无法识别的牌 '♠1'；应为：点数 2-10、J、Q、K 或 A"
    )
    with pytest.raises(ParseError) as info:
        loads("level: 5\nlevel: 6")
    assert parse_error_text(info.value, "zh").split("\n")[0] == (
        "<string>:2:1: 重复的 'level:' 行；应为：每副牌一行 'level:'（第一行在第 1 行）"
    )


def test_caret_allows_for_wide_characters() -> None:
    with pytest.raises(ParseError) as info:
        loads("1. 北 黑桃A♥K | 东 ♠3 | 南 ♠4 | 西 ♠5")
    shown, caret = parse_error_text(info.value).split("\n")[1:]
    width = sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in shown[:8])
    assert (info.value.column, caret) == (9, " " * width + "^")


def test_reading_leaves_the_collector_as_it_was() -> None:
    assert gc.isenabled()
    loads(FULL)
    with pytest.raises(ParseError):
        loads("level: 1")
    assert gc.isenabled()
    gc.disable()
    try:
        loads(FULL)
        assert not gc.isenabled()
    finally:
        gc.enable()
    gc.freeze()  # a program's own frozen objects stay frozen
    try:
        frozen = gc.get_freeze_count()
        loads(FULL)
        assert gc.get_freeze_count() == frozen and gc.isenabled()
    finally:
        gc.unfreeze()


def test_parse_error_pickles() -> None:
    with pytest.raises(ParseError) as info:
        loads("level: 1", "x.sj")
    copy = pickle.loads(pickle.dumps(info.value))
    assert (parse_error_text(copy), copy.expected) == (
        parse_error_text(info.value),
        info.value.expected,
    )
    assert copy.input_error() == info.value.input_error()


# ---- files ---------------------------------------------------------------------------------


def test_load_and_dump_paths_and_files(tmp_path: Path) -> None:
    path = tmp_path / "hand.sj"
    dump(loads(FULL), path)
    assert path.read_bytes() == FULL.encode()
    [r] = load(path)
    assert (r.source, r.seats) == (str(path), ("N", "W", "S", "E"))
    assert load(str(path)) == [r]
    with path.open("rb") as f:
        assert unlocated(load(f)[0]) == unlocated(r)
    with path.open(encoding="utf-8") as f:
        assert load(f)[0].source == str(path)
    out = io.StringIO()
    dump([r], out, ascii=True)
    assert "SAAK10" in out.getvalue()
    assert load(io.StringIO(FULL))[0].source == "<file>"


def test_invalid_utf8_is_a_parse_error(tmp_path: Path) -> None:
    path = tmp_path / "bad.sj"
    path.write_bytes("level: 5\ntrump: ♥".encode() + b"\xff\n")
    with pytest.raises(ParseError) as info:
        load(path)
    assert (info.value.line, info.value.column, info.value.source) == (2, 9, str(path))
    assert render(info.value.detail) == "invalid UTF-8 byte 0xff; expected UTF-8 text"
    with pytest.raises(ParseError):
        load(io.BytesIO(b"\xef\xbb\xbflevel: 5\n\x80"))
    with path.open(encoding="utf-8") as f, pytest.raises(ParseError):
        load(f)


@pytest.mark.parametrize(
    "path",
    EXAMPLES or [pytest.param(None, marks=pytest.mark.skip(reason="no examples/*.sj yet"))],
    ids=lambda p: p.name if p else "none",
)
def test_examples_load_and_round_trip(path: Path) -> None:
    records = load(path)
    text = dumps(records)
    again = loads(text)
    assert [unlocated(r) for r in again] == [unlocated(r) for r in records]
    assert dumps(again) == text


# ---- the grammar file ----------------------------------------------------------------------


def grammar() -> tuple[list[str], list[tuple[str, str]]]:
    """Production names, and (production, example) pairs, from the EBNF file."""
    text = EBNF.read_text(encoding="utf-8")
    comments = [(m.start(), m.group(1)) for m in re.finditer(r"\(\*(.*?)\*\)", text, re.S)]
    code = re.sub(r"\(\*.*?\*\)", lambda m: " " * len(m.group()), text, flags=re.S)
    defined = [(m.start(), m.group(1)) for m in re.finditer(r"^([a-z_]+)\s*=", code, re.M)]
    examples = []
    for at, body in comments:
        if m := re.search(r"(?:^|\n)\s*example:(.*)", body, re.S):  # on a line of its own
            owner = [name for start, name in defined if start < at][-1]
            example = m.group(1).strip()
            if example.startswith('"'):
                example = ast.literal_eval(example)
            examples.append((owner, example))
    return [name for _, name in defined], examples


def test_every_production_has_an_element_and_back() -> None:
    names, examples = grammar()
    assert len(names) == len(set(names))
    assert set(names) == set(GRAMMAR_ELEMENTS)
    assert {owner for owner, _ in examples} == set(names)


@pytest.mark.parametrize("name, example", grammar()[1], ids=lambda x: str(x)[:30])
def test_grammar_examples_parse(name: str, example: str) -> None:
    GRAMMAR_ELEMENTS[name].parse_string(example, parse_all=True)


@pytest.mark.parametrize(
    "name, text",
    [
        ("trick_line", "1. N ♠A | W ♠3 | S ♠4"),
        ("cards", "♠1"),
        ("cards", "X5"),
        ("level_line", "level: 1"),
        ("seat", "1N"),
        ("file", "level 5\n"),
        ("file", "---x\n"),
        ("body_line", "1. N ♠A | W ♠3 | S ♠4 | E ♠5 | N ♠6"),
    ],
)
def test_grammar_elements_reject(name: str, text: str) -> None:
    with pytest.raises(Exception, match="Expected|Found"):
        GRAMMAR_ELEMENTS[name].parse_string(text, parse_all=True)


def test_the_file_element_agrees_with_loads() -> None:
    GRAMMAR_ELEMENTS["file"].parse_string(FULL + "---\n" + FULL, parse_all=True)


# ---- properties ----------------------------------------------------------------------------

ascii_seats = st.from_regex(r"[A-Za-z][A-Za-z0-9_]{0,4}", fullmatch=True)
cjk_seats = st.text(
    st.characters(min_codepoint=0x4E00, max_codepoint=0x9FFF), min_size=1, max_size=3
)
seat_names = ascii_seats | cjk_seats
card_lists = st.lists(st.integers(0, 53), min_size=1, max_size=10).map(canonical)
team_names = st.text(
    st.characters(blacklist_characters="=#", blacklist_categories=("Cs", "Zs", "Cc", "Zl", "Zp")),
    min_size=1,
    max_size=6,
).filter(lambda t: t == "".join(t.split()))
kitty_orders = st.lists(st.integers(0, 53), min_size=1, max_size=10).map(tuple)  # order kept
numbers = st.integers(0, 10**9 - 1)
line_texts = st.text(
    st.characters(blacklist_characters="\n", blacklist_categories=("Cs",)), max_size=15
)


@st.composite
def hand_records(draw: st.DrawFn) -> HandRecord:
    seats = draw(st.none() | st.lists(seat_names, min_size=4, max_size=4, unique=True).map(tuple))
    pool = seats or tuple(draw(st.lists(seat_names, min_size=1, max_size=5, unique=True)))
    seat = st.sampled_from(pool)
    deal_seats = draw(st.lists(seat, unique=True, max_size=4))
    if seats:
        deal_seats.sort(key=seats.index)
    play = st.builds(Play, seat, card_lists, st.none() | card_lists)
    trick = st.builds(Trick, numbers, st.tuples(play, play, play, play))
    bottom = draw(st.none() | numbers)
    record = HandRecord(
        variant=draw(st.none() | line_texts.map(str.strip).filter(lambda s: s and "#" not in s)),
        seats=seats,
        dealer=draw(st.none() | seat),
        level=draw(st.none() | st.integers(2, 14)),
        trump=draw(st.none() | st.sampled_from(TRUMP_NAMES)),
        deals=tuple((s, draw(card_lists)) for s in deal_seats),
        kitty=draw(st.none() | kitty_orders),
        buried=draw(st.none() | card_lists),
        reburied=tuple(draw(st.lists(st.tuples(seat, card_lists), max_size=2))),
        tricks=tuple(draw(st.lists(trick, max_size=3))),
        claims=Claims(
            points=draw(st.none() | st.integers(-(10**9) + 1, 10**9 - 1)),
            bottom_points=bottom,
            bottom_multiplier=None if bottom is None else draw(st.none() | numbers),
            result=draw(
                st.none()
                | st.builds(ResultClaim, st.sampled_from(("dealer", "defenders")), numbers)
            ),
            penalties=tuple(draw(st.lists(st.tuples(seat, numbers), max_size=2))),
        ),
        comments=tuple(draw(st.lists(line_texts.map(str.rstrip), max_size=2))),
        levels=draw(
            st.none()
            | st.lists(
                st.tuples(seat, st.integers(2, 14)),
                min_size=1,
                max_size=2,
                unique_by=lambda e: e[0],
            ).map(tuple)
        ),
        turned=draw(st.none() | st.integers(0, 53)),
        teams=draw(
            st.none()
            | st.lists(
                st.tuples(seat, team_names), min_size=1, max_size=2, unique_by=lambda e: e[0]
            ).map(tuple)
        ),
        rulings=tuple(
            draw(
                st.lists(
                    st.builds(Ruling, st.sampled_from(FAULTS), seat, st.none() | numbers),
                    max_size=2,
                )
            )
        ),
    )
    if draw(st.booleans()):
        record = replace(record, no_bid=True)
    else:
        record = replace(
            record,
            bids=tuple(
                draw(
                    st.lists(st.builds(Bid, seat, card_lists, st.sampled_from(PHASES)), max_size=3)
                )
            ),
        )
    assume(any(not line.startswith("#") for line in dumps([record]).splitlines()))
    return record


@settings(max_examples=220, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(hand_records(), min_size=1, max_size=3), st.booleans())
def test_random_records_round_trip(records: list[HandRecord], ascii: bool) -> None:
    text = dumps(records, ascii=ascii)
    again = loads(text)
    assert [unlocated(r) for r in again] == [unlocated(r) for r in records]
    assert dumps(again, ascii=ascii) == text


def check_only_parse_errors(text: str) -> None:
    try:
        loads(text, "fuzz.sj")
    except ParseError as e:
        assert e.message.id not in UNREADABLE  # the walk explained every fault
        lines = text.removeprefix("\ufeff").split("\n")
        assert 1 <= e.line <= len(lines)
        assert 1 <= e.column <= len(lines[e.line - 1]) + 1
        assert parse_error_text(e).count("\n") == 2
        assert CJK.search(parse_error_text(e, "zh").split("\n")[0])


@settings(max_examples=500)
@given(st.text())
def test_arbitrary_text_raises_only_parse_errors(text: str) -> None:
    check_only_parse_errors(text)


NEAR_MISSES = st.sampled_from(list("|->:.#@xX×+0123456789 \t\n♠♥SHCDJQKAT北") + ["10", "->", "---"])
EDITS = st.lists(
    st.tuples(st.floats(0, 1), st.integers(0, 2), NEAR_MISSES | st.characters()),
    min_size=1,
    max_size=3,
)
"""Edits of a text: (where, 0 insert / 1 replace / 2 delete, the character)."""


def mutated(text: str, edits: list[tuple[float, int, str]]) -> str:
    for where, how, what in edits:
        at = int(where * len(text))
        text = text[:at] + (what if how < 2 else "") + text[at + (how > 0) :]
    return text


@settings(max_examples=350, suppress_health_check=[HealthCheck.too_slow])
@given(hand_records(), EDITS)
def test_mutated_records_raise_only_parse_errors(
    record: HandRecord, edits: list[tuple[float, int, str]]
) -> None:
    check_only_parse_errors(mutated(dumps([record]), edits))


@settings(max_examples=300)
@given(st.lists(NEAR_MISSES | st.characters(), max_size=12).map("".join))
def test_cards_text_raises_only_parse_errors(text: str) -> None:
    try:
        parse_cards_text(text)
    except ParseError as e:
        assert e.message.id not in UNREADABLE
        assert 1 <= e.column <= len(text) + 1


def test_the_kitty_keeps_its_order_and_reburies_round_trip() -> None:
    text = "seats: N W S E\nkitty: ♥3 ♠K9 LJ ♠2 ♣10\nburied: ♣43 ♦6\nreburied: W ♠K9 ♦6\n"
    [r] = loads(text)
    assert r.kitty == parse_cards_text("H3")[:1] + parse_cards_text("SK S9") + parse_cards_text(
        "LJ S2 C10"
    )
    assert r.reburied == (("W", parse_cards_text("SK S9 D6")),)
    assert dumps([r]) == text


def test_reburied_needs_a_seat_and_cards() -> None:
    with pytest.raises(ParseError) as info:
        loads("reburied: W\n")
    assert render(info.value.message) == "no cards after the seat"
    with pytest.raises(ParseError) as info:
        loads("seats: N W S E\nreburied: X ♣3\n")
    assert render(info.value.message) == "unknown seat 'X'"


def test_every_notation_message_has_both_languages() -> None:
    from string import Formatter

    from shengji_cli.core.messages import Msg
    from shengji_cli.report.messages.notation import MESSAGES

    for key, (en, zh) in MESSAGES.items():
        fields = {f.split("|")[0] for _, f, _, _ in Formatter().parse(en) if f}
        assert {f.split("|")[0] for _, f, _, _ in Formatter().parse(zh) if f} <= fields, key
        m = Msg.of(
            key,
            **{
                f: Msg.of("notation.field.card") if f in ("what", "problem", "expected") else 2
                for f in fields
            },
        )
        assert render(m, "en") and CJK.search(render(m, "zh")), key


# ---- comments stay where they were -------------------------------------------------------

comment_texts = (
    st.text(
        st.characters(blacklist_characters="\n\r", blacklist_categories=("Cs", "Zl", "Zp")),
        max_size=12,
    )
    .map(str.rstrip)
    .filter(lambda t: not t[:1].isspace() or t[1:2] != "")
)


def with_comments(text: str, where: list[tuple[int, str]], inline: list[tuple[int, str]]) -> str:
    """Canonical ``text`` with whole-line comments inserted before line ``i`` and comments at
    the end of line ``i`` (the index modulo the number of lines)."""
    lines = text.split("\n")[:-1]
    ends = {i % len(lines): c for i, c in inline}
    out = [
        line + ("" if i not in ends else f"  # {ends[i]}" if ends[i] else "  #")
        for i, line in enumerate(lines)
    ]
    for i, c in sorted(where, key=lambda x: -(x[0] % (len(out) + 1))):
        out.insert(i % (len(out) + 1), f"# {c}" if c else "#")
    return "".join(line + "\n" for line in out)


def uncommented(record: HandRecord) -> HandRecord:
    return replace(unlocated(record), comments=(), notes=(), trailing=(), separator_comment=None)


@settings(max_examples=200, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(hand_records(), min_size=1, max_size=3),
    st.booleans(),
    st.lists(st.tuples(st.integers(0, 200), comment_texts), max_size=8),
    st.lists(st.tuples(st.integers(0, 200), comment_texts), max_size=8),
)
def test_random_comments_stay_in_place(
    records: list[HandRecord],
    ascii: bool,
    where: list[tuple[int, str]],
    inline: list[tuple[int, str]],
) -> None:
    text = with_comments(dumps(records, ascii=ascii), where, inline)
    again = loads(text)
    assert (
        dumps(again, ascii=ascii) == text
    )  # formatting changes nothing: every comment where it was
    assert [uncommented(r) for r in again] == [uncommented(r) for r in records]


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_examples_keep_comments_at_every_kind_of_place(path: Path) -> None:
    text = path.read_text("utf-8")
    n = text.count("\n")
    commented = with_comments(
        text,
        [(i, f"above line {i}") for i in range(n + 1)],
        [(i, f"end of line {i}") for i in range(n)],
    )
    assert commented.count("#") > text.count("#") + 2 * n
    zh = typed_in_chinese(text)  # examples/zh_typed.sj is written the Chinese way
    assert dumps(loads(commented), zh=zh) == commented
    assert [uncommented(r) for r in loads(commented)] == [uncommented(r) for r in loads(text)]


# ---- a Chinese keyboard --------------------------------------------------------------------

FULL_WIDTH = {chr(c - 0xFEE0): chr(c) for c in range(0xFF01, 0xFF5F) if c != 0xFF03}
_SYMBOL_GROUP = re.compile("([♠♥♣♦])((?:10|[2-9JQKA])+)")


def chinese_keyboard(text: str, rnd: random.Random) -> str:
    """``text`` as a Chinese keyboard might type it: full-width forms, ``1、`` and ``1．``, the
    suit repeated before each card (free text — comments, variant, team names — as it was)."""
    out = []
    for line in text.split("\n"):
        if line.startswith(("#", "variant:", "teams:")):
            out.append(line)
            continue
        if line[:1].isdigit():
            line = line.replace(".", rnd.choice([".", "、", "．"]), 1)
        line = _SYMBOL_GROUP.sub(
            lambda m: (
                "".join(m.group(1) + r for r in re.findall("10|.", m.group(2)))
                if rnd.random() < 0.5
                else m.group()
            ),
            line,
        )
        out.append("".join(FULL_WIDTH.get(ch, ch) if rnd.random() < 0.5 else ch for ch in line))
    return "\n".join(out)


@settings(max_examples=140, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(hand_records(), min_size=1, max_size=3), st.randoms(use_true_random=False))
def test_a_chinese_keyboard_reads_as_ascii(records: list[HandRecord], rnd: random.Random) -> None:
    text = dumps(records)
    typed = chinese_keyboard(text, rnd)
    assert [unlocated(r) for r in loads(typed)] == [unlocated(r) for r in loads(text)]


@pytest.mark.parametrize(
    "typed",
    [
        "1. N ♠A ｜ W ♠3 ｜ S ♠K ｜ E ♠5",
        "1、 N ♠A | W ♠3 | S ♠K | E ♠5",
        "1．N ♠A | W ♠3 | S ♠K | E ♠5",
        "１． N ♠A | W ♠3 | S ♠K | E ♠5",
        "1. N ♠A | W ♠3 | S ♠K | E ♠５",
        "1. Ｎ ♠Ａ | Ｗ ♠３ | S ♠K | E ♠5",
        "1. N ♠A♠Q | W ♠3♠4 | S ♠K♠J | E ♠5 ♠6",
        "1. N 黑桃A黑桃Q | W s3S4 | S ♠ＫＪ | E ♠5♠6",
    ],
)
def test_each_chinese_keyboard_form(typed: str) -> None:
    ascii_form = (
        "1. N ♠A | W ♠3 | S ♠K | E ♠5" if "Q" not in typed else "1. N SAQ | W S43 | S SKJ | E S65"
    )
    assert unlocated(one(typed)) == unlocated(one(ascii_form))


def test_full_width_headers_and_numbers() -> None:
    typed = one(
        "ｓｅａｔｓ：Ｎ　Ｗ　Ｓ　Ｅ\nlevel： １０\ntrump： ｈ\npoints：－１５\nresult： 庄家 ＋２\n"
        "bottom： ２０ ｘ４\nvariant: 我的规则（新）.toml\nteams: Ｎ＝北京Ａ队 W=上海\n"
    )
    assert (typed.seats, typed.level, typed.trump) == (("N", "W", "S", "E"), 10, Trump.H)
    assert typed.claims == Claims(-15, 20, 4, ResultClaim("dealer", 2))
    assert typed.variant == "我的规则（新）.toml" and typed.teams == (
        ("N", "北京Ａ队"),
        ("W", "上海"),
    )  # as typed
    assert unlocated(one("－－－\nlevel: 5")) == unlocated(one("level: 5"))


def test_errors_point_at_the_characters_typed() -> None:
    text = "seats: N W S E\n１．Ｎ ♠Ａ｜Ｗ ♠１｜Ｓ ♠Ｋ｜Ｅ ♠５"
    with pytest.raises(ParseError) as info:
        loads(text)
    e = info.value
    assert (e.line, e.column, e.line_text) == (
        2,
        text.split("\n")[1].index("１", 3) + 1,
        text.split("\n")[1],
    )
    assert render(e.message) == "unknown card '♠1'"
    with pytest.raises(ParseError) as info:
        loads("seats: N W S E\n1、 N ♠A｜W ♠3｜S ♠4\n")
    assert (
        render(info.value.message) == "only 3 plays"
        and info.value.line_text == "1、 N ♠A｜W ♠3｜S ♠4"
    )
    with pytest.raises(ParseError) as info:
        loads("1. N ♠A♥K | W ♠3 | S ♠4 | E ♠5")  # another suit still needs its space
    assert (info.value.message.id, info.value.column) == ("notation.missing-space", 8)


@pytest.mark.parametrize(
    "text, words",
    [
        ("levle: 2", "unknown header 'levle'; expected a known key: did you mean 'level'?"),
        ("Trupm: H", "did you mean 'trump'?"),
        ("dael N: ♠A", "did you mean 'deal'?"),
        (
            "seats: N W S E\n1. n ♠A | W ♠3 | S ♠4 | E ♠5",
            "unknown seat 'n'; expected one of the seats N W S E: did you mean 'N'?",
        ),
        ("seats: North West South East\ndealer: Nroth", "did you mean 'North'?"),
    ],
)
def test_did_you_mean(text: str, words: str) -> None:
    with pytest.raises(ParseError) as info:
        loads(text)
    assert words in render(info.value.detail)
    assert "是不是" in render(info.value.detail, "zh")


def test_no_guess_when_nothing_is_close() -> None:
    for text in ("foo: 3", "seats: N W S E\ndealer: X"):
        with pytest.raises(ParseError) as info:
            loads(text)
        assert "did you mean" not in render(info.value.detail)


def test_an_unknown_header_lists_every_key_the_reader_knows() -> None:
    """The list is the catalog's text in both languages: it names each of :data:`HEADER_KEYS`,
    once (issue #33: it had lost ``winners``, ``after``, ``time``, ``redeal`` and ``draw``)."""
    with pytest.raises(ParseError) as info:
        loads("foo: 3")
    for lang, tail in (("en", r"one of (.*)$"), ("zh", r"：(.*) 之一$")):
        listed = re.search(tail, render(info.value.detail, lang))
        assert listed is not None
        keys = [k.split()[0] for k in re.split(r", |、", listed.group(1))]  # "deal SEAT" → "deal"
        assert sorted(keys) == sorted(HEADER_KEYS)
