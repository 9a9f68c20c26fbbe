"""``shengji check`` and ``shengji gen`` on the end of a timed match, redeals and first-dealer
draws: exit codes, the JSON kinds and match object, the match table in both languages."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from clirun import run
from zh import english_words

from shengji_cli.core.variants import PRESETS

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "rulings"


def _records(out: str) -> list[dict]:  # type: ignore[type-arg]
    return [json.loads(line) for line in out.splitlines()]


# national 第十五条: 两小时内没有结束的，哪一方的级别升得最高为获胜方。
def test_a_wrong_winner_on_time_exits_1_with_its_kind() -> None:
    code, out, _ = run("check", "--format", "jsonl", str(EXAMPLES / "c2-time-winner.sj"))
    assert code == 1
    records = _records(out)
    [f] = records[1]["violations"]
    assert (f["kind"], f["seat"], f["message_id"]) == (
        "time-mismatch",
        "W",
        "match.time.winner-mismatch",
    )
    assert f["rule"].startswith("两副牌升级比赛规则 第十五条")
    match = records[-1]["match"]
    assert (match["winner"], match["ended_at"], match["ended_on_time"]) == ("北京", 2, True)


# club10 十一: 同级时，台上一方获胜。
def test_the_match_table_names_the_winner_on_time_in_both_languages() -> None:
    code, out, _ = run("check", str(EXAMPLES / "c2-time-tie-on-top.sj"))
    assert code == 0 and out.rstrip().endswith("W/E won the match on time after hand 2")
    code, out, _ = run("--lang", "zh", "check", str(EXAMPLES / "c2-time-tie-on-top.sj"))
    assert code == 0 and out.rstrip().endswith("比赛在第 2 副后到时结束，W/E 获胜")
    assert "台上的 W/E 获胜" in out


# online 游戏规则 二.4: 当对家玩家中有人手里的牌少于15分，则可“暴动”…此时庄家不变。
@pytest.mark.parametrize(
    "name, kind",
    [
        ("c2-redeal-points.sj", "redeal-mismatch"),
        ("c2-redeal-dealer-stays.sj", "dealer-mismatch"),
        ("c2-draw-dealer.sj", "draw-mismatch"),
        ("c2-draw-tie.sj", "draw-mismatch"),
        ("c2-draw-no-rule.sj", "draw-mismatch"),
        ("c2-time-call.sj", "time-mismatch"),
    ],
)
def test_each_example_exits_1_with_its_kind_and_a_chinese_message(name: str, kind: str) -> None:
    code, out, _ = run("check", "--format", "jsonl", str(EXAMPLES / name))
    assert code == 1
    assert [f["kind"] for r in _records(out) for f in r["violations"]] == [kind]
    code, out, _ = run("--lang", "zh", "check", "--format", "jsonl", str(EXAMPLES / name))
    [f] = [f for r in _records(out) for f in r["violations"]]
    assert english_words(f["message"], ("redeal", "time", "up", "draw")) == [], f["message"]


def test_summary_counts_the_new_kinds(tmp_path: Path) -> None:
    code, out, _ = run(
        "check",
        "--summary",
        "--format",
        "json",
        *(str(p) for p in sorted(EXAMPLES.glob("c2-*.sj"))),
    )
    assert code == 1
    violations = json.loads(out)["violations"]
    assert (
        violations["time-mismatch"] == 2
        and violations["redeal-mismatch"] == 1
        and violations["draw-mismatch"] == 3
    )


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("kind", ["time-mismatch", "redeal-mismatch", "draw-mismatch"])
def test_gen_writes_matches_whose_manifest_check_confirms(
    tmp_path: Path, preset: str, kind: str
) -> None:
    out = tmp_path / "out"
    code, _, _ = run(
        "gen",
        "--count",
        "3",
        "--seed",
        "5",
        "--variant",
        preset,
        "--out",
        str(out),
        "--match",
        "5",
        "--faults",
        kind,
    )
    assert code == 0
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    for name, expected in manifest.items():
        code, text, _ = run("check", "--variant", preset, "--format", "jsonl", str(out / name))
        got = [
            {"hand": r["hand"], "kind": f["kind"], "trick": f["trick"], "seat": f["seat"]}
            for r in _records(text)
            for f in r["violations"]
        ]
        assert got == expected, (name, got, expected)
        assert code == (1 if expected else 0)
