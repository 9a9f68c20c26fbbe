"""Benchmark the double-dummy search (issue #14, ``shengji solve``): endgames of generated hands.

    python benchmarks/bench_solve.py                       # 100 positions a preset, last 6 and 8
    tricks
    python benchmarks/bench_solve.py --positions 10 --tricks 6 --presets national,titanic
    python benchmarks/bench_solve.py --whole --positions 3  # the largest K solved within 60 s
    python benchmarks/bench_solve.py --tricks 8 --positions 10 --jsonl runs.jsonl  # each
    position's value too
    python benchmarks/bench_solve.py --tricks 8 --jobs 2    # two searches at a time, one a core

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
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import TextIO

from shengji_cli.core.record import HandRecord
from shengji_cli.core.variants import NAMED, Variant, load_variant
from shengji_cli.gen.hands import generate, hand_seed
from shengji_cli.solver import DEFAULT_BUDGET, Position, position_at, search

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


def run(pos: Position, budget: int) -> Run:
    start = time.process_time()
    r = search(pos, budget)
    return Run(time.process_time() - start, r.nodes, r.value is not None, r.value, r.work)


def _endgame(args: tuple[str, int, int, int]) -> tuple[int, Run] | None:
    """Hand ``i``'s position with ``tricks`` left, searched (``None``: the hand has no such
    position)."""
    name, i, tricks, budget = args
    v = load_variant(name)
    pos = position_with(generate(hand_seed(SEED, i), v).record, v, tricks)
    return None if pos is None else (i, run(pos, budget))


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
) -> tuple[list[Run], dict[str, list[Run]]]:
    print(
        f"\nlast {tricks} tricks ({positions} positions a preset, budget {budget:,} steps, CPU "
        f"seconds a search, "
        f"{jobs} at a time)"
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
                for found in pool.map(_endgame, [(name, k, tricks, budget) for k in batch]):
                    if found is None:
                        continue
                    hand, r = found
                    runs.append(r)
                    if jsonl is not None:  # to compare values and nodes between versions
                        print(
                            json.dumps(
                                {
                                    "preset": name,
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


def _solve_k(args: tuple[str, int, int, float]) -> tuple[float, bool]:
    """The CPU seconds of one search; the process is stopped (SIGXCPU) past ``limit`` of them."""
    name, i, cards, limit = args
    v = load_variant(name)
    pos = position_with(generate(hand_seed(SEED, i), v).record, v, cards)
    assert pos is not None
    start = time.process_time()
    resource.setrlimit(
        resource.RLIMIT_CPU, (int(time.process_time()) + math.ceil(limit), resource.RLIM_INFINITY)
    )
    r = search(pos, 10**12)
    return time.process_time() - start, r.value is not None


def whole(presets: list[str], hands: int, limit: float) -> dict[str, list[int]]:
    """Per preset, for each hand: the largest number of cards a hand for which the search ends
    within ``limit`` seconds of CPU on one core (the same on a busy machine as on an idle one)."""
    print(
        f"\nwhole hands: the largest K (cards a hand left = tricks' worth) solved within "
        f"{limit:.0f} CPU s"
    )
    out: dict[str, list[int]] = {}
    ctx = multiprocessing.get_context("fork")
    for name in presets:
        v = load_variant(name)
        ks, shown = [], []
        for i in range(hands):
            best, took = 0, 0.0
            for cards in range(1, v.deck.hand_size + 1):
                with ProcessPoolExecutor(1, mp_context=ctx) as pool:
                    job = pool.submit(_solve_k, (name, i, cards, limit))
                    # the CPU limit stops it (the pool breaks); the wall-clock one only on a far
                    # overloaded machine
                    try:
                        seconds, _ = job.result(timeout=4 * limit + 10)
                    except (BrokenProcessPool, TimeoutError):
                        for p in multiprocessing.active_children():
                            p.kill()
                        break
                if seconds > limit:
                    break
                best, took = cards, seconds
            ks.append(best)
            shown.append(f"{best} ({took:.1f} s)")
        out[name] = ks
        print(f"{name:<10} K = {', '.join(shown)}", flush=True)
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
        "--whole", action="store_true", help="the largest K solved within --limit seconds instead"
    )
    ap.add_argument("--limit", type=float, default=60.0, help="seconds for --whole (default 60)")
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
    if args.whole:
        ks = whole(presets, args.positions, args.limit)
        every = [k for v in ks.values() for k in v]
        print(f"\n{'issue #14 target':<44} {'now':>12}  met")
        print(
            f"{'largest K solved within ' + format(args.limit, 'g') + ' s (to report)':<44} "
            f"{'median ' + str(statistics.median(every)):>12}  (no target)"
        )
        return
    targets: list[tuple[str, str, bool]] = []
    for tricks in (int(t) for t in args.tricks.split(",")):
        every, by = endgames(presets, tricks, args.positions, args.budget, args.jsonl, args.jobs)
        median = statistics.median(r.seconds for r in every)
        limit = {6: 1.0, 8: 10.0}.get(tricks)
        if limit is not None:
            targets.append(
                (f"last {tricks} tricks, median < {limit:g} s", f"{median:.3f} s", median < limit)
            )
            slowest = max(by, key=lambda name: statistics.median(r.seconds for r in by[name]))
            most = statistics.median(r.seconds for r in by[slowest])
            targets.append(
                (
                    f"last {tricks} tricks, each preset's median < {limit:g} s",
                    f"{slowest} {most:.3f} s",
                    most < limit,
                )
            )
        unsolved = sum(not r.solved for r in every)
        targets.append(
            (f"last {tricks} tricks, all solved in budget", f"{unsolved} unsolved", unsolved == 0)
        )
    print(f"\n{'issue #14 target':<46} {'now':>16}  met")
    for name, now, met in targets:
        print(f"{name:<46} {now:>16}  {'yes' if met else 'no'}")


if __name__ == "__main__":
    main()
