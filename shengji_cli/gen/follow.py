"""Following, as the generator reads the rule (docs/rules.md §4), and random legal follows built from it.

Follows are *constructed* from the written rule, never found by asking the checker: play all
cards of the led suit if they are not more than the lead; else for each tractor of the lead,
longest first, a tractor of that length — or, under ``follow.shorter_tractor_owed``, the
longest shorter one — chosen among the arrangements that leave the most for the following
tractors; then pairs up to the lead's pair count; then random cards of the suit.

A lead holding triples (three decks, docs/rules.md R13.3), followed from a hand holding one, is
read from its profile: (泰坦尼克 vector, all the lead's triples, the width-2 tractor vector, triples,
pairs) of the cards themselves; the hand owes the greatest any play of the lead's size reaches,
found by trying every such play, and a random one of those is played.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from itertools import product

from ..core.cards import TRUMP, Card, TrumpContext
from ..core.variants import Variant
from .structure import Shape, best_tractors, of_suit, pairs, shape, triples


def obliged(lead: Shape, v: Variant) -> tuple[int, ...]:
    """The tractor lengths a lead obliges (a throw's only if ``throw_tractor_obliges_tractor``)."""
    if lead.multi and not v.follow.throw_tractor_obliges_tractor:
        return ()
    return lead.tractors


def follow_profile(cards: Sequence[Card], lead: Sequence[Card], ctx: TrumpContext,
                   v: Variant) -> tuple[tuple[int, ...], int]:
    """How well cards of the led suit match a lead: best tractor vector, pairs (capped)."""
    led = shape(lead, ctx)
    avail = pairs(cards)
    vec, _ = best_tractors(avail, obliged(led, v), v.follow.shorter_tractor_owed, ctx, False)
    return vec, min(led.pairs, sum(avail.values()))


Wide = tuple[tuple[int, ...], bool, tuple[int, ...], int, int]


def wide_profile(cards: Sequence[Card], led: Shape, ctx: TrumpContext, v: Variant) -> Wide:
    """R13.3's profile of some cards of the led suit against a lead holding triples."""
    slots = not (led.multi and not v.follow.throw_tractor_obliges_tractor)
    shorter = v.follow.shorter_tractor_owed
    three, two = triples(cards), pairs(cards)
    n3, n2 = sum(three.values()), sum(two.values())
    return (best_tractors(three, led.titanics if slots else (), shorter, ctx, False)[0], n3 >= led.triples,
            best_tractors(two, led.tractors if slots else (), shorter, ctx, False)[0], min(n3, led.triples),
            min(n2, led.pairs))


def _plays(held: Sequence[Card], size: int) -> list[tuple[Card, ...]]:
    """Every distinct play of ``size`` cards from ``held``."""
    counts = sorted(Counter(held).items())
    return [tuple(k for (k, _), t in zip(counts, takes, strict=True) for _ in range(t))
            for takes in product(*(range(n + 1) for _, n in counts)) if sum(takes) == size]


def best_wide(held: Sequence[Card], led: Shape, size: int, ctx: TrumpContext, v: Variant
              ) -> tuple[Wide, list[tuple[Card, ...]]]:
    """The greatest R13.3 profile a play of ``size`` cards from ``held`` reaches, and every such play."""
    scored = [(wide_profile(p, led, ctx, v), p) for p in _plays(held, size)]
    best = max(s for s, _ in scored)
    return best, [p for s, p in scored if s == best]


def _wide(led: Shape, held: Sequence[Card]) -> bool:
    return led.wide and bool(triples(held))


def follow_is_legal(lead: Sequence[Card], hand: Sequence[Card], play: Sequence[Card],
                    ctx: TrumpContext, v: Variant) -> bool:
    """The generator's own reading of the follow rule (docs/rules.md §4), for faults and tests."""
    suit = ctx.esuit[lead[0]]
    held = of_suit(hand, suit, ctx)
    played = of_suit(play, suit, ctx)
    if len(played) < min(len(held), len(lead)):
        return False
    if len(held) <= len(lead):
        return True
    led = shape(lead, ctx)
    if _wide(led, held):
        return wide_profile(played, led, ctx, v) == best_wide(held, led, len(lead), ctx, v)[0]
    return follow_profile(played, lead, ctx, v) == follow_profile(held, lead, ctx, v)


def structured(pool: Sequence[Card], led: Shape, size: int, tractors: tuple[int, ...], shorter: bool,
               rng: random.Random, ctx: TrumpContext) -> list[Card]:
    """``size`` cards of ``pool`` matching the lead's structure as well as the pool allows.

    For each tractor slot, longest first, a tractor of that length (or the longest
    shorter one) among the arrangements that keep the best for the later slots; then
    pairs up to the lead's pair count; then random cards.
    """
    avail = pairs(pool)
    vec, ways = best_tractors(avail, tractors, shorter, ctx)
    chosen: list[Card] = []
    rest = Counter(pool)
    for inst in rng.choice(ways):
        for k in inst:
            chosen += [k, k]
            rest[k] -= 2
    have = sum(vec)
    target = min(led.pairs, sum(avail.values()))
    kinds = sorted(k for k in rest if rest[k] >= 2)
    rng.shuffle(kinds)
    for k in kinds:
        if have >= target:
            break
        chosen += [k, k]
        rest[k] -= 2
        have += 1
    left = sorted(rest.elements())
    rng.shuffle(left)
    return chosen + left[: size - len(chosen)]


def legal_follow(rng: random.Random, hand: Sequence[Card], lead: Sequence[Card], ctx: TrumpContext,
                 v: Variant) -> list[Card]:
    """A random legal follow, built from the rule: the led suit as far as held; void in a plain
    suit, often trumps shaped like the lead (a ruff); else discards, mostly plain cards."""
    suit = ctx.esuit[lead[0]]
    n = len(lead)
    held = of_suit(hand, suit, ctx)
    led = shape(lead, ctx)
    if len(held) > n and _wide(led, held):
        return list(rng.choice(best_wide(held, led, n, ctx, v)[1]))
    if len(held) > n:
        return structured(held, led, n, obliged(led, v), v.follow.shorter_tractor_owed, rng, ctx)
    play = list(held)
    rest = sorted((Counter(hand) - Counter(held)).elements())
    trumps = [c for c in rest if ctx.esuit[c] == TRUMP]
    if not held and suit != TRUMP and len(trumps) >= n and rng.random() < 0.6:
        return structured(trumps, led, n, led.tractors, False, rng, ctx)
    plain = [c for c in rest if ctx.esuit[c] != TRUMP]
    pool = plain if len(plain) >= n - len(play) and rng.random() < 0.7 else rest
    return play + rng.sample(pool, n - len(play))
