"""Double-dummy search: the defenders' final points under best play by both sides.

The defenders maximise :func:`~.position.final_points`, the dealer's side minimises it.  The
search works on the points still to come (the *future*: the tricks not yet won, the bottom's
award and the effects of penalties still to pay) with

- zero-window probes (MTD(f)): each asks "is the future at least *t*?" and answers with a bound,
  on the grid of 5 points every value lies on.  The first two ask at the ends of the range (5,
  and the ceiling): there the bounds cut early, so they are cheap, and they settle a future of 0
  or of the ceiling, where a probe in between can cost many times the whole search.  Then a
  playout's value (every seat's first-ordered play), and probes galloping from the bounds found;
- a transposition table at the start of each trick, keyed by who leads and the remaining cards
  in *relative* order — per effective suit, positions renumbered among the cards still out,
  keeping which are equal, adjacent (a tractor) or not; kinds sharing a position told apart, and
  points kept — storing lower and upper bounds of the future (and, by exact state at a trick's
  first two plays, the bounds and the plays in their order, the one that last cut first; the
  third and fourth plays are searched without it, as it saved almost no node there);
- cut-offs from the points still in play: the future lies between 0 and the points left in the
  hands and the trick plus the bottom × the largest multiplier the last lead can still have (this
  trick's lead if it is the last, else cards of one suit some seat holds now);
- a claim at a trick's start (:meth:`_Engine.claim`): a leader whose every card wins for sure
  takes every trick — the future is then exactly 0 for the dealer's side, and at least every
  point left plus the bottom × a single's multiplier for the defenders;
- move ordering: the play that last cut at that state first, then plays that win the trick for
  the mover's side (with the most points), then the cheapest losers;
- equivalent cards collapsed into one move (:mod:`.moves`);
- failed throws as moves only where they may gain (:func:`~.moves.failing_throws`: a barred
  ruff), tried last; the thrower's opponents pick the forced play (a min/max node over those
  allowed), its penalty's effect added.  Every state's future still lies between 0 and its
  ceiling: a failed throw is one option among leads that already reach those bounds (a
  penalty's effect is paid by the thrower's own side).

Every rule is the rules layer's (:mod:`.moves`, :func:`~shengji_cli.core.rules.trick_result`,
:func:`~shengji_cli.core.rules.bottom_multiplier`), memoised per search on plain tuples; each
hand is interned as a small int, so a state is cheap to hash and a play's effect a lookup.  Past the
node budget the answer is ``value=None``, never a guess.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from ..core.cards import NUM_KINDS, POINTS, TRUMP, Card
from ..core.messages import Msg
from ..core.rules import (
    bottom_multiplier,
    kind_multiplier,
    lead_multiplier,
    level_change,
    trick_result,
)
from ..core.units import UnitKind
from ..core.variants import Variant
from ..core.vocab import BelowZero, BottomMode, LevelChange, Side
from .moves import (
    Meter,
    OutOfWork,
    card_classes,
    classes_in,
    failing_throws,
    follows,
    leads,
    order_key,
    position_mask,
    stands,
    sub_multisets,
    suit_holdings,
)
from .native import SearchTables, native_bracket, native_search
from .position import VALUE, Position, PositionError, final_points, penalty_effect

__all__ = [
    "DEFAULT_BUDGET",
    "LevelBracket",
    "SearchResult",
    "level_bracket",
    "level_thresholds",
    "search",
]

DEFAULT_BUDGET = 20_000_000
"""Steps a search may take before it gives up (``value`` ``None``): a step is a node visited or
a candidate play move generation tries (:class:`~.moves.Meter`).  The same in both backends, so
they give the same verdicts; 20,000,000 solves every last-8-trick position of the benchmark
(docs/solver.md §5) and stops a search after 8–16 s of CPU natively (about 4 minutes in the
Python engine, the fallback without the compiled core: ``--budget 2000000`` there for its old
30 s)."""

STEP = 5
"""Every point value is a multiple of this: card points, penalties and the bottom × any
multiplier."""

EXACT_SUBSETS = 1 << 12
"""A suit with more sub-multisets than this gets :func:`multiplier_bound` in the ceiling, not
the exact largest multiplier (23 titanic trumps have 746,495 sub-multisets)."""

TABLE_ENTRIES = 1 << 19
"""The most entries the exact-state memo and the transposition table each hold: once full, a
new state is searched without being stored (bounds already stored are still tightened)."""
CACHE_ENTRIES = 1 << 17
"""The most entries each memo of a rule's answer holds (a trick's winner, a seat's ordered
plays, …): once full it is emptied and fills again."""
SYM_ENTRIES = 1 << 13
"""The most relative-order tables (:meth:`_Engine.key`) kept, each a few kilobytes."""

Play = tuple[Card, ...]
Hands = tuple[tuple[Card, ...], ...]
Ids = tuple[int, ...]
"""The four hands in seating order, each as its id in :attr:`_Engine.cards` (``0``: empty)."""
Outcome = tuple[Play, int, tuple[int, ...], Play]
"""A failed throw's outcome: the forced play, the penalty's effect on the defenders, the plays
barred from ruffing, the thrower's exposed cards after it."""


@dataclass(frozen=True, slots=True)
class SearchResult:
    """The value (``None``: the budget ran out), a best play for ``pos.turn`` (``None`` when the
    hand is over or the budget ran out), the nodes visited and the steps taken (nodes and the
    candidate plays tried: what the budget bounds)."""

    value: int | None
    best: tuple[Card, ...] | None
    nodes: int
    work: int = 0


