//! A seat's plays for the search: the follows and leads in order (one per class of equivalent
//! cards, those likeliest to cut first), memoised by what they depend on, and the failed throws
//! that may gain (docs/solver.md §3).

use std::rc::Rc;

use super::*;

impl Engine {
    pub(super) fn taken_by_others(&self, hs: &Seats, seat: usize) -> Taken {
        let mut taken: Taken = [0; 5];
        let theirs = hs[(seat + 1) % 4] | hs[(seat + 2) % 4] | hs[(seat + 3) % 4];
        let mut bits = hands::slots(theirs);
        while bits != 0 {
            let c = self.order.kinds[bits.trailing_zeros() as usize];
            bits &= bits - 1;
            taken[usize::from(self.s.ctx.suit(c))] |= 1 << self.s.ctx.position(c);
        }
        taken
    }

    /// The seat's plays, one per class, in order; memoised by all they depend on.
    pub(super) fn ordered(
        &mut self,
        hs: &Seats,
        seat: usize,
        leader: usize,
        plays: &[Play],
        barred: u8,
    ) -> R<Rc<Vec<Mv>>> {
        let hand = hs[seat];
        let others = [hs[(seat + 1) % 4], hs[(seat + 2) % 4], hs[(seat + 3) % 4]];
        let suits = match plays.first() {
            Some(lead) => self.follow_suits(hand, lead),
            None => self.order.suits(hand),
        };
        let mut rest = [0u128; 3];
        for (r, &h) in rest.iter_mut().zip(&others) {
            *r = self.order.only(h, suits);
        }
        if !plays.is_empty() {
            rest = [rest[0] | rest[1] | rest[2], 0, 0];
        }
        let key = OrderKey {
            hand,
            exposed: hs.ex[seat],
            plays: encode(&self.order, plays),
            rest,
            leader: leader as u8,
            n: plays.len() as u8,
            barred,
        };
        if plays.len() >= DIRECT {
            return Ok(Rc::new(
                self.list_moves(hs, seat, leader, plays, barred, suits)?,
            ));
        }
        if let Some(m) = self.ordered_memo.get(&key) {
            return Ok(m.clone());
        }
        self.misses += 1;
        let moves = Rc::new(self.list_moves(hs, seat, leader, plays, barred, suits)?);
        if self.ordered_memo.len() >= ORDERED_ENTRIES {
            self.ordered_memo.clear();
        }
        self.ordered_memo.insert(key, moves.clone());
        Ok(moves)
    }

    /// A follower's plays in order, listed afresh (no memo: see [`DIRECT`]).
    pub(super) fn follows_of(
        &mut self,
        hs: &Seats,
        seat: usize,
        leader: usize,
        plays: &[Play],
        barred: u8,
    ) -> R<Vec<Mv>> {
        let suits = self.follow_suits(hs[seat], &plays[0]);
        self.list_moves(hs, seat, leader, plays, barred, suits)
    }

    /// The suits a follow of `lead` from `hand` may take (bits): the led suit's when the hand
    /// holds more of it than the lead, else every suit it holds.
    fn follow_suits(&self, hand: Hand, lead: &[Card]) -> u8 {
        let suit = self.s.ctx.suit(lead[0]);
        let held = hands::size(self.order.only(hand, 1 << suit));
        if held > lead.len() {
            1 << suit
        } else {
            self.order.suits(hand)
        }
    }

    fn list_moves(
        &mut self,
        hs: &Seats,
        seat: usize,
        leader: usize,
        plays: &[Play],
        barred: u8,
        suits: u8,
    ) -> R<Vec<Mv>> {
        let cards = self.order.card_list(hs[seat]);
        let mut taken = self.taken_by_others(hs, seat);
        let shown = self.kinds_of(hs.ex[seat]);
        let ctx = &self.s.ctx;
        let Some(lead) = plays.first() else {
            let rep = moves::classes(&cards, ctx, 0x1f, &taken, shown);
            let others = self.others(hs, seat);
            let found = moves::leads(&cards, &others, &rep, ctx, &mut self.meter)?;
            return Ok(self.order_moves(hs, seat, found));
        };
        for p in plays {
            moves::take(&mut taken, p, ctx);
        }
        let rep = moves::classes(&cards, ctx, suits, &taken, shown);
        let every = self.every_follow(lead, self.order.only(hs[seat], suits))?;
        let exposed = hs.ex[seat];
        if exposed == 0 {
            return Ok(self.order_follows(seat, leader, plays, barred, &every, &rep));
        }
        // a seat holding exposed cards plays as many of them as a legal follow can
        let most = every
            .iter()
            .map(|m| self.overlap(m, exposed))
            .max()
            .unwrap_or(0);
        let kept: Vec<Play> = every
            .iter()
            .filter(|m| self.overlap(m, exposed) >= most)
            .copied()
            .collect();
        Ok(self.order_follows(seat, leader, plays, barred, &kept, &rep))
    }

