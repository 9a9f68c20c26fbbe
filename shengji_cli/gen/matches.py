"""Seeded random matches with bidding (``shengji gen --match``), and the faults a match carries.

:func:`generate_match` deals the hands of a match in turn: the bids from what each seat was
dealt (:mod:`.bidding`), each hand played as :mod:`.hands` plays one, the next hand's dealer
and levels by the generator's own reading of docs/rules.md §8–§9 (:mod:`.progression`), from each
hand's own result.  It injects ``illegal-declaration`` (in several flavours),
``level-mismatch``, ``dealer-mismatch`` and ``bury`` (a re-bury without an overcall after the
bury).  Like the rest of :mod:`shengji_cli.gen`, nothing here imports the checker's
:mod:`~shengji_cli.core.match`, :mod:`~shengji_cli.core.levels`,
:mod:`~shengji_cli.core.declarations`, :mod:`~shengji_cli.core.replay` or
:mod:`~shengji_cli.core.rules`.
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from ..core.cards import ACE, BIG_JOKER, LITTLE_JOKER, Card, card_rank, make_card
from ..core.messages import Msg
from ..core.outcomes import (
    Drop,
    FaultOutcome,
    Forfeit,
    Gain,
    PerCard,
    Points,
    Single,
    Strikes,
)
from ..core.outcomes import Table as PointsTable
from ..core.record import PHASES, Bid, Claims, HandRecord, Ruling
from ..core.variants import Variant
from ..core.vocab import Fault, Kind, LevelChange, Side
from .bidding import (
    BEFORE_BURY,
    BidClass,
    Declaration,
    Step,
    Table,
    declare,
    overcalls,
    shows,
    with_joker,
)
from .deal import Hands
from .errors import GenError
from .faults import ExpectedFinding
from .hands import MAX_ATTEMPTS, SEATING, SEATS, Retry, _Hand, hand_seed, ruled_result, team
from .oracle import level_change, ruled_change
from .progression import Progress, dug_with_level

MATCH_FAULT_KINDS: tuple[Kind, ...] = (
    Kind.ILLEGAL_DECLARATION,
    Kind.LEVEL_MISMATCH,
    Kind.DEALER_MISMATCH,
    Kind.BURY,
)
"""Faults :func:`generate_match` can inject (one per match, in a random hand)."""
RULING_FAULTS: tuple[str, ...] = tuple(f"ruling:{f}" for f in Fault)
"""``ruling:FAULT``: :func:`generate_match` writes ``ruling:`` lines of that fault in a hand and
ends the match with it; the manifest says what the ruling does (:class:`ExpectedRuling`)."""
END_FAULT_KINDS: tuple[Kind, ...] = (Kind.TIME_MISMATCH, Kind.REDEAL_MISMATCH, Kind.DRAW_MISMATCH)
"""The lines :func:`.ends.generate_ends` adds, by the kind a wrong one raises."""
ALL_MATCH_FAULTS: tuple[str, ...] = (*MATCH_FAULT_KINDS, *END_FAULT_KINDS, *RULING_FAULTS)
"""Every fault ``gen --match`` injects, as an unknown one's message lists them."""


class DeclarationFault(StrEnum):
    """The flavours of an injected ``illegal-declaration`` (:attr:`ExpectedFinding.detail`)."""

    OWN_BID = "own-bid"
    """A seat overcalls its own bid."""
    PAIR_ORDER = "pair-order"
    """A pair over a pair against ``pair_suit_order``."""
    TOO_LATE = "too-late"
    """An overcall after the seat's deadline."""
    NOT_DEALT = "not-dealt"
    """Cards the seat was not dealt."""
    SINGLE_JOKER = "single-joker"
    """A single joker where it may not declare."""
    NOT_LEVEL = "not-level"
    """A card that is no level card."""


DECLARATION_FAULTS: tuple[DeclarationFault, ...] = tuple(DeclarationFault)
"""Every flavour of an injected ``illegal-declaration``, in a fixed order."""


@dataclass(frozen=True)
class _MatchHand:
    """A generated match hand and what its faults need: the bidding and the table."""

    record: HandRecord
    declared: Declaration
    table: Table
    before: Progress | None = field(default=None, compare=False)
    """The match before this hand (for a ruling's consequence); ``None`` for a hand not played."""
    dug: bool = False
    """The defenders won the last trick with a card of the level rank (the J/A bottom rule)."""
    after: tuple[tuple[int, int], str | None] = ((2, 2), None)
    """Both partnerships' levels after the hand and the next dealer, as the generator reads them."""


