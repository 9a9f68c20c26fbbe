"""Units: pairs, tractors, canonical decomposition (docs/rules.md §3; seed 004 拖拉机的构成,
seed 000 第四条, seed 002 第六条, seed 003 二.2)."""

from __future__ import annotations

import pytest

from shengji_cli.core.cards import TrumpContext, parse_cards
from shengji_cli.core.replay import context_for
from shengji_cli.core.units import (
    PAIR,
    SINGLE,
    TRACTOR,
    Shape,
    classify,
    decompose,
    is_tractor,
    shape_of,
)
from shengji_cli.core.variants import PRESETS, load_variant

NON_BJTU = [p for p in PRESETS if p != "bjtu"]


def ctx_of(preset: str, level: int, trump: str) -> TrumpContext:
    return context_for(level, trump, load_variant(preset))


def kinds(cards: str, ctx: TrumpContext) -> list[str]:
    return [u.kind for u in decompose(parse_cards(cards), ctx)]


def as_set(cards: str) -> list[int]:
    return sorted(parse_cards(cards))


# ---------------------------------------------------------------- seed 004 拖拉机的构成 (打 10)

SEED_004_TRACTORS = ["KK QQ", "JJ 99", "55 44 33"]
SEED_004_NOT_TRACTORS_SAME_SUIT = ["55 4", "5 44", "55 33", "JJ Q", "AA 22"]


def spell(suit: str, text: str) -> str:
    """``spell("S", "KK QQ")`` → ``"SK SK SQ SQ"``."""
    out = []
    for group in text.split():
        rank = group[0] if not group.startswith("10") else "10"
        n = len(group) // len(rank)
        out += [f"{suit}{rank}"] * n
    return " ".join(out)


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("suit", ["S", "H"])  # a plain suit and the trump suit (trump ♥)
@pytest.mark.parametrize("text", SEED_004_TRACTORS)
def test_seed_004_tractors(preset: str, suit: str, text: str) -> None:
    # 凡大小顺序相邻且花色相同的联对均构成拖拉机，如：KKQQ, JJ99, 5 5 4 4 3 3
    ctx = ctx_of(preset, 10, "H")
    cards = parse_cards(spell(suit, text))
    assert is_tractor(cards, ctx)
    (unit,) = decompose(cards, ctx)
    assert unit.kind == TRACTOR and unit.length == len(text.split())


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("suit", ["S", "H"])
@pytest.mark.parametrize("text", SEED_004_NOT_TRACTORS_SAME_SUIT)
def test_seed_004_not_tractors(preset: str, suit: str, text: str) -> None:
    # 以下各例均不是拖拉机：554, 544, 5533, JJQ, AA22
    ctx = ctx_of(preset, 10, "H")
    cards = parse_cards(spell(suit, text))
    assert not is_tractor(cards, ctx)
    assert classify(cards, ctx) == "throw"
    assert TRACTOR not in kinds(spell(suit, text), ctx)


@pytest.mark.parametrize("preset", PRESETS)
def test_seed_004_two_other_level_pairs_not_a_tractor(preset: str) -> None:
    # 两对副 10: both off-suit level pairs sit at one position.
    ctx = ctx_of(preset, 10, "H")
    for text in ("S10 S10 C10 C10", "C10 C10 D10 D10", "S10 S10 D10 D10"):
        assert not is_tractor(parse_cards(text), ctx)
        assert kinds(text, ctx) == [PAIR, PAIR]


@pytest.mark.parametrize("preset", PRESETS)
def test_seed_004_jj1010_not_a_tractor(preset: str) -> None:
    # JJ1010: 10 is the level, so J and 10 are not adjacent (and in a plain suit the
    # 10s are trumps, so the cards are not even one suit).
    ctx = ctx_of(preset, 10, "H")
    assert not is_tractor(parse_cards("SJ SJ S10 S10"), ctx)
    assert classify(parse_cards("SJ SJ S10 S10"), ctx) == "mixed"
    assert not is_tractor(parse_cards("HJ HJ H10 H10"), ctx)
    assert kinds("HJ HJ H10 H10", ctx) == [PAIR, PAIR]


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize(
    "cards,length",
    [
        ("LJ LJ H10 H10", 2),  # 一对小王带一对主 10
        ("H10 H10 S10 S10", 2),  # 一对主 10 带一对副 10
        ("H10 H10 D10 D10", 2),
        ("C10 C10 HA HA", 2),  # 一对副 10 带一对主牌 A
        ("H10 H10 C10 C10 HA HA", 3),  # 一对主 10 带一对副 10 及一对主牌 A
        ("BJ BJ LJ LJ", 2),  # docs/rules.md §3: big-joker pair + small-joker pair
        ("BJ BJ LJ LJ H10 H10 S10 S10 HA HA HK HK", 6),
    ],
)
def test_seed_004_trump_tractors(preset: str, cards: str, length: int) -> None:
    # 主牌中凡大小顺序相邻联对均构成拖拉机 (trump ♥, level 10)
    ctx = ctx_of(preset, 10, "H")
    cs = parse_cards(cards)
    assert is_tractor(cs, ctx)
    (unit,) = decompose(cs, ctx)
    assert unit.length == length


