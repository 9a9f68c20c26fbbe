"""The text notation: records ⇄ text (``load``/``loads``/``dump``/``dumps``)."""

from .reader import (
    ParseError,
    dump,
    dumps,
    load,
    loads,
    parse_blocks,
    parse_cards_text,
    parse_level,
    parse_trump,
)

__all__ = ["ParseError", "dump", "dumps", "load", "loads", "parse_blocks", "parse_cards_text", "parse_level",
           "parse_trump"]
