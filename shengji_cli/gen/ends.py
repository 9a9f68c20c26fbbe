"""Generated matches with the lines of a match's end and of its deals: ``time:`` (a match ended
on time), ``redeal:`` (online 暴动) and ``draw:`` (bjtu 抢点), clean or wrong.

:func:`generate_ends` takes a clean generated match (:func:`.matches.played_hands`: each hand
with both levels after it and the next dealer, by the generator's own progression) and adds
the lines by the generator's own reading of the texts, from the variant's parameters:

- ``time-mismatch`` (``match.time_limit``, ``match.hands_after_call``, ``match.time_tie``): the
  match cut at a hand and ended there on time, the winner claimed the side on the higher level,
  on one level the side that deals next (or nobody, ``undecided``); under a call, ``time: called``
  and exactly that many hands after it.  Wrong: the other side claimed, a hand after the end, one
  hand too few after the call, or a time line where the rulebook sets no limit.
- ``redeal-mismatch`` (``declaration.redeal_below``, ``redeal_by``): a block before a later hand
  in which a defender of that hand's dealer, holding fewer points than the threshold, had the
  deal redone; the same dealer deals the hand.  Wrong: the seat holds too many points, sits on
  the dealer's side, or the rulebook has no such redeal.
- ``draw-mismatch`` (``declaration.first_draw``, ``draw_order``): draws on the first hand, the
  dealer (when the draw decides it) drawing highest, sometimes after a tie and a redraw.  Wrong:
  a tie at the top left standing, or a draw where the rulebook has none.

Where a preset's text leaves nothing to get wrong (a draw that decides only who draws first),
the wrong match is the clean one and nothing is expected.  Nothing here imports the checker's
:mod:`~shengji_cli.core.ends`, :mod:`~shengji_cli.core.redeals` or :mod:`~shengji_cli.core.match`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from ..core.cards import (
    BIG_JOKER,
    LITTLE_JOKER,
    NUM_KINDS,
    RANK_VALUES,
    Card,
    card_points,
    make_card,
)
from ..core.messages import Msg
from ..core.record import HandRecord, TimeMark
from ..core.variants import Variant
from ..core.vocab import FirstDraw, Kind, RedealBy, TimeEvent, TimeTie
from .errors import GenError
from .faults import ExpectedFinding
from .hands import SEATING, SEATS, team
from .matches import ALL_MATCH_FAULTS, END_FAULT_KINDS, played_hands

__all__ = ["END_FAULT_KINDS", "generate_ends"]


_Played = list[tuple[HandRecord, tuple[tuple[int, int], str | None]]]
_Out = tuple[list[HandRecord], tuple[tuple[int, ExpectedFinding], ...]]


def generate_ends(seed: int, variant: Variant, hands: int, faults: str, wrong: bool = True) -> _Out:
    """A match of at most ``hands`` hands carrying the line of ``faults`` (one of
    :data:`END_FAULT_KINDS`), wrong when ``wrong``; the records and the expected findings as
    ``(hand, finding)`` (1-based hands), as :func:`.matches.generate_match` returns them."""
    if faults not in END_FAULT_KINDS:
        raise GenError(
            Msg.of("gen.unknown-match-fault", name=faults, kinds=", ".join(ALL_MATCH_FAULTS))
        )
    rng = random.Random(f"shengji-gen-ends/{seed}/{faults}/{wrong}")
    played = played_hands(seed, variant, hands)
    kind = Kind(faults)
    if kind is Kind.TIME_MISMATCH:
        return _timed(rng, variant, played, wrong)
    if kind is Kind.REDEAL_MISMATCH:
        return _redealt(rng, variant, played, wrong)
    return _drawn(rng, variant, played, wrong)


def _records(played: _Played) -> list[HandRecord]:
    return [r for r, _ in played]


# ---------------------------------------------------------------- the end on time


def _winner(v: Variant, after: tuple[tuple[int, int], str | None]) -> int | None:
    """The partnership that wins on time after a hand: the higher level; on one level the side
    on top (the next dealer's) or nobody."""
    (a, b), on_top = after
    if a != b:
        return 0 if a > b else 1
    if v.match.time_tie is TimeTie.UNDECIDED or on_top is None:
        return None
    return team(on_top)


def _timed(rng: random.Random, v: Variant, played: _Played, wrong: bool) -> _Out:
    records = _records(played)
    m = v.match
    # A match won by passing the final level is over there: the time can end it only before.
    won = max(played[-1][1][0]) > m.final_level and not m.wrap_past_final
    last = len(played) - 1 if won else len(played)
    if m.time_limit == 0:  # no time limit: any time line is wrong
        return _untimed(rng, records, last, wrong)
    span = m.hands_after_call
    if last < span + 1:
        return records[:last], ()  # too short for a call and its hands: no time line
    end = rng.randrange(span, last)  # 0-based: the last hand played; the call ``span`` hands before
    call = end - span
    winner = _winner(v, played[end][1])
    out = _time_lines(rng, records[: end + 1], call, end, winner)
    if not wrong:
        return out, ()
    return _wrong_time(rng, records, out, _Timing(end, last, span, winner))


def _time_lines(
    rng: random.Random, out: list[HandRecord], call: int, end: int, winner: int | None
) -> list[HandRecord]:
    """The hands up to the end with its time lines: the call (when hands follow it), and the
    time up at the end, mostly claiming the winner (always, with no call)."""
    if call != end:
        out[call] = replace(out[call], time=TimeMark(TimeEvent.CALLED))
    if call == end or winner is not None and rng.random() < 0.7:
        claim = None if winner is None else SEATS[winner + 2 * rng.randrange(2)]
        out[end] = replace(out[end], time=TimeMark(TimeEvent.UP, claim))
    return out


def _untimed(rng: random.Random, records: list[HandRecord], last: int, wrong: bool) -> _Out:
    """A match with no time limit: no time line, or (``wrong``) one in a random hand."""
    if not wrong or last == 0:
        return records, ()
    k = rng.randrange(last)
    records[k] = replace(records[k], time=TimeMark(TimeEvent.UP))
    return records, ((k + 1, ExpectedFinding(Kind.TIME_MISMATCH, None, None)),)


@dataclass(frozen=True)
class _Timing:
    """Where a timed match ends: its last hand (0-based), the last hand it may end on, the hands
    after a call, and the partnership the time makes the winner (``None``: undecided)."""

    end: int
    last: int
    span: int
    winner: int | None


def _wrong_time(
    rng: random.Random, records: list[HandRecord], out: list[HandRecord], at: _Timing
) -> _Out:
    """The time lines ``out`` with a fault of a random flavour the match can carry: the wrong
    winner claimed, a hand after the end, one hand short after the call, a call none makes."""
    end, winner = at.end, at.winner
    flavours = [
        f
        for f, ok in (
            ("claim", winner is not None),
            ("after-end", end + 1 < at.last),
            ("short", at.span > 0),
            ("called", at.span == 0),
        )
        if ok
    ]
    match rng.choice(flavours):
        case "claim":
            assert winner is not None
            other = SEATS[1 - winner + 2 * rng.randrange(2)]
            out[end] = replace(out[end], time=TimeMark(TimeEvent.UP, other))
            return out, ((end + 1, ExpectedFinding(Kind.TIME_MISMATCH, None, other)),)
        case "after-end":
            return out + [records[end + 1]], (
                (end + 2, ExpectedFinding(Kind.TIME_MISMATCH, None, None)),
            )
        case "short":  # one hand fewer after the call than the rulebook asks
            return out[:end], ((end, ExpectedFinding(Kind.TIME_MISMATCH, None, None)),)
        case _:  # "called": a call where the rulebook makes none
            out[end] = replace(out[end], time=TimeMark(TimeEvent.CALLED))
            return out, ((end + 1, ExpectedFinding(Kind.TIME_MISMATCH, None, None)),)


# ---------------------------------------------------------------- 暴动


def _hand_holding(rng: random.Random, v: Variant, below: int, strong: bool) -> tuple[Card, ...]:
    """A hand of ``deck.hand_size`` cards holding fewer than ``below`` points (``strong``: at
    least)."""
    deck = [c for c in range(NUM_KINDS) for _ in range(v.deck.copies)]
    counting = [c for c in deck if card_points(c) > 0]
    plain = [c for c in deck if card_points(c) == 0]
    rng.shuffle(counting)
    rng.shuffle(plain)
    hand: list[Card] = []
    points = 0
    for c in counting:
        if strong and points >= below or not strong and points + card_points(c) >= below:
            break
        if strong or rng.random() < 0.5:
            hand.append(c)
            points += card_points(c)
    hand += plain[: v.deck.hand_size - len(hand)]
    return tuple(sorted(hand))


def _later_hands(played: _Played) -> list[int]:
    """The hands after the first whose dealer the match gave (the deal redone is the one the
    match gave: the hand's own bids may move it), played."""
    return [
        i for i in range(1, len(played)) if played[i - 1][1][1] is not None and played[i][0].tricks
    ]


def _redealer(rng: random.Random, v: Variant, dealer: str, wrong: bool) -> tuple[str, str]:
    """What is wrong with a redeal (``points``: a hand that may not ask; ``side``: the dealer's
    partner asks where the defenders do) and the seat that asks for it."""
    d = v.declaration
    flavour = (
        "points"
        if d.redeal_below == 0 or not wrong
        else rng.choice(["points"] + (["side"] if d.redeal_by is RedealBy.DEFENDERS else []))
    )
    if wrong and flavour == "side":
        return flavour, SEATING.partner(dealer)
    return flavour, rng.choice([SEATING.next(dealer), SEATING.prev(dealer)])


def _redealt(rng: random.Random, v: Variant, played: _Played, wrong: bool) -> _Out:
    records = _records(played)
    d = v.declaration
    # before a later hand: the deal redone is the one the match gave (the hand's own bids may move
    # it)
    later = _later_hands(played)
    if not later or d.redeal_below == 0 and not wrong:
        return records, ()
    k = rng.choice(later)
    dealer = played[k - 1][1][1]
    assert dealer is not None
    flavour, seat = _redealer(rng, v, dealer, wrong)
    cards = _hand_holding(
        rng, v, max(d.redeal_below, 1), strong=wrong and flavour == "points" and d.redeal_below > 0
    )
    block = HandRecord(seats=SEATS, dealer=dealer, redeal=(seat, cards))
    out = records[:k] + [block] + records[k:]
    return out, (((k + 1, ExpectedFinding(Kind.REDEAL_MISMATCH, None, seat)),) if wrong else ())


# ---------------------------------------------------------------- 抢点


def _drawn_card(rng: random.Random, name: str) -> Card:
    if name == "BJ":
        return BIG_JOKER
    if name == "LJ":
        return LITTLE_JOKER
    return make_card(rng.randrange(4), RANK_VALUES[name])


def _draw_round(
    rng: random.Random, order: Sequence[str], top: int, tops: tuple[str, ...]
) -> tuple[tuple[str, Card], ...]:
    """A round of the draw: ``tops`` draw the ``top`` rank of ``order``, the others lower."""
    return tuple(
        (s, _drawn_card(rng, order[top if s in tops else rng.randrange(top + 1, len(order))]))
        for s in SEATS
    )


def _draw_rounds(
    rng: random.Random, order: Sequence[str], top: int, two: tuple[str, str], tie: bool
) -> list[tuple[tuple[str, Card], ...]]:
    """The rounds of the draw: the first seat of ``two`` draws the highest; now and then (always
    when ``tie`` is the fault) both tie at the top and, but for the fault, draw again."""
    high, rival = two
    if not (tie or rng.random() < 0.3):
        return [_draw_round(rng, order, top, (high,))]
    rounds = [_draw_round(rng, order, top, two)]
    if not tie:
        low = rng.randrange(top + 1, len(order))
        rounds.append(((high, _drawn_card(rng, order[top])), (rival, _drawn_card(rng, order[low]))))
    return rounds


def _dealer_drawn(first: HandRecord, rule: FirstDraw) -> str | None:
    """The first hand's dealer when the draw decides it (the highest card drew it), else
    ``None``."""
    if rule is FirstDraw.DEALER or rule is FirstDraw.DEALER_WITHOUT_BID and not first.bids:
        return first.dealer or SEATS[0]
    return None


def _drawn(rng: random.Random, v: Variant, played: _Played, wrong: bool) -> _Out:
    records = _records(played)
    rule = v.declaration.first_draw
    if rule is FirstDraw.NONE and not wrong:
        return records, ()
    first = records[0]
    order = v.declaration.draw_order
    high = _dealer_drawn(first, rule) or rng.choice(SEATS)
    top = rng.randrange(len(order) - 1)
    tie = wrong and rule in (FirstDraw.DEALER, FirstDraw.DEALER_WITHOUT_BID)
    rival = rng.choice([s for s in SEATS if s != high])
    rounds = _draw_rounds(rng, order, top, (high, rival), tie)
    records[0] = replace(first, draws=tuple(rounds))
    expected = wrong and rule is not FirstDraw.FIRST_DRAWER
    return records, (((1, ExpectedFinding(Kind.DRAW_MISMATCH, None, None)),) if expected else ())