@pytest.mark.parametrize("preset", PRESETS)
def test_trump_chain_gaps(preset: str) -> None:
    ctx = ctx_of(preset, 10, "H")
    assert not is_tractor(parse_cards("BJ BJ H10 H10"), ctx)  # small joker missing
    assert not is_tractor(parse_cards("LJ LJ S10 S10"), ctx)  # trump 10 missing
    assert not is_tractor(parse_cards("H10 H10 HA HA"), ctx)  # other 10 missing
    assert not is_tractor(parse_cards("S10 S10 HK HK"), ctx)  # trump A missing
    assert not is_tractor(parse_cards("HA HA SA SA"), ctx)  # not one suit
    assert classify(parse_cards("HA HA SA SA"), ctx) == "mixed"


@pytest.mark.parametrize("preset", PRESETS)
def test_level_cards_of_different_suits_are_not_a_pair(preset: str) -> None:
    # docs/rules.md §3: two level cards of different suits are not a pair.
    ctx = ctx_of(preset, 10, "H")
    assert kinds("S10 C10", ctx) == [SINGLE, SINGLE]
    assert classify(parse_cards("S10 C10"), ctx) == "throw"
    assert classify(parse_cards("S10 S10"), ctx) == PAIR
    assert classify(parse_cards("BJ BJ"), ctx) == PAIR
    assert classify(parse_cards("BJ LJ"), ctx) == "throw"
    assert classify(parse_cards("SA"), ctx) == SINGLE


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("trump", ["S", "H", "NT"])
def test_level_5_sides_are_adjacent(preset: str, trump: str) -> None:
    # seed 000 第四条 / 002 第六条(三): 当级牌为 5 时，同花色的对 6 和对 4 为连对.
    ctx = ctx_of(preset, 5, trump)
    assert is_tractor(parse_cards("S6 S6 S4 S4"), ctx)
    assert is_tractor(parse_cards("C6 C6 C4 C4"), ctx)
    assert is_tractor(parse_cards("S7 S7 S6 S6 S4 S4 S3 S3"), ctx)


@pytest.mark.parametrize("preset", PRESETS)
def test_level_2_and_ace_ends(preset: str) -> None:
    # level 2: 4433 is a tractor, AA KK is; AA 33 is not (no wrap through the level).
    ctx = ctx_of(preset, 2, "H")
    assert is_tractor(parse_cards("S4 S4 S3 S3"), ctx)
    assert is_tractor(parse_cards("SA SA SK SK"), ctx)
    assert not is_tractor(parse_cards("SA SA S3 S3"), ctx)
    # level A: K is the top of a plain suit; trump K pair + other-A pair is a tractor.
    ctx = ctx_of(preset, 14, "H")
    assert is_tractor(parse_cards("SK SK SQ SQ"), ctx)
    assert is_tractor(parse_cards("HK HK SA SA"), ctx)


# ---------------------------------------------------------------- no-trump


@pytest.mark.parametrize("preset", NON_BJTU)
def test_nt_small_joker_pair_and_level_pair_tractor(preset: str) -> None:
    # docs/rules.md §3: other presets — in no-trump, small-joker pair + a level pair is a tractor.
    ctx = ctx_of(preset, 10, "NT")
    for level_pair in ("S10 S10", "H10 H10", "D10 D10"):
        assert is_tractor(parse_cards(f"LJ LJ {level_pair}"), ctx)
    assert is_tractor(parse_cards("BJ BJ LJ LJ C10 C10"), ctx)


def test_bjtu_nt_small_joker_pair_and_level_pair_not_a_tractor() -> None:
    # seed 003 二.2: 無將時主牌只有小王和大王可視為相鄰.
    ctx = ctx_of("bjtu", 10, "NT")
    for level_pair in ("S10 S10", "H10 H10", "D10 D10"):
        cards = parse_cards(f"LJ LJ {level_pair}")
        assert not is_tractor(cards, ctx)
        assert kinds(f"LJ LJ {level_pair}", ctx) == [PAIR, PAIR]
    # BJ BJ LJ LJ C10 C10: only the joker pairs link
    assert kinds("BJ BJ LJ LJ C10 C10", ctx) == [TRACTOR, PAIR]


def test_bjtu_suit_trump_chain_is_kept() -> None:
    # seed 003 二.2: 主牌a和副將牌、副將牌和主將牌、主將牌和小王、小王和大王均視為相鄰.
    ctx = ctx_of("bjtu", 10, "S")
    assert is_tractor(parse_cards("BJ BJ LJ LJ S10 S10 H10 H10 SA SA"), ctx)


