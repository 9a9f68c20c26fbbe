"""打百分: seed 004's one-deck game (docs/rules.md §13) — the deck, the brackets of 20, singles
only."""

from __future__ import annotations

import pytest

from shengji_cli.core.cards import parse_cards
from shengji_cli.core.declarations import judge_bids
from shengji_cli.core.replay import context_for
from shengji_cli.core.rules import bottom_multiplier, can_follow, level_change
from shengji_cli.core.units import SINGLE, decompose
from shengji_cli.core.variants import NAMED, load_variant
from shengji_cli.notation.reader import loads

V = load_variant("baifen")


def test_one_deck_54_cards_100_points() -> None:
    # 打一副牌时，也称为 "40 分" 或 " 打百分 "
    d = V.deck
    assert (d.copies, 4 * d.hand_size + d.kitty_size, d.total_points) == (1, 54, 100)
    assert "baifen" in NAMED and "titanic" in NAMED


# 一副牌与三副牌的分数规定类似，只是一副牌的分数段为 20 分一段 (the two-deck table: 0 → +3, 不满 40
# → +2,
# 40–79 → +1, 80 上台, 以后以 40 分为一个等级 — halved)
@pytest.mark.parametrize(
    "points,side,levels",
    [
        (0, "dealer", 3),
        (5, "dealer", 2),
        (15, "dealer", 2),
        (20, "dealer", 1),
        (35, "dealer", 1),
        (40, "defenders", 0),
        (55, "defenders", 0),
        (60, "defenders", 1),
        (80, "defenders", 2),
        (100, "defenders", 3),
    ],
)
def test_seed_brackets_of_20(points: int, side: str, levels: int) -> None:
    change = level_change(points, V)
    assert (str(change.side), change.levels) == (side, levels)


def test_every_play_is_singles_and_only_the_suit_is_owed() -> None:
    ctx = context_for(10, "H", V)
    lead = parse_cards("SA SK")
    assert [u.kind for u in decompose(lead, ctx)] == [SINGLE, SINGLE]
    hand = parse_cards("S3 S4 C5 D6")
    assert can_follow(lead, hand, parse_cards("S3 S4"), ctx, V)
    assert not can_follow(lead, hand, parse_cards("S3 C5"), ctx, V)
    assert bottom_multiplier(parse_cards("SA"), ctx, V) == 2
    assert bottom_multiplier(lead, ctx, V) == 2  # a throw of singles: its largest unit's


def test_a_level_card_declares_and_nothing_overcalls_it() -> None:
    [r] = loads("seats: N W S E\nbid: N ♠10\nbid: E ♥10\n")
    o = judge_bids(r, V, lambda seat: 10, "N", False)
    assert o.trump == "S" and [f.seat for f in o.findings] == ["E"]


def test_generated_baifen_hands_check_clean_and_faults_are_found() -> None:
    from tests.core.test_titanic import (
        N_CLEAN,
        N_FAULT,
        check_generated_clean,
        check_generated_faults,
    )

    seen = check_generated_clean(V, N_CLEAN)
    assert set(seen) == {SINGLE}
    check_generated_faults(V, N_FAULT)
