"""Renderers over replay reports: text (tabulate), JSON, JSON lines, CSV.

Each renderer is a class with ``render(reports) -> str`` over the same
:class:`~shengji_cli.replay.HandReport` data; none of them computes anything.
"""

from __future__ import annotations

import csv
import io
import json
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tabulate import tabulate

from ..core.cards import RANK_NAMES, card_symbol
from ..core.findings import Finding, HandReport, InputError
from ..core.messages import Msg
from .catalog import render
from .i18n import zh
from .json import error_text, hand_dict
from .lang import Lang
from .match_table import render_match_table

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
        "count": "count", "seat": "seat", "flagged": "hands with violations", "unreadable_hands": "unreadable hands",
        "clean_hands": "clean hands", "unreadable_files": "unreadable files",
        "file": "file", "more": "and {} more",
        ":": ": ", "head": "{source} hand {hand} — variant {variant} {version}",
        "setting": "dealer {dealer}, level {level}, {trump}", "at": "trick {}",
        "penalty_line": "{seat} {points} (trick {trick}, {effect:+d} defenders' points)",
        "result_line": "{side} +{levels}; next dealer {next}", "bottom_line": "{points} x{multiplier} ({kept})",
        "note": " ({})",
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
        "count": "次数", "seat": "座位", "flagged": "有违例的副数", "unreadable_hands": "无法读取的牌局",
        "clean_hands": "无违例的副数", "unreadable_files": "无法读取的文件",
        "file": "文件", "more": "另有 {} 项",
        ":": "：", "head": "{source} 第 {hand} 副 — 规则 {variant} {version}",
        "setting": "庄家 {dealer}，级 {level}，{trump}", "at": "第 {} 圈",
        "penalty_line": "{seat} {points}（第 {trick} 圈，闲家得分 {effect:+d}）",
        "result_line": "{side} +{levels}；下一庄家 {next}", "bottom_line": "{points} x{multiplier}（{kept}）",
        "note": "（{}）",
    },
}

KIND_ZH = {
    "card-not-held": "出了手中没有的牌", "card-count": "多牌或少牌", "deck": "牌数不符",
    "wrong-leader": "领出者错误", "wrong-order": "出牌顺序错误", "bury": "扣错底牌",
    "illegal-lead": "领出不合规", "illegal-follow": "跟错牌", "failed-throw": "甩错牌未罚",
    "wrong-forced-play": "甩错后出牌错误", "false-failed-throw": "误判甩错", "points-mismatch": "得分不符",
    "bottom-mismatch": "底分不符", "level-mismatch": "升级不符", "penalty-mismatch": "罚分不符",
    "illegal-declaration": "亮主违例", "unverifiable": "无法核对",
    "dealer-mismatch": "庄家不符", "trump-mismatch": "主牌不符",
}

STANDING_ZH = {"discard": "垫牌", "beat": "管上", "ruff": "将吃", "over-ruff": "超将吃"}
"""A play's standing in the trick table (``lead`` and ``follow`` are not shown)."""

TRUMP_ZH = {"S": "主 黑桃", "H": "主 红心", "C": "主 梅花", "D": "主 方块", "NT": "无主"}
"""The trump in a hand's heading."""


def _cards(cards: Iterable[int]) -> str:
    return " ".join(card_symbol(c) for c in cards)


