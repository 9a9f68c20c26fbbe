"""``shengji throw`` with what a player actually knows (issue #9, point 6): a hand of fewer cards
than were dealt, no ``--seen``, cards a seat showed (``--other``) rather than its whole hand
(``--other-hand``); a verdict per unit under a header on every column; exit 1 when the throw
fails for certain, 2 on bad input."""

from __future__ import annotations

import json
from typing import Any

import pytest
from clirun import run

from shengji_cli.report.wrap import width

FILLER = "C3 C4 C5 C6 C7 C8 C9 C10 CJ CQ CK CA D3 D4 D5 D6 D7 D8 D9 D10 DJ DQ DK DA"
BASE = ("--trump", "H", "--level", "2")


def hand(throw: str, n: int) -> str:
    """A hand of ``n`` cards holding ``throw``, the rest clubs and diamonds (not trumps at 2, ♥)."""
    return " ".join([throw, *FILLER.split()[: n - len(throw.split())]])


def throw_json(*args: str, code: int = 0) -> Any:
    got, out, err = run("throw", *args, *BASE, "--format", "json")
    assert got == code, (out, err)
    return json.loads(out)


def test_a_23_card_hand_needs_no_seen_cards_and_says_what_it_assumed() -> None:
    # Two tricks were played (25 − 23); none of their 8 cards is given.  Before: "85 cards are
    # unseen but the unknown hands and the bottom hold 77", exit 2.
    code, out, err = run("throw", "♠Q ♠Q ♠A", "--hand", hand("SQ SQ SA", 23), *BASE)
    assert code == 0 and err == ""
    assumed = [line for line in out.splitlines() if line.startswith("assumed:")]
    assert assumed == [
        "assumed: 2 cards played from each hand (23 cards in each hand); the 85 cards not seen "
        "lie at random, "
        "69 in the other hands and 16 in the bottom or among the cards played"
    ]
    assert (
        "failure probability: 0.2126 (method: exact)" in out
    )  # 3·23·22 / (85·84): ♠K ♠K in one hand
    doc = throw_json("♠Q ♠Q ♠A", "--hand", hand("SQ SQ SA", 23))
    assert doc["assumed"] == {
        "tricks_played": None,
        "cards_played": 2,
        "held": 23,
        "unseen": 85,
        "in_other_hands": 69,
        "out_of_hands": 16,
    }
    assert doc["verdicts"] == ["possible", "safe"] and doc["stands"] is None
    code, out, _ = run("throw", "♠Q ♠Q ♠A", "--hand", hand("SQ SQ SA", 23), *BASE, "--lang", "zh")
    assert (
        code == 0
        and "假定：每家已出 2 张牌（每家手中 23 张）；未见的 85 张牌随机分布，69 张在另外三家手中，"
        "16 张在底牌或已出的牌中"
        in out
    )


def test_seen_cards_sharpen_a_short_hand() -> None:
    # the two tricks' cards: only the bottom is unseen out of the hands
    seen = "H3 H4 H5 H6 H7 H8 H9 H10"
    doc = throw_json("♠Q ♠Q ♠A", "--hand", hand("SQ SQ SA", 23), "--seen", seen)
    assert doc["assumed"]["out_of_hands"] == 8 and doc["assumed"]["unseen"] == 77
    assert doc["fail_probability"] == pytest.approx(3 * 23 * 22 / (77 * 76))


def test_other_is_cards_a_seat_is_known_to_hold() -> None:
    # next showed ♠Q and ♠J: one more of either gives it a pair over ♠10 ♠10
    args = ("♠10 ♠10 ♠K", "--hand", hand("S10 S10 SK", 25))
    doc = throw_json(*args, "--other", "next=♠QJ")
    assert doc["stands"] is None and doc["verdicts"] == ["possible", "possible"]
    mixed = [b for b in doc["beaten_by"] if b["seat"] == "next"]
    assert {(tuple(b["cards"]), tuple(b["needs"]), b["certain"]) for b in mixed} == {
        (("SQ", "SQ"), ("SQ",), False),
        (("SJ", "SJ"), ("SJ",), False),
    }
    assert doc["assumed"]["in_other_hands"] == 3 * 25 - 2
    code, out, _ = run("throw", *args, *BASE, "--other", "next=♠QJ")
    assert code == 0 and "next: ♠Q ♠Q (if it holds ♠Q too)" in out
    # the seat's cards may be given in parts
    assert throw_json(*args, "--other", "next=♠Q", "--other", "下家=♠J") == doc


