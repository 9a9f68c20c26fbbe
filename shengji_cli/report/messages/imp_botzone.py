"""Messages of the `botzone` importer (ids `imp_botzone.…`)."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    "imp_botzone.not-json": (
        "not a Botzone log: not JSON ({reason})",
        "不是 Botzone 日志：不是 JSON（{reason}）",
    ),
    "imp_botzone.not-utf8": (
        "not a Botzone log: not UTF-8 text",
        "不是 Botzone 日志：不是 UTF-8 文本",
    ),
    "imp_botzone.broken": ("the gzip stream is broken: {reason}", "压缩数据已损坏：{reason}"),
    "imp_botzone.too-large": (
        "a Botzone log over {limit} bytes is refused",
        "超过 {limit} 字节的 Botzone 日志不予读取",
    ),
    "imp_botzone.not-log": (
        "not a Botzone log: expected a match log (an object with 'log' and 'initdata') or a bot"
        " input (an object with 'requests' and 'responses')",
        "不是 Botzone 日志：应为对局日志（带 'log' 和 'initdata' 的对象）或参赛程序的输入"
        "（带 'requests' 和 'responses' 的对象）",
    ),
    "imp_botzone.bad-value": ("{path}: {what}", "{path}：{what}"),
    "imp_botzone.what.container": ("not the object or list expected", "不是应有的对象或列表"),
    "imp_botzone.what.missing": ("missing, or not a value it may hold", "缺失或取值不合规定"),
    "imp_botzone.what.ids": ("not a list of {n} card ids", "不是 {n} 个牌号的列表"),
    "imp_botzone.what.card-id": (
        "card id {value} is not a whole number 0–107",
        "牌号 {value} 不是 0–107 之间的整数",
    ),
    "imp_botzone.what.seat": ("player {value} is not 0–3", "玩家 {value} 不在 0–3 之间"),
    "imp_botzone.what.level": (
        "level {value} is not one of A 2–9 0 J Q K",
        "级别 {value} 不是 A、2–9、0、J、Q、K 之一",
    ),
    "imp_botzone.what.major": (
        "trump {value} is not one of s h c d n",
        "主花色 {value} 不是 s、h、c、d、n 之一",
    ),
    "imp_botzone.what.initdata": (
        "the judge's initdata is not an object",
        "裁判的 'initdata' 不是对象",
    ),
    "imp_botzone.what.allocation": (
        "the allocation is not four hands",
        "'allocation' 不是四手牌",
    ),
    "imp_botzone.what.twice": (
        "the deal holds card id {value} twice",
        "发牌中牌号 {value} 出现了两次",
    ),
    "imp_botzone.what.entry": ("a log entry is not an object", "日志条目不是对象"),
    "imp_botzone.what.response": (
        "a response no request asked for",
        "没有请求对应的回应",
    ),
    "imp_botzone.what.content": (
        "a request to other than one player",
        "请求的对象不是恰好一名玩家",
    ),
    "imp_botzone.what.scores": (
        "the final scores are not the two sides' whole numbers",
        "终局得分不是双方的整数",
    ),
    "imp_botzone.what.history": (
        "the history is not [last trick, this trick, its leader, this leader]",
        "'history' 不是 [上一轮, 本轮, 上一轮首家, 本轮首家]",
    ),
    "imp_botzone.what.no-seat": (
        "the requests never say which player this input is",
        "请求中没有说明这是哪一位玩家的输入",
    ),
    "imp_botzone.order-assumed": (
        "no bid shows the judge's suit order of the card ids: read as {order} (the current"
        " judge's; an older judge copy uses h d s c)",
        "没有叫主表明裁判牌号的花色顺序：按 {order} 读取"
        "（现行裁判的顺序；较早的裁判副本用 h d s c）",
    ),
    "imp_botzone.cut-short": (
        "the log stops inside trick {trick}, after {n} {n|play|plays}: those plays are not checked",
        "日志在第 {trick} 轮中途结束（已出 {n} 手）：这几手牌未检查",
    ),
    "imp_botzone.no-winner": (
        "the judge names no winner for trick {trick}: the trick winners are not checked as"
        " claims (each trick's leader still says the judge's winner of the one before)",
        "裁判没有给出第 {trick} 轮的赢家：不以各轮赢家作为声明检查"
        "（每轮首家仍表明裁判判定的上一轮赢家）",
    ),
    "imp_botzone.unjudged": (
        "the log ends before the judge answered {seat}'s play: that play is not checked",
        "日志在裁判回应 {seat} 的出牌之前结束：这手牌未检查",
    ),
    "imp_botzone.judge-error": (
        "the judge ended the game on an error of {seat}: {reason}",
        "裁判因 {seat} 的错误结束了对局：{reason}",
    ),
    "imp_botzone.odd-score": (
        "the judge's score moved {n} points for {seat}'s side when its throw failed: no penalty"
        " is claimed",
        "{seat} 甩牌失败时裁判的得分向其一方变动了 {n} 分：不作为罚分声明",
    ),
    "imp_botzone.bot-failed": (
        "{seat} gave no answer (verdict {verdict}): the game ends there",
        "{seat} 没有回应（判定 {verdict}）：对局到此结束",
    ),
    "imp_botzone.bot-input": (
        "a bot input of {seat} alone: the other seats' hands, and what they asked to throw"
        " when a throw failed, are not in it",
        "仅为 {seat} 的参赛程序输入：其他座位的手牌及其甩牌失败时所甩的牌不在其中",
    ),
}
