"""Brute-force cross-check of the follow rule against ``rules.can_follow``.

The written definition (``rules.py`` module docstring): let the lead's canonical
decomposition have tractors of lengths n₁ ≥ n₂ ≥ … and P pairs in all (those inside
tractors included).  The *profile* of cards X of the led suit is

    ( T(X), min(P, pairs(X)) )

where T(X) is the lexicographically greatest vector (t₁, t₂, …) such that X holds
*disjoint* tractors of lengths t₁, t₂, … with tᵢ = nᵢ or 0 — or, under
``follow.shorter_tractor_owed``, any 2 ≤ tᵢ ≤ nᵢ (or 0).  A throw under
``follow.throw_tractor_obliges_tractor = false`` has an empty tractor part, and one under
``follow.throw_shape_owed = false`` owes no structure at all (R4.3).  A follow P
from hand H is legal exactly when it plays min(|H ∩ s|, |lead|) cards of the led suit s
and profile(P ∩ s) = profile(H ∩ s).

This file reads that text literally and by exhaustion: every sub-multiset of X that is
one tractor (docs/rules.md §3: two or more pairs of identical cards, one effective suit,
consecutive positions) is listed, every way of putting them (or nothing) into the slots
is tried, and every subset of the hand of the lead's size is judged.  It never calls
``rules.profile`` or ``rules.best_tractors``; the generator's own reading
(``gen.follow.follow_is_legal``) is checked against both as a third opinion.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from itertools import combinations, product

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shengji_cli.core.cards import NUM_KINDS, Card, TrumpContext
from shengji_cli.core.rules import can_follow
from shengji_cli.core.units import TRACTOR, decompose
from shengji_cli.core.variants import PRESETS, Variant, load_variant
from shengji_cli.gen.follow import follow_is_legal


def _variants() -> list[Variant]:
    out = [load_variant(p) for p in PRESETS]
    nat = load_variant("national")
    out.append(
        replace(nat, name="no-shorter", follow=replace(nat.follow, shorter_tractor_owed=False))
    )
    out.append(
        replace(
            nat,
            name="throw-pairs-only",
            follow=replace(nat.follow, throw_tractor_obliges_tractor=False),
        )
    )
    out.append(
        replace(nat, name="throw-suit-only", follow=replace(nat.follow, throw_shape_owed=False))
    )
    out.append(
        replace(
            nat,
            name="twos-gapped",
            order=replace(
                nat.order,
                twos_trump=True,
                level_gap_adjacent=False,
                trump_chain_adjacent=False,
                nt_level_joker_adjacent=False,
            ),
        )
    )
    return out


VARIANTS = _variants()


def context(v: Variant, trump: int | None, level: int) -> TrumpContext:
    o = v.order
    return TrumpContext.make(
        trump,
        level,
        o.twos_trump,
        o.level_gap_adjacent,
        o.trump_chain_adjacent,
        o.nt_level_joker_adjacent,
    )


# ---------------------------------------------------------------- the brute-force reading


def all_tractors(cards: Sequence[Card], ctx: TrumpContext) -> list[tuple[Card, ...]]:
    """Every tractor inside ``cards``, as the tuple of its kinds (each kind used as a pair)."""
    pair_kinds = sorted(k for k, n in Counter(cards).items() if n >= 2)
    out = []
    for size in range(2, len(pair_kinds) + 1):
        for kinds in combinations(pair_kinds, size):
            if len({ctx.esuit[k] for k in kinds}) != 1:
                continue
            positions = sorted(ctx.pos[k] for k in kinds)
            if all(b - a == 1 for a, b in zip(positions, positions[1:], strict=False)):
                out.append(kinds)
    return out


def brute_profile(
    cards: Sequence[Card], lead: Sequence[Card], ctx: TrumpContext, v: Variant
) -> tuple[tuple[int, ...], int]:
    units = decompose(lead, ctx)
    lengths = sorted((u.length for u in units if u.kind == TRACTOR), reverse=True)
    total_pairs = sum(u.length for u in units if u.width == 2)
    if len(units) > 1 and not v.follow.throw_tractor_obliges_tractor:
        lengths = []
    if len(units) > 1 and not v.follow.throw_shape_owed:
        lengths, total_pairs = [], 0  # R4.3: a throw owes its suit and number of cards only
    tractors = all_tractors(cards, ctx)
    slots = []
    for n in lengths:
        ok = [
            t
            for t in tractors
            if (2 <= len(t) <= n if v.follow.shorter_tractor_owed else len(t) == n)
        ]
        slots.append([None, *ok])
    have = Counter(cards)
    best: tuple[int, ...] = tuple(0 for _ in lengths)
    for choice in product(*slots):
        used: Counter[Card] = Counter()
        for t in choice:
            if t is not None:
                for k in t:
                    used[k] += 2
        if any(used[k] > have[k] for k in used):
            continue  # not disjoint
        vec = tuple(0 if t is None else len(t) for t in choice)
        best = max(best, vec)
    pairs = sum(n // 2 for n in have.values())
    return best, min(total_pairs, pairs)


def brute_legal(
    lead: Sequence[Card], hand: Sequence[Card], play: Sequence[Card], ctx: TrumpContext, v: Variant
) -> bool:
    suit = ctx.esuit[lead[0]]
    held = [c for c in hand if ctx.esuit[c] == suit]
    played = [c for c in play if ctx.esuit[c] == suit]
    if len(played) != min(len(held), len(lead)):
        return False
    return brute_profile(played, lead, ctx, v) == brute_profile(held, lead, ctx, v)


# ---------------------------------------------------------------- situations


@st.composite
def situations(
    draw: st.DrawFn, max_lead: int = 6, max_hand: int = 9
) -> tuple[Variant, TrumpContext, list[Card], list[Card]]:
    v = draw(st.sampled_from(VARIANTS))
    trump = draw(st.sampled_from([0, 1, 2, 3, None]))
    level = draw(st.integers(2, 14))
    ctx = context(v, trump, level)
    suit = draw(st.sampled_from(sorted({ctx.esuit[k] for k in range(NUM_KINDS)})))
    # A narrow band of the suit, so that pairs and tractors are common.
    in_suit = sorted(
        (k for k in range(NUM_KINDS) if ctx.esuit[k] == suit), key=lambda k: (ctx.pos[k], k)
    )
    # Two narrow, possibly overlapping bands of the suit — one for the lead, one for the
    # hand — so that pairs and tractors are common on both sides.
    lead_start = draw(st.integers(0, len(in_suit) - 1))
    lead_band = in_suit[lead_start : lead_start + draw(st.integers(1, 6))]
    hand_start = draw(st.integers(max(0, lead_start - 6), min(len(in_suit) - 1, lead_start + 6)))
    hand_band = in_suit[hand_start : hand_start + draw(st.integers(2, 8))]
    off = [k for k in range(NUM_KINDS) if ctx.esuit[k] != suit]
    # Copies per kind in the lead (at most max_lead cards) and in the hand (two decks: at
    # most 2 of a kind in all), mostly pairs.
    lead: list[Card] = []
    hand: list[Card] = []
    for k in sorted(set(lead_band) | set(hand_band), key=in_suit.index):
        n_lead = 0
        if k in lead_band:
            n_lead = min(draw(st.sampled_from((0, 1, 2, 2, 2))), max_lead - len(lead))
        if k in hand_band:
            n_hand = draw(st.sampled_from(tuple(range(3 - n_lead)) + (2 - n_lead,) * 3))
            hand += [k] * n_hand
        lead += [k] * n_lead
    band = lead_band
    if not lead:
        lead = [band[0]]
        hand = [c for c in hand if c != band[0]] + [band[0]] * (band[0] in hand)
    hand = hand[:max_hand]
    need = max(0, len(lead) - len(hand))
    hand += draw(
        st.lists(
            st.sampled_from(off), min_size=need, max_size=max(need, min(3, max_hand - len(hand)))
        )
    )
    return v, ctx, lead, hand


def _check(v: Variant, ctx: TrumpContext, lead: list[Card], hand: list[Card]) -> None:
    if len(hand) < len(lead):
        return
    brute, checker, ours = set(), set(), set()
    for idx in combinations(range(len(hand)), len(lead)):
        play = tuple(sorted(hand[i] for i in idx))
        if brute_legal(lead, hand, play, ctx, v):
            brute.add(play)
        if can_follow(lead, hand, play, ctx, v):
            checker.add(play)
        if follow_is_legal(lead, hand, play, ctx, v):
            ours.add(play)
    assert brute, "some follow is always legal"
    assert checker == brute, (v.name, ctx.trump, ctx.level, lead, hand, sorted(checker ^ brute))
    assert ours == brute, (v.name, ctx.trump, ctx.level, lead, hand, sorted(ours ^ brute))


@settings(
    max_examples=1500,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(situations())
def test_can_follow_matches_the_written_definition(
    case: tuple[Variant, TrumpContext, list[Card], list[Card]],
) -> None:
    _check(*case)


@settings(
    max_examples=150,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(situations(max_lead=8, max_hand=11))
def test_long_throws_with_two_tractors(
    case: tuple[Variant, TrumpContext, list[Card], list[Card]],
) -> None:
    """Leads of up to 8 cards: a throw can hold two tractors, so the slots interact."""
    _check(*case)


def test_every_preset_is_covered() -> None:
    assert {v.name for v in VARIANTS} >= set(PRESETS)


def test_known_cases() -> None:
    """Hand-picked situations: a throw with two tractors, and the shorter-tractor duty."""
    from shengji_cli.core.cards import HEARTS, parse_cards

    nat = load_variant("national")
    ctx = context(nat, HEARTS, 2)
    # Lead ♠QQJJ + ♠99 88 … as a throw of two tractors; hand holds a 5-run ♠KKQQJJ10 10 99.
    lead = parse_cards("SA SA SK SK S5 S5 S4 S4")
    hand = parse_cards("SQ SQ SJ SJ S10 S10 S9 S9 S8 S8 S3")
    _check(nat, ctx, lead, hand)
    # Three-pair tractor led to a hand whose longest tractor has two pairs (docs/rules.md §4).
    lead = parse_cards("SA SA SK SK SQ SQ")
    hand = parse_cards("S9 S9 S8 S8 S6 S6 S3 H4")
    _check(nat, ctx, lead, hand)
    no_short = replace(nat, follow=replace(nat.follow, shorter_tractor_owed=False))
    _check(no_short, ctx, lead, hand)
