"""Messages of the ruled result (id → English, Chinese): what the referee's ruling applies to a
hand (core.ruled) and how the report shows it."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    "ruled.no-rule": (
        "the rulebook gives the referee no rule for it after the fact: the result as played stands",
        "规则未给出事后发现时的判罚：按实际打出的结果",
    ),
    "ruled.throw-penalty": (
        "{least}–{most} points (the allowed forced plays withdraw different cards)",
        "罚 {least}–{most} 分（可出的强制牌收回的张数不同）",
    ),
    "ruled.throw-penalty-one": (
        "{points} points, the failed throw's penalty",
        "甩错罚 {points} 分",
    ),
    "ruled.effect.points": ("{points} to the defenders' points", "闲家得分 {points}"),
    "ruled.why.ruling": (
        "the {fault} ruling against {seat}, {effect}",
        "对 {seat} 的{fault}判罚，{effect}",
    ),
    "ruled.why.hand": ("{seat}'s {kind}, {effect}", "{seat} {kind}，{effect}"),
    "ruled.why.finding": (
        "{seat}'s {kind} at trick {trick}, {effect}",
        "{seat} 第 {trick} 圈{kind}，{effect}",
    ),
    # the report's lines
    "ruled.as-played": ("as played: {points} ({change})", "实际：{points}（{change}）"),
    "ruled.ruled": ("ruled: {points} ({change})", "判罚后：{points}（{change}）"),
    "ruled.ruled-why": (
        "ruled: {points} ({change}) — {why}",
        "判罚后：{points}（{change}）——{why}",
    ),
    "ruled.partial": (
        "ruled: {why} (no total: the record stops before the end)",
        "判罚：{why}（记录未到本副结束，无总分）",
    ),
    "ruled.change": ("{side} +{levels}", "{side}升 {levels} 级"),
    "ruled.changes": ("{first} or {second}", "{first}或{second}"),
    "ruled.unknown": ("?", "?"),
    "ruled.not-ruled": (
        "not ruled (the rulebook gives no rule after the fact): {what}",
        "未判罚（规则未给出事后发现时的判罚）：{what}",
    ),
    "ruled.not-ruled-item": ("{kind} [trick {trick}, {seat}]", "{kind}［第 {trick} 圈，{seat}］"),
    "ruled.not-ruled-hand": ("{kind} [{seat}]", "{kind}［{seat}］"),
}
