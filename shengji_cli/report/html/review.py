"""What ``shengji show --review`` adds to a hand's page (:class:`ReviewView`): the review's
horizon, its value graph (the defenders' final points with best play before each trick, from
the horizon to the end, on the bands of the variant's level changes), each side's totals, and
each graded play's mark (:func:`grade_view`, drawn where ``--analyze`` draws a cost).  Built
from the public review (:class:`~shengji_cli.core.reports.HandReview`); every string final
text in the page's language.

>>> from shengji_cli.core.reports import HandReport
>>> view = review_view(HandReport(source="a.sj", hand=1, variant="national",
...     variant_version="1"), None, "en")
>>> view.points, view.heading
((), 'not reviewed: ?')
"""

from __future__ import annotations

from ...core.messages import Msg
from ...core.record import HandRecord
from ...core.reports import GradedPlay, HandReport, HandReview
from ...core.rules import level_change
from ...core.variants import Variant
from ...core.vocab import Grade, LevelChange, Side
from ...solver.search import STEP, level_thresholds
from ..catalog import fill, render
from ..lang import Lang
from ..review import totals_line
from ..terms import term
from .model import Band, CostView, GraphPoint, HandPage, ReviewView, faces, hand_page

GRADE_SYMBOLS = {
    Grade.BLUNDER: "??",
    Grade.MISTAKE: "?",
    Grade.INACCURACY: "?!",
    Grade.BEST: "✓",
}
"""A grade's symbol, as chess annotates moves; a play not graded is :data:`UNGRADED`."""
UNGRADED = "○"


def _say(lang: Lang, key: str, **params: object) -> str:
    return fill(key, params, lang)


def grade_view(g: GradedPlay, lang: Lang) -> CostView:
    """A graded play as its trick marks it: its grade's symbol and class (its colour), the
    grade and cost in a few words (``inaccuracy: cost 10``, drawn at the seat) and in full (its
    tooltip: the side, a best play); a play not solved: ``not graded``."""
    best = " ".join(f.text for f in faces(g.best or (), lang))
    if g.cost is None:
        text = _say(lang, "show.grade.unknown")
        return CostView(None, UNGRADED, "ungraded", text, _say(lang, "show.grade.ungraded"))
    if g.grade is None:  # its cost, the bottom with best play not solved
        text = _say(lang, "show.grade.cost-only", cost=g.cost, side=g.side, best=best)
        short = _say(lang, "show.grade.short", grade=_say(lang, "show.grade.ungraded"), cost=g.cost)
        return CostView(g.cost, UNGRADED, "ungraded", text, short)
    name = term(g.grade, lang)
    if g.cost == 0:
        text = short = _say(lang, "show.grade.best", grade=name)
    else:
        text = _say(lang, "show.grade.costly", grade=name, cost=g.cost, side=g.side, best=best)
        short = _say(lang, "show.grade.short", grade=name, cost=g.cost)
    return CostView(g.cost, GRADE_SYMBOLS[g.grade], str(g.grade), text, short)


def change_text(change: LevelChange, lang: Lang) -> str:
    """``dealer's side +2`` / ``defenders +0`` (they take the deal)."""
    return _say(lang, "show.graph.change", side=change.side, levels=change.levels)


def _bands(variant: Variant | None, low: int, high: int, lang: Lang) -> tuple[Band, ...]:
    """The level changes' bands between ``low`` and ``high`` (none without the variant, or with
    too many thresholds to draw)."""
    if variant is None:
        return ()
    found = level_thresholds(variant, low, high)
    if found is None:
        return ()
    edges = [low, *found, high]
    out = []
    for i, (a, b) in enumerate(zip(edges, edges[1:], strict=False)):
        if a == b:
            continue
        change = level_change(a, variant)
        label = change_text(change, lang)
        if i == len(edges) - 2:  # the top band goes on past the graph
            title = _say(lang, "show.graph.band.from", low=a, change=label)
        elif b - STEP == a:
            title = _say(lang, "show.graph.band.one", low=a, change=label)
        else:
            title = _say(lang, "show.graph.band", low=a, high=b - STEP, change=label)
        out.append(Band(a, b, str(change.side), label, title))
    return tuple(out)


