"""``solve``'s line and costs on the oracle's endgames (tests/solver/conftest.py): the line it
gives, written into the record after the tricks before ``from_trick``, is clean and complete in
``core.replay`` and scores the value it claims; each recorded play's values (at its turn, and
after it: mid-trick searches) and its cost are the oracle's, and so is the bottom-dig answer.

The endgames whose bottom holds no points are tested apart: a search from the middle of such a
trick once failed (an ``IndexError`` in the search's ceiling, whose table of the bottom's worth
was sized by the first seat's cards when the bottom is worth nothing), found here.
"""

from __future__ import annotations

import pytest

from shengji_cli.core.cards import parse_cards, points_of
from shengji_cli.core.replay import replay
from shengji_cli.core.variants import NAMED, load_variant
from shengji_cli.core.vocab import Side
from shengji_cli.solver import Dig, Solution, apply, line_record, position_at, search, solve


def _games(endgame_sets, preset: str, pointless: bool) -> list:
    return [g for g in endgame_sets[preset] if (points_of(g.bottom) == 0) == pointless]


_SOLVED: dict[tuple[str, int, int], Solution] = {}


def _solved(g) -> Solution:
    """``solve`` from the endgame's trick (kept: the tests below share it)."""
    key = (g.preset, g.index, g.trick)
    if key not in _SOLVED:
        _SOLVED[key] = solve(g.record, g.variant, from_trick=g.trick)
    return _SOLVED[key]


def _check_line(g) -> None:
    s = _solved(g)
    assert s.solved and s.value is not None, g.text()
    record = g.with_tricks(s.line)
    assert line_record(g.record, s) == record
    report = replay(record, g.variant)
    assert not report.violations, (report.violations[0].kind, g.text())
    assert report.complete and report.defenders_points == s.value, g.text()


def _check_costs(g, oracle_helpers) -> None:
    """``before`` and ``after`` of each play made are the oracle's values at that turn and
    after the play, and the cost is what the play's side lost by it (failed throws among the
    oracle's moves, as among the solver's where they can gain)."""
    s = _solved(g)
    values = oracle_helpers.recorded_values(g, True)
    assert [(c.before, c.after) for c in s.costs] == values, g.text()
    for c in s.costs:
        assert c.before is not None and c.after is not None
        assert (
            c.cost == (c.before - c.after if c.side is Side.DEFENDERS else c.after - c.before) >= 0
        ), g.text()


@pytest.mark.parametrize("preset", NAMED)
def test_the_line_replays_to_the_value_it_claims(preset, endgame_sets) -> None:
    games = _games(endgame_sets, preset, pointless=False)
    assert len(games) >= 80
    for g in games:
        _check_line(g)


@pytest.mark.parametrize("preset", NAMED)
def test_each_recorded_plays_values_and_cost_are_the_oracles(
    preset, endgame_sets, oracle_helpers
) -> None:
    for g in _games(endgame_sets, preset, pointless=False):
        _check_costs(g, oracle_helpers)


def _check_dig(g, oracle_helpers) -> None:
    """The bottom-dig answer is docs/solver.md §4's, found by the oracle's own yes/no minimax."""
    d = _solved(g).dig
    want = oracle_helpers.expected_dig(g, True)
    assert (d.dig, d.seat, d.trick) == want, g.text()
    if d.dig is Dig.AVOIDABLE:
        assert g.seating.side(d.seat, g.dealer) is Side.DEALER


@pytest.mark.parametrize("preset", NAMED)
def test_the_bottom_dig_answer_is_the_oracles(preset, endgame_sets, oracle_helpers) -> None:
    games = _games(endgame_sets, preset, pointless=False)
    assert {(_solved(g).dig.dig) for g in games} >= {Dig.NOT_DUG, Dig.AVOIDABLE}
    for g in games:
        _check_dig(g, oracle_helpers)


@pytest.mark.parametrize("preset", NAMED)
def test_the_bottom_dig_answer_is_the_oracles_with_a_pointless_bottom(
    preset, endgame_sets, oracle_helpers
) -> None:
    games = _games(endgame_sets, preset, pointless=True)
    assert games
    for g in games:
        _check_dig(g, oracle_helpers)


@pytest.mark.parametrize("preset", NAMED)
def test_the_line_replays_to_the_value_it_claims_with_a_pointless_bottom(
    preset, endgame_sets
) -> None:
    games = _games(endgame_sets, preset, pointless=True)
    assert games
    for g in games:
        _check_line(g)


@pytest.mark.parametrize("preset", NAMED)
def test_each_recorded_plays_values_and_cost_are_the_oracles_with_a_pointless_bottom(
    preset, endgame_sets, oracle_helpers
) -> None:
    games = _games(endgame_sets, preset, pointless=True)
    assert games
    for g in games:
        _check_costs(g, oracle_helpers)


def test_a_search_from_mid_trick_with_a_pointless_bottom(oracle_helpers) -> None:
    """national hand 31 before trick 17 (♣ trumps, level 10; S deals and leads; N ♠8 ♠6, W ♥9 ♥2,
    S ♣5 ♣3, E ♦7 ♦3; the bottom worth 0) after S ♣5 ♣3, E ♦7 ♦3, N ♠8 ♠6: W's last play."""
    h = oracle_helpers
    v = load_variant("national")
    g = h.endgame_at("national", 31, h.generated("national", 31), v, 17)
    assert points_of(g.bottom) == 0
    pos = position_at(g.record, v, 17)
    plays = [tuple(sorted(parse_cards(t))) for t in ("C5 C3", "D7 D3", "S8 S6")]
    for cards in plays:
        pos = apply(pos, cards)
    assert search(pos).value == h.value_after(g, plays)
