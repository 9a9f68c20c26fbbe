//! Cards and the trump context, as the Python engine's `core/cards.py` lays them out.
//!
//! A card *kind* is `0..54`: `suit * 13 + rank - 2` for the suited cards, then the little joker
//! (52) and the big joker (53).  The trump context is not built here: the Python side passes its
//! precomputed tables (`TrumpContext.esuit`, `.pos`, `.sort_key`), so the two engines share one
//! definition of the trump order.

/// A card kind, `0..54`.
pub type Card = u8;

/// The number of card kinds.
pub const NUM_KINDS: usize = 54;

/// The effective suit of every trump.
pub const TRUMP: u8 = 4;

/// The most copies of a kind the kernel handles (three decks).
pub const MAX_COPIES: usize = 3;

/// Points of each kind: 5 for a five, 10 for a ten or a king.
pub const POINTS: [u8; NUM_KINDS] = points_table();

const fn points_table() -> [u8; NUM_KINDS] {
    let mut out = [0u8; NUM_KINDS];
    let mut c = 0;
    while c < 52 {
        let rank = c % 13 + 2;
        out[c] = if rank == 5 {
            5
        } else if rank == 10 || rank == 13 {
            10
        } else {
            0
        };
        c += 1;
    }
    out
}

/// Total points of some cards.
pub fn points_of(cards: &[Card]) -> i64 {
    cards.iter().map(|&c| i64::from(POINTS[c as usize])).sum()
}

/// How plays split into units (the variant's `order.decomposition`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Decomposition {
    /// The longest tractors first (the default).
    Canonical,
    /// 80fen: the k-th pair of each position in layer k.
    Layered,
    /// 80fen before 2026-09-07: one pass from the top.
    Greedy,
}

impl Decomposition {
    /// The variant's name for it (`canonical`, `layered`, `greedy`), or `None`.
    pub fn parse(name: &str) -> Option<Self> {
        match name {
            "canonical" => Some(Self::Canonical),
            "layered" => Some(Self::Layered),
            "greedy" => Some(Self::Greedy),
            _ => None,
        }
    }
}

/// The trump context's tables: each kind's effective suit (`TRUMP` = 4) and position inside it,
/// its global sort key, and the decomposition rule.
#[derive(Clone, Debug, PartialEq)]
pub struct Ctx {
    /// Effective suit of each kind, `0..=4`.
    pub esuit: [u8; NUM_KINDS],
    /// Position of each kind inside its effective suit (higher is stronger; adjacent = 1 apart).
    pub pos: [u8; NUM_KINDS],
    /// Global sort key of each kind (trumps above plain suits).
    pub sort_key: [u16; NUM_KINDS],
    /// How plays split into units.
    pub decomposition: Decomposition,
}

impl Ctx {
    /// A context from the Python tables; `None` when a table has the wrong length or a value out
    /// of range (an effective suit above 4, a position of 64 or more).
    pub fn from_tables(
        esuit: &[u8],
        pos: &[u8],
        sort_key: &[u16],
        decomposition: Decomposition,
    ) -> Option<Self> {
        if esuit.len() != NUM_KINDS || pos.len() != NUM_KINDS || sort_key.len() != NUM_KINDS {
            return None;
        }
        if esuit.iter().any(|&s| s > TRUMP) || pos.iter().any(|&p| p >= 64) {
            return None;
        }
        let mut ctx = Ctx {
            esuit: [0; NUM_KINDS],
            pos: [0; NUM_KINDS],
            sort_key: [0; NUM_KINDS],
            decomposition,
        };
        ctx.esuit.copy_from_slice(esuit);
        ctx.pos.copy_from_slice(pos);
        ctx.sort_key.copy_from_slice(sort_key);
        Some(ctx)
    }

    /// The effective suit shared by all `cards`, or `None` when they mix suits or are empty.
    pub fn effective_suit(&self, cards: &[Card]) -> Option<u8> {
        let first = *cards.first()?;
        let suit = self.esuit[first as usize];
        cards
            .iter()
            .all(|&c| self.esuit[c as usize] == suit)
            .then_some(suit)
    }

    /// Effective suit of one kind.
    #[inline]
    pub fn suit(&self, c: Card) -> u8 {
        self.esuit[c as usize]
    }

    /// Position of one kind.
    #[inline]
    pub fn position(&self, c: Card) -> u8 {
        self.pos[c as usize]
    }

    /// Each kind's `order_key` as the solver's moves module builds it: effective suit, then
    /// position, then kind.
    pub fn order_key(&self, c: Card) -> u32 {
        (u32::from(self.esuit[c as usize]) * 64 + u32::from(self.pos[c as usize])) * 256
            + u32::from(c)
    }
}

/// Card kind → how many copies `cards` hold, in order of first appearance.
pub fn kind_counts(cards: &[Card]) -> Vec<(Card, u8)> {
    let mut out: Vec<(Card, u8)> = Vec::new();
    for &c in cards {
        match out.iter_mut().find(|(k, _)| *k == c) {
            Some(e) => e.1 += 1,
            None => out.push((c, 1)),
        }
    }
    out
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// The context of hearts trump at level `level` (no variant flags), as `TrumpContext.make`.
    pub fn hearts(level: u8) -> Ctx {
        let mut esuit = [0u8; NUM_KINDS];
        let mut pos = [0u8; NUM_KINDS];
        for s in 0..4u8 {
            let eff = if s == 1 { TRUMP } else { s };
            let mut p = 0;
            for r in 2..15u8 {
                let c = (s * 13 + r - 2) as usize;
                if r == level {
                    continue;
                }
                esuit[c] = eff;
                pos[c] = p;
                p += 1;
            }
        }
        let p = 12u8; // after trump A (0..11), link 1
        for s in 0..4u8 {
            let c = (s * 13 + level - 2) as usize;
            esuit[c] = TRUMP;
            pos[c] = if s == 1 { p + 1 } else { p };
        }
        esuit[52] = TRUMP;
        esuit[53] = TRUMP;
        pos[52] = p + 2;
        pos[53] = p + 3;
        let mut sort_key = [0u16; NUM_KINDS];
        for c in 0..NUM_KINDS {
            let base = if esuit[c] == TRUMP {
                1000
            } else {
                (3 - u16::from(esuit[c])) * 100
            };
            let suit = if c < 52 { (c / 13) as u16 } else { 0 };
            sort_key[c] = base + u16::from(pos[c]) * 4 + (3 - suit);
        }
        Ctx::from_tables(&esuit, &pos, &sort_key, Decomposition::Canonical).unwrap()
    }

    /// A card from its suit letter index and rank.
    pub fn card(suit: u8, rank: u8) -> Card {
        suit * 13 + rank - 2
    }

    #[test]
    fn points_of_cards() {
        assert_eq!(points_of(&[card(0, 5), card(1, 13), card(3, 10), 53]), 25);
    }

    #[test]
    fn effective_suit_mixed_and_empty() {
        let ctx = hearts(2);
        assert_eq!(ctx.effective_suit(&[]), None);
        assert_eq!(ctx.effective_suit(&[card(0, 3), card(0, 4)]), Some(0));
        assert_eq!(ctx.effective_suit(&[card(1, 3), 53]), Some(TRUMP));
        assert_eq!(ctx.effective_suit(&[card(0, 3), card(2, 4)]), None);
    }

    #[test]
    fn counts_in_order() {
        assert_eq!(kind_counts(&[5, 3, 5]), vec![(5, 2), (3, 1)]);
    }
}
