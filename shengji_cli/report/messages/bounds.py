"""Messages of the queries' bounds: hands no deck can deal, work no answer needs (id → English, Chinese)."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    "bounds.copies": ("{what}: {n} × {card}, but the {variant} deck has {copies} of each card",
                      "{what}：{card} 有 {n} 张，但 {variant} 的牌只有每种 {copies} 张"),
    "bounds.copies.together": ("{what}: {n} × {card} together, but the {variant} deck has {copies} of each card",
                               "{what}：合计 {card} 有 {n} 张，但 {variant} 的牌只有每种 {copies} 张"),
    "bounds.hand-size": ("{what}: {n} {n|card|cards}, more than a hand can hold under {variant} ({most}: {dealt} dealt "
                         "and the {kitty} of the bottom)",
                         "{what}：{n} 张，超过 {variant} 一手牌最多能有的张数（{most} 张：抓牌 {dealt} 张加底牌 {kitty} 张）"),
    "bounds.play-size": ("{what}: {n} {n|card|cards}, more than a seat holds when it plays under {variant} ({most})",
                         "{what}：{n} 张，超过 {variant} 出牌时一家最多持有的张数（{most} 张）"),
    "bounds.bottom-size": ("{what}: {n} {n|card|cards}, but the {variant} bottom has {most}",
                           "{what}：{n} 张，但 {variant} 的底牌只有 {most} 张"),
    "bounds.tractor": ("--last: a tractor of {n} pairs, but the longest the {variant} deck allows is {most}",
                       "--last：{n} 对的拖拉机，但 {variant} 的牌最长只能组成 {most} 对的拖拉机"),
    "bounds.no-tractor": ("--last: a tractor, but the {variant} deck ({copies} of each card) has no pairs",
                          "--last：拖拉机，但 {variant} 的牌（每种 {copies} 张）组不成对子"),
    "bounds.samples": ("--samples: {n} samples, more than the {most} an estimate may draw",
                       "--samples：{n} 次抽样，超过估算允许的上限 {most} 次"),
    "bounds.points": ("--points: {n}, more than the {most} points a record can write",
                      "--points：{n}，超出记录可写的分数范围（最多 {most} 分）"),
    "bounds.and": ("{first} and {second}", "{first}和{second}"),
    "bounds.list": ("{first}, {rest}", "{first}、{rest}"),
}
