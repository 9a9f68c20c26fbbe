"""The level bracket (``search.level_bracket``: zero-window probes at the level's thresholds
only) against the exact value, in both backends: on generated positions of every preset (2 to 5
tricks left, every play of a trick), the native bracket is the Python bracket, and both hold the
Python search's exact value with its level change; shared tables change nothing; a wrong native
bracket is caught.  The thresholds themselves are checked against ``level_change`` on a grid.

``SHENGJI_NATIVE_BRACKET`` scales the positions a preset (default 60: about 15 s)."""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable, Iterator

import pytest
from solving import line_positions

from shengji_cli.core.backend import native
from shengji_cli.core.rules import level_change
from shengji_cli.core.variants import NAMED, load_variant
from shengji_cli.gen.hands import hand_seed
from shengji_cli.solver import Position
from shengji_cli.solver.moves import OutOfWork
from shengji_cli.solver.native import BracketAnswer, SearchTables, native_bracket
from shengji_cli.solver.search import (
    STEP,
    LevelBracket,
    _Engine,
    future_bound,
    level_bracket,
    level_thresholds,
)

search_module = importlib.import_module("shengji_cli.solver.search")
needs_native = pytest.mark.skipif(native() is None, reason="the compiled core is not built")

PER_PRESET = int(os.environ.get("SHENGJI_NATIVE_BRACKET", "60"))
"""Positions a preset: a quarter each of 2, 3 and 4 tricks left, an eighth of 5 (the Python
search of those is most of the test's time)."""
BUDGET = 5_000_000
"""Steps a search may take (every position here is solved well within it)."""

Bracket = Callable[[Position, list[int], int, SearchTables | None], BracketAnswer | None]


