"""The one verdict type of every ``verify_*`` (:mod:`shengji_cli.core.verdict`)."""

from __future__ import annotations

import pytest

from shengji_cli.core.cards import HEARTS, TrumpContext, parse_cards
from shengji_cli.core.context import Rules
from shengji_cli.core.messages import Msg
from shengji_cli.core.rules import can_follow, verify_follow
from shengji_cli.core.variants import load_variant
from shengji_cli.core.verdict import LEGAL, Verdict

V = load_variant("national")
CTX = TrumpContext.make(HEARTS, 2)
HAND = parse_cards("S7 S7 S9 SK C3")


@pytest.mark.parametrize(
    ("lead", "play"), [("SA", "S7"), ("SA", "SK"), ("SA SA", "S7 S7"), ("SA SK", "S9 SK")]
)
def test_a_legal_follow_gets_the_one_shared_verdict(lead: str, play: str) -> None:
    assert verify_follow(parse_cards(lead), HAND, parse_cards(play), CTX, V) is LEGAL
    assert can_follow(parse_cards(lead), HAND, parse_cards(play), CTX, V)


def test_a_refusal_carries_its_reason_what_was_owed_and_a_legal_play() -> None:
    verdict = verify_follow(parse_cards("SA SA"), HAND, parse_cards("S7 S9"), CTX, V)
    assert not verdict.ok and verdict.why.id == "hand.follow.pairs"
    assert verdict.obligation is not None and verdict.obligation.id == "hand.owe.pairs"
    assert verdict.example == tuple(parse_cards("S7 S7"))
    bare = Rules(V, CTX).verify_follow(
        parse_cards("SA SA"), HAND, parse_cards("S7 S9"), example=False
    )
    assert not bare.ok and bare.example == ()


def test_a_verdict_is_tested_by_ok_never_by_its_truth() -> None:
    refused = Verdict.refused(Msg.of("hand.lead.mixed"))
    for verdict in (LEGAL, refused):
        with pytest.raises(TypeError):
            bool(verdict)
    assert LEGAL.ok and not refused.ok


def test_a_pass_has_no_reason_and_a_refusal_one() -> None:
    with pytest.raises(AssertionError):
        _ = LEGAL.why
    with pytest.raises(AssertionError):
        Verdict(True, Msg.of("hand.lead.mixed"))
    with pytest.raises(AssertionError):
        Verdict(False)
