"""Messages of the `godot` importer (ids `imp_godot.…`)."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    "imp_godot.not-json": (
        "not a godot log: not JSON ({reason})",
        "不是 godot 日志：不是 JSON（{reason}）",
    ),
    "imp_godot.not-utf8": ("not a godot log: not UTF-8 text", "不是 godot 日志：不是 UTF-8 文本"),
    "imp_godot.broken": ("the gzip stream is broken: {reason}", "压缩数据已损坏：{reason}"),
    "imp_godot.too-large": (
        "a godot log over {limit} bytes is refused",
        "超过 {limit} 字节的 godot 日志不予读取",
    ),
    "imp_godot.not-log": (
        "not a godot log: expected an object with a 'rounds' list",
        "不是 godot 日志：应为带有 'rounds' 列表的对象",
    ),
    "imp_godot.no-rounds": ("the log holds no rounds", "日志中没有任何一局"),
    "imp_godot.bad-rules": (
        "the log's 'rule_config' cannot be a variant: {reason}",
        "日志的 'rule_config' 无法成为规则变体：{reason}",
    ),
    "imp_godot.not-round": ("round {round}: not an object", "第 {round} 局：不是对象"),
    "imp_godot.not-trick": (
        "round {round}, trick {trick}: not an object",
        "第 {round} 局第 {trick} 轮：不是对象",
    ),
    "imp_godot.bad-value": (
        "round {round}: '{key}' is missing or not a value a round may hold",
        "第 {round} 局：'{key}' 缺失或取值不合规定",
    ),
    "imp_godot.play-count": (
        "round {round}, trick {trick}: {n} plays; a trick has 4",
        "第 {round} 局第 {trick} 轮：出了 {n} 手牌，每轮应为 4 手",
    ),
    "imp_godot.bad-seat": (
        "round {round}: seat {seat} is not 0–3",
        "第 {round} 局：座位 {seat} 不在 0–3 之间",
    ),
    "imp_godot.bad-seat-trick": (
        "round {round}, trick {trick}: seat {seat} is not 0–3",
        "第 {round} 局第 {trick} 轮：座位 {seat} 不在 0–3 之间",
    ),
    "imp_godot.bad-card": ("round {round}: unknown card {card}", "第 {round} 局：未知的牌 {card}"),
    "imp_godot.bad-card-trick": (
        "round {round}, trick {trick}: unknown card {card}",
        "第 {round} 局第 {trick} 轮：未知的牌 {card}",
    ),
    "imp_godot.unsupported": (
        "'rule_config.{key}' = {value} is not supported: {reason}",
        "不支持 'rule_config.{key}' = {value}：{reason}",
    ),
    "imp_godot.why.dump": (
        "the rules here always allow a throw (甩牌); a throw in the log is judged as one",
        "本工具的规则总允许甩牌；日志中的甩牌照甩牌判定",
    ),
    "imp_godot.why.four-same": (
        "two pairs of one rank are never a tractor here",
        "本工具中同点数的两个对子不算拖拉机",
    ),
    "imp_godot.why.jokers": ("the jokers are always trumps here", "本工具中大小王总是主牌"),
    "imp_godot.why.follow": (
        "the follow rules here always oblige the led structure (pairs, tractors)",
        "本工具的跟牌规则总要求按领出的牌型（对子、拖拉机）跟牌",
    ),
    "imp_godot.why.trump-mode": (
        "its meaning is not documented; the trump is read from each round's 'trump_suit'",
        "其含义没有说明；主牌按每局的 'trump_suit' 读取",
    ),
    "imp_godot.why.table": (
        "its layout is not documented; the levels follow 'upgrade_threshold' and 'upgrade_step'",
        "其格式没有说明；升级按 'upgrade_threshold' 和 'upgrade_step' 计算",
    ),
    "imp_godot.why.threshold": (
        "not a whole number above the step; the levels follow the national table",
        "不是大于档距的整数；升级按 national 的表计算",
    ),
    "imp_godot.why.any-joker": (
        "a bid with a joker of either colour is not a parameter; bids are not checked",
        "亮主可带任一颜色的王不是可设的参数；不核对亮主",
    ),
    "imp_godot.why.unknown": (
        "not a toggle of the log versions known; not checked",
        "不是已知日志版本中的规则开关；不核对",
    ),
}
