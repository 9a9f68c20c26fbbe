"""The examples in another format than ``.sj`` (``examples/*.jsonl`` …): each is made by the project
(:func:`json_example`, from generated hands; ``PYTHONPATH=tests python
tests/cli/test_examples_formats.py``
writes it again) and checks to the outcome its records' comments document (``Shows `KIND```)."""

from __future__ import annotations

import json
from dataclasses import replace
from importlib import resources
from pathlib import Path

import jsonschema
import pytest
from clirun import run

from shengji_cli.core.record import HandRecord
from shengji_cli.core.variants import load_variant
from shengji_cli.core.vocab import Kind
from shengji_cli.gen.hands import generate
from shengji_cli.importers import FORMATS, format_of, importer
from shengji_cli.importers.json import dumps

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
SCHEMA = json.loads(
    resources.files("shengji_cli").joinpath("schema/check.schema.json").read_text("utf-8")
)
RECORD_SCHEMA = json.loads(
    resources.files("shengji_cli").joinpath("schema/record.schema.json").read_text("utf-8")
)
OTHERS = sorted(
    p
    for p in (
        *EXAMPLES.iterdir(),
        *(EXAMPLES / "botzone").iterdir(),
        *(EXAMPLES / "jerryyyu").iterdir(),
    )
    if p.is_file() and p.suffix != ".sj" and format_of(p.name) is not None
) + sorted((EXAMPLES / "rbtying").glob("*.rbtying.txt"))  # a log with the files beside it


def json_example() -> str:
    """``examples/json_record.jsonl``: a clean national hand and one with an illegal follow."""
    v = load_variant("national")
    clean = generate(2026, v).record
    seed = 1
    while not (faulty := generate(seed, v, Kind.ILLEGAL_FOLLOW)).expected:
        seed += 1
    return dumps(
        [
            replace(
                clean, comments=("A clean full hand under the national preset, as a JSON record.",)
            ),
            replace(
                faulty.record,
                comments=(
                    "Shows `illegal-follow`: a follower kept back cards the lead obliged him "
                    "to play.",
                ),
            ),
        ]
    )


def expected_kinds(path: Path) -> set[str]:
    fmt = format_of(path.name)
    assert fmt is not None
    with path.open("rb") as f:
        records = [r for u in importer(fmt).iter_units(f, str(path)) for r in u.records]
    assert records and all(isinstance(r, HandRecord) for r in records)
    return {
        c.split("`")[1]
        for r in records
        if isinstance(r, HandRecord)
        for c in r.comments
        if c.startswith("Shows `")
    }


def test_every_format_has_an_example() -> None:
    assert {format_of(p.name) for p in OTHERS} == set(FORMATS)


def test_the_json_example_is_the_projects() -> None:
    assert (EXAMPLES / "json_record.jsonl").read_text("utf-8") == json_example()
    for line in json_example().splitlines():
        jsonschema.validate(json.loads(line), RECORD_SCHEMA)


@pytest.mark.parametrize("path", OTHERS, ids=lambda p: p.name)
def test_every_other_example_checks_to_its_documented_outcome(path: Path) -> None:
    code, out, _ = run("check", str(path), "--format", "json")
    doc = json.loads(out)
    jsonschema.validate(doc, SCHEMA)
    assert all("error" not in r for r in doc["records"])
    kinds = {v["kind"] for r in doc["records"] for v in r["violations"]}
    assert kinds == expected_kinds(path)
    assert code == (1 if kinds else 0)


if __name__ == "__main__":
    (EXAMPLES / "json_record.jsonl").write_text(json_example(), encoding="utf-8")
