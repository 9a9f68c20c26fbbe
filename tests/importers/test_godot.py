"""The ``godot`` importer: shengji-godot GameLogger logs as a match under their own rules.

The sample log (``../shared/corpora/shengji-godot/standard_log.json``, not in the repository)
must check against its own settlement; the example (``examples/godot_log.godot.json``) is
written here from generated hands by :func:`godot_log` (``SHENGJI_WRITE_EXAMPLES=1`` rewrites it).
"""

from __future__ import annotations

import copy
import gzip
import io
import json
import os
from pathlib import Path
from typing import Any

import pytest

from shengji_cli.batch.check import iter_checked
from shengji_cli.core.cards import RANK_NAMES, card_rank, card_suit
from shengji_cli.core.record import HandRecord
from shengji_cli.core.reports import HandReport
from shengji_cli.core.variants import VariantError, load_variant, variant_from_table
from shengji_cli.core.vocab import Kind, Side, Status
from shengji_cli.gen.hands import generate
from shengji_cli.importers import FORMATS, RecordGroup, annotate, godot, importer
from shengji_cli.notation import ParseError
from shengji_cli.report.catalog import render
from shengji_cli.report.formats import render_stream

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = next(
    (
        p
        for base in (ROOT.parent, ROOT.parent.parent)  # a worktree sits one folder deeper
        if (p := base / "shared" / "corpora" / "shengji-godot" / "standard_log.json").is_file()
    ),
    ROOT.parent / "shared" / "corpora" / "shengji-godot" / "standard_log.json",
)
EXAMPLE = ROOT / "examples" / "godot_log.godot.json"
needs_sample = pytest.mark.skipif(
    not SAMPLE.is_file(), reason="the shengji-godot sample is not here"
)

_SUIT_NUMBER = {"S": 0, "H": 1, "D": 2, "C": 3, "NT": -1}
_SYMBOLS = "♠♥♣♦"  # the card's suit as core numbers it (S H C D)


def card_text(card: int) -> str:
    """A card as a godot log writes it."""
    suit, rank = card_suit(card), card_rank(card)
    if suit is None or rank is None:
        return "RedJoker" if card == 53 else "BlackJoker"
    return f"{_SYMBOLS[suit]}{RANK_NAMES[rank]}"


def godot_log(
    records: list[HandRecord], winners: list[tuple[str, ...]], rules: dict[str, Any]
) -> dict[str, Any]:
    """A GameLogger log (version 1) of complete generated hands, one round each: the deals,
    the bottom, the plays, and the generator's own verdicts (its trick winners, its claims)."""
    rounds = []
    for n, (rec, won) in enumerate(zip(records, winners, strict=True), start=1):
        assert (
            rec.seats is not None and rec.dealer is not None and rec.level is not None and rec.trump
        )
        seat = {name: i for i, name in enumerate(rec.seats)}
        c = rec.claims
        assert c.points is not None and c.result is not None and c.bottom_points is not None
        bonus = c.bottom_points * (c.bottom_multiplier or 0)
        taken = bool(c.bottom_multiplier) and bonus > 0
        tricks = [
            {
                "trick_num": k,
                "lead_seat": seat[t.plays[0].seat],
                "winner": seat[w],
                "plays": [
                    {"seat": seat[p.seat], "cards": [card_text(x) for x in p.cards]}
                    for p in t.plays
                ],
            }
            for k, (t, w) in enumerate(zip(rec.tricks, won, strict=True), start=1)
        ]
        rounds.append(
            {
                "round_num": n,
                "rank": rec.level,
                "dealer": seat[rec.dealer],
                "trump_suit": _SUIT_NUMBER[rec.trump],
                "team_ranks": [rec.level, rec.level],
                "debug": {
                    "initial_hands": [
                        [card_text(x) for x in rec.deal_of(s) or ()] for s in rec.seats
                    ],
                    "bottom_cards": [card_text(x) for x in rec.kitty or ()],
                    "buried_cards": [card_text(x) for x in rec.buried or ()],
                },
                "tricks": tricks,
                "settlement": {
                    "attack_base_score": c.points - (bonus if taken else 0),
                    "bottom_score": c.bottom_points if taken else 0,
                    "bottom_multiplier": c.bottom_multiplier if taken else 0,
                    "bottom_bonus": bonus if taken else 0,
                    "final_score": c.points,
                    "upgrading_side": 1 if c.result.side is Side.DEFENDERS else 0,
                    "upgrade_levels": c.result.levels,
                },
            }
        )
    return {"version": 1, "rule_config": rules, "rounds": rounds}


