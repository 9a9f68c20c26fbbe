"""Through the command line: each rule fix's example record under
``examples/rulings/a-*.sj`` raises the finding (or gives the result) it states, and ``score
--levels`` and ``check`` state one result for a J/A hand (the "Why" reproducer).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from clirun import run

from shengji_cli.core.cards import cards_str
from shengji_cli.notation import load

ROOT = Path(__file__).resolve().parents[2]
RULINGS = ROOT / "examples" / "rulings"
JA_EXAMPLE = ROOT / "examples" / "match_shenzhen_ja_rule.sj"


def check_json(path: Path) -> list[dict[str, Any]]:
    code, out, err = run("check", str(path), "--format", "json")
    assert code in (0, 1), err
    records: list[dict[str, Any]] = json.loads(out)["records"]
    return records


def score_json(*args: str) -> dict[str, Any]:
    code, out, err = run("score", *args, "--format", "json")
    assert code == 0, err
    data: dict[str, Any] = json.loads(out)
    return data


# ---------------------------------------------------------------- the examples

EXPECTED: dict[str, list[tuple[str, int | None, str | None]]] = {
    # 002 第十七条(四)1 按规定出所甩错的牌张或牌张组合中最小的牌: pairs only, singles only — the
    # smallest
    "a-shenzhen-pairs-throw.sj": [("wrong-forced-play", 1, "N")],
    "a-shenzhen-singles-throw.sj": [("wrong-forced-play", 1, "N")],
    # 当甩牌包含多种组合而甩牌者的同伴有大于所甩牌的…由甩错者的下家…任意指定一种出牌: the pair
    # stands
    "a-shenzhen-mixed-throw.sj": [],
    # 002 第五条 在第一副牌的抓牌过程中…超抢: E's ♠22 after the bury is too late
    "a-shenzhen-first-hand-overcall.sj": [("illegal-declaration", None, "E")],
    # 002 第十三条 每降低20分，庄家加升一级: −30 points, dealer side +6, as the record claims
    "a-shenzhen-below-zero.sj": [],
}


def test_every_a_example_has_an_expectation() -> None:
    assert sorted(p.name for p in RULINGS.glob("a-*.sj")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_the_example_raises_what_it_states(name: str) -> None:
    [record] = check_json(RULINGS / name)
    assert [(v["kind"], v.get("trick"), v.get("seat")) for v in record["violations"]] == EXPECTED[
        name
    ]
    # the file's own comment states it too
    assert "Expected:" in (RULINGS / name).read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "name,allowed,penalty",
    [("a-shenzhen-pairs-throw.sj", "♠9 ♠9", 20), ("a-shenzhen-singles-throw.sj", "♠9", 20)],
)
def test_the_smallest_unit_is_named(name: str, allowed: str, penalty: int) -> None:
    [record] = check_json(RULINGS / name)
    [v] = record["violations"]
    assert v["message_id"] == "hand.forced-play.allowed" and v["message"].endswith(allowed)
    assert [(p["seat"], p["points"]) for p in record["penalties"]] == [("N", penalty)]


def test_the_mixed_throw_withdraws_only_the_single() -> None:
    # 每甩错一牌张罚10分: ♠AA played, ♠Q withdrawn
    [record] = check_json(RULINGS / "a-shenzhen-mixed-throw.sj")
    assert [(p["seat"], p["points"]) for p in record["penalties"]] == [("N", 10)]
    assert record["tricks"][0]["plays"][0]["cards"] == ["SA", "SA"]


def test_the_late_overcall_changes_neither_trump_nor_dealer() -> None:
    [record] = check_json(RULINGS / "a-shenzhen-first-hand-overcall.sj")
    assert (record["dealer"], record["trump"]) == ("N", "H")


def test_below_zero_is_one_more_level_per_20() -> None:
    [record] = check_json(RULINGS / "a-shenzhen-below-zero.sj")
    assert record["status"] == "clean" and record["defenders_points"] == -30
    assert (record["result"]["side"], record["result"]["levels"]) == ("dealer", 6)
    got = score_json("--points", "-30", "--variant", "shenzhen")["result"]
    assert (got["side"], got["levels"]) == ("dealer", 6)
    got = score_json("--points", "-30", "--variant", "national")[
        "result"
    ]  # 000 第十二条 0 分 +3 is the last row
    assert (got["side"], got["levels"]) == ("dealer", 3)


# ---------------------------------------------------------------- score --levels = check


def test_score_levels_and_check_state_one_result_for_the_ja_hand() -> None:
    # the "Why" reproducer: on this hand check said "dealer side +0" and score --levels "defenders
    # +3".
    # 002 第十四条: 庄家打J、A时如果被台下方用J、A抠底，无论台下方得分多少，仍由原庄家对家重新从2或
    # J打起
    [record] = check_json(JA_EXAMPLE)
    [hand] = load(JA_EXAMPLE)
    assert hand.buried is not None
    last = hand.tricks[-1]
    tricks_points = record["defenders_points"] - record["bottom"]["awarded"]
    got = score_json(
        "--points",
        str(tricks_points),
        "--bottom",
        cards_str(hand.buried),
        "--last",
        cards_str(last.plays[0].cards),
        "--trump",
        "S",
        "--level",
        "J",
        "--levels",
        "J:5",
        "--dug-with-level",
        "--variant",
        "shenzhen",
    )
    assert got["defenders_points"] == record["defenders_points"]
    assert (got["result"]["side"], got["result"]["levels"]) == (
        record["result"]["side"],
        record["result"]["levels"],
    )
    assert (got["result"]["dealer_level"], got["result"]["defenders_level"]) == ("2", "5")
    assert (
        got["result"]["next_dealer"] == "dealer's partner"
        and record["result"]["next_dealer"] == "S"
    )


@pytest.mark.parametrize("points", [-30, 0, 30, 75, 110, 200])
def test_the_ja_restart_is_plus_zero_whatever_the_points(points: int) -> None:
    # 无论台下方得分多少: the points' change is replaced by the restart, in the text as in JSON
    got = score_json(
        "--points", str(points), "--levels", "J:5", "--dug-with-level", "--variant", "shenzhen"
    )
    assert (got["result"]["side"], got["result"]["levels"], got["result"]["dealer_level"]) == (
        "dealer",
        0,
        "2",
    )
    code, out, _ = run(
        "score",
        "--points",
        str(points),
        "--levels",
        "J:5",
        "--dug-with-level",
        "--variant",
        "shenzhen",
    )
    assert code == 0 and "result: dealer side +0 (shenzhen" in out and "restarts from 2" in out


def test_without_the_restart_the_result_is_the_points_change() -> None:
    # the dealer side on 6 (not J or A): --dug-with-level changes nothing; 20 points → +4 (R8.2)
    got = score_json(
        "--points", "20", "--levels", "6:5", "--dug-with-level", "--variant", "shenzhen"
    )
    assert (got["result"]["side"], got["result"]["levels"], got["result"]["dealer_level"]) == (
        "dealer",
        4,
        "10",
    )
