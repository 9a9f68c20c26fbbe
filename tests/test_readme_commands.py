"""The commands the README and the docs show, run, and their output compared with the text shown
(as sqlite-utils' ``test_docs.py`` does): a shown output cannot go stale silently.

A block shows a command when its first line is ``$ shengji …``; the lines after it are what the
command prints, in order, where ``…`` stands for text left out (a line of it for whole lines).
Lines shown wrapped are compared as one text: white space, line breaks included, counts as one
space on both sides.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
from clirun import run

ROOT = Path(__file__).resolve().parents[1]
DOCUMENTS = [
    ROOT / "README.md",
    *sorted((ROOT / "docs").glob("*.md")),
    *sorted((ROOT / "docs" / "zh").glob("*.md")),
]
BLOCK = re.compile(r"^```[a-z]*\n(\$ shengji [^\n]*)\n(.*?)^```$", re.M | re.S)


def shown() -> list[tuple[str, str, str]]:
    """Each command a document shows: the document, the command line, the output shown."""
    return [
        (doc.relative_to(ROOT).as_posix(), m.group(1)[2:], m.group(2))
        for doc in DOCUMENTS
        for m in BLOCK.finditer(doc.read_text(encoding="utf-8"))
    ]


def flat(text: str) -> str:
    return " ".join(text.split())


def pattern(text: str) -> re.Pattern[str]:
    """The shown output as a pattern: its words in order, ``…`` anything (or itself)."""
    parts = [re.escape(p) for p in flat(text).split("…")]
    return re.compile(r"(?:…|.*?)".join(parts), re.S)


SHOWN = shown()


def test_the_readme_shows_commands() -> None:
    assert len(SHOWN) >= 3


@pytest.mark.parametrize(("doc", "command", "output"), SHOWN, ids=[c for _, c, _ in SHOWN])
def test_a_shown_command_prints_what_is_shown(
    doc: str, command: str, output: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    _, out, _ = run(*shlex.split(command)[1:])
    assert pattern(output).search(flat(out)), f"{doc}: `{command}` no longer prints what it shows"


def test_a_changed_output_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The comparison can fail: a word the command does not print is not found."""
    monkeypatch.chdir(ROOT)
    _, command, output = SHOWN[0]
    _, out, _ = run(*shlex.split(command)[1:])
    assert pattern(output).search(flat(out))
    assert not pattern(output.replace("points", "pointz", 1)).search(flat(out))
