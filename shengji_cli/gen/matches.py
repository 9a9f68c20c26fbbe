"""Seeded random matches with bidding (``shengji gen --match``), built on :mod:`.gen`.

:func:`generate_match` deals the hands of a match in turn: bids made from what each seat was
dealt (first declarations, reinforcements, overcalls, by the variant's ``[declaration]``
rules; under ``overcall_rebury`` overcalls after the bury, in turn, whose seats take up the
bottom and bury again), or the ``no_declaration`` rule when nobody declares; the next hand's
dealer and levels by the generator's own reading of RULES §8–§9 (must-play stops, deductions,
the J/A bottom rule, wrapping and the match's end), from each hand's own result.  It injects
``illegal-declaration`` (in several flavours), ``level-mismatch``, ``dealer-mismatch`` and
``bury`` (a re-bury without an overcall after the bury).
Like :mod:`.gen`, nothing here imports the checker's :mod:`~shengji_cli.core.match`,
:mod:`~shengji_cli.core.levels`, :mod:`~shengji_cli.core.declarations`, :mod:`~shengji_cli.core.replay` or
:mod:`~shengji_cli.core.rules`.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from ..core.cards import (
    BIG_JOKER,
    DIAMONDS,
    HEARTS,
    LITTLE_JOKER,
    SUIT_LETTERS,
    Card,
    card_rank,
    card_suit,
    make_card,
)
from ..core.record import PHASES, Bid, Claims, HandRecord
from ..core.variants import Variant
from .hands import _MAX_ATTEMPTS, SEATS, Bury, ExpectedFinding, _Hand, _Retry, hand_seed

# ---------------------------------------------------------------- declarations (RULES §10)

MATCH_FAULT_KINDS = ("illegal-declaration", "level-mismatch", "dealer-mismatch", "bury")
"""Faults :func:`generate_match` can inject (one per match, in a random hand)."""

DECLARATION_FAULTS = ("own-bid", "pair-order", "too-late", "not-dealt", "single-joker", "not-level")
"""The flavours of an injected ``illegal-declaration``: a seat overcalls its own bid; a pair
over a pair against ``pair_suit_order``; an overcall after the seat's deadline; cards the
seat was not dealt; a single joker where it may not declare; a card that is no level card."""

_SINGLE, _PAIR, _JOKERS = 1, 2, 3
_FIRST_KIND_WEIGHTS = {_SINGLE: 6, _PAIR: 2, _JOKERS: 1}
_NO_BID = 0.05
"""The chance that nobody declares although someone could."""
_MORE_BIDS = 0.6
"""The chance of one more overcall or reinforcement while one is possible."""
_REINFORCE = 0.5
"""The chance that a declarer who may reinforce its single does so before anything else."""
_WAIT = 0.5
"""After the first hand under ``overcall_rebury``: the chance that nobody overcalls before the
bury (the overcalls wait for it, to take up the bottom)."""
_LATE = 0.8
"""After the first hand under ``overcall_rebury``: the chance that a seat which can overcall
after the bury, in its turn, does so."""
_REBURY = 0.85
"""The chance that a seat whose overcall after the bury stands takes up the bottom and buries
again (online 四.2 反主玩家还可拿起…底牌: it may, so mostly but not always)."""
_BEFORE_BURY = PHASES.index("before-bury")
_AFTER_BURY = PHASES.index("after-bury")
_PARTNER = {s: SEATS[(i + 2) % 4] for i, s in enumerate(SEATS)}
_NEXT = {s: SEATS[(i + 1) % 4] for i, s in enumerate(SEATS)}
_NEXT_DEALER = {"partner": _PARTNER, "next": _NEXT}
"""``match.next_dealer_on_hold`` / ``next_dealer_on_takeover``: the old dealer's partner or 下家."""


def _side(seat: str) -> int:
    """The seat's partnership: 0 for the 1st and 3rd seats, 1 for the others."""
    return SEATS.index(seat) % 2


@dataclass(frozen=True, slots=True)
class _Show:
    """What a bid shows: its class (single, pair, joker pair), the trump it names, the cards."""

    kind: int
    trump: str
    cards: tuple[Card, ...]


