"""Messages of the review part (id → English, Chinese): ``shengji review``'s text, its leaks
summary and its errors (report/review.py, cli/review.py)."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    "review.head": (
        "{source} hand {hand} — variant {variant} {version} — reviewed from trick {trick} of "
        "{tricks} ({limit})",
        "{source} 第 {hand} 副 — 规则 {variant} {version} — 从第 {trick} 圈起复盘（共 {tricks} "
        "圈；{limit}）",
    ),
    "review.head.not-reviewed": (
        "{source} hand {hand} — variant {variant} {version} — not reviewed: {reason}",
        "{source} 第 {hand} 副 — 规则 {variant} {version} — 未复盘：{reason}",
    ),
    "review.head.none": (
        "{source} hand {hand} — variant {variant} {version} — not reviewed: not even the last "
        "trick was solved ({limit})",
        "{source} 第 {hand} 副 — 规则 {variant} {version} — 未复盘：连最后一圈也未解出（{limit}）",
    ),
    "review.limit.time": ("the CPU budget stopped it", "CPU 时间预算所限"),
    "review.limit.budget": (
        "an earlier search was not solved within its steps",
        "更早的搜索在步数预算内未解出",
    ),
    "review.limit.faults": (
        "a fault the table let stand comes before it",
        "此前有牌桌放过的违规",
    ),
    "review.limit.asked": ("as asked", "按要求"),
    "review.limit.start": ("the whole hand", "整副牌"),
    "review.before": (
        "tricks 1 to {last}: not analysed",
        "第 1 至 {last} 圈：未分析",
    ),
    "review.graph": (
        "defenders' points with best play before each trick: {points}",
        "每圈之前双方最佳出牌时的闲家得分：{points}",
    ),
    "review.graph.end": ("end {points}", "终局 {points}"),
    "review.col.trick": ("trick", "圈"),
    "review.col.seat": ("seat", "座位"),
    "review.col.played": ("played", "实际出牌"),
    "review.col.best": ("best", "最佳出牌"),
    "review.col.cost": ("cost", "代价"),
    "review.col.grade": ("grade", "评级"),
    "review.col.dummy": ("single dummy", "单明手"),
    "review.dummy": (
        "{cost} ± {error} over {n} deals; best {best} ({best_cost})",
        "{n} 副发牌平均代价 {cost} ± {error}；最佳 {best}（{best_cost}）",
    ),
    "review.dummy.none": ("no deal solved", "无可解的发牌"),
    "review.dummy.unlucky": ("unlucky, not wrong", "运气不好，并非打错"),
    "review.cards": ("{cards}", "{cards}"),
    "review.totals": (
        "{side:long}: {cost} points lost; blunders {blunders}, mistakes {mistakes}, "
        "inaccuracies {inaccuracies}; best {best} of {decisions} decisions",
        "{side}：失分 {cost}；大错 {blunders}，失误 {mistakes}，欠佳 {inaccuracies}；"
        "{decisions} 次选择中最佳 {best} 次",
    ),
    # The leaks summary (--summary).
    "review.leaks.title": (
        "leaks over {hands} hands ({reviewed} reviewed)",
        "共 {hands} 副牌的漏洞（复盘 {reviewed} 副）",
    ),
    "review.leaks.col.who": ("seat or side", "座位或方"),
    "review.leaks.col.hands": ("hands", "副数"),
    "review.leaks.col.lost": ("lost/hand", "每副失分"),
    "review.leaks.col.best": ("best %", "最佳 %"),
    "review.leaks.col.blunders": ("blunders/100", "大错/百副"),
    "review.leaks.col.mistakes": ("mistakes/100", "失误/百副"),
    "review.leaks.col.inaccuracies": ("inacc./100", "欠佳/百副"),
    "review.leaks.col.throws": ("failed throws", "甩牌失败"),
    "review.leaks.col.throw-points": ("their points", "其罚分"),
    "review.leaks.col.dug": ("dug for/against", "抠底 得/失"),
    "review.leaks.col.held": ("held as dealer", "坐庄守住"),
    "review.leaks.multipliers": (
        "bottom dug: {n} hands; multipliers {histogram}",
        "抠底：{n} 副；倍数 {histogram}",
    ),
    "review.leaks.biggest": ("the biggest mistakes:", "最大的失误："),
    "review.leaks.item": (
        "{source} hand {hand} trick {trick} {seat}: {grade}, {cost} points (played {cards}, "
        "best {best})",
        "{source} 第 {hand} 副 第 {trick} 圈 {seat}：{grade}，失 {cost} 分（实际 {cards}，最佳 "
        "{best}）",
    ),
    "review.leaks.none": ("no costly play", "没有失分的出牌"),
    # Errors of the command line.
    "review.error.horizon": (
        "--from-trick, --last and --budget choose the horizon: give one of them",
        "--from-trick、--last 与 --budget 三者只能给出一个",
    ),
}
