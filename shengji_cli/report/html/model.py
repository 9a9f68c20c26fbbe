"""What a hand's page shows (:class:`HandPage`), built from the public results of a check:
the :class:`~shengji_cli.core.reports.HandReport` (tricks as judged, findings, the result and
the ruled result) and, when there is one, the :class:`~shengji_cli.core.record.HandRecord` (the
deal, the kitty, the bury).  Every string here is final text in the page's language (from the
message catalog) or a record's own text — the renderer (:mod:`.page`) escapes them all.

>>> from shengji_cli.core.reports import HandReport
>>> page = hand_page(HandReport(source="a.sj", hand=1, variant="national", variant_version="1"))
>>> page.tricks, page.seats
((), ())
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.cards import (
    BIG_JOKER,
    LITTLE_JOKER,
    RANK_NAMES,
    SUIT_SYMBOLS,
    TRUMP,
    Card,
    TrumpContext,
    card_rank,
    card_suit,
    trump_suit,
)
from ...core.context import context_for
from ...core.escape import shown_name
from ...core.messages import Msg, Rank
from ...core.record import HandRecord
from ...core.reports import Finding, HandReport, PlayState, TrickState
from ...core.variants import NAMED, Variant, load_variant
from ...core.vocab import Kind, Side, Standing
from ..catalog import fill, render, show
from ..json import error_text
from ..lang import Lang
from ..ruled import ruled_lines
from ..terms import term, vocab
from ..text import STATUS_IDS

if TYPE_CHECKING:
    from ...core.reports import HandAnalysis
    from ...solver.analysis import PlayCost

COMPASS = {"N": "top", "W": "left", "S": "bottom", "E": "right"}
"""Where a seat named by the compass sits at the table."""
PLACES = ("top", "left", "bottom", "right")
"""Where the seats sit otherwise, in the record's order (its seat order is the order of play)."""


@dataclass(frozen=True, slots=True)
class CardFace:
    """A card as shown: its rank text, its suit symbol (empty for a joker), red or not."""

    rank: str
    suit: str
    red: bool

    @property
    def text(self) -> str:
        return self.suit + self.rank


@dataclass(frozen=True, slots=True)
class Mark:
    """A finding as the page marks it: at its trick and seat, with a symbol and a class (its
    colour), its kind, message, article and ruling."""

    trick: int | None
    seat: str | None
    symbol: str
    css: str
    """``bad`` (a violation) or ``note`` (a check that could not be made)."""
    kind: str
    """The kind's stable name (``failed-throw``)."""
    label: str
    """The kind in the page's language."""
    where: str | None
    message: str
    rule: str
    ruling: str


@dataclass(frozen=True, slots=True)
class CostView:
    """What a play cost its side (``--analyze``): a symbol and a class (its colour) and the
    text saying it, so that it reads without colour."""

    cost: int | None
    """The points lost (0: a best play; ``None``: not solved within the budget)."""
    symbol: str
    css: str
    """``costly``, ``best`` or ``unknown``; ``show --review``: the grade (``blunder``,
    ``mistake``, ``inaccuracy``, ``best``) or ``ungraded``."""
    text: str
    short: str = ""
    """What the trick's drawing writes, :attr:`text` its tooltip (empty: :attr:`text`)."""


COST_SYMBOLS = {"costly": "▼", "best": "✓", "unknown": "?"}


@dataclass(frozen=True, slots=True)
class AnalysisView:
    """The analysis the page shows (``--analyze``): from which trick on, and its line (the
    value and each side's total cost, or why it has none)."""

    from_trick: int | None
    horizon: str
    """``analysed from trick K on; the tricks before it are not analysed`` (empty: none)."""
    line: str
    key: str
    """What a cost and its symbols mean."""


@dataclass(frozen=True, slots=True)
class GraphPoint:
    """A point of the value graph: before trick :attr:`trick` (the trick after the last: the
    end, the points as played), the defenders' final points with best play."""

    trick: int
    value: int
    end: bool
    tick: str
    """Its label on the trick axis (the trick's number, or ``end``)."""
    title: str
    """Its tooltip: ``before trick 20: 95 points with best play``."""
    change: str
    """The level change those points give."""


