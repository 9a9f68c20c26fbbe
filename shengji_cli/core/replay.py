"""Replay a hand record: states and findings out, never an exception for a rule broken.

:func:`replay` walks the tricks in order, keeps every seat's holding (from the deal
when the record gives it, else inferred from what the seat plays), and collects a
:class:`Finding` for every violation — then goes on.  A check that needs a holding the
record cannot supply becomes an ``unverifiable`` note instead of a guess.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from .cards import SUIT_LETTERS, Card, TrumpContext, card_str, card_symbol, points_of
from .findings import (
    Bottom,
    Finding,
    HandReport,
    InputError,
    Penalty,
    PlayState,
    Result,
    TrickState,
)
from .messages import Localized, Msg, Note
from .record import HandRecord, Play
from .rules import (
    allowed_forced_plays,
    bottom_multiplier,
    level_change,
    throw_blocks,
    throw_penalty,
    trick_result,
    verify_follow,
    verify_forced_play,
)
from .units import decompose, effective_suit
from .variants import Variant
from .vocab import Kind, LevelChange


def _msg(message: str | Msg) -> Msg:
    return message if isinstance(message, Msg) else Msg.of("legacy.en", en=message)


def finding(v: Variant, kind: Kind, trick: int | None, seat: str | None, cards: Sequence[Card],
            message: str | Msg) -> Finding:
    """A violation with the variant's article and ruling for its kind."""
    return Finding(kind, trick, seat, tuple(cards), _msg(message), Localized(v.articles.get(kind, "")),
                   Localized(v.rulings.get(kind, ""), v.rulings_zh.get(kind, "")))


def _sym(cards: Sequence[Card]) -> str:
    return " ".join(card_symbol(c) for c in cards)


def context_for(level: int, trump: str, variant: Variant) -> TrumpContext:
    """The trump context of a hand under a variant."""
    o = variant.order
    return TrumpContext.make(None if trump == "NT" else SUIT_LETTERS.index(trump), level, o.twos_trump,
                             o.level_gap_adjacent, o.trump_chain_adjacent, o.nt_level_joker_adjacent)


