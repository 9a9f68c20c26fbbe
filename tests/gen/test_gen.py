"""The seeded hand generator: determinism, valid records, clean replays, injected faults.

The generator builds its follows, throws and trick winners by its own route and scores by
the seed texts' tables (:mod:`shengji_cli.gen.oracle`); it never calls the checker's rules
(``tests/gen/test_gen_match.py`` checks the imports), so "generated hands replay clean" is a real
cross-check of :mod:`shengji_cli.core.replay` and :mod:`shengji_cli.core.rules` — except in
what the two share, openly: the card tables of :mod:`shengji_cli.core.cards`, the canonical
decomposition :func:`~shengji_cli.core.units.decompose` and the variant parameters as
:mod:`shengji_cli.core.variants` loads them (each tested on its own; the parameters against the
texts' tables in ``tests/gen/test_gen_oracle.py``).
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shengji_cli.core.cards import NUM_KINDS, TRUMP, points_of
from shengji_cli.core.record import HandRecord
from shengji_cli.core.replay import HandReport, context_for, replay
from shengji_cli.core.units import classify
from shengji_cli.core.variants import PRESETS, Variant, load_variant
from shengji_cli.gen.hands import (
    FAULT_KINDS,
    SEATING,
    SEATS,
    ExpectedFinding,
    Generated,
    generate,
    generate_many,
    hand_seed,
)
from shengji_cli.notation import dumps, loads
from shengji_cli.report.catalog import render

N_CLEAN = 1000  # issue 3: 1,000 generated clean hands per preset
N_FAULT = 8

VARIANTS = {p: load_variant(p) for p in PRESETS}


def via_text(g: Generated, v: Variant) -> HandReport:
    """Replay the record as a user would: written out, read back, checked."""
    text = dumps([g.record])
    (record,) = loads(text)
    return replay(record, v)


def found(report: HandReport) -> list[tuple[str, int, str]]:
    return sorted((f.kind, f.trick or 0, f.seat or "") for f in report.violations)


def wanted(expected: tuple[ExpectedFinding, ...]) -> list[tuple[str, int, str]]:
    return sorted((e.kind, e.trick or 0, e.seat or "") for e in expected)


def played_by(record: HandRecord) -> dict[str, Counter[int]]:
    out: dict[str, Counter[int]] = {s: Counter() for s in SEATS}
    for t in record.tricks:
        for p in t.plays:
            out[p.seat].update(p.cards)
    return out


# ---------------------------------------------------------------- determinism


@pytest.mark.parametrize("preset", PRESETS)
def test_same_seed_same_text(preset: str) -> None:
    v = VARIANTS[preset]
    for seed in (0, 1, 12345, 2**40 + 7):
        assert dumps([generate(seed, v).record]) == dumps([generate(seed, v).record])
    assert dumps([generate(1, v).record]) != dumps([generate(2, v).record])


def test_same_seed_same_batch() -> None:
    v = VARIANTS["national"]
    faults = ["illegal-follow", "deck"]
    first = [dumps([g.record]) for g in generate_many(6, 99, v, faults)]
    second = [dumps([g.record]) for g in generate_many(6, 99, v, faults)]
    assert first == second
    assert len(set(first)) == 6


def test_batch_cycles_faults_one_per_hand() -> None:
    v = VARIANTS["shenzhen"]
    faults = ["wrong-leader", "points-mismatch", "bury"]
    hands = list(generate_many(7, 5, v, faults))
    for i, g in enumerate(hands):
        assert {e.kind for e in g.expected} == {faults[i % 3]}
        assert g.record == generate(hand_seed(5, i), v, faults[i % 3]).record
    assert all(g.expected == () for g in generate_many(3, 5, v))


def test_unknown_fault_kind_is_a_value_error() -> None:
    v = VARIANTS["national"]
    with pytest.raises(ValueError, match="gen.unknown-fault"):
        generate(1, v, "no-such-fault")
    with pytest.raises(ValueError, match="gen.unknown-fault"):
        generate_many(3, 1, v, ["deck", "illegal-declaration"])


# ---------------------------------------------------------------- valid records


@pytest.mark.parametrize("preset", PRESETS)
def test_records_are_valid(preset: str) -> None:
    v = VARIANTS[preset]
    for seed in range(40):
        r = generate(seed, v).record
        deals = dict(r.deals)
        assert list(deals) == list(SEATS) and r.dealer in SEATS and r.seats == SEATS
        assert all(len(cards) == 25 for cards in deals.values())
        assert r.kitty is not None and r.buried is not None and len(r.kitty) == len(r.buried) == 8
        everything = Counter(c for cards in deals.values() for c in cards) + Counter(r.kitty)
        assert everything == Counter({k: 2 for k in range(NUM_KINDS)})
        assert points_of(everything.elements()) == 200
        # The dealer buried from the hand and the kitty.
        pool = Counter(deals[r.dealer]) + Counter(r.kitty)
        assert not Counter(r.buried) - pool
        # Every card of the deal is played once (or buried); 25 per seat, each its own.
        played = played_by(r)
        assert sum(played.values(), Counter()) + Counter(r.buried) == everything
        for s in SEATS:
            assert sum(played[s].values()) == 25
            own = pool - Counter(r.buried) if s == r.dealer else Counter(deals[s])
            assert played[s] == own
        # Every trick: four plays in order from its leader, one size; failed throws shrink.
        for i, t in enumerate(r.tricks, start=1):
            assert t.number == i
            seats = [p.seat for p in t.plays]
            assert tuple(seats) == SEATING.order_from(seats[0])
            assert len({len(p.cards) for p in t.plays}) == 1
            lead = t.plays[0]
            if lead.attempted is not None:
                assert not Counter(lead.cards) - Counter(lead.attempted)
                assert len(lead.attempted) > len(lead.cards)
        assert r.tricks[0].plays[0].seat == r.dealer


# ---------------------------------------------------------------- clean hands check clean


@pytest.mark.parametrize("preset", PRESETS)
def test_clean_hands_replay_clean(preset: str) -> None:
    v = VARIANTS[preset]
    for seed in range(N_CLEAN):
        g = generate(seed, v)
        report = via_text(g, v)
        assert report.error is None
        assert report.violations == (), (seed, [render(f.message) for f in report.violations])
        assert report.complete and report.unverifiable == ()
        assert g.expected == ()
        # The generator's scoring agrees with the checker's.
        c = g.record.claims
        assert report.defenders_points == c.points
        assert report.bottom is not None and report.bottom.points == c.bottom_points
        assert report.result is not None and c.result is not None
        assert (report.result.side, report.result.levels) == (c.result.side, c.result.levels)


@settings(max_examples=150, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**63 - 1), preset=st.sampled_from(PRESETS))
def test_clean_hands_replay_clean_any_seed(seed: int, preset: str) -> None:
    v = VARIANTS[preset]
    g = generate(seed, v)
    report = replay(g.record, v)
    assert report.violations == () and report.complete


# ---------------------------------------------------------------- invariants


@pytest.mark.parametrize("preset", PRESETS)
def test_points_and_winners(preset: str) -> None:
    v = VARIANTS[preset]
    for seed in range(40):
        g = generate(seed, v)
        r = g.record
        assert r.buried is not None
        trick_points = [sum(points_of(p.cards) for p in t.plays) for t in r.tricks]
        # Trick points + bottom points = 200 over a hand.
        assert sum(trick_points) + points_of(r.buried) == 200
        report = replay(r, v)
        # The generator's own winners are the checker's, and each leads the next trick.
        assert [t.winner for t in report.tricks] == list(g.trick_winners)
        for t, nxt in zip(r.tricks, r.tricks[1:], strict=False):
            assert nxt.plays[0].seat == g.trick_winners[t.number - 1]
        # The winner's side takes the trick's points.
        dealer_side = SEATING.partnership(str(r.dealer))
        defenders = sum(
            p for p, w in zip(trick_points, g.trick_winners, strict=True) if w not in dealer_side
        )
        assert report.trick_points == defenders
        assert [t.points for t in report.tricks] == trick_points
        assert all(
            t.defenders_won == (w not in dealer_side)
            for t, w in zip(report.tricks, g.trick_winners, strict=True)
        )


def test_generator_exercises_the_rules() -> None:
    """Clean hands are only a cross-check if they contain the hard cases."""
    seen: Counter[str] = Counter()
    for preset in PRESETS:
        v = VARIANTS[preset]
        for seed in range(60):
            g = generate(seed, v)
            r = g.record
            assert r.level is not None and r.trump is not None
            ctx = context_for(r.level, r.trump, v)
            seen["no-trump"] += r.trump == "NT"
            report = replay(r, v)
            seen["bottom dug"] += bool(report.bottom and report.bottom.awarded)
            seen["penalty"] += len(report.penalties)
            seen[f"result {report.result.side if report.result else None}"] += 1
            for t in report.tricks:
                lead = t.plays[0]
                seen["failed throw" if lead.attempted else classify(lead.cards, ctx)] += 1
                for p in t.plays[1:]:
                    seen[p.standing] += 1
    for what in (
        "no-trump",
        "bottom dug",
        "penalty",
        "result dealer",
        "result defenders",
        "failed throw",
        "throw",
        "tractor",
        "pair",
        "single",
        "ruff",
        "over-ruff",
        "discard",
        "beat",
        "follow",
    ):
        assert seen[what] > 0, (what, seen)


# ---------------------------------------------------------------- faults


@pytest.mark.parametrize("kind", FAULT_KINDS)
@pytest.mark.parametrize("preset", PRESETS)
def test_fault_raises_exactly_what_is_expected(preset: str, kind: str) -> None:
    v = VARIANTS[preset]
    for seed in range(N_FAULT):
        g = generate(seed, v, kind)
        assert g.expected and {e.kind for e in g.expected} == {kind}
        report = via_text(g, v)
        assert report.error is None
        assert found(report) == wanted(g.expected), (
            seed,
            [render(f.message) for f in report.violations],
        )


def test_fault_records_differ_from_clean_only_where_needed() -> None:
    """Claim faults touch the claims only; play faults keep every seat's card count."""
    v = VARIANTS["national"]
    for seed in range(10):
        for kind in ("points-mismatch", "bottom-mismatch", "level-mismatch", "penalty-mismatch"):
            g = generate(seed, v, kind)
            assert (g.expected[0].trick, g.expected[0].seat is None) == (
                None,
                kind != "penalty-mismatch",
            )
        for kind in (
            "illegal-follow",
            "wrong-order",
            "wrong-leader",
            "failed-throw",
            "illegal-lead",
        ):
            r = generate(seed, v, kind).record
            assert all(sum(c.values()) == 25 for c in played_by(r).values())


