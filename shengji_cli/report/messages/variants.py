"""Messages of the variants part (id → English, Chinese): loading errors, fault outcomes."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    # Loading a variant (core.variants.VariantError): each names the file and the key.
    "variants.unknown": (
        "unknown variant '{spec}': not a preset ({presets}) nor a file{hint}",
        "未知规则 '{spec}'：既不是预设规则（{presets}）也不是文件{hint}",
    ),
    "variants.did-you-mean": ("; did you mean '{near}'?", "；是不是 '{near}'？"),
    "variants.presets-only": (
        "variant '{spec}' is not a preset ({presets}); a record may name a variant file "
        "only when the run allows it (--variant FILE, --allow-variant-dir DIR){hint}",
        "规则 '{spec}' 不是预设规则（{presets}）；只有运行时给出 --variant（规则文件）或 "
        "--allow-variant-dir（文件夹），记录才能指定规则文件{hint}",
    ),
    "variants.not-allowed": (
        "variant file '{spec}' is not a readable file inside the allowed folder{hint}",
        "规则文件 '{spec}' 不是允许的文件夹中可读取的文件{hint}",
    ),
    "variants.unreadable": ("{where}: cannot read: {reason}", "{where}：无法读取：{reason}"),
    "variants.cannot-open": ("the file cannot be opened", "文件无法打开"),
    "variants.not-regular": ("not a regular file", "不是普通文件"),
    "variants.too-large": ("larger than {limit} bytes", "超过 {limit} 字节"),
    "variants.not-utf8": ("not UTF-8 text", "不是 UTF-8 文本"),
    "variants.not-toml": (
        "{where}: not valid TOML at line {line}, column {column}",
        "{where}：不是有效的 TOML：第 {line} 行第 {column} 列有误",
    ),
    "variants.not-toml-end": (
        "{where}: not valid TOML at the end of the file",
        "{where}：不是有效的 TOML：文件末尾有误",
    ),
    "variants.too-deep": (
        "{where}: not valid TOML: nested too deeply",
        "{where}：不是有效的 TOML：嵌套过深",
    ),
    "variants.too-long-number": (
        "{where}: not valid TOML: a number with too many digits",
        "{where}：不是有效的 TOML：数字位数过多",
    ),
    "variants.loop": (
        "{where}: 'extends' loops back to itself",
        "{where}：'extends' 循环引用了自身",
    ),
    "variants.chain-too-long": (
        "{where}: key '{key}': a chain of more than {n} files",
        "{where}：参数 '{key}'：引用链超过 {n} 个文件",
    ),
    "variants.bad-extends": (
        "{where}: key 'extends' must be a preset name or a path",
        "{where}：参数 'extends' 须为预设规则名或路径",
    ),
    "variants.missing-parent": (
        "{where}: key '{key}' names neither a preset nor a file it may read",
        "{where}：参数 '{key}' 既不是预设规则，也不是可读取的文件",
    ),
    "variants.unknown-key": (
        "{where}: unknown key '{key}'{hint}",
        "{where}：未知参数 '{key}'{hint}",
    ),
    "variants.not-table": ("{where}: key '{key}' must be a table", "{where}：参数 '{key}' 须为表"),
    "variants.not-bool": (
        "{where}: key '{key}' must be true or false",
        "{where}：参数 '{key}' 须为 true 或 false",
    ),
    "variants.not-int": (
        "{where}: key '{key}' must be an integer",
        "{where}：参数 '{key}' 须为整数",
    ),
    "variants.not-choice": (
        "{where}: key '{key}' must be one of {choices}",
        "{where}：参数 '{key}' 须为 {choices} 之一",
    ),
    "variants.not-string": (
        "{where}: key '{key}' must be a string",
        "{where}：参数 '{key}' 须为字符串",
    ),
    "variants.not-list": ("{where}: key '{key}' must be a list", "{where}：参数 '{key}' 须为列表"),
    "variants.not-strings": (
        "{where}: key '{key}' must be a table of strings",
        "{where}：参数 '{key}' 须为字符串组成的表",
    ),
    "variants.not-step": (
        '{where}: key \'{key}\' must be {{at = N, side = "dealer"|"defenders", levels = N}}',
        '{where}：参数 \'{key}\' 须为 {{at = N, side = "dealer"|"defenders", levels = N}}',
    ),
    "variants.bad-step": ("{where}: key '{key}' has a bad value", "{where}：参数 '{key}' 的值有误"),
    "variants.out-of-range": (
        "{where}: key '{key}' must be from {low} to {high}",
        "{where}：参数 '{key}' 须在 {low} 到 {high} 之间",
    ),
    "variants.deck-too-small": (
        "{where}: key '{key}': four hands and the bottom need more than the {n} cards of the deck",
        "{where}：参数 '{key}'：四家的牌加底牌超过了整副牌的 {n} 张",
    ),
    "variants.not-increasing": (
        "{where}: key '{key}' thresholds must be strictly increasing",
        "{where}：参数 '{key}' 的分数门槛须严格递增",
    ),
    "variants.empty-table": (
        "{where}: key '{key}' must not be empty",
        "{where}：参数 '{key}' 不能为空",
    ),
    "variants.not-ranks": (
        "{where}: key '{key}' must hold ranks 2..14",
        "{where}：参数 '{key}' 只能含 2..14 的级数",
    ),
    "variants.not-suits": (
        "{where}: key '{key}' must hold suit letters S H C D",
        "{where}：参数 '{key}' 只能含花色字母 S H C D",
    ),
    "variants.not-span": (
        "{where}: key '{key}' must be [least, most] or []",
        "{where}：参数 '{key}' 须为 [最少, 最多] 或 []",
    ),
    "variants.not-outcome": (
        "{where}: key '{key}' must be none, points, self-N, dealer+N, defenders+N "
        "(or >=N, optionally @same), points=A/B, points*N, SIDE[AT:N,…], forfeit, "
        "or outcomes joined by ' then '",
        "{where}：参数 '{key}' 须为 none、points、self-N、dealer+N、defenders+N"
        "（或 >=N，可加 @same）、'points=A/B'、'points*N'、'SIDE[AT:N,…]'、'forfeit'，"
        "或以 ' then ' 连接的多个结果",
    ),
    "variants.not-level-map": (
        "{where}: key '{key}' must be a table of levels such as {{11 = 2, 14 = 11}}",
        "{where}：参数 '{key}' 须为级数对照表，如 {{11 = 2, 14 = 11}}",
    ),
    "variants.untranslated": (
        "{where}: key '{key}' translates no ruling (no 'rulings.{kind}'){hint}",
        "{where}：参数 '{key}' 没有可对应的判罚（无 'rulings.{kind}'）{hint}",
    ),
    # A ruling's template (core.templates): its fields are the variant's parameters.
    "variants.unknown-field": (
        "{where}: key '{key}': unknown field '{{{field}}}' (a ruling's fields are the "
        "variant's numbers, such as '{{throw.penalty_per_card}}'){hint}",
        "{where}：参数 '{key}'：未知字段 '{{{field}}}'（判罚中的字段须为规则的数值参数，"
        "如 '{{throw.penalty_per_card}}'）{hint}",
    ),
    "variants.bad-template": (
        "{where}: key '{key}': a field is a parameter's name in braces, such as "
        "'{{throw.penalty_per_card}}' or '{{faults.bury_dealer.levels|level|levels}}'; "
        "a brace itself is written '{{{{' or '}}}}'",
        "{where}：参数 '{key}'：字段须为花括号中的参数名，如 '{{throw.penalty_per_card}}' "
        "或 '{{faults.bury_dealer.levels|level|levels}}'；花括号本身写作 '{{{{' 或 '}}}}'",
    ),
    "variants.key-error": ("{where}: key '{key}': {reason}", "{where}：参数 '{key}'：{reason}"),
    "variants.bad-formula": (
        "bad tractor formula: expected 'an+b' or 'b^(n+c)', each number at most {limit}",
        "拖拉机倍数公式有误：应为 'an+b' 或 'b^(n+c)'，每个数不超过 {limit}",
    ),
    # What a ruling does (core.outcomes): English as written in [faults].
    "variants.outcome.none": ("none", "结果不变"),
    "variants.outcome.points": ("points", "按判罚分数计分"),
    "variants.outcome.drop": ("self-{n}", "犯规方降 {n} 级"),
    "variants.outcome.gain": ("{side}+{n}", "{side}升 {n} 级"),
    "variants.outcome.at-least": ("{side}>={n}", "{side}至少升 {n} 级"),
    "variants.outcome.same-dealer": ("{outcome}@same", "{outcome}，原庄家继续坐庄"),
    # the drawn cards' order (declaration.draw_order).
    "variants.not-draw-order": (
        "{where}: key '{key}' must name BJ, LJ and the ranks 2..A, each once",
        "{where}：参数 '{key}' 只能含 BJ、LJ 和 2..A 各点数，每个一次",
    ),
    # the outcomes of core.outcomes added for the penalty kinds
    "variants.outcome.points-of": ("points ({allowed})", "按判罚分数计分（{allowed} 分）"),
    "variants.outcome.per-card": ("{n} points a card", "每张罚 {n} 分"),
    "variants.outcome.table": ("{side} by the points ({table})", "{side}按得分升级（{table}）"),
    "variants.outcome.forfeit": ("the side loses the match", "犯规方判负"),
    "variants.outcome.strikes": ("by the offence's count: {outcomes}", "按犯规次数：{outcomes}"),
    "variants.outcome.nth": ("offence {n}: {outcome}", "第 {n} 次：{outcome}"),
}