    /// The follows `every`, one per class (`rep`), those that win the trick for the mover's side
    /// first (most points), then the cheapest.
    fn order_follows(
        &mut self,
        seat: usize,
        leader: usize,
        plays: &[Play],
        barred: u8,
        every: &[Play],
        rep: &[Card; crate::cards::NUM_KINDS],
    ) -> Vec<Mv> {
        let mine = self.s.defends[seat];
        let mut scored = std::mem::take(&mut self.scored);
        scored.clear();
        let mut trick = [Play::default(); 4];
        trick[..plays.len()].copy_from_slice(plays);
        let n = plays.len();
        for m in every {
            let sig = m
                .iter()
                .fold(0, |h, &c| h + self.order.one(rep[usize::from(c)]));
            if scored.iter().any(|e| e.1 == sig) {
                continue;
            }
            let pts: i64 = m.iter().map(|&c| i64::from(POINTS[usize::from(c)])).sum();
            let strength: i64 = m.iter().map(|&c| i64::from(self.s.ctx.position(c))).sum();
            trick[n] = *m;
            let (w, _) = self.judge(&trick[..=n], barred);
            let key = if self.s.defends[(leader + w) % 4] == mine {
                [1, pts, -strength]
            } else {
                [0, -pts, -strength]
            };
            scored.push(([key[0], key[1], key[2], -(scored.len() as i64)], sig, *m));
        }
        // the index last: the order of a stable sort, without its buffer
        scored.sort_unstable_by_key(|b| std::cmp::Reverse(b.0));
        let mut out = self.mv_pool.pop().unwrap_or_default();
        out.clear();
        out.extend(
            scored
                .iter()
                .map(|&(_, _, cards)| Mv { cards, fails: None }),
        );
        self.scored = scored;
        out
    }

    /// Every legal follow of `lead` from `part` (the cards a follow may take: the led suit's
    /// when the hand holds more of it than the lead, else the whole hand), each distinct play
    /// once; memoised by the two alone.
    fn every_follow(&mut self, lead: &[Card], part: Hand) -> R<Rc<Vec<Play>>> {
        let key = (self.order.encode(lead) | (lead.len() as u128) << 120, part);
        if let Some(found) = self.follow_memo.get(&key) {
            return Ok(found.clone());
        }
        let cards = self.order.card_list(part);
        let mut ident = [0 as Card; crate::cards::NUM_KINDS];
        for (i, r) in ident.iter_mut().enumerate() {
            *r = i as Card;
        }
        let ctx = &self.s.ctx;
        let found = moves::follows(lead, &cards, &ident, ctx, &self.s.params, &mut self.meter)?;
        let found: Rc<Vec<Play>> = Rc::new(found.into_iter().map(Play::from).collect());
        if self.follow_memo.len() >= CACHE_ENTRIES {
            self.follow_memo.clear();
        }
        self.follow_memo.insert(key, found.clone());
        Ok(found)
    }

    pub(super) fn others(&self, hs: &Seats, seat: usize) -> [Vec<Card>; 3] {
        [1, 2, 3].map(|k| self.order.cards(hs[(seat + k) % 4]))
    }

    /// A seat's leads in order: those that stand first, then longer, then (standing) the most
    /// points or (not) the fewest, then the highest.
    fn order_moves(&self, hs: &Seats, seat: usize, found: Vec<Vec<Card>>) -> Vec<Mv> {
        let ctx = &self.s.ctx;
        let others = self.others(hs, seat);
        let mut scored: Vec<([i64; 4], Vec<Card>)> = Vec::with_capacity(found.len());
        for m in found {
            let pts: i64 = m.iter().map(|&c| i64::from(POINTS[usize::from(c)])).sum();
            let theirs = moves::suit_holdings(&others, ctx.suit(m[0]), ctx);
            let sure = moves::stands(&m, &theirs, ctx);
            let high = m
                .iter()
                .map(|&c| i64::from(ctx.position(c)))
                .max()
                .unwrap_or(0);
            let key = [
                i64::from(sure),
                m.len() as i64,
                if sure { pts } else { -pts },
                high,
            ];
            scored.push((key, m));
        }
        scored.sort_by_key(|b| std::cmp::Reverse(b.0));
        scored
            .into_iter()
            .map(|(_, cards)| Mv {
                cards: cards.into(),
                fails: None,
            })
            .collect()
    }

    /// The failed throws of `seat`'s lead that may gain, with their outcomes.
    pub(super) fn failing(&mut self, hs: &Seats, seat: usize) -> R<Vec<Mv>> {
        let Some(dp) = self.s.barred_seat else {
            return Ok(Vec::new());
        };
        if dp == seat {
            return Ok(Vec::new());
        }
        let cards = self.order.cards(hs[seat]);
        let taken = self.taken_by_others(hs, seat);
        let shown = self.kinds_of(hs.ex[seat]);
        let rep = moves::classes(&cards, &self.s.ctx, 0x1f, &taken, shown);
        let others = self.others(hs, seat);
        let dp_cards = self.order.cards(hs[dp]);
        let found = moves::failing_throws(
            &cards,
            &others,
            &rep,
            &dp_cards,
            &self.s.ctx,
            &self.s.params,
            &mut self.meter,
        )?;
        let barred = 1u8 << ((dp + 4 - seat) % 4);
        let defender = self.s.defends[seat];
        Ok(found
            .into_iter()
            .map(|(throw, forced)| {
                let outcomes = forced
                    .into_iter()
                    .map(|(f, penalty)| Outcome {
                        forced: self.sorted(&f).into(),
                        effect: if penalty != 0 {
                            penalty_effect(penalty, defender, &self.s.params)
                        } else {
                            0
                        },
                        barred,
                    })
                    .collect();
                Mv {
                    cards: throw.into(),
                    fails: Some(Rc::new(outcomes)),
                }
            })
            .collect())
    }
}
