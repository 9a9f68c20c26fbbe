"""The CSV report: one row per hand (language-neutral, as the JSON is).

Every cell is one line (a file name's or an error's control characters escaped, as in the text
report), booleans are ``true``/``false`` as in the JSON, and an empty cell is a value unknown.
The columns of earlier versions keep their places; ``status``, ``complete`` and the first
violation's ``kind``, ``trick`` and ``seat`` come after them, then the ruled result's
``ruled_*`` columns (docs/rules.md §11: both ends of a range).

>>> from shengji_cli.batch.check import check_text
>>> r = check_text("level: 2\\ntrump: NT\\n1. N BJ | W LJ | S S2 | E H3\\n", source="a.sj")[0]
>>> print(CSV_HEADER + CsvRow()(r), end="")
file,hand,variant,ok,violations,kinds,defenders_points,bottom_points,bottom_multiplier,result_side,result_levels,next_dealer,error,status,complete,kind,trick,seat,ruled_differs,ruled_points,ruled_points_max,ruled_result_side,ruled_result_levels,ruled_result_max_side,ruled_result_max_levels,ruled_next_dealer
a.sj,1,national,false,0,,,,,,,,,incomplete,false,,,,false,,,,,,,
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..core.findings import HandReport
from .errors import input_error_line, printable, shown_name

CSV_FIELDS = (
    "file",
    "hand",
    "variant",
    "ok",
    "violations",
    "kinds",
    "defenders_points",
    "bottom_points",
    "bottom_multiplier",
    "result_side",
    "result_levels",
    "next_dealer",
    "error",
    "status",
    "complete",
    "kind",
    "trick",
    "seat",
    "ruled_differs",
    "ruled_points",
    "ruled_points_max",
    "ruled_result_side",
    "ruled_result_levels",
    "ruled_result_max_side",
    "ruled_result_max_levels",
    "ruled_next_dealer",
)
ANALYSIS_FIELDS = (
    "analysis_solved",
    "analysis_from_trick",
    "analysis_value",
    "dealer_cost",
    "defenders_cost",
)
"""The columns ``check --analyze`` adds after the others: whether the search finished, the trick it
started from, the defenders' points under best play, each side's total cost (empty: not known)."""


def _cell(value: Any) -> Any:
    """A value as its cell: ``true``/``false``, ``None`` empty, text on one line."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return ""
    if isinstance(value, str):
        return printable(value)
    return value


def csv_row(r: HandReport) -> dict[str, Any]:
    """One CSV row per hand (values as they are; :class:`CsvRow` writes them as cells)."""
    first = r.violations[0] if r.violations else None
    return {
        "file": shown_name(r.source),
        "hand": r.hand,
        "variant": r.variant,
        "ok": r.ok,
        "violations": len(r.violations),
        "kinds": ";".join(sorted({f.kind for f in r.violations})),
        "defenders_points": r.defenders_points,
        "bottom_points": r.bottom.points if r.bottom else None,
        "bottom_multiplier": r.bottom.multiplier if r.bottom else None,
        "result_side": r.result.side if r.result else None,
        "result_levels": r.result.levels if r.result else None,
        "next_dealer": r.result.next_dealer if r.result else None,
        "error": input_error_line(r.error) if r.error else None,
        "status": r.status,
        "complete": r.complete if r.error is None else None,
        "kind": first.kind if first else None,
        "trick": first.trick if first else None,
        "seat": first.seat if first else None,
    } | ruled_row(r)


def ruled_row(r: HandReport) -> dict[str, Any]:
    """The ``ruled_*`` columns: the result as the referee rules it (both ends of a range)."""
    ruled = r.ruled
    points = ruled.points if ruled else None
    change = ruled.change if ruled else None
    return {
        "ruled_differs": ruled.differs if ruled else None,
        "ruled_points": points[0] if points else None,
        "ruled_points_max": points[1] if points else None,
        "ruled_result_side": change[0].side if change else None,
        "ruled_result_levels": change[0].levels if change else None,
        "ruled_result_max_side": change[1].side if change else None,
        "ruled_result_max_levels": change[1].levels if change else None,
        "ruled_next_dealer": ruled.next_dealer if ruled else None,
    }


def analysis_row(r: HandReport) -> dict[str, Any]:
    """The :data:`ANALYSIS_FIELDS` of a hand (all empty when it was not analysed)."""
    a = r.analysis
    if a is None or a.reason is not None:
        return dict.fromkeys(ANALYSIS_FIELDS)
    return {
        "analysis_solved": a.solved,
        "analysis_from_trick": a.from_trick,
        "analysis_value": a.value,
        "dealer_cost": a.dealer_cost,
        "defenders_cost": a.defenders_cost,
    }


def csv_line(values: Iterable[Any]) -> str:
    buf = io.StringIO()
    csv.writer(buf, lineterminator="\n").writerow(values)
    return buf.getvalue()


CSV_HEADER = csv_line(CSV_FIELDS)
CSV_ANALYSIS_HEADER = csv_line(CSV_FIELDS + ANALYSIS_FIELDS)


@dataclass(frozen=True, slots=True)
class CsvRow:
    """A hand's CSV line (``analysis``: with the :data:`ANALYSIS_FIELDS` after the others)."""

    analysis: bool = False

    def __call__(self, r: HandReport) -> str:
        row = csv_row(r)
        if self.analysis:
            row |= analysis_row(r)
            return csv_line(_cell(row[k]) for k in CSV_FIELDS + ANALYSIS_FIELDS)
        return csv_line(_cell(row[k]) for k in CSV_FIELDS)
