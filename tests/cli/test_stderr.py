"""Errors go to stderr, in every format, after one prefix (``shengji: ``; issue #33): the text
report on stdout holds the hands read, never an unreadable hand's row."""

from __future__ import annotations

from pathlib import Path

import pytest
from clirun import run

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
CLEAN = EXAMPLES / "national_clean.sj"


def test_a_missing_file_leaves_stdout_empty_and_says_why_on_stderr() -> None:
    code, out, err = run("check", "nosuch.sj")
    assert code == 2 and out == ""
    assert err == "shengji: nosuch.sj: cannot read: No such file or directory\n"


@pytest.mark.parametrize("fmt", ["text", "table", "json", "jsonl", "csv", "github"])
def test_every_format_says_the_error_on_stderr(fmt: str) -> None:
    code, out, err = run("check", "nosuch.sj", str(CLEAN), "--format", fmt)
    assert code == 2
    assert err.startswith("shengji: nosuch.sj: cannot read")
    if fmt in ("text", "table"):
        assert "nosuch" not in out and "— unreadable" not in out
        assert out.startswith(f"{CLEAN} hand 1 — variant national")


def test_a_bad_hand_among_good_ones_is_on_stderr_the_others_on_stdout(tmp_path: Path) -> None:
    good = CLEAN.read_text(encoding="utf-8")
    path = tmp_path / "mixed.sj"
    path.write_text(good + "---\nlevel: 2\ntrump: H\n1. N ♠X\n---\n" + good, encoding="utf-8")
    code, out, err = run("check", str(path))
    assert code == 2
    assert out.count("— clean") == 2 and "unreadable" not in out
    assert "\n\n\n" not in out and not out.endswith("\n\n")  # no blank row left for it
    assert err.startswith(f"shengji: {path}:") and "♠X" in err


def test_parse_only_errors_have_the_prefix_too() -> None:
    code, out, err = run("check", "--parse-only", "-", input="x\n")
    assert code == 2 and out == ""
    assert err.startswith("shengji: <stdin>:1:1: unexpected 'x'")


def test_a_usage_error_has_the_prefix_not_clicks_error() -> None:
    code, _, err = run("check", "--nosuch")
    assert code == 2 and "Error:" not in err
    assert err.splitlines()[-1] == "shengji: No such option '--nosuch'."
    code, _, err = run("--lang", "zh", "check", "--nosuch")
    assert code == 2 and "Error:" not in err
    assert err.startswith("用法：shengji check [选项] 要检查的文件...\n")  # click's layout
    assert err.splitlines()[-1] == "shengji: 没有选项 '--nosuch'。"


def test_fmt_and_convert_errors_have_the_prefix(tmp_path: Path) -> None:
    code, out, err = run("fmt", "nosuch.sj")
    assert code == 2 and out == "" and err.startswith("shengji: nosuch.sj: cannot read")
    code, out, err = run("convert", "--to", "sj", "nosuch.sj")
    assert code == 2 and out == "" and err.startswith("shengji: nosuch.sj: cannot read")


def test_a_query_error_has_the_prefix() -> None:
    code, out, err = run("follow", "--lead", "♠X", "--hand", "♠K", "--trump", "H", "--level", "2")
    assert code == 2 and out == "" and err.startswith("shengji: --lead:")
