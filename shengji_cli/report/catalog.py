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
>>> msg = Msg.of("report.trump", trump=Trump.H)
>>> render(msg, "en"), render(msg, "zh")
('trump H', '主 红桃')
"""

from __future__ import annotations

import string
from collections.abc import Iterator, Mapping
from enum import StrEnum
from typing import Any

from ..core.cards import BIG_JOKER, LITTLE_JOKER, RANK_NAMES, Card, card_symbol
from ..core.messages import Cards, Join, Localized, Msg, Rank
from .lang import Lang
from .messages import PARTS, part
from .terms import term

Entry = tuple[str, str]


class _Catalog(Mapping[str, Entry]):
    """Message id → (English, Chinese).  A part of the catalog (:data:`~.messages.PARTS`) is
    loaded when one of its ids is first asked for; each id must start with its part's name, so
    no id is defined twice."""

    def __init__(self) -> None:
        self._entries: dict[str, Entry] = {}
        self._loaded: set[str] = set()

    def _load(self, name: str) -> bool:
        """Load the part ``name``; whether it was not loaded yet (and is a part)."""
        if name in self._loaded or name not in PARTS:
            return False
        table = part(name)
        stray = [key for key in table if not key.startswith(name + ".")]
        if stray:
            raise ValueError(
                f"message ids {stray!r} are not in the part {name!r} they are defined in"
            )
        self._entries.update(table)
        self._loaded.add(name)
        return True

    def _find(self, key: str) -> Entry | None:
        got = self._entries.get(key)
        if got is None and self._load(key.partition(".")[0]):
            got = self._entries.get(key)
        return got

    def get(self, key: str, default: Any = None) -> Any:
        got = self._find(key)
        return default if got is None else got

    def __getitem__(self, key: str) -> Entry:
        got = self._find(key)
        if got is None:
            raise KeyError(key)
        return got

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and self._find(key) is not None

    def _all(self) -> dict[str, Entry]:
        for name in PARTS:
            self._load(name)
        return self._entries

    def __iter__(self) -> Iterator[str]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())


CATALOG: Mapping[str, Entry] = _Catalog()
"""Message id → (English, Chinese)."""

_SEPARATOR = {"en": "; ", "zh": "；"}
_PAST_A = {"en": "past A", "zh": "过A"}


def separator(lang: Lang) -> str:
    """The separator of a list of sentences (``; `` / ``；``)."""
    return _SEPARATOR[lang]


def card_shown(card: Card, lang: Lang) -> str:
    """A card as the text outputs show it in ``lang``: ``♠10``; a joker ``BJ`` / ``LJ``, or
    ``大王`` / ``小王``."""
    if card == BIG_JOKER:
        return render(Msg.of("show.joker.big"), lang)
    if card == LITTLE_JOKER:
        return render(Msg.of("show.joker.little"), lang)
    return card_symbol(card)


def show(value: Any, lang: Lang) -> str:
    """One parameter as text in ``lang``."""
    if isinstance(value, Msg):
        return render(value, lang)
    if isinstance(value, Cards):
        return " ".join(card_shown(c, lang) for c in value.cards)
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


def _formatted(value: Any, spec: str, lang: Lang) -> str:
    """A field with a format spec: ``code`` (a value or ``?``), ``long`` (a term's long form),
    or an int's own spec; any other value is shown as without one."""
    if spec == "code":
        return "?" if value is None else str(value)
    if spec == "long":
        return term(value, lang, long=True)
    if isinstance(value, int) and not isinstance(value, bool):
        return format(value, spec)
    return show(value, lang)


_CONVERT = string.Formatter().convert_field


_Step = tuple[str, str | None, tuple[str, str] | None, str, str | None]
"""A template's piece: literal text, then a field's parameter (``None``: no field), its plural
words, its format spec and conversion."""
_STEPS: dict[str, dict[str, tuple[_Step, ...]]] = {"en": {}, "zh": {}}
"""Each message id's template in a language, cut once into steps (``str.format`` parses every
time: filling in is most of the cost of a line of a report)."""
_CONSTANT: dict[str, dict[str, str]] = {"en": {}, "zh": {}}
"""The text of each message without parameters, in each language."""


def _steps(message_id: str, lang: Lang) -> tuple[_Step, ...]:
    entry = CATALOG.get(message_id)
    if entry is None:
        raise KeyError(f"no message {message_id!r} in the catalog")
    template = entry[1] if lang == "zh" and entry[1] else entry[0]
    steps: list[_Step] = []
    for literal, name, spec, conversion in string.Formatter().parse(template):
        if spec and "{" in spec:
            raise ValueError(
                f"a nested format field in {template!r}"
            )  # pragma: no cover - none in the catalog
        if name is not None and "|" in name:
            name, one, many = name.split("|")
            steps.append((literal, name, (one, many), spec or "", conversion))
        else:
            steps.append((literal, name, None, spec or "", conversion))
    got = _STEPS[lang][message_id] = tuple(steps)
    return got


def fill(message_id: str, params: Mapping[str, Any], lang: Lang = "en") -> str:
    """The message ``message_id`` with ``params`` in ``lang``: ``render(Msg.of(message_id,
    **params), lang)`` without making the message (a report's own lines)."""
    steps = _STEPS[lang].get(message_id) or _steps(message_id, lang)
    out = []
    for literal, name, plural, spec, conversion in steps:
        if literal:
            out.append(literal)
        if name is None:
            continue
        value = params[name]
        if plural is not None:
            value = plural[0] if value == 1 else plural[1]
        if conversion:
            value = _CONVERT(value, conversion)
        if spec:
            out.append(_formatted(value, spec, lang))
        elif type(value) is str:
            out.append(value)
        elif type(value) is int:
            out.append(str(value))
        else:
            out.append(show(value, lang))
    return "".join(out)


def render(message: Msg | Localized, lang: Lang = "en") -> str:
    """The message in ``lang`` (English where the catalog has no Chinese)."""
    if isinstance(message, Localized):
        return message.get(lang)
    if message.args:
        return fill(message.id, dict(message.args), lang)
    constant = _CONSTANT[lang]
    got = constant.get(message.id)
    if got is None:
        got = constant[message.id] = fill(message.id, {}, lang)
    return got
