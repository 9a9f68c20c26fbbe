"""Brute-force cross-check of the follow rule with triples (three decks) against
``rules.can_follow``.

The written definition (docs/rules.md R13.3): for a lead holding triples, a set X of cards of the
led
suit has the profile

    ( T₃(X), all(X), T₂(X), min(N₃, triples(X)), min(N₂, pairs(X)) )

T₃: the lexicographically greatest vector of disjoint 泰坦尼克 (runs of triples) in X against the
lead's 泰坦尼克 lengths (any 2 ≤ tᵢ ≤ nᵢ, or 0, under ``follow.shorter_tractor_owed``); all(X):
X holds as many triples as the lead; T₂: the same over X's pairs against the lead's tractors *seen
at width 2* (each 泰坦尼克 a tractor of its length); N₃, N₂: the lead's triples, and its pairs at
width 2 (a triple holds a pair).  The hand's best profile is the greatest any play of the lead's
size from the hand reaches; a play is legal when it plays what the suit asks and reaches it.

This file reads that text literally and by exhaustion: every run inside X is listed, every way of
putting runs into the slots is tried, and every sub-multiset of the hand of the lead's size is
judged.  It never calls ``rules.profile``, ``rules.wide_profile`` or ``rules.best_tractors``.

A second reading is the seed's own list (三副牌规则 【出牌规则】): for a 泰坦尼克 or a triple lead,
a
legal play holds the first line of the seed's order that the hand can make.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import product

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shengji_cli.core.cards import Card, TrumpContext, make_card
from shengji_cli.core.replay import context_for
from shengji_cli.core.rules import can_follow
from shengji_cli.core.units import TITANIC, TRACTOR, decompose
from shengji_cli.core.variants import Variant, load_variant

V = load_variant("titanic")
CTX = context_for(10, "H", V)  # ♥ trump, level 10: ♠ is a plain suit, ♠J–♠9 adjacent
SPADES = [make_card(0, r) for r in (3, 4, 5, 6, 7, 9, 11)]  # ♠3 ♠4 ♠5 ♠6 ♠7 ♠9 ♠J
OTHER = [make_card(3, r) for r in (3, 4, 5, 6, 7, 8)]  # ♦: another suit


# ---------------------------------------------------------------- the brute-force reading


def runs(cards: Sequence[Card], width: int, ctx: TrumpContext) -> list[tuple[Card, ...]]:
    """Every run of ``width``-tuples inside ``cards`` (one kind per position, consecutive
    positions)."""
    kinds = sorted(k for k, n in Counter(cards).items() if n >= width)
    out: list[tuple[Card, ...]] = []

    def extend(run: tuple[Card, ...]) -> None:
        out.append(run)
        low = ctx.pos[run[-1]]
        for k in kinds:
            if ctx.esuit[k] == ctx.esuit[run[0]] and ctx.pos[k] == low - 1:
                extend(run + (k,))

    for k in kinds:
        extend((k,))
    return out


def t_vector(
    cards: Sequence[Card], width: int, lengths: tuple[int, ...], shorter: bool, ctx: TrumpContext
) -> tuple[int, ...]:
    """The lexicographically greatest vector of disjoint runs of ``width``-tuples against
    ``lengths``."""
    candidates = [r for r in runs(cards, width, ctx) if len(r) >= 2]
    have = Counter(cards)
    best: tuple[int, ...] | None = None

    def go(i: int, used: Counter[Card], got: tuple[int, ...]) -> None:
        nonlocal best
        if i == len(lengths):
            if best is None or got > best:
                best = got
            return
        go(i + 1, used, got + (0,))
        for r in candidates:
            if len(r) == lengths[i] or (shorter and len(r) < lengths[i]):
                more = used + Counter({k: width for k in r})
                if all(more[k] <= have[k] for k in more):
                    go(i + 1, more, got + (len(r),))

    go(0, Counter(), ())
    assert best is not None
    return best


def lead_counts(
    lead: Sequence[Card], ctx: TrumpContext
) -> tuple[tuple[int, ...], tuple[int, ...], int, int]:
    """The lead's 泰坦尼克 lengths, its tractors seen at width 2, its triples and its width-2
    pairs."""
    units = decompose(lead, ctx)
    titanics = tuple(sorted((u.length for u in units if u.kind == TITANIC), reverse=True))
    at_two = tuple(sorted((u.length for u in units if u.kind in (TITANIC, TRACTOR)), reverse=True))
    triples = sum(u.length for u in units if u.width == 3)
    pairs = sum(u.length for u in units if u.width >= 2)
    return titanics, at_two, triples, pairs


def brute_profile(
    cards: Sequence[Card], lead: Sequence[Card], ctx: TrumpContext, v: Variant
) -> tuple[object, ...]:
    titanics, at_two, triples, pairs = lead_counts(lead, ctx)
    shorter = v.follow.shorter_tractor_owed
    counts = Counter(cards)
    n3 = sum(n // 3 for n in counts.values())
    n2 = sum(n // 2 for n in counts.values())
    return (
        t_vector(cards, 3, titanics, shorter, ctx),
        n3 >= triples,
        t_vector(cards, 2, at_two, shorter, ctx),
        min(n3, triples),
        min(n2, pairs),
    )


def sub_multisets(cards: Sequence[Card], size: int) -> list[tuple[Card, ...]]:
    counts = sorted(Counter(cards).items())
    out = []
    for takes in product(*(range(n + 1) for _, n in counts)):
        if sum(takes) == size:
            out.append(tuple(k for (k, _), t in zip(counts, takes, strict=True) for _ in range(t)))
    return out


def brute_legal_plays(
    lead: Sequence[Card], hand: Sequence[Card], ctx: TrumpContext, v: Variant
) -> set[tuple[Card, ...]]:
    """Every legal play (sorted) of the lead's size from ``hand``."""
    suit = ctx.esuit[lead[0]]
    held = [c for c in hand if ctx.esuit[c] == suit]
    need = min(len(held), len(lead))
    plays = sub_multisets(hand, len(lead))
    enough = [p for p in plays if sum(1 for c in p if ctx.esuit[c] == suit) >= need]
    if len(held) <= len(lead):
        return set(enough)
    profiles = {y: brute_profile(y, lead, ctx, v) for y in sub_multisets(held, len(lead))}
    best = max(profiles.values())
    return {p for p in enough if profiles[tuple(c for c in p if ctx.esuit[c] == suit)] == best}


