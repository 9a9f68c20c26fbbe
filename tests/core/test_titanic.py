"""泰坦尼克: seed 004's three-deck game (docs/rules.md §13) — every example of its 三副牌规则 part.

Each test quotes the line of the seed it checks.  The trump is ♥ unless a test says otherwise; the
level is the one the seed names (当打 5 时 …; 假定当前打 10 for the ladder).
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shengji_cli.core.cards import HEARTS, LITTLE_JOKER, TrumpContext, make_card, parse_cards
from shengji_cli.core.declarations import judge_bids
from shengji_cli.core.replay import context_for
from shengji_cli.core.rules import (
    bottom_multiplier,
    can_follow,
    level_change,
    obligations,
    trick_result,
    verify_follow,
)
from shengji_cli.core.units import PAIR, SINGLE, TITANIC, TRACTOR, TRIPLE, decompose
from shengji_cli.core.variants import Variant, load_variant
from shengji_cli.gen.faults import FAULT_KINDS
from shengji_cli.gen.hands import generate
from shengji_cli.notation.reader import loads
from shengji_cli.report.catalog import render

V = load_variant("titanic")


def ctx(level: int, trump: str) -> TrumpContext:
    return context_for(level, trump, V)


def cards(text: str) -> list[int]:
    """``"S3*3 S4*3"`` → three ♠3 and three ♠4."""
    out: list[int] = []
    for token in text.split():
        card, _, n = token.partition("*")
        out += parse_cards(card) * int(n or 1)
    return out


def units(text: str, c: TrumpContext) -> list[tuple[str, int]]:
    return [(u.kind, u.length) for u in decompose(cards(text), c)]


# ---------------------------------------------------------------- the preset


def test_three_decks_162_cards() -> None:
    # 可以选择一副牌、两副牌或者三副牌进行
    d = V.deck
    assert (d.copies, 4 * d.hand_size + d.kitty_size, d.total_points) == (3, 162, 300)


# ---------------------------------------------------------------- 【新增牌型】 泰坦尼克

# 两副大小相临花色相同的三同张。当打 5 时，下列情况为泰坦尼克： 333444 ， 444666 ， 副 5 主 5 ，大王
# 小王，
# AAA 副 5 ，主 5 小王……
TITANICS_AT_5 = [
    "S3*3 S4*3",
    "H3*3 H4*3",
    "S4*3 S6*3",
    "S5*3 H5*3",
    "C5*3 H5*3",
    "BJ*3 LJ*3",
    "HA*3 S5*3",
    "HA*3 D5*3",
    "H5*3 LJ*3",
]


@pytest.mark.parametrize("text", TITANICS_AT_5)
def test_seed_titanics_at_level_5(text: str) -> None:
    assert units(text, ctx(5, "H")) == [(TITANIC, 2)]


# 当打 5 时下列情况不为泰坦尼克： 555666
@pytest.mark.parametrize("text", ["H5*3 H6*3", "S5*3 S6*3"])
def test_seed_555666_is_not_a_titanic_at_level_5(text: str) -> None:
    got = units(text, ctx(5, "H"))
    assert (TITANIC, 2) not in got and got.count((TRIPLE, 1)) == 2


# 当打无主时下列情况不为泰坦尼克： 555555
@pytest.mark.parametrize("text", ["S5*3 H5*3", "S5*3 C5*3", "D5*3 H5*3"])
def test_seed_555555_is_not_a_titanic_in_no_trump(text: str) -> None:
    assert units(text, ctx(5, "NT")) == [(TRIPLE, 1), (TRIPLE, 1)]


def test_in_no_trump_the_level_triple_and_the_small_jokers_are_a_titanic() -> None:
    # the position table of §2 is the same one: 主 5 小王 holds in no-trump for any 5
    assert units("S5*3 LJ*3", ctx(5, "NT")) == [(TITANIC, 2)]


def test_longer_titanics_and_the_widest_first_split() -> None:
    c = ctx(10, "H")
    assert units("S3*3 S4*3 S5*3", c) == [(TITANIC, 3)]
    assert units("S3*3 S4 S4", c) == [(TRIPLE, 1), (PAIR, 1)]  # R13.1: not a tractor and a single
    assert units("S3*3 S4*2 S5*2", c) == [(TRIPLE, 1), (TRACTOR, 2)]
    assert units("S3*3 S4*3 S6*3 S7 S7 S8", c) == [
        (TITANIC, 2),
        (TRIPLE, 1),
        (PAIR, 1),
        (SINGLE, 1),
    ]


# ---------------------------------------------------------------- 【出牌规则】 the answer orders

LEAD_TITANIC = "S3*3 S4*3"
FILL = " H6 H7 D8 D9"  # cards of other suits

# 泰坦尼克 其它玩家根据牌情按如下顺序出牌：(the hand's ♠, a play that holds the line, a play that
# only
# holds a lower line)
TITANIC_ORDER = [
    ("泰坦尼克", "S8*3 S9*3 SK", "S8*3 S9*3", "S8*3 S9 S9 SK"),
    ("两副三对", "S6*3 S9*3 SK SQ", "S6*3 S9*3", "S6*3 S9 S9 SK"),
    ("一副拖拉机 + 两单张", "S6 S6 S7 S7 SJ*3 SK", "S6 S6 S7 S7 SJ SJ", "SJ*3 S6 S6 S7"),
    ("一副三对 + 一副两对 + 一单张", "S6*3 S9 S9 SK SQ", "S6*3 S9 S9 SK", "S6*3 S9 SK SQ"),
    ("一副三对 + 三单张", "S6*3 S9 SK SQ SJ", "S6*3 S9 SK SQ", "S6 S6 S9 SK SQ SJ"),
    ("两副两对 + 两单张", "S6 S6 S9 S9 SK SQ SJ", "S6 S6 S9 S9 SK SQ", "S6 S6 S9 SK SQ SJ"),
    ("一副两对 + 四单张", "S6 S6 S9 SK SQ SJ S8", "S6 S6 S9 SK SQ SJ", "S6 S9 SK SQ SJ S8"),
    ("六单张", "S6 S9 SK SQ SJ S8 S7", "S6 S9 SK SQ SJ S8", None),
]


# 三对 其它玩家根据牌情按如下顺序出牌： 三对；一副两对 + 一单张；三单张
TRIPLE_ORDER = [
    ("三对", "S9*3 SK", "S9*3", "S9 S9 SK"),
    ("一副两对 + 一单张", "S9 S9 SK SQ", "S9 S9 SK", "S9 SK SQ"),
    ("三单张", "S9 SK SQ SJ", "S9 SK SQ", None),
]


ORDERS = [(LEAD_TITANIC, *t) for t in TITANIC_ORDER] + [("S3*3", *t) for t in TRIPLE_ORDER]


@pytest.mark.parametrize(
    "lead,line,spades,good,worse", ORDERS, ids=[f"{o[0]}:{o[1]}" for o in ORDERS]
)
def test_seed_answer_orders(
    lead: str, line: str, spades: str, good: str, worse: str | None
) -> None:
    # each line of both orders: a hand whose best answer is that line may play it, and not the next
    # one
    c = ctx(10, "H")
    hand = cards(spades + FILL)
    assert can_follow(cards(lead), hand, cards(good), c, V), line
    if worse is not None:
        verdict = verify_follow(cards(lead), hand, cards(worse), c, V)
        assert not verdict.ok, line
        assert can_follow(cards(lead), hand, list(verdict.example), c, V)


def test_a_tractor_outranks_a_triple_and_a_pair_but_not_two_triples() -> None:
    # the seed's order puts 两副三对 above 一副拖拉机 and 一副拖拉机 above 一副三对 + 一副两对
    c = ctx(10, "H")
    hand = cards("S6 S6 S7 S7 SJ*3 SK SK" + FILL)  # at level 10 ♠J and ♠9 are adjacent: ♠K, ♠A here
    assert not can_follow(cards(LEAD_TITANIC), hand, cards("SJ*3 SK SK S6"), c, V)
    assert can_follow(cards(LEAD_TITANIC), hand, cards("S6 S6 S7 S7 SJ SK"), c, V)
    hand = cards("S6 S6 S7 S7 SJ*3 SA*3" + FILL)
    assert not can_follow(cards(LEAD_TITANIC), hand, cards("S6 S6 S7 S7 SJ SA"), c, V)
    assert can_follow(cards(LEAD_TITANIC), hand, cards("SJ*3 SA*3"), c, V)


def test_the_verdict_says_what_was_owed_in_both_languages() -> None:
    c = ctx(10, "H")
    hand = cards("S6*3 S9*3 SK SQ" + FILL)
    verdict = verify_follow(cards(LEAD_TITANIC), hand, cards("S6*3 S9 S9 SK"), c, V)
    assert not verdict.ok
    assert (
        render(verdict.why)
        == "held ♠9 ♠9 ♠9 ♠6 ♠6 ♠6 and had to include 2 triples (triples inside 泰坦尼克 count)"
    )
    assert "三同张" in render(verdict.why, "zh")
    owed = [render(m) for m in obligations(cards(LEAD_TITANIC), hand, c, V)]
    assert owed[0] == "play 6 cards of the led suit" and "include 2 triples" in owed[1]


def test_a_hand_without_triples_owes_the_two_deck_obligations() -> None:
    # 一副拖拉机 + 两单张 from a hand with no triple: the lead seen at width 2 (R13.3)
    c = ctx(10, "H")
    hand = cards("S6 S6 S7 S7 S9 S9 SK" + FILL)
    assert not can_follow(cards(LEAD_TITANIC), hand, cards("S6 S6 S9 S9 S7 SK"), c, V)
    assert can_follow(cards(LEAD_TITANIC), hand, cards("S6 S6 S7 S7 SK S9"), c, V)


# ---------------------------------------------------------------- beating, ruffing, the bottom


def test_a_titanic_is_beaten_by_a_higher_titanic_only() -> None:
    c = ctx(10, "H")
    lead = cards("S3*3 S4*3")
    r = trick_result([lead, cards("S8*3 S9*3"), cards("S6*3 SQ*3"), cards("H2*3 H3*3")], c, V)
    assert r.winner == 3 and [str(s) for s in r.standings] == ["lead", "beat", "follow", "ruff"]
    r = trick_result([lead, cards("H2*3 H4*3"), cards("H8*3 H9*3")], c, V)
    assert r.winner == 2  # two trump triples do not ruff a 泰坦尼克; the trump 泰坦尼克 does


def test_bottom_multipliers_with_triples() -> None:
    # R13.7: single 2, pair 4, tractor 4n, triple 8, 泰坦尼克 8n
    c = ctx(10, "H")
    assert [
        bottom_multiplier(cards(t), c, V)
        for t in ("SA", "SA SA", "SA SA SK SK", "SA*3", "SA*3 SK*3")
    ] == [2, 4, 8, 8, 16]


# ---------------------------------------------------------------- 【亮主规则】 the ladder


def judge(text: str, level: int = 10):  # type: ignore[no-untyped-def]
    [r] = loads("seats: N W S E\n" + text)
    return judge_bids(r, V, lambda seat: level, "N", False)


LADDER = ["♠10", "♥10 ♥10", "LJ LJ", "♣10 ♣10 ♣10", "BJ BJ BJ"]
"""单张 10；两张 10；两张王（打无主）；三张 10；三张王（打无主）"""


@pytest.mark.parametrize("rung", range(1, len(LADDER)))
def test_seed_ladder_each_rung_overcalls_the_one_below(rung: int) -> None:
    # 四位玩家中任意一位亮了合法的牌后，其它玩家就不能再亮同级别或该级别以下的牌了
    o = judge(f"bid: N {LADDER[rung - 1]}\nbid: E {LADDER[rung]}\n")
    assert not o.findings and o.declarer == "E"
    assert o.trump == {1: "H", 2: "NT", 3: "C", 4: "NT"}[rung]
    o = judge(f"bid: N {LADDER[rung]}\nbid: E {LADDER[rung - 1]}\n")
    assert [f.seat for f in o.findings] == ["E"] and o.declarer == "N"


@pytest.mark.parametrize(
    "first,second",
    [
        ("♠10 ♠10", "♥10 ♥10"),
        ("LJ LJ", "BJ BJ"),
        ("♠10 ♠10 ♠10", "♥10 ♥10 ♥10"),
        ("LJ LJ LJ", "BJ BJ BJ"),
    ],
)
def test_seed_ladder_the_same_rung_does_not_overcall(first: str, second: str) -> None:
    o = judge(f"bid: N {first}\nbid: E {second}\n")
    assert [f.seat for f in o.findings] == ["E"]


def test_two_decks_still_refuse_three_level_cards() -> None:
    [r] = loads("seats: N W S E\nbid: N ♠10 ♠10 ♠10\n")
    o = judge_bids(r, load_variant("national"), lambda seat: 10, "N", False)
    assert [f.seat for f in o.findings] == ["N"]


# ---------------------------------------------------------------- 【记分规则】


# 0 分记大光，不足 60 分算小光， 120 分上台， 180 分上台 +1 级， 240 分上台 +2 级；跑分一方打成大光
# 升 3 级，
# 小光升 2 级 … 之后每满 60 分加一级
@pytest.mark.parametrize(
    "points,side,levels",
    [
        (0, "dealer", 3),
        (5, "dealer", 2),
        (55, "dealer", 2),
        (60, "dealer", 1),
        (115, "dealer", 1),
        (120, "defenders", 0),
        (175, "defenders", 0),
        (180, "defenders", 1),
        (235, "defenders", 1),
        (240, "defenders", 2),
        (300, "defenders", 3),
    ],
)
def test_seed_scoring_table(points: int, side: str, levels: int) -> None:
    change = level_change(points, V)
    assert (str(change.side), change.levels) == (side, levels)


def test_hearts_context_is_the_one_the_examples_use() -> None:
    assert ctx(5, "H") == TrumpContext.make(HEARTS, 5)


# ---------------------------------------------------------------- throw: three copies of each card


def _throw_hand() -> list[int]:
    """39 cards: the throw ♠QQQ ♠JJ ♠A and 33 cards of ♦ and ♣ (no more ♠)."""
    rest = [c for c in cards("D2*3 D3*3 D4*3 D5*3 D6*3 D7*3 D8*3 D9*3 D10*3 DJ*3 C3*3")][:33]
    return cards("SQ*3 SJ*2 SA") + rest


def _independent_fail_rate(
    throw: list[int], hand: list[int], c: TrumpContext, deals: int, seed: int
) -> float:
    """Deal the 123 unseen cards at random (39 to each other seat, 6 to the bottom) and count the
    deals where a seat holds a higher unit of a thrown unit's width and length."""
    import random
    from collections import Counter

    unseen = list((Counter({k: 3 for k in range(54)}) - Counter(hand)).elements())
    units = decompose(throw, c)
    rng = random.Random(seed)
    fails = 0
    for _ in range(deals):
        rng.shuffle(unseen)
        for seat in range(3):
            held = Counter(
                k for k in unseen[seat * 39 : (seat + 1) * 39] if c.esuit[k] == c.esuit[throw[0]]
            )
            if any(
                n >= u.width and c.pos[k] > u.top and u.length == 1
                for u in units
                for k, n in held.items()
            ):
                fails += 1
                break
    return fails / deals


