"""The generator's trick winner (:func:`shengji_cli.gen.tricks.judge`) against the checker's
(:func:`shengji_cli.core.rules.trick_result`) on random tricks, under every way of comparing
(``ruff.strength``), every structure rule (``ruff.structure``) and every split
(``order.decomposition``) — shanghai's (docs/rules.md §12) and the older 80fen referee's among them.

The plays are drawn so that pairs and tractors are common (one suit's two copies of a few ranks),
legal or not: the winner does not depend on the follow's legality."""

from __future__ import annotations

import random
from dataclasses import replace

from shengji_cli.core import rules
from shengji_cli.core.cards import BIG_JOKER, LITTLE_JOKER, TRUMP, Card, make_card
from shengji_cli.core.units import decompose
from shengji_cli.core.variants import Variant, load_variant
from shengji_cli.core.vocab import Decomposition, RuffStructure, TrickStrength
from shengji_cli.gen import tricks
from shengji_cli.gen.hands import SEATS
from shengji_cli.gen.structure import context


def _variants() -> list[Variant]:
    out = []
    for name in ("national", "club10", "shanghai"):
        v = load_variant(name)
        for structure in RuffStructure:
            for strength in TrickStrength:
                for split in Decomposition:
                    out.append(
                        replace(
                            v,
                            ruff=replace(v.ruff, structure=structure, strength=strength),
                            order=replace(v.order, decomposition=split),
                        )
                    )
    return out


def _pool(rng: random.Random, suit: int | None, level: int) -> list[Card]:
    """Cards of one suit (``None``: trumps), two copies of a few neighbouring kinds."""
    if suit is None:
        kinds = [LITTLE_JOKER, BIG_JOKER] + [make_card(s, level) for s in range(4)]
    else:
        kinds = [make_card(suit, r) for r in range(2, 15)]
    start = rng.randrange(max(1, len(kinds) - 5))
    picked = kinds[start : start + rng.randint(3, 6)]
    return [k for k in picked for _ in (0, 1)]


def test_the_generators_trick_winner_is_the_checkers() -> None:
    rng = random.Random(12)
    variants = _variants()
    judged = beaten = 0
    for _ in range(600):
        level, trump = rng.randint(2, 14), rng.choice([None, 0, 1, 2, 3])
        lead_suit = rng.choice([s for s in range(4) if s != trump])
        size = rng.randint(2, 6)
        lead = rng.sample(_pool(rng, lead_suit, level), size)
        plays: list[list[Card]] = [lead]
        for _ in range(3):
            suit = rng.choice([lead_suit, None, trump, rng.randrange(4)])
            pool = _pool(rng, suit, level)
            if trump is not None and suit is None:
                pool += [make_card(trump, r) for r in range(2, 15) for _ in (0, 1)][:6]
            plays.append(rng.sample(pool, size) if len(pool) >= size else lead[:])
        for v in variants:
            ctx = context(level, trump, v)
            if len({ctx.esuit[c] for c in lead}) != 1 or ctx.esuit[lead[0]] == TRUMP:
                continue
            mine = tricks.judge(list(zip(SEATS, plays, strict=True)), ctx, v)
            theirs = rules.trick_result(plays, ctx, v)
            assert mine == theirs.winner, (
                plays,
                level,
                trump,
                v.ruff,
                v.order.decomposition,
                [decompose(p, ctx) for p in plays if len({ctx.esuit[c] for c in p}) == 1],
            )
            judged += 1
            beaten += mine != 0
    assert judged > 10_000 and beaten > judged // 10
