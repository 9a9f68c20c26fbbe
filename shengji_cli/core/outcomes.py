"""What a referee's ruling does to a hand's result: a variant's ``[faults]`` values, read once
when the variant loads.

``none``: the hand's result stands; ``points``: the ruling's points go against the offending
side, as a throw penalty does; ``self-N``: the result stands, then the offending side drops N
levels (not below 2); ``dealer+N`` / ``defenders+N``: that side goes up N instead of the
hand's result (``>=N``: at least N, more if the points give that side more); ``@same``: the
same dealer deals next.

>>> parse_outcome("defenders>=3@same")
Gain(side=<Side.DEFENDERS: 'defenders'>, levels=3, at_least=True, same_dealer=True)
>>> str(parse_outcome("self-1")), parse_outcome("dealer+x")
('self-1', None)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .messages import Msg
from .vocab import LevelChange, Side


@dataclass(frozen=True, slots=True)
class NoEffect:
    """``none``: nothing a machine can apply; the hand's result stands."""

    def __str__(self) -> str:
        return "none"

    @property
    def message(self) -> Msg:
        return Msg.of("variants.outcome.none")


@dataclass(frozen=True, slots=True)
class Points:
    """``points``: the ruling's points count against the offending side."""

    def __str__(self) -> str:
        return "points"

    @property
    def message(self) -> Msg:
        return Msg.of("variants.outcome.points")


@dataclass(frozen=True, slots=True)
class Drop:
    """``self-N``: after the hand, the offending side drops ``levels`` (not below 2)."""

    levels: int

    def __str__(self) -> str:
        return f"self-{self.levels}"

    @property
    def message(self) -> Msg:
        return Msg.of("variants.outcome.drop", n=self.levels)


@dataclass(frozen=True, slots=True)
class Gain:
    """``SIDE+N`` / ``SIDE>=N`` (``@same``): ``side`` goes up instead of the hand's result."""

    side: Side
    levels: int
    at_least: bool = False
    same_dealer: bool = False

    def __str__(self) -> str:
        return f"{self.side}{'>=' if self.at_least else '+'}{self.levels}{'@same' if self.same_dealer else ''}"

    @property
    def message(self) -> Msg:
        gain = Msg.of("variants.outcome.at-least" if self.at_least else "variants.outcome.gain",
                      side=self.side, n=self.levels)
        return Msg.of("variants.outcome.same-dealer", outcome=gain) if self.same_dealer else gain

    def change(self, result: LevelChange | None) -> LevelChange:
        """The hand's level change under this ruling, ``result`` being the points' one."""
        if self.at_least and result is not None and result.side == self.side:
            return LevelChange(self.side, max(self.levels, result.levels))
        return LevelChange(self.side, self.levels)


FaultOutcome = NoEffect | Points | Drop | Gain
"""One value of ``[faults]``."""

_SYNTAX = re.compile(r"^(?:(none)|(points)|self-(\d+)|(dealer|defenders)(\+|>=)(\d+)(@same)?)$")


def parse_outcome(text: str) -> FaultOutcome | None:
    """The outcome ``text`` names, or ``None`` when it names none."""
    m = _SYNTAX.match(text)
    if m is None:
        return None
    none, points, drop, side, op, levels, same = m.groups()
    if none:
        return NoEffect()
    if points:
        return Points()
    if drop is not None:
        return Drop(int(drop))
    return Gain(Side(side), int(levels), at_least=op == ">=", same_dealer=same is not None)
