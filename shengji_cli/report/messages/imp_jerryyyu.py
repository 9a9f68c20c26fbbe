"""Messages of the `jerryyyu` importer (ids `imp_jerryyyu.…`)."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    "imp_jerryyyu.bad-value": ("event field {path}: {what}", "事件字段 {path}：{what}"),
    "imp_jerryyyu.no-rounds": (
        "the room log holds no round (no 'round_start' event)",
        "房间日志中没有任何一局（没有 'round_start' 事件）",
    ),
    "imp_jerryyyu.what.no-start": (
        "a '{kind}' event before any 'round_start'",
        "在任何 'round_start' 之前出现了 '{kind}' 事件",
    ),
    "imp_jerryyyu.what.rank": (
        "trump rank {value} is not one of 2–10 J Q K A",
        "级牌 {value} 不是 2–10、J、Q、K、A 之一",
    ),
    "imp_jerryyyu.what.suit": (
        "trump {value} is not one of S H C D NT",
        "主花色 {value} 不是 S、H、C、D、NT 之一",
    ),
    "imp_jerryyyu.what.seat": ("seat {value} is not 0–3", "座位 {value} 不在 0–3 之间"),
    "imp_jerryyyu.what.cards": (
        "not a list of {n} cards",
        "不是 {n} 张牌的列表",
    ),
    "imp_jerryyyu.what.card": (
        "{value} is not a card (S10, HK, LJ, BJ …)",
        "{value} 不是牌（'S10'、'HK'、'LJ'、'BJ'……）",
    ),
    "imp_jerryyyu.trump-from-bid": (
        "line {line}: the 'trump' event names no suit: the trump is the standing bid's, {trump}",
        "第 {line} 行：'trump' 事件未写花色：主为最后成立的叫主所定的 {trump}",
    ),
    "imp_jerryyyu.mid-game": (
        "the log starts after a game's first round (its first round has a banker): its rounds are"
        " checked as independent hands, the levels and dealers across them are not",
        "日志不是从一盘的第一局开始（第一局已有庄家）：各局作为独立的一局检查，不检查局间的级别和庄家",
    ),
    "imp_jerryyyu.what.trick-plays": (
        "the trick's plays are not the four 'play' events before it",
        "该轮的出牌与其前的四个 'play' 事件不一致",
    ),
    "imp_jerryyyu.what.too-many": (
        "more events than a round can hold (10,000)",
        "事件数超过一局可能的数目（10,000）",
    ),
}
