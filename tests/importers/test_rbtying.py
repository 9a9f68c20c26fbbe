"""The ``rbtying`` importer: shengji.io game logs, with their debug JSON and room settings.

The examples (``examples/rbtying/``) were written from a generated hand by
:func:`~shengji_cli.importers.rbtying_write.write`, then given chat lines and a take-back.
Each claim kind the platform makes is falsified once and must be flagged at its trick and seat.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shengji_cli.batch.check import iter_checked
from shengji_cli.batch.sources import parse_text
from shengji_cli.core.record import HandRecord
from shengji_cli.core.reports import HandReport
from shengji_cli.core.rules import level_change
from shengji_cli.core.variants import Variant
from shengji_cli.core.vocab import Kind, Side, Status
from shengji_cli.gen.hands import generate, hand_seed
from shengji_cli.importers import RecordGroup, annotate, format_of, rbtying
from shengji_cli.importers.rbtying import variant_file
from shengji_cli.importers.rbtying_log import read_log
from shengji_cli.importers.rbtying_rules import level_delta, rules_of, rules_table
from shengji_cli.importers.rbtying_write import write
from shengji_cli.notation import ParseError, dumps
from shengji_cli.report.catalog import render

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "rbtying"


def unit_of(log: str, debug: Any = None, room: Any = None) -> RecordGroup:
    (unit,) = rbtying.loads(
        log,
        "game.rbtying.txt",
        json.dumps(debug) if debug is not None else None,
        json.dumps(room) if room is not None else None,
    )
    return unit


def reports(unit: RecordGroup, variant: Variant | None = None) -> list[HandReport]:
    return [
        annotate(r, unit)
        for r in iter_checked(unit.records, variant or unit.variant, "log", match=unit.match)
    ]


def kinds(report: HandReport) -> list[tuple[str, int | None, str | None]]:
    return [(str(f.kind), f.trick, f.seat) for f in report.violations]


def example_unit(alone: bool = False) -> RecordGroup:
    name = "alone" if alone else "game"
    (unit,) = list(
        rbtying.iter_units(
            (EXAMPLES / f"{name}.rbtying.txt").open("rb"), str(EXAMPLES / f"{name}.rbtying.txt")
        )
    )
    return unit


# -- the examples --------------------------------------------------------------------------------


def test_example_with_debug_json_and_settings_checks_clean() -> None:
    unit = example_unit()
    (report,) = reports(unit)
    assert report.status is Status.CLEAN and report.complete
    rec = unit.records[0]
    assert isinstance(rec, HandRecord)
    assert rec.seats == ("N", "W", "S", "E") and rec.dealer == "S" and rec.level == 8
    assert len(rec.tricks) == 20 and rec.buried is not None and rec.kitty is None
    assert rec.levels == (("N", 8), ("W", 8))
    assert any(p.attempted for t in rec.tricks for p in t.plays)  # the failed throw, a claim


def test_example_log_alone_reports_the_kitty_unknown() -> None:
    unit = example_unit(alone=True)
    (report,) = reports(unit)
    rec = unit.records[0]
    assert isinstance(rec, HandRecord) and rec.buried is None and rec.kitty is None
    assert not report.violations and report.defenders_points is None
    assert any("bottom" in f.message.id for f in report.unverifiable)


def test_take_back_and_chat_lines_are_honoured() -> None:
    text = (EXAMPLES / "game.rbtying.txt").read_text(encoding="utf-8")
    assert "took back their last play" in text and text.startswith("N: gl hf")
    (game,) = read_log(text)
    assert all(len(t.plays) == 4 for t in game.tricks)


def test_injected_wrong_winner_in_the_example_is_flagged() -> None:
    text = (EXAMPLES / "game.rbtying.txt").read_text(encoding="utf-8")
    won = [ln for ln in text.splitlines() if "wins the trick" in ln]
    trick = next(n for n, line in enumerate(won, start=1) if line.startswith("GAME: W wins"))
    text = text.replace("GAME: W wins the trick", "GAME: N wins the trick", 1)
    debug = json.loads((EXAMPLES / "game.debug.json").read_text(encoding="utf-8"))
    (report,) = reports(unit_of(text, debug))
    assert (str(Kind.WINNER_MISMATCH), trick, "N") in kinds(report)


def test_suffix_and_companions_by_name(tmp_path: Path) -> None:
    assert format_of("x/game.rbtying.txt") == "rbtying"
    assert format_of("x/game.rbtying.txt.gz") == "rbtying"
    found = rbtying.companions_of(str(EXAMPLES / "game.rbtying.txt"))
    assert found == (str(EXAMPLES / "game.debug.json"), str(EXAMPLES / "game.settings.json"))
    assert rbtying.companions_of(str(EXAMPLES / "alone.rbtying.txt")) == (None, None)


# -- a claim per kind, falsified -----------------------------------------------------------------


def _generated(pred: Any, room: dict[str, Any] | None = None, limit: int = 200) -> Any:
    """The first generated hand (under a room's settings) whose log passes ``pred``."""
    room = room or {}
    variant, _ = rules_of(room)
    for i in range(limit):
        record = generate(hand_seed(32, i), variant).record
        log, debug, room_out = write(record, variant, room)
        if pred(record, log):
            return record, log, debug, room_out
    raise AssertionError("no generated hand fits")


def test_wrong_points_summary_is_flagged() -> None:
    _, log, debug, room = _generated(lambda r, log: "opposing team" in log)
    bad = log.replace(" points\nGAME: The game", " points\nGAME: The game")
    lines = bad.splitlines()
    i = next(k for k, ln in enumerate(lines) if "opposing team" in ln)
    n = int(lines[i].split()[-2])
    lines[i] = lines[i].replace(f"collected {n} points", f"collected {n + 5} points")
    (report,) = reports(unit_of("\n".join(lines), debug, room))
    assert (str(Kind.POINTS_MISMATCH), None, None) in kinds(report)


def test_false_failed_throw_is_flagged_at_its_trick_and_seat() -> None:
    def single_ace_lead(r: HandRecord, log: str) -> bool:
        return any(
            len(t.plays[0].cards) == 1 and t.plays[0].attempted is None for t in r.tricks[1:]
        )

    record, log, debug, room = _generated(single_ace_lead)
    n, trick = next(
        (n, t)
        for n, t in enumerate(record.tricks, start=1)
        if n > 1 and len(t.plays[0].cards) == 1 and t.plays[0].attempted is None
    )
    lead = trick.plays[0]
    from shengji_cli.importers.rbtying_log import card_text

    shown = card_text(lead.cards[0])
    target = f"GAME: {lead.seat} played {shown}"
    lines = log.splitlines()
    plays_seen = 0
    for k, ln in enumerate(lines):  # the lead of trick n: after n - 1 "wins the trick" lines
        if "wins the trick" in ln:
            plays_seen += 1
        if plays_seen == n - 1 and ln == target:
            lines.insert(
                k, f"GAME: {lead.seat} tried to throw {shown}{shown}, but someone can beat it"
            )
            break
    (report,) = reports(unit_of("\n".join(lines), debug, room))
    found = kinds(report)
    assert any(t == n and s == lead.seat for _, t, s in found), found


def test_wrong_kitty_multiplier_is_flagged() -> None:
    def defenders_take_last(r: HandRecord, log: str) -> bool:
        return "multiplier of" in log and "Landlord team lost" in log

    _, log, debug, room = _generated(defenders_take_last, limit=400)
    lines = log.splitlines()
    i = next(k for k, ln in enumerate(lines) if "multiplier of" in ln)
    m = int(lines[i].split()[-1])
    lines[i] = lines[i][: -len(str(m))] + str(m * 4)
    (report,) = reports(unit_of("\n".join(lines), debug, room))
    assert (str(Kind.BOTTOM_MISMATCH), None, None) in kinds(report)


def test_wrong_level_change_is_flagged() -> None:
    _, log, debug, room = _generated(
        lambda r, log: "Landlord team won" in log and "advanced" in log and "defend" not in log
    )
    lines = log.splitlines()
    for k, ln in enumerate(lines):
        if "has advanced to rank" in ln:
            lines[k] = ln.rsplit(" ", 1)[0] + " A"
    (report,) = reports(unit_of("\n".join(lines), debug, room))
    assert (str(Kind.LEVEL_MISMATCH), None, None) in kinds(report)


def test_wrong_winner_is_flagged_with_the_log_alone() -> None:
    record, log, _, _ = _generated(lambda r, log: True)
    lines = log.splitlines()
    i = next(k for k, ln in enumerate(lines) if "wins the trick" in ln)
    winner = lines[i].split()[1]
    other = next(s for s in record.seats or () if s != winner)
    lines[i] = lines[i].replace(f"GAME: {winner} wins", f"GAME: {other} wins")
    (report,) = reports(unit_of("\n".join(lines)))
    assert (str(Kind.WINNER_MISMATCH), 1, other) in kinds(report)


# -- generated hand → log → import → check ------------------------------------------------------

ROOMS: list[dict[str, Any]] = [
    {},
    {"kitty_penalty": "Power"},
    {"throw_penalty": "TenPointsPerAttempt", "advancement_policy": "DefendPoints"},
    {"game_scoring_parameters": {"deadzone_size": 0, "truncate_zero_crossing_window": False}},
]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**20), room=st.sampled_from(ROOMS), companions=st.booleans())
def test_generated_hand_as_log_checks_clean(
    seed: int, room: dict[str, Any], companions: bool
) -> None:
    variant, notes = rules_of(room)
    assert not notes
    record = generate(hand_seed(seed, 0), variant).record
    log, debug, room_out = write(record, variant, room)
    unit = unit_of(log, debug, room_out) if companions else unit_of(log, None, room_out)
    (report,) = reports(unit)
    assert not report.violations, (seed, room, report.violations)
    assert report.status is Status.CLEAN


