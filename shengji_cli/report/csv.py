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

from ..core.reports import HandReport
from ..core.vocab import LevelChange
from .errors import input_error_line, printable, shown_name

_RULED_CHANGE_FIELDS = (
    "ruled_result_side",
    "ruled_result_levels",
    "ruled_result_max_side",
    "ruled_result_max_levels",
)
RULED_FIELDS = (
    "ruled_differs",
    "ruled_points",
    "ruled_points_max",
    *_RULED_CHANGE_FIELDS,
    "ruled_next_dealer",
)
"""The ruled result's columns (docs/rules.md §11), after the others."""
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
    *RULED_FIELDS,
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
    return (
        {
            "file": shown_name(r.source),
            "hand": r.hand,
            "variant": r.variant,
            "ok": r.ok,
            "violations": len(r.violations),
            "kinds": ";".join(sorted({f.kind for f in r.violations})),
            "defenders_points": r.defenders_points,
            "error": input_error_line(r.error) if r.error else None,
            "status": r.status,
            "complete": r.complete if r.error is None else None,
        }
        | _bottom_cells(r)
        | _result_cells(r)
        | _first_violation_cells(r)
        | ruled_row(r)
    )


def _bottom_cells(r: HandReport) -> dict[str, Any]:
    b = r.bottom
    if b is None:
        return {"bottom_points": None, "bottom_multiplier": None}
    return {"bottom_points": b.points, "bottom_multiplier": b.multiplier}


def _result_cells(r: HandReport) -> dict[str, Any]:
    res = r.result
    if res is None:
        return {"result_side": None, "result_levels": None, "next_dealer": None}
    return {"result_side": res.side, "result_levels": res.levels, "next_dealer": res.next_dealer}


def _first_violation_cells(r: HandReport) -> dict[str, Any]:
    if not r.violations:
        return {"kind": None, "trick": None, "seat": None}
    first = r.violations[0]
    return {"kind": first.kind, "trick": first.trick, "seat": first.seat}


def ruled_row(r: HandReport) -> dict[str, Any]:
    """The ``ruled_*`` columns: the result as the referee rules it (both ends of a range)."""
    ruled = r.ruled
    if ruled is None:
        return dict.fromkeys(RULED_FIELDS)
    points, change = ruled.points, ruled.change
    return {
        "ruled_differs": ruled.differs,
        "ruled_points": points[0] if points else None,
        "ruled_points_max": points[1] if points else None,
        "ruled_next_dealer": ruled.next_dealer,
    } | _ruled_change_cells(change)


def _ruled_change_cells(change: tuple[LevelChange, LevelChange] | None) -> dict[str, Any]:
    """Both ends of the ruled level change (empty when not known)."""
    if not change:
        return dict.fromkeys(_RULED_CHANGE_FIELDS)
    low, high = change
    return {
        "ruled_result_side": low.side,
        "ruled_result_levels": low.levels,
        "ruled_result_max_side": high.side,
        "ruled_result_max_levels": high.levels,
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
