//! Hash tables for the search: a fast std-only hasher (FxHash's mixing) and the relative key of
//! a trick's start (partition search: the remaining cards in relative order).

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::hands::{Hand, Order};

const MASK_LO: u128 = 0x5555_5555_5555_5555_5555_5555_5555_5555;
use crate::cards::{Ctx, POINTS};

/// FxHash's word mixing: fast for keys of a few integers.
#[derive(Default, Clone, Copy)]
pub struct FxHasher {
    hash: u64,
}

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.hash = (self.hash.rotate_left(5) ^ i).wrapping_mul(SEED);
    }

    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.write_u64(u64::from(i));
    }

    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.write_u64(u64::from(i));
    }

    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.write_u64(i as u64);
    }

    #[inline]
    fn write_u128(&mut self, i: u128) {
        self.write_u64(i as u64);
        self.write_u64((i >> 64) as u64);
    }

    /// The words' mix, avalanched (MurmurHash3's finaliser): the table takes its bucket from
    /// the low bits, which the multiply alone leaves poorly mixed.
    #[inline]
    fn finish(&self) -> u64 {
        let mut h = self.hash;
        h ^= h >> 33;
        h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^= h >> 33;
        h
    }
}

/// A `HashMap` with [`FxHasher`].
pub type FxMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;

/// The relative key of a trick's start: who leads, the structure of the cards left, and each
/// hand over the cards left renumbered.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RelKey {
    /// The leader's seat.
    pub leader: u8,
    /// The relative structure of the kinds left.
    pub structure: Structure,
    /// Each hand, kinds renumbered by their rank among the kinds left.
    pub hands: [Hand; 4],
    /// Each seat's exposed cards, renumbered alike (`None`: none; rare, so kept apart).
    pub exposed: Option<Box<[Hand; 4]>>,
}

/// `h` (whose kinds are among `present`'s) with its slots renumbered by their rank among the
/// slots `present` (bits `0b01`): each run of consecutive present slots moves down at once.
pub fn compress(h: Hand, present: Hand) -> Hand {
    compress4(&[h, 0, 0, 0], present)[0]
}

/// [`compress`] of four hands at once (the runs found once).
fn compress4(hands: &[Hand; 4], present: Hand) -> [Hand; 4] {
    let mut out = [0u128; 4];
    let mut bits = present;
    let mut rank = 0u32;
    while bits != 0 {
        let start = bits.trailing_zeros();
        let absent = !(bits >> start) & MASK_LO;
        let width = absent.trailing_zeros().min(128 - start);
        let mask = if width >= 128 {
            u128::MAX
        } else {
            (1u128 << width) - 1
        };
        for (o, &h) in out.iter_mut().zip(hands) {
            *o |= ((h >> start) & mask) << (2 * rank);
        }
        rank += width / 2;
        bits &= !(mask << start);
    }
    out
}

/// The relative structure of a set of kinds left, exactly, in 221 bits: which effective suits
/// are present (5 bits), then for each kind in order two bits of how it follows the one before
/// (first of its suit, same position, adjacent, a gap) and two of its points.  Two kinds are
/// told adjacent only where some hand holds two of each position's kinds: else no tractor can
/// ever join them (hands only lose cards), so adjacency and a gap play alike and share a key.
pub type Structure = [u128; 2];

/// Builds relative keys, remembering each set of kinds left's structure (a cache: a structure
/// is a function of the set).
#[derive(Default)]
pub struct Relative {
    by_present: FxMap<(u128, u128), Structure>,
    /// The structures without points ([`Relative::rank_key`]).
    ranks_by_present: FxMap<(u128, u128), Structure>,
}

/// The most sets of kinds remembered (each entry is small, but a whole hand has many).
const STRUCTURES: usize = 1 << 16;

impl Relative {
    /// The key of `hands` with `leader` to lead: per effective suit, positions renumbered among
    /// the cards left, keeping which are equal, adjacent or not; kinds sharing a position told
    /// apart; points kept (`search._Engine.key`).
    pub fn key(
        &mut self,
        hands: &[Hand; 4],
        exposed: &[Hand; 4],
        leader: usize,
        ctx: &Ctx,
        order: &Order,
    ) -> RelKey {
        self.key_with(hands, exposed, leader, ctx, order, true)
    }

    /// [`Relative::key`] without the points: the key of a game in which they do not count
    /// (the last-trick game, docs/solver.md §4).
    pub fn rank_key(
        &mut self,
        hands: &[Hand; 4],
        exposed: &[Hand; 4],
        leader: usize,
        ctx: &Ctx,
        order: &Order,
    ) -> RelKey {
        self.key_with(hands, exposed, leader, ctx, order, false)
    }

