"""``analyze_throw`` ("can I throw this?") against independent judges.

The judges here never call ``throws.py``'s own machinery: a plain simulation shuffles the unseen
cards, deals the other hands (and the bottom) and asks :func:`rules.throw_blocks`; a brute force
enumerates every deal of a small pool; an inclusion–exclusion formula gives some figures in
closed form.  Known holdings are compared with :func:`rules.throw_blocks`,
:func:`rules.allowed_forced_plays` and :func:`rules.throw_penalty`, and with the seeds' own
examples (seed 002: ♠AAKQQ1010 99 is safe; seed 004: 98844 against J / QQ / 55).
"""

from __future__ import annotations

import json
import math
import random
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from itertools import product
from pathlib import Path

import pytest
from clirun import run
from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st

from shengji_cli.batch.sources import parse_text
from shengji_cli.cli.throw import shown_out_of
from shengji_cli.core import throws
from shengji_cli.core.cards import NUM_KINDS, TRUMP, Card, TrumpContext, card_str, parse_cards
from shengji_cli.core.record import HandRecord
from shengji_cli.core.replay import context_for
from shengji_cli.core.rules import allowed_forced_plays, throw_blocks, throw_penalty
from shengji_cli.core.throws import ThrowInputError, analyze_throw
from shengji_cli.core.units import decompose, effective_suit
from shengji_cli.core.variants import PRESETS, Variant, load_variant
from shengji_cli.report.catalog import render

SEATS = ("next", "partner", "prev")
NATIONAL = load_variant("national")
CTX2H = context_for(2, "H", NATIONAL)  # level 2, trump ♥
# Filler for the thrower: clubs and diamonds 3..A (never in the ♠ or trump suits at level 2, ♥).
FILLER = parse_cards("C3 C4 C5 C6 C7 C8 C9 C10 CJ CQ CK CA D3 D4 D5 D6 D7 D8 D9 D10 DJ DQ DK DA")


def cards(text: str) -> list[Card]:
    return parse_cards(text)


@contextmanager
def input_error(needle: str = "") -> Iterator[None]:
    """The block raises a :class:`ThrowInputError` whose English message holds ``needle``."""
    with pytest.raises(ThrowInputError) as info:
        yield
    assert needle in render(info.value.message)


def hand_of(throw: Sequence[Card], extra: Sequence[Card] = (), size: int = 25) -> list[Card]:
    """The thrower's hand: the throw, ``extra``, then filler up to ``size`` cards."""
    hand = list(throw) + list(extra)
    return hand + FILLER[: size - len(hand)]


def unseen_pool(
    hand: Sequence[Card],
    seen: Sequence[Card] = (),
    known: Mapping[str, Sequence[Card]] | None = None,
) -> list[Card]:
    deck = Counter({c: 2 for c in range(NUM_KINDS)})
    used = Counter(hand) + Counter(seen)
    for held in (known or {}).values():
        used += Counter(held)
    assert not used - deck
    return sorted((deck - used).elements())


def simulate(
    throw: Sequence[Card],
    hand: Sequence[Card],
    ctx: TrumpContext,
    deals: int,
    *,
    seen: Sequence[Card] = (),
    known: Mapping[str, Sequence[Card]] | None = None,
    dealer: bool = False,
    seed: int = 20240601,
) -> tuple[float, float]:
    """Failure rate over ``deals`` random deals of the unseen cards, and its standard error.

    Each deal shuffles the unseen cards, gives every unknown seat as many cards as the thrower
    holds, the rest to the bottom (none when the thrower is the dealer), and asks
    ``rules.throw_blocks`` whether any other seat can beat a unit.
    """
    known = dict(known or {})
    pool = unseen_pool(hand, seen, known)
    unknown = [s for s in SEATS if s not in known]
    h = len(hand)
    assert len(pool) == h * len(unknown) + (0 if dealer else 8), "inconsistent test set-up"
    rng = random.Random(seed)
    fixed = [(s, list(known[s])) for s in SEATS if s in known]
    fails = 0
    for _ in range(deals):
        rng.shuffle(pool)
        others = fixed + [(s, pool[i * h : (i + 1) * h]) for i, s in enumerate(unknown)]
        if throw_blocks(throw, others, ctx):
            fails += 1
    p = fails / deals
    return p, math.sqrt(p * (1 - p) / deals)


def pair_only_failure(kinds: int, seat_size: int, seats: int, total: int) -> float:
    """Closed form: P(some one of ``seats`` seats gets both copies of one of ``kinds`` kinds).

    ``total`` unseen cards are dealt at random, ``seat_size`` to each seat (the rest to the
    bottom); each kind has exactly two copies among them.  Inclusion–exclusion over the kinds:
    "kind i doubled" is the disjoint union over seats of "both copies of i in that seat".
    """

    def falling(n: int, k: int) -> int:
        return math.prod(range(n - k + 1, n + 1)) if k <= n else 0

    no_fail = 0.0
    for m in range(kinds + 1):
        # Σ over assignments of m kinds to seats: Π_j falling(size, 2·m_j), by seat counts
        ways = 0
        for assign in product(range(seats), repeat=m):
            c = Counter(assign)
            ways += math.prod(falling(seat_size, 2 * c[j]) for j in range(seats))
        no_fail += (-1) ** m * math.comb(kinds, m) * ways / falling(total, 2 * m)
    return 1 - no_fail


# ---------------------------------------------------------------- exact vs simulation

CASES = {
    # name: (throw, extra cards in the hand, deals)
    "AKKQ": ("SA SK SK SQ", "", 100_000),
    "pair+single": ("SQ SQ SA", "", 40_000),
    "tractor+single": ("SA S9 S9 S8 S8", "", 40_000),
    "trump tractor+single": ("BJ S2 S2 HA HA", "", 40_000),
}


@pytest.mark.parametrize("name", list(CASES))
def test_exact_probability_agrees_with_simulation(name: str) -> None:
    throw_t, extra, deals = CASES[name]
    throw = cards(throw_t)
    hand = hand_of(throw, cards(extra))
    a = analyze_throw(throw, hand, CTX2H, NATIONAL)
    assert a.method == "exact" and a.stderr is None and a.stands is None
    assert 0 < a.fail_probability < 1
    p, se = simulate(throw, hand, CTX2H, deals)
    assert se > 0
    assert abs(a.fail_probability - p) <= 3 * se, (name, a.fail_probability, p, se)


def test_closed_forms() -> None:
    # ♠A ♠K ♠K ♠Q: only the other ♠A beats (the lowest single ♠Q); it is in a hand 75 times in 83.
    a = analyze_throw(cards("SA SK SK SQ"), hand_of(cards("SA SK SK SQ")), CTX2H, NATIONAL)
    assert a.fail_probability == pytest.approx(75 / 83, rel=1e-12)
    assert [card_str(c) for b in a.beaten_by for c in b.cards] == ["SA"]
    # ♠QQ + ♠A: only ♠KK beats the pair; ♥2 ♥2 + BJ: only LJ LJ (the other BJ is alone).
    for t in ("SQ SQ SA", "H2 H2 BJ"):
        a = analyze_throw(cards(t), hand_of(cards(t)), CTX2H, NATIONAL)
        assert a.fail_probability == pytest.approx(3 * 25 * 24 / (83 * 82), rel=1e-12)
        assert a.fail_probability == pytest.approx(pair_only_failure(1, 25, 3, 83), rel=1e-12)


def test_trump_tractor_beaters_use_equal_level_positions() -> None:
    # ♠2♠2 ♥A♥A is a trump tractor (other-level pair + trump A pair).  It is beaten by
    # ♥2♥2 over ♣2♣2 or ♦2♦2 and by LJ LJ ♥2 ♥2 — not by ♣2♣2 ♥A♥A (same strength; ♥A are held).
    throw = cards("BJ S2 S2 HA HA")
    a = analyze_throw(throw, hand_of(throw), CTX2H, NATIONAL)
    assert [u.kind for u in a.units] == ["tractor", "single"]
    beaters = {tuple(card_str(c) for c in b.cards) for b in a.beaten_by}
    assert beaters == {("H2", "H2", "C2", "C2"), ("H2", "H2", "D2", "D2"), ("LJ", "LJ", "H2", "H2")}
    assert a.safe_units == (1,)


