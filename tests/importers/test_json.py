"""The JSON record format: every form of a file, the errors placed at their line and column with
the field's path, the round trip ``.sj`` → json → ``.sj`` (every example, 1,000 generated hands),
and every record written valid under the published schema."""

from __future__ import annotations

import gzip
import io
import json
from importlib import resources
from pathlib import Path

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shengji_cli.core.record import HandRecord
from shengji_cli.core.variants import PRESETS, load_variant
from shengji_cli.gen.hands import generate_many
from shengji_cli.importers import MAX_LINE_BYTES, RecordGroup, invariant_error, iter_lines
from shengji_cli.importers.json import dumps, iter_units, loads, record_dict, record_from
from shengji_cli.notation import ParseError
from shengji_cli.notation import dumps as sj_dumps
from shengji_cli.notation import loads as sj_loads
from shengji_cli.notation.writer import typed_in_chinese
from shengji_cli.report.catalog import render
from shengji_cli.report.errors import parse_error_text

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
SCHEMA = json.loads(
    resources.files("shengji_cli").joinpath("schema/record.schema.json").read_text("utf-8")
)
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)
HAND = '{"seats": ["N", "W", "S", "E"], "level": 5, "trump": "H"}'


def records(units: list[RecordGroup]) -> list[HandRecord]:
    out = [r for u in units for r in u.records]
    assert all(isinstance(r, HandRecord) for r in out), [
        r for r in out if isinstance(r, ParseError)
    ]
    return [r for r in out if isinstance(r, HandRecord)]


def error(units: list[RecordGroup]) -> ParseError:
    errors = [r for u in units for r in u.records if isinstance(r, ParseError)]
    assert len(errors) == 1, errors
    return errors[0]


def round_trip(hands: list[HandRecord]) -> None:
    text = dumps(hands)
    for line in text.splitlines():
        VALIDATOR.validate(json.loads(line))
    assert sj_dumps(records(loads(text))) == sj_dumps(hands)
    group = dumps(hands, group=True, match=True)
    VALIDATOR.validate(json.loads(group))
    [unit] = loads(group)
    assert unit.match is True and sj_dumps(records([unit])) == sj_dumps(hands)


# ---------------------------------------------------------------- the forms of a file


def test_json_lines_are_one_unit_a_line_at_their_lines() -> None:
    units = loads(f"{HAND}\n\n{HAND}\n")
    assert [u.match for u in units] == [None, None]
    assert [r.line for r in records(units)] == [1, 3]
    r = records(units)[0]
    assert (r.seats, r.level, r.trump) == (("N", "W", "S", "E"), 5, "H")


def test_an_array_document_is_one_unit_its_records_at_their_lines() -> None:
    [unit] = loads(f"[\n  {HAND},\n\n  {HAND}\n]\n")
    assert unit.match is None and [r.line for r in records([unit])] == [2, 4]


def test_a_group_says_whether_it_is_a_match() -> None:
    for match in (True, False):
        [unit] = loads(json.dumps({"records": [json.loads(HAND)] * 3, "match": match}))
        assert unit.match is match and len(unit.records) == 3
    [unit] = loads('{"records": []}')
    assert unit == RecordGroup((), None)


def test_a_pretty_printed_record_is_one_document() -> None:
    [unit] = loads(json.dumps(json.loads(HAND), indent=2))
    assert records([unit])[0].level == 5


def test_a_jsonl_file_is_json_lines_whatever_its_first_line_holds() -> None:
    units = loads('{"level": 5,\n' + HAND + "\n", "a.jsonl")
    assert isinstance(units[0].records[0], ParseError) and units[0].records[0].line == 1
    assert records(units[1:])[0].line == 2
    [unit] = loads('{"level": 5,\n"trump": "H"}\n', "a.json")  # elsewhere: one document
    assert records([unit])[0].trump == "H"


def test_a_gzipped_file_is_read_through(tmp_path: Path) -> None:
    data = gzip.compress(f"{HAND}\n{HAND}\n".encode())
    assert len(records(list(iter_units(io.BytesIO(data), "x.jsonl.gz")))) == 2


def test_levels_by_name_and_every_alias_of_a_card() -> None:
    r = records(loads('{"level": "J", "kitty": ["♠10", "S10", "ST", "红桃A", "大王", "lj"]}'))[0]
    assert (
        r.level == 11
        and r.kitty == records(loads('{"kitty": ["S10", "S10", "S10", "HA", "BJ", "LJ"]}'))[0].kitty
    )


# ---------------------------------------------------------------- errors: placed, the field named


