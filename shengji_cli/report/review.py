"""``shengji review``'s output: a hand's review (:class:`~shengji_cli.core.reports.HandReview`)
as text, as a JSON object (``schema/review.schema.json``) and as CSV rows (one per graded play),
and a batch's leaks (:class:`Leaks`, ``--summary``).  Cards in text as the notation writes them,
in JSON and CSV in ASCII (``SA``)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.cards import Card, card_str, parse_card
from ..core.messages import Cards, Msg, Param
from ..core.reports import GradedPlay, HandReport, HandReview, SingleDummy
from ..core.vocab import Grade, Side
from .catalog import render
from .errors import shown_name
from .lang import Lang
from .look import PLAIN, Look
from .table import simple_table
from .terms import term
from .wrap import wrap

__all__ = [
    "CSV_FIELDS",
    "SEVERITY",
    "Leaks",
    "review_csv_rows",
    "review_dict",
    "review_text",
    "totals_line",
]

SEVERITY = (Grade.BLUNDER, Grade.MISTAKE, Grade.INACCURACY, Grade.BEST)
"""The grades, the most serious first."""

_SIDES = frozenset(str(s) for s in Side)

BIGGEST = 10
"""The leaks list this many of the batch's costliest plays."""


def _say(lang: Lang, key: str, **params: Param) -> str:
    return render(Msg.of(key, **params), lang)


def _cards(cards: Sequence[Card] | None, lang: Lang) -> str:
    return "?" if cards is None else render(Msg.of("review.cards", cards=Cards(tuple(cards))), lang)


def _ascii(cards: Sequence[Card] | None) -> list[str] | None:
    return None if cards is None else [card_str(c) for c in cards]


def _review(r: HandReport) -> HandReview | None:
    return None if r.analysis is None else r.analysis.review


# -- text -------------------------------------------------------------------------------------


def review_text(r: HandReport, lang: Lang = "en", look: Look = PLAIN) -> str:
    """A hand's review as text: the heading, the value graph, the graded plays, each side's
    totals (a hand not reviewed: one line saying why)."""
    head: dict[str, Param] = {
        "source": shown_name(r.source),
        "hand": r.hand,
        "variant": r.variant,
        "version": r.variant_version,
    }
    rv = _review(r)
    if r.error is not None or r.analysis is None or rv is None:
        reason = _reason(r)
        return (
            "\n".join(_wrapped(_say(lang, "review.head.not-reviewed", **head, reason=reason), look))
            + "\n"
        )
    limit = Msg.of(f"review.limit.{rv.limit or 'asked'}")
    if rv.horizon is None:
        return "\n".join(_wrapped(_say(lang, "review.head.none", **head, limit=limit), look)) + "\n"
    lines = _wrapped(
        _say(lang, "review.head", **head, trick=rv.horizon, tricks=rv.tricks, limit=limit), look
    )
    if rv.horizon > 1:
        lines.append(_say(lang, "review.before", last=rv.horizon - 1))
    lines += _wrapped(_say(lang, "review.graph", points=_graph_text(rv, lang)), look)
    lines.append(_plays_table(rv.plays, lang))
    for side in Side:
        lines += _wrapped(totals_line(rv.plays, side, lang), look)
    return "\n".join(lines) + "\n"


def _reason(r: HandReport) -> Msg | str:
    if r.error is not None:
        return r.error.message
    if r.analysis is not None and r.analysis.reason is not None:
        return r.analysis.reason
    return "?"


def _wrapped(line: str, look: Look) -> list[str]:
    """``line`` wrapped to the look's width, its later lines indented."""
    first, *rest = wrap(line, look.columns, punctuation=True).split("\n")
    return [first, *(f"  {x}" for x in wrap(" ".join(rest), look.columns - 2).split("\n") if rest)]


def _graph_text(rv: HandReview, lang: Lang) -> str:
    points = [f"{t}: {'?' if v is None else v}" for t, v in rv.graph[:-1]]
    end = rv.graph[-1][1] if rv.graph else None
    points.append(_say(lang, "review.graph.end", points="?" if end is None else end))
    return " · ".join(points)


