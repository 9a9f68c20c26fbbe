"""Generated matches: real bidding, the generator's own level progression, match faults.

The generator computes the bids and each next hand's dealer and levels from docs/rules.md §8–§10 by
its own code (no generator module imports :mod:`shengji_cli.core.match`,
:mod:`shengji_cli.core.levels` or :mod:`shengji_cli.core.declarations`: tested below), so
"generated matches replay clean" is a cross-check of the checker's match and declaration rules.
"""

from __future__ import annotations

import ast
from collections import Counter
from functools import cache
from pathlib import Path

import pytest

from shengji_cli.core.cards import points_of
from shengji_cli.core.match import MatchReport, replay_match
from shengji_cli.core.record import HandRecord
from shengji_cli.core.seating import Seating
from shengji_cli.core.variants import PRESETS, load_variant
from shengji_cli.gen.matches import DECLARATION_FAULTS, MATCH_FAULT_KINDS, generate_match
from shengji_cli.notation import dumps, loads
from shengji_cli.report.catalog import render

N_MATCHES = 200
HANDS = 3
N_FAULT = 15

VARIANTS = {p: load_variant(p) for p in PRESETS}

FLAVOUR_WORDS = {
    "own-bid": "its own bid",
    "pair-order": "pairs",
    "too-late": "too late",
    "not-dealt": "not dealt|did not hold",
    "single-joker": "single joker",
    "not-level": "not a level card",
}
"""A word of the checker's message for each flavour of injected ``illegal-declaration``."""


@cache
def matches(preset: str) -> tuple[tuple[HandRecord, ...], ...]:
    return tuple(
        tuple(generate_match(seed, VARIANTS[preset], HANDS)[0]) for seed in range(N_MATCHES)
    )


@cache
def replayed(preset: str) -> tuple[MatchReport, ...]:
    """Every sample match written out, read back and checked, as a user would."""
    v = VARIANTS[preset]
    return tuple(replay_match(loads(dumps(records)), v) for records in matches(preset))


def findings(report: MatchReport) -> list[tuple[int, str, str]]:
    return sorted((r.hand, f.kind, f.seat or "") for r in report.reports for f in r.violations)


def _bid_kind(cards: tuple[int, ...]) -> str:
    levels = [c for c in cards if c < 52]
    jokers = [c for c in cards if c >= 52]
    if levels:
        return "pair" if len(levels) == 2 else "single"
    return "joker pair" if len(jokers) == 2 else "single joker"


# ---------------------------------------------------------------- independence


GEN = Path(__file__).resolve().parents[2] / "shengji_cli" / "gen"


@pytest.mark.parametrize("module", sorted(p.stem for p in GEN.glob("*.py")))
def test_the_generator_does_not_import_the_checkers_rules(module: str) -> None:
    """No generator module imports the checker's rules, replay, match, levels or declarations
    (what it does share with the checker: ``tests/gen/test_gen.py``'s docstring)."""
    tree = ast.parse((GEN / f"{module}.py").read_text(encoding="utf-8"))
    imported = {
        (node.module or "").split(".")[-1]
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom)
    }
    imported |= {
        alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import)
        for alias in node.names
    }
    assert not imported & {
        "match",
        "levels",
        "declarations",
        "replay",
        "rules",
        "shengji_cli.core.match",
        "shengji_cli.core.levels",
        "shengji_cli.core.declarations",
        "shengji_cli.core.replay",
        "shengji_cli.core.rules",
    }, imported


# ---------------------------------------------------------------- clean matches


@pytest.mark.parametrize("preset", PRESETS)
def test_generated_matches_replay_clean(preset: str) -> None:
    for seed, (records, report) in enumerate(zip(matches(preset), replayed(preset), strict=True)):
        assert all(r.error is None for r in report.reports), seed
        assert findings(report) == [], (
            seed,
            [(r.hand, f.kind, render(f.message)) for r in report.reports for f in r.violations],
        )
        # The generator stops where the match ends, and only there.
        assert len(records) == HANDS or report.winner is not None, seed
        assert report.ended_at in (None, len(records)), seed


def test_same_seed_same_bytes() -> None:
    for preset in PRESETS:
        v = VARIANTS[preset]
        for seed in (0, 7, 2**40 + 1):
            assert dumps(generate_match(seed, v, 4)[0]) == dumps(generate_match(seed, v, 4)[0])
            for fault in ("illegal-declaration", "bury"):
                assert generate_match(seed, v, 4, fault) == generate_match(seed, v, 4, fault)
        assert dumps(generate_match(1, v, 3)[0]) != dumps(generate_match(2, v, 3)[0])


def test_the_kitty_keeps_its_order_and_the_turned_card_is_the_rules() -> None:
    turned = 0
    for preset in ("national", "bjtu", "online"):
        index = 0 if VARIANTS[preset].declaration.no_declaration == "turn-top-card" else 2
        for records in matches(preset):
            for r, back in zip(records, loads(dumps(records)), strict=True):
                assert back.kitty == r.kitty
                if r.turned is not None:
                    assert r.kitty is not None and r.turned == r.kitty[index]
                    turned += 1
    assert turned > 0
    unsorted = [
        r
        for records in matches("national")
        for r in records
        if r.kitty is not None and list(r.kitty) != sorted(r.kitty, reverse=True)
    ]
    assert unsorted


