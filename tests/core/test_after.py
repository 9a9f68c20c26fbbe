"""The ``after:`` claim: each partnership's level after a hand, checked against the match — the
one check of the levels a match's last hand leads to (must-play stops included)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from shengji_cli.batch.check import check_text
from shengji_cli.core.cards import RANK_NAMES
from shengji_cli.core.match import replay_match
from shengji_cli.core.record import HandRecord
from shengji_cli.core.variants import PRESETS, load_variant
from shengji_cli.core.vocab import Kind
from shengji_cli.gen.matches import generate_match
from shengji_cli.notation import dumps, loads
from shengji_cli.report.catalog import render


def with_after(records: list[HandRecord], i: int, levels: tuple[int, int]) -> list[HandRecord]:
    rec = records[i]
    seats = rec.seats or ("N", "W", "S", "E")
    claim = ((seats[0], levels[0]), (seats[1], levels[1]))
    return [
        *records[:i],
        replace(rec, claims=replace(rec.claims, levels_after=claim)),
        *records[i + 1 :],
    ]


def match_of(seed: int, preset: str) -> tuple[list[HandRecord], tuple[int, int]]:
    v = load_variant(preset)
    records, _ = generate_match(seed, v, 4)
    mr = replay_match(records, v)
    last = mr.hands[-1].levels_after
    assert last is not None
    return records, last


def after_findings(records: list[HandRecord], preset: str) -> list[str]:
    mr = replay_match(records, load_variant(preset))
    return [
        render(f.message)
        for r in mr.reports
        for f in r.violations
        if f.message.id == "match.after-mismatch"
    ]


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(PRESETS))
def test_the_true_levels_after_the_last_hand_check_clean(seed: int, preset: str) -> None:
    records, last = match_of(seed, preset)
    assume(max(last) <= 14)  # past A the match is won: no level to claim
    assert after_findings(with_after(records, len(records) - 1, last), preset) == []


@settings(max_examples=30, deadline=None)
@given(
    st.integers(0, 10_000),
    st.sampled_from(PRESETS),
    st.sampled_from([(1, 0), (0, 1), (-1, 0), (2, 2)]),
)
def test_wrong_levels_after_the_last_hand_are_a_level_mismatch(
    seed: int, preset: str, delta: tuple[int, int]
) -> None:
    records, last = match_of(seed, preset)
    assume(max(last) <= 14)
    wrong = (last[0] + delta[0], last[1] + delta[1])
    if not all(2 <= lv <= 14 for lv in wrong):
        wrong = (last[0] - delta[0], last[1] - delta[1])
    found = after_findings(with_after(records, len(records) - 1, wrong), preset)
    assert len(found) == sum(1 for d in delta if d)
    mr = replay_match(with_after(records, len(records) - 1, wrong), load_variant(preset))
    kinds = [f.kind for f in mr.reports[-1].violations]
    assert Kind.LEVEL_MISMATCH in kinds
    assert (
        f"the match gives {RANK_NAMES[last[delta.index(next(d for d in delta if d))]]}" in found[0]
    )


GATED = """\
variant: shanghai
levels: N=9 W=9
seats: N W S E
dealer: N
level: 9
trump: S
result: dealer +3
"""


@pytest.mark.parametrize(
    ("after", "found"),
    [("N=10 W=9", []), ("N=Q W=9", ["recorded N/S on Q after the hand; the match gives 10"])],
)
def test_a_gain_across_a_gate_stops_on_it(after: str, found: list[str]) -> None:
    # docs/rules.md §12: gates 2, 5, 10, K — a gain that would cross a gate stops on it.  A hand
    # cut to its headers, its result claimed: the match applies the claim.
    (report,) = check_text(GATED + f"after: {after}\n")
    assert [
        render(f.message) for f in report.violations if f.message.id == "match.after-mismatch"
    ] == found


def test_after_is_written_back_and_read_again() -> None:
    records, last = match_of(3, "national")
    text = dumps(with_after(records, len(records) - 1, last))
    assert "after: N=" in text
    again = loads(text)
    assert (
        again[-1].claims.levels_after
        == with_after(records, len(records) - 1, last)[-1].claims.levels_after
    )
    assert dumps(again) == text