class _Node:
    """What the search knows of one exact state: its plays (the best found first) and bounds of its
    future."""

    __slots__ = ("moves", "lo", "hi", "fails", "key")

    def __init__(
        self,
        moves: list[Play],
        hi: int,
        fails: dict[Play, list[Outcome]] | None = None,
        key: tuple[object, ...] | None = None,
    ) -> None:
        self.moves, self.lo, self.hi = moves, 0, hi
        self.key = key
        """The relative key (:meth:`_Engine.key`) of a state at a trick's start, else ``None``."""
        self.fails = fails
        """The failed throws among ``moves`` (:func:`~.moves.failing_throws`), each with its
        outcomes."""


class _Engine:
    """One search: the position's constants, the memo tables and the node count."""

    def __init__(self, pos: Position, budget: int) -> None:
        self.pos = pos
        self.rules, self.ctx, self.variant = pos.rules, pos.ctx, pos.variant
        seating = pos.seating
        self.defends = tuple(pos.defends(s) for s in seating)
        self.names = seating.seats
        self.budget = budget
        self.nodes = 0
        self.meter = Meter(budget)
        """The steps left: each node and each candidate play tried spends one."""
        self.bottom_points = sum(POINTS[c] for c in pos.bottom)
        most = (
            self._max_multipliers(pos.holdings)
            if self.bottom_points
            else [0] * (max(map(len, pos.holdings)) + 2)
        )
        self.max_bottom = [self.bottom_points * m for m in most]
        """By size ``n``: the most the bottom can be worth after a last lead of at most ``n``
        cards."""
        self.tt: dict[tuple[object, ...], tuple[int, int]] = {}
        self.memo: dict[tuple[object, ...], _Node] = {}
        """By exact state: its plays (the best found first) and bounds of its future."""
        self.trick_memo: dict[tuple[tuple[Play, ...], tuple[int, ...]], tuple[int, int]] = {}
        self.follow_memo: dict[tuple[Play, Play, Play], list[Play]] = {}
        self.mult_memo: dict[Play, int] = {}
        self.ordered_memo: dict[tuple[object, ...], tuple[Play, ...]] = {}
        self.suits_memo: dict[object, tuple[frozenset[int], Play]] = {}
        self.sym_memo: dict[tuple[int, int], tuple[dict[Card, int], dict[int, int]]] = {}
        """By the kinds left and those some hand holds two of (bits): each kind's relative
        symbol, and hand id → its relative id."""
        self.rel_ids: dict[tuple[int, ...], int] = {}
        self.okey = order_key(self.ctx)
        self.ids: dict[Play, int] = {}
        self.cards: list[Play] = []
        """By hand id: the hand's cards in ``order_key`` order.  A hand is interned once, so a
        state is a few small ints to hash and a play's effect a table lookup."""
        self.kinds: list[int] = []
        """By hand id: bit ``c`` set for each kind ``c`` the hand holds."""
        self.twos: list[int] = []
        """By hand id: bit ``c`` set for each kind ``c`` the hand holds two of or more."""
        self.masks: list[dict[int, int]] = []
        """By hand id: its cards by effective suit, as :func:`~.moves.position_mask` bits."""
        self.after_play: dict[tuple[int, Play], int] = {}
        """(hand id, play) → the hand's id once it plays it."""
        self.hand_id(())
        dp = seating.partner(pos.dealer)
        self.barred_seat = -1 if pos.variant.throw.dealer_partner_may_ruff else seating.index(dp)
        """The dealer's partner when a failed throw bars its ruff (``throw.dealer_partner_may_ruff``
        false; failed throws are moves then), else -1."""
        self.effects: dict[tuple[int, int], int] = {}

    # -- constants and memoised rules ------------------------------------------------------

    def _max_multipliers(self, hands: Hands) -> list[int]:
        """By size ``n``: the largest bottom multiplier a lead of at most ``n`` cards of one suit
        from any seat's cards can set — exactly, over the suit's sub-multisets, when it has at
        most :data:`EXACT_SUBSETS` of them, else :func:`multiplier_bound` (an upper bound: the
        search stays exact, it may cut later)."""
        esuit = self.ctx.esuit
        size = max(len(h) for h in hands) + 1
        best = [0] * (size + 1)
        for hand in hands:
            by: dict[int, list[Card]] = {}
            for c in hand:
                by.setdefault(esuit[c], []).append(c)
            for cards in by.values():
                subsets = 1
                for copies in Counter(cards).values():
                    subsets *= copies + 1
                if subsets > EXACT_SUBSETS:
                    for n in range(1, len(cards) + 1):
                        best[n] = max(best[n], multiplier_bound(n, self.variant))
                    continue
                for lead in sub_multisets(cards):
                    n = len(lead)
                    best[n] = max(best[n], bottom_multiplier(lead, self.ctx, self.variant))
        for n in range(1, size + 1):
            best[n] = max(best[n], best[n - 1])
        return best

    def multiplier(self, lead: Play) -> int:
        m = self.mult_memo.get(lead)
        if m is None:
            m = self.mult_memo[lead] = bottom_multiplier(lead, self.ctx, self.variant)
        return m

    def judge(self, plays: tuple[Play, ...], barred: tuple[int, ...]) -> tuple[int, int]:
        """(winning play's index, trick points) of a trick so far."""
        key = (plays, barred)
        r = self.trick_memo.get(key)
        if r is None:
            result = trick_result(plays, self.ctx, self.variant, barred)
            _room(self.trick_memo, CACHE_ENTRIES)
            r = self.trick_memo[key] = (result.winner, result.points)
        return r

    # -- moves ------------------------------------------------------------------------------

    def moves(
        self,
        hands: Ids,
        seat: int,
        plays: tuple[Play, ...],
        ex: Hands,
        part: Play | None = None,
        only: frozenset[int] | None = None,
        taken: int | None = None,
        held: dict[int, tuple[Play, ...]] | None = None,
    ) -> list[Play]:
        """``seat``'s plays, one per class; a follow's from ``part`` of the hand (all its cards of
        the suits ``only``, the ones a follow may take) when given; ``taken``: the other seats'
        cards (of those suits at least) as :func:`~.moves.position_mask` bits; ``held`` as
        :func:`~.moves.leads` takes it."""
        cards = self.cards
        hand = cards[hands[seat]]
        exposed = ex[seat] if ex else ()
        if taken is None:
            taken = position_mask(
                (c for j, h in enumerate(hands) if j != seat for c in cards[h]), self.okey
            )
        if plays:
            lead = plays[0]
            mine = hand if part is None or exposed else part
            key = (lead, mine, exposed)
            every = self.follow_memo.get(key)
            if every is None:
                _room(self.follow_memo, CACHE_ENTRIES)
                every = self.follow_memo[key] = follows(
                    lead, mine, {c: c for c in mine}, self.rules, exposed, self.meter
                )
            if len(every) < 2:
                return every
            okey = self.okey
            for p in plays:
                for c in p:
                    taken |= 1 << (okey[c] >> 8)
            rep = classes_in(hand, exposed, self.ctx, only, taken)
            seen: set[Play] = set()
            out = []
            for m in every:
                sig = (rep[m[0]],) if len(m) == 1 else tuple(sorted(rep[c] for c in m))
                if sig not in seen:
                    seen.add(sig)
                    out.append(m)
            return out
        others = [(self.names[(seat + k) % 4], cards[hands[(seat + k) % 4]]) for k in (1, 2, 3)]
        rep = classes_in(hand, exposed, self.ctx, None, taken)
        return leads(hand, others, rep, self.ctx, held, self.meter)

    def hand_id(self, hand: Play) -> int:
        """``hand``'s id (cards in ``order_key`` order), interning it the first time."""
        found = self.ids.get(hand)
        if found is None:
            found = self.ids[hand] = len(self.cards)
            self.cards.append(hand)
            okey, esuit = self.okey, self.ctx.esuit
            kinds = twos = 0
            masks: dict[int, int] = {}
            for c in hand:
                twos |= kinds & 1 << c
                kinds |= 1 << c
                s = esuit[c]
                masks[s] = masks.get(s, 0) | 1 << (okey[c] >> 8)
            self.kinds.append(kinds)
            self.twos.append(twos)
            self.masks.append(masks)
        return found

    def played(self, hands: Ids, ex: Hands, seat: int, m: Play, led: bool) -> tuple[Ids, Hands]:
        """The hands and the exposed cards once ``seat`` plays ``m``."""
        h = hands[seat]
        after = self.after_play.get((h, m))
        if after is None:
            hand = list(self.cards[h])
            for c in m:
                hand.remove(c)
            _room(self.after_play, CACHE_ENTRIES)
            after = self.after_play[(h, m)] = self.hand_id(tuple(hand))
        if ex and (ex[seat] or led):
            ex = _exposed_after(ex, seat, m, led)
        return hands[:seat] + (after,) + hands[seat + 1 :], ex

    def failing(self, ids: Ids, seat: int, ex: Hands) -> dict[Play, list[Outcome]] | None:
        """The failed throws of ``seat``'s lead that may gain, with their outcomes (``None``:
        none)."""
        dp = self.barred_seat
        if dp < 0 or dp == seat:
            return None
        hands = tuple(self.cards[h] for h in ids)
        others = [(self.names[(seat + k) % 4], hands[(seat + k) % 4]) for k in (1, 2, 3)]
        rep = card_classes(hands, seat, (), ex[seat] if ex else (), self.ctx)
        found = failing_throws(
            hands[seat],
            others,
            rep,
            self.rules,
            self.pos.seating.partner(self.names[seat]),
            hands[dp],
            self.meter,
        )
        if not found:
            return None
        barred = ((dp - seat) % 4,)
        exposing = self.variant.throw.withdrawn_exposed
        out: dict[Play, list[Outcome]] = {}
        for throw, forced in found:
            out[throw] = [
                (
                    f,
                    self.effect(seat, penalty),
                    barred,
                    tuple(sorted((Counter(throw) - Counter(f)).elements())) if exposing else (),
                )
                for f, penalty in forced
            ]
        return out

    def effect(self, seat: int, penalty: int) -> int:
        key = (seat, penalty)
        e = self.effects.get(key)
        if e is None:
            e = self.effects[key] = (
                penalty_effect(self.pos, self.names[seat], penalty) if penalty else 0
            )
        return e

    def ordered(
        self,
        hands: Ids,
        seat: int,
        leader: int,
        plays: tuple[Play, ...],
        barred: tuple[int, ...],
        ex: Hands,
    ) -> list[Play]:
        """:meth:`moves` in :meth:`order`, memoised by all they depend on: the mover's hand and
        exposed cards, the trick so far (and who led it, for which side a play wins it), and the
        other seats' cards of the suits the mover holds — the only ones that can beat, or lie
        between, the mover's cards (each seat's apart for a lead: a throw is judged seat by
        seat)."""
        hid = hands[seat]
        hand = self.cards[hid]
        exposed = ex[seat] if ex else ()
        esuit = self.ctx.esuit
        others = (hands[(seat + 1) % 4], hands[(seat + 2) % 4], hands[(seat + 3) % 4])
        masks = self.masks
        rest: object
        at = 0
        part: Play | None = None
        only: frozenset[int] | None = None
        if plays:
            lead = plays[0]
            suit = esuit[lead[0]]
            skey = (hid, suit, len(lead))
            found_suits = self.suits_memo.get(skey)
            if found_suits is None:
                # Holding more cards of the led suit than the lead, a follow takes them only, and
                # its legality (core.rules.verify_follow) looks at the hand's cards of that suit
                # only.
                held = tuple(c for c in hand if esuit[c] == suit)
                _room(self.suits_memo, CACHE_ENTRIES)
                found_suits = self.suits_memo[skey] = (
                    (frozenset([suit]), held)
                    if len(held) > len(lead)
                    else (frozenset(esuit[c] for c in hand), hand)
                )
            suits, part = found_suits
            only = suits
            for h in others:
                got = masks[h]
                for su in suits:
                    at |= got.get(su, 0)
            rest = at
        else:
            lead_suits = self.suits_memo.get(hid)
            if lead_suits is None:
                _room(self.suits_memo, CACHE_ENTRIES)
                lead_suits = self.suits_memo[hid] = (frozenset(esuit[c] for c in hand), hand)
            suits = lead_suits[0]
            cards = self.cards
            rest = tuple([tuple([c for c in cards[h] if esuit[c] in suits]) for h in others])
        key = (hid, exposed, leader, plays, barred, rest)
        found = self.ordered_memo.get(key)
        if found is None:
            theirs: dict[int, tuple[Play, ...]] = {}
            if not plays:
                for h in others:
                    got = masks[h]
                    for su in suits:
                        at |= got.get(su, 0)
            moves = self.moves(hands, seat, plays, ex, part, only, at, theirs)
            _room(self.ordered_memo, CACHE_ENTRIES)
            found = self.ordered_memo[key] = tuple(
                self.order(hands, seat, leader, plays, barred, moves, theirs)
            )
        return list(found)

    def order(
        self,
        hands: Ids,
        seat: int,
        leader: int,
        plays: tuple[Play, ...],
        barred: tuple[int, ...],
        moves: list[Play],
        held: dict[int, tuple[Play, ...]] | None = None,
    ) -> list[Play]:
        """Plays that win the trick for the mover's side first (most points), then the cheapest;
        ``held``: :func:`~.moves.suit_holdings` by suit, filled in as needed."""
        if len(moves) < 2:
            return moves
        mine = self.defends[seat]
        pos = self.ctx.pos
        scored: list[tuple[tuple[int, ...], Play]] = []
        if plays:
            defends, judge = self.defends, self.judge
            for m in moves:
                w, _ = judge(plays + (m,), barred)
                winning = defends[(leader + w) % 4] == mine
                if len(m) == 1:
                    pts, strength = POINTS[m[0]], pos[m[0]]
                else:
                    pts = sum([POINTS[c] for c in m])
                    strength = sum([pos[c] for c in m])
                scored.append(((1, pts, -strength) if winning else (0, -pts, -strength), m))
        else:
            others = [
                (self.names[(seat + k) % 4], self.cards[hands[(seat + k) % 4]]) for k in (1, 2, 3)
            ]
            esuit = self.ctx.esuit
            if held is None:
                held = {}
            for m in moves:
                pts = sum(POINTS[c] for c in m)
                suit = esuit[m[0]]
                if suit not in held:
                    held[suit] = suit_holdings(others, suit, self.ctx)
                sure = stands(m, held[suit], self.ctx)
                scored.append(
                    ((1 if sure else 0, len(m), pts if sure else -pts, max(pos[c] for c in m)), m)
                )
        scored.sort(key=lambda x: x[0], reverse=True)
        return [m for _, m in scored]

    # -- the relative key -------------------------------------------------------------------

    def key(self, hands: Ids, leader: int, ex: Hands) -> tuple[object, ...]:
        """Who leads and the remaining cards in relative order (partition search): per effective
        suit, positions renumbered among the cards left, keeping which are equal, adjacent or
        not; kinds sharing a position told apart, and points kept.  Two kinds are told adjacent
        only where some hand holds two of a kind at each position: else no tractor can ever join
        them (hands only lose cards) and adjacency plays as a gap.  Each hand's relative cards
        are interned too, so the key is a few small ints."""
        kinds, twos = self.kinds, self.twos
        present = kinds[hands[0]] | kinds[hands[1]] | kinds[hands[2]] | kinds[hands[3]]
        paired = twos[hands[0]] | twos[hands[1]] | twos[hands[2]] | twos[hands[3]]
        found = self.sym_memo.get((present, paired))
        if found is None:  # the relative order depends on the kinds left and the pairs only
            _room(self.sym_memo, SYM_ENTRIES)
            found = self.sym_memo[present, paired] = (self.symbols(present, paired), {})
        sym, rel = found
        out: list[object] = [leader]
        for h in hands:
            r = rel.get(h)
            if r is None:
                t = tuple(map(sym.__getitem__, self.cards[h]))  # in ``okey`` order, so sorted
                r = self.rel_ids.get(t)
                if r is None:
                    r = self.rel_ids[t] = len(self.rel_ids)
                rel[h] = r
            out.append(r)
        if ex:
            out += [tuple(sorted(map(sym.__getitem__, e))) for e in ex]
        return tuple(out)

    def symbols(self, present: int, paired: int) -> dict[Card, int]:
        """Each kind left's relative symbol (:meth:`key`): its suit, its index among the
        positions left (a step of 1 to the next only where a tractor could join them, else 2),
        its slot among kinds sharing the position, its points."""
        ctx = self.ctx
        esuit, cpos, okey = ctx.esuit, ctx.pos, self.okey
        sym: dict[Card, int] = {}
        prev_suit, prev_pos, idx, slot, group = -1, -10, 0, 0, False
        for c in sorted((c for c in range(NUM_KINDS) if present >> c & 1), key=okey.__getitem__):
            s, p, two = esuit[c], cpos[c], bool(paired >> c & 1)
            if s != prev_suit:
                idx, slot, group = 0, 0, two
            elif p == prev_pos:
                slot += 1
                group = group or two
            else:
                idx += 1 if p == prev_pos + 1 and group and two else 2
                slot, group = 0, two
            prev_suit, prev_pos = s, p
            sym[c] = ((s * 128 + idx) * 8 + slot) * 16 + POINTS[c]
        return sym

    # -- the search -------------------------------------------------------------------------

    def ceiling(self, hands: Ids, leader: int, plays: tuple[Play, ...], left: int) -> int:
        """The most the defenders can still gain: every point ``left``, and the bottom at its
        largest.  The bottom's multiplier is the last lead's: this trick's lead if it is the last
        (its leader holds no card more), else cards of one suit a seat holds then, so holds now
        (cards never join a hand) — no more cards than the mover holds, as no hand holds more."""
        if plays and not hands[leader]:
            return left + self.bottom_points * self.multiplier(plays[0])
        return left + self.max_bottom[len(self.cards[hands[(leader + len(plays)) % 4]])]

    def value(
        self,
        hands: Ids,
        leader: int,
        plays: tuple[Play, ...],
        barred: tuple[int, ...],
        ex: Hands,
        left: int,
        alpha: int,
        beta: int,
        root: bool = False,
    ) -> int:
        """The future (fail-soft): ``≤ alpha`` is an upper bound, ``≥ beta`` a lower one."""
        self.nodes += 1
        meter = self.meter
        meter.left -= 1  # Meter.spend, inline: one call less a node
        if meter.left < 0:
            raise OutOfWork
        if beta <= 0:
            return 0
        n = len(plays)
        seat = (leader + n) % 4
        if n and not hands[leader]:  # :meth:`ceiling`, inline: one call less a node
            top = left + self.bottom_points * self.multiplier(plays[0])
        else:
            top = left + self.max_bottom[len(self.cards[hands[seat]])]
        if top <= alpha:
            return top
        if n >= 2 and not root:
            return self.late(hands, leader, plays, barred, ex, left, alpha, beta)
        state = (hands, leader, plays, ex, barred)
        entry = self.memo.get(state)
        key: tuple[object, ...] | None = None
        if entry is not None:
            if not root:
                lo, hi = entry.lo, entry.hi
                if lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
                alpha, beta = max(alpha, lo), min(beta, hi)
            key = entry.key
        elif not n:
            key = self.key(hands, leader, ex)
        if key is not None and not root:
            bounds = self.tt.get(key)
            if bounds is not None:
                lo, hi = bounds
                if lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
                alpha, beta = max(alpha, lo), min(beta, hi)
        if not n and not root:
            sure = self.claim(hands, leader, left)
            if sure is not None and (sure >= beta or sure == top or not self.defends[leader]):
                return sure  # the dealer's side's claim: 0, exactly
        if entry is None:
            moves = self.ordered(hands, seat, leader, plays, barred, ex)
            if not moves:
                raise PositionError(Msg.of("solver.error.no-play", seat=self.names[seat]))
            fails = None if n else self.failing(hands, seat, ex)
            if fails:
                moves += fails
            entry = _Node(moves, top, fails, key)
            if root or len(self.memo) < TABLE_ENTRIES:  # full: the state is searched unstored
                self.memo[state] = entry
        else:
            moves = entry.moves
        fails = entry.fails
        maximise = self.defends[seat]
        best = -1 if maximise else 1 << 30
        best_at = 0
        a, b = alpha, beta
        for i, m in enumerate(moves):
            if fails and m in fails:
                g = self.thrown(hands, seat, ex, left, fails[m], a, b)
            else:
                new, ex2 = self.played(hands, ex, seat, m, not n)
                if n < 3:
                    g = self.value(new, leader, plays + (m,), barred, ex2, left, a, b)
                else:
                    g = self.finished(new, leader, plays + (m,), barred, ex2, left, a, b)
            if maximise:
                if g > best:
                    best, best_at = g, i
                    if g > a:
                        a = g
            elif g < best:
                best, best_at = g, i
                if g < b:
                    b = g
            if a >= b:
                break
        if best_at and (best >= beta if maximise else best <= alpha):
            # only a move that cut is worth trying first next time: an all-node's best is a
            # bound of no use (measured: reordering by it cost nodes)
            moves.insert(0, moves.pop(best_at))
        lo, hi = entry.lo, entry.hi
        if best <= alpha:
            hi = min(hi, best)
        elif best >= beta:
            lo = max(lo, best)
        else:
            lo = hi = best
        entry.lo, entry.hi = lo, hi
        if key is not None:
            got = self.tt.get(key)
            if got is not None:
                self.tt[key] = (max(got[0], lo), min(got[1], hi))
            elif len(self.tt) < TABLE_ENTRIES:
                self.tt[key] = (lo, hi)
        return best

    def late(
        self,
        hands: Ids,
        leader: int,
        plays: tuple[Play, ...],
        barred: tuple[int, ...],
        ex: Hands,
        left: int,
        alpha: int,
        beta: int,
    ) -> int:
        """:meth:`value` at a trick's third or fourth play, without the exact-state memo: there it
        saved almost no node (the trick's end is keyed) and cost an entry a node."""
        seat = (leader + len(plays)) % 4
        moves = self.ordered(hands, seat, leader, plays, barred, ex)
        if not moves:
            raise PositionError(Msg.of("solver.error.no-play", seat=self.names[seat]))
        maximise = self.defends[seat]
        best = -1 if maximise else 1 << 30
        last = len(plays) == 3
        for m in moves:
            new, ex2 = self.played(hands, ex, seat, m, False)
            if last:
                g = self.finished(new, leader, plays + (m,), barred, ex2, left, alpha, beta)
            else:
                g = self.value(new, leader, plays + (m,), barred, ex2, left, alpha, beta)
            if maximise:
                if g > best:
                    best = g
                    if g >= beta:
                        break
                    if g > alpha:
                        alpha = g
            elif g < best:
                best = g
                if g <= alpha:
                    break
                if g < beta:
                    beta = g
        return best

    def finished(
        self,
        hands: Ids,
        leader: int,
        plays: tuple[Play, ...],
        barred: tuple[int, ...],
        ex: Hands,
        left: int,
        alpha: int,
        beta: int,
    ) -> int:
        """The future once the trick ``plays`` (led by ``leader``) is complete: ``hands`` are
        what is left."""
        w, pts = self.judge(plays, barred)
        winner = (leader + w) % 4
        gained = pts if self.defends[winner] else 0
        size = len(self.cards[hands[0]])
        if size > 1:
            return gained + self.value(
                hands, winner, (), (), ex, left - pts, alpha - gained, beta - gained
            )
        if size:  # the last trick, every play forced
            final = tuple(self.cards[hands[(winner + k) % 4]] for k in range(4))
            w, pts = self.judge(final, ())
            winner = (winner + w) % 4
            return gained + (pts if self.defends[winner] else 0) + self.bottom(winner, final[0])
        return gained + self.bottom(winner, plays[0])

    def claim(self, ids: Ids, leader: int, left: int) -> int | None:
        """A lower bound of the future from cards that win for sure (``None`` when they do not):
        every card of the leader is at least as high as any card of its effective suit another
        seat holds, and no other seat holds more trumps than the leader.  Leading its trumps one
        by one, then the rest one by one, the leader wins every trick: a single lead is beaten
        only by a higher card of its suit or a ruff (a tie stays with the lead), each other seat
        must follow a trump lead with a trump while it has one, so once the leader's trumps are
        led no other seat has a trump left to ruff with, and cards never join a hand.  The last
        lead is a single, so the bottom counts at least the single's multiplier."""
        cards = self.cards
        hand = cards[ids[leader]]
        esuit, pos = self.ctx.esuit, self.ctx.pos
        low: dict[int, int] = {}
        for c in hand:  # hands in suit-position order: the first card of a suit is its lowest
            low.setdefault(esuit[c], pos[c])
        trumps = sum(1 for c in hand if esuit[c] == TRUMP)
        for k in (1, 2, 3):
            n = 0
            for c in cards[ids[(leader + k) % 4]]:
                s = esuit[c]
                if s == TRUMP:
                    n += 1
                lo = low.get(s)
                if lo is not None and pos[c] > lo:
                    return None
            if n > trumps:
                return None
        if not self.defends[leader]:
            return 0
        return left + (self.bottom_points * self.multiplier(hand[-1:]) if self.bottom_points else 0)

    def thrown(
        self,
        hands: Ids,
        seat: int,
        ex: Hands,
        left: int,
        outcomes: list[Outcome],
        alpha: int,
        beta: int,
    ) -> int:
        """The future once ``seat``'s throw fails: its opponents pick the forced play
        (fail-soft)."""
        pick_max = not self.defends[seat]
        best: int | None = None
        for forced, effect, barred, withdrawn in outcomes:
            new, ex2 = self.played(hands, ex, seat, forced, True)
            if withdrawn:
                ex2 = ex2 or ((),) * 4
                ex2 = ex2[:seat] + (withdrawn,) + ex2[seat + 1 :]
            g = effect + self.value(
                new, seat, (forced,), barred, ex2, left, alpha - effect, beta - effect
            )
            if pick_max:
                best = g if best is None or g > best else best
                if best >= beta:
                    break
            else:
                best = g if best is None or g < best else best
                if best <= alpha:
                    break
        assert best is not None
        return best

    def bottom(self, winner: int, lead: Play) -> int:
        """The bottom's award when ``winner`` takes the last trick, led by ``lead``."""
        if self.defends[winner] and self.bottom_points:
            return self.bottom_points * self.multiplier(lead)
        return 0

    def playout(
        self, hands: Ids, leader: int, plays: tuple[Play, ...], barred: tuple[int, ...], ex: Hands
    ) -> int:
        """A first guess: the future when every seat makes its first-ordered play."""
        gained = 0
        while any(hands):
            seat = (leader + len(plays)) % 4
            m = self.ordered(hands, seat, leader, plays, barred, ex)[0]
            hands, ex = self.played(hands, ex, seat, m, not plays)
            plays = plays + (m,)
            if len(plays) == 4:
                w, pts = self.judge(plays, barred)
                winner = (leader + w) % 4
                gained += pts if self.defends[winner] else 0
                if not any(hands):
                    gained += self.bottom(winner, plays[0])
                leader, plays, barred = winner, (), ()
        return gained

    def _root(self) -> tuple[Ids, int, tuple[Play, ...], tuple[int, ...], Hands, int, int, int]:
        """The position encoded: hands, leader, plays, barred, exposed, the points left, the
        ceiling and the playout's guess."""
        pos = self.pos
        hands = tuple(
            self.hand_id(tuple(sorted(h, key=self.okey.__getitem__))) for h in pos.holdings
        )
        leader, plays, barred = pos.seating.index(pos.leader), pos.played, pos.barred
        ex = pos.exposed
        left = sum(POINTS[c] for h in pos.holdings for c in h) + sum(
            POINTS[c] for p in plays for c in p
        )
        top = self.ceiling(hands, leader, plays, left)
        guess = self.playout(hands, leader, plays, barred, ex)
        return hands, leader, plays, barred, ex, left, top, guess

    def bracket(self, thresholds: list[int]) -> tuple[int, int]:
        """Where the future lies among ``thresholds`` (future points, ascending), by zero-window
        probes at thresholds only: bounds ``(lo, hi)`` of the future with no threshold in
        ``lo + 1 .. hi`` (every future between them is on the same side of each threshold).
        Each probe asks at the threshold next to the last probe's bound (the playout's value
        first): the lowest above it, else the highest below.  The bounds depend on the search
        (fail-soft), the thresholds around them do not."""
        hands, leader, plays, barred, ex, left, hi, guess = self._root()
        lo = 0
        while True:
            inside = [t for t in thresholds if lo < t <= hi]
            if not inside:
                return lo, hi
            b = next((t for t in inside if t > guess), inside[-1])
            g = self.value(hands, leader, plays, barred, ex, left, b - 1, b, root=True)
            if g < b:
                hi = g
            else:
                lo = g
            guess = g

    def solve(self) -> tuple[int, Play | None]:
        """MTD(f) on the future: probes until the bounds meet; the value and a best play."""
        hands, leader, plays, barred, ex, left, hi, first_guess = self._root()
        lo = 0
        seat = (leader + len(plays)) % 4
        maximise = self.defends[seat]
        state = (hands, leader, plays, ex, barred)
        choice: Play | None = None
        guess: int | None = first_guess
        # The ends first: a probe near either end of the range is cheap (the bounds cut early)
        # and settles a future of 0 or of the ceiling, where a probe in between can cost many
        # times the whole search; then the playout's guess, galloping.
        ends = [lo + STEP, hi]
        step, up = STEP, True
        while lo < hi:
            if ends:
                b = min(max(ends.pop(0), lo + STEP), hi)
            elif guess is not None:
                b, guess = min(max(guess, lo + STEP), hi), None
                step, up = STEP, True
            g = self.value(hands, leader, plays, barred, ex, left, b - 1, b, root=True)
            if g < b:
                hi = g
                if not maximise:
                    choice = self.memo[state].moves[0]
                step = step * 2 if not up else STEP
                up = False
                b = max(hi - step + STEP, lo + STEP)
            else:
                lo = g
                if maximise:
                    choice = self.memo[state].moves[0]
                step = step * 2 if up else STEP
                up = True
                b = min(lo + step, hi)
        if choice is None:
            choice = (
                self.memo[state].moves[0]
                if state in self.memo
                else self.moves(hands, seat, plays, ex)[0]
            )
        return lo, choice


