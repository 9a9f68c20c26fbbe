"""The grammar as pyparsing elements: one per production of ``grammar/shengji.ebnf``.

For the grammar's own tests and for tools; the reader does not need them (it runs the same
regular expressions, :data:`.grammar.PATTERNS`, directly), so reading does not import
pyparsing.

>>> GRAMMAR_ELEMENTS["level_line"].parse_string("level: 10", parse_all=True)[0]
'level: 10'
"""

from __future__ import annotations

import pyparsing as pp

from .grammar import LINE_PATTERNS, PATTERNS

__all__ = ["GRAMMAR_ELEMENTS"]


def _rx(name: str, pattern: str) -> pp.Regex:
    element = pp.Regex(pattern)
    element.set_name(name).leave_whitespace()
    return element


_E: dict[str, pp.ParserElement] = {name: _rx(name, pattern) for name, pattern in PATTERNS.items()}
_E["header_line"] = pp.MatchFirst([_E[k] for k in LINE_PATTERNS if k != "trick_line"]).set_name(
    "header_line"
)
_E["line_end"] = (_E["newline"] | pp.StringEnd().leave_whitespace()).set_name("line_end")
_NOT_AT_END = ~pp.StringEnd().leave_whitespace()
_E["separator_line"] = (
    _NOT_AT_END + _E["ws"] + _E["separator"] + _E["ws"] + pp.Opt(_E["comment"]) + _E["line_end"]
).set_name("separator_line")
_E["body_line"] = (
    _NOT_AT_END
    + _E["ws"]
    + pp.Opt(_E["header_line"] | _E["trick_line"])
    + _E["ws"]
    + pp.Opt(_E["comment"])
    + _E["line_end"]
).set_name("body_line")
_E["block"] = pp.ZeroOrMore(_E["body_line"]).set_name("block")
_E["file"] = (_E["block"] + pp.ZeroOrMore(_E["separator_line"] + _E["block"])).set_name("file")

GRAMMAR_ELEMENTS: dict[str, pp.ParserElement] = dict(sorted(_E.items()))
"""One pyparsing element per production of ``grammar/shengji.ebnf``, by production name."""
