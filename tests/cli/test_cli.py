"""CLI tests with click's CliRunner: exit codes, formats, queries, variants, the JSON schema."""

from __future__ import annotations

import json
import re
from importlib import resources
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from clirun import run
from zh import english_words, parameter_words

from shengji_cli.notation.reader import loads

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
SCHEMA = json.loads(
    resources.files("shengji_cli")
    .joinpath("schema")
    .joinpath("check.schema.json")
    .read_text("utf-8")
)
CJK = re.compile(r"[\u4e00-\u9fff]")


def expected_kinds(path: Path) -> set[str]:
    """The kinds an example says it must raise (``Shows `kind``` in its comments)."""
    text = path.read_text("utf-8")
    return {line.split("`")[1] for line in text.splitlines() if line.startswith("# Shows `")}


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.sj")), ids=lambda p: p.name)
def test_every_example_checks_to_its_documented_outcome(path: Path) -> None:
    code, out, _ = run("check", str(path), "--format", "json")
    doc = json.loads(out)
    jsonschema.validate(doc, SCHEMA)
    kinds = {v["kind"] for r in doc["records"] for v in r["violations"]}
    assert kinds == expected_kinds(path)
    assert code == (1 if kinds else 0)


def test_exit_codes_0_1_2(tmp_path: Path) -> None:
    assert run("check", str(EXAMPLES / "national_clean.sj"))[0] == 0
    assert run("check", str(EXAMPLES / "illegal_follow.sj"))[0] == 1
    bad = tmp_path / "bad.sj"
    bad.write_text("level: 5\ntrump: H\n1. N SX | W S3 | S S4 | E S5\n", encoding="utf-8")
    code, out, err = run("check", str(bad))
    assert code == 2
    assert "bad.sj:3:" in out + err
    # a batch goes on past the bad file and exits with the worst code
    code, out, _ = run(
        "check",
        str(EXAMPLES / "illegal_follow.sj"),
        str(bad),
        str(EXAMPLES / "national_clean.sj"),
        "--format",
        "jsonl",
        "--jobs",
        "1",
    )
    assert code == 2
    rows = [json.loads(line) for line in out.splitlines()]
    assert [r["ok"] for r in rows] == [False, False, True]
    assert "error" in rows[1]


def test_unknown_variant_is_exit_2() -> None:
    code, _, err = run("check", str(EXAMPLES / "national_clean.sj"), "--variant", "nosuch")
    assert code == 2 and "unknown variant" in err


def test_stdin_and_text_report() -> None:
    text = (EXAMPLES / "failed_throw.sj").read_text("utf-8")
    code, out, _ = run("check", "-", input=text)
    assert code == 1
    assert "failed-throw" in out and "第五条" in out


def test_chinese_report() -> None:
    code, out, _ = run("check", str(EXAMPLES / "illegal_follow.sj"), "--lang", "zh")
    assert code == 1
    assert "违例" in out and "跟错牌" in out and "闲家得分" in out


def test_jsonl_and_csv_and_summary() -> None:
    files = [str(p) for p in sorted(EXAMPLES.glob("*.sj"))]
    code, out, _ = run("check", *files, "--format", "jsonl", "--jobs", "2")
    assert code == 1
    rows = [json.loads(line) for line in out.splitlines()]
    assert list(dict.fromkeys(r["file"] for r in rows)) == files  # input order, one row per hand
    for r in rows:
        jsonschema.validate({"records": [r]}, SCHEMA)
    matches = [r for r in rows if "match" in r]
    assert {Path(r["file"]).name for r in matches} >= {
        f"match_{p}.sj" for p in ("national", "shenzhen", "bjtu", "club10", "online")
    }
    code, out, _ = run("check", *files, "--format", "csv")
    lines = out.splitlines()
    assert lines[0].startswith("file,hand,variant,ok") and len(lines) == len(rows) + 1
    code, out, _ = run("check", *files, "--summary")
    assert "files" in out and "illegal-follow" in out


def test_output_file_is_written_whole(tmp_path: Path) -> None:
    target = tmp_path / "out.json"
    code, out, _ = run(
        "check", str(EXAMPLES / "national_clean.sj"), "--format", "json", "--output", str(target)
    )
    assert code == 0 and out == ""
    assert json.loads(target.read_text("utf-8"))["records"][0]["ok"] is True
    assert [p.name for p in tmp_path.iterdir()] == ["out.json"]


