//! The last-trick game (`solver/analysis.py`'s `_Dig`, docs/solver.md §4): can the defenders
//! force winning the last trick — and so the bottom — from a position?  A yes/no search over
//! the same moves as the points search, the failed throws that may gain included (the side
//! against the thrower picks the forced play, by this question), with its own table of answers
//! at a trick's start, keyed by the relative key without the points (they do not matter here).

use super::{Engine, Mv, Outcome, Play, Seats, R};
use crate::cards::Card;
use crate::solver::hands;

/// The most answers the last-trick table holds before it is emptied.
const DIG_ENTRIES: usize = 1 << 20;

impl Engine {
    /// Whether the defenders can force winning the last trick from the position (the hands in
    /// seating order, `leader`, this trick's `plays` and the plays `barred` from ruffing, as
    /// bits), within `budget` steps; the table of answers kept with the engine's others.
    pub fn dig(
        &mut self,
        holdings: &[Vec<Card>; 4],
        exposed: &[Vec<Card>; 4],
        leader: usize,
        plays: &[Vec<Card>],
        barred: u8,
        budget: i64,
    ) -> R<bool> {
        let (hs, mut plays) = self.start(holdings, exposed, plays, budget)?;
        if plays.is_empty() {
            return self.dig_start(hs, leader);
        }
        self.dig_follow(hs, leader, &mut plays, barred)
    }

    /// The answer at a trick's start, from the table or searched.
    fn dig_start(&mut self, hs: Seats, leader: usize) -> R<bool> {
        let key = self
            .rel
            .rank_key(&hs.h, &hs.ex, leader, &self.s.ctx, &self.order);
        if let Some(&d) = self.digs.get(&key) {
            return Ok(d);
        }
        let d = self.dig_lead(hs, leader)?;
        if self.digs.len() >= DIG_ENTRIES {
            self.digs.clear();
        }
        self.digs.insert(key, d);
        Ok(d)
    }

    /// The game at a lead: a leader whose every card wins for sure wins the last trick too;
    /// else each lead in turn, the failing throws last.
    fn dig_lead(&mut self, hs: Seats, leader: usize) -> R<bool> {
        self.count_node()?;
        if self.claim(&hs, leader, 0).is_some() {
            return Ok(self.s.defends[leader]);
        }
        let digger = self.s.defends[leader];
        let moves = self.node_moves(&hs, leader, &[], 0)?;
        for m in moves.iter() {
            let got = match &m.fails {
                Some(outcomes) => self.dig_thrown(hs, leader, outcomes)?,
                None => self.dig_play(hs, leader, &mut Vec::with_capacity(4), 0, m)?,
            };
            if got == digger {
                return Ok(got);
            }
        }
        Ok(!digger)
    }

    /// A failed throw of `seat`'s: its opponents pick the forced play — a defender's throw
    /// forces the dig only if every forced play does, a dealer-side one if any does.
    fn dig_thrown(&mut self, hs: Seats, seat: usize, outcomes: &[Outcome]) -> R<bool> {
        let defender = self.s.defends[seat];
        for o in outcomes {
            let new = self.after(hs, seat, &o.forced, true);
            let mut plays = vec![o.forced];
            if self.dig_follow(new, seat, &mut plays, o.barred)? != defender {
                return Ok(!defender);
            }
        }
        Ok(defender)
    }

    /// The game after `m` is added to the trick `plays`.
    fn dig_play(
        &mut self,
        hs: Seats,
        leader: usize,
        plays: &mut Vec<Play>,
        barred: u8,
        m: &Mv,
    ) -> R<bool> {
        let seat = (leader + plays.len()) % 4;
        let new = self.after(hs, seat, &m.cards, plays.is_empty());
        plays.push(m.cards);
        let got = if plays.len() < 4 {
            self.dig_follow(new, leader, plays, barred)
        } else {
            self.dig_finished(new, leader, plays, barred)
        };
        plays.pop();
        got
    }

    /// The game at a follow: each follow in turn until one gives the mover's side its answer.
    fn dig_follow(
        &mut self,
        hs: Seats,
        leader: usize,
        plays: &mut Vec<Play>,
        barred: u8,
    ) -> R<bool> {
        self.count_node()?;
        let seat = (leader + plays.len()) % 4;
        let digger = self.s.defends[seat];
        let moves = self.follows_of(&hs, seat, leader, plays, barred)?;
        if moves.is_empty() {
            self.mv_pool.push(moves);
            return Err(super::Stop::NoPlay);
        }
        let mut result = Ok(!digger);
        for m in moves.iter() {
            match self.dig_play(hs, leader, plays, barred, m) {
                Ok(got) if got == digger => {
                    result = Ok(got);
                    break;
                }
                Ok(_) => {}
                Err(e) => {
                    result = Err(e);
                    break;
                }
            }
        }
        self.mv_pool.push(moves);
        result
    }

    /// The game once the trick `plays` is complete; `hs` are what is left.
    fn dig_finished(&mut self, hs: Seats, leader: usize, plays: &[Play], barred: u8) -> R<bool> {
        let (w, _) = self.judge(plays, barred);
        let winner = (leader + w) % 4;
        match hands::size(hs[0]) {
            0 => Ok(self.s.defends[winner]),
            1 => Ok(self.s.defends[self.last_single(&hs, winner).0]),
            _ => self.dig_start(hs, winner),
        }
    }

    fn count_node(&mut self) -> R<()> {
        self.nodes += 1;
        self.meter.spend()?;
        Ok(())
    }
}
