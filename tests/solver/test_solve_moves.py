"""legal_moves against brute force: every sub-multiset of the holding judged by the rules layer
(a lead: one unit, or a throw no other seat can beat; a follow: ``can_follow``, and as many exposed
cards as ``most_exposed`` allows), for endgames of generated hands of every preset, leads and
follows; the grouping of equivalent cards changes no value."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace

import pytest
from solving import endgame

from shengji_cli.core.cards import TRUMP, Card
from shengji_cli.core.exposed import most_exposed, overlap
from shengji_cli.core.rules import can_follow, can_throw
from shengji_cli.core.units import decompose, effective_suit
from shengji_cli.core.variants import NAMED, Variant, load_variant
from shengji_cli.gen.hands import hand_seed
from shengji_cli.solver import Position, apply, final_points, forced_plays, legal_moves
from shengji_cli.solver.moves import classes, signature


def sub_multisets(cards: tuple[Card, ...]) -> Iterator[tuple[Card, ...]]:
    out: list[tuple[Card, ...]] = [()]
    for c, n in sorted(Counter(cards).items()):
        out = [p + (c,) * k for p in out for k in range(n + 1)]
    return (p for p in out if p)


def brute_force(pos: Position) -> set[tuple[Card, ...]]:
    """Every legal play of ``pos.turn``, straight from the rules."""
    i = pos.seating.index(pos.turn)
    hand = pos.holdings[i]
    ctx, v = pos.ctx, pos.variant
    if not pos.played:
        others = [(s, pos.holding(s)) for s in pos.seating.order_from(pos.turn)[1:]]
        return {
            p
            for p in sub_multisets(hand)
            if effective_suit(p, ctx) is not None
            and (len(decompose(p, ctx)) == 1 or can_throw(p, others, ctx))
        }
    lead = pos.played[0]
    legal = {
        p for p in sub_multisets(hand) if len(p) == len(lead) and can_follow(lead, hand, p, ctx, v)
    }
    exposed = pos.exposed[i] if pos.exposed else ()
    if exposed:
        most = most_exposed(lead, hand, exposed, ctx, v)[0]
        legal = {p for p in legal if overlap(p, exposed) >= most}
    return legal


def positions(v: Variant, count: int, cards: int) -> Iterator[Position]:
    for i in range(count):
        pos = endgame(v, hand_seed(41, i), cards, plays=i % 4)
        if pos is not None:
            yield pos


@pytest.mark.parametrize("preset", NAMED)
def test_legal_moves_are_the_rules_plays_up_to_equivalence(preset: str) -> None:
    v = load_variant(preset)
    seen = merged = throws = 0
    for pos in positions(v, 24, 6):
        legal = brute_force(pos)
        every = legal_moves(pos, grouped=False)
        assert len(every) == len(set(every))
        assert {tuple(sorted(p)) for p in every} == legal
        rep = classes(pos, pos.turn)
        grouped = legal_moves(pos)
        assert len({signature(p, rep) for p in grouped}) == len(grouped)  # one play a class
        assert {signature(p, rep) for p in grouped} == {signature(p, rep) for p in legal}
        assert all(tuple(sorted(p)) in legal for p in grouped)
        seen += 1
        merged += len(grouped) < len(every)
        throws += not pos.played and any(len(decompose(p, pos.ctx)) > 1 for p in every)
    assert seen >= 20 and merged and throws


@pytest.mark.parametrize("preset", ["national", "shenzhen"])
def test_exposed_cards_are_played_first(preset: str) -> None:
    v = load_variant(preset)
    rng = random.Random(5)
    checked = 0
    for pos in positions(v, 16, 6):
        if not pos.played:
            continue
        i = pos.seating.index(pos.turn)
        hand = pos.holdings[i]
        exposed = tuple(sorted(rng.sample(hand, k=min(2, len(hand)))))
        pos = replace(pos, exposed=tuple(exposed if j == i else () for j in range(4)))
        assert {tuple(sorted(p)) for p in legal_moves(pos, grouped=False)} == brute_force(pos)
        checked += 1
    assert checked >= 5


def minimax(pos: Position, grouped: bool, memo: dict[object, int]) -> int:
    """The value by every play (or one a class), memoised on the exact position."""
    if pos.over:
        return final_points(pos)
    key = (pos.holdings, pos.leader, pos.played, pos.points, pos.barred, pos.exposed)
    if key not in memo:
        values = [minimax(apply(pos, m), grouped, memo) for m in legal_moves(pos, grouped=grouped)]
        memo[key] = max(values) if pos.defends(pos.turn) else min(values)
    return memo[key]


@pytest.mark.parametrize("preset", NAMED)
def test_grouping_changes_no_value(preset: str) -> None:
    v = load_variant(preset)
    merged = 0
    for pos in positions(v, 10, 3):
        assert minimax(pos, True, {}) == minimax(pos, False, {})
        merged += len(legal_moves(pos)) < len(legal_moves(pos, grouped=False))
    assert merged


def _barring(preset: str) -> Variant:
    v = load_variant(preset)
    return replace(v, throw=replace(v.throw, dealer_partner_may_ruff=False))


@pytest.mark.parametrize(
    "v",
    [load_variant("national"), _barring("shenzhen"), _barring("online"), load_variant("bjtu")],
    ids=["national", "shenzhen-barring", "online-barring", "bjtu"],
)
def test_failing_throws_against_brute_force(v: Variant) -> None:
    """``legal_moves(failing=True)`` adds, up to equivalence, exactly the failing throws of
    several units whose failure bars a ruff that could change the trick: a leader other than
    the dealer's partner, a suit not trumps, the dealer's partner void in it with a trump."""
    seen = 0
    for i in range(30):
        pos = endgame(v, hand_seed(49, i), 6)
        if pos is None:
            continue
        for seat in pos.seating:
            p = replace(pos, leader=seat, played=(), barred=())
            rep = classes(p, seat)
            extra = {signature(m, rep) for m in legal_moves(p, failing=True)} - {
                signature(m, rep) for m in legal_moves(p)
            }
            dp = p.holding(p.seating.partner(p.dealer))
            esuit = p.ctx.esuit
            want = set()
            if (
                not v.throw.dealer_partner_may_ruff
                and seat != p.seating.partner(p.dealer)
                and any(esuit[c] == TRUMP for c in dp)
            ):
                for m in sub_multisets(p.holding(seat)):
                    s = effective_suit(m, p.ctx)
                    if (
                        s is not None
                        and s != TRUMP
                        and all(esuit[c] != s for c in dp)
                        and forced_plays(p, m)
                    ):
                        want.add(signature(m, rep))
            assert extra == want
            seen += len(want)
    assert seen or v.throw.dealer_partner_may_ruff
