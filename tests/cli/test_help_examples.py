"""Every command's ``--help`` ends with examples, in both languages; the queries' options all
say what they take; the root help shows ``--lang``; the old spellings of ``-o/--output`` are
still read but no longer shown (issue #33)."""

from __future__ import annotations

from pathlib import Path

import pytest
from clirun import run
from test_help import COLUMNS, PATHS

from shengji_cli.core.messages import Msg
from shengji_cli.report.catalog import render


def _help(path: tuple[str, ...], lang: str) -> str:
    code, out, err = run(*path, "--help", "--lang", lang, env=COLUMNS)
    assert code == 0 and err == ""
    return out


@pytest.mark.parametrize("path", PATHS, ids=lambda p: " ".join(p) or "shengji")
@pytest.mark.parametrize("lang,heading", [("en", "Examples:"), ("zh", "示例：")])
def test_every_help_ends_with_examples(path: tuple[str, ...], lang: str, heading: str) -> None:
    out = _help(path, lang)
    head, _, examples = out.rpartition(f"\n\n{heading}\n")
    assert head and examples.endswith("\n")
    lines = examples.splitlines()  # what it does, then (two columns in) the command
    said, commands = lines[::2], lines[1::2]
    assert lines and len(said) == len(commands)
    assert all(line.startswith("  ") and line[2] != " " for line in said)
    assert all(line.startswith("    shengji ") for line in commands)
    if path:
        assert any(line.startswith(f"    shengji {' '.join(path)}") for line in commands)


@pytest.mark.parametrize("command", ["trick", "follow", "throw"])
def test_the_queries_options_have_help(command: str) -> None:
    out = _help((command,), "en")
    for name in ("--trump", "--level", "--variant", "--format"):
        row = next(line for line in out.splitlines() if line.lstrip().startswith(name))
        assert len(row.split()) > 2, row  # a help text after the name (and its value)


def test_the_root_help_shows_lang() -> None:
    out = _help((), "en")
    assert "--lang [en|zh]  Language of the help and of the command's output" in out


@pytest.mark.parametrize("command,old", [("gen", "--out"), ("convert", "--out")])
def test_output_is_one_name_and_the_old_one_is_hidden(command: str, old: str) -> None:
    out = _help((command,), "en")
    assert "-o, --output DIRECTORY" in out and f"{old} " not in out
    zh = _help((command,), "zh")
    assert "-o, --output 文件夹" in zh and f"{old} " not in zh


def test_gen_still_reads_out(tmp_path: Path) -> None:
    for option in ("--out", "--output", "-o"):
        folder = tmp_path / option.strip("-")
        code, out, _ = run("gen", "--count", "1", option, str(folder))
        assert code == 0 and (folder / "manifest.json").is_file(), option


def test_the_progress_bar_counts_in_the_singular_too() -> None:
    line = render(Msg.of("batch.progress.line", files="1/1 file", hands=1, rate=5), "en")
    assert "1 hand " in line and "1 hands" not in line
    assert render(Msg.of("batch.progress.files-of", n=1, total=1), "en") == "1/1 file"
    assert render(Msg.of("batch.progress.files-of", n=1, total=1), "zh") == "1/1 个文件"


def test_the_summary_table_has_a_header_row() -> None:
    examples = Path(__file__).resolve().parents[2] / "examples"
    _, out, _ = run("check", str(examples / "national_clean.sj"), "--summary")
    head, rule = out.splitlines()[:2]
    assert head.split() == ["batch", "number"] and set(rule) == {"-", " "}
    _, out, _ = run("check", str(examples / "national_clean.sj"), "--summary", "--lang", "zh")
    assert out.splitlines()[0].split() == ["整批", "数目"]


def test_the_progress_bar_is_not_shown_for_one_file_by_default() -> None:
    import io

    from shengji_cli.cli.check import bar_wanted

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    examples = str(Path(__file__).resolve().parents[2] / "examples")
    assert not bar_wanted([f"{examples}/bury.sj"], Terminal())
    assert not bar_wanted(["-"], Terminal())
    assert bar_wanted([examples], Terminal())  # a folder: many files
    assert bar_wanted(["a.sj", "b.sj"], Terminal())
    assert not bar_wanted(["a.sj", "b.sj"], io.StringIO())  # not a terminal