def test_known_partner_and_seen_cards_agree_with_simulation() -> None:
    # Trick 3: the thrower holds 23 cards, 8 cards have been played, the partner's hand is known
    # (it holds nothing that beats); next, prev and the bottom share the 54 unseen cards.
    seen = cards("SK C2 C2 D2 D2 H3 H3 H4")
    partner = cards("S3 S3 S4 S5 S6 S7 S8 S9 H5 H5 H6 H6 H7 H7 H8 H8 H9 H9 H10 H10 HJ HQ HK")
    known = {"partner": partner}
    # ♠QQJJ + ♠A: KK-QQ and AA-KK need a card the thrower holds; nothing beats the ♠A
    throw = cards("SQ SQ SJ SJ SA")
    hand = hand_of(throw, size=23)
    a = analyze_throw(throw, hand, CTX2H, NATIONAL, seen=seen, known=known)
    assert a.stands is True and a.fail_probability == 0.0 and a.method == "exact"
    assert simulate(throw, hand, CTX2H, 2_000, seen=seen, known=known)[0] == 0.0
    # ♠10♠10 + ♠A, holding ♠QQ too: only ♠JJ beats the pair (one ♠K seen, one ♠A held), and only
    # next or prev can hold it
    throw = cards("S10 S10 SA")
    hand = hand_of(throw, cards("SQ SQ"), size=23)
    a = analyze_throw(throw, hand, CTX2H, NATIONAL, seen=seen, known=known)
    assert a.method == "exact" and a.stands is None
    assert {tuple(card_str(c) for c in b.cards) for b in a.beaten_by} == {("SJ", "SJ")}
    assert {b.seat for b in a.beaten_by} == {None}
    p, se = simulate(throw, hand, CTX2H, 40_000, seen=seen, known=known)
    assert abs(a.fail_probability - p) <= 3 * se
    assert a.fail_probability == pytest.approx(pair_only_failure(1, 23, 2, 54), rel=1e-12)


# ---------------------------------------------------------------- Monte Carlo

MC_THROW = cards("SA SA S7 S7")  # ♠77 is beaten by any pair of 8, 9, 10, J, Q, K: 6 kinds


def test_monte_carlo_is_used_when_many_cards_matter_and_agrees_with_closed_form() -> None:
    hand = hand_of(MC_THROW)
    a = analyze_throw(MC_THROW, hand, CTX2H, NATIONAL, samples=40_000)
    assert a.method == "monte-carlo" and a.samples == 40_000
    assert a.stderr is not None and a.stderr > 0
    exact = pair_only_failure(6, 25, 3, 83)
    assert abs(a.fail_probability - exact) <= 3 * a.stderr, (a.fail_probability, exact, a.stderr)
    assert a.stderr == pytest.approx(
        math.sqrt(a.fail_probability * (1 - a.fail_probability) / 40_000)
    )


def test_monte_carlo_agrees_with_own_simulation() -> None:
    hand = hand_of(MC_THROW)
    a = analyze_throw(MC_THROW, hand, CTX2H, NATIONAL, samples=20_000, seed=3)
    p, se = simulate(MC_THROW, hand, CTX2H, 20_000, seed=99)
    assert a.stderr is not None
    assert abs(a.fail_probability - p) <= 3 * math.hypot(a.stderr, se)


def test_forced_monte_carlo_agrees_with_exact(monkeypatch: pytest.MonkeyPatch) -> None:
    throw = cards("SA S9 S9 S8 S8")
    hand = hand_of(throw)
    exact = analyze_throw(throw, hand, CTX2H, NATIONAL)
    assert exact.method == "exact"
    monkeypatch.setattr(throws, "EXACT_LIMIT", 0)
    for seed in (0, 1, 2):
        mc = analyze_throw(throw, hand, CTX2H, NATIONAL, seed=seed, samples=20_000)
        assert mc.method == "monte-carlo" and mc.stderr is not None and mc.samples == 20_000
        assert abs(mc.fail_probability - exact.fail_probability) <= 3 * mc.stderr


def test_monte_carlo_is_deterministic_for_a_seed() -> None:
    hand = hand_of(MC_THROW)
    first = analyze_throw(MC_THROW, hand, CTX2H, NATIONAL, seed=5, samples=2_000)
    assert analyze_throw(MC_THROW, hand, CTX2H, NATIONAL, seed=5, samples=2_000) == first
    others = {
        analyze_throw(MC_THROW, hand, CTX2H, NATIONAL, seed=s, samples=2_000).fail_probability
        for s in range(6, 12)
    }
    assert others - {first.fail_probability}  # the seed matters


# ---------------------------------------------------------------- brute force on small pools


def multisets(pool: Counter[Card], k: int) -> Iterator[tuple[Counter[Card], int]]:
    """Every sub-multiset of ``k`` cards of ``pool``, with the number of physical ways to take
    it."""
    kinds = sorted(pool)

    def rec(
        i: int, left: int, taken: Counter[Card], ways: int
    ) -> Iterator[tuple[Counter[Card], int]]:
        if left == 0:
            yield Counter(taken), ways
            return
        if i == len(kinds):
            return
        c = kinds[i]
        for n in range(min(pool[c], left), -1, -1):
            if n:
                taken[c] = n
            else:
                taken.pop(c, None)
            yield from rec(i + 1, left - n, taken, ways * math.comb(pool[c], n))
        taken.pop(c, None)

    yield from rec(0, k, Counter(), 1)


def enumerate_deals(
    throw: Sequence[Card], pool: Sequence[Card], h: int, ctx: TrumpContext
) -> tuple[float, set[int]]:
    """Every way to deal ``pool`` into three hands of ``h`` (the thrower is the dealer): the exact
    failure probability, and the units that some deal lets some seat beat."""
    assert len(pool) == 3 * h
    full = Counter(pool)
    fail_w = total_w = 0
    beaten: set[int] = set()
    for first, w1 in multisets(full, h):
        rest = full - first
        for second, w2 in multisets(rest, h):
            third = rest - second
            w = w1 * w2
            total_w += w
            others = [
                ("next", list(first.elements())),
                ("partner", list(second.elements())),
                ("prev", list(third.elements())),
            ]
            blocks = throw_blocks(throw, others, ctx)
            if blocks:
                fail_w += w
                beaten |= {b.unit for b in blocks}
    assert total_w == math.factorial(3 * h) // math.factorial(h) ** 3
    return fail_w / total_w, beaten


# A small world with many duplicates, so that beating pairs turn up often; throws that mix
# pairs with singles near the top of their suit, so that the failure is often neither 0 nor 1.
UNIVERSE = sorted(cards("S7 S8 S9 S10 SJ SQ SK SA H2 HA HK C2 LJ BJ") * 2)
TEMPLATES = [
    "SA SQ SQ",
    "SA SJ SJ",
    "SA S10 S10",
    "SA S9 S9",
    "SA S8 S8",
    "SA SK SK",
    "SA SA SK",
    "SA SA SK SQ",
    "SA SK SK SQ",
    "SA SK",
    "BJ LJ LJ",
    "BJ H2 H2",
    "BJ HA HA",
    "BJ HK HK",
    "LJ HA HA",
]


def draw_setting(data: st.DataObject) -> tuple[Variant, TrumpContext, int]:
    """A small brute-force setting: variant, trump context and hand size."""
    trump = data.draw(st.sampled_from(["H", "C", "NT"]), label="trump")
    level = data.draw(st.sampled_from([2, 3, 5, 9, 12]), label="level")
    variant = load_variant(data.draw(st.sampled_from(["national", "bjtu"]), label="variant"))
    return (
        variant,
        context_for(level, trump, variant),
        data.draw(st.sampled_from([3, 4]), label="hand size"),
    )


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(st.data())
def test_exact_probability_matches_brute_force_for_the_dealer(data: st.DataObject) -> None:
    variant, ctx, h = draw_setting(data)
    throw = cards(
        data.draw(st.sampled_from([t for t in TEMPLATES if len(t.split()) <= h]), label="throw")
    )
    assume(effective_suit(throw, ctx) is not None)
    left = Counter(UNIVERSE) - Counter(throw)
    # the pool takes whole pairs where it can (beating pairs are the interesting case)
    pool: list[Card] = []
    for kind in data.draw(st.permutations(sorted(left)), label="pool kinds"):
        take = min(left[kind], 3 * h - len(pool))
        pool += [kind] * take
        left[kind] -= take
    hand = (
        throw + data.draw(st.permutations(sorted(left.elements())), label="hand")[: h - len(throw)]
    )
    deal = hand + pool
    seen = list((Counter({c: 2 for c in range(NUM_KINDS)}) - Counter(deal)).elements())
    a = analyze_throw(throw, hand, ctx, variant, seen=seen, dealer=True)
    truth, beaten = enumerate_deals(throw, pool, h, ctx)
    if a.method == "exact":
        assert a.fail_probability == pytest.approx(truth, abs=1e-9)
    else:
        assert a.stderr is not None and abs(a.fail_probability - truth) <= 4 * a.stderr + 1e-9
    assert (a.stands is True) == (truth == 0)
    assert a.stands is not False  # nothing is known
    assert a.forced == () and a.penalties == ()
    # safe_units: exactly the units no deal lets anybody beat
    assert set(a.safe_units) == set(range(len(a.units))) - beaten


