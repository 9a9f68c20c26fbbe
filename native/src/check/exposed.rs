//! The most exposed cards (重罚张) a legal follow can hold (`core.exposed.most_exposed`, its
//! count): shenzhen's withdrawn cards of a failed throw must be followed out at the first legal
//! chance (docs/rules.md R11.23).  The kernel has no such rule; it is this module's, built on the
//! kernel's follow shape and profile.

use crate::cards::{kind_counts, Card, Ctx};
use crate::params::Params;
use crate::rules::{follow_shape, profile};

/// How many of `cards` are `exposed` ones (copies counted).
pub fn overlap(cards: &[Card], exposed: &[Card]) -> usize {
    let mut left = exposed.to_vec();
    cards
        .iter()
        .filter(|c| match left.iter().position(|x| x == *c) {
            Some(at) => {
                left.swap_remove(at);
                true
            }
            None => false,
        })
        .count()
}

/// `cards` less `minus` (multisets).
fn less(cards: &[Card], minus: &[Card]) -> Vec<Card> {
    let mut out = cards.to_vec();
    for c in minus {
        if let Some(at) = out.iter().position(|x| x == c) {
            out.remove(at);
        }
    }
    out
}

/// `cards`, their copies in `exposed` first, each part from the lowest.
fn exposed_first(cards: &[Card], exposed: &[Card], ctx: &Ctx) -> Vec<Card> {
    let mut rest = cards.to_vec();
    let mut mine = Vec::new();
    for c in exposed {
        if let Some(at) = rest.iter().position(|x| x == c) {
            mine.push(rest.remove(at));
        }
    }
    let key = |c: &Card| ctx.sort_key[usize::from(*c)];
    mine.sort_by_key(key);
    rest.sort_by_key(key);
    mine.extend(rest);
    mine
}

/// The most `exposed` cards a legal follow of `lead` from `hand` can hold.
pub fn most_exposed(
    lead: &[Card],
    hand: &[Card],
    exposed: &[Card],
    ctx: &Ctx,
    params: &Params,
) -> usize {
    let n = lead.len();
    let Some(suit) = ctx.effective_suit(lead) else {
        return 0;
    };
    let shown: Vec<Card> = exposed
        .iter()
        .copied()
        .filter(|c| hand.contains(c))
        .collect();
    let shown = less(&shown, &less(&shown, hand)); // exposed ∩ hand, copies counted
    let held: Vec<Card> = hand
        .iter()
        .copied()
        .filter(|&c| ctx.suit(c) == suit)
        .collect();
    if held.len() <= n {
        let others: Vec<Card> = hand
            .iter()
            .copied()
            .filter(|&c| ctx.suit(c) != suit)
            .collect();
        let mut play = held.clone();
        play.extend(
            exposed_first(&others, &shown, ctx)
                .into_iter()
                .take(n - held.len()),
        );
        return overlap(&play, exposed);
    }
    most_of_suit(lead, &held, &shown, exposed, ctx, params)
}

/// [`most_exposed`] from a hand holding more of the led suit (`held`) than the lead: each choice
/// of pairs that matches the lead as the suit's do, filled up with exposed cards first.
fn most_of_suit(
    lead: &[Card],
    held: &[Card],
    shown: &[Card],
    exposed: &[Card],
    ctx: &Ctx,
    params: &Params,
) -> usize {
    let n = lead.len();
    let shape = follow_shape(lead, ctx, params);
    let want = profile(held, &shape, ctx, params);
    let free = less(shown, &less(shown, held)); // the suit's exposed cards
    let bound = n.min(free.len());
    let kinds: Vec<(Card, u8)> = if shape.total_pairs() > 0 {
        kind_counts(held)
            .into_iter()
            .filter(|&(_, k)| k >= 2)
            .map(|(c, k)| (c, k / 2))
            .collect()
    } else {
        Vec::new()
    };
    let mut best = 0;
    let mut counts = vec![0u8; kinds.len()];
    loop {
        let pairs: Vec<Card> = kinds
            .iter()
            .zip(&counts)
            .flat_map(|(&(c, _), &m)| std::iter::repeat_n(c, 2 * usize::from(m)))
            .collect();
        if pairs.len() <= n && profile(&pairs, &shape, ctx, params) == want {
            let mut play = pairs.clone();
            let rest = exposed_first(&less(held, &pairs), &free, ctx);
            play.extend(rest.into_iter().take(n - pairs.len()));
            best = best.max(overlap(&play, exposed));
            if best == bound {
                return best;
            }
        }
        if !next_choice(&mut counts, &kinds) {
            return best;
        }
    }
}

/// The next choice of pairs per kind (an odometer over `0..=pairs` of each kind); `false` past
/// the last.
fn next_choice(counts: &mut [u8], kinds: &[(Card, u8)]) -> bool {
    for (m, &(_, most)) in counts.iter_mut().zip(kinds).rev() {
        if *m < most {
            *m += 1;
            return true;
        }
        *m = 0;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overlap_counts_copies() {
        assert_eq!(overlap(&[1, 1, 2], &[1, 3]), 1);
        assert_eq!(overlap(&[1, 1, 2], &[1, 1, 2, 2]), 3);
    }

    #[test]
    fn the_odometer_visits_every_choice() {
        let kinds = [(1, 1), (2, 2)];
        let mut counts = vec![0, 0];
        let mut seen = 1;
        while next_choice(&mut counts, &kinds) {
            seen += 1;
        }
        assert_eq!(seen, 6);
    }
}
