"""Benchmark the bottom-dig question (docs/solver.md §4: can the defenders force winning the last
trick?, ``analysis._Dig``), the compiled core beside the Python search, on generated hands.

    python benchmarks/bench_dig.py                          # last 6 and 8 tricks, 10 positions
    python benchmarks/bench_dig.py --tricks 6 --positions 20 --presets national,titanic
    python benchmarks/bench_dig.py --tricks 10 --backend native

Position *i* of a preset is the one ``bench_solve.position_with`` gives for hand *i* (the position
before the first trick at which every hand holds at most ``N`` cards).  Each question runs with
a fresh table and the budget given; its time is the CPU seconds of that question.  A question
not answered within the budget counts as unanswered and its time as the worst.  Both backends
answer every position in one run, and every answer the two give is compared.
"""

from __future__ import annotations

import argparse
import statistics
import time

from bench_solve import SEED, position_with

from shengji_cli.core.backend import native
from shengji_cli.core.variants import NAMED, load_variant
from shengji_cli.gen.hands import generate, hand_seed
from shengji_cli.solver import Position
from shengji_cli.solver.analysis import _Dig
from shengji_cli.solver.native import native_dig

Run = tuple[float, bool | None]
"""CPU seconds and the answer (``None``: not answered within the budget)."""


def ask(pos: Position, backend: str, budget: int) -> Run:
    start = time.process_time()
    if backend == "native":
        found = native_dig(pos, budget)
        answer = None if found is None else found[1]
    else:
        answer = _Dig(budget).forced_here(pos)
    return time.process_time() - start, answer


def positions(name: str, tricks: int, count: int) -> list[Position]:
    v = load_variant(name)
    out: list[Position] = []
    i = 0
    while len(out) < count:
        pos = position_with(generate(hand_seed(SEED, i), v).record, v, tricks)
        if pos is not None and not pos.over:
            out.append(pos)
        i += 1
    return out


def row(label: str, runs: list[Run]) -> str:
    secs = [s for s, _ in runs]
    unanswered = sum(a is None for _, a in runs)
    return (
        f"{label:<18} {len(runs):>4} {statistics.median(secs):>10.4f} {max(secs):>9.3f} "
        f"{sum(secs):>9.2f} {unanswered:>10}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tricks", default="6,8", help="tricks left (comma-separated)")
    parser.add_argument("--positions", type=int, default=10, help="positions a preset")
    parser.add_argument("--presets", default=",".join(NAMED))
    parser.add_argument("--budget", type=int, default=20_000_000, help="steps a question")
    parser.add_argument("--backend", default="native,python", help="native, python or both")
    args = parser.parse_args()
    backends = args.backend.split(",")
    if "native" in backends and native() is None:
        raise SystemExit("the compiled core is not built")
    for tricks in (int(t) for t in args.tricks.split(",")):
        print(f"\nlast {tricks} tricks, {args.positions} positions a preset, CPU seconds")
        print(
            f"{'preset, backend':<18} {'n':>4} {'median s':>10} {'worst s':>9} {'total s':>9} "
            f"{'unanswered':>10}"
        )
        every: dict[str, list[Run]] = {b: [] for b in backends}
        for name in args.presets.split(","):
            found = positions(name, tricks, args.positions)
            runs = {b: [ask(p, b, args.budget) for p in found] for b in backends}
            for b in backends:
                every[b] += runs[b]
                print(row(f"{name}, {b}", runs[b]), flush=True)
            if len(backends) == 2:
                pairs = zip(runs[backends[0]], runs[backends[1]], strict=True)
                differ = sum(a != b for (_, a), (_, b) in pairs if None not in (a, b))
                assert differ == 0, f"{differ} answers differ"
        for b in backends:
            print(row(f"all, {b}", every[b]))
        if len(backends) == 2:
            a, b = (sum(s for s, _ in every[k]) for k in backends)
            print(f"total CPU {backends[1]} / {backends[0]}: {b / a:.1f}x; answers the same")


if __name__ == "__main__":
    main()