class TextReporter:
    """Human-readable report: a per-trick table, the violations, the score.  With ``lang="zh"``
    the labels, the findings' messages (:func:`~shengji_cli.i18n.zh`) and their rulings (the
    variant's ``rulings_zh``) are in Chinese."""

    def __init__(self, lang: Lang = "en") -> None:
        self.t = TEXT[lang]
        self.lang = lang
        self.chinese = lang == "zh"

    def kind(self, kind: str) -> str:
        return f"{kind} ({KIND_ZH[kind]})" if self.chinese and kind in KIND_ZH else kind

    def message(self, m: Msg) -> str:
        text = render(m, self.lang)
        return zh(text) if self.chinese and m.id == "legacy.en" else text

    def error(self, e: InputError) -> str:
        text = error_text(e, self.lang)
        return zh(text) if self.chinese and e.message.id == "legacy.en" else text

    def ruling(self, f: Finding, r: HandReport | None) -> str:
        """The finding's ruling (the variant's ``rulings_zh`` under ``--lang zh``, where it has one)."""
        return f.ruling.get(self.lang)

    def where(self, f: Finding, sep: str) -> str:
        return sep.join(x for x in (self.t["at"].format(f.trick) if f.trick else "", f.seat or "") if x)

    def standing(self, standing: str) -> str:
        return STANDING_ZH.get(standing, standing) if self.chinese else standing

    def trump(self, trump: str | None) -> str:
        """``trump C`` reads ``主 梅花`` (``无主``) in Chinese."""
        if self.chinese:
            return TRUMP_ZH.get(trump or "", f"{self.t['trump']} {trump or '?'}")
        return f"{self.t['trump']} {trump}"

    def render(self, reports: Sequence[HandReport]) -> str:
        return "\n".join(self.render_one(r) for r in reports)

    def render_one(self, r: HandReport) -> str:
        t = self.t
        c = t[":"]
        head = t["head"].format(source=r.source, hand=r.hand, variant=r.variant, version=r.variant_version)
        if r.error is not None:
            return f"{head}\n  {t['error']}{c}{self.error(r.error)}\n"
        lines = [head, t["setting"].format(dealer=r.dealer, level=RANK_NAMES.get(r.level or 0, r.level),
                                                trump=self.trump(r.trump))]
        rows = []
        for tr in r.tricks:
            plays = {p.seat: (_cards(p.attempted) + " -> " if p.attempted else "") + _cards(p.cards)
                     + ("" if p.standing in ("lead", "follow") else f" ({self.standing(p.standing)})")
                     for p in tr.plays}
            rows.append([tr.number, tr.leader] + [plays.get(s, "") for s in r.seats] + [tr.winner, tr.points])
        if rows:
            lines.append(tabulate(rows, headers=[t["trick"], t["leader"], *r.seats, t["winner"], t["points"]],
                                  tablefmt="simple"))
        lines.append("")
        if r.violations:
            lines.append(f"{t['violations']}{c.rstrip()}")
            for f in r.violations:
                lines.append(self.finding(f, r))
        else:
            lines.append(t["none"])
        if r.unverifiable:
            lines.append(f"{t['unverifiable']}{c.rstrip()}")
            for f in r.unverifiable:
                where = self.where(f, " ")
                lines.append(f"  - {where + c if where else ''}{self.message(f.message)}")
        for p in r.penalties:
            lines.append(t["penalty"] + c + t["penalty_line"].format(
                seat=p.seat, points=p.points, trick=p.trick, effect=p.effect))
        if r.bottom is not None:
            kept = t["awarded"] + f" {r.bottom.awarded}" if r.bottom.awarded else t["kept"]
            lines.append(t["bottom"] + c + t["bottom_line"].format(
                points=r.bottom.points, multiplier=r.bottom.multiplier, kept=kept))
        if r.defenders_points is not None:
            lines.append(f"{t['defenders']}{c}{r.defenders_points}")
        if r.result is not None:
            note = r.result.note
            lines.append(t["result"] + c + t["result_line"].format(
                side=t["side." + r.result.side], levels=r.result.levels, next=r.result.next_dealer)
                + ("" if note is None else t["note"].format(self.message(note))))
        elif not r.complete:
            lines.append(t["incomplete"])
        out = "\n".join(lines) + "\n"
        if r.match is not None:
            out += "\n" + render_match_table(r.match, self.lang)
        return out

    def finding(self, f: Finding, r: HandReport | None = None) -> str:
        """A violation's lines; ``r``, the hand's report, names the variant whose Chinese
        ruling ``--lang zh`` shows."""
        c = self.t[":"]
        where = self.where(f, "，" if self.chinese else ", ")
        out = f"  - {self.kind(f.kind)}{' [' + where + ']' if where else ''}{c}{self.message(f.message)}"
        if f.rule.en:
            out += f"\n      {self.t['rule']}{c}{f.rule.get(self.lang)}"
        ruling = self.ruling(f, r)
        if ruling:
            out += f"\n      {self.t['ruling']}{c}{ruling}"
        return out


