"""The hand state: one hand set up once from its record, then stepped through.

:class:`HandState` is the one set-up of a hand — the seating and the dealer
(:func:`~.hand.setting_of`), the rules of its level and trump (:class:`~.context.Rules`), each
seat's holding when play starts (:meth:`~.hand.Holdings.deal`) and the judge of its tricks
(:class:`~.tricks.TrickJudge`).  The replay, the solver's positions (``position_at``) and
:func:`holdings_at` all start here.  It steps a trick at a time as recorded
(:meth:`HandState.play_trick`, what the replay does) or a play at a time
(:meth:`HandState.verify`, :meth:`HandState.can_play`, :meth:`HandState.play`,
:meth:`HandState.legal_plays`: a caller holding the state and trying plays); either way a trick
is judged by the same judge, so its verdicts, findings and holdings are the replay's.

>>> from .cards import parse_cards
>>> from .record import HandRecord
>>> from .variants import load_variant
>>> deal = {"N": "S2 S3", "E": "S4 H5", "S": "S6 S7", "W": "S8 S9"}
>>> record = HandRecord(seats=("N", "E", "S", "W"), dealer="N", level=2, trump="H", kitty=(),
...     buried=(), deals=tuple((s, tuple(parse_cards(c))) for s, c in deal.items()))
>>> state = HandState(record, load_variant("national"))
>>> state.turn, state.can_play("N", parse_cards("S3"))
('N', True)
>>> state.play("N", parse_cards("S3")).done is None
True
>>> state.verify("E", parse_cards("H5")).why.id   # E holds a spade
'hand.follow.illegal'
>>> [state.play(s, parse_cards(c)).done for s, c in (("E", "S4"), ("S", "S7"))]
[None, None]
>>> state.play("W", parse_cards("S9")).done.winner, state.turn
('W', 'W')
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from .cards import Card
from .context import Rules
from .holdings import Holdings, setting_of
from .messages import Cards, Msg
from .queries import LegalPlays, legal_plays
from .record import HandRecord, Play, Trick
from .reports import Findings, TrickState
from .tricks import TrickJudge
from .units import effective_suit
from .variants import Variant
from .verdict import LEGAL, Verdict

__all__ = ["HandState", "PlayError", "Played", "holdings_at", "rules_of"]


def rules_of(record: HandRecord, variant: Variant) -> Rules | None:
    """The rules of the record's level and trump, or ``None`` when it does not give both."""
    if record.level is None or record.trump is None:
        return None
    return Rules.of(record.level, record.trump, variant)


class PlayError(ValueError):
    """A play the state refuses (:meth:`HandState.play`): ``message`` says why."""

    def __init__(self, message: Msg) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True, slots=True)
class Played:
    """What one play did: who played which cards to which trick (1-based), and ``done``, the
    trick as judged when this play was its last (else ``None``)."""

    seat: str
    cards: tuple[Card, ...]
    trick: int
    done: TrickState | None


