"""Benchmark the double-dummy search (issue #14, ``shengji solve``): endgames of generated hands.

    python benchmarks/bench_solve.py                       # 100 positions a preset, last 6 and 8
    tricks
    python benchmarks/bench_solve.py --positions 10 --tricks 6 --presets national,titanic
    python benchmarks/bench_solve.py --whole --positions 3  # the largest K solved within 60 s,
    the exact points and the level bracket (--query exact,bracket), --jobs hands at a time
    python benchmarks/bench_solve.py --tricks 8 --positions 10 --jsonl runs.jsonl  # each
    position's value too
    python benchmarks/bench_solve.py --tricks 8 --jobs 2    # two searches at a time, one a core
    python benchmarks/bench_solve.py --backend native,python --tricks 6 --positions 20  # both

For each preset, hand *i* is ``generate(hand_seed(SEED, i), variant)`` (a clean played hand with
its deals); the position is the one before the first trick at which every hand holds at most
``N`` cards (``N`` tricks' worth: the last ``N`` tricks when none is a throw).  Each search runs
on one core with the budget given (steps: nodes and plays tried), and its time is the CPU
seconds of that search (so that
``--jobs 2`` on two cores, or other work, does not change it); a search that runs out counts as
unsolved and its time as the worst.  ``--whole`` walks back from the end of each hand — 1, 2, 3 …
cards a hand — and
reports the largest ``K`` whose search finishes within the time limit, in CPU seconds (each in
its own process, stopped by ``RLIMIT_CPU`` at the limit), so that other work on the machine does
not change it.  The last table lists the issue's targets and whether each is met.

``--backend native,python`` (the default when the compiled core is built) runs every position
with each backend in one run — the native search (``solver/native.py``; a position it declines
is searched by Python and counted as native) and the Python one (``_Engine``) — and prints each
backend's table, then the nodes per CPU second of each and their ratio (issue #29's targets).
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import resource
import statistics
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TextIO

from shengji_cli.core.backend import native
from shengji_cli.core.record import HandRecord
from shengji_cli.core.variants import NAMED, Variant, load_variant
from shengji_cli.gen.hands import generate, hand_seed
from shengji_cli.solver import DEFAULT_BUDGET, Position, position_at
from shengji_cli.solver.moves import OutOfWork
from shengji_cli.solver.native import native_search
from shengji_cli.solver.search import _Engine, level_bracket

BACKENDS = ("native", "python")

SEED = 1417


def position_with(record: HandRecord, v: Variant, cards: int) -> Position | None:
    """The position before the first trick at which every hand holds at most ``cards`` cards."""
    left = v.deck.hand_size
    for k, trick in enumerate(record.tricks, start=1):
        if left <= cards:
            return position_at(record, v, k)
        left -= len(trick.plays[0].cards)
    return None


@dataclass
class Run:
    seconds: float
    nodes: int
    solved: bool
    value: int | None = None
    steps: int = 0
    """What the budget bounds: nodes and the candidate plays tried while listing moves."""


def python_search(pos: Position, budget: int) -> tuple[int | None, int, int]:
    """The Python engine's value (``None``: past the budget), nodes and steps."""
    engine = _Engine(pos, budget)
    try:
        future, _ = engine.solve()
    except OutOfWork:
        return None, engine.nodes, budget - engine.meter.left
    return pos.points + future, engine.nodes, budget - engine.meter.left


def backend_search(pos: Position, budget: int, backend: str) -> tuple[int | None, int, int]:
    """``backend``'s value, nodes and steps (a position the native search declines: Python's)."""
    if backend == "native":
        answer = native_search(pos, budget)
        if answer is not None:
            _, value, _, nodes, steps = answer
            return value, nodes, steps
    return python_search(pos, budget)


def run(pos: Position, budget: int, backend: str = "python") -> Run:
    start = time.process_time()
    value, nodes, steps = backend_search(pos, budget, backend)
    return Run(time.process_time() - start, nodes, value is not None, value, steps)


def _endgame(args: tuple[str, int, int, int, str]) -> tuple[int, Run] | None:
    """Hand ``i``'s position with ``tricks`` left, searched (``None``: the hand has no such
    position)."""
    name, i, tricks, budget, backend = args
    v = load_variant(name)
    pos = position_with(generate(hand_seed(SEED, i), v).record, v, tricks)
    return None if pos is None else (i, run(pos, budget, backend))


