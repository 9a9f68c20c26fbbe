"""``shengji review`` through the command line: text in both languages, JSON against its schema,
CSV, the leaks summed from the rows, ``--jobs 2`` equal to ``--jobs 1``, and its errors."""

from __future__ import annotations

import csv
import io
import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from clirun import run
from jsonschema import Draft202012Validator
from zh import english_words

from shengji_cli.cli.schema import schema_text

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "solve"
LATE = str(EXAMPLES / "late_errors.sj")
SCHEMA = json.loads(schema_text("review"))
DOCUMENT = Draft202012Validator(SCHEMA)


def _hand_validator() -> Draft202012Validator:
    schema = {k: v for k, v in SCHEMA.items() if k != "oneOf"} | {"$ref": "#/$defs/hand"}
    return Draft202012Validator(schema)


@pytest.fixture(scope="module")
def season(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("season")
    for variant, seed in (("national", 3), ("shenzhen", 4)):
        code, _, err = run(
            "gen",
            "--count",
            "6",
            "--seed",
            str(seed),
            "--variant",
            variant,
            "-o",
            str(out / variant),
        )
        assert code == 0, err
    return out


def test_the_text_grades_each_play_from_the_horizon() -> None:
    code, out, err = run("review", LATE, "--last", "3")
    assert code == 0 and err == ""
    assert out.replace("\n  ", " ").startswith(
        f"{LATE} hand 1 — variant national 1.0 — reviewed from trick 20 of 22 (as asked)\n"
        "tricks 1 to 19: not analysed\n"
        "defenders' points with best play before each trick: 20: "
    )
    lines = out.splitlines()
    assert lines[1].startswith("  ") and lines[2] == "tricks 1 to 19: not analysed"
    assert "grade" in lines[4] and "single dummy" not in lines[4]
    assert any("inaccuracy" in line for line in lines)
    assert lines[-2].startswith("dealer side: ") and lines[-1].startswith("defenders: ")
    assert max(map(len, lines)) <= 100


def test_chinese() -> None:
    code, out, _ = run("review", LATE, "--last", "3", "--single-dummy", "4", "--lang", "zh")
    assert code == 0
    assert "从第 20 圈起复盘" in out and "欠佳" in out and "单明手" in out
    assert english_words(out) == []


def test_json_is_the_published_schema() -> None:
    code, out, _ = run(
        "review",
        *(str(p) for p in sorted(EXAMPLES.glob("*.sj"))),
        "--last",
        "2",
        "--format",
        "json",
        "--single-dummy",
        "3",
    )
    assert code == 0
    doc = json.loads(out)
    DOCUMENT.validate(doc)
    by_file = {Path(h["file"]).name: h for h in doc["reviews"]}
    assert not by_file["no_hands.sj"]["reviewed"] and by_file["no_hands.sj"]["reason"]
    late = by_file["late_errors.sj"]
    assert (
        late["reviewed"]
        and late["horizon"] == 21
        and late["graph"][-1]["value"] == late["as_played"]
    )
    assert any(p["single_dummy"] for p in late["plays"])


def test_jsonl_and_csv_rows(season: Path) -> None:
    code, out, _ = run("review", str(season), "--last", "2", "--format", "jsonl", "-j", "1")
    assert code == 0
    hands = [json.loads(line) for line in out.splitlines()]
    hand = _hand_validator()
    for h in hands:
        hand.validate(h)
    code, out, _ = run("review", str(season), "--last", "2", "--format", "csv", "-j", "1")
    rows = list(csv.DictReader(io.StringIO(out)))
    assert len(rows) == sum(len(h["plays"]) for h in hands) > 0
    assert Counter(r["grade"] for r in rows) == Counter(
        p["grade"] for h in hands for p in h["plays"]
    )


def _summed(hands: list[dict[str, Any]], seat: str) -> dict[str, int]:
    plays = [p for h in hands for p in h["plays"] if p["seat"] == seat]
    return {
        "points_lost": sum(p["cost"] or 0 for p in plays),
        "blunders": sum(p["grade"] == "blunder" for p in plays),
        "mistakes": sum(p["grade"] == "mistake" for p in plays),
        "inaccuracies": sum(p["grade"] == "inaccuracy" for p in plays),
        "decisions": sum(p["grade"] is not None and p["choices"] > 1 for p in plays),
        "failed_throws": sum(t["seat"] == seat for h in hands for t in h["failed_throws"]),
    }


def test_the_summary_is_the_rows_summed(season: Path) -> None:
    code, out, _ = run("review", str(season), "--last", "3", "--format", "jsonl", "-j", "1")
    hands = [json.loads(line) for line in out.splitlines()]
    code, out, _ = run("review", str(season), "--last", "3", "--summary", "--format", "json")
    assert code == 0
    leaks = json.loads(out)
    DOCUMENT.validate(leaks)
    assert leaks["hands"] == len(hands) == 12
    for seat in ("N", "E", "S", "W"):
        got = leaks["seats"][seat]
        assert {k: got[k] for k in _summed(hands, seat)} == _summed(hands, seat)
    both = leaks["sides"]
    total = sum(leaks["seats"][s]["points_lost"] for s in "NESW")
    assert both["dealer"]["points_lost"] + both["defenders"]["points_lost"] == total
    assert both["dealer"]["dealt"] == 12
    dug = sum(bool(h["bottom"] and h["bottom"]["dug"]) for h in hands)
    assert sum(leaks["multipliers"].values()) == dug == both["defenders"]["bottom_dug_for"]
    costs = [b["cost"] for b in leaks["biggest"]]
    assert len(costs) <= 10


def test_the_summary_text(season: Path) -> None:
    code, out, _ = run("review", str(season), "--last", "2", "--summary")
    assert code == 0
    assert out.startswith("leaks over 12 hands (12 reviewed)")
    assert "blunders/100" in out and "the biggest mistakes:" in out
    code, zh, _ = run("review", str(season), "--last", "2", "--summary", "--lang", "zh")
    assert "漏洞" in zh and english_words(zh) == []


def test_two_jobs_write_what_one_does(season: Path) -> None:
    args = ("review", str(season), "--last", "3", "--format", "json", "--single-dummy", "3")
    one = run(*args, "-j", "1")
    two = run(*args, "-j", "2")
    assert one[0] == two[0] == 0 and one[1] == two[1]


def test_the_horizon_options_exclude_each_other() -> None:
    code, _, err = run("review", LATE, "--last", "3", "--from-trick", "2")
    assert code == 2 and "give one of them" in err


def test_an_unreadable_file_is_exit_2_and_the_others_are_reviewed(tmp_path: Path) -> None:
    bad = tmp_path / "bad.sj"
    bad.write_text("variant: national\nnonsense here\n", encoding="utf-8")
    code, out, err = run("review", str(bad), LATE, "--last", "2", "--format", "jsonl", "-j", "1")
    assert code == 2 and "bad.sj" in err
    rows = [json.loads(line) for line in out.splitlines()]
    assert [r["reviewed"] for r in rows] == [False, True]


def test_the_schema_command() -> None:
    code, out, _ = run("schema", "review")
    assert code == 0 and out == schema_text("review")
    Draft202012Validator.check_schema(SCHEMA)
