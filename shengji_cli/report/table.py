"""The tool's one table writer: text tables in tabulate's ``simple`` format, written directly
(tabulate itself is not used).  The columns' kinds are known (numbers right, text left), so
nothing is guessed per cell; the hand report's trick table (:func:`cell_table`) is drawn for
every hand of a batch, and through tabulate it would take the text report to 1.8 times the JSON
lines' time (issue #28).  Every other table is drawn by :func:`simple_table`: the summary's,
``solve``'s choices, the match table, ``throw``'s units, ``variants``.

>>> rows = [[1, "N", "♠A ♠A\\n(ruff)", 20]]
>>> print(simple_table(rows, ["#", "leader", "N", "points"], right=(0, 3)))
  #  leader    N         points
---  --------  ------  --------
  1  N         ♠A ♠A         20
               (ruff)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from itertools import chain, repeat
from operator import attrgetter
from typing import NamedTuple

from .wrap import TABLE_COLUMNS, Words, fit_table, narrow, pack, widest_cap, width

_GAP = "  "
_PAD = 2
"""Two spaces between columns; a column at least two wider than its header."""


def simple_table(
    rows: Sequence[Sequence[object]], headers: Sequence[str] | None, right: Sequence[int] = ()
) -> str:
    """``rows`` under ``headers``, the ``right`` columns right-aligned (numbers), the others
    left-aligned; a cell may hold several lines (``\\n``); no line ends in spaces.  What
    ``tabulate(rows, headers, tablefmt="simple")`` wrote when the ``right`` columns were its
    numeric ones (``tests/report/data/simple_tables.json`` holds its tables).  Without ``headers``
    (``None``), a rule above and below, as tabulate draws it:

    >>> print(simple_table([["files", 3], ["hands", 10]], None, right=(1,)))
    -----  --
    files   3
    hands  10
    -----  --
    """
    texts = [[c if type(c) is str else str(c) for c in row] for row in rows]
    if headers is None:
        heads, pad = [""] * len(texts[0]) if texts else [], 0
    else:
        heads, pad = list(headers), _PAD
    size = _sizer(texts, heads)
    widths = _column_widths(texts, heads, size, pad)
    table = _table(texts, heads, right, widths, size)
    if headers is None:  # no header line: the rule below it drawn above the rows, and below
        rule = table.split("\n", 2)[1]
        return "\n".join([*table.split("\n")[1:], rule])
    return table


def _sizer(texts: list[list[str]], headers: Sequence[str]) -> Callable[[str], int]:
    """How wide a line of the table is: its length when every character takes one column (cards,
    ASCII: one pass over the whole table tells), else :func:`~.wrap.width`."""
    return len if narrow("".join(headers) + "".join(chain.from_iterable(texts))) else width


def _column_widths(
    texts: list[list[str]], headers: Sequence[str], size: Callable[[str], int], pad: int
) -> list[int]:
    """Each column's width: its widest line, at least ``pad`` more than its header."""

    def cell(text: str) -> int:
        return size(text) if "\n" not in text else max(map(size, text.split("\n")))

    columns = list(zip(*texts, strict=True)) if texts else [()] * len(headers)
    return [
        max(size(h) + pad, max(map(cell, col), default=0))
        for h, col in zip(headers, columns, strict=True)
    ]


def _table(
    texts: list[list[str]],
    headers: Sequence[str],
    right: Sequence[int],
    widths: list[int],
    size: Callable[[str], int],
) -> str:
    """The table of cells ``texts`` in columns ``widths`` wide: a row of one line each at once,
    a row of several line by line."""
    pads = [str.rjust if i in right else str.ljust for i in range(len(headers))]

    if size is len:

        def line(row: Sequence[str]) -> str:
            return _GAP.join(
                [pad(t, w) for t, w, pad in zip(row, widths, pads, strict=True)]
            ).rstrip()
    else:

        def line(row: Sequence[str]) -> str:
            # ljust/rjust count characters; a wide character takes two columns
            return _GAP.join(
                [pad(t, w - width(t) + len(t)) for t, w, pad in zip(row, widths, pads, strict=True)]
            ).rstrip()

    out = [line(headers), _GAP.join("-" * w for w in widths)]
    for row in texts:
        if not any("\n" in t for t in row):
            out.append(line(row))
            continue
        cells = [t.split("\n") for t in row]
        height = max(map(len, cells))
        out += [line([c[k] if k < len(c) else "" for c in cells]) for k in range(height)]
    return "\n".join(out)


class Cell(NamedTuple):
    """A cell of :func:`cell_table`: its text, the words it may break into lines between, and
    their widths (measured once: the same cells come again and again)."""

    text: str
    words: Words
    width: int
    widest: int
    """The widest word: the cell cannot be narrower."""
    narrow: bool
    """Every character takes one column (``width == len(text)``)."""


def words_cell(words: Words) -> Cell:
    """A cell of ``words`` joined by spaces, broken between them when its column must wrap."""
    text = " ".join(words)
    size = width(text)
    return Cell(text, words, size, max(map(width, words), default=0), size == len(text))


def text_cell(text: str) -> Cell:
    """A cell of ``text`` that never breaks (a number, a seat)."""
    size = width(text)
    return Cell(text, (text,), size, size, size == len(text))


