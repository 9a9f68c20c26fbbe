"""The trump context of a hand: its trump and level under a variant's order rules."""

from __future__ import annotations

from .cards import SUIT_LETTERS, TrumpContext
from .variants import Variant

__all__ = ["context_for"]


def context_for(level: int, trump: str, variant: Variant) -> TrumpContext:
    """The trump context of a hand under a variant.

    >>> from .variants import load_variant
    >>> ctx = context_for(2, "H", load_variant("national"))
    >>> ctx.level, ctx.trump
    (2, 1)
    """
    o = variant.order
    return TrumpContext.make(
        None if trump == "NT" else SUIT_LETTERS.index(trump),
        level,
        o.twos_trump,
        o.level_gap_adjacent,
        o.trump_chain_adjacent,
        o.nt_level_joker_adjacent,
        o.decomposition,
    )
