"""The 80fen season importer: the contest sample read into records (seats from the leader chain,
deals rebuilt, verdicts as claims), altered copies, unmappable lines, streaming, and the writer's
round trip over generated matches."""

from __future__ import annotations

import copy
import gzip
import importlib.util
import io
import json
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from clirun import run
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shengji_cli.batch.check import check_text, iter_checked
from shengji_cli.core.cards import BIG_JOKER, LITTLE_JOKER, RANK_NAMES, card_str, parse_card
from shengji_cli.core.match import replay_match
from shengji_cli.core.record import HandRecord
from shengji_cli.core.reports import HandReport
from shengji_cli.core.variants import load_variant
from shengji_cli.core.vocab import Kind, LevelChange, Side
from shengji_cli.gen.matches import generate_match
from shengji_cli.importers import FORMATS, RecordGroup, fen80, importer
from shengji_cli.notation import ParseError, dumps, loads
from shengji_cli.report.catalog import render

ROOT = Path(__file__).resolve().parents[2]
SAMPLE_PARTS = ("shared", "corpora", "80fen", "season-sample.ndjson.gz")


def _sample_path() -> Path | None:
    """``../shared/corpora/…`` beside the project (a worktree one folder deeper finds it too)."""
    for base in (ROOT.parent, ROOT.parent.parent):
        path = base.joinpath(*SAMPLE_PARTS)
        if path.is_file():
            return path
    return None


SAMPLE = _sample_path()
needs_sample = pytest.mark.skipif(
    SAMPLE is None, reason="the 80fen sample (../shared/corpora/80fen) is absent"
)


