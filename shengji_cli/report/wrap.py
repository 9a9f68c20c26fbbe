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
_PUNCTUATED = re.compile(r"\s+|[（「『“‘]*(?:[!-~♠♥♣♦]+|.)[，。、；：？！）」』”’…]*", re.S)
"""With ``punctuation``: a word or character keeps the opening marks before it and the closing
marks after it, so no line starts with ``，`` or ``）``, nor ends with ``（``."""


def width(text: str) -> int:
    """The columns ``text`` takes on a terminal."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


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
    for token in (_PUNCTUATED if punctuation else _TOKEN).findall(text):
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