def summary(runs: list[Run]) -> str:
    secs = [r.seconds for r in runs]
    nodes = [r.nodes for r in runs]
    unsolved = sum(not r.solved for r in runs)
    return (
        f"{len(runs):>4} {statistics.median(secs):>9.3f} {max(secs):>9.3f} "
        f"{statistics.median(nodes):>10,.0f} "
        f"{max(nodes):>10,} {unsolved:>8}"
    )


def endgames(
    presets: list[str],
    tricks: int,
    positions: int,
    budget: int,
    jsonl: TextIO | None = None,
    jobs: int = 1,
    backend: str = "python",
) -> tuple[list[Run], dict[str, list[Run]]]:
    print(
        f"\nlast {tricks} tricks, {backend} ({positions} positions a preset, budget {budget:,} "
        f"steps, CPU seconds a search, {jobs} at a time)"
    )
    print(
        f"{'preset':<10} {'n':>4} {'median s':>9} {'worst s':>9} {'med nodes':>10} "
        f"{'max nodes':>10} {'unsolved':>8}"
    )
    every: list[Run] = []
    by: dict[str, list[Run]] = {}
    ctx = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(jobs, mp_context=ctx) as pool:
        for name in presets:
            runs: list[Run] = []
            i = 0
            while len(runs) < positions:  # hands without such a position are skipped
                batch = range(i, i + positions - len(runs))
                i = batch.stop
                jobs_ = [(name, k, tricks, budget, backend) for k in batch]
                for found in pool.map(_endgame, jobs_):
                    if found is None:
                        continue
                    hand, r = found
                    runs.append(r)
                    if jsonl is not None:  # to compare values and nodes between versions
                        print(
                            json.dumps(
                                {
                                    "preset": name,
                                    "backend": backend,
                                    "hand": hand,
                                    "tricks": tricks,
                                    "value": r.value,
                                    "nodes": r.nodes,
                                    "steps": r.steps,
                                    "seconds": round(r.seconds, 3),
                                }
                            ),
                            file=jsonl,
                            flush=True,
                        )
            by[name] = runs
            every += runs
            print(f"{name:<10} {summary(runs)}", flush=True)
    print(f"{'overall':<10} {summary(every)}")
    return every, by


WALL_FACTOR = 20
"""A ``--whole`` search's wall-clock limit, in its CPU limits: far more than the CPU, so that a
busy machine (other work on its cores) does not stop a search the CPU limit would not."""

QUERIES = ("exact", "bracket")
"""What ``--whole`` asks: the exact points (``search``) or the level bracket (``level_bracket``:
zero-window probes at the level's thresholds only)."""


def _solve_k(args: tuple[str, int, int, float, str, str]) -> tuple[float, bool]:
    """The CPU seconds of one search; the process is stopped (SIGXCPU) past ``limit`` of them."""
    name, i, cards, limit, backend, query = args
    v = load_variant(name)
    pos = position_with(generate(hand_seed(SEED, i), v).record, v, cards)
    assert pos is not None
    start = time.process_time()
    resource.setrlimit(
        resource.RLIMIT_CPU, (int(time.process_time()) + math.ceil(limit), resource.RLIM_INFINITY)
    )
    if query == "bracket":
        if backend == "python":
            with native_off():
                found = level_bracket(pos, 10**12)
        else:
            found = level_bracket(pos, 10**12)
        return time.process_time() - start, found.change is not None
    value, _, _ = backend_search(pos, 10**12, backend)
    return time.process_time() - start, value is not None


@contextmanager
def native_off() -> Iterator[None]:
    """The Python engine answers inside (``SHENGJI_NATIVE=0``'s effect, for this process)."""
    import shengji_cli.solver.search as search_module

    saved = search_module.native_bracket
    search_module.native_bracket = lambda *args: None
    try:
        yield
    finally:
        search_module.native_bracket = saved


