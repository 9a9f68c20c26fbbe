"""How text output looks on its way out: the width it wraps to, how wide the suits are, and
whether it is coloured.

The command decides both (``--color auto|always|never``, ``NO_COLOR``, the terminal's width) and
the text rows are made with them, in the workers too.  Colour marks what a referee looks for
first — a hand's status and each violation's kind — and is added after the text is made safe
(:func:`~.errors.printable_lines`), from a fixed table of styles: no text of a record can choose
or forge one.

>>> Look(color=True).paint("violations", "bad")
'\\x1b[1;31mviolations\\x1b[0m'
>>> Look().paint("violations", "bad")
'violations'
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from .lang import Lang
from .wrap import TABLE_COLUMNS

__all__ = ["PLAIN", "STYLES", "Look", "ambiguous_width"]

STYLES = {
    "good": "32",  # green: clean
    "bad": "1;31",  # bold red: violations, unreadable
    "warn": "33",  # yellow: incomplete
    "kind": "31",  # red: a violation's kind
    "heading": "1",  # bold: a section's heading
}
"""Each style's SGR parameters."""


@dataclass(frozen=True, slots=True)
class Look:
    """The width text wraps to (the terminal's, else 100 columns), the columns a suit symbol
    takes (:func:`ambiguous_width`) and whether it is coloured."""

    columns: int = TABLE_COLUMNS
    color: bool = False
    ambiguous: int = 1
    """The columns an East Asian Ambiguous character (♠♥♣♦) takes: 1, or 2 on a CJK terminal."""

    def paint(self, text: str, style: str) -> str:
        """``text`` in ``style`` (a key of :data:`STYLES`) when coloured, else as it is."""
        return f"\x1b[{STYLES[style]}m{text}\x1b[0m" if self.color and text else text


PLAIN = Look()
"""100 columns, no colour: anything but a terminal."""


AMBIGUOUS_ENV = "SHENGJI_AMBIGUOUS_WIDTH"
"""``1`` or ``2``: the columns the suits take, whatever the language says."""

_CJK_LOCALES = ("zh", "ja", "ko")


def ambiguous_width(lang: Lang) -> int:
    """The columns a terminal draws ♠♥♣♦ (East Asian Ambiguous) in, as the text report counts
    them: :data:`AMBIGUOUS_ENV` when it is ``1`` or ``2``; else 2 for a Chinese report or a
    Chinese, Japanese or Korean locale (``LC_ALL``, ``LC_CTYPE``, ``LANG``), where terminals
    draw them wide; else 1.

    >>> ambiguous_width("zh")
    2
    """
    given = os.environ.get(AMBIGUOUS_ENV, "").strip()
    if given in ("1", "2"):
        return int(given)
    locale = next((v for k in ("LC_ALL", "LC_CTYPE", "LANG") if (v := os.environ.get(k))), "")
    return 2 if lang == "zh" or locale.lower().startswith(_CJK_LOCALES) else 1