def test_round_trip_log_to_sj_and_back() -> None:
    unit = example_unit()
    (rec,) = unit.records
    assert isinstance(rec, HandRecord)
    (back,) = parse_text(dumps([rec]))
    assert isinstance(back, HandRecord)
    assert back.seats == rec.seats and back.deals == rec.deals and back.dealer == rec.dealer

    def plays(r: HandRecord) -> list[tuple[Any, ...]]:
        return [(p.seat, p.cards, p.attempted) for t in r.tricks for p in t.plays]

    assert plays(back) == plays(rec) and (back.level, back.trump) == (rec.level, rec.trump)
    assert back.claims == rec.claims and back.buried == rec.buried


# -- the settings as a variant ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "scoring",
    [
        {},
        {"truncate_zero_crossing_window": False},
        {"deadzone_size": 0},
        {"num_steps_to_non_landlord_turnover": 3, "step_size_per_deck": 15},
        {"deadzone_size": 2, "step_adjustments": {"2": 10}},
    ],
)
def test_scoring_table_gives_the_platforms_level_changes(scoring: dict[str, Any]) -> None:
    variant, _ = rules_of({"game_scoring_parameters": scoring})
    for points in range(-400, 405, 5):
        won, levels = level_delta(points, scoring)
        change = level_change(points, variant)
        assert (change.side is Side.DEALER, change.levels) == (won, levels), points


