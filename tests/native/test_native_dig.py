"""The last-trick game in both backends (``analysis._Dig``: can the defenders force winning the
last trick?): on generated positions of every preset (2 to 4 tricks left, every play of a trick,
and the positions one move off the line, failed throws and their forced plays included), the
native answer is the Python answer; tables shared along a walk change nothing; the budget stops
both; a wrong native answer is caught.

``SHENGJI_NATIVE_DIG`` scales the positions a preset (default 40)."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator

import pytest
from solving import line_positions

from shengji_cli.core.backend import native
from shengji_cli.core.variants import NAMED, load_variant
from shengji_cli.gen.hands import hand_seed
from shengji_cli.solver import Position
from shengji_cli.solver.analysis import _Dig
from shengji_cli.solver.moves import legal_moves
from shengji_cli.solver.native import DigAnswer, SearchTables, native_dig
from shengji_cli.solver.position import apply, forced_plays

needs_native = pytest.mark.skipif(native() is None, reason="the compiled core is not built")

PER_PRESET = int(os.environ.get("SHENGJI_NATIVE_DIG", "40"))
"""Line positions a preset (each with up to three positions one move off the line)."""
BUDGET = 5_000_000
"""Steps a search may take (every position here is answered well within it)."""

Answer = Callable[[Position, int, SearchTables | None], DigAnswer | None]


def successors(pos: Position) -> Iterator[Position]:
    """The positions after up to three of ``pos``'s moves: its failing throws (each forced play)
    first, then plain plays."""
    moves = legal_moves(pos, failing=True)
    failing = [m for m in moves if forced_plays(pos, m)]
    for move in failing[:2]:
        for forced in forced_plays(pos, move)[:2]:
            yield apply(pos, move, forced=forced)
    for move in [m for m in moves if m not in failing][:3]:
        yield apply(pos, move)


def sample(name: str, count: int) -> Iterator[Position]:
    """``count`` line positions of the preset's generated hands (2 to 4 tricks left), each
    followed by the positions one move off it."""
    v = load_variant(name)
    want = {2: count // 3, 3: count // 3, 4: count - 2 * (count // 3)}
    seed = 0
    while any(want.values()):
        for left, found in line_positions(v, hand_seed(4177, seed), 4).items():
            take = found[::2][: want.get(left, 0)]
            want[left] = want.get(left, 0) - len(take)
            for pos in take:
                yield pos
                yield from successors(pos)
        seed += 1


def compare(positions: list[Position], answer: Answer = native_dig) -> dict[bool, int]:
    """Assert ``answer`` (the native one, or a stand-in) is the Python answer at each position
    not over; how many of each answer were compared."""
    seen = {True: 0, False: 0}
    tables = SearchTables()
    for pos in positions:
        if pos.over:
            continue
        expected = _Dig(BUDGET).forced_here(pos)
        assert expected is not None
        got = answer(pos, BUDGET, tables)
        assert got is not None, pos
        status, forced, _, _ = got
        assert (status, forced) == ("ok", expected), (pos.trick, pos.played, pos.leader)
        seen[expected] += 1
    return seen


@needs_native
@pytest.mark.parametrize("name", NAMED)
def test_the_native_answer_is_the_python_answer(name: str) -> None:
    seen = compare(list(sample(name, PER_PRESET)))
    assert sum(seen.values()) >= PER_PRESET


@needs_native
def test_both_answers_and_failed_throws_are_among_the_cases() -> None:
    """The cases hold both answers, and national's failing throws (a failed throw bars the
    dealer's partner's ruff there) with the trick their forced play starts."""
    positions = list(sample("national", PER_PRESET))
    seen = compare(positions)
    assert seen[True] >= 5 and seen[False] >= 5, seen
    after_a_failed_throw = [p for p in positions if p.barred]
    assert after_a_failed_throw, "no failed throw among the cases"
    compare(after_a_failed_throw)


@needs_native
def test_tables_shared_along_a_walk_change_nothing() -> None:
    """``_Dig`` walks a record back with one table (as ``analysis._dig`` does): the answers are
    those of fresh tables, and those of the Python search."""
    for name in ("national", "titanic", "baifen"):
        positions = [p for p in sample(name, 12) if not p.over]
        walk = _Dig(BUDGET)
        for pos in reversed(positions):
            fresh = native_dig(pos, BUDGET)
            assert fresh is not None
            assert walk.forced(pos) == fresh[1] == _Dig(BUDGET).forced_here(pos)


@needs_native
def test_the_budget_stops_it() -> None:
    pos = next(p for p in sample("national", 3) if not p.over)
    answer = native_dig(pos, 1)
    assert answer is not None and answer[:2] == ("budget", None)
    dig = _Dig(1)
    assert dig.forced(pos) is None and dig.nodes >= 1


@needs_native
def test_a_wrong_native_answer_is_caught() -> None:
    """The comparison can fail: a native answer turned over at positions with more than two
    tricks left is caught."""

    def turned(pos: Position, budget: int, tables: SearchTables | None) -> DigAnswer | None:
        got = native_dig(pos, budget, tables)
        if got is None or len(pos.holdings[0]) <= 2:
            return got
        status, forced, nodes, steps = got
        return status, not forced, nodes, steps

    with pytest.raises(AssertionError):
        compare(list(sample("shenzhen", 12)), turned)
