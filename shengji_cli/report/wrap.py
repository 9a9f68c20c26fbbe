"""Wrapping text that mixes Chinese and Latin words for a table cell.

Chinese may break between any two characters; a Latin word, a number or a card (``online``,
``二.2``'s ``2``, ``♠A``) never breaks.  Widths are terminal columns as :mod:`wcwidth` counts
them: a wide character two, and an East Asian Ambiguous one (the suits ♠♥♣♦) one, or two inside
:func:`ambiguous_columns` of 2, as a CJK terminal draws them.

>>> wrap("各方从自己的级升级（online 二.2）", 12)
'各方从自己的\\n级升级（\\nonline 二.2\\n）'
>>> wrap("the smallest unit of a beaten kind", 14)
'the smallest\\nunit of a\\nbeaten kind'
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache, lru_cache
from itertools import chain


@cache
def _tokens(punctuation: bool) -> re.Pattern[str]:
    """What :func:`wrap` keeps together (compiled when first asked for: a query that wraps nothing
    never compiles them).  With ``punctuation``: a word or character keeps the opening marks
    before it and the closing marks after it, so no line starts with ``，`` or ``）``, nor ends with
    ``（``."""
    if punctuation:
        return re.compile(r"\s+|[（「『“‘]*(?:[!-~♠♥♣♦\ue000]+|.)[，。、；：？！）」』”’…]*", re.S)
    return re.compile(r"\s+|[!-~♠♥♣♦\ue000]+|.", re.S)


KEEP = "\ue000"
"""A space :func:`wrap` never breaks at (a private-use character, turned back into a space by
:func:`wrap_cards`)."""
_BETWEEN_CARDS = re.compile(r"([♠♥♣♦](?:10|[2-9TJQKA])) (?=[♠♥♣♦])")


def wrap_cards(text: str, columns: int) -> str:
    """:func:`wrap` with the cards of one list kept on one line (``♠Q ♠Q`` never breaks) and
    Chinese punctuation kept with its word.

    >>> print(wrap_cards("E holds ♠Q ♠Q over the pair ♠8 ♠8", 18))
    E holds ♠Q ♠Q over
    the pair ♠8 ♠8
    >>> print(wrap_cards("E holds ♠Q ♠Q over the pair ♠8 ♠8", 16))
    E holds ♠Q ♠Q
    over the pair
    ♠8 ♠8
    """
    kept = _BETWEEN_CARDS.sub(rf"\1{KEEP}", text)
    return wrap(kept, columns, punctuation=True).replace(KEEP, " ")


_AMBIGUOUS: ContextVar[int] = ContextVar("ambiguous", default=1)
"""The columns an East Asian Ambiguous character takes (:func:`ambiguous_columns`)."""


@contextmanager
def ambiguous_columns(columns: int) -> Iterator[None]:
    """Inside, :func:`width` (and every wrap and table) counts an East Asian Ambiguous character
    (♠♥♣♦) ``columns`` wide: 2 as a CJK terminal draws them, else 1.

    >>> with ambiguous_columns(2):
    ...     width("♠A ♥10")
    8
    >>> width("♠A ♥10")
    6
    """
    token = _AMBIGUOUS.set(columns)
    try:
        yield
    finally:
        _AMBIGUOUS.reset(token)


_NARROW = re.compile("[\x00-\x7f♠♥♣♦]*")
"""Text of one column a character where the suits are one column: ASCII and the suits."""
_ASCII = re.compile("[\x00-\x7f]*")


def narrow(text: str) -> bool:
    """Whether every character of ``text`` takes one column (ASCII, and the suit symbols unless
    they are counted two)."""
    return (_ASCII if _AMBIGUOUS.get() == 2 else _NARROW).fullmatch(text) is not None


def width(text: str) -> int:
    """The columns ``text`` takes on a terminal (:func:`ambiguous_columns` deciding the suits')."""
    return _width(text, _AMBIGUOUS.get())


@lru_cache(maxsize=8192)
def _width(text: str, ambiguous: int) -> int:
    """(Cached: a report's cells repeat.)  A control character counts nothing."""
    if _ASCII.fullmatch(text) or (ambiguous == 1 and _NARROW.fullmatch(text)):
        return len(text)
    from wcwidth import wcswidth, wcwidth  # (imported on use: the start-up of a query)

    size: int = wcswidth(text, ambiguous_width=ambiguous)
    if size < 0:  # a control character: wcswidth gives up
        size = sum(max(wcwidth(ch, ambiguous_width=ambiguous), 0) for ch in text)
    return size


def wrap(text: str, columns: int, punctuation: bool = False) -> str:
    """``text`` in lines of at most ``columns`` columns (a longer unbreakable word stands alone);
    ``punctuation``: Chinese punctuation kept with its word.

    >>> print(wrap("输出语言（默认取 SHENGJI_LANG，其次取语言环境）。", 24, punctuation=True))
    输出语言（默认取
    SHENGJI_LANG，其次取语言
    环境）。
    """
    lines: list[str] = []
    line = ""
    for token in _tokens(punctuation).findall(text):
        if token.isspace():
            if line:
                line += " "
            continue
        if line and width(line + token) > columns:
            lines.append(line.rstrip())
            line = ""
        line += token
    if line.strip():
        lines.append(line.rstrip())
    return "\n".join(lines)


def wrap_breaking(text: str, columns: int) -> str:
    """``text``'s lines in lines of at most ``columns`` columns as :mod:`textwrap` wraps them
    (between words and after hyphens, a word wider than a line cut where it must; blank lines
    dropped), widths counted in columns: the parameters of ``shengji variants show`` and ``diff``.

    >>> print(wrap_breaking("a twenty-seven-card hand of 北京大学升级比赛规则", 12))
    a twenty-
    seven-card
    hand of 北京
    大学升级比赛
    规则
    """
    import textwrap  # imported on use: the start-up of a query

    splitter = textwrap.TextWrapper(width=columns)
    wrapped = [
        _wrap_chunks(splitter._split_chunks(line), columns)
        for line in text.splitlines()
        if line.strip()
    ]
    return "\n".join(chain.from_iterable(wrapped))


def _wrap_chunks(chunks: list[str], columns: int) -> list[str]:
    """The lines :class:`textwrap.TextWrapper` makes of ``chunks`` (words and the spaces between
    them), each at most ``columns`` columns wide."""
    lines: list[str] = []
    chunks.reverse()  # a stack: the next chunk last
    while chunks:
        if lines and not chunks[-1].strip():  # no line starts with a space
            chunks.pop()
        line = _next_line(chunks, columns)
        if line and not line[-1].strip():
            line.pop()
        if line:
            lines.append("".join(line))
    return lines


def _next_line(chunks: list[str], columns: int) -> list[str]:
    """The chunks of the next line, taken from the stack ``chunks``; a word no line holds is cut
    to fill it."""
    line: list[str] = []
    used = 0
    while chunks and used + width(chunks[-1]) <= columns:
        used += width(chunks[-1])
        line.append(chunks.pop())
    if chunks and width(chunks[-1]) > columns and used < columns:
        head = _widest_prefix(chunks[-1], columns - used)
        line.append(head)
        chunks[-1] = chunks[-1][len(head) :]
    return line


def _widest_prefix(word: str, columns: int) -> str:
    """The longest start of ``word`` at most ``columns`` columns wide."""
    n = 0
    while n < len(word) and width(word[: n + 1]) <= columns:
        n += 1
    return word[:n]


Words = tuple[str, ...]
"""A table cell of words that never break inside (cards, ``->``, a standing), joined by spaces."""

TABLE_COLUMNS = 100
"""The widest a text table may be: it fits a terminal of 100 columns."""
_GAP = 2
_PAD = 2
"""tabulate's ``simple`` format: two spaces between columns, a header two wider than its text."""


def pack(words: Words, columns: int) -> str:
    """``words`` joined by spaces in lines of at most ``columns`` columns (a longer word alone).

    >>> print(pack(("♠A", "♠A", "♠K", "->", "♠A", "(ruff)"), 9))
    ♠A ♠A ♠K
    -> ♠A
    (ruff)
    """
    lines: list[str] = []
    for word in words:
        if lines and width(lines[-1]) + 1 + width(word) <= columns:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return "\n".join(lines)


def _chop(line: str, columns: int) -> str:
    """``line`` cut into pieces of at most ``columns`` columns, wherever it must."""
    pieces = [""]
    for ch in line:
        if pieces[-1] and width(pieces[-1] + ch) > columns:
            pieces.append("")
        pieces[-1] += ch
    return "\n".join(pieces)


def _unbreakable(cell: object) -> int:
    """The widest piece of a cell that cannot be broken."""
    if isinstance(cell, tuple):
        return max(map(width, cell), default=0)
    if isinstance(cell, str):
        return max((width(t) for t in _tokens(True).findall(cell) if not t.isspace()), default=0)
    return width(str(cell))


def _natural(cell: object) -> int:
    """The widest line of a cell (a :data:`Words` cell already joined)."""
    if isinstance(cell, str) and "\n" not in cell:
        return width(cell)
    return max(map(width, str(cell).split("\n")), default=0)


def widest_cap(
    natural: Sequence[int], floor: Mapping[int, int], wrappable: tuple[int, ...], budget: int
) -> int:
    """The widest cap on the ``wrappable`` columns (each at least its ``floor``, at most its
    ``natural`` width) under which they take at most ``budget`` columns — or 0, the floors, if
    nothing does."""

    def total(cap: int) -> int:
        return sum(min(natural[i], max(cap, floor[i])) for i in wrappable)

    cap = max((natural[i] for i in wrappable), default=0)
    if total(cap) > budget:
        low, high = 0, cap
        while low < high:
            mid = (low + high + 1) // 2
            low, high = (mid, high) if total(mid) <= budget else (low, mid - 1)
        cap = low
    return cap


def fit_table(
    rows: Sequence[Sequence[object]],
    headers: Sequence[str],
    wrappable: tuple[int, ...],
    columns: int = TABLE_COLUMNS,
) -> list[list[object]]:
    """``rows`` for a :func:`~.table.simple_table` of ``headers`` at most ``columns`` wide: the
    cells of the ``wrappable`` columns (:data:`Words`, or text wrapped as :func:`wrap` does,
    Chinese punctuation kept with its word) are broken into lines, the widest columns first, as
    far as their unbreakable pieces allow; when even those do not fit, a text cell's words (a
    long path) are cut too.  :data:`Words` cells become text either way.

    >>> from shengji_cli.report.table import simple_table
    >>> head = ["#", "plays", "note"]
    >>> fitted = fit_table([[1, ("♠A",) * 30, "ok"]], head, (1,), 40)
    >>> table = simple_table(fitted, head, right=(0,))
    >>> max(map(width, table.split("\\n"))), len(table.split("\\n"))
    (39, 6)
    """
    n = len(headers)
    joined = [[" ".join(cell) if isinstance(cell, tuple) else cell for cell in r] for r in rows]
    cell_natural = [[_natural(cell) for cell in r] for r in joined]
    natural = [max([width(headers[i]) + _PAD, *(nat[i] for nat in cell_natural)]) for i in range(n)]
    fixed = sum(natural[i] for i in range(n) if i not in wrappable) + _GAP * (n - 1)
    if fixed + sum(natural[i] for i in wrappable) <= columns:
        return joined  # the common case: every cell fits whole
    budget = columns - fixed
    floor = _floors(rows, headers, natural, wrappable, budget)
    cap = widest_cap(natural, floor, wrappable, budget)
    limits = {i: max(cap, floor[i]) for i in wrappable}
    return [_fitted_row(r, nat, limits) for r, nat in zip(rows, cell_natural, strict=True)]


def _fitted_row(row: Sequence[object], natural: list[int], limits: dict[int, int]) -> list[object]:
    """A row, each cell of a wrappable column (``limits``: how wide it may be) broken."""
    out = list(row)
    for i, limit in limits.items():
        out[i] = _fitted(out[i], natural[i], limit)
    return out


def _floors(
    rows: Sequence[Sequence[object]],
    headers: Sequence[str],
    natural: Sequence[int],
    wrappable: tuple[int, ...],
    budget: int,
) -> dict[int, int]:
    """How narrow each ``wrappable`` column may become: its header, and its widest unbreakable
    piece — unless those take more than ``budget``, when a text column's words (a long path)
    may be cut to an equal share."""
    floor = {
        i: max([width(headers[i]) + _PAD, *(_unbreakable(r[i]) for r in rows)]) for i in wrappable
    }
    if sum(min(natural[i], floor[i]) for i in wrappable) <= budget:
        return floor
    share = max(budget // max(len(wrappable), 1), 1)
    for i in wrappable:
        if not any(isinstance(r[i], tuple) for r in rows):
            floor[i] = max(width(headers[i]) + _PAD, min(floor[i], share))
    return floor


def _fitted(cell: object, natural: int, limit: int) -> object:
    """A cell of a wrappable column (``natural`` columns wide) in lines of ``limit`` columns."""
    if isinstance(cell, tuple):
        return " ".join(cell) if natural <= limit else pack(cell, limit)
    if isinstance(cell, str) and natural > limit:
        lines = wrap(cell, limit, punctuation=True).split("\n")
        return "\n".join(_chop(line, limit) for line in lines)
    return cell
