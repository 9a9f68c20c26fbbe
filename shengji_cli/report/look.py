"""How text output looks on its way out: the width it wraps to, and whether it is coloured.

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

from dataclasses import dataclass

from .wrap import TABLE_COLUMNS

__all__ = ["PLAIN", "STYLES", "Look"]

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
    """The width text wraps to (the terminal's, else 100 columns) and whether it is coloured."""

    columns: int = TABLE_COLUMNS
    color: bool = False

    def paint(self, text: str, style: str) -> str:
        """``text`` in ``style`` (a key of :data:`STYLES`) when coloured, else as it is."""
        return f"\x1b[{STYLES[style]}m{text}\x1b[0m" if self.color and text else text


PLAIN = Look()
"""100 columns, no colour: anything but a terminal."""
