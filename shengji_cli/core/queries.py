"""What the query commands compute (``follow``, ``score``, ``throw --record``): pure functions
over cards, records and a variant — no I/O, no wording.

>>> from .cards import parse_cards
>>> from .variants import load_variant
>>> v = load_variant("national")
>>> rules = Rules.of(2, "H", v)
>>> plays = legal_plays(parse_cards("SA SA"), parse_cards("S7 S7 S9 SK C3"), rules)
>>> plays.count, plays.exact, len(plays.examples)
(1, True, 1)
>>> judge_play(parse_cards("SA SA"), parse_cards("S7 S7 S9"), parse_cards("S9 S9"), rules).fault
<PlayFault.NOT_HELD: 'not-held'>
>>> count_sub_multisets([2, 1], 2), list(sub_multisets([(1, 2), (5, 1)], 2))
(2, [(1, 1), (1, 5)])
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from .cards import Card, TrumpContext, points_of
from .context import Rules, context_for
from .messages import Cards, Msg
from .rules import (
    bottom_multiplier,
    lead_multiplier,
    level_change,
)
from .seating import Seating
from .units import effective_suit
from .variants import Variant
from .verdict import Verdict
from .vocab import LevelChange, Relative, Side, Trump

if TYPE_CHECKING:
    from .record import HandRecord, Play

ENUM_LIMIT = 10_000
"""Most distinct choices from the led suit that :func:`legal_plays` judges one by one (beyond
them the count is a lower bound): about half a second of work for the longest leads a seat can
hold."""

EXAMPLES = 5
"""Most legal plays :func:`legal_plays` lists."""


def one_suit(cards: Sequence[Card], ctx: TrumpContext) -> bool:
    """All of ``cards`` are of one effective suit (trumps count as one)."""
    return len({ctx.esuit[c] for c in cards}) == 1


# ---------------------------------------------------------------- bounds
# A query's cards must be cards a deal could give (the deck's copies, a hand's size): beyond
# them there is no true answer, and the work to find one grows without bound.


def _over_copies(what: Msg | str, cards: Sequence[Card], v: Variant, key: str) -> Msg | None:
    over = [(c, n) for c, n in sorted(Counter(cards).items()) if n > v.deck.copies]
    if not over:
        return None
    card, n = max(over, key=lambda item: item[1])
    return Msg.of(key, what=what, n=n, card=Cards.of((card,)), variant=v.name, copies=v.deck.copies)


def hand_problem(what: Msg | str, cards: Sequence[Card], v: Variant) -> Msg | None:
    """Why ``cards`` cannot be a whole hand (``what`` names the option), or ``None``: at most the
    dealt cards and the bottom (the dealer's before burying), no card more often than the deck has
    it."""
    d = v.deck
    if len(cards) > d.hand_size + d.kitty_size:
        return Msg.of(
            "bounds.hand-size",
            what=what,
            n=len(cards),
            variant=v.name,
            most=d.hand_size + d.kitty_size,
            dealt=d.hand_size,
            kitty=d.kitty_size,
        )
    return _over_copies(what, cards, v, "bounds.copies")


def play_problem(what: Msg | str, cards: Sequence[Card], v: Variant) -> Msg | None:
    """Why ``cards`` cannot be a lead or a play: more than a seat holds in the play (the dealt
    cards), or a card more often than the deck has it."""
    if len(cards) > v.deck.hand_size:
        return Msg.of(
            "bounds.play-size", what=what, n=len(cards), variant=v.name, most=v.deck.hand_size
        )
    return _over_copies(what, cards, v, "bounds.copies")


def bottom_problem(what: Msg | str, cards: Sequence[Card], v: Variant) -> Msg | None:
    """Why ``cards`` cannot be the bottom."""
    if len(cards) > v.deck.kitty_size:
        return Msg.of(
            "bounds.bottom-size", what=what, n=len(cards), variant=v.name, most=v.deck.kitty_size
        )
    return _over_copies(what, cards, v, "bounds.copies")


def together_problem(groups: Sequence[tuple[Msg | str, Sequence[Card]]], v: Variant) -> Msg | None:
    """Why cards in different hands (each possible alone) cannot all come from one deck: the
    message names the groups that hold the card the deck has too few of."""
    total = Counter(c for _, cards in groups for c in cards)
    over = [(n, c) for c, n in sorted(total.items()) if n > v.deck.copies]
    if not over:
        return None
    n, card = max(over, key=lambda item: item[0])
    return Msg.of(
        "bounds.copies.together",
        what=_names(list(dict.fromkeys(name for name, cards in groups if card in cards))),
        n=n,
        card=Cards.of((card,)),
        variant=v.name,
        copies=v.deck.copies,
    )


def _names(names: Sequence[Msg | str]) -> Msg | str:
    """``a, b and c``."""
    if len(names) <= 2:
        return names[0] if len(names) == 1 else Msg.of("hand.and", first=names[0], second=names[1])
    return Msg.of("hand.list", first=names[0], rest=_names(names[1:]))


def longest_tractor(v: Variant) -> int:
    """The most pairs a tractor can have under ``v``, over every level and trump: the longest run
    of adjacent positions in one effective suit (0 when the deck has one copy of each card)."""
    if v.deck.copies < 2:
        return 0
    return max(
        _longest_run(context_for(level, trump, v)) for level in range(2, 15) for trump in Trump
    )


def _longest_run(ctx: TrumpContext) -> int:
    by_suit: dict[int, set[int]] = {}
    for card, suit in enumerate(ctx.esuit):
        by_suit.setdefault(suit, set()).add(ctx.pos[card])
    best = 0
    for positions in by_suit.values():
        for p in positions:
            if p - 1 not in positions:
                n = 1
                while p + n in positions:
                    n += 1
                best = max(best, n)
    return best


MAX_POINTS = 999_999_999
"""The most points (either sign) a query takes: the largest number a record may write (9 digits)."""


def points_problem(points: int) -> Msg | None:
    """Why ``--points`` is no score a record could hold."""
    return Msg.of("bounds.points", n=points, most=MAX_POINTS) if abs(points) > MAX_POINTS else None


def tractor_problem(n: int, v: Variant) -> Msg | None:
    """Why no last lead can be a tractor of ``n`` pairs under ``v``."""
    most = longest_tractor(v)
    if most < 2:
        return Msg.of("bounds.no-tractor", variant=v.name, copies=v.deck.copies)
    return Msg.of("bounds.tractor", n=n, variant=v.name, most=most) if n > most else None


# ---------------------------------------------------------------- follow


def sub_multisets(counts: Sequence[tuple[Card, int]], size: int) -> Iterator[tuple[Card, ...]]:
    """Every distinct sub-multiset of ``size`` cards, given (kind, copies) pairs."""
    if size == 0:
        yield ()
        return
    if not counts or sum(n for _, n in counts) < size:
        return
    (kind, n), rest = counts[0], counts[1:]
    for take in range(min(n, size), -1, -1):
        for tail in sub_multisets(rest, size - take):
            yield (kind,) * take + tail


def count_sub_multisets(counts: Sequence[int], size: int) -> int:
    """How many distinct sub-multisets of ``size`` cards: the x^size coefficient of Π(1 + … +
    x^n)."""
    poly = [1]
    for n in counts:
        new = [0] * (len(poly) + n)
        for i, a in enumerate(poly):
            for j in range(n + 1):
                new[i + j] += a
        poly = new
    return poly[size] if size < len(poly) else 0


@dataclass(frozen=True, slots=True)
class LegalPlays:
    """A few legal plays, how many distinct legal plays there are, and whether that count is
    exact."""

    examples: tuple[tuple[Card, ...], ...]
    count: int
    exact: bool


def legal_plays(lead: Sequence[Card], hand: Sequence[Card], rules: Rules) -> LegalPlays:
    """The legal plays of ``hand`` to ``lead``.

    Holding no more cards of the led suit than were led, every such card is played and the
    rest is any choice from the other suits (counted, not listed); otherwise the distinct
    choices from the suit are judged one by one, up to :data:`ENUM_LIMIT`.
    """
    esuit = rules.ctx.esuit
    suit = esuit[lead[0]]
    held = Counter(c for c in hand if esuit[c] == suit)
    examples = [tuple(sorted(rules.example_follow(lead, hand)))]
    if sum(held.values()) <= len(lead):
        rest = Counter(c for c in hand if esuit[c] != suit)
        return _short_of_suit(lead, held, rest, examples)
    return _judged_one_by_one(lead, hand, held, rules, examples)


def _short_of_suit(
    lead: Sequence[Card],
    held: Counter[Card],
    rest: Counter[Card],
    examples: list[tuple[Card, ...]],
) -> LegalPlays:
    """:func:`legal_plays` when the hand plays every card ``held`` of the led suit and the rest
    from the other suits (``rest``): each choice of the rest is legal."""
    need = len(lead) - sum(held.values())
    count = count_sub_multisets(list(rest.values()), need)
    base = tuple(held.elements())
    for tail in sub_multisets(sorted(rest.items()), need):
        play = tuple(sorted(base + tail))
        if play not in examples:
            examples.append(play)
        if len(examples) >= EXAMPLES:
            break
    return LegalPlays(tuple(examples), count, True)


def _judged_one_by_one(
    lead: Sequence[Card],
    hand: Sequence[Card],
    held: Counter[Card],
    rules: Rules,
    examples: list[tuple[Card, ...]],
) -> LegalPlays:
    """:func:`legal_plays` when the hand holds more of the led suit than was led: each choice
    from the suit judged, up to :data:`ENUM_LIMIT` (beyond, the count is a lower bound)."""
    count = 0
    for seen, combo in enumerate(sub_multisets(sorted(held.items()), len(lead)), start=1):
        if seen > ENUM_LIMIT:
            return LegalPlays(tuple(examples), count, False)
        if rules.verify_follow(lead, hand, combo).ok:
            count += 1
            combo = tuple(sorted(combo))
            if len(examples) < EXAMPLES and combo not in examples:
                examples.append(combo)
    return LegalPlays(tuple(examples), count, True)


class PlayFault(StrEnum):
    """Why a play to a lead is illegal."""

    SIZE = "size"
    """Not as many cards as were led."""
    NOT_HELD = "not-held"
    """Cards the hand does not hold."""
    RULES = "rules"
    """The follow rules (the verdict says which)."""


@dataclass(frozen=True, slots=True)
class PlayJudgement:
    """A play judged against the rules, with why not when it is illegal."""

    fault: PlayFault | None
    """``None``: the play is legal."""
    verdict: Verdict | None = None
    """With :attr:`PlayFault.RULES`: what the rules obliged."""

    @property
    def legal(self) -> bool:
        return self.fault is None


def judge_play(
    lead: Sequence[Card], hand: Sequence[Card], play: Sequence[Card], rules: Rules
) -> PlayJudgement:
    """Whether ``play`` is a legal follow to ``lead`` from ``hand``, and if not, why."""
    if len(play) != len(lead):
        return PlayJudgement(PlayFault.SIZE)
    if Counter(play) - Counter(hand):
        return PlayJudgement(PlayFault.NOT_HELD)
    verdict = rules.verify_follow(lead, hand, play)
    return PlayJudgement(None) if verdict.ok else PlayJudgement(PlayFault.RULES, verdict)


# ---------------------------------------------------------------- score


@dataclass(frozen=True, slots=True)
class LastLead:
    """The last trick's lead, as the bottom multiplier needs it: its cards, or the kind of unit
    (``single``, ``pair``, ``tractor`` of ``length`` pairs) when the cards are not given."""

    kind: str = "single"
    length: int = 1
    cards: tuple[Card, ...] = ()


def last_multiplier(last: LastLead, ctx: TrumpContext | None, v: Variant) -> int:
    """The bottom's multiplier for a last lead (its cards need ``ctx``)."""
    if last.cards:
        if ctx is None:
            raise ValueError("the cards of a last lead need a trump context")
        return bottom_multiplier(last.cards, ctx, v)
    return lead_multiplier(last.kind, last.length, v)


@dataclass(frozen=True, slots=True, kw_only=True)
class Score:
    """A hand's score: the bottom, the defenders' total, the level change."""

    bottom_points: int
    multiplier: int
    awarded: int
    """The bottom's points times the multiplier, if the defenders won the last trick (else 0)."""
    defenders_points: int
    change: LevelChange

    @property
    def next_dealer(self) -> Relative:
        return next_dealer(self.change.side)


def score_hand(
    points: int, bottom: Sequence[Card], multiplier: int, last_won_by: Side, v: Variant
) -> Score:
    """Score a hand from the defenders' trick points (penalties included) and the bottom."""
    bottom_points = points_of(bottom)
    awarded = bottom_points * multiplier if last_won_by is Side.DEFENDERS else 0
    total = points + awarded
    return Score(
        bottom_points=bottom_points,
        multiplier=multiplier,
        awarded=awarded,
        defenders_points=total,
        change=level_change(total, v),
    )


def next_dealer(side: Side) -> Relative:
    """Who deals next, seen from the dealer: the partner when the dealer side goes up, else 下家."""
    return Relative.PARTNER if side is Side.DEALER else Relative.NEXT


# ---------------------------------------------------------------- throw, from a record


def shown_out_of(
    record: HandRecord, thrower: str, trick_no: int, ctx: TrumpContext
) -> dict[int, dict[Relative, tuple[str, int]]]:
    """Who showed out of which effective suit before trick ``trick_no``, seen from ``thrower``.

    A seat that followed a lead of one effective suit with a card of another had no more of
    that suit (assuming it followed legally): ``{suit: {next|partner|prev: (seat, trick)}}``,
    with the first such trick (1-based, as ``--trick`` counts).
    """
    seating = Seating(
        record.seats or (tuple(p.seat for p in record.tricks[0].plays) if record.tricks else ())
    )
    if thrower not in seating or not seating.valid:
        return {}
    relative = {
        seating.next(thrower): Relative.NEXT,
        seating.partner(thrower): Relative.PARTNER,
        seating.prev(thrower): Relative.PREV,
    }
    out: dict[int, dict[Relative, tuple[str, int]]] = {}
    for n, t in enumerate(record.tricks[: trick_no - 1], start=1):
        led = effective_suit(t.plays[0].cards, ctx)
        if led is not None:
            for seat in _off_suit(t.plays[1:], led, ctx):
                if seat in relative:
                    out.setdefault(led, {}).setdefault(relative[seat], (seat, n))
    return out


def _off_suit(follows: Sequence[Play], led: int, ctx: TrumpContext) -> Iterator[str]:
    """The seats whose follow holds a card not of the led effective suit."""
    esuit = ctx.esuit
    return (p.seat for p in follows if any(esuit[c] != led for c in p.cards))


@dataclass(frozen=True, slots=True)
class ThrowPoint:
    """What a record tells a seat about to lead trick ``trick_no``."""

    seen: tuple[Card, ...]
    """The cards played before the trick (and the buried ones, for the dealer who buried them)."""
    is_dealer: bool
    lead: tuple[Card, ...]
    """The cards the seat led (or tried to throw) in that trick, if the record has it."""


def throw_point(record: HandRecord, seat: str, trick_no: int) -> ThrowPoint:
    seen: list[Card] = []
    for t in record.tricks[: trick_no - 1]:
        for p in t.plays:
            seen += p.cards
    is_dealer = (
        seat == (record.dealer or record.tricks[0].plays[0].seat) and record.buried is not None
    )
    if is_dealer and record.buried is not None:
        seen += record.buried
    lead: tuple[Card, ...] = ()
    if trick_no <= len(record.tricks) and record.tricks[trick_no - 1].plays[0].seat == seat:
        first = record.tricks[trick_no - 1].plays[0]
        lead = first.attempted if first.attempted is not None else first.cards
    return ThrowPoint(tuple(seen), is_dealer, lead)
