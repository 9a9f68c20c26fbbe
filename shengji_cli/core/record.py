"""The plain data of a hand as written in a record: no rules, no I/O.

A :class:`HandRecord` holds what the record says — headers, deals, tricks, claims — with
cards as kinds in one canonical order (big joker, little joker, then ♠ ♥ ♣ ♦ from A down),
since the order cards are written in carries no meaning.  :mod:`shengji_cli.notation`
turns text into records and back; :mod:`shengji_cli.core.replay` judges them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from .cards import Card
from .vocab import Fault, LevelChange, Phase, TimeEvent, Trump

TRUMP_NAMES: tuple[Trump, ...] = tuple(Trump)
"""Values of :attr:`HandRecord.trump`: a suit letter or ``NT``."""

_TRUMP_OF: dict[str, Trump] = {t.value: t for t in Trump}


class Play(NamedTuple):
    """One seat's cards in a trick.

    ``attempted`` is set for a throw that failed at the table (``attempted -> played``):
    the cards first shown, while ``cards`` are the ones actually played.  (A named tuple, like
    :class:`~.findings.PlayState`: a season reads millions, and it is built at a third of the
    cost of a frozen dataclass.)
    """

    seat: str
    cards: tuple[Card, ...]
    attempted: tuple[Card, ...] | None = None
    line: int = 0
    column: int = 0


class Trick(NamedTuple):
    """A numbered trick line: the plays in the order written, the lead first."""

    number: int
    plays: tuple[Play, ...]
    line: int = 0


ResultClaim = LevelChange
"""``result: defenders +1``: which side went up, by how much."""


@dataclass(frozen=True, slots=True)
class Claims:
    """What the table recorded at the end of the hand; ``None`` where not recorded."""

    points: int | None = None
    bottom_points: int | None = None
    bottom_multiplier: int | None = None
    result: ResultClaim | None = None
    penalties: tuple[tuple[str, int], ...] = ()
    """``penalty: SEAT N`` lines: points a seat was penalised (failed throws)."""
    winners: tuple[str, ...] = ()
    """``winners: SEAT …``: the seat the table says won each trick, in order (a platform's
    referee; checked against the replay as ``winner-mismatch``)."""
    levels_after: tuple[tuple[str, int], ...] | None = None
    """``after: SEAT=RANK …``: each partnership's level after the hand (a seat stands for its
    partnership); in a match, checked against the levels the match gives (``level-mismatch``)."""


PHASES: tuple[Phase, ...] = tuple(Phase)
"""When a bid was made, in order: during the deal; after the deal, before the dealer took
the bottom; after the dealer took the bottom, before burying; after the bury, before the
first lead."""

FAULTS: tuple[Fault, ...] = tuple(Fault)
"""Faults a referee may rule on in a hand (``ruling:`` lines)."""


@dataclass(frozen=True, slots=True)
class Bid:
    """``bid: SEAT CARDS [PHASE]``: a seat showed cards to declare, overcall or reinforce."""

    seat: str
    cards: tuple[Card, ...]
    phase: Phase = Phase.DEAL


@dataclass(frozen=True, slots=True)
class Ruling:
    """``ruling: FAULT SEAT [POINTS] [cards=N] [at=N]``: a referee's ruling against a seat (its
    side)."""

    fault: Fault
    seat: str
    points: int | None = None
    cards: int | None = None
    """``cards=N``: the cards a per-card penalty (``points*K``) counts; ``None``: not written
    (1)."""
    at: int | None = None
    """``at=N``: the defenders' points when the fault was made (bjtu 八.1 此時得分), read by a
    points-table outcome; ``None``: not written (the hand's points are used)."""


@dataclass(frozen=True, slots=True)
class TimeMark:
    """``time: called`` (the call before the end) or ``time: up [SEAT]`` (the match ended on time
    after this hand; the seat's partnership the winner claimed)."""

    event: TimeEvent
    winner: str | None = None


@dataclass(frozen=True, slots=True)
class LineNote:
    """The comments a line of a record carries: the whole-line comments just above it, and
    the comment at its end (each the text after ``#``, one space and the trailing whitespace
    left out)."""

    above: tuple[str, ...] = ()
    inline: str | None = None


@dataclass(frozen=True, slots=True)
class HandRecord:
    """One hand (one ``---`` block of a record file)."""

    variant: str | None = None
    seats: tuple[str, ...] | None = None
    dealer: str | None = None
    level: int | None = None
    trump: Trump | None = None
    """The hand's :class:`~.vocab.Trump`.  A plain string that names one (``"H"``, ``"NT"``) is
    made that member on construction, so a library caller may write ``trump="H"`` and every
    reader of the record still finds a ``Trump``; a string that names none is kept as it is,
    for :func:`~shengji_cli.importers.invariant_error` to report (as an out-of-range level is)."""
    deals: tuple[tuple[str, tuple[Card, ...]], ...] = ()
    kitty: tuple[Card, ...] | None = None
    """``kitty: CARDS``: the bottom as dealt, in the order written: its top card first (the card
    a ``turn-top-card`` rule turns is ``kitty[0]``, a ``third-card`` rule's ``kitty[2]``)."""
    buried: tuple[Card, ...] | None = None
    """``buried: CARDS``: the cards the dealer put back."""
    reburied: tuple[tuple[str, tuple[Card, ...]], ...] = ()
    """``reburied: SEAT CARDS``, in order: an overcaller took up the bottom and buried these
    (online 反主炒底, ``declaration.overcall_rebury``); the last is the bottom played."""
    tricks: tuple[Trick, ...] = ()
    claims: Claims = field(default_factory=Claims)
    levels: tuple[tuple[str, int], ...] | None = None
    """``levels: N=2 W=5``: each partnership's level (a seat stands for its partnership)
    before this hand; on a match's first hand, its starting levels."""
    teams: tuple[tuple[str, str], ...] | None = None
    """``teams: N=北京 W=上海``: the partnerships' names (a seat stands for its partnership)."""
    bids: tuple[Bid, ...] = ()
    no_bid: bool = False
    """``bid: none``: the record says nobody declared."""
    turned: Card | None = None
    """``turned: CARD``: the bottom card turned to fix the trump when nobody declared."""
    rulings: tuple[Ruling, ...] = ()
    comments: tuple[str, ...] = ()
    """Full-line comments at the top of the block (kept by ``dump``)."""
    notes: tuple[tuple[str, LineNote], ...] = ()
    """The comments of the other lines, by line key: a header's key (``level``, ``bid none``),
    ``deal SEAT``, or a repeated line's key and its place among those lines from 0
    (``bid 0``, ``reburied 1``, ``penalty 0``, ``ruling 2``, ``trick 12``)."""
    trailing: tuple[str, ...] = ()
    """Full-line comments after the block's last line."""
    separator_comment: str | None = None
    """The comment of the ``---`` line before this block (a text's first block has none: a
    ``---`` before it is dropped, its comment read as the block's first comment)."""
    source: str = "<string>"
    line: int = 1
    """Line of the block's first line in ``source``."""
    time: TimeMark | None = None
    """``time: called`` / ``time: up [SEAT]``: the end of a timed match (docs/rules.md R11.40)."""
    redeal: tuple[str, tuple[Card, ...]] | None = None
    """``redeal: SEAT CARDS``: the hand was redealt at that seat's call (online 暴动), its cards
    shown."""
    draws: tuple[tuple[tuple[str, Card], ...], ...] = ()
    """``draw: SEAT=CARD …`` lines, in order: the cards drawn for the first deal (bjtu 抢点), a
    redraw after a tie."""

    def __post_init__(self) -> None:
        trump: object = self.trump
        if trump is not None and type(trump) is not Trump and isinstance(trump, str):
            object.__setattr__(self, "trump", _TRUMP_OF.get(trump, trump))

    def note(self, key: str) -> LineNote | None:
        """The comments of the line ``key`` (see :attr:`notes`), if it has any."""
        for k, note in self.notes:
            if k == key:
                return note
        return None

    def deal_of(self, seat: str) -> tuple[Card, ...] | None:
        """The cards dealt to ``seat``, if the record gives them."""
        for s, cards in self.deals:
            if s == seat:
                return cards
        return None
