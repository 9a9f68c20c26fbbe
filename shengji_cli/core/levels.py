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

>>> from shengji_cli.core.variants import load_variant
>>> from shengji_cli.core.vocab import LevelChange
>>> o = advance(6, 10, LevelChange("defenders", 3), load_variant("shenzhen"))
>>> o.defenders_level, o.dealer_level, o.deducted
(11, 4, 2)
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import RANK_NAMES
from .variants import Variant
from .vocab import LevelChange


@dataclass(frozen=True, slots=True)
class LevelOutcome:
    """Both sides' levels after a hand (``dealer``/``defenders`` name the sides of that hand)."""

    dealer_level: int
    defenders_level: int
    side: str
    gained: int
    stopped_at: int | None
    """The must-play level the gain stopped on, if it did."""
    deducted: int
    """Levels deducted from the other side (shenzhen 第十四条)."""
    winner: str | None
    """``dealer`` or ``defenders`` when this hand ends the match."""
    wrapped: bool


def rank_name(level: int) -> str:
    """``10``, ``J``, … ``A``; past A is ``past A``."""
    return RANK_NAMES.get(level, "past A")


def advance(dealer_level: int, defenders_level: int, change: LevelChange, variant: Variant,
            dug_with_level: bool = False, free: frozenset[int] = frozenset()) -> LevelOutcome:
    """Apply a hand's level change to both sides' levels.

    ``dug_with_level``: the defenders won the last trick with a card of the dealer's level
    rank; under ``match.ja_bottom_rule`` a dealer on J or A then restarts from 2 or J
    whatever the points (shenzhen 第十四条), the dealer side keeping the deal.  ``free``: must-play
    levels the gaining side need not stop on (``match.ja_restart_frees_two``).
    """
    m = variant.match
    if m.ja_bottom_rule and dug_with_level and dealer_level in (11, 14):
        restart = 2 if dealer_level == 11 else 11
        return LevelOutcome(restart, defenders_level, "dealer", restart - dealer_level, None, 0, None, False)
    taking_over = change.side == "defenders"
    start = defenders_level if taking_over else dealer_level
    target = start + change.levels
    stop: int | None = None
    for level in sorted(set(m.must_play) - free):
        lo_ok = level >= start if taking_over else level > start
        if lo_ok and level < target:
            stop = level
            break
    new = stop if stop is not None else target
    gained = new - start
    deducted = 0
    other = dealer_level if taking_over else defenders_level
    if stop is not None and m.deduct_unplayed_levels:
        deducted = min(target - stop, other - 2)
        other -= deducted
    winner: str | None = None
    wrapped = False
    if new > m.final_level:
        if m.wrap_past_final:
            new = 2 + (new - m.final_level - 1)
            wrapped = True
        else:
            winner = change.side
    if taking_over:
        return LevelOutcome(other, new, change.side, gained, stop, deducted, winner, wrapped)
    return LevelOutcome(new, other, change.side, gained, stop, deducted, winner, wrapped)
