"""Game review's speed (issue #30's targets), in CPU seconds of this process, one core:

    python benchmarks/bench_review.py --hands 100 --last 10     # a season from the last 10 tricks
    python benchmarks/bench_review.py --hands 40 --reach 5      # the horizon 5 s of CPU reach
    python benchmarks/bench_review.py --decisions 30 --dummy 30 # one decision, 30 deals

Hands are generated (``gen``'s generator, seeds 0…), spread over the presets given (default all
eight), and reviewed in process with the compiled core when it is built (``SHENGJI_NATIVE=0``:
the Python engine).  ``--last N``: hands per CPU second and the median per hand.  ``--reach S``:
the tricks each hand's review reaches within S CPU seconds (its horizon), median and quartiles.
``--dummy N``: for each of ``--decisions`` decisions (a seat with a choice, in the last 8
tricks), the CPU seconds of judging it over N deals, median and the worst.
"""

from __future__ import annotations

import argparse
import statistics
import time

from shengji_cli.core.backend import native
from shengji_cli.core.replay import replay
from shengji_cli.core.variants import NAMED, load_variant
from shengji_cli.gen.hands import generate, hand_seed
from shengji_cli.solver.analysis import _start, stood_faults
from shengji_cli.solver.dummy import judge_single_dummy
from shengji_cli.solver.moves import legal_moves
from shengji_cli.solver.review import DEFAULT_STEPS, Review, review_hand


def _hands(n: int, presets: list[str], seed: int):  # type: ignore[no-untyped-def]
    variants = [load_variant(p) for p in presets]
    for i in range(n):
        v = variants[i % len(variants)]
        yield v, generate(hand_seed(seed, i), v).record


def season(n: int, last: int, presets: list[str]) -> None:
    times, unsolved = [], 0
    for v, record in _hands(n, presets, 1):
        report = replay(record, v)
        t = time.process_time()
        a = review_hand(record, v, report, Review(last=last)).analysis
        times.append(time.process_time() - t)
        rv = a.review if a else None
        unsolved += rv is None or rv.horizon != max(1, len(record.tricks) - last + 1)
    total = sum(times)
    print(f"review --last {last}: {n} hands, {total:.1f} CPU s, {n / total:.2f} hands/CPU-s")
    print(
        f"  per hand: median {statistics.median(times):.3f} s, worst {max(times):.2f} s; "
        f"{unsolved} hands not reaching trick -{last} within the step budget"
    )


def reach(n: int, seconds: float, presets: list[str]) -> None:
    got, times = [], []
    for v, record in _hands(n, presets, 2):
        report = replay(record, v)
        t = time.process_time()
        a = review_hand(record, v, report, Review(seconds=seconds)).analysis
        times.append(time.process_time() - t)
        rv = a.review if a else None
        horizon = None if rv is None else rv.horizon
        got.append(0 if horizon is None else len(record.tricks) - horizon + 1)
    q = statistics.quantiles(got, n=4)
    print(
        f"review --budget {seconds:g}: the last tricks reached over {n} hands: median "
        f"{statistics.median(got):g}, quartiles {q[0]:g}–{q[2]:g}, least {min(got)}, most "
        f"{max(got)}; CPU per hand median {statistics.median(times):.2f} s, "
        f"worst {max(times):.2f} s"
    )


def dummy(decisions: int, deals: int, presets: list[str]) -> None:
    times, solved = [], []
    for v, record in _hands(decisions * 3, presets, 3):
        if len(times) == decisions:
            break
        report = replay(record, v)
        _, _, walk = _start(record, v, 1, stood_faults(report))
        start = len(record.tricks) - 7
        chosen = [
            i
            for i, w in enumerate(walk)
            if w[0] >= start and len(legal_moves(w[3], failing=True)) > 1
        ]
        if not chosen:
            continue
        i = chosen[len(chosen) // 3]  # one decision early in the last 8 tricks
        t = time.process_time()
        sd = judge_single_dummy(walk, i, deals=deals, seed=0, budget=DEFAULT_STEPS, dd_cost=None)
        times.append(time.process_time() - t)
        solved.append(sd.samples)
    print(
        f"--single-dummy {deals}, one decision in the last 8 tricks, {len(times)} decisions: "
        f"CPU median {statistics.median(times):.2f} s, worst {max(times):.2f} s; deals solved "
        f"median {statistics.median(solved):g} of {deals}"
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--hands", type=int, default=100)
    ap.add_argument("--last", type=int, default=None)
    ap.add_argument("--reach", type=float, default=None)
    ap.add_argument("--dummy", type=int, default=None)
    ap.add_argument("--decisions", type=int, default=30)
    ap.add_argument("--presets", default=",".join(sorted(NAMED)))
    args = ap.parse_args()
    presets = args.presets.split(",")
    print(f"engine: {'native' if native() is not None else 'python'}; presets: {args.presets}")
    if args.last is not None:
        season(args.hands, args.last, presets)
    if args.reach is not None:
        reach(args.hands, args.reach, presets)
    if args.dummy is not None:
        dummy(args.decisions, args.dummy, presets)


if __name__ == "__main__":
    main()
