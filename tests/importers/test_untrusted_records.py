"""Issue 27's importer reproducers: JSON refused past the syntax, records the checker cannot judge,
an importer that raises, line numbers of long logs and the quotes of long lines — each a located
error of its record, in every JSON importer, with the later records kept; ``check_file`` never
raises."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from shengji_cli.batch.check import check_file
from shengji_cli.core.messages import Msg
from shengji_cli.core.record import HandRecord, Play, Trick
from shengji_cli.core.reports import HandReport
from shengji_cli.importers import (
    LineTable,
    RecordGroup,
    checked_units,
    invariant_error,
    read,
    read_line,
)
from shengji_cli.importers import fen80 as fen80_module
from shengji_cli.notation import ParseError
from shengji_cli.report.errors import parse_error_text

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
BIG = "1" * 5000
"""A number past Python's 4,300 digits (``ValueError``)."""
DEEP = "[" * 100_000 + "]" * 100_000
"""Nesting past Python's recursion (``RecursionError``)."""


def _lines(name: str) -> list[str]:
    return [line for line in (EXAMPLES / name).read_text("utf-8").splitlines() if line.strip()]


JSON_GOOD = _lines("json_record.jsonl")[0]
FEN_GOOD = _lines("80fen_sample.ndjson")[0]
GODOT = json.loads((EXAMPLES / "godot_log.godot.json").read_text("utf-8"))


def _ids(reports: list[HandReport]) -> list[str | None]:
    return [None if r.error is None else r.error.message.id for r in reports]


def _verdict(reports: list[HandReport]) -> list[tuple[str, tuple[str, ...]]]:
    return [(r.status.value, tuple(str(f.kind) for f in r.violations)) for r in reports]


# -- JSON the decoder refuses past the syntax: every JSON importer --------------------------


@pytest.mark.parametrize(
    "bad, message", [(BIG, "imp_json.record.number-too-long"), (DEEP, "imp_json.record.too-deep")]
)
def test_a_json_lines_record_the_decoder_refuses_is_located_and_the_next_survives(
    tmp_path: Path, bad: str, message: str
) -> None:
    path = tmp_path / "records.jsonl"
    path.write_text(f'{{"level": {bad}}}\n{JSON_GOOD}\n', "utf-8")
    reports = check_file(path)
    assert _ids(reports) == [message, None]
    first = reports[0].error
    assert first is not None and first.line == 1 and first.column == (11 if bad == BIG else 510)
    assert len(first.line_text) <= 300
    alone = tmp_path / "alone.jsonl"
    alone.write_text(JSON_GOOD + "\n", "utf-8")
    assert _verdict(reports[1:]) == _verdict(check_file(alone))


@pytest.mark.parametrize(
    "bad, message", [(BIG, "imp_json.record.number-too-long"), (DEEP, "imp_json.record.too-deep")]
)
def test_a_godot_log_the_decoder_refuses_is_one_located_error(
    tmp_path: Path, bad: str, message: str
) -> None:
    text = json.dumps(GODOT, indent=1).replace(
        '"version": 1', f'"version": {bad}' if bad == BIG else f'"version": {bad}'
    )
    path = tmp_path / "log.godot.json"
    path.write_text(text, "utf-8")
    [report] = check_file(path)
    assert report.error is not None and report.error.message.id == message
    assert report.error.line == 2 and report.error.column is not None and report.error.column > 1


@pytest.mark.parametrize(
    "bad, message", [(BIG, "imp_json.record.number-too-long"), (DEEP, "imp_fen80.too-deep")]
)
def test_an_80fen_line_the_decoder_refuses_is_located_and_the_next_line_survives(
    tmp_path: Path, bad: str, message: str
) -> None:
    path = tmp_path / "season.ndjson"
    path.write_text(f'{{"rounds": [{bad}]}}\n{FEN_GOOD}\n', "utf-8")
    reports = check_file(path)
    assert (
        _ids(reports)[0] == message and reports[0].error is not None and reports[0].error.line == 1
    )
    alone = tmp_path / "alone.ndjson"
    alone.write_text(FEN_GOOD + "\n", "utf-8")
    assert _verdict(reports[1:]) == _verdict(check_file(alone))


# -- what the checker cannot judge: one invariant check for every importer ------------------


def _record(**changes: Any) -> str:
    obj = json.loads(JSON_GOOD)
    obj.update(changes)
    return json.dumps(obj)


