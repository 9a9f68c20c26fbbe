"""The ruled result (docs/rules.md §11, R11.50–R11.56): every finding's consequence applied, the
claims checked against it, the match going on from it.

The generator writes the claims by its own reading of the consequences (gen/hands.py
``ruled_result``, gen/matches.py), so a generated hand checking clean tests both readings.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shengji_cli.core.match import replay_match
from shengji_cli.core.replay import replay
from shengji_cli.core.ruled import why
from shengji_cli.core.seating import Seating
from shengji_cli.core.variants import PRESETS, ConsequenceRules, load_variant
from shengji_cli.core.vocab import Consequence, Kind, LevelChange, Side
from shengji_cli.gen.hands import generate
from shengji_cli.notation.reader import loads
from shengji_cli.report.catalog import render

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
MISMATCHES = {Kind.POINTS_MISMATCH, Kind.LEVEL_MISMATCH, Kind.PENALTY_MISMATCH}


def kinds(report: object) -> list[str]:
    return sorted(str(f.kind) for f in report.violations)  # type: ignore[attr-defined]


# ---- the README's dispute -------------------------------------------------------------------


def test_the_dispute_is_ruled_115_defenders_plus_0() -> None:
    v = load_variant("national")
    [played] = loads((EXAMPLES / "dispute_as_played.sj").read_text("utf-8"))
    r = replay(played, v)
    assert r.ruled is not None and r.ruled.differs
    assert (r.defenders_points, r.ruled.points) == (135, (115, 115))
    assert r.ruled.change == (LevelChange(Side.DEFENDERS, 0),) * 2
    assert r.ruled.penalties == (("W", 20, 20),)
    # The table's total is flagged once a claim, each message naming both numbers.
    assert kinds(r) == ["failed-throw", "level-mismatch", "points-mismatch"]
    points = next(f for f in r.violations if f.kind is Kind.POINTS_MISMATCH)
    assert re.search(r"135 .*115", render(points.message))


def test_the_referees_record_of_the_ruling_checks_clean() -> None:
    v = load_variant("national")
    [ruled] = loads((EXAMPLES / "dispute_ruled.sj").read_text("utf-8"))
    r = replay(ruled, v)
    assert kinds(r) == ["failed-throw"]
    assert ruled.claims.points == 115 and ruled.claims.penalties == (("W", 20),)


def test_the_readme_shows_what_the_tool_prints() -> None:
    from clirun import run

    readme = (ROOT / "README.md").read_text("utf-8")
    _, out, _ = run("check", str(EXAMPLES / "dispute_as_played.sj"))
    for line in (
        "as played: 135 (defenders +1)",
        "ruled: 115 (defenders +0) — W's failed-throw at trick 10, −20 to the defenders' points",
    ):
        assert line in readme and line in out


# ---- a failed throw that stood, under every preset --------------------------------------------


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(PRESETS), st.integers(0, 10**6))
def test_an_uncaught_failed_throw_is_ruled_by_the_presets_penalty(preset: str, seed: int) -> None:
    v = load_variant(preset)
    try:
        g = generate(seed, v, "failed-throw")
    except Exception:  # noqa: BLE001 - this deal cannot carry the fault
        return
    r = replay(g.record, v)
    [found] = [f for f in r.violations if f.kind is Kind.FAILED_THROW]
    assert r.ruled is not None and r.defenders_points is not None and r.ruled.points is not None
    seat = found.seat
    assert seat is not None and r.dealer is not None
    side = Seating(r.seats).side(seat, r.dealer)
    applied = [a for a in r.ruled.applied if a.kind is Kind.FAILED_THROW]
    assert len(applied) == 1
    low, high = applied[0].points
    if v.throw.penalty_per_card == 0:
        assert (low, high) == (0, 0)
    elif side is Side.DEFENDERS:
        assert low <= high < 0
    else:
        assert 0 < low <= high
    assert r.ruled.points == (r.defenders_points + low, r.defenders_points + high)
    # The generator wrote the ruled claims: they check clean.
    assert kinds(r) == ["failed-throw"]
    # The same hand with the table's total instead: each claim flagged once, naming both numbers.
    if low == high != 0:
        table: dict[str, int] = {}
        for q in r.penalties:
            table[q.seat] = table.get(q.seat, 0) + q.points
        assert r.result is not None
        played = replace(
            g.record,
            claims=replace(
                g.record.claims,
                points=r.defenders_points,
                result=r.result.change,
                penalties=tuple(sorted(table.items())),
            ),
        )
        again = replay(played, v)
        flagged = [f for f in again.violations if f.kind in MISMATCHES]
        assert Kind.POINTS_MISMATCH in [f.kind for f in flagged]
        # (a record without penalty: lines claims none: nothing to flag there)
        assert (Kind.PENALTY_MISMATCH in [f.kind for f in flagged]) == bool(table)
        assert len(flagged) == len({f.kind for f in flagged})
        msg = render(next(f for f in flagged if f.kind is Kind.POINTS_MISMATCH).message)
        assert str(r.defenders_points) in msg and str(r.defenders_points + low) in msg


# ---- a ruling line stands for its finding ---------------------------------------------------


def test_a_ruling_line_is_the_consequence_of_its_finding_not_a_second_one() -> None:
    v = load_variant("national")
    g = generate(1, v, "illegal-follow")
    r = replay(g.record, v)
    assert r.ruled is not None and r.ruled.points is not None
    played = r.defenders_points
    assert played is not None and r.ruled.points == (
        played - 30,
        played - 20,
    )  # 藏张 20–30, a range
    text = (EXAMPLES / "illegal_follow.sj").read_text("utf-8")
    assert "ruling:" not in text
    seat = next(f.seat for f in r.violations if f.kind is Kind.ILLEGAL_FOLLOW)
    with_ruling = text.replace(
        "variant: national\n", f"variant: national\nruling: hidden-card {seat} 25\n"
    )
    m = replay_match(loads(with_ruling), v)
    ruled = m.reports[0].ruled
    assert ruled is not None and ruled.points == (played - 25, played - 25)
    assert [a.written for a in ruled.applied] == [True]


def test_a_finding_with_no_rule_after_the_fact_is_named_and_changes_nothing() -> None:
    v = load_variant("national")
    g = generate(3, v, "wrong-order")
    r = replay(g.record, v)
    assert r.ruled is not None and not r.ruled.differs
    assert [str(a.kind) for a in r.ruled.unruled] == ["wrong-order"]
    from clirun import run

    path = EXAMPLES / "wrong_order.sj"
    _, out, _ = run("check", str(path))
    assert "not ruled (the rulebook gives no rule after the fact): wrong-order" in out


# ---- docs/rules.md §11 ----------------------------------------------------------------------


def _consequence_rows() -> dict[str, list[str]]:
    text = (ROOT / "docs" / "rules.md").read_text("utf-8")
    table = text.split("### The ruled result", 1)[1].split("\n\n- **Reading", 1)[0]
    rows = {}
    for line in table.splitlines():
        m = re.match(r"\| [^|`]*\(`(\w+)`\) \|(.*)\|$", line)
        if m:
            rows[m[1]] = [c.strip() for c in m[2].split("|")]
    return rows


def test_the_consequences_table_is_the_presets() -> None:
    rows = _consequence_rows()
    assert set(rows) == {"failed_throw", "illegal_follow", "card_not_held", "card_count", "bury"}
    columns = ["national", "shenzhen", "bjtu", "club10", "online", "shanghai"]
    for key, cells in rows.items():
        for preset, cell in zip(columns, cells, strict=True):
            assert cell.split(":")[0].split(" (")[0] == str(
                getattr(load_variant(preset).consequences, key)
            ), (key, preset, cell)
    # The kinds the table puts on one row have no consequence in any preset.
    rest = {f.name for f in ConsequenceRules.__dataclass_fields__.values()} - set(rows)  # type: ignore[attr-defined]
    for preset in PRESETS:
        for key in rest:
            assert getattr(load_variant(preset).consequences, key) is Consequence.NONE, (
                preset,
                key,
            )


@pytest.mark.parametrize("preset", PRESETS)
def test_every_consequence_names_a_rule_the_variant_has(preset: str) -> None:
    v = load_variant(preset)
    for kind in Kind:
        c = v.consequences.of(kind)
        assert c is Consequence.NONE or c is Consequence.THROW_PENALTY or c.fault is not None


# ---- a match goes on from the ruled result ----------------------------------------------------

MATCH = """variant: national
seats: N W S E
dealer: N
level: 2
trump: S
points: 70
result: dealer +1
ruling: hidden-card N 25
---
dealer: {d2}
level: {l2}
trump: S
points: 70
result: dealer +1
---
dealer: {d3}
level: {l3}
trump: S
points: 50
result: dealer +1
"""


def _match_findings(text: str) -> list[tuple[int, str]]:
    m = replay_match(loads(text), load_variant("national"))
    return [(i, str(f.kind)) for i, r in enumerate(m.reports, 1) for f in r.violations]


def test_a_table_that_did_not_apply_the_ruling_is_one_finding_not_a_cascade() -> None:
    # Hand 1: 70 points, dealer +1 as played; N's 藏张, 25 points: 95, defenders +0 as ruled (W
    # deals hand 2 at 2).  The table went on as played: S deals hand 2 at 3, N hand 3 at 4.
    found = _match_findings(MATCH.format(d2="S", l2="3", d3="N", l3="4"))
    assert found == [(1, "level-mismatch")]
    m = replay_match(loads(MATCH.format(d2="S", l2="3", d3="N", l3="4")), load_variant("national"))
    assert "did not apply" in render(m.reports[0].violations[0].message)
    # A hand that fits neither the ruled nor the played track is its own mismatch.
    assert (3, "level-mismatch") in _match_findings(MATCH.format(d2="S", l2="3", d3="N", l3="6"))


def test_a_table_that_applied_the_ruling_checks_clean() -> None:
    # As ruled: defenders +0, W deals hand 2 at W/E's 2; hand 2 dealer +1: W/E to 3, E deals at 3.
    assert _match_findings(MATCH.format(d2="W", l2="2", d3="E", l3="3")) == []


def test_a_record_that_stops_early_still_says_what_its_ruling_moves() -> None:
    """No total to move (the record stops at trick 4), but the consequence is known: national's
    藏张 is 20–30 points against the offending side, here the defender N."""
    v = load_variant("national")
    text = (EXAMPLES / "scoresheet_revoke.sj").read_text(encoding="utf-8")
    report = replay(loads(text)[0], v, 1)
    assert report.ruled is not None and report.ruled.points is None
    (applied,) = report.ruled.applied
    low, high = v.faults.hidden_card_points
    assert (applied.kind, applied.seat, applied.points) == (Kind.ILLEGAL_FOLLOW, "N", (-high, -low))
    said = render(why(applied), "en")
    assert said == "N's illegal-follow at trick 2, −30…−20 to the defenders' points"