# ---------------------------------------------------------------- known holdings


def full_deal(thrower: Sequence[Card], spades: Mapping[str, str]) -> dict[str, list[Card]]:
    """A whole deal: the thrower's hand, each other seat's and the bottom's ♠ cards as given,
    every other card (none in the ♠ suit) filling the seats to 25 and the bottom to 8."""
    deck = Counter({c: 2 for c in range(NUM_KINDS)})
    placed = {s: cards(spades.get(s, "")) for s in (*SEATS, "bottom")}
    left = deck - Counter(thrower)
    for held in placed.values():
        assert not Counter(held) - left, held
        left -= Counter(held)
    filler = [c for c in sorted(left.elements()) if CTX2H.esuit[c] != 0]
    assert len(filler) == sum(left.values()), "every ♠ card must be placed explicitly"
    out = {}
    for s, held in placed.items():
        need = (8 if s == "bottom" else 25) - len(held)
        out[s] = held + filler[:need]
        filler = filler[need:]
    assert not filler
    return out


SEED004_THROWER = cards("S9 S8 S8 S4 S4 SA SA SK SK") + FILLER[:16]
SEED004_THROW = cards("S9 S8 S8 S4 S4")
SEED004 = {
    # nobody holds a ♠ that beats: the tens, jacks and queens are in the bottom
    "none": {
        "next": "S3 S5 S6",
        "partner": "S3 S5 S7",
        "prev": "S6 S7 S9",
        "bottom": "S10 S10 SJ SJ SQ SQ",
    },
    # 下家 holds a ♠J: beats the single 9
    "J": {
        "next": "S3 S5 S6 SJ",
        "partner": "S3 S5 S7",
        "prev": "S6 S7 S9",
        "bottom": "S10 S10 SJ SQ SQ",
    },
    # 上家 holds ♠QQ: beats both pairs
    "QQ": {
        "next": "S3 S5 S6",
        "partner": "S3 S5 S7",
        "prev": "S6 S7 S9 SQ SQ",
        "bottom": "S10 S10 SJ SJ",
    },
    # 下家 holds ♠55: beats the pair 44
    "55": {
        "next": "S3 S5 S5",
        "partner": "S3 S6 S7",
        "prev": "S6 S7 S9",
        "bottom": "S10 S10 SJ SJ SQ SQ",
    },
    # 对家 holds ♠QQ (shenzhen: then the 下家 may name any unit)
    "partner QQ": {
        "next": "S3 S5 S6",
        "partner": "S3 S5 S7 SQ SQ",
        "prev": "S6 S7 S9",
        "bottom": "S10 S10 SJ SJ",
    },
    # J and QQ in different hands: two kinds beaten
    "J+QQ": {
        "next": "S3 S5 S6 SJ",
        "partner": "S3 S5 S7",
        "prev": "S6 S7 S9 SQ SQ",
        "bottom": "S10 S10 SJ",
    },
}

# (forced plays, penalty) per preset and holding; seed 004: J → play 9, QQ or 55 → play 44.
# A ♠Q is also higher than the single ♠9, so QQ beats both kinds: presets that accept any beaten
# kind name 44 and 9 (docs/rules.md §5 interpretation); bjtu plays the beaten unit with the lowest
# card;
# online names the most complex beaten kind, as its seed's own example does (QQ → 44).
# national/shenzhen/club10: 10 per withdrawn card (the penalty shown is for the first choice);
# bjtu: 10 per card of the beaten units; online: the penalty is the room's stake, no points.
EXPECTED = {
    "J": {
        "national": (["S9"], 40),
        "shenzhen": (["S9"], 40),
        "bjtu": (["S9"], 10),
        "club10": (["S9"], 40),
        "online": (["S9"], 0),
        "shanghai": (["S9"], 0),
    },
    "QQ": {
        "national": (["S4 S4", "S9"], 30),
        "shenzhen": (["S4 S4", "S9"], 30),
        "bjtu": (["S4 S4"], 50),
        "club10": (["S4 S4", "S9"], 30),
        "online": (["S4 S4"], 0),
        "shanghai": (["S9"], 0),
    },
    "55": {
        "national": (["S4 S4"], 30),
        "shenzhen": (["S4 S4"], 30),
        "bjtu": (["S4 S4"], 20),
        "club10": (["S4 S4"], 30),
        "online": (["S4 S4"], 0),
        "shanghai": (["S4 S4"], 0),
    },
}


def known_of(deal: Mapping[str, list[Card]]) -> dict[str, list[Card]]:
    return {s: deal[s] for s in SEATS}


def test_seed004_nothing_beats() -> None:
    deal = full_deal(SEED004_THROWER, SEED004["none"])
    a = analyze_throw(SEED004_THROW, SEED004_THROWER, CTX2H, NATIONAL, known=known_of(deal))
    assert a.stands is True and a.fail_probability == 0.0 and a.method == "exact"
    assert a.beaten_by == () and a.forced == () and a.penalties == ()
    assert a.safe_units == (0, 1, 2)
    assert not throw_blocks(SEED004_THROW, list(known_of(deal).items()), CTX2H)


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("holding", list(EXPECTED))
def test_seed004_forced_play_and_penalty(holding: str, preset: str) -> None:
    v = load_variant(preset)
    ctx = context_for(2, "H", v)
    deal = full_deal(SEED004_THROWER, SEED004[holding])
    known = known_of(deal)
    a = analyze_throw(SEED004_THROW, SEED004_THROWER, ctx, v, known=known)
    blocks = throw_blocks(SEED004_THROW, list(known.items()), ctx)
    assert blocks and a.stands is False and a.fail_probability == 1.0
    assert {(b.seat, b.unit, b.cards) for b in a.beaten_by} == {
        (b.seat, b.unit, b.cards) for b in blocks
    }
    assert set(a.safe_units) == set(range(len(a.units))) - {b.unit for b in blocks}
    forced, penalty = EXPECTED[holding][preset]
    assert [" ".join(card_str(c) for c in u.cards) for u in a.forced] == forced
    assert a.forced == tuple(allowed_forced_plays(SEED004_THROW, blocks, "partner", ctx, v))
    assert a.penalties[0] == penalty
    assert list(a.penalties) == [
        throw_penalty(SEED004_THROW, u.cards, blocks, ctx, v) for u in a.forced
    ]


def test_seed004_beaters_named_by_seat() -> None:
    a = analyze_throw(
        SEED004_THROW,
        SEED004_THROWER,
        CTX2H,
        NATIONAL,
        known=known_of(full_deal(SEED004_THROWER, SEED004["J"])),
    )
    assert [u.kind for u in a.units] == ["pair", "pair", "single"]
    assert [(b.unit, b.seat, [card_str(c) for c in b.cards]) for b in a.beaten_by] == [
        (2, "next", ["SJ"])
    ]
    a = analyze_throw(
        SEED004_THROW,
        SEED004_THROWER,
        CTX2H,
        NATIONAL,
        known=known_of(full_deal(SEED004_THROWER, SEED004["QQ"])),
    )
    assert [(b.unit, b.seat, [card_str(c) for c in b.cards]) for b in a.beaten_by] == [
        (0, "prev", ["SQ", "SQ"]),
        (1, "prev", ["SQ", "SQ"]),
        (2, "prev", ["SQ"]),
    ]


def test_seed004_literal_qq_obliges_44_online() -> None:
    v = load_variant("online")
    known = known_of(full_deal(SEED004_THROWER, SEED004["QQ"]))
    a = analyze_throw(SEED004_THROW, SEED004_THROWER, context_for(2, "H", v), v, known=known)
    assert [" ".join(card_str(c) for c in u.cards) for u in a.forced] == ["S4 S4"]


def test_shenzhen_partner_holding_lets_next_name_any_unit() -> None:
    v = load_variant("shenzhen")
    known = known_of(full_deal(SEED004_THROWER, SEED004["partner QQ"]))
    a = analyze_throw(SEED004_THROW, SEED004_THROWER, context_for(2, "H", v), v, known=known)
    assert a.stands is False
    assert [" ".join(card_str(c) for c in u.cards) for u in a.forced] == ["S8 S8", "S4 S4", "S9"]
    # national: the partner's QQ is like anyone's — the smallest beaten pair or single
    a = analyze_throw(SEED004_THROW, SEED004_THROWER, CTX2H, NATIONAL, known=known)
    assert [" ".join(card_str(c) for c in u.cards) for u in a.forced] == ["S4 S4", "S9"]


