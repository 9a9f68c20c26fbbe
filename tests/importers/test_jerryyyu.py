"""``--from jerryyyu``: the example, round trips, claims flagged, hostile input, the corpus."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from shengji_cli.core.match import replay_match
from shengji_cli.core.replay import replay
from shengji_cli.core.variants import load_variant, variant_from_table
from shengji_cli.gen.hands import generate, hand_seed
from shengji_cli.gen.matches import generate_match
from shengji_cli.importers import jerryyyu, toml_text
from shengji_cli.notation.errors import ParseError

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "jerryyyu" / "room.jerryyyu.jsonl"
CORPUS = ROOT.parent / "shared" / "corpora" / "jerryyyu"
RULES = variant_from_table(jerryyyu.RULES, "jerryyyu.toml")


def _records(text: str | bytes):
    (unit,) = jerryyyu.loads(text, "t.jerryyyu.jsonl")
    return unit, unit.records


def _found(text: str) -> list[tuple[str, int | None, str | None]]:
    unit, records = _records(text)
    out = []
    for r in records:
        assert not isinstance(r, ParseError), r
        out += [(f.kind.value, f.trick, f.seat) for f in replay(r, unit.variant).violations]
    return out


def _events() -> list[dict]:
    return [json.loads(line) for line in EXAMPLE.read_text(encoding="utf-8").splitlines()]


def _text(events: list[dict]) -> str:
    return "".join(json.dumps(e) + "\n" for e in events)


def example() -> str:
    """``examples/jerryyyu/room.jerryyyu.jsonl``: a generated game of 4 rounds under the
    server's rules (``generate_match(1, …)``: a dug bottom, failed throws), from its first round."""
    records, _ = generate_match(1, RULES, 4, None)
    return jerryyyu.dumps(records, "DEMO", RULES, match=True)


def test_the_example_is_the_projects() -> None:
    # PYTHONPATH=tests python tests/importers/test_jerryyyu.py writes it again
    assert EXAMPLE.read_text(encoding="utf-8") == example()


def test_example_checks_clean_as_a_match() -> None:
    unit, records = _records(EXAMPLE.read_bytes())
    assert unit.match is True and len(records) == 4
    mr = replay_match(list(records), unit.variant)
    assert not [f for rep in mr.reports for f in rep.violations]
    for r in records:
        assert r.claims.winners and r.claims.points is not None and r.claims.result is not None
        assert r.claims.levels_after is not None and r.levels is not None
    assert records[0].bids  # the first round: the first declarer deals


def test_variant_file_is_the_rules() -> None:
    text = (ROOT / "examples" / "variants" / "jerryyyu.toml").read_text(encoding="utf-8")
    body = "".join(line + "\n" for line in text.splitlines() if not line.startswith("#"))
    assert body == toml_text(jerryyyu.RULES)


@pytest.mark.parametrize("preset", ["national", "shenzhen", "club10", "online"])
def test_round_trip_is_clean_on_presets(preset: str) -> None:
    v = load_variant(preset)
    recs = [generate(hand_seed(21, i), v).record for i in range(3)]
    unit, back = _records(jerryyyu.dumps(recs, variant=v))
    assert len(back) == 3
    for rec, b in zip(recs, back, strict=True):
        assert not isinstance(b, ParseError), b
        assert sorted(b.kitty or ()) == sorted(rec.kitty or ())
        assert [sorted(p.cards) for t in b.tricks for p in t.plays] == [
            sorted(p.cards) for t in rec.tricks for p in t.plays
        ]
        assert not replay(b, v).violations


EXPRESSIBLE = ("national", "shenzhen", "bjtu", "club10", "online", "shanghai")
"""The presets a room log can hold (two decks, 25 cards a hand, 8 in the kitty)."""


@settings(max_examples=24, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from((*EXPRESSIBLE, "jerryyyu")))
def test_generated_hand_format_import_check_is_clean(seed: int, preset: str) -> None:
    v = RULES if preset == "jerryyyu" else load_variant(preset)
    rec = generate(hand_seed(seed, 0), v).record
    try:
        text = jerryyyu.dumps([rec], variant=v)
    except ValueError:  # a hand a room log cannot hold (a re-bury, a turned card, a redeal)
        assume(False)
    unit, (back,) = _records(text)
    assert not isinstance(back, ParseError), back
    rep = replay(back, v)
    assert rep.complete and not rep.violations, [f.message for f in rep.violations]


@pytest.mark.parametrize("preset", ["titanic", "baifen"])
def test_a_preset_the_log_cannot_hold_is_refused(preset: str) -> None:
    rec = generate(hand_seed(1, 0), load_variant(preset)).record
    with pytest.raises(ValueError):
        jerryyyu.dumps([rec], variant=load_variant(preset))


def test_a_trick_event_disagreeing_with_its_plays_is_refused() -> None:
    events = _events()
    trick = next(e for e in events if e["e"] == "trick")
    trick["plays"][2]["seat"] = (trick["plays"][2]["seat"] + 1) % 4
    line = events.index(trick) + 1
    _, records = _records(_text(events))
    err = records[0]
    assert isinstance(err, ParseError) and err.line == line
    assert "plays[2]" in str(err.message.args)