def _walk(args: tuple[str, int, float, str, str]) -> tuple[int, float]:
    """Hand ``i``'s largest K solved within ``limit`` CPU seconds and its seconds: 1, 2, 3 …
    cards a hand, each search in a process of its own."""
    name, i, limit, backend, query = args
    v = load_variant(name)
    ctx = multiprocessing.get_context("fork")
    best, took = 0, 0.0
    for cards in range(1, v.deck.hand_size + 1):
        with ProcessPoolExecutor(1, mp_context=ctx) as pool:
            job = pool.submit(_solve_k, (name, i, cards, limit, backend, query))
            # the CPU limit stops it (the pool breaks); the wall-clock one only on a far
            # overloaded machine
            try:
                seconds, _ = job.result(timeout=WALL_FACTOR * limit + 60)
            except (BrokenProcessPool, TimeoutError):
                for p in pool._processes.values():  # this walk's own child only
                    p.kill()
                break
        if seconds > limit:
            break
        best, took = cards, seconds
    print(f"  {name} hand {i} ({query}): K = {best} ({took:.1f} s)", flush=True)
    return best, took


def whole(
    presets: list[str],
    hands: int,
    limit: float,
    backend: str = "python",
    query: str = "exact",
    jobs: int = 1,
) -> dict[str, list[int]]:
    """Per preset, for each hand: the largest number of cards a hand for which the search
    (``query``: the exact points or the level bracket) ends within ``limit`` seconds of CPU on
    one core (the same on a busy machine as on an idle one); ``jobs`` hands at a time."""
    print(
        f"\nwhole hands, {backend}, {query}: the largest K (cards a hand left = tricks' worth) "
        f"solved within {limit:.0f} CPU s"
    )
    out: dict[str, list[int]] = {}
    work = [(name, i, limit, backend, query) for name in presets for i in range(hands)]
    with ThreadPoolExecutor(jobs) as pool:
        found = list(pool.map(_walk, work))
    for name in presets:
        mine = [found[k] for k, w in enumerate(work) if w[0] == name]
        out[name] = [best for best, _ in mine]
        shown = ", ".join(f"{best} ({took:.1f} s)" for best, took in mine)
        print(f"{name:<10} K = {shown}", flush=True)
    return out


def rate(runs: list[Run]) -> float:
    """Nodes per CPU second over ``runs``."""
    seconds = sum(r.seconds for r in runs)
    return sum(r.nodes for r in runs) / seconds if seconds else 0.0


def compare_backends(tricks: int, results: dict[str, dict[str, list[Run]]]) -> float | None:
    """Print each preset's nodes per second under each backend and the ratio; the overall ratio
    (native over python), or ``None`` unless both ran."""
    if set(results) != set(BACKENDS):
        return None
    nat, py = results["native"], results["python"]
    print(f"\nlast {tricks} tricks: nodes per CPU second, both backends on the same positions")
    print(f"{'preset':<10} {'native':>12} {'python':>12} {'ratio':>8} {'values same':>12}")
    for name in nat:
        same = sum(a.value == b.value for a, b in zip(nat[name], py[name], strict=True))
        ratio = rate(nat[name]) / rate(py[name]) if rate(py[name]) else 0.0
        print(
            f"{name:<10} {rate(nat[name]):>12,.0f} {rate(py[name]):>12,.0f} {ratio:>7.1f}x "
            f"{same:>6}/{len(nat[name])}"
        )
    every_nat = [r for runs in nat.values() for r in runs]
    every_py = [r for runs in py.values() for r in runs]
    ratio = rate(every_nat) / rate(every_py) if rate(every_py) else 0.0
    print(f"{'overall':<10} {rate(every_nat):>12,.0f} {rate(every_py):>12,.0f} {ratio:>7.1f}x")
    return ratio


def native_targets(tricks: int, every: list[Run]) -> list[tuple[str, str, bool]]:
    """Issue #29's targets of the native backend at ``tricks`` tricks left."""
    median = statistics.median(r.seconds for r in every)
    limit = {8: 0.25, 10: 5.0}.get(tricks)
    out: list[tuple[str, str, bool]] = []
    if limit is not None:
        out.append(
            (f"native: last {tricks}, median < {limit:g} s", f"{median:.3f} s", median < limit)
        )
    if tricks == 8:
        unsolved = sum(not r.solved for r in every)
        out.append(
            (f"native: last {tricks}, 0 % beyond budget", f"{unsolved} unsolved", not unsolved)
        )
    return out


