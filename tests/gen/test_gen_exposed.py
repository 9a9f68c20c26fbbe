"""The generator and exposed cards (shenzhen 第十七条(四)1, (五)2) played as the
rule requires in clean hands, an ``exposed-card`` misplay injected, and the ``card-count`` fault
scored as ``faults.card_count_trick`` rules the trick (national 第十六条)."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner

from shengji_cli.cli.main import main
from shengji_cli.core.cards import SUIT_LETTERS
from shengji_cli.core.replay import replay
from shengji_cli.core.variants import PRESETS, load_variant
from shengji_cli.core.vocab import CardCountTrick, Kind
from shengji_cli.gen.errors import GenError
from shengji_cli.gen.faults import RULE_FAULT_KINDS, has_rule
from shengji_cli.gen.follow import exposed_follow, held_exposed, most_exposed
from shengji_cli.gen.hands import SEATING, generate
from shengji_cli.gen.structure import context
from shengji_cli.notation import dumps, loads
from shengji_cli.report.catalog import render

V = {name: load_variant(name) for name in PRESETS}
EXPOSING = [n for n in PRESETS if V[n].throw.withdrawn_exposed]
SIDE_LOSES = [n for n in PRESETS if V[n].faults.card_count_trick is CardCountTrick.SIDE_LOSES]
N_CLEAN = 1000
N_FAULT = 60


def test_the_presets_with_each_rule() -> None:
    # docs/rules.md R11.20, R11.22: the rule is in shenzhen's text (exposure) and national's (the
    # trick).
    assert EXPOSING == ["shenzhen"] and SIDE_LOSES == ["national"]
    assert [n for n in PRESETS if has_rule(Kind.EXPOSED_CARD, V[n])] == EXPOSING


def via_text(record, v):  # type: ignore[no-untyped-def]
    (back,) = loads(dumps([record]))
    return replay(back, v)


# ---------------------------------------------------------------- clean hands stay clean


@pytest.mark.parametrize("preset", PRESETS)
def test_a_thousand_clean_hands_check_clean(preset: str) -> None:
    """The issue's bar: 1,000 clean generated hands per preset still check clean — under shenzhen
    their exposed cards are played as 第十七条(五)2 requires."""
    v = V[preset]
    for seed in range(N_CLEAN):
        g = generate(seed, v)
        report = replay(g.record, v)
        assert report.violations == () and report.complete, (
            seed,
            [render(f.message) for f in report.violations],
        )
        assert [t.winner for t in report.tricks] == list(g.trick_winners)


def test_clean_shenzhen_hands_exercise_the_exposure() -> None:
    """Not vacuous: clean hands hold follows where an exposed card was owed, and a generator that
    ignored the rule (the same records with the rule switched off are clean too) would have broken
    it."""
    v = V["shenzhen"]
    seen: Counter[str] = Counter()
    for seed in range(300):
        r = generate(seed, v).record
        assert r.level is not None and r.trump is not None
        ctx = context(r.level, None if r.trump == "NT" else SUIT_LETTERS.index(r.trump), v)
        hands = {s: list(c) for s, c in r.deals}
        hands[str(r.dealer)] = list(
            (
                Counter(hands[str(r.dealer)]) + Counter(r.kitty or ()) - Counter(r.buried or ())
            ).elements()
        )
        exposed: dict[str, list[int]] = {}
        for t in r.tricks:
            lead = t.plays[0]
            exposed.pop(lead.seat, None)
            if lead.attempted:
                seen["failed throw"] += 1
                exposed[lead.seat] = list(
                    (Counter(lead.attempted) - Counter(lead.cards)).elements()
                )
            for p in t.plays[1:]:
                shown = exposed.get(p.seat)
                if shown:
                    owed = most_exposed(hands[p.seat], lead.cards, shown, ctx, v)
                    seen["owed" if owed else "not owed"] += 1
                    assert held_exposed(p.cards, shown) == owed
                    left = Counter(shown) - Counter(p.cards)
                    exposed[p.seat] = list(left.elements())
            for p in t.plays:
                for c in p.cards:
                    hands[p.seat].remove(c)
    assert seen["failed throw"] and seen["owed"] > 20 and seen["not owed"], seen


# ---------------------------------------------------------------- the injected faults


@pytest.mark.parametrize("preset", EXPOSING)
def test_an_injected_exposed_card_misplay_is_found_at_its_trick_and_seat(preset: str) -> None:
    v = V[preset]
    for seed in range(N_FAULT):
        g = generate(seed, v, "exposed-card")
        [e] = g.expected
        assert e.kind == Kind.EXPOSED_CARD and e.trick is not None and e.seat is not None
        report = via_text(g.record, v)
        assert [(f.kind, f.trick, f.seat) for f in report.violations] == [
            (e.kind, e.trick, e.seat)
        ], seed
        # The seat's throw failed before, and it has not led since.
        led = [t.number for t in g.record.tricks[: e.trick - 1] if t.plays[0].seat == e.seat]
        assert led and g.record.tricks[led[-1] - 1].plays[0].attempted is not None
        # Without the rule the same record is clean: the fault is exactly the exposure.
        off = replace(v, throw=replace(v.throw, withdrawn_exposed=False))
        assert replay(g.record, off).violations == ()


@pytest.mark.parametrize("preset", [n for n in PRESETS if n not in EXPOSING])
def test_exposed_card_is_refused_where_the_variant_has_no_such_rule(preset: str) -> None:
    with pytest.raises(GenError) as err:
        generate(1, V[preset], "exposed-card")
    assert err.value.message.id == "gen.fault-not-in-variant"
    assert preset in render(err.value.message) and "exposed-card" in render(err.value.message, "zh")


@pytest.mark.parametrize("preset", PRESETS)
def test_an_injected_card_count_is_found_and_its_trick_scored_as_ruled(preset: str) -> None:
    v = V[preset]
    changed = 0
    for seed in range(N_FAULT):
        g = generate(seed, v, "card-count")
        [e] = g.expected
        report = via_text(g.record, v)
        assert [(f.kind, f.trick, f.seat) for f in report.violations if f.trick is not None] == [
            (e.kind, e.trick, e.seat)
        ], seed
        # The generator's winners (its own reading of the ruling) are the checker's, and the
        # claims it scored from them hold: no mismatch.
        assert [t.winner for t in report.tricks] == list(g.trick_winners)
        assert not {f.kind for f in report.violations} - {Kind.CARD_COUNT}
        assert e.trick is not None and e.seat is not None
        winner = g.trick_winners[e.trick - 1]
        void = replay(
            g.record,
            replace(v, faults=replace(v.faults, card_count_trick=CardCountTrick.PLAY_VOID)),
        )
        if v.faults.card_count_trick is CardCountTrick.SIDE_LOSES:
            assert winner not in SEATING.partnership(e.seat)  # 按出错一方本圈失败
            changed += void.tricks[e.trick - 1].winner != winner
        else:
            assert void.tricks[e.trick - 1].winner == winner
    if v.faults.card_count_trick is CardCountTrick.SIDE_LOSES:
        assert changed > 0  # the ruling took tricks the erring side's play would have won


def test_exposed_follow_keeps_back_only_when_a_legal_follow_can() -> None:
    import random

    v = V["shenzhen"]
    ctx = context(2, 0, v)
    hand = [13 + 11, 13 + 6, 26 + 5]  # ♥K ♥8 ♣7
    lead = [13 + 3]  # ♥5
    rng = random.Random(1)
    assert exposed_follow(rng, hand, lead, [13 + 11], ctx, v) == [13 + 11]
    assert exposed_follow(rng, hand, lead, [13 + 11], ctx, v, keep_back=True) == [13 + 6]
    # Only one heart: it must be played, exposed or not; nothing to keep back.
    assert exposed_follow(rng, [13 + 11, 26 + 5], lead, [13 + 11], ctx, v, keep_back=True) is None


def test_gen_writes_what_the_exposed_faults_must_raise(tmp_path: Path) -> None:
    out = tmp_path / "out"
    result = CliRunner().invoke(
        main,
        [
            "gen",
            "--count",
            "4",
            "--seed",
            "3",
            "--variant",
            "shenzhen",
            "--faults",
            "exposed-card,card-count",
            "--out",
            str(out),
        ],
    )
    assert result.exit_code == 0, result.output
    manifest = json.loads((out / "manifest.json").read_text("utf-8"))
    assert (
        sorted(e["kind"] for es in manifest.values() for e in es)
        == ["card-count"] * 2 + ["exposed-card"] * 2
    )
    for name, [e] in manifest.items():
        (record,) = loads((out / name).read_text("utf-8"))
        report = replay(record, V["shenzhen"])
        assert (e["kind"], e["trick"], e["seat"]) in [
            (f.kind, f.trick, f.seat) for f in report.violations
        ]
    # national: the card-count's manifest entry says who takes the trick by 第十六条's ruling.
    out = tmp_path / "nat"
    assert (
        CliRunner()
        .invoke(
            main,
            ["gen", "--count", "6", "--seed", "3", "--faults", "card-count", "--out", str(out)],
        )
        .exit_code
        == 0
    )
    manifest = json.loads((out / "manifest.json").read_text("utf-8"))
    for name, [e] in manifest.items():
        (record,) = loads((out / name).read_text("utf-8"))
        report = replay(record, V["national"])
        assert e["detail"] == f"won by {report.tricks[e['trick'] - 1].winner}"
        assert report.tricks[e["trick"] - 1].winner not in SEATING.partnership(e["seat"])
    refused = CliRunner().invoke(
        main,
        [
            "gen",
            "--count",
            "1",
            "--variant",
            "national",
            "--faults",
            "exposed-card",
            "--out",
            str(tmp_path / "n"),
        ],
    )
    assert refused.exit_code == 2 and "no rule" in refused.output + str(refused.stderr_bytes or b"")
    assert RULE_FAULT_KINDS == (Kind.EXPOSED_CARD,)
