"""The variant schema: every rule parameter, its default, its range and what it means (the docs
``variants show`` prints and docs/rules.md's appendix is tested against), and the error a bad
variant raises.

:mod:`.variants` is the door: it loads variants (:mod:`.variant_loading`) and re-exports these.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field, fields, is_dataclass
from enum import StrEnum
from typing import Any, assert_never

from .errors import ErrorKind, ShengjiError
from .escape import escaped_char
from .messages import Localized, Msg, Param
from .outcomes import (
    FaultOutcome,
    NoEffect,
    Points,
)
from .suggest import did_you_mean
from .vocab import (
    BelowZero,
    BottomMode,
    CardCountTrick,
    Consequence,
    Deadline,
    DealerPenalty,
    Decomposition,
    DefenderPenalty,
    Fault,
    FirstDeclarationBy,
    FirstDraw,
    FirstHandDealer,
    ForcedPlay,
    JokerCompanion,
    Kind,
    NextDealerOnHold,
    NextDealerOnTakeover,
    NoDeclaration,
    PartnerBlock,
    PenaltyBasis,
    Phase,
    RedealBy,
    RuffStructure,
    Side,
    ThrowMultiplier,
    TimeTie,
    TrickStrength,
    TurnedCardDealer,
)

PRESETS = ("national", "shenzhen", "bjtu", "club10", "online", "shanghai")
"""The two-deck presets: the seed texts' five and ``shanghai`` (the 80fen rulebook, docs/rules.md
§12); every preset-wide test and table covers them all."""
NAMED = PRESETS + ("titanic", "baifen")
"""Every variant loadable by name: :data:`PRESETS` and seed 004's other games, ``titanic`` (three
decks, 泰坦尼克) and ``baifen`` (one deck, 打百分) (docs/rules.md §13)."""

DECK_POINTS = 100
"""The points in one deck: four 5s, four 10s, four Ks (``deck.points`` is this times
``deck.copies``)."""
MAX_FILE_BYTES = 64 * 1024
"""A variant file larger than this is refused (after reading one byte more, not the whole)."""
MAX_CHAIN = 8
"""The most files an ``extends`` chain may hold (the presets not counted)."""
MAX_LEVELS = 20
"""The most levels any one parameter may move (a threshold, a cap, a ruling's ``+N``)."""
POINTS_RANGE = (-1000, 10_000)
"""The points a level threshold (``at``) may name."""
RANGES: dict[str, tuple[int, int]] = {
    "deck.copies": (1, 4),
    "deck.hand_size": (1, 60),
    "deck.kitty_size": (0, 60),
    "deck.points": (0, 400),
    "throw.penalty_per_card": (0, 1000),
    "bottom.single": (1, 1000),
    "bottom.pair": (1, 1000),
    "bottom.throw_floor": (0, 1000),
    "bottom.triple": (1, 1000),
    "levels.step": (1, 500),
    "levels.cap": (0, MAX_LEVELS),
    "levels.takeover_cap": (0, MAX_LEVELS),
    "match.restore_after_ja_below": (0, 1000),
    "faults.hidden_card_points": (0, 1000),
    "match.time_limit": (0, 24 * 60),
    "match.hands_after_call": (0, 20),
    "match.time_call_before": (0, 24 * 60),
    "declaration.redeal_below": (0, 1000),
}
"""Each integer parameter's least and greatest value (a list: each item's).  Besides: the four
hands and the bottom fit the deck, levels are ranks 2..14, level thresholds take
:data:`POINTS_RANGE` and move at most :data:`MAX_LEVELS`."""
DRAW_NAMES = frozenset(
    {"BJ", "LJ", "A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"}
)
"""The names ``declaration.draw_order`` may hold: the jokers and the ranks (suits are equal)."""


class VariantError(ShengjiError, ValueError):
    """A variant could not be loaded: unknown name, unreadable file, unknown key, bad value.

    ``message`` says it all (the file and the key included); ``where`` is the file (empty for
    an unknown name), ``key`` the parameter (empty when the fault is not one key's).
    ``str()`` is for debugging: the report layer renders ``message``.
    """

    kind = ErrorKind.VARIANT

    def __init__(self, message: Msg, where: str = "", key: str = "") -> None:
        super().__init__(message, where, key)
        self.message, self.where, self.key = message, where, key

    def __str__(self) -> str:
        return str(self.message)


def shown(text: str, limit: int = 80) -> str:
    """``text`` safe to print: control characters escaped, at most ``limit`` characters.

    >>> shown("a\\x1b[2J" + "b" * 100, 10)
    'a\\\\x1b[2Jbb…'
    """
    out = "".join(c if c.isprintable() else escaped_char(c) for c in text[: limit + 1])
    return out if len(out) <= limit else out[:limit] + "…"


def _bad(id: str, where: str, key: str = "", **params: Param) -> VariantError:  # noqa: A002 - the catalog's word
    """The error ``variants.<id>`` about ``key`` of ``where`` (both shown safely)."""
    where, key = shown(where, 200), shown(key)
    return VariantError(Msg.of(f"variants.{id}", where=where, key=key, **params), where, key)


def _hint(word: str, known: Iterable[str]) -> Msg | str:
    """ "; did you mean …" naming the one of ``known`` closest to ``word``, if any is close."""
    near = did_you_mean(word, known)
    return "" if near is None else Msg.of("variants.did-you-mean", near=shown(near))


def presets_only(spec: str) -> VariantError:
    """The error for a record's ``variant:`` line that names no preset, the run allowing no file."""
    return VariantError(
        Msg.of(
            "variants.presets-only",
            spec=shown(spec),
            presets=", ".join(NAMED),
            hint=_hint(spec, NAMED),
        )
    )


def _choice(default: StrEnum, doc: str, zh: str) -> Any:
    """A parameter whose value is one member of ``default``'s enum; ``doc``/``zh``: what it
    means."""
    return field(
        default=default, metadata={"choices": tuple(type(default)), "doc": Localized(doc, zh)}
    )


def _param(default: Any, doc: str, zh: str) -> Any:
    """A parameter and what it means, in English and Chinese (``variants show``)."""
    meta = {"doc": Localized(doc, zh)}
    if isinstance(default, (list, tuple)):
        return field(default_factory=lambda: tuple(default), metadata=meta)
    return field(default=default, metadata=meta)


@dataclass(frozen=True)
class DeckRules:
    """``[deck]``: the cards, the hands and the bottom."""

    copies: int = _param(2, "copies of each card (2 decks)", "每种牌的张数（两副牌）")
    hand_size: int = _param(25, "cards dealt to each seat", "每家抓牌的张数")
    kitty_size: int = _param(8, "cards in the bottom (底牌)", "底牌的张数")
    points: int = _param(
        0,
        "the points in the deck (0: 100 a deck, its 5s, 10s and Ks); another value must be that",
        "牌中的总分（0：每副 100 分，即其中的 5、10、K）；写出的数须与之相符",
    )

    @property
    def total_points(self) -> int:
        """The points in the deck: ``points``, or 100 a deck when it is 0."""
        return self.points or DECK_POINTS * self.copies


@dataclass(frozen=True)
class OrderRules:
    """``[order]``: the trump order and which pairs are adjacent."""

    twos_trump: bool = _param(False, "2 as permanent trump (2 为常主)", "2 为常主")
    level_gap_adjacent: bool = _param(
        True,
        "pairs on either side of the level rank are adjacent (level 5: 66+44)",
        "级牌两侧的对子相连（打 5 时 66+44 为拖拉机）",
    )
    trump_chain_adjacent: bool = _param(
        True,
        "trump A / other-level / trump-level / jokers form one chain",
        "主 A、副级牌、主级牌、王连成一串",
    )
    nt_level_joker_adjacent: bool = _param(
        True,
        "in no-trump, a level pair + small-joker pair is a tractor (bjtu: no)",
        "无主时，级牌对子与小王对子为拖拉机（bjtu：否）",
    )
    decomposition: Decomposition = _choice(
        Decomposition.CANONICAL,
        "how a play splits into tractors, pairs and singles: canonical (longest tractors first); "
        "layered "
        "(the k-th pair of a position goes to layer k, each layer scanned for runs; 80fen); greedy "
        "(one pass "
        "from the top, a second pair at the same position ends the chain; 80fen before 2026-09-07)",
        "牌组如何拆成拖拉机、对子和单张：先取最长的拖拉机；分层（同一位置的第 k 对归入第 k 层，逐层"
        "找连对；"
        "上海 80 分规则）；自上而下一遍扫过（同一位置的第二对截断连对；上海 80 分裁判 2026-09-07 之"
        "前）",
    )


@dataclass(frozen=True)
class FollowRules:
    """``[follow]``: what a lead obliges."""

    throw_shape_owed: bool = _param(
        True,
        "a throw's pairs and tractors oblige the follower as each would if led alone (else a throw "
        "owes "
        "only its suit and number of cards: online 游戏规则 五.4, R4.3)",
        "甩牌中的对子和拖拉机与单独领出时一样约束跟牌（否则甩牌只须跟出该花色、张数相同的牌："
        "online 游戏规则 五.4，R4.3）",
    )
    throw_tractor_obliges_tractor: bool = _param(
        True,
        "a tractor inside a throw obliges a tractor as a tractor lead does (else only its pairs "
        "count)",
        "甩牌中的拖拉机与领出的拖拉机一样须跟拖拉机（否则只算其中的对子）",
    )
    shorter_tractor_owed: bool = _param(
        True,
        "a longer tractor led than the hand can match still obliges the hand's longest shorter "
        "tractor",
        "领出的拖拉机比手中能跟的长时，仍须跟手中最长的较短拖拉机",
    )


@dataclass(frozen=True)
class ThrowRules:
    """``[throw]``: failed throws, their forced plays and penalties."""

    forced_play: ForcedPlay = _choice(
        ForcedPlay.ANY_BEATEN_KIND,
        "which forced plays a failed throw allows: the smallest unit of any beaten kind; the "
        "thrower's 下家 "
        "picks a beaten kind; the beaten kind with fewest cards; the first blocking seat's first "
        "beatable "
        "kind; the beaten unit holding the lowest card; the smallest unit of the most complex "
        "beaten kind "
        "(tractors, then pairs, then singles); the unit of lowest top among all the throw's units, "
        "of equal "
        "tops the one of more cards (80fen before 2026-09-07)",
        "甩错后允许的出法：任一被管住牌型的最小组合；由甩牌者的下家指定被管住的牌型；张数最少的被管"
        "住牌型；"
        "第一家管住者能管的第一个牌型；含最小一张牌的被管住组合；最复杂的被管住牌型的最小组合（依次"
        "为拖拉机、"
        "对子、单张）；甩牌所有组合中最大牌最小的，最大牌相同时取张数多的（上海 80 分裁判 "
        "2026-09-07 之前）",
    )
    partner_block_any_unit: PartnerBlock = _choice(
        PartnerBlock.NEVER,
        "when the thrower's partner blocks, any unit of the throw may be named: never; on every "
        "throw; only "
        "on a throw of several kinds of unit (shenzhen 第十七条(四)1 当甩牌包含多种组合; "
        "true/false read as "
        "always/never)",
        "甩牌者的同伴管住时，可指定甩牌中的任一组合：从不；任何甩牌；只在甩牌包含多种组合时（"
        "shenzhen 第十七条(四)1）；"
        "旧的布尔值“是”即任何甩牌，“否”即从不",
    )
    penalty_per_card: int = _param(10, "penalty points per counted card", "每张计罚的牌罚的分数")
    penalty_basis: PenaltyBasis = _choice(
        PenaltyBasis.WITHDRAWN,
        "cards counted: withdrawn (thrown − forced play), cards of beaten units, all thrown, or "
        "one per failed throw (attempt: shengji.io's ten points per attempt)",
        "计罚的牌：撤回的牌（甩出的减去须出的）、被管住组合的牌、甩出的全部牌，或每次甩错计一次"
        "（不论张数）",
    )
    defender_penalty: DefenderPenalty = _choice(
        DefenderPenalty.SUBTRACT,
        "a defender's penalty and the defenders' points",
        "闲家的罚分是否从闲家得分中扣除",
    )
    dealer_penalty: DealerPenalty = _choice(
        DealerPenalty.ADD,
        "a dealer-side penalty and the defenders' points",
        "庄家方的罚分是否加到闲家得分中",
    )
    dealer_partner_may_ruff: bool = _param(
        True,
        "after a failed throw the dealer's partner may ruff / over-ruff (national 第十七条: no)",
        "甩错后庄家的同伴可以将吃或超将吃（national 第十七条：否）",
    )
    withdrawn_exposed: bool = _param(
        False,
        "a failed throw's withdrawn cards are exposed cards (重罚张) until the thrower next leads: "
        "it must "
        "follow with them at the first legal chance (shenzhen 第十七条(四)1, (五)2)",
        "甩错后收回的牌按重罚张处理，直至甩牌者下一次领出：跟牌时须在合法出牌的第一时间跟出"
        "（shenzhen 第十七条(四)1、(五)2）",
    )


@dataclass(frozen=True)
class RuffRules:
    """``[ruff]``: which trump plays ruff a lead, and how strong they are."""

    structure: RuffStructure = _choice(
        RuffStructure.EXACT,
        "a ruff must match every unit of the lead (a unit may be split, never merged), or have at "
        "least as "
        "many tractors and pairs, or the same decomposition as the lead (same-shape: 80fen before "
        "2026-09-07)",
        "将吃须与领出的每个组合相同（组合可拆不可并），或至少有同样多的拖拉机和对子，或与领出的拆分"
        "完全相同"
        "（上海 80 分裁判 2026-09-07 之前）",
    )
    strength: TrickStrength = _choice(
        TrickStrength.LEAD_UNIT,
        "how competing plays compare: by the lead's most complex unit kind (a follow in suit beats "
        "only a "
        "one-unit lead); or by the highest card of the whole play, any play of the led suit or of "
        "trumps "
        "whose structure covers the lead's competing (80fen)",
        "争胜的牌如何比大小：按领出牌中最复杂的组合（同花色跟牌只能管住只有一个组合的领出）；或按整"
        "手牌中最大的"
        "一张，同花色或将牌中结构覆盖领出的都可争胜（上海 80 分规则）",
    )


@dataclass(frozen=True)
class BottomRules:
    """``[bottom]``: the bottom's multiplier."""

    mode: BottomMode = _choice(
        BottomMode.PER_UNIT,
        "per-unit table; 2 × the last lead's cards; 2 × / 2^ the largest unit's size",
        "抠底倍数：按组合查表；最后一轮领出张数的 2 倍；最大组合张数的 2 倍 / 2 的乘方",
    )
    single: int = _param(2, "multiplier for a single", "单张抠底的倍数")
    pair: int = _param(4, "multiplier for a pair", "对子抠底的倍数")
    tractor: str = _param(
        "2n+2",
        "tractor of n pairs: a formula in n — 'an+b' or 'b^(n+c)'",
        "n 对拖拉机抠底的倍数：n 的公式 —— 'an+b' 或 'b^(n+c)'",
    )
    throw: ThrowMultiplier = _choice(
        ThrowMultiplier.LARGEST_UNIT,
        "a throw's multiplier: its largest unit's, or summed",
        "甩牌抠底的倍数：按其中最大的组合，或各组合相加",
    )
    throw_floor: int = _param(
        0, "a throw's multiplier is at least this", "甩牌抠底的倍数至少为此数"
    )
    triple: int = _param(
        8, "multiplier for a triple (三同张, three decks)", "三同张抠底的倍数（三副牌）"
    )
    titanic: str = _param(
        "8n",
        "泰坦尼克 of n triples (three decks): a formula in n — 'an+b' or 'b^(n+c)'",
        "n 连三同张（泰坦尼克，三副牌）抠底的倍数：n 的公式 —— 'an+b' 或 'b^(n+c)'",
    )


@dataclass(frozen=True)
class LevelStep:
    """One row of the points-to-levels table."""

    at: int
    side: Side
    levels: int


@dataclass(frozen=True)
class LevelRules:
    """``[levels]``: the levels a hand's points give."""

    table: tuple[LevelStep, ...] = _param(
        (),
        "thresholds: from `at` points (inclusive) the side goes up `levels`",
        "分数门槛：自 `at` 分（含）起，该方升 `levels` 级",
    )
    step: int = _param(
        40, "past the last threshold, +1 per full step", "超过最后一个门槛后，每满一档再升 1 级"
    )
    cap: int = _param(0, "most levels one hand can gain (0: no cap)", "一副最多升几级（0：不限）")
    takeover_cap: int = _param(
        0,
        "most levels the defenders can gain when taking over (0: no cap)",
        "闲家上台时最多升几级（0：不限）",
    )
    below_zero: BelowZero = _choice(
        BelowZero.STOP,
        "points under the first threshold (a penalty can make them negative): stop (they count as "
        "the first "
        "row's) or continue (one more level per full step below it: shenzhen 第十三条 每降低20分，"
        "庄家加升一级)",
        "低于第一个门槛的分数（罚分可使其为负）：停止（按第一档计），或继续（每低一整档再升一级："
        "shenzhen 第十三条 "
        "每降低20分，庄家加升一级）",
    )


@dataclass(frozen=True, slots=True)
class LevelMap:
    """Levels to levels, written as a TOML table: ``{11 = 2, 14 = 11}``.

    >>> m = LevelMap(((11, 2), (14, 11)))
    >>> m.get(14), m.get(5), 11 in m, str(m)
    (11, None, True, '{11 = 2, 14 = 11}')
    """

    pairs: tuple[tuple[int, int], ...] = ()

    def get(self, level: int) -> int | None:
        for key, value in self.pairs:
            if key == level:
                return value
        return None

    def __contains__(self, level: object) -> bool:
        return any(key == level for key, _ in self.pairs)

    def __str__(self) -> str:
        return "{" + ", ".join(f"{k} = {v}" for k, v in self.pairs) + "}"


@dataclass(frozen=True)
class MatchRules:
    """``[match]``: the levels across hands, must-play levels and the match's end."""

    must_play: tuple[int, ...] = _param(
        (11, 14), "levels a gain may not jump (必打)", "升级时不能越过的级（必打）"
    )
    final_level: int = _param(14, "passing this level wins the match", "打过此级即赢得比赛")
    wrap_past_final: bool = _param(
        False,
        "past the final level wrap to 2 instead of winning (online)",
        "打过最后一级后从 2 重新打起，而不是获胜（online）",
    )
    deduct_unplayed_levels: bool = _param(
        False,
        "levels not taken at a must-play level are deducted from the other side (shenzhen 第十四条"
        ")",
        "在必打级少升的级数从对方扣除（shenzhen 第十四条）",
    )
    ja_restart: LevelMap = _param(
        LevelMap(((11, 2), (14, 11))),
        "the J/A restart: a dealer side on a key level restarts from its value (J→2, A→J)",
        "J/A 重打：庄家方在表中的级（键）改从对应的级（值）重新打起（J→2，A→J）",
    )
    ja_bottom_rule: bool = _param(
        False,
        "dealer on J/A whose bottom is dug with a J/A restarts (shenzhen 第十四条)",
        "庄家打 J/A 时被用 J/A 抠底则重新打起（shenzhen 第十四条）",
    )
    ja_restart_frees_two: bool = _param(
        False,
        "a side restarted from 2 by the J/A rule need not stop on 2 while it is on 2 (shenzhen 此时"
        "2非必打)",
        "因 J/A 规则从 2 重新打起的一方，在 2 时 2 非必打（shenzhen 此时2非必打）",
    )
    declarer_deals: bool = _param(
        False,
        "every hand is dealt by the seat that declared, at its side's level, whoever the match "
        "would give "
        "(抢庄 each hand, as shengji-godot plays): a hand's dealer: line is taken, not checked",
        "每副都由亮主的一家按其一方的级坐庄，不论比赛进程给谁（每副抢庄）：不核对庄家",
    )
    next_dealer_on_hold: NextDealerOnHold = _choice(
        NextDealerOnHold.PARTNER, "who deals after the dealer side went up", "庄家方升级后由谁坐庄"
    )
    next_dealer_on_takeover: NextDealerOnTakeover = _choice(
        NextDealerOnTakeover.NEXT,
        "who deals after the defenders took over: the old dealer's 下家",
        "闲家上台后由谁坐庄：原庄家的下家",
    )
    restore_after_ja_below: int = _param(
        0,
        "after a J/A bottom restart, the next hand's defenders scoring under this lets the dealer "
        "side play "
        "J/A again (shenzhen 落实政策: 40; 0: off)",
        "J/A 抠底重打后，下一副闲家得分低于此数时庄家方可重新打 J/A（shenzhen 落实政策：40；0：不用"
        "此规则）",
    )
    time_limit: int = _param(
        0,
        "minutes a match lasts (0: no time limit); a match ended on time (a 'time: up' line, or "
        "the hands "
        "after the call) is won by the higher level (national 第十五条 两个小时, shenzhen 第十五条 "
        "90分钟, "
        "bjtu 一.4 120分鐘, club10 十一 一小时)",
        "一场比赛的时限（分钟；0：不限时）；到时结束的比赛（记录中的到时一行，或宣布后的几副打完）"
        "级数高者获胜"
        "（national 第十五条 两个小时，shenzhen 第十五条 90分钟，bjtu 一.4 120分钟，俱乐部规则 十一"
        " 一小时）",
    )
    hands_after_call: int = _param(
        0,
        "hands every table must still play after the call before the end, the hand in play at the "
        "call not "
        "counted (shenzhen 第十五条: 3; 0: no call, the match ends at its 'time: up' line)",
        "宣布比赛即将结束后各桌还须打满的副数，宣布时正在打的一副不算（shenzhen 第十五条：3；0：不"
        "宣布，比赛在"
        "记录中的到时一行结束）",
    )
    time_call_before: int = _param(
        0,
        "minutes before the end the call is made (shenzhen 第十五条: 30; stated in the rulings "
        "only)",
        "比赛结束前多少分钟宣布（shenzhen 第十五条：30；只用于判罚说明）",
    )
    time_tie: TimeTie = _choice(
        TimeTie.ON_TOP,
        "a match ended on time with both sides on one level: the side on top (台上, the side that "
        "deals "
        "next) wins, or the rulebook names no winner (national 第十五条)",
        "到时双方级数相同：台上一方（下一副坐庄的一方）获胜，或规则未定胜方（national 第十五条）",
    )


@dataclass(frozen=True)
class DeclarationRules:
    """``[declaration]``: declaring trump, overcalls and the bury."""

    pair_suit_order: tuple[str, ...] = _param(
        ("S", "H", "C", "D"),
        "pairs overcall pairs in this suit order (empty: no order)",
        "对子反对子的花色顺序（空：花色不分大小）",
    )
    single_joker_may_declare: bool = _param(False, "a single joker may declare", "单张王可以亮主")
    no_declaration: NoDeclaration = _choice(
        NoDeclaration.TURN_TOP_CARD, "what happens when nobody declares", "无人亮主时如何处理"
    )
    joker_pairs_ranked: bool = _param(
        True, "a big-joker pair overcalls a small-joker pair", "对大王可反对小王"
    )
    joker_companion: JokerCompanion = _choice(
        JokerCompanion.NONE,
        "level cards declare alone, or each bid of level cards shows one joker of the suit's "
        "colour (big: ♥ "
        "♦, small: ♠ ♣; online 报主)",
        "级牌单独亮主，或每次亮级牌须带一张同颜色的王（大王：♥ ♦，小王：♠ ♣；online 报主）",
    )
    declare_by: Phase = _choice(
        Phase.DEAL,
        "the last phase in which the first declaration may be made",
        "首次亮主的最后时机",
    )
    overcall_by: Phase = _choice(
        Phase.BEFORE_BOTTOM,
        "the last phase in which an overcall or reinforcement may be made",
        "反主或加亮的最后时机",
    )
    dealer_overcall_by: Deadline = _choice(
        Deadline.SAME,
        "the dealer's own deadline for overcalls (same: overcall_by)",
        "庄家本人反主的最后时机（same：同 overcall_by）",
    )
    first_hand_overcall_by: Deadline = _choice(
        Deadline.SAME,
        "the deadline for overcalls on a match's first hand (same: overcall_by)",
        "比赛首副反主的最后时机（same：同 overcall_by）",
    )
    turned_level_card_no_trump: bool = _param(
        False,
        "a level card turned from the bottom makes the hand no-trump, as a joker does (online: 常主"
        ")",
        "从底牌翻出级牌时与翻出王一样为无主（online：常主）",
    )
    reinforce: bool = _param(
        True,
        "a seat may add a second level card to its own single before anyone overcalls (防反/自保)",
        "在别人反主之前，亮了单张的一家可再亮一张同花色的级牌（防反/自保）",
    )
    turned_card_dealer: TurnedCardDealer = _choice(
        TurnedCardDealer.UNCHANGED,
        "after the first hand, who deals when the trump came from a turned bottom card: the dealer "
        "as "
        "before, or the seat dealt the card's other copy when it sits on the other side (online 二"
        ".3 "
        "玩家中有人能与此张牌配对的一方为庄家; checked when the deals are recorded)",
        "首副之后，主牌由翻底牌决定时谁坐庄：原庄家，或对方中抓到该牌另一张的一家（online 二.3 "
        "玩家中有人能与此张牌配对的一方为庄家；记录了发牌时才核对）",
    )
    first_declaration_by: FirstDeclarationBy = _choice(
        FirstDeclarationBy.ANYONE,
        "after the first hand, who makes the first declaration: anyone, or the dealer side, the "
        "other side "
        "only when neither dealer-side seat can, the declaring seat then dealing at the hand's "
        "level, each "
        "side's level moving from its own (online 二.2)",
        "首副之后谁先亮主：任何人，或庄家方——庄家方两家都不能亮主时对方才可亮主，亮主的一家按本副的"
        "级坐庄，"
        "各方从自己的级升级（online 二.2）",
    )
    first_hand_dealer: FirstHandDealer = _choice(
        FirstHandDealer.STANDING_BID,
        "who deals a match's first hand: the seat of the standing bid, or the first seat whose "
        "declaration "
        "stood (80fen: once the dealer is known, an overcall changes only the trump)",
        "比赛首副由谁坐庄：最终成立的亮主或反主的一家，或第一个亮主成立的一家（上海 80 分规则：庄家"
        "确定后，反主只改变将牌）",
    )
    overcall_rebury: bool = _param(
        False,
        "an overcall after the bury takes up the buried cards and buries again, the dealer "
        "unchanged (online "
        "四.2 反主炒底; record each bury with 'buried: SEAT CARDS')",
        "扣底后反主的一家拿起底牌重新扣底，庄家不变（online 四.2 反主炒底；每次扣底记为 'buried: "
        "SEAT "
        "CARDS'）",
    )
    redeal_below: int = _param(
        0,
        "a seat holding fewer points than this in its dealt cards may have the hand redealt, the "
        "dealer "
        "staying (online 二.4 暴动: 15; 0: no such redeal, a 'redeal:' line is a finding)",
        "抓到的牌中分数少于此数的一家可要求重新洗牌摸牌，庄家不变（online 二.4 暴动：15；0：无此规"
        "则，"
        "记录中的重洗一行即为违例）",
    )
    redeal_by: RedealBy = _choice(
        RedealBy.DEFENDERS,
        "who may call that redeal: a defender (online 二.4 对家玩家, read as the side opposite the "
        "dealer), "
        "or any seat",
        "谁可要求暴动：闲家（online 二.4 对家玩家，读作庄家的对方），或任何一家",
    )
    first_draw: FirstDraw = _choice(
        FirstDraw.NONE,
        "what the cards drawn before a match ('draw:' lines) decide: nothing (a draw line is a "
        "finding), who "
        "draws first (not checked), the first dealer when nobody declares (bjtu 一.3), or the "
        "first dealer",
        "比赛开始前抽的牌（记录中的抽牌一行）决定什么：无此规则（抽牌一行即为违例），谁先抓牌（不核"
        "对），"
        "无人亮主时的首副庄家（bjtu 一.3），或首副庄家",
    )
    draw_order: tuple[str, ...] = _param(
        ("BJ", "LJ", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "A"),
        "the drawn cards from high to low, suits equal (bjtu 一.3 大王、小王、k、a: A counts one)",
        "抽牌点数从大到小，花色不分（bjtu 一.3 大王、小王、k、a：A 算一点）",
    )


@dataclass(frozen=True)
class FaultRules:
    """What a referee's ruling (``ruling:`` lines) does to the level change, per fault and
    offending side: a :data:`~.outcomes.FaultOutcome` each (``none``, ``points``, ``self-N``,
    ``dealer+N`` / ``defenders+N``, ``>=N``, ``@same``; see :mod:`.outcomes`)."""

    hidden_card_dealer: FaultOutcome = _param(Points(), "藏张 by the dealer side", "庄家方藏张")
    hidden_card_defenders: FaultOutcome = _param(Points(), "藏张 by a defender", "闲家藏张")
    card_count_dealer: FaultOutcome = _param(
        NoEffect(), "wrong number of cards, dealer side", "庄家方多牌少牌"
    )
    card_count_defenders: FaultOutcome = _param(
        NoEffect(), "wrong number of cards, defenders", "闲家多牌少牌"
    )
    bury_dealer: FaultOutcome = _param(
        NoEffect(), "wrong bury by the dealer side", "庄家方扣错底牌"
    )
    bury_defenders: FaultOutcome = _param(
        NoEffect(),
        "wrong bury by a defender (after an overcall's re-bury)",
        "闲家扣错底牌（反主后重新扣底时）",
    )
    hidden_card_points: tuple[int, ...] = _param(
        (),
        "the points a 藏张 ruling may state, as [least, most] (national 第十八条: 20–30); empty: "
        "any",
        "藏张判罚可记的分数，写作 [最少, 最多]（national 第十八条：20–30）；空：不限",
    )
    ja_restart: bool = _param(
        False,
        "a dealer side at fault on J or A drops to 2 or J (match.ja_restart), the defenders "
        "gaining nothing "
        "(shenzhen 第十七条(六)(七))",
        "庄家方打 J 或 A 时犯规则降至 2 或 J（match.ja_restart），闲家不升级（shenzhen 第十七条(六"
        ")(七)）",
    )
    # -- the penalty kinds with their own numbers (docs/rules.md R11.30–R11.35)
    minor_follow_dealer: FaultOutcome = _param(
        NoEffect(),
        "a minor wrong follow corrected at once, dealer side (shenzhen 第十七条(四)2 每张罚5分)",
        "庄家方跟错牌、垫错牌、错将吃，错误轻微并立即纠正（shenzhen 第十七条(四)2 每张罚5分）",
    )
    minor_follow_defenders: FaultOutcome = _param(
        NoEffect(),
        "a minor wrong follow corrected at once, defenders",
        "闲家跟错牌、垫错牌、错将吃，错误轻微并立即纠正",
    )
    hidden_corrected_dealer: FaultOutcome = _param(
        NoEffect(),
        "藏张 found and corrected in the same trick, dealer side (shenzhen 第十七条(六) 每张罚10分"
        ")",
        "庄家方藏张于当圈发现并改正（shenzhen 第十七条(六) 每张罚10分）",
    )
    hidden_corrected_defenders: FaultOutcome = _param(
        NoEffect(),
        "藏张 found and corrected in the same trick, defenders",
        "闲家藏张于当圈发现并改正",
    )
    retract_dealer: FaultOutcome = _param(
        NoEffect(),
        "a card taken back after it was played (悔牌), dealer side (club10 七)",
        "庄家方悔牌（俱乐部规则 七）",
    )
    retract_defenders: FaultOutcome = _param(
        NoEffect(), "a card taken back (悔牌), defenders", "闲家悔牌"
    )
    violation_dealer: FaultOutcome = _param(
        NoEffect(),
        "a recorded violation (违例, 记违例), dealer side; 'then' counts the offences in the match "
        "(bjtu 七, shenzhen 第十六条(二)(四))",
        "庄家方违例（记违例）；可按本场比赛中的犯规次数依次裁定（bjtu 七，shenzhen 第十六条(二)(四"
        ")）",
    )
    violation_defenders: FaultOutcome = _param(
        NoEffect(), "a recorded violation (违例), defenders", "闲家违例"
    )
    conduct_dealer: FaultOutcome = _param(
        NoEffect(),
        "a conduct penalty in points (罚分), dealer side (shenzhen 第十六条(三) 10/20/40/80)",
        "庄家方被罚分（shenzhen 第十六条(三) 10/20/40/80 分）",
    )
    conduct_defenders: FaultOutcome = _param(
        NoEffect(), "a conduct penalty in points (罚分), defenders", "闲家被罚分"
    )
    forfeit_dealer: FaultOutcome = _param(
        NoEffect(),
        "a judged forfeit (判负), dealer side (national 第十八条 情节特别严重)",
        "庄家方被判负（national 第十八条 情节特别严重）",
    )
    forfeit_defenders: FaultOutcome = _param(
        NoEffect(), "a judged forfeit (判负), defenders", "闲家被判负"
    )
    card_count_both: bool = _param(
        False,
        "card-count rulings against both sides in one hand: neither side's level moves and the "
        "next hand's "
        "deal goes to the bids (club10 八 双方均出现多牌少牌…双方不升降级，且下把牌双方抢庄)",
        "同一副中双方均被判多牌少牌：双方不升降级，下一副由双方抢庄（俱乐部规则 八）",
    )
    card_count_trick: CardCountTrick = _choice(
        CardCountTrick.PLAY_VOID,
        "a follow of the wrong number of cards in a trick: only a discard (play-void), or the "
        "erring seat's "
        "side loses the trick to the best play of the other side (side-loses, national 第十六条)",
        "一圈中出牌张数不符：该手牌只作垫牌，或出错一方本圈失败，由另一方最大的一家赢得该圈（"
        "national 第十六条）",
    )

    def outcome(self, fault: Fault, side: Side) -> FaultOutcome:
        """What a ruling of ``fault`` against a seat of ``side`` does."""
        dealer, defenders = self.outcomes(fault)
        return dealer if side is Side.DEALER else defenders

    def outcomes(self, fault: Fault) -> tuple[FaultOutcome, FaultOutcome]:
        """What a ruling of ``fault`` does against the dealer's side, and the defenders'."""
        match fault:
            case Fault.HIDDEN_CARD:
                return self.hidden_card_dealer, self.hidden_card_defenders
            case Fault.CARD_COUNT:
                return self.card_count_dealer, self.card_count_defenders
            case Fault.BURY:
                return self.bury_dealer, self.bury_defenders
            case Fault.MINOR_FOLLOW:
                return self.minor_follow_dealer, self.minor_follow_defenders
            case Fault.HIDDEN_CORRECTED:
                return self.hidden_corrected_dealer, self.hidden_corrected_defenders
            case Fault.RETRACT:
                return self.retract_dealer, self.retract_defenders
            case Fault.VIOLATION:
                return self.violation_dealer, self.violation_defenders
            case Fault.CONDUCT:
                return self.conduct_dealer, self.conduct_defenders
            case Fault.FORFEIT:
                return self.forfeit_dealer, self.forfeit_defenders
            case _:
                assert_never(fault)

    def points_range(self, fault: Fault) -> tuple[int, int] | None:
        """The points a ruling of ``fault`` may state (``None``: any)."""
        hp = self.hidden_card_points
        return (hp[0], hp[1]) if fault is Fault.HIDDEN_CARD and hp else None


def _consequence(default: Consequence, what: str, zh: str) -> Any:
    return _choice(
        default,
        f"{what}, found after the fact: " + _CONSEQUENCE_DOC,
        f"{zh}，事后发现时：" + _CONSEQUENCE_ZH,
    )


_CONSEQUENCE_DOC = (
    "none (the text gives the referee no rule: the result as played stands), "
    "throw-penalty (the failed throw's penalty, by throw.penalty_basis), or the "
    "[faults] outcome of that fault against the seat's side (hidden-card, card-count, "
    "bury, retract, violation)"
)
_CONSEQUENCE_ZH = (
    "none（规则未给裁判员可依的判罚：按实际打出的结果），throw-penalty（甩错牌的罚分，"
    "按 throw.penalty_basis 计），或按该犯规在 [faults] 中对犯规一方的判罚"
    "（hidden-card、card-count、bury、retract、violation）"
)


@dataclass(frozen=True)
class ConsequenceRules:
    """What the referee rules when a fault of play is found after the fact, as every dispute
    finds it (docs/rules.md §11, R11.50–R11.54): one :class:`~.vocab.Consequence` per violation
    kind of play.  The claims' kinds (``points-mismatch`` …) and the match's have none: they
    correct the record, not the play."""

    failed_throw: Consequence = _consequence(
        Consequence.THROW_PENALTY, "a failed throw that stood", "甩错牌未被当场判罚"
    )
    illegal_follow: Consequence = _consequence(
        Consequence.HIDDEN_CARD, "a wrong follow (跟错牌, 垫错牌, 错将吃)", "跟错牌、垫错牌、错将吃"
    )
    card_not_held: Consequence = _consequence(
        Consequence.NONE, "a card played that the seat did not hold", "出了手中没有的牌"
    )
    card_count: Consequence = _consequence(
        Consequence.CARD_COUNT, "a wrong number of cards", "多牌少牌"
    )
    bury: Consequence = _consequence(Consequence.BURY, "a wrong bury", "扣错底牌")
    illegal_lead: Consequence = _consequence(
        Consequence.NONE, "a lead of more than one suit", "领出的牌不是同一花色"
    )
    wrong_leader: Consequence = _consequence(Consequence.NONE, "a lead out of turn", "越序领出")
    wrong_order: Consequence = _consequence(Consequence.NONE, "a play out of turn", "越序出牌")
    wrong_forced_play: Consequence = _consequence(
        Consequence.NONE, "a wrong forced play after a failed throw", "甩错后出错强制出的牌"
    )
    false_failed_throw: Consequence = _consequence(
        Consequence.NONE, "a throw ruled failed that stood", "甩牌成立却被判甩错"
    )
    exposed_card: Consequence = _consequence(
        Consequence.NONE, "an exposed card kept back", "重罚张未按时跟出"
    )
    deck: Consequence = _consequence(
        Consequence.NONE,
        "more copies of a card than the deck holds",
        "某张牌出现的次数多于牌副所有",
    )

    def of(self, kind: Kind) -> Consequence:
        """The consequence of a finding of ``kind`` (``none`` for the claims' and the match's
        kinds)."""
        value = getattr(self, str(kind).replace("-", "_"), Consequence.NONE)
        return value if isinstance(value, Consequence) else Consequence.NONE


KINDS = tuple(str(k) for k in Kind if k is not Kind.UNVERIFIABLE)
"""The violation kinds: the keys of ``[articles]``, ``[rulings]`` and ``[rulings_zh]``."""


@dataclass(frozen=True)
class Texts:
    """A variant's texts per violation kind as its files write them (merged key by key over
    the parent's): templates (:mod:`.templates`) whose fields are :func:`ruling_fields`."""

    articles: dict[str, str] = field(default_factory=dict)
    """Violation kind → the article it breaks, within the rulebook (``第十七条 一、甩错牌``)."""
    rulings: dict[str, str] = field(default_factory=dict)
    rulings_zh: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Variant:
    """All parameters of a rule set.  Build with :func:`load_variant`."""

    name: str = "national"
    version: str = "1"
    description: str = ""
    description_zh: str = ""
    """:attr:`description` in Chinese (``--lang zh``)."""
    rulebook: str = ""
    """The title of the rulebook the articles cite, in English."""
    rulebook_zh: str = ""
    """The rulebook's own title (Chinese): the articles cite it in both languages."""
    deck: DeckRules = field(default_factory=DeckRules)
    order: OrderRules = field(default_factory=OrderRules)
    follow: FollowRules = field(default_factory=FollowRules)
    throw: ThrowRules = field(default_factory=ThrowRules)
    ruff: RuffRules = field(default_factory=RuffRules)
    bottom: BottomRules = field(default_factory=BottomRules)
    levels: LevelRules = field(default_factory=LevelRules)
    match: MatchRules = field(default_factory=MatchRules)
    declaration: DeclarationRules = field(default_factory=DeclarationRules)
    faults: FaultRules = field(default_factory=FaultRules)
    consequences: ConsequenceRules = field(default_factory=ConsequenceRules)
    articles: dict[str, str] = field(default_factory=dict, compare=False)
    """Violation kind → the article it breaks: the rulebook's title and the article
    (``两副牌升级比赛规则 第十七条 一、甩错牌``)."""
    rulings: dict[str, str] = field(default_factory=dict, compare=False)
    """Violation kind → what this rule set's referee rules, with this variant's numbers."""
    rulings_zh: dict[str, str] = field(default_factory=dict, compare=False)
    """Violation kind → :attr:`rulings` in Chinese (for ``--lang zh``; a kind without one is
    shown in English).  Every key is a key of :attr:`rulings`."""
    texts: Texts = field(default_factory=Texts, compare=False)
    """The articles and rulings as the files write them (the rulings' templates)."""
    source: str = ""

    def flat(self) -> dict[str, Any]:
        """Every parameter as ``section.key`` → value (for show and diff)."""
        out: dict[str, Any] = {"name": self.name, "version": self.version}
        for f in fields(self):
            value = getattr(self, f.name)
            if is_dataclass(value) and not isinstance(value, Texts):
                for g in fields(value):
                    out[f"{f.name}.{g.name}"] = getattr(value, g.name)
        for kind, text in sorted(self.articles.items()):
            out[f"articles.{kind}"] = text
        for kind, text in sorted(self.rulings.items()):
            out[f"rulings.{kind}"] = text
        for kind, text in sorted(self.rulings_zh.items()):
            out[f"rulings_zh.{kind}"] = text
        return out


_FORMULA = re.compile(
    r"^\s*(?:(\d{1,4})\s*\*?\s*n\s*(?:\+\s*(\d{1,4}))?"
    r"|(\d{1,4})\s*\^\s*\(\s*n\s*(?:\+\s*(\d{1,4}))?\s*\))\s*$"
)

MAX_COEFFICIENT = 1000
"""The largest number a tractor formula may hold (``an+b``, ``b^(n+c)``)."""
MAX_MULTIPLIER = 1_000_000
"""A tractor formula's value is capped here (``2^(n+1)`` reaches 8192 at a 12-pair tractor)."""


def _formula(formula: str) -> tuple[int, int, int, bool] | None:
    """``(a, b, c, power)`` of ``an+b`` (power false) or ``b^(n+c)``; ``None`` if malformed
    or a number is over :data:`MAX_COEFFICIENT` (or ``a``, ``b`` is 0)."""
    m = _FORMULA.match(formula)
    if m is None:
        return None
    a, b, base, c = (int(g or 0) for g in m.groups())
    if m.group(1) is not None:
        ok = 1 <= a <= MAX_COEFFICIENT and b <= MAX_COEFFICIENT
        return (a, b, 0, False) if ok else None
    return (0, base, c, True) if 1 <= base <= MAX_COEFFICIENT and c <= MAX_COEFFICIENT else None


def tractor_multiplier(formula: str, n: int) -> int:
    """Evaluate a tractor multiplier formula for a tractor of ``n`` pairs, at most
    :data:`MAX_MULTIPLIER`.

    >>> [tractor_multiplier(f, 3) for f in ("2n+2", "4n", "2^(n+1)", "1000^(n+1000)")]
    [8, 12, 16, 1000000]
    """
    parsed = _formula(formula)
    if parsed is None:
        raise VariantError(Msg.of("variants.bad-formula", limit=MAX_COEFFICIENT))
    a, b, c, power = parsed
    if not power:
        return min(a * n + b, MAX_MULTIPLIER)
    value = 1
    for _ in range(max(n + c, 0)):
        value *= b
        if value >= MAX_MULTIPLIER:
            return MAX_MULTIPLIER
    return value


def param_docs() -> dict[str, Localized]:
    """``section.key`` → what every parameter means, in both languages."""
    out: dict[str, Localized] = {}
    for f in fields(Variant):
        default = f.default_factory() if callable(f.default_factory) else None
        if is_dataclass(default) and not isinstance(default, Texts):
            for g in fields(default):
                out[f"{f.name}.{g.name}"] = g.metadata["doc"]
    return out