def _plays_table(plays: Sequence[GradedPlay], lang: Lang) -> str:
    cols = ("trick", "seat", "played", "best", "cost", "grade", "dummy")
    heads = [_say(lang, f"review.col.{c}") for c in cols]
    dummy = any(p.single_dummy is not None for p in plays)
    rows = [_play_row(p, lang, dummy) for p in plays]
    if not dummy:
        heads = heads[:-1]
    return simple_table(rows, heads, right=(0, 4))


def _play_row(p: GradedPlay, lang: Lang, dummy: bool) -> list[object]:
    row: list[object] = [
        p.trick,
        p.seat,
        _cards(p.cards, lang),
        _cards(p.best, lang) if p.cost else "",
        "?" if p.cost is None else p.cost,
        "?" if p.grade is None else term(p.grade, lang),
    ]
    if dummy:
        row.append(_dummy_text(p.single_dummy, lang))
    return row


def _dummy_text(sd: SingleDummy | None, lang: Lang) -> str:
    if sd is None:
        return ""
    if sd.cost is None:
        return _say(lang, "review.dummy.none")
    text = _say(
        lang,
        "review.dummy",
        cost=f"{sd.cost:.1f}",
        error="?" if sd.error is None else f"{sd.error:.1f}",
        n=sd.samples,
        best=Cards(tuple(sd.best or ())),
        best_cost=f"{sd.best_cost or 0:.1f}",
    )
    return text + ("\n" + _say(lang, "review.dummy.unlucky") if sd.unlucky else "")


def totals_line(plays: Sequence[GradedPlay], side: Side, lang: Lang) -> str:
    """``side``'s points lost over ``plays`` and its grades (the review's text, the page of
    ``show --review``)."""
    t = _Tally.of(p for p in plays if p.side is side)
    return _say(
        lang,
        "review.totals",
        side=side,
        cost="?" if t.unknown else t.lost,
        blunders=t.grades[Grade.BLUNDER],
        mistakes=t.grades[Grade.MISTAKE],
        inaccuracies=t.grades[Grade.INACCURACY],
        best=t.best,
        decisions=t.decisions,
    )


@dataclass
class _Tally:
    """Counts over graded plays."""

    lost: int = 0
    unknown: int = 0
    """Plays whose cost is not known."""
    grades: Counter[Grade] = field(default_factory=Counter)
    decisions: int = 0
    """Plays with a choice (more than one play) and a grade."""
    best: int = 0
    """Of those, the best plays."""

    @classmethod
    def of(cls, plays: Iterable[GradedPlay]) -> _Tally:
        t = cls()
        for p in plays:
            t.add(p)
        return t

    def add(self, p: GradedPlay) -> None:
        if p.cost is None:
            self.unknown += 1
        else:
            self.lost += p.cost
        if p.grade is not None:
            self.grades[p.grade] += 1
            if p.choices > 1:
                self.decisions += 1
                self.best += p.grade is Grade.BEST

    def dict(self) -> dict[str, Any]:
        return {
            "cost": None if self.unknown else self.lost,
            "blunders": self.grades[Grade.BLUNDER],
            "mistakes": self.grades[Grade.MISTAKE],
            "inaccuracies": self.grades[Grade.INACCURACY],
            "best": self.best,
            "decisions": self.decisions,
        }


# -- JSON and CSV -----------------------------------------------------------------------------