@dataclass(frozen=True, slots=True)
class Band:
    """The points from :attr:`low` up to :attr:`high` (excluded; the last band: included) give
    the same level change, :attr:`label`."""

    low: int
    high: int
    side: str
    """The side that goes up: ``dealer`` or ``defenders`` (its colour)."""
    label: str
    title: str


@dataclass(frozen=True, slots=True)
class ReviewView:
    """The review as the page shows it."""

    heading: str
    """``reviewed from trick 20 of 22 (as asked)``, or why the hand was not reviewed."""
    horizon: int | None
    tricks: int
    before: str
    """``tricks 1 to 19: not analysed`` (empty from trick 1, or without a graph)."""
    points: tuple[GraphPoint, ...]
    """The graph's points, the horizon's first (none: no graph)."""
    as_played: int | None
    played: str
    """``as played: 115``."""
    bands: tuple[Band, ...]
    """The level changes' bands over the graph's range, lowest first (none: the variant's
    level rules unknown)."""
    low: int
    high: int
    """The graph's range of points."""
    title: str
    desc: str
    """What the graph shows, in words (its SVG ``<desc>``)."""
    key: str
    """What the grades' symbols mean."""
    totals: tuple[str, ...]
    """Each side's points lost and grades."""


@dataclass(frozen=True, slots=True)
class SeatHand:
    """A seat's cards: as dealt, or (without a deal) what the record proves it held."""

    seat: str
    place: str
    side: str
    """The seat's side in the page's language (dealer's side / defenders)."""
    groups: tuple[tuple[CardFace, ...], ...]
    """The cards in the trump order, trumps first, then each plain suit apart."""
    dealt: bool
    """``False``: the cards the record shows the seat played (no deal line)."""
    unknown: int
    """Cards of the seat the record does not show."""


@dataclass(frozen=True, slots=True)
class PlayView:
    seat: str
    place: str
    cards: tuple[CardFace, ...]
    attempted: tuple[CardFace, ...] | None
    """A failed throw's cards first shown (the play is ``attempted → cards``)."""
    standing: str
    """``beat`` … in the page's language, empty for a lead or a plain follow."""
    winner: bool
    marks: tuple[Mark, ...]
    cost: CostView | None = None
    """What the play cost (``--analyze``, at an analysed trick)."""


@dataclass(frozen=True, slots=True)
class TrickView:
    number: int
    title: str
    leader: str
    winner: str
    points: str
    """``25 points`` — and to whom."""
    plays: tuple[PlayView, ...]
    marks: tuple[Mark, ...]
    """Every finding at this trick (with a seat or not)."""


@dataclass(frozen=True, slots=True)
class HandPage:
    """One hand's page, every text in :attr:`lang`."""

    lang: Lang
    title: str
    status: str
    status_code: str
    header: tuple[tuple[str, str], ...]
    """Label, value: file, hand, preset, rulebook, dealer, level, trump, seats, sides."""
    seats: tuple[SeatHand, ...]
    kitty: tuple[CardFace, ...] | None
    buried: tuple[CardFace, ...] | None
    tricks: tuple[TrickView, ...]
    marks: tuple[Mark, ...]
    """Every finding, violations first, then the notes."""
    result: tuple[str, ...]
    """The result as played: penalties, bottom, points, level change."""
    ruled: tuple[str, ...]
    """The ruled result's lines (and the rulings that make the difference)."""
    error: str | None
    comments: tuple[str, ...]
    """The record's own comments at the top of the hand (shown as text)."""
    analysis: AnalysisView | None = None
    """``--analyze``'s analysis (``None``: not asked)."""
    review: ReviewView | None = None
    """``--review``'s review and value graph (``None``: not asked)."""

    def say(self, key: str, **params: object) -> str:
        return fill(key, params, self.lang)


_RED = (1, 3)  # hearts, diamonds