def test_parse_only_prints_canonical_form() -> None:
    path = EXAMPLES / "national_clean.sj"
    code, out, _ = run("check", "--parse-only", str(path))
    assert code == 0
    assert out == path.read_text("utf-8")
    assert loads(out)
    code, out2, _ = run("fmt", str(path))
    assert out2 == out


def test_variants_list_show_diff() -> None:
    code, out, _ = run("variants")
    assert code == 0
    for name in ("national", "shenzhen", "bjtu", "club10", "online"):
        assert name in out
    assert "1.0" in out
    code, out, _ = run("variants", "show", "shenzhen")
    assert "bottom.tractor" in out and "4n" in out
    code, out, _ = run("variants", "diff", "national", "shenzhen")
    assert "bottom.tractor" in out and "levels.table" in out and "throw.forced_play" in out
    assert "order.twos_trump" not in out


def test_variant_file_with_typo(tmp_path: Path) -> None:
    f = tmp_path / "mine.toml"
    f.write_text('extends = "national"\n[bottom]\ntractr = "4n"\n', encoding="utf-8")
    code, _, err = run("variants", "show", str(f))
    assert code == 2 and "bottom.tractr" in err and "mine.toml" in err
    f.write_text('extends = "national"\n[bottom]\ntractor = "4n"\n', encoding="utf-8")
    code, out, _ = run("variants", "show", str(f))
    assert code == 0 and "4n" in out


def test_trick_query_seed_004_ruffs() -> None:
    # seed 004: trump 977 ruffs 544 and 884 over-ruffs it (level 10, trump hearts)
    code, out, _ = run(
        "trick",
        "--trump",
        "H",
        "--level",
        "10",
        "--format",
        "json",
        "S5 S4 S4",
        "H9 H7 H7",
        "H8 H8 H4",
        "C2 C3 C4",
    )
    doc = json.loads(out)
    assert code == 0
    assert (
        doc["winner"] == 2
        and doc["standings"] == ["lead", "ruff", "over-ruff", "discard"]
        and doc["points"] == 5
    )
    code, out, _ = run(
        "trick",
        "--trump",
        "♥",
        "--level",
        "10",
        "--format",
        "json",
        "S5 S6 S7",
        "H9 H7 H7",
        "H8 H8 H4",
        "C2 C3 C4",
    )
    assert json.loads(out)["winner"] == 1


def test_follow_query() -> None:
    code, out, _ = run(
        "follow",
        "--lead",
        "SA SA",
        "--hand",
        "S7 S7 S9 SK C3",
        "--trump",
        "H",
        "--level",
        "2",
        "--play",
        "S7 S9",
        "--format",
        "json",
    )
    doc = json.loads(out)
    assert code == 1
    assert doc["legal"] is False and "pair" in doc["reason"]
    assert doc["legal_count"] == 1 and doc["examples"] == [["S7", "S7"]]
    code, out, _ = run(
        "follow",
        "--lead",
        "SA SA",
        "--hand",
        "S7 S7 S9 SK C3",
        "--trump",
        "H",
        "--level",
        "2",
        "--play",
        "S7 S7",
    )
    assert code == 0 and "legal" in out


def test_score_query() -> None:
    code, out, _ = run(
        "score",
        "--points",
        "60",
        "--bottom",
        "SK S10 S5 H3 H4 H6 D7 D8",
        "--last",
        "pair",
        "--format",
        "json",
    )
    doc = json.loads(out)
    assert doc["bottom"] == {"points": 25, "multiplier": 4, "awarded": 100}
    assert doc["defenders_points"] == 160
    assert doc["result"]["side"] == "defenders" and doc["result"]["levels"] == 2
    # shenzhen 第十四条: dealer side on 6, defenders on 10, defenders score 140 (+3) → J, dealer
    # side 4
    code, out, _ = run(
        "score", "--points", "140", "--variant", "shenzhen", "--levels", "6:10", "--format", "json"
    )
    r = json.loads(out)["result"]
    assert (r["side"], r["defenders_level"], r["dealer_level"], r["deducted"]) == (
        "defenders",
        "J",
        "4",
        2,
    )
    # national: a gain that would jump J stops on it, nothing deducted
    code, out, _ = run("score", "--points", "0", "--levels", "9:5", "--format", "json")
    r = json.loads(out)["result"]
    assert (
        r["side"],
        r["levels"],
        r["gained"],
        r["dealer_level"],
        r["stopped_at"],
        r["deducted"],
    ) == ("dealer", 3, 2, "J", "J", 0)
    # online wraps past A; club10 ends the match past 10
    code, out, _ = run(
        "score", "--points", "0", "--levels", "K:5", "--variant", "online", "--format", "json"
    )
    assert json.loads(out)["result"]["dealer_level"] == "3"
    code, out, _ = run(
        "score", "--points", "50", "--levels", "10:5", "--variant", "club10", "--format", "json"
    )
    assert json.loads(out)["result"]["winner"] == "dealer"
    # shenzhen J/A rule: dealer on J dug with a J restarts from 2
    code, out, _ = run(
        "score",
        "--points",
        "100",
        "--levels",
        "J:5",
        "--variant",
        "shenzhen",
        "--dug-with-level",
        "--format",
        "json",
    )
    r = json.loads(out)["result"]
    assert (r["dealer_level"], r["defenders_level"], r["next_dealer"]) == (
        "2",
        "5",
        "dealer's partner",
    )