def _match_hands(seed: int, v: Variant, hands: int) -> list[_MatchHand]:
    """Up to ``hands`` clean hands of a match, stopping when it ends."""
    rng = random.Random(f"shengji-gen-match/{seed}")
    start = (
        (2, 2)
        if rng.random() < 0.5
        else (rng.randint(2, v.match.final_level), rng.randint(2, v.match.final_level))
    )
    progress = Progress(v, list(start))
    out: list[_MatchHand] = []
    for i in range(1, hands + 1):
        tables: list[Table] = []

        def declarer(
            r: random.Random, deals: Hands, kitty: list[Card], tables: list[Table] = tables
        ) -> Declaration | None:
            tables.append(
                Table(
                    v,
                    deals,
                    kitty,
                    progress.dealer,
                    (progress.levels[0], progress.levels[1]),
                    progress.dealer is None,
                )
            )
            return declare(r, tables[-1])

        hand_rng = random.Random(hand_seed(seed, i))
        for _ in range(MAX_ATTEMPTS):
            hand = _Hand(hand_rng, v, None, hand_seed(seed, i), declarer)
            try:
                got = hand.run()
                break
            except Retry:
                continue
        else:  # pragma: no cover
            raise RuntimeError(f"seed {seed}: could not generate hand {i}")
        assert isinstance(hand.declared, Declaration)
        rec = got.record
        comments = (f"generated by shengji gen --match, seed {seed}",) if i == 1 else ()
        rec = replace(
            rec,
            comments=comments,
            levels=((SEATS[0], start[0]), (SEATS[1], start[1]))
            if i == 1 and start != (2, 2)
            else None,
        )
        table = replace(tables[-1], dealer=rec.dealer, buried=rec.buried or ())
        if hand.declared.void:
            out.append(_MatchHand(rec, hand.declared, table))
            progress.void(rec.dealer)
            out[-1] = replace(
                out[-1], after=((progress.levels[0], progress.levels[1]), progress.dealer)
            )
            continue
        assert (
            rec.dealer is not None
            and rec.claims.result is not None
            and rec.claims.points is not None
        )
        dug = dug_with_level(rec, got.trick_winners[-1])
        out.append(_MatchHand(rec, hand.declared, table, copy.deepcopy(progress), dug))
        progress.played(
            rec.dealer, rec.claims.result.side, rec.claims.result.levels, rec.claims.points, dug
        )
        out[-1] = replace(
            out[-1], after=((progress.levels[0], progress.levels[1]), progress.dealer)
        )
        if progress.over:
            break
    return out


def played_hands(
    seed: int, v: Variant, hands: int
) -> list[tuple[HandRecord, tuple[tuple[int, int], str | None]]]:
    """The clean hands of a match, each with both levels after it and the next dealer (for
    gen/ends.py)."""
    return [(h.record, h.after) for h in _match_hands(seed, v, hands)]


# ---------------------------------------------------------------- match faults


def _bad_bid(
    rng: random.Random, hand: _MatchHand, flavour: DeclarationFault
) -> tuple[int, Bid] | None:
    """An illegal bid of ``flavour`` and the index it goes in at, or None if the hand has none.

    The bid is ignored by the rules (it does not stand), so the bids after it keep their
    meaning; it comes no earlier in phase than the standing bid, and (but for ``not-dealt``)
    shows cards the seat holds.
    """
    steps = hand.declared.steps
    bids_of = _FLAVOUR_BIDS[flavour]
    options: list[tuple[int, Bid]] = []
    for k in range(len(steps) + 1):
        top = steps[k - 1][1] if k else None
        others = [s for s in SEATS if top is None or s != top.seat]
        slot = _Slot(hand.table, hand.record.dealer, top, top.phase if top else 0, others)
        options += [(k, bid) for bid in bids_of(slot)]
    return rng.choice(options) if options else None


@dataclass(frozen=True)
class _Slot:
    """Where an illegal bid may go: the table, the dealer, the standing bid (``None``: before
    the first), its phase, and the seats other than its bidder."""

    table: Table
    dealer: str | None
    top: Step | None
    phase: int
    others: list[str]


