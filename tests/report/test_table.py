"""The trick table is written directly (no column-type guessing): it must be what tabulate's
``simple`` format wrote for the same cells, its numeric columns right-aligned.  tabulate is no
longer a dependency: ``data/simple_tables.json`` holds tables and wrapped cells it wrote (version
0.10, random cells of the alphabet below, seeded), and the own writer must still write them."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shengji_cli.report.table import cell_table, simple_table, text_cell, words_cell
from shengji_cli.report.wrap import Words, fit_table, wrap_breaking

TABULATED: dict[str, list[dict[str, Any]]] = json.loads(
    (Path(__file__).parent / "data" / "simple_tables.json").read_text(encoding="utf-8")
)
"""``tables``: headers (or none), rows, the right-aligned columns and the table tabulate wrote;
``wrapped``: a text, a width and the cell tabulate's ``maxcolwidths`` made of it."""
WORD = st.text(
    alphabet=st.sampled_from(list("AKQJ109 NSEW♠♥♣♦北东南西（）赢家-")), min_size=1, max_size=8
).filter(lambda w: w.strip() == w)
"""A line of a cell as the report's cells hold them: not empty, no space at either end."""
CELL = st.lists(WORD, min_size=1, max_size=3).map("\n".join)
HEADER = WORD.filter(lambda h: any(ch.isalpha() for ch in h))
"""A column's name (never a number: seat names and the catalog's words)."""


@pytest.mark.parametrize("case", TABULATED["tables"], ids=range(len(TABULATED["tables"])))
def test_simple_table_is_tabulates_simple_format(case: dict[str, Any]) -> None:
    """Headed tables (a number, cells of several lines, a number) and, without headers, the
    summary's totals (a label and a number a row, ruled above and below)."""
    assert simple_table(case["rows"], case["headers"], right=case["right"]) == case["table"]


@pytest.mark.parametrize("case", TABULATED["wrapped"], ids=range(len(TABULATED["wrapped"])))
def test_wrap_breaking_is_tabulates_maxcolwidths(case: dict[str, Any]) -> None:
    assert wrap_breaking(case["text"], case["columns"]) == case["wrapped"]


@given(st.lists(st.sampled_from([*"abc -,.\n", "well-known"]), max_size=40).map("".join))
def test_wrap_breaking_of_narrow_text_is_textwraps(text: str) -> None:
    """Of text whose every character takes one column, textwrap's own lines (where no word is
    wider than a line: there tabulate's copy of textwrap cut words its own way, which the
    frozen cases hold)."""
    longest = max(map(len, text.split()), default=0)
    for columns in (c for c in (5, 13, 30) if c >= longest):
        lines = [textwrap.wrap(line, columns) for line in text.splitlines() if line.strip()]
        assert wrap_breaking(text, columns) == "\n".join("\n".join(w) for w in lines)


CARD_WORD = st.sampled_from(
    ["♠A", "♠10", "♥3", "BJ", "LJ", "->", "(ruff)", "(将吃)", "(over-ruff)", "北"]
)


SEAT = st.sampled_from(["N", "E", "北", "NorthSeat", "West_Player2"])


@settings(max_examples=500, deadline=None)
@given(
    st.integers(1, 5).flatmap(
        lambda n: st.tuples(
            st.lists(HEADER, min_size=n + 4, max_size=n + 4),
            st.lists(
                st.tuples(
                    st.integers(0, 300),
                    SEAT,
                    st.lists(st.lists(CARD_WORD, max_size=16).map(tuple), min_size=n, max_size=n),
                    SEAT,
                    st.integers(-50, 400),
                ),
                min_size=1,
                max_size=8,
            ),
        )
    )
)
def test_cell_table_is_the_fitted_simple_table(
    table: tuple[list[str], list[tuple[int, str, list[Words], str, int]]],
) -> None:
    """Drawn from the cells' widths, at once when they fit, or fitted word by word when they do
    not (wide throws, long seat names), the trick table is what ``fit_table`` and ``simple_table``
    make of the words."""
    headers, body = table
    words: list[list[object]] = [
        [number, leader, *cells, winner, points] for number, leader, cells, winner, points in body
    ]
    wrappable = tuple(range(2, len(headers) - 2))
    right = (0, len(headers) - 1)
    columns = [
        [words_cell(c) if i in wrappable else text_cell(str(c)) for c in col]
        for i, col in enumerate(zip(*words, strict=True))
    ]
    expected = simple_table(fit_table(words, headers, wrappable), headers, right)
    assert cell_table(columns, headers, wrappable, right) == expected


def test_a_cell_of_several_lines_is_drawn_by_the_plain_definition() -> None:
    headers = ["#", "seat", "N"]
    rows: list[list[object]] = [[1, "a\nb", ("♠A", "♠K")], [2, "c", ("♥3",)]]
    columns = [
        [text_cell("1"), text_cell("2")],
        [text_cell("a\nb"), text_cell("c")],
        [words_cell(("♠A", "♠K")), words_cell(("♥3",))],
    ]
    assert cell_table(columns, headers, (2,), (0,)) == simple_table(
        fit_table(rows, headers, (2,)), headers, (0,)
    )
    assert "  1  a       ♠A ♠K\n     b" in cell_table(columns, headers, (2,), (0,))
