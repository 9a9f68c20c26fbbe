"""Matches: level progression across hands, rulings, generated matches."""

from __future__ import annotations

import pytest

import shengji_cli
from shengji_cli.core.match import replay_match
from shengji_cli.core.variants import load_variant
from shengji_cli.notation.reader import loads
from shengji_cli.report.catalog import render
from shengji_cli.report.json import match_dict
from shengji_cli.report.match_table import render_match_table


def _lc(change: object) -> object:
    return None if change is None else (change.side, change.levels)  # type: ignore[attr-defined]


def run(text: str, preset: str):  # type: ignore[no-untyped-def]
    return replay_match(loads(text), load_variant(preset))


def kinds(report, hand: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [f.kind for f in report.reports[hand - 1].violations]


def test_shenzhen_140_points_deducts_from_the_dealer_side() -> None:
    r = run(
        "seats: N W S E\nlevels: N=6 W=10\ndealer: N\nlevel: 6\ntrump: S\nresult: defenders +3\n"
        "---\nlevel: J\ntrump: H\n",
        "shenzhen",
    )
    assert r.hands[0].levels_after == (4, 11)
    assert r.hands[1].dealer == "W" and kinds(r, 2) == []


def test_wrong_level_is_a_level_mismatch_with_the_expected_value() -> None:
    r = run(
        "seats: N W S E\nlevels: N=6 W=10\ndealer: N\nlevel: 6\ntrump: S\nresult: defenders +3\n"
        "---\nlevel: Q\ntrump: H\n",
        "shenzhen",
    )
    [f] = r.reports[1].violations
    assert f.kind == "level-mismatch" and "J" in render(f.message)


def test_national_gain_stops_on_a_must_play_level() -> None:
    r = run(
        "seats: N W S E\nlevels: N=9 W=2\ndealer: N\nlevel: 9\ntrump: S\nresult: dealer +3\n",
        "national",
    )
    assert r.hands[0].levels_after == (11, 2)
    assert r.hands[0].next_dealer == "S"


def test_club10_ends_when_a_side_passes_10() -> None:
    r = run(
        "seats: N W S E\nlevels: N=10 W=5\ndealer: N\nlevel: 10\ntrump: S\nresult: dealer +1\n"
        "---\ntrump: H\n",
        "club10",
    )
    assert r.winner == "N/S" and r.ended_at == 1
    assert "level-mismatch" in kinds(r, 2)


def test_online_wraps_past_a() -> None:
    r = run(
        "seats: N W S E\nlevels: N=K W=5\ndealer: N\nlevel: K\ntrump: S\nresult: dealer +3\n",
        "online",
    )
    assert r.hands[0].levels_after == (3, 5) and r.winner is None


def test_bjtu_caps_a_take_over_at_3() -> None:
    r = run(
        "seats: N W S E\ndealer: N\nlevel: 2\ntrump: S\nresult: defenders +3\n---\nlevel: "
        "5\ntrump: S\n",
        "bjtu",
    )
    assert r.hands[0].levels_after == (2, 5) and r.hands[1].dealer == "W" and kinds(r, 2) == []


def test_dealer_mismatch_names_the_expected_dealer() -> None:
    r = run(
        "seats: N W S E\ndealer: N\nlevel: 2\ntrump: S\nresult: dealer +1\n---\ndealer: W\nlevel: "
        "2\ntrump: S\n",
        "national",
    )
    [f] = r.reports[1].violations
    assert f.kind == "dealer-mismatch" and "gives S" in render(f.message)


def test_first_hand_dealer_is_the_standing_bidder() -> None:
    r = run("seats: N W S E\nbid: N ♥2\nbid: W ♠22\nlevel: 2\nresult: dealer +1\n", "national")
    assert r.hands[0].dealer == "W" and r.hands[0].trump == "S"


def test_shenzhen_redeal_then_step_down() -> None:
    r = run(
        "seats: N W S E\ndealer: N\nlevel: 2\ntrump: S\nresult: dealer +1\n---\nbid: "
        "none\n---\nlevel: 2\ntrump: H\n",
        "shenzhen",
    )
    assert r.hands[1].next_dealer == "E" and r.hands[2].dealer == "E" and kinds(r, 3) == []


@pytest.mark.parametrize("preset,after", [("shenzhen", (5, 8)), ("club10", (5, 3))])
def test_rulings_change_the_progression(preset: str, after: tuple[int, int]) -> None:
    # shenzhen: 藏张 by the dealer side → defenders +5; club10: the side drops 1 after the hand.
    r = run(
        "seats: N W S E\nlevels: N=5 W=3\ndealer: N\nlevel: 5\ntrump: S\nresult: dealer +1\n"
        "ruling: hidden-card N\n",
        preset,
    )
    assert r.hands[0].levels_after == after


def test_render_match_table() -> None:
    r = run("seats: N W S E\ndealer: N\nlevel: 2\ntrump: S\nresult: dealer +1\n", "national")
    assert "N/S" in render_match_table(r) and "庄家" in render_match_table(r, "zh")
    assert match_dict(r)["hands"][0]["levels_after"] == {"N/S": "3", "W/E": "2"}


def test_shenzhen_ja_rule_restarts_the_dealer_side() -> None:
    # seed 002 第十四条: 庄家打J、A时如果被台下方用J、A抠底，无论台下方得分多少，仍由原庄家对家重新
    # 从2或J打起.
    # Generated hands at level J and A whose last trick the defenders win with a level card.
    from dataclasses import replace as _replace

    from shengji_cli.gen.hands import generate

    v = load_variant("shenzhen")
    for seed, restart in ((75, 2), (48, 11)):
        r = generate(seed, v).record
        other = r.seats[(r.seats.index(r.dealer) + 1) % 4]
        rec = _replace(r, levels=((r.dealer, r.level), (other, 5)))
        mr = replay_match([rec], v)
        dealer_part = r.seats.index(r.dealer) % 2
        after = mr.hands[0].levels_after
        assert after is not None
        assert after[dealer_part] == restart and after[1 - dealer_part] == 5
        assert any("restarts from" in render(n) for n in mr.hands[0].notes)
        # under national (no such rule) the same hand follows the points
        nat = replay_match([_replace(rec, variant="national")], load_variant("national"))
        assert not any("restarts" in render(n) for n in nat.hands[0].notes)


def test_online_the_other_sides_declaration_moves_the_deal() -> None:
    # Hand 2: S should deal (N/S went up, the partner deals); W declares first with the hand's
    # level card (N/S's deals are not recorded: the bid stands, with a note).
    text = (
        "seats: N W S E\ndealer: N\nlevel: 2\ntrump: S\nresult: dealer +1\n---\n"
        "bid: W ♥3 BJ\ndealer: W\nlevel: 3\ntrump: H\nresult: dealer +1\n"
        "---\nlevel: 3\ntrump: H\n"
    )
    r = run(text, "online")
    assert kinds(r, 2) == [] and r.hands[1].dealer == "W"
    # W/E went up from their own level (2 → 3); the next dealer is W's partner E.
    assert r.hands[1].levels_after == (3, 3) and r.hands[1].next_dealer == "E"
    wrong = run(text.replace("dealer: W\n", "dealer: S\n"), "online")
    assert "dealer-mismatch" in kinds(wrong, 2)


def test_national_hidden_card_points_must_be_within_20_to_30() -> None:
    base = "seats: N W S E\ndealer: N\nlevel: 2\ntrump: S\npoints: 70\nresult: dealer +1\n"
    fine = run(base + "ruling: hidden-card N 25\n", "national")
    assert kinds(fine, 1) == [] and _lc(fine.hands[0].result) == ("defenders", 0)
    off = run(base + "ruling: hidden-card N 40\n", "national")
    assert kinds(off, 1) == ["penalty-mismatch"] and _lc(off.hands[0].result) == ("dealer", 1)
    # No points written: the referee's choice, 20–30, as a range (both ends give defenders +0).
    unstated = run(base + "ruling: hidden-card N\n", "national")
    assert kinds(unstated, 1) == [] and _lc(unstated.hands[0].result) == ("defenders", 0)
    ruled = unstated.reports[0].ruled
    assert ruled is not None and ruled.points == (90, 100)


def test_a_ruling_shows_in_the_hands_result() -> None:
    from dataclasses import replace

    from shengji_cli.core.record import Ruling
    from shengji_cli.gen.hands import generate

    v = load_variant("national")
    for seed in range(50):
        rec = generate(seed, v).record
        plain = replay_match([rec], v).reports[0].result
        if plain is not None and plain.side == "dealer" and plain.levels == 1:
            break
    assert plain is not None and rec.dealer is not None
    ruled = replay_match(
        [replace(rec, rulings=(Ruling("hidden-card", rec.dealer, 30),))], v
    ).reports[0]
    assert (
        ruled.result is not None
        and ruled.result.note is not None
        and render(ruled.result.note) == "after the referee's rulings"
    )
    assert (ruled.result.side, ruled.result.levels) != ("dealer", 1)


def test_shenzhen_ja_rule_shows_in_the_hands_result() -> None:
    from shengji_cli.batch.check import check_file

    [*_, last] = check_file("examples/match_shenzhen_ja_rule.sj", "shenzhen")
    assert last.result is not None and last.result.next_dealer == "S"
    assert last.result.note is not None and "restarts from 2" in render(last.result.note)


def test_reburied_cards_move_between_hands() -> None:
    from dataclasses import replace

    from shengji_cli.core.replay import replay
    from shengji_cli.gen.hands import generate

    v = load_variant("online")
    rec = generate(3, v).record
    assert rec.buried is not None and rec.dealer is not None and rec.seats is not None
    other = rec.seats[(rec.seats.index(rec.dealer) + 1) % 4]
    # Taking up the bottom and burying the same cards changes no hand: clean.
    same = replace(rec, reburied=((other, rec.buried),))
    assert [f.kind for f in replay(same, v).violations] == []
    # Burying a card the seat never had is a wrong bury by that seat.
    held = rec.deal_of(other) or ()
    absent = next(c for c in range(52) if c not in held and c not in rec.buried)
    wrong = replace(rec, reburied=((other, rec.buried[:-1] + (absent,)),))
    assert ("bury", other) in [(f.kind, f.seat) for f in replay(wrong, v).violations]
    # national has no re-bury.
    nat = load_variant("national")
    assert ("bury", other) in [(f.kind, f.seat) for f in replay(same, nat).violations]


def test_shenzhen_a_side_restarted_on_2_by_the_ja_rule_need_not_stop_on_2() -> None:
    # 第十四条 仍由原庄家对家重新从2或J打起（此时2非必打）: N/S restart on 2 (hand 1), W/E take
    # over (hand 2), then N/S take over +3 from 2 (hand 3): not stopped on 2, nothing deducted.
    base = open("examples/match_shenzhen_ja_rule.sj", encoding="utf-8").read()
    text = base + (
        "---\nlevel: 2\ntrump: H\nresult: defenders +2\n---\nlevel: 7\ntrump: H\nresult: defenders "
        "+3\n"
        "---\nlevel: 5\ntrump: S\n"
    )
    r = run(text, "shenzhen")
    assert [h.levels_after for h in r.hands[:3]] == [(2, 5), (2, 7), (5, 7)]
    assert [h.dealer for h in r.hands] == ["N", "S", "E", "N"] and kinds(r, 4) == []
    # A side on 2 without the exemption stops on 2 (and the other side loses the rest).
    plain = run(
        "seats: N W S E\nlevels: N=2 W=7\ndealer: E\nlevel: 7\ntrump: H\nresult: defenders +3\n",
        "shenzhen",
    )
    assert plain.hands[0].levels_after == (2, 4)


def test_teams_name_the_partnerships() -> None:
    r = run(
        "seats: N W S E\nteams: N=北京 W=上海\nlevels: N=A W=5\ndealer: N\nlevel: A\ntrump: S\n"
        "result: dealer +1\n",
        "national",
    )
    assert r.partnerships == ("北京", "上海") and r.winner == "北京"
    assert "北京" in render_match_table(r, "zh")
    assert match_dict(r)["hands"][0]["levels_after"] == {"北京": "past A", "上海": "5"}


def test_an_unreadable_hand_in_a_match_reports_its_error_and_the_match_goes_on() -> None:
    from shengji_cli.batch.check import check_text

    text = (
        "seats: N W S E\ndealer: N\nlevel: 2\ntrump: S\nresult: dealer +1\n---\nlevel: 3\ntrump: "
        "X\n---\n"
        "dealer: E\nlevel: 3\ntrump: H\nresult: defenders +1\n---\nlevels: N=4 W=3\ndealer: "
        "N\nlevel: 4\ntrump: H\n"
    )
    reports = check_text(text, "national")
    assert [r.hand for r in reports] == [1, 2, 3, 4]
    assert (
        reports[1].error is not None
        and "bad trump 'X'" in shengji_cli.to_dict(reports[1])["error"]["message"]
    )
    assert reports[2].error is None and reports[3].error is None
    match = reports[-1].match
    assert match is not None and match.hands[0].levels_after == (3, 2)
    # After the unknown hand the dealer still follows (E's side lost: E's 下家 N deals) and
    # hand 4's levels: line re-anchors the levels; a wrong dealer is still caught.
    assert [f.kind for f in reports[3].violations] == []
    wrong = check_text(text.replace("dealer: N\nlevel: 4", "dealer: W\nlevel: 4"), "national")
    assert [f.kind for f in wrong[3].violations] == ["dealer-mismatch"]
    # A level that fits neither the match's dealer nor the recorded one is a second fault.
    both = check_text(text.replace("dealer: N\nlevel: 4", "dealer: W\nlevel: 6"), "national")
    assert [f.kind for f in both[3].violations] == ["dealer-mismatch", "level-mismatch"]


def test_a_ruling_on_a_hand_of_unknown_levels_is_still_checked() -> None:
    # Hand 1 has no result: the levels are unknown from then on, yet hand 2's ruling with
    # points outside 第十八条's 20–30 is a penalty-mismatch all the same.
    text = (
        "seats: N W S E\ndealer: N\nlevel: 2\ntrump: S\n---\ndealer: W\nlevel: 2\ntrump: "
        "S\npoints: 70\n"
        "result: dealer +1\nruling: hidden-card W 40\n"
    )
    r = run(text, "national")
    assert r.hands[1].levels_after is None and kinds(r, 2) == ["penalty-mismatch"]


def test_match_notes_in_chinese() -> None:
    r = run(
        "seats: N W S E\nlevels: N=5 W=3\ndealer: N\nlevel: 5\ntrump: S\nresult: dealer +1\n"
        "ruling: card-count W\n",
        "shenzhen",
    )
    assert [render(n) for n in r.hands[0].notes] == [
        "result taken from the record's claim",
        "ruling: card-count W → dealer+2@same",
    ]
    assert [render(n, "zh") for n in r.hands[0].notes] == [
        "结果取自记录",
        "裁判判罚：多牌少牌 W → 庄家方升 2 级，原庄家继续坐庄",
    ]
    assert r.hands[0].next_dealer == "N" and r.hands[0].levels_after == (7, 3)
    wrong = run(
        "seats: N W S E\ndealer: N\nlevel: 2\ntrump: S\nresult: defenders +1\n---\ndealer: "
        "N\nlevel: 2\n"
        "trump: S\n",
        "national",
    )
    [f] = wrong.reports[1].violations
    assert (
        render(f.message)
        == "recorded dealer N; the match gives W (the defenders took over in hand 1)"
    )
    assert render(f.message, "zh") == "记录庄家 N，按比赛进程应为 W（第 1 副闲家上台）"