def _own_bids(at: _Slot) -> list[Bid]:
    """The standing bidder overcalling its own bid in another suit."""
    t, top = at.table, at.top
    if top is None:
        return []
    return [
        Bid(top.seat, show.cards, PHASES[at.phase])
        for show in shows(t.holding(top.seat, at.phase), t.level_of(top.seat), t.v)
        if overcalls(show, top.show, t.v) and show.trump != top.show.trump
    ]


def _pair_order_bids(at: _Slot) -> list[Bid]:
    """A pair over the standing pair against ``pair_suit_order``."""
    t, top = at.table, at.top
    if top is None or top.show.kind != BidClass.PAIR:
        return []
    return [
        Bid(s, show.cards, PHASES[at.phase])
        for s in at.others
        for show in shows(t.holding(s, at.phase), t.level_of(s), t.v)
        if show.kind == BidClass.PAIR and not overcalls(show, top.show, t.v)
    ]


def _late_bids(at: _Slot) -> list[Bid]:
    """An overcall after the seat's deadline."""
    t, top = at.table, at.top
    if top is None:
        return []
    out: list[Bid] = []
    for s in at.others:
        late = max(at.phase, t.deadline(s, at.dealer) + 1)
        if late < len(PHASES):
            out += [
                Bid(s, show.cards, PHASES[late])
                for show in shows(t.holding(s, late), t.level_of(s), t.v)
                if overcalls(show, top.show, t.v)
            ]
    return out


def _not_dealt_bids(at: _Slot) -> list[Bid]:
    """A pair of level cards the seat was not dealt."""
    t = at.table
    out: list[Bid] = []
    for s in at.others:
        dealt = Counter(t.deals[s]) + (Counter(t.kitty) if s == at.dealer else Counter())
        out += [
            Bid(s, (c, c), PHASES[at.phase])
            for c in (make_card(suit, t.level_of(s)) for suit in range(4))
            if dealt[c] < 2
        ]
    return out


def _single_joker_bids(at: _Slot) -> list[Bid]:
    """A single joker where it may not declare."""
    t, d = at.table, at.table.v.declaration
    if not (with_joker(d) or not d.single_joker_may_declare):
        return []
    return [
        Bid(s, (j,), PHASES[at.phase])
        for s in at.others
        for j in (LITTLE_JOKER, BIG_JOKER)
        if t.holding(s, at.phase)[j]
    ]


def _not_level_bids(at: _Slot) -> list[Bid]:
    """A card that is no level card."""
    t = at.table
    return [
        Bid(s, (c,), PHASES[at.phase])
        for s in at.others
        for c in sorted(set(t.holding(s, at.phase).elements()))
        if card_rank(c) not in (None, t.level_of(s))
    ]


_FLAVOUR_BIDS: dict[DeclarationFault, Callable[[_Slot], list[Bid]]] = {
    DeclarationFault.OWN_BID: _own_bids,
    DeclarationFault.PAIR_ORDER: _pair_order_bids,
    DeclarationFault.TOO_LATE: _late_bids,
    DeclarationFault.NOT_DEALT: _not_dealt_bids,
    DeclarationFault.SINGLE_JOKER: _single_joker_bids,
    DeclarationFault.NOT_LEVEL: _not_level_bids,
}
"""The illegal bids of each flavour at a slot (every flavour has its function)."""


_Placed = tuple[int, ExpectedFinding] | None
"""Where a match fault went: the hand (1-based) and what it must raise; ``None``: nowhere."""


def _illegal_declaration(rng: random.Random, hands: list[_MatchHand], order: list[int]) -> _Placed:
    """An illegal bid, of a random flavour some hand can carry, among a hand's bids."""
    flavours = list(DECLARATION_FAULTS)
    rng.shuffle(flavours)
    for flavour in flavours:
        for i in order:
            h = hands[i]
            bad = _bad_bid(rng, h, flavour) if h.record.bids else None
            if bad is not None:
                k, bid = bad
                bids = h.record.bids[:k] + (bid,) + h.record.bids[k:]
                hands[i] = replace(
                    h,
                    record=replace(
                        h.record,
                        bids=bids,
                        comments=h.record.comments
                        + (f"injected fault: illegal-declaration ({flavour})",),
                    ),
                )
                return i + 1, ExpectedFinding(Kind.ILLEGAL_DECLARATION, None, bid.seat, flavour)
    return None


