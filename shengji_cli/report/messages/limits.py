"""Messages of the per-file and per-line limits (id → English, Chinese): a file that took too
long, a card line longer than any deck."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    "limits.timeout": (
        "took longer than {seconds} s: not checked",
        "用时超过 {seconds} 秒：未检查",
    ),
    "limits.too-many-cards": (
        "{n} cards on one line, more than any deck holds",
        "一行有 {n} 张牌，超过任何一副牌的张数",
    ),
    "limits.expected.at-most-cards": ("at most {limit} cards", "至多 {limit} 张牌"),
    "limits.not-seconds": (
        "'{value}' is not a number of seconds from 0 (no limit) to 1000000",
        "'{value}' 不是 0（不限时）到 1000000 之间的秒数",
    ),
    "limits.too-many-lines": (
        "more than {limit} '{key}' lines in one hand",
        "一副牌中的 '{key}' 行超过 {limit} 行",
    ),
    "limits.expected.at-most-lines": ("at most {limit} such lines", "至多 {limit} 行"),
}
