"""The player/referee queries through the CLI (click's CliRunner): ``throw``, ``follow``, ``score``;
and what they compute (:mod:`shengji_cli.core.queries`) directly.

Checked against docs/record-format.md's JSON keys, docs/rules.md §5 (throws), §7 (bottom), §8
(level change),
§9 (must-play levels, the end of the match) and the seeds' worked examples.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from clirun import run

from shengji_cli.batch.sources import parse_text, read_text
from shengji_cli.core import queries
from shengji_cli.core.cards import NUM_KINDS, cards_str, parse_cards
from shengji_cli.core.context import Rules
from shengji_cli.core.replay import context_for
from shengji_cli.core.state import holdings_at
from shengji_cli.core.variants import PRESETS, load_variant
from shengji_cli.core.vocab import LevelChange, Side
from shengji_cli.notation.reader import ParseError

ROOT = Path(__file__).resolve().parents[2]
DISPUTE = ROOT / "examples" / "dispute_failed_throw.sj"
FILLER = "C3 C4 C5 C6 C7 C8 C9 C10 CJ CQ CK CA D3 D4 D5 D6 D7 D8 D9 D10 DJ DQ DK DA"
THROW_KEYS = {
    "units",
    "stands",
    "safe_units",
    "beaten_by",
    "forced",
    "penalty",
    "fail_probability",
    "method",
    "stderr",
}


def run_json(*args: str, code: int = 0) -> Any:
    got, out, err = run(*args, "--format", "json")
    assert got == code, err
    return json.loads(out)


def hand(throw: str, n: int = 25) -> str:
    """A hand of ``n`` cards holding ``throw``, the rest clubs and diamonds (not trumps at 2, ♥)."""
    k = len(throw.split())
    return " ".join([throw, *FILLER.split()[: n - k]])


# ---------------------------------------------------------------- throw


def test_throw_text_output() -> None:
    code, out, err = run(
        "throw", "♠A ♠K ♠K ♠Q", "--hand", hand("SA SK SK SQ"), "--trump", "♥", "--level", "2"
    )
    assert code == 0 and err == ""
    assert "pair" in out and "single" in out
    assert "♠K ♠K" in out and "safe for certain" in out and "could be beaten" in out
    assert "unseen: ♠A" in out
    assert "depends on unseen cards" in out
    assert "failure probability: 0.9036 (method: exact)" in out  # 75/83: the other ♠A is in a hand


def test_throw_json_keys_and_ascii_cards() -> None:
    doc = run_json(
        "throw", "♠A ♠K ♠K ♠Q", "--hand", hand("SA SK SK SQ"), "--trump", "♥", "--level", "2"
    )
    assert THROW_KEYS <= set(doc)
    assert doc["units"] == [["SK", "SK"], ["SA"], ["SQ"]]
    assert doc["stands"] is None
    assert doc["safe_units"] == [["SK", "SK"], ["SA"]]
    assert doc["beaten_by"] == [
        {"unit": ["SQ"], "seat": None, "cards": ["SA"], "certain": False, "needs": ["SA"]}
    ]
    assert doc["verdicts"] == ["safe", "safe", "possible"]
    assert doc["forced"] == [] and doc["penalty"] is None
    assert doc["fail_probability"] == pytest.approx(75 / 83)
    assert doc["method"] == "exact" and doc["stderr"] is None


def test_throw_json_monte_carlo_reports_stderr_and_is_seeded() -> None:
    args = ("throw", "SA SA S7 S7", "--hand", hand("SA SA S7 S7"), "--trump", "H", "--level", "2")
    doc = run_json(*args)
    assert doc["method"] == "monte-carlo"
    assert isinstance(doc["stderr"], float) and 0 < doc["stderr"] < 0.01
    assert 0.8 < doc["fail_probability"] < 0.9  # closed form 0.8426 (tests/core/test_throws.py)
    assert run_json(*args) == doc
    assert run_json(*args, "--seed", "1", "--samples", "20000")["stderr"] < doc["stderr"]


def test_throw_seed002_is_safe() -> None:
    doc = run_json(
        "throw",
        "♠AAKQQ1010 ♠99",
        "--hand",
        hand("SA SA SK SQ SQ S10 S10 S9 S9"),
        "--trump",
        "H",
        "--level",
        "2",
    )
    assert doc["stands"] is True and doc["fail_probability"] == 0 and doc["beaten_by"] == []
    assert sorted(map(len, doc["units"])) == [1, 2, 2, 4]
    assert len(doc["safe_units"]) == 4


SEED004_HAND = "S9 S8 S8 S4 S4 SA SA SK SK C3 C4 C5 C6 C7 C8 C9 C10 CJ CQ CK CA D3 D4 D5 D6"


def seed004_deal(spades: dict[str, str]) -> dict[str, str]:
    """The other hands for the seed 004 throw: each seat's ♠ cards as given, the ♠ cards left over
    in the bottom, everything else (no ♠) filling the hands to 25 — every card of the deck once."""
    deck = Counter({c: 2 for c in range(NUM_KINDS)}) - Counter(parse_cards(SEED004_HAND))
    out = {}
    for seat, held in spades.items():
        cards = parse_cards(held)
        deck -= Counter(cards)
        out[seat] = cards
    ctx = context_for(2, "H", load_variant("national"))
    rest = sorted(c for c in deck.elements() if ctx.esuit[c] != 0)
    for cards in out.values():
        need = 25 - len(cards)
        cards += rest[:need]
        rest = rest[need:]
    assert len(rest) + sum(1 for c in deck.elements() if ctx.esuit[c] == 0) == 8
    return {seat: cards_str(cards) for seat, cards in out.items()}


# next holds a ♠J; nobody else holds a ♠ that beats 98844 (seed 004); ♠10 10 J Q Q go to the bottom
SEED004_OTHERS = seed004_deal({"next": "S3 S5 S6 SJ", "partner": "S3 S5 S7", "prev": "S6 S7 S9"})


def others_args(others: dict[str, str]) -> list[str]:
    return [a for seat, cards in others.items() for a in ("--other", f"{seat}={cards}")]


def test_throw_with_known_holdings_seed004_j() -> None:
    doc = run_json(
        "throw",
        "S9 S8 S8 S4 S4",
        "--hand",
        SEED004_HAND,
        "--trump",
        "H",
        "--level",
        "2",
        *others_args(SEED004_OTHERS),
        code=1,
    )
    assert doc["units"] == [["S8", "S8"], ["S4", "S4"], ["S9"]]
    assert doc["stands"] is False and doc["fail_probability"] == 1
    assert doc["beaten_by"] == [
        {"unit": ["S9"], "seat": "next", "cards": ["SJ"], "certain": True, "needs": []}
    ]
    assert doc["verdicts"] == ["safe", "safe", "beaten"] and doc["forced_certain"] is True
    assert doc["safe_units"] == [["S8", "S8"], ["S4", "S4"]]
    assert doc["forced"] == [["S9"]] and doc["penalty"] == 40
    bjtu = run_json(
        "throw",
        "S9 S8 S8 S4 S4",
        "--hand",
        SEED004_HAND,
        "--trump",
        "H",
        "--level",
        "2",
        "--variant",
        "bjtu",
        *others_args(SEED004_OTHERS),
        code=1,
    )
    assert bjtu["forced"] == [["S9"]] and bjtu["penalty"] == 10
    assert bjtu["variant"] == "bjtu"


def test_throw_known_holdings_all_safe_and_chinese_seat_names() -> None:
    others = seed004_deal({"next": "S3 S5 S6", "partner": "S3 S5 S7", "prev": "S6 S7 S9"})
    args = ["throw", "S9 S8 S8 S4 S4", "--hand", SEED004_HAND, "--trump", "H", "--level", "2"]
    doc = run_json(*args, *others_args(others))
    assert doc["stands"] is True and doc["fail_probability"] == 0 and doc["forced"] == []
    assert doc["method"] == "exact"
    zh = run_json(
        *args,
        *others_args({"下家": others["next"], "对家": others["partner"], "上家": others["prev"]}),
    )
    assert zh == doc


def test_throw_method_is_exact_or_monte_carlo_when_known_holdings_decide() -> None:
    doc = run_json(
        "throw",
        "S9 S8 S8 S4 S4",
        "--hand",
        SEED004_HAND,
        "--trump",
        "H",
        "--level",
        "2",
        *others_args(SEED004_OTHERS),
        code=1,
    )
    assert doc["method"] in ("exact", "monte-carlo")


def test_throw_from_the_dispute_record() -> None:
    # W's hand at trick 2 comes from the record; trick 1 (all diamonds) counts as seen.
    doc = run_json("throw", "--record", str(DISPUTE), "--trick", "2", "--seat", "W")
    assert doc["units"] == [["S8", "S8"], ["S4", "S4"], ["S9"]]
    assert doc["stands"] is None and doc["safe_units"] == []
    # ♠J, Q, K, A (8 cards) are all unseen: the single ♠9 stands only if all 8 are the bottom
    # (1 deal in C(80, 8)), so the throw fails for all practical purposes
    assert doc["fail_probability"] >= 0.999
    beaters = {(tuple(b["unit"]), tuple(b["cards"])) for b in doc["beaten_by"]}
    assert (("S9",), ("SA",)) in beaters and (("S4", "S4"), ("S5", "S5")) in beaters
    assert (("S8", "S8"), ("S5", "S5")) not in beaters and (
        ("S4", "S4"),
        ("S9", "S9"),
    ) not in beaters
    assert all(b["seat"] is None for b in doc["beaten_by"])
    # the ♠10 are trumps at level 10: never a beater of a ♠ unit
    assert not any("S10" in b["cards"] for b in doc["beaten_by"])


@pytest.mark.parametrize("trick", [1, 5, 9])
def test_throw_from_a_record_counts_tricks_not_cards(trick: int) -> None:
    # Issue #26 item 5: at trick 5 of failed_throw.sj (tricks of 2 and 4 cards) N had played
    # 9 cards in 4 tricks, and the tool said "9 tricks played".
    path = ROOT / "examples" / "failed_throw.sj"
    record = parse_text(read_text(str(path)), str(path))[0]
    assert not isinstance(record, ParseError)
    before = record.tricks[: trick - 1]
    played = sum(len(p.cards) for t in before for p in t.plays if p.seat == "N")
    assert trick == 1 or played > len(before)  # the record's tricks are not all of one card
    last = next(p for p in record.tricks[-1].plays if p.seat == "N")  # a card N holds throughout
    args = (
        "throw",
        cards_str(last.cards[:1]),
        "--record",
        str(path),
        "--trick",
        str(trick),
        "--seat",
        "N",
    )
    code, out, err = run(*args)
    assert code == 0 and err == ""
    tricks_word = "trick" if len(before) == 1 else "tricks"
    cards_word = "card" if played == 1 else "cards"
    assert (
        f"assumed: {len(before)} {tricks_word} played, {played} {cards_word} from each hand ("
        in out
    )
    code, out, _ = run(*args, "--lang", "zh")
    assert code == 0 and f"假定：已出 {len(before)} 圈，每家出了 {played} 张牌（" in out
    doc = run_json(*args)
    assert (doc["assumed"]["tricks_played"], doc["assumed"]["cards_played"]) == (
        len(before),
        played,
    )


def test_throw_from_the_record_with_everyone_known() -> None:
    record = parse_text(read_text(str(DISPUTE)), str(DISPUTE))[0]
    held, known = holdings_at(record, load_variant("national"), 2)  # type: ignore[arg-type]
    assert all(known.values())
    # seats N W S E: W's 下家 is S, 对家 E, 上家 N
    others = {
        "next": cards_str(held["S"]),
        "partner": cards_str(held["E"]),
        "prev": cards_str(held["N"]),
    }
    doc = run_json(
        "throw",
        "--record",
        str(DISPUTE),
        "--trick",
        "2",
        "--seat",
        "W",
        *others_args(others),
        code=1,
    )
    assert doc["stands"] is False and doc["fail_probability"] == 1
    got = {(b["seat"], tuple(b["unit"]), tuple(b["cards"])) for b in doc["beaten_by"]}
    assert got == {
        ("next", ("S9",), ("SA",)),
        ("partner", ("S8", "S8"), ("SQ", "SQ")),
        ("partner", ("S4", "S4"), ("SQ", "SQ")),
        ("partner", ("S9",), ("SK",)),
        ("prev", ("S9",), ("SK",)),
    }
    # national: the smallest unit of a beaten kind, pair or single; 10 per withdrawn card
    assert doc["forced"] == [["S4", "S4"], ["S9"]]
    assert doc["penalty"] in (30, 40)


def test_throw_from_the_record_as_the_dealer() -> None:
    # N is the dealer: no bottom, the buried cards are seen.  The other ♣A is in S's, E's or W's
    # hand for certain, and it beats the single ♣K.
    doc = run_json("throw", "CA CK", "--record", str(DISPUTE), "--trick", "2", "--seat", "N")
    assert doc["method"] == "exact" and doc["fail_probability"] == pytest.approx(1.0)
    assert doc["beaten_by"] == [
        {"unit": ["CK"], "seat": None, "cards": ["CA"], "certain": False, "needs": ["CA"]}
    ]


def test_throw_lang_zh() -> None:
    code, out, _ = run(
        "throw",
        "SA SK SK SQ",
        "--hand",
        hand("SA SK SK SQ"),
        "--trump",
        "H",
        "--level",
        "2",
        "--lang",
        "zh",
    )
    assert code == 0
    assert (
        "失败概率：0.9036（方法：精确计算）" in out
        and "视未见的牌而定" in out
        and "必然安全" in out
    )
    assert "未见：♠A" in out
    code, out, _ = run(
        "throw",
        "S9 S8 S8 S4 S4",
        "--hand",
        SEED004_HAND,
        "--trump",
        "H",
        "--level",
        "2",
        "--lang",
        "zh",
        *others_args(SEED004_OTHERS),
    )
    assert code == 1 and "甩牌失败" in out and "须出：♠9（罚 40 分）" in out and "下家：♠J" in out


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (("SX SK", "--hand", hand("SA SK"), "--trump", "H", "--level", "2"), "unknown card 'SX'"),
        (("SA SK", "--hand", hand("SQ SK"), "--trump", "H", "--level", "2"), "does not hold ♠A"),
        (("SA C3", "--hand", hand("SA"), "--trump", "H", "--level", "2"), "one suit"),
        (("SA SK", "--hand", hand("SA SK"), "--trump", "H", "--level", "1"), "--level"),
        (("SA SK", "--hand", hand("SA SK"), "--trump", "X", "--level", "2"), "--trump"),
        (
            (
                "SA SK",
                "--hand",
                hand("SA SK"),
                "--trump",
                "H",
                "--level",
                "2",
                "--other",
                "left=SQ",
            ),
            "--other",
        ),
        (
            (
                "SA SK",
                "--hand",
                hand("SA SK"),
                "--trump",
                "H",
                "--level",
                "2",
                "--other",
                "next:SQ",
            ),
            "--other",
        ),
        (
            (
                "SA SK",
                "--hand",
                hand("SA SK"),
                "--trump",
                "H",
                "--level",
                "2",
                "--other-hand",
                "next=SQ",
            ),
            "holds 1",
        ),
        (
            (
                "SA SK",
                "--hand",
                hand("SA SK"),
                "--trump",
                "H",
                "--level",
                "2",
                "--other-hand",
                "left=SQ",
            ),
            "--other-hand",
        ),
        (
            (
                "SA SK",
                "--hand",
                hand("SA SK"),
                "--trump",
                "H",
                "--level",
                "2",
                "--other",
                "next=SZ",
            ),
            "--other next",
        ),
        (
            ("SA SK", "--hand", hand("SA SK"), "--trump", "H", "--level", "2", "--seen", "SA SA"),
            "more copies",
        ),
        (
            ("SA SK", "--hand", hand("SA SK"), "--trump", "H", "--level", "2", "--seen", "H3"),
            "0 cards played from each hand",
        ),
        (
            (
                "SA SK",
                "--hand",
                hand("SA SK", 24),
                "--trump",
                "H",
                "--level",
                "2",
                "--seen",
                "H3 H4 H5 H6 H7",
            ),
            "at most 4 cards are out of the hands",
        ),
        (
            ("SA SK", "--hand", hand("SA SK", 26), "--trump", "H", "--level", "2"),
            "--hand: 26 cards",
        ),
        (("SA SK", "--hand", hand("SA SK"), "--trump", "H"), "--level"),
        (("--record", str(DISPUTE), "--seat", "W"), "--trick"),
        (("--record", str(DISPUTE), "--trick", "2", "--seat", "X"), "--seat"),
        (
            ("--record", str(ROOT / "no_such_file.sj"), "--trick", "2", "--seat", "W"),
            "no_such_file.sj",
        ),
    ],
)
def test_throw_bad_input_exits_2(args: tuple[str, ...], needle: str) -> None:
    code, out, err = run("throw", *args)
    assert code == 2, (out, err)
    assert out == ""
    assert err.startswith("shengji:") and needle in err, err


# ---------------------------------------------------------------- trick

TRICK = ("--trump", "H", "--level", "2")


def test_trick_numbers_plays_from_1() -> None:
    # E's ♠K wins: play 2 (before: "#" 0..3 and "winner: play 1", while errors counted from 1)
    code, out, err = run("trick", *TRICK, "♠Q", "♠K", "♠5", "♠3")
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert [line.split()[0] for line in lines[2:6]] == ["1", "2", "3", "4"]
    assert lines[3].split() == ["2", "♠K", "beat"]
    assert lines[-1] == "winner: play 2 (♠K); points 15"
    code, out, _ = run("trick", *TRICK, "♠Q", "♠K", "♠5", "♠3", "--lang", "zh")
    assert out.splitlines()[-1] == "大牌：序号 2（♠K）；得分 15"
    # the errors count the same way
    code, _, err = run("trick", *TRICK, "♠Q", "♠K", "♠5 ♠5", "♠3")
    assert code == 2 and "play 3 has 2 cards; the lead has 1" in err


@pytest.mark.parametrize(
    "plays",
    [
        ("N ♠Q", "E ♠K", "S ♠5", "W ♠3"),
        ("1. N ♠Q | E ♠K | S ♠5 | W ♠3",),
        ("N ♠Q | E ♠K | S ♠5 | W ♠3",),
        ("7. N ♠Q | E ♠K | S ♠5 | W ♠3   # a record's line, comment and all",),
    ],
)
def test_trick_takes_seats_and_a_records_trick_line(plays: tuple[str, ...]) -> None:
    code, out, err = run("trick", *TRICK, *plays)
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0].split() == ["#", "seat", "play", "standing"]
    assert [line.split()[:2] for line in lines[2:6]] == [
        ["1", "N"],
        ["2", "E"],
        ["3", "S"],
        ["4", "W"],
    ]
    assert lines[-1] == "winner: play 2, E (♠K); points 15"
    doc = run_json("trick", *TRICK, *plays)
    assert doc["seats"] == ["N", "E", "S", "W"] and doc["winner_seat"] == "E"
    bare = run_json("trick", *TRICK, "♠Q", "♠K", "♠5", "♠3")
    assert "seats" not in bare
    assert {k: v for k, v in doc.items() if k not in ("seats", "winner_seat")} == bare
    code, out, _ = run("trick", *TRICK, *plays, "--lang", "zh")
    assert out.splitlines()[0].split() == ["序号", "座位", "出牌", "判定"]
    assert out.splitlines()[-1] == "大牌：序号 2，E（♠K）；得分 15"


def test_trick_line_with_a_failed_throw_judges_the_cards_played() -> None:
    doc = run_json("trick", *TRICK, "N ♠A ♠Q -> ♠Q | E ♠K | S ♠5 | W ♠3")
    assert doc["plays"] == [["SQ"], ["SK"], ["S5"], ["S3"]] and doc["winner_seat"] == "E"


@pytest.mark.parametrize(
    ("plays", "needle"),
    [
        (("♠Q",), "PLAYS: four plays (CARDS or SEAT CARDS each) or one trick line, not 1"),
        (("♠Q", "♠K"), "not 2"),
        (("N ♠Q", "E ♠K", "S ♠5", "N ♠3"), "play 4: N has already played in this trick"),
        (("N ♠Q | E ♠K | S ♠5 | W ♠X",), "PLAYS: unknown card '♠X'"),
        (("N ♠Q | E ♠K | S ♠5",), "PLAYS:"),
        (("1. N ♠Q | E ♠K | S ♠5 | W ♠3\n2. N ♠Q | E ♠K | S ♠5 | W ♠3",), "found 2 tricks"),
        (("N ♠Q", "♠K", "♠5", "♠3"), "PLAYS:"),  # seats for some plays only
    ],
)
def test_trick_bad_plays_exit_2(plays: tuple[str, ...], needle: str) -> None:
    code, out, err = run("trick", *TRICK, *plays)
    assert code == 2 and out == "" and needle in err, err


def test_trick_line_errors_point_at_the_column_given() -> None:
    _, _, err = run("trick", *TRICK, "N ♠Q | E ♠K | S ♠5 | W ♠X")
    first, shown, caret = err.splitlines()
    assert first.endswith("at column 25") and shown == "  N ♠Q | E ♠K | S ♠5 | W ♠X"
    assert caret.index("^") == shown.index("X")
    _, _, err = run("trick", *TRICK, "1. N ♠Q | E ♠K | S ♠5 | W ♠X")
    assert err.splitlines()[0].endswith("at column 28")


# ---------------------------------------------------------------- follow

FOLLOW_KEYS = {"legal", "reason", "obligations", "legal_count", "examples"}


def follow(lead: str, held: str, play: str | None = None, code: int = 0, **opts: str) -> Any:
    args = [
        "follow",
        "--lead",
        lead,
        "--hand",
        held,
        "--trump",
        opts.get("trump", "H"),
        "--level",
        opts.get("level", "2"),
    ]
    if play is not None:
        args += ["--play", play]
    if "variant" in opts:
        args += ["--variant", opts["variant"]]
    doc = run_json(*args, code=code)
    assert FOLLOW_KEYS <= set(doc)
    return doc


def test_follow_tractor_lead_seed000() -> None:
    # seed 000 第七条: 有连对必须跟连对 … 无连对时跟两个对子，无两个对子时跟一个对子加两个单张
    doc = follow("♠QQJJ", "S9 S9 S8 S8 S3 C4 C5")
    assert doc["legal"] is None and doc["reason"] == ""
    assert "include a tractor of 2" in doc["obligations"]
    assert doc["legal_count"] == 1 and doc["examples"] == [["S8", "S8", "S9", "S9"]]
    bad = follow("♠QQJJ", "S9 S9 S8 S8 S3 C4 C5", play="S9 S9 S8 S3", code=1)
    assert bad["legal"] is False and "tractor" in bad["reason"]
    assert follow("♠QQJJ", "S9 S9 S8 S8 S3 C4 C5", play="S8 S8 S9 S9")["legal"] is True
    # two pairs that are not a tractor: both pairs
    doc = follow("♠QQJJ", "S9 S9 S7 S7 S3 C4")
    assert not any("include a tractor" in o for o in doc["obligations"]) and doc["legal_count"] == 1
    assert doc["examples"] == [["S7", "S7", "S9", "S9"]]
    bad = follow("♠QQJJ", "S9 S9 S7 S7 S3 C4", play="S9 S9 S7 S3", code=1)
    assert "pair" in bad["reason"]
    # one pair: the pair and two singles, any two
    doc = follow("♠QQJJ", "S9 S9 S7 S5 S3 C4")
    assert doc["legal_count"] == 3 and all(e.count("S9") == 2 for e in doc["examples"])
    # short of the suit: all of it, then anything
    doc = follow("♠QQJJ", "S9 S7 S3 C4 C5")
    assert doc["legal_count"] == 2 and all({"S9", "S7", "S3"} <= set(e) for e in doc["examples"])


def test_follow_throw_lead_seed004() -> None:
    # seed 004 throws AKK and AQQJJ: followed unit by unit (分别跟牌)
    doc = follow("SA SK SK", "S9 S9 S7 S3 C4")
    assert doc["legal_count"] == 2 and doc["examples"] == [["S3", "S9", "S9"], ["S7", "S9", "S9"]]
    bad = follow("SA SK SK", "S9 S9 S7 S3 C4", play="S9 S7 S3", code=1)
    assert bad["legal"] is False and "pair" in bad["reason"]
    # a tractor inside a throw obliges a tractor (docs/rules.md §4 interpretation)
    doc = follow("SA SQ SQ SJ SJ", "S9 S9 S8 S8 S5 S3 C4")
    assert "include a tractor of 2" in doc["obligations"]
    assert doc["legal_count"] == 2
    assert follow("SA SQ SQ SJ SJ", "S9 S9 S8 S8 S5 S3 C4", play="S9 S9 S8 S8 S3")["legal"] is True
    bad = follow("SA SQ SQ SJ SJ", "S9 S9 S8 S8 S5 S3 C4", play="S9 S9 S8 S5 S3", code=1)
    assert "tractor" in bad["reason"]
    bad = follow("SA SQ SQ SJ SJ", "S9 S9 S8 S8 S5 S3 C4", play="S9 S9 S5 S3 C4", code=1)
    assert "played 4" in bad["reason"]


def test_follow_trump_lead_and_wrong_sizes() -> None:
    # 吊主: a joker pair led; ♥3 ♥3 and the level card ♠2 are the trumps; the pair is owed
    doc = follow("BJ BJ", "H3 H3 S2 C4 C5")
    assert doc["obligations"][0] == "play 2 trumps" and doc["examples"] == [["H3", "H3"]]
    bad = follow("BJ BJ", "H3 H3 S2 C4 C5", play="H3 S2", code=1)
    assert "pair" in bad["reason"]
    bad = follow("SQ SQ", "S9 S9 S3", play="S9 S9 S3", code=1)
    assert "3 cards" in bad["reason"]
    bad = follow("SQ SQ", "S9 S9 S3", play="SA SA", code=1)
    assert "does not" in bad["reason"]


def test_follow_from_a_record() -> None:
    # examples/illegal_follow.sj: W leads ♥AA, S (six single hearts) plays ♥3 ♣4
    path = str(ROOT / "examples" / "illegal_follow.sj")
    doc = run_json("follow", "--record", path, "--trick", "1", "--seat", "S", code=1)
    assert doc["legal"] is False and "had to play 2" in doc["reason"]
    assert doc["legal_count"] == 15  # any two of ♥Q J 9 6 3 2
    assert run_json("follow", "--record", path, "--trick", "1", "--seat", "E")["legal"] is True
    assert run("follow", "--record", path, "--trick", "1", "--seat", "W")[0] == 2  # W led


def test_follow_legal_count_is_not_truncated_silently() -> None:
    # an 8-card ♦ throw to a hand with three ♦: all three and any five of the other 22 cards
    held = "D3 D4 D5 C3 C4 C5 C6 C7 C8 C9 C10 CJ CQ CK CA S3 S4 S5 S6 S7 S8 S9 S10 SJ SQ"
    doc = follow("DA DK DQ DJ D10 D9 D8 D7", held)
    assert doc["legal_count"] == math.comb(22, 5)


def test_follow_bad_input_exits_2() -> None:
    for args in (
        ("--lead", "SQ SX", "--hand", "S9 S9"),
        ("--lead", "SQ CQ", "--hand", "S9 S9"),
        ("--lead", "SQ SQ SJ", "--hand", "S9 S9"),
    ):
        code, out, err = run("follow", *args, "--trump", "H", "--level", "2")
        assert code == 2 and out == "" and err.startswith("shengji:"), (args, err)


# ---------------------------------------------------------------- score

SCORE_KEYS = {"bottom", "defenders_points", "result"}

# docs/rules.md §8: (points, side, levels) per preset
LEVEL_TABLE = {
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
    ],
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
        (120, "defenders", 2),
        (140, "defenders", 3),
    ],
    "bjtu": [
        (0, "dealer", 3),
        (35, "dealer", 2),
        (40, "dealer", 1),
        (80, "defenders", 0),
        (120, "defenders", 1),
        (200, "defenders", 3),
        (240, "defenders", 3),
        (300, "defenders", 3),
    ],
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
    ],
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
        (280, "defenders", 5),
        (320, "defenders", 6),
        (400, "defenders", 6),
    ],
}


@pytest.mark.parametrize(
    ("preset", "points", "side", "levels"),
    [(p, *row) for p, rows in LEVEL_TABLE.items() for row in rows],
)
def test_score_level_tables(preset: str, points: int, side: str, levels: int) -> None:
    doc = run_json("score", "--points", str(points), "--variant", preset)
    assert SCORE_KEYS <= set(doc)
    assert doc["defenders_points"] == points
    assert (doc["result"]["side"], doc["result"]["levels"]) == (side, levels)
    assert doc["bottom"] == {"points": 0, "multiplier": 1, "awarded": 0}
    assert doc["variant"] == preset


# docs/rules.md §7: single, pair, tractor of 2 and 3, throws (A K; A A K; A A K K Q; AAKKQQ 99) at
# NT level 2
LASTS = [
    "single",
    "pair",
    "tractor:2",
    "tractor:3",
    "SA SK",
    "SA SA SK",
    "SA SA SK SK SQ",
    "SA SA SK SK SQ SQ S9 S9",
]
MULTIPLIERS = {
    "national": [2, 4, 6, 8, 3, 4, 6, 8],  # throw: the larger of 3 and its largest unit
    "shenzhen": [2, 4, 8, 12, 2, 4, 8, 12],
    "bjtu": [2, 4, 8, 16, 2, 4, 8, 16],
    "club10": [2, 4, 8, 16, 2, 4, 8, 16],
    "online": [2, 4, 8, 12, 2, 4, 8, 12],
    "shanghai": [2, 4, 8, 12, 4, 6, 10, 16],  # §12: × 2 × the cards of the last play
}


@pytest.mark.parametrize("preset", PRESETS)
def test_score_bottom_multipliers(preset: str) -> None:
    for last, mult in zip(LASTS, MULTIPLIERS[preset], strict=True):
        doc = run_json(
            "score",
            "--points",
            "40",
            "--bottom",
            "♣K ♠10 ♠5 ♥3 ♥4 ♥4 ♦6 ♦7",
            "--last",
            last,
            "--variant",
            preset,
            "--trump",
            "NT",
            "--level",
            "2",
        )
        assert doc["bottom"] == {"points": 25, "multiplier": mult, "awarded": 25 * mult}, last
        assert doc["defenders_points"] == 40 + 25 * mult


BOTTOM_25 = "SK S10 S5 H3 H4 H6 D7 D8"
"""A whole bottom (8 cards) of 25 points."""


def test_score_bottom_not_awarded_when_the_dealer_side_wins_the_last_trick() -> None:
    doc = run_json(
        "score",
        "--points",
        "75",
        "--bottom",
        BOTTOM_25,
        "--last",
        "pair",
        "--last-won-by",
        "dealer",
    )
    assert doc["bottom"] == {"points": 25, "multiplier": 4, "awarded": 0}
    assert doc["defenders_points"] == 75 and doc["result"]["side"] == "dealer"
    doc = run_json("score", "--points", "75", "--bottom", BOTTOM_25, "--last", "pair")
    assert doc["defenders_points"] == 175
    assert (doc["result"]["side"], doc["result"]["levels"]) == ("defenders", 2)


def levels_result(points: int, levels: str, preset: str, *extra: str) -> dict[str, Any]:
    doc = run_json(
        "score", "--points", str(points), "--levels", levels, "--variant", preset, *extra
    )
    r: dict[str, Any] = doc["result"]
    assert {"side", "levels", "dealer_level", "defenders_level"} <= set(r)
    return r


def test_score_shenzhen_140_example() -> None:
    # 第十四条: 庄家打6，台下方打10，台下方得140分 → J 必打, 少升的两级从庄家扣除 → 庄家打4
    r = levels_result(140, "6:10", "shenzhen")
    assert (r["side"], r["defenders_level"], r["dealer_level"]) == ("defenders", "J", "4")
    code, out, _ = run("score", "--points", "140", "--levels", "6:10", "--variant", "shenzhen")
    assert code == 0 and "dealer side 6 → 4, defenders 10 → J" in out
    # 扣到2为止: a dealer side on 3 only drops to 2
    r = levels_result(140, "3:10", "shenzhen")
    assert (r["defenders_level"], r["dealer_level"]) == ("J", "2")
    # 反之亦然: the dealer side jumping J costs the defenders
    r = levels_result(0, "9:6", "shenzhen")  # +5 from 9 would pass J: stop on J, 3 deducted
    assert (r["side"], r["dealer_level"], r["defenders_level"]) == ("dealer", "J", "3")


def test_score_national_stops_on_must_play_levels() -> None:
    r = levels_result(0, "9:5", "national")  # +3 from 9 would pass J
    assert (r["dealer_level"], r["defenders_level"]) == ("J", "5")
    r = levels_result(0, "J:5", "national")  # the dealer side has played J: it passes freely
    assert r["dealer_level"] == "A"
    r = levels_result(200, "5:10", "national")  # defenders +3 from 10 stop on J; nothing deducted
    assert (r["side"], r["defenders_level"], r["dealer_level"]) == ("defenders", "J", "5")
    r = levels_result(0, "Q:5", "national")  # +3 from Q would pass A
    assert r["dealer_level"] == "A" and r.get("winner") is None
    r = levels_result(0, "A:5", "national")  # past A: the match is won
    assert r.get("winner") == "dealer"


def test_score_online_wraps_past_a() -> None:
    r = levels_result(0, "K:5", "online")  # K → A → 2 → 3
    assert r["dealer_level"] == "3" and r.get("wrapped") is True and r.get("winner") is None
    r = levels_result(120, "5:A", "online")  # defenders +1 from A → 2
    assert r["defenders_level"] == "2" and r.get("wrapped") is True
    r = levels_result(0, "10:5", "online")  # no must-play levels
    assert r["dealer_level"] == "K"


def test_score_club10_ends_past_10() -> None:
    r = levels_result(50, "10:5", "club10")
    assert r.get("winner") == "dealer"
    r = levels_result(0, "9:5", "club10")  # +4 from 9 stops on 10, which must be played
    assert r["dealer_level"] == "10" and r.get("winner") is None
    r = levels_result(0, "8:5", "club10")
    assert r["dealer_level"] == "10"


def test_score_shenzhen_j_a_bottom_rule() -> None:
    # dealer on J dug with a J: restarts from 2 whatever the points, the dealer's partner deals
    r = levels_result(100, "J:5", "shenzhen", "--dug-with-level")
    assert (r["dealer_level"], r["defenders_level"], r["side"]) == ("2", "5", "dealer")
    assert r["next_dealer"] == "dealer's partner"
    r = levels_result(30, "A:5", "shenzhen", "--dug-with-level")  # from A: back to J
    assert (r["dealer_level"], r["defenders_level"]) == ("J", "5")
    # not on J or A, or not shenzhen, or not dug: the points decide
    r = levels_result(100, "10:5", "shenzhen", "--dug-with-level")
    assert (r["side"], r["defenders_level"], r["dealer_level"]) == ("defenders", "6", "10")
    r = levels_result(100, "J:5", "national", "--dug-with-level")
    assert (r["side"], r["dealer_level"]) == ("defenders", "J")
    r = levels_result(100, "J:5", "shenzhen")
    assert (r["side"], r["dealer_level"], r["defenders_level"]) == ("defenders", "J", "6")


def test_score_lang_zh() -> None:
    code, out, _ = run(
        "score", "--points", "140", "--levels", "6:10", "--variant", "shenzhen", "--lang", "zh"
    )
    assert code == 0 and "闲家得分：140" in out and "结果：闲家 +3（shenzhen 1.0）" in out
    assert "级：庄家方 6 → 4，闲家 10 → J" in out and "下一庄家：庄家的下家" in out


@pytest.mark.parametrize(
    "args",
    [
        ("--points", "x"),
        ("--points", "10", "--levels", "6-10"),
        ("--points", "10", "--levels", "6:1"),
        ("--points", "10", "--bottom", "SK SX"),
        ("--points", "10", "--bottom", "SK", "--last", "tractor:1"),
        ("--points", "10", "--bottom", "SK", "--last", "SA CA"),
        ("--points", "10", "--variant", "nosuch"),
    ],
)
def test_score_bad_input_exits_2(args: tuple[str, ...]) -> None:
    code, out, err = run("score", *args)
    assert code == 2 and out == ""
    assert err.strip(), args


@pytest.mark.parametrize(
    ("given", "named"),
    [((), "--trump and --level"), (("--trump", "S"), "--level"), (("--level", "4"), "--trump")],
)
def test_score_last_cards_need_the_trump_and_the_level(given: tuple[str, ...], named: str) -> None:
    # Before: read silently in no-trump at level 2 (x4, where ♠ trump at level 4 gives x6).
    for bottom in ((), ("--bottom", "♣K ♠10 C3 C4 C6 C7 D3 D4")):
        code, out, err = run("score", "--points", "40", *bottom, "--last", "♠3 ♠3 ♠5 ♠5", *given)
        assert code == 2 and out == ""
        assert (
            err
            == f"shengji: --last CARDS needs {named}: the cards' multiplier depends on the trump "
            f"and the level\n"
        )
    code, _, err = run("score", "--points", "40", "--last", "♠3 ♠3 ♠5 ♠5", *given, "--lang", "zh")
    assert code == 2 and f"--last 给出牌时还需要 {named.replace(' and ', ' 和 ')}" in err


def test_score_last_cards_take_the_trump_and_the_level_given() -> None:
    bottom = ("--bottom", "♣K ♠10 C3 C4 C6 C7 D3 D4")  # 20 points
    tractor = run_json(
        "score", "--points", "40", *bottom, "--last", "♠3 ♠3 ♠5 ♠5", "--trump", "S", "--level", "4"
    )
    assert tractor["bottom"] == {
        "points": 20,
        "multiplier": 6,
        "awarded": 120,
    }  # 33 55 around the level 4
    pairs = run_json(
        "score", "--points", "40", *bottom, "--last", "♠3 ♠3 ♠5 ♠5", "--trump", "NT", "--level", "2"
    )
    assert pairs["bottom"]["multiplier"] == 4
    # the kinds of lead need neither
    assert (
        run_json("score", "--points", "40", *bottom, "--last", "pair")["bottom"]["multiplier"] == 4
    )


@pytest.mark.parametrize(
    ("preset", "bottom", "n", "size"),
    [
        ("national", "♠3 ♠3 ♠5 ♠5", 4, 8),
        ("national", "♠K ♠10 C3 C4 C6 C7 D3", 7, 8),
        ("shenzhen", "SK", 1, 8),
    ],
)
def test_score_bottom_must_be_the_whole_bottom(preset: str, bottom: str, n: int, size: int) -> None:
    code, out, err = run("score", "--points", "40", "--bottom", bottom, "--variant", preset)
    assert code == 2 and out == ""
    assert (
        err
        == f"shengji: --bottom: {n} {'card' if n == 1 else 'cards'}, but the {preset} bottom has "
        f"{size}: "
        "give all of them\n"
    )
    code, _, err = run(
        "score", "--points", "40", "--bottom", bottom, "--variant", preset, "--lang", "zh"
    )
    assert code == 2 and f"--bottom：{n} 张牌，但 {preset} 的底牌有 {size} 张：请全部给出" in err


def test_score_help_shows_every_default() -> None:
    for lang, default in (("en", "default: "), ("zh", "默认：")):
        code, out, _ = run("score", "--help", "--lang", lang)
        assert code == 0
        rows: dict[str, str] = {}  # each option's text, its wrapped lines joined
        for line in out.splitlines():
            if line.startswith("  -"):
                name = line.split()[0]
                rows[name] = line
            elif line.startswith("    ") and rows:
                rows[name] += " " + line.strip()
        rows = {k: "".join(v.split()) for k, v in rows.items()}  # (however the help wraps)
        for name, value in (
            ("--last", "single"),
            ("--last-won-by", "defenders"),
            ("--variant", "national"),
            ("--format", "text"),
        ):
            assert f"{default}{value}".replace(" ", "") in rows[name], rows[name]
        # the options without a default say what leaving them out means
        words = {"en": ("(nodefault)", "Default:none"), "zh": ("无默认值", "默认：不给")}[lang]
        assert (
            words[0] in rows["--trump"]
            and words[0] in rows["--level"]
            and words[1] in rows["--bottom"]
        )


# ---------------------------------------------------------------- core.queries, directly


@pytest.mark.parametrize("copies", [[2, 1], [2, 2, 2], [1, 1, 1, 1], [2, 1, 2, 1, 2]])
def test_sub_multisets_are_distinct_and_counted(copies: list[int]) -> None:
    kinds = list(zip(range(len(copies)), copies, strict=True))
    for size in range(sum(copies) + 2):
        subs = list(queries.sub_multisets(kinds, size))
        assert len(subs) == len(set(subs)) == queries.count_sub_multisets(copies, size)
        assert all(Counter(s) <= Counter(dict(kinds)) for s in subs)


def test_legal_plays_says_when_it_stopped_counting(monkeypatch: pytest.MonkeyPatch) -> None:
    v = load_variant("national")
    rules = Rules(v, context_for(2, "H", v))
    lead, held = parse_cards("SA SA SK SK"), parse_cards("S3 S4 S5 S6 S7 S8 S9 S10")
    full = queries.legal_plays(lead, held, rules)
    assert full.exact and full.count == math.comb(8, 4) and len(full.examples) == queries.EXAMPLES
    monkeypatch.setattr(queries, "ENUM_LIMIT", 10)
    cut = queries.legal_plays(lead, held, rules)
    assert not cut.exact and cut.count == 10


def test_judge_play_names_the_fault() -> None:
    v = load_variant("national")
    rules = Rules(v, context_for(2, "H", v))
    lead, held = parse_cards("SA SA"), parse_cards("S7 S7 S9 C3")
    judge = queries.judge_play
    assert judge(lead, held, parse_cards("S7 S7"), rules).legal
    assert judge(lead, held, parse_cards("S7"), rules).fault is queries.PlayFault.SIZE
    assert judge(lead, held, parse_cards("S9 S9"), rules).fault is queries.PlayFault.NOT_HELD
    ruled = judge(lead, held, parse_cards("S7 S9"), rules)
    assert ruled.fault is queries.PlayFault.RULES and not ruled.legal
    assert ruled.verdict is not None and ruled.verdict.why.id == "hand.follow.pairs"


def test_score_hand_awards_the_bottom_to_the_defenders_only() -> None:
    v = load_variant("national")
    bottom = parse_cards("SK S10 S5")
    won = queries.score_hand(60, bottom, 4, Side.DEFENDERS, v)
    assert (won.bottom_points, won.awarded, won.defenders_points) == (25, 100, 160)
    assert won.change == LevelChange(Side.DEFENDERS, 2) and won.next_dealer is queries.Relative.NEXT
    kept = queries.score_hand(60, bottom, 4, Side.DEALER, v)
    assert (kept.awarded, kept.defenders_points, kept.next_dealer) == (
        0,
        60,
        queries.Relative.PARTNER,
    )
    multiplier = queries.last_multiplier
    assert multiplier(queries.LastLead("pair"), None, v) == 4
    assert (
        multiplier(queries.LastLead(cards=parse_cards("SA SA SK SK")), context_for(2, "NT", v), v)
        == 6
    )
    with pytest.raises(ValueError):
        multiplier(queries.LastLead(cards=parse_cards("SA")), None, v)


def test_throw_point_from_the_dispute_record() -> None:
    record = parse_text(read_text(str(DISPUTE)), str(DISPUTE))[0]
    assert not isinstance(record, ParseError)
    at = queries.throw_point(record, "W", 2)
    assert Counter(at.seen) == Counter(c for p in record.tricks[0].plays for c in p.cards)
    assert not at.is_dealer and cards_str(at.lead) == cards_str(parse_cards("S9 S8 S8 S4 S4"))
    dealer = queries.throw_point(record, "N", 2)
    assert (
        dealer.is_dealer and dealer.lead == () and len(dealer.seen) == 4 + 8
    )  # trick 1 and the buried