@pytest.fixture(scope="module")
def lines() -> list[dict[str, Any]]:
    assert SAMPLE is not None
    with gzip.open(SAMPLE, "rt", encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def text_of(matches: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(m) + "\n" for m in matches)


def records(unit: RecordGroup) -> list[HandRecord]:
    assert all(isinstance(r, HandRecord) for r in unit.records), unit.records
    return [r for r in unit.records if isinstance(r, HandRecord)]


def check(unit: RecordGroup, variant: str = "national") -> list[HandReport]:
    return list(iter_checked(unit.records, variant, "season.ndjson", match=unit.match))


def seat_of_plays(r: dict[str, Any]) -> list[list[int]]:
    """Each trick's seats by the README's rule, computed here from the raw round."""
    leader, out = r["declSeat"], []
    for t in r["plays"]:
        out.append([(leader + k) % 4 for k in range(4)])
        leader = t["w"]
    return out


# -- the registry and the cards ---------------------------------------------------------------


def test_the_format_is_registered() -> None:
    assert FORMATS["80fen"] == "fen80"
    module = importer("80fen")
    assert (
        module is fen80 and module.NAME == "80fen" and module.SUFFIXES == (".ndjson", ".ndjson.gz")
    )


def test_card_ids_map_to_every_kind_twice() -> None:
    kinds = Counter(fen80.card_of(i) for i in range(fen80.DECK))
    assert set(kinds.values()) == {2} and len(kinds) == 54
    assert [card_str(fen80.card_of(i)) for i in (0, 12, 13, 25, 26, 38, 39, 51, 52, 53)] == [
        "S2",
        "SA",
        "H2",
        "HA",
        "D2",
        "DA",
        "C2",
        "CA",
        "LJ",
        "BJ",
    ]
    assert all(fen80.card_of(i) == fen80.card_of(i + 54) for i in range(54))
    assert fen80.card_of(52) == LITTLE_JOKER and fen80.card_of(53) == BIG_JOKER


# -- the sample ----------------------------------------------------------------------------------


@needs_sample
def test_the_sample_imports_as_thirty_one_hand_matches(lines: list[dict[str, Any]]) -> None:
    assert SAMPLE is not None
    with SAMPLE.open("rb") as f:
        units = list(fen80.iter_units(f, str(SAMPLE)))
    assert len(units) == len(lines) == 30
    for number, (unit, line) in enumerate(zip(units, lines, strict=True), start=1):
        assert unit.match is True
        (rec,) = records(unit)
        (r,) = line["rounds"]
        assert rec.line == number and rec.source == str(SAMPLE)
        assert rec.seats == fen80.SEATS and rec.dealer == fen80.SEATS[r["declSeat"]]
        assert rec.level == r["trumpRank"] and rec.trump == (r["trump"] or "NT")
        deals = dict(rec.deals)
        assert sorted(len(c) for c in deals.values()) == [25, 25, 25, 25]
        assert (
            rec.kitty is not None
            and rec.buried is not None
            and len(rec.kitty) == len(rec.buried) == 8
        )
        everything = Counter(c for cards in deals.values() for c in cards) + Counter(rec.kitty)
        assert sum(everything.values()) == 108 and set(everything.values()) == {2}
        # leaders: the dealer, then each trick's recorded winner; seats follow the README's rule
        assert rec.tricks[0].plays[0].seat == rec.dealer
        for before, after in zip(rec.tricks, rec.tricks[1:], strict=False):
            assert after.plays[0].seat == rec.claims.winners[before.number - 1]
        assert [[fen80.SEATS.index(p.seat) for p in t.plays] for t in rec.tricks] == seat_of_plays(
            r
        )
        c = rec.claims
        assert c.winners == tuple(fen80.SEATS[t["w"]] for t in r["plays"])
        assert (c.points, c.bottom_points, c.bottom_multiplier) == (
            r["total"],
            r["kittyPts"],
            r["mult"],
        )
        # a dealer's gain has no field of its own: `after` (the levels after the round) says it
        assert c.result == (
            LevelChange(Side.DEFENDERS, r["defLevelsUp"]) if r["defendersWin"] else None
        )
        assert c.levels_after == (
            None if max(r["after"]) > 14 else (("N", r["after"][0]), ("W", r["after"][1]))
        )
        assert rec.levels == (("N", r["before"][0]), ("W", r["before"][1]))
        assert (
            rec.teams == (("N", line["a"]), ("W", line["b"]))
            if line["aTeam"] == 0
            else (("N", line["b"]), ("W", line["a"]))
        )


@needs_sample
def test_each_seat_plays_its_dealt_hand_and_the_dealer_buries(lines: list[dict[str, Any]]) -> None:
    for unit in fen80.loads(text_of(lines)):
        (rec,) = records(unit)
        played = {s: Counter[int]() for s in fen80.SEATS}
        for t in rec.tricks:
            for p in t.plays:
                played[p.seat].update(p.cards)
        assert rec.kitty is not None and rec.buried is not None
        for seat, deal in rec.deals:
            held = Counter(deal)
            if seat == rec.dealer:
                held.update(rec.kitty)
                held.subtract(rec.buried)
            assert +held == played[seat]


@needs_sample
def test_the_sample_bids_are_the_dealers_standing_declaration(lines: list[dict[str, Any]]) -> None:
    strengths = Counter[int]()
    for unit, line in zip(fen80.loads(text_of(lines)), lines, strict=True):
        (rec,) = records(unit)
        (r,) = line["rounds"]
        strengths[r["declStrength"]] += 1
        (bid,) = rec.bids
        assert bid.seat == rec.dealer and not rec.no_bid
        if r["declStrength"] <= 2:
            assert (
                bid.cards
                == (parse_card(r["trump"] + RANK_NAMES[r["trumpRank"]]),) * r["declStrength"]
            )
        else:
            assert bid.cards == ((LITTLE_JOKER if r["declStrength"] == 3 else BIG_JOKER),) * 2
    assert set(strengths) == {1, 2, 3, 4}  # the sample has every strength but 0


@needs_sample
def test_the_sample_checks_without_a_finding_under_national(lines: list[dict[str, Any]]) -> None:
    # The national rules agree with the 80fen referee on these 30 hands: every recorded winner,
    # total, bottom and level change.  A seat wrongly placed by the leader chain would show.
    # The levels after the hand differ only where national's must-play J (第十四条: 2、J、A必打)
    # stops a gain across it — the 80fen referee of the sample had no stop.
    stopped = []
    for unit in fen80.loads(text_of(lines)):
        (report,) = check(unit)
        assert report.error is None and report.complete
        assert all(
            f.kind == Kind.LEVEL_MISMATCH and f.message.id == "match.after-mismatch"
            for f in report.violations
        )
        if report.violations:
            assert report.match is not None
            (hand,) = report.match.hands
            assert [render(n) for n in hand.notes] == ["stopped on J"]
            stopped.append(report.match.start_levels)
    assert len(stopped) == 2


@needs_sample
def test_later_rounds_carry_no_bid_and_strength_0_is_bid_none(lines: list[dict[str, Any]]) -> None:
    match = copy.deepcopy(lines[0])
    second, third = copy.deepcopy(lines[1]["rounds"][0]), copy.deepcopy(lines[2]["rounds"][0])
    third["declStrength"] = 0
    match["rounds"] += [second, third]
    (unit,) = fen80.loads(text_of([match]))
    first, later, none = records(unit)
    assert first.bids and first.teams is not None
    assert later.bids == () and not later.no_bid and later.teams is None
    assert none.bids == () and none.no_bid


# -- altered copies -----------------------------------------------------------------------------


@needs_sample
def test_a_changed_winner_is_a_winner_mismatch_and_moves_the_next_leader(
    lines: list[dict[str, Any]],
) -> None:
    altered = copy.deepcopy(lines[0])
    r = altered["rounds"][0]
    k = len(r["plays"]) - 1  # the last trick: nothing after it moves
    r["plays"][k]["w"] = (r["plays"][k]["w"] + 1) % 4
    (orig,) = records(fen80.loads(text_of(lines[:1]))[0])
    (unit,) = fen80.loads(text_of([altered]))
    (rec,) = records(unit)
    assert (
        rec.claims.winners[:k] == orig.claims.winners[:k]
        and rec.claims.winners[k] != orig.claims.winners[k]
    )
    assert rec.tricks == orig.tricks and rec.deals == orig.deals
    (report,) = check(unit)
    assert [(f.kind, f.trick) for f in report.violations if f.kind == Kind.WINNER_MISMATCH] == [
        (Kind.WINNER_MISMATCH, k + 1)
    ]

    earlier = copy.deepcopy(lines[0])
    earlier["rounds"][0]["plays"][4]["w"] = w = (earlier["rounds"][0]["plays"][4]["w"] + 1) % 4
    (rec2,) = records(fen80.loads(text_of([earlier]))[0])
    assert rec2.tricks[5].plays[0].seat == fen80.SEATS[w] != orig.tricks[5].plays[0].seat
    assert rec2.tricks[:5] == orig.tricks[:5]
    (report2,) = check(fen80.loads(text_of([earlier]))[0])
    assert (Kind.WINNER_MISMATCH, 5) in [(f.kind, f.trick) for f in report2.violations]


@needs_sample
def test_a_card_swapped_between_two_seats_moves_it_between_their_deals(
    lines: list[dict[str, Any]],
) -> None:
    altered = copy.deepcopy(lines[0])
    r = altered["rounds"][0]
    # two single-card plays of different seats in different tricks
    singles = [
        (i, k) for i, t in enumerate(r["plays"]) for k, p in enumerate(t["p"]) if len(p) == 1
    ]
    seats = seat_of_plays(r)
    (i, k), (j, m) = next(
        (a, b)
        for a in singles
        for b in singles
        if seats[a[0]][a[1]] != seats[b[0]][b[1]]
        and a[0] != b[0]
        and fen80.card_of(r["plays"][a[0]]["p"][a[1]][0])
        != fen80.card_of(r["plays"][b[0]]["p"][b[1]][0])
    )
    x, y = r["plays"][i]["p"][k][0], r["plays"][j]["p"][m][0]
    r["plays"][i]["p"][k], r["plays"][j]["p"][m] = [y], [x]
    (orig,) = records(fen80.loads(text_of(lines[:1]))[0])
    (rec,) = records(fen80.loads(text_of([altered]))[0])
    a, b = fen80.SEATS[seats[i][k]], fen80.SEATS[seats[j][m]]
    cx, cy = fen80.card_of(x), fen80.card_of(y)
    assert rec.tricks[i].plays[k].cards == (cy,) and rec.tricks[j].plays[m].cards == (cx,)
    before, after = dict(orig.deals), dict(rec.deals)
    if a != orig.dealer and b != orig.dealer:
        assert Counter(after[a]) == Counter(before[a]) - Counter([cx]) + Counter([cy])
        assert Counter(after[b]) == Counter(before[b]) - Counter([cy]) + Counter([cx])
    assert {s: before[s] for s in before if s not in (a, b)} == {
        s: after[s] for s in after if s not in (a, b)
    }


@needs_sample
def test_a_total_off_by_five_is_a_points_mismatch(lines: list[dict[str, Any]]) -> None:
    altered = copy.deepcopy(lines[3])
    altered["rounds"][0]["total"] += 5
    (report,) = check(fen80.loads(text_of([altered]))[0])
    assert [f.kind for f in report.violations] == [Kind.POINTS_MISMATCH]


# -- what cannot be mapped --------------------------------------------------------------------


def _alter(match: dict[str, Any], how: str) -> dict[str, Any]:
    m = copy.deepcopy(match)
    r = m["rounds"][0]
    if how == "card-id":
        r["plays"][2]["p"][1][0] = 200
    elif how == "play-count":
        del r["plays"][2]["p"][3]
    elif how == "card-total":
        r["buried"].pop()
    elif how == "card-twice":
        r["plays"][2]["p"][1][0] = r["plays"][0]["p"][0][0]
    elif how == "winner":
        r["plays"][2]["w"] = 4
    elif how == "missing":
        del r["declSeat"]
    elif how == "trump":
        r["trump"] = "X"
    elif how == "trump-list":
        r["trump"] = ["S"]
    elif how == "not-cards":
        r["plays"][2]["p"][1] = []
    return m


UNMAPPABLE = {
    "card-id": "round 1, trick 3: unknown card id 200 (ids are 0 to 107)",
    "play-count": "round 1, trick 3: 3 plays, not 4",
    "card-total": "round 1: the plays and the bury hold 107 cards, not 108",
    "card-twice": "round 1, trick 3: card id {card} appears twice",
    "winner": "round 1, trick 3: the winner 'w' is 4, not a seat 0 to 3: the leader chain breaks",
    "missing": "round 1: 'declSeat' is missing",
    "trump": 'round 1: trump "X" is not S, H, D, C or null',
    "trump-list": 'round 1: trump ["S"] is not S, H, D, C or null',
    "not-cards": "round 1, trick 3: 'p' must be a non-empty list of card ids",
}


@needs_sample
@pytest.mark.parametrize("how", sorted(UNMAPPABLE))
def test_an_unmappable_round_is_a_parse_error_at_its_line(
    lines: list[dict[str, Any]], how: str
) -> None:
    text = text_of([lines[0], _alter(lines[1], how), lines[2]])
    units = fen80.loads(text, "s.ndjson")
    assert [len(u.records) for u in units] == [1, 1, 1]
    assert isinstance(units[0].records[0], HandRecord) and isinstance(
        units[2].records[0], HandRecord
    )
    (err,) = units[1].records
    assert isinstance(err, ParseError) and (err.source, err.line) == ("s.ndjson", 2)
    expected = UNMAPPABLE[how].format(card=lines[1]["rounds"][0]["plays"][0]["p"][0][0])
    assert render(err.message) == expected
    zh = render(err.message, "zh")
    assert zh.startswith("第 1 局") and zh != expected
    (report,) = check(units[1])
    assert report.error is not None and report.error.line == 2


@needs_sample
def test_a_bad_round_of_a_match_line_stands_in_its_place(lines: list[dict[str, Any]]) -> None:
    match = copy.deepcopy(lines[0])
    match["rounds"] += [
        _alter(lines[1], "card-id")["rounds"][0],
        copy.deepcopy(lines[2]["rounds"][0]),
    ]
    (unit,) = fen80.loads(text_of([match]))
    first, bad, third = unit.records
    assert (
        isinstance(first, HandRecord)
        and isinstance(third, HandRecord)
        and isinstance(bad, ParseError)
    )
    assert render(bad.message).startswith("round 2, trick 3: ")


@needs_sample
def test_truncated_json_and_other_lines_are_errors_of_their_line(
    lines: list[dict[str, Any]],
) -> None:
    good = json.dumps(lines[0])
    text = "\n".join([good, good[:-40], "", "[1, 2]", '{"rounds": []}', good]) + "\n"
    units = fen80.loads(text, "s.ndjson")
    assert len(units) == 5  # the blank line is no match
    kinds = [
        (u.records[0].line, u.records[0].message.id)
        if isinstance(u.records[0], ParseError)
        else "ok"
        for u in units
    ]
    assert kinds == [
        "ok",
        (2, "imp_json.syntax.string"),
        (4, "imp_fen80.no-rounds"),
        (5, "imp_fen80.no-rounds"),
        "ok",
    ]
    err = units[1].records[0]
    assert isinstance(err, ParseError) and good[:-40][err.column - 1] == '"'  # the open string
    assert len(err.line_text) <= 240 and err.quote_column is not None  # a window of the long line
    assert err.line_text[err.quote_column - 1] == '"'  # around the column
    assert records(units[4])[0].line == 6


def test_bytes_that_are_not_utf8_are_a_parse_error() -> None:
    (unit,) = fen80.loads(b'{"rounds": ["\xff"]}\n')
    (err,) = unit.records
    assert isinstance(err, ParseError) and err.message.id == "imp_json.stream.not-utf8"


def test_json_nested_too_deep_is_a_parse_error() -> None:
    (unit,) = fen80.loads("[" * 100_000 + "]" * 100_000)
    (err,) = unit.records
    assert isinstance(err, ParseError) and err.message.id == "imp_fen80.too-deep"


# -- streaming --------------------------------------------------------------------------------


class _Counting(io.RawIOBase):
    """A stream that counts the bytes read from it."""

    def __init__(self, data: bytes) -> None:
        self.data, self.read_bytes = io.BytesIO(data), 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        chunk = self.data.read(min(len(buffer), 4096))
        buffer[: len(chunk)] = chunk
        self.read_bytes += len(chunk)
        return len(chunk)


@needs_sample
@pytest.mark.parametrize("zipped", [False, True])
def test_lines_are_read_one_at_a_time(lines: list[dict[str, Any]], zipped: bool) -> None:
    data = text_of(lines * 20).encode()
    data = gzip.compress(data) if zipped else data
    raw = _Counting(data)
    units: Iterator[RecordGroup] = fen80.iter_units(io.BufferedReader(raw, 4096), "big.ndjson.gz")
    first = next(units)
    assert isinstance(first.records[0], HandRecord)
    assert raw.read_bytes < len(data) / 10
    assert 1 + sum(1 for _ in units) == 600


@needs_sample
def test_gzip_is_known_by_its_magic_bytes_and_a_truncated_one_is_an_error(
    lines: list[dict[str, Any]],
) -> None:
    data = gzip.compress(text_of(lines).encode())
    assert len(fen80.loads(data)) == 30  # no file name needed
    units = fen80.loads(data[: len(data) // 2], "cut.ndjson.gz")
    *good, last = units
    assert good and all(isinstance(u.records[0], HandRecord) for u in good[:-1])
    (err,) = last.records
    assert isinstance(err, ParseError) and err.message.id == "imp_json.stream.broken"
    assert err.line == len(good) + 1


# -- the writer ------------------------------------------------------------------------------


def _sorted_plays(rec: HandRecord) -> list[list[tuple[str, tuple[int, ...]]]]:
    return [[(p.seat, tuple(sorted(p.cards))) for p in t.plays] for t in rec.tricks]


NATIONAL = load_variant("national")


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6))
def test_generated_matches_round_trip_through_the_season_format(seed: int) -> None:
    recs, _ = generate_match(seed, NATIONAL, 3)
    if not all(r.tricks for r in recs):
        return  # a hand nobody declared and nobody played: the season format has no such round
    (unit,) = fen80.loads(fen80.dumps([recs], NATIONAL))
    back = records(unit)
    assert len(back) == len(recs)
    reports = check(RecordGroup(tuple(recs), True))
    match = replay_match(recs, NATIONAL)
    for a, b, report, mh in zip(recs, back, reports, match.hands, strict=True):
        assert _sorted_plays(a) == _sorted_plays(b)
        assert {s: sorted(c) for s, c in a.deals} == {s: sorted(c) for s, c in b.deals}
        assert a.kitty == b.kitty and sorted(a.buried or ()) == sorted(b.buried or ())
        assert (a.dealer, a.level, a.trump) == (b.dealer, b.level, b.trump)
        ca, cb = a.claims, b.claims
        assert (ca.points, ca.bottom_points) == (cb.points, cb.bottom_points)
        result = ca.result or (report.result.change if report.result else None)
        assert cb.result == (
            result if result is not None and result.side is Side.DEFENDERS else None
        )
        assert mh.levels_after is not None
        assert cb.levels_after == (
            None
            if max(mh.levels_after) > 14
            else (("N", mh.levels_after[0]), ("W", mh.levels_after[1]))
        )
        assert cb.winners == tuple(t.winner for t in report.tricks)
        team = {s: i % 2 for i, s in enumerate(fen80.SEATS)}
        by_team = Counter[int]()
        for seat, pts in ca.penalties:
            by_team[team[seat]] += pts
        assert dict(cb.penalties) == {fen80.SEATS[t]: n for t, n in by_team.items() if n}
    assert dict(back[0].levels or ()) == dict(recs[0].levels or (("N", 2), ("W", 2)))


def test_the_writer_refuses_a_hand_it_cannot_write() -> None:
    recs, _ = generate_match(1, NATIONAL, 1)
    with pytest.raises(ValueError):
        fen80.dumps([[replace(recs[0], bids=(), no_bid=False)]], NATIONAL)
    with pytest.raises(ValueError):
        fen80.dumps([[replace(recs[0], tricks=recs[0].tricks[:3])]], NATIONAL)


# -- the example ----------------------------------------------------------------------------


def _script() -> Any:
    spec = importlib.util.spec_from_file_location(
        "make_80fen_example", ROOT / "scripts" / "make_80fen_example.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_example_is_what_the_script_writes_and_checks_clean() -> None:
    path = ROOT / "examples" / "80fen_sample.ndjson"
    text = path.read_text("utf-8")
    assert text == _script().example_text()
    units = fen80.loads(text, str(path))
    assert len(units) == 3
    for unit in units:
        reports = check(unit)
        assert len(reports) == 3 and all(r.ok for r in reports), [
            (r.hand, [render(f.message) for f in r.violations]) for r in reports
        ]
        assert reports[-1].match is not None


# -- robustness -------------------------------------------------------------------------------


def _leaves(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _leaves(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _leaves(v, (*path, i))
    yield path


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-300, 300) | st.floats() | st.text(max_size=3),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=2), inner, max_size=2)
    ),
    max_leaves=4,
)