def _range(values: list[int], variant: Variant | None) -> tuple[int, int]:
    """The graph's points: from 0 (or below, for a negative value) to the first level
    threshold above the highest value and a margin, on the grid of :data:`STEP`."""
    low = min([0, *values]) // STEP * STEP
    top = max(values)
    high = -(-(top + STEP) // STEP) * STEP
    if variant is not None:
        above = level_thresholds(variant, low, top + 200) or []
        nxt = [t for t in above if t > top]
        if nxt:
            high = nxt[0] + 4 * STEP
    return low, max(high, low + 8 * STEP)


def _points(rv: HandReview, variant: Variant | None, lang: Lang) -> tuple[GraphPoint, ...]:
    out = []
    for trick, value in rv.graph:
        if value is None:  # not solved: no point, never a guessed one
            continue
        end = trick > rv.tricks
        if end:
            tick = _say(lang, "show.graph.end")
            title = _say(lang, "show.graph.at-end", points=value)
        else:
            tick = str(trick)
            title = _say(lang, "show.graph.point", trick=trick, points=value)
        change = "" if variant is None else change_text(level_change(value, variant), lang)
        if change:
            title = f"{title} ({change})"
        out.append(GraphPoint(trick, value, end, tick, title, change))
    return tuple(out)


def _reason(r: HandReport, lang: Lang) -> str:
    if r.error is not None:
        return render(r.error.message, lang)
    a = r.analysis
    if a is not None and a.reason is not None:
        return render(a.reason, lang)
    return "?"


def review_view(r: HandReport, variant: Variant | None, lang: Lang) -> ReviewView:
    """The page's review of ``r`` (reviewed by :func:`~shengji_cli.solver.review.review_hand`;
    ``variant``: its level rules for the bands)."""
    rv = None if r.analysis is None else r.analysis.review
    symbols = {str(g): s for g, s in GRADE_SYMBOLS.items()}
    key = _say(lang, "show.grade.key", **symbols, ungraded=UNGRADED)
    title = _say(lang, "show.graph.title")
    if rv is None or rv.horizon is None:
        if rv is None:
            heading = _say(lang, "show.review.not-reviewed", reason=_reason(r, lang))
        else:
            limit = Msg.of(f"review.limit.{rv.limit or 'asked'}")
            heading = _say(lang, "show.review.none", limit=limit)
        tricks = len(r.tricks) if rv is None else rv.tricks
        return ReviewView(heading, None, tricks, "", (), None, "", (), 0, 0, title, "", key, ())
    limit = Msg.of(f"review.limit.{rv.limit or 'asked'}")
    heading = _say(lang, "show.review.from", trick=rv.horizon, tricks=rv.tricks, limit=limit)
    before = "" if rv.horizon <= 1 else _say(lang, "review.before", last=rv.horizon - 1)
    points = _points(rv, variant, lang)
    as_played = r.defenders_points
    values = [p.value for p in points] + ([] if as_played is None else [as_played])
    low, high = _range(values or [0], variant)
    shown = ", ".join(str(p.value) for p in points if not p.end)
    desc = _say(
        lang,
        "show.graph.desc",
        first=rv.horizon,
        tricks=rv.tricks,
        values=shown or "—",
        played="?" if as_played is None else as_played,
    )
    plays = rv.plays
    totals = tuple(totals_line(plays, side, lang) for side in Side)
    played = "" if as_played is None else _say(lang, "show.graph.played", points=as_played)
    return ReviewView(
        heading=heading,
        horizon=rv.horizon,
        tricks=rv.tricks,
        before=before,
        points=points,
        as_played=as_played,
        played=played,
        bands=_bands(variant, low, high, lang),
        low=low,
        high=high,
        title=title,
        desc=desc,
        key=key,
        totals=totals,
    )


def review_page(
    report: HandReport,
    record: HandRecord | None,
    lang: Lang,
    variant: Variant | None,
) -> HandPage:
    """The page of a hand reviewed (``shengji show --review``): :func:`~.model.hand_page` with
    the review's section and each graded play marked at its trick and seat with its grade."""
    rv = None if report.analysis is None else report.analysis.review
    graded = {(g.trick, g.seat): grade_view(g, lang) for g in (rv.plays if rv else ())}
    view = review_view(report, variant, lang)
    return hand_page(report, record, lang, variant, review=view, graded=graded)
