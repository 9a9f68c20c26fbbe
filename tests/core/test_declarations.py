"""Declarations: what may be shown, what overcalls what, timing, the no-declaration rules."""

from __future__ import annotations

from dataclasses import replace

import pytest

from shengji_cli.core.declarations import judge_bids
from shengji_cli.core.variants import load_variant
from shengji_cli.notation.reader import loads
from shengji_cli.report.catalog import render


def judge(text: str, preset: str, level: int = 5, first: bool = False, dealer: str | None = "N"):  # type: ignore[no-untyped-def]
    [r] = loads("seats: N W S E\n" + text)
    return judge_bids(r, load_variant(preset), lambda seat: level, dealer, first)


def bad(o) -> list[str | None]:  # type: ignore[no-untyped-def]
    return [f.seat for f in o.findings if f.kind == "illegal-declaration"]


@pytest.mark.parametrize(
    "preset,trump,illegal",
    [("national", "S", []), ("bjtu", "S", []), ("shenzhen", "H", ["W"]), ("club10", "H", ["W"])],
)
def test_pair_over_pair_follows_the_suit_order(preset: str, trump: str, illegal: list[str]) -> None:
    # ♥ pair then ♠ pair: national/bjtu ♠ > ♥; club10 ♠ > ♥ too but here ♦ vs ♣ below.
    o = judge("bid: N ♥5\nbid: E ♥55\nbid: W ♠55\n", preset)
    if preset == "club10":
        o = judge("bid: N ♦5\nbid: E ♦55\nbid: W ♣55\n", preset)
        assert o.trump == "D" and bad(o) == ["W"]
        return
    assert o.trump == trump and bad(o) == illegal


def test_single_joker_cannot_declare_in_shenzhen() -> None:
    assert bad(judge("bid: N BJ\n", "shenzhen")) == ["N"]


def test_big_joker_pair_over_small_joker_pair() -> None:
    o = judge("bid: N ♥5\nbid: E LJ LJ\nbid: W BJ BJ\n", "shenzhen")
    assert o.trump == "NT" and o.declarer == "W" and not o.findings
    assert bad(judge("bid: N ♥5\nbid: E BJ BJ\nbid: W LJ LJ\n", "shenzhen")) == ["W"]


def test_no_overcalling_oneself_but_reinforcing_before_an_overcall() -> None:
    assert bad(judge("bid: N ♥5\nbid: N ♠55\n", "national")) == ["N"]
    o = judge("bid: N ♠5\nbid: N ♠5\nbid: E ♥55\n", "national")
    assert o.trump == "S" and bad(o) == ["E"]  # the reinforced ♠ pair outranks a ♥ pair


def test_reinforce_then_pair_overcall_by_order() -> None:
    o = judge("bid: N ♦5\nbid: N ♦5\nbid: E ♥55\n", "national")
    assert o.trump == "H" and not o.findings
    assert bad(judge("bid: N ♥5\nbid: E ♠55\nbid: N ♥5\n", "national")) == ["N"]


def test_timing() -> None:
    assert bad(judge("bid: N ♥5\nbid: E ♠55 after-bury\n", "national")) == ["E"]
    assert bad(judge("bid: N ♥5\nbid: E ♠55 after-bury\n", "shenzhen")) == []
    assert bad(judge("bid: W ♥5\nbid: N ♠55 after-bury\n", "shenzhen")) == [
        "N"
    ]  # the dealer: before the bottom
    assert bad(judge("bid: N ♥5 before-bottom\n", "national")) == ["N"]


def test_online_needs_a_joker_of_the_colour() -> None:
    assert bad(judge("bid: N ♥5\n", "online")) == ["N"]
    assert bad(judge("bid: N ♥5 LJ\n", "online")) == ["N"]
    o = judge("bid: N ♥5 BJ\nbid: E ♠55 LJ\n", "online")
    assert not bad(o) and o.trump == "S"  # a pair with its joker overcalls a single
    assert bad(judge("bid: N ♥55 BJ\nbid: E ♠55 LJ\n", "online")) == [
        "E"
    ]  # 定主: only jokers overcall


def test_not_a_level_card_and_not_dealt() -> None:
    assert bad(judge("bid: N ♥6\n", "national")) == ["N"]
    assert bad(judge("deal N: ♠A\nbid: N ♥5\n", "national")) == ["N"]


@pytest.mark.parametrize(
    "preset,turned,trump",
    [
        ("national", "♠7", "S"),
        ("national", "BJ", "NT"),
        ("bjtu", "♥9", "H"),
        ("online", "♦5", "NT"),
        ("club10", "♣3", "C"),
    ],
)
def test_no_declaration_turns_a_card(preset: str, turned: str, trump: str) -> None:
    assert judge(f"bid: none\nturned: {turned}\n", preset).trump == trump


