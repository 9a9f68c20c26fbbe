"""Declarations: what may be shown, what overcalls what, timing, the no-declaration rules."""

from __future__ import annotations

import pytest

from shengji_cli.declarations import judge_bids
from shengji_cli.notation import loads
from shengji_cli.variants import load_variant


def judge(text: str, preset: str, level: int = 5, first: bool = False, dealer: str | None = "N"):  # type: ignore[no-untyped-def]
    [r] = loads("seats: N W S E\n" + text)
    return judge_bids(r, load_variant(preset), lambda seat: level, dealer, first)


def bad(o) -> list[str | None]:  # type: ignore[no-untyped-def]
    return [f.seat for f in o.findings if f.kind == "illegal-declaration"]


@pytest.mark.parametrize("preset,trump,illegal", [
    ("national", "S", []), ("bjtu", "S", []), ("shenzhen", "H", ["W"]), ("club10", "H", ["W"])])
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
    assert bad(judge("bid: W ♥5\nbid: N ♠55 after-bury\n", "shenzhen")) == ["N"]  # the dealer: before the bottom
    assert bad(judge("bid: N ♥5 before-bottom\n", "national")) == ["N"]


def test_online_needs_a_joker_of_the_colour() -> None:
    assert bad(judge("bid: N ♥5\n", "online")) == ["N"]
    assert bad(judge("bid: N ♥5 LJ\n", "online")) == ["N"]
    o = judge("bid: N ♥5 BJ\nbid: E ♠55 LJ\n", "online")
    assert not bad(o) and o.trump == "S"  # a pair with its joker overcalls a single
    assert bad(judge("bid: N ♥55 BJ\nbid: E ♠55 LJ\n", "online")) == ["E"]  # 定主: only jokers overcall


def test_not_a_level_card_and_not_dealt() -> None:
    assert bad(judge("bid: N ♥6\n", "national")) == ["N"]
    assert bad(judge("deal N: ♠A\nbid: N ♥5\n", "national")) == ["N"]


@pytest.mark.parametrize("preset,turned,trump", [
    ("national", "♠7", "S"), ("national", "BJ", "NT"), ("bjtu", "♥9", "H"), ("online", "♦5", "NT"),
    ("club10", "♣3", "C")])
def test_no_declaration_turns_a_card(preset: str, turned: str, trump: str) -> None:
    assert judge(f"bid: none\nturned: {turned}\n", preset).trump == trump


def test_no_declaration_redeal_and_step_down() -> None:
    first = judge("bid: none\n", "shenzhen", first=True)
    assert first.redeal and not first.step_down
    later = judge("bid: none\n", "shenzhen")
    assert later.step_down