def test_other_hand_is_a_whole_hand() -> None:
    args = ("♠10 ♠10 ♠K", "--hand", hand("S10 S10 SK", 25))
    code, out, err = run("throw", *args, *BASE, "--other-hand", "next=♠QJ")
    assert code == 2 and out == "" and "next holds 2 cards but the thrower holds 25" in err
    whole = "SQ SJ " + " ".join(FILLER.split()[:23])
    doc = throw_json(*args, "--other-hand", f"next={whole}")
    assert doc["assumed"]["in_other_hands"] == 50  # next's hand is known: 25 + 25 unknown cards
    assert throw_json(*args, "--other", f"next={whole}") == doc  # all its cards, said either way
    code, _, err = run("throw", *args, *BASE, "--other-hand", "left=♠Q")
    assert code == 2 and "--other-hand: expected SEAT=CARDS" in err


def test_a_certain_failure_exits_1_like_an_illegal_follow() -> None:
    args = ("♠A ♠K ♠K ♠Q", "--hand", hand("SA SK SK SQ", 20), "--other", "prev=♠A")
    code, out, err = run("throw", *args, *BASE)
    assert code == 1 and err == ""
    assert "beaten for certain" in out and "prev: ♠A" in out and "the throw fails" in out
    assert "forced play: ♠Q  (penalty 30)" in out
    doc = throw_json(*args, code=1)
    assert (
        doc["stands"] is False
        and doc["verdicts"] == ["safe", "safe", "beaten"]
        and doc["forced_certain"]
    )
    # an unseen ♠K ♠K could beat the pair as well: the forced play is said to be from what is known
    code, out, _ = run(
        "throw", "♠A ♠J ♠J ♠Q", "--hand", hand("SA SJ SJ SQ", 20), "--other", "prev=♠A", *BASE
    )
    assert (
        code == 1
        and "(forced play from the known holdings: unseen cards could beat other units too)" in out
    )
    code, out, _ = run("throw", *args, *BASE, "--lang", "zh")
    assert code == 1 and "必然被管" in out and "甩牌失败" in out


def test_a_throw_that_may_fail_or_stands_exits_0() -> None:
    assert run("throw", "♠Q ♠Q ♠A", "--hand", hand("SQ SQ SA", 23), *BASE)[0] == 0
    assert run("throw", "♠A ♠A ♠K", "--hand", hand("SA SA SK", 23), *BASE)[0] == 0


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_column_has_a_header(lang: str) -> None:
    code, out, _ = run(
        "throw", "♠A ♠K ♠K ♠Q", "--hand", hand("SA SK SK SQ", 23), *BASE, "--lang", lang
    )
    assert code == 0
    header, rule = out.splitlines()[:2]
    assert len(rule.split()) == 4  # four columns, each with its header (the third had none)
    words = {
        "en": ["unit", "cards", "verdict", "could be beaten by"],
        "zh": ["组合", "牌", "判定", "可管的牌"],
    }[lang]
    assert header.split() == " ".join(words).split()


@pytest.mark.parametrize(
    ("extra", "needle"),
    [
        (
            ("--seen", "H3 H4 H5 H6 H7 H8 H9 H10 H3"),
            "9 cards are given as seen, but a hand of 23 cards means 2 cards played from each hand",
        ),
        (
            ("--other", "next=" + FILLER.replace("C3 ", "H3 H4 ")),
            "next holds 25 cards but the thrower holds 23",
        ),
    ],
)
def test_counts_that_cannot_be_exit_2(extra: tuple[str, ...], needle: str) -> None:
    code, out, err = run("throw", "♠Q ♠Q ♠A", "--hand", hand("SQ SQ SA", 23), *BASE, *extra)
    assert code == 2 and out == "" and needle in err, err


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_long_list_of_beaters_wraps_inside_its_cell(lang: str) -> None:
    # ♠4 ♠4 can be beaten by seven pairs: the list wraps so the table keeps to 100 columns
    code, out, _ = run(
        "throw", "♠9 ♠8 ♠8 ♠4 ♠4", "--hand", hand("S9 S8 S8 S4 S4", 25), *BASE, "--lang", lang
    )
    assert code == 0
    table = out.split("\n\n")[0].splitlines()
    assert max(width(line) for line in table) <= 100
    assert len(table) > 2 + 3  # header, rule, three units, and a wrapped line
    assert ("… (" if lang == "en" else "…（共") in out
