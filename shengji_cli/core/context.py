"""The rules of one hand: a variant and the hand's trump context, travelling together.

:func:`context_for` makes the trump context of a level and trump under a variant's order rules;
:class:`Rules` bundles it with the variant so that a per-play question — may this follow be
played, who wins this trick, what does this failed throw cost — is one call with one argument
for the rules (``rules.verify_follow(lead, hand, play)``) instead of a context and a variant
passed side by side.  Each method delegates to the function of :mod:`.rules` (or
:mod:`.exposed`) of the same name: the rules themselves live there.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .cards import Card, TrumpContext, trump_suit
from .exposed import most_exposed
from .rules import (
    Block,
    TrickResult,
    allowed_forced_plays,
    bottom_multiplier,
    can_follow,
    can_force_play,
    example_follow,
    penalty_effect,
    throw_blocks,
    throw_penalty,
    trick_result,
    verify_follow,
    verify_forced_play,
)
from .units import Unit
from .variants import Variant
from .verdict import Verdict
from .vocab import Side, Trump

__all__ = ["Rules", "context_for"]


def context_for(level: int, trump: Trump, variant: Variant) -> TrumpContext:
    """The trump context of a hand under a variant.

    >>> from .variants import load_variant
    >>> ctx = context_for(2, Trump.H, load_variant("national"))
    >>> ctx.level, ctx.trump
    (2, 1)
    """
    o = variant.order
    return TrumpContext.make(
        trump_suit(trump),
        level,
        o.twos_trump,
        o.level_gap_adjacent,
        o.trump_chain_adjacent,
        o.nt_level_joker_adjacent,
        o.decomposition,
    )


@dataclass(frozen=True, slots=True)
class Rules:
    """A variant and a trump context: every per-play rule of one hand.

    Frozen and two fields wide, so making one is cheap and passing it costs no more than the
    pair it replaces.

    >>> from .cards import parse_cards
    >>> from .variants import load_variant
    >>> rules = Rules.of(2, Trump.H, load_variant("national"))
    >>> lead, hand = parse_cards("SA SA"), parse_cards("S7 S7 S9 SK C3")
    >>> rules.can_follow(lead, hand, parse_cards("S7 S9"))
    False
    >>> rules.verify_follow(lead, hand, parse_cards("S7 S9")).reason.id
    'hand.follow.pairs'
    """

    variant: Variant
    ctx: TrumpContext

    @classmethod
    def of(cls, level: int, trump: Trump, variant: Variant) -> Rules:
        """The rules of a hand played at ``level`` with ``trump``."""
        return cls(variant, context_for(level, trump, variant))

    # -- following

    def verify_follow(
        self,
        lead: Sequence[Card],
        hand: Sequence[Card],
        play: Sequence[Card],
        *,
        example: bool = True,
    ) -> Verdict:
        """:func:`~.rules.verify_follow`: the :class:`~.verdict.Verdict` on ``play`` as a follow
        (``.ok``, or why not)."""
        return verify_follow(lead, hand, play, self.ctx, self.variant, example=example)

    def can_follow(self, lead: Sequence[Card], hand: Sequence[Card], play: Sequence[Card]) -> bool:
        """:func:`~.rules.can_follow`."""
        return can_follow(lead, hand, play, self.ctx, self.variant)

    def example_follow(self, lead: Sequence[Card], hand: Sequence[Card]) -> tuple[Card, ...]:
        """:func:`~.rules.example_follow`: one legal follow."""
        return example_follow(lead, hand, self.ctx, self.variant)

    def most_exposed(
        self, lead: Sequence[Card], hand: Sequence[Card], exposed: Sequence[Card]
    ) -> tuple[int, tuple[Card, ...]]:
        """:func:`~.exposed.most_exposed`: the most exposed cards a legal follow can hold."""
        return most_exposed(lead, hand, exposed, self.ctx, self.variant)

    # -- throwing

    def throw_blocks(
        self, throw: Sequence[Card], others: Sequence[tuple[str, Sequence[Card]]]
    ) -> list[Block]:
        """:func:`~.rules.throw_blocks`: who could beat which unit of ``throw``."""
        return throw_blocks(throw, others, self.ctx)

    def allowed_forced_plays(
        self, throw: Sequence[Card], blocks: Sequence[Block], partner: str | None
    ) -> list[Unit]:
        """:func:`~.rules.allowed_forced_plays`."""
        return allowed_forced_plays(throw, blocks, partner, self.ctx, self.variant)

    def verify_forced_play(
        self,
        throw: Sequence[Card],
        played: Sequence[Card],
        blocks: Sequence[Block],
        partner: str | None,
    ) -> Verdict:
        """:func:`~.rules.verify_forced_play`: the :class:`~.verdict.Verdict` on a forced play."""
        return verify_forced_play(throw, played, blocks, partner, self.ctx, self.variant)

    def can_force_play(
        self,
        throw: Sequence[Card],
        played: Sequence[Card],
        blocks: Sequence[Block],
        partner: str | None,
    ) -> bool:
        """:func:`~.rules.can_force_play`: :meth:`verify_forced_play`'s yes or no."""
        return can_force_play(throw, played, blocks, partner, self.ctx, self.variant)

    def throw_penalty(
        self, throw: Sequence[Card], forced: Sequence[Card], blocks: Sequence[Block]
    ) -> int:
        """:func:`~.rules.throw_penalty`: the points a failed throw costs."""
        return throw_penalty(throw, forced, blocks, self.ctx, self.variant)

    def penalty_effect(self, points: int, side: Side) -> int:
        """:func:`~.rules.penalty_effect`: what a penalty against ``side`` does to the
        defenders' points."""
        return penalty_effect(points, side, self.variant)

    # -- the trick and the hand

    def trick_result(
        self, plays: Sequence[Sequence[Card]], barred_ruffs: Iterable[int] = ()
    ) -> TrickResult:
        """:func:`~.rules.trick_result`: the winner, each play's standing, the points."""
        return trick_result(plays, self.ctx, self.variant, barred_ruffs)

    def bottom_multiplier(self, last_lead: Sequence[Card]) -> int:
        """:func:`~.rules.bottom_multiplier`."""
        return bottom_multiplier(last_lead, self.ctx, self.variant)
