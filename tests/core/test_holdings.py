"""The hand in play (core/holdings.py, core/tricks.py, core/replay.py): the setting, the holdings'
steps, and the replay's messages — catalog ids in both languages, never a sentence."""

from __future__ import annotations

import re

import pytest

from shengji_cli import check_text
from shengji_cli.core.holdings import Holdings, SettingError, setting_of
from shengji_cli.core.messages import Join, Msg
from shengji_cli.core.record import HandRecord, Play, Trick
from shengji_cli.core.replay import replay
from shengji_cli.core.reports import Findings
from shengji_cli.core.state import holdings_at
from shengji_cli.core.variants import PRESETS, load_variant
from shengji_cli.gen.hands import FAULT_KINDS, generate
from shengji_cli.notation import loads
from shengji_cli.report.catalog import CATALOG, render
from shengji_cli.report.json import error_text

NATIONAL = load_variant("national")
CJK = re.compile(r"[\u4e00-\u9fff]")

NO_SEATS = """\
level: 2
trump: H
1. N SA | W S3 | S S4 | E S5
2. N SK | W S6 | S S7 | {seat} S8
"""
"""A record without a ``seats:`` line whose trick 2 names a fourth seat of its own."""


# ---------------------------------------------------------------- the setting


def test_a_later_trick_naming_a_seat_absent_from_trick_1_is_an_input_error_at_its_place() -> None:
    # The bug: "internal error … tuple.index(x)" when the seat led; silently ignored when it
    # followed.
    for text, column in (
        (NO_SEATS.replace("2. N SK", "2. X SK").format(seat="E"), 4),
        (NO_SEATS.format(seat="X"), 25),
    ):
        (record,) = loads(text, source="a.sj")
        report = replay(record, NATIONAL)
        assert (
            report.error is not None and report.error.message.id == "hand.error.unknown-seat-trick1"
        )
        assert (report.error.line, report.error.column) == (4, column)
        assert error_text(report.error) == (
            f"a.sj:4:{column}: unknown seat 'X': trick 1 names the seats "
            "N W S E (give a seats: line)"
        )
        assert CJK.search(error_text(report.error, "zh"))
        (checked,) = check_text(text, source="a.sj")
        assert checked.error == report.error  # no internal error on the way
        with pytest.raises(SettingError):
            holdings_at(record, NATIONAL, 2)


def test_a_seat_outside_a_given_seats_line_is_an_input_error() -> None:
    # The notation rejects it; a record built another way meets the replay's check.
    record = HandRecord(
        seats=("N", "W", "S", "E"),
        level=2,
        trump="H",
        source="b.sj",
        line=3,
        tricks=(
            Trick(1, (Play("N", (12,), line=9, column=4), Play("Q", (11,), line=9, column=10))),
        ),
    )
    report = replay(record, NATIONAL)
    assert report.error is not None
    assert error_text(report.error) == "b.sj:9:10: unknown seat 'Q': not one of the seats N W S E"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "trump: H\n1. N SA | W S3 | S S4 | E S5\n",
            "a.sj:1: the hand has no level: line; the rules need it",
        ),
        ("seats: N W S E\n", "a.sj:1: the hand has no level: and trump: line; the rules need it"),
        ("level: 2\ntrump: H\n", "a.sj:1: cannot tell the four seats (give a seats: line)"),
        (
            "seats: N W S E\nlevel: 2\ntrump: H\n",
            "a.sj:1: the hand names no dealer (give a dealer: line or a trick)",
        ),
    ],
)
def test_a_hand_that_cannot_be_replayed_names_its_line(text: str, expected: str) -> None:
    (record,) = loads(text, source="a.sj")
    report = replay(record, NATIONAL)
    assert report.error is not None and report.error.line == 1
    assert error_text(report.error) == expected
    assert CJK.search(render(report.error.message, "zh"))


def test_the_dealer_must_be_seated() -> None:
    record = HandRecord(
        seats=("N", "W", "S", "E"), dealer="X", level=2, trump="H", source="c.sj", line=5
    )
    with pytest.raises(SettingError) as info:
        setting_of(record)
    assert error_text(info.value.error) == "c.sj:5: dealer 'X' is not one of the seats N W S E"


# ---------------------------------------------------------------- the holdings


def test_holdings_move_on_by_plays() -> None:
    (record,) = loads(NO_SEATS.format(seat="E"), source="a.sj")
    seating, dealer = setting_of(record)
    assert (seating.seats, dealer) == (("N", "W", "S", "E"), "N")
    holdings = Holdings.deal(record, NATIONAL, seating, dealer, Findings(NATIONAL))
    start = {s: list(c) for s, c in holdings.cards.items()}
    assert start == holdings_at(record, NATIONAL, 1)[0]
    for play in record.tricks[0].plays:
        assert holdings.missing(play.seat, play.cards) == ()
        holdings.play(play.seat, play.cards)
    assert holdings.cards == holdings_at(record, NATIONAL, 2)[0]
    assert holdings.missing("N", record.tricks[0].plays[0].cards) == record.tricks[0].plays[0].cards
    holdings.play("N", record.tricks[0].plays[0].cards)  # not held any more: nothing to take
    assert holdings.cards == holdings_at(record, NATIONAL, 2)[0]


# ---------------------------------------------------------------- messages


def ids_of(message: Msg) -> list[str]:
    """The message's id and those of the messages nested in it."""
    out = [message.id]
    for value in message.params().values():
        if isinstance(value, Msg):
            out += ids_of(value)
        elif isinstance(value, Join):
            for item in value.items:
                out += ids_of(item)
    return out


@pytest.mark.parametrize("preset", PRESETS)
def test_every_replay_message_is_a_catalog_id_in_both_languages(preset: str) -> None:
    v = load_variant(preset)
    seen: set[str] = set()
    for seed in range(3):
        for kind in (*FAULT_KINDS, None):
            report = replay(generate(seed, v, kind).record, v)
            for f in report.violations + report.unverifiable:
                ids = ids_of(f.message)
                assert all(i in CATALOG and not i.startswith("legacy") for i in ids), ids
                assert render(f.message) and CJK.search(render(f.message, "zh")), ids
                seen.add(f.message.id)
    assert len(seen) > 5
