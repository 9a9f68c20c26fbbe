//! Units a play is made of (`core/units.py`): singles, pairs, tractors, triples, 泰坦尼克, and
//! the canonical (or layered, or greedy) decomposition of cards of one effective suit.

use crate::cards::{Card, Ctx, Decomposition};

/// The widest unit: three copies of a kind.
pub const MAX_WIDTH: u8 = 3;

/// What a unit is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum UnitKind {
    /// One card.
    Single,
    /// Two copies of a kind.
    Pair,
    /// Consecutive pairs.
    Tractor,
    /// Three copies of a kind.
    Triple,
    /// Consecutive triples.
    Titanic,
}

/// `length` consecutive positions holding `width` copies of one kind each; `top` the position of
/// its highest card; `cards` from the top down.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Unit {
    /// The unit's cards, from the top down.
    pub cards: Vec<Card>,
    /// Copies at each position (1, 2 or 3).
    pub width: u8,
    /// Positions spanned.
    pub length: u8,
    /// Position of its highest card.
    pub top: u8,
}

impl Unit {
    /// The unit's kind.
    pub fn kind(&self) -> UnitKind {
        match (self.width, self.length) {
            (1, _) => UnitKind::Single,
            (2, 1) => UnitKind::Pair,
            (2, _) => UnitKind::Tractor,
            (_, 1) => UnitKind::Triple,
            _ => UnitKind::Titanic,
        }
    }

    /// Cards in the unit.
    pub fn size(&self) -> usize {
        usize::from(self.width) * usize::from(self.length)
    }

    /// `(width, length)`: what a unit must match to beat or be beaten by this one.
    pub fn kind_key(&self) -> (u8, u8) {
        (self.width, self.length)
    }

    fn rank_key(&self) -> (u8, u8, u8) {
        (self.width, self.length, self.top)
    }
}

/// Maximal runs of consecutive positions, as `(low, high)`, ascending.
pub fn runs(positions: impl IntoIterator<Item = u8>) -> Vec<(u8, u8)> {
    let mut ps: Vec<u8> = positions.into_iter().collect();
    ps.sort_unstable();
    ps.dedup();
    let mut out: Vec<(u8, u8)> = Vec::new();
    for p in ps {
        match out.last_mut() {
            Some(last) if last.1 + 1 == p => last.1 = p,
            _ => out.push((p, p)),
        }
    }
    out
}

/// Position → kinds there (in kind order) with a `width`-tuple each, as a sorted list.
type Tuples = Vec<(u8, Vec<Card>)>;

fn push_tuple(tuples: &mut Tuples, pos: u8, kind: Card) {
    match tuples.iter_mut().find(|(p, _)| *p == pos) {
        Some((_, ks)) => ks.push(kind),
        None => tuples.push((pos, vec![kind])),
    }
}

/// The canonical decomposition of cards of one effective suit (`units.decompose`): units sorted
/// most complex first (width, length, top), ties in the order built.
pub fn decompose(cards: &[Card], ctx: &Ctx) -> Vec<Unit> {
    let mut sorted = cards.to_vec();
    sorted.sort_unstable();
    let mut counts: Vec<(Card, u8)> = Vec::new();
    for c in sorted {
        match counts.last_mut() {
            Some((k, n)) if *k == c => *n += 1,
            _ => counts.push((c, 1)),
        }
    }
    let mut units: Vec<Unit> = Vec::new();
    if counts.iter().any(|&(_, n)| n >= MAX_WIDTH) {
        let mut triples: Tuples = Vec::new();
        for (c, n) in counts.iter_mut() {
            if *n >= MAX_WIDTH {
                push_tuple(&mut triples, ctx.position(*c), *c);
                *n -= MAX_WIDTH;
            }
        }
        units.extend(longest_first(triples, MAX_WIDTH));
    }
    let mut pairs: Tuples = Vec::new();
    let mut singles: Vec<Card> = Vec::new();
    for &(c, n) in &counts {
        for _ in 0..n / 2 {
            push_tuple(&mut pairs, ctx.position(c), c);
        }
        if n % 2 == 1 {
            singles.push(c);
        }
    }
    units.extend(match ctx.decomposition {
        Decomposition::Canonical => longest_first(pairs, 2),
        Decomposition::Layered => layered(&pairs),
        Decomposition::Greedy => greedy(&pairs),
    });
    units.extend(singles.into_iter().map(|c| Unit {
        cards: vec![c],
        width: 1,
        length: 1,
        top: ctx.position(c),
    }));
    units.sort_by_key(|u| std::cmp::Reverse(u.rank_key()));
    units
}

