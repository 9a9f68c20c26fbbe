"""The match table: one row per hand, both sides' levels after it, the winner."""

from __future__ import annotations

from tabulate import tabulate

from ..core.findings import MatchReport
from ..core.levels import rank_name as _rank
from .catalog import render
from .lang import Lang

_HEAD = {
    "en": ("hand", "dealer", "level", "trump", "points", "bottom", "result", "notes"),
    "zh": ("副", "庄家", "级", "主", "得分", "底牌", "结果", "备注"),
}
_SIDES = {"en": {"dealer": "dealer", "defenders": "defenders"}, "zh": {"dealer": "庄家", "defenders": "闲家"}}


_TRUMP_ZH = {"S": "黑桃", "H": "红心", "C": "梅花", "D": "方块", "NT": "无主"}


def _trump_name(trump: str | None, lang: Lang) -> str:
    if trump is None:
        return "?"
    return _TRUMP_ZH.get(trump, trump) if lang == "zh" else trump


def render_match_table(report: MatchReport, lang: Lang = "en") -> str:
    """The match as a text table: one row per hand, both sides' levels after it, the winner."""
    lang = lang if lang in _HEAD else "en"
    head = list(_HEAD[lang][:7]) + list(report.partnerships) + [_HEAD[lang][7]]
    rows = []
    for h in report.hands:
        bottom = "" if h.bottom is None else f"{h.bottom.points} x{h.bottom.multiplier}"
        result = "" if h.result is None else f"{_SIDES[lang][h.result.side]} +{h.result.levels}"
        after = ["?", "?"] if h.levels_after is None else [_rank(x) for x in h.levels_after]
        rows.append([h.hand, h.dealer or "?", "?" if h.level is None else _rank(h.level), _trump_name(h.trump, lang),
                     "" if h.defenders_points is None else h.defenders_points, bottom, result, *after,
                     "; ".join(render(n, lang) for n in h.notes)])
    start = (("start" if lang == "en" else "开始"), "", "", "", "", "", "",
             *(_rank(x) for x in report.start_levels), "")
    text = tabulate([list(start), *rows], headers=head, tablefmt="simple")
    text += "".join("\n" + render(n, lang) for n in report.notes)
    title = (f"match: {report.source} ({report.variant} {report.variant_version})" if lang == "en"
             else f"比赛：{report.source} ({report.variant} {report.variant_version})")
    if report.winner is not None:
        end = (f"{report.winner} won the match in hand {report.ended_at}" if lang == "en"
               else f"{report.winner} 第 {report.ended_at} 副获胜")
    else:
        end = "the match is not over" if lang == "en" else "比赛未结束"
    return f"{title}\n{text}\n{end}\n"
