"""The trick table is written directly (no column-type guessing): it must be what tabulate's
``simple`` format writes for the same cells, its numeric columns right-aligned."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from tabulate import tabulate

from shengji_cli.report.table import cell_table, simple_table, text_cell, words_cell
from shengji_cli.report.wrap import Words, fit_table

WORD = st.text(
    alphabet=st.sampled_from(list("AKQJ109 NSEW♠♥♣♦北东南西（）赢家-")), min_size=1, max_size=8
).filter(lambda w: w.strip() == w)
"""A line of a cell as the report's cells hold them: not empty, no space at either end."""
CELL = st.lists(WORD, min_size=1, max_size=3).map("\n".join)
HEADER = WORD.filter(lambda h: any(ch.isalpha() for ch in h))
"""A column's name (never a number: seat names and the catalog's words)."""


@settings(max_examples=300, deadline=None)
@given(
    st.integers(1, 5).flatmap(
        lambda n: st.tuples(
            st.lists(HEADER, min_size=n + 2, max_size=n + 2),
            st.lists(
                st.tuples(
                    st.integers(0, 300),
                    st.lists(CELL, min_size=n, max_size=n),
                    st.integers(-50, 400),
                ),
                min_size=1,
                max_size=6,
            ),
        )
    )
)
def test_simple_table_is_tabulates_simple_format(
    table: tuple[list[str], list[tuple[int, list[str], int]]],
) -> None:
    headers, body = table
    rows = [[number, *cells, points] for number, cells, points in body]
    text_columns = list(range(1, len(headers) - 1))
    expected = tabulate(rows, headers=headers, tablefmt="simple", disable_numparse=text_columns)
    assert simple_table(rows, headers, right=(0, len(headers) - 1)) == expected


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


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(HEADER, st.integers(-50, 100_000)), min_size=1, max_size=8))
def test_a_table_without_headers_is_tabulates_too(rows: list[tuple[str, int]]) -> None:
    """The summary's totals: a label and a number a row, ruled above and below."""
    expected = tabulate([list(r) for r in rows], tablefmt="simple", disable_numparse=[0])
    assert simple_table(rows, None, right=(1,)) == expected
