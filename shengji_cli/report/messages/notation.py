"""Messages of the notation part (id → English, Chinese): what is wrong with a line of a
record, and what was expected there.

Header keys, phase and fault names and the other words a user types in a record
(``levels:``, ``before-bury``, ``NT``) stay as typed in both languages.
"""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    "notation.error": ("{problem}; expected {expected}", "{problem}；应为：{expected}"),
    # What is wrong.
    "notation.no": ("no {what}", "缺少{what}"),
    "notation.bad": ("bad {what} '{text}'", "{what}有误：'{text}'"),
    "notation.unexpected": ("unexpected {shown}", "此处不应有 {shown}"),
    "notation.unexpected-end": ("unexpected end of line", "此行提前结束"),
    "notation.stray-character": ("stray character {shown}", "多余的字符 {shown}"),
    "notation.unknown-card": ("unknown card '{text}'", "无法识别的牌 '{text}'"),
    "notation.unknown-suit": (
        "unknown suit '{suit}' in '{text}'",
        "'{text}' 中的花色 '{suit}' 无法识别",
    ),
    "notation.suit-without-rank": ("suit '{text}' without a rank", "花色 '{text}' 后缺少点数"),
    "notation.missing-space": ("missing space before '{text}'", "'{text}' 前缺少空格"),
    "notation.more-than-one-card": ("more than one card in '{text}'", "'{text}' 不止一张牌"),
    "notation.no-cards": ("no cards", "缺少牌"),
    "notation.no-cards-after-seat": ("no cards after seat '{seat}'", "座位 '{seat}' 后缺少牌"),
    "notation.no-cards-after-the-seat": ("no cards after the seat", "座位后缺少牌"),
    "notation.no-cards-after-arrow": ("no cards after '->'", "'->' 后缺少牌"),
    "notation.no-cards-after-colon": ("no cards after the ':'", "':' 后缺少牌"),
    "notation.empty-play": ("empty play", "出牌为空"),
    "notation.missing-seat": ("missing seat", "缺少座位"),
    "notation.second-arrow": ("a second '->' in one play", "一家出牌中有第二个 '->'"),
    "notation.missing-dot": ("missing '.' after the trick number", "圈号后缺少 '.'"),
    "notation.fifth-play": ("a fifth play", "出现第五家出牌"),
    "notation.too-few-plays": ("only {n} {n|play|plays}", "只有 {n} 家出牌"),
    "notation.missing-colon": ("missing ':' after '{key}'", "'{key}' 后缺少 ':'"),
    "notation.unknown-header": ("unknown header '{key}'", "无法识别的字段 '{key}'"),
    "notation.duplicate-header": ("duplicate '{key}:' header", "重复的 '{key}:' 行"),
    "notation.trick-without-number": ("trick line without a number", "出牌行缺少圈号"),
    "notation.unreadable-line": ("unreadable line", "无法读取此行"),
    "notation.unreadable-cards": ("unreadable cards", "无法读取这些牌"),
    "notation.number-too-large": ("number '{text}' too large", "数字 '{text}' 过大"),
    "notation.seat-listed-twice": ("seat '{seat}' listed twice", "座位 '{seat}' 列出了两次"),
    "notation.seat-given-twice": ("seat '{seat}' given twice", "座位 '{seat}' 给出了两次"),
    "notation.too-many-seats": ("more than 4 seats", "座位多于 4 个"),
    "notation.too-few-seats": ("only {n} {n|seat|seats}", "只有 {n} 个座位"),
    "notation.unknown-seat": ("unknown seat '{seat}'", "未知的座位 '{seat}'"),
    "notation.bid-none-with-bids": (
        "'bid: none' together with other bids",
        "'bid: none' 与其他亮主同时出现",
    ),
    "notation.not-utf8": ("not valid UTF-8 ({reason})", "不是有效的 UTF-8 文本"),
    "notation.invalid-utf8-byte": ("invalid UTF-8 byte {byte}", "无效的 UTF-8 字节 {byte}"),
    # The things a line holds ("no {what}", "bad {what} '…'").
    "notation.field.variant": ("variant", "规则"),
    "notation.field.seats": ("seats", "座位"),
    "notation.field.level": ("level", "级别"),
    "notation.field.levels": ("levels", "各方级别"),
    "notation.field.level-entry": ("level entry", "级别项"),
    "notation.field.rank": ("rank", "点数"),
    "notation.field.teams": ("teams", "队名"),
    "notation.field.team-entry": ("team entry", "队名项"),
    "notation.field.trump": ("trump", "主牌"),
    "notation.field.points": ("points", "得分"),
    "notation.field.bottom-points": ("bottom points", "底分"),
    "notation.field.side": ("side", "升级方"),
    "notation.field.penalty": ("penalty", "罚分"),
    "notation.field.bid": ("bid", "亮主"),
    "notation.field.phase": ("phase", "亮主时机"),
    "notation.field.card": ("card", "牌"),
    "notation.field.fault": ("fault", "违例类型"),
    "notation.field.ruling-points": ("ruling points", "判罚分数"),
    # What was expected ("…; expected {expected}").
    "notation.expected.rank": ("a rank: 2-10, J, Q, K or A", "点数 2-10、J、Q、K 或 A"),
    "notation.expected.rank-or-space": (
        "a rank: 2-10, J, Q, K or A, or whitespace",
        "点数 2-10、J、Q、K 或 A，或空白",
    ),
    "notation.expected.suit": (
        "a suit: S H C D, ♠ ♥ ♣ ♦, ♤ ♡ ♧ ♢ or 黑桃 红桃 梅花 方块",
        "花色 S H C D、♠ ♥ ♣ ♦、♤ ♡ ♧ ♢ 或 黑桃 红桃 梅花 方块",
    ),
    "notation.expected.trump": (
        "a suit: S H C D, ♠ ♥ ♣ ♦, ♤ ♡ ♧ ♢ or 黑桃 红桃 梅花 方块, or NT / 无主",
        "花色 S H C D、♠ ♥ ♣ ♦、♤ ♡ ♧ ♢ 或 黑桃 红桃 梅花 方块，或 NT / 无主",
    ),
    "notation.expected.card": (
        "a card: a suit then ranks (♠AK, S10) or a joker (BJ, LJ, 大王, 小王)",
        "一张牌，即花色加点数（♠AK、S10）或王（BJ、LJ、大王、小王）",
    ),
    "notation.expected.cards": ("cards, e.g. '♠AKK ♥5' or 'BJ'", "牌，例如 '♠AKK ♥5' 或 'BJ'"),
    "notation.expected.one-card": ("one card", "一张牌"),
    "notation.expected.space-after-joker": ("whitespace after the joker", "王后的空白"),
    "notation.expected.space-between-groups": ("whitespace between card groups", "牌组之间的空白"),
    "notation.expected.seat": (
        "a seat name (letters, digits, _, starting with a letter; or a CJK word)",
        "座位名（字母、数字、_，以字母开头；或汉字）",
    ),
    "notation.expected.space-after-seat": (
        "whitespace after seat '{seat}'",
        "座位 '{seat}' 后的空白",
    ),
    "notation.expected.line": (
        "a header 'key: value', a trick line 'N. SEAT CARDS | …', '---' or a '#' comment",
        "字段行 'key: value'、出牌行 'N. 座位 牌 | …'、'---' 或 '#' 注释",
    ),
    "notation.expected.keys": (
        "one of variant, seats, dealer, level, levels, teams, trump, bid, turned, deal SEAT, "
        "kitty, buried, reburied, points, bottom, result, winners, penalty, ruling, after, "
        "time, redeal, draw",
        "variant、seats、dealer、level、levels、teams、trump、bid、turned、deal 座位、"
        "kitty、buried、reburied、points、bottom、result、winners、penalty、ruling、after、"
        "time、redeal、draw 之一",
    ),
    "notation.expected.colon": ("':' between the key and its value", "字段名与值之间的 ':'"),
    "notation.expected.end-of-line": ("end of line", "行尾"),
    "notation.expected.number": ("a number", "数字"),
    "notation.expected.integer": ("an integer", "整数"),
    "notation.expected.digits": ("at most {n} digits", "至多 {n} 位数字"),
    "notation.expected.seat-and-cards": (
        "a seat and its cards, e.g. 'N ♠A'",
        "座位及其出的牌，例如 'N ♠A'",
    ),
    "notation.expected.seat-before-cards": ("a seat name before the cards", "牌前的座位名"),
    "notation.expected.one-arrow": (
        "one 'attempted -> played' per play",
        "每家出牌至多一个 '甩出的牌 -> 实际出的牌'",
    ),
    "notation.expected.dot": ("'.', as in '1. N ♠A | …'", "'.'，如 '1. N ♠A | …'"),
    "notation.expected.four-plays": (
        "4 plays in a trick, then the end of the line",
        "一圈 4 家出牌，随后行尾",
    ),
    "notation.expected.next-play": (
        "'|' and the next play: a trick has 4",
        "'|' 和下一家出牌：一圈有 4 家",
    ),
    "notation.expected.trick-number": (
        "a trick number first, as in '1. N ♠A | …'",
        "开头的圈号，如 '1. N ♠A | …'",
    ),
    "notation.expected.deal-seat": (
        "a seat after 'deal', as in 'deal N: ♠AK …'",
        "'deal' 后的座位，如 'deal N: ♠AK …'",
    ),
    "notation.expected.variant": (
        "a preset name or a path to a variant file",
        "预设名或规则文件的路径",
    ),
    "notation.expected.seats": (
        "4 seat names, as in 'seats: N W S E'",
        "4 个座位名，如 'seats: N W S E'",
    ),
    "notation.expected.distinct-seats": ("4 distinct seats", "4 个互不相同的座位"),
    "notation.expected.four-seats": ("exactly 4 seats", "正好 4 个座位"),
    "notation.expected.one-of-seats": ("one of the seats {seats}", "座位 {seats} 之一"),
    "notation.expected.seat-did-you-mean": (
        "one of the seats {seats}: did you mean '{seat}'?",
        "座位 {seats} 之一：是不是 '{seat}'？",
    ),
    "notation.expected.key-did-you-mean": (
        "a known key: did you mean '{key}'?",
        "已知的字段名：是不是 '{key}'？",
    ),
    "notation.expected.one-entry-per-seat": ("one entry per seat", "每个座位一项"),
    "notation.expected.one-line-per-hand": (
        "one '{key}:' line per hand (the first is on line {line})",
        "每副牌一行 '{key}:'（第一行在第 {line} 行）",
    ),
    "notation.expected.multiplier-sign": (
        "'x' and the multiplier, as in 'bottom: 20 x4'",
        "'x' 和倍数，如 'bottom: 20 x4'",
    ),
    "notation.expected.multiplier": ("the multiplier, a whole number", "倍数（整数）"),
    "notation.expected.side": (
        "defenders, dealer, 闲家 or 庄家",
        "defenders、dealer、闲家 或 庄家",
    ),
    "notation.expected.levels-gained": (
        "the levels gained, as in 'result: defenders +1'",
        "升的级数，如 'result: defenders +1'",
    ),
    "notation.expected.reburied-cards": (
        "the cards buried again, as in 'reburied: W ♣34 ♦6 …'",
        "重新扣下的牌，如 'reburied: W ♣34 ♦6 …'",
    ),
    "notation.expected.level-entries": (
        "SEAT=RANK entries, as in 'levels: N=2 W=5'",
        "座位=点数 各项，如 'levels: N=2 W=5'",
    ),
    "notation.expected.level-entry": (
        "SEAT=RANK, as in 'N=2' (no spaces)",
        "座位=点数，如 'N=2'（不留空格）",
    ),
    "notation.expected.team-entries": (
        "SEAT=NAME entries, as in 'teams: N=北京 W=上海'",
        "座位=队名 各项，如 'teams: N=北京 W=上海'",
    ),
    "notation.expected.team-entry": (
        "SEAT=NAME, as in 'N=北京' (no spaces)",
        "座位=队名，如 'N=北京'（不留空格）",
    ),
    "notation.expected.bid": (
        "'none', or a seat and the cards shown, as in 'bid: N ♥5'",
        "'none'，或座位及亮出的牌，如 'bid: N ♥5'",
    ),
    "notation.expected.bid-cards": (
        "the cards shown, e.g. '♥5' or 'BJ BJ'",
        "亮出的牌，例如 '♥5' 或 'BJ BJ'",
    ),
    "notation.expected.bid-none-or-bids": (
        "either 'bid: none' or the bids made",
        "只写 'bid: none'，或只写所做的亮主",
    ),
    "notation.expected.phase": (
        "a phase: deal, before-bottom, before-bury or after-bury",
        "亮主时机 deal、before-bottom、before-bury 或 after-bury",
    ),
    "notation.expected.turned": (
        "the one card turned, e.g. '♠7' or 'BJ'",
        "翻出的一张牌，例如 '♠7' 或 'BJ'",
    ),
    "notation.expected.fault": (
        "a fault: hidden-card, card-count, bury, minor-follow, hidden-corrected, retract, "
        "violation, conduct or forfeit",
        "违例类型 hidden-card、card-count、bury、minor-follow、hidden-corrected、retract、"
        "violation、conduct 或 forfeit",
    ),
    "notation.expected.space-after-fault": ("whitespace after the fault", "违例类型后的空白"),
    "notation.expected.utf8": ("UTF-8 text", "UTF-8 文本"),
    # The time, redeal and draw lines.
    "notation.field.time": ("time", "时限"),
    "notation.field.draws": ("draws", "抽牌"),
    "notation.field.draw-entry": ("draw entry", "抽牌项"),
    "notation.expected.time": (
        "'called', or 'up' and maybe the winner's seat, as in 'time: up N'",
        "'called'，或 'up' 加胜方的座位（可省），如 'time: up N'",
    ),
    "notation.expected.redeal-cards": (
        "the seat's cards as dealt, as in 'redeal: E ♠K5 ♥32 …'",
        "该家抓到的牌，如 'redeal: E ♠K5 ♥32 …'",
    ),
    "notation.expected.draw-entry": (
        "SEAT=CARD, as in 'N=BJ' (no spaces)",
        "座位=牌，如 'N=BJ'（不留空格）",
    ),
    # the ruling line's fields
    "notation.field.ruling-cards": ("ruling cards ('cards=N')", "判罚张数（'cards=N'）"),
    "notation.field.ruling-at": ("points at the fault ('at=N')", "犯规时得分（'at=N'）"),
    "notation.expected.ruling-field": (
        "the ruling's points, then 'cards=N', then 'at=N'",
        "判罚分数，其后 'cards=N'，再后 'at=N'",
    ),
}
