"""A point in a hand with every hand open, and the plays that move it on.

:func:`position_at` replays a record up to a trick with the checker's own steps
(:class:`~shengji_cli.core.tricks.Tricks`), so its holdings, leader and points are the replay's.
:func:`apply` makes one play: a lead that is a throw is judged against the others' actual
holdings (:func:`~shengji_cli.core.rules.throw_blocks`); a failed one becomes a forced play the
rules allow (if several and none is given, the one worst for the thrower), with its penalty, and
bars the ruffs the variant bars.  A finished trick goes to
:func:`~shengji_cli.core.rules.trick_result`'s winner; the last one scores the bottom
(:func:`~shengji_cli.core.rules.bottom_multiplier`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from ..core.cards import Card, TrumpContext, points_of
from ..core.errors import ErrorKind, ShengjiError
from ..core.hand import Findings, Holdings, SettingError, setting_of
from ..core.messages import Cards, Msg
from ..core.record import HandRecord
from ..core.replay import bottom_cards, context_for
from ..core.rules import (
    allowed_forced_plays,
    bottom_multiplier,
    throw_blocks,
    throw_penalty,
    trick_result,
)
from ..core.rules import penalty_effect as rules_penalty_effect
from ..core.seating import Seating
from ..core.tricks import Tricks
from ..core.units import decompose, effective_suit
from ..core.variants import Variant
from ..core.vocab import Side

__all__ = [
    "Position",
    "PositionError",
    "apply",
    "final_points",
    "forced_plays",
    "penalty_effect",
    "position_at",
]


class PositionError(ShengjiError, ValueError):
    """The record does not give a position to solve from: ``message`` says why."""

    kind = ErrorKind.HAND

    def __init__(self, message: Msg) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True, slots=True, kw_only=True)
class Position:
    """A point in a hand, every hand open.

    ``holdings`` are in seating order, each sorted; ``played`` are this trick's plays from the
    leader on; ``points`` are the defenders' so far (tricks won, penalties' effects and, once
    :attr:`over`, the bottom's award).  ``barred`` are the indices (into this trick's plays) of
    plays that may not ruff after a failed throw; ``exposed`` (seating order, or empty) each
    seat's exposed cards (``throw.withdrawn_exposed``).
    """

    variant: Variant
    ctx: TrumpContext
    seating: Seating
    dealer: str
    holdings: tuple[tuple[Card, ...], ...]
    trick: int
    leader: str
    played: tuple[tuple[Card, ...], ...]
    points: int
    bottom: tuple[Card, ...]
    barred: tuple[int, ...] = ()
    exposed: tuple[tuple[Card, ...], ...] = ()

    @property
    def turn(self) -> str:
        """The seat to play next."""
        return self.seating.at(self.leader, len(self.played))

    @property
    def over(self) -> bool:
        """Every card played."""
        return not self.played and not any(self.holdings)

    def holding(self, seat: str) -> tuple[Card, ...]:
        return self.holdings[self.seating.index(seat)]

    def defends(self, seat: str) -> bool:
        """True if ``seat`` is on the defenders' side."""
        return (self.seating.index(seat) - self.seating.index(self.dealer)) % 2 == 1


def _error(message_id: str, **params: int | str) -> PositionError:
    return PositionError(Msg.of(message_id, **params))