def test_unexpressed_settings_are_notes_on_every_hand() -> None:
    room = {"bomb_policy": "AllowBombs", "tractor_requirements": {"min_count": 3, "min_length": 2}}
    _, log, debug, _ = _generated(lambda r, log: True)
    unit = unit_of(log, debug, room)
    assert sorted(n["key"] for n in unit.notes) == ["bomb_policy", "tractor_requirements"]
    (report,) = reports(unit)
    assert any(f.message.id == "imp_rbtying.unsupported" for f in report.unverifiable)
    assert "bomb_policy" in (unit.variant_toml or "")


def test_finding_friends_is_read_and_refused() -> None:
    text = (EXAMPLES / "alone.rbtying.txt").read_text(encoding="utf-8")
    friends = "GAME: N set the game mode to Finding Friends with 1 friend\n" + text
    (err,) = unit_of(friends).records
    assert isinstance(err, ParseError) and err.message.id == "imp_rbtying.finding-friends"
    (err,) = unit_of(text, None, {"game_mode": {"FindingFriends": {"num_friends": 1}}}).records
    assert isinstance(err, ParseError) and err.message.id == "imp_rbtying.finding-friends"


def test_nearest_preset_and_new_parameter() -> None:
    table, _ = rules_table({"throw_penalty": "TenPointsPerAttempt"})
    variant, _ = rules_of({"throw_penalty": "TenPointsPerAttempt"})
    assert table["extends"] in ("national", "online", "shanghai", "shenzhen", "bjtu", "club10")
    assert str(variant.throw.penalty_basis) == "attempt" and variant.throw.penalty_per_card == 10


