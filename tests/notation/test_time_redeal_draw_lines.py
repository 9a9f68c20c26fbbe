"""The ``time:``, ``redeal:`` and ``draw:`` lines: read, written back the same, in JSON records
too, and located errors for bad ones."""

from __future__ import annotations

import json
from importlib import resources

import jsonschema
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shengji_cli.batch.check import has_match_lines, text_has_match_lines
from shengji_cli.core.cards import BIG_JOKER, LITTLE_JOKER, make_card
from shengji_cli.core.record import HandRecord, TimeMark
from shengji_cli.core.vocab import TimeEvent
from shengji_cli.importers.json import record_dict, record_from
from shengji_cli.notation import ParseError, dumps, loads

SCHEMA = json.loads(
    resources.files("shengji_cli").joinpath("schema/record.schema.json").read_text("utf-8")
)
SEATS = ("N", "W", "S", "E")

TEXT = """seats: N W S E
dealer: S
draw: N=BJ W=♠K S=BJ E=♣A
draw: N=♥3 S=黑桃Q
redeal: W ♠AK98776 ♥A9443 ♣98776432 ♦98772
time: up W
---
time: called
"""


def test_the_lines_are_read() -> None:
    first, second = loads(TEXT)
    assert first.draws == (
        (("N", BIG_JOKER), ("W", make_card(0, 13)), ("S", BIG_JOKER), ("E", make_card(2, 14))),
        (("N", make_card(1, 3)), ("S", make_card(0, 12))),
    )
    assert first.redeal is not None and first.redeal[0] == "W" and len(first.redeal[1]) == 25
    assert first.time == TimeMark(TimeEvent.UP, "W") and second.time == TimeMark(TimeEvent.CALLED)


def test_they_are_written_back_the_same_and_keep_their_comments() -> None:
    text = TEXT.replace("time: up W", "time: up W   # 北京 claimed").replace(
        "draw: N=♥3", "# redrawn\ndraw: N=♥3"
    )
    records = loads(text)
    again = loads(dumps(records))
    assert again == records
    assert "time: up W  # 北京 claimed" in dumps(records) and "# redrawn\ndraw: N=♥3 S=♠Q" in dumps(
        records
    )
    assert "draw: N=H3 S=SQ" in dumps(records, ascii=True)


def test_full_width_forms_and_cases_read_as_ascii() -> None:
    [r] = loads("TIME： UP Ｗ\nDraw: N=大王 W=小王\nRedeal： E ♠K")
    assert r.time == TimeMark(TimeEvent.UP, "W") and r.draws == (
        (("N", BIG_JOKER), ("W", LITTLE_JOKER)),
    )


def test_they_are_match_lines() -> None:
    for line in ("time: up", "redeal: E ♠K", "draw: N=BJ"):
        [r] = loads(line)
        assert has_match_lines(r) and text_has_match_lines(line)


@pytest.mark.parametrize(
    "line, column, expected",
    [
        ("time: over", 7, "notation.expected.time"),
        ("time: up 1N", 10, "notation.expected.seat"),
        ("redeal: E", 10, "notation.expected.redeal-cards"),
        ("redeal: E ♠1", 12, "notation.expected.rank"),
        ("draw: N=X5", 7, "notation.expected.draw-entry"),
        ("draw: N = BJ", 7, "notation.expected.draw-entry"),
        ("draw: N=BJ N=LJ", 12, "notation.expected.one-entry-per-seat"),
        ("time: up\ntime: called", 1, "notation.expected.one-line-per-hand"),
        ("redeal: E ♠K\nredeal: W ♠K", 1, "notation.expected.one-line-per-hand"),
    ],
)
def test_bad_lines_are_located(line: str, column: int, expected: str) -> None:
    with pytest.raises(ParseError) as e:
        loads(line)
    assert (
        e.value.column == column
        and e.value.expected is not None
        and e.value.expected.id == expected
    )


def test_a_seat_not_in_the_seats_line_is_an_error() -> None:
    with pytest.raises(ParseError, match="unknown-seat"):
        loads("seats: N W S E\ndraw: N=BJ X=LJ")


cards = st.integers(0, 53)
rounds = st.lists(
    st.lists(st.sampled_from(SEATS), min_size=1, max_size=4, unique=True).flatmap(
        lambda seats: st.tuples(*(st.tuples(st.just(s), cards) for s in seats))
    ),
    max_size=3,
)
times = st.none() | st.builds(
    TimeMark, st.sampled_from(tuple(TimeEvent)), st.none() | st.sampled_from(SEATS)
)
redeals = st.none() | st.tuples(
    st.sampled_from(SEATS),
    st.lists(cards, min_size=1, max_size=25).map(
        lambda cs: tuple(sorted(cs, key=lambda c: (c < 52, -c if c >= 52 else c // 13, -(c % 13))))
    ),
)


@given(rounds, times, redeals)
@settings(max_examples=200)
def test_text_and_json_round_trips_are_stable(
    draws: list[tuple[tuple[str, int], ...]],
    time: TimeMark | None,
    redeal: tuple[str, tuple[int, ...]] | None,
) -> None:
    if time is not None and time.event is TimeEvent.CALLED:
        time = TimeMark(TimeEvent.CALLED)  # a call names no winner
    text = dumps([HandRecord(seats=SEATS, time=time, redeal=redeal, draws=tuple(draws))])
    [r] = loads(text)
    assert dumps([r]) == text and loads(dumps([r])) == [r]
    assert r.time == time and r.draws == tuple(draws)
    obj = record_dict(r)
    jsonschema.validate({"records": [obj]}, SCHEMA)
    back = record_from(json.loads(json.dumps(obj)))
    assert (back.time, back.redeal, back.draws) == (r.time, r.redeal, r.draws)
