"""Messages of the double-dummy solver (id → English, Chinese): why a record gives no position
to solve from, and why a play cannot be made in one."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    "solver.error.no-trump": (
        "the hand has no level: or trump: line; it cannot be solved",
        "本副没有 level: 或 trump: 行，无法求解",
    ),
    "solver.error.hands-unknown": (
        "the record does not show every card of {seats}; solving needs all four hands",
        "记录未给出 {seats} 的全部牌，求解需要四家的牌",
    ),
    "solver.error.no-bottom": (
        "the record does not show the bottom (kitty and bury, or buried:); it cannot be solved",
        "记录未给出底牌（底牌与扣牌，或 buried:），无法求解",
    ),
    "solver.error.trick-range": (
        "trick {trick} is out of range: the record goes up to trick {last}",
        "第 {trick} 圈超出范围：记录只到第 {last} 圈",
    ),
    "solver.error.plays-range": (
        "trick {trick} cannot be taken after {plays} plays (at most {most})",
        "第 {trick} 圈不能从第 {plays} 手之后开始（至多 {most} 手）",
    ),
    "solver.error.order": (
        "at trick {trick}, {seat} plays out of turn ({expected} was to play)",
        "第 {trick} 圈 {seat} 未按顺序出牌（应由 {expected} 出牌）",
    ),
    "solver.error.recorded-play": (
        "the play of {seat} at trick {trick} cannot be made",
        "第 {trick} 圈 {seat} 的出牌无法进行",
    ),
    "solver.error.count": (
        "{seat} plays {n} cards to a lead of {lead}",
        "{seat} 出了 {n} 张，领出为 {lead} 张",
    ),
    "solver.error.not-held": ("{seat} does not hold {cards}", "{seat} 手中没有 {cards}"),
    "solver.error.mixed-lead": (
        "{seat} leads cards of more than one suit",
        "{seat} 领出的牌不是同一门花色",
    ),
    "solver.error.no-play": (
        "{seat} has no legal play: the hands do not hold the same number of cards",
        "{seat} 无牌可出：各家手中的牌数不同",
    ),
    "solver.error.forced": (
        "{cards} is not a forced play the rules allow after that throw",
        "{cards} 不是该甩牌失败后规则允许的出牌",
    ),
}
