"""The solver's budget bounds its work, not only its nodes (issue #27, item 4): a position whose
plays are too many to list (a titanic hand's trumps: every sub-multiset a throw could be) runs
out of its budget as a deep one does, the tables are bounded, and ``check --analyze`` keeps a
time limit and a ceiling on ``--analyze-tricks``.  The command-line reproducers run in a process
of their own under ``RLIMIT_CPU`` (a generous 20 s: before the fix they ran for minutes), never
against the wall clock."""

from __future__ import annotations

import importlib
import random
import subprocess
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from clirun import run, run_cpu_limited
from solving import endgame

from shengji_cli.batch.work import Options
from shengji_cli.cli.common import ANALYZE_TRICKS_MAX as CLI_MAX
from shengji_cli.core.cards import TRUMP
from shengji_cli.core.replay import context_for
from shengji_cli.core.rules import bottom_multiplier
from shengji_cli.core.variants import NAMED, load_variant
from shengji_cli.gen.hands import generate, hand_seed
from shengji_cli.notation import dumps
from shengji_cli.solver import Position, play_values, position_at, search
from shengji_cli.solver.analysis import ANALYZE_TRICKS_MAX, Analyze
from shengji_cli.solver.moves import Meter, OutOfWork, leads, sub_multisets
from shengji_cli.solver.search import SearchResult

SEARCH = importlib.import_module("shengji_cli.solver.search")
TITANIC = load_variant("titanic")
CPU_SECONDS = 20


SEAT = "E"
"""The seat of :func:`_titanic_file`'s hand holding 23 cards of one suit (559,872 sub-multisets)."""


def _titanic_file(tmp_path: Path) -> tuple[Path, int]:
    """A generated titanic hand, and the most sub-multisets of one suit :data:`SEAT` holds at
    trick 1."""
    record = generate(hand_seed(27, 13), TITANIC).record
    path = tmp_path / "titanic.sj"
    path.write_text(dumps([record]), encoding="utf-8")
    pos = position_at(record, TITANIC, 1)
    hand = pos.holding(SEAT)
    most = 0
    for suit in {pos.ctx.esuit[c] for c in hand}:
        n = 1
        for copies in Counter(c for c in hand if pos.ctx.esuit[c] == suit).values():
            n *= copies + 1
        most = max(most, n)
    return path, most


def _shengji(*args: str) -> subprocess.CompletedProcess[str]:
    """``shengji ARGS`` in a process of its own, stopped by the kernel past :data:`CPU_SECONDS`."""
    return run_cpu_limited(*args, cpu_seconds=CPU_SECONDS)


def test_the_titanic_reproducer_is_not_solved_within_seconds(tmp_path: Path) -> None:
    path, most = _titanic_file(tmp_path)
    assert most > 100_000  # the reproducer's shape: a suit too big to list its throws
    done = _shengji("solve", str(path), "--trick", "1", "--seat", SEAT, "--budget", "1")
    assert done.returncode == 3, done.stderr  # a CPU-limit kill is -SIGXCPU, not 3
    assert "not solved within 1 steps per search" in done.stdout
    done = _shengji("solve", str(path), "--from-trick", "1", "--budget", "1000")
    assert done.returncode == 3, done.stderr


def test_listing_a_seats_plays_spends_the_budget(tmp_path: Path) -> None:
    record = generate(hand_seed(27, 13), TITANIC).record
    c = play_values(record, TITANIC, 1, SEAT, budget=1000)
    assert c.value is None and c.plays == () and c.nodes == 1001
    pos = position_at(record, TITANIC, 1)
    r = search(pos, 1000)
    assert r.value is None and r.work == 1001


def test_a_seats_plays_stop_at_the_first_not_solved(monkeypatch: pytest.MonkeyPatch) -> None:
    """``--trick K --seat S``: each play's search has the budget, and after the first that runs
    out no play is searched: the work is the listing plus the solved plays' searches plus one
    budget, however many plays there are."""
    analysis = importlib.import_module("shengji_cli.solver.analysis")
    results: list[SearchResult] = []

    def counted(pos: Position, budget: int, **kwargs: Any) -> SearchResult:
        results.append(search(pos, budget, **kwargs))
        return results[-1]

    monkeypatch.setattr(analysis, "search", counted)
    v = load_variant("national")
    record = generate(hand_seed(27, 0), v).record
    k = len(record.tricks) - 5
    c = play_values(record, v, k, record.tricks[k - 1].plays[0].seat, budget=20_000)
    known = [p.value for p in c.plays if p.value is not None]
    assert 0 < len(known) < len(c.plays)  # some solved, some not
    assert [r.value is None for r in results].count(True) == 1 and len(results) == len(known) + 1
    assert c.nodes > sum(r.work for r in results)  # the steps of the searches, and the listing's