@needs_sample
@settings(
    max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.data())
def test_any_value_changed_gives_a_record_or_a_parse_error(
    lines: list[dict[str, Any]], data: st.DataObject
) -> None:
    match = copy.deepcopy(lines[data.draw(st.integers(0, len(lines) - 1))])
    paths = [p for p in _leaves(match) if p]
    path = data.draw(st.sampled_from(paths))
    target = match
    for key in path[:-1]:
        target = target[key]
    if data.draw(st.booleans()) or isinstance(target, list):
        target[path[-1]] = data.draw(JSON_VALUES)
    else:
        del target[path[-1]]
    (unit,) = fen80.loads(text_of([match]), "m.ndjson")
    for item in unit.records:
        if isinstance(item, ParseError):
            assert item.line == 1 and render(item.message) and render(item.message, "zh")
        else:
            assert isinstance(item, HandRecord)
    for report in check(unit):  # and the check takes what was imported without an internal error
        assert report.error is None or report.error.message.id != "batch.internal-error-hand"


@needs_sample
def test_team_names_fit_the_notation_and_levels_past_a_are_left_out(
    lines: list[dict[str, Any]],
) -> None:
    match = copy.deepcopy(lines[0])
    match["a"], match["b"], match["aTeam"] = "red team", "b=#\x1b1", 1
    match["rounds"][0]["before"] = [15, 3]
    (rec,) = records(fen80.loads(text_of([match]))[0])
    assert rec.teams == (("N", "b___1"), ("W", "red_team")) and rec.levels is None