def test_wrong_levels_after_are_flagged() -> None:
    events = _events()
    end = [e for e in events if e["e"] == "round_end"][1]
    end["new_levels"] = ["3", "3"]
    unit, records = _records(_text(events))
    mr = replay_match(list(records), unit.variant)
    kinds = [f.kind.value for rep in mr.reports for f in rep.violations]
    assert "level-mismatch" in kinds


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from((*EXPRESSIBLE, "jerryyyu")))
def test_generated_match_format_import_check_is_clean(seed: int, preset: str) -> None:
    v = RULES if preset == "jerryyyu" else load_variant(preset)
    recs, _ = generate_match(seed, v, 3, None)
    try:
        text = jerryyyu.dumps(recs, variant=v, match=True)
    except ValueError:  # a hand a room log cannot hold (a re-bury, a turned card, a redeal)
        assume(False)
    unit, back = _records(text)
    assert unit.match is True
    assert not any(isinstance(b, ParseError) for b in back)
    mr = replay_match(list(back), v)
    assert not [f.message for rep in mr.reports for f in rep.violations]


def test_wrong_bottom_is_flagged() -> None:
    events = _events()
    end = next(e for e in events if e["e"] == "round_end" and e["kitty_points"])
    end["kitty_points"] *= 2
    assert ("bottom-mismatch", None, None) in _found(_text(events))


def test_wrong_trick_winner_is_flagged() -> None:
    events = _events()
    tricks = [e for e in events if e["e"] == "trick" and e["round"] == 1]
    tricks[4]["winner"] = (tricks[4]["winner"] + 1) % 4
    assert ("winner-mismatch", 5, f"P{tricks[4]['winner']}") in _found(_text(events))


def test_wrong_points_and_result_are_flagged() -> None:
    events = _events()
    end = next(e for e in events if e["e"] == "round_end")
    end["attacker_points"] += 20
    assert ("points-mismatch", None, None) in _found(_text(events))
    events = _events()
    end = next(e for e in events if e["e"] == "round_end")
    end["level_change"] += 1
    assert any(k == "level-mismatch" for k, _, _ in _found(_text(events)))


@pytest.mark.parametrize(
    ("text", "line", "where"),
    [
        ('{"e": "round_start", "deck": ["S2"]}\n', 1, "bad-value"),
        ('{"e": "round_start", "deck": [\n', 1, ""),
        ('{"e": "play", "seat": 0, "cards": ["S2"]}\n', 1, "bad-value"),
        ('{"e": "round_start", "deck": [' + "9" * 5000 + "]}\n", 1, "number-too-long"),
        ("[" * 100_000 + "]" * 100_000 + "\n", 1, "too-deep"),
        ("\n", 1, "no-rounds"),
    ],
)
def test_hostile_input_is_a_placed_error(text: str, line: int, where: str) -> None:
    _, records = _records(text)
    err = records[0]
    assert isinstance(err, ParseError)
    assert err.line == line and err.column >= 1
    assert err.message.id.endswith(where)


def test_a_bad_event_names_its_line_and_field() -> None:
    events = _events()
    bad = next(i for i, e in enumerate(events) if e["e"] == "play")
    events[bad]["cards"] = ["ZZ"]
    _, records = _records(_text(events))
    err = records[0]
    assert isinstance(err, ParseError) and err.line == bad + 1
    assert "cards[0]" in str(err.message.args)
    assert err.line_text[err.column - 1 :].startswith('"cards"')
    assert not isinstance(records[1], ParseError)  # the next round is read on


def test_a_round_of_too_many_events_is_refused() -> None:
    head = json.dumps(_events()[0]) + "\n"
    chat = json.dumps({"e": "chat", "seat": 0, "text": "hi"}) + "\n"
    _, records = _records(head + chat * (jerryyyu.MAX_EVENTS + 1))
    assert isinstance(records[0], ParseError)
    assert records[0].message.args[1][1].id == "imp_jerryyyu.what.too-many"


@pytest.mark.skipif(not CORPUS.is_dir(), reason="the shared corpus is not here")
def test_corpus_incident_reads_up_to_its_first_play() -> None:
    doc = json.loads((CORPUS / "mc_override_variance.json").read_text(encoding="utf-8"))
    unit, (record,) = _records(_text(doc["events"]))  # its events, a line each
    assert not isinstance(record, ParseError)
    rep = replay(record, unit.variant)
    assert not rep.complete and not rep.violations
    assert len(record.tricks) == 0 and record.buried is not None


@pytest.mark.skipif(not CORPUS.is_dir(), reason="the shared corpus is not here")
def test_corpus_golden_histories_are_no_room_log() -> None:
    # plays only (no deck, trump or kitty): nothing a room log's reader can check
    text = (CORPUS / "golden_histories.json").read_text(encoding="utf-8")
    _, records = _records(text)
    assert isinstance(records[0], ParseError)


if __name__ == "__main__":
    EXAMPLE.write_text(example(), encoding="utf-8")