def test_two_kinds_beaten_names_both_choices() -> None:
    known = known_of(full_deal(SEED004_THROWER, SEED004["J+QQ"]))
    a = analyze_throw(SEED004_THROW, SEED004_THROWER, CTX2H, NATIONAL, known=known)
    assert [" ".join(card_str(c) for c in u.cards) for u in a.forced] == ["S4 S4", "S9"]
    # 10 per withdrawn card: 30 if the pair is played, 40 if the single is
    assert set(a.penalties) <= {30, 40}
    v = load_variant(
        "bjtu"
    )  # smallest beaten unit: the one holding the lowest card, 44; 5 cards beaten
    a = analyze_throw(SEED004_THROW, SEED004_THROWER, context_for(2, "H", v), v, known=known)
    assert [" ".join(card_str(c) for c in u.cards) for u in a.forced] == [
        "S4 S4"
    ] and a.penalties == (50,)


@settings(max_examples=200, deadline=None)
@given(
    st.permutations(sorted(list(range(NUM_KINDS)) * 2)),
    st.sampled_from(PRESETS),
    st.sampled_from(["S", "H", "NT"]),
    st.sampled_from([2, 7, 11, 14]),
    st.data(),
)
def test_known_holdings_follow_throw_blocks(
    deck: list[Card], preset: str, trump: str, level: int, data: st.DataObject
) -> None:
    v = load_variant(preset)
    ctx = context_for(level, trump, v)
    hand, others = deck[:25], {s: deck[25 * (i + 1) : 25 * (i + 2)] for i, s in enumerate(SEATS)}
    groups: dict[int, list[Card]] = {}
    for c in hand:
        groups.setdefault(ctx.esuit[c], []).append(c)
    longest = max(groups, key=lambda suit: len(groups[suit]))
    group = sorted(groups[longest], key=ctx.sort_key.__getitem__, reverse=True)
    k = data.draw(st.integers(2, min(len(group), 8)), label="throw size")
    throw = group[:k]  # the strongest cards of the longest suit: a throw a player might try
    a = analyze_throw(throw, hand, ctx, v, known=others)
    if len(decompose(throw, ctx)) == 1:  # a lone pair or tractor is a lead, not a throw
        assert a.stands is True and a.fail_probability == 0.0
        return
    blocks = throw_blocks(throw, list(others.items()), ctx)
    assert a.stands is (not blocks)
    assert a.fail_probability == (1.0 if blocks else 0.0)
    assert a.units == decompose(throw, ctx)
    assert {(b.seat, b.unit, b.cards) for b in a.beaten_by} == {
        (b.seat, b.unit, b.cards) for b in blocks
    }
    if blocks:
        assert a.forced == tuple(allowed_forced_plays(throw, blocks, "partner", ctx, v))
        assert a.forced and len(a.penalties) == len(a.forced)
        assert list(a.penalties) == [
            throw_penalty(throw, u.cards, blocks, ctx, v) for u in a.forced
        ]
    else:
        assert a.forced == () and a.penalties == ()


# ---------------------------------------------------------------- the seeds' safe throws


def test_seed002_throw_is_safe_with_nothing_known() -> None:
    throw = cards("SA SA SK SQ SQ S10 S10 S9 S9")
    a = analyze_throw(throw, hand_of(throw), CTX2H, NATIONAL)
    assert sorted(u.kind for u in a.units) == ["pair", "pair", "single", "tractor"]
    assert a.stands is True and a.fail_probability == 0.0 and a.method == "exact"
    assert a.beaten_by == () and a.safe_units == tuple(range(len(a.units)))
    assert simulate(throw, hand_of(throw), CTX2H, 1_000)[0] == 0.0


@pytest.mark.parametrize("level", [10, 9])
def test_seed002_throw_without_its_level_cards_is_not_safe(level: int) -> None:
    # "safe with level ≠ J, Q, 10, 9": at level 10 (or 9) those cards are trumps; what is left of
    # the throw has a pair ♠99 (♠1010) that an unseen ♠JJ beats
    ctx = context_for(level, "H", NATIONAL)
    throw = [c for c in cards("SA SA SK SQ SQ S10 S10 S9 S9") if ctx.esuit[c] == 0]
    a = analyze_throw(throw, hand_of(throw), ctx, NATIONAL)
    assert a.stands is None and a.fail_probability > 0


def test_seed004_online_throws_after_cards_are_seen() -> None:
    # ♣10 ♣J ♣Q once ♣AA KK Q J 10 are out; ♣K + ♣JJ once ♣AA QQ are out (seed 004, online rules).
    seen = cards("CA CA CK CK CQ CJ C10 D3")  # 8 seen: the thrower holds 23 cards
    throw = cards("C10 CJ CQ")
    hand = [*throw, *cards("S3 S4 S5 S6 S7 S8 S9 S10 SJ SQ SK SA H3 H4 H5 H6 H7 H8 H9 H10")]
    a = analyze_throw(throw, hand, CTX2H, load_variant("online"), seen=seen)
    assert a.stands is True and a.fail_probability == 0.0
    seen = cards("CA CA CQ CQ")  # 4 seen: 24 cards
    throw = cards("CK CJ CJ")
    hand = [*throw, *cards("S3 S4 S5 S6 S7 S8 S9 S10 SJ SQ SK SA H3 H4 H5 H6 H7 H8 H9 H10 HJ")]
    a = analyze_throw(throw, hand, CTX2H, load_variant("online"), seen=seen)
    assert a.stands is True and a.fail_probability == 0.0
    # without the seen cards the same throw could fail
    hand25 = [*hand, cards("D3")[0]]
    assert analyze_throw(throw, hand25, CTX2H, load_variant("online")).stands is None


def test_lone_units_are_not_throws() -> None:
    """A single, a pair or a tractor is an ordinary lead (docs/rules.md §3, §5): it cannot fail as
    a throw."""
    for t in ("S3", "SK SK", "S9 S9 S8 S8"):
        lead = cards(t)
        a = analyze_throw(lead, hand_of(lead), CTX2H, NATIONAL)
        assert a.stands is True and a.fail_probability == 0.0, t


# ---------------------------------------------------------------- the dealer


def test_dealer_has_no_bottom_and_buried_cards_are_seen() -> None:
    throw = cards("SQ SQ SA")
    hand = hand_of(throw)
    # the dealer buried one ♠K: no ♠KK can be out, the throw is safe
    buried = cards("SK D2 D2 C2 C2 H3 H3 H4")
    a = analyze_throw(throw, hand, CTX2H, NATIONAL, seen=buried, dealer=True)
    assert a.stands is True and a.fail_probability == 0.0
    # buried elsewhere: both ♠K are in the three hands (no bottom): 3·C(2,2)-ways / all
    buried = cards("H3 H3 H4 H4 H5 H5 H6 H6")
    a = analyze_throw(throw, hand, CTX2H, NATIONAL, seen=buried, dealer=True)
    assert a.method == "exact"
    assert a.fail_probability == pytest.approx(pair_only_failure(1, 25, 3, 75), rel=1e-12)
    assert a.fail_probability == pytest.approx(3 * 25 * 24 / (75 * 74), rel=1e-12)
    p, se = simulate(throw, hand, CTX2H, 40_000, seen=buried, dealer=True)
    assert abs(a.fail_probability - p) <= 3 * se
    # a single the dealer did not bury is certainly in someone's hand
    a = analyze_throw(
        cards("SA SK SK SQ"),
        hand_of(cards("SA SK SK SQ")),
        CTX2H,
        NATIONAL,
        seen=buried,
        dealer=True,
    )
    assert a.fail_probability == pytest.approx(1.0)


def test_seen_cards_must_fit_the_tricks_played() -> None:
    throw = cards("SQ SQ SA")
    hand = hand_of(throw)
    buried = cards("H3 H3 H4 H4 H5 H5 H6 H6")
    with input_error(
        "8 cards are given as seen, but a hand of 25 cards means 0 cards played from each hand: at "
        "most 0"
    ):
        analyze_throw(throw, hand, CTX2H, NATIONAL, seen=buried)  # nothing played, no bottom seen
    with input_error("at most 4 cards are out of the hands"):
        analyze_throw(throw, hand[:24], CTX2H, NATIONAL, seen=buried[:5])  # one trick: 4 cards
    # the dealer who does not give the buried cards: the bottom is as unknown as to anyone
    assert analyze_throw(throw, hand, CTX2H, NATIONAL, dealer=True) == analyze_throw(
        throw, hand, CTX2H, NATIONAL
    )


# ---------------------------------------------------------------- inconsistent questions