EXAMPLE_RULES = {
    "allow_dump": True,
    "deck_count": 2,
    "no_skip_enabled": True,
    "no_skip_ranks": [2, 11, 14],
    "strict_follow_structure": True,
    "joker_always_trump": True,
    "upgrade_threshold": 80,
}


def example_text() -> str:
    """The example: one generated national hand without a failed throw (a log has no field for
    one)."""
    v = load_variant("national")
    for seed in range(2026, 2100):
        gen = generate(seed, v)
        if (
            not any(p.attempted for t in gen.record.tricks for p in t.plays)
            and gen.record.claims.result
        ):
            break
    log = godot_log([gen.record], [gen.trick_winners], EXAMPLE_RULES)
    return json.dumps(log, ensure_ascii=False, indent=2) + "\n"


def check(unit: RecordGroup, variant: Any = None) -> list[HandReport]:
    """The reports of a unit as a batch checks it: the unit's variant, its notes on each hand."""
    return [
        annotate(r, unit)
        for r in iter_checked(unit.records, variant or unit.variant, "log", match=unit.match)
    ]


def one(text: str | bytes) -> RecordGroup:
    (unit,) = godot.loads(text, "log")
    return unit


# -- the sample log ---------------------------------------------------------------------------


@needs_sample
def test_the_sample_checks_against_its_own_settlement() -> None:
    unit = one(SAMPLE.read_bytes())
    assert (
        unit.match is True
        and unit.variant is not None
        and unit.variant.match.must_play == (5, 10, 13)
    )
    reports = check(unit)
    assert [r.status for r in reports] == [Status.CLEAN] * 3 + [Status.INCOMPLETE]
    assert all(not r.violations for r in reports)
    log = json.loads(SAMPLE.read_text("utf-8"))
    for r, rec, rnd in zip(reports[:3], unit.records, log["rounds"], strict=False):
        assert isinstance(rec, HandRecord)
        assert (
            tuple(t.winner for t in r.tricks)
            == rec.claims.winners
            == tuple(f"P{t['winner']}" for t in rnd["tricks"])
        )
        assert [t.points for t in r.tricks] == [t["trick_points"] for t in rnd["tricks"]]
        assert r.defenders_points == rnd["settlement"]["final_score"]
    match = reports[-1].match
    assert match is not None and [h.levels_after for h in match.hands[:3]] == [
        (2, 2),
        (3, 2),
        (5, 2),
    ]


@needs_sample
def test_the_unsupported_toggles_are_named_in_text_and_json() -> None:
    reports = check(one(SAMPLE.read_bytes()))
    text, data = render_stream(reports, "text"), render_stream(reports, "json")
    assert "'rule_config.allow_dump' = false is not supported" in text
    assert "'rule_config.trump_mode' = 0 is not supported" in text
    notes = [f["message"] for f in json.loads(data)["records"][0]["unverifiable"]]
    assert any("rule_config.allow_dump" in n for n in notes)
    assert "不支持 'rule_config.allow_dump' = false" in render_stream(reports, "text", "zh")


def _altered(change: Any) -> RecordGroup:
    log = json.loads(SAMPLE.read_text("utf-8"))
    change(log)
    return one(json.dumps(log, ensure_ascii=False, indent=2))


@needs_sample
def test_an_altered_settlement_is_flagged() -> None:
    def total(log: dict[str, Any]) -> None:
        log["rounds"][1]["settlement"]["final_score"] += 5

    def ranks(log: dict[str, Any]) -> None:
        log["rounds"][3]["team_ranks"] = [6, 2]

    def result(log: dict[str, Any]) -> None:
        log["rounds"][2]["settlement"]["upgrade_levels"] = 3

    for change, hand, kind in (
        (total, 2, Kind.POINTS_MISMATCH),
        (ranks, 4, Kind.LEVEL_MISMATCH),
        (result, 3, Kind.LEVEL_MISMATCH),
    ):
        reports = check(_altered(change))
        assert [(r.hand, f.kind) for r in reports for f in r.violations] == [(hand, kind)]


@needs_sample
def test_a_winner_changed_is_not_the_replays() -> None:
    def winner(log: dict[str, Any]) -> None:
        log["rounds"][0]["tricks"][4]["winner"] = 3

    unit = _altered(winner)
    report = check(unit)[0]
    rec = unit.records[0]
    assert isinstance(rec, HandRecord)
    assert [i for i, t in enumerate(report.tricks) if t.winner != rec.claims.winners[i]] == [4]