def python_targets(
    tricks: int, every: list[Run], by: dict[str, list[Run]]
) -> list[tuple[str, str, bool]]:
    """Issue #14's targets (the Python backend's) at ``tricks`` tricks left."""
    out: list[tuple[str, str, bool]] = []
    median = statistics.median(r.seconds for r in every)
    limit = {6: 1.0, 8: 10.0}.get(tricks)
    if limit is not None:
        out.append(
            (f"last {tricks} tricks, median < {limit:g} s", f"{median:.3f} s", median < limit)
        )
        slowest = max(by, key=lambda name: statistics.median(r.seconds for r in by[name]))
        most = statistics.median(r.seconds for r in by[slowest])
        out.append(
            (
                f"last {tricks} tricks, each preset's median < {limit:g} s",
                f"{slowest} {most:.3f} s",
                most < limit,
            )
        )
    unsolved = sum(not r.solved for r in every)
    out.append(
        (f"last {tricks} tricks, all solved in budget", f"{unsolved} unsolved", unsolved == 0)
    )
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--positions", type=int, default=100, help="positions a preset (default 100)")
    ap.add_argument("--tricks", default="6,8", help="tricks left, comma separated (default 6,8)")
    ap.add_argument(
        "--presets", default=",".join(NAMED), help="presets, comma separated (default all)"
    )
    ap.add_argument(
        "--budget",
        type=int,
        default=DEFAULT_BUDGET,
        help="budget of steps a search (nodes and plays tried)",
    )
    ap.add_argument(
        "--backend",
        default="native,python" if native() is not None else "python",
        help="backends, comma separated: native, python (default both when the core is built)",
    )
    ap.add_argument(
        "--whole", action="store_true", help="the largest K solved within --limit seconds instead"
    )
    ap.add_argument("--limit", type=float, default=60.0, help="seconds for --whole (default 60)")
    ap.add_argument(
        "--query",
        default=",".join(QUERIES),
        help="for --whole: exact (the points), bracket (the level bracket), comma separated "
        "(default both)",
    )
    ap.add_argument(
        "--jsonl",
        type=argparse.FileType("w"),
        help="also write each position's value, nodes and seconds here",
    )
    ap.add_argument(
        "--jobs",
        type=int,
        default=1,
        help="searches at a time, each in a process of its own (default 1)",
    )
    args = ap.parse_args()
    presets = [p for p in args.presets.split(",") if p]
    for p in presets:
        if p not in NAMED:
            sys.exit(f"unknown preset {p!r}: one of {', '.join(NAMED)}")
    backends = [b for b in args.backend.split(",") if b]
    for b in backends:
        if b not in BACKENDS:
            sys.exit(f"unknown backend {b!r}: one of {', '.join(BACKENDS)}")
    if "native" in backends and native() is None:
        sys.exit("the compiled core is not built (or SHENGJI_NATIVE=0): --backend python")
    if args.whole:
        rows = []
        for backend in backends:
            for query in (q for q in args.query.split(",") if q):
                ks = whole(presets, args.positions, args.limit, backend, query, args.jobs)
                every = [k for v in ks.values() for k in v]
                median = statistics.median(every)
                name = f"{backend}, {query}: largest K within {args.limit:g} s"
                met = ("yes" if median >= 13 else "no") if backend == "native" else "(no target)"
                rows.append(f"{name:<44} {'median ' + format(median, 'g'):>12}  {met}")
        print(f"\n{'whole-hand target':<44} {'now':>12}  met")
        print("\n".join(rows))
        return
    targets: list[tuple[str, str, bool]] = []
    for tricks in (int(t) for t in args.tricks.split(",")):
        results: dict[str, dict[str, list[Run]]] = {}
        for backend in backends:
            every, by = endgames(
                presets, tricks, args.positions, args.budget, args.jsonl, args.jobs, backend
            )
            results[backend] = by
            if backend == "python":
                targets += python_targets(tricks, every, by)
            else:
                targets += native_targets(tricks, every)
        ratio = compare_backends(tricks, results)
        if ratio is not None:
            targets.append(
                (f"native nodes/s >= 30x python, last {tricks}", f"{ratio:.1f}x", ratio >= 30)
            )
    print(f"\n{'target':<46} {'now':>16}  met")
    for name, now, met in targets:
        print(f"{name:<46} {now:>16}  {'yes' if met else 'no'}")


if __name__ == "__main__":
    main()
