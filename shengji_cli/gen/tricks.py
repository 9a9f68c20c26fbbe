"""Who can beat a thrown unit, and who wins a trick, as the generator reads docs/rules.md §5–§6."""

from __future__ import annotations

from collections.abc import Sequence
from typing import assert_never

from ..core.cards import TRUMP, Card, TrumpContext
from ..core.units import Unit, decompose
from ..core.variants import Variant
from ..core.vocab import RuffStructure
from .structure import Shape, best_tractors, instances, kind, of_suit, pairs, shape, without

Blocks = list[tuple[str, int]]
"""``(seat, unit index)`` for every thrown unit another seat can beat; seats in play order."""


def beaten(unit: Unit, held: Sequence[Card], ctx: TrumpContext) -> bool:
    """True if cards ``held`` (of the unit's suit) beat the unit: a higher card, pair, tractor."""
    if unit.width == 1:
        return any(ctx.pos[c] > unit.top for c in held)
    return any(ctx.pos[inst[0]] > unit.top for inst in instances(pairs(held), unit.length, ctx))


def blocks(throw: Sequence[Card], others: Sequence[tuple[str, Sequence[Card]]], ctx: TrumpContext) -> Blocks:
    """Every thrown unit another seat can beat (docs/rules.md §5: the throw then fails)."""
    units = decompose(throw, ctx)
    suit = ctx.esuit[throw[0]]
    out: Blocks = []
    for seat, hand in others:
        held = of_suit(hand, suit, ctx)
        out += [(seat, i) for i, u in enumerate(units) if beaten(u, held, ctx)]
    return out


def _ruff_slots(led: Shape, v: Variant) -> tuple[int, ...]:
    """The tractors a ruff must hold: the lead's own, or as many of any length (``at-least``)."""
    match v.ruff.structure:
        case RuffStructure.EXACT:
            return led.tractors
        case RuffStructure.AT_LEAST:
            return (2,) * len(led.tractors)
        case unreachable:
            assert_never(unreachable)


def ruffs(cards: Sequence[Card], led: Shape, ctx: TrumpContext, v: Variant) -> bool:
    """True if trumps ``cards`` have the structure a ruff of the lead needs (docs/rules.md §6)."""
    avail = pairs(cards)
    if sum(avail.values()) < led.pairs:
        return False
    want = _ruff_slots(led, v)
    return best_tractors(avail, want, False, ctx, False)[0] == want


def ruff_key(cards: Sequence[Card], led: Shape, ctx: TrumpContext, v: Variant) -> int:
    """A ruff's strength: its unit of the lead's most complex kind, as high as it can be."""
    avail = pairs(cards)
    if led.tractors:
        match v.ruff.structure:
            case RuffStructure.EXACT:
                n, rest = led.tractors[0], led.tractors[1:]
                return max(ctx.pos[inst[0]] for inst in instances(avail, n, ctx)
                           if best_tractors(without(avail, inst), rest, False, ctx, False)[0] == rest)
            case RuffStructure.AT_LEAST:
                return max(ctx.pos[inst[0]] for inst in instances(avail, 2, ctx))
            case unreachable:
                assert_never(unreachable)
    if led.pairs:
        return max(ctx.pos[k] for k in avail)
    return max(ctx.pos[c] for c in cards)


def judge(plays: Sequence[tuple[str, Sequence[Card]]], ctx: TrumpContext, v: Variant,
          barred: frozenset[str] = frozenset()) -> int:
    """Index of the play that wins the trick; ``plays[0]`` is the lead (docs/rules.md §6).

    ``barred`` seats may not ruff (``throw.dealer_partner_may_ruff``).  A lead of no one suit
    (``illegal-lead``) has no suit to follow: only a ruff can take it.
    """
    lead = plays[0][1]
    led_suits = {ctx.esuit[c] for c in lead}
    suit = led_suits.pop() if len(led_suits) == 1 else None
    led = shape(lead, ctx)
    best, key, ruffed = 0, led.units[0].top, False
    for i, (seat, cards) in enumerate(plays[1:], start=1):
        suits = {ctx.esuit[c] for c in cards}
        if len(cards) != len(lead) or len(suits) != 1:
            continue
        psuit = suits.pop()
        if psuit == suit:
            if not led.multi and not ruffed:
                units = decompose(cards, ctx)
                if len(units) == 1 and kind(units[0]) == kind(led.units[0]) and units[0].top > key:
                    best, key = i, units[0].top
        elif psuit == TRUMP and seat not in barred and ruffs(cards, led, ctx, v):
            k = ruff_key(cards, led, ctx, v)
            if not ruffed or k > key:
                best, key, ruffed = i, k, True
    return best
