"""The solver against the oracle of ``tests/solver/conftest.py`` — a plain minimax over every
legal play, written from the rules layer alone — on 1,000 endgames of one to three tricks cut
from clean generated hands of every preset (``benchmarks/oracle_solve.py``: 10,000 and more).

The oracle is checked first: its scoring of the line actually played equals ``core.replay``'s
defenders' points (failed throws, penalties, barred ruffs, exposed cards and the bottom
included), and with one card a seat, where there is one line only, so does its value.
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shengji_cli.core.cards import parse_cards
from shengji_cli.core.replay import replay
from shengji_cli.core.variants import NAMED, load_variant
from shengji_cli.solver import position_at, search


def _solved(g) -> int | None:
    return search(position_at(g.record, g.variant, g.trick)).value


def _mismatches(games, value, failed_throws: bool = True) -> list[str]:
    """Each endgame where ``value`` is not the oracle's, with its record."""
    out = []
    for g in games:
        got, want = value(g), g.value(failed_throws)
        if got != want:
            out.append(f"solver {got}, oracle {want}: {g.text()}")
    return out


def test_the_endgames_cover_every_preset_and_one_to_three_tricks(endgame_sets) -> None:
    assert set(endgame_sets) == set(NAMED)
    assert sum(len(games) for games in endgame_sets.values()) >= 1000
    for preset, games in endgame_sets.items():
        left = Counter(g.left for g in games)
        assert set(left) == {1, 2, 3} and min(left.values()) >= len(games) // 4, (preset, left)
        assert max(g.size for g in games) >= 3, preset
        assert len({(g.index, g.trick) for g in games}) == len(games)


@pytest.mark.parametrize("preset", NAMED)
def test_the_oracle_scores_the_played_line_as_the_replay_does(preset, oracle_helpers) -> None:
    """From the last eight tricks and from the endgame's trick, through every failed throw the
    generator made: the oracle's steps give ``core.replay``'s total."""
    h = oracle_helpers
    v = load_variant(preset)
    failed = 0
    for i in range(40):
        r = h.generated(preset, i)
        failed += sum(t.plays[0].attempted is not None for t in r.tricks[-8:])
        for k in {max(1, len(r.tricks) - 7), len(r.tricks) - i % 3}:
            g = h.endgame_at(preset, i, r, v, k)
            assert h.replayed_points(g, r.tricks[k - 1 :]) == g.final, g.text()
    assert failed >= 1 or preset == "baifen"


@pytest.mark.parametrize("preset", NAMED)
def test_one_card_a_seat_has_one_line_whose_value_is_the_replay_total(preset, endgame_sets) -> None:
    ones = [g for g in endgame_sets[preset] if g.size == 1]
    assert len(ones) >= 10
    for g in ones:
        assert g.value() == g.final, g.text()


BARRED = [p for p in NAMED if load_variant(p).throw.dealer_partner_may_ruff is False]
"""The presets under which a failed throw bars the dealer's partner's ruff (R5.7: national):
there a failed throw can gain, and the solver's leads hold the failing throws that may."""
FREE = [p for p in NAMED if p not in BARRED]


@pytest.mark.parametrize("preset", NAMED)
def test_search_equals_the_oracle(preset, endgame_sets) -> None:
    games = endgame_sets[preset]
    bad = _mismatches(games, _solved)
    assert not bad, f"{len(bad)} of {len(games)} endgames differ:\n" + "\n".join(bad[:3])


@pytest.mark.parametrize("preset", FREE)
def test_search_equals_the_oracle_without_failed_throws(preset, endgame_sets) -> None:
    """Where failed throws are dominated, the solver against the oracle whose leads leave them
    out."""
    games = endgame_sets[preset]
    bad = _mismatches(games, _solved, failed_throws=False)
    assert not bad, f"{len(bad)} of {len(games)} endgames differ:\n" + "\n".join(bad[:3])


@pytest.mark.parametrize("preset", NAMED)
def test_the_oracles_lines_replay_to_its_values(preset, endgame_sets) -> None:
    """The oracle's best line, written into the record, is clean, complete and scores its value
    in ``core.replay`` (so its moves are the checker's legal plays and its scoring the
    checker's)."""
    for g in endgame_sets[preset]:
        for failed_throws in (True, False):
            report = replay(g.with_tricks(g.line(failed_throws)), g.variant)
            assert not report.violations and report.complete, g.text()
            assert report.defenders_points == g.value(failed_throws), g.text()


@pytest.mark.parametrize("preset", FREE)
def test_failed_throws_are_dominated(preset, endgame_sets) -> None:
    """Where no ruff is barred, the solver's leads leave failed throws out: the oracle's value with
    them is its value without them (a failed throw plays its forced part and pays a penalty)."""
    bad = [g.text() for g in endgame_sets[preset] if g.value(failed_throws=False) != g.value()]
    assert not bad, "\n".join(bad[:3])


def test_a_failed_throw_that_gains_under_a_barred_ruff(oracle_helpers) -> None:
    """national hand 65, trick 18 (♣ trumps, level 2; S deals): E holds ♠8 ♠4 ♣A, W ♠Q ♦9 LJ,
    N ♥Q ♥6 ♣7, S ♣8 ♣3 ♦7.  Led alone, ♠4 is ruffed by N; thrown with ♠8 it fails (W's ♠Q
    beats ♠8), E plays ♠4 and pays 10, and N may not ruff: ♠Q takes the trick and W's lead
    brings the defenders 30 more — 130 against 110."""
    h = oracle_helpers
    g = h.endgame_at("national", 65, h.generated("national", 65), load_variant("national"), 18)
    assert (g.value(failed_throws=False), g.value()) == (110, 130)
    line = g.line()
    assert line[0].thrown == tuple(sorted(parse_cards("S8 S4"))) and line[0].cards == tuple(
        parse_cards("S4")
    )
    report = replay(g.with_tricks(line), g.variant)
    assert not report.violations and report.defenders_points == 130
    assert (
        search(position_at(g.record, g.variant, 18)).value == 130
    )  # the solver tries the failing throw


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(preset=st.sampled_from(NAMED), index=st.integers(10_000, 10**6))
def test_search_equals_the_oracle_on_drawn_hands(preset, index, oracle_helpers) -> None:
    """Hands drawn by their index in the batch (from 10,000: not the fixed set's), the
    endgame of one to three tricks, small enough for the oracle."""
    games = oracle_helpers.endgames(preset, 1, 4, start=index)
    assert not _mismatches(games, _solved)