def _shows(held: Counter[Card], level: int, v: Variant) -> list[_Show]:
    """Every declaration the cards ``held`` can make at ``level``."""
    d = v.declaration
    by_colour = d.joker_companion == "by-colour"
    out: list[_Show] = []
    for suit in range(4):
        card = make_card(suit, level)
        companion = ((BIG_JOKER if suit in (HEARTS, DIAMONDS) else LITTLE_JOKER),) if by_colour else ()
        if held[card] and all(held[j] for j in companion):
            out.append(_Show(_SINGLE, SUIT_LETTERS[suit], (card, *companion)))
            if held[card] >= 2:
                out.append(_Show(_PAIR, SUIT_LETTERS[suit], (card, card, *companion)))
    for joker in (LITTLE_JOKER, BIG_JOKER):
        if held[joker] >= 2:
            out.append(_Show(_JOKERS, "NT", (joker, joker)))
        if held[joker] and d.single_joker_may_declare and not by_colour:
            out.append(_Show(_SINGLE, "NT", (joker,)))
    return out


def _overcalls(new: _Show, old: _Show, v: Variant) -> bool:
    """True if ``new`` overcalls ``old``: a bigger class; a big-joker pair over a small one
    (``joker_pairs_ranked``); a pair over a pair earlier in ``pair_suit_order``."""
    d = v.declaration
    if new.kind != old.kind:
        return new.kind > old.kind
    if new.kind == _JOKERS:
        return d.joker_pairs_ranked and new.cards[0] == BIG_JOKER and old.cards[0] == LITTLE_JOKER
    order = d.pair_suit_order
    return new.kind == _PAIR and new.trump in order and old.trump in order \
        and order.index(new.trump) < order.index(old.trump)


@dataclass(frozen=True, slots=True)
class _Step:
    """The bidding after a bid: the standing seat and show, the phase reached, and whether
    anyone has overcalled (which ends reinforcing)."""

    seat: str
    show: _Show
    phase: int
    overcalled: bool
    rebury: bool = False
    """An overcall after the bury whose seat takes up the bottom and buries again."""


@dataclass(frozen=True)
class _Table:
    """One match hand as its bidding sees it.  ``first``: no hand has been played, so the
    bids decide the dealer and each seat declares with its side's level."""

    v: Variant
    deals: dict[str, list[Card]]
    kitty: Sequence[Card]
    dealer: str | None
    levels: tuple[int, int]
    first: bool
    buried: Sequence[Card] = ()

    def level_of(self, seat: str) -> int:
        return self.levels[_side(seat if self.first or self.dealer is None else self.dealer)]

    def holding(self, seat: str, phase: int) -> Counter[Card]:
        """The seat's cards at a phase: its deal, and the dealer's (after the first hand) with
        the bottom from ``before-bury`` on, less the buried cards after the bury."""
        held = Counter(self.deals[seat])
        if seat == self.dealer and not self.first and phase >= _BEFORE_BURY:
            held.update(self.kitty)
            if phase > _BEFORE_BURY:
                held.subtract(self.buried)
        return held

    def deadline(self, seat: str, dealer: str | None) -> int:
        """The last phase the rules let ``seat`` overcall or reinforce in, ``dealer`` dealing."""
        d = self.v.declaration
        by: str = d.overcall_by
        if self.first and d.first_hand_overcall_by != "same":
            by = d.first_hand_overcall_by
        elif seat == dealer and d.dealer_overcall_by != "same":
            by = d.dealer_overcall_by
        return PHASES.index(by)

    def bid_by(self, seat: str) -> int:
        """The last phase the generator overcalls in freely: by the rules, and on a first hand
        as if the seat were to deal; the dealer by the bury (its cards after it depend on the
        trump); under ``overcall_rebury`` everyone by the bury, the overcalls after it being
        made in turn by :func:`_after_bury`."""
        last = self.deadline(seat, self.dealer)
        if self.first:
            last = min(last, self.deadline(seat, seat))
        if self.v.declaration.overcall_rebury or seat == self.dealer:
            last = min(last, _BEFORE_BURY)
        return last


