"""A record typed in Chinese (issue #33): the suit shorthands ``黑 红 梅 方``, the header keys'
Chinese names (``庄家：北``, ``主：红``), the seat words ``北 东 南 西`` as aliases of ``N E S W``,
and the writer's Chinese style, which ``fmt`` keeps for a file typed that way."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shengji_cli.core.cards import cards_str
from shengji_cli.core.record import HandRecord
from shengji_cli.notation import ParseError, dumps, format_text, loads
from shengji_cli.notation.cards import parse_trump, read_cards, scan_cards
from shengji_cli.notation.grammar import HEADER_ALIASES, HEADER_KEYS, SEAT_ALIASES
from shengji_cli.notation.writer import ZH_KEYS, typed_in_chinese
from tests.notation.test_notation import hand_records, unlocated

ZH = """\
# 第一副
座位：北 东 南 西
庄家：北
级：5
主：红
亮主：北 红55
发牌 北：大王 黑AAK 红10 梅K 方3
底牌：小王 黑3 红5
埋底：方3
1. 北 黑A | 东 黑3 | 南 黑桃K | 西 黑5  # 北 领出
2. 北 黑AK | 东 梅2 方2 | 南 红心Q♥J | 西 方片3 草花4
得分：85
抠底：10 x2
结果：闲家 +1
罚分：东 10
判罚：retract 东
"""
SYMBOLS = """\
# 第一副
seats: 北 东 南 西
dealer: 北
level: 5
trump: ♥
bid: 北 ♥55
deal 北: BJ ♠AAK ♥10 ♣K ♦3
kitty: LJ ♠3 ♥5
buried: ♦3
1. 北 ♠A | 东 ♠3 | 南 ♠K | 西 ♠5  # 北 领出
2. 北 ♠AK | 东 ♣2 ♦2 | 南 ♥QJ | 西 ♣4 ♦3
points: 85
bottom: 10 x2
result: defenders +1
penalty: 东 10
ruling: retract 东
"""


def test_a_chinese_typed_record_reads_as_its_symbol_twin() -> None:
    assert [unlocated(r) for r in loads(ZH)] == [unlocated(r) for r in loads(SYMBOLS)]


@pytest.mark.parametrize("text", ["黑A 红10 梅K 方3 黑AAK", "黑桃A 红心10 草花K 方片3 黑桃AAK"])
def test_the_suit_shorthands_are_the_suits(text: str) -> None:
    assert cards_str(read_cards(text)) == "SA SA SA SK H10 CK D3"
    assert scan_cards(text) == read_cards(text)


def test_a_shorthand_and_its_name_make_one_group() -> None:
    """``黑桃A黑K``: the same suit written again, in another of its forms."""
    assert cards_str(read_cards("黑桃A黑K")) == "SA SK"
    assert scan_cards("黑桃A黑K") == read_cards("黑桃A黑K")


@pytest.mark.parametrize("name, trump", [("黑", "S"), ("红", "H"), ("梅", "C"), ("方", "D")])
def test_a_shorthand_names_a_trump(name: str, trump: str) -> None:
    assert parse_trump(name) == trump
    assert one(f"trump: {name}").trump == one(f"主：{name}").trump == trump


def one(text: str) -> HandRecord:
    [record] = loads(text)
    return record


@pytest.mark.parametrize("alias, key", sorted(HEADER_ALIASES.items()))
def test_each_chinese_key_reads_as_its_key(alias: str, key: str) -> None:
    record = one(SYMBOLS)
    lines = dumps([record]).splitlines()
    english = [line for line in lines if line.partition(":")[0].split()[0] == key]
    assert english or key in ("variant", "teams", "turned", "reburied", "redeal", "draw")
    for line in english:
        head, _, value = line.partition(":")
        for colon in (":", "：", " ： "):
            text = alias + head.removeprefix(key) + colon + value
            assert dumps(loads(text)) == dumps(loads(line)), text
            assert value


def test_every_chinese_key_names_a_header() -> None:
    assert set(HEADER_ALIASES.values()) <= set(HEADER_KEYS)
    assert set(ZH_KEYS) == set(HEADER_ALIASES.values())
    assert not set(HEADER_ALIASES) & set(HEADER_KEYS)


@pytest.mark.parametrize("typed, guess", [("庄：北", "庄家"), ("级数：5", "级")])
def test_an_unknown_chinese_key_gets_a_guess(typed: str, guess: str) -> None:
    with pytest.raises(ParseError) as info:
        loads(typed)
    assert info.value.message.id == "notation.unknown-header"
    assert info.value.expected is not None
    assert info.value.expected.id == "notation.expected.key-did-you-mean"
    assert info.value.expected.args == (("key", guess),)


def test_a_seat_word_is_its_letter_where_seats_lists_the_letter() -> None:
    record = one(
        "seats: N E S W\n庄家：北\ndeal 南: ♠A\n1. 北 ♠A | 东 ♠3 | 南 ♠K | 西 ♠5\n"
        "winners: 北\nlevels: 北=2 东=3\npenalty: 西 10\nbid: 北 ♠A\nruling: retract 东"
    )
    assert record.dealer == "N" and record.deals[0][0] == "S"
    assert [p.seat for p in record.tricks[0].plays] == ["N", "E", "S", "W"]
    assert record.claims.winners == ("N",) and record.levels == (("N", 2), ("E", 3))
    assert record.claims.penalties == (("W", 10),)
    assert record.bids[0].seat == "N" and record.rulings[0].seat == "E"


def test_a_letter_is_its_seat_word_where_seats_lists_the_word() -> None:
    assert one("1. N ♠A | E ♠3 | S ♠K | W ♠5\nseats: 北 东 南 西").tricks[0].plays[0].seat == "北"


@pytest.mark.parametrize(
    "text",
    [
        "seats: N 北 S W\ndealer: E",  # both listed: each is itself, E is no seat
        "seats: N E S W\ndealer: 北\n1. N ♠A | E ♠3 | S ♠K | W ♠5",  # N and 北 both named
    ],
)
def test_an_alias_never_stands_for_a_seat_the_record_names_itself(text: str) -> None:
    with pytest.raises(ParseError) as info:
        loads(text)
    assert info.value.message.id == "notation.unknown-seat"


def test_without_seats_a_seat_word_is_its_own_seat() -> None:
    assert one("dealer: 北").dealer == "北"
    assert SEAT_ALIASES["北"] == "N" and SEAT_ALIASES["N"] == "北"


def test_the_chinese_style_is_canonical_and_kept() -> None:
    tidy = format_text(ZH)
    assert typed_in_chinese(ZH) and typed_in_chinese(tidy)
    assert format_text(tidy) == tidy
    assert "主：红" in tidy and "发牌 北：大王 黑AAK 红10 梅K 方3" in tidy
    assert "结果：闲家 +1" in tidy and "判罚：retract 东" in tidy
    assert format_text(SYMBOLS) == format_text(ZH, zh=False)
    assert format_text(SYMBOLS, zh=True) == tidy


@pytest.mark.parametrize(
    "text, zh",
    [("# 注释\n庄家：北\ntrump: H", True), ("level: 5\n主：红", False), ("# only", False)],
)
def test_a_file_is_typed_in_chinese_when_its_first_key_is(text: str, zh: bool) -> None:
    assert typed_in_chinese(text) is zh


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hand_records())
def test_the_chinese_style_round_trips(record: HandRecord) -> None:
    text = dumps([record], zh=True)
    assert [unlocated(r) for r in loads(text)] == [unlocated(record)]
    assert format_text(text) == text


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(
        st.tuples(
            st.sampled_from(["黑", "红", "梅", "方", "黑桃", "红心", "草花", "方片", "♠", "S"]),
            st.lists(st.sampled_from("23456789TJQKA"), min_size=1, max_size=4).map("".join),
        ),
        min_size=1,
        max_size=6,
    )
)
def test_chinese_suit_spellings_read_as_the_symbols(groups: list[tuple[str, str]]) -> None:
    symbol = {"黑": "♠", "红": "♥", "梅": "♣", "方": "♦", "黑桃": "♠", "红心": "♥", "草花": "♣"}
    symbol |= {"方片": "♦", "♠": "♠", "S": "♠"}
    typed = " ".join(suit + ranks for suit, ranks in groups)
    plain = " ".join(symbol[suit] + ranks for suit, ranks in groups)
    assert read_cards(typed) == read_cards(plain)
    assert scan_cards(typed) == read_cards(plain)
    zh = dumps([HandRecord(buried=read_cards(typed))], zh=True)
    assert loads(zh)[0].buried == read_cards(plain)


def test_a_seat_word_is_its_letter_in_every_match_line() -> None:
    record = one(
        "seats: N E S W\ntime: up 北\nteams: 北=甲 东=乙\nafter: 北=3 东=4\n"
        "draw: 北=大王 西=黑K\nredeal: 南 黑A\nreburied: 东 ♠3"
    )
    assert record.time is not None and record.time.winner == "N"
    assert record.teams == (("N", "甲"), ("E", "乙"))
    assert record.claims.levels_after == (("N", 3), ("E", 4))
    assert [seat for seat, _ in record.draws[0]] == ["N", "W"]
    assert record.redeal is not None and record.redeal[0] == "S"
    assert record.reburied[0][0] == "E"
