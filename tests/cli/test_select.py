"""``check --select`` / ``--ignore`` of violation kinds, ``--quiet`` and ``--exit-zero`` (issue
#33): a kind left out is dropped from each hand, as ruff drops a rule — in no output, not
counted for the hand's status, the summary or the exit code."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from clirun import run

from shengji_cli.core.vocab import Kind
from shengji_cli.report.select import SELECTABLE, KindFilter

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
FOLLOW = str(EXAMPLES / "illegal_follow.sj")  # one illegal-follow
BURY = str(EXAMPLES / "bury.sj")  # one bury
CLEAN = str(EXAMPLES / "national_clean.sj")


def statuses(out: str) -> list[str]:
    return [json.loads(line)["status"] for line in out.splitlines()]


def test_without_a_filter_every_kind_is_reported() -> None:
    code, out, _ = run("check", FOLLOW, BURY, "--format", "jsonl")
    assert code == 1 and statuses(out) == ["violations", "violations"]


def test_select_keeps_only_its_kinds_and_the_others_hands_count_as_without_them() -> None:
    code, out, _ = run("check", FOLLOW, BURY, "--format", "jsonl", "--select", "bury")
    rows = [json.loads(line) for line in out.splitlines()]
    assert code == 1
    assert [r["status"] for r in rows] == ["clean", "violations"]
    assert rows[0]["violations"] == [] and rows[0]["ok"] is True
    assert [v["kind"] for v in rows[1]["violations"]] == ["bury"]


def test_ignore_drops_its_kinds_and_the_exit_code_follows() -> None:
    code, out, _ = run("check", FOLLOW, "--format", "jsonl", "--ignore", "illegal-follow")
    assert code == 0 and statuses(out) == ["clean"]
    code, out, _ = run("check", FOLLOW, BURY, "--ignore", "bury,illegal-follow", "--summary")
    assert code == 0 and [line.split()[-1] for line in out.splitlines()[5:6]] == ["0"]
    assert out.splitlines()[5].startswith("hands with violations")


def test_select_and_ignore_together_select_then_ignore() -> None:
    code, out, _ = run(
        "check", FOLLOW, BURY, "--format", "jsonl", "--select", "bury,illegal-follow",
        "--ignore", "bury",
    )  # fmt: skip
    assert code == 1 and statuses(out) == ["violations", "clean"]


def test_the_summary_counts_only_the_kinds_kept() -> None:
    code, out, _ = run("check", FOLLOW, BURY, "--summary", "--format", "json", "--select", "bury")
    doc = json.loads(out)
    assert code == 1 and doc["violations"] == {"bury": 1} and doc["clean"] == 1


def test_a_misspelt_kind_is_refused_with_the_closest_one() -> None:
    code, out, err = run("check", CLEAN, "--select", "illegal-folow")
    assert code == 2 and out == ""
    assert "'illegal-folow' is not a violation kind; did you mean 'illegal-follow'?" in err
    code, _, err = run("check", CLEAN, "--ignore", "bury,zzzzzz")
    assert code == 2 and "'zzzzzz' is not a violation kind (kinds: card-not-held," in err
    code, _, err = run("--lang", "zh", "check", CLEAN, "--select", "buri")
    assert code == 2 and "是不是 'bury'" in err


def test_the_kinds_named_are_the_violation_kinds() -> None:
    assert set(SELECTABLE) == {str(k) for k in Kind} - {"unverifiable"}
    assert KindFilter(select=frozenset({"bury"}), ignore=frozenset({"bury"})).keeps("bury") is False


def test_quiet_prints_nothing_on_stdout_and_keeps_the_exit_code(tmp_path: Path) -> None:
    code, out, err = run("check", FOLLOW, "--quiet")
    assert (code, out, err) == (1, "", "")
    code, out, err = run("check", "nosuch.sj", CLEAN, "-q")
    assert code == 2 and out == "" and err.startswith("shengji: nosuch.sj: cannot read")


def test_quiet_with_summary_prints_the_summary_only() -> None:
    code, out, _ = run("check", FOLLOW, CLEAN, "-q", "--summary", "--format", "json")
    assert code == 1 and json.loads(out)["files"] == 2


def test_quiet_still_writes_the_output_file(tmp_path: Path) -> None:
    target = tmp_path / "report.jsonl"
    code, out, _ = run("check", FOLLOW, "-q", "--format", "jsonl", "-o", str(target))
    assert code == 1 and out == ""
    assert statuses(target.read_text(encoding="utf-8")) == ["violations"]


@pytest.mark.parametrize("quiet", [(), ("--quiet",)])
def test_exit_zero_turns_violations_into_success(quiet: tuple[str, ...]) -> None:
    code, _, _ = run("check", FOLLOW, "--exit-zero", *quiet)
    assert code == 0


def test_exit_zero_keeps_unreadable_input_an_error() -> None:
    code, _, err = run("check", "nosuch.sj", FOLLOW, "--exit-zero")
    assert code == 2 and "cannot read" in err