def _wrong_rebury(rng: random.Random, hands: list[_MatchHand], order: list[int]) -> _Placed:
    """A ``reburied:`` line by a seat with no overcall after the bury standing."""
    # Hands with overcalls after the bury first: the wrong re-bury goes among the right ones.
    order.sort(key=lambda i: not any(st.phase > BEFORE_BURY for _, st in hands[i].declared.steps))
    for i in order:
        h = hands[i]
        rec = h.record
        if rec.dealer is None or rec.buried is None or not rec.tricks:
            continue
        # A seat whose overcall after the bury stood may bury again; any other may not (nor
        # anyone where the variant has no re-bury).  It takes up the bottom and buries the
        # same eight: hands and bottom unchanged, only the ``reburied:`` line is wrong.
        late = (
            {st.seat for _, st in h.declared.steps if st.phase > BEFORE_BURY}
            if h.table.v.declaration.overcall_rebury
            else set()
        )
        seats = [s for s in SEATS if s not in late]
        if not seats:  # pragma: no cover - four overcalls after the bury
            continue
        seat = rng.choice(seats)
        k = rng.randint(0, len(rec.reburied))
        bottom = rec.reburied[k - 1][1] if k else rec.buried
        reburied = rec.reburied[:k] + ((seat, bottom),) + rec.reburied[k:]
        expected = ExpectedFinding(Kind.BURY, None, seat)
        claims = rec.claims
        if claims.points is not None and claims.result is not None:  # the table records the ruling
            points, result = ruled_result(h.table.v, rec.dealer, (expected,), claims.points)
            if (points, result) != (claims.points, claims.result):  # the match ends with it
                claims = replace(claims, points=points, result=result, levels_after=None)
                del hands[i + 1 :]
        hands[i] = replace(
            h,
            record=replace(
                rec,
                reburied=reburied,
                claims=claims,
                comments=rec.comments
                + (f"injected fault: bury (a re-bury by {seat}, no overcall after the bury)",),
            ),
        )
        return i + 1, expected
    return None


def _wrong_header(hands: list[_MatchHand], order: list[int], fault: Kind) -> _Placed:
    """A wrong ``level:`` (``level-mismatch``) or ``dealer:`` (``dealer-mismatch``) line."""
    for i in order:
        rec = hands[i].record
        # The checker knows the dealer on the first hand (its bids) and after a played hand.
        if (
            rec.dealer is None
            or rec.level is None
            or fault == Kind.DEALER_MISMATCH
            and i > 0
            and hands[i - 1].record.dealer is None
        ):
            continue
        # The hand is cut to its headers: replayed under another dealer or level, its tricks
        # would break other rules too.  The match ends with it.
        if fault == Kind.LEVEL_MISMATCH:
            cut = replace(rec, level=rec.level + 1 if rec.level < ACE else rec.level - 1)
            seat = rec.dealer
        else:
            seat = SEATING.partner(rec.dealer)
            cut = replace(rec, dealer=seat, buried=None)
        cut = replace(
            cut, tricks=(), claims=Claims(), comments=rec.comments + (f"injected fault: {fault}",)
        )
        hands[i:] = [replace(hands[i], record=cut)]
        return i + 1, ExpectedFinding(fault, None, seat)
    return None


def _inject(rng: random.Random, hands: list[_MatchHand], fault: Kind) -> _Placed:
    """Put ``fault`` in a random hand that can carry it (editing ``hands``); None if none can."""
    order = list(range(len(hands)))
    rng.shuffle(order)
    if fault == Kind.ILLEGAL_DECLARATION:
        return _illegal_declaration(rng, hands, order)
    if fault == Kind.BURY:
        return _wrong_rebury(rng, hands, order)
    return _wrong_header(hands, order, fault)


# ---------------------------------------------------------------- rulings
#
# What a ruling does, by the generator's own reading of docs/rules.md §11 (R11.30–R11.35) and the
# variant's ``[faults]`` values: nothing here imports core.match.


