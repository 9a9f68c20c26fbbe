//! The legal plays of a seat, one per class of equivalent plays (`solver/moves.py`): classes of
//! interchangeable kinds, leads (units and throws that stand), follows, and the failing throws
//! that may gain.  Every candidate tried spends a step of the [`Meter`].

use crate::cards::{Card, Ctx, NUM_KINDS, POINTS, TRUMP};
use crate::params::Params;
use crate::rules::{allowed_forced_plays, can_follow, can_throw, throw_blocks, throw_penalty};
use crate::units::decompose;

/// The budget ran out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutOfWork;

/// A budget of steps: each node visited and each candidate play tried spends one.
#[derive(Clone, Debug)]
pub struct Meter {
    /// Steps left (negative once overspent).
    pub left: i64,
}

impl Meter {
    /// Spend one step; [`OutOfWork`] once the budget is overspent.
    #[inline]
    pub fn spend(&mut self) -> Result<(), OutOfWork> {
        self.left -= 1;
        if self.left < 0 {
            Err(OutOfWork)
        } else {
            Ok(())
        }
    }
}

/// Suit-positions taken by other seats' cards (and the trick's plays): one `u64` of position
/// bits per effective suit.
pub type Taken = [u64; 5];

/// The positions of `cards`, added to `taken`.
pub fn take(taken: &mut Taken, cards: &[Card], ctx: &Ctx) {
    for &c in cards {
        taken[usize::from(ctx.suit(c))] |= 1 << ctx.position(c);
    }
}

/// Each kind → its class's representative (`moves.classes_in`): kinds held once (not exposed:
/// `exposed`, kind bits; and of the suits `only`, bits) of one suit and points with no taken
/// position between them are one class.
pub fn classes(
    hand: &[Card],
    ctx: &Ctx,
    only: u8,
    taken: &Taken,
    exposed: u64,
) -> [Card; NUM_KINDS] {
    let mut rep = [0 as Card; NUM_KINDS];
    for (c, r) in rep.iter_mut().enumerate() {
        *r = c as Card;
    }
    let mut prev: Option<Card> = None;
    let mut i = 0;
    while i < hand.len() {
        let c = hand[i];
        let mut j = i + 1;
        while j < hand.len() && hand[j] == c {
            j += 1;
        }
        let suit = ctx.suit(c);
        if j == i + 1 && exposed >> c & 1 == 0 && only >> suit & 1 == 1 {
            if let Some(p) = prev {
                let (pp, cp) = (ctx.position(p), ctx.position(c));
                let span = ((2u128 << (cp - pp)) - 1) as u64;
                if ctx.suit(p) == suit
                    && POINTS[usize::from(p)] == POINTS[usize::from(c)]
                    && (taken[usize::from(suit)] >> pp) & span == 0
                {
                    rep[usize::from(c)] = rep[usize::from(p)];
                }
            }
            prev = Some(c);
        }
        i = j;
    }
    rep
}

/// Cards as groups: each class's kinds (lowest first) or a kind's copies, in order of first
/// appearance.
fn groups(cards: &[Card], rep: &[Card; NUM_KINDS]) -> Vec<Vec<Card>> {
    let mut out: Vec<(Card, Vec<Card>)> = Vec::new();
    for &c in cards {
        let r = rep[usize::from(c)];
        match out.iter_mut().find(|(k, _)| *k == r) {
            Some((_, g)) => g.push(c),
            None => out.push((r, vec![c])),
        }
    }
    out.into_iter().map(|(_, g)| g).collect()
}

/// Every way to take `n` cards, each group from its lowest up (`moves._choose`).
fn choose(groups: &[Vec<Card>], n: usize, prefix: &[Card], out: &mut Vec<Vec<Card>>) {
    let mut room = vec![0usize; groups.len() + 1];
    for k in (0..groups.len()).rev() {
        room[k] = room[k + 1] + groups[k].len();
    }
    let mut chosen = prefix.to_vec();
    choose_walk(groups, &room, 0, n, &mut chosen, out);
}

fn choose_walk(
    groups: &[Vec<Card>],
    room: &[usize],
    k: usize,
    left: usize,
    chosen: &mut Vec<Card>,
    out: &mut Vec<Vec<Card>>,
) {
    if left == 0 {
        out.push(chosen.clone());
        return;
    }
    if k == groups.len() || room[k] < left {
        return;
    }
    let g = &groups[k];
    for take in (0..=g.len().min(left)).rev() {
        chosen.extend_from_slice(&g[..take]);
        choose_walk(groups, room, k + 1, left - take, chosen, out);
        chosen.truncate(chosen.len() - take);
    }
}

/// Every non-empty choice from the groups, each from its lowest up (`moves._subsets`); each
/// choice spends a step.
fn subsets(groups: &[Vec<Card>], meter: &mut Meter) -> Result<Vec<Vec<Card>>, OutOfWork> {
    let mut out: Vec<Vec<Card>> = vec![Vec::new()];
    for g in groups {
        let mut next = Vec::with_capacity(out.len() * (g.len() + 1));
        for base in &out {
            for take in 0..=g.len() {
                let mut p = base.clone();
                p.extend_from_slice(&g[..take]);
                next.push(p);
            }
        }
        out = next;
    }
    let mut kept = Vec::with_capacity(out.len());
    for p in out {
        if !p.is_empty() {
            meter.spend()?;
            kept.push(p);
        }
    }
    Ok(kept)
}