def sample(name: str, count: int) -> Iterator[Position]:
    """``count`` positions of the preset's generated hands, spread over 2 to 5 tricks left."""
    v = load_variant(name)
    want = {2: count // 4, 3: count // 4, 4: count // 4, 5: count // 8}  # (5: the slow ones)
    seed = 0
    while any(want.values()):
        for left, found in line_positions(v, hand_seed(2931, seed), 5).items():
            take = found[::3][: want.get(left, 0)]
            want[left] = want.get(left, 0) - len(take)
            yield from take
        seed += 1


def python_value(pos: Position) -> int:
    """The Python search's exact value of ``pos``."""
    future, _ = _Engine(pos, BUDGET).solve()
    return pos.points + future


def python_bracket(pos: Position, monkeypatch: pytest.MonkeyPatch) -> LevelBracket:
    """``level_bracket`` answered by the Python engine."""
    with monkeypatch.context() as m:
        m.setattr(search_module, "native_bracket", lambda *args: None)
        return level_bracket(pos, BUDGET)


def compare(
    positions: list[Position], monkeypatch: pytest.MonkeyPatch, answer: Bracket = native_bracket
) -> int:
    """Assert the bracket through ``answer`` (the native one, or a stand-in) is the Python
    bracket and holds the exact value; the number compared."""
    compared = 0
    for pos in positions:
        if pos.over:
            continue
        with monkeypatch.context() as m:
            m.setattr(search_module, "native_bracket", answer)
            got = level_bracket(pos, BUDGET)
        want = python_bracket(pos, monkeypatch)
        value = python_value(pos)
        where = (pos.variant.name, pos.trick, pos.played, value)
        assert (got.change, got.low, got.high) == (want.change, want.low, want.high), where
        assert got.change == level_change(value, pos.variant), where
        assert got.low is not None and got.low <= value, where
        assert got.high is None or value < got.high, where
        compared += 1
    return compared


@needs_native
@pytest.mark.parametrize("name", NAMED)
def test_native_bracket_is_the_python_bracket_and_holds_the_value(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    positions = list(sample(name, PER_PRESET))
    assert compare(positions, monkeypatch) >= 0.8 * PER_PRESET


@needs_native
def test_a_wrong_native_bracket_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The comparison can fail: a native bracket claimed one threshold too high is reported."""
    positions = [p for p in sample("national", 8) if not p.over]

    def off(
        pos: Position, thresholds: list[int], budget: int, tables: SearchTables | None = None
    ) -> BracketAnswer | None:
        got = native_bracket(pos, thresholds, budget, tables)
        assert got is not None
        status, lo, hi, nodes, steps = got
        assert hi is not None
        above = [t for t in thresholds if t > hi]
        return status, above[0] if above else lo, above[0] if above else hi, nodes, steps

    assert compare(positions, monkeypatch) > 0
    with pytest.raises(AssertionError):
        compare(positions, monkeypatch, off)


@needs_native
def test_shared_tables_give_the_same_brackets() -> None:
    """Along a hand's line, one :class:`SearchTables` for every bracket and exact search (as a
    review of a record would share them): the brackets of fresh tables."""
    v = load_variant("shanghai")
    tables = SearchTables()
    line = line_positions(v, hand_seed(2931, 7), 5)
    for left in sorted(line, reverse=True):
        for pos in line[left]:
            if pos.over:
                continue
            shared = level_bracket(pos, BUDGET, tables=tables)
            search_module.search(pos, BUDGET, tables=tables)
            fresh = level_bracket(pos, BUDGET)
            assert (shared.change, shared.low, shared.high) == (
                fresh.change,
                fresh.low,
                fresh.high,
            )


def test_python_bracket_holds_the_value(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Python engine's bracket alone (no compiled core needed): it holds the exact value."""
    for name in ("national", "shenzhen", "titanic", "baifen"):
        for pos in sample(name, 8):
            if pos.over:
                continue
            got = python_bracket(pos, monkeypatch)
            value = python_value(pos)
            assert got.change == level_change(value, pos.variant)
            assert got.low is not None and got.low <= value
            assert got.high is None or value < got.high


def test_a_bracket_past_the_budget_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    pos = next(p for p in sample("national", 4) if not p.over and not p.played)
    with monkeypatch.context() as m:
        m.setattr(search_module, "native_bracket", lambda *args: None)
        short = level_bracket(pos, 3)
    assert (short.change, short.low, short.high) == (None, None, None)
    if native() is not None:
        short = level_bracket(pos, 3)
        assert (short.change, short.low, short.high) == (None, None, None)
    with pytest.raises(OutOfWork):
        _Engine(pos, 3).bracket([STEP])


@pytest.mark.parametrize("name", NAMED)
def test_thresholds_are_where_the_level_changes(name: str) -> None:
    """Every grid point in the range at which ``level_change`` differs from the one before is a
    threshold, and no other (low ends negative, odd and above the table; ranges past the cap)."""
    v = load_variant(name)
    for low in (-60, -15, 0, 5, 35, 130):
        high = low + 400
        grid = range(low + STEP, high + 1, STEP)
        want = [t for t in grid if level_change(t, v) != level_change(t - STEP, v)]
        assert level_thresholds(v, low, high) == want, (name, low)


def test_the_future_bound_covers_the_ceiling() -> None:
    """The thresholds are listed up to :func:`future_bound`, which is at least the engine's
    ceiling (so no threshold the value could pass is left out)."""
    for name in NAMED:
        for pos in sample(name, 8):
            if pos.over:
                continue
            engine = _Engine(pos, BUDGET)
            hands = tuple(
                engine.hand_id(tuple(sorted(h, key=engine.okey.__getitem__))) for h in pos.holdings
            )
            left = future_bound(pos)
            leader = pos.seating.index(pos.leader)
            top = engine.ceiling(hands, leader, pos.played, _points_left(pos))
            assert top <= left, (name, pos.trick)


def _points_left(pos: Position) -> int:
    from shengji_cli.core.cards import POINTS

    return sum(POINTS[c] for h in pos.holdings for c in h) + sum(
        POINTS[c] for p in pos.played for c in p
    )