@dataclass(frozen=True)
class ExpectedRuling:
    """What a hand's ``ruling:`` lines must do: the hand's result after them (``None``: the match
    was forfeited), the defenders' points, both partnerships' levels after the hand (0: the 1st
    and 3rd seats'), and whether the match was forfeited (and by whom)."""

    fault: Fault
    seats: tuple[str, ...]
    """The seat of each ``ruling:`` line, in order."""
    result: LevelChange | None
    points: int
    levels_after: tuple[int, int]
    forfeit: str | None = None
    """The seat whose side forfeited the match."""
    mismatch: bool = False
    """A ruling's points its outcome does not allow: a ``ruling-mismatch`` finding (listed in the
    manifest as a finding of the hand), the points not applied (``refused``)."""
    ruled: LevelChange | None = None
    """The hand's result as ruled, forfeit or not: what the table's ``result:`` records."""

    def manifest(self) -> dict[str, Any]:
        """The manifest entry (``shengji gen --match --faults ruling:FAULT``)."""
        return {
            "ruling": str(self.fault),
            "seats": list(self.seats),
            "result": None
            if self.result is None
            else {"side": str(self.result.side), "levels": self.result.levels},
            "defenders_points": self.points,
            "levels_after": list(self.levels_after),
            "forfeit": self.forfeit,
            "refused": self.mismatch,
        }


def _ruling_for(
    rng: random.Random, outcome: Single, fault: Fault, seat: str, v: Variant
) -> tuple[Ruling, bool]:
    """A ruling of ``fault`` against ``seat`` with the numbers ``outcome`` reads; true when its
    points are ones the outcome refuses (``points=A/B``)."""
    match outcome:
        case Points(allowed=allowed) if allowed:
            if rng.random() < 0.25:
                return Ruling(
                    fault, seat, rng.choice([n for n in range(5, 100, 5) if n not in allowed])
                ), True
            return Ruling(fault, seat, rng.choice(allowed)), False
        case Points():
            span = v.faults.hidden_card_points if fault is Fault.HIDDEN_CARD else ()
            return Ruling(
                fault, seat, rng.randint(span[0], span[1]) if span else rng.choice((5, 10, 20))
            ), False
        case PerCard():
            return Ruling(fault, seat, None, rng.choice((None, 1, 2, 3))), False
        case PointsTable():
            return Ruling(fault, seat, None, None, rng.choice((None, *range(0, 205, 5)))), False
        case _:
            return Ruling(fault, seat), False


def _rule_hand(
    rng: random.Random, h: _MatchHand, fault: Fault, v: Variant
) -> tuple[ExpectedRuling, tuple[Ruling, ...]] | None:
    """``ruling:`` lines of ``fault`` in played hand ``h`` and what they do; ``None`` if this hand
    cannot carry them (a J/A restart or a total the rules read below 0 would be in play)."""
    rec = h.record
    assert rec.dealer is not None and rec.claims.result is not None
    assert rec.claims.points is not None and rec.level is not None
    if h.dug and v.match.ja_bottom_rule and v.match.ja_restart.get(rec.level) is not None:
        return None  # the J/A bottom rule would decide the levels, whatever the ruling
    seat = rng.choice(SEATS)
    side = SEATING.side(seat, rec.dealer)
    outcome: FaultOutcome = v.faults.outcome(fault, side)
    steps = _offences(rng, outcome)
    seats = [seat, SEATING.partner(seat)]
    tally = _Tally(side, rec.level, v, rec.claims.points, rec.claims.result)
    rulings: list[Ruling] = []
    for k, step in enumerate(steps):
        ruling, refused = _ruling_for(rng, step, fault, seats[k % 2], v)
        rulings.append(ruling)
        tally.mismatch |= refused
        if not tally.apply(step, ruling, refused):
            return None
    if tally.fault_restart and not tally.forfeit:
        return (
            None  # shenzhen 第十七条(六)(七) on J or A: tests/core/test_ruling_lines.py covers it
        )
    return _expected(fault, tuple(rulings), tally, seat, h), tuple(rulings)


def _offences(rng: random.Random, outcome: FaultOutcome) -> list[Single]:
    """The outcomes of the offences ruled: a "then" chain's first few (the partnership's 1st,
    2nd … offence in the match, here all in this hand), else the one."""
    if isinstance(outcome, Strikes):
        return list(outcome.steps[: rng.randint(1, len(outcome.steps))])
    return [outcome]