def _bidding(rng: random.Random, table: _Table, nobody: bool) -> list[tuple[Bid, _Step]]:
    """A realistic declaration sequence from the deal (empty: nobody declared).

    A first declaration (by the dealer side after the first hand when ``first_declaration_by``
    says so), then overcalls by other seats and the declarer's reinforcement of its single
    before anyone overcalls, each in a phase no earlier than the last and within its deadline;
    under ``overcall_rebury``, after the first hand, the overcalls after the bury
    (:func:`_after_bury`), sometimes (``_WAIT``) the only ones.  ``nobody`` allows that nobody
    declares though someone could.
    """
    v, d = table.v, table.v.declaration
    dealer = table.dealer
    starters = [s for s in SEATS if table.first or dealer is None or d.first_declaration_by == "anyone"
                or _side(s) == _side(dealer)]
    phase = rng.randint(0, PHASES.index(d.declare_by))
    options = [(s, show) for s in starters for show in _shows(table.holding(s, phase), table.level_of(s), v)]
    if not options or nobody and rng.random() < _NO_BID:
        return []
    kinds = sorted({show.kind for _, show in options})
    kind = rng.choices(kinds, [_FIRST_KIND_WEIGHTS[k] for k in kinds])[0]
    seat, show = rng.choice([o for o in options if o[1].kind == kind])
    steps = [(Bid(seat, show.cards, PHASES[phase]), _Step(seat, show, phase, False))]
    # Under 反主炒底 an overcall after the bury takes the bottom: some tables wait for it.
    late = d.overcall_rebury and not table.first and dealer is not None
    wait = late and rng.random() < _WAIT
    while rng.random() < _MORE_BIDS:
        top = steps[-1][1]
        moves: list[tuple[str, _Show, int]] = []
        if d.reinforce and not top.overcalled and top.show.kind == _SINGLE and top.show.trump != "NT":
            card, rest = top.show.cards[0], top.show.cards[1:]
            ready = [q for q in range(top.phase, table.bid_by(top.seat) + 1)
                     if table.holding(top.seat, q)[card] >= 2]
            if ready:
                moves.append((top.seat, _Show(_PAIR, top.show.trump, (card, card, *rest)), ready[0]))
        for s in SEATS:
            if s == top.seat or wait:
                continue
            seen: set[_Show] = set()
            for q in range(top.phase, table.bid_by(s) + 1):
                for show in _shows(table.holding(s, q), table.level_of(s), v):
                    if show not in seen and _overcalls(show, top.show, v):
                        seen.add(show)
                        moves.append((s, show, q))
        if not moves:
            break
        # A declarer holding the pair mostly reinforces (防反) while it still may.
        seat, show, q = moves[0] if moves[0][0] == top.seat and rng.random() < _REINFORCE else rng.choice(moves)
        if rng.random() < 0.4:
            q = rng.randint(q, table.bid_by(seat))
        reinforcing = seat == top.seat
        # A reinforcement shows the pair, or (without a joker companion) just the added card.
        alone = reinforcing and d.joker_companion != "by-colour" and rng.random() < 0.5
        cards = show.cards[:1] if alone else show.cards
        steps.append((Bid(seat, cards, PHASES[q]), _Step(seat, show, q, top.overcalled or not reinforcing)))
    if late:
        assert dealer is not None
        steps += _after_bury(rng, table, steps[-1][1], dealer)
    return steps


def _after_bury(rng: random.Random, table: _Table, top: _Step, dealer: str) -> list[tuple[Bid, _Step]]:
    """The overcalls after the dealer's bury (online 四.2 反主炒底, 四.3): in turn counter-clockwise
    from the dealer's 下家 round to the dealer itself, each seat that can overcall the standing
    bid (not its own) by its deadline may, showing cards it was dealt (the dealer: dealt or
    taken up with the bottom; it will not bury them); mostly it then takes up the bottom and
    buries again (``_Step.rebury``).  One round: each seat overcalls at most once after the bury,
    so a non-dealer shows cards of its deal it still holds."""
    v = table.v
    out: list[tuple[Bid, _Step]] = []
    for i in range(1, len(SEATS) + 1):
        seat = SEATS[(SEATS.index(dealer) + i) % len(SEATS)]
        if seat == top.seat or table.deadline(seat, dealer) < _AFTER_BURY:
            continue
        shows = [show for show in _shows(table.holding(seat, _AFTER_BURY), table.level_of(seat), v)
                 if _overcalls(show, top.show, v)]
        if shows and rng.random() < _LATE:
            show = rng.choice(shows)
            top = _Step(seat, show, _AFTER_BURY, True, rng.random() < _REBURY)
            out.append((Bid(seat, show.cards, PHASES[_AFTER_BURY]), top))
    return out