class HandState:
    """A hand set up once from its record and variant, and stepped through its tricks.

    Raises :class:`~.hand.SettingError` when the record does not tell who sits where or who
    deals.  ``rules`` is ``None`` when the record has no level or trump: its holdings can be
    stepped (:meth:`skip_to`), its tricks not judged.  ``found`` collects what the set-up and the
    judged tricks found; ``holdings`` are each seat's cards as proved by the record, moved on by
    each trick.  ``fast=False`` judges every trick the whole way (the fast path off).  The rules
    are the record's own (its level and trump under ``variant``), so they are not passed apart.
    """

    __slots__ = (
        "record",
        "rules",
        "seating",
        "dealer",
        "found",
        "holdings",
        "judge",
        "tricks",
        "_pending",
    )

    def __init__(self, record: HandRecord, variant: Variant, *, fast: bool = True) -> None:
        self.record = record
        self.rules = rules_of(record, variant)
        self.seating, self.dealer = setting_of(record)
        self.found = Findings(variant)
        self.holdings = Holdings.deal(record, variant, self.seating, self.dealer, self.found)
        self.judge = (
            None
            if self.rules is None
            else TrickJudge(
                self.rules, self.seating, self.dealer, self.holdings, self.found, fast=fast
            )
        )
        self.tricks: list[TrickState] = []
        """The tricks judged so far."""
        self._pending: list[Play] = []

    # -- a trick at a time

    def play_trick(self, trick: Trick) -> TrickState:
        """Judge the next trick as recorded, move the holdings on, and say how it stands."""
        state = self._judge().judge(len(self.tricks) + 1, trick)
        self.tricks.append(state)
        return state

    def play_to(self, trick: int | None = None) -> None:
        """Judge the recorded tricks before trick ``trick`` (1-based; ``None``: every recorded
        trick) not judged yet."""
        judge, done = self._judge(), self.tricks
        last = len(self.record.tricks) if trick is None else trick - 1
        for t in self.record.tricks[len(done) : last]:
            done.append(judge.judge(len(done) + 1, t))

    def skip_to(self, trick: int) -> None:
        """Move the holdings on through the recorded tricks before ``trick`` without judging
        them (for a caller that wants only the holdings; on a state not stepped yet)."""
        for t in self.record.tricks[: trick - 1]:
            for p in t.plays:
                self.holdings.play(p.seat, p.cards)

    def _judge(self) -> TrickJudge:
        if self.judge is None:
            raise PlayError(Msg.of("solver.error.no-trump"))
        return self.judge

    # -- a play at a time

    @property
    def turn(self) -> str:
        """The seat to play next: the expected leader, or the next seat of the trick."""
        if not self._pending:
            return self._judge().expected_leader
        return self.seating.at(self._pending[0].seat, len(self._pending))

    def holding(self, seat: str) -> tuple[Card, ...]:
        """What ``seat`` holds now, as far as the record proves (less its play to this trick)."""
        held = Counter(self.holdings.cards[seat])
        for p in self._pending:
            if p.seat == seat:
                held.subtract(p.cards)
        return tuple(sorted(held.elements()))

    def verify(self, seat: str, cards: Sequence[Card]) -> Verdict:
        """Whether ``seat`` may play ``cards`` now (in turn, held, one suit for a lead, as many as
        led and legal by the follow rules for a follow): the shared :data:`~.verdict.LEGAL`, or a
        refusal saying why not.  A lead that is a throw is not refused: the judge rules on it
        when the trick is done."""
        judge = self._judge()
        if seat != self.turn:
            order = " ".join(self.seating.order_from(self.turn))
            return Verdict.refused(
                Msg.of("hand.wrong-order", seat=seat, expected=self.turn, order=order)
            )
        held = self.holding(seat)
        missing = tuple((Counter(cards) - Counter(held)).elements())
        if missing:
            return Verdict.refused(Msg.of("hand.not-held", seat=seat, cards=Cards(missing)))
        if not self._pending:
            return LEGAL if effective_suit(cards, judge.rules.ctx) is not None else _mixed
        lead = self._pending[0].cards
        if len(cards) != len(lead):
            return Verdict.refused(
                Msg.of("hand.follow.count", seat=seat, n=len(cards), lead=len(lead))
            )
        verdict = judge.rules.verify_follow(lead, held, cards)
        if verdict.ok:
            return LEGAL
        illegal = Msg.of("hand.follow.illegal", reason=verdict.why, example=Cards(verdict.example))
        return Verdict.refused(illegal, verdict.obligation, verdict.example)

    def can_play(self, seat: str, cards: Sequence[Card]) -> bool:
        """:meth:`verify`'s yes or no."""
        return self.verify(seat, cards).ok

    def legal_plays(self, seat: str) -> LegalPlays | None:
        """``seat``'s legal follows to the lead on the table (:func:`~.queries.legal_plays`), or
        ``None`` when no lead is on the table (any cards of one effective suit may be led)."""
        if not self._pending:
            return None
        return legal_plays(self._pending[0].cards, self.holding(seat), self._judge().rules)

    def play(self, seat: str, cards: Sequence[Card]) -> Played:
        """``seat`` plays ``cards``; the trick is judged when its last play is in.  Raises
        :class:`PlayError` with :meth:`verify`'s reason for a play it refuses."""
        verdict = self.verify(seat, cards)
        if not verdict.ok:
            raise PlayError(verdict.why)
        self._pending.append(Play(seat, tuple(cards)))
        number = len(self.tricks) + 1
        if len(self._pending) < len(self.seating):
            return Played(seat, tuple(cards), number, None)
        trick, self._pending = Trick(number, tuple(self._pending)), []
        return Played(seat, tuple(cards), number, self.play_trick(trick))


_mixed = Verdict.refused(Msg.of("hand.lead.mixed"))


def holdings_at(
    record: HandRecord, variant: Variant, trick: int
) -> tuple[dict[str, list[Card]], dict[str, bool]]:
    """Each seat's cards just before trick ``trick`` (1-based) is led, and whether that is known
    in full.

    Raises :class:`~.hand.SettingError` (a :class:`ValueError`) when the record does not tell its
    four seats and its dealer.
    """
    state = HandState(record, variant)
    state.skip_to(trick)
    return state.holdings.cards, state.holdings.known
