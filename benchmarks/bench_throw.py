"""Benchmark: ``shengji throw`` end to end, as a user runs it (a fresh process each time).

    python benchmarks/bench_throw.py [--runs 5]

Nothing is known but the asker's hand (level 2, trump ♥, 25 cards, no --seen, no --other).
Cases: two answered exactly (a small one, and one near the exact limit: 40,000 placements of
the relevant cards), one that needs a Monte Carlo estimate (10,000 deals, the default), and
the process start-up alone (``shengji --version``) for scale.  Prints the best and the median
wall time of ``--runs`` runs per case; the target is under 0.5 s.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import time

FILLER = "C3 C4 C5 C6 C7 C8 C9 C10 CJ CQ CK CA D3 D4 D5 D6 D7 D8 D9 D10 DJ"
TARGET = 0.5


def throw_args(cards: str) -> list[str]:
    return [
        "throw",
        cards,
        "--hand",
        f"{cards} {FILLER}",
        "--trump",
        "H",
        "--level",
        "2",
        "--format",
        "json",
    ]


CASES = {
    # only the other ♠A matters: 4 placements
    "exact, small (♠A ♠K ♠K ♠Q)": (throw_args("SA SK SK SQ"), "exact"),
    # ♠K is beaten by the other ♠A (1 copy); ♠88 by ♠99, 1010, JJ, QQ: 4 × 10 × 10 × 10 × 10
    # placements
    "exact, large (♠A ♠K ♠8 ♠8)": (throw_args("SA SK S8 S8"), "exact"),
    # ♠77 is beaten by a pair of 8, 9, 10, J, Q or K: 10^6 placements, estimated from 10,000 deals
    "monte-carlo (♠A ♠A ♠7 ♠7)": (throw_args("SA SA S7 S7"), "monte-carlo"),
    "start-up only (--version)": (["--version"], None),
}


def command() -> list[str]:
    exe = shutil.which("shengji")
    return [exe] if exe else [sys.executable, "-m", "shengji_cli"]


def time_case(args: list[str], method: str | None, runs: int) -> tuple[float, float, str]:
    times = []
    out = ""
    for _ in range(runs):
        start = time.perf_counter()
        proc = subprocess.run([*command(), *args], capture_output=True, text=True, check=False)
        times.append(time.perf_counter() - start)
        if proc.returncode != 0:
            raise SystemExit(f"shengji {' '.join(args)} exited {proc.returncode}: {proc.stderr}")
        out = proc.stdout
    if method is not None:
        doc = json.loads(out)
        assert doc["method"] == method, (doc["method"], method)
        p = doc["fail_probability"]
        out = f"p={p:.4f}" + (f" ± {doc['stderr']:.4f}" if doc.get("stderr") else "")
    else:
        out = ""
    return min(times), statistics.median(times), out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    print(f"command: {' '.join(command())} … ({args.runs} runs each; target < {TARGET} s wall)")
    print(f"{'case':30} {'best s':>8} {'median s':>9}  answer")
    worst = 0.0
    for name, (cmd, method) in CASES.items():
        best, median, answer = time_case(cmd, method, args.runs)
        if method is not None:
            worst = max(worst, median)
        print(f"{name:30} {best:8.3f} {median:9.3f}  {answer}")
    print(
        f"slowest median of the throw cases: {worst:.3f} s — "
        f"{'within' if worst < TARGET else 'OVER'} target"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
