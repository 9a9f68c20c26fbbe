"""Benchmark ``shengji check``: generate N hands across the presets, then time, through the
real command (``shengji check FOLDER --format jsonl --output FILE``, the batch engine of
:mod:`shengji_cli.batch.pool`), parse-only and full check at 1 and 2 jobs; and the rules alone.

    python benchmarks/bench_check.py --hands 20000

Each timed run is a fresh process that calls the CLI entry point in-process (so the time
is the command's, without interpreter start-up) and reports its peak memory: its own
(the parent, which walks the folder and writes the output) and its largest worker's.  The
runs are repeated in alternated rounds (``--rounds``, default 3: 1 job then 2 jobs, JSONL then
text, in each round) and each figure is the median of its rounds, so that a drift of the
machine's speed during the run touches both sides of a ratio alike.

The rules alone run on situations taken from real generated hands: every trick of a few
hundred hands, with each follower's actual holding at that point, so singles, pairs,
tractors and throws come in their natural proportions.  A *follow check* is one
``verify_follow``; a *whole trick* is what the replay does per trick: the throw check
when the lead is a throw (``throw_blocks``, and the forced play and penalty when it fails),
three follow checks, and ``trick_result``.  The *first pass* is one pass of the follow checks
over those situations in a fresh process (cold caches), timed before anything else touches the
rules.

The full check is timed with both engines side by side (``--backends``, default both): the Python
engine (``SHENGJI_NATIVE=0``) and the native one (the compiled core's hot path,
``shengji_cli.batch.native_rows``), each in hands per second and hands per CPU-second (the
command's process and its workers), and against the tokeniser floor; issue #29's targets are the
native engine's at one job (≥ 4,500 hands per CPU-second, ≥ 17.5 % of the floor).

Beside each figure stands its floor in the same run: for parsing, a plain ``re`` tokeniser that
only splits the same text into card ints (``tokeniser floor``); for the text report, the same
check written as JSONL.  The last table lists issue #13's targets and whether each is met.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import platform
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from shengji_cli.core.cards import Card, TrumpContext
from shengji_cli.core.record import HandRecord
from shengji_cli.core.replay import context_for
from shengji_cli.core.rules import (
    allowed_forced_plays,
    throw_blocks,
    throw_penalty,
    trick_result,
    verify_follow,
    verify_forced_play,
)
from shengji_cli.core.state import holdings_at
from shengji_cli.core.units import decompose
from shengji_cli.core.variants import PRESETS, Variant, load_variant
from shengji_cli.gen.hands import generate, hand_seed
from shengji_cli.notation import dumps

SEED = 2024


# ---------------------------------------------------------------- hands


def _gen_range(args: tuple[str, int, int, str]) -> int:
    name, start, stop, folder = args
    v = load_variant(name)
    for i in range(start, stop):
        g = generate(hand_seed(SEED + PRESETS.index(name), i), v, None)
        Path(folder, name, f"hand{i:06d}.sj").write_text(dumps([g.record]), encoding="utf-8")
    return stop - start


def make_hands(n: int, folder: Path, jobs: int) -> int:
    """``n`` clean hands, spread evenly over the presets, one file each in ``folder/PRESET/``."""
    tasks = []
    for p, name in enumerate(PRESETS):
        count = n // len(PRESETS) + (p < n % len(PRESETS))
        (folder / name).mkdir(parents=True, exist_ok=True)
        step = max(1, count // (4 * jobs))
        tasks += [(name, a, min(a + step, count), str(folder)) for a in range(0, count, step)]
    with multiprocessing.get_context("fork").Pool(jobs) as pool:
        return sum(pool.imap_unordered(_gen_range, tasks))


# ---------------------------------------------------------------- timed runs of the command


def child(argv: list[str]) -> None:
    """Run ``shengji ARGV`` in this process; print its time and peak memory as JSON."""
    from shengji_cli.cli.main import main

    start, cpu = time.perf_counter(), cpu_seconds()
    try:
        main.main(args=argv, prog_name="shengji", standalone_mode=False)
        code = 0
    except SystemExit as exc:
        code = int(exc.code or 0)
    elapsed = time.perf_counter() - start
    cpu = cpu_seconds() - cpu
    scale = 1 if sys.platform == "darwin" else 1024  # ru_maxrss: bytes on macOS, KiB on Linux
    print(
        json.dumps(
            {
                "seconds": elapsed,
                "cpu": cpu,
                "code": code,
                "parent_mb": own_peak_mb(),
                "worker_mb": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * scale / 2**20,
            }
        ),
        file=sys.__stdout__,
    )


def cpu_seconds() -> float:
    """The CPU time (user and system) of this process and of its finished children: a run's
    own and its workers' (a pool's workers are waited for when the command ends)."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def own_peak_mb() -> float:
    """This process's peak memory.  On Linux its own address space's high-water mark
    (``VmHWM``): ``ru_maxrss`` of a process started by ``subprocess`` keeps the peak of the
    process that started it (the benchmark itself, which holds the texts and outputs)."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    scale = 1 if sys.platform == "darwin" else 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * scale / 2**20


BACKENDS = ("python", "native")
"""The engines a full check is timed with, side by side (``SHENGJI_NATIVE=0`` for Python)."""


def timed(argv: list[str], backend: str = "python") -> dict[str, Any]:
    """A run of ``shengji ARGV`` in a fresh process with ``backend``'s engine."""
    env = {**os.environ, "SHENGJI_NATIVE": "0" if backend == "python" else "1"}
    out = subprocess.run(
        [sys.executable, __file__, "--child", *argv],
        capture_output=True,
        text=True,
        check=False,
        env=env,
    )
    if out.returncode != 0:
        sys.exit(f"benchmark run failed: shengji {' '.join(argv)}\n{out.stderr}")
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def count_rows(path: Path, parse_only: bool) -> int:
    n = 0
    with open(path, "rb") as f:
        for line in f:
            n += line == b"---\n" if parse_only else 1
    return n + parse_only


