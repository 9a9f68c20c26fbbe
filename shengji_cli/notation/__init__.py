"""The text notation: records ⇄ text (``load``/``loads``/``dump``/``dumps``).

:mod:`.grammar` (the productions as regexes), :mod:`.cards` (card text and the canonical
order), :mod:`.reader` (text → records), :mod:`.explain` (why a line is wrong),
:mod:`.errors` (:class:`ParseError`), :mod:`.values` (option values), :mod:`.writer`
(records → text); :mod:`.elements` holds the grammar as pyparsing elements, for its tests.
"""

from .errors import ParseError
from .reader import decode, load, loads, parse_blocks
from .values import parse_cards_text, parse_level, parse_trump
from .writer import dump, dumps, format_text

__all__ = ["ParseError", "decode", "dump", "dumps", "format_text", "load", "loads", "parse_blocks", "parse_cards_text",
           "parse_level", "parse_trump"]