def test_leads_stop_when_the_meter_runs_out() -> None:
    ctx = context_for(2, "S", TITANIC)
    hand = tuple(sorted(c for c in range(54) if ctx.esuit[c] == TRUMP)) * 2
    meter = Meter(5_000)
    with pytest.raises(OutOfWork):
        leads(hand, [("E", ()), ("N", ()), ("W", ())], {c: c for c in hand}, ctx, meter=meter)
    assert meter.left == -1
    small = hand[:6]
    meter = Meter(10_000)
    found = leads(small, [("E", ()), ("N", ()), ("W", ())], {c: c for c in small}, ctx, meter=meter)
    assert 10_000 - meter.left == sum(1 for _ in sub_multisets(small)) and found


@pytest.mark.parametrize("preset", NAMED)
def test_the_multiplier_bound_holds_every_lead(preset: str) -> None:
    """:func:`multiplier_bound` (the ceiling of a suit too big to list) is at least the
    multiplier of every lead of that many cards of one suit, drawn from generated hands."""
    v = load_variant(preset)
    rng = random.Random(preset)
    checked = 0
    for i in range(6):
        pos = position_at(generate(hand_seed(270, i), v).record, v, 1)
        for hand in pos.holdings:
            by: dict[int, list[int]] = {}
            for c in hand:
                by.setdefault(pos.ctx.esuit[c], []).append(c)
            for cards in by.values():
                for _ in range(20):
                    lead = rng.sample(cards, rng.randint(1, min(len(cards), 12)))
                    bound = SEARCH.multiplier_bound(len(lead), v)
                    assert bottom_multiplier(lead, pos.ctx, v) <= bound
                    checked += 1
    assert checked > 500


def test_the_tables_are_bounded_and_the_value_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    v = load_variant("national")
    pos = endgame(v, hand_seed(46, 0), 6)
    assert pos is not None
    full = search(pos)
    assert full.value is not None and full.nodes > 500
    for name, cap in (("TABLE_ENTRIES", 40), ("CACHE_ENTRIES", 30), ("SYM_ENTRIES", 5)):
        monkeypatch.setattr(SEARCH, name, cap)
    engine = SEARCH._Engine(pos, 10 * full.work)
    future, _ = engine.solve()
    assert pos.points + future == full.value
    assert len(engine.memo) <= 41 and len(engine.tt) <= 40  # the root's entry is always kept
    for table in (
        engine.trick_memo,
        engine.follow_memo,
        engine.ordered_memo,
        engine.after_play,
        engine.suits_memo,
    ):
        assert len(table) <= 30
    assert len(engine.sym_memo) <= 5


def test_analyze_tricks_has_a_ceiling_and_analyze_a_time_limit() -> None:
    assert CLI_MAX == ANALYZE_TRICKS_MAX
    code, _, err = run(
        "check",
        "examples/national_clean.sj",
        "--analyze",
        "--analyze-tricks",
        str(ANALYZE_TRICKS_MAX + 1),
    )
    assert code == 2 and "--analyze-tricks" in err
    with pytest.raises(ValueError):
        Analyze(tricks=40)
    plain = Options(None, timeout="auto")
    analysing = Options(None, timeout="auto", analyze=Analyze())
    size = 2_000
    limit, base = analysing.time_limit(size), plain.time_limit(size)
    assert limit is not None and base is not None and base < limit < 3_600


def test_check_analyze_on_a_titanic_hand_ends_within_its_budget(tmp_path: Path) -> None:
    path, _ = _titanic_file(tmp_path)
    done = _shengji(
        "check",
        str(path),
        "--analyze",
        "--analyze-tricks",
        str(ANALYZE_TRICKS_MAX),
        "--budget",
        "20000",
        "--format",
        "json",
    )
    assert done.returncode in (0, 1), done.stderr
    assert '"analysis"' in done.stdout
