"""The legal plays of a position, one per class of equivalent plays.

Every play returned passes the rules layer's own check: a follow
:func:`~shengji_cli.core.rules.can_follow` (and, with exposed cards, holds as many of them as
:func:`~shengji_cli.core.exposed.most_exposed` says a legal follow can); a lead is one unit of
:func:`~shengji_cli.core.units.decompose`, or a throw that stands against the others' actual
holdings (:func:`~shengji_cli.core.rules.can_throw`).

**Failed throws.**  A throw that fails plays a forced part *f* (a unit of the throw, one the
rules allow; its opponents pick which), pays a penalty and may expose the withdrawn cards.  The
penalty never favours the thrower's side (a defender's is subtracted or nothing, the dealer's
side's added to the defenders or nothing); exposed cards only restrict the thrower's own later
follows (a lead ends them); every hand is otherwise as after leading *f* itself, a legal lead.
So the failed throw is worth no more to the thrower than leading *f* — except for one more
effect: under ``throw.dealer_partner_may_ruff = false`` the dealer's partner may not ruff that
trick.  That bar changes the trick only if the dealer's partner plays after the leader (the
leader is not the dealer's partner), the throw is not of trumps, and the dealer's partner is
void in its suit and holds a trump (any other play of it follows or discards, and a bar
changes neither); then either side may gain by it (a defender by the ruff stopped, the dealer
by a forced overtake stopped).  :func:`failing_throws` gives exactly those throws — every
failing throw of several units of such a suit, one per class of equivalent throws — with
their forced plays and penalties; every other failed throw is dominated and is no move.

**Equivalence.**  Two kinds a seat holds once each (not exposed) are interchangeable when they
have the same effective suit and points and no card of another seat — held, or played to the
trick in progress — lies at a position between them (ends included).  Held once, neither is
in a pair of the seat, so no structure of any play changes; and every comparison any later
trick makes between either and another seat's card comes out the same.  Cards leave the
game but never join it, so the equivalence lasts to the end.  Such kinds form a *class*; a
play takes the lowest cards of each class, and plays that differ only within classes are one.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Iterator, Sequence
from functools import lru_cache

from ..core.cards import NUM_KINDS, POINTS, TRUMP, Card, TrumpContext
from ..core.context import Rules
from ..core.exposed import overlap
from ..core.rules import can_follow, can_throw
from ..core.units import decompose
from .position import Position

__all__ = [
    "Meter",
    "OutOfWork",
    "card_classes",
    "classes",
    "classes_in",
    "failing_throws",
    "follows",
    "leads",
    "legal_moves",
    "order_key",
    "position_mask",
    "signature",
    "stands",
    "sub_multisets",
    "suit_holdings",
]


class OutOfWork(Exception):
    """A :class:`Meter`'s budget ran out."""


class Meter:
    """A budget of work (docs/solver.md §5): each step spends one — a node a search visits, or
    a candidate play move generation considers (every sub-multiset a lead tries, every follow
    it tries), so a position whose plays are too many to list runs out as a deep one does."""

    __slots__ = ("left",)

    def __init__(self, budget: int) -> None:
        self.left = budget

    def spend(self, n: int = 1) -> None:
        """Spend ``n`` steps; :class:`OutOfWork` once the budget is overspent."""
        self.left -= n
        if self.left < 0:
            raise OutOfWork


UNMETERED = Meter(1 << 62)
"""A budget nothing in one run can spend (the rules-only callers')."""

Group = tuple[Card, ...]
"""Cards a play takes from the lowest up: the copies of one kind, or a class of kinds."""


@lru_cache(maxsize=64)
def order_key(ctx: TrumpContext) -> tuple[int, ...]:
    """Per kind: its effective suit, position and kind in one sortable int (``>> 8``: suit and
    position, ``>> 14``: suit)."""
    return tuple((ctx.esuit[c] * 64 + ctx.pos[c]) * 256 + c for c in range(NUM_KINDS))