@pytest.mark.parametrize(
    "args",
    [
        ("trick", "--trump", "X", "--level", "5", "SA", "SK", "SQ", "SJ"),
        ("trick", "--trump", "H", "--level", "1", "SA", "SK", "SQ", "SJ"),
        ("trick", "--trump", "H", "--level", "5", "SA", "SK SK", "SQ", "SJ"),
        ("follow", "--lead", "S1", "--hand", "SA", "--trump", "H", "--level", "5"),
        ("follow", "--lead", "SA HA", "--hand", "SA HA", "--trump", "C", "--level", "5"),
        ("score", "--points", "10", "--bottom", "SK", "--last", "tractor:x"),
    ],
)
def test_bad_query_input_is_exit_2(args: tuple[str, ...]) -> None:
    code, out, err = run(*args)
    assert code == 2
    assert err.startswith("shengji:")


def test_gen_is_deterministic_and_checks_to_its_manifest(tmp_path: Path) -> None:
    a, b = tmp_path / "a", tmp_path / "b"
    assert (
        run(
            "gen",
            "--count",
            "6",
            "--seed",
            "3",
            "--variant",
            "club10",
            "--out",
            str(a),
            "--faults",
            "illegal-follow,points-mismatch",
        )[0]
        == 0
    )
    assert (
        run(
            "gen",
            "--count",
            "6",
            "--seed",
            "3",
            "--variant",
            "club10",
            "--out",
            str(b),
            "--faults",
            "illegal-follow,points-mismatch",
        )[0]
        == 0
    )
    names = sorted(p.name for p in a.iterdir())
    assert names == sorted(p.name for p in b.iterdir())
    for n in names:
        assert (a / n).read_bytes() == (b / n).read_bytes()
    manifest = json.loads((a / "manifest.json").read_text("utf-8"))
    code, out, _ = run("check", str(a), "--format", "jsonl")
    for row in map(json.loads, out.splitlines()):
        got = [(v["kind"], v["trick"], v["seat"]) for v in row["violations"]]
        want = [(e["kind"], e["trick"], e["seat"]) for e in manifest[Path(row["file"]).name]]
        assert got == want


# ---------------------------------------------------------------- every command in Chinese

HAND = "SA SK SK SQ C3 C4 C5 C6 C7 C8 C9 C10 CJ CQ CK CA D3 D4 D5 D6 D7 D8 D9 D10 DJ"
DISPUTE = str(EXAMPLES / "dispute_failed_throw.sj")
FOLLOW_SJ = str(EXAMPLES / "illegal_follow.sj")