# ---------------------------------------------------------------- the seed's own lists

# Each line: the units it asks for, as (width, length) — the rest of the cards are free.
TITANIC_LINES: list[list[tuple[int, int]]] = [
    [(3, 2)],  # 泰坦尼克
    [(3, 1), (3, 1)],  # 两副三对
    [(2, 2)],  # 一副拖拉机 + 两单张
    [(3, 1), (2, 1)],  # 一副三对 + 一副两对 + 一单张
    [(3, 1)],  # 一副三对 + 三单张
    [(2, 1), (2, 1)],  # 两副两对 + 两单张
    [(2, 1)],  # 一副两对 + 四单张
    [],  # 六单张
]
TRIPLE_LINES: list[list[tuple[int, int]]] = [
    [(3, 1)],
    [(2, 1)],
    [],
]  # 三对；一副两对 + 一单张；三单张


def holds(cards: Sequence[Card], line: list[tuple[int, int]], ctx: TrumpContext) -> bool:
    """Whether ``cards`` hold disjoint units of every (width, length) of ``line``."""
    have = Counter(cards)

    def go(i: int, used: Counter[Card]) -> bool:
        if i == len(line):
            return True
        width, length = line[i]
        for r in runs(cards, width, ctx):
            if len(r) == length:
                more = used + Counter({k: width for k in r})
                if all(more[k] <= have[k] for k in more) and go(i + 1, more):
                    return True
        return False

    return go(0, Counter())


def first_line(cards: Sequence[Card], lines: list[list[tuple[int, int]]], ctx: TrumpContext) -> int:
    return next(i for i, line in enumerate(lines) if holds(cards, line, ctx))


# ---------------------------------------------------------------- the checks

LEADS = {
    "titanic": [make_card(0, 13)] * 3 + [make_card(0, 12)] * 3,  # ♠KKK QQQ
    "triple": [make_card(0, 14)] * 3,  # ♠AAA
    "titanic+single": [make_card(0, 13)] * 3 + [make_card(0, 12)] * 3 + [make_card(0, 14)],
    "triple+pair": [make_card(0, 14)] * 3 + [make_card(0, 12)] * 2,
}

spade_counts = st.lists(st.integers(0, 3), min_size=len(SPADES), max_size=len(SPADES))


def hand_of(counts: list[int], extra: int) -> list[Card]:
    return [c for c, n in zip(SPADES, counts, strict=True) for _ in range(n)] + OTHER[:extra]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(counts=spade_counts, extra=st.integers(0, 6), lead=st.sampled_from(sorted(LEADS)))
def test_can_follow_agrees_with_the_literal_reading(
    counts: list[int], extra: int, lead: str
) -> None:
    cards = LEADS[lead]
    hand = hand_of(counts, extra)
    if len(hand) < len(cards):
        return
    legal = brute_legal_plays(cards, hand, CTX, V)
    for play in sub_multisets(hand, len(cards)):
        assert can_follow(cards, hand, play, CTX, V) == (play in legal), (lead, hand, play)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(counts=spade_counts, extra=st.integers(0, 6), lead=st.sampled_from(["titanic", "triple"]))
def test_a_legal_play_holds_the_first_line_of_the_seeds_order_the_hand_makes(
    counts: list[int], extra: int, lead: str
) -> None:
    cards, lines = LEADS[lead], TITANIC_LINES if lead == "titanic" else TRIPLE_LINES
    hand = hand_of(counts, extra)
    held = [c for c in hand if CTX.esuit[c] == CTX.esuit[cards[0]]]
    if len(held) <= len(cards):
        return
    owed = first_line(held, lines, CTX)
    legal = [p for p in sub_multisets(hand, len(cards)) if can_follow(cards, hand, p, CTX, V)]
    assert legal
    assert all(holds([c for c in p if c in SPADES], lines[owed], CTX) for p in legal)


def test_the_seed_lines_are_in_order_for_hands_that_hold_exactly_one_line() -> None:
    # each line's own units, and nothing else of the suit, oblige that line and no higher one
    for i, line in enumerate(TITANIC_LINES):
        assert first_line(_cards_for(line), TITANIC_LINES, CTX) == i


def _cards_for(line: list[tuple[int, int]]) -> list[Card]:
    """Cards of ♠ that hold ``line``'s units far apart (no unit touching another), padded to 6."""
    tops = iter([14, 11, 6, 3])  # A, J, 6, 3: pairwise not adjacent at level 10 (J–9 are)
    out: list[Card] = []
    for width, length in line:
        top = next(tops)
        out += [make_card(0, top - i) for i in range(length) for _ in range(width)]
    fillers = iter([make_card(0, r) for r in (8, 12, 4, 13, 7, 5)])
    while len(out) < 6:
        c = next(fillers)
        if c not in out:
            out.append(c)
    return out
