"""The ruled result through the command line (docs/rules.md §11): a generated match whose hand
carries each ruling of each preset, its claims the ruled outcome, checks clean of claim
mismatches; the dispute's JSON, CSV and summary carry the ruled result, valid by the schema.
"""

from __future__ import annotations

import csv
import io
import json
from importlib import resources
from pathlib import Path

import jsonschema
import pytest
from clirun import run

from shengji_cli.core.variants import PRESETS, load_variant
from shengji_cli.gen.matches import RULING_FAULTS, generate_ruled_match
from shengji_cli.notation.writer import dumps

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
SCHEMA = json.loads(
    resources.files("shengji_cli").joinpath("schema", "check.schema.json").read_text("utf-8")
)


@pytest.mark.parametrize("preset", PRESETS)
def test_every_ruling_recorded_with_its_ruled_result_checks_clean(
    preset: str, tmp_path: Path
) -> None:
    # For each fault a ruling: line may name, a match whose ruled hand's result: and points: are
    # the generator's own reading of the outcome (gen/matches.py): no claim mismatch on that hand.
    v = load_variant(preset)
    expected = {}
    for fault in RULING_FAULTS:
        records, _, (n, _) = generate_ruled_match(11, v, 3, fault)
        name = f"{fault.removeprefix('ruling:')}.sj"
        (tmp_path / name).write_text(f"variant: {preset}\n" + dumps(records), encoding="utf-8")
        expected[name] = n
    _, out, _ = run("check", str(tmp_path), "--format", "jsonl", "--jobs", "1")
    rows = [json.loads(line) for line in out.splitlines()]
    for row in rows:
        jsonschema.validate({"records": [row]}, SCHEMA)
        if row["hand"] == expected[Path(row["file"]).name]:
            kinds = {f["kind"] for f in row["violations"]}
            assert not kinds & {"points-mismatch", "level-mismatch"}, (row["file"], kinds)


def test_the_dispute_in_every_format() -> None:
    path = str(EXAMPLES / "dispute_as_played.sj")
    _, out, _ = run("check", path, "--format", "json")
    doc = json.loads(out)
    jsonschema.validate(doc, SCHEMA)
    ruled = doc["records"][0]["ruled"]
    assert (ruled["differs"], ruled["defenders_points"], ruled["result"]) == (
        True,
        115,
        {"side": "defenders", "levels": 0},
    )
    assert doc["records"][0]["defenders_points"] == 135
    [c] = ruled["consequences"]
    assert (c["seat"], c["trick"], c["kind"], c["effect"]) == ("W", 10, "failed-throw", -20)
    _, out, _ = run("check", path, "--format", "csv")
    [row] = list(csv.DictReader(io.StringIO(out)))
    assert (
        row["defenders_points"],
        row["ruled_points"],
        row["ruled_result_side"],
        row["ruled_result_levels"],
    ) == ("135", "115", "defenders", "0")
    _, out, _ = run(
        "check",
        path,
        str(EXAMPLES / "dispute_ruled.sj"),
        str(EXAMPLES / "national_clean.sj"),
        "--summary",
        "--format",
        "json",
    )
    assert json.loads(out)["ruled_differs"] == 2
    _, out, _ = run("--lang", "zh", "check", path)
    assert "判罚后：115（闲家升 0 级）" in out


def test_a_range_is_given_at_both_ends() -> None:
    # national 藏张: 20–30 points, the referee's choice (R11.51).
    _, out, _ = run("check", str(EXAMPLES / "card_not_held.sj"))
    assert "ruled: 35–45 (dealer +2 or dealer +1)" in out
    _, out, _ = run("check", str(EXAMPLES / "card_not_held.sj"), "--format", "json")
    ruled = json.loads(out)["records"][0]["ruled"]
    assert (ruled["defenders_points"], ruled["defenders_points_max"]) == (35, 45)
    # Both ends put the dealer side up: its partner deals next either way.
    assert (
        ruled["next_dealer"] == "E"
        and ruled["result"]["side"] == ruled["result_max"]["side"] == "dealer"
    )
