"""The JSON Schema and the code name the same things: each enum of the schema is the code's."""

from __future__ import annotations

import json
from collections.abc import Iterator
from importlib import resources
from typing import Any

from shengji_cli.core.reports import ErrorKind
from shengji_cli.core.vocab import Kind, Side, Standing, Status, Trump

SCHEMA = json.loads(
    resources.files("shengji_cli")
    .joinpath("schema")
    .joinpath("check.schema.json")
    .read_text("utf-8")
)


def _enums(node: Any, path: str = "") -> Iterator[tuple[str, list[Any]]]:
    if isinstance(node, dict):
        if "enum" in node:
            yield path, node["enum"]
        for key, value in node.items():
            yield from _enums(value, f"{path}/{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _enums(value, f"{path}/{i}")


def test_every_schema_enum_is_a_vocabulary_enum() -> None:
    known = {frozenset(e) for e in (Kind, Standing, Side, Trump, Status, ErrorKind)}
    found = list(_enums(SCHEMA))
    assert len(found) >= 4
    for path, values in found:
        assert frozenset(v for v in values if v is not None) in known, path


def test_the_finding_kinds_are_the_code_kinds_in_order() -> None:
    kinds = SCHEMA["$defs"]["finding"]["properties"]["kind"]["enum"]
    assert kinds == [str(k) for k in Kind]


def test_the_standings_and_sides_are_the_codes() -> None:
    assert SCHEMA["$defs"]["play"]["properties"]["standing"]["enum"] == [str(s) for s in Standing]
    sides = [values for path, values in _enums(SCHEMA) if path.endswith("/side")]
    assert sides and all(sorted(v) == sorted(str(s) for s in Side) for v in sides)


def test_the_statuses_and_error_kinds_are_the_codes() -> None:
    assert SCHEMA["$defs"]["status"]["enum"] == [str(s) for s in Status]
    assert SCHEMA["$defs"]["error"]["properties"]["kind"]["enum"] == [str(k) for k in ErrorKind]
    record = SCHEMA["$defs"]["record"]
    assert (
        "status" in record["required"] and record["properties"]["error"]["$ref"] == "#/$defs/error"
    )