def test_throw_with_three_copies_exact_closed_form() -> None:
    # ♠QQQ + ♠A: only a seat holding all three ♠K beats the triple (the thrower holds a ♠A, so no
    # seat holds three); each of the three seats does so with probability 39·38·37 / (123·122·121)
    from shengji_cli.core.throws import analyze_throw

    c = ctx(2, "H")
    throw = cards("SQ*3 SA")
    hand = [*throw, *_throw_hand()[6:], *cards("C4 C5")]
    a = analyze_throw(throw, hand, c, V)
    assert a.method == "exact"
    assert a.fail_probability == pytest.approx(3 * 39 * 38 * 37 / (123 * 122 * 121))


@pytest.mark.parametrize("method", ["exact", "monte-carlo"])
def test_throw_with_three_copies_matches_an_independent_simulation(
    method: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from shengji_cli.core import throws

    c = ctx(2, "H")
    throw = cards("SQ*3 SJ*2 SA")
    hand = _throw_hand()
    assert len(hand) == 39 and [u.kind for u in decompose(throw, c)] == [TRIPLE, PAIR, SINGLE]
    if method == "monte-carlo":
        monkeypatch.setattr(throws, "EXACT_LIMIT", 0)
    a = throws.analyze_throw(throw, hand, c, V, samples=20_000, seed=7)
    assert a.method == method
    deals = 20_000
    p_sim = _independent_fail_rate(throw, hand, c, deals, seed=11)
    se = (p_sim * (1 - p_sim) / deals) ** 0.5
    if method == "monte-carlo":
        se = (se**2 + a.stderr**2) ** 0.5
    assert 0.05 < p_sim < 0.95
    assert abs(a.fail_probability - p_sim) <= 3 * se


# ---------------------------------------------------------------- the generator deals three decks


N_CLEAN = 1000  # issue 15: 1,000 generated clean hands per new preset check clean
N_FAULT = 8


def check_generated_clean(v: Variant, n: int) -> Counter[str]:
    """``n`` generated hands of ``v``, written out, read back and checked: no finding, and the
    generator's scoring is the checker's.  Returns how often each kind of lead came up."""
    from tests.gen.test_gen import via_text

    seen: Counter[str] = Counter()
    for seed in range(n):
        g = generate(seed, v)
        report = via_text(g, v)
        assert report.error is None and g.expected == ()
        assert report.violations == (), (seed, [render(f.message) for f in report.violations])
        assert report.complete and report.unverifiable == ()
        c = g.record.claims
        assert report.defenders_points == c.points
        assert report.result is not None and c.result is not None
        assert (report.result.side, report.result.levels) == (c.result.side, c.result.levels)
        r = g.record
        assert r.level is not None and r.trump is not None
        assert sum(len(d) for _, d in r.deals) + v.deck.kitty_size == v.deck.copies * 54
        ctx = context_for(r.level, r.trump, v)
        for t in r.tricks:
            seen.update(str(u.kind) for u in decompose(t.plays[0].cards, ctx))
    return seen


def check_generated_faults(v: Variant, n: int) -> None:
    """Every fault kind the generator injects is found with the right kind, trick and seat."""
    from tests.gen.test_gen import found, via_text, wanted

    for kind in FAULT_KINDS:
        for seed in range(n):
            g = generate(seed, v, kind)
            assert g.expected and {e.kind for e in g.expected} == {kind}
            report = via_text(g, v)
            assert report.error is None
            assert found(report) == wanted(g.expected), (
                kind,
                seed,
                [render(f.message) for f in report.violations],
            )


def test_generated_titanic_hands_check_clean_and_lead_triples() -> None:
    seen = check_generated_clean(V, N_CLEAN)
    assert seen[TRIPLE] > 0 and seen[TITANIC] > 0 and seen[TRACTOR] > 0, seen


def test_generated_titanic_faults_are_found() -> None:
    check_generated_faults(V, N_FAULT)


# ---------------------------------------------------------------- the commands with three decks


def test_follow_command_judges_a_titanic_lead() -> None:
    # 两副三对 above 一副三对 + 一副两对 + 一单张
    from tests.clirun import run

    args = (
        "follow",
        "--lead",
        "♠333444",
        "--hand",
        "♠666999KQ ♦67",
        "--trump",
        "H",
        "--level",
        "10",
        "--variant",
        "titanic",
    )
    code, out, _ = run(*args, "--play", "♠66699K")
    assert code == 1 and "ILLEGAL" in out and "include 2 triples" in out
    code, out, _ = run(*args, "--play", "♠666999")
    assert code == 0 and "legal" in out
    code, out, _ = run(*args, "--lang", "zh")
    assert code == 0 and "其中须有 2 个三同张" in out


def test_throw_command_with_three_copies() -> None:
    from tests.clirun import run

    hand = "♠QQQA ♦222333444555666777888999101010JJJ ♣33345"
    code, out, _ = run(
        "throw", "♠QQQ ♠A", "--hand", hand, "--trump", "H", "--level", "2", "--variant", "titanic"
    )
    assert code == 0 and "triple  ♠Q ♠Q ♠Q" in out and "unseen: ♠K ♠K ♠K" in out
    assert f"failure probability: {3 * 39 * 38 * 37 / (123 * 122 * 121):.4f} (method: exact)" in out


# ---------------------------------------------------------------- the split, as a property


@settings(max_examples=200, deadline=None)
@given(
    counts=st.lists(st.integers(0, 3), min_size=13, max_size=13),
    level=st.integers(2, 14),
    trump=st.sampled_from(["S", "H", "NT"]),
    seed=st.integers(0, 1000),
)
def test_the_split_is_a_partition_widest_first_whatever_the_order(
    counts: list[int], level: int, trump: str, seed: int
) -> None:
    import random

    c = ctx(level, trump)
    suited = [make_card(0, r) for r, n in zip(range(2, 15), counts, strict=True) for _ in range(n)]
    suit = [k for k in suited if c.esuit[k] == c.esuit[suited[0]]] if suited else []
    shuffled = list(suit)
    random.Random(seed).shuffle(shuffled)
    got = decompose(shuffled, c)
    assert got == decompose(suit, c)
    assert sorted(k for u in got for k in u.cards) == sorted(suit)
    held = Counter(suit)
    # R13.1: every kind held three times is in a triple or a 泰坦尼克, and nothing else is
    assert sorted(k for u in got if u.width == 3 for k in set(u.cards)) == sorted(
        k for k, n in held.items() if n == 3
    )
    assert [u.rank_key for u in got] == sorted((u.rank_key for u in got), reverse=True)


def test_notation_writes_and_reads_three_copies() -> None:
    from shengji_cli.notation import dumps

    [r] = loads(
        "variant: titanic\nseats: N W S E\ndealer: N\nlevel: 10\ntrump: ♥\n1. N ♠333444 | W "
        "♠666999 | S ♠KKKAAA | E ♥222333\n"
    )
    text = dumps([r])
    assert "♠444333" in text or "♠333444" in text
    [again] = loads(text)
    assert again.tricks == r.tricks
    assert [(u.kind, u.length) for u in decompose(r.tricks[0].plays[0].cards, ctx(10, "H"))] == [
        (TITANIC, 2)
    ]


# ---------------------------------------------------------------- matches of one and three decks


@pytest.mark.parametrize("preset", ["titanic", "baifen"])
def test_generated_matches_replay_clean_and_match_faults_are_found(preset: str) -> None:
    from shengji_cli.core.match import replay_match
    from shengji_cli.gen.matches import MATCH_FAULT_KINDS, generate_match
    from shengji_cli.notation import dumps
    from tests.gen.test_gen_match import HANDS, findings

    v = load_variant(preset)
    for seed in range(10):
        records, expected = generate_match(seed, v, 4)
        assert expected == () and findings(replay_match(loads(dumps(records)), v)) == []
    for fault in MATCH_FAULT_KINDS:
        for seed in range(N_FAULT):
            records, expected = generate_match(seed, v, HANDS, fault)
            [(hand, exp)] = expected
            report = replay_match(loads(dumps(records)), v)
            assert findings(report) == [(hand, fault, exp.seat or "")], (fault, seed, exp)


def test_generated_titanic_matches_bid_the_three_deck_rungs_and_replay_clean() -> None:
    """The generator's bids climb seed 004's whole ladder (三张 10, 三张王), not only the
    two-deck rungs, and every such match replays without a finding."""
    from shengji_cli.core.match import replay_match
    from shengji_cli.gen.matches import generate_match
    from shengji_cli.notation import dumps
    from tests.gen.test_gen_match import findings

    v = load_variant("titanic")
    rungs: set[str] = set()
    for seed in range(60):
        records, _ = generate_match(seed, v, 3)
        for r in records:
            for bid in r.bids:
                jokers = [c for c in bid.cards if c >= LITTLE_JOKER]
                if len(bid.cards) == 3:
                    rungs.add("three jokers" if jokers else "three level cards")
        assert findings(replay_match(loads(dumps(records)), v)) == [], seed
    assert rungs == {"three jokers", "three level cards"}
