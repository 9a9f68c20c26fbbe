"""Colour on a terminal (issue #33): ``--color auto|always|never``, ``NO_COLOR``; a hand's
status and each violation's kind are coloured, nothing a record writes can choose a colour, and
no other format is touched."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from clirun import run

from shengji_cli.cli import common

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
FILES = [str(EXAMPLES / "dispute_failed_throw.sj"), str(EXAMPLES / "national_clean.sj")]
ESC = "\x1b["


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_always_colours_the_status_and_the_kinds(jobs: str) -> None:
    code, out, _ = run("check", *FILES, "--color", "always", "--jobs", jobs)
    assert code == 1
    assert "\x1b[1;31mviolations\x1b[0m" in out and "\x1b[32mclean\x1b[0m" in out
    assert "  - \x1b[31mfailed-throw\x1b[0m [trick 2, W]" in out
    plain = run("check", *FILES, "--color", "never", "--jobs", jobs)[1]
    assert ESC not in plain
    assert (
        out.replace("\x1b[1;31m", "")
        .replace("\x1b[32m", "")
        .replace("\x1b[31m", "")
        .replace("\x1b[1m", "")
        .replace("\x1b[0m", "")
        == plain
    )


def test_auto_is_plain_off_a_terminal_and_other_formats_are_never_coloured() -> None:
    assert ESC not in run("check", *FILES)[1]
    for fmt in ("json", "jsonl", "csv", "github"):
        assert ESC not in run("check", *FILES, "--format", fmt, "--color", "always")[1]


def test_auto_follows_the_terminal_and_no_color(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True, raising=False)
    monkeypatch.delenv("NO_COLOR", raising=False)
    assert common.output_look(None, "auto").color
    assert not common.output_look("report.txt", "auto").color  # -o FILE
    monkeypatch.setenv("NO_COLOR", "1")
    assert not common.output_look(None, "auto").color
    assert common.output_look(None, "always").color  # the option wins
    monkeypatch.setenv("NO_COLOR", "")
    assert common.output_look(None, "auto").color  # set but empty: no-color.org


def test_a_record_cannot_colour_its_own_text(tmp_path: Path) -> None:
    text = (EXAMPLES / "illegal_follow.sj").read_text("utf-8")
    path = tmp_path / "forged\x1b[32m.sj"
    path.write_text("# \x1b[32m\n" + text, "utf-8")
    _, out, _ = run("check", str(path), "--color", "always")
    assert out.count(ESC) == 2 * 3  # status, heading, one kind: each opened and closed
