"""``solve --format json`` against its published schema (``shengji schema solve``), ``check
--analyze``'s ``analysis`` against check's, and the solve part of the catalog."""

from __future__ import annotations

import ast
import json
from pathlib import Path
from typing import Any

import pytest
from clirun import run
from jsonschema import Draft202012Validator

from shengji_cli.cli.schema import schema_text
from shengji_cli.report.messages.solve import MESSAGES

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "solve"
SOLVE = Draft202012Validator(json.loads(schema_text("solve")))
CHECK = Draft202012Validator(json.loads(schema_text("check")))


def _doc(*args: str) -> dict[str, Any]:
    code, out, _ = run("solve", *args, "--format", "json")
    assert code in (0, 3)
    doc: dict[str, Any] = json.loads(out)
    return doc


def test_the_schemas_are_schemas() -> None:
    Draft202012Validator.check_schema(SOLVE.schema)
    code, out, _ = run("schema", "solve")
    assert code == 0 and out == schema_text("solve")


@pytest.mark.parametrize(
    "args",
    [
        ("late_errors.sj", "--from-trick", "20"),
        ("late_errors.sj", "--from-trick", "20", "--lang", "zh"),
        ("dig_avoidable.sj", "--from-trick", "14"),
        ("dig_unavoidable.sj", "--from-trick", "17"),
        ("played_only.sj", "--from-trick", "19"),
        ("late_errors.sj", "--from-trick", "15", "--budget", "50"),
        ("late_errors.sj", "--trick", "21", "--seat", "E"),
        ("dig_avoidable.sj", "--trick", "15", "--seat", "N"),
        ("late_errors.sj", "--trick", "17", "--seat", "S", "--budget", "20"),
        ("failed_throw_gains.sj", "--from-trick", "18"),
        ("failed_throw_gains.sj", "--trick", "18", "--seat", "E"),
    ],
)
def test_every_output_is_valid(args: tuple[str, ...]) -> None:
    doc = _doc(str(EXAMPLES / args[0]), *args[1:])
    errors = [e.message for e in SOLVE.iter_errors(doc)]
    assert errors == []


def test_the_schema_refuses_what_is_wrong() -> None:
    doc = _doc(str(EXAMPLES / "late_errors.sj"), "--from-trick", "20")
    assert SOLVE.is_valid(doc)
    for broken in (
        {**doc, "costs": [{**doc["costs"][0], "cost": -10}]},
        {**doc, "bottom_dig": {**doc["bottom_dig"], "answer": "maybe"}},
        {**doc, "line": [{"trick": 20, "seat": "N", "cards": ["♥J"]}]},
        {**doc, "line": [{"trick": 20, "seat": "N", "cards": ["HJ"], "attempted": []}]},
        {**doc, "extra": 1},
        {k: v for k, v in doc.items() if k != "value"},
    ):
        assert not SOLVE.is_valid(broken)
    # A failed throw in the line: an optional "attempted" (the throw; "cards" its forced play).
    assert SOLVE.is_valid(
        {**doc, "line": [{"trick": 20, "seat": "N", "cards": ["HJ"], "attempted": ["HJ", "HQ"]}]}
    )


def test_check_analyze_is_valid_against_checks_schema() -> None:
    code, out, _ = run(
        "check",
        str(EXAMPLES / "late_errors.sj"),
        str(EXAMPLES / "no_hands.sj"),
        "--analyze",
        "--analyze-tricks",
        "3",
        "--format",
        "json",
    )
    doc = json.loads(out)
    assert code == 0 and [e.message for e in CHECK.iter_errors(doc)] == []
    assert all("analysis" in r for r in doc["records"])
    broken = json.loads(out)
    broken["records"][0]["analysis"]["costs"]["dealer"] = -1
    assert not CHECK.is_valid(broken)


def _constants() -> set[str]:
    package = ROOT / "shengji_cli"
    return {
        n.value
        for p in package.rglob("*.py")
        if p.parent.name != "messages"
        for n in ast.walk(ast.parse(p.read_text("utf-8")))
        if isinstance(n, ast.Constant) and isinstance(n.value, str)
    }


def test_every_solve_message_is_used() -> None:
    constants = _constants()
    assert [key for key in MESSAGES if key not in constants] == []
    assert all(key.startswith("solve.") for key in MESSAGES)
