"""Redeals at a seat's call and the draw for the first dealer, judged from the cards recorded.

- ``redeal: SEAT CARDS`` (online 二.4 暴动: 当对家玩家中有人手里的牌少于15分，则可"暴动"，即重新洗牌
摸牌。
  此时庄家不变): the block is a deal that was not played; the seat's dealt cards are shown so the
  condition can be checked — a defender (``declaration.redeal_by``) holding fewer points than
  ``declaration.redeal_below``.  The dealer stays (:mod:`.match` expects the same dealer next).
- ``draw: SEAT=CARD …`` (bjtu 一.3 搶點: 點大者首起第一張牌；點從大到小順序為：大王、小王、k、a；點
大者相同
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
from .messages import Cards, Msg
from .reports import Finding, finding
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
    for message in _weak_hand_faults(v, seat, cards, dealt, played):
        bad(message)
    points = points_of(cards)
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


def _weak_hand_faults(
    v: Variant, seat: str, cards: tuple[Card, ...], dealt: tuple[Card, ...] | None, played: bool
) -> list[Msg]:
    """What is wrong with a redeal of ``seat``'s hand ``cards`` as a weak hand: tricks played,
    not a whole hand, not the hand dealt, too many points."""
    out = []
    if played:
        out.append(Msg.of("match.redeal-weak.played", seat=seat))
    if len(cards) != v.deck.hand_size:
        out.append(Msg.of("match.redeal-weak.size", seat=seat, n=len(cards), size=v.deck.hand_size))
    if dealt is not None and tuple(sorted(dealt)) != tuple(sorted(cards)):
        out.append(Msg.of("match.redeal-weak.not-dealt", seat=seat))
    points, below = points_of(cards), v.declaration.redeal_below
    if points >= below:
        out.append(Msg.of("match.redeal-weak.points", seat=seat, points=points, below=below))
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
    rule = v.declaration.first_draw
    if rule is FirstDraw.FIRST_DRAWER:
        out.notes.append(Msg.of("match.draw.first-drawer"))
        return out
    why = _draw_refused(rule, first)
    high = why if why is not None else _high_drawer(v, seating, rounds)
    if isinstance(high, Msg):
        drawn = tuple(c for r in rounds for _, c in r)
        out.found.append(finding(v, Kind.DRAW_MISMATCH, None, None, drawn, high))
        return out
    out.high = high
    out.notes.append(
        Msg.of(
            "match.draw.high",
            seat=high,
            cards=Cards.of(c for r in rounds[-1:] for s, c in r if s == high),
        )
    )
    return out


def _draw_refused(rule: FirstDraw, first: bool) -> Msg | None:
    """Why a hand's draw decides nothing: the variant has no draw, or it is not the match's
    first hand (``FIRST_DRAWER`` is noted before)."""
    match rule:
        case FirstDraw.NONE:
            return Msg.of("match.draw.no-rule")
        case FirstDraw.DEALER_WITHOUT_BID | FirstDraw.DEALER | FirstDraw.FIRST_DRAWER:
            return None if first else Msg.of("match.draw.later-hand")
        case _:
            assert_never(rule)


def _in_seat_order(seating: Seating, seats: set[str]) -> str:
    """``seats`` named in seating order."""
    return " ".join(s for s in seating.seats if s in seats)


def _draw_rank(card: Card, order: dict[str, int]) -> int:
    """A drawn card's place in ``declaration.draw_order`` (0 the highest; unnamed: last)."""
    return order.get(draw_name(card), len(order))


def _high_drawer(
    v: Variant, seating: Seating, rounds: Sequence[tuple[tuple[str, Card], ...]]
) -> str | Msg:
    """The seat that drew highest (``declaration.draw_order``; a tie draws again among the tied),
    or what is wrong with the rounds."""
    order = {name: i for i, name in enumerate(v.declaration.draw_order)}
    expected = set(seating.seats)
    for n, entries in enumerate(rounds, 1):
        seats = {s for s, _ in entries}
        if seats != expected and seats != set(seating.seats):
            return Msg.of(
                "match.draw.wrong-seats",
                round=n,
                seats=" ".join(sorted(seats)),
                expected=_in_seat_order(seating, expected),
            )
        best = min(_draw_rank(c, order) for _, c in entries)
        expected = {s for s, c in entries if _draw_rank(c, order) == best}
    if len(expected) > 1:
        return Msg.of("match.draw.tied", seats=_in_seat_order(seating, expected))
    return next(iter(expected))