# ---------------------------------------------------------------- what the sample holds


def bid_census(preset: str) -> Counter[str]:
    seen: Counter[str] = Counter()
    for records in matches(preset):
        for r in records:
            seen["hands"] += 1
            if r.no_bid:
                seen[
                    "turned" if r.turned is not None else "not played" if not r.tricks else "no bid"
                ] += 1
                continue
            bids = r.bids
            seen[f"first {_bid_kind(bids[0].cards)}"] += 1
            seen["no-trump"] += r.trump == "NT"
            seen["with an overcall"] += any(
                b.seat != a.seat for a, b in zip(bids, bids[1:], strict=False)
            )
            for a, b in zip(bids, bids[1:], strict=False):
                if b.seat == a.seat:
                    seen["reinforcement"] += 1
                else:
                    seen[f"{_bid_kind(b.cards)} over {_bid_kind(a.cards)}"] += 1
            seen["after the deal"] += any(b.phase != "deal" for b in bids)
    return seen


def test_matches_hold_every_kind_of_bid() -> None:
    """Across the sample: first singles, pairs and joker pairs; reinforcements; overcalls of
    every kind; no-trump; bids after the deal; hands with no bid."""
    total: Counter[str] = Counter()
    for preset in PRESETS:
        seen = bid_census(preset)
        total += seen
        hands = seen["hands"]
        assert seen["first single"] > hands // 2, (preset, seen)
        assert seen["first pair"] + seen["first joker pair"] > hands // 20, (preset, seen)
        assert seen["no-trump"] > hands // 20, (preset, seen)
        assert seen["with an overcall"] > hands // 10, (preset, seen)
        # a seat bids twice in a row only to reinforce its single, where the variant allows it
        # (online: R10.9, the declarer's 反主 waits for another player's)
        assert (seen["reinforcement"] > 0) is load_variant(preset).declaration.reinforce, (
            preset,
            seen,
        )
        assert seen["after the deal"] > 0, (preset, seen)
    assert not [k for k in total if k.startswith("single") and " over " in k], total
    for what in (
        "pair over single",
        "pair over pair",
        "joker pair over single",
        "joker pair over pair",
        "joker pair over joker pair",
        "turned",
        "not played",
    ):
        assert total[what] > 0, (what, total)


def test_matches_exercise_the_progression() -> None:
    """Must-play stops, deductions, the J/A bottom rule, wrapping and the match's end all occur."""
    seen: Counter[str] = Counter()
    for preset in PRESETS:
        for report in replayed(preset):
            seen["won"] += report.winner is not None
            for h in report.hands:
                for note in map(render, h.notes):
                    for what in (
                        "stopped on",
                        "deducted",
                        "restarts from",
                        "wrapped",
                        "steps down",
                    ):
                        seen[what] += what in note
    assert all(
        seen[what] > 0
        for what in ("won", "stopped on", "deducted", "restarts from", "wrapped", "steps down")
    ), seen


def test_shenzhen_plays_the_a_again_after_a_restart() -> None:
    # seed 002 第十四条 落实政策: after the J/A restart, the next hand's defenders under 40 → A
    # again.
    v = VARIANTS["shenzhen"]
    report = replay_match(loads(dumps(generate_match(106, v, 4)[0])), v)
    assert findings(report) == []
    notes = [render(n) for h in report.hands for n in h.notes]
    assert any("restarts from J" in n for n in notes) and any("落实政策" in n for n in notes)


def test_online_dealer_side_declares_first_and_the_turned_cards_pair_takes_the_deal() -> None:
    moved = 0
    for records in matches("online"):
        for before, r in zip(records, records[1:], strict=False):
            assert r.seats is not None and r.dealer is not None and before.dealer is not None
            seating = Seating(r.seats)
            dealer_side = seating.partnership(r.dealer)
            if r.bids:
                assert r.bids[0].seat in dealer_side
            if r.turned is not None:
                assert before.claims.result is not None
                step = 2 if before.claims.result.side == "dealer" else 1
                moved += r.dealer != seating.at(before.dealer, step)
    assert moved > 0