def _buries(steps: Sequence[tuple[Bid, _Step]], dealer: str) -> tuple[Bury, ...]:
    """The buries the bidding calls for when someone overcalled after the bury: the dealer's,
    by the trump standing then, then each re-bury, by the re-burier's trump; each keeping the
    cards its seat shows in a later bid after the bury."""
    late = [i for i, (_, st) in enumerate(steps) if st.phase > _BEFORE_BURY]
    if not late:
        return ()

    def keep(seat: str, after: int) -> tuple[Card, ...]:
        held: Counter[Card] = Counter()
        for b, st in steps[after:]:
            if b.seat == seat and st.phase > _BEFORE_BURY:
                held |= Counter(b.cards)
        return tuple(sorted(held.elements()))

    out = [Bury(dealer, _trump(steps[max(late[0] - 1, 0)][1].show), keep(dealer, late[0]))]
    out += [Bury(st.seat, _trump(st.show), keep(st.seat, i + 1)) for i, (_, st) in enumerate(steps) if st.rebury]
    return tuple(out)


def _trump(show: _Show) -> int | None:
    """The trump a bid names: a suit index, ``None`` for no-trump."""
    return None if show.trump == "NT" else SUIT_LETTERS.index(show.trump)


@dataclass(frozen=True)
class _Declared:
    """How a match hand's trump was fixed: the dealer and its level, the trump (``None``:
    no-trump), the bids with the bidding after each, or the card turned when nobody declared.
    ``void``: nobody declared and the hand is not played (redealt, or the dealer steps down).
    ``buries``: with overcalls after the bury (``overcall_rebury``), the dealer's bury and the
    re-buries (:func:`_buries`)."""

    dealer: str | None
    level: int | None
    trump: int | None
    steps: tuple[tuple[Bid, _Step], ...] = ()
    no_bid: bool = False
    turned: Card | None = None
    void: bool = False
    buries: tuple[Bury, ...] = ()

    @property
    def bids(self) -> tuple[Bid, ...]:
        return tuple(b for b, _ in self.steps)


def _declare(rng: random.Random, table: _Table) -> _Declared | None:
    """The bids of a match hand and what they fix; ``None``: nobody can take the first deal."""
    d = table.v.declaration
    rule = d.no_declaration
    void_rule = rule in ("redeal", "redeal-then-step-down")
    steps = _bidding(rng, table, not table.first or void_rule)
    if steps:
        top = steps[-1][1]
        dealer = top.seat if table.first else table.dealer
        assert dealer is not None
        buries = _buries(steps, dealer) if table.v.declaration.overcall_rebury else ()
        return _Declared(dealer, table.level_of(dealer), _trump(top.show), tuple(steps), buries=buries)
    if void_rule:
        level = None if table.dealer is None else table.level_of(table.dealer)
        return _Declared(table.dealer, level, None, no_bid=True, void=True)
    if table.dealer is None:
        return None
    level = table.level_of(table.dealer)
    if rule == "no-trump":
        return _Declared(table.dealer, level, None, no_bid=True)
    turned = table.kitty[0 if rule == "turn-top-card" else 2]
    rank = card_rank(turned)
    nt = rank is None or d.turned_level_card_no_trump and rank == level
    dealer = table.dealer
    if d.turned_card_dealer == "holder-of-copy":
        # The side that can pair the turned card deals (online 二.3), at the level dealt for.
        dealer = next((s for s in SEATS if _side(s) != _side(dealer) and turned in table.deals[s]), dealer)
    return _Declared(dealer, level, None if nt else card_suit(turned), no_bid=True, turned=turned)


# ---------------------------------------------------------------- the match (RULES §8–§9)