# ---------------------------------------------------------------- the rules alone

Follow = tuple[tuple[Card, ...], list[Card], tuple[Card, ...]]


class Situation:
    """One real trick: the lead (and the throw shown, if it failed), the other seats'
    holdings, the plays — everything the replay looks at."""

    __slots__ = ("ctx", "v", "thrown", "lead", "failed", "others", "partner", "follows", "plays")

    def __init__(
        self,
        ctx: TrumpContext,
        v: Variant,
        thrown: tuple[Card, ...],
        lead: tuple[Card, ...],
        failed: bool,
        others: list[tuple[str, list[Card]]],
        partner: str,
        follows: list[Follow],
        plays: list[tuple[Card, ...]],
    ) -> None:
        self.ctx, self.v, self.thrown, self.lead, self.failed = ctx, v, thrown, lead, failed
        self.others, self.partner, self.follows, self.plays = others, partner, follows, plays

    @property
    def kind(self) -> str:
        units = decompose(self.thrown, self.ctx)
        return "throw" if len(units) > 1 else units[0].kind


def situations(records: list[tuple[HandRecord, Variant]]) -> list[Situation]:
    out: list[Situation] = []
    for r, v in records:
        assert r.level is not None and r.trump is not None and r.seats is not None
        ctx = context_for(r.level, r.trump, v)
        holdings, _ = holdings_at(r, v, 1)
        seats = r.seats
        for t in r.tricks:
            lead = t.plays[0]
            thrown = lead.attempted if lead.attempted is not None else lead.cards
            partner = seats[(seats.index(lead.seat) + 2) % 4]
            others = [(p.seat, list(holdings[p.seat])) for p in t.plays[1:]]
            follows = [(lead.cards, list(holdings[p.seat]), p.cards) for p in t.plays[1:]]
            out.append(
                Situation(
                    ctx,
                    v,
                    thrown,
                    lead.cards,
                    lead.attempted is not None,
                    others,
                    partner,
                    follows,
                    [p.cards for p in t.plays],
                )
            )
            for p in t.plays:
                for c in p.cards:
                    holdings[p.seat].remove(c)
    return out


