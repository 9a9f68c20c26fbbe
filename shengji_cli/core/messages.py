"""Messages as data: an id from the catalog and its parameters, never a sentence.

The engine says *what* it found (``Msg("follow.owes-pair", cards=Cards(...))``); the
report layer's catalog (:mod:`shengji_cli.report.catalog`) says it in English or Chinese.
Parameters are plain values the renderer knows how to show in either language: ints,
strings (seat names, file names), :class:`Cards`, :class:`Rank`, vocabulary enums
(:mod:`shengji_cli.core.vocab`), nested messages and :class:`Join`\\ s of messages.

>>> m = Msg.of("hand.claim.points", recorded=85, computed=90)
>>> m.id, m["recorded"]
('hand.claim.points', 85)
>>> Msg.of("x", cards=Cards.of([3, 1])).params()
{'cards': Cards(cards=(3, 1))}
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import Union

from .cards import Card


@dataclass(frozen=True, slots=True)
class Cards:
    """Cards shown as a parameter (``♠A ♠K``), in the order given."""

    cards: tuple[Card, ...]

    @classmethod
    def of(cls, cards: Iterable[Card]) -> Cards:
        return cls(tuple(cards))


@dataclass(frozen=True, slots=True)
class Rank:
    """A level shown as a rank (2 … 10, J, Q, K, A; 15: past A)."""

    level: int


@dataclass(frozen=True, slots=True)
class Join:
    """Messages shown one after another with the language's list separator (``; `` / ``；``)."""

    items: tuple[Msg, ...]


@dataclass(frozen=True, slots=True)
class Localized:
    """A text that comes as data in both languages (a preset's articles and rulings)."""

    en: str
    zh: str = ""

    def get(self, lang: str) -> str:
        return self.zh if lang == "zh" and self.zh else self.en


Param = Union[int, str, Cards, Rank, StrEnum, "Msg", Join, Localized, None]


@dataclass(frozen=True, slots=True)
class Msg:
    """A message id and its parameters (hashable, picklable, language-neutral)."""

    id: str
    args: tuple[tuple[str, Param], ...] = ()

    @classmethod
    def of(cls, id: str, **params: Param) -> Msg:  # noqa: A002 - the catalog's word
        return cls(id, tuple(params.items()))

    def params(self) -> dict[str, Param]:
        return dict(self.args)

    def __getitem__(self, name: str) -> Param:
        for key, value in self.args:
            if key == name:
                return value
        raise KeyError(name)

    def __str__(self) -> str:
        # Rendering needs the catalog (the report layer); this is for debugging only.
        inner = ", ".join(f"{k}={v!r}" for k, v in self.args)
        return f"{self.id}({inner})"
