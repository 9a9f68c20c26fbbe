"""The generator's scoring, written from the seed texts' own tables: the bottom multiplier, the
level change, the failed-throw forced play and penalty, and the defenders' total.

The checker computes the same things in :mod:`shengji_cli.core.rules`; nothing here is taken
from it (and nothing here imports it), so a generated hand whose claims the checker accepts is
a second opinion on its scoring, not an echo of it.  Each rule is written as the texts write
it — tables of point bands, a multiplier per unit with the throw rule beside it, the forced
play as a test each unit of the throw passes or fails — and reads the Variant's parameters,
never a preset's name.  The seed texts cited: 000 (national), 002 (shenzhen), 003 (bjtu),
004 (its first part: club10; 游戏规则: online); for ``shanghai``, the 80fen rulebook as
docs/rules.md §12 digests it (its level table is national's without a cap; its bottom 2 × the
cards of the last lead; its forced play the beaten unit of fewest cards, then lowest top).

Shared with the checker, openly: the canonical decomposition
:func:`~shengji_cli.core.units.decompose` (what the units of a lead or a throw are, docs/rules.md
§3),
whose reading of the cards both sides must agree on for "the largest unit" or "the smallest
unit of a beaten kind" to mean one thing.

>>> from shengji_cli.core.variants import load_variant
>>> v = load_variant("national")
>>> [(str(c.side), c.levels) for c in (level_change(x, v) for x in (0, 35, 40, 80, 200))]
[('dealer', 3), ('dealer', 2), ('dealer', 1), ('defenders', 0), ('defenders', 3)]
>>> presets = ("national", "shenzhen", "bjtu")
>>> [tractor_rule(load_variant(p).bottom.tractor)(n) for p in presets for n in (2, 3)]
[6, 8, 8, 12, 8, 16]
"""

from __future__ import annotations

from collections.abc import Callable, Container, Sequence
from dataclasses import dataclass
from functools import cache
from typing import assert_never

from ..core.cards import Card, TrumpContext
from ..core.outcomes import Gain
from ..core.outcomes import Table as PointsTable
from ..core.units import Unit, decompose
from ..core.variants import LevelRules, Variant
from ..core.vocab import (
    BelowZero,
    BottomMode,
    DealerPenalty,
    DefenderPenalty,
    ForcedPlay,
    LevelChange,
    PartnerBlock,
    PenaltyBasis,
    Side,
    ThrowMultiplier,
)
from .structure import kind
from .tricks import Blocks

# ---------------------------------------------------------------- the bottom (docs/rules.md §7)

TRACTOR_TABLES: dict[str, Callable[[int], int]] = {
    # seed 000 第十一条: 连对抠底二连对 6 倍，以后每多连 1 对加 2
    "2n+2": lambda n: 6 + 2 * (n - 2),
    # seed 002 第十二条: 两连对抠底乘8，多连1对加乘4倍; seed 004 七: 底牌分数×4×连对对数
    "4n": lambda n: 8 + 4 * (n - 2),
    # seed 003 五.2: 乘以2的 (n+1)次方; seed 004 九: 拖拉机扣N=8，以此类推
    "2^(n+1)": lambda n: 2 ** (n + 1),
}
"""A tractor of ``n`` pairs' multiplier, in the texts' words, by the ``bottom.tractor`` formula
that writes them (spaces and ``*`` left out)."""


@cache
def tractor_rule(formula: str) -> Callable[[int], int]:
    """The texts' rule for a ``bottom.tractor`` formula; another formula (a user's file) read
    as its two written forms, ``a n + b`` or ``b ^ (n + c)``."""
    written = formula.replace(" ", "").replace("*", "")
    if written in TRACTOR_TABLES:
        return TRACTOR_TABLES[written]
    if "^" in written:
        base, _, exponent = written.partition("^")
        shift = int(exponent.strip("()").partition("+")[2] or 0)
        return lambda n: int(base) ** (n + shift)
    factor, _, constant = written.partition("n")
    return lambda n: int(factor) * n + int(constant.lstrip("+") or 0)


def unit_multiplier(unit: Unit, v: Variant) -> int:
    """单张 / 对子 / 连对 (三同张 / 泰坦尼克, three decks): the multiplier of one unit led to the
    last
    trick (the per-unit table)."""
    if unit.width == 1:
        return v.bottom.single
    if unit.width == 3:
        return v.bottom.triple if unit.length == 1 else tractor_rule(v.bottom.titanic)(unit.length)
    if unit.length == 1:
        return v.bottom.pair
    return tractor_rule(v.bottom.tractor)(unit.length)