def test_a_hostile_setting_value_cannot_break_the_variant_file() -> None:
    """A setting no parameter expresses is named in the file's comments and on stderr: its value
    is untrusted text, so its control characters (a DEL, a line separator, an escape) are
    escaped and the file still loads."""
    room = {"bomb_policy": "Allow\x7f\u2028bombs = true\x1b[2J"}
    made = variant_file(json.dumps(room).encode(), "s.json")
    assert not isinstance(made, ParseError)
    text, notes = made
    assert not any(c in text for c in "\x7f\u2028\x1b")
    assert "\\x7f" in text and "bomb_policy" in text
    assert "bombs" not in tomllib.loads(text)
    shown = render(notes[0])
    assert not any(c in shown for c in "\x7f\u2028\x1b") and "\\x7f" in shown


def test_variants_import_writes_a_file_check_loads(tmp_path: Path) -> None:
    out = tmp_path / "house.toml"
    run = [sys.executable, "-m", "shengji_cli"]
    room = {"bomb_policy": "AllowBombs", "kitty_penalty": "Power"}
    (tmp_path / "s.json").write_text(json.dumps(room), encoding="utf-8")
    done = subprocess.run(
        [*run, "variants", "import", "--from", "rbtying", str(tmp_path / "s.json"), "-o", str(out)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    assert "bomb_policy" in done.stderr and "bomb_policy" in out.read_text(encoding="utf-8")
    checked = subprocess.run(
        [
            *run,
            "check",
            "--from",
            "rbtying",
            "--variant",
            str(out),
            str(EXAMPLES / "alone.rbtying.txt"),
        ],
        capture_output=True,
        text=True,
        cwd=tmp_path,
    )
    assert checked.returncode in (0, 1), checked.stderr
    assert "largest" not in checked.stderr


def test_check_cli_takes_debug_json_and_settings(tmp_path: Path) -> None:
    log = tmp_path / "x.txt"
    log.write_bytes((EXAMPLES / "alone.rbtying.txt").read_bytes())
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "shengji_cli",
            "check",
            "--from",
            "rbtying",
            "--debug-json",
            str(EXAMPLES / "game.debug.json"),
            "--settings",
            str(EXAMPLES / "game.settings.json"),
            str(log),
        ],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "bottom: " in done.stdout


# -- hostile input -----------------------------------------------------------------------------


def test_truncated_log_is_an_incomplete_hand() -> None:
    text = (EXAMPLES / "alone.rbtying.txt").read_text(encoding="utf-8")
    cut = text[: len(text) // 2]
    cut = cut[: cut.rfind("\n")] + "\nGAME: N play"  # a line broken off
    (report,) = reports(unit_of(cut))
    assert not report.violations and not report.complete


@pytest.mark.parametrize(
    ("debug", "key"),
    [
        ({"gameState": []}, "imp_rbtying.json.no-state"),
        ({"gameState": {"Play": {"propagated": {"players": 5}}}}, "imp_rbtying.json.bad"),
        (
            {"gameState": {"Play": {"propagated": {"players": [{"id": "x", "name": 3}]}}}},
            "imp_rbtying.json.bad",
        ),
    ],
)
def test_wrong_types_in_debug_json_are_placed(debug: Any, key: str) -> None:
    text = (EXAMPLES / "alone.rbtying.txt").read_text(encoding="utf-8")
    (err,) = unit_of(text, debug).records
    assert isinstance(err, ParseError) and err.message.id == key and err.source == "<debug-json>"


def test_wrong_trump_in_play_phase_is_placed() -> None:
    debug = json.loads((EXAMPLES / "game.debug.json").read_text(encoding="utf-8"))
    debug["gameState"]["Play"]["trump"] = {"Standard": {"suit": "X", "number": 99}}
    text = (EXAMPLES / "alone.rbtying.txt").read_text(encoding="utf-8")
    (err,) = unit_of(text, debug).records
    assert isinstance(err, ParseError) and err.message.id == "imp_rbtying.json.bad"
    assert err.column > 1  # at the trump in the JSON


def test_huge_numbers_and_deep_nesting_are_refused() -> None:
    text = (EXAMPLES / "alone.rbtying.txt").read_text(encoding="utf-8")
    huge = text.replace("collected ", "collected 99999999999", 1)
    (err,) = unit_of(huge).records
    assert isinstance(err, ParseError) and err.message.id == "imp_rbtying.log.big-number"
    deep = "[" * 100_000 + "]" * 100_000
    (unit,) = rbtying.loads(text, "g.rbtying.txt", deep)
    (err,) = unit.records
    assert isinstance(err, ParseError) and err.message.id == "imp_json.record.too-deep"
    big = '{"x": ' + "9" * 5000 + "}"
    (unit,) = rbtying.loads(text, "g.rbtying.txt", None, big)
    (err,) = unit.records
    assert isinstance(err, ParseError) and err.message.id == "imp_json.record.number-too-long"


def test_hidden_cards_long_names_and_bad_bytes() -> None:
    (err,) = unit_of("GAME: N played 🂠🂠").records
    assert isinstance(err, ParseError) and err.message.id == "imp_rbtying.log.hidden"
    assert err.column == len("GAME: N played ") + 1
    (err,) = unit_of("GAME: " + "x" * 500 + " played 5♠").records
    assert isinstance(err, ParseError) and err.message.id == "imp_rbtying.log.long-name"
    (unit,) = rbtying.loads(b"GAME: N played 5\xff", "g.rbtying.txt")
    (err,) = unit.records
    assert isinstance(err, ParseError) and err.message.id == "imp_rbtying.not-utf8"
    (err,) = unit_of("GAME: N played 5♠\nGAME: W took back their last play").records
    assert isinstance(err, ParseError) and err.message.id == "imp_rbtying.log.no-play"


def test_escape_sequences_in_names_never_reach_a_seat() -> None:
    text = (EXAMPLES / "alone.rbtying.txt").read_text(encoding="utf-8")
    evil = text.replace("GAME: N ", "GAME: N\x1b[31m ").replace(
        "GAME: N\x1b[31m wins", "GAME: N\x1b[31m wins"
    )
    (rec,) = unit_of(evil).records
    assert isinstance(rec, HandRecord)
    assert all("\x1b" not in s for s in rec.seats or ())


def test_a_game_message_typed_in_the_chat_is_not_read() -> None:
    text = (EXAMPLES / "alone.rbtying.txt").read_text(encoding="utf-8")
    typed = "Bob: N wins the trick and gets 100 points\n" + text + "N: S played HJ\n"
    assert reports(unit_of(typed))[0].violations == reports(unit_of(text))[0].violations
    (game,) = read_log(typed)
    assert len(game.tricks) == 20 and not game.open_plays


def test_a_companion_found_beside_the_log_is_never_a_link(tmp_path: Path) -> None:
    log = tmp_path / "g.rbtying.txt"
    log.write_bytes((EXAMPLES / "alone.rbtying.txt").read_bytes())
    outside = tmp_path / "elsewhere.json"
    outside.write_bytes((EXAMPLES / "game.debug.json").read_bytes())
    (tmp_path / "g.debug.json").symlink_to(outside)
    assert rbtying.companions_of(str(log)).debug is None  # the link is not taken
    (unit,) = rbtying.iter_units(
        log.open("rb"), str(log), {"debug": str(tmp_path / "g.debug.json")}
    )
    (rec,) = unit.records
    assert isinstance(rec, HandRecord) and rec.buried is not None  # named: read as named