def review_dict(r: HandReport, lang: Lang = "en") -> dict[str, Any]:
    """A hand's review as the JSON object ``review --format json`` lists (and ``jsonl`` writes
    a line each)."""
    rv = _review(r)
    a = r.analysis
    out: dict[str, Any] = {
        "file": shown_name(r.source, json=True),
        "hand": r.hand,
        "variant": r.variant,
        "variant_version": r.variant_version,
        "status": str(r.status),
        "reviewed": rv is not None and rv.horizon is not None,
        "reason": None,
        "horizon": None if rv is None else rv.horizon,
        "tricks": len(r.tricks) if rv is None else rv.tricks,
        "limit": None if rv is None else rv.limit,
        "value": None if a is None else a.value,
        "as_played": r.defenders_points,
        "graph": [] if rv is None else [{"trick": t, "value": v} for t, v in rv.graph],
        "plays": [] if rv is None else [_play_dict(p) for p in rv.plays],
        "totals": {
            str(s): _Tally.of(p for p in (rv.plays if rv else ()) if p.side is s).dict()
            for s in Side
        },
        "steps": 0 if a is None else a.nodes,
        "seats": list(r.seats),
        "dealer": r.dealer,
        "sides": {s: str(_side_of(r, s)) for s in r.seats if _side_of(r, s) is not None},
        "failed_throws": [
            {"seat": p.seat, "trick": p.trick, "points": p.points} for p in r.penalties
        ],
        "bottom": _bottom_dict(r),
        "result": None
        if r.result is None
        else {"side": str(r.result.side), "levels": r.result.levels},
    }
    if rv is None:
        why = _reason(r)
        out["reason"] = why if isinstance(why, str) else render(why, lang)
    return out


def _bottom_dict(r: HandReport) -> dict[str, Any] | None:
    if r.bottom is None or not r.complete:
        return None
    dug = bool(r.tricks) and r.tricks[-1].defenders_won
    return {"points": r.bottom.points, "dug": dug, "multiplier": r.bottom.multiplier}


def _play_dict(p: GradedPlay) -> dict[str, Any]:
    sd = p.single_dummy
    return {
        "trick": p.trick,
        "seat": p.seat,
        "side": str(p.side),
        "cards": _ascii(p.cards),
        "best": _ascii(p.best),
        "before": p.before,
        "after": p.after,
        "cost": p.cost,
        "grade": None if p.grade is None else str(p.grade),
        "choices": p.choices,
        "dig_before": p.dig_before,
        "dig_after": p.dig_after,
        "single_dummy": None if sd is None else _dummy_dict(sd),
    }


def _dummy_dict(sd: SingleDummy) -> dict[str, Any]:
    return {
        "deals": sd.samples,
        "cost": sd.cost,
        "error": sd.error,
        "best": _ascii(sd.best),
        "best_cost": sd.best_cost,
        "unlucky": sd.unlucky,
    }


CSV_FIELDS = (
    "file",
    "hand",
    "variant",
    "horizon",
    "trick",
    "seat",
    "side",
    "cards",
    "best",
    "before",
    "after",
    "cost",
    "grade",
    "choices",
    "dummy_deals",
    "dummy_cost",
    "dummy_error",
    "dummy_best",
    "unlucky",
)
"""``review --format csv``'s columns: a row per graded play."""


def review_csv_rows(r: HandReport) -> list[dict[str, Any]]:
    """A hand's graded plays as CSV rows (none for a hand not reviewed)."""
    rv = _review(r)
    if rv is None:
        return []
    head = {
        "file": shown_name(r.source, json=True),
        "hand": r.hand,
        "variant": r.variant,
        "horizon": rv.horizon,
    }
    return [head | _csv_play(p) for p in rv.plays]


def _csv_play(p: GradedPlay) -> dict[str, Any]:
    d = _play_dict(p)
    sd = d.pop("single_dummy") or {}
    del d["dig_before"], d["dig_after"]
    return d | {
        "cards": _joined(d["cards"]),
        "best": _joined(d["best"]),
        "dummy_deals": sd.get("deals"),
        "dummy_cost": sd.get("cost"),
        "dummy_error": sd.get("error"),
        "dummy_best": _joined(sd.get("best")),
        "unlucky": sd.get("unlucky"),
    }


def _joined(cards: list[str] | None) -> str | None:
    return None if cards is None else " ".join(cards)


# -- the leaks of a batch ---------------------------------------------------------------------


