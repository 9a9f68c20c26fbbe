"""Messages of the `rbtying` importer, shengji.io's logs and settings (ids `imp_rbtying.…`)."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    "imp_rbtying.not-utf8": (
        "not a shengji.io game log: not UTF-8 text",
        "不是 shengji.io 游戏日志：不是 UTF-8 文本",
    ),
    "imp_rbtying.broken": ("the gzip stream is broken: {reason}", "压缩数据已损坏：{reason}"),
    "imp_rbtying.too-large": (
        "a game log over {limit} bytes is refused",
        "超过 {limit} 字节的游戏日志不予读取",
    ),
    "imp_rbtying.no-games": (
        "the log shows no game (no card played)",
        "日志中没有任何一局（没有出过牌）",
    ),
    "imp_rbtying.no-trick": (
        "the log shows no trick of this game won: nothing to check",
        "日志中这一局没有赢下的一轮：无可检查",
    ),
    "imp_rbtying.no-bid": (
        "the log shows no bid for this game, so its trump and level are unknown: give its "
        "debug JSON (--debug-json)",
        "日志中这一局没有亮主，主牌和级别不明：请提供调试 JSON（--debug-json）",
    ),
    "imp_rbtying.no-level": (
        "a no-trump bid does not show the level: give the debug JSON or the settings with the "
        "players' ranks",
        "无主亮牌不显示级别：请提供含玩家级别的调试 JSON 或设置",
    ),
    "imp_rbtying.players": (
        "{n} players: only a Tractor game of four is checked",
        "{n} 名玩家：只检查四人的拖拉机（找朋友以外）对局",
    ),
    "imp_rbtying.unknown-player": (
        "player '{name}' is not one of the room's players",
        "玩家 '{name}' 不在房间的玩家之中",
    ),
    "imp_rbtying.play-count": (
        "trick {trick}: {n} plays before its winner was said; a trick has 4",
        "第 {trick} 轮：宣布赢家前出了 {n} 手牌，每轮应为 4 手",
    ),
    "imp_rbtying.finding-friends": (
        "not supported yet: Finding Friends (only Tractor games are checked)",
        "暂不支持：找朋友（只检查拖拉机对局）",
    ),
    "imp_rbtying.bad-settings": (
        "the room's settings cannot be a variant: {reason}",
        "房间设置无法成为规则变体：{reason}",
    ),
    "imp_rbtying.unsupported": (
        "setting '{key}' = {value} is not supported: {reason}",
        "不支持设置 '{key}' = {value}：{reason}",
    ),
    "imp_rbtying.log.long-name": (
        "a player's name over {limit} characters is refused",
        "超过 {limit} 个字符的玩家名不予读取",
    ),
    "imp_rbtying.log.big-number": (
        "a number of more than nine digits is refused",
        "超过九位的数字不予读取",
    ),
    "imp_rbtying.log.hidden": (
        "the cards are hidden (the room hid played cards): the log cannot be checked",
        "牌被隐藏（房间设置隐藏了出牌）：无法检查此日志",
    ),
    "imp_rbtying.log.no-trick": (
        "a trick won with no card played in it",
        "一轮没有出牌却宣布了赢家",
    ),
    "imp_rbtying.log.no-play": (
        "a take-back of a play not in the trick being played",
        "收回的出牌不在当前这一轮中",
    ),
    "imp_rbtying.log.no-bid": ("a take-back of a bid never made", "收回的亮主并未亮过"),
    "imp_rbtying.json.not-json": ("not JSON ({reason})", "不是 JSON（{reason}）"),
    "imp_rbtying.json.not-utf8": ("not UTF-8 text", "不是 UTF-8 文本"),
    "imp_rbtying.json.not-object": ("not a JSON object", "不是 JSON 对象"),
    "imp_rbtying.json.not-file": ("not a regular file", "不是普通文件"),
    "imp_rbtying.json.unreadable": ("cannot be read: {reason}", "无法读取：{reason}"),
    "imp_rbtying.json.too-large": (
        "a file over {limit} bytes is refused",
        "超过 {limit} 字节的文件不予读取",
    ),
    "imp_rbtying.json.no-state": (
        "not a debug JSON: expected 'gameState' holding one phase with its 'propagated' state",
        "不是调试 JSON：应有 'gameState'，其中一个阶段带 'propagated' 状态",
    ),
    "imp_rbtying.json.bad": (
        "'{key}' is not a value the platform writes there",
        "'{key}' 的取值不是该平台在此处会写的值",
    ),
    "imp_rbtying.why.unknown": ("an unknown setting", "未知的设置"),
    "imp_rbtying.why.scoring": (
        "scoring parameters the platform itself refuses (the default table is used)",
        "平台本身不接受的计分参数（按默认表计算）",
    ),
    "imp_rbtying.why.game-mode": (
        "Finding Friends is not supported yet",
        "暂不支持找朋友",
    ),
    "imp_rbtying.why.special-decks": (
        "decks with cards removed are not expressed",
        "去掉部分牌的牌副无法表达",
    ),
    "imp_rbtying.why.trick-draw-policy": (
        "the follow rules here oblige pairs and tractors as a lead's format does; tractors "
        "protected or no format-based draw are not expressed",
        "本工具的跟牌规则按领出牌型要求对子与拖拉机；保护拖拉机或不按牌型跟牌无法表达",
    ),
    "imp_rbtying.why.throw-evaluation-policy": (
        "a thrown lead's ruffs are compared by the lead's most complex unit; by the highest card "
        "or the longest unit is not expressed",
        "甩牌被将吃时按领出中最复杂的组合比较；按最大单张或最长组合比较无法表达",
    ),
    "imp_rbtying.why.tractor-requirements": (
        "a tractor here is two or more consecutive pairs",
        "本工具的拖拉机为两个或以上相连的对子",
    ),
    "imp_rbtying.why.jack-variation": (
        "the jack variation (back to 2 on a jack) is not expressed",
        "打 J 被勾回 2 的规则无法表达",
    ),
    "imp_rbtying.why.bomb-policy": ("bombs are not expressed", "炸弹无法表达"),
    "imp_rbtying.why.compound-formats": (
        "rainbow leads are not expressed",
        "彩虹牌型无法表达",
    ),
    "imp_rbtying.why.max-rank": (
        "a level past A (NT) is not expressed; A ends the match",
        "A 之后的级别（无主级）无法表达；打过 A 即结束",
    ),
}