@dataclass
class _Progress:
    """A match between hands, by the generator's reading of RULES §8–§9 and ``[match]``."""

    v: Variant
    levels: list[int]
    """Each partnership's level (0: the 1st and 3rd seats)."""
    dealer: str | None = None
    """The next dealer; ``None`` until a hand is played (the first hand's bids decide)."""
    restore: tuple[int, int] | None = None
    """After a J/A bottom restart: the side and the level it may play again (落实政策)."""
    free: set[int] = field(default_factory=set)
    """Sides restarted on 2 by the J/A rule that need not stop on 2 (``ja_restart_frees_two``)."""
    over: bool = False

    def void(self, dealer: str | None) -> None:
        """Nobody declared: redealt by the same dealer, or (after the first hand, under
        ``redeal-then-step-down``) the dealer steps down for its 下家."""
        self.restore = None
        if dealer is not None and self.v.declaration.no_declaration == "redeal-then-step-down":
            self.dealer = _NEXT[dealer]

    def played(self, dealer: str, side: str, gain: int, points: int, dug: bool) -> None:
        """Move on after a hand: ``side`` went up ``gain``; ``dug``: the defenders won the last
        trick with a play holding a card of the level rank."""
        m = self.v.match
        own, pending, self.restore = _side(dealer), self.restore, None
        level = self.levels[own]
        if m.ja_bottom_rule and dug and level in (11, 14):
            # The dealer side restarts from 2 or J and keeps the deal, whatever the points.
            self.levels[own] = 2 if level == 11 else 11
            if m.restore_after_ja_below:
                self.restore = (own, level)
            if m.ja_restart_frees_two and level == 11:
                self.free.add(own)
            self.dealer = _NEXT_DEALER[m.next_dealer_on_hold][dealer]
            return
        if side == "dealer":
            new, self.levels[1 - own], self.over = self._climb(level, self.levels[1 - own], gain, True,
                                                               own in self.free)
            if pending is not None and pending[0] == own and points < m.restore_after_ja_below:
                new = max(new, pending[1])
            self.levels[own] = new
            self.dealer = _NEXT_DEALER[m.next_dealer_on_hold][dealer]
        else:
            self.levels[1 - own], self.levels[own], self.over = self._climb(
                self.levels[1 - own], level, gain, False, 1 - own in self.free)
            self.dealer = _NEXT_DEALER[m.next_dealer_on_takeover][dealer]
        self.free = {p for p in self.free if self.levels[p] == 2}

    def _climb(self, start: int, other: int, gain: int, dealing: bool, free: bool) -> tuple[int, int, bool]:
        """A side on ``start`` goes up ``gain``: it stops on a must-play level it would jump (the
        dealer side has played its own; the defenders have not; ``free``: 2 is not one), the
        levels not taken come off the ``other`` side when ``deduct_unplayed_levels`` (not below
        2); past the final level it wins, or wraps round to 2.  Returns both levels and whether
        the match is over."""
        m = self.v.match
        target = start + gain
        stops = [lv for lv in m.must_play if (start + 1 if dealing else start) <= lv < target
                 and not (free and lv == 2)]
        new = min(stops, default=target)
        if stops and m.deduct_unplayed_levels:
            other = max(2, other - (target - new))
        if new > m.final_level and m.wrap_past_final:
            new -= m.final_level - 1
        return new, other, new > m.final_level


@dataclass(frozen=True)
class _MatchHand:
    """A generated match hand and what its faults need: the bidding and the table."""

    record: HandRecord
    declared: _Declared
    table: _Table


def _match_hands(seed: int, v: Variant, hands: int) -> list[_MatchHand]:
    """Up to ``hands`` clean hands of a match, stopping when it ends."""
    rng = random.Random(f"shengji-gen-match/{seed}")
    start = (2, 2) if rng.random() < 0.5 else (rng.randint(2, v.match.final_level), rng.randint(2, v.match.final_level))
    progress = _Progress(v, list(start))
    out: list[_MatchHand] = []
    for i in range(1, hands + 1):
        tables: list[_Table] = []

        def declarer(r: random.Random, deals: dict[str, list[Card]], kitty: list[Card],
                     tables: list[_Table] = tables) -> _Declared | None:
            tables.append(_Table(v, deals, kitty, progress.dealer, (progress.levels[0], progress.levels[1]),
                                 progress.dealer is None))
            return _declare(r, tables[-1])

        hand_rng = random.Random(hand_seed(seed, i))
        for _ in range(_MAX_ATTEMPTS):
            hand = _Hand(hand_rng, v, None, hand_seed(seed, i))
            hand.declarer = declarer
            try:
                got = hand.run()
                break
            except _Retry:
                continue
        else:  # pragma: no cover
            raise RuntimeError(f"seed {seed}: could not generate hand {i}")
        assert isinstance(hand.declared, _Declared)
        rec = got.record
        comments = (f"generated by shengji gen --match, seed {seed}",) if i == 1 else ()
        rec = replace(rec, comments=comments,
                      levels=((SEATS[0], start[0]), (SEATS[1], start[1])) if i == 1 and start != (2, 2) else None)
        table = replace(tables[-1], dealer=rec.dealer, buried=rec.buried or ())
        out.append(_MatchHand(rec, hand.declared, table))
        if hand.declared.void:
            progress.void(rec.dealer)
            continue
        assert rec.dealer is not None and rec.claims.result is not None and rec.claims.points is not None
        last = rec.tricks[-1]
        winner = got.trick_winners[-1]
        dug = _side(winner) != _side(rec.dealer) and any(
            card_rank(c) == rec.level for p in last.plays if p.seat == winner for c in p.cards)
        progress.played(rec.dealer, rec.claims.result.side, rec.claims.result.levels, rec.claims.points, dug)
        if progress.over:
            break
    return out


