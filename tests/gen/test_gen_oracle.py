"""The generator's oracle (:mod:`shengji_cli.gen.oracle`) against the seed texts and the checker.

Three readings of the same rules meet here: the seed texts' own tables, written out below as
the texts give them (literal rows, not computed from any preset file); the oracle, which reads
the presets' parameters; and the checker's :mod:`shengji_cli.core.rules`.  The oracle is
written apart from the checker, so agreement is evidence, not an echo.  What the two share,
openly: the canonical decomposition :func:`~shengji_cli.core.units.decompose`, the card tables
of :mod:`shengji_cli.core.cards` and the parameters as :mod:`shengji_cli.core.variants` loads
them — the first two are tested on their own (``tests/core/test_units.py``,
``tests/core/test_cards.py``),
the third is checked against the texts by the literal tables here.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace

import pytest

from shengji_cli.core import rules
from shengji_cli.core.cards import HEARTS, NUM_KINDS, Card, TrumpContext, parse_cards
from shengji_cli.core.units import decompose
from shengji_cli.core.variants import PRESETS, LevelStep, Variant, load_variant
from shengji_cli.core.variants import tractor_multiplier as core_tractor
from shengji_cli.core.vocab import (
    BottomMode,
    DealerPenalty,
    DefenderPenalty,
    ForcedPlay,
    PartnerBlock,
    PenaltyBasis,
    Side,
    ThrowMultiplier,
)
from shengji_cli.gen import oracle, tricks
from shengji_cli.gen.hands import SEATING, SEATS
from shengji_cli.gen.structure import context, of_suit

VARIANTS = {p: load_variant(p) for p in PRESETS}
D, F = Side.DEALER, Side.DEFENDERS

# ---------------------------------------------------------------- the seed texts' tables

SEED_LEVELS: dict[str, list[tuple[int, int, Side, int]]] = {
    # 000 第十二条: 得 0 分，庄家连升三级; 大于0 分小于 40 分，连升两级; 大于 40 分小于 80 分，升一
    # 级
    # (40 itself: +1, docs/rules.md §8); 80 分庄家下台; 120 分防守方上台并升一级; 以后每多得 40 分多
    # 升一级
    "national": [
        (0, 0, D, 3),
        (5, 35, D, 2),
        (40, 75, D, 1),
        (80, 115, F, 0),
        (120, 155, F, 1),
        (160, 195, F, 2),
        (200, 200, F, 3),
    ],
    # 002 第十三条: 不够80，庄家方升级; 以80分为准，每降低20分，庄家加升一级; 超过80后对方上台，
    # 每增加20分即可加升一级 (full 20-point steps from 80, docs/rules.md §8)
    "shenzhen": [
        (0, 0, D, 5),
        (5, 20, D, 4),
        (25, 40, D, 3),
        (45, 60, D, 2),
        (65, 75, D, 1),
        (80, 95, F, 0),
        (100, 115, F, 1),
        (120, 135, F, 2),
        (140, 155, F, 3),
        (160, 175, F, 4),
        (180, 195, F, 5),
        (200, 200, F, 6),
    ],
    # 003 六: 大光（0分）莊家升三級，小光（不足40分）升二級，（不足80分）升一級; 80分閑家上臺，以後
    # 每增加40分升一級，最多只能升三級
    "bjtu": [
        (0, 0, D, 3),
        (5, 35, D, 2),
        (40, 75, D, 1),
        (80, 115, F, 0),
        (120, 155, F, 1),
        (160, 195, F, 2),
        (200, 200, F, 3),
    ],
    # 004 十: 0分---4级；5-25分---庄家升3级；30-50分---升2级；55-75---升1级；80-95---庄家下台；
    # 100-115---台下升1级；120－135台下升2级，依次类推
    "club10": [
        (0, 0, D, 4),
        (5, 25, D, 3),
        (30, 50, D, 2),
        (55, 75, D, 1),
        (80, 95, F, 0),
        (100, 115, F, 1),
        (120, 135, F, 2),
        (140, 155, F, 3),
        (160, 175, F, 4),
        (180, 195, F, 5),
        (200, 200, F, 6),
    ],
    # 004 八: 0分（大光） 主打方升3级; 5—35分（小光） 升2级; 40—75分 升1级; 80—115分 换庄;
    # 大于120分 捡分方升1级; 大于160 升2 … 大于320分（封顶） 升6级
    "online": [
        (0, 0, D, 3),
        (5, 35, D, 2),
        (40, 75, D, 1),
        (80, 115, F, 0),
        (120, 155, F, 1),
        (160, 195, F, 2),
        (200, 200, F, 3),
    ],
    # not a seed: the 80fen rulebook (docs/rules.md §12) — national's table, no cap
    "shanghai": [
        (0, 0, D, 3),
        (5, 35, D, 2),
        (40, 75, D, 1),
        (80, 115, F, 0),
        (120, 155, F, 1),
        (160, 195, F, 2),
        (200, 200, F, 3),
    ],
}
"""Each text's level change for the defenders' points 0..200, as rows ``(from, to, side, +N)``."""

SEED_TRACTORS: dict[str, tuple[int, int, int]] = {
    "national": (6, 8, 10),  # 000 第十一条: 二连对 6 倍，以后每多连 1 对加 2
    "shenzhen": (8, 12, 16),  # 002 第十二条: 两连对抠底乘8，多连1对加乘4倍
    "bjtu": (8, 16, 32),  # 003 五.2: 乘以2的 (n+1)次方
    "club10": (8, 16, 32),  # 004 九: 拖拉机扣N=8，以此类推 (docs/rules.md §7: 2^(n+1))
    "online": (8, 12, 16),  # 004 七: 底牌分数×4×连对对数
    "shanghai": (8, 12, 16),  # docs/rules.md §12 (80fen): × 2 × the cards of the last play
}
"""Each text's bottom multiplier for a tractor of 2, 3 and 4 pairs (every text: single 2, pair
4)."""


def seed_level(preset: str, points: int) -> tuple[Side, int]:
    [(side, levels)] = [(s, n) for lo, hi, s, n in SEED_LEVELS[preset] if lo <= points <= hi]
    return side, levels


@pytest.mark.parametrize("preset", PRESETS)
def test_level_change_is_the_seed_texts_table(preset: str) -> None:
    v = VARIANTS[preset]
    for points in range(0, 201, 5):
        change = oracle.level_change(points, v)
        assert (change.side, change.levels) == seed_level(preset, points), points


def test_level_change_caps_are_the_texts() -> None:
    # 003 最多只能升三級; 004 八 大于320分（封顶） 捡分方升6级（封顶）
    assert oracle.level_change(280, VARIANTS["bjtu"]).levels == 3
    assert [oracle.level_change(x, VARIANTS["online"]).levels for x in (280, 315, 320, 400)] == [
        5,
        5,
        6,
        6,
    ]


@pytest.mark.parametrize("preset", PRESETS)
def test_bottom_multipliers_are_the_seed_texts_table(preset: str) -> None:
    v = VARIANTS[preset]
    ctx = TrumpContext.make(HEARTS, 2)
    assert oracle.bottom_multiplier(parse_cards("SA"), ctx, v) == 2
    assert oracle.bottom_multiplier(parse_cards("SA SA"), ctx, v) == 4
    tractors = ("SA SA SK SK", "SA SA SK SK SQ SQ", "SA SA SK SK SQ SQ SJ SJ")
    assert (
        tuple(oracle.bottom_multiplier(parse_cards(t), ctx, v) for t in tractors)
        == SEED_TRACTORS[preset]
    )


def test_a_throw_in_the_last_trick_is_scored_as_each_text_says() -> None:
    ctx = TrumpContext.make(HEARTS, 2)
    singles, with_pair = parse_cards("SA SK"), parse_cards("SA SA SK")
    # 000 甩牌抠底 3 倍或按其中包含的张数最多的组合计算: the larger of the two (docs/rules.md §7)
    assert [
        oracle.bottom_multiplier(t, ctx, VARIANTS["national"]) for t in (singles, with_pair)
    ] == [3, 4]
    # 002 按其中包含的张数最多的组合; 003 甩牌算单摳，如甩牌中有對子，則按雙摳計算; 004 七 不进行累
    # 加
    for preset in ("shenzhen", "bjtu", "online"):
        v = VARIANTS[preset]
        assert [oracle.bottom_multiplier(t, ctx, v) for t in (singles, with_pair)] == [2, 4], preset
        assert oracle.bottom_multiplier(parse_cards("SA SA SQ SQ"), ctx, v) == 4, preset


def test_the_forced_play_and_penalty_are_the_texts_98844() -> None:
    """Seed 004's own example (五.4, 出牌规则): trying ♠9 8 8 4 4, someone holding the ♠J forces 9;
    someone holding ♠QQ or ♠55 forces 44 — under each preset's reading of its own text."""
    ctx = TrumpContext.make(HEARTS, 2)
    throw = parse_cards("S9 S8 S8 S4 S4")

    def forced(preset: str, *holdings: str) -> tuple[list[tuple[Card, ...]], int]:
        others = [
            (seat, parse_cards(h)) for seat, h in zip(("W", "S", "E"), holdings, strict=False)
        ]
        beaten = tricks.blocks(throw, others, ctx)
        v = VARIANTS[preset]
        units = oracle.forced_plays(throw, beaten, "S", ctx, v)
        return [u.cards for u in units], oracle.throw_penalty(throw, units[0].cards, beaten, ctx, v)

    nine, fours = tuple(parse_cards("S9")), tuple(parse_cards("S4 S4"))
    # online 五.4 强制性出导致甩牌失败牌型中的最小牌; the room's stake, not points (penalty 0)
    assert forced("online", "SJ") == ([nine], 0)
    assert forced("online", "SQ SQ") == ([fours], 0)
    assert forced("online", "S5 S5") == ([fours], 0)
    assert forced("online", "SJ", "SQ SQ") == ([fours], 0)
    # 000 按照任何一家手里有大牌的种类继续出最小牌 (either kind); 甩错几张牌，扣几十分 (withdrawn)
    assert forced("national", "SJ", "SQ SQ") == ([fours, nine], 30)
    # 003 只能出被管牌中最小的牌; 按被管張數每張牌10分 (QQ beats 88 and 44, the J the 9)
    assert forced("bjtu", "SJ", "SQ SQ") == ([fours], 50)
    assert forced("bjtu", "SJ") == ([nine], 10)