def position_at(record: HandRecord, variant: Variant, trick: int, plays: int = 0) -> Position:
    """The position before trick ``trick`` (1-based), after its first ``plays`` plays as recorded."""
    r, v = record, variant
    if r.level is None or r.trump is None:
        raise _error("solver.error.no-trump")
    try:
        seating, dealer = setting_of(r)
    except SettingError as e:
        raise PositionError(e.error.message) from e
    found = Findings(v)
    holdings = Holdings.deal(r, v, seating, dealer, found)
    if not all(holdings.exact(s) for s in seating):
        raise _error(
            "solver.error.hands-unknown",
            seats=" ".join(s for s in seating if not holdings.exact(s)),
        )
    bottom = bottom_cards(r, dealer)
    if bottom is None:
        raise _error("solver.error.no-bottom")
    last = len(r.tricks) + 1
    if not 1 <= trick <= last:
        raise _error("solver.error.trick-range", trick=trick, last=last)
    shown = len(r.tricks[trick - 1].plays) if trick < last else 0
    if not 0 <= plays <= min(shown, 3):
        raise _error("solver.error.plays-range", trick=trick, plays=plays, most=min(shown, 3))
    ctx = context_for(r.level, r.trump, v)
    tricks = Tricks(v, ctx, seating, dealer, holdings, found)
    for number, t in enumerate(r.tricks[: trick - 1], start=1):
        tricks.judge(number, t)
    pos = Position(
        variant=v,
        ctx=ctx,
        seating=seating,
        dealer=dealer,
        holdings=tuple(tuple(sorted(holdings.cards[s])) for s in seating),
        trick=trick,
        leader=tricks.expected_leader,
        played=(),
        bottom=tuple(bottom),
        points=tricks.trick_points + sum(p.effect for p in tricks.penalties),
        exposed=_exposed_tuple(seating, tricks.exposure.cards),
    )
    if pos.over:
        return replace(
            pos, points=pos.points + _bottom_award(pos, tricks.last_lead, tricks.last_defenders)
        )
    if trick < last:
        for p in r.tricks[trick - 1].plays[:plays]:
            if p.seat != pos.turn:
                raise _error("solver.error.order", trick=trick, seat=p.seat, expected=pos.turn)
            if p.attempted is None and forced_plays(pos, p.cards):  # a failed throw let stand
                raise _error("solver.error.recorded-play", trick=trick, seat=p.seat)
            try:
                pos = (
                    apply(pos, p.attempted, forced=p.cards)
                    if p.attempted is not None
                    else apply(pos, p.cards)
                )
            except PositionError as e:
                raise _error("solver.error.recorded-play", trick=trick, seat=p.seat) from e
    return pos


def _exposed_tuple(
    seating: Seating, exposed: dict[str, list[Card]]
) -> tuple[tuple[Card, ...], ...]:
    if not any(exposed.values()):
        return ()
    return tuple(tuple(sorted(exposed.get(s, ()))) for s in seating)


def _bottom_award(pos: Position, last_lead: Sequence[Card], defenders_won: bool) -> int:
    if not defenders_won:
        return 0
    return points_of(pos.bottom) * bottom_multiplier(last_lead, pos.ctx, pos.variant)


def _others(pos: Position) -> list[tuple[str, Sequence[Card]]]:
    """The other seats' holdings, in order of play after the leader."""
    seating = pos.seating
    return [(s, pos.holdings[seating.index(s)]) for s in seating.order_from(pos.leader)[1:]]


def forced_plays(pos: Position, throw: Sequence[Card]) -> list[tuple[Card, ...]]:
    """The forced plays the rules allow when ``pos.turn`` leads ``throw`` and it fails, or ``[]``
    when it stands (or is no throw)."""
    if pos.played or len(decompose(throw, pos.ctx)) < 2:
        return []
    blocks = throw_blocks(throw, _others(pos), pos.ctx)
    if not blocks:
        return []
    partner = pos.seating.partner(pos.leader)
    return [u.cards for u in allowed_forced_plays(throw, blocks, partner, pos.ctx, pos.variant)]


def _take(held: tuple[Card, ...], cards: Sequence[Card]) -> tuple[Card, ...] | None:
    """``held`` without ``cards``, or ``None`` if it does not hold them all."""
    left = Counter(held)
    left.subtract(cards)
    if any(n < 0 for n in left.values()):
        return None
    return tuple(sorted(left.elements()))


def apply(pos: Position, play: Sequence[Card], *, forced: Sequence[Card] | None = None) -> Position:
    """``pos.turn`` plays ``play``.

    A lead that is a throw some other seat can beat is played as a forced play with its
    penalty: ``forced`` (which must be one the rules allow), else the one the rules allow (if
    several, the one worst for the thrower under best play after it, by
    :func:`~.search.search`; the first when no search settles it; :func:`forced_plays` lists them).
    Raises :class:`PositionError` for cards not held, a lead of mixed suits, a follow of the
    wrong number of cards, or a ``forced`` play the rules do not allow.
    """
    seat = pos.turn
    i = pos.seating.index(seat)
    cards = tuple(play)
    if not pos.played:
        return _lead(pos, seat, i, cards, forced)
    if len(cards) != len(pos.played[0]):
        raise _error("solver.error.count", seat=seat, n=len(cards), lead=len(pos.played[0]))
    left = _take(pos.holdings[i], cards)
    if left is None:
        raise PositionError(Msg.of("solver.error.not-held", seat=seat, cards=Cards.of(cards)))
    exposed = pos.exposed
    if exposed and exposed[i]:
        exposed = _set(exposed, i, tuple(sorted((Counter(exposed[i]) - Counter(cards)).elements())))
    return _settle(
        replace(
            pos,
            holdings=_set(pos.holdings, i, left),
            played=pos.played + (cards,),
            exposed=exposed if any(exposed) else (),
        )
    )