def _tricks(change: Any) -> list[Any]:
    tricks = json.loads(JSON_GOOD)["tricks"]
    change(tricks)
    return list(tricks)


@pytest.mark.parametrize(
    "line, message",
    [
        (
            _record(tricks=_tricks(lambda t: t[0]["plays"][0].update(cards=[]))),
            "imp_json.record.empty-play",
        ),
        (_record(tricks=_tricks(lambda t: t[1]["plays"].pop())), "imp_json.record.play-count"),
        (
            _record(tricks=_tricks(lambda t: t[2]["plays"][3].update(seat="Q"))),
            "imp_json.record.unknown-seat",
        ),
        (_record(dealer="Q"), "imp_json.record.unknown-seat"),
        (_record(seats=["N", "W", "S", "S"]), "imp_json.record.seats"),
        (_record(variant="national # x"), "imp_json.record.bad-name"),
        (_record(kitty=[]), "imp_json.record.no-cards"),
    ],
)
def test_a_json_record_the_notation_could_not_hold_is_located_and_the_next_survives(
    tmp_path: Path, line: str, message: str
) -> None:
    path = tmp_path / "records.jsonl"
    path.write_text(f"{line}\n{JSON_GOOD}\n", "utf-8")
    reports = check_file(path)
    assert _ids(reports) == [message, None]
    assert reports[0].error is not None and reports[0].error.line == 1


def _godot_log(change: Any) -> str:
    doc = json.loads(json.dumps(GODOT))
    doc["rounds"] = [doc["rounds"][0], json.loads(json.dumps(doc["rounds"][0]))]
    change(doc["rounds"][0])
    return json.dumps(doc, indent=1)


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda r: r["debug"]["initial_hands"].__setitem__(2, True), "imp_godot.bad-value"),
        (lambda r: r["debug"]["initial_hands"].__setitem__(1, None), "imp_godot.bad-value"),
        (
            lambda r: r["tricks"][0]["plays"][0].__setitem__("cards", []),
            "imp_json.record.empty-play",
        ),
        # found by the 30-minute fuzz: a bottom of -1 point, which no ``bottom:`` line can hold
        (
            lambda r: r["settlement"].update(bottom_score=-1, bottom_multiplier=2),
            "imp_json.record.bad-number",
        ),
        # found by the third 30-minute fuzz: a trick_num no trick line can hold (-1, ten digits)
        (lambda r: r["tricks"][3].update(trick_num=-1), "imp_json.record.bad-number"),
        (lambda r: r["tricks"][3].update(trick_num=1_000_000_000), "imp_json.record.bad-number"),
    ],
)
def test_a_godot_round_the_checker_could_not_judge_is_located_and_the_next_round_is_checked(
    tmp_path: Path, change: Any, message: str
) -> None:
    path = tmp_path / "log.godot.json"
    path.write_text(_godot_log(change), "utf-8")
    reports = check_file(path)
    assert (
        _ids(reports)[0] == message and reports[0].error is not None and reports[0].error.line > 1
    )
    assert reports[1].error is None and reports[1].status.value != "unreadable"


def test_the_invariants_of_a_record() -> None:
    play = Play("N", (1,))
    trick = Trick(1, (play, Play("W", (2,)), Play("S", (3,)), Play("E", (4,))), 7)
    assert invariant_error(HandRecord(seats=("N", "W", "S", "E"), tricks=(trick,))) is None
    bad_card = trick._replace(plays=(play._replace(cards=(99,)), *trick.plays[1:]))
    assert [
        invariant_error(r)[0].id
        for r in (  # type: ignore[index]
            HandRecord(level=15),
            HandRecord(trump="X"),
            HandRecord(tricks=(bad_card,)),
            HandRecord(deals=(("N", ("SA",)),)),
            HandRecord(teams=(("N", "a b"),)),
        )
    ] == [  # type: ignore[arg-type]
        "imp_json.record.bad-level",
        "imp_json.record.bad-trump",
        "imp_json.record.not-a-card",
        "imp_json.record.not-a-card",
        "imp_json.record.bad-name",
    ]
    three = HandRecord(tricks=(trick._replace(plays=trick.plays[:3]),))
    assert invariant_error(three) == (Msg.of("imp_json.record.play-count", trick=1, n=3), 7, 1)


# -- a new importer gets it: any exception while reading is a located error -------------------


