"""One big ``.sj`` file: per-hand cost as the file grows, peak memory, one job against two.

    python benchmarks/bench_big_file.py                      # 1,000 / 10,000 / 100,000 hands
    python benchmarks/bench_big_file.py --hands 1000,20000

The file is built in a temporary folder (never in the repository) from :data:`DISTINCT` generated
hands of every preset, repeated until it holds N independent hands.  Each run is a fresh
``shengji check FILE --format jsonl --output …`` in a child process (``bench_check.timed``): its
wall time, its
peak memory (the parent's and the largest worker's).  Targets (issue #16): the per-hand cost at
the largest N within 10% of the smallest's, no size refusal below 1 GB, at least 1.7× at 2 jobs.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

from bench_check import timed  # a fresh ``shengji`` in a child process: its time and peak memory

from shengji_cli.core.variants import PRESETS, load_variant
from shengji_cli.gen.hands import generate, hand_seed
from shengji_cli.notation import dumps

DISTINCT = 2000
"""Distinct hands in a file; a bigger file repeats them (each still checked on its own)."""
SEED = 16


def hands_text(distinct: int) -> list[str]:
    out = []
    for i in range(distinct):
        name = PRESETS[i % len(PRESETS)]
        out.append(dumps([generate(hand_seed(SEED, i), load_variant(name)).record]))
    return out


def build(path: Path, n: int, hands: list[str]) -> int:
    """A file of ``n`` hands; its size in bytes."""
    with open(path, "w", encoding="utf-8") as f:
        for i in range(n):
            if i:
                f.write("---\n")
            f.write(hands[i % len(hands)])
    return path.stat().st_size


def measure(sizes: list[int], distinct: int = DISTINCT) -> dict[str, float]:
    """Check one file of each size at 1 and 2 jobs, printing a line each; the per-hand cost at the
    largest size over the smallest's, the 2-job speed-up at the largest, and the peak memory
    (MB)."""
    print(f"one big file: generating {distinct} hands …", flush=True)
    hands = hands_text(distinct)
    rows = []
    with tempfile.TemporaryDirectory(prefix="shengji-bench-big-") as tmp:
        for n in sizes:
            path = Path(tmp, f"big{n}.sj")
            size = build(path, n, hands)
            out = str(Path(tmp, "rows.jsonl"))
            one = timed(["check", str(path), "--format", "jsonl", "--jobs", "1", "--output", out])
            two = timed(["check", str(path), "--format", "jsonl", "--jobs", "2", "--output", out])
            if one["code"] != 0 or two["code"] != 0:
                sys.exit(
                    f"{n} hands: exit codes {one['code']}, {two['code']} (expected 0: clean hands)"
                )
            rows.append((n, size, one, two))
            path.unlink()
            print(
                f"{n:>8,} hands {size / 1e6:8.1f} MB  1 job {one['seconds']:7.2f} s "
                f"({1e3 * one['seconds'] / n:.3f} ms/hand, "
                f"{max(one['parent_mb'], one['worker_mb']):.0f} MB)  "
                f"2 jobs {two['seconds']:7.2f} s ({one['seconds'] / two['seconds']:.2f}×, "
                f"parent {two['parent_mb']:.0f} MB, worker {two['worker_mb']:.0f} MB)",
                flush=True,
            )
    (n0, _, first, _), (n1, _, last, last2) = rows[0], rows[-1]
    return {
        "smallest": n0,
        "largest": n1,
        "ratio": (last["seconds"] / n1) / (first["seconds"] / n0),
        "speedup": last["seconds"] / last2["seconds"],
        "peak_mb": max(
            max(r[2]["parent_mb"], r[2]["worker_mb"], r[3]["parent_mb"], r[3]["worker_mb"])
            for r in rows
        ),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument(
        "--hands", default="1000,10000,100000", help="file sizes in hands, comma-separated"
    )
    ap.add_argument("--distinct", type=int, default=DISTINCT)
    args = ap.parse_args()
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores", flush=True)
    got = measure([int(x) for x in args.hands.split(",")], args.distinct)
    print(
        f"per-hand cost at {got['largest']:,.0f} / at {got['smallest']:,.0f}: {got['ratio']:.2f} "
        f"(target ≤ 1.10)"
    )
    print(f"2 jobs at {got['largest']:,.0f} hands: {got['speedup']:.2f}× (target ≥ 1.70)")
    print(f"peak memory of any process: {got['peak_mb']:.0f} MB (target ≤ 100 MB)")


if __name__ == "__main__":
    main()