# ---------------------------------------------------------------- match faults


def _bad_bid(rng: random.Random, hand: _MatchHand, flavour: str) -> tuple[int, Bid] | None:
    """An illegal bid of ``flavour`` and the index it goes in at, or None if the hand has none.

    The bid is ignored by the rules (it does not stand), so the bids after it keep their
    meaning; it comes no earlier in phase than the standing bid, and (but for ``not-dealt``)
    shows cards the seat holds.
    """
    t, v = hand.table, hand.table.v
    dealer = hand.record.dealer
    steps = hand.declared.steps
    options: list[tuple[int, Bid]] = []
    for k in range(len(steps) + 1):
        top = steps[k - 1][1] if k else None
        phase = top.phase if top else 0
        others = [s for s in SEATS if top is None or s != top.seat]
        if flavour == "own-bid" and top is not None:
            options += [(k, Bid(top.seat, show.cards, PHASES[phase]))
                        for show in _shows(t.holding(top.seat, phase), t.level_of(top.seat), v)
                        if _overcalls(show, top.show, v) and show.trump != top.show.trump]
        elif flavour == "pair-order" and top is not None and top.show.kind == _PAIR:
            options += [(k, Bid(s, show.cards, PHASES[phase])) for s in others
                        for show in _shows(t.holding(s, phase), t.level_of(s), v)
                        if show.kind == _PAIR and not _overcalls(show, top.show, v)]
        elif flavour == "too-late" and top is not None:
            for s in others:
                late = max(phase, t.deadline(s, dealer) + 1)
                if late < len(PHASES):
                    options += [(k, Bid(s, show.cards, PHASES[late]))
                                for show in _shows(t.holding(s, late), t.level_of(s), v)
                                if _overcalls(show, top.show, v)]
        elif flavour == "not-dealt":
            for s in others:
                dealt = Counter(t.deals[s]) + (Counter(t.kitty) if s == dealer else Counter())
                options += [(k, Bid(s, (c, c), PHASES[phase]))
                            for c in (make_card(suit, t.level_of(s)) for suit in range(4)) if dealt[c] < 2]
        elif flavour == "single-joker" and (v.declaration.joker_companion == "by-colour"
                                            or not v.declaration.single_joker_may_declare):
            options += [(k, Bid(s, (j,), PHASES[phase])) for s in others
                        for j in (LITTLE_JOKER, BIG_JOKER) if t.holding(s, phase)[j]]
        elif flavour == "not-level":
            options += [(k, Bid(s, (c,), PHASES[phase])) for s in others
                        for c in sorted(set(t.holding(s, phase).elements())) if card_rank(c) not in (None, t.level_of(s))]
    return rng.choice(options) if options else None