def search(
    pos: Position, budget: int = DEFAULT_BUDGET, *, tables: SearchTables | None = None
) -> SearchResult:
    """The defenders' final points from ``pos`` with best play, within ``budget`` nodes.

    The native search answers when the compiled core is built and handles the position
    (:mod:`.native`); ``tables``: the tables of a record's earlier searches, which it keeps (the
    value is the same either way, the nodes fewer).

    Raises :class:`~.position.PositionError` when a seat has no legal play (hands of unequal
    sizes, from a record whose plays broke the card count)."""
    if pos.over:
        return SearchResult(final_points(pos), None, 0)
    _check_sizes(pos)
    answer = native_search(pos, budget, tables)
    if answer is not None:
        _, value, best, nodes, steps = answer
        return SearchResult(value, best, nodes, steps)
    engine = _Engine(pos, budget)
    try:
        future, best = engine.solve()
    except OutOfWork:
        return SearchResult(None, None, engine.nodes, budget - engine.meter.left)
    return SearchResult(pos.points + future, best, engine.nodes, budget - engine.meter.left)


@dataclass(frozen=True, slots=True)
class LevelBracket:
    """Where the defenders' final points lie among the level's thresholds (:func:`level_bracket`):
    ``low <= value < high`` and every value in between gives the level change ``change``.

    ``low``: the highest threshold at or below the value, else the points already won (the
    value is never less); ``high``: the lowest threshold above it, ``None`` when there is none
    (within the most the future can bring).  ``change`` ``None``: the budget ran out, and
    ``low``, ``high`` are ``None`` too.  ``nodes`` and ``work`` (steps) as in
    :class:`SearchResult`."""

    change: LevelChange | None
    low: int | None
    high: int | None
    nodes: int
    work: int = 0


