"""Cards, points and the trump order (docs/rules.md §1–§2; seeds 000 第一章/第四条, 004 牌的大小顺序
).

Expected orders are written out from the texts, not read back from the code.
"""

from __future__ import annotations

import pytest

from shengji_cli.core.cards import (
    BIG_JOKER,
    CLUBS,
    DIAMONDS,
    HEARTS,
    LITTLE_JOKER,
    NUM_KINDS,
    SPADES,
    TRUMP,
    TrumpContext,
    card_points,
    card_rank,
    card_str,
    card_suit,
    parse_card,
    parse_cards,
    points_of,
)
from shengji_cli.core.replay import context_for
from shengji_cli.core.units import effective_suit
from shengji_cli.core.variants import PRESETS, load_variant

ALL_KINDS = list(range(NUM_KINDS))
TWO_DECKS = ALL_KINDS * 2


def groups(text: str) -> list[list[int]]:
    """``"BJ | LJ | H10 | S10 C10 D10 | HA"`` → groups of equal cards, strongest first."""
    return [parse_cards(g) for g in text.split("|")]


def assert_order(ctx: TrumpContext, order: list[list[int]], esuit: int) -> None:
    """Each group's cards are equal, each group strictly above the next, all in ``esuit``."""
    for g in order:
        for c in g:
            assert ctx.esuit[c] == esuit, card_str(c)
        assert len({ctx.pos[c] for c in g}) == 1, [card_str(c) for c in g]
    for hi, lo in zip(order, order[1:], strict=False):
        assert ctx.pos[hi[0]] > ctx.pos[lo[0]], (card_str(hi[0]), card_str(lo[0]))


def kinds_in(ctx: TrumpContext, esuit: int) -> set[int]:
    return {c for c in ALL_KINDS if ctx.esuit[c] == esuit}


def flat(order: list[list[int]]) -> set[int]:
    return {c for g in order for c in g}


# ---------------------------------------------------------------- parsing and points


def test_parse_ascii_cards() -> None:
    assert parse_card("BJ") == BIG_JOKER
    assert parse_card("LJ") == LITTLE_JOKER
    ten = parse_card("S10")
    assert (card_suit(ten), card_rank(ten)) == (SPADES, 10)
    assert parse_card("ST") == ten
    ace = parse_card("HA")
    assert (card_suit(ace), card_rank(ace)) == (HEARTS, 14)
    assert card_suit(BIG_JOKER) is None and card_rank(LITTLE_JOKER) is None
    assert [card_str(c) for c in parse_cards("S10 HA BJ LJ D2 CK")] == [
        "S10",
        "HA",
        "BJ",
        "LJ",
        "D2",
        "CK",
    ]
    with pytest.raises(ValueError):
        parse_card("X5")


def test_point_cards() -> None:
    # docs/rules.md §1 / seed 000 第一章 二: 5 = 5, 10 = 10, K = 10; nothing else scores.
    for s in "SHCD":
        assert card_points(parse_card(f"{s}5")) == 5
        assert card_points(parse_card(f"{s}10")) == 10
        assert card_points(parse_card(f"{s}K")) == 10
        for r in ("2", "3", "4", "6", "7", "8", "9", "J", "Q", "A"):
            assert card_points(parse_card(f"{s}{r}")) == 0
    assert card_points(BIG_JOKER) == card_points(LITTLE_JOKER) == 0
    assert points_of(parse_cards("S5 HK D10 BJ")) == 25


def test_two_decks_hold_200_points() -> None:
    # seed 000 第一章 二: 两副扑克牌的总分是 200 分 (one deck 100, seed 002 第三条(三)).
    assert len(TWO_DECKS) == 108
    assert points_of(ALL_KINDS) == 100
    assert points_of(TWO_DECKS) == 200


# ---------------------------------------------------------------- suit trump


