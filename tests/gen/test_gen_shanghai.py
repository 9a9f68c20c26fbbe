"""The generator under ``shanghai`` (docs/rules.md §12, the 80fen rulebook) and the older 80fen
referee's variant (``examples/variants/shanghai-2026-08.toml``): clean hands and matches replay
clean, injected faults raise exactly what is expected, and the oracle scores by §12's own tables.

``shanghai`` is not in :data:`~shengji_cli.core.variants.PRESETS` (the seed presets, whose
preset-wide tests state rules it departs from on purpose), so its generator checks live here."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from shengji_cli.core.cards import HEARTS, TrumpContext, parse_cards
from shengji_cli.core.match import replay_match
from shengji_cli.core.replay import context_for, replay
from shengji_cli.core.units import decompose
from shengji_cli.core.variants import Variant, load_variant
from shengji_cli.core.vocab import Side, Standing
from shengji_cli.gen import oracle
from shengji_cli.gen.hands import FAULT_KINDS, generate
from shengji_cli.gen.matches import generate_match
from shengji_cli.notation import dumps, loads
from shengji_cli.report.catalog import render

OLDER = Path(__file__).resolve().parents[2] / "examples" / "variants" / "shanghai-2026-08.toml"
VARIANTS = {"shanghai": load_variant("shanghai"), "shanghai-2026-08": load_variant(OLDER)}
D, F = Side.DEALER, Side.DEFENDERS

# docs/rules.md §12: x = 0 dealer +3; 1–39 +2; 40–79 +1; x ≥ 80 the defenders take over and go up
# ⌊(x−80)/40⌋, no cap.  Rows (from, to, side, +N), written out, not computed.
SHANGHAI_LEVELS = [
    (0, 0, D, 3),
    (5, 35, D, 2),
    (40, 75, D, 1),
    (80, 115, F, 0),
    (120, 155, F, 1),
    (160, 195, F, 2),
    (200, 235, F, 3),
    (240, 275, F, 4),
    (280, 315, F, 5),
]


def _replayed(g_record, v: Variant):  # type: ignore[no-untyped-def]
    (record,) = loads(dumps([g_record]))
    return replay(record, v)


def test_the_oracle_scores_by_the_rulebooks_tables() -> None:
    v = VARIANTS["shanghai"]
    for points in range(0, 316, 5):
        [(side, levels)] = [(s, n) for lo, hi, s, n in SHANGHAI_LEVELS if lo <= points <= hi]
        assert oracle.level_change(points, v) == oracle.LevelChange(side, levels), points
    # × 2 × the cards each player played to the last trick: single ×2, pair ×4, 2-pair tractor ×8,
    # a 3-card throw ×6.
    ctx = TrumpContext.make(HEARTS, 2)
    for lead, mult in (
        ("SA", 2),
        ("SA SA", 4),
        ("SA SA SK SK", 8),
        ("SA SK SQ", 6),
        ("SA SA SQ", 6),
    ):
        assert oracle.bottom_multiplier(parse_cards(lead), ctx, v) == mult, lead


@pytest.mark.parametrize("name", VARIANTS)
def test_clean_hands_replay_clean(name: str) -> None:
    v = VARIANTS[name]
    seen: Counter[str] = Counter()
    for seed in range(400 if name == "shanghai" else 150):
        g = generate(seed, v)
        report = _replayed(g.record, v)
        assert report.error is None and report.complete
        assert report.violations == (), (seed, [render(f.message) for f in report.violations])
        c = g.record.claims
        assert (
            report.defenders_points == c.points
            and report.result is not None
            and c.result is not None
        )
        assert (report.result.side, report.result.levels) == (c.result.side, c.result.levels)
        assert [t.winner for t in report.tricks] == list(g.trick_winners)
        r = g.record
        assert r.level is not None and r.trump is not None
        ctx = context_for(r.level, r.trump, v)
        for t in report.tricks:
            multi = len(decompose(t.plays[0].cards, ctx)) > 1
            for p in t.plays[1:]:
                seen[f"{p.standing}{' of a throw' if multi else ''}"] += 1
        seen["dug"] += bool(report.bottom and report.bottom.awarded)
    # The hard cases are there: ruffs and over-ruffs of throws, the bottom dug.
    for what in ("ruff of a throw", "over-ruff", "beat", "dug"):
        assert seen[what] > 0, (what, seen)
    # A throw that stands cannot be beaten in suit even by the highest card: a follower covering it
    # holds no unit above the thrown ones (else the throw fails), so its highest card is not higher.
    assert seen[f"{Standing.BEAT} of a throw"] == 0, seen


@pytest.mark.parametrize("kind", FAULT_KINDS)
@pytest.mark.parametrize("name", VARIANTS)
def test_fault_raises_exactly_what_is_expected(name: str, kind: str) -> None:
    v = VARIANTS[name]
    for seed in range(6):
        g = generate(seed, v, kind)
        assert g.expected and {e.kind for e in g.expected} == {kind}
        report = _replayed(g.record, v)
        got = sorted((f.kind, f.trick or 0, f.seat or "") for f in report.violations)
        assert got == sorted((e.kind, e.trick or 0, e.seat or "") for e in g.expected), (
            seed,
            [render(f.message) for f in report.violations],
        )


@pytest.mark.parametrize("name", VARIANTS)
def test_generated_matches_replay_clean(name: str) -> None:
    v = VARIANTS[name]
    for seed in range(80):
        records = generate_match(seed, v, 3)[0]
        report = replay_match(loads(dumps(records)), v)
        assert all(r.error is None for r in report.reports), seed
        assert [
            (r.hand, f.kind, render(f.message)) for r in report.reports for f in r.violations
        ] == [], seed
