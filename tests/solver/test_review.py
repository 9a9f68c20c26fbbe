"""``shengji review`` (solver/review.py, solver/dummy.py): grades, the value graph, the reach,
single dummy, and the grading thresholds each with a test (docs/solver.md, "Grading a play")."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from dataclasses import replace

import pytest

from shengji_cli.core.replay import replay
from shengji_cli.core.reports import GradedPlay, HandReview
from shengji_cli.core.rules import level_change
from shengji_cli.core.variants import NAMED, load_variant
from shengji_cli.core.vocab import Grade, Side
from shengji_cli.gen.hands import generate, hand_seed
from shengji_cli.solver.analysis import _start, line_record, solve, stood_faults
from shengji_cli.solver.dummy import _Dealer, _Seen, consistent, judge_single_dummy
from shengji_cli.solver.moves import legal_moves
from shengji_cli.solver.review import (
    GRADE_BY_CHANGE,
    Change,
    Review,
    change_of,
    grade_of,
    review_hand,
)
from shengji_cli.solver.search import search


def _reviewed(preset: str, i: int, **kw: object) -> tuple[object, HandReview]:
    v = load_variant(preset)
    record = generate(hand_seed(30, i), v).record
    analysis = review_hand(record, v, replay(record, v), Review(**kw)).analysis  # type: ignore[arg-type]
    assert analysis is not None and analysis.review is not None
    return record, analysis.review


# -- the thresholds -----------------------------------------------------------------------------


def _bracket_pair(preset: str) -> tuple[int, int, int]:
    """Three values: the first two in one bracket of the level table, the third in another."""
    v = load_variant(preset)
    for a in range(0, 200, 5):
        if level_change(a, v) == level_change(a + 5, v) and level_change(a, v) != level_change(
            a + 10, v
        ):
            return a, a + 5, a + 10
    raise AssertionError("no bracket")


@pytest.mark.parametrize("preset", sorted(NAMED))
def test_a_cost_that_changes_the_level_result_is_a_blunder(preset: str) -> None:
    v = load_variant(preset)
    a, b, c = _bracket_pair(preset)
    assert change_of(Side.DEALER, b, c, v, (0, 0)) == Change.LEVEL
    assert change_of(Side.DEFENDERS, c, b, v, (0, 0)) == Change.LEVEL
    assert grade_of(Change.LEVEL) is Grade.BLUNDER


@pytest.mark.parametrize("preset", sorted(NAMED))
def test_a_cost_that_lets_the_bottom_be_dug_is_a_mistake(preset: str) -> None:
    v = load_variant(preset)
    a, b, _ = _bracket_pair(preset)
    assert change_of(Side.DEALER, a, b, v, (0, 2)) == Change.BOTTOM  # dug after it
    assert change_of(Side.DEALER, a, b, v, (2, 4)) == Change.BOTTOM  # a larger multiplier
    assert change_of(Side.DEFENDERS, b, a, v, (2, 0)) == Change.BOTTOM  # no longer dug
    assert grade_of(Change.BOTTOM) is Grade.MISTAKE


@pytest.mark.parametrize("preset", sorted(NAMED))
def test_points_inside_one_bracket_are_an_inaccuracy(preset: str) -> None:
    v = load_variant(preset)
    a, b, _ = _bracket_pair(preset)
    assert change_of(Side.DEALER, a, b, v, (0, 0)) == Change.POINTS
    assert change_of(Side.DEALER, a, b, v, (2, 0)) == Change.POINTS  # the bottom moved its way
    assert change_of(Side.DEFENDERS, b, a, v, (None, 2)) == Change.POINTS
    assert grade_of(Change.POINTS) is Grade.INACCURACY


def test_no_cost_is_best_and_every_change_has_a_grade() -> None:
    v = load_variant("national")
    assert change_of(Side.DEALER, 40, 40, v, (0, 2)) == Change.NOTHING
    assert grade_of(Change.NOTHING) is Grade.BEST
    assert set(GRADE_BY_CHANGE.values()) == set(Grade)


# -- grades and values on generated hands ------------------------------------------------------


@pytest.mark.parametrize("preset", ["national", "shenzhen", "titanic", "baifen"])
def test_each_play_is_graded_by_what_its_cost_changed(preset: str) -> None:
    v = load_variant(preset)
    seen: Counter[Grade] = Counter()
    for i in range(12):
        _, rv = _reviewed(preset, i, last=4)
        for p in rv.plays:
            assert p.grade is not None and p.cost is not None and p.cost >= 0
            assert p.before is not None and p.after is not None
            seen[p.grade] += 1
            level = level_change(p.before, v) != level_change(p.after, v)
            assert (p.grade is Grade.BLUNDER) == (p.cost > 0 and level)
            assert (p.grade is Grade.BEST) == (p.cost == 0)
            if p.grade is Grade.MISTAKE:
                assert p.dig_before is not None and p.dig_after is not None
                worse = p.dig_after > p.dig_before
                assert worse if p.side is Side.DEALER else not worse
    assert seen[Grade.BEST] and sum(seen.values()) > seen[Grade.BEST]


@pytest.mark.parametrize("preset", ["national", "club10", "online"])
def test_the_values_are_the_analyzers(preset: str) -> None:
    v = load_variant(preset)
    for i in range(6):
        record, rv = _reviewed(preset, i, last=3)
        assert rv.horizon == len(record.tricks) - 2
        first = solve(record, v, from_trick=rv.horizon, dig=False)
        assert rv.graph[0] == (rv.horizon, first.value)
        assert rv.graph[-1] == (len(record.tricks) + 1, replay(record, v).defenders_points)
        costs = [c.cost for c in first.costs]
        assert [p.cost for p in rv.plays] == costs


def test_a_mistake_is_the_dig_its_best_lines_play() -> None:
    """A mistake's two multipliers are what the checker finds replaying the best lines."""
    v = load_variant("national")
    found = checked = 0
    for i in range(40):
        record, rv = _reviewed("national", i, last=4)
        for p in rv.plays:
            if p.grade is not Grade.MISTAKE:
                continue
            found += 1
            s = solve(record, v, from_trick=p.trick, dig=False)
            if [q for q in rv.plays if q.trick == p.trick][0] is p:  # the trick's first play
                report = replay(line_record(record, s), v)
                dug = report.tricks[-1].defenders_won
                assert (p.dig_before or 0) > 0 if dug else p.dig_before == 0
                checked += 1
        if checked >= 2:
            break
    assert checked  # a mistake at a trick's first play was replayed


