"""What a referee's ruling does to a hand's result: a variant's ``[faults]`` values, read once
when the variant loads.

``none``: the hand's result stands; ``points``: the ruling's points go against the offending
side, as a throw penalty does; ``self-N``: the result stands, then the offending side drops N
levels (not below 2); ``dealer+N`` / ``defenders+N``: that side goes up N instead of the
hand's result (``>=N``: at least N, more if the points give that side more); ``@same``: the
same dealer deals next.

Issue #11 adds (docs/rules.md R11.30–R11.35):

- ``points*K``: K points per card against the offending side, the ruling's ``cards=N`` giving
  the cards (1 when not stated) — shenzhen 第十七条(四)2 每张罚5分, (六) 每张罚10分;
- ``points=A/B/…``: the ruling's points, which must be one of these — shenzhen 第十六条(三)
  罚10分…罚80分;
- ``SIDE[AT:N,AT:N,…]``: a points table — ``SIDE`` goes up the levels of the last step whose
  ``AT`` the defenders' points reach (below the first step: the first step's levels), instead of
  the hand's result; the points are the ruling's ``at=N`` (the points at the fault, bjtu 八.1
  此時得分), else the hand's (``@same`` may follow);
- ``forfeit``: the offending side loses the match (national 第十八条 判负);
- ``A then B then …``: the first offence of this fault by a partnership in the match rules
  ``A``, the second ``B`` …; past the last, the last (bjtu 七 第一次给予警告，第二次判本盤負
  并且對方升一級，第三次判此輪比賽負).

>>> parse_outcome("defenders>=3@same")
Gain(side=<Side.DEFENDERS: 'defenders'>, levels=3, at_least=True, same_dealer=True)
>>> str(parse_outcome("self-1")), parse_outcome("dealer+x")
('self-1', None)
>>> t = parse_outcome("defenders[0:0,80:1,120:2,160:3]")
>>> t.change(125), str(parse_outcome("none then dealer+1 then forfeit"))
(LevelChange(side=<Side.DEFENDERS: 'defenders'>, levels=2), 'none then dealer+1 then forfeit')
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .messages import Join, Msg
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
    """``points``: the ruling's points count against the offending side; ``points=A/B``: they
    must be one of ``allowed``."""

    allowed: tuple[int, ...] = ()

    def __str__(self) -> str:
        return "points" + ("=" + "/".join(map(str, self.allowed)) if self.allowed else "")

    @property
    def message(self) -> Msg:
        if self.allowed:
            return Msg.of("variants.outcome.points-of", allowed=" / ".join(map(str, self.allowed)))
        return Msg.of("variants.outcome.points")


@dataclass(frozen=True, slots=True)
class PerCard:
    """``points*K``: ``points`` per card (the ruling's ``cards=N``) against the offending side."""

    points: int

    def __str__(self) -> str:
        return f"points*{self.points}"

    @property
    def message(self) -> Msg:
        return Msg.of("variants.outcome.per-card", n=self.points)


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
        sign = ">=" if self.at_least else "+"
        return f"{self.side}{sign}{self.levels}{'@same' if self.same_dealer else ''}"

    @property
    def message(self) -> Msg:
        gain = Msg.of(
            "variants.outcome.at-least" if self.at_least else "variants.outcome.gain",
            side=self.side,
            n=self.levels,
        )
        return Msg.of("variants.outcome.same-dealer", outcome=gain) if self.same_dealer else gain

    def change(self, result: LevelChange | None) -> LevelChange:
        """The hand's level change under this ruling, ``result`` being the points' one."""
        if self.at_least and result is not None and result.side == self.side:
            return LevelChange(self.side, max(self.levels, result.levels))
        return LevelChange(self.side, self.levels)


@dataclass(frozen=True, slots=True)
class Table:
    """``SIDE[AT:N,…]``: ``side`` goes up by the defenders' points (bjtu 八.1), instead of the
    hand's result; ``steps`` are ``(at, levels)``, ``at`` increasing."""

    side: Side
    steps: tuple[tuple[int, int], ...]
    same_dealer: bool = False

    def __str__(self) -> str:
        table = ",".join(f"{at}:{n}" for at, n in self.steps)
        return f"{self.side}[{table}]{'@same' if self.same_dealer else ''}"

    @property
    def levels(self) -> int:
        """The most levels the table gives."""
        return max(n for _, n in self.steps)

    @property
    def message(self) -> Msg:
        gain = Msg.of("variants.outcome.table", side=self.side, table=self.text)
        return Msg.of("variants.outcome.same-dealer", outcome=gain) if self.same_dealer else gain

    @property
    def text(self) -> str:
        """The table as bands of points: ``0–79: +0, 80–119: +1, 120+: +2``."""
        out = []
        for i, (at, n) in enumerate(self.steps):
            upper = f"–{self.steps[i + 1][0] - 1}" if i + 1 < len(self.steps) else "+"
            out.append(f"{at}{upper}: +{n}")
        return ", ".join(out)

    def change(self, points: int) -> LevelChange:
        """The level change for the defenders holding ``points``."""
        levels = self.steps[0][1]
        for at, n in self.steps:
            if points >= at:
                levels = n
        return LevelChange(self.side, levels)


@dataclass(frozen=True, slots=True)
class Forfeit:
    """``forfeit``: the offending side loses the match."""

    def __str__(self) -> str:
        return "forfeit"

    @property
    def message(self) -> Msg:
        return Msg.of("variants.outcome.forfeit")


Single = NoEffect | Points | PerCard | Drop | Gain | Table | Forfeit
"""One outcome, for one offence."""


@dataclass(frozen=True, slots=True)
class Strikes:
    """``A then B …``: the partnership's n-th offence of this fault in the match rules the n-th
    outcome (past the last: the last)."""

    steps: tuple[Single, ...]

    def __str__(self) -> str:
        return " then ".join(map(str, self.steps))

    @property
    def message(self) -> Msg:
        steps = tuple(
            Msg.of("variants.outcome.nth", n=i, outcome=step.message)
            for i, step in enumerate(self.steps, 1)
        )
        return Msg.of("variants.outcome.strikes", outcomes=Join(steps))

    def nth(self, n: int) -> Single:
        """The outcome of offence ``n`` (from 1)."""
        return self.steps[min(n, len(self.steps)) - 1]


FaultOutcome = Single | Strikes
"""One value of ``[faults]``."""

MAX_TABLE_STEPS = 8
"""The most steps a points table may hold, and the most outcomes a ``then`` chain may."""

_SYNTAX = re.compile(
    r"^(?:(none)|(points)(?:=(\d{1,4}(?:/\d{1,4}){0,7}))?|points\*(\d{1,4})|self-(\d+)"
    r"|(dealer|defenders)(\+|>=)(\d+)(@same)?|(forfeit)"
    r"|(dealer|defenders)\[(-?\d{1,4}:\d{1,2}(?:,-?\d{1,4}:\d{1,2}){0,7})\](@same)?)$"
)


def parse_outcome(text: str) -> FaultOutcome | None:
    """The outcome ``text`` names, or ``None`` when it names none."""
    parts = text.split(" then ")
    if len(parts) > 1:
        steps = [_single(p) for p in parts]
        if len(steps) > MAX_TABLE_STEPS or any(s is None for s in steps):
            return None
        return Strikes(tuple(s for s in steps if s is not None))
    return _single(text)


def _single(text: str) -> Single | None:
    m = _SYNTAX.match(text)
    if m is None:
        return None
    (
        none,
        points,
        allowed,
        per_card,
        drop,
        side,
        op,
        levels,
        same,
        forfeit,
        t_side,
        table,
        t_same,
    ) = m.groups()
    if none:
        return NoEffect()
    if points:
        return Points(tuple(int(x) for x in allowed.split("/")) if allowed else ())
    if per_card is not None:
        return PerCard(int(per_card))
    if drop is not None:
        return Drop(int(drop))
    if forfeit:
        return Forfeit()
    if t_side is not None:
        return _table(t_side, table, t_same is not None)
    return Gain(Side(side), int(levels), at_least=op == ">=", same_dealer=same is not None)


def _table(side: str, table: str, same_dealer: bool) -> Table | None:
    """A points table (``dealer@0:3,40:2``), its thresholds increasing; else ``None``."""
    steps = tuple((int(at), int(n)) for at, n in (step.split(":") for step in table.split(",")))
    if [at for at, _ in steps] != sorted({at for at, _ in steps}):
        return None
    return Table(Side(side), steps, same_dealer=same_dealer)


def most_levels(outcome: FaultOutcome) -> int:
    """The most levels ``outcome`` moves (for the range check)."""
    if isinstance(outcome, Strikes):
        return max(most_levels(s) for s in outcome.steps)
    return outcome.levels if isinstance(outcome, (Drop, Gain, Table)) else 0
