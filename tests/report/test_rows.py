"""Properties of the per-hand rows and tables: a CSV row is one line whatever the input holds,
its booleans are ``true``/``false``; a table fitted to 100 columns keeps every word."""

from __future__ import annotations

import csv
import io
import json

from hypothesis import given
from hypothesis import strategies as st

from shengji_cli.core.messages import Msg
from shengji_cli.core.reports import HandReport, InputError
from shengji_cli.core.vocab import Status
from shengji_cli.report.csv import CSV_FIELDS, CsvRow
from shengji_cli.report.json import hand_dict
from shengji_cli.report.table import simple_table
from shengji_cli.report.wrap import TABLE_COLUMNS, Words, fit_table, width

TEXT = st.text(st.characters(codec="utf-8"), max_size=40)


@given(TEXT, TEXT, st.integers(1, 10_000), st.one_of(st.none(), st.integers(1, 99)))
def test_an_error_row_is_one_csv_line_and_reads_back(
    source: str, line_text: str, line: int, column: int | None
) -> None:
    e = InputError(source, Msg.of("batch.cannot-read", reason=line_text), line, column, line_text)
    r = HandReport(source=source, hand=1, variant="national", variant_version="1.0", error=e)
    row = CsvRow()(r)
    assert row.endswith("\n") and len(row.splitlines()) == 1
    [cells] = list(csv.reader(io.StringIO(row)))
    got = dict(zip(CSV_FIELDS, cells, strict=True))
    assert got["ok"] == "false" and got["status"] == Status.UNREADABLE and got["complete"] == ""
    # The JSON keeps the same error as data, its place as numbers.
    error = json.loads(json.dumps(hand_dict(r)))["error"]
    assert (error["line"], error["column"], error["kind"]) == (line, column, "file")
    assert "\n" not in error["message"] and (error["source_line"] is None) == (line_text == "")


WORD = st.sampled_from(
    ["♠A", "♥10", "->", "-> ♦K", "(ruff)", "(over-ruff)", "(将吃)", "(垫牌)", "BJ", "♣2"]
)


@given(
    st.lists(
        st.lists(st.lists(WORD, max_size=20).map(tuple), min_size=4, max_size=4),
        min_size=1,
        max_size=6,
    )
)
def test_a_fitted_trick_table_keeps_every_word_within_100_columns(plays: list[list[Words]]) -> None:
    headers = ["#", "leader", "N", "W", "S", "E", "winner", "points"]
    rows: list[list[object]] = [[i + 1, "N", *p, "S", 100] for i, p in enumerate(plays)]
    fitted = fit_table(rows, headers, (2, 3, 4, 5))
    table = simple_table(fitted, headers, right=(0, 7))
    assert max(map(width, table.splitlines())) <= TABLE_COLUMNS
    for row, fit in zip(rows, fitted, strict=True):
        for i in (2, 3, 4, 5):
            assert str(fit[i]).replace("\n", " ") == " ".join(row[i])  # type: ignore[arg-type]


@given(
    st.lists(
        st.tuples(
            st.text("ab/c 的。", min_size=1, max_size=150),
            st.text("xy z：错", min_size=1, max_size=200),
        ),
        min_size=1,
        max_size=5,
    )
)
def test_a_fitted_table_of_long_paths_and_errors_keeps_every_character(
    rows: list[tuple[str, str]],
) -> None:
    headers = ["file", "error"]
    fitted = fit_table(rows, headers, (0, 1))
    table = simple_table(fitted, headers)
    assert max(map(width, table.splitlines())) <= TABLE_COLUMNS
    for row, fit in zip(rows, fitted, strict=True):
        for i in (0, 1):
            assert "".join(str(fit[i]).split()) == "".join(row[i].split())
