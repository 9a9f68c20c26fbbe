"""position_at and apply against the replay: the same holdings, leaders and points at every
trick of generated hands of every preset, and a recorded line replayed to the replay's total."""

from __future__ import annotations

from dataclasses import replace

import pytest
from solving import endgame

from shengji_cli.core.cards import parse_cards
from shengji_cli.core.replay import replay
from shengji_cli.core.state import holdings_at
from shengji_cli.core.units import effective_suit
from shengji_cli.core.variants import NAMED, load_variant
from shengji_cli.gen.hands import generate, hand_seed
from shengji_cli.report.catalog import render
from shengji_cli.solver import (
    Position,
    PositionError,
    apply,
    final_points,
    forced_plays,
    position_at,
    search,
)
from shengji_cli.solver.moves import sub_multisets

HANDS = 4


@pytest.mark.parametrize("preset", NAMED)
def test_position_at_matches_the_replay_at_every_trick(preset: str) -> None:
    v = load_variant(preset)
    for i in range(HANDS):
        record = generate(hand_seed(17, i), v).record
        report = replay(record, v)
        assert report.defenders_points is not None
        penalties = report.penalties
        for k in range(1, len(record.tricks) + 1):
            pos = position_at(record, v, k)
            held, _ = holdings_at(record, v, k)
            assert pos.holdings == tuple(tuple(sorted(held[s])) for s in pos.seating)
            assert pos.leader == (report.tricks[k - 2].winner if k > 1 else report.dealer)
            assert pos.leader == record.tricks[k - 1].plays[0].seat
            won = sum(t.points for t in report.tricks[: k - 1] if t.defenders_won)
            assert pos.points == won + sum(p.effect for p in penalties if p.trick < k)
            assert pos.trick == k and not pos.played and not pos.over
        end = position_at(record, v, len(record.tricks) + 1)
        assert end.over and final_points(end) == report.defenders_points


@pytest.mark.parametrize("preset", NAMED)
def test_the_recorded_line_applied_reaches_the_replays_total(preset: str) -> None:
    v = load_variant(preset)
    for i in range(HANDS):
        record = generate(hand_seed(18, i), v).record
        total = replay(record, v).defenders_points
        k = len(record.tricks) // 2
        pos = position_at(record, v, k)
        for t in record.tricks[k - 1 :]:
            for p in t.plays:
                assert p.seat == pos.turn
                pos = (
                    apply(pos, p.attempted, forced=p.cards)
                    if p.attempted is not None
                    else apply(pos, p.cards)
                )
        assert pos.over and final_points(pos) == total


def test_a_position_mid_trick_is_the_plays_applied() -> None:
    v = load_variant("national")
    record = generate(hand_seed(19, 0), v).record
    for plays in range(4):
        pos = position_at(record, v, 3, plays)
        start = position_at(record, v, 3)
        for p in record.tricks[2].plays[:plays]:
            start = apply(start, p.attempted or p.cards, forced=p.cards if p.attempted else None)
        assert pos == start and len(pos.played) == plays


def test_a_failed_throw_plays_its_forced_part_with_its_penalty() -> None:
    v = load_variant("national")
    pos = position_at(generate(hand_seed(19, 0), v).record, v, 1)
    hands = (parse_cards("SA SK"), parse_cards("SQ S3"), parse_cards("S4 S6"), parse_cards("C3 C4"))
    pos = replace(
        pos, holdings=tuple(tuple(sorted(h)) for h in hands), leader=pos.seating.seats[1], points=0
    )
    throw = parse_cards("SQ S3")
    assert forced_plays(pos, throw) == [tuple(parse_cards("S3"))]
    after = apply(pos, throw)
    assert after.played == (tuple(parse_cards("S3")),)
    assert after.points == (-10 if pos.defends(pos.leader) else 10)
    assert forced_plays(pos, parse_cards("S3")) == []
    with pytest.raises(PositionError):
        apply(pos, throw, forced=parse_cards("SQ"))


@pytest.mark.parametrize("trick,plays", [(0, 0), (99, 0), (2, 4)])
def test_out_of_range_is_a_position_error(trick: int, plays: int) -> None:
    v = load_variant("national")
    record = generate(hand_seed(19, 1), v).record
    with pytest.raises(PositionError) as e:
        position_at(record, v, trick, plays)
    assert render(e.value.message) and render(e.value.message, "zh")


def test_hands_not_shown_are_a_position_error() -> None:
    v = load_variant("national")
    record = generate(hand_seed(19, 2), v).record
    cut = replace(record, deals=record.deals[1:], tricks=record.tricks[:3])
    with pytest.raises(PositionError) as e:
        position_at(cut, v, 2)
    assert "N" in render(e.value.message)


def test_position_turn_and_over() -> None:
    v = load_variant("national")
    pos: Position = position_at(generate(hand_seed(19, 3), v).record, v, 1, 2)
    assert pos.turn == pos.seating.at(pos.leader, 2)


def test_a_failed_throw_with_several_forced_plays_plays_the_one_worst_for_the_thrower() -> None:
    v = load_variant("national")
    checked = 0
    for i in range(30):
        pos = endgame(v, hand_seed(50, i), 3)
        if pos is None:
            continue
        for seat in pos.seating:
            p = replace(pos, leader=seat)
            for t in sub_multisets(p.holding(seat)):
                allowed = forced_plays(p, t) if effective_suit(t, p.ctx) is not None else []
                if len(allowed) < 2:
                    continue
                values = [search(apply(p, t, forced=f)).value or 0 for f in allowed]
                assert search(apply(p, t)).value == (
                    min(values) if p.defends(seat) else max(values)
                )
                checked += 1
    assert checked >= 3