fn chain(kinds: &[Card], top: u8, width: u8) -> Unit {
    Unit {
        cards: kinds
            .iter()
            .flat_map(|&k| std::iter::repeat_n(k, usize::from(width)))
            .collect(),
        width,
        length: kinds.len() as u8,
        top,
    }
}

fn longest_first(mut tuples: Tuples, width: u8) -> Vec<Unit> {
    let mut units = Vec::new();
    while !tuples.is_empty() {
        let rs = runs(tuples.iter().map(|(p, _)| *p));
        let mut best = rs[0];
        for &r in &rs[1..] {
            if (r.1 - r.0, r.1) > (best.1 - best.0, best.1) {
                best = r;
            }
        }
        let (low, high) = best;
        let mut kinds = Vec::new();
        for p in (low..=high).rev() {
            let at = tuples
                .iter()
                .position(|(q, _)| *q == p)
                .expect("a run's position");
            kinds.push(tuples[at].1.remove(0));
            if tuples[at].1.is_empty() {
                tuples.remove(at);
            }
        }
        units.push(chain(&kinds, high, width));
    }
    units
}

fn layered(pairs: &Tuples) -> Vec<Unit> {
    let depth = pairs.iter().map(|(_, ks)| ks.len()).max().unwrap_or(0);
    let mut units = Vec::new();
    for k in 0..depth {
        let layer: Vec<(u8, Card)> = pairs
            .iter()
            .filter(|(_, ks)| ks.len() > k)
            .map(|(p, ks)| (*p, ks[k]))
            .collect();
        for (low, high) in runs(layer.iter().map(|&(p, _)| p)) {
            let kinds: Vec<Card> = (low..=high)
                .rev()
                .map(|p| layer.iter().find(|&&(q, _)| q == p).expect("in layer").1)
                .collect();
            units.push(chain(&kinds, high, 2));
        }
    }
    units
}

fn greedy(pairs: &Tuples) -> Vec<Unit> {
    let mut order: Vec<&(u8, Vec<Card>)> = pairs.iter().collect();
    order.sort_by_key(|(p, _)| std::cmp::Reverse(*p));
    let mut units = Vec::new();
    let mut kinds: Vec<Card> = Vec::new();
    let (mut top, mut last) = (0u8, 0u8);
    for (p, ks) in order {
        for &kind in ks {
            if !kinds.is_empty() && u16::from(*p) + 1 == u16::from(last) {
                kinds.push(kind);
            } else {
                if !kinds.is_empty() {
                    units.push(chain(&kinds, top, 2));
                }
                kinds = vec![kind];
                top = *p;
            }
            last = *p;
        }
    }
    if !kinds.is_empty() {
        units.push(chain(&kinds, top, 2));
    }
    units
}

/// The structure of a lead: tractor lengths (longest first), pairs, singles, triples, 泰坦尼克
/// lengths (longest first).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Shape {
    /// Tractor lengths, longest first.
    pub tractors: Vec<u8>,
    /// Pairs outside tractors.
    pub pairs: u8,
    /// Singles.
    pub singles: u8,
    /// Triples outside 泰坦尼克.
    pub triples: u8,
    /// 泰坦尼克 lengths, longest first.
    pub titanics: Vec<u8>,
}