def card_classes(
    hands: Sequence[Sequence[Card]],
    seat: int,
    played: Sequence[Sequence[Card]],
    exposed: Sequence[Card],
    ctx: TrumpContext,
    only: Collection[int] | None = None,
) -> dict[Card, Card]:
    """Each kind ``hands[seat]`` holds → its class's representative (the lowest kind of the class);
    ``played``: the trick's plays so far, ``exposed``: the seat's exposed cards; ``only``: the
    effective suits whose classes are wanted (the other kinds are their own representatives)."""
    okey = order_key(ctx)
    hand = sorted(hands[seat], key=okey.__getitem__)
    taken = position_mask((c for j, h in enumerate(hands) if j != seat for c in h), okey)
    return classes_in(
        hand, exposed, ctx, only, taken | position_mask((c for p in played for c in p), okey)
    )


def position_mask(cards: Iterable[Card], okey: Sequence[int]) -> int:
    """The suit-positions (``order_key >> 8``) of ``cards`` as bits of one int."""
    mask = 0
    for c in cards:
        mask |= 1 << (okey[c] >> 8)
    return mask


def classes_in(
    hand: Sequence[Card],
    exposed: Sequence[Card],
    ctx: TrumpContext,
    only: Collection[int] | None,
    taken: int,
) -> dict[Card, Card]:
    """:func:`card_classes` of ``hand`` (in ``order_key`` order) given ``taken``, the
    :func:`position_mask` of every other seat's cards and the trick's plays (of the suits
    ``only`` at least)."""
    rep = {c: c for c in hand}
    okey = order_key(ctx)
    esuit = ctx.esuit
    n = len(hand)
    prev, prev_at = -1, 0
    i = 0
    while i < n:
        c = hand[i]
        j = i + 1
        while j < n and hand[j] == c:
            j += 1
        if j == i + 1 and c not in exposed and (only is None or esuit[c] in only):
            at = okey[c] >> 8
            if (
                prev >= 0
                and prev_at >> 6 == at >> 6
                and POINTS[prev] == POINTS[c]
                and not taken >> prev_at & ((2 << (at - prev_at)) - 1)
            ):
                rep[c] = rep[prev]
            prev, prev_at = c, at
        i = j
    return rep


def classes(pos: Position, seat: str) -> dict[Card, Card]:
    """Each kind ``seat`` holds → its class's representative (the lowest kind of the class)."""
    i = pos.seating.index(seat)
    return card_classes(pos.holdings, i, pos.played, pos.exposed[i] if pos.exposed else (), pos.ctx)


def signature(play: Sequence[Card], rep: dict[Card, Card]) -> tuple[Card, ...]:
    """A play up to equivalence: its cards replaced by their classes' representatives."""
    return tuple(sorted(rep[c] for c in play))


def _groups(cards: Sequence[Card], rep: dict[Card, Card], ctx: TrumpContext) -> list[Group]:
    """``cards`` as groups: each class's kinds (lowest first) or a kind's copies."""
    by: dict[Card, list[Card]] = {}
    for c in cards:
        by.setdefault(rep[c], []).append(c)
    key = ctx.pos.__getitem__
    return [tuple(sorted(g, key=key)) for g in by.values()]


def _choose(groups: Sequence[Group], n: int) -> Iterator[tuple[Card, ...]]:
    """Every way to take ``n`` cards, each group from its lowest up."""
    room = [0] * (len(groups) + 1)
    for k in range(len(groups) - 1, -1, -1):
        room[k] = room[k + 1] + len(groups[k])

    def walk(k: int, left: int, chosen: tuple[Card, ...]) -> Iterator[tuple[Card, ...]]:
        if left == 0:
            yield chosen
            return
        if k == len(groups) or room[k] < left:
            return
        g = groups[k]
        for take in range(min(len(g), left), -1, -1):
            yield from walk(k + 1, left - take, chosen + g[:take])

    yield from walk(0, n, ())


def sub_multisets(cards: Sequence[Card]) -> Iterator[tuple[Card, ...]]:
    """Every non-empty sub-multiset of ``cards``."""
    by: dict[Card, list[Card]] = {}
    for c in cards:
        by.setdefault(c, []).append(c)
    return _subsets([tuple(g) for g in by.values()])


def _subsets(groups: Sequence[Group]) -> Iterator[tuple[Card, ...]]:
    """Every non-empty choice from the groups, each from its lowest up."""

    def walk(k: int, chosen: tuple[Card, ...]) -> Iterator[tuple[Card, ...]]:
        if k == len(groups):
            if chosen:
                yield chosen
            return
        g = groups[k]
        for take in range(len(g) + 1):
            yield from walk(k + 1, chosen + g[:take])

    yield from walk(0, ())


