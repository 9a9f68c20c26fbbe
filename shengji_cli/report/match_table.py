"""The match table: one row per hand, both sides' levels after it, the winner (at most
:data:`~.wrap.TABLE_COLUMNS` wide: long notes wrap inside their cell)."""

from __future__ import annotations

from ..core.findings import MatchReport
from ..core.messages import Msg, Param, Rank
from ..core.vocab import Trump
from .catalog import render, separator, show
from .errors import shown_name
from .lang import Lang
from .terms import term, vocab
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
    from tabulate import tabulate  # imported on use: the start-up of a query

    def t(key: str, **params: Param) -> str:
        return render(Msg.of(key, **params), lang)

    def rank(level: int | None) -> str:
        return show(None if level is None else Rank(level), lang)

    head = [t(c) for c in _COLUMNS] + list(report.partnerships) + [t("report.match.notes")]
    rows = []
    for h in report.hands:
        bottom = "" if h.bottom is None else f"{h.bottom.points} x{h.bottom.multiplier}"
        result = "" if h.result is None else f"{term(h.result.side, lang)} +{h.result.levels}"
        after = ["?", "?"] if h.levels_after is None else [rank(x) for x in h.levels_after]
        rows.append(
            [
                h.hand,
                h.dealer or "?",
                rank(h.level),
                t("report.match.trump-of", trump=vocab(Trump, h.trump)),
                "" if h.defenders_points is None else h.defenders_points,
                bottom,
                result,
                *after,
                separator(lang).join(show(n, lang) for n in h.notes),
            ]
        )
    start = [
        t("report.match.start"),
        "",
        "",
        "",
        "",
        "",
        "",
        *(rank(x) for x in report.start_levels),
        "",
    ]
    body = fit_table([start, *rows], head, (len(head) - 1,))
    text = tabulate(body, headers=head, tablefmt="simple")
    text += "".join("\n" + show(n, lang) for n in report.notes)
    title = t(
        "report.match.title",
        source=shown_name(report.source),
        variant=report.variant,
        version=report.variant_version,
    )
    end = (
        t("report.match.won", winner=report.winner, hand=report.ended_at)
        if report.winner is not None
        else t("report.match.not-over")
    )
    if report.ended_on_time:
        end = (
            t("report.match.on-time-no-winner", hand=report.ended_at)
            if report.winner is None
            else t("report.match.won-on-time", winner=report.winner, hand=report.ended_at)
        )
    return f"{title}\n{text}\n{end}\n"