class JsonReporter:
    """``{"records": [...]}`` as SPEC.md fixes it."""

    def render(self, reports: Sequence[HandReport]) -> str:
        return render_stream(reports, "json")


class JsonlReporter:
    """One record object per line."""

    def render(self, reports: Sequence[HandReport]) -> str:
        return render_stream(reports, "jsonl")


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
        "next_dealer": r.result.next_dealer if r.result else "",
        "error": error_text(r.error) if r.error else "",
    }


def _csv_line(values: Iterable[Any]) -> str:
    buf = io.StringIO()
    csv.writer(buf, lineterminator="\n").writerow(values)
    return buf.getvalue()


class CsvReporter:
    """Header plus one row per hand."""

    def render(self, reports: Sequence[HandReport], header: bool = True) -> str:
        return render_stream(reports, "csv") if header else "".join(map(RowRenderer("csv"), reports))


# ---------------------------------------------------------------- streaming


@dataclass(frozen=True, slots=True)
class Frame:
    """How rows of one format are framed into a document: ``head`` + rows joined by ``sep`` +
    ``tail``, or ``empty`` when there are no rows."""

    head: str
    sep: str
    tail: str
    empty: str


FRAMES = {
    "text": Frame("", "\n", "", ""),
    "json": Frame('{\n  "records": [\n', ",\n", "\n  ]\n}\n", '{\n  "records": []\n}\n'),
    "jsonl": Frame("", "", "", ""),
    "csv": Frame(_csv_line(CSV_FIELDS), "", "", _csv_line(CSV_FIELDS)),
    "sj": Frame("", "---\n", "", ""),
}
"""Framing per output format (``sj``: canonical record text, hands separated by ``---``)."""


_JSONL = json.JSONEncoder(ensure_ascii=False, check_circular=False).encode
_JSON = json.JSONEncoder(ensure_ascii=False, check_circular=False, indent=2).encode
"""``json.dumps(…, ensure_ascii=False)`` (and with ``indent=2``) without its per-call set-up:
``to_dict`` makes a tree, so there is no cycle to look for."""


class RowRenderer:
    """One hand's output row in a format, without framing: picklable, so workers can render.

    >>> r = HandReport(source="a.sj", hand=1, variant="national", variant_version="1.0",
    ...                error=InputError("a.sj", Msg.of("legacy.en", en="a.sj: cannot read")))
    >>> RowRenderer("csv")(r)
    'a.sj,1,national,False,0,,,,,,,,a.sj: cannot read\\n'
    """

    def __init__(self, fmt: str, lang: Lang = "en") -> None:
        if fmt not in ("text", "json", "jsonl", "csv"):
            raise ValueError(f"no row format {fmt!r}")
        self.fmt = fmt
        self.lang = lang
        self.text = TextReporter(lang) if fmt == "text" else None

    def __call__(self, r: HandReport) -> str:
        if self.text is not None:
            return self.text.render_one(r)
        if self.fmt == "jsonl":
            return _JSONL(hand_dict(r, self.lang)) + "\n"
        if self.fmt == "json":
            return "    " + _JSON(hand_dict(r, self.lang)).replace("\n", "\n    ")
        row = csv_row(r)
        return _csv_line(row[k] for k in CSV_FIELDS)


