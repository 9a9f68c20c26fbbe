"""A/B: the CPU seconds of one ``shengji check`` command in two source trees, in alternated rounds.

    python benchmarks/ab_trees.py OLD_TREE NEW_TREE FOLDER [--rounds 3] [--jobs 1]

Each run is a fresh process (``PYTHONPATH=TREE``, the same interpreter and packages) checking
FOLDER (``--format jsonl --timeout 0``, output to a temporary file); its CPU seconds are its own
and its workers' (user + system, ``RUSAGE_CHILDREN``).  The rounds alternate the trees, so a
drift of a shared machine touches both alike; each tree's figure is the median.  Make the folder
with ``shengji gen`` (e.g. 400 hands a preset, and some with ``--faults``).  An old tree is a
``git worktree add DIR REV``.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

RUN = (
    "import sys; from shengji_cli.__main__ import run; sys.argv = ['shengji'] + sys.argv[1:]; run()"
)


def cpu_seconds(tree: Path, folder: Path, jobs: int) -> float:
    """One check of ``folder`` with the package of ``tree``: its CPU seconds."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with tempfile.NamedTemporaryFile(suffix=".jsonl") as out:
        subprocess.run(
            [
                sys.executable,
                "-c",
                RUN,
                "check",
                str(folder),
                "--format",
                "jsonl",
                "--jobs",
                str(jobs),
                "--timeout",
                "0",
                "--output",
                out.name,
            ],
            env={**os.environ, "PYTHONPATH": str(tree)},
            check=False,
            stdout=subprocess.DEVNULL,
        )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("old", type=Path)
    ap.add_argument("new", type=Path)
    ap.add_argument("folder", type=Path)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--jobs", type=int, default=1)
    a = ap.parse_args()
    times: dict[Path, list[float]] = {a.old: [], a.new: []}
    for _ in range(a.rounds):
        for tree in times:
            times[tree].append(cpu_seconds(tree, a.folder, a.jobs))
    old, new = (statistics.median(times[t]) for t in (a.old, a.new))
    for tree, label in ((a.old, "old"), (a.new, "new")):
        print(
            f"{label}  {tree}: median {statistics.median(times[tree]):.2f} CPU s "
            f"({', '.join(f'{x:.2f}' for x in times[tree])})"
        )
    print(f"new / old: {new / old:.3f}")


if __name__ == "__main__":
    main()
