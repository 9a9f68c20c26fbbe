"""The analysis (``solve``: values, costs, the bottom dig) is the same with the native search —
its tables shared by the record's searches — as with the Python one (the best line may differ
among equal-valued plays)."""

from __future__ import annotations

import importlib

import pytest
from solving import line_positions

from shengji_cli.core.backend import native
from shengji_cli.core.variants import NAMED, load_variant
from shengji_cli.gen.hands import generate, hand_seed
from shengji_cli.solver import Solution, solve
from shengji_cli.solver.native import SearchTables, native_search
from shengji_cli.solver.search import search

search_module = importlib.import_module("shengji_cli.solver.search")
pytestmark = pytest.mark.skipif(native() is None, reason="the compiled core is not built")


def _facts(s: Solution) -> tuple[object, ...]:
    costs = tuple((c.trick, c.seat, c.cost) for c in s.costs)
    return s.value, s.dealer_cost, s.defenders_cost, costs, s.dig, s.reason


@pytest.mark.parametrize("name", NAMED)
def test_analysis_is_the_python_one(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    v = load_variant(name)
    for i in range(3):
        record = generate(hand_seed(2903, i), v).record
        start = max(1, len(record.tricks) - 3)
        fast = solve(record, v, from_trick=start)
        with monkeypatch.context() as m:
            m.setattr(search_module, "native_search", lambda *_a, **_k: None)
            slow = solve(record, v, from_trick=start)
        assert _facts(fast) == _facts(slow), (name, i)


def test_shared_tables_keep_the_values() -> None:
    """Searching a record's positions with one set of tables gives each position's own value."""
    v = load_variant("national")
    positions = [p for ps in line_positions(v, hand_seed(2904, 0), 5).values() for p in ps]
    tables = SearchTables()
    for pos in reversed(positions):
        alone = native_search(pos, 10**8)
        shared = search(pos, 10**8, tables=tables)
        assert alone is not None
        assert shared.value == alone[1]