@needs_sample
def test_written_as_notation_the_import_checks_the_same(lines: list[dict[str, Any]]) -> None:
    # 80fen → .sj → check gives what checking the 80fen line gives (the altered copy included).
    altered = copy.deepcopy(lines[:6])
    altered[0]["rounds"][0]["plays"][-1]["w"] = (altered[0]["rounds"][0]["plays"][-1]["w"] + 1) % 4
    altered[1]["rounds"][0]["total"] += 5
    for unit in fen80.loads(text_of(altered)):
        text = dumps(records(unit))

        def key(r: HandRecord) -> tuple[Any, ...]:
            return (
                [[(p.seat, p.cards) for p in t.plays] for t in r.tricks],
                r.deals,
                r.kitty,
                r.buried,
                r.claims,
                r.levels,
                r.teams,
                r.bids,
                r.no_bid,
                (r.dealer, r.level, r.trump),
            )

        assert [key(r) for r in loads(text)] == [key(r) for r in records(unit)]
        direct = [(f.kind, f.trick, f.seat) for r in check(unit) for f in r.violations]
        again = [
            (f.kind, f.trick, f.seat)
            for r in check_text(text, "national", match=True)
            for f in r.violations
        ]
        assert direct == again


# -- through the command ----------------------------------------------------------------------

