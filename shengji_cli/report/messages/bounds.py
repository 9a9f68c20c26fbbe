"""Messages of the queries' bounds: hands no deck can deal, work no answer needs (id → English,
Chinese)."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    "bounds.copies": (
        "{what}: {n} × {card}, but the {variant} deck has {copies} of each card",
        "{what}：有 {n} 张 {card}，但 {variant} 每种牌只有 {copies} 张",
    ),
    "bounds.copies.together": (
        "{what}: {n} × {card} together, but the {variant} deck has {copies} of each card",
        "{what}：合计有 {n} 张 {card}，但 {variant} 每种牌只有 {copies} 张",
    ),
    "bounds.hand-size": (
        "{what}: {n} {n|card|cards}, more than a hand can hold under {variant} ({most}: {dealt} "
        "dealt "
        "and the {kitty} of the bottom)",
        "{what}：共 {n} 张牌，超过 {variant} 一手牌的上限（{most} 张：抓牌 {dealt} 张加底牌 "
        "{kitty} 张）",
    ),
    "bounds.play-size": (
        "{what}: {n} {n|card|cards}, more than a seat holds when it plays under {variant} ({most})",
        "{what}：共 {n} 张牌，超过 {variant} 出牌时一家手中最多的张数（{most} 张）",
    ),
    "bounds.bottom-size": (
        "{what}: {n} {n|card|cards}, but the {variant} bottom has {most}",
        "{what}：共 {n} 张牌，但 {variant} 的底牌只有 {most} 张",
    ),
    "bounds.tractor": (
        "--last: a tractor of {n} pairs, but the longest the {variant} deck allows is {most}",
        "--last：{n} 连对的拖拉机，但 {variant} 的牌最多只能连成 {most} 对",
    ),
    "bounds.no-tractor": (
        "--last: a tractor, but the {variant} deck ({copies} of each card) has no pairs",
        "--last：拖拉机，但 {variant} 的牌（每种 {copies} 张）组不成对子",
    ),
    "bounds.samples": (
        "--samples: {n} samples, more than the {most} an estimate may draw",
        "--samples：{n} 次抽样，超过估算允许的上限 {most} 次",
    ),
    "bounds.points": (
        "--points: {n}, more than the {most} points a record can write",
        "--points：{n}，超出记录可写的分数范围（最多 {most} 分）",
    ),
}
