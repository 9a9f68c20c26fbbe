"""The compiled core under shengji.io rooms' rules (``importers/rbtying_rules.py``): a room's
variant the kernel knows (the largest-unit bottom modes, no throw penalty) is answered exactly as
the Python rules answer it; the parameter value added for the platform
(``throw.penalty_basis = "attempt"``) is declined — the kernel raises ``ValueError`` and Python
answers — never answered wrong."""

from __future__ import annotations

import random
from typing import Any

import pytest

from shengji_cli.core.backend import native
from shengji_cli.core.native_args import ctx_args, rules_args
from shengji_cli.core.rules import (
    allowed_forced_plays,
    bottom_multiplier,
    throw_blocks,
    throw_penalty,
    trick_result,
)
from shengji_cli.core.variants import Variant
from shengji_cli.gen.hands import generate, hand_seed
from shengji_cli.importers.rbtying_rules import rules_of
from shengji_cli.solver import position_at

NATIVE = native()
pytestmark = pytest.mark.skipif(NATIVE is None, reason="the compiled core is not built")

ROOMS: list[dict[str, Any]] = [{}, {"kitty_penalty": "Power"}]
"""Rooms whose every parameter value the kernel knows."""


def _compare(v: Variant, seed: int, kernel: Any) -> int:
    """The kernel's trick winners, bottom multipliers and forced plays (with their penalties)
    against Python's over a generated hand's tricks; the number of tricks compared."""
    rng = random.Random(seed)
    record = generate(hand_seed(3201, seed), v).record
    pos = position_at(record, v, 1)
    hands = {s: list(h) for s, h in zip(pos.seating.seats, pos.holdings, strict=True)}
    cargs, rules = ctx_args(pos.ctx), rules_args(v)
    n = 0
    for trick in record.tricks:
        before = [tuple(hands[p.seat]) for p in trick.plays]
        plays = [tuple(p.cards) for p in trick.plays]
        want = trick_result(plays, pos.ctx, v, ())
        assert kernel.trick_result(cargs, rules, plays, []) == (want.winner, want.points)
        assert kernel.bottom_multiplier(cargs, rules, plays[0]) == bottom_multiplier(
            plays[0], pos.ctx, v
        )
        lead = before[0]
        throw = tuple(sorted(rng.sample(lead, min(len(lead), 3))))
        if len({pos.ctx.esuit[c] for c in throw}) == 1:
            others = [("a", before[1]), ("b", before[2]), ("c", before[3])]
            blocks = throw_blocks(throw, others, pos.ctx)
            if blocks:
                forced = allowed_forced_plays(throw, blocks, None, pos.ctx, v)
                got = kernel.forced_plays(cargs, rules, throw, [h for _, h in others], None)
                assert got == [
                    (list(u.cards), throw_penalty(throw, u.cards, blocks, pos.ctx, v))
                    for u in forced
                ]
        for p in trick.plays:
            for c in p.cards:
                hands[p.seat].remove(c)
        n += 1
    return n


@pytest.mark.parametrize("room", ROOMS, ids=lambda r: ",".join(r) or "defaults")
def test_a_rooms_rules_are_answered_as_python_answers(room: dict[str, Any]) -> None:
    v, notes = rules_of(room)
    assert not notes and str(v.throw.penalty_basis) != "attempt"
    assert sum(_compare(v, seed, NATIVE) for seed in range(30)) >= 500


def test_a_wrong_kernel_answer_is_caught() -> None:
    class Broken:
        """The kernel with its bottom multiplier one too many."""

        def __getattr__(self, name: str) -> Any:
            return getattr(NATIVE, name)

        @staticmethod
        def bottom_multiplier(*args: Any) -> int:
            assert NATIVE is not None
            return int(NATIVE.bottom_multiplier(*args)) + 1

    v, _ = rules_of({})
    with pytest.raises(AssertionError):
        _compare(v, 0, Broken())


def test_the_attempt_basis_is_declined() -> None:
    assert NATIVE is not None
    v, _ = rules_of({"throw_penalty": "TenPointsPerAttempt"})
    assert str(v.throw.penalty_basis) == "attempt"
    record = generate(hand_seed(3202, 0), v).record
    pos = position_at(record, v, 1)
    plays = [tuple(p.cards) for p in record.tricks[0].plays]
    with pytest.raises(ValueError, match="not handled natively"):
        NATIVE.trick_result(ctx_args(pos.ctx), rules_args(v), plays, [])