def test_no_declaration_redeal_and_step_down() -> None:
    first = judge("bid: none\n", "shenzhen", first=True)
    assert first.redeal and not first.step_down
    later = judge("bid: none\n", "shenzhen")
    assert later.step_down


@pytest.mark.parametrize(
    "preset,index", [("national", 0), ("club10", 0), ("bjtu", 2), ("online", 2)]
)
def test_the_turned_card_is_the_kittys_top_or_third_card(preset: str, index: int) -> None:
    kitty = ["♥9", "♣3", "♠7", "♦4", "♥K", "♣Q", "♠8", "♦10"]
    right, wrong = kitty[index], kitty[2 - index]
    line = "kitty: " + " ".join(kitty) + "\n"
    ok = judge(f"bid: none\n{line}turned: {right}\n", preset)
    assert bad(ok) == [] and ok.trump == {"♥": "H", "♠": "S"}[right[0]]
    off = judge(f"bid: none\n{line}turned: {wrong}\n", preset)
    assert bad(off) == ["N"] and "not the bottom's" in render(off.findings[0].message)
    assert off.trump == {"♥": "H", "♠": "S"}[wrong[0]]  # the trump the table played
    # With the kitty alone, its card fixes the trump.
    assert judge(f"bid: none\n{line}", preset).trump == ok.trump


def test_online_a_defender_declares_first_only_when_the_dealer_side_cannot() -> None:
    # Hand level 5, N deals.  E (a defender) shows ♥5 with the big joker.
    deals = "deal N: ♠A ♠K\ndeal S: ♣5 LJ\ndeal E: ♥5 BJ\n"
    o = judge(deals + "bid: E ♥5 BJ\n", "online")
    assert bad(o) == ["E"] and "S of the dealer side could declare" in render(o.findings[0].message)
    o = judge(deals.replace("♣5 LJ", "♣5 ♣6") + "bid: E ♥5 BJ\n", "online")
    assert bad(o) == [] and o.trump == "H" and o.new_dealer == "E"
    # Deals unknown: the bid stands, with a note saying what could not be checked.
    o = judge("bid: E ♥5 BJ\n", "online")
    assert bad(o) == [] and o.new_dealer == "E" and any("unknown" in render(n) for n in o.notes)
    # A dealer-side first declaration never moves the deal; national has no such rule.
    assert judge("bid: S ♥5 BJ\n", "online").new_dealer is None
    assert judge(deals + "bid: E ♥5\n", "national").new_dealer is None


def test_online_rebury_needs_an_overcall_after_the_bury() -> None:
    rebury = "reburied: W ♣34 ♦6 ♥2 ♠2 ♠3 ♠4 ♠6\n"
    ok = judge("bid: N ♥5 BJ\nbid: W ♠55 LJ after-bury\n" + rebury, "online")
    assert ok.findings == () and ok.trump == "S" and ok.declarer == "W"
    lone = judge("bid: N ♥5 BJ\n" + rebury, "online")
    assert [(f.kind, f.seat) for f in lone.findings] == [("bury", "W")]


def test_online_the_other_copy_of_the_turned_card_moves_the_deal() -> None:
    kitty = "kitty: ♥9 ♣3 ♠7 ♦4 ♥K ♣Q ♠8 ♦10\n"
    deals = "deal N: ♠A\ndeal W: ♥A\ndeal S: ♣A\ndeal E: ♠7\n"
    o = judge("bid: none\n" + kitty + deals, "online")
    assert o.trump == "S" and o.new_dealer == "E" and bad(o) == []
    # The copy on the dealer side, or the first hand: the dealer is unchanged.
    assert (
        judge(
            "bid: none\n"
            + kitty
            + deals.replace("deal E: ♠7", "deal S: ♠7").replace("deal S: ♣A\n", ""),
            "online",
        ).new_dealer
        is None
    )
    assert judge("bid: none\n" + kitty + deals, "online", first=True).new_dealer is None
    # Deals not recorded: unknown, said in a note; national has no such rule.
    unknown = judge("bid: none\n" + kitty, "online")
    assert unknown.new_dealer is None and any("unknown" in render(n) for n in unknown.notes)
    assert judge("bid: none\nkitty: ♠7 ♣3\n" + deals, "national").new_dealer is None


def test_reinforcing_is_a_parameter(tmp_path) -> None:  # type: ignore[no-untyped-def]
    assert bad(judge("bid: N ♥5\nbid: N ♥5\n", "national")) == []
    path = tmp_path / "no_reinforce.toml"
    path.write_text('extends = "national"\n[declaration]\nreinforce = false\n', encoding="utf-8")
    [r] = loads("seats: N W S E\nbid: N ♥5\nbid: N ♥5\n")
    o = judge_bids(r, load_variant(path), lambda seat: 5, "N", False)
    assert bad(o) == ["N"] and "own bid" in render(o.findings[0].message)


