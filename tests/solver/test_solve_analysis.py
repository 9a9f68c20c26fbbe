"""The analysis built on the search (solver/analysis.py): the value, each play's cost, the best
line, the bottom-dig answer and a turn's choices, checked against a plain minimax written here
(over every legal play, no grouping, no pruning) and against the checker's replay."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from shengji_cli.core.cards import parse_cards
from shengji_cli.core.record import HandRecord
from shengji_cli.core.replay import replay
from shengji_cli.core.units import effective_suit
from shengji_cli.core.variants import NAMED, Variant, load_variant
from shengji_cli.core.vocab import Side
from shengji_cli.gen.hands import generate, hand_seed
from shengji_cli.notation import load
from shengji_cli.report.catalog import render
from shengji_cli.solver import (
    Dig,
    PositionError,
    Solution,
    line_record,
    play_values,
    position_at,
    search,
    solve,
)
from shengji_cli.solver.analysis import Analyze, analyze_hand
from shengji_cli.solver.moves import legal_moves, sub_multisets
from shengji_cli.solver.position import Position, apply, forced_plays

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "solve"
NATIONAL = load_variant("national")


def _record(name: str) -> HandRecord:
    return load(EXAMPLES / name)[0]


def _failing(pos: Position) -> list[list[Position]]:
    """Every throw ``pos.turn`` may lead that fails, as the positions after each forced play
    allowed."""
    if pos.played:
        return []
    out = []
    for m in sub_multisets(pos.holding(pos.turn)):
        if effective_suit(m, pos.ctx) is not None:
            options = [apply(pos, m, forced=f) for f in forced_plays(pos, m)]
            if options:
                out.append(options)
    return out


@cache
def minimax(pos: Position) -> int:
    """The defenders' final points under best play: every legal play tried, and every failing
    throw (its forced play picked by the thrower's opponents)."""
    if pos.over:
        return pos.points
    maximise = pos.defends(pos.turn)
    values = [minimax(apply(pos, m)) for m in legal_moves(pos, grouped=False)]
    values += [(min if maximise else max)(minimax(p) for p in options) for options in _failing(pos)]
    return max(values) if maximise else min(values)


@cache
def can_dig(pos: Position) -> bool:
    """Can the defenders force winning the last trick from ``pos``? (failing throws as in
    :func:`minimax`)"""
    if pos.over:
        return pos.defends(pos.leader)
    defends = pos.defends(pos.turn)
    outcomes = [can_dig(apply(pos, m)) for m in legal_moves(pos, grouped=False)]
    outcomes += [
        (all if defends else any)(can_dig(p) for p in options) for options in _failing(pos)
    ]
    return any(outcomes) if defends else all(outcomes)


def _positions(record: HandRecord, v: Variant, from_trick: int) -> list[tuple[Position, Position]]:
    """(before, after) of each play the record makes from ``from_trick`` on, by position_at."""
    out = []
    for number in range(from_trick, len(record.tricks) + 1):
        plays = record.tricks[number - 1].plays
        for j in range(len(plays)):
            before = position_at(record, v, number, j)
            after = (
                position_at(record, v, number, j + 1)
                if j + 1 < 4
                else position_at(record, v, number + 1)
            )
            out.append((before, after))
    return out


def _check(record: HandRecord, v: Variant, from_trick: int) -> Solution:
    """Everything a solution promises, against the minimax and the replay."""
    s = solve(record, v, from_trick=from_trick)
    start = position_at(record, v, from_trick)
    assert s.solved and s.value == minimax(start)
    pairs = _positions(record, v, from_trick)
    assert len(s.costs) == len(pairs)
    for c, (before, after) in zip(s.costs, pairs, strict=True):
        assert c.seat == before.turn and c.side is (
            Side.DEFENDERS if before.defends(c.seat) else Side.DEALER
        )
        want = (
            minimax(before) - minimax(after)
            if before.defends(c.seat)
            else minimax(after) - minimax(before)
        )
        assert c.cost == want >= 0, c
        assert c.before == minimax(before) and c.after == minimax(after)
        assert c.best is not None and minimax(apply(before, c.best)) == minimax(
            before
        )  # a best play costs 0
    report = replay(record, v)
    assert s.recorded == report.defenders_points
    # The costs telescope: the value, plus what the dealer's side lost, less what the defenders
    # lost.
    assert s.value + (s.dealer_cost or 0) - (s.defenders_cost or 0) == s.recorded
    # The line replays clean through the checker and reaches the value; each of its plays costs 0.
    replayed = replay(line_record(record, s), v)
    assert replayed.violations == () and replayed.complete and replayed.defenders_points == s.value
    again = solve(line_record(record, s), v, from_trick=from_trick)
    assert again.value == s.value and all(c.cost == 0 for c in again.costs)
    assert [(step.trick, step.seat, step.attempted or step.cards) for step in s.line] == [
        (c.trick, c.seat, c.cards) for c in again.costs
    ]
    for step, (before, _) in zip(
        s.line, _positions(line_record(record, s), v, from_trick), strict=True
    ):
        # A failing throw is written as the record writes one: the throw, its forced play.
        assert (step.attempted is not None) == bool(
            forced_plays(before, step.attempted or step.cards)
        )
        if step.attempted is not None:
            assert (step.cards,) == apply(before, step.attempted).played
    return s


def test_the_costs_of_a_generated_hand() -> None:
    record = _record("late_errors.sj")
    s = _check(record, NATIONAL, 20)
    lost = [(c.trick, c.seat, c.side, c.cost) for c in s.costs if c.cost]
    assert lost == [
        (21, "E", Side.DEALER, 10),
        (21, "W", Side.DEALER, 10),
    ]  # E deals; W is E's partner
    assert (s.dealer_cost, s.defenders_cost) == (20, 0)
    assert s.dig.dig is Dig.NOT_DUG
    assert s.change is not None and s.recorded_change is not None


def test_a_record_of_the_cards_played_alone_gives_the_same_answer() -> None:
    full, played = _record("late_errors.sj"), _record("played_only.sj")
    assert not played.deals
    a, b = solve(full, NATIONAL, from_trick=20), solve(played, NATIONAL, from_trick=20)
    assert (a.value, a.costs, a.line, a.dig) == (b.value, b.costs, b.line, b.dig)


def test_an_avoidable_dig_names_the_play_that_let_it_happen() -> None:
    record = _record("dig_avoidable.sj")
    s = _check(record, NATIONAL, 14)
    assert (s.dig.dig, s.dig.seat, s.dig.trick) == (Dig.AVOIDABLE, "E", 15)
    # Against the yes/no minimax: stoppable before that play (a dealer-side one), not after it
    # nor at any later turn of the record.
    pairs = _positions(record, NATIONAL, 14)
    flags = [can_dig(before) for before, _ in pairs]
    last = max(i for i, f in enumerate(flags) if not f)
    before, after = pairs[last]
    assert before.turn == "E" and before.trick == 15 and not before.defends("E")
    assert can_dig(after) and all(flags[last + 1 :])


def test_an_unavoidable_dig() -> None:
    record = _record("dig_unavoidable.sj")
    s = _check(record, NATIONAL, 17)
    assert (s.dig.dig, s.dig.trick) == (Dig.UNAVOIDABLE, 17)
    assert can_dig(position_at(record, NATIONAL, 17))


def test_a_record_that_stops_early_has_no_recorded_points_and_no_dig() -> None:
    record = _record("late_errors.sj")
    short = HandRecord(
        **{
            **{f: getattr(record, f) for f in record.__dataclass_fields__},
            "tricks": record.tricks[:21],
        }
    )
    s = solve(short, NATIONAL, from_trick=21)
    assert (
        s.solved
        and s.recorded is None
        and s.recorded_change is None
        and s.dig.dig is Dig.INCOMPLETE
    )
    assert s.value == minimax(position_at(short, NATIONAL, 21)) and len(s.costs) == 4
    assert len(s.line) == 2 * 4  # the line plays to the end: tricks 21 and 22


def test_a_record_without_its_hands_is_refused() -> None:
    with pytest.raises(PositionError) as exc:
        solve(_record("no_hands.sj"), NATIONAL, from_trick=5)
    assert render(exc.value.message) and render(exc.value.message, "zh")


def test_not_solved_within_the_budget_gives_no_value() -> None:
    record = _record("late_errors.sj")
    s = solve(record, NATIONAL, from_trick=17, budget=20)
    assert not s.solved and s.value is None and s.change is None and s.line == ()
    assert s.costs[0].cost is None and s.dealer_cost is None and s.defenders_cost is None
    known = [c for c in s.costs if c.cost is not None]
    full = solve(record, NATIONAL, from_trick=17)
    assert all(c in full.costs for c in known)  # what is known is what the full search says


@pytest.mark.parametrize(
    ("name", "trick", "seat"),
    [
        ("late_errors.sj", 21, "E"),
        ("late_errors.sj", 21, "W"),
        ("dig_avoidable.sj", 15, "E"),
        ("late_errors.sj", 20, "N"),
    ],
)
def test_a_turns_choices(name: str, trick: int, seat: str) -> None:
    record = _record(name)
    c = play_values(record, NATIONAL, trick, seat)
    pos = position_at(record, NATIONAL, trick)
    pos = position_at(record, NATIONAL, trick, pos.seating.order_from(pos.leader).index(seat))
    assert pos.turn == seat
    values = [p.value for p in c.plays]
    assert all(v is not None for v in values)
    # The best for the seat's side is the position's value (search and minimax agree).
    assert c.value == (max if c.side is Side.DEFENDERS else min)(v for v in values if v is not None)
    assert c.value == search(pos).value == minimax(pos)
    assert [p.value for p in c.plays] == sorted(
        values, key=lambda v: -v if c.side is Side.DEFENDERS else v
    )  # type: ignore[operator]
    assert {tuple(sorted(p.cards)) for p in c.plays} == {
        tuple(sorted(m)) for m in legal_moves(pos, failing=True)
    }
    assert all(p.value == minimax(apply(pos, p.cards)) for p in c.plays)
    assert all((p.forced is None) == (not forced_plays(pos, p.cards)) for p in c.plays)
    recorded = next(p for p in record.tricks[trick - 1].plays if p.seat == seat)
    assert c.recorded == recorded.cards


def test_a_turn_the_record_has_not_reached_is_refused() -> None:
    record = _record("late_errors.sj")
    short = HandRecord(
        **{
            **{f: getattr(record, f) for f in record.__dataclass_fields__},
            "tricks": record.tricks[:20]
            + (record.tricks[20].__class__(21, record.tricks[20].plays[:1]),),
        }
    )
    pos = position_at(short, NATIONAL, 21)
    leader = play_values(short, NATIONAL, 21, pos.leader)  # before the record's lead
    assert leader.recorded == short.tricks[20].plays[0].cards and leader.value == minimax(pos)
    second = play_values(short, NATIONAL, 21, pos.seating.next(pos.leader))  # after it
    assert second.recorded is None and second.value == minimax(position_at(short, NATIONAL, 21, 1))
    third = pos.seating.order_from(pos.leader)[2]
    with pytest.raises(PositionError):
        play_values(short, NATIONAL, 21, third)
    with pytest.raises(PositionError):
        play_values(short, NATIONAL, 21, "X")


@pytest.mark.parametrize("preset", NAMED)
def test_every_preset(preset: str) -> None:
    v = load_variant(preset)
    record = generate(hand_seed(17, NAMED.index(preset)), v).record
    _check(record, v, max(1, len(record.tricks) - 1))


def test_check_analyze_adds_each_sides_total() -> None:
    record = _record("late_errors.sj")
    report = replay(record, NATIONAL)
    out = analyze_hand(record, NATIONAL, report, Analyze(tricks=3))
    assert out.analysis is not None
    s = solve(record, NATIONAL, from_trick=20)
    a = out.analysis
    assert (a.solved, a.from_trick, a.value, a.dealer_cost, a.defenders_cost) == (
        True,
        20,
        s.value,
        s.dealer_cost,
        s.defenders_cost,
    )
    assert out.defenders_points == report.defenders_points and out.tricks == report.tricks
    incomplete = _record("no_hands.sj")
    a2 = analyze_hand(incomplete, NATIONAL, replay(incomplete, NATIONAL)).analysis  # type: ignore[attr-defined]
    assert a2 is not None and not a2.solved and a2.reason is not None and a2.from_trick is None


def test_a_deliberate_mistake() -> None:
    record = _record("deliberate_error.sj")
    s = _check(record, NATIONAL, 19)
    assert [(c.trick, c.seat, c.cost) for c in s.costs if c.cost][0] == (19, "S", 20)
    assert (s.dig.dig, s.dig.seat, s.dig.trick) == (Dig.AVOIDABLE, "S", 19)
    assert not can_dig(position_at(record, NATIONAL, 19)) and can_dig(
        position_at(record, NATIONAL, 19, 1)
    )


@pytest.mark.parametrize(
    ("preset", "index", "trick"), [("national", 2, 21), ("bjtu", 2, 21), ("shenzhen", 4, 16)]
)
def test_a_failed_throw_in_the_record_is_played_as_recorded(
    preset: str, index: int, trick: int
) -> None:
    # Generated hands whose lead at ``trick`` is a throw that failed at the table (attempted ->
    # played).
    v = load_variant(preset)
    record = generate(hand_seed(5, index), v).record
    lead = record.tricks[trick - 1].plays[0]
    assert lead.attempted is not None
    s = _check(record, v, trick)
    first = s.costs[0]
    assert (
        first.cards == lead.attempted and first.cost is not None and first.cost > 0
    )  # the penalty at least
    assert first.best is not None and sorted(first.best) != sorted(lead.attempted)


def test_a_bug_in_the_solver_does_not_lose_the_hands_check(monkeypatch: pytest.MonkeyPatch) -> None:
    import shengji_cli.solver.analysis as analysis

    def broken(*args: object, **kwargs: object) -> Solution:
        raise IndexError("list index out of range")

    monkeypatch.setattr(analysis, "solve", broken)
    record = _record("late_errors.sj")
    report = replay(record, NATIONAL)
    out = analyze_hand(record, NATIONAL, report)
    assert out.analysis is not None and not out.analysis.solved
    assert out.defenders_points == report.defenders_points and out.violations == report.violations
    assert out.analysis.reason is not None
    assert (
        render(out.analysis.reason)
        == "a bug in the solver: IndexError: list index out of range; please report it"
    )


def test_a_failing_throw_that_gains_is_the_best_line() -> None:
    """national, hand_seed(17, 65), trick 18 (♣ trumps, S deals, throw.dealer_partner_may_ruff
    false): E's best is the failing throw ♠8♠4 — W's ♠Q beats ♠8, E plays ♠4 and pays 10, and N
    (void in ♠) may not ruff: 130 against 110 for ♠4 led alone.  The line writes it as the record
    writes a failed throw and replays clean to the value; the turn's choices list it."""
    record = _record("failed_throw_gains.sj")
    s = _check(record, NATIONAL, 18)
    throw, forced = tuple(sorted(parse_cards("S8 S4"))), tuple(parse_cards("S4"))
    assert s.value == 130 and s.line[0] == (18, "E", forced, throw)
    assert line_record(record, s).tricks[17].plays[0].attempted == throw
    assert (s.costs[0].best, s.costs[0].best_forced, s.costs[0].cost) == (
        throw,
        forced,
        20,
    )  # ♠4 led alone
    assert all(c.best_forced is None for c in s.costs[1:])
    c = play_values(record, NATIONAL, 18, "E")
    assert (c.value, c.plays[0].cards, c.plays[0].forced, c.plays[0].value) == (
        130,
        throw,
        forced,
        130,
    )
    assert [p.value for p in c.plays[1:]] == [110, 110]