def follows(
    lead: Sequence[Card],
    hand: Sequence[Card],
    rep: dict[Card, Card],
    rules: Rules,
    exposed: Sequence[Card] = (),
    meter: Meter = UNMETERED,
) -> list[tuple[Card, ...]]:
    """The legal follows of ``lead`` from ``hand``, one per class of equivalent plays; each
    candidate tried spends a step of ``meter``."""
    ctx, variant = rules.ctx, rules.variant
    out = []
    for p in _follow_candidates(lead, hand, rep, ctx):
        meter.spend()
        if can_follow(lead, hand, p, ctx, variant):
            out.append(p)
    if exposed and out:
        most = rules.most_exposed(lead, hand, exposed)[0]
        out = [p for p in out if overlap(p, exposed) >= most]
    return out


def _follow_candidates(
    lead: Sequence[Card], hand: Sequence[Card], rep: dict[Card, Card], ctx: TrumpContext
) -> Iterator[tuple[Card, ...]]:
    """The follows worth judging: holding no more of the led suit than was led, all of it and
    every choice of the rest; else every choice from the suit (one per class)."""
    esuit = ctx.esuit
    suit = esuit[lead[0]]
    n = len(lead)
    held = [c for c in hand if esuit[c] == suit]
    if len(held) > n:
        return _choose(_groups(held, rep, ctx), n)
    rest = [c for c in hand if esuit[c] != suit]
    first = tuple(held)
    return (first + more for more in _choose(_groups(rest, rep, ctx), n - len(held)))


def suit_holdings(
    others: Sequence[tuple[str, Sequence[Card]]], suit: int, ctx: TrumpContext
) -> tuple[tuple[Card, ...], ...]:
    """Each other seat's cards of effective suit ``suit``: all :func:`stands` looks at."""
    esuit = ctx.esuit
    return tuple(tuple(c for c in h if esuit[c] == suit) for _, h in others)


@lru_cache(maxsize=1 << 16)
def stands(play: tuple[Card, ...], held: tuple[tuple[Card, ...], ...], ctx: TrumpContext) -> bool:
    """:func:`~shengji_cli.core.rules.can_throw` for a lead of one suit, given each other seat's
    cards of that suit (:func:`suit_holdings`; a unit is beaten only by cards of its suit)."""
    return can_throw(play, [("", h) for h in held], ctx)


def leads(
    hand: Sequence[Card],
    others: Sequence[tuple[str, Sequence[Card]]],
    rep: dict[Card, Card],
    ctx: TrumpContext,
    held: dict[int, tuple[tuple[Card, ...], ...]] | None = None,
    meter: Meter = UNMETERED,
) -> list[tuple[Card, ...]]:
    """The legal leads from ``hand``: single units, and throws no other seat can beat; ``held``:
    :func:`suit_holdings` by suit, filled in as needed.  Each sub-multiset tried spends a step
    of ``meter`` (a suit of *n* distinct kinds has up to 2**n)."""
    if held is None:
        held = {}
    esuit = ctx.esuit
    by_suit: dict[int, list[Card]] = {}
    for c in hand:
        by_suit.setdefault(esuit[c], []).append(c)
    out: list[tuple[Card, ...]] = []
    for suit, cards in by_suit.items():
        theirs = held.get(suit)
        if theirs is None:
            theirs = held[suit] = suit_holdings(others, suit, ctx)
        out += _suit_leads(cards, theirs, rep, ctx, meter)
    return out


def _suit_leads(
    cards: Sequence[Card],
    theirs: tuple[tuple[Card, ...], ...],
    rep: dict[Card, Card],
    ctx: TrumpContext,
    meter: Meter,
) -> list[tuple[Card, ...]]:
    """The legal leads from ``cards`` (of one effective suit), given the others' cards of it."""
    # A kind a throw holds once is a single unit of it: beaten alone, it fails the throw.
    beaten = {c for c in set(cards) if not stands((c,), theirs, ctx)}
    out = []
    for play in _subsets(_groups(cards, rep, ctx)):
        meter.spend()
        if len(play) == 1 or len(decompose(play, ctx)) == 1:
            out.append(play)
        elif not any(c in beaten and play.count(c) == 1 for c in play) and stands(
            play, theirs, ctx
        ):
            out.append(play)
    return out


