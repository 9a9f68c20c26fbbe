"""The ``winners:`` claim (issue #10): the trick winners a table or a platform recorded, checked
against the replay's as ``winner-mismatch``."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shengji_cli import check_text
from shengji_cli.core.replay import replay
from shengji_cli.core.variants import PRESETS, load_variant
from shengji_cli.core.vocab import Kind
from shengji_cli.gen.hands import generate
from shengji_cli.notation import dumps, loads
from shengji_cli.report.catalog import render

VARIANTS = {p: load_variant(p) for p in PRESETS}
HAND = (
    "variant: national\nseats: E S W N\ndealer: E\nlevel: 2\ntrump: ♥\n"
    "1. E ♣A | S ♣3 | W ♣4 | N ♣5\n2. E ♠KK | S ♠44 | W ♠55 | N ♠77\n"
)


def test_a_wrong_winner_is_found_at_its_trick_and_recorded_seat() -> None:
    (report,) = check_text(HAND + "winners: E S\n")
    (v,) = report.violations
    assert (v.kind, v.trick, v.seat) == (Kind.WINNER_MISMATCH, 2, "S")
    assert render(v.message) == "recorded S as the trick's winner; the replay gives E"
    assert render(v.message, "zh") == "记录本圈由 S 赢得，复盘为 E"
    assert "第八条" in v.rule.get("en")


def test_right_winners_are_clean_and_a_wrong_count_is_one_finding() -> None:
    assert check_text(HAND + "winners: E E\n")[0].violations == ()
    (v,) = check_text(HAND + "winners: E E W\n")[0].violations
    assert (v.kind, v.trick) == (Kind.WINNER_MISMATCH, None)


def test_the_line_reads_back_and_formats() -> None:
    (record,) = loads(HAND + "winners: E  E  # as the table kept them\n")
    assert record.claims.winners == ("E", "E")
    assert loads(dumps([record]))[0].claims == record.claims


@pytest.mark.parametrize("preset", PRESETS)
@settings(max_examples=10, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**31), data=st.data())
def test_generated_winners_agree_and_one_changed_is_found(
    preset: str, seed: int, data: st.DataObject
) -> None:
    """The generator's own trick winners (found by its own route) agree with the replay's; change
    one and exactly that trick is a ``winner-mismatch``."""
    v = VARIANTS[preset]
    g = generate(seed, v)
    record = replace(g.record, claims=replace(g.record.claims, winners=tuple(g.trick_winners)))
    assert replay(record, v).violations == ()
    k = data.draw(st.integers(0, len(g.trick_winners) - 1))
    other = data.draw(
        st.sampled_from([s for s in (g.record.seats or ()) if s != g.trick_winners[k]])
    )
    wrong = tuple(other if i == k else w for i, w in enumerate(g.trick_winners))
    found = replay(replace(record, claims=replace(record.claims, winners=wrong)), v).violations
    assert [(f.kind, f.trick, f.seat) for f in found] == [(Kind.WINNER_MISMATCH, k + 1, other)]
