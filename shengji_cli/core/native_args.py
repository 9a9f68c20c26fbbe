"""The flat arguments the compiled core's rules kernel takes (``native/src/py.rs``).

A trump context goes as its precomputed tables (the kernel never builds one), the variant as the
parameters the rules read, each enum by its value and each tractor formula evaluated for every
length (``variants.tractor_multiplier``), so the kernel parses no formula.  Nothing here names a
preset: a parameter value the kernel does not know makes it raise ``ValueError``, and the Python
engine answers instead.
"""

from __future__ import annotations

from functools import lru_cache

from .cards import TrumpContext
from .variants import Variant, tractor_multiplier

__all__ = ["LENGTHS", "CtxArgs", "ctx_args", "rules_args"]

LENGTHS = 64
"""The tractor (and 泰坦尼克) lengths each formula is evaluated for: more than any hand holds."""

CtxArgs = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], str]
"""``(esuit, pos, sort_key, decomposition)``."""


def ctx_args(ctx: TrumpContext) -> CtxArgs:
    """The context's tables and its decomposition rule's name."""
    return ctx.esuit, ctx.pos, ctx.sort_key, str(ctx.decomposition)


@lru_cache(maxsize=64)
def rules_args(variant: Variant) -> dict[str, object]:
    """The parameters the rules kernel reads, by name (``follow``, ``ruff``, ``bottom``,
    ``throw``)."""
    f, r, b, t = variant.follow, variant.ruff, variant.bottom, variant.throw
    return {
        "throw_shape_owed": f.throw_shape_owed,
        "throw_tractor_obliges_tractor": f.throw_tractor_obliges_tractor,
        "shorter_tractor_owed": f.shorter_tractor_owed,
        "ruff_structure": str(r.structure),
        "trick_strength": str(r.strength),
        "bottom_mode": str(b.mode),
        "single": b.single,
        "pair": b.pair,
        "triple": b.triple,
        "tractor": [tractor_multiplier(b.tractor, n) for n in range(LENGTHS)],
        "titanic": [tractor_multiplier(b.titanic, n) for n in range(LENGTHS)],
        "throw_multiplier": str(b.throw),
        "throw_floor": b.throw_floor,
        "forced_play": str(t.forced_play),
        "partner_block": str(t.partner_block_any_unit),
        "penalty_per_card": t.penalty_per_card,
        "penalty_basis": str(t.penalty_basis),
        "defender_penalty": str(t.defender_penalty),
        "dealer_penalty": str(t.dealer_penalty),
        "dealer_partner_may_ruff": t.dealer_partner_may_ruff,
        "withdrawn_exposed": t.withdrawn_exposed,
    }