def test_the_reach_stops_at_the_budget_and_says_so() -> None:
    _, rv = _reviewed("national", 2, seconds=0.0)
    assert rv.limit == "time" and rv.horizon is not None  # one trick at least before looking
    _, full = _reviewed("national", 2, last=1)
    assert full.horizon is not None and full.limit == "asked"


def test_the_seat_filter_keeps_one_seats_plays() -> None:
    _, rv = _reviewed("national", 1, last=3, seats=("N",))
    assert rv.plays and {p.seat for p in rv.plays} == {"N"}


# -- single dummy -------------------------------------------------------------------------------


def test_the_dealer_deals_uniformly_among_the_deals_that_respect_the_voids() -> None:
    pool = [1, 2, 3, 14, 15, 16]  # ♠ ranks and ♥ ranks as suits 0 and 1
    suits = {c: 0 if c < 10 else 1 for c in range(60)}
    shut = [frozenset({1}), frozenset(), frozenset()]
    dealer = _Dealer(pool, [2, 2, 2], shut, suits)  # type: ignore[arg-type]
    rng = random.Random(5)
    counts: Counter[tuple[tuple[int, ...], ...]] = Counter()
    for _ in range(6000):
        parts = dealer.deal(rng)
        assert not any(suits[c] == 1 for c in parts[0])
        counts[tuple(tuple(sorted(p)) for p in parts)] += 1
    legal = [
        (a, b, c)
        for a in itertools.combinations(pool, 2)
        for b in itertools.combinations([x for x in pool if x not in a], 2)
        for c in [tuple(x for x in pool if x not in a and x not in b)]
        if not any(suits[x] == 1 for x in a)
    ]
    assert set(counts) == set(legal)  # every legal deal, nothing else
    expected = 6000 / len(legal)
    chi2 = sum((n - expected) ** 2 / expected for n in counts.values())
    assert chi2 < 2.5 * len(legal)  # uniform (a loose bound: df = 17)


def test_a_deal_that_breaks_a_recorded_follow_is_refused() -> None:
    v = load_variant("national")
    record = generate(hand_seed(30, 3), v).record
    report = replay(record, v)
    _, _, walk = _start(record, v, 1, stood_faults(report))
    i = len(walk) - 6
    seen = _Seen(walk, i, {})
    real = {s: seen.pos.holding(s) for s in seen.hidden}
    assert consistent(seen, real)  # the real deal is consistent with its own record
    rng = random.Random(1)
    refused = 0
    for _ in range(200):
        hands, _ = seen.deal(rng)
        refused += not consistent(seen, hands)
    assert refused  # late in a hand, most random deals contradict some follow


