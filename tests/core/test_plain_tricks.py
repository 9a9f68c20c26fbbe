"""The hand state's fast way for a trick (``TrickJudge.plain``: a single or a pair led, the
common follows read at once) against the whole way (``fast=False``: :meth:`TrickJudge.full` for
every trick): the same state after every trick — the trick, the holdings, the cards seen, the
points, the next leader, the findings — and the same reports, on generated hands of every named
preset with every fault the generator injects, and on hands whose follows are swapped between
seats (discards by a seat that holds the suit, pairs split, cards not held)."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator

import pytest

from shengji_cli.core.record import HandRecord
from shengji_cli.core.replay import replay
from shengji_cli.core.state import HandState
from shengji_cli.core.tricks import TrickJudge
from shengji_cli.core.variants import NAMED, Variant, load_variant
from shengji_cli.gen.faults import FAULT_KINDS, RULE_FAULT_KINDS, has_rule
from shengji_cli.gen.hands import generate, hand_seed


def _swapped(record: HandRecord, rng: random.Random) -> HandRecord:
    """``record`` with some follows exchanged with the same seat's play of as many cards at a
    later trick: every card is still held when played, but a follow may now break the rules."""
    tricks = [list(t.plays) for t in record.tricks]
    for i, plays in enumerate(tricks):
        for k in range(1, len(plays)):
            p = plays[k]
            later = [
                (j, m)
                for j in range(i + 1, len(tricks))
                for m, q in enumerate(tricks[j])
                if q.seat == p.seat
                and len(q.cards) == len(p.cards)
                and q.attempted is None
                and p.attempted is None
            ]
            if later and rng.random() < 0.25:
                j, m = rng.choice(later)
                q = tricks[j][m]
                plays[k], tricks[j][m] = p._replace(cards=q.cards), q._replace(cards=p.cards)
    return dataclasses.replace(
        record,
        tricks=tuple(
            t._replace(plays=tuple(ps)) for t, ps in zip(record.tricks, tricks, strict=True)
        ),
    )


def _hands() -> Iterator[tuple[HandRecord, Variant]]:
    rng = random.Random(16)
    for p, name in enumerate(NAMED):
        v = load_variant(name)
        kinds = [None, None, *FAULT_KINDS, *(k for k in RULE_FAULT_KINDS if has_rule(k, v))]
        for i, kind in enumerate(kinds):
            record = generate(hand_seed(1600 + p, i), v, kind).record
            yield record, v
            yield _swapped(record, rng), v


def test_the_fast_way_judges_as_the_whole_way(monkeypatch: pytest.MonkeyPatch) -> None:
    hands = list(_hands())
    fast = [replay(r, v) for r, v in hands]
    monkeypatch.setattr(TrickJudge, "plain", lambda self, number, plays: None)
    slow = [replay(r, v) for r, v in hands]
    assert fast == slow
    assert sum(bool(r.violations) for r in fast) > len(fast) // 3


def _snapshot(state: HandState) -> tuple[object, ...]:
    """Everything a judged trick leaves in the state (the seen counts without the kinds at 0)."""
    j = state.judge
    assert j is not None
    return (
        state.tricks[-1],
        {s: sorted(c) for s, c in state.holdings.cards.items()},
        {c: k for c, k in j.seen.items() if k},
        j.trick_points,
        j.expected_leader,
        j.last_lead,
        j.last_defenders,
        dict(j.short),
        list(j.penalties),
        list(j.stood),
        {s: dict(u) for s, u in j.unchecked.items()},
        dict(j.exposure.cards),
        list(state.found.violations),
        list(state.found.notes),
    )


def test_the_fast_way_leaves_the_state_the_whole_way_leaves() -> None:
    hands = list(_hands())
    taken = 0
    for record, v in hands:
        fast, slow = HandState(record, v), HandState(record, v, fast=False)
        assert fast.judge is not None
        for trick in record.tricks:
            number = len(fast.tricks) + 1
            state = fast.judge.plain(number, trick.plays)
            taken += state is not None
            fast.tricks.append(state or fast.judge.full(number, trick.plays))
            slow.play_trick(trick)
            assert _snapshot(fast) == _snapshot(slow), (record.source, number)
    assert taken > len(hands) * 5  # the fast way is the common one
