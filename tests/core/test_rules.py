"""Following, throws, trick winner, bottom and level change (docs/rules.md §4–§8).

Expected answers come from the seed texts (000 national, 002 shenzhen, 003 bjtu, 004 club10 and
online) and the docs/rules.md, not from running the code.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from shengji_cli.core.cards import TrumpContext, parse_cards
from shengji_cli.core.replay import context_for
from shengji_cli.core.rules import (
    Block,
    TrickResult,
    allowed_forced_plays,
    bottom_multiplier,
    can_follow,
    can_force_play,
    can_throw,
    lead_multiplier,
    level_change,
    obligations,
    throw_blocks,
    throw_penalty,
    trick_result,
    verify_follow,
    verify_forced_play,
)
from shengji_cli.core.variants import PRESETS, Variant, load_variant
from shengji_cli.core.verdict import LEGAL
from shengji_cli.core.vocab import BottomMode
from shengji_cli.report.catalog import render


def C(text: str) -> list[int]:
    return parse_cards(text)


def cards_set(text: str) -> list[int]:
    return sorted(parse_cards(text))


def setup(preset: str, level: int = 2, trump: str = "H") -> tuple[Variant, TrumpContext]:
    v = load_variant(preset)
    return v, context_for(level, trump, v)


def legal(preset: str, lead: str, hand: str, play: str, level: int = 2, trump: str = "H") -> bool:
    v, ctx = setup(preset, level, trump)
    hand_cards = C(hand)
    for c in C(play):
        assert c in hand_cards, "test bug: play not in hand"
    return can_follow(C(lead), hand_cards, C(play), ctx, v)


def reason(preset: str, lead: str, hand: str, play: str, level: int = 2, trump: str = "H") -> str:
    v, ctx = setup(preset, level, trump)
    verdict = verify_follow(C(lead), C(hand), C(play), ctx, v)
    assert not verdict.ok
    # the example the verdict offers is itself a legal follow of the right size
    assert len(verdict.example) == len(C(lead))
    assert can_follow(C(lead), C(hand), list(verdict.example), ctx, v), verdict
    return render(verdict.why)


ALL = pytest.mark.parametrize("preset", PRESETS)


# ================================================================ §4 following
# Level 2, trump ♥ unless noted: ♠ 3…A are a plain suit.


@ALL
def test_suit_obligation_single(preset: str) -> None:
    # seed 000 第七条: 有这门花色的牌时必须跟出
    hand = "S7 C3 D4"
    assert legal(preset, "SA", hand, "S7")
    assert not legal(preset, "SA", hand, "C3")
    r = reason(preset, "SA", hand, "C3")
    assert "had to play 1" in r


@ALL
def test_void_may_discard_or_ruff(preset: str) -> None:
    hand = "C3 H4 D9"
    for play in ("C3", "H4", "D9"):
        assert legal(preset, "SA", hand, play)


@ALL
def test_suit_obligation_short_of_the_suit(preset: str) -> None:
    # all of the suit, then anything (垫牌)
    assert legal(preset, "SA SA", "S7 C3 D4", "S7 C3")
    assert legal(preset, "SA SA", "S7 C3 D4", "S7 D4")
    assert not legal(preset, "SA SA", "S7 C3 D4", "C3 D4")
    assert legal(preset, "SA SA SK SK", "S7 S5 C3 D4 D6", "S7 S5 C3 D4")
    assert not legal(preset, "SA SA SK SK", "S7 S5 C3 D4 D6", "S7 C3 D4 D6")
    assert "had to play 2" in reason(preset, "SA SA SK SK", "S7 S5 C3 D4 D6", "S7 C3 D4 D6")


@ALL
def test_pair_obligation(preset: str) -> None:
    # 当领出为对子时，其他三家有对子必须跟对子
    hand = "S7 S7 S9 SK C3"
    assert legal(preset, "SA SA", hand, "S7 S7")
    assert not legal(preset, "SA SA", hand, "S9 SK")
    assert not legal(preset, "SA SA", hand, "S7 S9")
    assert "had to play a pair" in reason(preset, "SA SA", hand, "S9 SK")
    assert "♠7 ♠7" in reason(preset, "SA SA", hand, "S9 SK")


@ALL
def test_pair_led_without_a_pair(preset: str) -> None:
    # 无对子时可任意跟牌
    hand = "S9 SK S5 C3"
    for play in ("S9 SK", "S9 S5", "SK S5"):
        assert legal(preset, "SA SA", hand, play)
    assert not legal(preset, "SA SA", hand, "S9 C3")


@ALL
def test_tractor_obligation(preset: str) -> None:
    # 当领出为连对时，其他三家有连对必须跟连对
    hand = "S9 S9 S8 S8 S5 S5 S3 C4"
    lead = "SA SA SK SK"
    assert legal(preset, lead, hand, "S9 S9 S8 S8")
    assert not legal(preset, lead, hand, "S9 S9 S5 S5")
    assert not legal(preset, lead, hand, "S8 S8 S5 S5")
    assert not legal(preset, lead, hand, "S9 S9 S5 S3")
    assert "tractor" in reason(preset, lead, hand, "S9 S9 S5 S5")


@ALL
def test_tractor_led_two_pairs_owed(preset: str) -> None:
    # 无连对时跟两个对子
    lead = "SA SA SK SK"
    hand = "S9 S9 S6 S6 S3 S4 C5"
    assert legal(preset, lead, hand, "S9 S9 S6 S6")
    assert not legal(preset, lead, hand, "S9 S9 S3 S4")
    r = reason(preset, lead, hand, "S9 S9 S3 S4")
    assert "had to play 2 pairs" in r
    hand = "S9 S9 S6 S6 S3 S3 SJ"
    assert legal(preset, lead, hand, "S9 S9 S3 S3")
    assert legal(preset, lead, hand, "S6 S6 S3 S3")
    assert not legal(preset, lead, hand, "S9 S9 SJ S3")


@ALL
def test_tractor_led_one_pair_and_singles(preset: str) -> None:
    # 无两个对子时跟一个对子加两个单张
    lead = "SA SA SK SK"
    hand = "S9 S9 S6 S4 S3"
    assert legal(preset, lead, hand, "S9 S9 S6 S4")
    assert legal(preset, lead, hand, "S9 S9 S4 S3")
    assert not legal(preset, lead, hand, "S9 S6 S4 S3")
    assert "had to play a pair" in reason(preset, lead, hand, "S9 S6 S4 S3")
    # 一个对子也没有时可任意跟牌
    hand = "S9 S6 S4 S3 SJ"
    assert legal(preset, lead, hand, "S9 S6 S4 S3")
    assert legal(preset, lead, hand, "SJ S6 S4 S3")


@ALL
def test_three_pair_tractor_owes_the_shorter_tractor(preset: str) -> None:
    # docs/rules.md §4 interpretation (shorter_tractor_owed): a three-pair tractor led to a hand
    # whose
    # longest tractor has two pairs obliges that tractor plus a pair.
    v = load_variant(preset)
    assert v.follow.shorter_tractor_owed
    lead = "SA SA SK SK SQ SQ"
    hand = "S9 S9 S8 S8 S5 S5 S3 S3 SJ"
    assert legal(preset, lead, hand, "S9 S9 S8 S8 S5 S5")
    assert legal(preset, lead, hand, "S9 S9 S8 S8 S3 S3")
    assert not legal(preset, lead, hand, "S9 S9 S5 S5 S3 S3")
    assert "tractor of 2" in reason(preset, lead, hand, "S9 S9 S5 S5 S3 S3")
    assert not legal(preset, lead, hand, "S9 S9 S8 S8 S5 S3")
    assert "3 pairs" in reason(preset, lead, hand, "S9 S9 S8 S8 S5 S3")
    ctx = context_for(2, "H", v)
    obl = [render(o) for o in obligations(C(lead), C(hand), ctx, v)]
    assert any("tractor of 2" in o for o in obl)
    assert any("3 pairs" in o for o in obl)


@ALL
def test_three_pair_tractor_held(preset: str) -> None:
    lead = "SA SA SK SK SQ SQ"
    hand = "S9 S9 S8 S8 S7 S7 S5 S5 SJ"
    assert legal(preset, lead, hand, "S9 S9 S8 S8 S7 S7")
    assert not legal(preset, lead, hand, "S9 S9 S8 S8 S5 S5")
    assert "tractor of 3" in reason(preset, lead, hand, "S9 S9 S8 S8 S5 S5")


@ALL
def test_throw_tractor_obliges_a_tractor(preset: str) -> None:
    # docs/rules.md §4: a tractor inside a throw obliges a tractor exactly as a tractor lead does;
    # §12: under the 80fen rulebook only the pairs inside a throw are counted.
    # R4.3: under online a throw owes only its suit and number of cards.
    v = load_variant(preset)
    assert v.follow.throw_tractor_obliges_tractor is (preset != "shanghai")
    shape_owed = preset != "online"
    assert v.follow.throw_shape_owed is shape_owed
    obliges = shape_owed and v.follow.throw_tractor_obliges_tractor
    lead = "SA SA SK SK S9"
    hand = "S8 S8 S7 S7 S5 S5 S3 C4"
    assert legal(preset, lead, hand, "S8 S8 S7 S7 S3")
    assert legal(preset, lead, hand, "S8 S8 S7 S7 S5")
    assert legal(preset, lead, hand, "S8 S8 S5 S5 S3") is not obliges
    if obliges:
        assert "tractor" in reason(preset, lead, hand, "S8 S8 S5 S5 S3")
    # two pairs are owed wherever the throw's shape is
    assert legal(preset, lead, hand, "S8 S7 S5 S5 S3") is not shape_owed
    assert not legal(preset, lead, hand, "S8 S8 S7 S7 C4")  # suit first


def test_throw_tractor_flag_off_counts_only_pairs() -> None:
    v = load_variant("national")
    v2: Variant = replace(v, follow=replace(v.follow, throw_tractor_obliges_tractor=False))
    ctx = context_for(2, "H", v2)
    lead, hand = C("SA SA SK SK S9"), C("S8 S8 S7 S7 S5 S5 S3 C4")
    assert can_follow(lead, hand, C("S8 S8 S5 S5 S3"), ctx, v2)
    assert not can_follow(lead, hand, C("S8 S7 S5 S5 S3"), ctx, v2)
    # a plain tractor lead still obliges a tractor
    assert not can_follow(C("SA SA SK SK"), hand, C("S8 S8 S5 S5"), ctx, v2)


@ALL
def test_throw_pairs_and_singles(preset: str) -> None:
    # 甩牌: 根据甩牌中所包含的组合 … 分别跟牌
    # (online: a throw owes its suit only, R4.3)
    lead = "SA SA SK"
    hand = "S7 S7 S9 S3 C4"
    assert legal(preset, lead, hand, "S7 S7 S9")
    assert legal(preset, lead, hand, "S7 S7 S3")
    shape_owed = load_variant(preset).follow.throw_shape_owed
    assert legal(preset, lead, hand, "S7 S9 S3") is not shape_owed
    if shape_owed:
        assert "had to play a pair" in reason(preset, lead, hand, "S7 S9 S3")
    assert not legal(preset, lead, hand, "S7 S7 C4")  # the suit is owed everywhere


def test_online_a_throw_owes_its_suit_not_its_pairs() -> None:
    """R4.3 (004-online 游戏规则 五.4 甩牌：…其他玩家必须也跟出该花色的牌): a throw's pairs oblige
    no
    pair, though a pair led alone does (五.2) and a ruff still needs the throw's pairs (五.4 若玩家
    甩牌中包含对子或连对，用主牌杀时也必须包含相应数量的牌型才可)."""
    v, ctx = setup("online")
    lead, hand = C("S9 S8 S8 S4 S4"), C("SJ SJ S7 S6 S5 S3 C4")
    assert can_follow(lead, hand, C("SJ S7 S6 S5 S3"), ctx, v)
    assert not can_follow(lead, hand, C("SJ S7 S6 S5 C4"), ctx, v)  # the suit first
    assert [render(o) for o in obligations(lead, hand, ctx, v)] == [
        render(o) for o in obligations(C("S9 S8 S7 S4 S3"), hand, ctx, v)
    ]  # as for five singles
    assert not can_follow(C("S8 S8"), hand, C("SJ S7"), ctx, v)  # a pair led alone: 五.2
    # the same reading as a parameter of another preset
    nat = load_variant("national")
    suit_only = replace(nat, follow=replace(nat.follow, throw_shape_owed=False))
    assert not can_follow(lead, hand, C("SJ S7 S6 S5 S3"), ctx, nat)
    assert can_follow(lead, hand, C("SJ S7 S6 S5 S3"), ctx, suit_only)
    # a ruff of the throw (void in ♠) still needs its two pairs to compete: two trump singles
    # and a pair do not beat it; two trump pairs and a single do
    r = trick_result([lead, C("H3 H3 H5 H6 H7"), C("H9 H9 H8 H8 H4"), C("S3 S5 S6 S7 SJ")], ctx, v)
    assert r.winner == 2


@ALL
def test_trump_lead_single(preset: str) -> None:
    # 吊主: others must follow with trumps; off-suit level cards and jokers are trumps.
    hand = "S2 SA CK"
    assert legal(preset, "HA", hand, "S2")
    assert not legal(preset, "HA", hand, "SA")
    assert "trumps" in reason(preset, "HA", hand, "SA")
    assert legal(preset, "HA", "LJ SA CK", "LJ")
    assert not legal(preset, "HA", "LJ SA CK", "CK")


@ALL
def test_trump_lead_pair(preset: str) -> None:
    hand = "C2 C2 H5 SA SA"
    assert legal(preset, "HA HA", hand, "C2 C2")
    assert not legal(preset, "HA HA", hand, "SA SA")
    assert not legal(preset, "HA HA", hand, "H5 C2")
    assert "had to play a pair" in reason(preset, "HA HA", hand, "H5 C2")
    # two off-suit level cards of different suits are not a pair
    hand = "C2 S2 H5 SA SA"
    assert legal(preset, "HA HA", hand, "C2 S2")
    assert legal(preset, "HA HA", hand, "C2 H5")


@ALL
def test_trump_lead_tractor_through_the_chain(preset: str) -> None:
    # small-joker pair + trump-level pair is a tractor and must be played to a trump tractor lead
    lead = "HQ HQ HJ HJ"
    hand = "LJ LJ H2 H2 H5 SA"
    assert legal(preset, lead, hand, "LJ LJ H2 H2")
    assert not legal(preset, lead, hand, "LJ LJ H2 H5")
    assert "tractor" in reason(preset, lead, hand, "LJ LJ H2 H5")
    # other-level pair + trump-A pair
    hand = "C2 C2 HA HA H5 H6 SA"
    assert legal(preset, lead, hand, "C2 C2 HA HA")
    assert not legal(preset, lead, hand, "C2 C2 H5 H6")


@ALL
def test_obligations_in_words(preset: str) -> None:
    v, ctx = setup(preset)
    obl = [render(o) for o in obligations(C("SA SA SK SK"), C("S9 S9 S6 S6 S3 S4 C5"), ctx, v)]
    assert any("play 4" in o for o in obl)
    assert any("2 pairs" in o for o in obl)
    obl = [render(o) for o in obligations(C("SA SA"), C("S7 C3 D4"), ctx, v)]
    assert any("play all 1" in o for o in obl)


# ================================================================ §5 throws

SEED_002_THROW = "SA SA SK SQ SQ S10 S10 S9 S9"
# every other ♠ at level 2 (♠2 are trumps): one K, two each of J 8 7 6 5 4 3
SEED_002_REST = "SK SJ SJ S8 S8 S7 S7 S6 S6 S5 S5 S4 S4 S3 S3"


def _spread(rest: list[int], seed: int) -> list[tuple[str, list[int]]]:
    rng = random.Random(seed)
    seats: dict[str, list[int]] = {"E": C("H3 D4"), "N": C("BJ C5"), "W": C("S2 C6")}
    for c in rest:
        seats[rng.choice("ENW")].append(c)
    return list(seats.items())


@ALL
@pytest.mark.parametrize("seed", range(8))
def test_seed_002_throw_is_safe(preset: str, seed: int) -> None:
    # seed 002 第六条(四): A A K Q Q 10 10 9 9 一齐甩出 — no other hand can beat any unit.
    _, ctx = setup(preset, 2, "H")
    others = _spread(C(SEED_002_REST), seed)
    assert throw_blocks(C(SEED_002_THROW), others, ctx) == []
    assert can_throw(C(SEED_002_THROW), others, ctx)


@ALL
def test_seed_002_throw_safe_with_all_spades_in_one_hand(preset: str) -> None:
    _, ctx = setup(preset, 2, "H")
    for seat in ("E", "N", "W"):
        others = [(s, C(SEED_002_REST) if s == seat else C("H3")) for s in ("E", "N", "W")]
        assert can_throw(C(SEED_002_THROW), others, ctx)


SEED_004_THROW = "S9 S8 S8 S4 S4"  # seed 004 出牌规则: 98844, 打 10, trump ♥


def _seed_004(
    preset: str, holder: str, partner_holds: bool = False
) -> tuple[Variant, TrumpContext, list[Block]]:
    v, ctx = setup(preset, 10, "H")
    others = [("E", C(holder)), ("N", C("H3 D4")), ("W", C("C3 D6"))]
    if partner_holds:
        others = [("E", C("H3 D4")), ("N", C(holder)), ("W", C("C3 D6"))]
    blocks = throw_blocks(C(SEED_004_THROW), others, ctx)
    return v, ctx, blocks


def _allowed(preset: str, holder: str) -> list[list[int]]:
    v, ctx, blocks = _seed_004(preset, holder)
    assert blocks, "the throw should fail"
    return [sorted(u.cards) for u in allowed_forced_plays(C(SEED_004_THROW), blocks, "N", ctx, v)]


@ALL
def test_seed_004_holder_of_j_forces_the_9(preset: str) -> None:
    # 若其余某家有此花色的 J ，则首家必须出 9
    assert _allowed(preset, "SJ S3 C5") == [cards_set("S9")]
    v, ctx, blocks = _seed_004(preset, "SJ S3 C5")
    assert verify_forced_play(C(SEED_004_THROW), C("S9"), blocks, "N", ctx, v) is LEGAL
    assert verify_forced_play(C(SEED_004_THROW), C("S4 S4"), blocks, "N", ctx, v).ok is False
    assert can_force_play(C(SEED_004_THROW), C("S9"), blocks, "N", ctx, v)
    assert not can_force_play(C(SEED_004_THROW), C("S4 S4"), blocks, "N", ctx, v)


@ALL
def test_seed_004_holder_of_55_forces_the_44(preset: str) -> None:
    # 若其余某家有此花色的 … 55 ，则首家必须出 44 (55 beats only the pair 44)
    assert _allowed(preset, "S5 S5 C5") == [cards_set("S4 S4")]
    v, ctx, blocks = _seed_004(preset, "S5 S5 C5")
    assert verify_forced_play(C(SEED_004_THROW), C("S4 S4"), blocks, "N", ctx, v) is LEGAL
    verdict = verify_forced_play(C(SEED_004_THROW), C("S9"), blocks, "N", ctx, v)
    assert not verdict.ok and "♠4 ♠4" in render(verdict.why)


@pytest.mark.parametrize("preset", [p for p in PRESETS if p not in ("bjtu", "online", "shanghai")])
def test_seed_004_holder_of_qq_allows_the_44(preset: str) -> None:
    # 若其余某家有此花色的 QQ …，则首家必须出 44.  QQ also beats the single 9 (a Q), so two
    # kinds are beaten; docs/rules.md §5: any beaten kind's smallest unit is accepted (shenzhen: the
    # 下家 picks the kind), so 44 is among the allowed forced plays, and so is the 9.
    allowed = _allowed(preset, "SQ SQ C5")
    assert cards_set("S4 S4") in allowed
    assert cards_set("S9") in allowed
    assert cards_set("S8 S8") not in allowed  # not the smallest pair


def test_online_forced_play_is_the_most_complex_beaten_kind() -> None:
    # seed 004 出牌规则: 若其余某家有此花色的 QQ 或 55，则首家必须出 44 (a ♠Q beats the 9 too)
    assert _allowed("online", "SQ SQ C5") == [cards_set("S4 S4")]
    assert _allowed("online", "SJ C5") == [cards_set("S9")]


def test_shanghai_forced_play_is_the_beaten_unit_of_fewest_cards() -> None:
    # docs/rules.md §12: the beaten unit of fewest cards, then of the lowest top — QQ beats 88, 44
    # and the 9: the single 9; 55 beats only 44.
    assert _allowed("shanghai", "SQ SQ C5") == [cards_set("S9")]
    assert _allowed("shanghai", "S5 S5 C5") == [cards_set("S4 S4")]


def test_bjtu_forced_play_is_the_beaten_unit_with_the_lowest_card() -> None:
    # seed 003 二.2: 只能出被管牌中最小的牌 — QQ beats 88, 44 and the 9; the lowest beaten card is
    # a 4.
    assert _allowed("bjtu", "SQ SQ C5") == [cards_set("S4 S4")]
    # only a J outside: the 9 is the one beaten unit
    assert _allowed("bjtu", "SJ C5") == [cards_set("S9")]


def test_shenzhen_partner_block_lets_any_unit_be_named() -> None:
    # seed 002 第十七条(四)1: 甩牌者的同伴有大于所甩牌的牌张 … 由甩错者的下家在甩牌包含的牌张和
    # 牌张组合中任意指定一种出牌
    v, ctx, blocks = _seed_004("shenzhen", "SQ SQ C5", partner_holds=True)
    allowed = [
        sorted(u.cards) for u in allowed_forced_plays(C(SEED_004_THROW), blocks, "N", ctx, v)
    ]
    assert cards_set("S8 S8") in allowed
    assert cards_set("S4 S4") in allowed
    assert cards_set("S9") in allowed


PENALTY_55 = {"national": 30, "shenzhen": 30, "club10": 30, "bjtu": 20, "online": 0, "shanghai": 0}
PENALTY_J = {"national": 40, "shenzhen": 40, "club10": 40, "bjtu": 10, "online": 0, "shanghai": 0}
PENALTY_QQ_44 = {
    "national": 30,
    "shenzhen": 30,
    "club10": 30,
    "bjtu": 50,
    "online": 0,
    "shanghai": 0,
}


@ALL
def test_failed_throw_penalty(preset: str) -> None:
    # national 甩错几张牌扣几十分, shenzhen 每甩错一牌张罚10分, club10 有N张甩不出去应扣N*10分:
    # the withdrawn cards × 10.  bjtu 按被管張數每張牌10分: the beaten units' cards × 10.
    # online 五.4: half the room's stake, no points.  shanghai (§12): no penalty.
    v, ctx, blocks = _seed_004(preset, "S5 S5 C5")
    assert throw_penalty(C(SEED_004_THROW), C("S4 S4"), blocks, ctx, v) == PENALTY_55[preset]
    v, ctx, blocks = _seed_004(preset, "SJ S3 C5")
    assert throw_penalty(C(SEED_004_THROW), C("S9"), blocks, ctx, v) == PENALTY_J[preset]
    v, ctx, blocks = _seed_004(preset, "SQ SQ C5")
    assert throw_penalty(C(SEED_004_THROW), C("S4 S4"), blocks, ctx, v) == PENALTY_QQ_44[preset]


@ALL
def test_throw_blocks_name_the_beaten_units(preset: str) -> None:
    # docs/rules.md §5: a higher pair than a thrown pair, a card higher than the lowest thrown
    # single,
    # a higher tractor of the same length (or a longer one that contains one).
    v, ctx = setup(preset, 10, "H")
    others = [("E", C("S5 S5")), ("N", C("H3")), ("W", C("C3"))]
    assert can_throw(C("SA SK"), others, ctx)
    assert not can_throw(C("SA SQ"), [("E", C("SK")), ("N", C("H3")), ("W", C("C3"))], ctx)
    # tractor 4433 is beaten by 6655, 776655 (contains one), not by 66 + 22
    assert not can_throw(C("SA S4 S4 S3 S3"), [("E", C("S6 S6 S5 S5")), ("N", []), ("W", [])], ctx)
    assert not can_throw(
        C("SA S4 S4 S3 S3"), [("E", C("S7 S7 S6 S6 S5 S5")), ("N", []), ("W", [])], ctx
    )
    assert can_throw(C("SA S4 S4 S3 S3"), [("E", C("S6 S6 S2 S2")), ("N", []), ("W", [])], ctx)
    # a pair does not beat a tractor nor a single the A
    assert can_throw(C("SA S4 S4 S3 S3"), [("E", C("SK SK")), ("N", []), ("W", [])], ctx)
    # the partner blocks too
    assert not can_throw(C("SA S4 S4 S3 S3"), [("E", []), ("N", C("S6 S6 S5 S5")), ("W", [])], ctx)


# ================================================================ §6 trick winner
# Level 10, trump ♥ (seed 004 examples are 打 10).


def trick(preset: str, plays: list[str], barred: tuple[int, ...] = ()) -> TrickResult:
    v, ctx = setup(preset, 10, "H")
    return trick_result([C(p) for p in plays], ctx, v, barred)


@ALL
def test_seed_004_ruff_tractor_and_singles(preset: str) -> None:
    # 主牌 9988 72 可毙副牌 AK5544
    r = trick(
        preset, ["SA SK S5 S5 S4 S4", "H9 H9 H8 H8 H7 H2", "C3 C4 C6 C7 C8 C9", "D3 D4 D6 D7 D8 D9"]
    )
    assert r.winner == 1
    assert r.standings[1] == "ruff"
    assert r.standings[2] == r.standings[3] == "discard"
    assert r.points == 20  # ♠K 10 + ♠5 ♠5


@ALL
def test_seed_004_no_ruff_of_aa5544(preset: str) -> None:
    # 但不能毙副牌 AA5544 (the ruff lacks the pair AA's counterpart: a discard)
    r = trick(
        preset, ["SA SA S5 S5 S4 S4", "H9 H9 H8 H8 H7 H2", "C3 C4 C6 C7 C8 C9", "D3 D4 D6 D7 D8 D9"]
    )
    assert r.winner == 0
    assert r.standings[1] == "discard"


@ALL
def test_seed_004_ruff_544_and_overruff_884(preset: str) -> None:
    # 主牌 977 可毙副牌 544, 主牌 884 可盖毙.  shanghai (docs/rules.md §12): the highest card of the
    # whole play decides, ♥9 over ♥8: the 884 does not over-ruff.
    r = trick(preset, ["S5 S4 S4", "H9 H7 H7", "C3 C4 C6", "H8 H8 H4"])
    highest_card = preset == "shanghai"
    assert r.winner == (1 if highest_card else 3)
    assert r.standings[1] == "ruff"
    assert r.standings[3] == ("ruff" if highest_card else "over-ruff")


@ALL
def test_seed_004_ruff_567_no_overruff_884(preset: str) -> None:
    # 主牌 977 可毙副牌 567, 主牌 884 不能盖毙 (singles compare by the highest single: 9 > 8)
    r = trick(preset, ["S5 S6 S7", "H9 H7 H7", "C3 C4 C6", "H8 H8 H4"])
    assert r.winner == 1
    assert r.standings[3] != "over-ruff"


@ALL
def test_first_played_wins_ties(preset: str) -> None:
    # 相同的牌以先出者为大
    assert trick(preset, ["SA", "SA", "S3", "S4"]).winner == 0
    assert trick(preset, ["SK", "SA", "SA", "S4"]).winner == 1
    assert trick(preset, ["SA", "H3", "H3", "C4"]).winner == 1  # equal ruffs
    assert trick(preset, ["S10", "C10", "D10", "S3"]).winner == 0  # 副10 are equal
    assert trick(preset, ["S10", "C10", "H10", "S3"]).winner == 2  # 主10 is above
    assert trick(preset, ["S10 S10", "C10 C10", "D10 D10", "S3 S4"]).winner == 0


@ALL
def test_structure_must_match_to_win(preset: str) -> None:
    # 大小只能在相同的组合之间比较: a non-pair follow cannot beat a pair lead
    r = trick(preset, ["S9 S9", "SA SK", "SJ SJ", "S3 S4"])
    assert r.winner == 2
    assert r.standings[1] == "follow"
    assert r.standings[2] == "beat"
    # a tractor lead is beaten only by a higher tractor of the same suit
    r = trick(preset, ["S5 S5 S4 S4", "SA SA SJ SJ", "SK SK SQ SQ", "S3 S6 S7 S8"])
    assert r.winner == 2


@ALL
def test_trump_pair_lead_against_trump_singles(preset: str) -> None:
    r = trick(preset, ["H3 H3", "BJ LJ", "HA HK", "S3 S4"])
    assert r.winner == 0
    r = trick(preset, ["H3 H3", "BJ LJ", "H4 H4", "S3 S4"])
    assert r.winner == 2
    # two trump singles on a plain pair are a discard, a trump pair ruffs
    r = trick(preset, ["S5 S5", "HA HK", "C3 C4", "D3 D4"])
    assert r.winner == 0
    assert r.standings[1] == "discard"
    r = trick(preset, ["S5 S5", "HA HK", "H4 H4", "D3 D4"])
    assert r.winner == 2
    assert r.standings[2] == "ruff"


@ALL
def test_tractor_ruffs(preset: str) -> None:
    r = trick(preset, ["S5 S5 S4 S4", "SK SK SQ SQ", "H7 H7 H6 H6", "HA HA H3 H3"])
    assert r.winner == 2
    assert r.standings[1] == "beat"
    assert r.standings[2] == "ruff"
    assert r.standings[3] == "discard"  # two trump pairs, not a tractor
    r = trick(preset, ["S5 S5 S4 S4", "H7 H7 H6 H6", "LJ LJ H10 H10", "D3 D4 D6 D7"])
    assert r.winner == 2
    assert r.standings[2] == "over-ruff"


@pytest.mark.parametrize(
    "preset,ruffs",
    [
        ("national", False),
        ("shenzhen", False),
        ("bjtu", False),
        ("club10", True),
        ("online", False),
    ],
)
def test_ruff_structure_exact_or_at_least(preset: str, ruffs: bool) -> None:
    # docs/rules.md §6: a ruff needs the same structure (national 第九条 / shenzhen 第十条 与领出组
    # 合相同);
    # club10: at least as many tractors and pairs (seed 004 出牌规则 毙牌); online follows its own
    # seed text 五.3 (主牌也必须是相同对数的连对), which wins over the "at least" count rule
    # (docs/rules.md §6, R6.1).  A tractor of 2
    # plus a pair against a tractor of 3: same counts of tractors (1) and pairs (3), not the
    # same structure.
    r = trick(
        preset, ["SA SA SK SK SQ SQ", "H9 H9 H8 H8 H5 H5", "C3 C4 C6 C7 C8 C9", "D3 D4 D6 D7 D8 D9"]
    )
    assert r.winner == (1 if ruffs else 0)
    assert r.standings[1] == ("ruff" if ruffs else "discard")
    # a matching tractor of 3 ruffs under every rule
    r = trick(
        preset, ["SA SA SK SK SQ SQ", "H9 H9 H8 H8 H7 H7", "C3 C4 C6 C7 C8 C9", "D3 D4 D6 D7 D8 D9"]
    )
    assert r.winner == 1


@ALL
def test_discards_and_mixed_plays_never_win(preset: str) -> None:
    assert trick(preset, ["S3", "CA", "DA", "S2"]).winner == 0
    assert trick(preset, ["H3", "SA", "CA", "DA"]).winner == 0  # trump lead: no ruffing a trump
    assert trick(preset, ["S3 S3", "H4 SA", "CA CA", "D3 D3"]).winner == 0


@ALL
def test_over_ruff_of_a_throw_by_its_pair(preset: str) -> None:
    # seed 000 第九条 二 2: 在超将吃含有对子的甩牌时，以一对牌大于将吃为"超".  shanghai (§12): the
    # highest card of the whole play, ♥A over ♥5, keeps the first ruff.
    r = trick(preset, ["SA SA SK", "H3 H3 HA", "H5 H5 H4", "C3 C4 C6"])
    highest_card = preset == "shanghai"
    assert r.winner == (1 if highest_card else 2)
    assert r.standings[2] == ("ruff" if highest_card else "over-ruff")


def test_national_failed_throw_bars_dealer_partners_ruff() -> None:
    # seed 000 第十七条 一: 甩错牌 … 且庄家同伴不得将吃和超将吃
    plays = ["S4 S4", "C3 C3", "H7 H7", "S6 S8"]
    assert trick("national", plays).winner == 2
    r = trick("national", plays, barred=(2,))
    assert r.winner == 0
    assert r.standings[2] == "discard"
    # nor over-ruff
    plays = ["S4 S4", "H5 H5", "H7 H7", "S6 S8"]
    assert trick("national", plays).winner == 2
    assert trick("national", plays, barred=(2,)).winner == 1
    v = load_variant("national")
    assert not v.throw.dealer_partner_may_ruff
    for p in PRESETS:
        if p != "national":
            assert load_variant(p).throw.dealer_partner_may_ruff


# ================================================================ §7 bottom multiplier

BOTTOM = {
    #            single pair  t2  t3  t4  throw-singles  pair+single  t2+pair  t3+t2  two t2
    "national": (2, 4, 6, 8, 10, 3, 4, 6, 8, 6),
    "shenzhen": (2, 4, 8, 12, 16, 2, 4, 8, 12, 8),
    "bjtu": (2, 4, 8, 16, 32, 2, 4, 8, 16, 8),
    "club10": (2, 4, 8, 16, 32, 2, 4, 8, 16, 8),
    "online": (2, 4, 8, 12, 16, 2, 4, 8, 12, 8),
    "shanghai": (2, 4, 8, 12, 16, 4, 6, 12, 20, 16),  # §12: ×2 per card of the last play
}
BOTTOM_LEADS = (
    "SA",
    "SA SA",
    "SA SA SK SK",
    "SA SA SK SK SQ SQ",
    "SA SA SK SK SQ SQ SJ SJ",
    "SA SK",
    "SA SA SK",
    "SA SA SK SK S9 S9",
    "SA SA SK SK SQ SQ S9 S9 S8 S8",
    "SA SA SK SK S9 S9 S8 S8",
)


@ALL
@pytest.mark.parametrize("i", range(len(BOTTOM_LEADS)))
def test_bottom_multiplier(preset: str, i: int) -> None:
    # national 第十一条: 单张 2, 对子 4, 二连对 6 (每多连 1 对加 2), 甩牌 3 倍或按其中张数最多的组合
    # ;
    # shenzhen 第十二条: 2, 4, 两连对 8, 多连 1 对加乘 4, 甩牌按张数最多的组合;
    # bjtu 五.2: 2^(n+1), 甩牌算單摳, 有對子按雙摳 …; club10 九: 2, 4, 8 以此类推;
    # online 七: ×4×连对对数, 甩牌按最大的牌型, 不进行累加; shanghai (§12): × 2 × the cards played.
    v, ctx = setup(preset, 2, "H")
    assert bottom_multiplier(C(BOTTOM_LEADS[i]), ctx, v) == BOTTOM[preset][i]


@ALL
def test_bottom_multiplier_trump_lead(preset: str) -> None:
    v, ctx = setup(preset, 10, "H")
    # LJ LJ ♥10 ♥10 ♠10 ♠10: a tractor of 3 in trumps
    expected = {
        "national": 8,
        "shenzhen": 12,
        "bjtu": 16,
        "club10": 16,
        "online": 12,
        "shanghai": 12,
    }[preset]
    assert bottom_multiplier(C("LJ LJ H10 H10 S10 S10"), ctx, v) == expected
    assert bottom_multiplier(C("BJ"), ctx, v) == 2


# ================================================================ §8 level change

LEVELS = {
    # national 第十二条 (x = 40 → +1 per docs/rules.md §8)
    "national": [
        (0, "dealer", 3),
        (5, "dealer", 2),
        (35, "dealer", 2),
        (40, "dealer", 1),
        (75, "dealer", 1),
        (80, "defenders", 0),
        (115, "defenders", 0),
        (120, "defenders", 1),
        (155, "defenders", 1),
        (160, "defenders", 2),
        (200, "defenders", 3),
        (240, "defenders", 4),
    ],
    # shenzhen 第十三条, full 20-point steps from 80
    "shenzhen": [
        (0, "dealer", 5),
        (5, "dealer", 4),
        (20, "dealer", 4),
        (25, "dealer", 3),
        (40, "dealer", 3),
        (45, "dealer", 2),
        (60, "dealer", 2),
        (65, "dealer", 1),
        (75, "dealer", 1),
        (80, "defenders", 0),
        (95, "defenders", 0),
        (100, "defenders", 1),
        (115, "defenders", 1),
        (120, "defenders", 2),
        (140, "defenders", 3),
        (160, "defenders", 4),
    ],
    # bjtu 六: as national, at most three levels
    "bjtu": [
        (0, "dealer", 3),
        (5, "dealer", 2),
        (35, "dealer", 2),
        (40, "dealer", 1),
        (75, "dealer", 1),
        (80, "defenders", 0),
        (115, "defenders", 0),
        (120, "defenders", 1),
        (160, "defenders", 2),
        (200, "defenders", 3),
        (240, "defenders", 3),
        (280, "defenders", 3),
    ],
    # club10 十: 0 → 4; 5–25 → 3; 30–50 → 2; 55–75 → 1; 80–95 下台; 100–115 +1; 120–135 +2 …
    "club10": [
        (0, "dealer", 4),
        (5, "dealer", 3),
        (25, "dealer", 3),
        (30, "dealer", 2),
        (50, "dealer", 2),
        (55, "dealer", 1),
        (75, "dealer", 1),
        (80, "defenders", 0),
        (95, "defenders", 0),
        (100, "defenders", 1),
        (115, "defenders", 1),
        (120, "defenders", 2),
        (135, "defenders", 2),
        (140, "defenders", 3),
        (160, "defenders", 4),
    ],
    # online 八: 0 +3; 5–35 +2; 40–75 +1; 80–115 换庄; 120 +1, 160 +2 … 320+ +6 (封顶)
    "online": [
        (0, "dealer", 3),
        (5, "dealer", 2),
        (35, "dealer", 2),
        (40, "dealer", 1),
        (75, "dealer", 1),
        (80, "defenders", 0),
        (115, "defenders", 0),
        (120, "defenders", 1),
        (160, "defenders", 2),
        (200, "defenders", 3),
        (240, "defenders", 4),
        (280, "defenders", 5),
        (315, "defenders", 5),
        (320, "defenders", 6),
        (360, "defenders", 6),
        (400, "defenders", 6),
    ],
}


@pytest.mark.parametrize(
    "preset,points,side,levels", [(p, x, s, n) for p, rows in LEVELS.items() for x, s, n in rows]
)
def test_level_change(preset: str, points: int, side: str, levels: int) -> None:
    change = level_change(points, load_variant(preset))
    assert (change.side, change.levels) == (side, levels)


@ALL
def test_a_one_unit_last_lead_by_kind_is_worth_its_cards(preset: str) -> None:
    # `score --last pair|tractor:N` names the unit instead of the cards: the multiplier is the one
    # the same cards give under every bottom mode (shanghai's × 2 per card included).
    v, ctx = setup(preset, 2, "H")
    for kind, length, cards in (
        ("single", 1, "SA"),
        ("pair", 1, "SA SA"),
        ("tractor", 2, "SA SA SK SK"),
        ("tractor", 3, "SA SA SK SK SQ SQ"),
    ):
        assert lead_multiplier(kind, length, v) == bottom_multiplier(C(cards), ctx, v), (
            kind,
            length,
        )


@pytest.mark.parametrize("preset", ["titanic"])
def test_a_triple_or_titanic_last_lead_by_kind_is_worth_its_cards(preset: str) -> None:
    # three decks (docs/rules.md R13.7): a triple and a 泰坦尼克 named by kind weigh as their cards
    # do
    v, ctx = setup(preset, 2, "H")
    by_card = replace(
        v, bottom=replace(v.bottom, mode=BottomMode.CARDS)
    )  # × 2 a card: the size counts
    for variant in (v, by_card):
        for kind, length, cards in (("triple", 1, "SA SA SA"), ("titanic", 2, "SA SA SA SK SK SK")):
            assert lead_multiplier(kind, length, variant) == bottom_multiplier(
                C(cards), ctx, variant
            ), kind
    assert lead_multiplier("titanic", 2, by_card) == 12
