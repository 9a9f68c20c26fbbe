"""A match between hands, by the generator's reading of docs/rules.md §8–§9 and ``[match]``: the
next
dealer, must-play stops, deductions, the J/A bottom rule, wrapping and the match's end.

Nothing here imports :mod:`~shengji_cli.core.match` or :mod:`~shengji_cli.core.levels`.  The
``[match]`` parameters whose shape may change are read through one small function each
(:func:`ja_restart`, :func:`next_dealer`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import assert_never

from ..core.cards import card_rank
from ..core.record import HandRecord
from ..core.variants import Variant
from ..core.vocab import NextDealerOnHold, NextDealerOnTakeover, NoDeclaration, Side
from .hands import SEATING, team


def ja_restart(v: Variant, level: int) -> int | None:
    """The level a dealer side on ``level`` restarts from when the defenders dig its bottom with
    a card of the level rank (``match.ja_bottom_rule``; shenzhen 第十四条 庄家打J、A时如果被台下方用
    J、
    A抠底 … 重新从2或J打起; the table is ``match.ja_restart``); ``None``: no restart."""
    if not v.match.ja_bottom_rule:
        return None
    return v.match.ja_restart.get(level)


def dug_with_level(record: HandRecord, winner: str) -> bool:
    """True if the defenders won the last trick (``winner``'s) with a play holding a card of the
    level rank: the J/A bottom rule's 用J、A抠底."""
    assert record.dealer is not None
    last = record.tricks[-1]
    return SEATING.side(winner, record.dealer) is Side.DEFENDERS and any(
        card_rank(c) == record.level for p in last.plays if p.seat == winner for c in p.cards
    )


def next_dealer(v: Variant, dealer: str, gainer: Side) -> str:
    """Who deals after ``dealer``'s hand, by the side that went up: the dealer side
    (``match.next_dealer_on_hold``: 000 若庄家获胜，由其同伴继续升级坐庄) or the defenders
    (``match.next_dealer_on_takeover``: 000 若庄家失败，由其下家坐庄)."""
    rule = v.match.next_dealer_on_hold if gainer is Side.DEALER else v.match.next_dealer_on_takeover
    match rule:
        case NextDealerOnHold.PARTNER:
            return SEATING.partner(dealer)
        case NextDealerOnTakeover.NEXT:
            return SEATING.next(dealer)
        case unreachable:
            assert_never(unreachable)


@dataclass
class Progress:
    """Where a match stands between hands."""

    v: Variant
    levels: list[int]
    """Each partnership's level (0: the 1st and 3rd seats)."""
    dealer: str | None = None
    """The next dealer; ``None`` until a hand is played (the first hand's bids decide)."""
    restore: tuple[int, int] | None = None
    """After a J/A bottom restart: the side and the level it may play again (落实政策)."""
    free: set[int] = field(default_factory=set)
    """Sides restarted on 2 by the J/A rule that need not stop on 2 (``ja_restart_frees_two``)."""
    over: bool = False

    def void(self, dealer: str | None) -> None:
        """Nobody declared: redealt by the same dealer, or (after the first hand, under
        ``redeal-then-step-down``) the dealer steps down for its 下家."""
        self.restore = None
        if (
            dealer is not None
            and self.v.declaration.no_declaration is NoDeclaration.REDEAL_THEN_STEP_DOWN
        ):
            self.dealer = SEATING.next(dealer)

    def played(self, dealer: str, side: Side, gain: int, points: int, dug: bool) -> None:
        """Move on after a hand: ``side`` went up ``gain``; ``dug``: the defenders won the last
        trick with a play holding a card of the level rank."""
        m = self.v.match
        own, pending, self.restore = team(dealer), self.restore, None
        level = self.levels[own]
        restart = ja_restart(self.v, level) if dug else None
        if restart is not None:
            # The dealer side restarts and keeps the deal, whatever the points.
            self.levels[own] = restart
            if m.restore_after_ja_below:
                self.restore = (own, level)
            if m.ja_restart_frees_two and restart == 2:
                self.free.add(own)
            self.dealer = next_dealer(self.v, dealer, Side.DEALER)
            return
        match side:
            case Side.DEALER:
                new, self.levels[1 - own], self.over = self._climb(
                    level, self.levels[1 - own], gain, True, own in self.free
                )
                if pending is not None and pending[0] == own and points < m.restore_after_ja_below:
                    new = max(new, pending[1])
                self.levels[own] = new
                self.dealer = next_dealer(self.v, dealer, Side.DEALER)
            case Side.DEFENDERS:
                self.levels[1 - own], self.levels[own], self.over = self._climb(
                    self.levels[1 - own], level, gain, False, 1 - own in self.free
                )
                self.dealer = next_dealer(self.v, dealer, Side.DEFENDERS)
            case unreachable:
                assert_never(unreachable)
        self.free = {p for p in self.free if self.levels[p] == 2}

    def _climb(
        self, start: int, other: int, gain: int, dealing: bool, free: bool
    ) -> tuple[int, int, bool]:
        """A side on ``start`` goes up ``gain``: it stops on a must-play level it would jump (the
        dealer side has played its own; the defenders have not; ``free``: 2 is not one), the
        levels not taken come off the ``other`` side when ``deduct_unplayed_levels`` (not below
        2); past the final level it wins, or wraps round to 2.  Returns both levels and whether
        the match is over."""
        m = self.v.match
        target = start + gain
        stops = [
            lv
            for lv in m.must_play
            if (start + 1 if dealing else start) <= lv < target and not (free and lv == 2)
        ]
        new = min(stops, default=target)
        if stops and m.deduct_unplayed_levels:
            other = max(2, other - (target - new))
        if new > m.final_level and m.wrap_past_final:
            new -= m.final_level - 1
        return new, other, new > m.final_level