@dataclass
class _Who:
    """One seat's (or side's) leaks."""

    hands: int = 0
    lost: int = 0
    grades: Counter[str] = field(default_factory=Counter)
    decisions: int = 0
    best: int = 0
    throws: int = 0
    throw_points: int = 0
    dug_for: int = 0
    dug_against: int = 0
    dealt: int = 0
    held: int = 0

    def play(self, p: dict[str, Any]) -> None:
        self.lost += p["cost"] or 0
        if p["grade"] is not None:
            self.grades[p["grade"]] += 1
            if p["choices"] > 1:
                self.decisions += 1
                self.best += p["grade"] == Grade.BEST

    def dict(self) -> dict[str, Any]:
        per = 100 / self.hands if self.hands else 0.0
        return {
            "hands": self.hands,
            "points_lost": self.lost,
            "lost_per_hand": round(self.lost / self.hands, 2) if self.hands else None,
            "best_share": round(self.best / self.decisions, 4) if self.decisions else None,
            "decisions": self.decisions,
            "best": self.best,
            "blunders": self.grades[Grade.BLUNDER],
            "mistakes": self.grades[Grade.MISTAKE],
            "inaccuracies": self.grades[Grade.INACCURACY],
            "blunders_per_100": round(self.grades[Grade.BLUNDER] * per, 2),
            "mistakes_per_100": round(self.grades[Grade.MISTAKE] * per, 2),
            "inaccuracies_per_100": round(self.grades[Grade.INACCURACY] * per, 2),
            "failed_throws": self.throws,
            "failed_throw_points": self.throw_points,
            "bottom_dug_for": self.dug_for,
            "bottom_dug_against": self.dug_against,
            "dealt": self.dealt,
            "held": self.held,
            "hold_rate": round(self.held / self.dealt, 4) if self.dealt else None,
        }


@dataclass
class Leaks:
    """A batch's leaks, per seat name and per side: :meth:`add` each hand's JSON object
    (:func:`review_dict`), so the summary is the rows summed."""

    hands: int = 0
    reviewed: int = 0
    who: dict[str, _Who] = field(default_factory=dict)
    multipliers: Counter[int] = field(default_factory=Counter)
    costly: list[tuple[int, int, int, dict[str, Any], dict[str, Any]]] = field(default_factory=list)
    """(severity, -cost, order, hand, play) of every costly play."""

    def add(self, hand: dict[str, Any]) -> None:
        self.hands += 1
        if not hand["reviewed"]:
            return
        self.reviewed += 1
        sides = hand["sides"]
        for seat in hand["seats"]:
            self._hand(self._get(seat), hand, lambda s, me=seat: s == me, sides.get(seat))
        for side in Side:
            self._hand(self._get(str(side)), hand, lambda s, me=side: sides.get(s) == me, side)
        bottom = hand["bottom"]
        if bottom is not None and bottom["dug"]:
            self.multipliers[bottom["multiplier"]] += 1
        for p in hand["plays"]:
            if p["cost"] and p["grade"] is not None:
                rank = SEVERITY.index(Grade(p["grade"]))
                self.costly.append((rank, -p["cost"], len(self.costly), hand, p))

    def _get(self, key: str) -> _Who:
        return self.who.setdefault(key, _Who())

    @staticmethod
    def _hand(who: _Who, hand: dict[str, Any], owns: Any, side: str | None) -> None:
        """Add a hand to ``who``: ``owns(seat)`` says whether a seat's plays are its,
        ``side`` is its side in the hand."""
        who.hands += 1
        for p in hand["plays"]:
            if owns(p["seat"]):
                who.play(p)
        for t in hand["failed_throws"]:
            if owns(t["seat"]):
                who.throws += 1
                who.throw_points += t["points"]
        bottom = hand["bottom"]
        if bottom is not None and bottom["dug"] and side is not None:
            who.dug_for += side == Side.DEFENDERS
            who.dug_against += side == Side.DEALER
        if hand["dealer"] is not None and owns(hand["dealer"]):
            who.dealt += 1
            who.held += hand["result"] is not None and hand["result"]["side"] == Side.DEALER

    def biggest(self) -> list[tuple[dict[str, Any], dict[str, Any]]]:
        """The batch's costliest plays, the most serious grade first, then by cost, in input
        order among equals."""
        return [(hand, p) for *_, hand, p in sorted(self.costly, key=lambda e: e[:3])[:BIGGEST]]

    def dict(self) -> dict[str, Any]:
        """The leaks as ``review --summary --format json`` prints them."""
        return {
            "hands": self.hands,
            "reviewed": self.reviewed,
            "seats": {k: w.dict() for k, w in sorted(self.who.items()) if k not in _SIDES},
            "sides": {str(s): self._get(str(s)).dict() for s in Side},
            "multipliers": {str(k): v for k, v in sorted(self.multipliers.items())},
            "biggest": [
                {"file": h["file"], "hand": h["hand"]}
                | {k: p[k] for k in ("trick", "seat", "grade", "cost", "cards", "best")}
                for h, p in self.biggest()
            ],
        }

    def text(self, lang: Lang = "en") -> str:
        """The leaks as ``review --summary`` prints them."""
        lines = [_say(lang, "review.leaks.title", hands=self.hands, reviewed=self.reviewed)]
        lines.append(self._table(lang))
        hist = " ".join(f"×{k}: {v}" for k, v in sorted(self.multipliers.items())) or "—"
        n = sum(self.multipliers.values())
        lines.append(_say(lang, "review.leaks.multipliers", n=n, histogram=hist))
        lines.append(_say(lang, "review.leaks.biggest"))
        lines += [f"  {_item(h, p, lang)}" for h, p in self.biggest()]
        if not self.costly:
            lines.append("  " + _say(lang, "review.leaks.none"))
        return "\n".join(lines) + "\n"

    def _table(self, lang: Lang) -> str:
        heads = [_say(lang, f"review.leaks.col.{c}") for c in _LEAK_COLUMNS]
        keys = [*sorted(k for k in self.who if k not in _SIDES), *(str(s) for s in Side)]
        rows = [_leak_row(k, self._get(k).dict(), lang) for k in keys]
        return simple_table(rows, heads, right=tuple(range(1, 9)))


