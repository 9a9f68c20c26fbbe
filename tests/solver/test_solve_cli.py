"""``shengji solve`` and ``check --analyze`` through the command line (click's CliRunner)."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from clirun import run
from zh import english_words

from shengji_cli.core.replay import replay
from shengji_cli.core.variants import load_variant
from shengji_cli.notation import load, loads
from shengji_cli.solver import solve

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "solve"
LATE = str(EXAMPLES / "late_errors.sj")
NATIONAL = load_variant("national")


def test_the_text_names_the_plays_that_lost_points() -> None:
    code, out, err = run("solve", LATE, "--from-trick", "20")
    assert code == 0 and err == ""
    s = solve(load(LATE)[0], NATIONAL, from_trick=20)
    lines = out.splitlines()
    assert lines[0] == f"{LATE} hand 1 — variant national 1.0 — from trick 20, every hand open"
    assert (
        lines[1] == f"value with best play: {s.value} defenders' points (defenders +0)"
        and s.value == 95
    )
    assert lines[2] == "as played: 115 defenders' points (defenders +0)"
    assert "a best line:" in lines
    assert "  - trick 21, E ♥10: 10 points (best: ♥A)" in lines
    assert "  - trick 21, W ♠10: 10 points (best: ♠7)" in lines
    assert sum(line.startswith("  - trick 21, ") for line in lines) == 2
    assert "total cost: dealer side 20, defenders 0" in lines
    assert "bottom: not dug (the dealer side won the last trick)" in lines


def test_the_line_is_printed_as_a_record_writes_tricks() -> None:
    _, out, _ = run("solve", LATE, "--from-trick", "20")
    lines = out.splitlines()
    start = lines.index("a best line:") + 1
    end = next(i for i, line in enumerate(lines) if i > start and not line.startswith("  "))
    tricks = [line.strip() for line in lines[start:end]]
    assert [t.split(".")[0] for t in tricks] == [str(n) for n in range(20, 20 + len(tricks))]
    # The printed line is a record's trick lines: played from trick 20, the checker reaches the
    # value.
    text = Path(LATE).read_text("utf-8")
    head = text.split("\n20. ")[0]
    record = loads(head + "\n" + "\n".join(tricks) + "\n")[0]
    report = replay(record, NATIONAL)
    assert report.violations == () and report.complete
    assert f"value with best play: {report.defenders_points} defenders' points" in out


def test_chinese() -> None:
    code, out, _ = run("solve", LATE, "--from-trick", "20", "--lang", "zh")
    assert code == 0 and "双方最佳出牌：闲家得分" in out and "代价合计：庄家方 20，闲家 0" in out
    assert english_words(out, names={"national"}) == []


def test_json() -> None:
    code, out, _ = run("solve", LATE, "--from-trick", "20", "--format", "json")
    doc = json.loads(out)
    assert (
        code == 0
        and doc["solved"]
        and doc["from_trick"] == 20
        and doc["recorded"]["defenders_points"] == 115
    )
    assert doc["totals"] == {"dealer": 20, "defenders": 0}
    assert [(c["trick"], c["seat"], c["cost"]) for c in doc["costs"] if c["cost"]] == [
        (21, "E", 10),
        (21, "W", 10),
    ]
    assert all(c["cost"] >= 0 for c in doc["costs"])
    assert doc["bottom_dig"]["answer"] == "not-dug"
    assert all(card.isascii() for play in doc["line"] for card in play["cards"])


def test_the_bottom_dig_line() -> None:
    _, out, _ = run("solve", str(EXAMPLES / "dig_avoidable.sj"), "--from-trick", "14")
    assert (
        "bottom: dug, avoidably — after E's play at trick 15 no dealer side line could stop the "
        "defenders "
        "winning the last trick"
    ) in out.splitlines()
    _, out, _ = run("solve", str(EXAMPLES / "dig_unavoidable.sj"), "--from-trick", "17")
    assert any(
        line.startswith("bottom: dug, unavoidable from trick 17") for line in out.splitlines()
    )


def test_the_default_is_the_last_six_tricks() -> None:
    code, out, _ = run("solve", LATE, "--format", "json", "--budget", "300000")
    assert json.loads(out)["from_trick"] == len(load(LATE)[0].tricks) - 5 and code in (0, 3)


def test_a_turns_choices() -> None:
    code, out, _ = run("solve", LATE, "--trick", "21", "--seat", "E")
    assert code == 0
    lines = out.splitlines()
    assert lines[1].startswith("trick 21, E (dealer side) to play: value ")
    assert sum("<- played" in line for line in lines) == 1
    played = next(line for line in lines if "<- played" in line)
    assert played.split()[-3] == "10"  # what the record's play loses
    code, out, _ = run("solve", LATE, "--trick", "21", "--seat", "E", "--format", "json")
    doc = json.loads(out)
    assert (
        code == 0
        and doc["side"] == "dealer"
        and doc["value"] == min(p["value"] for p in doc["plays"])
    )
    assert doc["plays"][0]["loses"] == 0 and all(p["loses"] >= 0 for p in doc["plays"])


def test_not_solved_within_the_budget_exits_3() -> None:
    code, out, _ = run("solve", LATE, "--from-trick", "15", "--budget", "50")
    assert code == 3
    assert (
        "not solved within 50 steps per search (a step: a node searched or a play tried): "
        "no value is given (--budget raises it)"
    ) in out.splitlines()
    code, out, _ = run("solve", LATE, "--from-trick", "15", "--budget", "50", "--format", "json")
    doc = json.loads(out)
    assert code == 3 and doc["solved"] is False and doc["value"] is None and doc["line"] == []


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_record_without_its_hands_exits_2_naming_the_file(lang: str) -> None:
    path = str(EXAMPLES / "no_hands.sj")
    code, out, err = run("solve", path, "--lang", lang)
    assert code == 2 and out == "" and err.startswith(f"shengji: {path}")
    if lang == "zh":
        assert english_words(err, names={"N", "W", "S", "E"}) == []


@pytest.mark.parametrize(
    "args",
    [
        ("--trick", "21"),
        ("--seat", "E"),
        ("--trick", "21", "--seat", "E", "--from-trick", "20"),
        ("--hand", "2"),
        ("--budget", "0"),
        ("--trick", "21", "--seat", "X"),
        ("--from-trick", "40"),
        ("--trick", "0", "--seat", "E"),
        ("--format", "xml"),
        ("--variant", "nosuch"),
    ],
)
def test_bad_options_exit_2(args: tuple[str, ...]) -> None:
    code, out, err = run("solve", LATE, *args)
    assert code == 2 and out == "" and err


def test_a_missing_file_exits_2() -> None:
    code, _, err = run("solve", str(EXAMPLES / "nonesuch.sj"))
    assert code == 2 and "nonesuch.sj" in err


def test_check_analyze_adds_a_line_and_an_object() -> None:
    code, out, _ = run("check", LATE, "--analyze", "--analyze-tricks", "3")
    assert code == 0
    assert "analysis from trick 20: " in out and "total cost dealer side 20, defenders 0" in out
    assert "; blunders 0, mistakes 0, inaccuracies 2" in out
    code, out, _ = run(
        "check",
        LATE,
        str(EXAMPLES / "no_hands.sj"),
        "--analyze",
        "--analyze-tricks",
        "3",
        "--format",
        "json",
    )
    records = json.loads(out)["records"]
    assert records[0]["analysis"] == {
        "solved": True,
        "from_trick": 20,
        "value": records[0]["analysis"]["value"],
        "costs": {"dealer": 20, "defenders": 0},
        "nodes": records[0]["analysis"]["nodes"],
        "budget": 20_000_000,
        "reason": None,
        "faults": [],
        "grades": {  # the review's grades (issue #30): two plays of the dealer's side cost 10
            "dealer": {"blunder": 0, "mistake": 0, "inaccuracy": 2, "best": 4},
            "defenders": {"blunder": 0, "mistake": 0, "inaccuracy": 0, "best": 6},
        },
    }
    assert records[1]["analysis"]["solved"] is False and records[1]["analysis"]["reason"]
    assert "grades" not in records[1]["analysis"]
    _, out, _ = run(
        "check", LATE, "--analyze", "--analyze-tricks", "3", "--format", "jsonl", "--lang", "zh"
    )
    assert json.loads(out)["analysis"]["costs"] == {"dealer": 20, "defenders": 0}
    _, out, _ = run("check", LATE, "--analyze", "--analyze-tricks", "3", "--lang", "zh")
    assert "从第 20 圈起分析" in out


def test_check_analyze_not_solved() -> None:
    code, out, _ = run("check", LATE, "--analyze", "--budget", "10")
    assert code == 0 and "analysis from trick 17: not solved within 10 steps per search" in out


def test_without_analyze_nothing_changes() -> None:
    for fmt in ("text", "json", "jsonl", "csv"):
        _, plain, _ = run("check", LATE, "--format", fmt)
        _, analysed, _ = run("check", LATE, "--format", fmt, "--analyze", "--analyze-tricks", "2")
        assert "analysis" not in plain
        assert analysed != plain and "analysis" in analysed


def test_check_analyze_adds_csv_columns_after_the_others() -> None:
    _, plain, _ = run("check", LATE, str(EXAMPLES / "no_hands.sj"), "--format", "csv")
    code, out, _ = run(
        "check",
        LATE,
        str(EXAMPLES / "no_hands.sj"),
        "--format",
        "csv",
        "--analyze",
        "--analyze-tricks",
        "3",
    )
    assert code == 0
    plain_rows, rows = list(csv.reader(io.StringIO(plain))), list(csv.reader(io.StringIO(out)))
    assert rows[0] == plain_rows[0] + [
        "analysis_solved",
        "analysis_from_trick",
        "analysis_value",
        "dealer_cost",
        "defenders_cost",
    ]
    assert [
        r[: len(plain_rows[0])] for r in rows
    ] == plain_rows  # the columns before keep their places
    late = dict(zip(rows[0], rows[1], strict=True))
    _, js, _ = run("check", LATE, "--format", "json", "--analyze", "--analyze-tricks", "3")
    a = json.loads(js)["records"][0]["analysis"]
    assert (
        late["analysis_solved"],
        late["analysis_from_trick"],
        late["analysis_value"],
        late["dealer_cost"],
        late["defenders_cost"],
    ) == ("true", "20", str(a["value"]), "20", "0")
    assert rows[2][len(plain_rows[0]) :] == [
        "",
        "",
        "",
        "",
        "",
    ]  # not analysed: its four hands are not known


@pytest.mark.parametrize("args", [("--budget", "10"), ("--analyze-tricks", "2")])
def test_check_analysis_options_need_analyze(args: tuple[str, ...]) -> None:
    code, _, err = run("check", LATE, *args)
    assert code == 2 and "--analyze" in err


def test_a_deliberate_mistake_shows_its_cost() -> None:
    # examples/solve/deliberate_error.sj: a clean generated hand with S's last two plays swapped.
    code, out, _ = run("solve", str(EXAMPLES / "deliberate_error.sj"), "--from-trick", "19")
    lines = out.splitlines()
    assert code == 0
    assert lines[1] == "value with best play: 140 defenders' points (defenders +1)"
    assert lines[2] == "as played: 170 defenders' points (defenders +2)"
    assert "  - trick 19, S ♠5: 20 points (best: ♥7)" in lines
    assert lines[-2] == (
        "bottom: dug, avoidably — after S's play at trick 19 no dealer side line could stop the "
        "defenders winning the last trick"
    )


@pytest.mark.parametrize(
    "args",
    [
        ("dig_avoidable.sj", "--from-trick", "14"),
        ("dig_unavoidable.sj", "--from-trick", "17"),
        ("late_errors.sj", "--trick", "21", "--seat", "E"),
        ("late_errors.sj", "--from-trick", "15", "--budget", "50"),
        ("late_errors.sj", "--trick", "17", "--seat", "S", "--budget", "20"),
    ],
)
def test_chinese_everywhere(args: tuple[str, ...]) -> None:
    code, out, err = run("solve", str(EXAMPLES / args[0]), *args[1:], "--lang", "zh")
    assert code in (0, 3) and err == ""
    assert english_words(out, names={"national"}) == [], out
    _, analysed, _ = run(
        "check", str(EXAMPLES / args[0]), "--analyze", "--analyze-tricks", "2", "--lang", "zh"
    )
    line = next(x for x in analysed.splitlines() if x.startswith("从第"))
    assert english_words(line) == []


def test_check_analyze_in_a_match_and_a_foreign_format(tmp_path: Path) -> None:
    code, out, _ = run(
        "check",
        str(ROOT / "examples" / "match_national.sj"),
        "--analyze",
        "--analyze-tricks",
        "2",
        "--format",
        "json",
    )
    records = json.loads(out)["records"]
    assert code == 0 and "match" in records[-1]
    assert all(r["analysis"]["solved"] for r in records if r["complete"])
    code, out, _ = run("convert", "--to", "json", LATE)
    (tmp_path / "late.jsonl").write_text(out, "utf-8")
    _, out, _ = run(
        "check",
        "--from",
        "json",
        str(tmp_path / "late.jsonl"),
        "--analyze",
        "--analyze-tricks",
        "2",
        "--format",
        "jsonl",
    )
    assert json.loads(out)["analysis"]["costs"] == {"dealer": 20, "defenders": 0}


def test_a_failing_throw_is_written_throw_then_forced() -> None:
    """national, trick 18 of failed_throw_gains.sj: E's best is the failing throw ♠8♠4 (forced
    ♠4)."""
    path = str(EXAMPLES / "failed_throw_gains.sj")
    code, out, _ = run("solve", path, "--from-trick", "18")
    assert code == 0 and "value with best play: 130 " in out and "  18. E ♠4 ♠8 -> ♠4 | N " in out
    assert "  - trick 18, E ♠4: 20 points (best: ♠4 ♠8 -> ♠4)" in out
    code, out, _ = run("solve", path, "--from-trick", "18", "--format", "json")
    doc = json.loads(out)
    assert doc["value"] == 130 and doc["line"][0] == {
        "trick": 18,
        "seat": "E",
        "cards": ["S4"],
        "attempted": ["S4", "S8"],
    }
    assert all("attempted" not in step for step in doc["line"][1:])
    assert doc["costs"][0]["best_forced"] == ["S4"] and all(
        "best_forced" not in c for c in doc["costs"][1:]
    )
    code, out, _ = run("solve", path, "--trick", "18", "--seat", "E")
    assert code == 0 and any(
        line.split()[:6] == ["E", "♠4", "♠8", "->", "♠4", "130"] for line in out.splitlines()
    )
    code, out, _ = run("solve", path, "--trick", "18", "--seat", "E", "--format", "json")
    plays = json.loads(out)["plays"]
    assert plays[0] == {"cards": ["S4", "S8"], "forced": ["S4"], "value": 130, "loses": 0}
    assert all("forced" not in p for p in plays[1:])