@pytest.mark.parametrize(
    "text,where,message",
    [
        (
            '{"level": 5}\n{"tricks": [{"plays": [{"seat": "N", "cards": ["S3", "SX"]}]}]}',
            (2, 1),
            "tricks[0].plays[0].cards[1]: unknown card 'SX'",
        ),
        ('{"level": true}', (1, 1), "level: expected an integer, found a boolean"),
        ('{"level": 1}', (1, 1), "level: bad level '1'"),
        (
            '{"tricks": [{"plays": [{"cards": []}]}]}',
            (1, 1),
            "tricks[0].plays[0].seat: missing required field",
        ),
        ('{"claims": {"points": 5, "winner": []}}', (1, 1), "claims.winner: unknown field"),
        (
            '{"claims": {"result": {"side": "north", "levels": 1}}}',
            (1, 1),
            "claims.result.side: bad side 'north'",
        ),
        ('{"deals": {"N": "SA"}}', (1, 1), "deals.N: expected an array, found a string"),
        ("[1]", (1, 2), "[0]: a record must be a JSON object, not an integer"),
        ('"record"', (1, 1), "a record must be a JSON object, not a string"),
        (
            '{"records": [{}, {"bids": [{"seat": "N", "cards": ["H2"], "phase": "later"}]}]}',
            (1, 18),
            "records[1].bids[0].phase: bad phase 'later'",
        ),
        ('{"records": 3}', (1, 1), "records: expected an array, found an integer"),
        (
            '{"level": 5}\n{"level": 5,}',
            (2, 13),
            "not valid JSON: a field name in double quotes was expected",
        ),
        ('[\n{},\n{"level": 5}\n{}]', (4, 1), "not valid JSON: a ',' was expected"),
        ('{"level": 5} x', (1, 14), "not valid JSON: more after the value"),
    ],
)
def test_an_unmappable_value_is_a_parse_error_at_its_place(
    text: str, where: tuple[int, int], message: str
) -> None:
    e = error(loads(text, "a.json"))
    assert (e.source, e.line, e.column) == ("a.json", *where)
    assert render(e.detail) == message
    assert render(e.detail, "zh")  # said in Chinese too
    assert parse_error_text(e).startswith(f"a.json:{where[0]}:{where[1]}: {message}")


def test_every_reason_of_the_json_decoder_is_said_in_both_languages() -> None:
    for text in (
        '{"a" 1}',
        '{"a": "b',
        '{"a": "\x01"}',
        '{"a": "\\q"}',
        '{"a": "\\u12"}',
        "[1 2]",
        "{",
        "[1] 2",
    ):
        e = error(loads(text, "a.json"))
        assert e.message.id.startswith("imp_json.syntax."), (text, e.message)


def test_a_bad_record_loses_no_other() -> None:
    units = loads(f'{HAND}\n{{"level": "Z"}}\n{HAND}\n[{HAND}, 5, {HAND}]\n')
    assert [len(u.records) for u in units] == [1, 1, 1, 3]
    assert [isinstance(r, ParseError) for u in units for r in u.records] == [
        False,
        True,
        False,
        False,
        True,
        False,
    ]


def test_bad_bytes_and_long_lines_are_errors_of_their_line() -> None:
    e = error(
        list(iter_units(io.BytesIO(HAND.encode() + b"\n" + b'{"variant": "\xff"}\n'), "a.jsonl"))
    )
    assert (e.line, e.column, e.message.id) == (2, 14, "imp_json.stream.not-utf8")
    lines = list(iter_lines(io.BytesIO(b"a\n" + b"x" * 50 + b"\nb"), "a", limit=10))
    assert [n for n, _ in lines] == [1, 2, 3] and isinstance(lines[1][1], ParseError)
    assert lines[1][1].message.id == "imp_json.stream.line-too-long" and lines[2][1] == "b"
    assert MAX_LINE_BYTES >= 1_000_000


def test_a_truncated_gzip_is_an_error_not_an_exception() -> None:
    data = gzip.compress((HAND + "\n").encode() * 200)[:-30]
    units = list(iter_units(io.BytesIO(data), "a.jsonl.gz"))
    assert isinstance(units[-1].records[0], ParseError)
    assert units[-1].records[0].message.id == "imp_json.stream.broken"


# ---------------------------------------------------------------- the round trip and the schema


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.sj")), ids=lambda p: p.name)
def test_every_example_round_trips_identically(path: Path) -> None:
    text = path.read_text("utf-8")
    hands = sj_loads(text, str(path))
    zh = typed_in_chinese(text)  # written as typed (examples/zh_typed.sj)
    assert sj_dumps(records(loads(dumps(hands))), zh=zh) == text
    round_trip(hands)


