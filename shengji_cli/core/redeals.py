"""Redeals at a seat's call and the draw for the first dealer, judged from the cards recorded.

- ``redeal: SEAT CARDS`` (online 二.4 暴动: 当对家玩家中有人手里的牌少于15分，则可"暴动"，即重新洗牌摸牌。
  此时庄家不变): the block is a deal that was not played; the seat's dealt cards are shown so the
  condition can be checked — a defender (``declaration.redeal_by``) holding fewer points than
  ``declaration.redeal_below``.  The dealer stays (:mod:`.match` expects the same dealer next).
- ``draw: SEAT=CARD …`` (bjtu 一.3 搶點: 點大者首起第一張牌；點從大到小順序為：大王、小王、k、a；點大者相同
  時則再次搶點，直到確定點大者止): the cards drawn before the first deal, a line per round.  The
  seat that drew highest (``declaration.draw_order``) is :attr:`DrawOutcome.high`; what it decides
  is ``declaration.first_draw``.

A variant without the rule reports the line (``redeal-mismatch``, ``draw-mismatch``): its rulebook
does not allow it.  Under ``first_draw = "first-drawer"`` (national 第一条 二, shenzhen 第四条: the
draw decides who draws the first card) the line is kept and noted, not checked: the record does
not show who drew first.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import assert_never

from .cards import BIG_JOKER, LITTLE_JOKER, RANK_NAMES, Card, card_rank, points_of
from .findings import Finding
from .hand import finding
from .messages import Cards, Msg
from .seating import Seating
from .variants import Variant
from .vocab import FirstDraw, Kind, RedealBy, Side

__all__ = ["DrawOutcome", "RedealOutcome", "draw_name", "judge_draws", "judge_redeal"]


@dataclass
class RedealOutcome:
    """What a ``redeal:`` line gives: its findings and notes (the dealer stays either way)."""

    found: list[Finding] = field(default_factory=list)
    notes: list[Msg] = field(default_factory=list)


def judge_redeal(
    v: Variant,
    seating: Seating,
    dealer: str | None,
    seat: str,
    cards: tuple[Card, ...],
    dealt: tuple[Card, ...] | None,
    played: bool,
) -> RedealOutcome:
    """A ``redeal: SEAT CARDS`` line of a hand dealt by ``dealer``: ``dealt`` is the seat's
    ``deal`` line, if any; ``played``: the block holds tricks."""
    out = RedealOutcome()
    d = v.declaration

    def bad(message: Msg) -> None:
        out.found.append(finding(v, Kind.REDEAL_MISMATCH, None, seat, cards, message))

    if d.redeal_below == 0:
        bad(Msg.of("match.redeal-weak.no-rule", seat=seat))
        return out
    if played:
        bad(Msg.of("match.redeal-weak.played", seat=seat))
    if len(cards) != v.deck.hand_size:
        bad(Msg.of("match.redeal-weak.size", seat=seat, n=len(cards), size=v.deck.hand_size))
    if dealt is not None and tuple(sorted(dealt)) != tuple(sorted(cards)):
        bad(Msg.of("match.redeal-weak.not-dealt", seat=seat))
    points = points_of(cards)
    if points >= d.redeal_below:
        bad(Msg.of("match.redeal-weak.points", seat=seat, points=points, below=d.redeal_below))
    by = d.redeal_by
    match by:
        case RedealBy.DEFENDERS:
            if dealer is None or dealer not in seating:
                out.notes.append(Msg.of("match.redeal-weak.side-unknown", seat=seat))
            elif seating.side(seat, dealer) is Side.DEALER:
                bad(Msg.of("match.redeal-weak.dealer-side", seat=seat, dealer=dealer))
        case RedealBy.ANYONE:
            pass
        case _:
            assert_never(by)
    if not out.found:
        out.notes.append(
            Msg.of("match.redeal-weak.ok", seat=seat, points=points, below=d.redeal_below)
        )
    return out


@dataclass
class DrawOutcome:
    """What the ``draw:`` lines give: the seat that drew highest (``None``: no single one, or the
    variant has no draw), findings and notes."""

    high: str | None = None
    found: list[Finding] = field(default_factory=list)
    notes: list[Msg] = field(default_factory=list)


def draw_name(card: Card) -> str:
    """A drawn card's name in ``declaration.draw_order``: ``BJ``, ``LJ`` or its rank."""
    if card == BIG_JOKER:
        return "BJ"
    if card == LITTLE_JOKER:
        return "LJ"
    rank = card_rank(card)
    assert rank is not None
    return RANK_NAMES[rank]


def judge_draws(
    v: Variant, seating: Seating, rounds: Sequence[tuple[tuple[str, Card], ...]], first: bool
) -> DrawOutcome:
    """The ``draw:`` lines of a hand (``first``: the match's first hand), round by round."""
    out = DrawOutcome()
    if not rounds:
        return out
    drawn = tuple(c for r in rounds for _, c in r)

    def bad(message: Msg) -> None:
        out.found.append(finding(v, Kind.DRAW_MISMATCH, None, None, drawn, message))

    rule = v.declaration.first_draw
    match rule:
        case FirstDraw.NONE:
            bad(Msg.of("match.draw.no-rule"))
            return out
        case FirstDraw.FIRST_DRAWER:
            out.notes.append(Msg.of("match.draw.first-drawer"))
            return out
        case FirstDraw.DEALER_WITHOUT_BID | FirstDraw.DEALER:
            pass
        case _:
            assert_never(rule)
    if not first:
        bad(Msg.of("match.draw.later-hand"))
        return out
    order = {name: i for i, name in enumerate(v.declaration.draw_order)}
    expected = set(seating.seats)
    for n, entries in enumerate(rounds, 1):
        seats = {s for s, _ in entries}
        if seats != expected and seats != set(seating.seats):
            bad(
                Msg.of(
                    "match.draw.wrong-seats",
                    round=n,
                    seats=" ".join(sorted(seats)),
                    expected=" ".join(s for s in seating.seats if s in expected),
                )
            )
            return out
        best = min(order.get(draw_name(c), len(order)) for _, c in entries)
        expected = {s for s, c in entries if order.get(draw_name(c), len(order)) == best}
    if len(expected) > 1:
        bad(Msg.of("match.draw.tied", seats=" ".join(s for s in seating.seats if s in expected)))
        return out
    out.high = next(iter(expected))
    out.notes.append(
        Msg.of(
            "match.draw.high",
            seat=out.high,
            cards=Cards.of(c for r in rounds[-1:] for s, c in r if s == out.high),
        )
    )
    return out
