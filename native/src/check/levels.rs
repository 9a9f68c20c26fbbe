//! The level change the defenders' points give, and who deals next (`rules.level_change`,
//! `levels.next_dealer`), from the variant's level table as data.

use super::hand::Side;

/// One step of the level table: from `at` points, `side` goes up `levels`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelStep {
    /// The points the step starts at.
    pub at: i64,
    /// The side that goes up.
    pub side: Side,
    /// By how many levels.
    pub levels: i64,
}

/// The variant's `[levels]`: the table, the step past its last entry, the caps, and whether the
/// dealer goes on gaining below the first entry (`below_zero = "continue"`).
#[derive(Clone, Debug, Default)]
pub struct LevelRules {
    /// The steps, in order of points.
    pub table: Vec<LevelStep>,
    /// Points per further level past the last step (0: none).
    pub step: i64,
    /// The most levels a hand gives (0: no cap).
    pub cap: i64,
    /// The most levels a takeover gives (0: no cap).
    pub takeover_cap: i64,
    /// Below the first step, the dealer gains a level per `step` more.
    pub below_continues: bool,
}

impl LevelRules {
    /// The side that goes up and by how many levels, for the defenders' `points`; `None` for an
    /// empty table.
    pub fn change(&self, points: i64) -> Option<(Side, i64)> {
        let first = *self.table.first()?;
        let last = self.table.len() - 1;
        let (index, entry) = self
            .table
            .iter()
            .enumerate()
            .rev()
            .find(|(_, s)| s.at <= points)
            .map_or((0, first), |(i, s)| (i, *s));
        let mut levels = entry.levels;
        if index == last && self.step > 0 {
            levels += (points - entry.at).div_euclid(self.step);
        }
        if points < entry.at && self.below_continues && self.step > 0 {
            levels += (entry.at - points).div_euclid(self.step);
        }
        if self.cap != 0 {
            levels = levels.min(self.cap);
        }
        if entry.side == Side::Defenders && self.takeover_cap != 0 {
            levels = levels.min(self.takeover_cap);
        }
        Some((entry.side, levels))
    }
}

/// The seat that deals next (an index in the order of play): the dealer's partner when the
/// dealer's side went up (`next_dealer_on_hold = "partner"`), the dealer's next seat when the
/// defenders did (`next_dealer_on_takeover = "next"`).
pub fn next_dealer(dealer: u8, side: Side) -> u8 {
    match side {
        Side::Dealer => (dealer + 2) % 4,
        Side::Defenders => (dealer + 1) % 4,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shenzhen() -> LevelRules {
        let step = |at, side, levels| LevelStep { at, side, levels };
        LevelRules {
            table: vec![
                step(0, Side::Dealer, 5),
                step(5, Side::Dealer, 4),
                step(20, Side::Dealer, 3),
                step(40, Side::Dealer, 2),
                step(60, Side::Dealer, 1),
                step(80, Side::Defenders, 0),
                step(100, Side::Defenders, 1),
                step(120, Side::Defenders, 2),
            ],
            step: 20,
            ..LevelRules::default()
        }
    }

    #[test]
    fn the_table_and_its_step_past_the_end() {
        let r = shenzhen();
        assert_eq!(r.change(0), Some((Side::Dealer, 5)));
        assert_eq!(r.change(75), Some((Side::Dealer, 1)));
        assert_eq!(r.change(80), Some((Side::Defenders, 0)));
        assert_eq!(r.change(140), Some((Side::Defenders, 3)));
        assert_eq!(r.change(-10), Some((Side::Dealer, 5)));
    }

    #[test]
    fn below_zero_and_the_caps() {
        let mut r = shenzhen();
        r.below_continues = true;
        assert_eq!(r.change(-40), Some((Side::Dealer, 7)));
        r.cap = 4;
        r.takeover_cap = 1;
        assert_eq!(r.change(-40), Some((Side::Dealer, 4)));
        assert_eq!(r.change(200), Some((Side::Defenders, 1)));
    }
}
