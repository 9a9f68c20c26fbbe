"""One word per thing: the terms for suits, sides, kinds, standings, phases, faults, units and
relative seats in both languages, so a word is the same in every message, table and heading.

>>> term(Side.DEALER, "zh"), term(Kind.ILLEGAL_FOLLOW, "en"), term(Trump.H, "zh")
('庄家方', 'illegal-follow', '红桃')
>>> term(Side.DEALER, "en", long=True), term(Side.DEALER, "zh", long=True), term("pair", "zh")
('dealer side', '庄家方', '对子')
"""

from __future__ import annotations

from enum import StrEnum
from typing import TypeVar

from ..core.vocab import Fault, Grade, Kind, Phase, Relative, Side, Standing, Trump
from .lang import Lang

E = TypeVar("E", bound=StrEnum)

TERMS: dict[str, tuple[str, str]] = {
    Side.DEALER: ("dealer", "庄家方"),
    Side.DEFENDERS: ("defenders", "闲家"),
    Grade.BEST: ("best", "最佳"),
    Grade.INACCURACY: ("inaccuracy", "欠佳"),
    Grade.MISTAKE: ("mistake", "失误"),
    Grade.BLUNDER: ("blunder", "大错"),
    Trump.S: ("♠", "黑桃"),
    Trump.H: ("♥", "红桃"),
    Trump.C: ("♣", "梅花"),
    Trump.D: ("♦", "方块"),
    Trump.NT: ("NT", "无主"),
    Phase.DEAL: ("deal", "抓牌时"),
    Phase.BEFORE_BOTTOM: ("before-bottom", "拿底牌前"),
    Phase.BEFORE_BURY: ("before-bury", "扣底前"),
    Phase.AFTER_BURY: ("after-bury", "扣底后"),
    Fault.HIDDEN_CARD: ("hidden-card", "藏张"),
    Fault.CARD_COUNT: ("card-count", "多牌少牌"),
    Fault.BURY: ("bury", "扣错底牌"),
    Fault.MINOR_FOLLOW: ("minor-follow", "轻微出错牌"),
    Fault.HIDDEN_CORRECTED: ("hidden-corrected", "当圈改正的藏张"),
    Fault.RETRACT: ("retract", "悔牌"),
    Fault.VIOLATION: ("violation", "违例"),
    Fault.CONDUCT: ("conduct", "罚分"),
    Fault.FORFEIT: ("forfeit", "判负"),
    Standing.LEAD: ("lead", "领出"),
    Standing.FOLLOW: ("follow", "跟牌"),
    Standing.BEAT: ("beat", "管上"),
    Standing.RUFF: ("ruff", "将吃"),
    Standing.OVER_RUFF: ("over-ruff", "超将吃"),
    Standing.DISCARD: ("discard", "垫牌"),
    Kind.CARD_NOT_HELD: ("card-not-held", "出了手中没有的牌"),
    Kind.CARD_COUNT: ("card-count", "多牌少牌"),
    Kind.DECK: ("deck", "牌数不符"),
    Kind.WRONG_LEADER: ("wrong-leader", "领出者错误"),
    Kind.WRONG_ORDER: ("wrong-order", "出牌顺序错误"),
    Kind.BURY: ("bury", "扣错底牌"),
    Kind.ILLEGAL_LEAD: ("illegal-lead", "领出不合规"),
    Kind.ILLEGAL_FOLLOW: ("illegal-follow", "跟错牌"),
    Kind.FAILED_THROW: ("failed-throw", "甩错牌未罚"),
    Kind.WRONG_FORCED_PLAY: ("wrong-forced-play", "甩错后出牌错误"),
    Kind.FALSE_FAILED_THROW: ("false-failed-throw", "误判甩错"),
    Kind.POINTS_MISMATCH: ("points-mismatch", "得分不符"),
    Kind.WINNER_MISMATCH: ("winner-mismatch", "赢墩不符"),
    Kind.BOTTOM_MISMATCH: ("bottom-mismatch", "底分不符"),
    Kind.LEVEL_MISMATCH: ("level-mismatch", "升级不符"),
    Kind.PENALTY_MISMATCH: ("penalty-mismatch", "罚分不符"),
    Kind.ILLEGAL_DECLARATION: ("illegal-declaration", "亮主违例"),
    Kind.DEALER_MISMATCH: ("dealer-mismatch", "庄家不符"),
    Kind.TRUMP_MISMATCH: ("trump-mismatch", "主牌不符"),
    Kind.UNVERIFIABLE: ("unverifiable", "无法核对"),
    Kind.TIME_MISMATCH: ("time-mismatch", "到时结束不符"),
    Kind.REDEAL_MISMATCH: ("redeal-mismatch", "重洗不符"),
    Kind.DRAW_MISMATCH: ("draw-mismatch", "抽牌定庄不符"),
    Kind.FORFEITED: ("forfeited", "判负后的记录"),
    Kind.RULING_MISMATCH: ("ruling-mismatch", "判罚分数不符"),
    Kind.EXPOSED_CARD: ("exposed-card", "重罚张未出"),
    Relative.NEXT: ("next", "下家"),
    Relative.PARTNER: ("partner", "对家"),
    Relative.PREV: ("prev", "上家"),
    # The kinds of unit (``core.units``: plain strings there).
    "single": ("single", "单张"),
    "pair": ("pair", "对子"),
    "tractor": ("tractor", "拖拉机"),
    "throw": ("throw", "甩牌"),
    "triple": ("triple", "三同张"),
    "titanic": ("泰坦尼克", "泰坦尼克"),
}
"""Every member of the vocabulary enums shown to users, in English and Chinese, keyed by its
stable string (a :class:`~enum.StrEnum` member hashes and compares as its value).  Enums of
variant choices are shown as their names (they are parameter values, the same in both)."""

LONG: dict[str, str] = {
    Side.DEALER: "dealer side",
}
"""English words longer than the term, where a sentence needs them (``{side:long}`` in a
template); the Chinese word is the term's."""


def vocab(enum: type[E], value: str | None) -> E | str | None:
    """``value`` as a member of ``enum`` when it is one (so it is shown by its term), else as is."""
    try:
        return None if value is None else enum(value)
    except ValueError:
        return value


def term(value: StrEnum | str, lang: Lang, long: bool = False) -> str:
    """The word for ``value`` (with ``long``, the sentence form); a value with no entry is shown
    as itself."""
    if long and lang == "en" and value in LONG:
        return LONG[value]
    entry = TERMS.get(value)
    if entry is None:
        return str(value)
    return entry[1] if lang == "zh" else entry[0]
