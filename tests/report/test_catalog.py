"""The message catalog: every id renders in both languages, its Chinese is there and is Chinese,
and every id the code names exists."""

from __future__ import annotations

import ast
import re
import string
from collections.abc import Iterator
from pathlib import Path

import click
import pytest
from zh import english_words

from shengji_cli.cli.main import main
from shengji_cli.core.messages import Cards, Join, Localized, Msg, Param, Rank
from shengji_cli.core.vocab import Fault, Kind, Phase, Side, Standing, Trump
from shengji_cli.report import catalog
from shengji_cli.report.catalog import CATALOG, render
from shengji_cli.report.messages import MODULES, PARTS

PACKAGE = Path(__file__).resolve().parents[2] / "shengji_cli"
CJK = re.compile(r"[\u4e00-\u9fff]")

SAMPLES: dict[str, Param] = {
    # numbers
    "n": 2,
    "count": 2,
    "points": 85,
    "recorded": 85,
    "computed": 90,
    "levels": 2,
    "trick": 3,
    "hand": 2,
    "column": 7,
    "line": 3,
    "multiplier": 2,
    "awarded": 40,
    "effect": -10,
    "penalty": 30,
    "held": 6,
    "led": 2,
    "played": 1,
    "min": 1,
    "value": 0,
    # names
    "seat": "N",
    "seats": "N W S E",
    "name": "W",
    "next": "W",
    "winner": "N/S",
    "source": "a.sj",
    "path": "a.sj",
    "file": "a.sj",
    "out": "/tmp/hands",
    "variant": "national",
    "version": "1.0",
    "command": "shengji score",
    "option": "--points",
    "options": "--points, --variant",
    "text": "SX",
    "args": "b",
    "choices": "'text', 'json'",
    "what": "--hand",
    "p": "0.9036",
    "stderr": "0.0037",
    "suit": "♠",
    # values shown by their type
    "cards": Cards.of([12, 11]),
    "level": Rank(11),
    "restart": Rank(2),
    "dealer_before": Rank(6),
    "dealer_after": Rank(4),
    "defenders_before": Rank(10),
    "defenders_after": Rank(11),
    "side": Side.DEALER,
    "dealer": Side.DEALER,
    "defenders": Side.DEFENDERS,
    "trump": Trump.H,
    "kind": Kind.ILLEGAL_FOLLOW,
    "standing": Standing.RUFF,
    "phase": Phase.DEAL,
    "fault": Fault.BURY,
    "message": Msg.of("cli.follow.legal"),
    "reason": Msg.of("cli.follow.not-held"),
    "note": Msg.of("cli.follow.legal"),
    "error": Msg.of("cli.follow.not-held"),
    "how": Msg.of("cli.throw.how.exact"),
    "argument": Msg.of("cli.argument.files"),
    "voids": Join((Msg.of("cli.follow.legal"), Msg.of("cli.follow.legal"))),
    "rule": Localized("seed 000 article 7", "seed 000 第七条"),
    "ruling": Localized("a warning", "警告"),
}
"""A sample value for each parameter name the templates use."""


def sample(name: str) -> Param:
    """The sample for a parameter: by its name, else by what its name ends with, else a number
    (every template field takes one)."""
    if name in SAMPLES:
        return SAMPLES[name]
    for suffix, value in (
        ("cards", SAMPLES["cards"]),
        ("level", SAMPLES["level"]),
        ("seat", "E"),
        ("side", Side.DEFENDERS),
    ):
        if name.endswith(suffix):
            return value
    return 3


def fields(template: str) -> Iterator[str]:
    """The parameter names of a template (``{n|card|cards}`` names ``n``)."""
    for _, field, _, _ in string.Formatter().parse(template):
        if field is not None:
            yield field.split("|")[0]


def ids(legacy: bool) -> list[str]:
    return [i for i in CATALOG if i.startswith("legacy") == legacy]


def test_the_ids_are_dotted_and_defined_once() -> None:
    assert sum(len(m) for m in MODULES) == len(CATALOG)
    assert all(re.fullmatch(r"[a-z][a-z0-9_]*(\.[a-z0-9-]+)+", i) for i in ids(False)), [
        i for i in ids(False) if not re.fullmatch(r"[a-z][a-z0-9_]*(\.[a-z0-9-]+)+", i)
    ]


