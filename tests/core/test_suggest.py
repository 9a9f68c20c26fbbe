""" "Did you mean": a seat a trick names that is not one of the four (issue #9)."""

from __future__ import annotations

from shengji_cli import check_text
from shengji_cli.core.suggest import did_you_mean
from shengji_cli.report.catalog import render

RECORD = (
    "variant: national\ndealer: N\nlevel: 2\ntrump: S\n1. N SA | E S3 | S S4 | W S5\n2. N SK | E "
    "S6 | S S7 | {seat} S8\n"
)


def test_a_seat_in_the_wrong_case_is_suggested() -> None:
    (report,) = check_text(RECORD.format(seat="w"))
    assert report.error is not None and report.error.line == 6
    assert render(report.error.message).endswith("did you mean 'W'?")
    assert render(report.error.message, "zh").endswith("是否想写 'W'？")


def test_nothing_is_suggested_when_no_seat_is_close() -> None:
    (report,) = check_text(RECORD.format(seat="Q"))
    assert report.error is not None and "did you mean" not in render(report.error.message)


def test_did_you_mean() -> None:
    assert did_you_mean("Nroth", ["North", "East", "South", "West"]) == "North"
    assert did_you_mean("x", ["North"]) is None