def face(card: Card, lang: Lang) -> CardFace:
    """A card's face: ``♥`` ``A`` red; a joker by its name in ``lang`` (the big one red)."""
    if card == BIG_JOKER or card == LITTLE_JOKER:
        big = card == BIG_JOKER
        return CardFace(
            render(Msg.of("show.joker.big" if big else "show.joker.little"), lang), "", big
        )
    suit, rank = card_suit(card), card_rank(card)
    assert suit is not None and rank is not None
    return CardFace(RANK_NAMES[rank], SUIT_SYMBOLS[suit], suit in _RED)


def faces(cards: Iterable[Card], lang: Lang) -> tuple[CardFace, ...]:
    return tuple(face(c, lang) for c in cards)


def _variant(report: HandReport, variant: Variant | None) -> Variant | None:
    if variant is not None or report.variant not in NAMED:
        return variant
    return load_variant(report.variant)


def _context(report: HandReport, variant: Variant | None) -> TrumpContext | None:
    if report.level is None or report.trump is None:
        return None
    if variant is not None:
        return context_for(report.level, report.trump, variant)
    return TrumpContext.make(trump_suit(report.trump), report.level)


def _groups(
    cards: Iterable[Card], ctx: TrumpContext | None, lang: Lang
) -> tuple[tuple[CardFace, ...], ...]:
    """Cards strongest first, one group for the trumps and one per plain suit."""
    if ctx is None:
        return (faces(sorted(cards, reverse=True), lang),) if cards else ()
    out: dict[int, list[Card]] = {}
    for c in ctx.sort(cards):
        out.setdefault(ctx.esuit[c], []).append(c)
    order = [TRUMP, 0, 1, 2, 3]
    return tuple(faces(out[s], lang) for s in order if s in out)


def _places(seats: Sequence[str]) -> dict[str, str]:
    if len(seats) == 4 and set(seats) == set(COMPASS):
        return {s: COMPASS[s] for s in seats}
    return {s: PLACES[i % 4] if len(seats) == 4 else f"p{i}" for i, s in enumerate(seats)}


def _dealer_side(report: HandReport) -> set[str]:
    seats, dealer = report.seats, report.dealer
    if dealer not in seats or len(seats) % 2:
        return set()
    i = seats.index(dealer)
    return {s for j, s in enumerate(seats) if (j - i) % 2 == 0}


def _where(f: Finding, lang: Lang) -> str | None:
    """``trick 2, W``, ``trick 2``, ``W`` or nothing."""
    if f.trick and f.seat:
        return fill("report.where.trick-seat", {"trick": f.trick, "seat": f.seat}, lang)
    if f.trick:
        return fill("report.where.trick", {"trick": f.trick}, lang)
    return f.seat or None


def _labelled(key: str, text: str, lang: Lang) -> str:
    """``rule: …`` / ``ruling: …``; nothing without a text."""
    return fill(key, {key.rpartition(".")[2]: text}, lang) if text else ""


def _mark(f: Finding, lang: Lang, note: bool) -> Mark:
    kind = Kind.UNVERIFIABLE if note else vocab(Kind, str(f.kind)) or ""
    return Mark(
        trick=f.trick,
        seat=f.seat,
        symbol="?" if note else "✖",
        css="note" if note else "bad",
        kind=str(f.kind),
        label=term(kind, lang),
        where=_where(f, lang),
        message=show(f.message, lang),
        rule=_labelled("report.rule", show(f.rule, lang), lang),
        ruling=_labelled("report.ruling", f.ruling.get(lang), lang),
    )


_QUIET = (Standing.LEAD, Standing.FOLLOW)


_Costs = Mapping[tuple[int, str], CostView]


def cost_view(c: PlayCost, lang: Lang) -> CostView:
    """A play's cost as the page says it: costly (with a best play), best, or not solved."""
    if c.cost is None:
        css, text = "unknown", fill("show.cost.unknown", {}, lang)
    elif c.cost == 0:
        css, text = "best", fill("show.cost.best", {}, lang)
    else:
        best = " ".join(f.text for f in faces(c.best or (), lang))
        css, text = (
            "costly",
            fill("show.cost.costly", {"cost": c.cost, "side": c.side, "best": best}, lang),
        )
    return CostView(c.cost, COST_SYMBOLS[css], css, text)


