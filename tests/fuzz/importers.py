"""The importer fuzzer: structural mutations of the three JSON-based formats (``json`` records,
``godot`` logs, ``80fen`` season lines), and the properties every file of them must hold.

An input is a file of several units, each the example's (a record line, a log, a match line)
mutated at a few places of its JSON tree — a value replaced by another type, a huge number, deep
nesting, a list emptied or cut, a key dropped or doubled — with unmutated units between them.
Checking it (as ``shengji check`` reads it: :func:`shengji_cli.importers.read`) must:

- raise nothing;
- give every unreadable record a located row (file, line and column; a row of a hand the replay
  cannot judge, file and line), never an internal error
  (an importer's own "cannot be read, please report it" included: that is an escape it caught);
- give every unmutated unit after a mutated one the verdicts it has alone;
- and the records that were read, written as the notation (``convert --to sj``), must read back
  and check to the same verdicts.
"""

from __future__ import annotations

import io
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

from shengji_cli.batch.check import iter_check_units, iter_checked
from shengji_cli.batch.sources import iter_records
from shengji_cli.cli.convert import sj_text
from shengji_cli.core.record import HandRecord
from shengji_cli.core.reports import HandReport
from shengji_cli.importers import RecordGroup, annotate, read
from shengji_cli.notation import ParseError

from .properties import signature

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"

RAW_BIG_NUMBER = "9" * 5000
RAW_DEEP = "[" * 100_000 + "]" * 100_000
_RAW = {
    "\ue000big": RAW_BIG_NUMBER,
    "\ue000deep": RAW_DEEP,
    "\ue000deep-object": '{"a":' * 3000 + "1" + "}" * 3000,
}
"""Text the JSON encoder cannot write (a number past Python's 4,300 digits, nesting past its
recursion): written as a placeholder string, replaced in the text."""


def _units(name: str) -> list[Any]:
    text = (EXAMPLES / name).read_text("utf-8")
    if name.endswith(".godot.json"):
        return [json.loads(text)]
    return [json.loads(line) for line in text.splitlines() if line.strip()]


BASES: dict[str, list[Any]] = {
    "json": _units("json_record.jsonl"),
    "godot": _units("godot_log.godot.json"),
    "80fen": _units("80fen_sample.ndjson"),
}
"""Each format's example units."""
SOURCES = {"json": "fuzz.jsonl", "godot": "fuzz.godot.json", "80fen": "fuzz.ndjson"}

_SCALARS = st.one_of(
    st.sampled_from(
        [
            None,
            True,
            False,
            0,
            -1,
            1,
            2,
            3,
            4,
            14,
            15,
            53,
            54,
            107,
            108,
            10**9,
            -(10**12),
            1.5,
            "",
            "N",
            "Q",
            "P0",
            "SA",
            "BJ",
            "RedJoker",
            "♠A",
            "H10",
            "\x00",
            "\u202e",
            "x" * 500,
        ]
    ),
    st.integers(),
    st.text(max_size=8),
    st.sampled_from(list(_RAW)),
)
_VALUES = st.recursive(
    _SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=5), st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=8,
)


def _paths(value: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path of a JSON tree (keys and indexes), the root's included."""
    out = [at]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*at, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*at, i))
    return out


