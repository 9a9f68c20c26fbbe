"""Messages of the `fen80` importer (ids `imp_fen80.…`)."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    "imp_fen80.at-round": ("round {round}", "第 {round} 局"),
    "imp_fen80.at-trick": ("round {round}, trick {trick}", "第 {round} 局第 {trick} 圈"),
    "imp_fen80.too-deep": (
        "not a season line: nested too deep to read",
        "不是赛季记录行：嵌套过深，无法读取",
    ),
    "imp_fen80.no-rounds": (
        "not a season line: a JSON object with a non-empty 'rounds' list",
        "不是赛季记录行：应为带有非空 'rounds' 列表的对象",
    ),
    "imp_fen80.not-round": ("{where}: not a JSON object", "{where}：不是对象"),
    "imp_fen80.missing": ("{where}: '{field}' is missing", "{where}：缺少 '{field}'"),
    "imp_fen80.not-number": (
        "{where}: '{field}' must be a whole number from {min} to {max}",
        "{where}：'{field}' 应为 {min} 到 {max} 的整数",
    ),
    "imp_fen80.not-pair": (
        "{where}: '{field}' must be two whole numbers from {min} to {max}",
        "{where}：'{field}' 应为两个 {min} 到 {max} 的整数",
    ),
    "imp_fen80.not-bool": (
        "{where}: '{field}' must be true or false",
        "{where}：'{field}' 应为 true 或 false",
    ),
    "imp_fen80.not-cards": (
        "{where}: '{field}' must be a non-empty list of card ids",
        "{where}：'{field}' 应为非空的牌号列表",
    ),
    "imp_fen80.card-id": (
        "{where}: unknown card id {value} (ids are 0 to 107)",
        "{where}：无法识别的牌号 {value}（牌号为 0 到 107）",
    ),
    "imp_fen80.card-twice": (
        "{where}: card id {value} appears twice",
        "{where}：牌号 {value} 出现了两次",
    ),
    "imp_fen80.card-total": (
        "{where}: the plays and the bury hold {n} cards, not {deck}",
        "{where}：出牌与扣底共 {n} 张，而不是 {deck} 张",
    ),
    "imp_fen80.play-count": ("{where}: {n} plays, not 4", "{where}：有 {n} 家出牌，而不是 4 家"),
    "imp_fen80.winner": (
        "{where}: the winner 'w' is {value}, not a seat 0 to 3: the leader chain breaks",
        "{where}：赢家 'w' 为 {value}，不是 0 到 3 的座位：领牌顺序因此中断",
    ),
    "imp_fen80.trump": (
        "{where}: trump {value} is not S, H, D, C or null",
        "{where}：主牌 {value} 不是 S、H、D、C 或 'null'",
    ),
}