def test_lowest_top_unit_breaks_a_tie_by_the_unit_of_more_cards() -> None:
    """The older 80fen referee (docs/rules.md §12, R12.1): in no-trump at level 2 every 2 is
    equal, so ♠2♠2 and ♥2 share the lowest top; its engine's split lists the pair first and
    keeps it.  Under ``national``'s rule the beaten kind decides instead (the single)."""
    ctx = TrumpContext.make(None, 2)
    throw = parse_cards("H2 S2 S2")
    beaten = tricks.blocks(throw, [("E", parse_cards("BJ"))], ctx)
    older = replace(
        VARIANTS["shanghai"],
        throw=replace(VARIANTS["shanghai"].throw, forced_play=ForcedPlay.LOWEST_TOP_UNIT),
    )
    assert [u.cards for u in oracle.forced_plays(throw, beaten, "S", ctx, older)] == [
        tuple(parse_cards("S2 S2"))
    ]
    assert [
        u.cards for u in oracle.forced_plays(throw, beaten, "S", ctx, VARIANTS["national"])
    ] == [tuple(parse_cards("H2"))]


# ---------------------------------------------------------------- the oracle against the checker


def _variants_for(section: str) -> list[Variant]:
    """Every preset, and the presets with each value of the choices a section offers."""
    out = list(VARIANTS.values())
    for v in VARIANTS.values():
        b, t = v.bottom, v.throw
        if section == "bottom":
            out += [replace(v, bottom=replace(b, mode=m)) for m in BottomMode]
            out += [
                replace(v, bottom=replace(b, throw=ThrowMultiplier.SUM, throw_floor=5)),
                replace(v, bottom=replace(b, single=3, pair=5, tractor="3n + 1")),
                replace(v, bottom=replace(b, tractor="3^(n)")),
            ]
        if section == "throw":
            out += [
                replace(v, throw=replace(t, forced_play=f, partner_block_any_unit=p))
                for f in ForcedPlay
                for p in PartnerBlock
            ]
            out += [
                replace(v, throw=replace(t, penalty_basis=b_, penalty_per_card=7))
                for b_ in PenaltyBasis
            ]
    return out