def _get(value: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        value = value[key]
    return value


@st.composite
def mutated(draw: st.DrawFn, fmt: str) -> Any:
    """One of the format's example units, changed at one to three places."""
    unit = json.loads(json.dumps(draw(st.sampled_from(BASES[fmt]))))
    for _ in range(draw(st.integers(1, 3))):
        paths = _paths(unit)
        path = draw(st.sampled_from(paths))
        if not path:
            unit = draw(_VALUES)
            continue
        parent, key = _get(unit, path[:-1]), path[-1]
        how = draw(st.sampled_from(["replace", "replace", "drop", "double", "cut", "empty"]))
        target = parent[key]
        if how == "replace":
            parent[key] = draw(_VALUES)
        elif how == "drop":
            del parent[key]
        elif how == "double" and isinstance(parent, list):
            parent.insert(key, json.loads(json.dumps(target)))
        elif how == "cut" and isinstance(target, list | str) and target:
            parent[key] = target[: draw(st.integers(0, len(target) - 1))]
        elif how == "empty":
            parent[key] = type(target)() if isinstance(target, list | dict | str) else None
        else:
            parent[key] = draw(_VALUES)
    return unit


def text_of(unit: Any) -> str:
    """A unit as one line of JSON, the placeholders made raw."""
    text = json.dumps(unit, ensure_ascii=False)
    for mark, raw in _RAW.items():
        text = text.replace(json.dumps(mark), raw)
    return text


@st.composite
def files(draw: st.DrawFn, fmt: str) -> tuple[str, list[bool]]:
    """A file of the format: its text, and which of its units were mutated (a godot log is one)."""
    if fmt == "godot":
        return text_of(draw(mutated(fmt))), [True]
    kinds = draw(st.lists(st.booleans(), min_size=2, max_size=4).filter(any))
    lines = [
        text_of(draw(mutated(fmt))) if bad else json.dumps(draw(st.sampled_from(BASES[fmt])))
        for bad in kinds
    ]
    return "\n".join(lines) + "\n", kinds


def _reports(fmt: str, text: str) -> list[tuple[RecordGroup, list[HandReport]]]:
    source = SOURCES[fmt]
    out = []
    for unit in read(fmt, io.BytesIO(text.encode("utf-8")), source):
        out.append((unit, list(iter_check_units([unit], source=source, empty_report=False))))
    return out


_ESCAPES = ("batch.internal", "imp_json.record.failed", "solve.analysis.internal")
"""Message ids that mean an exception was raised where none should be (caught, but a bug)."""


def holds_for_file(fmt: str, text: str, kinds: list[bool]) -> int:
    """Every property of :mod:`this module <.importers>` for one file; the number of rows."""
    units = _reports(fmt, text)
    rows = 0
    for unit, reports in units:
        for item in unit.records:
            if not isinstance(item, HandRecord):
                assert item.line >= 1 and item.column >= 1, item
                _quotes_its_place(item, text)
        for r in reports:
            rows += 1
            e = r.error
            if e is not None:
                assert not e.message.id.startswith(_ESCAPES), (e, text[:2000])
                assert e.line is not None, (e, text[:2000])  # (a hand's own error: no column)
        _converts(unit, reports)
    if fmt != "godot":
        assert len(units) == len(kinds), (len(units), kinds)  # a unit a line: none lost
        for (unit, reports), bad in zip(units, kinds, strict=True):
            if not bad:
                alone = _reports(fmt, text_of(json.loads(_line_of(text, unit))))
                assert signature(reports) == signature(alone[0][1]), text[:2000]
    return rows


def _quotes_its_place(error: ParseError, text: str) -> None:
    """``error`` quotes at most 240 characters of its line: the line, or a window of a long one
    holding the error's place."""
    assert len(error.line_text) <= 240, error
    if error.quote_column is None or not error.line_text:
        return
    line = text.split("\n")[error.line - 1]
    shown = error.line_text[error.quote_column - 1 : error.quote_column]
    assert shown == line[error.column - 1 : error.column].rstrip("\r"), error


def _line_of(text: str, unit: RecordGroup) -> str:
    first = unit.records[0]
    return text.split("\n")[first.line - 1]


def _converts(unit: RecordGroup, reports: list[HandReport]) -> None:
    """The unit's records, written as the notation, read back and check as they did."""
    records = [r for r in unit.records if isinstance(r, HandRecord)]
    if not records or len(records) != len(unit.records):
        return
    if any(not list(iter_records(sj_text([r], True), "fuzz.sj")) for r in records):
        return  # a record of nothing the notation writes (``{}``): ``convert`` refuses it
    text = sj_text(records, True)
    again = list(iter_records(text, "fuzz.sj"))
    assert all(isinstance(r, HandRecord) for r in again), (again, text[:3000])
    rechecked = [
        annotate(r, unit) for r in iter_checked(again, unit.variant, "fuzz.sj", match=unit.match)
    ]
    assert signature(rechecked) == signature(reports), (
        signature(rechecked),
        signature(reports),
        text[:3000],
    )


FUZZED: dict[str, Callable[[], st.SearchStrategy[tuple[str, list[bool]]]]] = {
    fmt: (lambda fmt=fmt: files(fmt)) for fmt in BASES
}  # type: ignore[misc]
