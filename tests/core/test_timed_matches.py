"""The end of a timed match, redeals at a seat's call (online 暴动) and the first dealer's draw
(bjtu 抢点): ``time:``, ``redeal:`` and ``draw:`` lines checked under every named variant.

Each expectation is written per preset from its own text; the numbers (the time limit, the hands
after the call, the redeal threshold) are read from the loaded variant, never written as literals.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shengji_cli.core.cards import points_of
from shengji_cli.core.match import replay_match
from shengji_cli.core.variants import PRESETS, VariantError, load_variant
from shengji_cli.core.vocab import FirstDraw, Kind, TimeTie
from shengji_cli.gen.ends import END_FAULT_KINDS, generate_ends
from shengji_cli.notation import dumps, loads
from shengji_cli.report.catalog import render
from shengji_cli.report.json import match_dict
from shengji_cli.report.match_table import render_match_table

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "rulings"
NEW_KINDS = (Kind.TIME_MISMATCH, Kind.REDEAL_MISMATCH, Kind.DRAW_MISMATCH)

HAND1 = (
    "variant: {v}\nseats: N W S E\nteams: N=北京 W=上海\ndealer: N\nlevel: 2\ntrump: "
    "♥\n{extra}result: dealer +2\n"
)
"""A first hand whose result is claimed: 北京 (N/S) goes from 2 to 4, S deals next."""
HAND2 = "---\ndealer: S\nlevel: 4\ntrump: ♠\nresult: defenders +0\n{extra}"
"""上海 (W/E) take over on 2: 北京 on 4, 上海 on 2, W deals next."""
TIE2 = "---\ndealer: S\nlevel: 4\ntrump: ♠\nresult: defenders +2\n{extra}"
"""上海 take over, 2 → 4 unless a must-play level stops them."""


def found(report) -> list[tuple[int, str, str]]:  # type: ignore[no-untyped-def]
    return [
        (i, str(f.kind), f.seat or "")
        for i, r in enumerate(report.reports, 1)
        for f in r.violations
    ]


def run(text: str, preset: str):  # type: ignore[no-untyped-def]
    return replay_match(loads(text), load_variant(preset))


# ---------------------------------------------------------------- the end on time

# national 第十五条: 每局两个小时 … 两小时内没有结束的，哪一方的级别升得最高为获胜方。
# shenzhen 第十五条: 比赛90分钟为一场 … 到时都没过A以级数高者为胜，级数相同以台上者为胜。每场结束前
# 30分钟，
#   由裁判长向全场统一宣布，自宣布之时起手中正在打（已开始出牌）的这副牌不算，之后各桌必须打满三副牌
# 。
# bjtu 一.4: 在規定時限內沒有決出勝負時，點高者一方為勝方；在同一點時，莊家為勝方 … 時間均為120分鐘
# 。
# club10 十一: 每轮比赛时间为一小时，比赛结束时，升级高者获胜，同级时，台上一方获胜。
TIME_UP = {
    # preset: (findings of "time: up N" on hand 2 — the true winner 北京 claimed —, the match's
    # winner)
    "national": ([], "北京"),
    "shenzhen": (
        [(2, "time-mismatch", "")],
        "北京",
    ),  # the end comes only after the call and its 3 hands
    "bjtu": ([], "北京"),
    "club10": ([], "北京"),
    "online": ([(2, "time-mismatch", "")], None),  # no time limit
    "shanghai": ([(2, "time-mismatch", "")], None),
}


@pytest.mark.parametrize("preset", PRESETS)
def test_time_up_on_the_higher_level(preset: str) -> None:
    v = load_variant(preset)
    r = run(HAND1.format(v=preset, extra="") + HAND2.format(extra="time: up N\n"), preset)
    want, winner = TIME_UP[preset]
    assert found(r) == want
    assert (r.winner, r.ended_on_time) == ((winner, True) if winner else (None, False))
    assert bool(v.match.time_limit) == (preset in ("national", "shenzhen", "bjtu", "club10"))


@pytest.mark.parametrize(
    "preset", [p for p in PRESETS if TIME_UP[p][1] and not load_variant(p).match.hands_after_call]
)
def test_a_claimed_winner_that_disagrees_is_a_time_mismatch(preset: str) -> None:
    # (shenzhen's claim comes after the call and its hands: below)
    r = run(HAND1.format(v=preset, extra="") + HAND2.format(extra="time: up E\n"), preset)
    assert found(r) == [(2, "time-mismatch", "E")]
    [f] = r.reports[1].violations
    assert render(f.message) == "recorded winner 上海; on time the rulebook gives 北京"
    assert r.winner == "北京"  # the rule's winner, not the claim


# On one level: bjtu 在同一點時，莊家為勝方; club10 同级时，台上一方获胜; shenzhen 级数相同以台上者
# 为胜;
# national names no winner.
@pytest.mark.parametrize("preset", ["national", "bjtu", "club10"])
def test_a_tie_goes_to_the_side_on_top_or_nobody(preset: str) -> None:
    v = load_variant(preset)
    text = (
        f"variant: {preset}\nseats: N W S E\nteams: N=北京 W=上海\nlevels: N=4 W=4\ndealer: "
        f"N\nlevel: 4\ntrump: ♥\n"
        "result: defenders +0\ntime: up\n"
    )
    r = run(text, preset)
    assert found(r) == [] and r.ended_on_time and r.ended_at == 1
    assert r.hands[0].levels_after == (4, 4) and r.hands[0].next_dealer == "W"
    expected = {TimeTie.ON_TOP: "上海", TimeTie.UNDECIDED: None}[
        v.match.time_tie
    ]  # W deals next: 上海 on top
    assert r.winner == expected
    table = render_match_table(r)
    assert table.rstrip().endswith(
        "上海 won the match on time after hand 1"
        if expected
        else "the match ended on time after hand 1, no winner"
    )
    assert match_dict(r)["ended_on_time"] is True and match_dict(r)["winner"] == expected


def _shenzhen(after_call: int, up: str = "") -> str:
    """A shenzhen match: time called in hand 1, then ``after_call`` hands (each dealer +1)."""
    hands = [
        "variant: shenzhen\nseats: N W S E\ndealer: N\nlevel: 2\ntrump: ♥\nresult: dealer "
        "+1\ntime: called\n"
    ]
    dealer, level = "S", 3
    for i in range(after_call):
        last = up if i == after_call - 1 else ""
        hands.append(f"dealer: {dealer}\nlevel: {level}\ntrump: ♠\nresult: dealer +1\n{last}")
        dealer, level = {"S": "N", "N": "S"}[dealer], level + 1
    return "---\n".join(hands)


# shenzhen 第十五条: 自宣布之时起手中正在打（已开始出牌）的这副牌不算，之后各桌必须打满三副牌。
def test_shenzhen_plays_exactly_the_hands_after_the_call() -> None:
    n = load_variant("shenzhen").match.hands_after_call
    clean = run(_shenzhen(n), "shenzhen")
    assert (
        found(clean) == []
        and clean.ended_on_time
        and clean.ended_at == n + 1
        and clean.winner == "N/S"
    )
    short = run(_shenzhen(n - 1), "shenzhen")
    assert found(short) == [(n, "time-mismatch", "")] and not short.ended_on_time
    assert render(short.reports[-1].violations[0].message) == (
        f"{n - 1} hands played after the call in hand 1; the rulebook asks for {n}"
    )
    long = run(_shenzhen(n + 1), "shenzhen")
    assert found(long) == [(n + 2, "time-mismatch", "")] and long.ended_at == n + 1


def test_shenzhen_time_up_on_the_last_hand_after_the_call_may_claim_the_winner() -> None:
    n = load_variant("shenzhen").match.hands_after_call
    assert found(run(_shenzhen(n, "time: up N\n"), "shenzhen")) == []
    assert found(run(_shenzhen(n, "time: up W\n"), "shenzhen")) == [(n + 1, "time-mismatch", "W")]


@pytest.mark.parametrize("preset", PRESETS)
def test_a_call_where_the_rulebook_makes_none(preset: str) -> None:
    v = load_variant(preset)
    r = run(HAND1.format(v=preset, extra="time: called\n"), preset)
    assert found(r) == [(1, "time-mismatch", "")]
    n = v.match.hands_after_call
    message = {
        0: "time called: this rulebook makes no call before the end (write 'time: up' on the last "
        "hand)"
        if v.match.time_limit
        else "a time line: this rulebook sets no time limit"
    }.get(
        n, f"0 hands played after the call in hand 1; the rulebook asks for {n}"
    )  # shenzhen: the hands never came
    assert render(r.reports[0].violations[0].message) == message


def test_a_match_won_on_the_levels_before_the_time_is_not_ended_on_time() -> None:
    text = (
        "variant: club10\nseats: N W S E\nlevels: N=10 W=5\ndealer: N\nlevel: 10\ntrump: "
        "S\nresult: dealer +1\n"
        "time: up\n"
    )
    r = run(text, "club10")
    assert r.winner == "N/S" and not r.ended_on_time and found(r) == []


# ---------------------------------------------------------------- 暴动

WEAK = "♠AK98776 ♥A9443 ♣98776432 ♦98772"
"""25 cards holding 10 points (♠K)."""
STRONG = "♠AK98776 ♥A5443 ♣98776432 ♦109872"
"""25 cards holding 25 points (♠K ♥5 ♦10)."""


def _redeal(preset: str, seat: str, cards: str, next_dealer: str = "S") -> str:
    return (
        HAND1.format(v=preset, extra="") + f"---\ndealer: S\nredeal: {seat} {cards}\n"
        f"---\ndealer: {next_dealer}\nlevel: 4\ntrump: ♠\nresult: dealer +1\n"
    )


# online 游戏规则 二.4: 当对家玩家中有人手里的牌少于15分，则可“暴动”，即重新洗牌摸牌。此时庄家不变。
REDEAL = {
    # preset: findings of a redeal called by W (a defender of S) holding WEAK
    "online": [],
    **{
        p: [(2, "redeal-mismatch", "W")]
        for p in ("national", "shenzhen", "bjtu", "club10", "shanghai")
    },
}


@pytest.mark.parametrize("preset", PRESETS)
def test_a_weak_hand_redeal_by_a_defender(preset: str) -> None:
    r = run(_redeal(preset, "W", WEAK), preset)
    assert found(r) == REDEAL[preset]
    assert r.hands[1].next_dealer == "S" and r.hands[2].dealer == "S"  # the dealer stays either way
    if not REDEAL[preset]:
        assert (
            points_of(loads(f"redeal: W {WEAK}")[0].redeal[1])
            < load_variant(preset).declaration.redeal_below
        )  # type: ignore[index]
        assert "W held 10 points (fewer than 15): redealt, the dealer stays" in map(
            render, r.hands[1].notes
        )


def test_online_redeal_needs_fewer_points_than_the_threshold() -> None:
    r = run(_redeal("online", "W", STRONG), "online")
    assert found(r) == [(2, "redeal-mismatch", "W")]
    assert (
        render(r.reports[1].violations[0].message)
        == "W holds 25 points: a redeal needs fewer than 15"
    )


def test_online_redeal_is_a_defenders_call() -> None:
    # 对家玩家: N is S's partner, on the dealer's side.
    r = run(_redeal("online", "N", WEAK), "online")
    assert found(r) == [(2, "redeal-mismatch", "N")]
    assert "only a defender may call" in render(r.reports[1].violations[0].message)


def test_online_dealer_stays_after_the_redeal() -> None:
    r = run(_redeal("online", "W", WEAK, next_dealer="W"), "online")
    assert found(r) == [(3, "dealer-mismatch", "W")]
    assert "hand 2 was redealt at W's call: the dealer stays" in render(
        r.reports[2].violations[0].message
    )


def test_online_redeal_shows_a_whole_hand_that_was_dealt() -> None:
    r = run(_redeal("online", "W", "♠K98776"), "online")
    assert found(r) == [(2, "redeal-mismatch", "W")]
    assert "6 cards" in render(r.reports[1].violations[0].message)
    text = _redeal("online", "W", WEAK).replace(
        "redeal: W", "deal W: ♠AQ98776 ♥A9443 ♣98776432 ♦98772\nredeal: W"
    )
    assert found(run(text, "online")) == [(2, "redeal-mismatch", "W")]


@given(st.lists(st.integers(0, 53), min_size=25, max_size=25))
@settings(max_examples=60, suppress_health_check=[HealthCheck.too_slow])
def test_online_redeal_stands_exactly_under_the_threshold(cards: list[int]) -> None:
    from shengji_cli.notation.cards import format_cards  # the notation's own card text

    v = load_variant("online")
    r = run(_redeal("online", "W", format_cards(tuple(sorted(cards)), True)), "online")
    assert (found(r) == []) == (points_of(cards) < v.declaration.redeal_below)


# ---------------------------------------------------------------- 抢点

# bjtu 一.3: 首盤莊家的確定：四人各從108張牌中搶點，點大者首起第一張牌；點從大到小順序為：大王、小王
# 、k、a；點大者
# 相同時則再次搶點，直到確定點大者止。四人中誰先亮牌，如無人反牌，亮牌者即為莊家，反牌者誰大誰為莊家
# 。
# national 第一条 二: 第一副牌由任意一家翻牌点，自他开始按逆时针方向来决定由谁先抓第一张牌。
# shenzhen 第四条: 首抓牌权由翻牌点数确定。四人中，点数最大者为首抓牌人。
# club10 二: 第一轮抢庄; online 二.1 抢报: no draw.
DRAW = "draw: N=♠K W=LJ S=♥5 E=♣A\n"
"""W draws highest (the little joker)."""
NO_BID = (
    "variant: {v}\nseats: N W S E\n{draw}dealer: {dealer}\nlevel: 2\nbid: none\ntrump: ♦\nresult: "
    "dealer +1\n"
)
DRAWS = {
    # preset: (findings with W dealing, findings with N dealing) on a first hand nobody declared in
    "national": ([], []),  # the draw decides who draws first: kept, not checked
    "shenzhen": ([], []),
    "bjtu": ([], [(1, "draw-mismatch", "N")]),
    "club10": ([(1, "draw-mismatch", "")], [(1, "draw-mismatch", "")]),
    "online": ([(1, "draw-mismatch", "")], [(1, "draw-mismatch", "")]),
    "shanghai": ([(1, "draw-mismatch", "")], [(1, "draw-mismatch", "")]),
}


def _no_other(report, kinds=NEW_KINDS):  # type: ignore[no-untyped-def]
    return [f for f in found(report) if f[1] in kinds]


@pytest.mark.parametrize("preset", PRESETS)
def test_the_first_dealer_by_the_draw(preset: str) -> None:
    w, n = DRAWS[preset]
    assert _no_other(run(NO_BID.format(v=preset, draw=DRAW, dealer="W"), preset)) == w
    assert _no_other(run(NO_BID.format(v=preset, draw=DRAW, dealer="N"), preset)) == n
    rule = load_variant(preset).declaration.first_draw
    assert (rule is FirstDraw.DEALER_WITHOUT_BID) == (preset == "bjtu")


def test_bjtu_the_bids_pick_the_dealer_when_someone_declares() -> None:
    # 亮牌者即為莊家: N declared; W's high draw only draws the first card.
    text = (
        "variant: bjtu\nseats: N W S E\n"
        + DRAW
        + "dealer: N\nlevel: 2\ntrump: ♥\nbid: N ♥2\nresult: dealer +1\n"
    )
    assert found(run(text, "bjtu")) == []


def test_bjtu_without_a_dealer_line_the_high_draw_deals() -> None:
    r = run(
        "variant: bjtu\nseats: N W S E\n"
        + DRAW
        + "level: 2\nbid: none\ntrump: ♦\nresult: dealer +1\n",
        "bjtu",
    )
    assert r.hands[0].dealer == "W" and "W drew highest (LJ)" in map(render, r.hands[0].notes)


def test_bjtu_a_tie_on_top_draws_again() -> None:
    tie = "draw: N=BJ W=♠K S=BJ E=♣A\n"
    r = run(NO_BID.format(v="bjtu", draw=tie, dealer="N"), "bjtu")
    assert _no_other(r) == [(1, "draw-mismatch", "")]
    assert (
        render(r.reports[0].violations[0].message) == "N S drew equally high: they must draw again"
    )
    again = tie + "draw: N=♥3 S=♣K\n"
    assert _no_other(run(NO_BID.format(v="bjtu", draw=again, dealer="S"), "bjtu")) == []
    wrong = tie + "draw: N=♥3 W=♣K\n"  # W was not tied on top
    assert _no_other(run(NO_BID.format(v="bjtu", draw=wrong, dealer="W"), "bjtu")) == [
        (1, "draw-mismatch", "")
    ]


def test_bjtu_the_order_is_joker_joker_king_down_to_ace() -> None:
    # 大王、小王、k、a: A counts one, the lowest.
    order = load_variant("bjtu").declaration.draw_order
    assert order[:3] == ("BJ", "LJ", "K") and order[-1] == "A"
    r = run(NO_BID.format(v="bjtu", draw="draw: N=♠A W=♠2 S=♥3 E=♣4\n", dealer="E"), "bjtu")
    assert _no_other(r) == []


def test_a_draw_on_a_later_hand() -> None:
    text = (
        NO_BID.format(v="bjtu", draw="", dealer="N")
        + "---\n"
        + DRAW
        + "level: 2\ntrump: ♠\nresult: dealer +1\n"
    )
    assert _no_other(run(text, "bjtu")) == [(2, "draw-mismatch", "")]


def test_a_variant_file_may_make_the_draw_decide_the_dealer(tmp_path: Path) -> None:
    f = tmp_path / "drawn.toml"
    f.write_text('extends = "bjtu"\n[declaration]\nfirst_draw = "dealer"\n', encoding="utf-8")
    v = load_variant(str(f))
    text = (
        "seats: N W S E\n" + DRAW + "dealer: N\nlevel: 2\ntrump: ♥\nbid: N ♥2\nresult: dealer +1\n"
    )
    assert _no_other(replay_match(loads(text), v)) == [(1, "draw-mismatch", "N")]


def test_the_draw_order_is_checked_when_a_variant_loads(tmp_path: Path) -> None:
    f = tmp_path / "bad.toml"
    f.write_text('extends = "bjtu"\n[declaration]\ndraw_order = ["BJ", "X"]\n', encoding="utf-8")
    with pytest.raises(VariantError, match="not-draw-order"):
        load_variant(str(f))


# ---------------------------------------------------------------- every preset has the texts


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("kind", NEW_KINDS)
def test_each_new_kind_has_an_article_and_rulings(preset: str, kind: Kind) -> None:
    v = load_variant(preset)
    assert v.articles.get(kind) and v.rulings.get(kind) and v.rulings_zh.get(kind)


# ---------------------------------------------------------------- the examples

EXPECTED = {
    "c2-time-winner.sj": ([(2, "time-mismatch", "W")], ("北京", True)),
    "c2-time-tie-on-top.sj": ([], ("W/E", True)),
    "c2-time-call.sj": ([(3, "time-mismatch", "")], (None, False)),
    "c2-redeal-points.sj": ([(2, "redeal-mismatch", "E")], (None, False)),
    "c2-redeal-dealer-stays.sj": ([(3, "dealer-mismatch", "W")], (None, False)),
    "c2-draw-dealer.sj": ([(1, "draw-mismatch", "N")], (None, False)),
    "c2-draw-tie.sj": ([(1, "draw-mismatch", "")], (None, False)),
    "c2-draw-no-rule.sj": ([(1, "draw-mismatch", "")], (None, False)),
}


def test_every_example_is_listed_and_every_new_kind_has_one() -> None:
    assert sorted(p.name for p in EXAMPLES.glob("c2-*.sj")) == sorted(EXPECTED)
    kinds = {k for want, _ in EXPECTED.values() for _, k, _ in want}
    assert {str(k) for k in NEW_KINDS} <= kinds


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_examples_produce_what_they_say(name: str) -> None:
    records = loads((EXAMPLES / name).read_text(encoding="utf-8"), name)
    v = load_variant(records[0].variant or "national")
    r = replay_match(records, v)
    want, (winner, on_time) = EXPECTED[name]
    assert found(r) == want
    assert (r.winner, r.ended_on_time) == (winner, on_time)
    assert "Must produce:" in (EXAMPLES / name).read_text(encoding="utf-8")


# ---------------------------------------------------------------- generated matches


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("kind", END_FAULT_KINDS)
@given(seed=st.integers(0, 10**6))
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_generated_end_lines_check_clean_and_wrong_ones_are_found(
    preset: str, kind: Kind, seed: int
) -> None:
    v = load_variant(preset)
    clean, none = generate_ends(seed, v, 6, kind, wrong=False)
    assert none == () and found(replay_match(loads(dumps(clean)), v)) == []
    records, expected = generate_ends(seed, v, 6, kind, wrong=True)
    want = [(h, str(e.kind), e.seat or "") for h, e in expected]
    assert found(replay_match(loads(dumps(records)), v)) == want
    assert [e.kind for _, e in expected] in ([kind], []) and all(
        e.trick is None for _, e in expected
    )


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("kind", END_FAULT_KINDS)
def test_a_wrong_line_is_made_wherever_the_text_rules_on_it(preset: str, kind: Kind) -> None:
    # (a draw that only picks the first drawer cannot be wrong: nothing is checked)
    v = load_variant(preset)
    made = sum(bool(generate_ends(seed, v, 6, kind, wrong=True)[1]) for seed in range(6))
    assert (made > 0) == (
        kind is not Kind.DRAW_MISMATCH or v.declaration.first_draw is not FirstDraw.FIRST_DRAWER
    )
