"""Run the importer fuzzer (``tests/fuzz/importers.py``) for a given time, in this one process
(one core), random inputs every run; print how many inputs each format tried and every failure.

    python scripts/fuzz_importers.py --minutes 30

Exit status 1 when a property failed (each failure is shown shrunk, with its traceback).
"""

from __future__ import annotations

import argparse
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import cast

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from fuzz.importers import BASES, files, holds_for_file  # noqa: E402
from hypothesis import HealthCheck, given, settings  # noqa: E402


def _runner(
    fmt: str, batch: int, tried: dict[str, int], rows: dict[str, int]
) -> Callable[[], None]:
    """A hypothesis run of ``batch`` random files of ``fmt``, counting inputs and rows."""

    @settings(
        max_examples=batch,
        deadline=None,
        database=None,
        derandomize=False,
        suppress_health_check=list(HealthCheck),
    )
    @given(files(fmt))
    def run(case: tuple[str, list[bool]]) -> None:
        tried[fmt] += 1
        rows[fmt] += holds_for_file(fmt, *case)

    return cast(Callable[[], None], run)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=30.0)
    parser.add_argument("--batch", type=int, default=200, help="inputs a format per round")
    args = parser.parse_args()
    deadline = time.monotonic() + args.minutes * 60
    tried = dict.fromkeys(BASES, 0)
    rows = dict.fromkeys(BASES, 0)
    failures: list[str] = []
    start = time.process_time()
    while time.monotonic() < deadline:
        for fmt in BASES:
            if time.monotonic() >= deadline:
                break

            run = _runner(fmt, args.batch, tried, rows)
            try:
                run()
            except Exception:  # noqa: BLE001 - a property failed: shown, and the run goes on
                failures.append(traceback.format_exc())
                print(f"FAILURE ({fmt}):\n{failures[-1][-6000:]}", flush=True)
        print(
            f"{time.strftime('%H:%M:%S')} tried {sum(tried.values())} {tried} failures "
            f"{len(failures)}",
            flush=True,
        )
    cpu = time.process_time() - start
    print(
        f"done: {sum(tried.values())} inputs ({tried}), {sum(rows.values())} rows checked, "
        f"{len(failures)} failures, {cpu:.0f} s CPU"
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