@pytest.mark.parametrize(
    "case",
    [
        "not held",
        "two suits",
        "seen count",
        "known size",
        "known too big",
        "hand too big",
        "too many copies",
        "unknown seat",
        "known overlaps hand",
    ],
)
def test_inconsistent_inputs_raise(case: str) -> None:
    throw = cards("SQ SQ SA")
    hand = hand_of(throw)
    kwargs: dict[str, object] = {}
    if case == "not held":
        throw = cards("SK SK SA")
    elif case == "two suits":
        throw = cards("SA C3")
    elif case == "seen count":
        kwargs["seen"] = cards("H3")
    elif case == "known size":  # a whole hand of the wrong size (a partial holding may be smaller)
        kwargs |= {"known": {"next": cards("SK SK")}, "complete": ["next"]}
    elif case == "known too big":
        kwargs["known"] = {"next": hand_of(cards("H3 H4"), size=26)}
    elif case == "hand too big":
        hand = hand_of(throw) + cards("H3")
    elif case == "too many copies":
        kwargs["seen"] = cards("SA SA")
    elif case == "unknown seat":
        kwargs["known"] = {"left": hand_of(cards("H3"))}
    elif case == "known overlaps hand":
        kwargs["known"] = {"next": hand_of(cards("SQ"))}
    with input_error():
        analyze_throw(throw, hand, CTX2H, NATIONAL, **kwargs)  # type: ignore[arg-type]


# ---------------------------------------------------------------- known voids
#
# A seat that showed out of the throw's effective suit holds none of it.  The judges: a brute
# force over every deal of a small pool, keeping only the deals that respect the voids, and a
# rejection simulation (shuffle everything, throw away the deals where a void seat got a card of
# the suit) — neither places the suit's cards on the allowed slots first, as throws.py does.


def void_respected(
    holdings: Mapping[str, Sequence[Card]], void: Sequence[str], suit: int, ctx: TrumpContext
) -> bool:
    return not any(ctx.esuit[c] == suit for s in void for c in holdings[s])


def enumerate_void_deals(
    throw: Sequence[Card], pool: Sequence[Card], h: int, ctx: TrumpContext, void: Sequence[str]
) -> tuple[float | None, set[int]]:
    """Like :func:`enumerate_deals`, over the deals where no ``void`` seat holds the throw's suit
    (``None`` if there is none)."""
    suit = effective_suit(throw, ctx)
    assert suit is not None
    full = Counter(pool)
    fail_w = total_w = 0
    beaten: set[int] = set()
    for first, w1 in multisets(full, h):
        if "next" in void and any(ctx.esuit[c] == suit for c in first):
            continue  # (only a short cut: the full test below would reject every such deal)
        rest = full - first
        for second, w2 in multisets(rest, h):
            held = {
                "next": list(first.elements()),
                "partner": list(second.elements()),
                "prev": list((rest - second).elements()),
            }
            if not void_respected(held, void, suit, ctx):
                continue
            total_w += w1 * w2
            blocks = throw_blocks(throw, list(held.items()), ctx)
            if blocks:
                fail_w += w1 * w2
                beaten |= {b.unit for b in blocks}
    return (fail_w / total_w if total_w else None), beaten


VOID_FILLER = sorted(cards("D6 D7 D8 D10") * 2)  # off-suit cards under every context below


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(st.data())
def test_exact_probability_with_voids_matches_brute_force(data: st.DataObject) -> None:
    variant, ctx, h = draw_setting(data)
    beatable = [t for t in TEMPLATES if t not in ("BJ LJ LJ", "SA SA SK") and len(t.split()) <= h]
    throw = cards(data.draw(st.sampled_from(beatable), label="throw"))
    suit = effective_suit(throw, ctx)
    assume(suit is not None and len(decompose(throw, ctx)) > 1)
    void = data.draw(
        st.lists(st.sampled_from(SEATS), min_size=1, max_size=2, unique=True), label="void"
    )
    left = Counter(UNIVERSE + VOID_FILLER) - Counter(throw)
    # the suit's cards, those above the throw's lowest card first (whole pairs where it can): up
    # to as many as the seats not void can hold, sometimes one more (then no deal respects the
    # voids)
    low = min(ctx.pos[c] for c in throw)
    in_suit = [k for k in sorted(left) if ctx.esuit[k] == suit]
    above = data.draw(
        st.permutations([k for k in in_suit if ctx.pos[k] > low]), label="suit kinds above"
    )
    below = data.draw(
        st.permutations([k for k in in_suit if ctx.pos[k] <= low]), label="suit kinds below"
    )
    room = (3 - len(void)) * h
    assume(in_suit)
    k = data.draw(st.integers(1, min(room + 1, sum(left[c] for c in in_suit))), label="suit cards")
    pool: list[Card] = []
    for kind in above + below:
        take = min(left[kind], k - len(pool))
        pool += [kind] * take
        left[kind] -= take
    off = [c for c in sorted(left.elements()) if ctx.esuit[c] != suit]
    pool += data.draw(st.permutations(off), label="off-suit cards")[: 3 * h - len(pool)]
    hand = (
        throw
        + data.draw(st.permutations(sorted((left - Counter(pool)).elements())), label="hand")[
            : h - len(throw)
        ]
    )
    seen = list((Counter({c: 2 for c in range(NUM_KINDS)}) - Counter(hand + pool)).elements())
    truth, beaten = enumerate_void_deals(throw, pool, h, ctx, void)
    event(
        "no deal respects the voids"
        if truth is None
        else f"{len(void)} void, p {'0' if truth == 0 else '>0'}"
    )
    if truth is None:  # no deal keeps the suit off the void seats
        with input_error("void"):
            analyze_throw(throw, hand, ctx, variant, seen=seen, dealer=True, void=void)
        return
    a = analyze_throw(throw, hand, ctx, variant, seen=seen, dealer=True, void=void)
    assert a.void == tuple(s for s in SEATS if s in void)
    if a.method == "exact":
        assert a.fail_probability == pytest.approx(truth, abs=1e-9)
    else:
        assert a.stderr is not None and abs(a.fail_probability - truth) <= 4 * a.stderr + 1e-9
    assert (a.stands is True) == (truth == 0)
    assert set(a.safe_units) == set(range(len(a.units))) - beaten


def late_hand(hand: str, pool: str) -> tuple[list[Card], list[Card], list[Card]]:
    """Hand, unseen pool and seen cards late in a hand: everything not in the hand or the pool
    has been played.  The pool must hold the three other hands and the bottom."""
    held, unseen = cards(hand), cards(pool)
    assert len(unseen) == 3 * len(held) + 8
    seen = list(
        (Counter({c: 2 for c in range(NUM_KINDS)}) - Counter(held) - Counter(unseen)).elements()
    )
    return held, unseen, seen


def simulate_voids(
    throw: Sequence[Card],
    hand: Sequence[Card],
    pool: Sequence[Card],
    ctx: TrumpContext,
    void: Sequence[str],
    deals: int,
    seed: int = 7,
) -> tuple[float, float]:
    """Rejection sampling: shuffle the unseen cards, deal three hands and the bottom, keep the deals
    that respect the voids; the failure rate among them and its standard error."""
    suit = effective_suit(throw, ctx)
    assert suit is not None
    h = len(hand)
    deck = list(pool)
    rng = random.Random(seed)
    kept = fails = 0
    for _ in range(deals):
        rng.shuffle(deck)
        held = {s: deck[i * h : (i + 1) * h] for i, s in enumerate(SEATS)}
        if not void_respected(held, void, suit, ctx):
            continue
        kept += 1
        fails += bool(throw_blocks(throw, list(held.items()), ctx))
    assert kept > 1_000
    p = fails / kept
    return p, math.sqrt(p * (1 - p) / kept)


# Six cards left in each hand, eight in the bottom.  ♥ trump, level 2: ♠JJ + ♠A + ♠K is beaten
# by ♠QQ (the pair) or the other ♠A (the single K); ♠QQ + ♠A only by ♠KK.  No-trump, level 5: the
# 5s are
# equal trumps, so ♠5♠5 is beaten only by a joker pair; the single ♥5 by any joker.
LATE = {
    "H2 spades": (
        "H",
        2,
        "SA SK SJ SJ D6 D7",
        "SA SQ SQ S3 S4 H3 H4 H5 H6 H7 H8 H9 C3 C4 C5 C6 C7 C8 C9 D3 D4 D5 D8 D9 D10 DJ",
        "SA SK SJ SJ",
    ),
    "H2 few spades": (
        "H",
        2,
        "SQ SQ SA D6 D7 D8",
        "SK SK S3 H3 H4 H5 H6 H7 H8 H9 C3 C4 C5 C6 C7 C8 C9 D3 D4 D5 D9 D10 DJ DQ DK DA",
        "SQ SQ SA",
    ),
    "NT5 trumps": (
        "NT",
        5,
        "LJ S5 S5 H5 D6 D7",
        "BJ BJ LJ H5 D5 S3 S4 S6 S7 H3 H4 H6 H7 C3 C4 C6 C7 D3 D4 D8 D9 D10 DJ DQ DK DA",
        "LJ S5 S5 H5",
    ),
    "NT5 few trumps": (
        "NT",
        5,
        "LJ S5 S5 H5 D6 D7",
        "BJ BJ H5 S3 S4 S6 S7 H3 H4 H6 H7 C3 C4 C6 C7 D3 D3 D4 D4 D8 D9 D10 DJ DQ DK DA",
        "LJ S5 S5 H5",
    ),
}


