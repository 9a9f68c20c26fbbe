//! A hand as one `u128`: two bits of copies (0..=3) for each of the 54 kinds, so a state is a
//! few integers to hash and a play's effect a subtraction.

use crate::cards::{Card, Ctx, NUM_KINDS};

/// A multiset of kinds, two bits a kind.
pub type Hand = u128;

/// One copy of kind `c`.
#[inline]
pub fn one(c: Card) -> Hand {
    1u128 << (2 * u32::from(c))
}

/// Copies of `c` in `h`.
#[inline]
pub fn count(h: Hand, c: Card) -> u8 {
    (h >> (2 * u32::from(c)) & 3) as u8
}

/// The hand of `cards`; `None` when a kind has more than three copies or is out of range.
pub fn of_cards(cards: &[Card]) -> Option<Hand> {
    let mut h: Hand = 0;
    for &c in cards {
        if usize::from(c) >= NUM_KINDS || count(h, c) == 3 {
            return None;
        }
        h += one(c);
    }
    Some(h)
}

/// `h` without `cards` (which it holds).
#[inline]
pub fn minus(mut h: Hand, cards: &[Card]) -> Hand {
    for &c in cards {
        h -= one(c);
    }
    h
}

/// Cards in `h`.
#[inline]
pub fn size(h: Hand) -> usize {
    let lo = h & MASK_LO;
    let hi = (h >> 1) & MASK_LO;
    (lo.count_ones() + 2 * hi.count_ones()) as usize
}

const MASK_LO: u128 = 0x5555_5555_5555_5555_5555_5555_5555_5555;

/// The kinds in `h` as bits of a `u64`.
pub fn kinds(h: Hand) -> u64 {
    let mut out = 0u64;
    let present = (h | h >> 1) & MASK_LO;
    let mut bits = present;
    while bits != 0 {
        let b = bits.trailing_zeros();
        out |= 1 << (b / 2);
        bits &= bits - 1;
    }
    out
}

/// The kinds in the order the solver sorts a hand (`order_key`: effective suit, position,
/// kind), and each effective suit's kinds as a hand mask.
#[derive(Clone, Debug)]
pub struct Order {
    /// Every kind, in `order_key` order.
    pub kinds: Vec<Card>,
    /// By effective suit: bits `0b11` at each of its kinds.
    pub suit_mask: [Hand; 5],
}

impl Order {
    /// The order of the context's kinds.
    pub fn new(ctx: &Ctx) -> Self {
        let mut kinds: Vec<Card> = (0..NUM_KINDS as Card).collect();
        kinds.sort_by_key(|&c| ctx.order_key(c));
        let mut suit_mask = [0u128; 5];
        for c in 0..NUM_KINDS as Card {
            suit_mask[usize::from(ctx.suit(c))] |= 3u128 << (2 * u32::from(c));
        }
        Order { kinds, suit_mask }
    }

    /// The cards of `h` in `order_key` order, copies repeated.
    pub fn cards(&self, h: Hand) -> Vec<Card> {
        let mut out = Vec::with_capacity(size(h));
        if h == 0 {
            return out;
        }
        for &c in &self.kinds {
            for _ in 0..count(h, c) {
                out.push(c);
            }
        }
        out
    }

    /// The effective suits `h` holds, as bits.
    pub fn suits(&self, h: Hand) -> u8 {
        (0..5)
            .filter(|&s| h & self.suit_mask[s] != 0)
            .fold(0, |b, s| b | 1 << s)
    }

    /// `h`'s cards of the suits in `suits` (bits).
    pub fn only(&self, h: Hand, suits: u8) -> Hand {
        (0..5)
            .filter(|&s| suits >> s & 1 == 1)
            .fold(0, |acc, s| acc | h & self.suit_mask[s])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hand_round_trip() {
        let h = of_cards(&[3, 3, 53, 0]).unwrap();
        assert_eq!(size(h), 4);
        assert_eq!(count(h, 3), 2);
        assert_eq!(kinds(h), 1 | 1 << 3 | 1 << 53);
        assert_eq!(minus(h, &[3, 0]), of_cards(&[3, 53]).unwrap());
        assert!(of_cards(&[7, 7, 7, 7]).is_none());
    }
}