@pytest.mark.parametrize("key", ids(False))
def test_every_message_renders_in_both_languages(key: str) -> None:
    en, zh = CATALOG[key]
    assert zh, f"{key}: no Chinese"
    assert zh != en or not re.search(r"[A-Za-z]{2,}", _strip_fields(en)), (
        f"{key}: the Chinese is the English"
    )
    params = {name: sample(name) for name in {*fields(en), *fields(zh)}}
    message = Msg.of(key, **params)
    english, chinese = render(message, "en"), render(message, "zh")
    assert english and chinese
    assert chinese != english or zh == en  # (a template of fields and signs alone is both)
    assert english_words(chinese) == [], (key, chinese)
    if CJK.search(zh) is None:
        # A template without a Chinese word is punctuation around its fields (``（{note}）``).
        assert not re.search(r"[A-Za-z]{2,}", _strip_fields(zh)), (key, zh)


def _strip_fields(template: str) -> str:
    return re.sub(r"\{[^}]*\}", "", template)


_NAMING = {"Msg", "of", "say", "echo", "t"}
"""Calls whose first argument is a message id: ``Msg("id")``, ``Msg.of("id", …)``, and the
renderers' and commands' ``say("id", …)``, ``echo("id", …)``, ``t("id", …)``."""


def _calls() -> Iterator[tuple[str, str]]:
    """(id, where) of every call naming a message id (``Note(…)``: ``legacy``), docstrings aside."""
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = (
                node.func.id
                if isinstance(node.func, ast.Name)
                else node.func.attr
                if isinstance(node.func, ast.Attribute)
                else ""
            )
            where = f"{path.relative_to(PACKAGE)}:{node.lineno}"
            if name == "Note":
                yield "legacy", where
            elif (
                name in _NAMING
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
                and "." in node.args[0].value
            ):
                yield node.args[0].value, where


def test_no_sentence_is_written_at_its_call_site() -> None:
    # Every message is a catalog id: no transitional `legacy` ids, no `Note(en, zh)`.
    assert ids(True) == []
    assert [where for key, where in _calls() if key.startswith("legacy")] == []


def test_every_id_the_code_names_is_in_the_catalog() -> None:
    named = list(_calls())
    assert len(named) > 100  # the search finds them
    missing = [
        (key, where) for key, where in named if not key.startswith("legacy") and key not in CATALOG
    ]
    assert missing == []


def _constants() -> set[str]:
    out: set[str] = set()
    for path in PACKAGE.rglob("*.py"):
        if path.parent.name != "messages":
            out |= {
                n.value
                for n in ast.walk(ast.parse(path.read_text("utf-8")))
                if isinstance(n, ast.Constant) and isinstance(n.value, str)
            }
    return out


def test_every_report_and_cli_message_is_used() -> None:
    # (The other parts' are checked by their own tests.)  A missing argument is named by
    # `cli.argument.<its name>`.
    arguments = {
        f"cli.argument.{p.name}"
        for c in _commands(main)
        for p in c.params
        if isinstance(p, click.Argument)
    }
    constants = _constants()
    unused = [
        key
        for key in CATALOG
        if key.startswith(("report.", "cli.")) and key not in constants | arguments
    ]
    assert unused == []
    assert arguments <= set(CATALOG)


def _commands(command: click.Command) -> Iterator[click.Command]:
    yield command
    if isinstance(command, click.Group):
        for sub in command.commands.values():
            yield from _commands(sub)


def test_a_finder_of_english_words_finds_them() -> None:
    # The check above cannot pass by finding nothing.
    assert english_words("庄家 N 出了 ♠A，the dealer wins") == [
        "the",
        "wins",
    ]  # `dealer`: a keyword
    assert english_words("shengji check：'xml' 不是 --format 的值；见 a.sj、national") == []


def test_a_part_of_the_catalog_loads_when_one_of_its_ids_is_asked_for(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    c = catalog._Catalog()
    assert c.get("cli.bad-cards") == CATALOG["cli.bad-cards"] and c._loaded == {"cli"}
    assert (
        "nope.x" not in c
        and c.get("hand.nope", "default") == "default"
        and c._loaded == {"cli", "hand"}
    )
    with pytest.raises(KeyError):
        c["cli.nope"]
    assert len(c) == len(CATALOG) == sum(len(m) for m in MODULES) and c._loaded == set(PARTS)
    monkeypatch.setattr(catalog, "part", lambda name: {"cli.x": ("x", "x"), "hand.y": ("y", "y")})
    with pytest.raises(ValueError, match="hand.y"):
        catalog._Catalog().get("cli.x")