impl Shape {
    /// Pairs of the width-2 units (those inside tractors included).
    pub fn total_pairs(&self) -> u32 {
        self.tractors.iter().map(|&t| u32::from(t)).sum::<u32>() + u32::from(self.pairs)
    }

    /// Triples, those inside 泰坦尼克 included.
    pub fn total_triples(&self) -> u32 {
        self.titanics.iter().map(|&t| u32::from(t)).sum::<u32>() + u32::from(self.triples)
    }

    /// True if the shape holds a triple or a 泰坦尼克.
    pub fn wide(&self) -> bool {
        self.triples > 0 || !self.titanics.is_empty()
    }

    /// Cards in the shape.
    pub fn size(&self) -> u32 {
        2 * self.total_pairs() + u32::from(self.singles) + 3 * self.total_triples()
    }

    /// The shape seen at width 2 (R13.3): each triple a pair and a single, each 泰坦尼克 a
    /// tractor of its length and its singles.
    pub fn skeleton(&self) -> Shape {
        if !self.wide() {
            return self.clone();
        }
        let mut tractors: Vec<u8> = self.tractors.clone();
        tractors.extend(&self.titanics);
        tractors.sort_unstable_by(|a, b| b.cmp(a));
        Shape {
            tractors,
            pairs: self.pairs + self.triples,
            singles: self.singles + self.total_triples() as u8,
            triples: 0,
            titanics: Vec::new(),
        }
    }

    /// True if the shape is of more than one unit (a throw).
    pub fn is_throw(&self) -> bool {
        self.tractors.len()
            + usize::from(self.pairs)
            + usize::from(self.singles)
            + usize::from(self.triples)
            + self.titanics.len()
            > 1
    }
}

/// The shape of a decomposition.
pub fn shape_of(units: &[Unit]) -> Shape {
    let mut s = Shape::default();
    for u in units {
        match u.kind() {
            UnitKind::Single => s.singles += 1,
            UnitKind::Pair => s.pairs += 1,
            UnitKind::Tractor => s.tractors.push(u.length),
            UnitKind::Triple => s.triples += 1,
            UnitKind::Titanic => s.titanics.push(u.length),
        }
    }
    s.tractors.sort_unstable_by(|a, b| b.cmp(a));
    s.titanics.sort_unstable_by(|a, b| b.cmp(a));
    s
}

/// The shape of a lead's decomposition.
pub fn lead_shape(lead: &[Card], ctx: &Ctx) -> Shape {
    shape_of(&decompose(lead, ctx))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::tests::{card, hearts};

    #[test]
    fn tractor_across_the_level_gap() {
        let ctx = hearts(10);
        let units = decompose(&[card(0, 11), card(0, 11), card(0, 9), card(0, 9)], &ctx);
        assert_eq!(units.len(), 1);
        assert_eq!(units[0].kind(), UnitKind::Tractor);
    }

    #[test]
    fn two_off_suit_level_pairs_are_pairs() {
        let ctx = hearts(10);
        let cards = [card(0, 10), card(0, 10), card(2, 10), card(2, 10)];
        let kinds: Vec<UnitKind> = decompose(&cards, &ctx).iter().map(Unit::kind).collect();
        assert_eq!(kinds, vec![UnitKind::Pair, UnitKind::Pair]);
    }

    #[test]
    fn triples_first_then_pairs_then_singles() {
        let ctx = hearts(2);
        let c = [
            card(0, 5),
            card(0, 5),
            card(0, 5),
            card(0, 6),
            card(0, 6),
            card(0, 9),
        ];
        let shape = lead_shape(&c, &ctx);
        assert_eq!(shape.triples, 1);
        assert_eq!(shape.pairs, 1);
        assert_eq!(shape.singles, 1);
        assert_eq!(shape.skeleton().pairs, 2);
    }

    #[test]
    fn runs_of_positions() {
        assert_eq!(runs([1, 2, 3, 7, 9, 10]), vec![(1, 3), (7, 7), (9, 10)]);
    }
}
