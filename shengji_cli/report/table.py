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

from collections.abc import Sequence

from .wrap import width

_GAP = "  "
_PAD = 2
"""Two spaces between columns; a column at least two wider than its header."""


def simple_table(rows: Sequence[Sequence[object]], headers: Sequence[str], right: Sequence[int] = ()) -> str:
    """``rows`` under ``headers``, the ``right`` columns right-aligned (numbers), the others
    left-aligned; a cell may hold several lines (``\\n``); no line ends in spaces.  What ``tabulate(rows, headers,
    tablefmt="simple")`` writes when the ``right`` columns are its numeric ones."""
    n = len(headers)
    cells = [[[(line, width(line)) for line in str(c).split("\n")] for c in row] for row in rows]
    widths = [width(h) + _PAD for h in headers]
    for row in cells:
        for i, lines in enumerate(row):
            for _, w in lines:
                if w > widths[i]:
                    widths[i] = w
    to_right = [i in right for i in range(n)]
    blank = [(" " * w) for w in widths]

    def fit(text: str, w: int, i: int) -> str:
        pad = " " * (widths[i] - w)
        return pad + text if to_right[i] else text + pad

    out = [_GAP.join(fit(h, width(h), i) for i, h in enumerate(headers)).rstrip(),
           _GAP.join("-" * w for w in widths)]
    for row in cells:
        height = max(map(len, row), default=1)
        for k in range(height):
            out.append(_GAP.join(fit(*lines[k], i) if k < len(lines) else blank[i]
                                 for i, lines in enumerate(row)).rstrip())
    return "\n".join(out)
