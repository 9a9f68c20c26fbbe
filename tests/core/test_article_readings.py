"""The rule fixes, each from its article (docs/rules.md R11.10–R11.13).

* shenzhen 第十七条(四)1: the partner clause (the 下家 names any unit) only on a throw of
  several kinds (``throw.partner_block_any_unit = "mixed-throws"``);
* shenzhen 第五条: a first-hand 超抢 is made while the cards are drawn
  (``declaration.first_hand_overcall_by = "deal"``);
* one level step for ``check`` and ``score --levels`` (:func:`core.levels.advance`'s
  ``result``), the J/A restart's +0 included;
* shenzhen 第十三条 below 0 (``levels.below_zero = "continue"``).

Every preset-wide test runs over :data:`PRESETS` (the five seed presets and ``shanghai``) with
its expectation written per preset.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shengji_cli.core.cards import parse_cards
from shengji_cli.core.declarations import DeclarationOutcome, judge_bids
from shengji_cli.core.levels import advance
from shengji_cli.core.match import replay_match
from shengji_cli.core.replay import context_for
from shengji_cli.core.rules import allowed_forced_plays, level_change, throw_blocks
from shengji_cli.core.units import decompose
from shengji_cli.core.variants import PRESETS, VariantError, load_variant
from shengji_cli.core.vocab import BelowZero, JokerCompanion, LevelChange, PartnerBlock, Side
from shengji_cli.gen import oracle
from shengji_cli.notation import load
from shengji_cli.notation.reader import loads

ROOT = Path(__file__).resolve().parents[2]
JA_EXAMPLE = ROOT / "examples" / "match_shenzhen_ja_rule.sj"
ALL = pytest.mark.parametrize("preset", PRESETS)
D, F = Side.DEALER, Side.DEFENDERS


def C(text: str) -> list[int]:
    return parse_cards(text)


# ================================================================ 第十七条(四)1: the partner clause

PARTNER_BLOCK = {
    "national": PartnerBlock.NEVER,
    "shenzhen": PartnerBlock.MIXED_THROWS,
    "bjtu": PartnerBlock.NEVER,
    "club10": PartnerBlock.NEVER,
    "online": PartnerBlock.NEVER,
    "shanghai": PartnerBlock.NEVER,
}
"""Only seed 002 has the clause (第十七条(四)1); the others say nothing of the partner."""


def forced(preset: str, throw: str, partner: str, opponent: str = "") -> list[list[int]]:
    """The allowed forced plays when N throws ``throw`` (打 10, trump ♥), N's partner S holding
    ``partner`` and N's 下家 W ``opponent`` (E holds no spade); the oracle must agree."""
    v, ctx = load_variant(preset), context_for(10, "H", load_variant(preset))
    others = [("W", C(opponent or "C3 D4")), ("S", C(partner)), ("E", C("C5 D6"))]
    blocks = throw_blocks(C(throw), others, ctx)
    assert blocks, "the throw should fail"
    got = sorted(sorted(u.cards) for u in allowed_forced_plays(C(throw), blocks, "S", ctx, v))
    units = decompose(C(throw), ctx)
    theirs = oracle.forced_plays(C(throw), [(b.seat, b.unit) for b in blocks], "S", ctx, v)
    assert sorted(sorted(u.cards) for u in theirs) == got, (
        "the generator's oracle reads the clause otherwise"
    )
    assert all(u in units for u in theirs)
    return got


def cards(*plays: str) -> list[list[int]]:
    return sorted(sorted(C(p)) for p in plays)


@ALL
def test_the_partner_clause_is_a_parameter(preset: str) -> None:
    assert load_variant(preset).throw.partner_block_any_unit is PARTNER_BLOCK[preset]


@ALL
def test_a_throw_of_singles_only_plays_its_smallest_single(preset: str) -> None:
    # 002 第十七条(四)1: 按规定出所甩错的牌张或牌张组合中最小的牌 … 当甩牌包含多种组合而甩牌者的同伴
    # 有
    # 大于所甩牌的牌张或牌张组合时，由甩错者的下家…任意指定一种: ♠A ♠Q ♠9 is singles only, so the
    # partner's ♠K leaves the 下家 no choice — the 9, under every preset.
    assert forced(preset, "SA SQ S9", partner="SK") == cards("S9")


@ALL
def test_a_throw_of_pairs_only_plays_its_smallest_pair(preset: str) -> None:
    # 002 第十七条(四)1 (as above): ♠KK ♠99 is pairs only; the partner's ♠AA beats both: the 99.
    assert forced(preset, "SK SK S9 S9", partner="SA SA") == cards("S9 S9")


