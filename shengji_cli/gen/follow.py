"""Following, as the generator reads the rule (docs/rules.md §4), and random legal follows built
from it.

Follows are *constructed* from the written rule, never found by asking the checker: play all
cards of the led suit if they are not more than the lead; else for each tractor of the lead,
longest first, a tractor of that length — or, under ``follow.shorter_tractor_owed``, the
longest shorter one — chosen among the arrangements that leave the most for the following
tractors; then pairs up to the lead's pair count; then random cards of the suit.

A lead holding triples (three decks, docs/rules.md R13.3), followed from a hand holding one, is
read from its profile: (泰坦尼克 vector, all the lead's triples, the width-2 tractor vector,
triples,
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


def owed(cards: Sequence[Card], ctx: TrumpContext, v: Variant) -> Shape:
    """The lead's structure as far as a follower in suit owes it: all of it, or — a throw under
    ``follow.throw_shape_owed = false`` (online 游戏规则 五.4 其他玩家必须也跟出该花色的牌, R4.3) —
    nothing but its suit and number of cards, read as a lead without pairs."""
    led = shape(cards, ctx)
    if v.follow.throw_shape_owed or not led.multi:
        return led
    return Shape(led.units, (), 0)


def obliged(lead: Shape, v: Variant) -> tuple[int, ...]:
    """The tractor lengths a lead obliges (a throw's only if ``throw_tractor_obliges_tractor``)."""
    if lead.multi and not v.follow.throw_tractor_obliges_tractor:
        return ()
    return lead.tractors


def follow_profile(
    cards: Sequence[Card], lead: Sequence[Card], ctx: TrumpContext, v: Variant
) -> tuple[tuple[int, ...], int]:
    """How well cards of the led suit match a lead: best tractor vector, pairs (capped)."""
    led = owed(lead, ctx, v)
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
    return (
        best_tractors(three, led.titanics if slots else (), shorter, ctx, False)[0],
        n3 >= led.triples,
        best_tractors(two, led.tractors if slots else (), shorter, ctx, False)[0],
        min(n3, led.triples),
        min(n2, led.pairs),
    )


def _plays(held: Sequence[Card], size: int) -> list[tuple[Card, ...]]:
    """Every distinct play of ``size`` cards from ``held``."""
    counts = sorted(Counter(held).items())
    return [
        tuple(k for (k, _), t in zip(counts, takes, strict=True) for _ in range(t))
        for takes in product(*(range(n + 1) for _, n in counts))
        if sum(takes) == size
    ]


def best_wide(
    held: Sequence[Card], led: Shape, size: int, ctx: TrumpContext, v: Variant
) -> tuple[Wide, list[tuple[Card, ...]]]:
    """The greatest R13.3 profile a play of ``size`` cards from ``held`` reaches, and every such
    play."""
    scored = [(wide_profile(p, led, ctx, v), p) for p in _plays(held, size)]
    best = max(s for s, _ in scored)
    return best, [p for s, p in scored if s == best]


def _wide(led: Shape, held: Sequence[Card]) -> bool:
    return led.wide and bool(triples(held))


def follow_is_legal(
    lead: Sequence[Card], hand: Sequence[Card], play: Sequence[Card], ctx: TrumpContext, v: Variant
) -> bool:
    """The generator's own reading of the follow rule (docs/rules.md §4), for faults and tests."""
    suit = ctx.esuit[lead[0]]
    held = of_suit(hand, suit, ctx)
    played = of_suit(play, suit, ctx)
    if len(played) < min(len(held), len(lead)):
        return False
    if len(held) <= len(lead):
        return True
    led = owed(lead, ctx, v)
    if _wide(led, held):
        return wide_profile(played, led, ctx, v) == best_wide(held, led, len(lead), ctx, v)[0]
    return follow_profile(played, lead, ctx, v) == follow_profile(held, lead, ctx, v)


def structured(
    pool: Sequence[Card],
    led: Shape,
    size: int,
    tractors: tuple[int, ...],
    shorter: bool,
    rng: random.Random,
    ctx: TrumpContext,
) -> list[Card]:
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


def legal_follow(
    rng: random.Random, hand: Sequence[Card], lead: Sequence[Card], ctx: TrumpContext, v: Variant
) -> list[Card]:
    """A random legal follow, built from the rule: the led suit as far as held; void in a plain
    suit, often trumps shaped like the lead (a ruff); else discards, mostly plain cards."""
    suit = ctx.esuit[lead[0]]
    n = len(lead)
    held = of_suit(hand, suit, ctx)
    led = owed(lead, ctx, v)
    if len(held) > n and _wide(led, held):
        return list(rng.choice(best_wide(held, led, n, ctx, v)[1]))
    if len(held) > n:
        return structured(held, led, n, obliged(led, v), v.follow.shorter_tractor_owed, rng, ctx)
    led = shape(lead, ctx)  # a ruff is shaped like the lead itself
    play = list(held)
    rest = sorted((Counter(hand) - Counter(held)).elements())
    trumps = [c for c in rest if ctx.esuit[c] == TRUMP]
    if not held and suit != TRUMP and len(trumps) >= n and rng.random() < 0.6:
        return structured(trumps, led, n, led.tractors, False, rng, ctx)
    plain = [c for c in rest if ctx.esuit[c] != TRUMP]
    pool = plain if len(plain) >= n - len(play) and rng.random() < 0.7 else rest
    return play + rng.sample(pool, n - len(play))


def exposed_options(
    hand: Sequence[Card],
    lead: Sequence[Card],
    exposed: Sequence[Card],
    ctx: TrumpContext,
    v: Variant,
) -> list[tuple[int, int, list[Card]]]:
    """The legal follows of a seat with exposed cards (重罚张), as ``(most, fewest, core)``: each
    legal
    way to meet the lead's structure (``core``: the pairs kept, or with no more cards of the suit
    than the lead, all of them) and the most and fewest exposed cards a follow built on it holds.

    shenzhen 第十七条(五)2 重罚张一家跟牌时，须在合法出牌的第一时间跟出重罚张: the generator reads
    "the
    first legal chance" as "as many of them as a legal follow can hold" (docs/rules.md R11.23).
    Only
    the pairs of the suit decide whether cards match the lead's structure, so every choice of them
    is tried; the rest of the follow is free.
    """
    suit = ctx.esuit[lead[0]]
    n = len(lead)
    shown = Counter(exposed) & Counter(hand)
    held = of_suit(hand, suit, ctx)

    def counts(core: list[Card], pool: Counter[Card]) -> tuple[int, int, list[Card]]:
        mine = sum((Counter(core) & shown).values())
        room = n - len(core)
        spare = sum((pool & shown).values())
        return mine + min(room, spare), mine + max(0, room - sum(pool.values()) + spare), core

    if len(held) <= n:
        return [counts(held, Counter(hand) - Counter(held))]
    want = follow_profile(held, lead, ctx, v)
    kinds = sorted(pairs(held).items()) if owed(lead, ctx, v).pairs else []
    out = []
    for mask in product(*(range(k + 1) for _, k in kinds)):
        core = [c for (c, _), m in zip(kinds, mask, strict=True) for _ in range(2 * m)]
        if len(core) <= n and follow_profile(core, lead, ctx, v) == want:
            out.append(counts(core, Counter(held) - Counter(core)))
    return out


def held_exposed(play: Sequence[Card], exposed: Sequence[Card]) -> int:
    """How many exposed cards a play holds (copies counted)."""
    return sum((Counter(play) & Counter(exposed)).values())


def most_exposed(
    hand: Sequence[Card],
    lead: Sequence[Card],
    exposed: Sequence[Card],
    ctx: TrumpContext,
    v: Variant,
) -> int:
    """The most exposed cards a legal follow can hold (:func:`exposed_options`)."""
    return max(most for most, _, _ in exposed_options(hand, lead, exposed, ctx, v))


def exposed_follow(
    rng: random.Random,
    hand: Sequence[Card],
    lead: Sequence[Card],
    exposed: Sequence[Card],
    ctx: TrumpContext,
    v: Variant,
    keep_back: bool = False,
) -> list[Card] | None:
    """A random legal follow holding as many exposed cards as any legal follow can; with
    ``keep_back``, one holding fewer (an ``exposed-card`` fault), or None if there is none."""
    options = exposed_options(hand, lead, exposed, ctx, v)
    top = max(most for most, _, _ in options)  # most_exposed, without searching twice
    if keep_back:
        options = [o for o in options if o[1] < top]
        if not options:
            return None
    else:
        options = [o for o in options if o[0] == top]
    _, _, core = rng.choice(options)
    suit = ctx.esuit[lead[0]]
    pool = Counter(hand) - Counter(core)
    if len(of_suit(hand, suit, ctx)) > len(lead):
        pool = Counter(of_suit(list(pool.elements()), suit, ctx))
    shown = pool & Counter(exposed)
    first, second = sorted(shown.elements()), sorted((pool - shown).elements())
    rng.shuffle(first)
    rng.shuffle(second)
    fill = second + first if keep_back else first + second
    return core + fill[: len(lead) - len(core)]