@dataclass
class _Tally:
    """What a hand's rulings do, step by step: the defenders' points and the result they give,
    levels dropped (``self-N``), a result replaced, a forfeit, refused points, a J/A restart."""

    side: Side
    """The offending side."""
    level: int
    v: Variant
    points: int
    change: LevelChange
    drops: int = 0
    replaced: bool = False
    forfeit: bool = False
    mismatch: bool = False
    fault_restart: bool = False

    def apply(self, step: Single, ruling: Ruling, refused: bool) -> bool:
        """One step of the outcome, as ``ruling`` reads it; false when the total would fall
        below 0 (no hand to generate)."""
        match step:
            case Points() | PerCard():
                n = ruling.points if isinstance(step, Points) else step.points * (ruling.cards or 1)
                return refused or n is None or self.penalised(n)
            case Drop(levels=n):
                self.drops += n
            case Gain() | PointsTable() if not self.replaced:
                self.replace(step, ruling)
            case Forfeit():
                self.forfeit = True
        return True

    def penalised(self, n: int) -> bool:
        """``n`` points against the offending side (§11 `points`); false below 0."""
        self.points += n if self.side is Side.DEALER else -n
        if self.points < 0:
            return False
        self.change = level_change(self.points, self.v)
        return True

    def replace(self, step: Gain | PointsTable, ruling: Ruling) -> None:
        """The result a ``Gain`` or a points table rules, in place of the hand's."""
        self.replaced = True
        at = ruling.at if ruling.at is not None else self.points  # (R11.30: points at the fault)
        self.change = ruled_change(step, self.change, at)
        self.fault_restart = (
            self.v.faults.ja_restart
            and self.side is Side.DEALER
            and self.v.match.ja_restart.get(self.level) is not None
        )


def _expected(
    fault: Fault, rulings: tuple[Ruling, ...], tally: _Tally, seat: str, h: _MatchHand
) -> ExpectedRuling:
    """What the rulings of a hand do to the match (the manifest's entry)."""
    assert h.before is not None and h.record.dealer is not None
    progress = copy.deepcopy(h.before)
    seats_ruled = tuple(r.seat for r in rulings)
    change, points = tally.change, tally.points
    if tally.forfeit:  # R11.34: the match ends at this hand, the levels as they were
        levels = (progress.levels[0], progress.levels[1])
        return ExpectedRuling(
            fault, seats_ruled, None, points, levels, seat, tally.mismatch, change
        )
    progress.played(h.record.dealer, change.side, change.levels, points, h.dug)
    if tally.drops:  # `self-N`: after the hand, not below 2
        pair = team(seat)
        progress.levels[pair] = max(2, progress.levels[pair] - tally.drops)
    levels = (progress.levels[0], progress.levels[1])
    return ExpectedRuling(fault, seats_ruled, change, points, levels, None, tally.mismatch, change)


def _inject_ruling(
    rng: random.Random, hands: list[_MatchHand], fault: Fault, v: Variant
) -> tuple[int, ExpectedRuling] | None:
    """``ruling:`` lines of ``fault`` in a random played hand, the match ending with it (after a
    forfeit, one more hand cut to its headers, which must be ``forfeited``)."""
    order = [i for i, h in enumerate(hands) if h.before is not None]
    rng.shuffle(order)
    for i in order:
        ruled = _rule_hand(rng, hands[i], fault, v)
        if ruled is None:
            continue
        expected, rulings = ruled
        rec = hands[i].record
        after = (
            [
                replace(
                    h,
                    record=replace(
                        h.record,
                        tricks=(),
                        claims=Claims(),
                        buried=None,
                        reburied=(),
                        kitty=None,
                        deals=(),
                        bids=(),
                        no_bid=False,
                        turned=None,
                    ),
                )
                for h in hands[i + 1 : i + 2]
            ]
            if expected.forfeit
            else []
        )
        # The table records the ruled result (docs/rules.md §11: claims state the ruling).
        claims = replace(rec.claims, points=expected.points, result=expected.ruled)
        hands[i:] = [
            replace(
                hands[i],
                record=replace(
                    rec,
                    rulings=rulings,
                    claims=claims,
                    comments=rec.comments
                    + (
                        f"injected ruling: {fault} ({len(rulings)} "
                        f"{'line' if len(rulings) == 1 else 'lines'})",
                    ),
                ),
            )
        ] + after
        return i + 1, expected
    return None


def _forfeited(
    expected: ExpectedRuling, hand: int, hands: int
) -> tuple[tuple[int, ExpectedFinding], ...]:
    """A hand recorded after a forfeit is a ``forfeited`` finding."""
    return (
        ((hand + 1, ExpectedFinding(Kind.FORFEITED, None, None)),)
        if expected.forfeit and hand < hands
        else ()
    )


