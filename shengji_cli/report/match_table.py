"""The match table: one row per hand, both sides' levels after it, the winner (at most
:data:`~.wrap.TABLE_COLUMNS` wide: long notes wrap inside their cell).  Each column is aligned
by what it holds, never by reading its cells as numbers: names, trumps, results and notes left,
the points right, and a column of levels right while every level in it is a number."""

from __future__ import annotations

from ..core.messages import Msg, Param, Rank
from ..core.reports import MatchHand, MatchReport
from .catalog import render, separator, show
from .errors import shown_name
from .lang import Lang
from .table import simple_table
from .terms import term
from .wrap import fit_table

_COLUMNS = (
    "report.match.hand",
    "report.match.dealer",
    "report.match.level",
    "report.match.trump",
    "report.match.points",
    "report.match.bottom",
    "report.match.result",
)


def render_match_table(report: MatchReport, lang: Lang = "en") -> str:
    """The match as a text table: one row per hand, both sides' levels after it, the winner."""
    head = [_say(lang, c) for c in _COLUMNS] + list(report.partnerships)
    head.append(_say(lang, "report.match.notes"))
    start: list[object] = [_say(lang, "report.match.start"), *[""] * 6]
    start += [_rank(x, lang) for x in report.start_levels] + [""]
    rows: list[list[object]] = [start, *(_hand_row(h, lang) for h in report.hands)]
    body = fit_table(rows, head, (len(head) - 1,))
    text = simple_table(body, head, right=_right_columns(rows))
    text += "".join("\n" + show(n, lang) for n in report.notes)
    title = _say(
        lang,
        "report.match.title",
        source=shown_name(report.source),
        variant=report.variant,
        version=report.variant_version,
    )
    return f"{title}\n{text}\n{_end_line(report, lang)}\n"


_POINTS = 4
_LEVELS = (2, 7, 8)
"""The columns of the points and of the levels (the hand's, both sides' after it)."""


def _right_columns(rows: list[list[object]]) -> tuple[int, ...]:
    """The columns drawn right-aligned: the points, and each column of levels whose levels are
    all numbers (2 to 10); a face rank (J to A) or an unknown level (?) makes a column of words,
    drawn left-aligned as it always was."""
    numbers = [i for i in _LEVELS if all(str(r[i]).isdigit() for r in rows if r[i] != "")]
    return (_POINTS, *numbers)


def _say(lang: Lang, key: str, **params: Param) -> str:
    return render(Msg.of(key, **params), lang)


def _rank(level: int | None, lang: Lang) -> str:
    return show(None if level is None else Rank(level), lang)


def _hand_row(h: MatchHand, lang: Lang) -> list[object]:
    """A hand's row: its number, dealer, level, trump, points, bottom, result, both sides'
    levels after it, its notes."""
    bottom = "" if h.bottom is None else f"{h.bottom.points} x{h.bottom.multiplier}"
    result = "" if h.result is None else f"{term(h.result.side, lang)} +{h.result.levels}"
    after = ["?", "?"] if h.levels_after is None else [_rank(x, lang) for x in h.levels_after]
    return [
        h.hand,
        h.dealer or "?",
        _rank(h.level, lang),
        _say(lang, "report.match.trump-of", trump=h.trump),
        "" if h.defenders_points is None else h.defenders_points,
        bottom,
        result,
        *after,
        separator(lang).join(show(n, lang) for n in h.notes),
    ]


def _end_line(report: MatchReport, lang: Lang) -> str:
    """Who won the match, and when (on time: when time ran out), or that it is not over."""
    if report.ended_on_time:
        if report.winner is None:
            return _say(lang, "report.match.on-time-no-winner", hand=report.ended_at)
        return _say(lang, "report.match.won-on-time", winner=report.winner, hand=report.ended_at)
    if report.winner is not None:
        return _say(lang, "report.match.won", winner=report.winner, hand=report.ended_at)
    return _say(lang, "report.match.not-over")
