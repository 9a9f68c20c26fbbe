"""Click's own words through gettext from the tool's catalog (issue #33): ``Usage:``,
``Options``, its usage errors and their "did you mean", in the command line's language."""

from __future__ import annotations

import ast
import gettext
from pathlib import Path

import click
import pytest
from clirun import run

from shengji_cli.cli import click_catalog
from shengji_cli.cli.click_catalog import CLICK, OLD_PLURALS, PLURALS, PREFIX, ClickCatalog
from shengji_cli.report.catalog import CATALOG

OLD = {"No such option: {name}"}
"""Messages of click before 8.2 (the table keeps them for an older click)."""
INDIRECT = {"required"}
"""Marked where they are used, not where they are written (``_(extra["required"])``)."""


def _marked() -> tuple[set[str], dict[str, str]]:
    """The messages click's source marks for gettext, and its plurals (singular → plural)."""
    singles: set[str] = set()
    plurals: dict[str, str] = {}
    for path in Path(click.__file__).parent.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
                continue
            texts = [a.value for a in node.args if isinstance(a, ast.Constant)]
            if node.func.id == "_" and texts:
                singles.add(texts[0])
            elif node.func.id == "ngettext" and len(texts) >= 2:
                plurals[texts[0]] = texts[1]
    return singles, plurals


def test_every_message_of_the_table_is_clicks_and_in_the_catalog() -> None:
    singles, plurals = _marked()
    assert len(singles) > 40  # the search finds them
    assert set(CLICK) - OLD - INDIRECT <= singles
    assert set(PLURALS) <= set(plurals)
    for key in [
        *CLICK.values(),
        *OLD_PLURALS.values(),
        *(k for ks in PLURALS.values() for k in ks),
    ]:
        assert key in CATALOG, key
    # The English is click's own words (the catalog's English template is the message).
    for message, key in CLICK.items():
        assert CATALOG[key][0] == message
    for message, (one, many) in PLURALS.items():
        assert (CATALOG[one][0], CATALOG[many][0]) == (message, plurals[message])


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_catalog_answers_click_in_the_language_asked(lang: str) -> None:
    catalog = ClickCatalog(lambda: lang)
    assert isinstance(catalog, gettext.NullTranslations)
    usage = catalog.gettext("Usage:")
    assert usage == ("Usage:" if lang == "en" else "用法：")
    assert catalog.gettext("Error: {message}") == PREFIX + "{message}"  # the one prefix
    assert catalog.gettext("not a message of the table") == "not a message of the table"
    one = catalog.ngettext("Did you mean {possibility}?", "(Did you mean one of: …)", 1)
    many = catalog.ngettext("Did you mean {possibility}?", "(Did you mean one of: …)", 2)
    assert one.format(possibility="'--jobs'") == (
        "Did you mean '--jobs'?" if lang == "en" else "是否要用 '--jobs'？"
    )
    assert "{possibilities}" in many
    assert catalog.ngettext("x {n}", "xs {n}", 2) == "xs {n}"  # not in the table: click's


def test_outside_a_shengji_command_line_click_keeps_its_words() -> None:
    """Another click program in the same process is not touched."""
    catalog = ClickCatalog(lambda: None)
    assert catalog.gettext("Error: {message}") == "Error: {message}"
    assert catalog.gettext("Usage:") == "Usage:"
    assert catalog.ngettext("Did you mean {possibility}?", "(Did you mean one of: x?)", 2) == (
        "(Did you mean one of: x?)"
    )

    @click.command()
    @click.option("--count", type=int)
    def other(count: int) -> None:
        pass

    from click.testing import CliRunner

    result = CliRunner().invoke(other, ["--cuont", "2"], env={"SHENGJI_LANG": "zh"})
    assert "Error: No such option" in result.output and "Usage:" in result.output


def test_clicks_modules_use_it() -> None:
    import click.core
    import click.exceptions
    import click.formatting

    run("--version")  # (installed as a command line starts)
    for module in (click.core, click.exceptions, click.formatting):
        assert module._ is not gettext.gettext  # type: ignore[attr-defined]
    assert click.exceptions.ngettext is not gettext.ngettext  # type: ignore[attr-defined]
    assert click_catalog.CLICK["Usage:"] == "cli.click.usage"


@pytest.mark.parametrize(
    "args,en,zh",
    [
        (("check",), "Missing argument 'FILES...'.", "缺少参数 '要检查的文件...'."),
        (
            ("check", "--jbos", "2", "x"),
            "No such option '--jbos'. Did you mean '--jobs'?",
            "没有选项 '--jbos'。 是否要用 '--jobs'？",
        ),
        (("follow", "--lead", "SA", "x"), "Got unexpected extra argument (x)", "多余的参数（x）"),
        (
            ("trick", "--trump"),
            "Option '--trump' requires an argument.",
            "选项 '--trump' 需要一个值。",
        ),
        (
            ("check", "-j", "0", "x"),
            "Invalid value for '--jobs' / '-j': 0 is not in the range x>=1.",
            "'--jobs' / '-j' 的值无效：0 太小：至少为 1",
        ),
    ],
)
def test_a_usage_error_in_both_languages_in_clicks_layout(
    args: tuple[str, ...], en: str, zh: str
) -> None:
    for lang, want, usage, hint in (
        ("en", en, "Usage: shengji ", "Try 'shengji "),
        ("zh", zh, "用法：shengji ", "运行 'shengji "),
    ):
        code, out, err = run("--lang", lang, *args)
        lines = err.splitlines()
        assert code == 2 and out == "", lang
        assert lines[0].startswith(usage) and lines[1].startswith(hint), lang
        assert lines[-1] == f"shengji: {want}", lang


def test_the_help_and_an_error_after_it_in_one_process_keep_their_languages() -> None:
    """The language is the command line's each time (the catalog is installed once)."""
    assert run("check", "--help", "--lang", "zh")[1].startswith("用法：")
    assert run("check", "--help")[1].startswith("Usage:")
    assert run("check", "--lang", "zh")[2].splitlines()[-1].startswith("shengji: 缺少参数")
    assert run("check")[2].splitlines()[-1] == "shengji: Missing argument 'FILES...'."
