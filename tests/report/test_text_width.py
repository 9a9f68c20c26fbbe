"""The text report fits its width (issue #33): the terminal's when stdout is one, else 100
columns; findings, rulings and the ruled line wrap with a hanging indent, a card list never
breaks, and nothing is lost in the wrapping."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from clirun import run, squeezed

from shengji_cli.batch.check import check_file
from shengji_cli.cli import common
from shengji_cli.report.look import Look
from shengji_cli.report.text import TextReporter
from shengji_cli.report.wrap import width

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
LONG = ["dispute_failed_throw.sj", "dispute_ruled.sj", "scoresheet_revoke.sj", "failed_throw.sj"]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_no_line_of_the_examples_is_wider_than_100_columns(lang: str) -> None:
    files = sorted(str(p) for p in EXAMPLES.glob("*.sj"))
    _, out, _ = run("check", *files, "--lang", lang)
    assert max(map(width, out.splitlines())) <= 100


@pytest.mark.parametrize("columns", [60, 80, 140])
@pytest.mark.parametrize("name", LONG)
def test_a_narrow_width_wraps_the_findings_and_keeps_every_word(columns: int, name: str) -> None:
    [report] = check_file(str(EXAMPLES / name))[:1]
    wide = TextReporter("en", Look(10_000)).render_one(report)
    narrow = TextReporter("en", Look(columns)).render_one(report)
    findings = narrow.split("Violations:")[1]
    assert max(map(width, findings.splitlines())) <= columns
    assert squeezed(findings) == squeezed(wide.split("Violations:")[1])
    card_list_broken = re.compile(r"[♠♥♣♦](?:10|[2-9TJQKA])\n *[♠♥♣♦]")
    assert card_list_broken.search(findings) is None


def test_the_width_is_the_terminals_only_on_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "72")
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True, raising=False)
    assert common.output_columns() == 72
    assert common.output_columns("out.txt") == 100  # -o FILE: not the terminal
    monkeypatch.setattr(sys.stdout, "isatty", lambda: False, raising=False)
    assert common.output_columns() == 100