@needs_sample
def test_the_declarer_deals_each_round() -> None:
    # The sample's rounds 2-4 are dealt by the seat that declared, not by the match's next dealer.
    unit = one(SAMPLE.read_bytes())
    assert unit.variant is not None
    plain = variant_from_table(
        {"match": {"must_play": [5, 10, 13], "declarer_deals": False}}, "plain.toml"
    )
    found = [(r.hand, f.kind) for r in check(unit, plain) for f in r.violations]
    assert found == [
        (2, Kind.DEALER_MISMATCH),
        (3, Kind.DEALER_MISMATCH),
        (4, Kind.DEALER_MISMATCH),
    ]


# -- the example ------------------------------------------------------------------------------


def test_the_example_is_written_by_the_project() -> None:
    text = example_text()
    if os.environ.get("SHENGJI_WRITE_EXAMPLES"):
        EXAMPLE.write_text(text, "utf-8")
    assert EXAMPLE.read_text("utf-8") == text


def test_the_example_checks_clean_and_agrees_with_the_generator() -> None:
    with EXAMPLE.open("rb") as f:
        (unit,) = importer("godot").iter_units(f, str(EXAMPLE))
    (report,) = check(unit)
    assert report.status is Status.CLEAN
    rec = unit.records[0]
    assert isinstance(rec, HandRecord)
    assert tuple(t.winner for t in report.tricks) == rec.claims.winners
    assert [
        render(f.message) for f in report.unverifiable
    ] == []  # every toggle of the example maps


def test_the_format_is_registered_and_read_gzipped() -> None:
    assert FORMATS["godot"] == "godot" and godot.NAME == "godot" and ".godot.json" in godot.SUFFIXES
    data = EXAMPLE.read_bytes()
    (plain,) = godot.iter_units(io.BytesIO(data), "log")
    (zipped,) = godot.iter_units(io.BytesIO(gzip.compress(data)), "log")
    assert zipped.records == plain.records


def test_a_later_version_is_read() -> None:
    log = json.loads(EXAMPLE.read_text("utf-8"))
    log["rule_config"] |= {"upgrade_step": 40, "upgrade_table": [[0, 3]]}
    s = log["rounds"][0]["settlement"]
    s["proposed"] = {
        "upgrading_side": s.pop("upgrading_side"),
        "upgrade_levels": s.pop("upgrade_levels"),
    }
    s["effective"] = copy.deepcopy(s["proposed"])
    unit = one(json.dumps(log))
    (report,) = check(unit)
    assert report.status is Status.CLEAN
    assert [n["key"] for n in unit.notes] == ["upgrade_table"]
    assert report.unverifiable[-1].message == unit.notes[0]


# -- the rules --------------------------------------------------------------------------------

_OTHER = {
    "allow_dump": False,
    "bid_requires_joker": True,
    "trump_joker_color_match": False,
    "deck_count": 3,
    "four_same_is_tractor": True,
    "joker_always_trump": False,
    "no_skip_enabled": False,
    "no_skip_ranks": [5, 10, 13],
    "strict_follow_structure": False,
    "tractor_allow_rank_card": False,
    "trump_mode": 1,
    "upgrade_threshold": 100,
    "upgrade_step": 20,
    "upgrade_table": [],
    "current_rank": 2,
    "a_new_toggle": True,
}


@pytest.mark.parametrize("key", sorted(_OTHER))
def test_every_toggle_is_a_parameter_or_named(key: str) -> None:
    base, _ = godot.rules_of({})
    rules = {key: _OTHER[key]} | (
        {"bid_requires_joker": True} if key == "trump_joker_color_match" else {}
    )
    variant, notes = godot.rules_of(rules)
    named = [n["key"] for n in notes]
    changed = {k for k, v in variant.flat().items() if base.flat()[k] != v} - {
        "description",
        "description_zh",
    }
    assert key in named or changed or key == "current_rank", (key, named, changed)
    if key == "current_rank":  # the starting levels are each round's team_ranks, a record's levels
        assert not named and not changed


def test_the_rules_extend_national_and_keep_its_levels_at_80() -> None:
    variant, notes = godot.rules_of({"upgrade_threshold": 80, "no_skip_ranks": [5, 10, 13]})
    national = load_variant("national")
    assert variant.levels == national.levels and variant.match.must_play == (5, 10, 13)
    assert variant.match.declarer_deals and not national.match.declarer_deals
    assert notes == []
    with pytest.raises(VariantError):
        godot.rules_of({"deck_count": 9})


# -- what cannot be mapped --------------------------------------------------------------------