def test_illegal_lead_mixes_suits_and_the_hand_goes_on_as_the_checker_reads_it() -> None:
    """The lead is a card or unit of one effective suit with a single of another; nothing
    follows it, a ruff of its structure can take it, and the rest of the hand (winners, points,
    result) is the checker's too."""
    seen: Counter[str] = Counter()
    for preset in PRESETS:
        v = VARIANTS[preset]
        for seed in range(30):
            g = generate(seed, v, "illegal-lead")
            [e] = g.expected
            r = g.record
            assert r.level is not None and r.trump is not None and e.trick is not None
            ctx = context_for(r.level, r.trump, v)
            lead = r.tricks[e.trick - 1].plays[0]
            suits = Counter(ctx.esuit[c] for c in lead.cards)
            assert lead.seat == e.seat and classify(lead.cards, ctx) == "mixed"
            assert len(suits) == 2 and min(suits.values()) == 1
            report = replay(r, v)
            assert [t.winner for t in report.tricks] == list(g.trick_winners)
            c = r.claims
            assert report.result is not None and c.result is not None
            assert (report.defenders_points, report.result.side, report.result.levels) == (
                c.points,
                c.result.side,
                c.result.levels,
            )
            seen["taken by a ruff" if g.trick_winners[e.trick - 1] != e.seat else "stood"] += 1
            seen["with a trump"] += TRUMP in suits
    assert seen["taken by a ruff"] and seen["stood"] and seen["with a trump"], seen