@pytest.mark.parametrize(
    ("case", "void"),
    [
        ("H2 spades", ("next",)),
        ("H2 spades", ("partner",)),
        ("H2 few spades", ("next", "prev")),
        ("NT5 trumps", ("prev",)),
        ("NT5 few trumps", ("next", "partner")),
    ],
)
def test_exact_probability_with_voids_agrees_with_rejection_simulation(
    case: str, void: tuple[str, ...]
) -> None:
    trump, level, hand_t, pool_t, throw_t = LATE[case]
    ctx = context_for(level, trump, NATIONAL)
    hand, pool, seen = late_hand(hand_t, pool_t)
    throw = cards(throw_t)
    a = analyze_throw(throw, hand, ctx, NATIONAL, seen=seen, void=void)
    free = analyze_throw(throw, hand, ctx, NATIONAL, seen=seen)
    assert a.method == "exact" and a.stands is None and a.void == void
    assert a.fail_probability != pytest.approx(free.fail_probability)  # the voids matter
    p, se = simulate_voids(throw, hand, pool, ctx, void, 25_000)
    assert abs(a.fail_probability - p) <= 3 * se, (case, void, a.fail_probability, p, se)


def test_voids_closed_forms() -> None:
    # ♠QQ + ♠A: only ♠KK beats.  With 下家 and 上家 void, every ♠ is the partner's (25 cards) or
    # the bottom's (8): the chance the partner holds both ♠K rises from 3·25·24/(83·82) to
    # 25·24/(33·32).
    throw = cards("SQ SQ SA")
    hand = hand_of(throw)
    free = analyze_throw(throw, hand, CTX2H, NATIONAL)
    a = analyze_throw(throw, hand, CTX2H, NATIONAL, void=["prev", "next"])
    assert a.void == ("next", "prev")
    assert free.fail_probability == pytest.approx(3 * 25 * 24 / (83 * 82), rel=1e-12)
    assert a.fail_probability == pytest.approx(25 * 24 / (33 * 32), rel=1e-12)
    assert a.fail_probability > free.fail_probability
    # one void seat: the ♠ lie on 58 slots, two seats of 25 can hold the pair
    a = analyze_throw(throw, hand, CTX2H, NATIONAL, void=["partner"])
    assert a.fail_probability == pytest.approx(2 * 25 * 24 / (58 * 57), rel=1e-12)
    # a lone beating card is instead more likely to be in the bottom: ♠A♠K♠K♠Q fails less often
    throw = cards("SA SK SK SQ")
    a = analyze_throw(throw, hand_of(throw), CTX2H, NATIONAL, void=["next", "prev"])
    assert a.fail_probability == pytest.approx(25 / 33, rel=1e-12)
    assert a.fail_probability < 75 / 83


# The thrower holds 17 of the 24 ♠ (level 2, ♥ trump); the other ♠K ♠K, ♠5, ♠4 ♠4, ♠3 ♠3 are unseen.
MANY_SPADES = cards("SA SA SQ SQ SJ SJ S10 S10 S9 S9 S8 S8 S7 S7 S6 S6 S5") + FILLER[:8]


def test_all_other_seats_void_leaves_the_bottom_which_never_plays() -> None:
    throw = cards("SQ SQ SA")
    free = analyze_throw(throw, MANY_SPADES, CTX2H, NATIONAL)
    assert free.stands is None and free.fail_probability > 0
    a = analyze_throw(throw, MANY_SPADES, CTX2H, NATIONAL, void=SEATS)
    assert a.stands is True and a.fail_probability == 0.0 and a.method == "exact"
    assert a.beaten_by == () and a.safe_units == tuple(range(len(a.units)))
    assert a.void == SEATS
    # a known seat counts as void only if its holding agrees; the rest may be void too
    partner = FILLER[8:24] + cards("H3 H3 H4 H4 H5 H5 H6 H6 H7")
    a = analyze_throw(throw, MANY_SPADES, CTX2H, NATIONAL, known={"partner": partner}, void=SEATS)
    assert a.stands is True and a.fail_probability == 0.0


def test_monte_carlo_with_voids_agrees_with_exact(monkeypatch: pytest.MonkeyPatch) -> None:
    throw = cards("SA S9 S9 S8 S8")
    hand = hand_of(throw)
    for void in (("partner",), ("next", "prev")):
        exact = analyze_throw(throw, hand, CTX2H, NATIONAL, void=void)
        assert exact.method == "exact" and 0 < exact.fail_probability < 1
        with monkeypatch.context() as m:
            m.setattr(throws, "EXACT_LIMIT", 0)
            mc = analyze_throw(throw, hand, CTX2H, NATIONAL, void=void, seed=4, samples=20_000)
        assert mc.method == "monte-carlo" and mc.stderr is not None and mc.void == void
        assert abs(mc.fail_probability - exact.fail_probability) <= 3 * mc.stderr, (void, mc, exact)


def test_no_void_changes_nothing() -> None:
    hand = hand_of(MC_THROW)
    assert analyze_throw(
        MC_THROW, hand, CTX2H, NATIONAL, seed=5, samples=2_000, void=()
    ) == analyze_throw(MC_THROW, hand, CTX2H, NATIONAL, seed=5, samples=2_000)


@pytest.mark.parametrize(
    ("case", "needle"),
    [
        ("unknown seat", "unknown void seat 'left'"),
        ("known holds the suit", "partner is void in ♠ but its known holding has ♠3"),
        (
            "too many suit cards",
            "21 ♠ cards are unseen, but next, partner, prev are void and the bottom holds only 8",
        ),
        (
            "dealer, all void",
            "7 ♠ cards are unseen, but next, partner, prev are void and no other place",
        ),
        (
            "trumps",
            "24 trumps are unseen, but next, partner, prev are void and the bottom holds only 8 "
            "cards",
        ),
    ],
)
def test_void_errors(case: str, needle: str) -> None:
    throw, hand = cards("SQ SQ SA"), hand_of(cards("SQ SQ SA"))
    kwargs: dict[str, object] = {}
    if case == "unknown seat":
        kwargs["void"] = ["left"]
    elif case == "known holds the suit":
        kwargs |= {
            "void": ["partner"],
            "known": {"partner": cards("S3") + FILLER[1:] + cards("H3")},
        }
    elif case == "too many suit cards":
        kwargs["void"] = SEATS
    elif case == "dealer, all void":
        hand = MANY_SPADES
        kwargs |= {"void": SEATS, "dealer": True, "seen": cards("H3 H3 H4 H4 H5 H5 H6 H6")}
    elif case == "trumps":  # 36 trumps (jokers, 2s, ♥), 12 held
        throw = cards("BJ HA HA")
        hand = hand_of(throw, cards("HK HK HQ HQ HJ HJ H10 H10 H9"))
        kwargs["void"] = SEATS
    with input_error(needle):
        analyze_throw(throw, hand, CTX2H, NATIONAL, **kwargs)  # type: ignore[arg-type]


# ---------------------------------------------------------------- voids through the CLI

# Seats N W S E (W's 下家 S, 对家 E, 上家 N).  Trick 1: E shows out of ♠; trick 2: N shows out of
# ♣; trick 3: N shows out of trumps.  W throws at trick 4: the 22 cards left in each other hand and
# the 8 of the bottom are unseen by W.
VOID_RECORD = """\
variant: national
seats: N W S E
dealer: N
level: 2
trump: ♥
deal W: ♠AKKQ4 ♣AKKQ ♥3 ♦AKQ10109988776655
1. N ♠3 | W ♠4 | S ♠5 | E ♦3
2. S ♣4 | E ♣5 | N ♦4 | W ♣A
3. W ♥3 | S ♥4 | E ♥5 | N ♠6
"""


def void_record(tmp_path: Path) -> str:
    path = tmp_path / "void.sj"
    path.write_text(VOID_RECORD, encoding="utf-8")
    return str(path)


