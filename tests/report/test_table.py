"""The trick table is written directly (no column-type guessing): it must be what tabulate's
``simple`` format writes for the same cells, its numeric columns right-aligned."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from tabulate import tabulate

from shengji_cli.report.table import simple_table

WORD = st.text(alphabet=st.sampled_from(list("AKQJ109 NSEW♠♥♣♦北东南西（）赢家-")), min_size=1, max_size=8).filter(
    lambda w: w.strip() == w)
"""A line of a cell as the report's cells hold them: not empty, no space at either end."""
CELL = st.lists(WORD, min_size=1, max_size=3).map("\n".join)
HEADER = WORD.filter(lambda h: any(ch.isalpha() for ch in h))
"""A column's name (never a number: seat names and the catalog's words)."""


@settings(max_examples=300, deadline=None)
@given(st.integers(1, 5).flatmap(lambda n: st.tuples(
    st.lists(HEADER, min_size=n + 2, max_size=n + 2),
    st.lists(st.tuples(st.integers(0, 300), st.lists(CELL, min_size=n, max_size=n), st.integers(-50, 400)),
             min_size=1, max_size=6))))
def test_simple_table_is_tabulates_simple_format(table: tuple[list[str], list[tuple[int, list[str], int]]]) -> None:
    headers, body = table
    rows = [[number, *cells, points] for number, cells, points in body]
    text_columns = list(range(1, len(headers) - 1))
    expected = tabulate(rows, headers=headers, tablefmt="simple", disable_numparse=text_columns)
    assert simple_table(rows, headers, right=(0, len(headers) - 1)) == expected