def test_the_kitty_is_written_as_dealt() -> None:
    v = VARIANTS["national"]
    records = [generate(seed, v).record for seed in range(20)]
    assert all(loads(dumps([r]))[0].kitty == r.kitty for r in records)
    assert any(
        r.kitty not in (tuple(sorted(r.kitty)), tuple(sorted(r.kitty, reverse=True)))
        for r in records
        if r.kitty is not None
    )


# ---------------------------------------------------------------- the command


def test_gen_command_writes_files_and_manifest(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from shengji_cli.cli.main import main

    runner = CliRunner()
    outs = []
    for name in ("a", "b"):
        res = runner.invoke(
            main,
            [
                "gen",
                "--count",
                "4",
                "--seed",
                "3",
                "--variant",
                "bjtu",
                "--out",
                str(tmp_path / name),
                "--faults",
                "deck,illegal-follow",
            ],
        )
        assert res.exit_code == 0, res.output
        outs.append({p.name: p.read_bytes() for p in sorted((tmp_path / name).iterdir())})
    assert outs[0] == outs[1]
    manifest = json.loads(outs[0]["manifest.json"])
    assert len(manifest) == 4
    assert [sorted({f["kind"] for f in fs}) for _, fs in sorted(manifest.items())] == [
        ["deck"],
        ["illegal-follow"],
        ["deck"],
        ["illegal-follow"],
    ]
    res = runner.invoke(
        main, ["gen", "--count", "1", "--out", str(tmp_path / "c"), "--faults", "nope"]
    )
    assert res.exit_code == 2
