"""The tricks of a hand, judged one at a time.

:meth:`TrickJudge.judge` takes one trick of a record: who led and in what order the seats
played, the cards counted against the deck, the lead (a throw and its fate, a failed
throw's penalty), each follow — then who won it and its points.  Every rule broken is a
finding in the hand's :class:`~.hand.Findings`; the holdings move on by
:meth:`~.hand.Holdings.play`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import assert_never

from .cards import Card, card_str
from .context import Rules
from .exposed import Exposure, overlap
from .holdings import Holdings
from .messages import Cards, Join, Msg
from .record import Play, Trick
from .reports import Findings, Penalty, PlayState, StoodThrow, TrickState
from .rules import Block, TrickResult, cards_msg, trick_result, verify_follow
from .seating import Seating
from .units import Unit, decompose, effective_suit
from .verdict import Verdict
from .vocab import CardCountTrick, Kind, Side


def _holds_two(hand: list[Card], a: Card, b: Card) -> bool:
    """``hand`` holds ``a`` and ``b`` (twice ``a`` when they are one card)."""
    return a in hand and (hand.count(a) >= 2 if a == b else b in hand)


def either(plays: Sequence[Unit]) -> Msg:
    """``♠A or ♠K ♠K``: the forced plays a failed throw allows."""
    if len(plays) <= 1:
        return cards_msg(plays[0].cards if plays else ())
    return Msg.of("hand.or", first=cards_msg(plays[0].cards), rest=either(plays[1:]))


class TrickJudge:
    """Judges a hand's tricks one at a time, and keeps what that needs between them: the leader
    expected next, the cards seen, the defenders' trick points, the penalties, and the last lead
    (it sets the bottom's multiplier).

    :meth:`judge` tries the fast way first (:meth:`plain`, the common trick read at once) and
    goes the whole way (:meth:`full`) for anything else; ``fast=False`` always goes the whole
    way (the differential test holds both to the same state)."""

    def __init__(
        self,
        rules: Rules,
        seating: Seating,
        dealer: str,
        holdings: Holdings,
        found: Findings,
        *,
        fast: bool = True,
    ) -> None:
        self.rules, self.seating, self.dealer = rules, seating, dealer
        self.v, self.ctx, self.esuit = rules.variant, rules.ctx, rules.ctx.esuit
        """The rules' parts, for the calls on the hot path (one call less than ``rules``')."""
        self.holdings, self.found, self.fast = holdings, found, fast
        self.cards, self.known = holdings.cards, holdings.known
        self.orders = {s: seating.order_from(s) for s in seating}
        self.dealer_side = seating.partnership(dealer)
        self.expected_leader = dealer
        self.seen: dict[Card, int] = {}
        self.short: dict[str, int] = {}
        """Per seat, the cards missing from plays already reported as ``card-count``."""
        self.penalties: list[Penalty] = []
        self.stood: list[StoodThrow] = []
        """The failed throws played as if they stood, with the penalty each would have cost."""
        self.trick_points = 0
        self.last_lead: tuple[Card, ...] = ()
        self.last_defenders = False
        self.unseen: dict[int, list[Card]] = {}
        """Per effective suit, the cards the record places nowhere (filled when first needed)."""
        self.unchecked: dict[str, dict[str, list[int]]] = {}
        """Per seat, per check (its note's message id), the tricks the cards
        not shown decide."""
        self.exposure = Exposure()
        """The exposed cards (重罚张) each seat still holds (``throw.withdrawn_exposed``)."""

    def judge(self, number: int, trick: Trick) -> TrickState:
        """Judge trick ``number`` (1-based), move the holdings on, and say how it stands."""
        plays = trick.plays
        if self.fast:
            plain = self.plain(number, plays)
            if plain is not None:
                return plain
        return self.full(number, plays)

    def full(self, number: int, plays: Sequence[Play]) -> TrickState:
        """The whole way: every step of the trick checked, every rule broken a finding."""
        leader = plays[0].seat
        order = self.orders[leader]
        if leader != self.expected_leader:
            self.wrong_leader(number, plays[0])
        self.check_order(number, plays, order)
        self.check_deck(number, plays)
        lead, lead_suit, barred = self.lead(number, plays, order)
        erring = [play.seat for play in plays[1:] if not self.follow(number, play, lead, lead_suit)]
        result = trick_result([p.cards for p in plays], self.ctx, self.v, barred)
        winner = self.ruled_winner(plays, result.winner, erring, barred)
        return self.close(number, plays, result, winner)

    def plain(self, number: int, plays: Sequence[Play]) -> TrickState | None:
        """The trick judged at once when it is the common case, else ``None`` (and nothing
        changed): a single or a pair led by the expected leader, the seats in turn each playing
        as many cards as led, all held, every holding known, no exposed card, no card a copy too
        many, every follow legal by :func:`~.rules.verify_follow` (whose verdict on a single
        followed in suit, a single discarded by a seat void of the suit and a pair followed by a
        pair of the suit is read here at once).  The verdict is what :meth:`full` gives (no
        finding); anything else goes the whole way, which finds what is wrong."""
        order = self.plain_order(plays)
        if order is None:
            return None
        if not (self.plain_singles if len(order[0]) == 1 else self.plain_pairs)(plays, order[1]):
            return None
        played = [c for p in plays for c in p.cards]
        if not self.count_plain(played):
            return None
        cards = self.cards
        for p in plays:
            hand = cards[p.seat]
            for c in p.cards:
                hand.remove(c)
        result = trick_result([p.cards for p in plays], self.ctx, self.v)
        return self.close(number, plays, result, result.winner)

    def plain_order(self, plays: Sequence[Play]) -> tuple[tuple[Card, ...], tuple[str, ...]] | None:
        """The lead and the order of play when a single or a pair is led by the expected leader,
        every seat plays and no card is exposed, else ``None``."""
        lead = plays[0].cards
        n = len(lead)
        if not (n == 1 or n == 2 and lead[0] == lead[1]) or self.exposure.cards:
            return None
        leader = plays[0].seat
        order = self.orders.get(leader)
        if leader != self.expected_leader or order is None or len(plays) != len(order):
            return None
        return lead, order

    def plain_singles(self, plays: Sequence[Play], order: Sequence[str]) -> bool:
        """Each seat in turn plays a single it holds, known to be its whole hand, and follows
        the suit or is void of it."""
        esuit, cards, known = self.esuit, self.cards, self.known
        suit = esuit[plays[0].cards[0]]
        for p, seat in zip(plays, order, strict=True):
            if p.seat != seat or p.attempted is not None or len(p.cards) != 1 or not known[seat]:
                return False
            a, hand = p.cards[0], cards[seat]
            if a not in hand or esuit[a] != suit and suit in map(esuit.__getitem__, hand):
                return False  # not held, or a discard by a seat that holds the suit
        return True

    def plain_pairs(self, plays: Sequence[Play], order: Sequence[str]) -> bool:
        """Each seat in turn plays two cards it holds, known to be its whole hand: a pair of the
        suit, or a play legal by the rules."""
        cards, known = self.cards, self.known
        lead = plays[0].cards
        suit = self.esuit[lead[0]]
        for p, seat in zip(plays, order, strict=True):
            if p.seat != seat or p.attempted is not None or len(p.cards) != 2 or not known[seat]:
                return False
            hand = cards[seat]
            if not _holds_two(hand, *p.cards):
                return False
            if p is not plays[0] and not self.pair_follows(lead, hand, p.cards, suit):
                return False
        return True

    def pair_follows(
        self, lead: Sequence[Card], hand: list[Card], cs: Sequence[Card], suit: int
    ) -> bool:
        """Two cards follow a pair led: a pair of the suit at once, else by the rules."""
        a, b = cs
        if a == b and self.esuit[a] == suit:
            return True
        return verify_follow(lead, hand, cs, self.ctx, self.v, example=False).ok

    def count_plain(self, played: Sequence[Card]) -> bool:
        """Count a plain trick's cards as seen, unless one is a copy too many: then this trick's
        count is taken back and the whole way counts it again, and reports it."""
        seen, copies = self.seen, self.v.deck.copies
        for i, c in enumerate(played):
            k = seen.get(c, 0)
            if k >= copies:
                for d in played[:i]:
                    seen[d] -= 1
                return False
            seen[c] = k + 1
        return True

    def close(
        self, number: int, plays: Sequence[Play], result: TrickResult, winner: int
    ) -> TrickState:
        """Trick ``number`` goes to play ``winner``: its points, the next leader, the trick."""
        seat = plays[winner].seat
        defenders_won = seat not in self.dealer_side
        if defenders_won:
            self.trick_points += result.points
        self.expected_leader = seat
        self.last_lead, self.last_defenders = plays[0].cards, defenders_won
        new = tuple.__new__  # PlayState(...), TrickState(...) without the keyword handling
        return new(
            TrickState,
            (
                number,
                plays[0].seat,
                tuple(
                    [
                        new(PlayState, (p.seat, p.cards, s, p.attempted))
                        for p, s in zip(plays, result.standings, strict=True)
                    ]
                ),
                seat,
                result.points,
                defenders_won,
            ),
        )

    def ruled_winner(
        self, plays: Sequence[Play], winner: int, erring: Sequence[str], barred: Sequence[int]
    ) -> int:
        """The trick's winner once a wrong number of cards is ruled on
        (``faults.card_count_trick``).

        ``side-loses`` (national 第十六条 按出错一方本圈失败): when the seats that erred are of one
        side
        and that side's play would win, the other side's best play takes the trick — judged with
        the erring side's follows out of it; if the erring side led and nothing of the other side
        beat the lead, the first of the other side to play (the leader's 下家) takes it.  Seats of
        both sides erring: the trick as played (docs/rules.md R11.21).
        """
        if not erring or not self.side_loses():
            return winner
        side = self.seating.partnership(erring[0])
        if any(s not in side for s in erring) or plays[winner].seat not in side:
            return winner
        return self.other_side_takes(plays, side, barred, winner)

    def other_side_takes(
        self, plays: Sequence[Play], side: frozenset[str], barred: Sequence[int], winner: int
    ) -> int:
        """The trick given against the erring ``side``: the other side's best play, judged with
        the erring side's follows out of it, else the first of the other side to play."""
        rest = [p.cards if i == 0 or p.seat not in side else () for i, p in enumerate(plays)]
        best = self.rules.trick_result(rest, barred).winner
        if plays[best].seat not in side:
            return best
        return next((i for i, p in enumerate(plays) if p.seat not in side), winner)

    def side_loses(self) -> bool:
        """The variant gives a trick with a wrong number of cards against the erring side."""
        rule = self.v.faults.card_count_trick
        match rule:
            case CardCountTrick.PLAY_VOID:
                return False
            case CardCountTrick.SIDE_LOSES:
                return True
            case _:
                assert_never(rule)

    # -- the steps of a trick ------------------------------------------------------

    def wrong_leader(self, number: int, lead: Play) -> None:
        expected = self.expected_leader
        self.found.find(
            Kind.WRONG_LEADER,
            number,
            lead.seat,
            lead.cards,
            Msg.of(
                "hand.wrong-leader" if number > 1 else "hand.wrong-leader.first",
                seat=lead.seat,
                expected=expected,
            ),
        )

    def check_order(self, number: int, plays: Sequence[Play], order: Sequence[str]) -> None:
        for want, play in zip(order, plays, strict=False):
            if play.seat != want:
                self.found.find(
                    Kind.WRONG_ORDER,
                    number,
                    play.seat,
                    play.cards,
                    Msg.of(
                        "hand.wrong-order", seat=play.seat, expected=want, order=" ".join(order)
                    ),
                )
                break

    def check_deck(self, number: int, plays: Sequence[Play]) -> None:
        seen, copies = self.seen, self.v.deck.copies
        for play in plays:
            for c in play.cards:
                k = seen[c] = seen.get(c, 0) + 1
                if k == copies + 1:
                    self.found.find(
                        Kind.DECK,
                        number,
                        play.seat,
                        (c,),
                        Msg.of("hand.deck.played", card=card_str(c), n=k, copies=copies),
                    )

    def check_held(self, number: int, seat: str, cards: Sequence[Card]) -> bool:
        """Report cards the seat does not hold; True if it holds them all."""
        if len(cards) == 1 and cards[0] in self.cards[seat]:
            return True  # the common case, first
        missing = self.holdings.missing(seat, cards)
        if missing:
            self.found.find(
                Kind.CARD_NOT_HELD,
                number,
                seat,
                missing,
                Msg.of("hand.not-held", seat=seat, cards=Cards(missing)),
            )
            return False
        return True

    def lead(
        self, number: int, plays: Sequence[Play], order: Sequence[str]
    ) -> tuple[tuple[Card, ...], int | None, list[int]]:
        """Judge the lead (a throw and its fate); the cards it leaves on the table, their
        effective suit (``None``: an illegal lead) and the plays barred from ruffing."""
        play = plays[0]
        leader, lead = play.seat, play.cards
        barred: list[int] = []
        thrown = play.attempted if play.attempted is not None else lead
        # the 下家's say (是否出重罚张花色) is not recorded: the lead is free
        self.exposure.led(leader)
        self.check_held(number, leader, thrown)
        suit = effective_suit(thrown, self.rules.ctx)
        if suit is None:
            self.found.find(Kind.ILLEGAL_LEAD, number, leader, thrown, Msg.of("hand.lead.mixed"))
        elif play.attempted is not None:
            barred = self.failed_throw(number, plays, order, thrown)
        elif len(thrown) > 1:
            self.check_throw(number, leader, order, thrown)
        self.holdings.play(leader, lead)
        return lead, suit, barred

    def blocks(
        self, number: int, order: Sequence[str], thrown: Sequence[Card]
    ) -> tuple[list[Block], bool]:
        """Who could beat which unit of a throw, as far as the record shows, and whether that is
        all of them (False when a hand not fully shown might hold another beater)."""
        known = self.rules.throw_blocks(thrown, [(s, self.cards[s]) for s in order[1:]])
        if all(self.holdings.exact(s) for s in order[1:]):
            return known, True
        suit = self.esuit[thrown[0]]
        widest = self.rules.throw_blocks(thrown, [(s, self.widest(s, suit)) for s in order[1:]])
        return known, widest == known

    def widest(self, seat: str, suit: int | None) -> list[Card]:
        """A superset of what the seat holds of a suit: its known cards of it, and every unseen
        one when its whole hand is not known."""
        esuit = self.esuit
        held = [c for c in self.cards[seat] if esuit[c] == suit]
        if self.holdings.exact(seat) or suit is None:
            return held
        unseen = self.unseen.get(suit)
        if unseen is None:
            unseen = self.unseen[suit] = self.holdings.unseen_of(suit, esuit)
        return held + unseen

    def unverified(self, what: str, number: int, seat: str) -> None:
        """A check the cards not shown decide: one note per seat at the end of the hand."""
        self.unchecked.setdefault(seat, {}).setdefault(what, []).append(number)

    def proved(self, seat: str, cards: Sequence[Card], number: int) -> tuple[Msg, ...]:
        """``N played ♠7 ♠7 at trick 4``: where the record shows the seat held ``cards`` at trick
        ``number`` (its deal, for cards it has not played or shown yet)."""
        where = self.holdings.proof(seat, cards, number)
        out = [
            Msg.of(
                "hand.proof.withdrawn" if withdrawn else "hand.proof.played",
                seat=seat,
                cards=Cards(shown),
                trick=t,
            )
            for t, shown, withdrawn in where
        ]
        dealt = tuple(
            (Counter(cards) - Counter(c for _, shown, _ in where for c in shown)).elements()
        )
        if dealt:
            out.append(Msg.of("hand.proof.dealt", seat=seat, cards=Cards(dealt)))
        return tuple(out)

    def failed_throw(
        self, number: int, plays: Sequence[Play], order: Sequence[str], thrown: Sequence[Card]
    ) -> list[int]:
        """A throw marked failed at the table: was it, was the forced play right, the penalty.
        Returns the plays barred from ruffing after it."""
        leader, lead = order[0], plays[0].cards
        blocks, exact = self.blocks(number, order, thrown)
        if exact and not blocks:
            self.found.find(
                Kind.FALSE_FAILED_THROW, number, leader, thrown, Msg.of("hand.throw.false-failed")
            )
            return []
        if (
            self.v.throw.withdrawn_exposed
        ):  # 甩错者亮在桌面上的其他牌张…按暴露张中重罚张的处理办法处理
            withdrawn = tuple((Counter(thrown) - Counter(lead)).elements())
            self.exposure.expose(leader, withdrawn, number)
        if not exact:
            self.unverified("hand.note.unverified.failed-throw", number, leader)
            return []
        verdict = self.rules.verify_forced_play(thrown, lead, blocks, self.seating.partner(leader))
        if not verdict.ok:
            self.found.find(Kind.WRONG_FORCED_PLAY, number, leader, lead, verdict.why)
        pen = self.rules.throw_penalty(thrown, lead, blocks)
        if pen:
            self.penalties.append(Penalty(leader, number, pen, self.penalty_effect(leader, pen)))
        return self.barred_after_throw(plays, leader)

    def barred_after_throw(self, plays: Sequence[Play], leader: str) -> list[int]:
        """The plays that may not ruff after ``leader``'s failed throw: the dealer's partner's,
        unless the variant lets it ruff or it threw."""
        if self.v.throw.dealer_partner_may_ruff:
            return []
        barred = self.seating.partner(self.dealer)
        return [] if barred == leader else [i for i, p in enumerate(plays) if p.seat == barred]

    def penalty_effect(self, seat: str, points: int) -> int:
        """What a penalty against ``seat`` does to the defenders' points."""
        side = Side.DEALER if seat in self.dealer_side else Side.DEFENDERS
        return self.rules.penalty_effect(points, side)

    def check_throw(
        self, number: int, leader: str, order: Sequence[str], thrown: Sequence[Card]
    ) -> None:
        """A throw played as standing: could another seat have beaten it?"""
        units = decompose(thrown, self.rules.ctx)
        if len(units) == 1:
            return  # a single unit is no throw
        blocks, exact = self.blocks(number, order, thrown)
        if not blocks:
            if not exact:
                self.unverified("hand.note.unverified.throw", number, leader)
            return
        forced, pen = self.stood_penalty(number, leader, thrown, blocks)
        beaten = Join(
            tuple(
                Msg.of(
                    "hand.throw.block",
                    seat=b.seat,
                    cards=Cards(b.cards),
                    unit=units[b.unit].describe(),
                )
                for b in blocks
            )
        )
        if exact:
            why = Msg.of("hand.throw.failed", blocks=beaten, forced=either(forced), penalty=pen)
        else:
            proof = Join(tuple(m for b in blocks for m in self.proved(b.seat, b.cards, number)))
            why = Msg.of("hand.throw.failed-proved", blocks=beaten, proof=proof)
        self.found.find(Kind.FAILED_THROW, number, leader, thrown, why)

    def stood_penalty(
        self, number: int, leader: str, thrown: Sequence[Card], blocks: Sequence[Block]
    ) -> tuple[list[Unit], int]:
        """A failed throw played as if it stood: its allowed forced plays, and the penalty of
        the first; the least and most penalty any of them gives is kept for the ruling (R11.50)."""
        rules = self.rules
        forced = rules.allowed_forced_plays(thrown, blocks, self.seating.partner(leader))
        pens = [rules.throw_penalty(thrown, f.cards, blocks) for f in forced] or [
            rules.throw_penalty(thrown, (), blocks)
        ]
        self.stood.append(StoodThrow(leader, number, min(pens), max(pens)))
        return forced, pens[0]

    def follow(self, number: int, play: Play, lead: Sequence[Card], suit: int | None) -> bool:
        """Judge one follow (its count, its cards held, its suit and structure, its exposed
        cards); False if it is of the wrong number of cards."""
        seat, cards = play.seat, play.cards
        if len(cards) != len(lead):
            self.found.find(
                Kind.CARD_COUNT,
                number,
                seat,
                cards,
                Msg.of("hand.follow.count", seat=seat, n=len(cards), lead=len(lead)),
            )
            self.short[seat] = self.short.get(seat, 0) + len(lead) - len(cards)
            self.check_held(number, seat, cards)
        elif self.check_held(number, seat, cards) and suit is not None:
            if self.known[seat]:  # the common case, first
                verdict = verify_follow(lead, self.cards[seat], cards, self.ctx, self.v)
                if not verdict.ok:
                    self.illegal_follow(number, seat, cards, suit, verdict)
                elif seat in self.exposure.cards:
                    self.check_exposed(number, seat, cards, lead)
            elif self.check_follow(number, seat, cards, lead, suit) and seat in self.exposure.cards:
                self.check_exposed(number, seat, cards, lead)
        self.exposure.played(seat, cards)
        self.holdings.play(seat, cards)
        return len(cards) == len(lead)

    def check_exposed(
        self, number: int, seat: str, cards: Sequence[Card], lead: Sequence[Card]
    ) -> None:
        """A legal follow by a seat with exposed cards: did it play as many of them as a legal
        follow could (重罚张一家跟牌时，须在合法出牌的第一时间跟出重罚张; docs/rules.md R11.23)?"""
        exposed = self.exposure.of(seat)
        played = overlap(cards, exposed)
        if played >= min(len(lead), len(exposed)):
            return  # the common case: nothing more could have been played
        if not self.holdings.exact(seat):
            self.unverified("hand.note.unverified.exposed", number, seat)
            return
        most, example = self.rules.most_exposed(lead, self.cards[seat], exposed)
        if most > played:
            self.found.find(
                Kind.EXPOSED_CARD,
                number,
                seat,
                cards,
                Msg.of(
                    "hand.exposed.kept",
                    seat=seat,
                    exposed=Cards(exposed),
                    trick=self.exposure.since[seat],
                    n=most,
                    played=played,
                    example=Cards(example),
                ),
            )

    def check_follow(
        self, number: int, seat: str, cards: Sequence[Card], lead: Sequence[Card], suit: int
    ) -> bool:
        """Suit and structure, for a seat whose whole hand the record may not show, against what
        it is known to hold: a follow illegal with those cards is illegal with any more; one
        legal with them is checked again against every unseen card it might also hold, and is
        a note if that could change the verdict.  True if no violation was found."""
        verdict = self.rules.verify_follow(lead, self.cards[seat], cards)
        if verdict.ok:
            if not self.holdings.exact(seat) and not self.rules.can_follow(
                lead, self.widest(seat, suit), cards
            ):
                self.unverified("hand.note.unverified.follow", number, seat)
            return True
        self.illegal_follow(number, seat, cards, suit, verdict)
        return False

    def illegal_follow(
        self, number: int, seat: str, cards: Sequence[Card], suit: int, verdict: Verdict
    ) -> None:
        """The finding: why, one legal play when the whole hand is known, and, when the hand is
        known from the record's plays rather than its deal, the later tricks that show the cards."""
        exact = self.holdings.exact(seat)
        if seat in self.holdings.dealt:
            message = Msg.of(
                "hand.follow.illegal", reason=verdict.why, example=Cards(verdict.example)
            )
        else:
            esuit = self.esuit
            shown = tuple(
                c
                for c in (Counter(verdict.example) - Counter(cards)).elements()
                if esuit[c] == suit
            )
            proof = Join(self.proved(seat, shown, number + 1))
            message = (
                Msg.of(
                    "hand.follow.illegal-proved-example",
                    reason=verdict.why,
                    proof=proof,
                    example=Cards(verdict.example),
                )
                if exact
                else Msg.of("hand.follow.illegal-proved", reason=verdict.why, proof=proof)
            )
        self.found.find(Kind.ILLEGAL_FOLLOW, number, seat, cards, message)

    def notes(self) -> None:
        """One note per seat for the checks the cards not shown decide, with their tricks."""
        for seat in self.seating:
            kinds = self.unchecked.get(seat)
            if not kinds:
                continue
            what = Join(
                tuple(
                    Msg.of(k, n=len(ts), tricks=", ".join(map(str, ts))) for k, ts in kinds.items()
                )
            )
            self.found.note(
                None,
                seat,
                Msg.of("hand.note.unverified", n=sum(len(ts) for ts in kinds.values()), what=what),
            )
