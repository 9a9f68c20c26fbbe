"""The message catalog: every message id with its English and Chinese template, and the
renderer that fills them in.

Templates use ``str.format`` fields named for the message's parameters.  A field
``{n|card|cards}`` picks the singular or the plural by ``n``; each parameter is shown by its
type (cards as symbols, levels as ranks, vocabulary as the :mod:`.terms` word, nested
messages rendered in the same language).  Format specs: an int's (``{effect:+d}``);
``{x:code}``, a vocabulary value's stable name (``H``, ``illegal-follow``) whatever the
language; ``{x:long}``, its sentence form (``dealer side``); ``!r`` quotes a string.

>>> from ..core.messages import Cards, Msg
>>> m = Msg.of("hand.claim.points", recorded=85, computed=90)
>>> render(m, "en"), render(m, "zh")
('recorded 85 points; the replay gives 90', '记录得分 85，复盘得分 90')
>>> from ..core.vocab import Trump
>>> render(Msg.of("report.trump", trump=Trump.H), "en"), render(Msg.of("report.trump", trump=Trump.H), "zh")
('trump H', '主 红桃')
"""

from __future__ import annotations

import string
from collections.abc import Mapping, Sequence
from enum import StrEnum
from typing import Any

from ..core.cards import RANK_NAMES, card_symbol
from ..core.messages import Cards, Join, Localized, Msg, Rank
from .lang import Lang
from .messages import MODULES
from .terms import term

Entry = tuple[str, str]


def _merge(modules: Sequence[Mapping[str, Entry]]) -> dict[str, Entry]:
    out: dict[str, Entry] = {}
    for table in modules:
        for key, entry in table.items():
            if key in out:
                raise ValueError(f"message id {key!r} is defined twice")
            out[key] = entry
    return out


CATALOG: dict[str, Entry] = _merge(MODULES)
"""Message id → (English, Chinese)."""

_SEPARATOR = {"en": "; ", "zh": "；"}
_PAST_A = {"en": "past A", "zh": "过A"}


def separator(lang: Lang) -> str:
    """The separator of a list of sentences (``; `` / ``；``)."""
    return _SEPARATOR[lang]


def show(value: Any, lang: Lang) -> str:
    """One parameter as text in ``lang``."""
    if isinstance(value, Msg):
        return render(value, lang)
    if isinstance(value, Cards):
        return " ".join(card_symbol(c) for c in value.cards)
    if isinstance(value, Rank):
        return RANK_NAMES.get(value.level, _PAST_A[lang])
    if isinstance(value, Join):
        return _SEPARATOR[lang].join(render(m, lang) for m in value.items)
    if isinstance(value, Localized):
        return value.get(lang)
    if isinstance(value, StrEnum):
        return term(value, lang)
    if value is None:
        return "?"
    return str(value)


class _Formatter(string.Formatter):
    def __init__(self, lang: Lang) -> None:
        self.lang = lang

    def get_field(self, field_name: str, args: Sequence[Any], kwargs: Mapping[str, Any]) -> tuple[Any, str]:
        if "|" in field_name:
            name, one, many = field_name.split("|")
            return (one if kwargs[name] == 1 else many), name
        return kwargs[field_name], field_name

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec == "code":
            return "?" if value is None else str(value)
        if format_spec == "long":
            return term(value, self.lang, long=True)
        if format_spec and isinstance(value, int) and not isinstance(value, bool):
            return format(value, format_spec)
        return show(value, self.lang)


_FORMATTERS = {"en": _Formatter("en"), "zh": _Formatter("zh")}

_Piece = tuple[str, str | None, str | None, str | None]
_PIECES: dict[str, tuple[_Piece, ...]] = {}
"""Each template cut once into ``str.format``'s pieces (literal text, then a field, its spec and
conversion): filling them in is a third of the cost of ``vformat``, which parses every time."""


def _pieces(template: str) -> tuple[_Piece, ...]:
    got = _PIECES.get(template)
    if got is None:
        got = _PIECES[template] = tuple(string.Formatter().parse(template))
        if any(spec and "{" in spec for _, _, spec, _ in got):
            raise ValueError(f"a nested format field in {template!r}")  # pragma: no cover - none in the catalog
    return got


def render(message: Msg | Localized, lang: Lang = "en") -> str:
    """The message in ``lang`` (English where the catalog has no Chinese)."""
    if isinstance(message, Localized):
        return message.get(lang)
    entry = CATALOG.get(message.id)
    if entry is None:
        raise KeyError(f"no message {message.id!r} in the catalog")
    template = entry[1] if lang == "zh" and entry[1] else entry[0]
    fmt = _FORMATTERS[lang]
    kwargs = dict(message.args)
    out = []
    for literal, name, spec, conversion in _pieces(template):
        if literal:
            out.append(literal)
        if name is not None:
            value = fmt.get_field(name, (), kwargs)[0]
            if conversion:
                value = fmt.convert_field(value, conversion)
            out.append(fmt.format_field(value, spec or ""))
    return "".join(out)