OLDER_REFEREE = ROOT / "examples" / "variants" / "shanghai-2026-08.toml"


def _rows(out: str) -> list[dict[str, Any]]:
    return [json.loads(line) for line in out.splitlines() if line.strip()]


@needs_sample
def test_the_sample_agrees_with_the_older_referee_through_the_command() -> None:
    # Done when: every recorded winner, trick-point sum, total, multiplier and level change of the
    # 30 hands agrees (no claim mismatch, no violation).
    code, out, err = run(
        "check",
        "--from",
        "80fen",
        str(SAMPLE),
        "--variant",
        str(OLDER_REFEREE),
        "--format",
        "jsonl",
    )
    rows = _rows(out)
    assert (code, len(rows)) == (0, 30), err
    assert all(r["status"] == "clean" and r["violations"] == [] for r in rows)


@needs_sample
def test_under_shanghai_the_two_rounds_across_a_gate_are_flagged(
    lines: list[dict[str, Any]],
) -> None:
    # docs/rules.md §12: gates 2, 5, 10, K — a gain that would cross one stops on it.  The sample's
    # referee had none: its two rounds that crossed a gate (12 → 14 across K, 9 → 12 across 10)
    # are the only findings, each on the `after:` claim.
    found = {}
    for i, line in enumerate(lines, start=1):
        (report,) = check(fen80.loads(json.dumps(line))[0], "shanghai")
        if report.violations:
            found[i] = [render(f.message) for f in report.violations]
    assert {
        (r["before"][r["declSeat"] % 2], r["after"][r["declSeat"] % 2])
        for i in found
        for r in lines[i - 1]["rounds"]
    } == {(12, 14), (9, 12)}
    assert sorted(m for ms in found.values() for m in ms) == [
        "recorded east-west on Q after the hand; the match gives 10",
        "recorded north-south on A after the hand; the match gives K",
    ]