_TEXT = attrgetter("text")
_WIDTH = attrgetter("width")
_WIDEST = attrgetter("widest")
_NARROW = attrgetter("narrow")


def cell_table(
    columns: Sequence[Sequence[Cell]],
    headers: Sequence[str],
    wrappable: tuple[int, ...],
    right: Sequence[int] = (),
    limit: int = TABLE_COLUMNS,
) -> str:
    """``simple_table(fit_table(rows, headers, wrappable, limit), headers, right)`` for the rows
    whose
    columns are ``columns`` (each cell's :attr:`Cell.words` in the ``wrappable`` columns, its
    text in the others), computed from the cells' widths: the trick table of every hand.

    >>> columns = [[text_cell("1")], [words_cell(("♠A", "♠A"))]]
    >>> print(cell_table(columns, ["#", "N"], (1,), right=(0,)))
      #  N
    ---  -----
      1  ♠A ♠A
    """
    texts = [list(map(_TEXT, col)) for col in columns]
    if any("\n" in "".join(col) for col in texts):  # not a cell of one line: the plain definition
        return _fitted_table(columns, headers, wrappable, right, limit)
    head = [width(h) for h in headers]
    widths = [list(map(_WIDTH, col)) for col in columns]
    natural = _natural(head, widths)
    if sum(natural) + len(_GAP) * (len(headers) - 1) > limit:
        _fit(columns, texts, widths, head, natural, wrappable, limit)
        natural = _natural(head, widths)
    out = [_heading(headers, head, natural, right), _GAP.join("-" * w for w in natural)]
    padded = [
        _padded(columns[i], texts[i], widths[i], natural[i], i in right)
        for i in range(len(headers))
    ]
    out += [_GAP.join(line).rstrip() for line in zip(*padded, strict=True)]
    return "\n".join(out)


def _fitted_table(
    columns: Sequence[Sequence[Cell]],
    headers: Sequence[str],
    wrappable: tuple[int, ...],
    right: Sequence[int],
    limit: int,
) -> str:
    """:func:`cell_table` by its definition: ``simple_table(fit_table(rows, ...))``."""
    rows = [
        [c.words if i in wrappable else c.text for i, c in enumerate(row)]
        for row in zip(*columns, strict=True)
    ]
    return simple_table(fit_table(rows, headers, wrappable, limit), headers, right)


def _heading(
    headers: Sequence[str], head: list[int], natural: list[int], right: Sequence[int]
) -> str:
    """The header line: each header (``head`` columns wide) padded to its column's width."""
    return _GAP.join(
        [
            h.rjust(w - size + len(h)) if i in right else h.ljust(w - size + len(h))
            for i, (h, size, w) in enumerate(zip(headers, head, natural, strict=True))
        ]
    ).rstrip()


def _natural(head: list[int], widths: list[list[int]]) -> list[int]:
    """Each column's width: its widest line, at least two more than its header."""
    return [max(h + _PAD, max(col, default=0)) for h, col in zip(head, widths, strict=True)]


def _padded(
    cells: Sequence[Cell], texts: list[str], widths: list[int], column: int, right: bool
) -> Iterable[str]:
    """A column's lines (``texts``, ``widths`` columns wide) padded to ``column`` columns."""
    if all(map(_NARROW, cells)):  # ljust and rjust count characters: here, columns
        return map(str.rjust if right else str.ljust, texts, repeat(column))
    if right:
        return [" " * (column - size) + t for t, size in zip(texts, widths, strict=True)]
    return [t + " " * (column - size) for t, size in zip(texts, widths, strict=True)]


def _fit(
    columns: Sequence[Sequence[Cell]],
    texts: list[list[str]],
    widths: list[list[int]],
    head: list[int],
    natural: list[int],
    wrappable: tuple[int, ...],
    limit: int,
) -> None:
    """Break the cells of the ``wrappable`` columns as :func:`~.wrap.fit_table` does (their
    words, widest columns first) and put each line of a row on a line of its own in ``texts``
    and ``widths`` (the table's lines, column by column)."""
    n = len(head)
    fixed = sum(natural[i] for i in range(n) if i not in wrappable) + len(_GAP) * (n - 1)
    floor = {i: max(head[i] + _PAD, max(map(_WIDEST, columns[i]), default=0)) for i in wrappable}
    cap = widest_cap(natural, floor, wrappable, limit - fixed)
    broken: dict[int, dict[int, list[str]]] = {}
    for i in wrappable:
        most = max(cap, floor[i])
        for k, c in enumerate(columns[i]):
            if c.width > most:
                broken.setdefault(k, {})[i] = pack(c.words, most).split("\n")
    for k in sorted(broken, reverse=True):  # from the last row: the rows before keep their places
        lines = broken[k]
        height = max(map(len, lines.values()))
        for i in range(n):
            got = lines.get(i)
            if got is None:
                texts[i][k + 1 : k + 1] = [""] * (height - 1)
                widths[i][k + 1 : k + 1] = [0] * (height - 1)
            else:
                got += [""] * (height - len(got))
                texts[i][k : k + 1] = got
                widths[i][k : k + 1] = [width(line) for line in got]