MAX_THRESHOLDS = 4096
"""The most thresholds a level bracket probes among; with more (a level table without a cap and
a vast bottom multiplier), :func:`level_bracket` searches the exact value instead."""


def level_thresholds(variant: Variant, low: int, high: int) -> list[int] | None:
    """The points ``t`` in ``low + STEP .. high`` on the grid of :data:`STEP` from ``low`` at which
    :func:`~shengji_cli.core.rules.level_change` differs from ``t - STEP``'s, ascending
    (``None``: more than :data:`MAX_THRESHOLDS`).

    Read off the level rules' data: a change can only happen at a table step's ``at``, at
    ``step`` multiples past the last step (capped by ``cap``/``takeover_cap``) or, with
    ``below_zero: continue``, ``step`` multiples below the first; each candidate is then kept
    only where ``level_change`` itself changes."""
    levels = variant.levels
    table = levels.table
    raw = [e.at for e in table]
    step = levels.step
    if step > 0:
        last, first = table[-1], table[0]
        tail = max(0, (high - last.at) // step)
        caps = [levels.cap] if levels.cap else []
        if levels.takeover_cap and last.side is Side.DEFENDERS:
            caps.append(levels.takeover_cap)
        if caps:
            tail = min(tail, max(0, min(caps) - last.levels) + 1)
        below = (
            max(0, (first.at - low) // step + 1) if levels.below_zero is BelowZero.CONTINUE else 0
        )
        if tail + below > MAX_THRESHOLDS:
            return None
        raw += [last.at + k * step for k in range(1, tail + 1)]
        raw += [first.at - k * step + 1 for k in range(1, below + 1)]
    out = set()
    for r in raw:
        t = low + -(-(r - low) // STEP) * STEP  # the first grid point at or above r
        if low < t <= high and level_change(t, variant) != level_change(t - STEP, variant):
            out.add(t)
    return sorted(out)


def future_bound(pos: Position) -> int:
    """At least the most points the future can bring from ``pos``: every point left and the
    bottom × :func:`multiplier_bound` of the longest hand (at least each engine's ceiling)."""
    left = sum(POINTS[c] for h in pos.holdings for c in h)
    left += sum(POINTS[c] for p in pos.played for c in p)
    bottom = sum(POINTS[c] for c in pos.bottom)
    if not bottom:
        return left
    n = max([len(h) for h in pos.holdings] + [len(p) for p in pos.played]) + 1
    return left + bottom * max(multiplier_bound(k, pos.variant) for k in range(1, n + 1))


def level_bracket(
    pos: Position, budget: int = DEFAULT_BUDGET, *, tables: SearchTables | None = None
) -> LevelBracket:
    """The level change of the defenders' final points from ``pos`` under best play, found by
    zero-window probes at the level's thresholds only (:meth:`_Engine.bracket`; the exact
    points are not searched): cheaper than :func:`search` where only the level matters.

    The thresholds come from the variant's level rules (:func:`level_thresholds`); the native
    search answers when it handles the position, as :func:`search`.  Raises
    :class:`~.position.PositionError` as :func:`search` does."""
    if pos.over:
        value = final_points(pos)
        return LevelBracket(level_change(value, pos.variant), value, None, 0)
    _check_sizes(pos)
    thresholds = level_thresholds(pos.variant, pos.points, pos.points + future_bound(pos))
    if thresholds is None:
        found = search(pos, budget, tables=tables)
        if found.value is None:
            return LevelBracket(None, None, None, found.nodes, found.work)
        change = level_change(found.value, pos.variant)
        return LevelBracket(change, found.value, found.value + STEP, found.nodes, found.work)
    futures = [t - pos.points for t in thresholds]
    answer = native_bracket(pos, futures, budget, tables)
    if answer is not None:
        status, lo, hi, nodes, steps = answer
        bounds = None if lo is None or hi is None else (lo, hi)
    else:
        engine = _Engine(pos, budget)
        try:
            bounds = engine.bracket(futures)
        except OutOfWork:
            bounds = None
        nodes, steps = engine.nodes, budget - engine.meter.left
    if bounds is None:
        return LevelBracket(None, None, None, nodes, steps)
    lo, hi = bounds
    low = max((t for t in futures if t <= lo), default=0) + pos.points
    high = next((t + pos.points for t in futures if t > hi), None)
    return LevelBracket(level_change(pos.points + lo, pos.variant), low, high, nodes, steps)


def _check_sizes(pos: Position) -> None:
    """Raise :class:`~.position.PositionError` when the hands cannot be played out (unequal
    sizes)."""
    n = len(pos.played[0]) if pos.played else 0
    to_play = {pos.seating.at(pos.leader, k) for k in range(len(pos.played), 4)}
    sizes = {len(pos.holding(s)) - (n if s in to_play else 0) for s in pos.seating}
    if len(sizes) > 1 or min(sizes) < 0:
        raise PositionError(Msg.of("solver.error.no-play", seat=pos.turn))


VALUE.append(lambda pos: search(pos).value)  # apply's pick of a failed throw's forced play


def _room(table: dict[Any, Any], cap: int) -> None:
    """Empty ``table`` when it holds ``cap`` entries (what it holds is recomputed on demand)."""
    if len(table) >= cap:
        table.clear()


def multiplier_bound(n: int, variant: Variant) -> int:
    """At least the bottom multiplier any last lead of ``n`` cards can set under ``variant``
    (:func:`~shengji_cli.core.rules.bottom_multiplier`, read off its cases): a lead of one unit
    sets its unit's; a throw sets at most ``2n`` (``cards``, ``largest-unit-linear``),
    ``2**n`` (``largest-unit-power``) or, per unit, ``n`` units each at most the largest unit's
    (``per-unit``, ``sum`` or ``largest-unit``), and at least the throw floor."""
    units = [(UnitKind.SINGLE, 1, 1), (UnitKind.PAIR, 1, 2), (UnitKind.TRIPLE, 1, 3)]
    units += [(UnitKind.TRACTOR, k, 2 * k) for k in range(2, n // 2 + 1)]
    units += [(UnitKind.TITANIC, k, 3 * k) for k in range(2, n // 3 + 1)]
    fits = [(kind, k) for kind, k, size in units if size <= n]
    one = max([lead_multiplier(kind, k, variant) for kind, k in fits], default=0)
    per_unit = max([kind_multiplier(kind, k, variant) for kind, k in fits], default=0)
    b = variant.bottom
    power = (1 << n) if b.mode is BottomMode.LARGEST_UNIT_POWER else 0
    return max(one, 2 * n, power, n * per_unit, b.throw_floor)


def _exposed_after(ex: Hands, seat: int, m: Play, led: bool) -> Hands:
    """Exposed cards once ``seat`` plays ``m``: played ones leave; leading takes the rest back."""
    left: tuple[Card, ...] = (
        () if led else tuple(sorted((Counter(ex[seat]) - Counter(m)).elements()))
    )
    out = ex[:seat] + (left,) + ex[seat + 1 :]
    return out if any(out) else ()
