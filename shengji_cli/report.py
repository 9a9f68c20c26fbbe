"""Renderers over replay reports: text (tabulate), JSON, JSON lines, CSV.

Each renderer is a class with ``render(reports) -> str`` over the same
:class:`~shengji_cli.replay.HandReport` data; none of them computes anything.
"""

from __future__ import annotations

import csv
import io
import json
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from tabulate import tabulate

from .cards import card_symbol
from .replay import Finding, HandReport

TEXT = {
    "en": {
        "trick": "#", "leader": "leader", "winner": "winner", "points": "points",
        "violations": "Violations", "none": "no violations", "unverifiable": "Not verifiable",
        "rule": "rule", "ruling": "ruling", "defenders": "defenders' points", "bottom": "bottom",
        "result": "result", "next": "next dealer", "variant": "variant", "hand": "hand",
        "dealer": "dealer", "level": "level", "trump": "trump", "penalty": "penalty",
        "incomplete": "the hand is not complete", "error": "error", "side.dealer": "dealer side",
        "side.defenders": "defenders", "awarded": "awarded", "kept": "kept by the dealer side",
        "files": "files", "hands": "hands", "clean": "clean", "unreadable": "unreadable", "kind": "kind",
        "count": "count", "seat": "seat",
    },
    "zh": {
        "trick": "圈", "leader": "领出", "winner": "大牌", "points": "分",
        "violations": "违例", "none": "无违例", "unverifiable": "无法核对",
        "rule": "条款", "ruling": "判罚", "defenders": "闲家得分", "bottom": "底牌",
        "result": "结果", "next": "下一庄家", "variant": "规则", "hand": "副",
        "dealer": "庄家", "level": "级", "trump": "主", "penalty": "罚分",
        "incomplete": "本副牌未打完", "error": "错误", "side.dealer": "庄家方",
        "side.defenders": "闲家", "awarded": "计入", "kept": "庄家保底",
        "files": "文件", "hands": "副数", "clean": "无违例", "unreadable": "无法读取", "kind": "类别",
        "count": "次数", "seat": "座位",
    },
}

KIND_ZH = {
    "card-not-held": "出了手中没有的牌", "card-count": "多牌或少牌", "deck": "牌数不符",
    "wrong-leader": "领出者错误", "wrong-order": "出牌顺序错误", "bury": "扣错底牌",
    "illegal-lead": "领出不合规", "illegal-follow": "跟错牌", "failed-throw": "甩错牌未罚",
    "wrong-forced-play": "甩错后出牌错误", "false-failed-throw": "误判甩错", "points-mismatch": "得分不符",
    "bottom-mismatch": "底分不符", "level-mismatch": "升级不符", "penalty-mismatch": "罚分不符",
    "illegal-declaration": "亮主违例", "unverifiable": "无法核对",
}


def _cards(cards: Iterable[int]) -> str:
    return " ".join(card_symbol(c) for c in cards)