def bottom_multiplier(last_lead: Sequence[Card], ctx: TrumpContext, v: Variant) -> int:
    """What the bottom's points are multiplied by when the defenders win the last trick.

    A throw (甩牌) goes by its unit with the most cards (002 按其中包含的张数最多的组合; 004 按照
    甩牌中最大的牌型计算，不进行累加; 003 甩牌算单抠，如甩牌中有对子，则按双抠计算) or, under
    ``bottom.throw = "sum"``, by all its units; and never by less than ``bottom.throw_floor`` (000
    甩牌抠底 3 倍或按其中包含的张数最多的组合计算: the larger of the two).  The other modes count
    cards:
    2 × the lead's cards (docs/rules.md §12), 2 × or 2 ^ the cards of its largest unit.
    """
    units = decompose(last_lead, ctx)
    largest = max(units, key=lambda u: u.size)
    b = v.bottom
    match b.mode:
        case BottomMode.PER_UNIT:
            match b.throw:
                case ThrowMultiplier.LARGEST_UNIT:
                    mult = unit_multiplier(largest, v)
                case ThrowMultiplier.SUM:
                    mult = sum(unit_multiplier(u, v) for u in units)
                case other_throw:
                    assert_never(other_throw)
        case BottomMode.CARDS:
            mult = 2 * len(last_lead)
        case BottomMode.LARGEST_UNIT_LINEAR:
            mult = 2 * largest.size
        case BottomMode.LARGEST_UNIT_POWER:
            mult = 2**largest.size
        case unreachable:
            assert_never(unreachable)
    is_throw = len(units) > 1
    return max(mult, b.throw_floor) if is_throw else mult


# ---------------------------------------------------------------- the level change (docs/rules.md
# §8)


@dataclass(frozen=True, slots=True)
class Band:
    """A row of a level table as the texts write it: from ``low`` defenders' points up to (not
    including) ``high`` (``None``: no end), ``side`` goes up ``levels``; the open row one more
    per full ``climb`` points past ``low`` (000 以后每多得 40 分多升一级)."""

    low: int
    high: int | None
    side: Side
    levels: int
    climb: int = 0


@cache
def level_bands(levels: LevelRules) -> tuple[Band, ...]:
    """The Variant's level table as bands (004 八: 0分 主打方升3级; 5—35分 升2级; 40—75分 升1级;
    80—115分 换庄; 大于120分 捡分方升1级 …).

    >>> from shengji_cli.core.variants import load_variant
    >>> [(b.low, b.high, str(b.side), b.levels, b.climb)
    ...  for b in level_bands(load_variant("bjtu").levels)]  # doctest: +NORMALIZE_WHITESPACE
    [(0, 1, 'dealer', 3, 0), (1, 40, 'dealer', 2, 0), (40, 80, 'dealer', 1, 0),
     (80, 120, 'defenders', 0, 0), (120, None, 'defenders', 1, 40)]
    """
    rows = levels.table
    ends: list[int | None] = [row.at for row in rows[1:]]
    ends.append(None)
    return tuple(
        Band(row.at, end, Side(row.side), row.levels, levels.step if end is None else 0)
        for row, end in zip(rows, ends, strict=True)
    )