def test_online_overcalls_after_the_bury_take_up_the_bottom() -> None:
    """seed 004 四.2 反主炒底 / 四.3: after the first hand, overcalls after the bury, in turn from
    the dealer's 下家; each overcaller mostly takes up the bottom and buries again (``reburied:``),
    the dealer unchanged; the last bury is the bottom scored."""
    v = VARIANTS["online"]
    seen: Counter[str] = Counter()
    for records in matches("online"):
        for i, r in enumerate(records):
            seen["hands"] += 1
            late = [b for b in r.bids if b.phase == "after-bury"]
            assert r.seats is not None
            if i == 0 or not late:  # the first hand: overcalls by the bottom only (四.1)
                assert not late and not r.reburied, r
                continue
            assert r.dealer is not None and r.kitty is not None and r.buried is not None
            seen["overcall after the bury"] += 1
            seen["reburied"] += bool(r.reburied)
            seen["more than one"] += len(r.reburied) > 1
            seen["by the dealer"] += any(seat == r.dealer for seat, _ in r.reburied)
            seen["overcall kept the bottom"] += len(r.reburied) < len(late)
            # In turn from the dealer's 下家 round to the dealer, each seat once.
            turn = [*Seating(r.seats).order_from(r.dealer)[1:], r.dealer]
            assert [b.seat for b in late] == [s for s in turn if s in {b.seat for b in late}], (
                r.bids
            )
            # The re-buries follow the overcalls after the bury, in their order.
            seats = [b.seat for b in late]
            assert [s for s in seats if s in dict(r.reburied)] == [s for s, _ in r.reburied]
            # The cards move as the rules say: each seat plays what it holds after the buries.
            hands = {s: Counter(r.deal_of(s)) for s in r.seats}
            hands[r.dealer] += Counter(r.kitty)
            hands[r.dealer] -= Counter(r.buried)
            bottom = r.buried
            for seat, cards in r.reburied:
                assert len(cards) == v.deck.kitty_size
                taken = hands[seat] + Counter(bottom)
                assert not Counter(cards) - taken, (seat, cards)
                hands[seat], bottom = taken - Counter(cards), cards
            played = {
                s: Counter(c for t in r.tricks for p in t.plays if p.seat == s for c in p.cards)
                for s in r.seats
            }
            assert played == hands, r
            assert r.claims.bottom_points == points_of(bottom)
    share = seen["reburied"] / seen["hands"]
    assert share > 0.04, seen
    assert all(seen[k] for k in ("more than one", "by the dealer", "overcall kept the bottom")), (
        seen
    )
    for preset in PRESETS:
        if not VARIANTS[preset].declaration.overcall_rebury:
            assert not any(r.reburied for records in matches(preset) for r in records), preset


def test_a_redealt_first_hand_leaves_the_next_hand_the_first() -> None:
    # seed 002 第五条 至抓牌结束没有牌手抢庄时，该副牌重洗重抓: the redeal is still the first hand,
    # each seat declaring with its side's level, the winning bid's seat dealing.
    v = VARIANTS["shenzhen"]
    records = tuple(generate_match(383, v, 2)[0])
    first = records[0]
    assert first.no_bid and len({lv for _, lv in first.levels or ()}) == 2
    assert findings(replay_match(loads(dumps(records)), v)) == []


# ---------------------------------------------------------------- match faults


@pytest.mark.parametrize("fault", MATCH_FAULT_KINDS)
@pytest.mark.parametrize("preset", PRESETS)
def test_injected_match_faults_are_found_exactly(preset: str, fault: str) -> None:
    v = VARIANTS[preset]
    for seed in range(N_FAULT):
        records, expected = generate_match(seed, v, HANDS, fault)
        [(hand, exp)] = expected
        assert exp.kind == fault
        report = replay_match(loads(dumps(records)), v)
        assert findings(report) == [(hand, fault, exp.seat or "")], (seed, exp)
        if fault == "illegal-declaration":
            [message] = [render(f.message) for f in report.reports[hand - 1].violations]
            assert any(w in message for w in FLAVOUR_WORDS[exp.detail].split("|")), (
                seed,
                exp.detail,
                message,
            )
        elif (
            fault == "bury"
        ):  # a re-bury by a seat with no overcall after the bury; nothing else moves
            [message] = [render(f.message) for f in report.reports[hand - 1].violations]
            assert "buried again" in message and exp.seat in dict(records[hand - 1].reburied), (
                seed,
                message,
            )
        else:  # the hand is cut to its headers and ends the match
            assert hand == len(records) and records[-1].tricks == ()


def test_every_declaration_fault_flavour_is_made() -> None:
    made: Counter[str] = Counter()
    for preset in PRESETS:
        for seed in range(N_FAULT):
            made.update(
                e.detail
                for _, e in generate_match(seed, VARIANTS[preset], HANDS, "illegal-declaration")[1]
            )
    assert set(made) == set(DECLARATION_FAULTS), made


def test_unknown_match_fault_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="gen.unknown-match-fault"):
        generate_match(1, VARIANTS["national"], 3, "deck")


def test_an_unknown_match_fault_lists_every_fault_gen_match_takes() -> None:
    """Whichever generator refuses it, the message names every fault ``gen --match`` injects:
    the match's own, the ``time:``/``redeal:``/``draw:`` lines' and the rulings'."""
    from shengji_cli.gen.ends import END_FAULT_KINDS, generate_ends
    from shengji_cli.gen.errors import GenError
    from shengji_cli.gen.matches import RULING_FAULTS, generate_ruled_match
    from shengji_cli.report.catalog import render

    for make in (generate_match, generate_ends, generate_ruled_match):
        with pytest.raises(GenError) as caught:
            make(1, VARIANTS["national"], 3, "nonsense")
        text = render(caught.value.message)
        assert all(
            str(k) in text for k in (*END_FAULT_KINDS, *RULING_FAULTS, "illegal-declaration")
        ), text