def _set(
    rows: tuple[tuple[Card, ...], ...], i: int, row: tuple[Card, ...]
) -> tuple[tuple[Card, ...], ...]:
    return rows[:i] + (row,) + rows[i + 1 :]


def _lead(
    pos: Position, seat: str, i: int, cards: tuple[Card, ...], forced: Sequence[Card] | None
) -> Position:
    if not cards or effective_suit(cards, pos.ctx) is None:
        raise _error("solver.error.mixed-lead", seat=seat)
    if _take(pos.holdings[i], cards) is None:
        raise PositionError(Msg.of("solver.error.not-held", seat=seat, cards=Cards.of(cards)))
    exposed = _set(pos.exposed, i, ()) if pos.exposed else ()  # leading takes exposed cards back
    v, ctx = pos.variant, pos.ctx
    points = pos.points
    barred: tuple[int, ...] = ()
    lead = cards
    allowed = forced_plays(pos, cards)
    if allowed:
        lead = (
            (_worst(pos, cards, allowed) if len(allowed) > 1 else allowed[0])
            if forced is None
            else tuple(forced)
        )
        if sorted(lead) not in (sorted(a) for a in allowed):
            raise PositionError(Msg.of("solver.error.forced", seat=seat, cards=Cards.of(lead)))
        blocks = throw_blocks(cards, _others(pos), ctx)
        penalty = throw_penalty(cards, lead, blocks, ctx, v)
        if penalty:
            points += penalty_effect(pos, seat, penalty)
        if v.throw.withdrawn_exposed:
            withdrawn = tuple(sorted((Counter(cards) - Counter(lead)).elements()))
            exposed = _set(exposed or ((),) * 4, i, withdrawn)
        if not v.throw.dealer_partner_may_ruff:
            barred_seat = pos.seating.partner(pos.dealer)
            if barred_seat != seat:
                barred = ((pos.seating.index(barred_seat) - i) % 4,)
    elif forced is not None:
        raise PositionError(Msg.of("solver.error.forced", seat=seat, cards=Cards.of(forced)))
    left = _take(pos.holdings[i], lead)
    assert left is not None
    return replace(
        pos,
        holdings=_set(pos.holdings, i, left),
        played=(lead,),
        points=points,
        barred=barred,
        exposed=exposed if any(exposed) else (),
    )


VALUE: list[Callable[[Position], int | None]] = []
"""The search's value of a position (:mod:`.search` puts it here as it loads: the search is
built on positions, so this module cannot import it)."""


def _worst(
    pos: Position, throw: tuple[Card, ...], allowed: list[tuple[Card, ...]]
) -> tuple[Card, ...]:
    """Of the forced plays ``allowed`` after ``throw`` fails, the one worst for the thrower."""
    if not VALUE:
        return allowed[0]
    defends = pos.defends(pos.turn)
    best, best_value = allowed[0], None
    for f in allowed:
        value = VALUE[0](apply(pos, throw, forced=f))
        if value is None:
            return allowed[0]
        if best_value is None or (value < best_value if defends else value > best_value):
            best, best_value = f, value
    return best


def penalty_effect(pos: Position, seat: str, penalty: int) -> int:
    """What a penalty against ``seat`` does to the defenders' points (the replay's rule)."""
    return rules_penalty_effect(
        penalty, Side.DEFENDERS if pos.defends(seat) else Side.DEALER, pos.variant
    )


def _settle(pos: Position) -> Position:
    """A trick with its four plays goes to its winner; the last one scores the bottom."""
    if len(pos.played) < len(pos.seating):
        return pos
    result = trick_result(pos.played, pos.ctx, pos.variant, pos.barred)
    winner = pos.seating.at(pos.leader, result.winner)
    defenders = pos.defends(winner)
    points = pos.points + (result.points if defenders else 0)
    done = replace(pos, trick=pos.trick + 1, leader=winner, played=(), points=points, barred=())
    if done.over:
        return replace(done, points=points + _bottom_award(done, pos.played[0], defenders))
    return done


def final_points(pos: Position) -> int:
    """The defenders' total once every card is played, the bottom × its multiplier included."""
    if not pos.over:
        raise ValueError("the hand is not over")
    return pos.points
