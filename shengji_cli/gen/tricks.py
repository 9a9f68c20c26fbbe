"""Who can beat a thrown unit, and who wins a trick, as the generator reads docs/rules.md §5–§6."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import NamedTuple, assert_never

from ..core.cards import TRUMP, Card, TrumpContext
from ..core.units import Unit, decompose
from ..core.variants import Variant
from ..core.vocab import CardCountTrick, RuffStructure, TrickStrength
from .structure import (
    Shape,
    best_tractors,
    instances,
    kind,
    of_suit,
    pairs,
    shape,
    triples,
    without,
)

Blocks = list[tuple[str, int]]
"""``(seat, unit index)`` for every thrown unit another seat can beat; seats in play order."""


def beaten(unit: Unit, held: Sequence[Card], ctx: TrumpContext) -> bool:
    """True if cards ``held`` (of the unit's suit) beat the unit: a higher card, pair, tractor,
    triple, 泰坦尼克 (the same width and length: docs/rules.md R13.2)."""
    if unit.width == 1:
        return any(ctx.pos[c] > unit.top for c in held)
    avail = pairs(held) if unit.width == 2 else triples(held)
    return any(ctx.pos[inst[0]] > unit.top for inst in instances(avail, unit.length, ctx))


def blocks(
    throw: Sequence[Card], others: Sequence[tuple[str, Sequence[Card]]], ctx: TrumpContext
) -> Blocks:
    """Every thrown unit another seat can beat (docs/rules.md §5: the throw then fails)."""
    units = decompose(throw, ctx)
    suit = ctx.esuit[throw[0]]
    out: Blocks = []
    for seat, hand in others:
        held = of_suit(hand, suit, ctx)
        out += [(seat, i) for i, u in enumerate(units) if beaten(u, held, ctx)]
    return out


def _ruff_slots(led: Shape, v: Variant) -> tuple[int, ...]:
    """The tractors a ruff must hold: the lead's own (``exact``, ``same-shape``), or as many of
    any length (``at-least``)."""
    match v.ruff.structure:
        case RuffStructure.EXACT | RuffStructure.SAME_SHAPE:
            return led.tractors
        case RuffStructure.AT_LEAST:
            return (2,) * len(led.tractors)
        case unreachable:
            assert_never(unreachable)


def _same_split(cards: Sequence[Card], led: Shape, ctx: TrumpContext) -> bool:
    """True if the cards split into the very units the lead does (docs/rules.md §12, the 80fen
    referee before 2026-09-07: the exact structure, no split unit)."""
    own = shape(cards, ctx)
    return (own.tractors, own.pairs, len(own.units)) == (led.tractors, led.pairs, len(led.units))


def ruffs(cards: Sequence[Card], led: Shape, ctx: TrumpContext, v: Variant) -> bool:
    """True if trumps ``cards`` have the structure a ruff of the lead needs (docs/rules.md §6)."""
    avail = pairs(cards)
    if sum(avail.values()) < led.pairs:
        return False
    if v.ruff.structure is RuffStructure.SAME_SHAPE and not _same_split(cards, led, ctx):
        return False
    want = _ruff_slots(led, v)
    if led.wide and not _ruffs_wide(cards, led, ctx, v):
        return False
    return best_tractors(avail, want, False, ctx, False)[0] == want


def _ruffs_wide(cards: Sequence[Card], led: Shape, ctx: TrumpContext, v: Variant) -> bool:
    """A ruff of a lead holding triples holds as many triples, and its 泰坦尼克 (R13.4)."""
    three = triples(cards)
    if sum(three.values()) < led.triples:
        return False
    match v.ruff.structure:
        case RuffStructure.EXACT | RuffStructure.SAME_SHAPE:
            want = led.titanics
        case RuffStructure.AT_LEAST:
            want = (2,) * len(led.titanics)
        case unreachable:
            assert_never(unreachable)
    return best_tractors(three, want, False, ctx, False)[0] == want


def ruff_key(cards: Sequence[Card], led: Shape, ctx: TrumpContext, v: Variant) -> int:
    """A ruff's strength: its unit of the lead's most complex kind, as high as it can be."""
    if led.wide:
        return _wide_ruff_key(cards, led, ctx, v)
    avail = pairs(cards)
    if led.tractors:
        match v.ruff.structure:
            case RuffStructure.EXACT:
                return _highest_fitting(avail, led.tractors, ctx)
            case RuffStructure.AT_LEAST:
                return max(ctx.pos[inst[0]] for inst in instances(avail, 2, ctx))
            case RuffStructure.SAME_SHAPE:
                return max(
                    u.top
                    for u in shape(cards, ctx).units
                    if u.length == led.tractors[0] and u.width == 2
                )
            case unreachable:
                assert_never(unreachable)
    if led.pairs:
        return max(ctx.pos[k] for k in avail)
    return max(ctx.pos[c] for c in cards)


def _wide_ruff_key(cards: Sequence[Card], led: Shape, ctx: TrumpContext, v: Variant) -> int:
    """:func:`ruff_key` of a lead of triples (three decks)."""
    three = triples(cards)
    if not led.titanics:
        return max(ctx.pos[k] for k in three)
    if v.ruff.structure is RuffStructure.AT_LEAST:
        return max(ctx.pos[inst[0]] for inst in instances(three, 2, ctx))
    return _highest_fitting(three, led.titanics, ctx)


def _highest_fitting(avail: Counter[Card], lengths: tuple[int, ...], ctx: TrumpContext) -> int:
    """The highest start of a run of ``lengths[0]`` of ``avail``'s kinds that leaves room for
    runs of the other ``lengths``."""
    n, rest = lengths[0], lengths[1:]
    return max(
        ctx.pos[inst[0]]
        for inst in instances(avail, n, ctx)
        if best_tractors(without(avail, inst), rest, False, ctx, False)[0] == rest
    )


def judge(
    plays: Sequence[tuple[str, Sequence[Card]]],
    ctx: TrumpContext,
    v: Variant,
    barred: frozenset[str] = frozenset(),
    losing: frozenset[str] = frozenset(),
) -> int:
    """Index of the play that wins the trick; ``plays[0]`` is the lead (docs/rules.md §6).

    ``barred`` seats may not ruff (``throw.dealer_partner_may_ruff``).  A lead of no one suit
    (``illegal-lead``) has no suit to follow: only a ruff can take it.  ``losing`` seats' side
    loses the trick (national 第十六条 按出错一方本圈失败, :func:`losing_side`): their follows do
    not compete, and a lead of theirs that nothing beat passes the trick to the first play of
    the other side.
    """
    kept = [i for i, (s, _) in enumerate(plays) if i == 0 or s not in losing]
    winner = kept[_judge([plays[i] for i in kept], ctx, v, barred)]
    if plays[winner][0] in losing:
        return next((i for i, (s, _) in enumerate(plays) if s not in losing), winner)
    return winner


def losing_side(erring: Sequence[str], partner: Callable[[str], str], v: Variant) -> frozenset[str]:
    """The seats whose side loses a trick in which ``erring`` seats played a wrong number of cards
    (``faults.card_count_trick``): none under ``play-void`` or when both sides erred."""
    match v.faults.card_count_trick:
        case CardCountTrick.PLAY_VOID:
            return frozenset()
        case CardCountTrick.SIDE_LOSES:
            side = frozenset({erring[0], partner(erring[0])}) if erring else frozenset()
            return side if all(s in side for s in erring) else frozenset()
        case unreachable:
            assert_never(unreachable)


def _judge(
    plays: Sequence[tuple[str, Sequence[Card]]],
    ctx: TrumpContext,
    v: Variant,
    barred: frozenset[str],
) -> int:
    """:func:`judge` with every play competing."""
    lead = plays[0][1]
    led_suits = {ctx.esuit[c] for c in lead}
    suit = led_suits.pop() if len(led_suits) == 1 else None
    led = shape(lead, ctx)
    contest = _Contest(plays, suit, led, ctx, v, barred)
    match v.ruff.strength:
        case TrickStrength.LEAD_UNIT:
            return _by_lead_unit(contest)
        case TrickStrength.HIGHEST_CARD:
            return _by_highest_card(contest)
        case unreachable_strength:
            assert_never(unreachable_strength)


class _Contest(NamedTuple):
    """A trick to judge: its plays (the lead first), the led suit (``None``: of several), the
    lead's shape, and the seats that may not ruff."""

    plays: Sequence[tuple[str, Sequence[Card]]]
    suit: int | None
    led: Shape
    ctx: TrumpContext
    v: Variant
    barred: frozenset[str]


def _by_lead_unit(c: _Contest) -> int:
    """:func:`judge` by the lead's unit (docs/rules.md §6): a follow of the led suit beats with
    one unit of the lead's kind and a higher top (a lead of one unit, not yet ruffed); a ruff
    beats the led suit, and a higher ruff (:func:`ruff_key`) an earlier one."""
    plays, suit, led, ctx, v, barred = c
    lead = plays[0][1]
    best, key, ruffed = 0, led.units[0].top, False
    for i, (seat, cards) in enumerate(plays[1:], start=1):
        psuit = _one_suit(cards, len(lead), ctx)
        if psuit is None:
            continue
        if psuit == suit:
            top = None if led.multi or ruffed else _higher_unit(cards, led, key, ctx)
            if top is not None:
                best, key = i, top
        elif psuit == TRUMP and seat not in barred and ruffs(cards, led, ctx, v):
            k = ruff_key(cards, led, ctx, v)
            if not ruffed or k > key:
                best, key, ruffed = i, k, True
    return best


def _one_suit(cards: Sequence[Card], size: int, ctx: TrumpContext) -> int | None:
    """The one effective suit of a play of ``size`` cards (the lead's); ``None`` for another
    size or a play of several suits (it cannot win)."""
    suits = {ctx.esuit[c] for c in cards}
    return suits.pop() if len(cards) == size and len(suits) == 1 else None


def _higher_unit(cards: Sequence[Card], led: Shape, key: int, ctx: TrumpContext) -> int | None:
    """The top of a follow that is one unit of the lead's kind above ``key``, else ``None``."""
    units = decompose(cards, ctx)
    if len(units) == 1 and kind(units[0]) == kind(led.units[0]) and units[0].top > key:
        return units[0].top
    return None


def _by_highest_card(c: _Contest) -> int:
    """:func:`judge` as docs/rules.md §12 states the 80fen rule: a play of the led suit or of
    trumps whose structure covers the lead's competes; the strictly highest card of a whole
    play wins, any trump above the led suit; ties stay with the earlier play."""

    plays, suit, led, ctx, v, barred = c

    def top(cards: Sequence[Card]) -> int:
        return max(ctx.pos[c] for c in cards)

    lead = plays[0][1]
    best, rank = 0, (0, top(lead))
    for i, (seat, cards) in enumerate(plays[1:], start=1):
        psuit = _one_suit(cards, len(lead), ctx)
        if psuit is None:
            continue
        if psuit == suit or (psuit == TRUMP and seat not in barred):
            if ruffs(cards, led, ctx, v):
                mine = (1 if psuit == TRUMP and suit != TRUMP else 0, top(cards))
                if mine > rank:
                    best, rank = i, mine
    return best