def generate_match(
    seed: int, variant: Variant, hands: int, faults: str | None = None
) -> tuple[list[HandRecord], tuple[tuple[int, ExpectedFinding], ...]]:
    """A match of at most ``hands`` hands under ``variant``, fewer if it ends sooner.

    Half the matches start at random levels (a ``levels:`` line), the others at 2.  Every
    hand has its bids (or ``bid: none`` and the no-declaration rule: a turned card, or a
    hand not played); on the first hand the standing bid's seat deals.  ``faults`` (one of
    :data:`MATCH_FAULT_KINDS`) injects one fault in a random hand: an illegal bid of a random
    :data:`DECLARATION_FAULTS` flavour (named in :attr:`ExpectedFinding.detail`), a wrong
    ``level:`` or a wrong ``dealer:`` (the hand cut to its headers, the last of the match), or
    a ``reburied:`` line by a seat with no overcall after the bury (it buries again the bottom
    it took up, so nothing else changes).  Under ``declaration.overcall_rebury``, after the first
    hand, seats overcall after the bury in turn and mostly bury again (``reburied:`` lines).
    Returns the records and the expected findings as ``(hand, finding)`` (1-based hands).

    >>> from shengji_cli.core.variants import load_variant
    >>> records, expected = generate_match(3, load_variant("national"), 3, "illegal-declaration")
    >>> [(str(e.kind), e.detail in DECLARATION_FAULTS) for _, e in expected]
    [('illegal-declaration', True)]
    """
    if faults is None:
        return [h.record for h in _match_hands(seed, variant, hands)], ()
    if faults not in MATCH_FAULT_KINDS:
        raise GenError(
            Msg.of("gen.unknown-match-fault", name=faults, kinds=", ".join(ALL_MATCH_FAULTS))
        )
    kind = Kind(faults)
    rng = random.Random(f"shengji-gen-match-fault/{seed}")
    for attempt in range(MAX_ATTEMPTS):
        # A match of hands nobody declared in cannot carry the fault: another match, then.
        made = _match_hands(seed if attempt == 0 else hand_seed(seed, -attempt), variant, hands)
        found = _inject(rng, made, kind)
        if found is not None:
            return [h.record for h in made], (found,)
    raise RuntimeError(f"seed {seed}: could not place a {faults} fault")  # pragma: no cover


def generate_ruled_match(
    seed: int, variant: Variant, hands: int, fault: str
) -> tuple[list[HandRecord], tuple[tuple[int, ExpectedFinding], ...], tuple[int, ExpectedRuling]]:
    """A match of at most ``hands`` hands whose last played hand carries ``ruling:`` lines of
    ``fault`` (``ruling:FAULT``, :data:`RULING_FAULTS`) against a random seat's side — under a
    ``then`` chain, one to as many lines as the chain has offences, against the same partnership —
    with the numbers the variant's outcome reads (points, ``cards=``, ``at=``).  Returns the
    records, the findings they must raise (``ruling-mismatch`` for points the outcome refuses,
    ``forfeited`` for the hand recorded after a forfeit) and what the rulings do, as the
    generator reads docs/rules.md §11.

    >>> from shengji_cli.core.variants import load_variant
    >>> bjtu = load_variant("bjtu")
    >>> records, found, (hand, ruled) = generate_ruled_match(5, bjtu, 3, "ruling:violation")
    >>> str(ruled.fault), len(ruled.seats) >= 1, hand <= len(records)
    ('violation', True, True)
    """
    if fault not in RULING_FAULTS:
        raise GenError(
            Msg.of("gen.unknown-match-fault", name=fault, kinds=", ".join(ALL_MATCH_FAULTS))
        )
    which = Fault(fault.removeprefix("ruling:"))
    rng = random.Random(f"shengji-gen-match-ruling/{seed}")
    for attempt in range(MAX_ATTEMPTS):
        made = _match_hands(seed if attempt == 0 else hand_seed(seed, -attempt), variant, hands)
        placed = _inject_ruling(rng, made, which, variant)
        if placed is not None:
            hand, ruled = placed
            found: tuple[tuple[int, ExpectedFinding], ...] = _forfeited(ruled, hand, len(made))
            if ruled.mismatch:
                found = ((hand, ExpectedFinding(Kind.RULING_MISMATCH, None, None)),) + found
            return [h.record for h in made], found, placed
    raise RuntimeError(f"seed {seed}: could not place a {fault} ruling")  # pragma: no cover
