"""Wrapping text that mixes Chinese and Latin words for a table cell.

Chinese may break between any two characters; a Latin word, a number or a card (``online``,
``二.2``'s ``2``, ``♠A``) never breaks.  Widths count a wide character as two columns.

>>> wrap("各方从自己的级升级（online 二.2）", 12)
'各方从自己的\\n级升级（\\nonline 二.2\\n）'
>>> wrap("the smallest unit of a beaten kind", 14)
'the smallest\\nunit of a\\nbeaten kind'
"""

from __future__ import annotations

import re
import unicodedata

_TOKEN = re.compile(r"\s+|[!-~♠♥♣♦]+|.", re.S)


def _width(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def wrap(text: str, width: int) -> str:
    """``text`` in lines of at most ``width`` columns (a longer unbreakable word stands alone)."""
    lines: list[str] = []
    line = ""
    for token in _TOKEN.findall(text):
        if token.isspace():
            if line:
                line += " "
            continue
        if line and _width(line + token) > width:
            lines.append(line.rstrip())
            line = ""
        line += token
    if line.strip():
        lines.append(line.rstrip())
    return "\n".join(lines)
