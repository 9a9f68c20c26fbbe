"""Trump is one type from the reader to the report: every record read — from the notation and
from each importer — and every generated one carries a :class:`~shengji_cli.core.vocab.Trump`
(not a plain string), and it is written back as the same text."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shengji_cli.core.record import HandRecord
from shengji_cli.core.variants import load_variant
from shengji_cli.core.vocab import Trump
from shengji_cli.gen.hands import generate
from shengji_cli.importers import fen80, godot
from shengji_cli.importers import json as json_records
from shengji_cli.notation import dumps, loads
from shengji_cli.notation.cards import format_trump
from shengji_cli.notation.grammar import TRUMP_VALUES

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
ALIASES = [*TRUMP_VALUES.items(), ("NT", Trump.NT), ("nt", Trump.NT), ("无主", Trump.NT)]
HAND = "seats: N W S E\nlevel: 2\ntrump: {}\n1. N SA | W S3 | S S4 | E S5\n"


def is_trump(value: object) -> bool:
    return value is None or type(value) is Trump


@pytest.mark.parametrize(("alias", "trump"), ALIASES)
@pytest.mark.parametrize("ascii", [False, True])
def test_every_alias_reads_as_its_trump_and_is_written_back(
    alias: str, trump: Trump, ascii: bool
) -> None:
    [record] = loads(HAND.format(alias))
    assert record.trump is trump
    written = dumps([record], ascii=ascii)
    assert f"trump: {format_trump(trump, ascii)}\n" in written
    assert loads(written)[0].trump is trump


def test_every_example_record_carries_a_trump_that_reads_back() -> None:
    records = [r for path in sorted(EXAMPLES.rglob("*.sj")) for r in loads(path.read_text())]
    assert records and all(is_trump(r.trump) for r in records)
    assert [r.trump for r in loads(dumps(records))] == [r.trump for r in records]


@pytest.mark.parametrize("trump", list(Trump))
def test_a_json_record_carries_a_trump_and_is_written_back(trump: Trump) -> None:
    [group] = json_records.loads(json.dumps({"seats": ["N", "W", "S", "E"], "trump": trump}))
    [record] = group.records
    assert isinstance(record, HandRecord) and record.trump is trump
    assert json.loads(json_records.dumps([record]))["trump"] == trump.value


def test_a_godot_log_carries_trumps_that_are_its_rounds() -> None:
    text = (EXAMPLES / "godot_log.godot.json").read_text()
    records = [r for g in godot.loads(text) for r in g.records]
    assert records and all(type(r.trump) is Trump for r in records)  # type: ignore[union-attr]
    rounds = json.loads(text)["rounds"]
    assert [godot._TRUMPS[r["trump_suit"]] for r in rounds] == [
        r.trump  # type: ignore[union-attr]
        for r in records
    ]


def test_an_80fen_season_carries_trumps_that_are_written_back() -> None:
    text = (EXAMPLES / "80fen_sample.ndjson").read_text()
    records = [r for g in fen80.loads(text) for r in g.records]
    assert records and all(type(r.trump) is Trump for r in records)  # type: ignore[union-attr]
    rounds = [r for line in text.splitlines() for r in json.loads(line)["rounds"]]
    assert [r["trump"] for r in rounds] == [
        fen80._trump_letter(r.trump)  # type: ignore[union-attr]
        for r in records
    ]


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(["national", "bjtu", "shanghai", "online"]))
def test_a_generated_record_carries_a_trump(seed: int, variant: str) -> None:
    record = generate(seed, load_variant(variant)).record
    assert type(record.trump) is Trump
    assert loads(dumps([record]))[0].trump is record.trump


@pytest.mark.parametrize("trump", list(Trump))
def test_a_plain_string_is_made_its_trump_and_any_other_kept_for_the_invariants(
    trump: Trump,
) -> None:
    assert HandRecord(trump=trump.value).trump is trump  # type: ignore[arg-type]
    assert HandRecord(trump="X").trump == "X"  # type: ignore[arg-type]
