"""Levels across hands: gains, must-play levels (必打), deductions, wrapping, the match's end.

A side on level L that gains g levels moves to L + g, except:

* it never jumps a must-play level it has not played as dealer: the dealer side passes its
  own level L freely but stops on a must-play level strictly between L and L + g; the
  defenders, taking over, stop on the first must-play level in [L, L + g) (they have not
  played their own level yet);
* ``match.deduct_unplayed_levels`` (``shenzhen`` 第十四条): the levels it could not take
  are deducted from the other side, never below 2;
* past ``match.final_level`` the side has won the match, or with
  ``match.wrap_past_final`` (``online``) it goes round to 2 again.

Who deals next: the dealer side went up → ``match.next_dealer_on_hold`` (the dealer's
partner); the defenders took over → ``match.next_dealer_on_takeover`` (the old dealer's 下家).

>>> from shengji_cli.core.variants import load_variant
>>> from shengji_cli.core.vocab import LevelChange, Side
>>> v = load_variant("shenzhen")
>>> o = advance(6, 10, LevelChange(Side.DEFENDERS, 3), v)
>>> o.defenders_level, o.dealer_level, o.deducted
(11, 4, 2)
>>> next_dealer(Seating(("N", "W", "S", "E")), "N", Side.DEFENDERS, v)
'W'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import assert_never

from .cards import RANK_NAMES
from .seating import Seating
from .variants import Variant
from .vocab import LevelChange, NextDealerOnHold, NextDealerOnTakeover, Side


@dataclass(frozen=True, slots=True, kw_only=True)
class LevelOutcome:
    """Both sides' levels after a hand (``dealer``/``defenders`` name the sides of that hand)."""

    dealer_level: int
    defenders_level: int
    side: Side
    """The side that went up (the dealer side on a J/A restart: it keeps the deal)."""
    gained: int
    stopped_at: int | None = None
    """The must-play level the gain stopped on, if it did."""
    deducted: int = 0
    """Levels deducted from the other side (shenzhen 第十四条)."""
    winner: Side | None = None
    """The side this hand makes the match's winner."""
    wrapped: bool = False
    restarted: bool = False
    """The J/A bottom rule restarted the dealer side (``match.ja_bottom_rule``)."""
    result: LevelChange
    """The hand's result as ``check`` and ``score --levels`` state it: the points' level change,
    or on a J/A restart the restarted side +0 (002 第十四条 无论台下方得分多少)."""


def rank_name(level: int) -> str:
    """``10``, ``J``, … ``A``; past A is ``past A``."""
    return RANK_NAMES.get(level, "past A")


def next_dealer(seating: Seating, dealer: str, side: Side, variant: Variant) -> str:
    """Who deals after ``dealer``'s hand in which ``side`` went up."""
    m = variant.match
    match side:
        case Side.DEALER:
            match m.next_dealer_on_hold:
                case NextDealerOnHold.PARTNER:
                    return seating.partner(dealer)
                case _:
                    assert_never(m.next_dealer_on_hold)
        case Side.DEFENDERS:
            match m.next_dealer_on_takeover:
                case NextDealerOnTakeover.NEXT:
                    return seating.next(dealer)
                case _:
                    assert_never(m.next_dealer_on_takeover)
        case _:
            assert_never(side)


def advance(
    dealer_level: int,
    defenders_level: int,
    change: LevelChange,
    variant: Variant,
    dug_with_level: bool = False,
    free: frozenset[int] = frozenset(),
) -> LevelOutcome:
    """Apply a hand's level change to both sides' levels.

    ``dug_with_level``: the defenders won the last trick with a card of the dealer's level
    rank; under ``match.ja_bottom_rule`` a dealer on a level of ``match.ja_restart`` (J, A)
    then restarts from its restart level (2, J) whatever the points (shenzhen 第十四条), the
    dealer side keeping the deal.  ``free``: must-play levels the gaining side need not stop
    on (``match.ja_restart_frees_two``).
    """
    m = variant.match
    restart = m.ja_restart.get(dealer_level) if m.ja_bottom_rule and dug_with_level else None
    if restart is not None:
        return ja_restart(dealer_level, defenders_level, restart, Side.DEALER)
    side = Side(change.side)
    taking_over = side is Side.DEFENDERS
    start = defenders_level if taking_over else dealer_level
    target = start + change.levels
    stop = _must_play_stop(sorted(set(m.must_play) - free), start, target, taking_over)
    new = stop if stop is not None else target
    gained = new - start
    other = dealer_level if taking_over else defenders_level
    deducted = min(target - stop, other - 2) if stop is not None and m.deduct_unplayed_levels else 0
    other -= deducted
    new, winner, wrapped = _past_final(new, side, variant)
    dealer_after, defenders_after = (other, new) if taking_over else (new, other)
    return LevelOutcome(
        dealer_level=dealer_after,
        defenders_level=defenders_after,
        side=side,
        gained=gained,
        stopped_at=stop,
        deducted=deducted,
        winner=winner,
        wrapped=wrapped,
        result=change,
    )


def _past_final(level: int, side: Side, variant: Variant) -> tuple[int, Side | None, bool]:
    """A level past ``match.final_level``: wrapped round to 2 on (``match.wrap_past_final``),
    else the match won by ``side``.  The level, the winner (``None``: none yet), whether it
    wrapped."""
    m = variant.match
    if level <= m.final_level:
        return level, None, False
    if m.wrap_past_final:
        return 2 + (level - m.final_level - 1), None, True
    return level, side, False


def _must_play_stop(
    must_play: Sequence[int], start: int, target: int, taking_over: bool
) -> int | None:
    """The first must-play level a climb from ``start`` to ``target`` stops on: past ``start``
    (or on it, for a side taking over), short of ``target``; ``None`` if none."""
    for level in must_play:
        if (level >= start if taking_over else level > start) and level < target:
            return level
    return None


def ja_restart(dealer_level: int, defenders_level: int, restart: int, side: Side) -> LevelOutcome:
    """The dealer side restarts from ``restart`` whatever the points, the other side unchanged;
    ``side`` deals on (the dealer side after the J/A bottom rule; the defenders after a ruling's
    ``faults.ja_restart``) and gains nothing."""
    return LevelOutcome(
        dealer_level=restart,
        defenders_level=defenders_level,
        side=side,
        gained=restart - dealer_level,
        restarted=True,
        result=LevelChange(side, 0),
    )
