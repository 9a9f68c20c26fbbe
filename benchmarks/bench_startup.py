"""Benchmark: the wall time of a query, start-up included (a fresh process each run).

    python benchmarks/bench_startup.py [--runs 15]

Each query runs ``--runs`` times as ``python -m shengji_cli …`` (the interpreter of this run);
the floor is ``python -c pass`` in the same run.  Prints the median and the worst wall time of
each beside its target (issue #13: 80 ms for ``--version``, ``follow``, ``trick`` and ``score``,
150 ms for ``throw`` with nothing known but the hand).  The cases are interleaved, run by run,
so a change in the machine's load falls on all of them alike.

The runs read the bytecode caches (``__pycache__``) as an installed package does: the untimed
first run of each case writes them, whatever ``PYTHONDONTWRITEBYTECODE`` says (``--no-bytecode``:
every module compiled from source in every run, as with that variable set and no caches).

Each query runs once a round with each engine (``SHENGJI_NATIVE=1`` and ``=0``, issue #29: the
compiled core is loaded only where it is used, so start-up must not grow with it); ``--engines
python`` measures one.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

FILLER = "C3 C4 C5 C6 C7 C8 C9 C10 CJ CQ CK CA D3 D4 D5 D6 D7 D8 D9 D10 DJ"
QUERY = [sys.executable, "-m", "shengji_cli"]

CASES: dict[str, tuple[list[str], float | None]] = {
    "floor (python -c pass)": ([sys.executable, "-c", "pass"], None),
    "--version": ([*QUERY, "--version"], 0.080),
    "follow": (
        [
            *QUERY,
            "follow",
            "--lead",
            "SA",
            "--hand",
            "SK S3 H5 C4",
            "--trump",
            "H",
            "--level",
            "2",
            "--play",
            "S3",
        ],
        0.080,
    ),
    "trick": (
        [*QUERY, "trick", "--trump", "H", "--level", "2", "N SA", "E S3", "S S5", "W SK"],
        0.080,
    ),
    "score": (
        [
            *QUERY,
            "score",
            "--points",
            "85",
            "--bottom",
            "S5 S10 SK C3 C4 D5 D6 D7",
            "--last",
            "single",
        ],
        0.080,
    ),
    # only the other ♠A matters: answered exactly (4 placements)
    "throw (the hand alone)": (
        [
            *QUERY,
            "throw",
            "SA SK SK SQ",
            "--hand",
            f"SA SK SK SQ {FILLER}",
            "--trump",
            "H",
            "--level",
            "2",
        ],
        0.150,
    ),
}


def run_once(argv: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    done = subprocess.run(
        argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=env
    )
    elapsed = time.perf_counter() - start
    if done.returncode not in (0, 1) or done.stderr:
        sys.exit(f"{' '.join(argv)}: exit {done.returncode}\n{done.stderr}")
    return elapsed


FLOOR = "floor (python -c pass)"


def measure(
    runs: int, no_bytecode: bool = False, engines: tuple[str, ...] = ("native", "python")
) -> dict[str, list[float]]:
    """Each case's wall times (seconds) by engine (``"NAME [engine]"``), ``runs`` fresh
    processes each, the cases and engines interleaved."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    if no_bytecode:
        env |= {
            "PYTHONDONTWRITEBYTECODE": "1",
            "PYTHONPYCACHEPREFIX": os.devnull,
        }  # nothing read, nothing written
    envs = {e: env | {"SHENGJI_NATIVE": "1" if e == "native" else "0"} for e in engines}
    runs_of = [
        (name if name == FLOOR else f"{name} [{e}]", argv, envs[e])
        for name, (argv, _) in CASES.items()
        for e in (engines[:1] if name == FLOOR else engines)
    ]
    times: dict[str, list[float]] = {key: [] for key, _, _ in runs_of}
    for _, argv, e_env in runs_of:  # once each, untimed: the disk cache and the .pyc files
        run_once(argv, e_env)
    for _ in range(runs):
        for key, argv, e_env in runs_of:
            times[key].append(run_once(argv, e_env))
    return times


def report(times: dict[str, list[float]], no_bytecode: bool = False) -> None:
    floor = statistics.median(times[FLOOR])
    runs = len(times[FLOOR])
    print(
        f"{'query':<33} {'median':>8} {'worst':>8} {'target':>8} {'- floor':>8}  ({runs} runs "
        f"each, "
        f"{'no bytecode caches' if no_bytecode else 'bytecode cached'}, load "
        f"{os.getloadavg()[0]:.2f})"
    )
    for name in times:
        target = CASES[name.rpartition(" [")[0] or name][1]
        median, worst = statistics.median(times[name]), max(times[name])
        verdict = "" if target is None else ("  ok" if median <= target else "  OVER")
        goal = "" if target is None else f"{target * 1000:.0f} ms"
        print(
            f"{name:<33} {median * 1000:6.1f} ms {worst * 1000:5.1f} ms {goal:>8} "
            f"{(median - floor) * 1000:5.1f} ms"
            f"{verdict}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--runs", type=int, default=15, help="fresh processes per query (default 15)"
    )
    parser.add_argument(
        "--no-bytecode",
        action="store_true",
        help="no bytecode caches: compile every module each run",
    )
    parser.add_argument(
        "--engines",
        default="native,python",
        help="engines to measure, comma-separated (default native,python)",
    )
    args = parser.parse_args()
    engines = tuple(args.engines.split(","))
    report(measure(args.runs, args.no_bytecode, engines), args.no_bytecode)


if __name__ == "__main__":
    main()