@pytest.mark.parametrize("preset", PRESETS)
def test_200_generated_hands_of_each_preset_round_trip(preset: str) -> None:
    # 5 presets × 200 = 1,000 generated records, faults included (attempted plays, penalties).
    hands = [
        g.record
        for g in generate_many(
            200,
            13,
            load_variant(preset),
            ("failed-throw", "wrong-forced-play", "illegal-follow", "bury"),
        )
    ]
    round_trip(hands)
    assert any(p.attempted for r in hands for t in r.tricks for p in t.plays)


_SEAT = st.sampled_from(["N", "W", "S", "E", "东", "p1"])
_CARD = st.sampled_from(["SA", "H10", "C2", "DK", "BJ", "LJ", "SJ"])
_CARDS = st.lists(_CARD, max_size=5)
_PLAYED = st.lists(_CARD, min_size=1, max_size=5)


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.fixed_dictionaries(
        {},
        optional={
            "variant": st.sampled_from(["national", "shenzhen"]),
            "seats": st.lists(_SEAT, min_size=4, max_size=4, unique=True),
            "dealer": _SEAT,
            "level": st.integers(2, 14),
            "trump": st.sampled_from(["S", "H", "C", "D", "NT"]),
            "teams": st.dictionaries(_SEAT, st.sampled_from(["北京", "Shanghai"]), max_size=2),
            "levels": st.dictionaries(_SEAT, st.integers(2, 14), max_size=2),
            "no_bid": st.just(True),
            "bids": st.lists(
                st.fixed_dictionaries(
                    {"seat": _SEAT, "cards": _CARDS},
                    optional={"phase": st.sampled_from(["before-bottom", "after-bury"])},
                ),
                max_size=2,
            ),
            "turned": _CARD,
            "deals": st.dictionaries(_SEAT, _CARDS, max_size=4),
            "kitty": _CARDS,
            "buried": _CARDS,
            "reburied": st.lists(
                st.fixed_dictionaries({"seat": _SEAT, "cards": _CARDS}), max_size=2
            ),
            "tricks": st.lists(
                st.fixed_dictionaries(
                    {
                        "plays": st.lists(
                            st.fixed_dictionaries(
                                {"seat": _SEAT, "cards": _PLAYED}, optional={"attempted": _PLAYED}
                            ),
                            min_size=4,
                            max_size=4,
                        )
                    }
                ),
                max_size=3,
            ),
            "claims": st.fixed_dictionaries(
                {},
                optional={
                    "points": st.integers(0, 200),
                    "bottom_points": st.integers(0, 50),
                    "bottom_multiplier": st.integers(1, 8),
                    "result": st.fixed_dictionaries(
                        {
                            "side": st.sampled_from(["dealer", "defenders"]),
                            "levels": st.integers(0, 3),
                        }
                    ),
                    "penalties": st.lists(
                        st.fixed_dictionaries({"seat": _SEAT, "points": st.integers(0, 60)}),
                        max_size=2,
                    ),
                },
            ),
            "rulings": st.lists(
                st.fixed_dictionaries(
                    {"fault": st.sampled_from(["hidden-card", "bury"]), "seat": _SEAT},
                    optional={"points": st.integers(0, 80)},
                ),
                max_size=2,
            ),
            "comments": st.lists(st.sampled_from(["", "a note", "注释"]), max_size=2),
        },
    )
)
def test_any_record_the_schema_admits_reads_and_writes_back_the_same(
    obj: dict[str, object],
) -> None:
    VALIDATOR.validate(obj)
    why = invariant_error(record_from(obj))  # a seat not of the seats: what no schema says
    if why is not None:
        [[bad]] = [u.records for u in loads(json.dumps(obj))]
        assert isinstance(bad, ParseError) and bad.message == why[0] and bad.line == 1
        return
    [r] = records(loads(json.dumps(obj)))
    again = record_dict(r)
    VALIDATOR.validate(again)
    assert records(loads(json.dumps(again))) == [r]
    assert records(loads(dumps([r]))) == [r]


def test_the_schema_refuses_what_the_reader_refuses() -> None:
    for bad in (
        '{"level": 1}',
        '{"kitty": ["SX"]}',
        '{"tricks": [{"plays": [{"cards": []}]}]}',
        '{"extra": 1}',
        '{"claims": {"result": {"side": "north", "levels": 1}}}',
    ):
        assert not VALIDATOR.is_valid(json.loads(bad)), bad
        assert isinstance(loads(bad)[0].records[0], ParseError), bad