def _deal(rng: random.Random) -> tuple[dict[str, list[Card]], TrumpContext, Variant]:
    deck = [k for k in range(NUM_KINDS) for _ in range(2)]
    rng.shuffle(deck)
    v = VARIANTS[rng.choice(PRESETS)]
    ctx = context(rng.randint(2, 14), None if rng.random() < 0.15 else rng.randrange(4), v)
    return {s: deck[i * 25 : (i + 1) * 25] for i, s in enumerate(SEATS)}, ctx, v


Lead = tuple[str, list[Card], list[tuple[str, list[Card]]], TrumpContext]
"""A seat, its lead, the other seats' hands in order of play, the trump context."""


def _random_leads(n: int, seed: int, throws_only: bool = False) -> Iterator[Lead]:
    """``n`` random leads of one effective suit (units of a seat's suit), with the deal."""
    rng = random.Random(seed)
    made = 0
    while made < n:
        hands, ctx, v = _deal(rng)
        seat = rng.choice(SEATS)
        suit = rng.choice(sorted({ctx.esuit[c] for c in hands[seat]}))
        units = list(decompose(of_suit(hands[seat], suit, ctx), ctx))
        if throws_only and len(units) < 2:
            continue
        pick = rng.sample(units, rng.randint(2 if throws_only else 1, min(4, len(units))))
        lead = [c for u in pick for c in u.cards]
        others = [(s, hands[s]) for s in SEATING.order_from(seat)[1:]]
        made += 1
        yield seat, lead, others, ctx