def test_suit_trump_order_level_10() -> None:
    # docs/rules.md §2, seed 004 牌的大小顺序 (打 10, 2 不为常主):
    # 大王, 小王, 主10, 副10, A, K, Q, J, 9, 8, 7, 6, 5, 4, 3, 2
    ctx = TrumpContext.make(HEARTS, 10)
    order = groups(
        "BJ | LJ | H10 | S10 C10 D10 | HA | HK | HQ | HJ | H9 | H8 | H7 | H6 | H5 | H4 | H3 | H2"
    )
    assert_order(ctx, order, TRUMP)
    assert kinds_in(ctx, TRUMP) == flat(order)  # 18 kinds: 2 jokers, 4 level cards, 12 of ♥


@pytest.mark.parametrize("suit", ["S", "C", "D"])
def test_plain_suit_order_skips_level_rank(suit: str) -> None:
    # seed 004: 副牌从大至小依次为 A,K,Q,J,9,8,7,6,5,4,3,2 (打 10)
    ctx = TrumpContext.make(HEARTS, 10)
    order = [[parse_card(f"{suit}{r}")] for r in "A K Q J 9 8 7 6 5 4 3 2".split()]
    esuit = "SHCD".index(suit)
    assert_order(ctx, order, esuit)
    assert kinds_in(ctx, esuit) == flat(order)
    assert ctx.esuit[parse_card(f"{suit}10")] == TRUMP


@pytest.mark.parametrize("trump,level", [(SPADES, 2), (HEARTS, 5), (CLUBS, 11), (DIAMONDS, 14)])
def test_suit_trump_order_any_level(trump: int, level: int) -> None:
    # docs/rules.md §2: BJ > LJ > trump level > other levels (equal) > trump A > … > 2 skipping the
    # level.
    ctx = TrumpContext.make(trump, level)
    letter = "SHCD"[trump]
    names = {11: "J", 12: "Q", 13: "K", 14: "A"}
    lv = names.get(level, str(level))
    others = " ".join(f"{s}{lv}" for s in "SHCD" if s != letter)
    ranks = [names.get(r, str(r)) for r in range(14, 1, -1) if r != level]
    text = f"BJ | LJ | {letter}{lv} | {others} | " + " | ".join(f"{letter}{r}" for r in ranks)
    order = groups(text)
    assert_order(ctx, order, TRUMP)
    assert kinds_in(ctx, TRUMP) == flat(order)
    for s in range(4):
        if s != trump:
            plain = [[parse_card(f"{'SHCD'[s]}{r}")] for r in ranks]
            assert_order(ctx, plain, s)
            assert kinds_in(ctx, s) == flat(plain)


def test_trump_suit_level_5_has_no_gap_in_order() -> None:
    # docs/rules.md §2/§3: level 5 → the trump suit runs 6 > 4 directly.
    ctx = TrumpContext.make(SPADES, 5)
    assert ctx.pos[parse_card("S6")] > ctx.pos[parse_card("S4")]
    assert ctx.esuit[parse_card("S5")] == ctx.esuit[parse_card("D5")] == TRUMP


def test_effective_suits_suit_trump() -> None:
    ctx = TrumpContext.make(HEARTS, 10)
    assert ctx.esuit[parse_card("H3")] == TRUMP
    assert ctx.esuit[parse_card("S10")] == TRUMP
    assert ctx.esuit[parse_card("D10")] == TRUMP
    assert ctx.esuit[BIG_JOKER] == ctx.esuit[LITTLE_JOKER] == TRUMP
    assert ctx.esuit[parse_card("S3")] == SPADES
    assert ctx.esuit[parse_card("CA")] == CLUBS
    assert ctx.esuit[parse_card("DK")] == DIAMONDS
    assert ctx.is_trump(parse_card("C10")) and not ctx.is_trump(parse_card("CJ"))
    assert effective_suit(parse_cards("BJ S10 H2"), ctx) == TRUMP
    assert effective_suit(parse_cards("SA SJ S9"), ctx) == SPADES
    assert effective_suit(parse_cards("SA S10"), ctx) is None  # ♠10 is a trump
    assert effective_suit([], ctx) is None


def test_identical_and_equal_cards_share_a_position() -> None:
    ctx = TrumpContext.make(HEARTS, 10)
    # the three 副10 are equal; the trump-suit 10 is above them
    assert ctx.pos[parse_card("S10")] == ctx.pos[parse_card("C10")] == ctx.pos[parse_card("D10")]
    assert ctx.pos[parse_card("H10")] > ctx.pos[parse_card("S10")]


