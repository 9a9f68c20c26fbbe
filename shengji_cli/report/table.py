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

from collections.abc import Callable, Sequence
from itertools import chain

from .wrap import TABLE_COLUMNS, fit_table, narrow, width

_GAP = "  "
_PAD = 2
"""Two spaces between columns; a column at least two wider than its header."""


def simple_table(rows: Sequence[Sequence[object]], headers: Sequence[str], right: Sequence[int] = ()) -> str:
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


def _column_widths(texts: list[list[str]], headers: Sequence[str], size: Callable[[str], int]) -> list[int]:
    def cell(text: str) -> int:
        return size(text) if "\n" not in text else max(map(size, text.split("\n")))

    columns = list(zip(*texts, strict=True)) if texts else [()] * len(headers)
    return [max(size(h) + _PAD, max(map(cell, col), default=0)) for h, col in zip(headers, columns, strict=True)]


def _table(texts: list[list[str]], headers: Sequence[str], right: Sequence[int], widths: list[int],
           size: Callable[[str], int]) -> str:
    """The table of cells ``texts`` in columns ``widths`` wide: a row of one line each at once,
    a row of several line by line."""
    pads = [str.rjust if i in right else str.ljust for i in range(len(headers))]

    if size is len:
        def line(row: Sequence[str]) -> str:
            return _GAP.join([pad(t, w) for t, w, pad in zip(row, widths, pads, strict=True)]).rstrip()
    else:
        def line(row: Sequence[str]) -> str:
            # ljust/rjust count characters; a wide character takes two columns
            return _GAP.join([pad(t, w - width(t) + len(t))
                              for t, w, pad in zip(row, widths, pads, strict=True)]).rstrip()

    out = [line(headers), _GAP.join("-" * w for w in widths)]
    for row in texts:
        if not any("\n" in t for t in row):
            out.append(line(row))
            continue
        cells = [t.split("\n") for t in row]
        height = max(map(len, cells))
        out += [line([c[k] if k < len(c) else "" for c in cells]) for k in range(height)]
    return "\n".join(out)


def fitted_table(rows: Sequence[Sequence[str | int]], headers: Sequence[str], wrappable: tuple[int, ...],
                 words: Sequence[Sequence[object]], right: Sequence[int] = ()) -> str:
    """:func:`simple_table` of ``fit_table(words, headers, wrappable)``, where ``rows`` are
    ``words`` with each :data:`~.wrap.Words` cell joined by spaces.  When every cell fits whole
    (a trick table without a wide throw), the table is drawn from ``rows`` at once.

    >>> print(fitted_table([[1, "♠A ♠A"]], ["#", "N"], (1,), [[1, ("♠A", "♠A")]], right=(0,)))
      #  N
    ---  -----
      1  ♠A ♠A
    """
    texts = [[c if type(c) is str else str(c) for c in row] for row in rows]
    size = _sizer(texts, headers)
    natural = _column_widths(texts, headers, size)
    if sum(natural) + len(_GAP) * (len(headers) - 1) <= TABLE_COLUMNS:
        return _table(texts, headers, right, natural, size)
    return simple_table(fit_table(words, headers, wrappable), headers, right)
