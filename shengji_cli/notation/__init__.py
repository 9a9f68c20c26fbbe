"""The text notation: records ⇄ text (``load``/``loads``/``dump``/``dumps``).

:mod:`.grammar` (the productions as regexes: the fast path), :mod:`.cards` (card text and the
canonical order), :mod:`.reader` (text → records), :mod:`.elements` (the productions as pyparsing
elements: why a line is wrong), :mod:`.errors` (:class:`ParseError`), :mod:`.values` (option
values), :mod:`.writer` (records → text).
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .errors import ParseError
    from .reader import decode, load, loads, parse_blocks
    from .values import parse_cards_text, parse_level, parse_trump
    from .writer import dump, dumps, format_text

_HOMES = {
    "ParseError": "errors",
    "decode": "reader",
    "load": "reader",
    "loads": "reader",
    "parse_blocks": "reader",
    "parse_cards_text": "values",
    "parse_level": "values",
    "parse_trump": "values",
    "dump": "writer",
    "dumps": "writer",
    "format_text": "writer",
}
"""Where each name lives: a module is imported when one of its names is first asked for, so a
query that reads card text loads neither the reader nor the writer (PEP 562)."""


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f".{home}", __name__), name)
    globals()[name] = value
    return value


__all__ = [
    "ParseError",
    "decode",
    "dump",
    "dumps",
    "format_text",
    "load",
    "loads",
    "parse_blocks",
    "parse_cards_text",
    "parse_level",
    "parse_trump",
]