    fn key_with(
        &mut self,
        hands: &[Hand; 4],
        exposed: &[Hand; 4],
        leader: usize,
        ctx: &Ctx,
        order: &Order,
        points: bool,
    ) -> RelKey {
        let all = hands[0] | hands[1] | hands[2] | hands[3];
        let present2 = (all | all >> 1) & MASK_LO;
        let paired = hands.iter().fold(0, |p, &h| p | (h >> 1 & MASK_LO));
        let known = if points {
            &mut self.by_present
        } else {
            &mut self.ranks_by_present
        };
        let structure = match known.get(&(present2, paired)) {
            Some(&s) => s,
            None => {
                let slots = super::hands::slots;
                let s = structure(slots(all), slots(paired), ctx, order, points);
                if known.len() >= STRUCTURES {
                    known.clear();
                }
                known.insert((present2, paired), s);
                s
            }
        };
        let rel = compress4(hands, present2);
        let ex = if exposed.iter().all(|&e| e == 0) {
            None
        } else {
            Some(Box::new(exposed.map(|e| compress(e, present2))))
        };
        RelKey {
            leader: leader as u8,
            structure,
            hands: rel,
            exposed: ex,
        }
    }
}

/// The structure of the kinds in slots `present` (bits): see [`Structure`].
fn structure(present: u64, paired: u64, ctx: &Ctx, order: &Order, points: bool) -> Structure {
    let mut out: Structure = [0; 2];
    let mut at = 0u32;
    let mut put = |value: u128, bits: u32| {
        out[(at / 128) as usize] |= value << (at % 128);
        at += bits;
    };
    let mut suits = 0u128;
    for (i, &c) in order.kinds.iter().enumerate() {
        if present >> i & 1 == 1 {
            suits |= 1 << ctx.suit(c);
        }
    }
    put(suits, 5);
    // `group`: some hand holds two of a kind at the previous position (a tractor may join it)
    let (mut prev_suit, mut prev_pos, mut group) = (u8::MAX, 0u8, false);
    for (i, &c) in order.kinds.iter().enumerate() {
        if present >> i & 1 == 0 {
            continue;
        }
        let (s, p) = (ctx.suit(c), ctx.position(c));
        let two = paired >> i & 1 == 1;
        let step = if s != prev_suit {
            group = two;
            0
        } else if p == prev_pos {
            group |= two;
            1
        } else {
            let joins = p == prev_pos + 1 && group && two;
            group = two;
            if joins {
                2
            } else {
                3
            }
        };
        prev_suit = s;
        prev_pos = p;
        put(step, 2);
        if points {
            put(u128::from(POINTS[usize::from(c)] / 5), 2);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::tests::{card, hearts};

    /// The relative key of four hands (♥ trumps, level 2), the first to lead.
    fn key_of(hands: [Vec<crate::cards::Card>; 4]) -> RelKey {
        let ctx = hearts(2);
        let order = Order::new(&ctx);
        let hs = hands.map(|h| order.of_cards(&h).unwrap());
        Relative::default().key(&hs, &[0; 4], 0, &ctx, &order)
    }

    #[test]
    fn adjacency_counts_only_where_a_tractor_could_join_it() {
        let spades = |ranks: &[u8]| ranks.iter().map(|&r| card(0, r)).collect::<Vec<_>>();
        let others = || [spades(&[9]), spades(&[11]), spades(&[12])];
        let [b, c, d] = others();
        let singles_adjacent = key_of([spades(&[3, 4]), b, c, d]);
        let [b, c, d] = others();
        let singles_apart = key_of([spades(&[3, 6]), b, c, d]);
        assert_eq!(
            singles_adjacent, singles_apart,
            "no pair: no tractor, the gap plays alike"
        );
        let [b, c, d] = others();
        let pairs_adjacent = key_of([spades(&[3, 3, 4, 4]), b, c, d]);
        let [b, c, d] = others();
        let pairs_apart = key_of([spades(&[3, 3, 6, 6]), b, c, d]);
        assert_ne!(pairs_adjacent, pairs_apart, "a tractor against two pairs");
    }

    #[test]
    fn compress_renumbers_by_the_slots_present() {
        // slots 1, 2 and 5 present: they become 0, 1 and 2
        let present: Hand = 1 << 2 | 1 << 4 | 1 << 10;
        let h: Hand = 2 << 2 | 1 << 10;
        assert_eq!(compress(h, present), 2 | 1 << 4);
        let four = compress4(&[h, 0, 1 << 4, 0], present);
        assert_eq!(four, [2 | 1 << 4, 0, 1 << 2, 0]);
    }
}