MIXED = {
    "national": cards("SQ"),
    "shenzhen": cards("SA SA", "SQ"),
    "bjtu": cards("SQ"),
    "club10": cards("SQ"),
    "online": cards("SQ"),
    "shanghai": cards("SQ"),
}


@ALL
def test_a_mixed_throw_lets_the_next_player_pick_when_the_partner_beats_it(preset: str) -> None:
    # 002 第十七条(四)1: 当甩牌包含多种组合而甩牌者的同伴有大于所甩牌的牌张或牌张组合时，由甩错者的
    # 下家在甩牌包含的牌张和牌张组合中任意指定一种出牌: ♠AA ♠Q (a pair and a single), the partner's
    # ♠K beating the Q — the 下家 may name the pair too.  Elsewhere: the beaten single.
    assert forced(preset, "SA SA SQ", partner="SK") == MIXED[preset]


@ALL
def test_a_mixed_throw_beaten_by_an_opponent_keeps_the_smallest_unit(preset: str) -> None:
    # the clause needs the partner (甩牌者的同伴有大于所甩牌的…): W's ♠K alone beats the Q
    assert forced(preset, "SA SA SQ", partner="C7", opponent="SK") == cards("SQ")


@pytest.mark.parametrize(
    "value,reads",
    [
        ("true", PartnerBlock.ALWAYS),
        ("false", PartnerBlock.NEVER),
        ('"mixed-throws"', PartnerBlock.MIXED_THROWS),
    ],
)
def test_the_old_true_false_values_still_load(
    tmp_path: Path, value: str, reads: PartnerBlock
) -> None:
    path = tmp_path / "v.toml"
    path.write_text(
        f'extends = "national"\n[throw]\npartner_block_any_unit = {value}\n', encoding="utf-8"
    )
    assert load_variant(str(path)).throw.partner_block_any_unit is reads


def test_always_lets_the_next_player_pick_on_every_throw(tmp_path: Path) -> None:
    # the retired reading (every throw), kept as a value: the pairs throw may then play its KK
    path = tmp_path / "v.toml"
    path.write_text(
        'extends = "shenzhen"\n[throw]\npartner_block_any_unit = "always"\n', encoding="utf-8"
    )
    v, ctx = load_variant(str(path)), context_for(10, "H", load_variant("shenzhen"))
    others = [("W", C("C3")), ("S", C("SA SA")), ("E", C("C5"))]
    blocks = throw_blocks(C("SK SK S9 S9"), others, ctx)
    assert sorted(
        sorted(u.cards) for u in allowed_forced_plays(C("SK SK S9 S9"), blocks, "S", ctx, v)
    ) == cards("SK SK", "S9 S9")


def test_a_bad_value_names_the_choices(tmp_path: Path) -> None:
    path = tmp_path / "v.toml"
    path.write_text(
        'extends = "national"\n[throw]\npartner_block_any_unit = "sometimes"\n', encoding="utf-8"
    )
    with pytest.raises(VariantError) as e:
        load_variant(str(path))
    assert e.value.key == "throw.partner_block_any_unit"


# ================================================================ 第五条: the first hand's 超抢

LATE = {
    "national": {"before-bottom": False, "before-bury": True, "after-bury": True},
    "shenzhen": {"before-bottom": True, "before-bury": True, "after-bury": True},
    "bjtu": {"before-bottom": False, "before-bury": True, "after-bury": True},
    "club10": {"before-bottom": False, "before-bury": True, "after-bury": True},
    "online": {"before-bottom": False, "before-bury": True, "after-bury": True},
    "shanghai": {"before-bottom": False, "before-bury": True, "after-bury": True},
}
"""Is a first-hand overcall in this phase too late?  000 第十三条 反主必须在庄家拿起原始底牌前进行
(bjtu, club10 and shanghai take the same deadline); 004-online 四.1 第一局反主需要在报主玩家拿底牌之
前进行;
002 第五条 在第一副牌的抓牌过程中…超抢."""


def first_hand(preset: str, phase: str) -> DeclarationOutcome:
    """N declares ♥2 while drawing, E shows ♠22 in ``phase`` (online shows each with its joker)."""
    big, small = (
        (" BJ", " LJ")
        if load_variant(preset).declaration.joker_companion is JokerCompanion.BY_COLOUR
        else ("", "")
    )
    [r] = loads(f"seats: N W S E\nbid: N ♥2{big}\nbid: E ♠22{small} {phase}\n")
    return judge_bids(r, load_variant(preset), lambda seat: 2, None, True)


