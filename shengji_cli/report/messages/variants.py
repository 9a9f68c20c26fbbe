"""Messages of the variants part (id → English, Chinese): loading errors, fault outcomes."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    # Loading a variant (core.variants.VariantError): each names the file and the key.
    "variants.unknown": ("unknown variant '{spec}': not a preset ({presets}) nor a file",
                         "未知规则 '{spec}'：既不是预设规则（{presets}）也不是文件"),
    "variants.unreadable": ("{where}: cannot read: {error}", "{where}：无法读取：{error}"),
    "variants.not-toml": ("{where}: not valid TOML: {error}", "{where}：不是有效的 TOML：{error}"),
    "variants.loop": ("{where}: 'extends' loops back to itself", "{where}：'extends' 循环引用了自身"),
    "variants.bad-extends": ("{where}: key 'extends' must be a preset name or a path",
                             "{where}：参数 'extends' 须为预设规则名或路径"),
    "variants.unknown-key": ("{where}: unknown key '{key}'", "{where}：未知参数 '{key}'"),
    "variants.not-table": ("{where}: key '{key}' must be a table", "{where}：参数 '{key}' 须为表"),
    "variants.not-bool": ("{where}: key '{key}' must be true or false, got {value}",
                          "{where}：参数 '{key}' 须为 true 或 false，而不是 {value}"),
    "variants.not-int": ("{where}: key '{key}' must be an integer, got {value}",
                         "{where}：参数 '{key}' 须为整数，而不是 {value}"),
    "variants.not-choice": ("{where}: key '{key}' must be one of {choices}; got {value}",
                            "{where}：参数 '{key}' 须为 {choices} 之一，而不是 {value}"),
    "variants.not-string": ("{where}: key '{key}' must be a string, got {value}",
                            "{where}：参数 '{key}' 须为字符串，而不是 {value}"),
    "variants.not-list": ("{where}: key '{key}' must be a list, got {value}",
                          "{where}：参数 '{key}' 须为列表，而不是 {value}"),
    "variants.not-strings": ("{where}: key '{key}' must be a table of strings",
                             "{where}：参数 '{key}' 须为字符串组成的表"),
    "variants.not-step": ('{where}: key \'{key}\' must be {{at = N, side = "dealer"|"defenders", levels = N}}',
                          '{where}：参数 \'{key}\' 须为 {{at = N, side = "dealer"|"defenders", levels = N}}'),
    "variants.bad-step": ("{where}: key '{key}' has a bad value: {value}", "{where}：参数 '{key}' 的值有误：{value}"),
    "variants.not-increasing": ("{where}: key '{key}' thresholds must be strictly increasing",
                                "{where}：参数 '{key}' 的分数门槛须严格递增"),
    "variants.empty-table": ("{where}: key '{key}' must not be empty", "{where}：参数 '{key}' 不能为空"),
    "variants.not-ranks": ("{where}: key '{key}' must hold ranks 2..14", "{where}：参数 '{key}' 只能含 2..14 的级数"),
    "variants.not-suits": ("{where}: key '{key}' must hold suit letters S H C D",
                           "{where}：参数 '{key}' 只能含花色字母 S H C D"),
    "variants.not-span": ("{where}: key '{key}' must be [least, most] or []",
                          "{where}：参数 '{key}' 须为 [最少, 最多] 或 []"),
    "variants.not-outcome": ("{where}: key '{key}' must be none, points, self-N, dealer+N, defenders+N "
                             "(or >=N, optionally @same); got {value}",
                             "{where}：参数 '{key}' 须为 none、points、self-N、dealer+N、defenders+N"
                             "（或 >=N，可加 @same），而不是 {value}"),
    "variants.not-level-map": ("{where}: key '{key}' must be a table of levels such as {{11 = 2, 14 = 11}}, "
                               "got {value}",
                               "{where}：参数 '{key}' 须为级数对照表，如 {{11 = 2, 14 = 11}}，而不是 {value}"),
    "variants.untranslated": ("{where}: key '{key}' translates no ruling (no 'rulings.{kind}')",
                              "{where}：参数 '{key}' 没有可对应的判罚（无 'rulings.{kind}'）"),
    "variants.key-error": ("{where}: key '{key}': {reason}", "{where}：参数 '{key}'：{reason}"),
    "variants.bad-formula": ("bad tractor formula {formula}: expected 'an+b' or 'b^(n+c)'",
                             "拖拉机倍数公式 {formula} 有误：应为 'an+b' 或 'b^(n+c)'"),
    # What a ruling does (core.outcomes): English as written in [faults].
    "variants.outcome.none": ("none", "结果不变"),
    "variants.outcome.points": ("points", "按判罚分数计分"),
    "variants.outcome.drop": ("self-{n}", "犯规方降 {n} 级"),
    "variants.outcome.gain": ("{side}+{n}", "{side}升 {n} 级"),
    "variants.outcome.at-least": ("{side}>={n}", "{side}至少升 {n} 级"),
    "variants.outcome.same-dealer": ("{outcome}@same", "{outcome}，原庄家继续坐庄"),
}
