"""search against a plain exhaustive minimax over every legal play (no grouping, no table, no
cut-off), on endgames of generated hands of every preset — leads and positions mid-trick, a failed
throw's barred ruff and exposed cards included; its best play reaches its value; a budget too small
gives no value, never a wrong one."""

from __future__ import annotations

from dataclasses import replace

import pytest
from solving import endgame, plain

from shengji_cli.core.cards import POINTS, parse_cards
from shengji_cli.core.context import Rules
from shengji_cli.core.variants import NAMED, Variant, load_variant
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


@pytest.mark.parametrize("preset", NAMED)
def test_search_equals_plain_minimax(preset: str) -> None:
    v = load_variant(preset)
    checked = 0
    for i in range(12):
        pos = endgame(v, hand_seed(43, i), 2 if i % 3 else 3, plays=i % 4)
        if pos is None:
            continue
        result = search(pos)
        assert result.value == plain(pos)
        assert result.best is not None and search(apply(pos, result.best)).value == result.value
        checked += 1
    assert checked >= 10


@pytest.mark.parametrize("preset", ["national", "shenzhen", "bjtu"])
def test_after_a_failed_throw(preset: str) -> None:
    """The trick after a failed throw (its penalty, national's barred ruff, shenzhen's exposed
    cards)."""
    v = load_variant(preset)
    checked = marked = 0
    for i in range(40):
        pos = endgame(v, hand_seed(44, i), 3)
        if pos is None:
            continue
        hand = pos.holding(pos.turn)
        throws = [t for t in _throws(hand, pos) if forced_plays(pos, t)]
        if not throws:
            continue
        after = apply(pos, throws[0])
        assert search(after).value == plain(after)
        checked += 1
        marked += (
            bool(after.barred)
            if preset == "national"
            else bool(after.exposed)
            if preset == "shenzhen"
            else 1
        )
    assert checked >= 3 and marked


def _throws(hand: tuple[int, ...], pos: Position) -> list[tuple[int, ...]]:
    esuit = pos.ctx.esuit
    out = []
    for a in range(len(hand)):
        for b in range(a + 1, len(hand)):
            if esuit[hand[a]] == esuit[hand[b]] and hand[a] != hand[b]:
                out.append((hand[a], hand[b]))
    return out


def test_exposed_cards_in_the_search() -> None:
    v = load_variant("shenzhen")
    checked = 0
    for i in range(12):
        pos = endgame(v, hand_seed(45, i), 3, plays=1)
        if pos is None or not pos.played:
            continue
        j = pos.seating.index(pos.turn)
        pos = replace(pos, exposed=tuple(pos.holdings[j][:1] if k == j else () for k in range(4)))
        assert search(pos).value == plain(pos)
        checked += 1
    assert checked >= 5