def _error(change: Any) -> ParseError:
    log = json.loads(EXAMPLE.read_text("utf-8"))
    change(log)
    text = json.dumps(log, ensure_ascii=False, indent=2)
    (bad,) = [r for r in one(text).records if isinstance(r, ParseError)]
    assert bad.line_text == text.split("\n")[bad.line - 1]
    return bad


def test_an_unknown_card_names_its_round_trick_line_and_column() -> None:
    def card(log: dict[str, Any]) -> None:
        log["rounds"][0]["tricks"][2]["plays"][1]["cards"][0] = "♠1"

    bad = _error(card)
    assert bad.message.id == "imp_godot.bad-card-trick"
    assert bad.line_text[bad.column - 1 :] == '"♠1",' or bad.line_text[bad.column - 1 :] == '"♠1"'
    assert render(bad.message) == 'round 1, trick 3: unknown card "♠1"'
    assert render(bad.message, "zh") == '第 1 局第 3 轮：未知的牌 "♠1"'


def test_a_trick_of_three_plays_is_unreadable() -> None:
    def three(log: dict[str, Any]) -> None:
        del log["rounds"][0]["tricks"][5]["plays"][3]

    bad = _error(three)
    assert render(bad.message) == "round 1, trick 6: 3 plays; a trick has 4"
    assert bad.line_text.strip() == '"plays": ['


def test_a_dealt_card_unknown_and_a_bad_seat() -> None:
    def deal(log: dict[str, Any]) -> None:
        log["rounds"][0]["debug"]["initial_hands"][2][7] = "GreenJoker"

    def seat(log: dict[str, Any]) -> None:
        log["rounds"][0]["tricks"][0]["winner"] = 4

    assert render(_error(deal).message) == 'round 1: unknown card "GreenJoker"'
    assert render(_error(seat).message) == "round 1, trick 1: seat 4 is not 0–3"


def test_not_json_is_placed() -> None:
    (bad,) = one('{\n  "rounds": [\n    {"round_num": 1,,}\n  ]\n}\n').records
    assert isinstance(bad, ParseError)
    assert (bad.line, bad.column, bad.message.id) == (3, 21, "imp_godot.not-json")
    assert bad.line_text == '    {"round_num": 1,,}'
    (other,) = one("[1, 2]").records
    assert isinstance(other, ParseError) and other.message.id == "imp_godot.not-log"
    (binary,) = one(b'{"rounds": [\xff]}').records
    assert isinstance(binary, ParseError) and binary.message.id == "imp_godot.not-utf8"


def test_a_bad_round_does_not_stop_the_others() -> None:
    log = json.loads(EXAMPLE.read_text("utf-8"))
    log["rounds"].append(copy.deepcopy(log["rounds"][0]))
    log["rounds"][0]["trump_suit"] = 7
    unit = one(json.dumps(log))
    assert [type(r).__name__ for r in unit.records] == ["ParseError", "HandRecord"]
    reports = check(unit)
    assert reports[0].error is not None and reports[1].error is None


def test_a_declarer_deals_without_a_dealer_mismatch() -> None:
    # Two generated hands in a row: the second dealt by a seat the match would not give.
    v = load_variant("national")
    first = generate(2026, v)
    rec = first.record
    assert rec.dealer is not None and rec.seats is not None and rec.claims.result is not None
    after = rec.claims.result.side
    expected = rec.seats[(rec.seats.index(rec.dealer) + (2 if after is Side.DEALER else 1)) % 4]
    second = next(
        g
        for seed in range(2027, 2200)
        if (g := generate(seed, v)).record.dealer not in (expected, None)
    )
    log = godot_log(
        [rec, second.record], [first.trick_winners, second.trick_winners], EXAMPLE_RULES
    )
    unit = one(json.dumps(log))
    plain = variant_from_table(
        {"match": {"must_play": [2, 11, 14], "declarer_deals": False}}, "plain.toml"
    )

    def dealer_faults(variant: Any) -> list[int]:
        return [
            r.hand
            for r in check(unit, variant)
            for f in r.violations
            if f.kind is Kind.DEALER_MISMATCH
        ]

    assert dealer_faults(None) == []
    assert dealer_faults(plain) == [2]


def test_a_log_too_large_is_refused_unread(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(godot, "MAX_BYTES", 1000)
    for data in (EXAMPLE.read_bytes(), gzip.compress(EXAMPLE.read_bytes())):
        (unit,) = godot.iter_units(io.BytesIO(data), "log")
        (bad,) = unit.records
        assert isinstance(bad, ParseError) and bad.message.id == "imp_godot.too-large"