def _inject(rng: random.Random, hands: list[_MatchHand], fault: str) -> tuple[int, ExpectedFinding] | None:
    """Put ``fault`` in a random hand that can carry it (editing ``hands``); None if none can."""
    order = list(range(len(hands)))
    rng.shuffle(order)
    if fault == "illegal-declaration":
        flavours = list(DECLARATION_FAULTS)
        rng.shuffle(flavours)
        for flavour in flavours:
            for i in order:
                h = hands[i]
                bad = _bad_bid(rng, h, flavour) if h.record.bids else None
                if bad is not None:
                    k, bid = bad
                    bids = h.record.bids[:k] + (bid,) + h.record.bids[k:]
                    hands[i] = replace(h, record=replace(h.record, bids=bids, comments=h.record.comments + (
                        f"injected fault: illegal-declaration ({flavour})",)))
                    return i + 1, ExpectedFinding(fault, None, bid.seat, flavour)
        return None
    if fault == "bury":
        # Hands with overcalls after the bury first: the wrong re-bury goes among the right ones.
        order.sort(key=lambda i: not any(st.phase > _BEFORE_BURY for _, st in hands[i].declared.steps))
        for i in order:
            h = hands[i]
            rec = h.record
            if rec.dealer is None or rec.buried is None or not rec.tricks:
                continue
            # A seat whose overcall after the bury stood may bury again; any other may not (nor
            # anyone where the variant has no re-bury).  It takes up the bottom and buries the
            # same eight: hands and bottom unchanged, only the ``reburied:`` line is wrong.
            late = {st.seat for _, st in h.declared.steps if st.phase > _BEFORE_BURY} \
                if h.table.v.declaration.overcall_rebury else set()
            seats = [s for s in SEATS if s not in late]
            if not seats:  # pragma: no cover - four overcalls after the bury
                continue
            seat = rng.choice(seats)
            k = rng.randint(0, len(rec.reburied))
            bottom = rec.reburied[k - 1][1] if k else rec.buried
            reburied = rec.reburied[:k] + ((seat, bottom),) + rec.reburied[k:]
            hands[i] = replace(h, record=replace(rec, reburied=reburied, comments=rec.comments + (
                f"injected fault: bury (a re-bury by {seat}, no overcall after the bury)",)))
            return i + 1, ExpectedFinding(fault, None, seat)
        return None
    for i in order:
        rec = hands[i].record
        # The checker knows the dealer on the first hand (its bids) and after a played hand.
        if rec.dealer is None or rec.level is None or fault == "dealer-mismatch" and i > 0 \
                and hands[i - 1].record.dealer is None:
            continue
        # The hand is cut to its headers: replayed under another dealer or level, its tricks
        # would break other rules too.  The match ends with it.
        if fault == "level-mismatch":
            cut = replace(rec, level=rec.level + 1 if rec.level < 14 else rec.level - 1)
            seat = rec.dealer
        else:
            seat = _PARTNER[rec.dealer]
            cut = replace(rec, dealer=seat, buried=None)
        cut = replace(cut, tricks=(), claims=Claims(), comments=rec.comments + (f"injected fault: {fault}",))
        hands[i:] = [replace(hands[i], record=cut)]
        return i + 1, ExpectedFinding(fault, None, seat)
    return None


def generate_match(seed: int, variant: Variant, hands: int,
                   faults: str | None = None) -> tuple[list[HandRecord], tuple[tuple[int, ExpectedFinding], ...]]:
    """A match of at most ``hands`` hands under ``variant``, fewer if it ends sooner.

    Half the matches start at random levels (a ``levels:`` line), the others at 2.  Every
    hand has its bids (or ``bid: none`` and the no-declaration rule: a turned card, or a
    hand not played); on the first hand the standing bid's seat deals.  ``faults`` (one of
    :data:`MATCH_FAULT_KINDS`) injects one fault in a random hand: an illegal bid of a random
    :data:`DECLARATION_FAULTS` flavour (named in :attr:`ExpectedFinding.detail`), a wrong
    ``level:`` or a wrong ``dealer:`` (the hand cut to its headers, the last of the match), or
    a ``reburied:`` line by a seat with no overcall after the bury (it buries again the bottom
    it took up, so nothing else changes).  Under ``declaration.overcall_rebury``, after the first
    hand, seats overcall after the bury in turn and mostly bury again (``reburied:`` lines).
    Returns the records and the expected findings as ``(hand, finding)`` (1-based hands).

    >>> from shengji_cli.core.variants import load_variant
    >>> records, expected = generate_match(3, load_variant("national"), 3, "illegal-declaration")
    >>> [(e.kind, e.detail in DECLARATION_FAULTS) for _, e in expected]
    [('illegal-declaration', True)]
    """
    if faults is None:
        return [h.record for h in _match_hands(seed, variant, hands)], ()
    if faults not in MATCH_FAULT_KINDS:
        raise ValueError(f"unknown match fault {faults!r}; use one of {', '.join(MATCH_FAULT_KINDS)}")
    rng = random.Random(f"shengji-gen-match-fault/{seed}")
    for attempt in range(_MAX_ATTEMPTS):
        # A match of hands nobody declared in cannot carry the fault: another match, then.
        made = _match_hands(seed if attempt == 0 else hand_seed(seed, -attempt), variant, hands)
        found = _inject(rng, made, faults)
        if found is not None:
            return [h.record for h in made], (found,)
    raise RuntimeError(f"seed {seed}: could not place a {faults} fault")  # pragma: no cover