def test_trumps_sort_above_plain_cards() -> None:
    ctx = TrumpContext.make(HEARTS, 10)
    cards = parse_cards("SA H2 BJ C3 D10")
    ranked = ctx.sort(cards)
    assert [card_str(c) for c in ranked[:3]] == ["BJ", "D10", "H2"]
    assert set(ranked[3:]) == set(parse_cards("SA C3"))


# ---------------------------------------------------------------- no-trump


def test_no_trump_order_level_10() -> None:
    # docs/rules.md §2 / seed 000 第十三条 二: 无主 — only jokers and level cards are trumps;
    # all four level cards are equal; the four suits are plain.
    ctx = TrumpContext.make(None, 10)
    order = groups("BJ | LJ | S10 H10 C10 D10")
    assert_order(ctx, order, TRUMP)
    assert kinds_in(ctx, TRUMP) == flat(order)
    for s in range(4):
        letter = "SHCD"[s]
        plain = [[parse_card(f"{letter}{r}")] for r in "A K Q J 9 8 7 6 5 4 3 2".split()]
        assert_order(ctx, plain, s)
        assert kinds_in(ctx, s) == flat(plain)


@pytest.mark.parametrize("preset", PRESETS)
def test_jokers_in_no_trump_every_preset(preset: str) -> None:
    ctx = context_for(2, "NT", load_variant(preset))
    assert ctx.trump is None
    bj, lj, s2, h2 = parse_cards("BJ LJ S2 H2")
    assert ctx.esuit[bj] == ctx.esuit[lj] == ctx.esuit[s2] == ctx.esuit[h2] == TRUMP
    assert ctx.pos[bj] > ctx.pos[lj] > ctx.pos[s2] == ctx.pos[h2]
    assert ctx.esuit[parse_card("HA")] == HEARTS  # no trump suit
    assert ctx.esuit[parse_card("S3")] == SPADES


@pytest.mark.parametrize("preset", PRESETS)
def test_context_for_builds_the_variant_context(preset: str) -> None:
    v = load_variant(preset)
    ctx = context_for(10, "H", v)
    assert ctx.trump == HEARTS and ctx.level == 10
    assert ctx.twos_trump == v.order.twos_trump
    assert ctx.nt_level_joker_adjacent == v.order.nt_level_joker_adjacent
    assert context_for(10, "NT", v).trump is None


# ---------------------------------------------------------------- 2 as permanent trump


def test_twos_trump_order_seed_004() -> None:
    # seed 004 2 为常主时 (打 10): 大王, 小王, 主10, 副10, 主2, 副2, A, K, Q, J, 9 … 3;
    # 副牌 A, K, Q, J, 9, 8, 7, 6, 5, 4, 3.
    ctx = TrumpContext.make(HEARTS, 10, twos_trump=True)
    order = groups(
        "BJ | LJ | H10 | S10 C10 D10 | H2 | S2 C2 D2 | HA | HK | HQ | HJ | H9 | H8 | H7 "
        "| H6 | H5 | H4 | H3"
    )
    assert_order(ctx, order, TRUMP)
    assert kinds_in(ctx, TRUMP) == flat(order)
    for s in (SPADES, CLUBS, DIAMONDS):
        letter = "SHCD"[s]
        plain = [[parse_card(f"{letter}{r}")] for r in "A K Q J 9 8 7 6 5 4 3".split()]
        assert_order(ctx, plain, s)
        assert kinds_in(ctx, s) == flat(plain)  # 2s have left the plain suits


def test_twos_trump_in_no_trump() -> None:
    # jokers > level cards (equal) > 2s (equal); suits are plain without 2 and the level.
    ctx = TrumpContext.make(None, 10, twos_trump=True)
    order = groups("BJ | LJ | S10 H10 C10 D10 | S2 H2 C2 D2")
    assert_order(ctx, order, TRUMP)
    assert kinds_in(ctx, TRUMP) == flat(order)
    assert ctx.esuit[parse_card("HA")] == HEARTS
    assert ctx.esuit[parse_card("H3")] == HEARTS