def test_a_tiny_budget_gives_no_value() -> None:
    v = load_variant("national")
    pos = endgame(v, hand_seed(46, 0), 6)
    assert pos is not None
    full = search(pos)
    assert full.value is not None and full.nodes > 50
    assert full.work > full.nodes  # the plays tried count too
    for budget in (1, 10, full.nodes // 2, full.work - 1):
        short = search(pos, budget)
        assert short.value is None and short.best is None
        assert short.nodes <= short.work == budget + 1
    assert search(pos, full.work) == full


def test_an_over_position_is_its_points() -> None:
    v = load_variant("national")
    record = generate(hand_seed(46, 1), v).record
    end = position_at(record, v, len(record.tricks) + 1)
    assert search(end).value == final_points(end) and search(end).best is None


def test_the_bottom_goes_to_the_last_tricks_winner() -> None:
    """One card each: the last trick, its winner and the bottom × the multiplier of a single."""
    v = load_variant("national")
    pos = endgame(v, hand_seed(46, 2), 1)
    assert pos is not None
    for leader in pos.seating.seats[:2]:
        one = replace(
            pos,
            rules=Rules.of(2, "H", v),
            holdings=tuple((c,) for c in parse_cards("SA S3 S4 S5")),
            points=0,
            bottom=tuple(parse_cards("SK")),
            leader=leader,
            played=(),
        )
        seat = one.seating.seats[0]  # holds ♠A: wins whoever leads
        assert search(one).value == plain(one) == (5 + 10 * 2 if one.defends(seat) else 0)


def test_hands_of_unequal_sizes_are_a_position_error() -> None:
    v = load_variant("national")
    pos = endgame(v, hand_seed(46, 3), 2, plays=1)
    assert pos is not None and pos.played
    j = pos.seating.index(pos.turn)
    short = replace(
        pos,
        holdings=tuple(
            h[: len(pos.played[0]) - 1] if k == j else h for k, h in enumerate(pos.holdings)
        ),
    )
    with pytest.raises(PositionError) as e:
        search(short)
    assert render(e.value.message, "zh")


def test_a_pointless_bottom_mid_trick() -> None:
    """national hand 31 of batch seed 17 before trick 17 (S deals and leads, the bottom worth 0):
    after S ♣5 ♣3, E ♦7 ♦3, N ♠8 ♠6 the first seat has played two cards (once an IndexError in
    the ceiling's table of the bottom's worth)."""
    v = load_variant("national")
    pos = position_at(generate(hand_seed(17, 31), v).record, v, 17)
    assert sum(POINTS[c] for c in pos.bottom) == 0
    for cards in ("C5 C3", "D7 D3", "S8 S6"):
        pos = apply(pos, tuple(sorted(parse_cards(cards))))
    assert pos.seating.index(pos.leader) != pos.seating.index(pos.turn)
    assert search(pos).value == plain(pos)


@pytest.mark.parametrize("preset", ["national", "shenzhen", "bjtu"])
def test_pointless_bottoms_mid_trick_equal_plain_minimax(preset: str) -> None:
    v = load_variant(preset)
    checked = 0
    for i in range(12):
        pos = endgame(v, hand_seed(47, i), 2, plays=1 + i % 3)
        if pos is None or not pos.played:
            continue
        pos = replace(pos, bottom=tuple(c for c in pos.bottom if not POINTS[c]))
        assert search(pos).value == plain(pos)
        checked += 1
    assert checked >= 8


def test_a_failed_throw_that_gains_under_a_barred_ruff() -> None:
    """national hand 65 of batch seed 17, trick 18 (♣ trumps; S deals): E holds ♠8 ♠4 ♣A, N is
    void in ♠ with trumps.  Led alone, ♠4 is ruffed by N; thrown with ♠8 it fails (W's ♠Q beats
    ♠8), E plays ♠4 and pays 10, and N may not ruff: 130 against 110 without the throw."""
    v = load_variant("national")
    pos = position_at(generate(hand_seed(17, 65), v).record, v, 18)
    result = search(pos)
    assert result.value == plain(pos) == 130
    assert result.best == tuple(sorted(parse_cards("S8 S4")))
    after = apply(pos, result.best)
    assert (
        after.played == (tuple(parse_cards("S4")),)
        and after.barred
        and after.points == pos.points - 10
    )
    assert search(after).value == 130


def _barring(preset: str) -> Variant:
    v = load_variant(preset)
    return replace(v, throw=replace(v.throw, dealer_partner_may_ruff=False))


@pytest.mark.parametrize(
    "v",
    [load_variant("national"), _barring("shenzhen"), _barring("bjtu")],
    ids=["national", "shenzhen-barring", "bjtu-barring"],
)
def test_failed_throws_under_a_barred_ruff_equal_plain_minimax(v: Variant) -> None:
    """Where a failed throw bars the dealer's partner's ruff (a Variant parameter, with exposed
    cards too under shenzhen's rules), the search tries the throws that may gain: its value is
    the plain minimax's over every failing throw, the opponents picking the forced play."""
    checked = gained = 0
    for i in range(60):
        pos = endgame(v, hand_seed(48, i), 3)
        if pos is None:
            continue
        result = search(pos)
        want = plain(pos)
        assert result.value == want
        assert result.best is not None and search(apply(pos, result.best)).value == want
        gained += len(result.best) > 1 and bool(forced_plays(pos, result.best))
        checked += 1
    assert checked >= 40