class _Replay:
    """Mutable state of one replay; :func:`replay` is the public entry point."""

    def __init__(self, record: HandRecord, variant: Variant, hand: int) -> None:
        self.r = record
        self.v = variant
        self.hand = hand
        self.violations: list[Finding] = []
        self.notes: list[Finding] = []

    def find(self, kind: str, trick: int | None, seat: str | None, cards: Sequence[Card], message: str | Msg) -> None:
        self.violations.append(finding(self.v, Kind(kind), trick, seat, cards, message))

    def note(self, trick: int | None, seat: str | None, message: str | Msg) -> None:
        self.notes.append(Finding(Kind.UNVERIFIABLE, trick, seat, (), _msg(message)))

    def error(self, message: str) -> HandReport:
        return HandReport(source=self.r.source, hand=self.hand, variant=self.v.name, variant_version=self.v.version,
                          error=InputError(self.r.source, Note(message)))

    def run(self) -> HandReport:
        r, v = self.r, self.v
        if r.level is None or r.trump is None:
            missing = " and ".join(k for k, val in (("level:", r.level), ("trump:", r.trump)) if val is None)
            return self.error(f"{r.source}:{r.line}: the hand has no {missing} line; the rules need it")
        seats = r.seats or tuple(p.seat for p in r.tricks[0].plays) if (r.seats or r.tricks) else ()
        if len(seats) != 4 or len(set(seats)) != 4:
            return self.error(f"{r.source}:{r.line}: cannot tell the four seats (give a seats: line)")
        dealer = r.dealer or r.tricks[0].plays[0].seat if (r.dealer or r.tricks) else None
        if dealer is None:
            return self.error(f"{r.source}:{r.line}: the hand names no dealer (give a dealer: line or a trick)")
        if dealer not in seats:
            return self.error(f"{r.source}:{r.line}: dealer {dealer!r} is not one of the seats {' '.join(seats)}")
        ctx = context_for(r.level, r.trump, v)
        n = len(seats)
        partner = {s: seats[(i + 2) % n] for i, s in enumerate(seats)}
        nxt = {s: seats[(i + 1) % n] for i, s in enumerate(seats)}
        dealer_side = {dealer, partner[dealer]}
        orders = {s: [seats[(i + j) % n] for j in range(n)] for i, s in enumerate(seats)}

        holdings, known = self.initial_holdings(seats, dealer)
        short: dict[str, int] = {}
        played_total = Counter[Card]()
        states: list[TrickState] = []
        penalties: list[Penalty] = []
        trick_points = 0
        expected_leader = dealer
        last_lead: tuple[Card, ...] = ()
        last_defenders = False
        for t_index, trick in enumerate(r.tricks, start=1):
            plays = trick.plays
            leader = plays[0].seat
            if leader != expected_leader:
                self.find("wrong-leader", t_index, leader, plays[0].cards,
                          f"{leader} led but {expected_leader} won the previous trick" if t_index > 1
                          else f"{leader} led the first trick but the dealer {expected_leader} leads it")
            order = orders[leader] if leader in orders else [seats[(seats.index(leader) + i) % n] for i in range(n)]
            for want, play in zip(order, plays, strict=False):
                if play.seat != want:
                    self.find("wrong-order", t_index, play.seat, play.cards,
                              f"{play.seat} played where {want} was to play (order {' '.join(order)})")
                    break
            self.check_deck(t_index, plays, played_total)
            lead_play = plays[0]
            lead = lead_play.cards
            barred: list[int] = []
            # The lead, and a throw's fate.
            thrown = lead_play.attempted if lead_play.attempted is not None else lead
            self.check_held(t_index, lead_play.seat, thrown, holdings)
            lead_suit = effective_suit(thrown, ctx)
            if lead_suit is None:
                self.find("illegal-lead", t_index, leader, thrown,
                          "a lead must be cards of one suit (or all trumps)")
            elif lead_play.attempted is not None or len(thrown) > 1:  # a single is no throw
                units = decompose(thrown, ctx)
                others = [(s, holdings[s]) for s in order[1:]]
                all_known = all(known[s] for s in order[1:])
                if lead_play.attempted is not None:
                    if not all_known:
                        self.note(t_index, leader, "the failed throw cannot be checked: another seat's holding is unknown")
                    else:
                        blocks = throw_blocks(thrown, others, ctx)
                        if not blocks:
                            self.find("false-failed-throw", t_index, leader, thrown,
                                      "marked as a failed throw, but no other seat could beat any unit of it")
                        else:
                            why = verify_forced_play(thrown, lead, blocks, partner[leader], ctx, v)
                            if why is not None:
                                self.find("wrong-forced-play", t_index, leader, lead, why)
                            pen = throw_penalty(thrown, lead, blocks, ctx, v)
                            if pen:
                                if leader in dealer_side:
                                    effect = pen if v.throw.dealer_penalty == "add" else 0
                                else:
                                    effect = -pen if v.throw.defender_penalty == "subtract" else 0
                                penalties.append(Penalty(leader, t_index, pen, effect))
                            if not v.throw.dealer_partner_may_ruff:
                                p = partner[dealer]
                                if p != leader:
                                    barred += [i for i, pl in enumerate(plays) if pl.seat == p]
                elif len(units) > 1:
                    if not all_known:
                        self.note(t_index, leader, "the throw cannot be checked: another seat's holding is unknown")
                    else:
                        blocks = throw_blocks(thrown, others, ctx)
                        if blocks:
                            forced = allowed_forced_plays(thrown, blocks, partner[leader], ctx, v)
                            pen = throw_penalty(thrown, forced[0].cards if forced else (), blocks, ctx, v)
                            beats = "; ".join(f"{b.seat} holds {_sym(b.cards)} over the {units[b.unit].describe()}"
                                              for b in blocks)
                            self.find("failed-throw", t_index, leader, thrown,
                                      f"the throw could be beaten: {beats}; allowed forced play: "
                                      f"{' or '.join(_sym(u.cards) for u in forced)}; penalty {pen}")
            self.take(leader, lead, holdings)
            # Followers.
            for play in plays[1:]:
                seat = play.seat
                if len(play.cards) != len(lead):
                    self.find("card-count", t_index, seat, play.cards,
                              f"{seat} played {len(play.cards)} cards to a lead of {len(lead)}")
                    short[seat] = short.get(seat, 0) + len(lead) - len(play.cards)
                    self.check_held(t_index, seat, play.cards, holdings)
                elif self.check_held(t_index, seat, play.cards, holdings) and lead_suit is not None:
                    if known[seat]:
                        verdict = verify_follow(lead, holdings[seat], play.cards, ctx, v)
                        if verdict is not None:
                            self.find("illegal-follow", t_index, seat, play.cards,
                                      f"{verdict.reason}; a legal play: {_sym(verdict.example)}")
                    else:
                        self.note(t_index, seat, "the follow cannot be checked: the seat's holding is unknown")
                self.take(seat, play.cards, holdings)
            result = trick_result([p.cards for p in plays], ctx, v, barred)
            winner = plays[result.winner].seat
            defenders_won = winner not in dealer_side
            if defenders_won:
                trick_points += result.points
            states.append(TrickState(t_index, leader, tuple(
                PlayState(p.seat, p.cards, s, p.attempted) for p, s in zip(plays, result.standings, strict=True)),
                winner, result.points, defenders_won))
            expected_leader = winner
            last_lead, last_defenders = lead, defenders_won

        complete = self.check_end(seats, short)
        report = dict(seats=seats, dealer=dealer, level=r.level, trump=r.trump, tricks=tuple(states),
                      penalties=tuple(penalties), complete=complete)
        if not complete:
            self.note(None, None, "the record stops before the end of the hand: no bottom, total or result")
            return self.report(report)
        buried = self.buried(dealer, holdings)
        bottom = None
        if buried is None:
            self.note(None, dealer, "the bottom is not recorded: its points are unknown")
        else:
            bpoints = points_of(buried)
            mult = bottom_multiplier(last_lead, ctx, v)
            bottom = Bottom(bpoints, mult, bpoints * mult if last_defenders else 0)
        total = trick_points + (bottom.awarded if bottom else 0) + sum(p.effect for p in penalties)
        change = level_change(total, v)
        next_dealer = partner[dealer] if change.side == "dealer" else nxt[dealer]
        self.check_claims(bottom, total, change, penalties, last_defenders, bottom is not None)
        report.update(trick_points=trick_points, bottom=bottom,
                      defenders_points=total if bottom is not None else None,
                      result=Result(change, next_dealer) if bottom is not None else None)
        return self.report(report)

    def report(self, fields_: dict[str, Any]) -> HandReport:
        return HandReport(source=self.r.source, hand=self.hand, variant=self.v.name, variant_version=self.v.version,
                          violations=tuple(self.violations), unverifiable=tuple(self.notes), **fields_)

    # -- holdings ------------------------------------------------------------------

    def initial_holdings(self, seats: Sequence[str], dealer: str) -> tuple[dict[str, list[Card]], dict[str, bool]]:
        """Each seat's cards when play starts, and whether that holding is known in full."""
        r, v = self.r, self.v
        holdings: dict[str, list[Card]] = {}
        known: dict[str, bool] = {}
        played: dict[str, list[Card]] = {s: [] for s in seats}
        for trick in r.tricks:
            for play in trick.plays:
                if play.seat in played:
                    played[play.seat] += play.attempted if play.attempted is not None and play is trick.plays[0] \
                        else play.cards
        # A failed throw's withdrawn cards are played later; only the forced play leaves the hand now.
        for trick in r.tricks:
            lead = trick.plays[0]
            if lead.attempted is not None and lead.seat in played:
                for c in lead.attempted:
                    played[lead.seat].remove(c)
                played[lead.seat] += lead.cards
        deck_cards: list[Card] = []
        for seat in seats:
            deal = r.deal_of(seat)
            full = len(played[seat]) == v.deck.hand_size
            holdings[seat], known[seat] = list(played[seat]), full
            if deal is None:
                continue
            deck_cards += deal
            after_pickup = seat == dealer and len(deal) == v.deck.hand_size + v.deck.kitty_size
            if len(deal) != v.deck.hand_size and not after_pickup:
                self.find("card-count", None, seat, (), f"{seat} was dealt {len(deal)} cards, not {v.deck.hand_size}")
            if seat != dealer:
                holdings[seat], known[seat] = list(deal), True
                continue
            pool = list(deal) if after_pickup else list(deal) + list(r.kitty) if r.kitty is not None else None
            if pool is None or r.buried is None:
                continue  # the dealer's holding is what it plays
            missing = Counter(r.buried) - Counter(pool)
            if missing:
                self.find("bury", None, seat, tuple(missing.elements()),
                          f"the dealer buried {' '.join(card_symbol(c) for c in missing.elements())}, "
                          "which were not in the dealer's hand and the kitty")
            holdings[seat], known[seat] = list((Counter(pool) - Counter(r.buried)).elements()), True
        if r.kitty is not None:
            deck_cards += r.kitty
            if len(r.kitty) != v.deck.kitty_size:
                self.find("card-count", None, dealer, r.kitty, f"the kitty holds {len(r.kitty)} cards, not {v.deck.kitty_size}")
        if r.buried is not None and len(r.buried) != v.deck.kitty_size:
            self.find("bury", None, dealer, r.buried, f"{len(r.buried)} cards buried, not {v.deck.kitty_size}")
        self.rebury(holdings, known)
        over = [c for c, k in Counter(deck_cards).items() if k > v.deck.copies]
        if over:
            self.find("deck", None, None, tuple(over),
                      f"dealt more than {v.deck.copies} of {' '.join(card_symbol(c) for c in over)}")
        return holdings, known

    def rebury(self, holdings: dict[str, list[Card]], known: dict[str, bool]) -> None:
        """Each ``reburied:`` seat takes up the bottom so far and buries its cards instead."""
        r, v = self.r, self.v
        bottom = r.buried
        for seat, cards in r.reburied:
            if not v.declaration.overcall_rebury:
                self.find("bury", None, seat, cards, f"{seat} buried again: this variant has no re-bury "
                                                     "after an overcall")
            if len(cards) != v.deck.kitty_size:
                self.find("bury", None, seat, cards, f"{seat} buried {len(cards)} cards again, not "
                                                     f"{v.deck.kitty_size}")
            if r.deal_of(seat) is not None and known.get(seat) and bottom is not None:
                pool = Counter(holdings[seat]) + Counter(bottom)
                missing = Counter(cards) - pool
                if missing:
                    self.find("bury", None, seat, tuple(missing.elements()),
                              f"{seat} buried {_sym(tuple(missing.elements()))} again, which were not in "
                              "its hand and the bottom it took up")
                holdings[seat] = list((pool - Counter(cards)).elements())
            bottom = cards

    def check_held(self, trick: int, seat: str, cards: Sequence[Card], holdings: dict[str, list[Card]]) -> bool:
        """Report cards the seat does not hold; True if it holds them all."""
        hold = holdings.get(seat)
        if hold is None:
            return False
        if len(cards) == 1 and cards[0] in hold:
            return True
        missing = [c for c in set(cards) if hold.count(c) < cards.count(c)]
        if missing:
            extra = Counter(cards) - Counter(hold)
            self.find("card-not-held", trick, seat, tuple(extra.elements()),
                      f"{seat} played {_sym(tuple(extra.elements()))} not in its hand")
            return False
        return True

    @staticmethod
    def take(seat: str, played: Sequence[Card], holdings: dict[str, list[Card]]) -> None:
        """Remove a play from the seat's holding (a failed throw removes only the forced play)."""
        hold = holdings.get(seat)
        if hold is None:
            return
        for c in played:
            try:
                hold.remove(c)
            except ValueError:  # not held: reported as card-not-held already
                pass

    def check_deck(self, trick: int, plays: Sequence[Play], total: Counter[Card]) -> None:
        over = self.v.deck.copies + 1
        for play in plays:
            for c in play.cards:
                k = total[c] = total.get(c, 0) + 1
                if k == over:
                    self.find("deck", trick, play.seat, (c,),
                              f"{card_str(c)} is played a {self.v.deck.copies + 1}th time; the deck has {self.v.deck.copies}")

    def check_end(self, seats: Sequence[str], short: dict[str, int]) -> bool:
        """True if the hand was played to the end; report seats whose total is off.

        ``short`` holds, per seat, the cards missing from plays already reported as
        ``card-count`` in their trick, so one fault is reported once.
        """
        size = self.v.deck.hand_size
        counts = {s: short.get(s, 0) for s in seats}
        for trick in self.r.tricks:
            for p in trick.plays:
                if p.seat in counts:
                    counts[p.seat] += len(p.cards)
        if all(k == size for k in counts.values()):
            return True
        if max(counts.values()) >= size:
            for s in seats:
                if counts[s] != size:
                    self.find("card-count", None, s, (), f"{s} played {counts[s] - short.get(s, 0)} cards in the hand, not {size}")
        return False

    def buried(self, dealer: str, holdings: dict[str, list[Card]]) -> tuple[Card, ...] | None:
        r = self.r
        if r.reburied:
            return r.reburied[-1][1]
        if r.buried is not None:
            return r.buried
        deal = r.deal_of(dealer)
        if deal is not None and r.kitty is not None:
            played = Counter[Card]()
            for trick in r.tricks:
                for p in trick.plays:
                    if p.seat == dealer:
                        played.update(p.cards)
            return tuple((Counter(deal) + Counter(r.kitty) - played).elements())
        return None

    # -- claims --------------------------------------------------------------------

    def check_claims(self, bottom: Bottom | None, total: int, change: LevelChange, penalties: Sequence[Penalty],
                     defenders_last: bool, total_known: bool) -> None:
        c = self.r.claims
        if c.points is not None and total_known and c.points != total:
            self.find("points-mismatch", None, None, (), f"recorded {c.points} points; the replay gives {total}")
        if bottom is not None and c.bottom_points is not None:
            if c.bottom_points != bottom.points or (
                    c.bottom_multiplier is not None and defenders_last and c.bottom_multiplier != bottom.multiplier):
                shown = f"{c.bottom_points}" + (f" x{c.bottom_multiplier}" if c.bottom_multiplier is not None else "")
                self.find("bottom-mismatch", None, None, (),
                          f"recorded bottom {shown}; the replay gives {bottom.points} x{bottom.multiplier}"
                          + ("" if defenders_last else " (the dealer side kept the bottom)"))
        if c.result is not None and total_known and (c.result.side, c.result.levels) != (change.side, change.levels):
            self.find("level-mismatch", None, None, (),
                      f"recorded {c.result.side} +{c.result.levels}; the replay gives {change.side} +{change.levels}")
        if c.penalties:
            computed: dict[str, int] = {}
            for p in penalties:
                computed[p.seat] = computed.get(p.seat, 0) + p.points
            claimed: dict[str, int] = {}
            for seat, pts in c.penalties:
                claimed[seat] = claimed.get(seat, 0) + pts
            for seat in sorted(set(claimed) | set(computed)):
                if claimed.get(seat, 0) != computed.get(seat, 0):
                    self.find("penalty-mismatch", None, seat, (),
                              f"recorded penalty {claimed.get(seat, 0)} for {seat}; the replay gives {computed.get(seat, 0)}")


def holdings_at(record: HandRecord, variant: Variant, trick: int) -> tuple[dict[str, list[Card]], dict[str, bool]]:
    """Each seat's cards just before trick ``trick`` (1-based) is led, and whether that is known in full.

    The record must name its seats (or have trick lines) and its dealer (or a first trick).
    """
    seats = record.seats or (tuple(p.seat for p in record.tricks[0].plays) if record.tricks else ())
    dealer = record.dealer or (record.tricks[0].plays[0].seat if record.tricks else None)
    if len(seats) != 4 or dealer not in seats:
        raise ValueError("the record does not name its four seats and dealer")
    holdings, known = _Replay(record, variant, 1).initial_holdings(seats, dealer)
    for t in record.tricks[: trick - 1]:
        for p in t.plays:
            _Replay.take(p.seat, p.cards, holdings)
    return holdings, known


def replay(record: HandRecord, variant: Variant, hand: int = 1) -> HandReport:
    """Replay one hand under ``variant``; ``hand`` is its 1-based index in its file."""
    return _Replay(record, variant, hand).run()

