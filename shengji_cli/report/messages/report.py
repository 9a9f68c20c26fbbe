"""Messages of the report part (id → English, Chinese): the text report's headings, labels and
lines, the match table's, the batch summary's."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    # A hand's heading.
    "report.head": (
        "{source} hand {hand} — variant {variant} {version} — {status}",
        "{source} 第 {hand} 副 — 规则 {variant} {version} — {status}",
    ),
    # A hand's status (the JSON's `status`).
    "report.status.clean": ("clean", "完整、无违例"),
    "report.status.violations": ("violations", "有违例"),
    "report.status.incomplete": (
        "incomplete (the record stops before the end)",
        "未打完（记录未到最后一圈）",
    ),
    "report.status.unreadable": ("unreadable", "无法读取"),
    "report.setting": (
        "dealer {dealer}, level {level}, {trump}",
        "庄家 {dealer}，级 {level}，{trump}",
    ),
    "report.trump": ("trump {trump:code}", "主 {trump}"),
    "report.trump.nt": ("trump {trump:code}", "{trump}"),
    "report.error": ("error: {error}", "错误：{error}"),
    # The trick table's columns (the seats' are their names).
    "report.trick.number": ("#", "圈"),
    "report.trick.leader": ("leader", "领出"),
    "report.trick.winner": ("winner", "大牌"),
    "report.trick.points": ("points", "分"),
    # Findings.
    "report.violations": ("Violations:", "违例："),
    "report.no-violations": ("no violations", "无违例"),
    "report.unverifiable": ("Not verifiable:", "无法核对："),
    "report.kind": ("{kind:code}", "{kind}（{kind:code}）"),
    "report.finding": ("{kind} [{where}]: {message}", "{kind}[{where}]：{message}"),
    "report.finding.anywhere": ("{kind}: {message}", "{kind}：{message}"),
    "report.unverifiable.item": ("{where}: {message}", "{where}：{message}"),
    "report.where.trick": ("trick {trick}", "第 {trick} 圈"),
    "report.where.trick-seat": ("trick {trick}, {seat}", "第 {trick} 圈，{seat}"),
    "report.where.trick-seat.short": ("trick {trick} {seat}", "第 {trick} 圈 {seat}"),
    "report.rule": ("rule: {rule}", "条款：{rule}"),
    "report.ruling": ("ruling: {ruling}", "判罚：{ruling}"),
    # The score.
    "report.penalty": (
        "penalty: {seat} {points} (trick {trick}, {effect:+d} defenders' points)",
        "罚分：{seat} {points}（第 {trick} 圈，闲家得分 {effect:+d}）",
    ),
    "report.bottom.awarded": (
        "bottom: {points} x{multiplier} (awarded {awarded})",
        "底牌：{points} x{multiplier}（计入 {awarded}）",
    ),
    "report.bottom.kept": (
        "bottom: {points} x{multiplier} (kept by the {side:long})",
        "底牌：{points} x{multiplier}（{side}保底）",
    ),
    "report.defenders-points": ("defenders' points: {points}", "闲家得分：{points}"),
    "report.result": (
        "result: {side:long} +{levels}; next dealer {next}",
        "结果：{side} +{levels}；下一庄家 {next}",
    ),
    "report.note": (" ({note})", "（{note}）"),
    "report.incomplete": ("the hand is not complete", "本副牌未打完"),
    # The match table.
    "report.match.title": (
        "match: {source} ({variant} {version})",
        "比赛：{source}（{variant} {version}）",
    ),
    "report.match.hand": ("hand", "副"),
    "report.match.dealer": ("dealer", "庄家"),
    "report.match.level": ("level", "级"),
    "report.match.trump": ("trump", "主"),
    "report.match.points": ("points", "得分"),
    "report.match.bottom": ("bottom", "底牌"),
    "report.match.result": ("result", "结果"),
    "report.match.notes": ("notes", "备注"),
    "report.match.start": ("start", "开始"),
    "report.match.trump-of": ("{trump:code}", "{trump}"),
    "report.match.won": (
        "{winner} won the match in hand {hand}",
        "{winner} 于第 {hand} 副赢得比赛",
    ),
    "report.match.not-over": ("the match is not over", "比赛未结束"),
    # The batch summary.
    "report.summary.batch": ("batch", "整批"),
    "report.summary.number": ("number", "数目"),
    "report.summary.files": ("files", "文件"),
    "report.summary.hands": ("hands", "副数"),
    "report.summary.clean": ("clean hands", "无违例的副数"),
    "report.summary.flagged": ("hands with violations", "有违例的副数"),
    "report.summary.ruled": ("ruled differently", "判罚改变结果"),
    "report.summary.incomplete": ("incomplete hands", "未打完的副数"),
    "report.summary.unreadable-files": ("unreadable files", "无法读取的文件"),
    "report.summary.unreadable-hands": ("unreadable hands", "无法读取的副数"),
    "report.summary.kind": ("kind", "类别"),
    "report.summary.count": ("count", "次数"),
    "report.summary.file": ("file", "文件"),
    "report.summary.error": ("error", "错误"),
    "report.summary.more": ("(and {n} more)", "（另有 {n} 项）"),
    # a match ended on time (report/match_table.py).
    "report.match.won-on-time": (
        "{winner} won the match on time after hand {hand}",
        "比赛在第 {hand} 副后到时结束，{winner} 获胜",
    ),
    "report.match.on-time-no-winner": (
        "the match ended on time after hand {hand}, no winner",
        "比赛在第 {hand} 副后到时结束，未定胜方",
    ),
}