def test_online_the_declarer_overcalls_only_after_another_player() -> None:
    """R10.9 (004-online 游戏规则 四 报主玩家也可参与反主，但必须在有其他玩家先进行反主的前提下):
    no reinforcing its own single; its overcall of another player's bid stands; 四.4 定主, the pair
    shown when declaring, stands."""
    assert load_variant("online").declaration.reinforce is False
    o = judge("bid: N BJ ♥5\nbid: N BJ ♥5 ♥5\n", "online", first=True)
    assert bad(o) == ["N"] and "own bid" in render(o.findings[0].message)
    assert bad(judge("bid: N BJ ♥5\nbid: N ♥5\n", "online", first=True)) == ["N"]
    # the same record under the old setting: the reinforcement stands
    on = load_variant("online")
    allowed = replace(on, declaration=replace(on.declaration, reinforce=True))
    [r] = loads("seats: N W S E\nbid: N BJ ♥5\nbid: N BJ ♥5 ♥5\n")
    assert bad(judge_bids(r, allowed, lambda seat: 5, "N", True)) == []
    o = judge("bid: N BJ ♥5\nbid: E LJ LJ\nbid: N BJ BJ\n", "online", first=True)
    assert bad(o) == [] and o.trump == "NT" and o.declarer == "N"
    o = judge("bid: N BJ ♥5 ♥5\n", "online", first=True)
    assert bad(o) == [] and o.trump == "H"


def _rebury_variant(tmp_path):  # type: ignore[no-untyped-def]
    path = tmp_path / "rebury.toml"
    path.write_text(
        'extends = "national"\n[declaration]\novercall_by = "after-bury"\novercall_rebury = true\n',
        encoding="utf-8",
    )
    return load_variant(path)


REBURY_DEALS = (
    "deal N: ♥5 ♠3\ndeal E: ♦5 ♦5 BJ ♠4\ndeal W: LJ LJ\ndeal S: ♣3\nkitty: BJ ♠6\nburied: BJ ♠6\n"
)


def judge_with(text: str, variant):  # type: ignore[no-untyped-def]
    [r] = loads("seats: N W S E\n" + text)
    return judge_bids(r, variant, lambda seat: 5, "N", False)


def test_a_rebury_moves_cards_for_later_bids(tmp_path) -> None:  # type: ignore[no-untyped-def]
    v = _rebury_variant(tmp_path)
    bids = "bid: N ♥5\nbid: E ♦55 after-bury\nbid: W LJ LJ after-bury\nbid: E BJ BJ after-bury\n"
    # E took up the bottom (BJ ♠6) and buried ♠4 ♠6: it now holds both big jokers.
    o = judge_with(REBURY_DEALS + bids + "reburied: E ♠4 ♠6\n", v)
    assert o.findings == () and o.trump == "NT" and o.declarer == "E"
    # Without the re-bury E holds one big joker.
    o = judge_with(REBURY_DEALS + bids, v)
    assert [(f.kind, f.seat) for f in o.findings] == [("illegal-declaration", "E")]
    assert "not dealt" in render(o.findings[0].message)


def test_the_dealer_cannot_show_a_card_it_buried(tmp_path) -> None:  # type: ignore[no-untyped-def]
    v = _rebury_variant(tmp_path)
    deals = REBURY_DEALS.replace("deal W: LJ LJ", "deal W: ♣4").replace(
        "deal N: ♥5 ♠3", "deal N: ♥5 ♠3 BJ"
    )
    o = judge_with(deals + "bid: N ♥5\nbid: E ♦55 after-bury\nbid: N BJ BJ after-bury\n", v)
    assert [(f.kind, f.seat) for f in o.findings] == [("illegal-declaration", "N")]
    # Before burying, the dealer held both.
    o = judge_with(
        deals.replace("buried: BJ ♠6", "buried: ♠3 ♠6") + "bid: N ♥5\nbid: E ♦55 after-bury\n"
        "bid: N BJ BJ after-bury\n",
        v,
    )
    assert o.findings == ()


def test_each_rebury_follows_an_overcall_of_its_seat_in_order(tmp_path) -> None:  # type: ignore[no-untyped-def]
    v = _rebury_variant(tmp_path)
    two = "bid: N ♥5\nbid: E ♦55 after-bury\nbid: W LJ LJ after-bury\n"
    # One overcall, two re-buries: the second follows no overcall.
    o = judge_with(
        REBURY_DEALS + "bid: N ♥5\nbid: E ♦55 after-bury\nreburied: E ♠4 ♠6\nreburied: E ♠4 ♠6\n", v
    )
    assert [(f.kind, f.seat) for f in o.findings] == [("bury", "E")]
    # Re-buries in the reverse order of the overcalls: W's came before W overcalled.
    o = judge_with(REBURY_DEALS + two + "reburied: W ♠4 ♠6\nreburied: E ♠4 ♠6\n", v)
    assert [(f.kind, f.seat) for f in o.findings] == [("bury", "W")]
