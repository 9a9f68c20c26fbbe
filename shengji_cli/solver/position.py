"""A point in a hand with every hand open, and the plays that move it on.

:func:`position_at` steps a record's :class:`~shengji_cli.core.state.HandState` up to a trick
(the checker's own set-up and judge), so its holdings, leader and points are the replay's.
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
from ..core.context import Rules
from ..core.errors import ErrorKind, ShengjiError
from ..core.holdings import SettingError
from ..core.messages import Cards, Msg
from ..core.record import HandRecord, Play
from ..core.replay import bottom_cards
from ..core.seating import Seating
from ..core.state import HandState
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

    rules: Rules
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
    def variant(self) -> Variant:
        return self.rules.variant

    @property
    def ctx(self) -> TrumpContext:
        return self.rules.ctx

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
    """The position before trick ``trick`` (1-based), after its first ``plays`` plays as
    recorded."""
    state = _solvable(record, variant)
    bottom = bottom_cards(record, state.dealer)
    if bottom is None:
        raise _error("solver.error.no-bottom")
    _check_range(record, trick, plays)
    state.play_to(trick)
    judge = state.judge
    assert judge is not None  # a solvable record has its level and trump
    pos = Position(
        rules=judge.rules,
        seating=state.seating,
        dealer=state.dealer,
        holdings=tuple(tuple(sorted(state.holdings.cards[s])) for s in state.seating),
        trick=trick,
        leader=judge.expected_leader,
        played=(),
        bottom=tuple(bottom),
        points=judge.trick_points + sum(p.effect for p in judge.penalties),
        exposed=_exposed_tuple(state.seating, judge.exposure.cards),
    )
    if pos.over:
        award = _bottom_award(pos, judge.last_lead, judge.last_defenders)
        return replace(pos, points=pos.points + award)
    for p in record.tricks[trick - 1].plays[:plays] if plays else ():
        pos = _recorded(pos, p, trick)
    return pos


def _check_range(record: HandRecord, trick: int, plays: int) -> None:
    """:class:`PositionError` unless ``trick`` is a trick of the record or the one after its
    last, and ``plays`` of its plays (at most 3) are recorded."""
    last = len(record.tricks) + 1
    if not 1 <= trick <= last:
        raise _error("solver.error.trick-range", trick=trick, last=last)
    shown = len(record.tricks[trick - 1].plays) if trick < last else 0
    if not 0 <= plays <= min(shown, 3):
        raise _error("solver.error.plays-range", trick=trick, plays=plays, most=min(shown, 3))


def _solvable(record: HandRecord, variant: Variant) -> HandState:
    """The record's hand state, every hand open; :class:`PositionError` when it has no level or
    trump, no seating or dealer, or a hand it does not show."""
    if record.level is None or record.trump is None:
        raise _error("solver.error.no-trump")
    try:
        state = HandState(record, variant)
    except SettingError as e:
        raise PositionError(e.error.message) from e
    hidden = [s for s in state.seating if not state.holdings.exact(s)]
    if hidden:
        raise _error("solver.error.hands-unknown", seats=" ".join(hidden))
    return state


def _recorded(pos: Position, p: Play, trick: int) -> Position:
    """``pos`` after the recorded play ``p`` of trick ``trick``."""
    if p.seat != pos.turn:
        raise _error("solver.error.order", trick=trick, seat=p.seat, expected=pos.turn)
    if p.attempted is None and forced_plays(pos, p.cards):  # a failed throw let stand
        raise _error("solver.error.recorded-play", trick=trick, seat=p.seat)
    try:
        if p.attempted is not None:
            return apply(pos, p.attempted, forced=p.cards)
        return apply(pos, p.cards)
    except PositionError as e:
        raise _error("solver.error.recorded-play", trick=trick, seat=p.seat) from e


def _exposed_tuple(
    seating: Seating, exposed: dict[str, list[Card]]
) -> tuple[tuple[Card, ...], ...]:
    if not any(exposed.values()):
        return ()
    return tuple(tuple(sorted(exposed.get(s, ()))) for s in seating)


def _bottom_award(pos: Position, last_lead: Sequence[Card], defenders_won: bool) -> int:
    if not defenders_won:
        return 0
    return points_of(pos.bottom) * pos.rules.bottom_multiplier(last_lead)


def _others(pos: Position) -> list[tuple[str, Sequence[Card]]]:
    """The other seats' holdings, in order of play after the leader."""
    seating = pos.seating
    return [(s, pos.holdings[seating.index(s)]) for s in seating.order_from(pos.leader)[1:]]