def _by_play(costs: Iterable[PlayCost], lang: Lang) -> _Costs:
    """Each play's cost by its trick and seat."""
    return {(c.trick, c.seat): cost_view(c, lang) for c in costs}


def _analysis(a: HandAnalysis | None, lang: Lang) -> AnalysisView | None:
    """The analysis as the page says it (``None``: not asked)."""
    from ..solve import analysis_line

    if a is None:
        return None
    trick = a.from_trick
    horizon = "" if trick is None else fill("show.analysis.horizon", {"trick": trick}, lang)
    key = fill("show.analysis.key", dict(COST_SYMBOLS), lang)
    return AnalysisView(a.from_trick, horizon, analysis_line(a, lang), key)


def _play(
    p: PlayState,
    t: TrickState,
    places: dict[str, str],
    marks: Sequence[Mark],
    lang: Lang,
    costs: _Costs,
) -> PlayView:
    return PlayView(
        seat=p.seat,
        place=places.get(p.seat, ""),
        cards=faces(p.cards, lang),
        attempted=None if p.attempted is None else faces(p.attempted, lang),
        standing="" if p.standing in _QUIET else term(p.standing, lang),
        winner=p.seat == t.winner,
        marks=tuple(m for m in marks if m.seat == p.seat),
        cost=costs.get((t.number, p.seat)),
    )


def _trick(
    t: TrickState, places: dict[str, str], marks: Sequence[Mark], lang: Lang, costs: _Costs
) -> TrickView:
    here = tuple(m for m in marks if m.trick == t.number)
    side = Side.DEFENDERS if t.defenders_won else Side.DEALER
    return TrickView(
        number=t.number,
        title=fill("show.trick", {"trick": t.number}, lang),
        leader=t.leader,
        winner=t.winner,
        points=fill("show.trick.points", {"points": t.points, "side": side}, lang),
        plays=tuple(_play(p, t, places, here, lang, costs) for p in t.plays),
        marks=here,
    )


def _rulebook(variant: Variant | None, lang: Lang) -> str | None:
    """The title of the rulebook the variant cites, in ``lang`` where it has one."""
    if variant is None:
        return None
    book = variant.rulebook_zh if lang == "zh" else variant.rulebook
    return book or variant.rulebook or variant.rulebook_zh or None


def _sides(r: HandReport, lang: Lang) -> str | None:
    """``dealer's side N S; defenders W E`` (nothing when the seats do not tell)."""
    dealers = _dealer_side(r)
    if not dealers:
        return None
    return fill(
        "show.sides",
        {
            "dealers": " ".join(s for s in r.seats if s in dealers),
            "defenders": " ".join(s for s in r.seats if s not in dealers),
        },
        lang,
    )


def _header(r: HandReport, variant: Variant | None, lang: Lang) -> tuple[tuple[str, str], ...]:
    """The header's rows, label and value, those the hand has."""
    rows: list[tuple[str, str | None]] = [
        ("file", shown_name(r.source)),
        ("hand", str(r.hand)),
        ("preset", f"{r.variant} {r.variant_version}"),
        ("rulebook", _rulebook(variant, lang)),
        ("dealer", r.dealer),
        ("level", None if r.level is None else show(Rank(r.level), lang)),
        ("trump", None if r.trump is None else term(r.trump, lang)),
        ("seats", " ".join(r.seats) or None),
        ("sides", _sides(r, lang)),
    ]
    return tuple((fill(f"show.h.{key}", {}, lang), value) for key, value in rows if value)


def _hand_size(variant: Variant | None, record: HandRecord | None, seats: int) -> int:
    if record is not None and record.deals:
        return max(len(cards) for _, cards in record.deals)
    if variant is not None:
        return variant.deck.hand_size
    return (108 - 8) // max(seats, 1)