def level_change(points: int, v: Variant) -> LevelChange:
    """The level change for the defenders' final points: the band holding them (points below
    the first band — penalties — fall in it), the open band's climb, then the caps (003 最多只能
    升三级; 004 大于320分（封顶） 捡分方升6级（封顶）); under ``below_zero = "continue"`` points
    under the
    first band climb on from it, one level a step."""
    bands = level_bands(v.levels)
    band = next(
        (b for b in bands if b.low <= points and (b.high is None or points < b.high)), bands[0]
    )
    gained = band.levels + (max(points - band.low, 0) // band.climb if band.climb else 0)
    if points < band.low and v.levels.below_zero is BelowZero.CONTINUE and v.levels.step:
        # 002 第十三条 以80分为准，每降低20分，庄家加升一级, read on under 0 (a penalty's negative
        # points)
        gained += (band.low - points) // v.levels.step
    return LevelChange(band.side, _capped(gained, band.side, v))


def ruled_change(step: Gain | PointsTable, change: LevelChange, points: int) -> LevelChange:
    """The result a ruling's ``Gain`` or points table gives in place of the hand's ``change``:
    the table's last step ``points`` reach (R11.30); a gain's levels (at least the hand's own,
    for the side it went to, when ``at_least``)."""
    if isinstance(step, PointsTable):
        levels = step.steps[0][1]
        for low, n in step.steps:
            if points >= low:
                levels = n
        return LevelChange(step.side, levels)
    if step.at_least and change.side is step.side:
        return LevelChange(step.side, max(step.levels, change.levels))
    return LevelChange(step.side, step.levels)


def _capped(gained: int, side: Side, v: Variant) -> int:
    """Levels gained within the caps: ``levels.cap``, and ``takeover_cap`` for the defenders
    (0: none)."""
    caps = [v.levels.cap, v.levels.takeover_cap if side is Side.DEFENDERS else 0]
    return min([gained, *(cap for cap in caps if cap)])


# ---------------------------------------------------------------- failed throws (docs/rules.md §5)


def _partner_clause(rule: PartnerBlock, units: Sequence[Unit]) -> bool:
    """True if the partner clause of 002 第十七条(四)1 frees the 下家's choice for this throw."""
    match rule:
        case PartnerBlock.ALWAYS:
            return True
        case PartnerBlock.MIXED_THROWS:  # 当甩牌包含多种组合: singles and pairs, or a tractor and …
            return len({kind(u) for u in units}) >= 2
        case PartnerBlock.NEVER:
            return False
        case unreachable:
            assert_never(unreachable)


def forced_plays(
    throw: Sequence[Card], beaten: Blocks, partner: str, ctx: TrumpContext, v: Variant
) -> list[Unit]:
    """The units a failed throw may be reduced to, in the throw's canonical order.

    Each unit of the throw passes or fails the variant's test.  "The smallest" unit of a kind
    is every unit of it with the lowest top, so equal units (off-suit level cards) all pass.
    ``beaten`` lists ``(seat, unit index)`` for every thrown unit a seat can beat.
    """
    units = decompose(throw, ctx)
    if any(seat == partner for seat, _ in beaten) and _partner_clause(
        v.throw.partner_block_any_unit, units
    ):
        # 002 第十七条(四)1: 当甩牌包含多种组合而甩牌者的同伴有大于所甩牌的牌张或牌张组合时，由甩错
        # 者的
        # 下家在甩牌包含的牌张和牌张组合中任意指定一种出牌
        return list(units)
    failed = _Failed(units, beaten, ctx)
    keep = _FORCED[v.throw.forced_play](failed)
    return [u for i, u in enumerate(units) if i in keep]


class _Failed:
    """A failed throw's units and the ``(seat, unit index)`` of each unit a seat can beat."""

    def __init__(self, units: Sequence[Unit], beaten: Blocks, ctx: TrumpContext) -> None:
        self.units, self.beaten, self.ctx = units, beaten, ctx
        self.hit = {i for _, i in beaten}
        self.kinds_hit = {kind(units[i]) for i in self.hit}

    def lowest_of_kinds(self, kinds: Container[tuple[int, int]]) -> set[int]:
        """The units of one of ``kinds`` whose top is the lowest of their kind."""
        units = self.units
        return {
            i
            for i, u in enumerate(units)
            if kind(u) in kinds and all(w.top >= u.top for w in units if kind(w) == kind(u))
        }


def _any_beaten_kind(f: _Failed) -> set[int]:
    # 000 第十七条 按照任何一家手里有大牌的种类继续出最小牌; 002 由甩错者的下家指定其中的一种
    return f.lowest_of_kinds(f.kinds_hit)


def _most_complex_beaten_kind(f: _Failed) -> set[int]:
    # 004 五.4 强制性出导致甩牌失败牌型中的最小牌: 98844, a J held → 9; QQ or 55 held → 44
    return f.lowest_of_kinds((max(f.kinds_hit),))


def _fewest_cards_lowest(f: _Failed) -> set[int]:
    # docs/rules.md §12: among the beaten units, fewest cards first, then the lowest top
    least = min((f.units[i].size, f.units[i].top) for i in f.hit)
    return {i for i, u in enumerate(f.units) if (u.size, u.top) == least}


def _lowest_top_unit(f: _Failed) -> set[int]:
    # docs/rules.md §12, the 80fen referee before 2026-09-07: the lowest top among all the units;
    # where several share it (no-trump level cards of different suits), the biggest of them —
    # its engine reduced the throw to its first unit of lowest top, pairs listed before singles
    # (R12.1)
    low = min(u.top for u in f.units)
    biggest = max(u.size for u in f.units if u.top == low)
    return {i for i, u in enumerate(f.units) if u.top == low and u.size == biggest}


def _first_blocker(f: _Failed) -> set[int]:
    # the most complex kind that the first seat able to beat the throw beats
    first = f.beaten[0][0]
    return f.lowest_of_kinds((max(kind(f.units[i]) for seat, i in f.beaten if seat == first),))


def _smallest_beaten_unit(f: _Failed) -> set[int]:
    # 003 二.2 只能出被管牌中最小的牌: the beaten unit holding the lowest card
    def low_card(u: Unit) -> tuple[int, int]:
        return (min(f.ctx.pos[c] for c in u.cards), u.size)

    least_card = min(low_card(f.units[i]) for i in f.hit)
    return {i for i in f.hit if low_card(f.units[i]) == least_card}


_FORCED: dict[ForcedPlay, Callable[[_Failed], set[int]]] = {
    ForcedPlay.ANY_BEATEN_KIND: _any_beaten_kind,
    ForcedPlay.NEXT_PLAYER_PICKS: _any_beaten_kind,
    ForcedPlay.MOST_COMPLEX_BEATEN_KIND: _most_complex_beaten_kind,
    ForcedPlay.FEWEST_CARDS_LOWEST: _fewest_cards_lowest,
    ForcedPlay.LOWEST_TOP_UNIT: _lowest_top_unit,
    ForcedPlay.FIRST_BLOCKER: _first_blocker,
    ForcedPlay.SMALLEST_BEATEN_UNIT: _smallest_beaten_unit,
}
"""The units each ``throw.forced_play`` rule keeps of a failed throw (by index)."""


def throw_penalty(
    throw: Sequence[Card], forced: Sequence[Card], beaten: Blocks, ctx: TrumpContext, v: Variant
) -> int:
    """The penalty points of a failed throw: ``throw.penalty_per_card`` for every card counted —
    withdrawn (000 甩错几张牌，扣几十分; 002 每甩错一牌张罚10分; 004 有N张甩不出去应扣N*10分), of
    the beaten units (003 按被管张数每张牌10分), or thrown."""
    match v.throw.penalty_basis:
        case PenaltyBasis.WITHDRAWN:
            counted = len(throw) - len(forced)
        case PenaltyBasis.BEATEN:
            units = decompose(throw, ctx)
            counted = sum(units[i].size for i in {i for _, i in beaten})
        case PenaltyBasis.THROWN:
            counted = len(throw)
        case PenaltyBasis.ATTEMPT:
            counted = 1
        case unreachable:
            assert_never(unreachable)
    return v.throw.penalty_per_card * counted


def penalty_effect(penalty: int, thrower: Side, v: Variant) -> int:
    """What a penalty does to the defenders' points (docs/rules.md §5 reading): a defender's is
    taken
    off them, a dealer-side one given to them — or nothing, as the variant says."""
    match thrower:
        case Side.DEFENDERS:
            match v.throw.defender_penalty:
                case DefenderPenalty.SUBTRACT:
                    return -penalty
                case DefenderPenalty.NONE:
                    return 0
                case other_rule:
                    assert_never(other_rule)
        case Side.DEALER:
            match v.throw.dealer_penalty:
                case DealerPenalty.ADD:
                    return penalty
                case DealerPenalty.NONE:
                    return 0
                case other_dealer_rule:
                    assert_never(other_dealer_rule)
        case unreachable:
            assert_never(unreachable)


# ---------------------------------------------------------------- the total (docs/rules.md §1, §7)


def defenders_points(
    tricks_won: int, bottom: int, multiplier: int, dug: bool, effects: Sequence[int]
) -> int:
    """The defenders' final points: the point cards of the tricks they won, the bottom times its
    multiplier if they won the last trick (抠底), and the penalties' effects."""
    return tricks_won + (bottom * multiplier if dug else 0) + sum(effects)