ZH_RUNS = [
    pytest.param(("check", FOLLOW_SJ, str(EXAMPLES / "match_national.sj")), 1, id="check"),
    pytest.param(("check", str(EXAMPLES), "--summary"), 1, id="check-summary"),
    pytest.param(("check", "no_such_file.sj"), 2, id="check-missing-file"),
    pytest.param(
        ("check", str(EXAMPLES / "national_clean.sj"), "--variant", "nosuch"),
        2,
        id="check-bad-variant",
    ),
    pytest.param(("check", "--jobs", "0", FOLLOW_SJ), 2, id="check-bad-option"),
    pytest.param(("fmt", "no_such_file.sj"), 2, id="fmt-missing-file"),
    pytest.param(("fmt",), 2, id="fmt-no-files"),
    pytest.param(("variants",), 0, id="variants"),
    pytest.param(("variants", "show", "national"), 0, id="variants-show"),
    pytest.param(("variants", "show", "nosuch"), 2, id="variants-show-unknown"),
    pytest.param(("variants", "diff", "national", "shenzhen"), 0, id="variants-diff"),
    pytest.param(("variants", "diff", "national"), 2, id="variants-diff-missing"),
    pytest.param(
        ("trick", "--trump", "H", "--level", "10", "S5 S4 S4", "H9 H7 H7", "H8 H8 H4", "C2 C3 C4"),
        0,
        id="trick",
    ),
    pytest.param(
        ("trick", "--trump", "X", "--level", "10", "S5", "H9", "H8", "C2"), 2, id="trick-bad-trump"
    ),
    pytest.param(
        ("trick", "--trump", "H", "--level", "10", "S5", "H9 H9", "H8", "C2"), 2, id="trick-sizes"
    ),
    pytest.param(
        ("trick", "--trump", "H", "--level", "10", "SX", "H9", "H8", "C2"), 2, id="trick-bad-card"
    ),
    pytest.param(("trick", "--trump", "H", "--level", "10", "S5"), 2, id="trick-too-few-plays"),
    pytest.param(
        (
            "follow",
            "--lead",
            "SA SA",
            "--hand",
            "S7 S7 S9 SK C3",
            "--trump",
            "H",
            "--level",
            "2",
            "--play",
            "S7 S7",
        ),
        0,
        id="follow",
    ),
    pytest.param(
        (
            "follow",
            "--lead",
            "SA SA",
            "--hand",
            "S7 S9 SK C3",
            "--trump",
            "H",
            "--level",
            "2",
            "--play",
            "S7",
        ),
        1,
        id="follow-wrong-size",
    ),
    pytest.param(("follow", "--lead", "SA SA"), 2, id="follow-missing-options"),
    pytest.param(
        ("follow", "--lead", "SA CA", "--hand", "S7 S9", "--trump", "H", "--level", "2"),
        2,
        id="follow-bad-lead",
    ),
    pytest.param(
        ("follow", "--record", FOLLOW_SJ, "--trick", "1", "--seat", "W"), 2, id="follow-seat-leads"
    ),
    pytest.param(
        ("score", "--points", "140", "--levels", "6:10", "--variant", "shenzhen"), 0, id="score"
    ),
    pytest.param(
        (
            "score",
            "--points",
            "0",
            "--bottom",
            "SK S10 H3 H4 H6 D7 D8 D9",
            "--last",
            "pair",
            "--levels",
            "A:5",
        ),
        0,
        id="score-wins",
    ),
    pytest.param(
        (
            "score",
            "--points",
            "100",
            "--levels",
            "J:5",
            "--variant",
            "shenzhen",
            "--dug-with-level",
        ),
        0,
        id="score-dug",
    ),
    pytest.param(("score", "--points", "10", "--levels", "6-10"), 2, id="score-bad-levels"),
    pytest.param(("score", "--points", "x"), 2, id="score-bad-points"),
    pytest.param(
        ("throw", "SA SK SK SQ", "--hand", HAND, "--trump", "H", "--level", "2"), 0, id="throw"
    ),
    pytest.param(
        ("throw", "HQ HJ", "--record", FOLLOW_SJ, "--trick", "2", "--seat", "W"),
        0,
        id="throw-record",
    ),
    pytest.param(
        ("throw", "--record", DISPUTE, "--trick", "2", "--seat", "W", "--void", "next"),
        0,
        id="throw-sampled",
    ),
    pytest.param(
        ("throw", "SA SK", "--hand", HAND, "--trump", "H", "--level", "2", "--other", "left=SQ"),
        2,
        id="throw-bad-other",
    ),
    pytest.param(
        ("throw", "SA SK", "--hand", HAND, "--trump", "H", "--level", "2", "--seen", "H3"),
        2,
        id="throw-cannot-answer",
    ),
    pytest.param(("gen", "--count", "2", "--out", "{tmp}"), 0, id="gen"),
    pytest.param(
        ("gen", "--count", "2", "--faults", "nosuch", "--out", "{tmp}"), 2, id="gen-bad-fault"
    ),
    pytest.param(("gen", "--count", "0", "--out", "{tmp}"), 2, id="gen-bad-count"),
    pytest.param(("nosuch",), 2, id="no-such-command"),
]


def _articles(line: str) -> bool:
    """A preset's article, as the report cites it (the presets' text, checked in
    test_zh_articles)."""
    return "条款：" in line


