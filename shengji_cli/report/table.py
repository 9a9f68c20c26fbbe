"""Text tables in tabulate's ``simple`` format, written directly: the columns' kinds are known
(numbers right, text left), so nothing is guessed per cell — the hand report's trick table is
drawn for every hand of a batch.

>>> print(simple_table([[1, "N", "♠A ♠A\\n(ruff)", 20]], ["#", "leader", "N", "points"], right=(0, 3)))
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
    rows: Sequence[Sequence[object]], headers: Sequence[str], right: Sequence[int] = ()
) -> str:
    """``rows`` under ``headers``, the ``right`` columns right-aligned (numbers), the others
    left-aligned; a cell may hold several lines (``\\n``); no line ends in spaces.  What ``tabulate(rows, headers,
    tablefmt="simple")`` writes when the ``right`` columns are its numeric ones."""
    texts = [[c if type(c) is str else str(c) for c in row] for row in rows]
    size = _sizer(texts, headers)
    return _table(texts, headers, right, _column_widths(texts, headers, size), size)


def _sizer(texts: list[list[str]], headers: Sequence[str]) -> Callable[[str], int]:
    """How wide a line of the table is: its length when every character takes one column (cards,
    ASCII: one pass over the whole table tells), else :func:`~.wrap.width`."""
    return len if narrow("".join(headers) + "".join(chain.from_iterable(texts))) else width


def _column_widths(
    texts: list[list[str]], headers: Sequence[str], size: Callable[[str], int]
) -> list[int]:
    def cell(text: str) -> int:
        return size(text) if "\n" not in text else max(map(size, text.split("\n")))

    columns = list(zip(*texts, strict=True)) if texts else [()] * len(headers)
    return [
        max(size(h) + _PAD, max(map(cell, col), default=0))
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
) -> str:
    """``simple_table(fit_table(rows, headers, wrappable), headers, right)`` for the rows whose
    columns are ``columns`` (each cell's :attr:`Cell.words` in the ``wrappable`` columns, its
    text in the others), computed from the cells' widths: the trick table of every hand.

    >>> print(cell_table([[text_cell("1")], [words_cell(("♠A", "♠A"))]], ["#", "N"], (1,), right=(0,)))
      #  N
    ---  -----
      1  ♠A ♠A
    """
    n = len(headers)
    texts = [list(map(_TEXT, col)) for col in columns]
    if any("\n" in "".join(col) for col in texts):  # not a cell of one line: the plain definition
        rows = [
            [c.words if i in wrappable else c.text for i, c in enumerate(row)]
            for row in zip(*columns, strict=True)
        ]
        return simple_table(fit_table(rows, headers, wrappable), headers, right)
    head = [width(h) for h in headers]
    widths = [list(map(_WIDTH, col)) for col in columns]
    natural = [max(h + _PAD, max(col, default=0)) for h, col in zip(head, widths, strict=True)]
    if sum(natural) + len(_GAP) * (n - 1) > TABLE_COLUMNS:
        _fit(columns, texts, widths, head, natural, wrappable)
        natural = [max(h + _PAD, max(col, default=0)) for h, col in zip(head, widths, strict=True)]
    pads = [str.rjust if i in right else str.ljust for i in range(n)]
    out = [
        _GAP.join(
            [
                pad(h, w - size + len(h))
                for h, size, w, pad in zip(headers, head, natural, pads, strict=True)
            ]
        ).rstrip(),
        _GAP.join("-" * w for w in natural),
    ]
    padded: list[Iterable[str]] = []
    for i in range(n):
        w, col = natural[i], texts[i]
        if all(map(_NARROW, columns[i])):  # ljust and rjust count characters: here, columns
            padded.append(map(pads[i], col, repeat(w)))
        elif i in right:
            padded.append([" " * (w - size) + t for t, size in zip(col, widths[i], strict=True)])
        else:
            padded.append([t + " " * (w - size) for t, size in zip(col, widths[i], strict=True)])
    out += [_GAP.join(line).rstrip() for line in zip(*padded, strict=True)]
    return "\n".join(out)


def _fit(
    columns: Sequence[Sequence[Cell]],
    texts: list[list[str]],
    widths: list[list[int]],
    head: list[int],
    natural: list[int],
    wrappable: tuple[int, ...],
) -> None:
    """Break the cells of the ``wrappable`` columns as :func:`~.wrap.fit_table` does (their
    words, widest columns first) and put each line of a row on a line of its own in ``texts``
    and ``widths`` (the table's lines, column by column)."""
    n = len(head)
    fixed = sum(natural[i] for i in range(n) if i not in wrappable) + len(_GAP) * (n - 1)
    floor = {i: max(head[i] + _PAD, max(map(_WIDEST, columns[i]), default=0)) for i in wrappable}
    cap = widest_cap(natural, floor, wrappable, TABLE_COLUMNS - fixed)
    broken: dict[int, dict[int, list[str]]] = {}
    for i in wrappable:
        limit = max(cap, floor[i])
        for k, c in enumerate(columns[i]):
            if c.width > limit:
                broken.setdefault(k, {})[i] = pack(c.words, limit).split("\n")
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
