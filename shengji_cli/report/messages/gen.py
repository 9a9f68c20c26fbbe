"""Messages of the generator (id → English, Chinese)."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    "gen.deck-mismatch": (
        "cannot generate for variant {variant}: {seats} × {hand} + {kitty} cards is not the "
        "{deck}-card deck",
        "无法为规则 {variant} 发牌：{seats} × {hand} + {kitty} 张与 {deck} 张的牌数不符",
    ),
    "gen.unknown-fault": (
        "unknown fault kind '{name}'; the generator injects: {kinds}",
        "未知的违例类型 '{name}'；生成器可注入：{kinds}",
    ),
    "gen.format-match": (
        "--match cannot be written as --to {format}: its log is one game",
        "--match 不能写成 --to {format}：其日志只是一局",
    ),
    "gen.out-not-empty": (
        "--out {out}: the folder is not empty; choose a new or empty folder, or add --force to "
        "write into it (files of the same names are replaced)",
        "--out {out}：文件夹不是空的；请换用新的或空的文件夹，或加上 --force 写入其中（同名文件会被"
        "覆盖）",
    ),
    "gen.unknown-match-fault": (
        "unknown match fault '{name}'; use one of {kinds}",
        "未知的比赛违例 '{name}'；可用：{kinds}",
    ),
    "gen.fault-not-in-variant": (
        "the variant {variant} has no rule that a '{name}' fault breaks",
        "变体 {variant} 没有 '{name}' 所违反的规则",
    ),
}
