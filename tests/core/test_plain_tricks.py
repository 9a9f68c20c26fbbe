"""The replay's fast way for a trick (``Tricks.plain``: a single or a pair led, the common
follows read at once) against the whole way (:meth:`Tricks.judge` with it turned off): the same
reports, findings and all, on generated hands of every named preset with every fault the
generator injects, and on hands whose follows are swapped between seats (discards by a seat that
holds the suit, pairs split, cards not held)."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator

import pytest

from shengji_cli.core.record import HandRecord
from shengji_cli.core.replay import replay
from shengji_cli.core.tricks import Tricks
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
    monkeypatch.setattr(Tricks, "plain", lambda self, number, plays: None)
    slow = [replay(r, v) for r, v in hands]
    assert fast == slow
    assert sum(bool(r.violations) for r in fast) > len(fast) // 3