def test_cli_infers_voids_from_the_record(tmp_path: Path) -> None:
    rec = void_record(tmp_path)
    args = ("throw", "SA SK SK SQ", "--record", rec, "--trick", "4", "--seat", "W")
    code, out, err = run(*args)
    assert code == 0, err
    assert "void in ♠: partner (E, showed out in trick 1)" in out
    code, doc_text, err = run(*args, "--format", "json")
    doc = json.loads(doc_text)
    assert doc["void"] == ["partner"]
    # only the other ♠A beats (the single ♠Q); it lies on the 22 + 22 + 8 slots of next, prev,
    # bottom
    assert doc["fail_probability"] == pytest.approx(44 / 52, rel=1e-12)
    # the same question asked by hand
    hand = cards("SA SK SK SQ CK CK CQ DA DK DQ D10 D10 D9 D9 D8 D8 D7 D7 D6 D6 D5 D5")
    seen = cards("S3 S4 S5 D3 C4 C5 D4 CA H3 H4 H5 S6")
    a = analyze_throw(cards("SA SK SK SQ"), hand, CTX2H, NATIONAL, seen=seen, void=["partner"])
    assert a.fail_probability == doc["fail_probability"]
    # a ♣ throw: N (上家) showed out of ♣; a manual --void adds to what the record shows
    doc = json.loads(
        run(
            "throw",
            "CK CK CQ",
            "--record",
            rec,
            "--trick",
            "4",
            "--seat",
            "W",
            "--void",
            "下家",
            "--format",
            "json",
        )[1]
    )
    assert doc["void"] == ["next", "prev"]
    code, out, _ = run(
        "throw",
        "CK CK CQ",
        "--record",
        rec,
        "--trick",
        "4",
        "--seat",
        "W",
        "--void",
        "下家",
        "--lang",
        "zh",
    )
    assert code == 0 and "已知缺门 ♣：下家（指定）；上家（N，第 2 圈已缺门）" in out
    # before trick 1 nobody has shown out
    assert (
        json.loads(
            run(
                "throw",
                "SA SK SK SQ",
                "--record",
                rec,
                "--trick",
                "1",
                "--seat",
                "W",
                "--format",
                "json",
            )[1]
        )["void"]
        == []
    )
    code, out, _ = run(
        "throw", "SA SK SK SQ", "--record", rec, "--trick", "4", "--seat", "W", "--void", "next"
    )
    assert "void in ♠: next (given); partner (E, showed out in trick 1)" in out


def test_shown_out_seen_from_each_seat() -> None:
    record = parse_text(VOID_RECORD, "void.sj")[0]
    assert isinstance(record, HandRecord)
    spades, clubs = CTX2H.esuit[cards("SA")[0]], CTX2H.esuit[cards("CA")[0]]
    assert shown_out_of(record, "W", 4, CTX2H) == {
        spades: {"partner": ("E", 1)},
        clubs: {"prev": ("N", 2)},
        TRUMP: {"prev": ("N", 3)},
    }
    # from S: E is 下家, N 对家; the tricks from trick 3 on are not yet played at trick 3
    assert shown_out_of(record, "S", 3, CTX2H) == {
        spades: {"next": ("E", 1)},
        clubs: {"partner": ("N", 2)},
    }
    # the thrower's own plays say nothing to it; N's plays are seen by N as its own
    assert shown_out_of(record, "N", 4, CTX2H) == {spades: {"prev": ("E", 1)}}


def test_cli_manual_void_and_json_key() -> None:
    throw_t, held = "SQ SQ SA", " ".join(card_str(c) for c in hand_of(cards("SQ SQ SA")))
    base = ("throw", throw_t, "--hand", held, "--trump", "H", "--level", "2", "--format", "json")
    assert json.loads(run(*base)[1])["void"] == []
    doc = json.loads(run(*base, "--void", "上家", "--void", "next")[1])
    assert doc["void"] == ["next", "prev"]
    assert doc["fail_probability"] == pytest.approx(25 * 24 / (33 * 32), rel=1e-12)
    held = " ".join(card_str(c) for c in hand_of(cards("BJ HA HA")))
    code, out, _ = run(
        "throw", "BJ HA HA", "--hand", held, "--trump", "H", "--level", "2", "--void", "prev"
    )
    assert code == 0 and "void in trumps: prev (given)" in out
    code, out, _ = run(
        "throw",
        "BJ HA HA",
        "--hand",
        held,
        "--trump",
        "H",
        "--level",
        "2",
        "--void",
        "prev",
        "--lang",
        "zh",
    )
    assert code == 0 and "已知缺门 主牌：上家（指定）" in out


@pytest.mark.parametrize(
    ("extra", "needle"),
    [
        (("--void", "left"), "--void: expected one of next, partner, prev"),
        (("--void", "next", "--void", "partner", "--void", "prev"), "21 ♠ cards are unseen"),
        (
            (
                "--void",
                "partner",
                "--other",
                "partner=" + " ".join(["S3", *map(card_str, FILLER[1:]), "H3"]),
            ),
            "partner is void in ♠ but its known holding has ♠3",
        ),
    ],
)
def test_cli_void_errors_exit_2(extra: tuple[str, ...], needle: str) -> None:
    held = " ".join(card_str(c) for c in hand_of(cards("SQ SQ SA")))
    code, out, err = run(
        "throw", "SQ SQ SA", "--hand", held, "--trump", "H", "--level", "2", *extra
    )
    assert code == 2 and out == ""
    assert err.startswith("shengji:") and needle in err, err


def test_cli_void_from_the_record_contradicting_a_known_holding(tmp_path: Path) -> None:
    partner = "S6 S7 C3 C6 C7 C8 C9 C10 CJ CQ D2 D2 D3 D4 H7 H7 H8 H8 H9 H9 H10 H10"
    code, out, err = run(
        "throw",
        "SA SK SK SQ",
        "--record",
        void_record(tmp_path),
        "--trick",
        "4",
        "--seat",
        "W",
        "--other",
        f"partner={partner}",
    )
    assert code == 2 and "partner is void in ♠" in err and "E showed out in trick 1" in err, err


def test_three_copies_of_a_card_are_weighted_exactly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A three-deck variant: three unseen ♠K.  The exact enumeration spreads the copies of a
    # card over the places in every way (not just one or two), so it agrees with the sampler.
    from shengji_cli.core.variants import load_variant

    path = tmp_path / "three.toml"
    path.write_text('extends = "national"\n[deck]\ncopies = 3\n', encoding="utf-8")
    v = load_variant(path)
    ctx = TrumpContext.make(1, 2)  # hearts, level 2
    throw = parse_cards("SQ SQ SA")
    hand = throw + parse_cards(
        "C3 C4 C5 C6 C7 C8 C9 C10 CJ CQ CK CA D3 D4 D5 D6 D7 D8 D9 D10 DJ DQ"
    )
    # Every other spade has been seen but the three ♠K: only a pair of them beats the ♠QQ.
    spades = [c for c in parse_cards("SA S2 S3 S4 S5 S6 S7 S8 S9 S10 SJ SQ") for _ in range(3)]
    seen = list((Counter(spades) - Counter(throw)).elements())
    seen += parse_cards("H2 H3 H4 H5 H6 H7 H8 H9 H10 HJ HQ HK HA D2 D2 D2 DK DK DK DA DA")
    exact = analyze_throw(throw, hand, ctx, v, seen)
    assert exact.method == "exact"
    # Closed form: the three kings among three 25-card hands and the 8-card bottom, two at a seat.
    ways = sum(
        math.comb(25, a) * math.comb(25, b) * math.comb(25, c) * math.comb(8, 3 - a - b - c)
        for a in range(4)
        for b in range(4 - a)
        for c in range(4 - a - b)
        if max(a, b, c) >= 2
    )
    assert exact.fail_probability == pytest.approx(ways / math.comb(83, 3), abs=1e-12)
    monkeypatch.setattr(throws, "EXACT_LIMIT", 0)
    sampled = analyze_throw(throw, hand, ctx, v, seen, samples=60_000, seed=3)
    assert sampled.method == "monte-carlo" and sampled.stderr is not None
    assert abs(exact.fail_probability - sampled.fail_probability) < 4 * sampled.stderr


# ---------------------------------------------------------------- what the thrower knows
#
# A hand of fewer than 25 cards says how many tricks were played; the cards the thrower has not
# seen lie anywhere unseen (the other hands' unknown cards, the bottom, the cards played that
# --seen does not name).  The judges: a simulation that shuffles those cards onto those places
# and asks rules.throw_blocks, and random true deals, against which "beaten for certain" and
# "safe for certain" must never be wrong.


