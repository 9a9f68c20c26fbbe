"""The faults a generated hand may carry, and the plays and claims that carry them.

With one fault kind asked for, the hand raises exactly one violation of that kind (at a trick
and seat given in :class:`ExpectedFinding`), everything else kept consistent: claims are
computed from what was actually played, so no mismatch cascades.  For ``card-count`` a seat
plays one card short in a trick and ends the hand holding that card; the checker reports the
trick and counts the shortfall as explained at the end.  For ``illegal-lead`` the leader shows
a unit of one effective suit with a single of another (a trump with a side card, or two side
suits); the hand goes on as the checker goes on after one (see :func:`.tricks.judge`).  Under
``faults.card_count_trick = "side-loses"`` the short seat's side loses that trick (the winner and
the claims say so).  ``exposed-card`` (:data:`RULE_FAULT_KINDS`): a leader's throw fails, and a
later follow of that seat, before it leads again, keeps back an exposed card.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..core.cards import NUM_KINDS, Card, TrumpContext
from ..core.messages import Msg
from ..core.units import decompose
from ..core.variants import Variant
from ..core.vocab import Kind
from .deal import Hands
from .errors import GenError
from .follow import exposed_follow, follow_is_legal, follow_profile, legal_follow
from .leads import Lead, Others, suits_of, throw
from .oracle import forced_plays
from .structure import kind, of_suit

FAULT_KINDS: tuple[Kind, ...] = (
    Kind.ILLEGAL_FOLLOW,
    Kind.FAILED_THROW,
    Kind.WRONG_FORCED_PLAY,
    Kind.FALSE_FAILED_THROW,
    Kind.WRONG_LEADER,
    Kind.WRONG_ORDER,
    Kind.CARD_NOT_HELD,
    Kind.CARD_COUNT,
    Kind.DECK,
    Kind.BURY,
    Kind.ILLEGAL_LEAD,
    Kind.POINTS_MISMATCH,
    Kind.BOTTOM_MISMATCH,
    Kind.LEVEL_MISMATCH,
    Kind.PENALTY_MISMATCH,
)
"""The violation kinds :func:`.hands.generate` can inject (not ``illegal-declaration``: a single
hand carries no bids; :func:`.matches.generate_match` injects it)."""

THROW_FAULTS = frozenset({Kind.FAILED_THROW, Kind.WRONG_FORCED_PLAY, Kind.FALSE_FAILED_THROW})
"""Faults made by the lead of a throw."""
FOLLOW_FAULTS = frozenset({Kind.ILLEGAL_FOLLOW, Kind.CARD_NOT_HELD, Kind.CARD_COUNT})
"""Faults made by a follower."""
CLAIM_FAULTS = frozenset(
    {Kind.POINTS_MISMATCH, Kind.BOTTOM_MISMATCH, Kind.LEVEL_MISMATCH, Kind.PENALTY_MISMATCH}
)
"""Faults in the claims at the end of the hand (always placeable)."""

RULE_FAULT_KINDS: tuple[Kind, ...] = (Kind.EXPOSED_CARD,)
"""Faults against a rule only some variants have (:func:`has_rule`): ``exposed-card`` needs
``throw.withdrawn_exposed`` — a failed throw by a seat, then a follow of that seat that keeps
back an exposed card a legal follow could hold."""


def has_rule(kind: Kind, v: Variant) -> bool:
    """True if the variant has the rule a fault of ``kind`` breaks."""
    return kind is not Kind.EXPOSED_CARD or v.throw.withdrawn_exposed


def fault_kind(name: str, v: Variant | None = None) -> Kind:
    """The fault kind named ``name``; :class:`GenError` for one the generator does not inject
    (or, given ``v``, one whose rule the variant does not have)."""
    if name not in FAULT_KINDS + RULE_FAULT_KINDS:
        raise GenError(
            Msg.of("gen.unknown-fault", name=name, kinds=", ".join(FAULT_KINDS + RULE_FAULT_KINDS))
        )
    kind = Kind(name)
    if v is not None and not has_rule(kind, v):
        raise GenError(Msg.of("gen.fault-not-in-variant", name=name, variant=v.name))
    return kind


@dataclass(frozen=True, slots=True)
class ExpectedFinding:
    """A violation a generated record must raise: its kind, trick (1-based) and seat."""

    kind: Kind
    trick: int | None
    seat: str | None
    detail: str = ""
    """Which flavour of the kind, where it has several (:data:`.matches.DECLARATION_FAULTS`); for a
    ``card-count`` whose side loses the trick (``faults.card_count_trick``), ``won by SEAT``."""


@dataclass
class Injector:
    """The fault one hand is to carry (``kind``; ``None``: a clean hand) and where it went."""

    rng: random.Random
    kind: Kind | None
    expected: list[ExpectedFinding] = field(default_factory=list)
    extra: str | None = None
    """A seat left holding one card more than the others (it ends the hand with it)."""
    target: int = 0
    """The first trick the fault may go in."""

    def due(self, trick: int, kinds: frozenset[Kind]) -> bool:
        """True if the fault is one of ``kinds`` and may go in this trick (and has not yet)."""
        return self.kind in kinds and trick >= self.target and not self.expected

    def placed(self, trick: int | None, seat: str | None) -> None:
        assert self.kind is not None
        self.expected.append(ExpectedFinding(self.kind, trick, seat))

    # -- the deal ---------------------------------------------------------------------

    def third_copy(self, deals: Hands, kitty: list[Card]) -> Card:
        """``deck``: a third copy of a card the seats hold replaces a kitty card (the dealer
        buries it)."""
        i = self.rng.randrange(len(kitty))
        held = sorted({c for cards in deals.values() for c in cards} - set(kitty))
        c = self.rng.choice(held)
        kitty[i] = c
        self.placed(None, None)
        return c

    def stranger_buried(
        self, dealer: str, pool: Sequence[Card], buried: list[Card], hands: Hands
    ) -> list[Card]:
        """``bury``: a card the dealer never had recorded as buried; the card really kept stays
        in its hand.  Returns the bury as recorded."""
        strangers = sorted(set(range(NUM_KINDS)) - set(pool))
        j = self.rng.randrange(len(buried))
        hands[dealer].append(buried[j])
        self.extra = dealer
        self.placed(None, dealer)
        return buried[:j] + [self.rng.choice(strangers)] + buried[j + 1 :]

    # -- leads ------------------------------------------------------------------------

    def throw_lead(
        self,
        hand: Sequence[Card],
        others: Others,
        cap: int,
        partner: str,
        ctx: TrumpContext,
        v: Variant,
    ) -> Lead | None:
        """The lead of a throw fault, or None if this hand cannot make it at this trick."""
        rng = self.rng
        lead = throw(rng, hand, others, cap, self.kind != Kind.FALSE_FAILED_THROW, ctx)
        if lead is None:
            return None
        units = decompose(lead.thrown, ctx)
        if self.kind == Kind.FALSE_FAILED_THROW:  # a throw that stood, recorded as failed
            lead.played, lead.marked = list(rng.choice(units).cards), True
        elif self.kind == Kind.WRONG_FORCED_PLAY:  # failed, but the play is not an allowed one
            same = {
                (kind(u), u.top) for u in forced_plays(lead.thrown, lead.blocks, partner, ctx, v)
            }
            wrong = [list(u.cards) for u in units if (kind(u), u.top) not in same]
            wrong += [[c] for c in sorted(set(lead.thrown)) if ((1, 1), ctx.pos[c]) not in same]
            lead.played = rng.choice(wrong + [list(lead.thrown)])
        else:  # failed-throw: it could be beaten, but is recorded as if it stood
            lead.failed = lead.marked = False
        return lead

    def illegal_lead(self, hand: Sequence[Card], cap: int, ctx: TrumpContext) -> Lead | None:
        """A lead of two effective suits: a card or a unit of one and a single of another."""
        rng = self.rng
        suits = suits_of(rng, hand, ctx)
        if len(suits) < 2 or cap < 2:
            return None
        main = of_suit(hand, suits[0], ctx)
        units = [list(u.cards) for u in decompose(main, ctx) if u.size < cap]
        part = rng.choice(units) if units and rng.random() < 0.5 else [rng.choice(main)]
        cards = part + [rng.choice(of_suit(hand, suits[1], ctx))]
        return Lead(cards, cards)

    # -- follows ----------------------------------------------------------------------

    def illegal_follow(
        self, hand: Sequence[Card], lead: Sequence[Card], ctx: TrumpContext, v: Variant
    ) -> list[Card] | None:
        """A follow that breaks the rule but plays the right number of the seat's own cards."""
        rng = self.rng
        suit = ctx.esuit[lead[0]]
        n = len(lead)
        held = of_suit(hand, suit, ctx)
        options: list[list[Card]] = []
        legal = legal_follow(rng, hand, lead, ctx, v)
        in_suit = [c for c in legal if ctx.esuit[c] == suit]
        spare = [
            c for c in sorted((Counter(hand) - Counter(legal)).elements()) if ctx.esuit[c] != suit
        ]
        if in_suit and spare:  # a revoke: an off-suit card kept back a card of the suit
            play = list(legal)
            play.remove(rng.choice(in_suit))
            options.append(play + [rng.choice(spare)])
        if len(held) > n:  # a structure fault: a pair or tractor held back
            want = follow_profile(held, lead, ctx, v)
            for _ in range(30):
                play = rng.sample(held, n)
                if follow_profile(play, lead, ctx, v) != want:
                    options.append(play)
                    break
        # Our own reading of the rule confirms each is illegal (a guard on the construction).
        options = [p for p in options if not follow_is_legal(lead, hand, p, ctx, v)]
        return rng.choice(options) if options else None

    def kept_back(
        self,
        seat: str,
        hand: Sequence[Card],
        lead: Sequence[Card],
        exposed: Sequence[Card],
        trick: int,
        ctx: TrumpContext,
        v: Variant,
    ) -> list[Card] | None:
        """``exposed-card``: a legal follow holding fewer of the seat's exposed cards than one could
        (None if every legal follow holds as many)."""
        play = exposed_follow(self.rng, hand, lead, exposed, ctx, v, keep_back=True)
        if play is not None:
            self.placed(trick, seat)
        return play

    def follow(
        self,
        seat: str,
        hand: Sequence[Card],
        lead: Sequence[Card],
        trick: int,
        buried: Sequence[Card],
        ctx: TrumpContext,
        v: Variant,
    ) -> list[Card] | None:
        """A follower's faulty play, or None if this seat cannot make the fault here."""
        rng = self.rng
        play: list[Card] | None = None
        if self.kind == Kind.ILLEGAL_FOLLOW:
            play = self.illegal_follow(hand, lead, ctx, v)
        elif self.kind == Kind.CARD_NOT_HELD:
            # A buried card the seat does not hold; the card it replaces stays in the hand.
            strangers = sorted({b for b in buried if b not in hand})
            if strangers:
                play = legal_follow(rng, hand, lead, ctx, v)
                play[rng.randrange(len(play))] = rng.choice(strangers)
        elif (
            self.kind == Kind.CARD_COUNT
            and len(lead) >= 2
            and len(hand) > len(lead)
            and rng.random() < 0.5
        ):
            # One card short, by any follower (so the seat may be the leader's partner); the seat
            # ends the hand a card short (the checker says so too).
            play = legal_follow(rng, hand, lead, ctx, v)
            play.pop(rng.randrange(len(play)))
        if play is not None:
            if self.kind != Kind.ILLEGAL_FOLLOW:
                self.extra = seat
            self.placed(trick, seat)
        return play
