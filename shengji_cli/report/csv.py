"""The CSV report: one row per hand (language-neutral, as the JSON is)."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..core.findings import HandReport
from .json import error_text

CSV_FIELDS = ("file", "hand", "variant", "ok", "violations", "kinds", "defenders_points", "bottom_points",
              "bottom_multiplier", "result_side", "result_levels", "next_dealer", "error")


def csv_row(r: HandReport) -> dict[str, Any]:
    """One CSV row per hand."""
    return {
        "file": r.source, "hand": r.hand, "variant": r.variant, "ok": r.ok,
        "violations": len(r.violations), "kinds": ";".join(sorted({f.kind for f in r.violations})),
        "defenders_points": r.defenders_points,
        "bottom_points": r.bottom.points if r.bottom else "", "bottom_multiplier": r.bottom.multiplier if r.bottom else "",
        "result_side": r.result.side if r.result else "", "result_levels": r.result.levels if r.result else "",
        "next_dealer": r.result.next_dealer if r.result else "",
        "error": error_text(r.error) if r.error else "",
    }


def csv_line(values: Iterable[Any]) -> str:
    buf = io.StringIO()
    csv.writer(buf, lineterminator="\n").writerow(values)
    return buf.getvalue()


CSV_HEADER = csv_line(CSV_FIELDS)


@dataclass(frozen=True, slots=True)
class CsvRow:
    """A hand's CSV line."""

    def __call__(self, r: HandReport) -> str:
        row = csv_row(r)
        return csv_line(row[k] for k in CSV_FIELDS)