def forced_plays(pos: Position, throw: Sequence[Card]) -> list[tuple[Card, ...]]:
    """The forced plays the rules allow when ``pos.turn`` leads ``throw`` and it fails, or ``[]``
    when it stands (or is no throw)."""
    if pos.played or len(decompose(throw, pos.ctx)) < 2:
        return []
    blocks = pos.rules.throw_blocks(throw, _others(pos))
    if not blocks:
        return []
    partner = pos.seating.partner(pos.leader)
    return [u.cards for u in pos.rules.allowed_forced_plays(throw, blocks, partner)]


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
    led = replace(pos, played=(cards,), exposed=exposed, barred=())
    allowed = forced_plays(pos, cards)
    if allowed:
        led = _failed(pos, seat, i, cards, _forced(pos, cards, allowed, forced), led)
    elif forced is not None:
        raise PositionError(Msg.of("solver.error.forced", seat=seat, cards=Cards.of(forced)))
    left = _take(pos.holdings[i], led.played[0])
    assert left is not None
    return replace(
        led, holdings=_set(pos.holdings, i, left), exposed=led.exposed if any(led.exposed) else ()
    )


def _forced(
    pos: Position,
    throw: tuple[Card, ...],
    allowed: list[tuple[Card, ...]],
    forced: Sequence[Card] | None,
) -> tuple[Card, ...]:
    """The forced play of a failed ``throw``: ``forced`` if the rules allow it, else the one
    they allow (the worst for the thrower when several)."""
    if forced is None:
        return _worst(pos, throw, allowed) if len(allowed) > 1 else allowed[0]
    if sorted(forced) not in (sorted(a) for a in allowed):
        raise PositionError(
            Msg.of("solver.error.forced", seat=pos.turn, cards=Cards.of(tuple(forced)))
        )
    return tuple(forced)


def _failed(
    pos: Position,
    seat: str,
    i: int,
    throw: tuple[Card, ...],
    lead: tuple[Card, ...],
    led: Position,
) -> Position:
    """``led`` with the failed ``throw`` played as ``lead``: its penalty, its withdrawn cards
    exposed and the ruff it bars, as the variant says."""
    rules, v = pos.rules, pos.variant
    blocks = rules.throw_blocks(throw, _others(pos))
    penalty = rules.throw_penalty(throw, lead, blocks)
    points = pos.points + (penalty_effect(pos, seat, penalty) if penalty else 0)
    exposed = led.exposed
    if v.throw.withdrawn_exposed:
        withdrawn = tuple(sorted((Counter(throw) - Counter(lead)).elements()))
        exposed = _set(exposed or ((),) * 4, i, withdrawn)
    barred: tuple[int, ...] = ()
    barred_seat = pos.seating.partner(pos.dealer)
    if not v.throw.dealer_partner_may_ruff and barred_seat != seat:
        barred = ((pos.seating.index(barred_seat) - i) % 4,)
    return replace(led, played=(lead,), points=points, exposed=exposed, barred=barred)


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
    return pos.rules.penalty_effect(penalty, Side.DEFENDERS if pos.defends(seat) else Side.DEALER)


def _settle(pos: Position) -> Position:
    """A trick with its four plays goes to its winner; the last one scores the bottom."""
    if len(pos.played) < len(pos.seating):
        return pos
    result = pos.rules.trick_result(pos.played, pos.barred)
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