/// The legal follows of `lead` from `hand` (in `order_key` order), one per class
/// (`moves.follows`).
pub fn follows(
    lead: &[Card],
    hand: &[Card],
    rep: &[Card; NUM_KINDS],
    ctx: &Ctx,
    params: &Params,
    meter: &mut Meter,
) -> Result<Vec<Vec<Card>>, OutOfWork> {
    let suit = ctx.suit(lead[0]);
    let n = lead.len();
    let held: Vec<Card> = hand
        .iter()
        .copied()
        .filter(|&c| ctx.suit(c) == suit)
        .collect();
    let mut candidates = Vec::new();
    if held.len() > n {
        choose(&groups(&held, rep), n, &[], &mut candidates);
    } else {
        let rest: Vec<Card> = hand
            .iter()
            .copied()
            .filter(|&c| ctx.suit(c) != suit)
            .collect();
        choose(&groups(&rest, rep), n - held.len(), &held, &mut candidates);
    }
    let mut out = Vec::new();
    for p in candidates {
        meter.spend()?;
        if can_follow(lead, hand, &p, ctx, params) {
            out.push(p);
        }
    }
    Ok(out)
}

/// Each other seat's cards of effective suit `suit`.
pub fn suit_holdings(others: &[Vec<Card>; 3], suit: u8, ctx: &Ctx) -> [Vec<Card>; 3] {
    let of = |h: &Vec<Card>| h.iter().copied().filter(|&c| ctx.suit(c) == suit).collect();
    [of(&others[0]), of(&others[1]), of(&others[2])]
}

/// `can_throw` of a lead of one suit against the others' cards of that suit.
pub fn stands(play: &[Card], theirs: &[Vec<Card>; 3], ctx: &Ctx) -> bool {
    let refs: [&[Card]; 3] = [&theirs[0], &theirs[1], &theirs[2]];
    can_throw(play, &refs, ctx)
}

/// The legal leads from `hand`: single units, and throws no other seat can beat
/// (`moves.leads`).
pub fn leads(
    hand: &[Card],
    others: &[Vec<Card>; 3],
    rep: &[Card; NUM_KINDS],
    ctx: &Ctx,
    meter: &mut Meter,
) -> Result<Vec<Vec<Card>>, OutOfWork> {
    let mut out = Vec::new();
    let mut suits: Vec<u8> = hand.iter().map(|&c| ctx.suit(c)).collect();
    suits.dedup();
    for suit in suits {
        let cards: Vec<Card> = hand
            .iter()
            .copied()
            .filter(|&c| ctx.suit(c) == suit)
            .collect();
        let theirs = suit_holdings(others, suit, ctx);
        let beaten: Vec<Card> = cards
            .iter()
            .copied()
            .filter(|&c| !stands(&[c], &theirs, ctx))
            .collect();
        for play in subsets(&groups(&cards, rep), meter)? {
            let unit = play.len() == 1 || decompose(&play, ctx).len() == 1;
            if unit || !holds_beaten(&play, &beaten) && stands(&play, &theirs, ctx) {
                out.push(play);
            }
        }
    }
    Ok(out)
}

/// A kind the play holds once that is beaten alone: it fails the throw.
fn holds_beaten(play: &[Card], beaten: &[Card]) -> bool {
    play.iter()
        .any(|c| beaten.contains(c) && play.iter().filter(|&d| d == c).count() == 1)
}

/// A failing throw's forced plays, each with its penalty (before the side's sign).
pub type Failing = (Vec<Card>, Vec<(Vec<Card>, i64)>);

/// The failed throws from `hand` that may gain (`moves.failing_throws`): `barred` the dealer's
/// partner's cards (it plays after the leader, and a failed throw bars its ruff); `others` in
/// order of play, the leader's partner second.
pub fn failing_throws(
    hand: &[Card],
    others: &[Vec<Card>; 3],
    rep: &[Card; NUM_KINDS],
    barred: &[Card],
    ctx: &Ctx,
    params: &Params,
    meter: &mut Meter,
) -> Result<Vec<Failing>, OutOfWork> {
    if !barred.iter().any(|&c| ctx.suit(c) == TRUMP) {
        return Ok(Vec::new());
    }
    let mut out = Vec::new();
    for suit in 0..TRUMP {
        let void = hand.iter().any(|&c| ctx.suit(c) == suit)
            && !barred.iter().any(|&c| ctx.suit(c) == suit);
        if !void {
            continue;
        }
        let cards: Vec<Card> = hand
            .iter()
            .copied()
            .filter(|&c| ctx.suit(c) == suit)
            .collect();
        for play in subsets(&groups(&cards, rep), meter)? {
            if play.len() >= 2 && decompose(&play, ctx).len() >= 2 {
                if let Some(f) = failing(&play, others, ctx, params) {
                    out.push(f);
                }
            }
        }
    }
    Ok(out)
}

fn failing(play: &[Card], others: &[Vec<Card>; 3], ctx: &Ctx, params: &Params) -> Option<Failing> {
    let refs: [&[Card]; 3] = [&others[0], &others[1], &others[2]];
    let blocks = throw_blocks(play, &refs, ctx);
    if blocks.is_empty() {
        return None;
    }
    let mut forced: Vec<(Vec<Card>, i64)> = Vec::new();
    for unit in allowed_forced_plays(play, &blocks, Some(1), ctx, params) {
        let mut f = unit.cards.clone();
        f.sort_unstable();
        if !forced.iter().any(|(g, _)| *g == f) {
            let penalty = throw_penalty(play, &f, &blocks, ctx, params);
            forced.push((f, penalty));
        }
    }
    Some((play.to_vec(), forced))
}