def test_an_importer_that_raises_loses_its_file_no_further_than_where_it_stopped() -> None:
    def units() -> Iterator[RecordGroup]:
        yield RecordGroup((HandRecord(level=5, source="f", line=3),))
        raise KeyError("a bug")

    out = list(checked_units(units(), "f"))
    assert isinstance(out[0].records[0], HandRecord)
    [error] = out[1].records
    assert isinstance(error, ParseError) and error.line == 4
    assert error.message == Msg.of("imp_json.record.failed", error="KeyError")


def test_a_line_format_whose_line_raises_is_an_error_of_that_line(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def broken(number: int, line: str, source: str) -> RecordGroup:
        raise IndexError("a bug")

    monkeypatch.setattr(fen80_module, "line_unit", broken)
    unit = read_line(fen80_module, 7, FEN_GOOD, "s.ndjson")
    assert (
        unit is not None and isinstance(unit.records[0], ParseError) and unit.records[0].line == 7
    )


def test_read_checks_every_record_of_every_importer() -> None:
    record = json.dumps(
        {
            "seats": ["N", "W", "S", "E"],
            "level": 1 + 1,
            "trump": "H",
            "tricks": [{"plays": [{"seat": "N", "cards": ["SA"]}]}],
        }
    )
    [unit] = read("json", io.BytesIO(record.encode()), "r.jsonl")
    [error] = unit.records
    assert isinstance(error, ParseError) and error.message.id == "imp_json.record.play-count"


# -- line numbers in one pass, quotes windowed --------------------------------------------------


def test_the_line_table_places_like_counting_newlines() -> None:
    text = 'ab\n\n{"x": 1,\n "y": [1, 2]}\nend'
    table = LineTable(text, 10)
    for offset in range(len(text) + 1):
        begin = text.rfind("\n", 0, offset) + 1
        line, column, _, _ = table.place(offset)
        assert (line, column) == (10 + text.count("\n", 0, offset), offset - begin + 1)


def test_a_long_godot_log_is_read_in_one_pass() -> None:
    """1,001 rounds on separate lines: the line of every trick and play found by bisection
    (counted from the start each time, this took minutes; a generous bound for a slow machine)."""
    import time

    doc = json.loads(json.dumps(GODOT))
    doc["rounds"] = [dict(doc["rounds"][0], round_num=i + 1) for i in range(1001)]
    data = json.dumps(doc, indent=1).encode()
    start = time.process_time()
    [unit] = read("godot", io.BytesIO(data), "long.godot.json")
    assert time.process_time() - start < 30
    assert len(unit.records) == 1001 and all(isinstance(r, HandRecord) for r in unit.records)
    last = unit.records[-1]
    text = data.decode()
    assert isinstance(last, HandRecord) and last.line == text[
        : text.index('"round_num": 1001')
    ].count("\n")


def test_errors_on_a_long_line_quote_a_window_not_the_line() -> None:
    doc = json.loads(json.dumps(GODOT))
    one = {k: v for k, v in doc["rounds"][0].items() if k != "debug"}
    doc["rounds"] = [dict(one, round_num=i + 1) for i in range(300)]
    text = json.dumps(doc)
    [unit] = read("godot", io.BytesIO(text.encode()), "bad.godot.json")
    assert len(unit.records) == 300 and all(isinstance(r, ParseError) for r in unit.records)
    for error in unit.records:
        assert isinstance(error, ParseError) and error.line == 1
        _assert_window(error, text)
    long_line = json.dumps({"level": 5, "comments": ["x" * 5000]})[:-1] + ', "trump": }'

    [[error]] = [u.records for u in read("json", io.BytesIO(long_line.encode()), "r.jsonl")]
    assert isinstance(error, ParseError) and error.column > 5000
    _assert_window(error, long_line)
    assert error.line_text.endswith('"trump": }')  # the line's end is in the window


def _assert_window(error: ParseError, line: str) -> None:
    """``error`` quotes at most 240 characters of ``line``, around its column: the text there."""
    assert 0 < len(error.line_text) <= 240 and error.quote_column is not None
    at, quote = error.quote_column - 1, error.line_text
    if error.column <= len(line):
        assert quote[at] == line[error.column - 1]
    else:  # at the line's end
        assert at == len(quote) and line.endswith(quote.strip("…"))
    assert quote.strip("…") in line and (at >= 100 or error.column <= 120)  # centred


def _long_json_lines() -> list[tuple[str, str, int]]:
    """A bad long line of each JSON importer: the format, the line, where its error is."""
    json_line = json.dumps({"records": [{"comments": ["x" * 3000]}, {"level": 5, "trump": "Q"}]})
    fen = json.loads(FEN_GOOD)
    fen["rounds"] = fen["rounds"] * 3
    fen["rounds"][2] = 5  # no round
    fen_line = json.dumps(fen)
    godot = json.loads(json.dumps(GODOT))
    godot["rounds"][0]["tricks"][2]["plays"][1]["cards"] = ["♠1"]
    godot_line = json.dumps(godot, ensure_ascii=False)
    return [
        ("json", json_line, json_line.index('{"level"')),  # (a record's error: at its start)
        ("json", '{"a": "' + "y" * 3000 + '", "b": tru}', 3000 + 15),
        ("80fen", fen_line, 0),
        ("80fen", fen_line[:-500], len(fen_line) - 500),
        ("godot", godot_line, godot_line.index('"♠1"')),
        ("godot", "[" + "1, " * 2000 + "}", 2 + 3 * 2000),
    ]


@pytest.mark.parametrize("fmt, line, near", _long_json_lines())
def test_every_importer_quotes_a_long_line_around_the_column(
    fmt: str, line: str, near: int
) -> None:
    suffix = {"json": "r.jsonl", "80fen": "s.ndjson", "godot": "g.godot.json"}[fmt]
    assert len(line) > 1000
    errors = [e for u in read(fmt, io.BytesIO(line.encode()), suffix) for e in u.records]
    [error] = [e for e in errors if isinstance(e, ParseError)]
    assert error.line == 1 and abs(error.column - 1 - near) < 100, (error, near)
    if error.column < 120:  # (a season's round is placed at the line's start)
        assert error.line_text in ("", line[:238] + "…")  # (a round's error quotes nothing)
        return
    _assert_window(error, line)
    text = parse_error_text(error)
    quote, caret = text.split("\n")[1:3]
    assert quote == error.line_text and caret == " " * (error.quote_column - 1) + "^"


@pytest.mark.parametrize(
    "bad, message",
    [
        (f'{{"level": {BIG}}}', "imp_json.record.number-too-long"),
        (DEEP, "imp_json.record.too-deep"),
    ],
)
def test_a_record_of_an_array_the_decoder_refuses_loses_no_other_record_of_it(
    bad: str, message: str
) -> None:
    text = f"[{JSON_GOOD},\n {bad},\n {JSON_GOOD}]\n"
    [unit] = read("json", io.BytesIO(text.encode()), "doc.json")
    first, error, last = unit.records
    assert isinstance(first, HandRecord) and isinstance(last, HandRecord) and last.line == 3
    assert isinstance(error, ParseError) and error.line == 2
    assert error.message == Msg.of("imp_json.field", path="[1]", problem=Msg.of(message))
    assert error.column == (12 if bad.startswith("{") else 502)  # (the line starts with a space)


_REFUSED = [(BIG, "imp_json.record.number-too-long"), (DEEP, "imp_json.record.too-deep")]


@pytest.mark.parametrize("name", ["groups.json", "groups.jsonl"])
@pytest.mark.parametrize("bad, message", _REFUSED)
@pytest.mark.parametrize(
    "group",
    [
        '{{"match": {bad}, "records": [{good}]}}',
        '{{"records": [{good}], "x": {bad}}}',
        '{{"records": [{good}, {good}], "match": {bad}}}',
        "{bad}",
    ],
)
def test_a_group_member_the_decoder_refuses_is_its_units_error_and_the_others_go_on(
    name: str, bad: str, message: str, group: str
) -> None:
    """A value refused outside a group's ``records`` (a member no group may hold anyway): the
    unit is one error, placed in that value; the units before and after it are read, whatever
    the file's name (the first line of a ``.json`` refused too)."""
    line = group.format(bad=bad, good=JSON_GOOD)
    for lines in ([line, JSON_GOOD], [JSON_GOOD, line, JSON_GOOD]):
        text = "\n".join(lines) + "\n"
        units = list(read("json", io.BytesIO(text.encode()), name))
        assert len(units) == len(lines), units
        at = lines.index(line)
        [error] = units[at].records
        assert isinstance(error, ParseError) and error.line == at + 1
        assert message in str(error.message), error
        start = line.index(bad)
        assert start < error.column <= start + len(bad), (error, start)
        others = [r for i, u in enumerate(units) if i != at for r in u.records]
        assert len(others) == len(lines) - 1 and all(isinstance(r, HandRecord) for r in others)