@ALL
@pytest.mark.parametrize("phase", ["before-bottom", "before-bury", "after-bury"])
def test_a_first_hand_overcall_after_the_draw(preset: str, phase: str) -> None:
    o = first_hand(preset, phase)
    late = LATE[preset][phase]
    assert [f.seat for f in o.findings if f.kind == "illegal-declaration"] == (
        ["E"] if late else []
    )
    # a bid that does not stand changes neither the trump nor the dealer (反主不反庄 is for later
    # hands)
    assert (o.trump, o.declarer) == (("H", "N") if late else ("S", "E"))


@ALL
def test_a_first_hand_overcall_while_drawing_stands(preset: str) -> None:
    # 002 第五条: 其他牌手可用两张相同花色的2亮在桌面上超抢单2…超抢成功者成为庄家 (and everywhere
    # else)
    o = first_hand(preset, "deal")
    assert not o.findings and (o.trump, o.declarer) == ("S", "E")


def test_later_hands_keep_the_after_bury_overcall_in_shenzhen() -> None:
    # 002 第五条: 第二副牌起…庄家同伴及防家可在扣底牌前反主，也可在扣底牌后反主
    [r] = loads("seats: N W S E\nbid: N ♥2\nbid: E ♠22 after-bury\n")
    o = judge_bids(r, load_variant("shenzhen"), lambda seat: 2, "N", False)
    assert not o.findings and o.trump == "S"


# ================================================================ one level step: check = score
# --levels

RESTART = {
    "national": None,
    "shenzhen": 2,
    "bjtu": None,
    "club10": None,
    "online": None,
    "shanghai": None,
}
"""The dealer side on J whose bottom is dug with a J: 002 第十四条 仍由原庄家对家重新从2…打起; the
others
have no such rule."""


@ALL
@pytest.mark.parametrize("change", [LevelChange(D, 3), LevelChange(F, 3), LevelChange(F, 0)])
def test_the_ja_restart_result_is_plus_zero(preset: str, change: LevelChange) -> None:
    # 002 第十四条: 庄家打J、A时如果被台下方用J、A抠底，无论台下方得分多少，仍由原庄家对家重新从2或
    # J打起
    v = load_variant(preset)
    o = advance(11, 5, change, v, dug_with_level=True)
    if RESTART[preset] is None:
        assert not o.restarted and o.result == change
    else:
        assert o.restarted and (o.dealer_level, o.defenders_level) == (RESTART[preset], 5)
        assert o.result == LevelChange(D, 0) and o.side is D


def test_the_match_table_and_the_hand_report_state_one_result() -> None:
    # the "Why" reproducer's hand: the hand report said dealer side +0 and the match table
    # defenders +3 for the same J/A hand
    m = replay_match(load(JA_EXAMPLE), load_variant("shenzhen"))
    [hand], [report] = m.hands, m.reports
    assert report.result is not None and hand.result == report.result.change == LevelChange(D, 0)
    assert hand.levels_after == (2, 5)


# ================================================================ 第十三条 under 0

BELOW_ZERO = {
    "national": BelowZero.STOP,
    "shenzhen": BelowZero.CONTINUE,
    "bjtu": BelowZero.STOP,
    "club10": BelowZero.STOP,
    "online": BelowZero.STOP,
    "shanghai": BelowZero.STOP,
}
AT_MINUS_30 = {"national": 3, "shenzhen": 6, "bjtu": 3, "club10": 4, "online": 3, "shanghai": 3}
"""000 第十二条 防守方得 0 分，庄家连升三级; 002 第十三条 每降低20分，庄家加升一级 (−30 is past one
more
20 below 0: +6); 003 六 大光（0分）莊家升三級; 004-club 十 0分---4级; 004-online 八 0分（大光） 主打
方升3级;
shanghai: 0 is +3."""


@ALL
def test_points_below_zero(preset: str) -> None:
    v = load_variant(preset)
    assert v.levels.below_zero is BELOW_ZERO[preset]
    assert level_change(-30, v) == LevelChange(D, AT_MINUS_30[preset])
    assert level_change(0, v).levels <= level_change(-30, v).levels


@given(st.integers(min_value=-400, max_value=79))
def test_shenzhen_every_20_points_lower_is_one_level_more(points: int) -> None:
    # 002 第十三条: 以80分为准，每降低20分，庄家加升一级 — under 0 as above it
    v = load_variant("shenzhen")
    assert level_change(points - 20, v) == LevelChange(D, level_change(points, v).levels + 1)


@ALL
def test_the_generators_oracle_reads_below_zero_alike(preset: str) -> None:
    v = load_variant(preset)
    for points in range(-300, 81, 5):
        assert oracle.level_change(points, v) == level_change(points, v), points
