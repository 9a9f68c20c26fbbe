"""Benchmark: generate N hands, then time parse-only and full check at 1 and 2 jobs,
and the rules alone (follow checks/s, whole tricks/s on pre-built random situations).

    python benchmarks/bench_check.py --hands 2000

Prints hands/s and peak memory (ru_maxrss of this process and of the workers).
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import resource
import sys
import tempfile
import time
from pathlib import Path

from shengji_cli.cards import NUM_KINDS, TrumpContext
from shengji_cli.check import check_file, check_text
from shengji_cli.gen import generate_many
from shengji_cli.notation import dumps, loads
from shengji_cli.rules import trick_result, verify_follow
from shengji_cli.variants import PRESETS, load_variant


def make_files(n: int, folder: Path) -> list[Path]:
    paths = []
    per = max(1, n // len(PRESETS))
    i = 0
    for p, name in enumerate(PRESETS):
        v = load_variant(name)
        for g in generate_many(per if p < len(PRESETS) - 1 else n - i, 1000 + p, v, []):
            path = folder / f"{name}_{i:06d}.sj"
            path.write_text(dumps([g.record]), encoding="utf-8")
            paths.append(path)
            i += 1
    return paths


def _check(path: Path) -> int:
    return sum(1 for r in check_file(path) if r.error is None)


def time_jobs(paths: list[Path], jobs: int) -> float:
    start = time.perf_counter()
    if jobs == 1:
        done = sum(_check(p) for p in paths)
    else:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            done = sum(pool.imap(_check, paths, chunksize=32))
    elapsed = time.perf_counter() - start
    assert done == len(paths), (done, len(paths))
    return elapsed


def rules_alone(seconds: float = 2.0) -> tuple[float, float]:
    """Follow checks/s and whole tricks/s on pre-built random situations."""
    rng = random.Random(7)
    v = load_variant("national")
    situations = []
    for _ in range(2000):
        deck = [c for c in range(NUM_KINDS) for _ in range(2)]
        rng.shuffle(deck)
        ctx = TrumpContext.make(rng.choice([0, 1, 2, 3, None]), rng.randint(2, 14))
        hands = [deck[i * 25:(i + 1) * 25] for i in range(4)]
        lead_hand = hands[0]
        suit = ctx.esuit[rng.choice(lead_hand)]
        suited = sorted(c for c in lead_hand if ctx.esuit[c] == suit)
        size = rng.choice([1, 1, 2, 2, 4]) if len(suited) >= 4 else 1
        lead = suited[:size]
        plays = [lead]
        for h in hands[1:]:
            same = [c for c in h if ctx.esuit[c] == suit]
            rest = [c for c in h if ctx.esuit[c] != suit]
            plays.append((same + rest)[:size])
        situations.append((ctx, lead, hands, plays))
    n = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for ctx, lead, hands, plays in situations:
            for h, p in zip(hands[1:], plays[1:], strict=True):
                verify_follow(lead, h, p, ctx, v)
                n += 1
    follows = n / (time.perf_counter() - start)
    n = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for ctx, lead, hands, plays in situations:
            for h, p in zip(hands[1:], plays[1:], strict=True):
                verify_follow(lead, h, p, ctx, v)
            trick_result(plays, ctx, v)
            n += 1
    tricks = n / (time.perf_counter() - start)
    return follows, tricks


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--hands", type=int, default=2000)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        t0 = time.perf_counter()
        paths = make_files(args.hands, folder)
        print(f"generated {len(paths)} hands across {len(PRESETS)} presets in {time.perf_counter() - t0:.1f} s")
        texts = [p.read_text("utf-8") for p in paths]
        start = time.perf_counter()
        for t in texts:
            loads(t)
        el = time.perf_counter() - start
        print(f"parse-only        : {len(texts)} hands in {el:.2f} s = {len(texts) / el:,.0f} hands/s")
        start = time.perf_counter()
        for t in texts:
            check_text(t)
        el = time.perf_counter() - start
        print(f"full check (text) : {len(texts)} hands in {el:.2f} s = {len(texts) / el:,.0f} hands/s")
        for jobs in (1, 2):
            el = time_jobs(paths, jobs)
            print(f"full check files, --jobs {jobs}: {len(paths)} hands in {el:.2f} s = {len(paths) / el:,.0f} hands/s")
    follows, tricks = rules_alone()
    print(f"rules alone       : {follows:,.0f} follow checks/s, {tricks:,.0f} whole tricks/s")
    self_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    child_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    print(f"peak memory       : {self_kb / 1024:.0f} MB (this process), {child_kb / 1024:.0f} MB (largest worker)")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
