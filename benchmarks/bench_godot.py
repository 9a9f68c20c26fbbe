"""Benchmark the godot importer on long logs (issue 27, item 5): the example's round repeated
``--rounds`` times, pretty-printed (a line a value) or on one line; and a one-line log of
``--bad`` rounds that cannot be mapped.  Files are written in a temporary folder.

    python benchmarks/bench_godot.py [--rounds 400 1001] [--bad 20000] [--import-only]

For each file: the CPU seconds of reading it (every round built) and of checking it
(``check_file``, the match replayed), and for the bad log the largest quote an error row
carries.  Run from another checkout's folder (``PYTHONPATH=OTHER``) to compare builds.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "godot_log.godot.json"


def log(rounds: int, indent: int | None) -> str:
    """The example log with its round played ``rounds`` times."""
    doc: dict[str, Any] = json.loads(EXAMPLE.read_text("utf-8"))
    one = doc["rounds"][0]
    doc["rounds"] = [dict(one, round_num=i + 1) for i in range(rounds)]
    return json.dumps(doc, indent=indent, ensure_ascii=False)


def bad_log(rounds: int) -> str:
    """A one-line log of ``rounds`` rounds, each its header alone (no ``debug``: not mapped)."""
    doc: dict[str, Any] = json.loads(EXAMPLE.read_text("utf-8"))
    one = {
        k: v
        for k, v in doc["rounds"][0].items()
        if k in ("rank", "dealer", "trump_suit", "team_ranks")
    }
    doc["rounds"] = [dict(one, round_num=i + 1) for i in range(rounds)]
    return json.dumps(doc, ensure_ascii=False)


def cpu(task: Any) -> tuple[float, Any]:
    start = time.process_time()
    out = task()
    return time.process_time() - start, out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, nargs="*", default=[400, 1001])
    parser.add_argument("--bad", type=int, default=20_000)
    parser.add_argument(
        "--import-only", action="store_true", help="read the logs, do not check them"
    )
    args = parser.parse_args()
    from shengji_cli.batch.check import check_file
    from shengji_cli.importers import godot

    with tempfile.TemporaryDirectory() as folder:
        cases = [(f"{n} rounds, indented", log(n, 1)) for n in args.rounds]
        cases += [(f"{n} rounds, one line", log(n, None)) for n in args.rounds]
        for name, text in cases:
            path = Path(folder) / f"{name.replace(' ', '_').replace(',', '')}.godot.json"
            path.write_text(text, "utf-8")
            read, units = cpu(lambda path=path: godot.loads(path.read_bytes(), str(path)))
            line = f"{name}: {len(text) / 1e6:.1f} MB, read {read:.2f} s CPU"
            if not args.import_only:
                checked, reports = cpu(lambda path=path: check_file(path))
                line += f", checked {checked:.2f} s CPU ({len(reports)} rows)"
            print(line, flush=True)
        if args.bad:
            path = Path(folder) / "bad.godot.json"
            path.write_text(bad_log(args.bad), "utf-8")
            read, units = cpu(lambda: godot.loads(path.read_bytes(), str(path)))
            quotes = [len(getattr(r, "line_text", "")) for u in units for r in u.records]
            checked, reports = cpu(lambda: check_file(path))
            rows = sum(len(str(r.error)) for r in reports if r.error is not None)
            print(
                f"{args.bad} bad rounds on one line ({path.stat().st_size / 1e6:.1f} MB): read "
                f"{read:.2f} s CPU, "
                f"{len(quotes)} errors, the longest quote {max(quotes)} characters; checked "
                f"{checked:.2f} s CPU, "
                f"{rows / 1e6:.1f} MB of errors",
                flush=True,
            )


if __name__ == "__main__":
    main()