@pytest.mark.parametrize(("args", "code"), ZH_RUNS)
def test_every_command_speaks_chinese(args: tuple[str, ...], code: int, tmp_path: Path) -> None:
    args = tuple(a.replace("{tmp}", str(tmp_path / "out")) for a in args)
    got, out, err = (
        run(*args, "--lang", "zh")
        if args != ("nosuch",)
        else run(*args, env={"SHENGJI_LANG": "zh"})
    )
    assert got == code, (out, err)
    assert CJK.search(out + err)
    typed = set(
        re.findall(r"[A-Za-z][A-Za-z0-9_-]*", " ".join(args))
    )  # the user's own input, echoed
    names = (parameter_words() if args[0] == "variants" else frozenset()) | typed
    english = [
        (line, english_words(line, names))
        for line in (out + err).splitlines()
        if english_words(line, names) and not _articles(line)
    ]
    assert english == []


@pytest.mark.parametrize("args", [("variants",), ("variants", "show", "national")])
def test_variants_headings_in_chinese(args: tuple[str, ...]) -> None:
    code, out, _ = run(*args, "--lang", "zh")
    head = out.splitlines()[0]
    assert code == 0 and CJK.search(head) and english_words(head) == []


@pytest.mark.parametrize("preset", ["national", "shenzhen", "bjtu", "club10", "online"])
def test_zh_articles_and_every_preset(preset: str) -> None:
    _, out, _ = run("check", str(EXAMPLES), "--variant", preset, "--lang", "zh")
    assert [w for line in out.splitlines() for w in english_words(line)] == []


def test_lang_comes_from_shengji_lang_then_the_locale() -> None:
    args = ("score", "--points", "60")
    assert "闲家得分" in run(*args, env={"SHENGJI_LANG": "zh"})[1]
    assert (
        "闲家得分"
        in run(
            *args,
            env={"SHENGJI_LANG": None, "LC_ALL": None, "LC_MESSAGES": None, "LANG": "zh_CN.UTF-8"},
        )[1]
    )
    assert "defenders' points" in run(*args, "--lang", "en", env={"SHENGJI_LANG": "zh"})[1]
    code, _, err = run("score", "--points", "x", env={"SHENGJI_LANG": "zh"})
    assert code == 2 and "不是整数" in err


@pytest.mark.parametrize(
    "args",
    [
        ("trick", "--trump", "H", "--level", "10", "S5 S4 S4", "H9 H7 H7", "H8 H8 H4", "C2 C3 C4"),
        (
            "score",
            "--points",
            "140",
            "--levels",
            "6:10",
            "--variant",
            "shenzhen",
            "--bottom",
            "SK H3 H4 H6 D7 D8 D9 D10",
            "--last",
            "pair",
        ),
        ("throw", "SA SK SK SQ", "--hand", HAND, "--trump", "H", "--level", "2"),
        ("check", FOLLOW_SJ, str(EXAMPLES / "match_national.sj")),
    ],
)
def test_json_is_the_same_in_both_languages(args: tuple[str, ...]) -> None:
    def doc(lang: str) -> Any:
        _, out, _ = run(*args, "--format", "json", "--lang", lang)
        return _without_messages(json.loads(out))

    assert doc("zh") == doc("en")


def _without_messages(value: Any) -> Any:
    """The JSON minus what follows --lang: ``message`` fields, notes, a finding's article and
    ruling (issue #33)."""
    if isinstance(value, dict):
        return {
            k: _without_messages(v)
            for k, v in value.items()
            if k not in ("message", "note", "notes", "rule", "ruling")
        }
    if isinstance(value, list):
        return [_without_messages(v) for v in value]
    return value


def test_follow_json_follows_lang_only_in_its_sentences() -> None:
    args = (
        "follow",
        "--lead",
        "SA SA",
        "--hand",
        "S7 S7 S9 SK C3",
        "--trump",
        "H",
        "--level",
        "2",
        "--play",
        "S7 S7",
        "--format",
        "json",
    )
    en = json.loads(run(*args, "--lang", "en")[1])
    zh = json.loads(run(*args, "--lang", "zh")[1])
    assert (en["reason"], zh["reason"]) == ("legal", "合法")
    assert {k: v for k, v in en.items() if k not in ("reason", "obligations")} == {
        k: v for k, v in zh.items() if k not in ("reason", "obligations")
    }


def test_english_usage_errors_are_clicks_own() -> None:
    code, _, err = run("score", "--points", "x")
    assert code == 2 and "shengji: Invalid value for '--points': 'x' is not a valid integer." in err
    code, _, err = run("gen", "--count", "0", "--out", "x")
    assert code == 2 and "shengji: Invalid value for '--count': 0 is not in the range x>=1." in err
    code, _, err = run("score", "--points", "1", "--last-won-by", "x")
    assert "'x' is not one of 'defenders', 'dealer'." in err
    code, _, err = run("variants", "show")
    assert code == 2 and "shengji: Missing argument 'NAME'." in err
