"""Benchmark the 80fen season importer on a 100,000-hand file: the sample's lines repeated,
gzipped, in a temporary folder (never in the repository).

    python benchmarks/bench_80fen.py [--hands 100000] [--variant national] [--sample PATH]

Each timed run is a fresh process reporting its time and peak memory:

- *import*: :func:`shengji_cli.importers.fen80.iter_units` over the file, every record built;
- *check, library*: the same, each match checked (``batch.check.iter_checked``) in one process;
- *check, command*: ``shengji check --from 80fen FILE --jobs 1`` and ``--jobs 2`` (through
  ``bench_check``'s runner), when this build's ``check`` has ``--from``.
"""

from __future__ import annotations

import argparse
import gzip
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench_check import timed

ROOT = Path(__file__).resolve().parent.parent
SAMPLE_PARTS = ("shared", "corpora", "80fen", "season-sample.ndjson.gz")


def find_sample() -> Path:
    for base in (ROOT.parent, ROOT.parent.parent):
        path = base.joinpath(*SAMPLE_PARTS)
        if path.is_file():
            return path
    sys.exit(
        "the 80fen sample (../shared/corpora/80fen/season-sample.ndjson.gz) is not there: give "
        "--sample"
    )


def build(sample: Path, hands: int, out: Path) -> int:
    """Write ``hands`` one-hand match lines (the sample's, over and over) to ``out``, gzipped."""
    with gzip.open(sample, "rb") as f:
        lines = [line.rstrip(b"\n") + b"\n" for line in f if line.strip()]
    with gzip.open(out, "wb", compresslevel=6) as f:
        for i in range(hands):
            f.write(lines[i % len(lines)])
    return out.stat().st_size


def child(path: str, variant: str | None) -> None:
    """Import (and with ``variant``, check) the file in this process; print time and peak memory."""
    from shengji_cli.batch.check import iter_checked
    from shengji_cli.importers.fen80 import iter_units

    start = time.perf_counter()
    hands = findings = 0
    with open(path, "rb") as f:
        for unit in iter_units(f, path):
            hands += len(unit.records)
            if variant is not None:
                for report in iter_checked(unit.records, variant, path, match=unit.match):
                    findings += len(report.violations) + (report.error is not None)
    elapsed = time.perf_counter() - start
    scale = 1 if sys.platform == "darwin" else 1024  # ru_maxrss: bytes on macOS, KiB on Linux
    print(
        json.dumps(
            {
                "seconds": elapsed,
                "hands": hands,
                "findings": findings,
                "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * scale / 2**20,
            }
        )
    )


def run_child(path: Path, variant: str | None) -> dict[str, Any]:
    argv = [sys.executable, __file__, "--child", str(path)] + (
        ["--variant", variant] if variant else []
    )
    out = subprocess.run(argv, capture_output=True, text=True, check=True)
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def has_from_option() -> bool:
    out = subprocess.run(
        [sys.executable, "-m", "shengji_cli", "check", "--help"],
        capture_output=True,
        text=True,
        check=False,
    )
    return "--from" in out.stdout


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--hands", type=int, default=100_000)
    ap.add_argument("--variant", default="national")
    ap.add_argument("--sample", type=Path)
    ap.add_argument("--child")
    args = ap.parse_args()
    if args.child:
        child(args.child, args.variant if "--variant" in sys.argv else None)
        return
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "season.ndjson.gz"
        size = build(args.sample or find_sample(), args.hands, path)
        print(f"{args.hands} hands, {size / 2**20:.1f} MB gzipped")
        imp = run_child(path, None)
        print(
            f"import:          {imp['seconds']:7.1f} s  {imp['hands'] / imp['seconds']:8.0f} "
            f"hands/s  "
            f"peak {imp['peak_mb']:.0f} MB"
        )
        lib = run_child(path, args.variant)
        print(
            f"check, library:  {lib['seconds']:7.1f} s  {lib['hands'] / lib['seconds']:8.0f} "
            f"hands/s  "
            f"peak {lib['peak_mb']:.0f} MB  ({lib['findings']} findings, --variant {args.variant})"
        )
        if not has_from_option():
            print("check, command: this build's `shengji check` has no --from")
            return
        runs = {}
        for jobs in (1, 2):
            out = Path(tmp) / f"out{jobs}.jsonl"
            runs[jobs] = r = timed(
                [
                    "check",
                    "--from",
                    "80fen",
                    str(path),
                    "--variant",
                    args.variant,
                    "--jobs",
                    str(jobs),
                    "--format",
                    "jsonl",
                    "--output",
                    str(out),
                ]
            )
            print(
                f"check --jobs {jobs}:  {r['seconds']:7.1f} s  {args.hands / r['seconds']:8.0f} "
                f"hands/s  "
                f"parent {r['parent_mb']:.0f} MB, largest worker {r['worker_mb']:.0f} MB"
            )
        print(f"--jobs 2 is {runs[1]['seconds'] / runs[2]['seconds']:.2f}x --jobs 1")


if __name__ == "__main__":
    main()
