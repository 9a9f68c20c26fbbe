"""Dealing two decks and burying the bottom (and, under 反主炒底, burying it again)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from ..core.cards import NUM_KINDS, TRUMP, Card, TrumpContext, points_of
from ..core.messages import Msg
from ..core.variants import Variant
from .errors import GenError

Hands = dict[str, list[Card]]
"""Seat → the cards it holds."""


@dataclass(frozen=True, slots=True)
class Bury:
    """One bury of a match hand (:attr:`.hands.Declared.buries`): the seat, the trump standing
    when it buries (``None``: no-trump; its choice of cards goes by it) and cards it must keep
    (those its later bids show).  The first is the dealer's; each later one is a re-bury (online
    反主炒底): the seat takes up the bottom so far and buries eight cards again."""

    seat: str
    trump: int | None
    keep: tuple[Card, ...] = ()


def deal_cards(rng: random.Random, seats: Sequence[str], v: Variant) -> tuple[Hands, list[Card]]:
    """The deck shuffled and dealt: each seat's ``deck.hand_size`` cards and the bottom (kitty),
    its top card first.  Raises :class:`GenError` when the variant's counts miss the deck."""
    deck = [k for k in range(NUM_KINDS) for _ in range(v.deck.copies)]
    hs, ks = v.deck.hand_size, v.deck.kitty_size
    if len(seats) * hs + ks != len(deck):
        raise GenError(
            Msg.of(
                "gen.deck-mismatch",
                variant=v.name,
                seats=len(seats),
                hand=hs,
                kitty=ks,
                deck=len(deck),
            )
        )
    rng.shuffle(deck)
    deals = {s: deck[i * hs : (i + 1) * hs] for i, s in enumerate(seats)}
    return deals, deck[len(seats) * hs :]


def bury(
    rng: random.Random,
    pool: Sequence[Card],
    must: Sequence[Card],
    keep: Sequence[Card],
    ctx: TrumpContext,
    v: Variant,
) -> list[Card]:
    """The cards buried from ``pool``: ``must`` and then mostly low plain cards, sometimes points
    (a bottom worth digging), never the cards to ``keep``; trumps and order by ``ctx``."""
    bonus = rng.choice((0, 0, 3, 8))
    rest = Counter(pool) - Counter(must) - Counter(keep)
    scored = sorted(
        (
            1 if ctx.esuit[c] == TRUMP else 0,
            ctx.pos[c] + rng.uniform(0, 6) - (bonus if points_of([c]) else 0),
            c,
        )
        for c in rest.elements()
    )
    return list(must) + [c for _, _, c in scored[: v.deck.kitty_size - len(must)]]


def take_up_and_bury(
    rng: random.Random,
    hand: list[Card],
    bottom: Sequence[Card],
    keep: Sequence[Card],
    ctx: TrumpContext,
    v: Variant,
) -> tuple[list[Card], list[Card]]:
    """A seat takes up the bottom and buries again (online 四.2 反主炒底): its hand after, and the
    new bottom."""
    taken = hand + list(bottom)
    buried = bury(rng, taken, [], keep, ctx, v)
    return list((Counter(taken) - Counter(buried)).elements()), buried
