"""Messages of the `json` importer (ids `imp_json.…`), and of the helpers every importer shares
(`imp_json.stream.…`, `imp_json.syntax`: a stream that breaks off, a line too long, bad JSON).

Field paths (``tricks[2].plays[1].cards``) and JSON type names stay as written in a record.
"""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    "imp_json.syntax": ("not valid JSON: {reason}", "不是有效的记录数据：{reason}"),
    "imp_json.syntax.value": (
        "not valid JSON: a value was expected",
        "不是有效的记录数据：此处应有一个值",
    ),
    "imp_json.syntax.comma": (
        "not valid JSON: a ',' was expected",
        "不是有效的记录数据：此处应有 ','",
    ),
    "imp_json.syntax.colon": (
        "not valid JSON: a ':' was expected",
        "不是有效的记录数据：此处应有 ':'",
    ),
    "imp_json.syntax.name": (
        "not valid JSON: a field name in double quotes was expected",
        "不是有效的记录数据：此处应有带双引号的字段名",
    ),
    "imp_json.syntax.string": (
        "not valid JSON: a string that does not end",
        "不是有效的记录数据：字符串没有结束",
    ),
    "imp_json.syntax.control": (
        "not valid JSON: a control character in a string",
        "不是有效的记录数据：字符串中有控制字符",
    ),
    "imp_json.syntax.escape": (
        "not valid JSON: a bad \\ escape",
        "不是有效的记录数据：有误的 \\ 转义",
    ),
    "imp_json.syntax.extra": (
        "not valid JSON: more after the value",
        "不是有效的记录数据：值之后还有多余内容",
    ),
    "imp_json.field": ("{path}: {problem}", "{path}：{problem}"),
    "imp_json.not-a-record": (
        "a record must be a JSON object, not {type}",
        "记录应为对象，而不是{type}",
    ),
    "imp_json.wrong-type": ("expected {expected}, found {type}", "应为{expected}，实为{type}"),
    "imp_json.unknown-field": ("unknown field", "无法识别的字段"),
    "imp_json.missing-field": ("missing required field", "缺少必填字段"),
    "imp_json.unknown-card": ("unknown card '{text}'", "无法识别的牌 '{text}'"),
    "imp_json.bad-value": ("bad {what} '{text}'", "{what}有误：'{text}'"),
    "imp_json.type.boolean": ("a boolean", "布尔值"),
    "imp_json.type.integer": ("an integer", "整数"),
    "imp_json.type.number": ("a number", "数字"),
    "imp_json.type.string": ("a string", "字符串"),
    "imp_json.type.array": ("an array", "数组"),
    "imp_json.type.object": ("an object", "对象"),
    "imp_json.type.null": ("null", "空值"),
    "imp_json.what.seat": ("seat", "座位"),
    "imp_json.what.number": ("number", "数字"),
    "imp_json.what.level": ("level", "级别"),
    "imp_json.what.phase": ("phase", "阶段"),
    "imp_json.what.fault": ("fault", "违例类别"),
    "imp_json.what.side": ("side", "一方"),
    "imp_json.what.text": ("text (one line)", "文本（仅限一行）"),
    "imp_json.what.team": ("team name", "队名"),
    "imp_json.what.trump": ("trump", "主牌"),
    "imp_json.stream.inflated": (
        "the gzip stream inflates to over {size} bytes from {compressed}: more than "
        "{ratio} times its size (or over {limit} bytes) is refused",
        "压缩数据解压后超过 {size} 字节（压缩前 {compressed} 字节）：超过原大小 {ratio} 倍"
        "（或超过 {limit} 字节）的不予读取",
    ),
    "imp_json.record.too-deep": (
        "the JSON is nested too deeply to be a record",
        "数据嵌套过深，不可能是一条记录",
    ),
    "imp_json.record.number-too-long": ("a number of more than 4,300 digits", "数字超过 4300 位"),
    "imp_json.record.failed": (
        "this record cannot be read ({error}); please report it",
        "无法读取这条记录（{error}）；请报告此问题",
    ),
    "imp_json.record.seats": (
        "the seats must be four different seat names",
        "座位应为四个不同的座位名",
    ),
    "imp_json.record.unknown-seat": (
        "{what} names seat '{seat}', not one of the seats ({seats})",
        "{what}中的座位 '{seat}' 不在座位（{seats}）之中",
    ),
    "imp_json.record.play-count": (
        "trick {trick} has {n} plays: a trick has four",
        "第 {trick} 轮有 {n} 手出牌：每轮应为四手",
    ),
    "imp_json.record.empty-play": (
        "trick {trick}: {seat} plays no cards",
        "第 {trick} 轮：{seat} 没有出牌",
    ),
    "imp_json.record.not-a-card": (
        "{what} holds a value that is not a card",
        "{what}中有不是牌的值",
    ),
    "imp_json.record.no-cards": ("{what}: no cards", "{what}：没有牌"),
    "imp_json.record.bad-number": (
        "{what}: the number {n} cannot be written in a record (negative, or over nine digits)",
        "{what}：数字 {n} 无法写入记录（为负数或超过九位）",
    ),
    "imp_json.record.bad-level": ("a level that is not 2 to A", "级别不在 2 到 A 之间"),
    "imp_json.record.bad-name": (
        "{what}: the name '{text}' cannot be written in a record line (empty, spaces at "
        "an end, a '#' or a line break)",
        "{what}：名称 '{text}' 无法写入记录行（为空、首尾有空格、含 '#' 或换行）",
    ),
    "imp_json.record.bad-trump": ("a trump that is not a suit or NT", "主牌既不是花色也不是无主"),
    "imp_json.stream.broken": ("the file breaks off: {reason}", "文件不完整：{reason}"),
    "imp_json.stream.line-too-long": (
        "a line of {size} bytes: at most {limit} are read",
        "此行长 {size} 字节：最多读取 {limit} 字节",
    ),
    "imp_json.stream.not-utf8": ("byte {byte} is not UTF-8 text", "字节 {byte} 不是 UTF-8 文本"),
    "imp_json.stream.too-large": (
        "a document over {limit} bytes: write it as JSON Lines",
        "文档超过 {limit} 字节：请改为每行一条记录",
    ),
    # the time line's event.
    "imp_json.what.time": ("time event (called or up)", "时限事件（宣布或到时）"),
}
