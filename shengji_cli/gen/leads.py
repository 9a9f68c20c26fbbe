"""Random leads: singles, pairs, tractors, throws that stand and throws that fail (docs/rules.md
§3, §5)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ..core.cards import Card, TrumpContext
from ..core.units import Unit, decompose
from .structure import instances, of_suit, pairs, triples
from .tricks import Blocks, beaten, blocks

Others = list[tuple[str, list[Card]]]
"""The other seats' hands, in order of play after the leader."""


@dataclass
class Lead:
    """A lead: the cards shown, the cards played, and how the record and the rules see it."""

    thrown: list[Card]
    played: list[Card]
    failed: bool = False
    """Another seat could beat the throw and it was withdrawn (penalty, barred ruffs)."""
    blocks: Blocks = field(default_factory=list)
    marked: bool = False
    """Recorded as ``attempted -> played``."""


def suits_of(rng: random.Random, hand: Sequence[Card], ctx: TrumpContext) -> list[int]:
    """The effective suits of a hand, in random order."""
    suits = sorted({ctx.esuit[c] for c in hand})
    rng.shuffle(suits)
    return suits


def throw(
    rng: random.Random,
    hand: Sequence[Card],
    others: Others,
    cap: int,
    failing: bool,
    ctx: TrumpContext,
) -> Lead | None:
    """A throw that stands (or, with ``failing``, one another seat can beat), or None."""
    for suit in suits_of(rng, hand, ctx):
        units = list(decompose(of_suit(hand, suit, ctx), ctx))
        if len(units) < 2:
            continue
        safe, unsafe = _safe_units(units, [of_suit(h, suit, ctx) for _, h in others], ctx)
        if failing and not unsafe or not failing and len(safe) < 2:
            continue
        found = _throw_in_suit(rng, units, safe, unsafe, others, cap, failing, ctx)
        if found is not None:
            return found
    return None


def _safe_units(
    units: list[Unit], held: list[list[Card]], ctx: TrumpContext
) -> tuple[list[Unit], list[Unit]]:
    """The units no other seat's ``held`` cards of the suit can beat, and the others."""
    safe = [u for u in units if not any(beaten(u, h, ctx) for h in held)]
    return safe, [u for u in units if all(u is not x for x in safe)]


def _throw_in_suit(
    rng: random.Random,
    units: list[Unit],
    safe: list[Unit],
    unsafe: list[Unit],
    others: Others,
    cap: int,
    failing: bool,
    ctx: TrumpContext,
) -> Lead | None:
    """A throw of some of a suit's ``units`` (four tries): with ``failing``, one unit another
    seat can beat and some others; else two to four units no seat can beat."""
    for _ in range(4):
        if failing:
            first = rng.choice(unsafe)
            rest = [u for u in units if u is not first]
            pick = [first] + rng.sample(rest, rng.randint(1, min(3, len(rest))))
        else:
            pick = rng.sample(safe, rng.randint(2, min(4, len(safe))))
        cards = [c for u in pick for c in u.cards]
        if len(cards) > cap or len(decompose(cards, ctx)) < 2:
            continue
        found = blocks(cards, others, ctx)
        if bool(found) == failing:
            return Lead(cards, cards, failing, found, failing)
    return None


def simple_lead(
    rng: random.Random, hand: Sequence[Card], cap: int, ctx: TrumpContext
) -> list[Card]:
    """A single, a pair or a tractor of at most ``cap`` cards (with three decks now and then a
    triple or a 泰坦尼克)."""
    r = rng.random()
    if r < 0.25 and cap >= 3 and _copies(hand) >= 3:
        found = _run_lead(rng, hand, triples, 3, range(1, cap // 3 + 1), ctx)
        if found:
            return found
    if r < 0.45 and cap >= 4:
        found = _run_lead(rng, hand, pairs, 2, range(2, cap // 2 + 1), ctx)
        if found:
            return found
    pair = _pair(rng, hand) if r < 0.75 and cap >= 2 else None
    return pair or [rng.choice(sorted(hand))]


def _pair(rng: random.Random, hand: Sequence[Card]) -> list[Card] | None:
    """A random pair of the hand, or ``None`` when it holds none."""
    kinds = sorted(pairs(hand))
    if not kinds:
        return None
    k = rng.choice(kinds)
    return [k, k]


def _copies(hand: Sequence[Card]) -> int:
    """The most copies of one card the hand holds."""
    return max(Counter(hand).values(), default=0)


def _run_lead(
    rng: random.Random,
    hand: Sequence[Card],
    groups: Callable[[Sequence[Card]], Counter[Card]],
    width: int,
    lengths: range,
    ctx: TrumpContext,
) -> list[Card] | None:
    """A random run of ``lengths`` of the hand's ``groups`` of ``width`` cards (pairs, triples)
    in one suit; ``None`` when the hand has none."""
    found = [
        inst
        for s in suits_of(rng, hand, ctx)
        for n in lengths
        for inst in instances(groups(of_suit(hand, s, ctx)), n, ctx)
    ]
    if not found:
        return None
    return [k for k in rng.choice(found) for _ in range(width)]


def lead(
    rng: random.Random, hand: Sequence[Card], others: Others, cap: int, ctx: TrumpContext
) -> Lead:
    """A random lead: now and then a throw that fails or one that stands, else a simple lead."""
    r = rng.random()
    choice: Lead | None = None
    if r < 0.10:
        choice = throw(rng, hand, others, cap, True, ctx)
    elif r < 0.30:
        choice = throw(rng, hand, others, cap, False, ctx)
    if choice is None:
        cards = simple_lead(rng, hand, cap, ctx)
        choice = Lead(cards, cards)
    return choice