def whole_trick(s: Situation) -> None:
    """The rules work of the replay on one trick."""
    ctx, v = s.ctx, s.v
    if s.failed:
        blocks = throw_blocks(s.thrown, s.others, ctx)
        if blocks:
            verify_forced_play(s.thrown, s.lead, blocks, s.partner, ctx, v)
            throw_penalty(s.thrown, s.lead, blocks, ctx, v)
    elif len(decompose(s.thrown, ctx)) > 1:
        blocks = throw_blocks(s.thrown, s.others, ctx)
        if blocks:
            forced = allowed_forced_plays(s.thrown, blocks, s.partner, ctx, v)
            throw_penalty(s.thrown, forced[0].cards if forced else (), blocks, ctx, v)
    for lead, hand, play in s.follows:
        verify_follow(lead, hand, play, ctx, v)
    trick_result(s.plays, ctx, v)


def rules_alone(hands: int, seconds: float) -> tuple[float, float, Counter[str]]:
    """Follow checks/s and whole tricks/s on the tricks of ``hands`` generated hands."""
    records = []
    for i in range(hands):
        name = PRESETS[i % len(PRESETS)]
        v = load_variant(name)
        records.append((generate(hand_seed(SEED + 99, i), v, None).record, v))
    sits = situations(records)
    kinds = Counter(s.kind for s in sits)
    follows = [(s.ctx, s.v, f) for s in sits for f in s.follows]
    n, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        for ctx, v, (lead, hand, play) in follows:
            verify_follow(lead, hand, play, ctx, v)
        n += len(follows)
    follow_rate = n / (time.perf_counter() - start)
    n, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        for s in sits:
            whole_trick(s)
        n += len(sits)
    return follow_rate, n / (time.perf_counter() - start), kinds


def cold_pass(hands: int) -> float:
    """Follow checks/s of one first pass over fresh situations, in a fresh process."""
    out = subprocess.run(
        [sys.executable, __file__, "--cold", str(hands)], capture_output=True, text=True, check=True
    )
    return float(out.stdout.strip())


def _cold_child(hands: int) -> None:
    records = []
    for i in range(hands):
        name = PRESETS[i % len(PRESETS)]
        v = load_variant(name)
        records.append((generate(hand_seed(SEED + 7, i), v, None).record, v))
    follows = [(s.ctx, s.v, f) for s in situations(records) for f in s.follows]
    start = time.perf_counter()
    for ctx, v, (lead, hand, play) in follows:
        verify_follow(lead, hand, play, ctx, v)
    print(len(follows) / (time.perf_counter() - start))


_TOKEN = re.compile(r"BJ|LJ|[♠♥♣♦SHCD](?:10|[2-9JQKA])+")
_CARD = re.compile(r"10|[2-9JQKA]")
_SUITS = {"♠": 0, "S": 0, "♥": 1, "H": 1, "♣": 2, "C": 2, "♦": 3, "D": 3}
_RANKS = {
    r: i for i, r in enumerate(["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"])
}


def tokenise(text: str) -> int:
    """The floor: split a record text into card ints with one compiled pattern, nothing else."""
    n = 0
    for m in _TOKEN.finditer(text):
        tok = m.group()
        if tok in ("BJ", "LJ"):
            n += 53 if tok == "BJ" else 52
            continue
        suit = _SUITS[tok[0]] * 13
        for r in _CARD.findall(tok, 1):
            n += suit + _RANKS[r]
    return n


def parse_against_floor(folder: Path, seconds: float, rounds: int = 1) -> tuple[float, float]:
    """Hands/s of the notation's parse and of the tokeniser, in this process, on the same texts:
    the median of ``rounds`` alternated rounds of ``seconds`` each."""
    from shengji_cli.notation.reader import parse_blocks

    texts = [p.read_text(encoding="utf-8") for p in sorted(folder.rglob("*.sj"))]

    def rate(fn: Any) -> float:
        n, start = 0, time.perf_counter()
        while time.perf_counter() - start < seconds:
            for t in texts:
                fn(t)
            n += len(texts)
        return n / (time.perf_counter() - start)

    parse, floor = [], []
    for _ in range(rounds):
        parse.append(rate(parse_blocks))
        floor.append(rate(tokenise))
    return statistics.median(parse), statistics.median(floor)