def _dealer_decisions(preset: str, n: int) -> list[tuple[object, list[object], int]]:
    """(record, walk, i) of the dealer's decision as the fourth seat of the second-to-last
    trick: three hidden cards, few enough to deal every way."""
    v = load_variant(preset)
    out = []
    for k in range(n):
        record = generate(hand_seed(31, k), v).record
        _, _, walk = _start(record, v, 1, stood_faults(replay(record, v)))
        for i, (trick, j, play, before, _) in enumerate(walk):
            if trick == len(record.tricks) - 1 and j == 3 and play.seat == before.dealer:
                out.append((record, walk, i))
    return out


def test_single_dummy_equals_double_dummy_where_no_hidden_card_matters() -> None:
    checked = 0
    for _, walk, i in _dealer_decisions("national", 60):
        seen = _Seen(walk, i, {})  # type: ignore[arg-type]
        before = seen.pos
        if len(seen.pool) > 3 or len(before.played[0]) > 1:
            continue  # a trick of more than one card a seat: too many deals to list
        costs = set()
        for perm in set(itertools.permutations(seen.pool)):
            hands = {s: (perm[k],) for k, s in enumerate(seen.hidden)}
            if not consistent(seen, hands):
                continue
            world = seen.world(hands, before.bottom)
            played = walk[i][2].cards  # type: ignore[index]
            after = search(world, 10**6).value
            from shengji_cli.solver.position import apply

            vals = []
            for m in legal_moves(world, grouped=False):
                vals.append(search(apply(world, m), 10**6).value)
            mine = search(apply(world, played), 10**6).value
            best = max(vals) if before.defends(seen.seat) else min(vals)  # type: ignore[type-var]
            costs.add(abs(best - mine))  # type: ignore[operator]
            assert after is not None
        if len(costs) != 1:
            continue  # a hidden card matters here
        (cost,) = costs
        sd = judge_single_dummy(walk, i, deals=12, seed=3, budget=10**6, dd_cost=cost)  # type: ignore[arg-type]
        assert sd.samples == 12 and sd.cost == cost and sd.error in (0.0, None)
        dd = search(before, 10**6).value
        after_dd = search(walk[i][4], 10**6).value  # type: ignore[index]
        assert abs(dd - after_dd) == cost  # type: ignore[operator]
        checked += 1
    assert checked >= 3


def test_single_dummy_is_seeded_and_reproducible() -> None:
    record, walk, i = _dealer_decisions("shenzhen", 8)[0]
    a = judge_single_dummy(walk, i, deals=8, seed=7, budget=10**6, dd_cost=0)  # type: ignore[arg-type]
    b = judge_single_dummy(walk, i, deals=8, seed=7, budget=10**6, dd_cost=0)  # type: ignore[arg-type]
    assert a == b and a.samples == 8


def test_unlucky_marks_a_costly_play_that_is_the_single_dummy_choice() -> None:
    found = unlucky = 0
    for i in range(10):
        _, rv = _reviewed("national", i, last=3, single_dummy=8)
        for p in rv.plays:
            sd = p.single_dummy
            if sd is None or sd.cost is None:
                continue
            found += 1
            assert sd.best_cost is not None and sd.best_cost <= sd.cost
            assert sd.unlucky == (bool(p.cost) and sd.cost <= sd.best_cost)
            unlucky += sd.unlucky
            assert p.choices > 1
    assert found


def test_graded_plays_are_frozen_data() -> None:
    p = GradedPlay(
        trick=1,
        seat="N",
        side=Side.DEALER,
        cards=(),
        best=None,
        before=None,
        after=None,
        cost=None,
        grade=None,
    )
    assert replace(p, cost=5).cost == 5
    with pytest.raises(AttributeError):
        p.cost = 3  # type: ignore[misc]


def test_by_time_a_search_not_solved_is_tried_again_with_the_time_left() -> None:
    record, asked = _reviewed("national", 2, last=4, budget=30)
    assert asked.limit == "budget" and asked.horizon is not None  # 30 steps: the end only
    assert asked.horizon > len(record.tricks) - 3
    _, timed = _reviewed("national", 2, seconds=2.0, budget=30)
    assert timed.horizon is not None and timed.horizon < asked.horizon  # more steps, time left