@needs_sample
def test_altered_copies_are_flagged_with_the_right_kind_and_place(
    lines: list[dict[str, Any]], tmp_path: Path
) -> None:
    altered = copy.deepcopy(lines[:3])
    last = altered[0]["rounds"][0]["plays"]
    last[-1]["w"] = (last[-1]["w"] + 1) % 4
    altered[1]["rounds"][0]["total"] += 5
    r = altered[2]["rounds"][0]
    r["plays"][3]["p"][1], r["plays"][5]["p"][2] = r["plays"][5]["p"][2], r["plays"][3]["p"][1]
    path = tmp_path / "altered.ndjson.gz"
    path.write_bytes(gzip.compress(text_of(altered).encode()))
    code, out, _ = run(
        "check", "--from", "80fen", str(path), "--variant", str(OLDER_REFEREE), "--format", "jsonl"
    )
    rows = _rows(out)
    assert code == 1 and len(rows) == 3
    found = [[(v["kind"], v.get("trick")) for v in row["violations"]] for row in rows]
    assert found[0] == [("winner-mismatch", len(last))]
    assert found[1] == [("points-mismatch", None)]
    # The swapped cards are illegal follows the contest referee would fine 5 points each (the
    # variant's hidden_card_points, its [consequences]): the record's total, unfined, is then a
    # points-mismatch against the ruled total (docs/rules.md §11).
    assert found[2] and {k for k, _ in found[2]} <= {
        "illegal-follow",
        "winner-mismatch",
        "points-mismatch",
    }
    assert min(t for _, t in found[2] if t is not None) == 4  # the first swapped trick


def test_the_example_checks_clean_through_the_command() -> None:
    code, out, err = run(
        "check", str(ROOT / "examples" / "80fen_sample.ndjson"), "--format", "jsonl"
    )  # by suffix
    assert code == 0 and len(_rows(out)) == 9, err