# ---------------------------------------------------------------- the two engines side by side


def check_run(
    folder: Path, tmp: Path, jobs: int, n: int, backend: str, parse_only: bool = False
) -> dict[str, Any]:
    """One timed ``shengji check FOLDER`` (JSONL; parse-only: the records' .sj text)."""
    out = tmp / "out.txt"
    argv = [
        "check",
        str(folder),
        "--jobs",
        str(jobs),
        "--format",
        "text" if parse_only else "jsonl",
        "--output",
        str(out),
        "--no-progress",
    ] + (["--parse-only"] if parse_only else [])
    r = timed(argv, backend)
    rows = count_rows(out, parse_only)
    assert rows == n, (parse_only, jobs, backend, rows, n)
    assert r["code"] == 0, r
    out.unlink()
    return r


class FullCheck:
    """The rounds of a full check with one engine and job count: hands per second (wall) and
    per CPU-second (the command's process and its workers), each the median of the rounds."""

    def __init__(self, n: int, runs: list[dict[str, Any]]) -> None:
        self.seconds = statistics.median(r["seconds"] for r in runs)
        self.cpu = statistics.median(r["cpu"] for r in runs)
        self.rate, self.cpu_rate = n / self.seconds, n / self.cpu
        self.rounds = " ".join(f"{r['seconds']:.2f}/{r['cpu']:.2f}" for r in runs)


def print_backends(full: dict[tuple[str, int], FullCheck], floor: float) -> None:
    """The full check's table, the engines side by side, and each one's rate per CPU-second
    against the tokeniser floor of the same run."""
    print(
        f"{'full check, --format jsonl':<30} {'seconds':>8} {'CPU s':>7} {'hands/s':>9} "
        f"{'hands/CPU-s':>12} {'of floor':>9}   rounds (wall/CPU)"
    )
    for (backend, jobs), f in full.items():
        label = f"{backend}, --jobs {jobs}"
        print(
            f"{label:<30} {f.seconds:8.2f} {f.cpu:7.2f} {f.rate:9,.0f} {f.cpu_rate:12,.0f} "
            f"{100 * f.cpu_rate / floor:8.1f}%   {f.rounds}"
        )
    one = {b: f for (b, jobs), f in full.items() if jobs == 1}
    if "python" in one and "native" in one:
        ratio = one["native"].cpu_rate / one["python"].cpu_rate
        print(f"native / python, --jobs 1, hands per CPU-second: {ratio:.2f}x")


def issue_29_targets(full: dict[tuple[str, int], FullCheck], floor: float) -> list[Any]:
    """Issue #29's check targets, on the native engine: hands per CPU-second at one job, the
    same against the tokeniser floor, and two jobs against one."""
    one, two = full.get(("native", 1)), full.get(("native", 2))
    out: list[Any] = []
    if one is not None:
        out.append(("native, 1 job (hands/CPU-s)", one.cpu_rate, 4500, one.cpu_rate >= 4500))
        share = 100 * one.cpu_rate / floor
        out.append(("native, 1 job / tokeniser floor (%)", share, 17.5, share >= 17.5))
    if one is not None and two is not None:
        speedup = two.rate / one.rate
        out.append(("native, 2 jobs / 1 job (wall)", speedup, 1.8, speedup >= 1.8))
    return out