@pytest.mark.parametrize("preset", PRESETS)
def test_level_change_is_the_checkers_on_every_five_points(preset: str) -> None:
    v = VARIANTS[preset]
    for points in range(0, 201, 5):
        assert oracle.level_change(points, v) == rules.level_change(points, v), points


def test_level_change_is_the_checkers_beyond_the_presets() -> None:
    """Penalties take points below 0, a dug bottom far above 200; caps and steps varied."""
    variants = list(VARIANTS.values())
    for v in VARIANTS.values():
        lv = v.levels
        variants += [
            replace(v, levels=replace(lv, cap=4)),
            replace(v, levels=replace(lv, takeover_cap=2)),
            replace(v, levels=replace(lv, step=0)),
            replace(v, levels=replace(lv, step=30, cap=7)),
        ]
    variants.append(
        replace(
            VARIANTS["national"],
            levels=replace(
                VARIANTS["national"].levels,
                table=(LevelStep(-20, "dealer", 2), LevelStep(60, "defenders", 1)),
            ),
        )
    )
    for v in variants:
        for points in range(-60, 481, 5):
            assert oracle.level_change(points, v) == rules.level_change(points, v), (
                v.levels,
                points,
            )


def test_bottom_multiplier_is_the_checkers_on_random_last_leads() -> None:
    variants = _variants_for("bottom")
    for _, lead, _, ctx in _random_leads(600, 1):
        for v in variants:
            assert oracle.bottom_multiplier(lead, ctx, v) == rules.bottom_multiplier(
                lead, ctx, v
            ), (lead, v.bottom)


def test_tractor_formulas_are_the_checkers() -> None:
    for formula in (
        "2n+2",
        "4n",
        "2^(n+1)",
        "2 * n + 2",
        "3n+1",
        "5n",
        "3^(n)",
        "2^(n+2)",
        " 4 n ",
    ):
        assert [oracle.tractor_rule(formula)(n) for n in range(2, 7)] == [
            core_tractor(formula, n) for n in range(2, 7)
        ]


def test_forced_plays_and_penalties_are_the_checkers_on_random_failed_throws() -> None:
    variants = _variants_for("throw")
    failed = 0
    for seat, throw, others, ctx in _random_leads(1500, 2, throws_only=True):
        beaten = tricks.blocks(throw, others, ctx)
        blocks = rules.throw_blocks(throw, others, ctx)
        assert beaten == [(b.seat, b.unit) for b in blocks]
        if not blocks:
            continue
        failed += 1
        partner = SEATING.partner(seat)
        for v in variants:
            mine = oracle.forced_plays(throw, beaten, partner, ctx, v)
            theirs = rules.allowed_forced_plays(throw, blocks, partner, ctx, v)
            assert [u.cards for u in mine] == [u.cards for u in theirs], (throw, beaten, v.throw)
            for u in mine:
                assert oracle.throw_penalty(throw, u.cards, beaten, ctx, v) == rules.throw_penalty(
                    throw, u.cards, blocks, ctx, v
                ), (throw, u, v.throw)
    assert failed > 300


def test_penalty_effect_follows_the_side_and_the_rule() -> None:
    v = VARIANTS["national"]
    assert (
        oracle.penalty_effect(30, Side.DEFENDERS, v),
        oracle.penalty_effect(30, Side.DEALER, v),
    ) == (-30, 30)
    off = replace(
        v,
        throw=replace(
            v.throw, defender_penalty=DefenderPenalty.NONE, dealer_penalty=DealerPenalty.NONE
        ),
    )
    assert (
        oracle.penalty_effect(30, Side.DEFENDERS, off),
        oracle.penalty_effect(30, Side.DEALER, off),
    ) == (0, 0)