_LEAK_COLUMNS = (
    "who",
    "hands",
    "lost",
    "best",
    "blunders",
    "mistakes",
    "inaccuracies",
    "throws",
    "throw-points",
    "dug",
    "held",
)


def _leak_row(key: str, d: dict[str, Any], lang: Lang) -> list[object]:
    share = d["best_share"]
    return [
        term(Side(key), lang) if key in _SIDES else key,
        d["hands"],
        "—" if d["lost_per_hand"] is None else f"{d['lost_per_hand']:.1f}",
        "—" if share is None else f"{100 * share:.0f}",
        f"{d['blunders_per_100']:.1f}",
        f"{d['mistakes_per_100']:.1f}",
        f"{d['inaccuracies_per_100']:.1f}",
        d["failed_throws"],
        d["failed_throw_points"],
        f"{d['bottom_dug_for']}/{d['bottom_dug_against']}",
        f"{d['held']}/{d['dealt']}" if d["dealt"] else "—",
    ]


def _item(hand: dict[str, Any], p: dict[str, Any], lang: Lang) -> str:
    return _say(
        lang,
        "review.leaks.item",
        source=hand["file"],
        hand=hand["hand"],
        trick=p["trick"],
        seat=p["seat"],
        grade=term(p["grade"], lang),
        cost=p["cost"],
        cards=_symbols(p["cards"]),
        best=_symbols(p["best"]),
    )


def _symbols(cards: list[str] | None) -> Cards | str:
    """ASCII cards (a row's) as the text writes cards."""
    return "?" if cards is None else Cards(tuple(parse_card(c) for c in cards))


def _side_of(r: HandReport, seat: str) -> Side | None:
    if r.dealer is None or seat not in r.seats or r.dealer not in r.seats:
        return None
    apart = (r.seats.index(seat) - r.seats.index(r.dealer)) % 2
    return Side.DEFENDERS if apart else Side.DEALER
