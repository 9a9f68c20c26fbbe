//! A hand as one `u128`: two bits of copies (0..=3) for each of the 54 kinds, so a state is a
//! few integers to hash and a play's effect a subtraction.  The kinds sit at their *slots*, their
//! ranks in the solver's `order_key` order (effective suit, position, kind): a hand's set bits
//! read from the lowest up are its cards in that order, and each effective suit is one range.

use crate::cards::{Card, Ctx, NUM_KINDS};

/// A multiset of kinds, two bits a slot.
pub type Hand = u128;

const MASK_LO: u128 = 0x5555_5555_5555_5555_5555_5555_5555_5555;

/// Cards in `h`.
#[inline]
pub fn size(h: Hand) -> usize {
    ((h & MASK_LO).count_ones() + 2 * ((h >> 1) & MASK_LO).count_ones()) as usize
}

/// The slots `h` holds a card at, as bits of a `u64`.
#[inline]
pub fn slots(h: Hand) -> u64 {
    let mut present = (h | h >> 1) & MASK_LO;
    let mut out = 0u64;
    while present != 0 {
        let b = present.trailing_zeros();
        out |= 1 << (b / 2);
        present &= present - 1;
    }
    out
}

/// Copies at `slot` in `h`.
#[inline]
pub fn at(h: Hand, slot: u32) -> u8 {
    (h >> (2 * slot) & 3) as u8
}

/// The most cards a [`Hand`] holds: three copies of every kind.
const MAX_CARDS: usize = 3 * NUM_KINDS;

/// A hand's cards in a fixed array (a hand never holds more than [`MAX_CARDS`]).
pub struct CardList {
    n: usize,
    cards: [Card; MAX_CARDS],
}

impl std::ops::Deref for CardList {
    type Target = [Card];

    fn deref(&self) -> &[Card] {
        &self.cards[..self.n]
    }
}

/// The slots of a context's kinds and the masks of its effective suits.
#[derive(Clone, Debug)]
pub struct Order {
    /// By slot: its kind.
    pub kinds: [Card; NUM_KINDS],
    /// By kind: its slot.
    pub slot: [u8; NUM_KINDS],
    /// By set of effective suits (bits): `0b11` at each slot of those suits.
    pub suits_mask: [Hand; 32],
    /// By slot: the mask of the slots of its suit at a higher position.
    pub above: [Hand; NUM_KINDS],
}

impl Order {
    /// The slots of the context's kinds.
    pub fn new(ctx: &Ctx) -> Self {
        let mut by: Vec<Card> = (0..NUM_KINDS as Card).collect();
        by.sort_by_key(|&c| ctx.order_key(c));
        let mut kinds = [0 as Card; NUM_KINDS];
        let mut slot = [0u8; NUM_KINDS];
        for (i, &c) in by.iter().enumerate() {
            kinds[i] = c;
            slot[usize::from(c)] = i as u8;
        }
        let mut suits_mask = [0u128; 32];
        let mut above = [0u128; NUM_KINDS];
        for (i, &c) in by.iter().enumerate() {
            let s = ctx.suit(c);
            for (set, m) in suits_mask.iter_mut().enumerate() {
                if set >> s & 1 == 1 {
                    *m |= 3u128 << (2 * i);
                }
            }
            for (j, &d) in by.iter().enumerate() {
                if ctx.suit(d) == s && ctx.position(d) > ctx.position(c) {
                    above[i] |= 3u128 << (2 * j);
                }
            }
        }
        Order {
            kinds,
            slot,
            suits_mask,
            above,
        }
    }

    /// One copy of kind `c`.
    #[inline]
    pub fn one(&self, c: Card) -> Hand {
        1u128 << (2 * u32::from(self.slot[usize::from(c)]))
    }

    /// Copies of kind `c` in `h`.
    #[inline]
    pub fn count(&self, h: Hand, c: Card) -> u8 {
        at(h, u32::from(self.slot[usize::from(c)]))
    }

    /// The hand of `cards`; `None` when a kind has more than three copies or is out of range.
    pub fn of_cards(&self, cards: &[Card]) -> Option<Hand> {
        let mut h: Hand = 0;
        for &c in cards {
            if usize::from(c) >= NUM_KINDS || self.count(h, c) == 3 {
                return None;
            }
            h += self.one(c);
        }
        Some(h)
    }

    /// The hand of `cards` (held at most three times each).
    #[inline]
    pub fn encode(&self, cards: &[Card]) -> Hand {
        cards.iter().fold(0, |h, &c| h + self.one(c))
    }

    /// `h` without `cards` (which it holds).
    #[inline]
    pub fn minus(&self, mut h: Hand, cards: &[Card]) -> Hand {
        for &c in cards {
            h -= self.one(c);
        }
        h
    }

    /// The kind of a hand of one card.
    #[inline]
    pub fn single(&self, h: Hand) -> Card {
        self.kinds[(h.trailing_zeros() / 2) as usize]
    }

    /// The cards of `h` in `order_key` order, copies repeated.
    pub fn cards(&self, h: Hand) -> Vec<Card> {
        let mut out = Vec::with_capacity(size(h));
        let mut present = (h | h >> 1) & MASK_LO;
        while present != 0 {
            let b = present.trailing_zeros();
            present &= present - 1;
            let kind = self.kinds[(b / 2) as usize];
            for _ in 0..(h >> b & 3) {
                out.push(kind);
            }
        }
        out
    }

    /// The cards of `h` as [`Order::cards`] lists them, on the stack (no allocation).
    pub fn card_list(&self, h: Hand) -> CardList {
        let mut out = CardList {
            n: 0,
            cards: [0; MAX_CARDS],
        };
        let mut present = (h | h >> 1) & MASK_LO;
        while present != 0 {
            let b = present.trailing_zeros();
            present &= present - 1;
            let kind = self.kinds[(b / 2) as usize];
            for _ in 0..(h >> b & 3) {
                out.cards[out.n] = kind;
                out.n += 1;
            }
        }
        out
    }

    /// The effective suits `h` holds, as bits.
    pub fn suits(&self, h: Hand) -> u8 {
        (0..5u8)
            .filter(|&s| h & self.suits_mask[1 << s] != 0)
            .fold(0, |b, s| b | 1 << s)
    }

    /// `h`'s cards of the suits in `suits` (bits).
    #[inline]
    pub fn only(&self, h: Hand, suits: u8) -> Hand {
        h & self.suits_mask[usize::from(suits & 31)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::tests::hearts;

    #[test]
    fn hand_round_trip() {
        let order = Order::new(&hearts(2));
        let h = order.of_cards(&[3, 3, 53, 0]).unwrap();
        assert_eq!(size(h), 4);
        assert_eq!(order.count(h, 3), 2);
        assert_eq!(order.cards(h), vec![3, 3, 0, 53]); // ♠2 is a trump at level 2
        assert_eq!(&*order.card_list(h), &[3, 3, 0, 53]);
        assert_eq!(order.minus(h, &[3, 0]), order.of_cards(&[3, 53]).unwrap());
        assert!(order.of_cards(&[7, 7, 7, 7]).is_none());
        assert_eq!(slots(h).count_ones(), 3);
    }
}