def simulate_partial(
    throw: Sequence[Card],
    hand: Sequence[Card],
    ctx: TrumpContext,
    deals: int,
    *,
    seen: Sequence[Card] = (),
    known: Mapping[str, Sequence[Card]] | None = None,
    seed: int = 7,
) -> tuple[float, float]:
    """Failure rate when the unseen cards are shuffled onto every unseen place: each other seat
    gets its known cards and as many more as makes the thrower's hand size, the rest are out of
    the hands (the bottom and the unnamed cards played), which never play."""
    known = dict(known or {})
    pool = unseen_pool(hand, seen, known)
    h = len(hand)
    rng = random.Random(seed)
    fails = 0
    for _ in range(deals):
        rng.shuffle(pool)
        at, others = 0, []
        for s in SEATS:
            own = list(known.get(s, ()))
            others.append((s, own + pool[at : at + h - len(own)]))
            at += h - len(own)
        if throw_blocks(throw, others, ctx):
            fails += 1
    p = fails / deals
    return p, math.sqrt(p * (1 - p) / deals)


def test_a_short_hand_without_seen_cards_spreads_them_over_every_unseen_place() -> None:
    throw = cards("SQ SQ SA")
    hand = hand_of(throw, size=23)  # two cards played from each hand, not given
    a = analyze_throw(throw, hand, CTX2H, NATIONAL)
    assert a.assumed is not None
    assert (a.assumed.played, a.assumed.held, a.assumed.unseen) == (2, 23, 85)
    assert a.assumed.tricks is None  # the hand's size gives cards, not tricks
    assert (a.assumed.in_hands, a.assumed.out_of_hands) == (69, 16)
    # ♠K ♠K both in one of the three 23-card hands, of 85 places
    assert a.method == "exact" and a.fail_probability == pytest.approx(
        3 * 23 * 22 / (85 * 84), rel=1e-12
    )
    p, se = simulate_partial(throw, hand, CTX2H, 40_000)
    assert abs(a.fail_probability - p) <= 3 * se
    # the cards of the two tricks given: out of the hands there is only the bottom, as before
    seen = cards("H3 H4 H5 H6 H7 H8 H9 H10")
    full = analyze_throw(throw, hand, CTX2H, NATIONAL, seen=seen)
    assert full.assumed is not None and full.assumed.out_of_hands == 8
    assert full.fail_probability == pytest.approx(3 * 23 * 22 / (77 * 76), rel=1e-12)


def test_a_partial_holding_pairs_with_unseen_cards() -> None:
    # next is known to hold ♠Q ♠J (not its whole hand): one more ♠Q or ♠J gives it a pair over ♠10
    # ♠10
    throw = cards("S10 S10 SK")
    hand = hand_of(throw)
    a = analyze_throw(throw, hand, CTX2H, NATIONAL, known={"next": cards("SQ SJ")})
    assert a.stands is None and a.verdicts == (
        throws.UnitVerdict.POSSIBLE,
        throws.UnitVerdict.POSSIBLE,
    )
    mixed = {(b.seat, tuple(b.cards), b.needs) for b in a.beaten_by if b.seat is not None}
    assert mixed == {
        ("next", tuple(cards("SQ SQ")), tuple(cards("SQ"))),
        ("next", tuple(cards("SJ SJ")), tuple(cards("SJ"))),
    }
    assert a.assumed is not None and a.assumed.in_hands == 3 * 25 - 2
    p, se = simulate_partial(throw, hand, CTX2H, 40_000, known={"next": cards("SQ SJ")})
    assert abs(a.fail_probability - p) <= 3 * se, (a.fail_probability, p)
    with pytest.MonkeyPatch.context() as m:
        m.setattr(throws, "EXACT_LIMIT", 0)
        mc = analyze_throw(
            throw, hand, CTX2H, NATIONAL, known={"next": cards("SQ SJ")}, samples=40_000, seed=2
        )
    assert mc.method == "monte-carlo" and mc.stderr is not None
    assert abs(mc.fail_probability - a.fail_probability) <= 4 * mc.stderr
    # the same cards as a whole hand: an error, the hand's size is not the thrower's
    with input_error("next holds 2 cards but the thrower holds 25"):
        analyze_throw(
            throw, hand, CTX2H, NATIONAL, known={"next": cards("SQ SJ")}, complete={"next"}
        )


def test_a_known_beater_fails_the_throw_for_certain_and_says_if_the_forced_play_may_change() -> (
    None
):
    throw = cards("SA SK SK SQ")
    hand = hand_of(throw, size=20)
    a = analyze_throw(throw, hand, CTX2H, NATIONAL, known={"prev": cards("SA")})
    assert a.stands is False and a.fail_probability == 1.0
    assert a.verdicts == (
        throws.UnitVerdict.SAFE,
        throws.UnitVerdict.SAFE,
        throws.UnitVerdict.BEATEN,
    )
    # only the ♠Q is beaten, whatever the unseen cards (the other ♠A beats nothing but the ♠Q)
    assert [u.cards for u in a.forced] == [tuple(cards("SQ"))] and a.forced_certain
    b = analyze_throw(
        cards("SA SJ SJ SQ"),
        hand_of(cards("SA SJ SJ SQ"), size=20),
        CTX2H,
        NATIONAL,
        known={"prev": cards("SA")},
    )
    # an unseen ♠K ♠K would beat the pair too, and national then allows ♠J ♠J as well
    assert b.stands is False and not b.forced_certain


def _true_deal(rng: random.Random, tricks: int) -> tuple[list[list[Card]], list[Card], list[Card]]:
    """Four hands of ``25 − tricks`` cards, the bottom, and the cards played."""
    deck = [c for c in range(NUM_KINDS) for _ in range(2)]
    rng.shuffle(deck)
    hands = [deck[i * 25 : (i + 1) * 25] for i in range(4)]
    played = [c for h in hands for c in h[25 - tricks :]]
    return [h[: 25 - tricks] for h in hands], deck[100:], played


@settings(max_examples=150, deadline=None)
@given(
    st.integers(0, 2**32 - 1),
    st.integers(0, 20),
    st.sampled_from(["national", "shenzhen", "bjtu"]),
    st.integers(2, 14),
    st.sampled_from(["S", "H", "C", "D", "NT"]),
)
def test_certain_verdicts_hold_against_the_true_hands(
    seed: int, tricks: int, preset: str, level: int, trump: str
) -> None:
    rng = random.Random(seed)
    v = load_variant(preset)
    ctx = context_for(level, trump, v)
    hands, bottom, played = _true_deal(rng, tricks)
    hand = hands[0]
    by_suit: dict[int, list[Card]] = {}
    for c in hand:
        by_suit.setdefault(ctx.esuit[c], []).append(c)
    suit_cards = sorted(max(by_suit.values(), key=len), key=ctx.sort_key.__getitem__, reverse=True)
    size = rng.randint(2, min(len(suit_cards), 6)) if len(suit_cards) >= 2 else 0
    # half the time the suit's top cards (throws that may stand), else any of them
    throw = suit_cards[:size] if rng.random() < 0.5 else rng.sample(suit_cards, size)
    assume(len(throw) >= 2 and len(decompose(throw, ctx)) >= 2)
    suit = ctx.esuit[throw[0]]
    truth = dict(zip(SEATS, hands[1:], strict=True))
    dealer = rng.random() < 0.3
    seen = rng.sample(played, rng.randint(0, len(played))) + (
        rng.sample(bottom, rng.randint(0, 8)) if dealer else []
    )
    known = {
        s: rng.sample(h, rng.choice([0, 0, rng.randint(0, 3), rng.randint(0, len(h)), len(h)]))
        for s, h in truth.items()
    }
    known = {s: k for s, k in known.items() if k}
    complete = {s for s, k in known.items() if len(k) == len(truth[s]) and rng.random() < 0.5}
    void = {
        s for s, h in truth.items() if all(ctx.esuit[c] != suit for c in h) and rng.random() < 0.7
    }
    a = analyze_throw(
        throw,
        hand,
        ctx,
        v,
        seen,
        known,
        dealer,
        seed=seed % 1000,
        samples=200,
        void=void,
        complete=complete,
    )
    units = decompose(throw, ctx)
    blocks = throw_blocks(throw, list(truth.items()), ctx)
    truly_beaten = {b.unit for b in blocks}
    event(f"stands={a.stands}")
    for i, verdict in enumerate(a.verdicts):
        event(f"unit {verdict}")
        if verdict is throws.UnitVerdict.BEATEN:
            assert i in truly_beaten, (units[i], known)
        if verdict is throws.UnitVerdict.SAFE:
            assert i not in truly_beaten, (units[i], blocks)
    if a.stands is False:
        assert blocks
        assert all(
            not Counter(b.cards) - Counter(truth[b.seat])
            for b in a.beaten_by
            if b.certain and b.seat
        )
    if a.stands is True:
        assert not blocks
    assert 0.0 <= a.fail_probability <= 1.0
    assert a.assumed is not None and a.assumed.played == tricks and a.assumed.tricks is None