def render_stream(reports: Iterable[HandReport], fmt: str, lang: Lang = "en") -> str:
    """A whole document of ``reports`` in ``fmt``, framed as a streamed batch frames it."""
    frame = FRAMES[fmt]
    rows = [RowRenderer(fmt, lang)(r) for r in reports]
    return frame.head + frame.sep.join(rows) + frame.tail if rows else frame.empty


class BatchSummary:
    """Running totals of a batch, for ``check --summary``: constant memory whatever its size
    (at most ``keep`` unreadable inputs are listed by name)."""

    def __init__(self, keep: int = 50) -> None:
        self.files = 0
        self.hands = 0
        self.clean = 0
        self.flagged = 0
        self.unreadable_files = 0
        self.unreadable_hands = 0
        self.kinds: Counter[str] = Counter()
        self.unreadable: list[tuple[str, str]] = []
        self.keep = keep

    def add(self, source: str, hands: int, clean: int, flagged: int, kinds: Mapping[str, int],
            errors: Sequence[str], file_error: bool) -> None:
        """Count one file: its hands read, clean and with violations, the violations by kind,
        and the errors of blocks (or, with ``file_error``, of the file) that could not be read."""
        self.files += 1
        self.hands += hands
        self.clean += clean
        self.flagged += flagged
        self.kinds.update(kinds)
        if file_error:
            self.unreadable_files += 1
        else:
            self.unreadable_hands += len(errors)
        for e in errors[:max(0, self.keep - len(self.unreadable))]:
            self.unreadable.append((source, e.splitlines()[0] if e else ""))

    @property
    def exit_code(self) -> int:
        """0 all clean, 1 a violation, 2 something unreadable."""
        if self.unreadable_files or self.unreadable_hands:
            return 2
        return 1 if self.flagged else 0

    def to_dict(self) -> dict[str, Any]:
        return {"files": self.files, "hands": self.hands, "clean": self.clean, "with_violations": self.flagged,
                "unreadable_files": self.unreadable_files, "unreadable_hands": self.unreadable_hands,
                "violations": dict(sorted(self.kinds.items())),
                "unreadable": [{"file": f, "error": e} for f, e in self.unreadable]}

    def render(self, lang: Lang = "en") -> str:
        t = TEXT[lang]
        rows = [[t["files"], self.files], [t["hands"], self.hands], [t["clean_hands"], self.clean],
                [t["flagged"], self.flagged], [t["unreadable_files"], self.unreadable_files]]
        if self.unreadable_hands:
            rows.append([t["unreadable_hands"], self.unreadable_hands])
        out = tabulate(rows, tablefmt="simple")
        if self.kinds:
            kind = TextReporter(lang).kind
            out += "\n\n" + tabulate([[kind(k), n] for k, n in sorted(self.kinds.items())],
                                      headers=[t["kind"], t["count"]], tablefmt="simple")
        if self.unreadable:
            more = self.unreadable_files + self.unreadable_hands - len(self.unreadable)
            out += "\n\n" + tabulate(self.unreadable, headers=[t["file"], t["error"]], tablefmt="simple",
                                      maxcolwidths=[None, 80], disable_numparse=True)
            if more > 0:
                out += f"\n({t['more'].format(more)})"
        return out + "\n"


class SummaryReporter:
    """A tabulate summary of a batch: files, hands, clean hands, violations by kind, unreadable."""

    def __init__(self, lang: Lang = "en") -> None:
        self.lang = lang

    def render(self, reports: Sequence[HandReport]) -> str:
        s = BatchSummary()
        by_file: dict[str, list[HandReport]] = {}
        for r in reports:
            by_file.setdefault(r.source, []).append(r)
        for source, rs in by_file.items():
            ok = [r for r in rs if r.error is None]
            s.add(source, len(ok), sum(r.ok for r in ok), sum(not r.ok for r in ok),
                  Counter(f.kind for r in ok for f in r.violations),
                  [error_text(r.error) for r in rs if r.error is not None],
                  False)
        return s.render(self.lang)