class TextReporter:
    """Human-readable report: a per-trick table, the violations, the score."""

    def __init__(self, lang: str = "en") -> None:
        self.t = TEXT[lang]
        self.lang = lang

    def kind(self, kind: str) -> str:
        return f"{kind} ({KIND_ZH[kind]})" if self.lang == "zh" and kind in KIND_ZH else kind

    def render(self, reports: Sequence[HandReport]) -> str:
        return "\n".join(self.render_one(r) for r in reports)

    def render_one(self, r: HandReport) -> str:
        t = self.t
        head = f"{r.source} {t['hand']} {r.hand} — {t['variant']} {r.variant} {r.variant_version}"
        if r.error is not None:
            return f"{head}\n  {t['error']}: {r.error}\n"
        lines = [head, f"{t['dealer']} {r.dealer}, {t['level']} {r.level}, {t['trump']} {r.trump}"]
        rows = []
        for tr in r.tricks:
            plays = {p.seat: (_cards(p.attempted) + " -> " if p.attempted else "") + _cards(p.cards)
                     + ("" if p.standing in ("lead", "follow") else f" ({p.standing})") for p in tr.plays}
            rows.append([tr.number, tr.leader] + [plays.get(s, "") for s in r.seats] + [tr.winner, tr.points])
        if rows:
            lines.append(tabulate(rows, headers=[t["trick"], t["leader"], *r.seats, t["winner"], t["points"]],
                                  tablefmt="simple"))
        lines.append("")
        if r.violations:
            lines.append(f"{t['violations']}:")
            for f in r.violations:
                lines.append(self.finding(f))
        else:
            lines.append(t["none"])
        if r.unverifiable:
            lines.append(f"{t['unverifiable']}:")
            for f in r.unverifiable:
                where = " ".join(x for x in (f"trick {f.trick}" if f.trick else "", f.seat or "") if x)
                lines.append(f"  - {where + ': ' if where else ''}{f.message}")
        for p in r.penalties:
            lines.append(f"{t['penalty']}: {p.seat} {p.points} (trick {p.trick}, {p.effect:+d} {t['defenders']})")
        if r.bottom is not None:
            kept = t["awarded"] + f" {r.bottom.awarded}" if r.bottom.awarded else t["kept"]
            lines.append(f"{t['bottom']}: {r.bottom.points} x{r.bottom.multiplier} ({kept})")
        if r.defenders_points is not None:
            lines.append(f"{t['defenders']}: {r.defenders_points}")
        if r.result is not None:
            lines.append(f"{t['result']}: {t['side.' + r.result.side]} +{r.result.levels}; "
                         f"{t['next']} {r.result.next_dealer}")
        elif not r.complete:
            lines.append(t["incomplete"])
        return "\n".join(lines) + "\n"

    def finding(self, f: Finding) -> str:
        where = ", ".join(x for x in (f"trick {f.trick}" if f.trick else "", f.seat or "") if x)
        out = f"  - {self.kind(f.kind)}{' [' + where + ']' if where else ''}: {f.message}"
        if f.rule:
            out += f"\n      {self.t['rule']}: {f.rule}"
        if f.ruling:
            out += f"\n      {self.t['ruling']}: {f.ruling}"
        return out


class JsonReporter:
    """``{"records": [...]}`` as SPEC.md fixes it."""

    def render(self, reports: Sequence[HandReport]) -> str:
        return json.dumps({"records": [r.to_dict() for r in reports]}, ensure_ascii=False, indent=2) + "\n"


class JsonlReporter:
    """One record object per line."""

    def render(self, reports: Sequence[HandReport]) -> str:
        return "".join(json.dumps(r.to_dict(), ensure_ascii=False) + "\n" for r in reports)


CSV_FIELDS = ("file", "hand", "variant", "ok", "violations", "kinds", "defenders_points", "bottom_points",
              "bottom_multiplier", "result_side", "result_levels", "next_dealer", "error")


def csv_row(r: HandReport) -> dict[str, Any]:
    """One CSV row per hand."""
    return {
        "file": r.source, "hand": r.hand, "variant": r.variant, "ok": r.ok,
        "violations": len(r.violations), "kinds": ";".join(sorted({f.kind for f in r.violations})),
        "defenders_points": r.defenders_points,
        "bottom_points": r.bottom.points if r.bottom else "", "bottom_multiplier": r.bottom.multiplier if r.bottom else "",
        "result_side": r.result.side if r.result else "", "result_levels": r.result.levels if r.result else "",
        "next_dealer": r.result.next_dealer if r.result else "", "error": r.error or "",
    }


class CsvReporter:
    """Header plus one row per hand."""

    def render(self, reports: Sequence[HandReport], header: bool = True) -> str:
        buf = io.StringIO()
        w = csv.DictWriter(buf, fieldnames=CSV_FIELDS, lineterminator="\n")
        if header:
            w.writeheader()
        for r in reports:
            w.writerow(csv_row(r))
        return buf.getvalue()


class SummaryReporter:
    """A tabulate summary of a batch: files, hands, clean hands, violations by kind, unreadable."""

    def __init__(self, lang: str = "en") -> None:
        self.t = TEXT[lang]

    def render(self, reports: Sequence[HandReport]) -> str:
        t = self.t
        files = {r.source for r in reports}
        unreadable = {r.source for r in reports if r.error is not None}
        kinds = Counter(f.kind for r in reports for f in r.violations)
        rows = [[t["files"], len(files)], [t["hands"], sum(1 for r in reports if r.error is None)],
                [t["clean"], sum(1 for r in reports if r.ok)], [t["unreadable"], len(unreadable)]]
        out = tabulate(rows, tablefmt="simple")
        if kinds:
            out += "\n\n" + tabulate(sorted(kinds.items()), headers=[t["kind"], t["count"]], tablefmt="simple")
        return out + "\n"