# ---------------------------------------------------------------- main


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        child(sys.argv[2:])
        return
    if len(sys.argv) > 1 and sys.argv[1] == "--cold":
        _cold_child(int(sys.argv[2]))
        return
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--hands", type=int, default=2000, help="hands to generate (default 2000)")
    ap.add_argument(
        "--jobs", type=int, nargs="+", default=[1, 2], help="job counts to time (default 1 2)"
    )
    ap.add_argument(
        "--rounds",
        type=int,
        default=3,
        help="alternated rounds of the parse-only and full-check runs; each figure is their median "
        "(default 3)",
    )
    ap.add_argument(
        "--backends",
        nargs="+",
        choices=BACKENDS,
        default=list(BACKENDS),
        help="the engines the full check is timed with, side by side (default: python native)",
    )
    ap.add_argument(
        "--rules-hands", type=int, default=300, help="hands whose tricks the rules alone run on"
    )
    ap.add_argument("--seconds", type=float, default=3.0, help="time per rules-alone measurement")
    ap.add_argument(
        "--all",
        action="store_true",
        help="also one big file (bench_big_file.py, --big-hands) and the queries' start-up "
        "(bench_startup.py, --startup-runs): every target of issue #13 in one table",
    )
    ap.add_argument(
        "--big-hands",
        default="1000,100000",
        help="with --all: the big file's sizes (default 1000,100000)",
    )
    ap.add_argument(
        "--startup-runs",
        type=int,
        default=15,
        help="with --all: fresh processes per query (default 15)",
    )
    ap.add_argument(
        "--folder",
        type=Path,
        default=None,
        help="keep the generated hands here (default: a temp dir); hands already there are reused",
    )
    args = ap.parse_args()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"python {platform.python_version()}, {os.cpu_count()} cores, load average {load:.2f} at "
        f"start"
    )
    with tempfile.TemporaryDirectory() as tmp:
        folder = args.folder or Path(tmp) / "hands"
        folder.mkdir(parents=True, exist_ok=True)
        n = sum(1 for _ in folder.rglob("*.sj"))
        if n:
            print(f"reusing the {n:,} hands in {folder}")
        else:
            t0 = time.perf_counter()
            n = make_hands(args.hands, folder, os.cpu_count() or 1)
            print(
                f"generated {n:,} hands ({n // len(PRESETS):,} per preset, one file each) "
                f"in {time.perf_counter() - t0:.1f} s"
            )
        rates: dict[tuple[str, int], float] = {}
        peak_mb = 0.0
        print(f"{'run (median of the rounds)':<34} {'seconds':>8} {'hands/s':>9}")
        seconds: dict[int, list[float]] = {jobs: [] for jobs in args.jobs}
        for _ in range(args.rounds):  # the job counts alternate: a drift touches each alike
            for jobs in args.jobs:
                r = check_run(folder, Path(tmp), jobs, n, "python", parse_only=True)
                seconds[jobs].append(r["seconds"])
                peak_mb = max(peak_mb, r["parent_mb"], r["worker_mb"])
        for jobs in args.jobs:
            median = statistics.median(seconds[jobs])
            rates["parse-only", jobs] = n / median
            rounds = " ".join(f"{t:.2f}" for t in seconds[jobs])
            label = f"parse-only, --jobs {jobs}"
            print(f"{label:<34} {median:8.2f} {n / median:9,.0f}   rounds: {rounds}")
        runs: dict[tuple[str, int], list[dict[str, Any]]] = {
            (b, jobs): [] for b in args.backends for jobs in args.jobs
        }
        for _ in range(args.rounds):  # backends and job counts alternate within each round
            for backend in args.backends:
                for jobs in args.jobs:
                    r = check_run(folder, Path(tmp), jobs, n, backend)
                    runs[backend, jobs].append(r)
                    peak_mb = max(peak_mb, r["parent_mb"], r["worker_mb"])
        full = {key: FullCheck(n, rs) for key, rs in runs.items()}
        for jobs in args.jobs:
            if ("python", jobs) in full:
                rates["full check", jobs] = full["python", jobs].rate
        print(
            f"peak memory of those runs: {peak_mb:.0f} MB (the parent or a worker, whichever was "
            f"larger)"
        )
        for label in ("parse-only", "full check"):
            if (label, 1) in rates and (label, 2) in rates:
                print(f"{label}: --jobs 2 / --jobs 1 = {rates[label, 2] / rates[label, 1]:.2f}x")
        costs: dict[str, list[float]] = {"jsonl": [], "text": []}
        for _ in range(args.rounds):
            for fmt in costs:
                out = Path(tmp) / f"out.{fmt}"
                r = timed(
                    [
                        "check",
                        str(folder),
                        "--jobs",
                        "1",
                        "--format",
                        fmt,
                        "--output",
                        str(out),
                        "--no-progress",
                    ]
                )
                costs[fmt].append(r["seconds"])
                out.unlink()
        for fmt, runs in costs.items():
            median = statistics.median(runs)
            rounds = " ".join(f"{t:.2f}" for t in runs)
            print(
                f"{'full check, --format ' + fmt + ', --jobs 1':<34} {median:8.2f} "
                f"{n / median:9,.0f}   "
                f"rounds: {rounds}"
            )
        text_ratio = statistics.median(costs["text"]) / statistics.median(costs["jsonl"])
        print(f"text / jsonl = {text_ratio:.2f}x")
        parse_rate, floor_rate = parse_against_floor(folder, args.seconds, args.rounds)
        print(
            f"parse (in process) {parse_rate:,.0f} hands/s; tokeniser floor {floor_rate:,.0f} "
            f"hands/s: "
            f"{100 * parse_rate / floor_rate:.0f}%"
        )
        print_backends(full, floor_rate)
    cold = cold_pass(args.rules_hands)
    print(f"rules alone, first pass in a fresh process (cold caches): {cold:,.0f} follow checks/s")
    follows, tricks, kinds = rules_alone(args.rules_hands, args.seconds)
    total = sum(kinds.values())
    mix = ", ".join(f"{k} {100 * c / total:.0f}%" for k, c in kinds.most_common())
    print(f"rules alone ({total:,} real tricks of {args.rules_hands} hands: {mix}):")
    print(f"  {follows:,.0f} follow checks/s, {tricks:,.0f} whole tricks/s")
    full1, full2 = rates.get(("full check", 1)), rates.get(("full check", 2))
    targets = [
        ("full check, 1 job (hands/s)", full1, 4500, full1 is not None and full1 >= 4500),
        (
            "full check, 2 jobs / 1 job",
            full2 / full1 if full1 and full2 else None,
            1.8,
            bool(full1 and full2 and full2 / full1 >= 1.8),
        ),
        ("parse / tokeniser floor", parse_rate / floor_rate, 0.5, parse_rate / floor_rate >= 0.5),
        ("rules, first pass (follow checks/s)", cold, 250_000, cold >= 250_000),
        ("text / jsonl (run cost)", text_ratio, 1.2, text_ratio <= 1.2),
    ]
    targets.append(("peak memory, a folder (MB)", peak_mb, 100, peak_mb <= 100))
    if args.all:
        import bench_big_file
        import bench_startup

        big = bench_big_file.measure([int(x) for x in args.big_hands.split(",")])
        targets += [
            (
                f"one file: ms/hand at {big['largest']:,.0f} / {big['smallest']:,.0f}",
                big["ratio"],
                1.1,
                big["ratio"] <= 1.1,
            ),
            (
                f"one file of {big['largest']:,.0f}: 2 jobs / 1 job",
                big["speedup"],
                1.7,
                big["speedup"] >= 1.7,
            ),
            ("peak memory, one big file (MB)", big["peak_mb"], 100, big["peak_mb"] <= 100),
        ]
        times = bench_startup.measure(args.startup_runs)
        bench_startup.report(times)
        for name, (_, goal) in bench_startup.CASES.items():
            if goal is not None:
                median = 1000 * statistics.median(times[name])
                targets.append(
                    (f"start-up, {name} (ms)", median, round(1000 * goal), median <= 1000 * goal)
                )
    targets += [(f"#29 {name}", *rest) for name, *rest in issue_29_targets(full, floor_rate)]
    print(f"{'issue #13 / #29 target':<38} {'now':>12} {'target':>10}  met")
    for name, value, target, met in targets:
        shown = "-" if value is None else f"{value:,.2f}" if value < 100 else f"{value:,.0f}"
        print(f"{name:<38} {shown:>12} {target:>10,}  {'yes' if met else 'no'}")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"load average {load:.2f} at end")


if __name__ == "__main__":
    main()