@pytest.mark.parametrize("preset", PRESETS)
def test_nt_joker_pairs_tractor_and_level_pairs_equal(preset: str) -> None:
    ctx = ctx_of(preset, 10, "NT")
    assert is_tractor(parse_cards("BJ BJ LJ LJ"), ctx)
    # all four level cards are equal in no-trump: two level pairs are never a tractor
    assert not is_tractor(parse_cards("S10 S10 H10 H10"), ctx)
    assert kinds("S10 S10 H10 H10", ctx) == [PAIR, PAIR]
    # the four suits are plain: ♥AA ♥KK is a plain tractor
    assert is_tractor(parse_cards("HA HA HK HK"), ctx)


# ---------------------------------------------------------------- canonical decomposition


@pytest.mark.parametrize("preset", PRESETS)
def test_off_suit_level_pairs_do_not_cut_the_chain(preset: str) -> None:
    # trump ♠, level 10: ♠A♠A ♥10♥10 ♣10♣10 ♠10♠10 → tractor of 3 (♠AA, one off-suit 10 pair,
    # ♠10 pair) + the other off-suit 10 pair (longest tractors first, docs/rules.md §3).
    ctx = ctx_of(preset, 10, "S")
    units = decompose(parse_cards("SA SA H10 H10 C10 C10 S10 S10"), ctx)
    assert [(u.kind, u.length) for u in units] == [(TRACTOR, 3), (PAIR, 1)]
    tractor, pair = units
    assert set(parse_cards("SA S10")) <= set(tractor.cards)
    middle = set(tractor.cards) - set(parse_cards("SA S10"))
    assert middle in ({parse_cards("H10")[0]}, {parse_cards("C10")[0]})
    assert set(pair.cards) | middle == set(parse_cards("H10 C10"))
    assert shape_of(units) == Shape((3,), 1, 0)


@pytest.mark.parametrize("preset", PRESETS)
def test_off_suit_level_pairs_longer_chain(preset: str) -> None:
    ctx = ctx_of(preset, 10, "S")
    units = decompose(parse_cards("LJ LJ SA SA SK SK H10 H10 C10 C10 D10 D10 S10 S10"), ctx)
    # LJ, ♠10, one 副10, ♠A, ♠K → tractor of 5; two off-suit 10 pairs left over
    assert [(u.kind, u.length) for u in units] == [(TRACTOR, 5), (PAIR, 1), (PAIR, 1)]


@pytest.mark.parametrize("preset", PRESETS)
def test_seed_002_throw_decomposition(preset: str) -> None:
    # seed 002 第六条(四): ♠ A A K Q Q 10 10 9 9 at level 2 — tractor 1010 99, pairs AA and QQ,
    # single K.  Units listed tractors first, then pairs (highest first), then singles.
    ctx = ctx_of(preset, 2, "H")
    cards = parse_cards("SA SA SK SQ SQ S10 S10 S9 S9")
    units = decompose(cards, ctx)
    assert [u.kind for u in units] == [TRACTOR, PAIR, PAIR, SINGLE]
    assert sorted(units[0].cards) == as_set("S10 S10 S9 S9")
    assert sorted(units[1].cards) == as_set("SA SA")
    assert sorted(units[2].cards) == as_set("SQ SQ")
    assert sorted(units[3].cards) == as_set("SK")
    assert shape_of(units) == Shape((2,), 2, 1)
    assert classify(cards, ctx) == "throw"
    assert sorted(c for u in units for c in u.cards) == sorted(cards)


@pytest.mark.parametrize("preset", PRESETS)
def test_seed_002_throw_at_level_j_links_q_and_10(preset: str) -> None:
    # "safe with level ≠ J": at level J, QQ 1010 99 become one tractor of 3.
    ctx = ctx_of(preset, 11, "H")
    units = decompose(parse_cards("SA SA SK SQ SQ S10 S10 S9 S9"), ctx)
    assert [(u.kind, u.length) for u in units] == [(TRACTOR, 3), (PAIR, 1), (SINGLE, 1)]


@pytest.mark.parametrize("preset", PRESETS)
def test_longest_tractor_first(preset: str) -> None:
    ctx = ctx_of(preset, 2, "H")
    units = decompose(parse_cards("SA SA SK SK S9 S9 S8 S8 S7 S7 S5"), ctx)
    assert [(u.kind, u.length) for u in units] == [(TRACTOR, 3), (TRACTOR, 2), (SINGLE, 1)]
    assert sorted(units[0].cards) == as_set("S9 S9 S8 S8 S7 S7")
    # two tractors of equal length: the higher first
    units = decompose(parse_cards("S4 S4 S3 S3 SA SA SK SK"), ctx)
    assert [sorted(u.cards) for u in units] == [as_set("SA SA SK SK"), as_set("S4 S4 S3 S3")]


@pytest.mark.parametrize("preset", PRESETS)
def test_decomposition_does_not_depend_on_card_order(preset: str) -> None:
    ctx = ctx_of(preset, 10, "S")
    a = decompose(parse_cards("SA SA H10 H10 C10 C10 S10 S10"), ctx)
    b = decompose(parse_cards("C10 S10 H10 SA C10 S10 SA H10"), ctx)
    assert a == b
