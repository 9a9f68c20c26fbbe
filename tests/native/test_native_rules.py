"""The rules kernel of the compiled core against the Python rules (the oracle): follow legality
on ≥ 100,000 follow situations from generated hands of every preset (each play of each trick
against the follower's hand, and random plays of the same size from it, most of them illegal),
the trick's winner, the bottom multiplier, throw blocks and forced plays — identical answers.

``SHENGJI_NATIVE_SCALE`` multiplies the counts (the default runs the issue's minimum)."""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Iterator, Sequence

import pytest

from shengji_cli.core.backend import native
from shengji_cli.core.cards import Card, TrumpContext
from shengji_cli.core.native_args import CtxArgs, ctx_args, rules_args
from shengji_cli.core.rules import (
    allowed_forced_plays,
    bottom_multiplier,
    can_follow,
    throw_blocks,
    throw_penalty,
    trick_result,
)
from shengji_cli.core.units import decompose
from shengji_cli.core.variants import NAMED, Variant, load_variant
from shengji_cli.gen.hands import generate, hand_seed
from shengji_cli.solver import position_at

NATIVE = native()
pytestmark = pytest.mark.skipif(NATIVE is None, reason="the compiled core is not built")

SCALE = float(os.environ.get("SHENGJI_NATIVE_SCALE", "1"))
FOLLOWS = int(100_000 * SCALE)
"""Follow situations checked in all (the issue's minimum: 100,000)."""

Hand = tuple[Card, ...]
Case = tuple[Hand, Hand, Hand]
Kernel = Callable[[CtxArgs, dict[str, object], list[Case]], list[bool]]


def _tricks(v: Variant, seed: int) -> Iterator[tuple[TrumpContext, list[Hand], list[Hand]]]:
    """Each trick of a generated hand: the context, the four hands before it (in the order of
    play from the leader) and the plays (a failed throw's forced play as the lead)."""
    record = generate(seed, v).record
    pos = position_at(record, v, 1)
    hands = {s: list(h) for s, h in zip(pos.seating.seats, pos.holdings, strict=True)}
    for trick in record.tricks:
        before = [tuple(hands[p.seat]) for p in trick.plays]
        plays = [tuple(p.cards) for p in trick.plays]
        for p in trick.plays:
            for c in p.cards:
                hands[p.seat].remove(c)
        yield pos.ctx, before, plays


def follow_cases(v: Variant, seed: int, rng: random.Random) -> Iterator[tuple[TrumpContext, Case]]:
    """The follows of a generated hand, and two random plays of the lead's size from each
    follower's hand."""
    for ctx, before, plays in _tricks(v, seed):
        lead = plays[0]
        for hand, play in zip(before[1:], plays[1:], strict=True):
            yield ctx, (lead, hand, play)
            for _ in range(2):
                if len(hand) >= len(lead):
                    yield ctx, (lead, hand, tuple(sorted(rng.sample(hand, len(lead)))))


def _check_follows(
    v: Variant, cases: list[tuple[TrumpContext, Case]], kernel: Kernel | None = None
) -> int:
    """Compare the kernel's verdicts (``kernel``: a stand-in for it) with ``can_follow``'s; the
    number compared."""
    assert NATIVE is not None
    many = kernel or NATIVE.can_follow_many
    by_ctx: dict[TrumpContext, list[Case]] = {}
    for ctx, case in cases:
        by_ctx.setdefault(ctx, []).append(case)
    for ctx, group in by_ctx.items():
        got = many(ctx_args(ctx), rules_args(v), group)
        want = [can_follow(lead, hand, play, ctx, v) for lead, hand, play in group]
        wrong = [c for c, g, w in zip(group, got, want, strict=True) if g != w]
        assert not wrong, f"{v.name}: {len(wrong)} verdicts differ, e.g. {wrong[0]}"
    return len(cases)


def test_follow_verdicts_are_the_python_rules() -> None:
    rng = random.Random(29)
    per_preset = FOLLOWS // len(NAMED) + 1
    total = illegal = 0
    for name in NAMED:
        v = load_variant(name)
        cases: list[tuple[TrumpContext, Case]] = []
        seed = 0
        while len(cases) < per_preset:
            cases += follow_cases(v, hand_seed(2900, seed), rng)
            seed += 1
        total += _check_follows(v, cases)
        illegal += sum(
            1 for ctx, (lead, h, p) in cases[:2000] if not can_follow(lead, h, p, ctx, v)
        )
    assert total >= FOLLOWS
    assert illegal > 1000  # the random plays: both verdicts are exercised


def test_a_broken_verdict_is_caught() -> None:
    """The comparison can fail: a kernel whose last verdict is flipped is reported."""
    assert NATIVE is not None
    v = load_variant("national")
    cases = list(follow_cases(v, hand_seed(2900, 0), random.Random(1)))[:50]

    def broken(ctx: CtxArgs, rules: dict[str, object], group: list[Case]) -> list[bool]:
        got: list[bool] = NATIVE.can_follow_many(ctx, rules, group)
        return got[:-1] + [not got[-1]]

    assert _check_follows(v, cases) == len(cases)
    with pytest.raises(AssertionError, match="verdicts differ"):
        _check_follows(v, cases, broken)


def _sub(rng: random.Random, hand: Sequence[Card], ctx: TrumpContext) -> Hand:
    """Random cards of one effective suit from ``hand``."""
    suit = ctx.esuit[rng.choice(hand)]
    cards = [c for c in hand if ctx.esuit[c] == suit]
    return tuple(sorted(rng.sample(cards, rng.randint(1, min(len(cards), 8)))))


@pytest.mark.parametrize("name", NAMED)
def test_tricks_bottoms_and_throws_are_the_python_rules(name: str) -> None:
    assert NATIVE is not None
    v = load_variant(name)
    rng = random.Random(name)
    rules = rules_args(v)
    checked = 0
    for seed in range(int(12 * SCALE) + 1):
        for ctx, before, plays in _tricks(v, hand_seed(2901, seed)):
            cargs = ctx_args(ctx)
            barred = rng.choice([(), (), (1,), (2,), (3,)])
            got = NATIVE.trick_result(cargs, rules, plays, list(barred))
            want = trick_result(plays, ctx, v, barred)
            assert got == (want.winner, want.points), (plays, barred)
            assert NATIVE.bottom_multiplier(cargs, rules, plays[0]) == bottom_multiplier(
                plays[0], ctx, v
            )
            throw = _sub(rng, before[0], ctx)
            units = decompose(throw, ctx)
            assert NATIVE.decompose(cargs, throw) == [
                (list(u.cards), u.width, u.length, u.top) for u in units
            ]
            assert NATIVE.bottom_multiplier(cargs, rules, throw) == bottom_multiplier(throw, ctx, v)
            others = [("a", before[1]), ("b", before[2]), ("c", before[3])]
            blocks = throw_blocks(throw, others, ctx)
            assert NATIVE.throw_blocks(cargs, throw, [h for _, h in others]) == [
                ("abc".index(b.seat), b.unit, list(b.cards)) for b in blocks
            ]
            if blocks:
                partner = rng.choice([None, "b"])
                forced = allowed_forced_plays(throw, blocks, partner, ctx, v)
                assert NATIVE.forced_plays(
                    cargs, rules, throw, [h for _, h in others], None if partner is None else 1
                ) == [
                    (list(u.cards), throw_penalty(throw, u.cards, blocks, ctx, v)) for u in forced
                ]
            checked += 1
    assert checked > 100