Failing = list[tuple[tuple[Card, ...], list[tuple[tuple[Card, ...], int]]]]
"""Failing throws, each with its allowed forced plays and the penalty (points, before the side's
sign) of each."""


def failing_throws(
    hand: Sequence[Card],
    others: Sequence[tuple[str, Sequence[Card]]],
    rep: dict[Card, Card],
    rules: Rules,
    partner: str,
    barred: Sequence[Card] | None,
    meter: Meter = UNMETERED,
) -> Failing:
    """The failed throws from ``hand`` that may gain (the module's docstring): ``barred`` is the
    dealer's partner's holding when a failed throw bars its ruff and it plays after the leader,
    else ``None`` (no failed throw may gain); ``partner`` the leader's partner.  Each
    sub-multiset tried spends a step of ``meter``."""
    esuit = rules.ctx.esuit
    if barred is None or not any(esuit[c] == TRUMP for c in barred):
        return []
    void = {esuit[c] for c in hand} - {esuit[c] for c in barred} - {TRUMP}
    out: Failing = []
    for suit in sorted(void):
        cards = [c for c in hand if esuit[c] == suit]
        for play in _throws(cards, rep, rules.ctx, meter):
            out += _failing(play, others, rules, partner)
    return out


def _throws(
    cards: Sequence[Card], rep: dict[Card, Card], ctx: TrumpContext, meter: Meter
) -> Iterator[tuple[Card, ...]]:
    """The throws (plays of several units) from ``cards``, one per class; each sub-multiset
    tried spends a step of ``meter``."""
    for play in _subsets(_groups(cards, rep, ctx)):
        meter.spend()
        if len(play) >= 2 and len(decompose(play, ctx)) >= 2:
            yield play


def _failing(
    play: tuple[Card, ...],
    others: Sequence[tuple[str, Sequence[Card]]],
    rules: Rules,
    partner: str,
) -> Failing:
    """``play`` (a throw) with its allowed forced plays and their penalties if another seat can
    beat it, else nothing."""
    blocks = rules.throw_blocks(play, others)
    if not blocks:
        return []
    forced: dict[tuple[Card, ...], int] = {}
    for unit in rules.allowed_forced_plays(play, blocks, partner):
        f = tuple(sorted(unit.cards))
        forced.setdefault(f, rules.throw_penalty(play, f, blocks))
    return [(play, list(forced.items()))]


def legal_moves(
    pos: Position, *, grouped: bool = True, failing: bool = False, meter: Meter = UNMETERED
) -> list[tuple[Card, ...]]:
    """``pos.turn``'s legal plays, one per class of equivalent plays (``grouped=False``: every
    distinct play); ``failing``: the failed throws that may gain too (:func:`failing_throws`;
    :func:`~.position.apply` plays one as the forced play worst for the thrower); each candidate
    tried spends a step of ``meter``."""
    if pos.over:
        return []
    seat = pos.turn
    i = pos.seating.index(seat)
    hand = pos.holdings[i]
    rep = classes(pos, seat) if grouped else {c: c for c in hand}
    if pos.played:
        exposed = pos.exposed[i] if pos.exposed else ()
        return follows(pos.played[0], hand, rep, pos.rules, exposed, meter)
    seating = pos.seating
    others = [(s, pos.holdings[seating.index(s)]) for s in seating.order_from(seat)[1:]]
    out = leads(hand, others, rep, pos.ctx, meter=meter)
    if failing:
        out += [
            t
            for t, _ in failing_throws(
                hand,
                others,
                rep,
                pos.rules,
                seating.partner(seat),
                barred_holding(pos, seat),
                meter,
            )
        ]
    return out


def barred_holding(pos: Position, leader: str) -> tuple[Card, ...] | None:
    """The dealer's partner's holding when a failed throw of ``leader`` would bar its ruff, else
    ``None``."""
    if pos.variant.throw.dealer_partner_may_ruff:
        return None
    barred = pos.seating.partner(pos.dealer)
    return None if barred == leader else pos.holding(barred)
