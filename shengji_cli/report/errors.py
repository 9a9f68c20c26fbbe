"""Input errors as text: ``source:line:column: message``, then the line and a caret under
the column when the error has them.

The place stays ``file:line:column: `` in both languages, so that editors and scripts find it.
Everything taken from the input (the file name, the offending line, the words of the message)
goes through :func:`printable`, so a record cannot drive the terminal or forge a line.

>>> from shengji_cli.notation import ParseError, loads
>>> try:
...     loads("seats: N W S E\\n1. N ♠A | W ♠1 | S ♠3 | E ♠4", source="a.sj")
... except ParseError as e:
...     print(parse_error_text(e))
...     print(parse_error_text(e, "zh"))
a.sj:2:14: unknown card '♠1'; expected a rank: 2-10, J, Q, K or A
1. N ♠A | W ♠1 | S ♠3 | E ♠4
             ^
a.sj:2:14: 无法识别的牌 '♠1'；应为：点数 2-10、J、Q、K 或 A
1. N ♠A | W ♠1 | S ♠3 | E ♠4
             ^
"""

from __future__ import annotations

import unicodedata

from ..core.escape import printable, printable_lines, shown_name
from ..core.reports import InputError
from ..notation import ParseError
from .catalog import render
from .lang import Lang

__all__ = [
    "input_error_line",
    "input_error_text",
    "parse_error_text",
    "printable",
    "printable_lines",
    "shown_name",
]


def input_error_line(e: InputError, lang: Lang = "en") -> str:
    """The error's first line in ``lang``: ``source:line:column: message`` (as much of the place
    as it has, none without a source), :func:`printable`."""
    text = printable(render(e.message, lang))
    if not e.source:
        return text
    source = shown_name(e.source)
    if e.line is None:
        return f"{source}: {text}"
    return f"{source}:{e.line}" + (f":{e.column}" if e.column is not None else "") + f": {text}"


def input_error_text(e: InputError, lang: Lang = "en") -> str:
    """The error in ``lang``: :func:`input_error_line`, then the line with a caret under the
    column when the error holds the line — each of them :func:`printable`."""
    head = input_error_line(e, lang)
    if not e.source or e.line is None or not e.line_text:
        return head
    at = e.quote_column or e.column or 1  # a window of a long line: the place in the window
    before = printable(e.line_text[: at - 1])  # the caret goes under the escaped text
    return f"{head}\n{printable(e.line_text)}\n{_caret(before, len(before) + 1)}"


def parse_error_text(err: ParseError, lang: Lang = "en") -> str:
    """A :class:`~shengji_cli.notation.ParseError` in ``lang``, as :func:`input_error_text`."""
    return input_error_text(err.input_error(), lang)


def _caret(line_text: str, column: int) -> str:
    """A caret under ``column`` of ``line_text``: wide characters take two places, a tab one tab."""
    pad = "".join(
        "\t" if ch == "\t" else "  " if unicodedata.east_asian_width(ch) in "WF" else " "
        for ch in line_text[: column - 1]
    )
    return pad + "^"