def _held(r: HandReport, record: HandRecord | None, seat: str) -> tuple[list[Card], bool]:
    """The seat's cards as dealt, else those it played; whether they are the deal."""
    dealt = None if record is None else record.deal_of(seat)
    if dealt is not None:
        return list(dealt), True
    return [c for t in r.tricks for p in t.plays if p.seat == seat for c in p.cards], False


def _seats(
    r: HandReport,
    record: HandRecord | None,
    variant: Variant | None,
    ctx: TrumpContext | None,
    places: dict[str, str],
    lang: Lang,
) -> tuple[SeatHand, ...]:
    dealers = _dealer_side(r)
    size = _hand_size(variant, record, len(r.seats))
    out = []
    for seat in r.seats:
        cards, dealt = _held(r, record, seat)
        side = Side.DEALER if seat in dealers else Side.DEFENDERS
        out.append(
            SeatHand(
                seat=seat,
                place=places.get(seat, ""),
                side=term(side, lang, long=True) if dealers else "",
                groups=_groups(cards, ctx, lang),
                dealt=dealt,
                unknown=0 if dealt else max(size - len(cards), 0),
            )
        )
    return tuple(out)


def _result(r: HandReport, lang: Lang) -> tuple[str, ...]:
    def say(key: str, **params: object) -> str:
        return fill(key, params, lang)

    out = [
        say("report.penalty", seat=p.seat, points=p.points, trick=p.trick, effect=p.effect)
        for p in r.penalties
    ]
    b = r.bottom
    if b is not None:
        out.append(
            say(
                "report.bottom.awarded", points=b.points, multiplier=b.multiplier, awarded=b.awarded
            )
            if b.awarded
            else say(
                "report.bottom.kept", points=b.points, multiplier=b.multiplier, side=Side.DEALER
            )
        )
    if r.defenders_points is not None:
        out.append(say("report.defenders-points", points=r.defenders_points))
    if r.result is not None:
        out.append(
            say(
                "report.result",
                side=r.result.side,
                levels=r.result.levels,
                next=r.result.next_dealer,
            )
        )
    elif not r.complete:
        out.append(say("report.incomplete"))
    return tuple(out)


def hand_page(
    report: HandReport,
    record: HandRecord | None = None,
    lang: Lang = "en",
    variant: Variant | None = None,
    costs: Sequence[PlayCost] = (),
    *,
    review: ReviewView | None = None,
    graded: _Costs | None = None,
) -> HandPage:
    """The page of one hand: ``report`` as checked, ``record`` (if given) for the deal, the
    kitty and the bury; ``variant`` for the trump order and the rulebook's title (a preset
    named by the report is loaded when not given); ``costs``: what each analysed play cost
    (``--analyze``, with the report's :attr:`~HandReport.analysis`).  ``review`` and
    ``graded`` (``--review``, :func:`.review.review_page`): the review and each graded play's
    mark by its trick and seat, drawn in place of the analysis and its costs."""
    r = report
    by_play = _by_play(costs, lang) if graded is None else graded
    v = _variant(r, variant)
    ctx = _context(r, v)
    places = _places(r.seats)
    marks = tuple(_mark(f, lang, False) for f in r.violations) + tuple(
        _mark(f, lang, True) for f in r.unverifiable
    )
    status = STATUS_IDS[r.status]
    return HandPage(
        lang=lang,
        title=fill("show.title", {"source": shown_name(r.source), "hand": r.hand}, lang),
        status=render(Msg.of(status), lang),
        status_code=str(r.status),
        header=_header(r, v, lang),
        seats=_seats(r, record, v, ctx, places, lang),
        kitty=None if record is None or record.kitty is None else faces(record.kitty, lang),
        buried=None if record is None or record.buried is None else faces(record.buried, lang),
        tricks=tuple(_trick(t, places, marks, lang, by_play) for t in r.tricks),
        marks=marks,
        result=_result(r, lang),
        ruled=tuple(ruled_lines(r, lang)),
        error=None if r.error is None else error_text(r.error, lang),
        comments=() if record is None else record.comments,
        analysis=None if review is not None else _analysis(r.analysis, lang),
        review=review,
    )
