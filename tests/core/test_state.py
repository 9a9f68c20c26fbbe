"""The hand state (core/state.py): stepped a play at a time it judges every trick as the replay
does; it refuses a play out of turn, not held, of the wrong count or against the follow rules,
with the judge's own message; and it is the one set-up of the replay, position_at and
holdings_at."""

from __future__ import annotations

import pytest

from shengji_cli.core.cards import NUM_KINDS
from shengji_cli.core.context import Rules
from shengji_cli.core.record import HandRecord
from shengji_cli.core.replay import replay
from shengji_cli.core.state import HandState, PlayError, holdings_at
from shengji_cli.core.variants import NAMED, Variant, load_variant
from shengji_cli.core.verdict import LEGAL
from shengji_cli.gen.hands import generate, hand_seed


def _clean(count: int) -> list[tuple[HandRecord, Variant]]:
    out = []
    for p, name in enumerate(NAMED):
        v = load_variant(name)
        out += [(generate(hand_seed(2800 + p, i), v).record, v) for i in range(count)]
    return out


@pytest.mark.parametrize(("record", "variant"), _clean(3))
def test_play_by_play_judges_as_the_replay(record: HandRecord, variant: Variant) -> None:
    state = HandState(record, variant)
    for number, trick in enumerate(record.tricks, start=1):
        if any(p.attempted is not None for p in trick.plays):
            state.play_trick(trick)  # a failed throw is recorded, not tried
            continue
        for k, p in enumerate(trick.plays):
            assert state.turn == p.seat
            assert state.verify(p.seat, p.cards) is LEGAL, trick.number
            if k:
                plays = state.legal_plays(p.seat)
                assert plays is not None and plays.count >= 1
            else:
                assert state.legal_plays(p.seat) is None
            done = state.play(p.seat, p.cards)
            assert (done.seat, done.cards, done.trick) == (p.seat, p.cards, number)
            assert (done.done is None) == (k < len(trick.plays) - 1)
    report = replay(record, variant)
    assert tuple(state.tricks) == report.tricks
    assert state.found.violations == list(report.violations) == []


def test_a_play_refused_says_why() -> None:
    record, v = _clean(1)[0]
    state = HandState(record, v)
    lead, follow = record.tricks[0].plays[:2]
    why = state.verify(follow.seat, follow.cards)
    assert not why.ok and why.why.id == "hand.wrong-order"
    state.play(lead.seat, lead.cards)
    other = next(c for c in range(NUM_KINDS) if c not in state.holding(follow.seat))
    why = state.verify(follow.seat, (other,) * len(lead.cards))
    assert not why.ok and why.why.id == "hand.not-held"
    held = state.holding(follow.seat)
    if len(lead.cards) < len(held):
        short = held[: len(lead.cards) + 1]
        why = state.verify(follow.seat, short)
        assert not why.ok and why.why.id == "hand.follow.count"
    with pytest.raises(PlayError) as e:
        state.play(lead.seat, lead.cards)
    assert e.value.message.id == "hand.wrong-order"
    assert not state.can_play(lead.seat, lead.cards)


def test_a_follow_against_the_rules_is_refused_with_the_judges_reason() -> None:
    for record, v in _clean(4):
        rules = Rules.of(record.level or 2, record.trump or "NT", v)
        state = HandState(record, v)
        for trick in record.tricks:
            if any(p.attempted is not None for p in trick.plays):
                break
            lead = trick.plays[0]
            state.play(lead.seat, lead.cards)
            for p in trick.plays[1:]:
                held = state.holding(p.seat)
                wrong = [
                    c
                    for c in held
                    if rules.ctx.esuit[c] != rules.ctx.esuit[lead.cards[0]] and len(lead.cards) == 1
                ]
                if wrong and not rules.verify_follow(lead.cards, held, wrong[:1]).ok:
                    why = state.verify(p.seat, wrong[:1])
                    assert not why.ok and why.why.id == "hand.follow.illegal"
                    return
                state.play(p.seat, p.cards)
    pytest.fail("no hand offered a discard against the rules")


def test_holdings_at_is_the_states_holdings() -> None:
    record, v = _clean(1)[0]
    state = HandState(record, v)
    state.play_to(5)
    assert holdings_at(record, v, 5) == (state.holdings.cards, state.holdings.known)
