//! The rules the solver uses (`core/rules.py`): follow legality, the trick's winner, the bottom
//! multiplier, and throws judged against open hands (blocks, forced plays, penalties).
//!
//! Every function answers exactly what its Python counterpart answers; the differential tests
//! (`tests/native/`) hold the two together.

use crate::cards::{kind_counts, points_of, Card, Ctx, TRUMP};
use crate::params::{
    BottomMode, ForcedPlay, Params, PartnerBlock, PenaltyBasis, RuffStructure, ThrowMultiplier,
    TrickStrength,
};
use crate::units::{decompose, lead_shape, Shape, Unit, UnitKind, MAX_WIDTH};

/// Capacities: `(position, tuples there)`, sorted by position.
pub type Caps = Vec<(u8, u8)>;

/// Pair (or, `width` 3, triple) capacities of some cards of one effective suit.
pub fn caps_of(cards: &[Card], ctx: &Ctx, width: u8) -> Caps {
    let mut caps: Caps = Vec::new();
    for (c, n) in kind_counts(cards) {
        if n >= width {
            let p = ctx.position(c);
            match caps.iter_mut().find(|(q, _)| *q == p) {
                Some(e) => e.1 += n / width,
                None => caps.push((p, n / width)),
            }
        }
    }
    caps.sort_unstable();
    caps
}

fn cap_at(caps: &[(u8, u8)], p: i32) -> u8 {
    caps.iter()
        .find(|&&(q, _)| i32::from(q) == p)
        .map_or(0, |e| e.1)
}

/// Tops of every run of `length` consecutive positions that all hold a tuple (in caps order).
pub fn windows(caps: &[(u8, u8)], length: u8) -> Vec<u8> {
    caps.iter()
        .filter(|&&(p, k)| {
            k > 0 && (1..i32::from(length)).all(|i| cap_at(caps, i32::from(p) - i) > 0)
        })
        .map(|&(p, _)| p)
        .collect()
}

fn without_tractor(caps: &[(u8, u8)], top: u8, length: u8) -> Caps {
    caps.iter()
        .map(|&(p, k)| {
            let inside = p <= top && i32::from(p) > i32::from(top) - i32::from(length);
            (p, if inside { k - 1 } else { k })
        })
        .filter(|&(_, k)| k > 0)
        .collect()
}

/// The lexicographically greatest vector of disjoint tractor lengths (`rules.best_tractors`):
/// each `tᵢ = lengths[i]` or 0, or with `shorter` any `2 ≤ tᵢ ≤ lengths[i]`.
pub fn best_tractors(caps: &[(u8, u8)], lengths: &[u8], shorter: bool) -> Vec<u8> {
    let Some((&n, rest)) = lengths.split_first() else {
        return Vec::new();
    };
    let tries: Vec<u8> = if shorter {
        (2..=n).rev().collect()
    } else {
        vec![n]
    };
    for length in tries {
        let mut best: Option<Vec<u8>> = None;
        for top in windows(caps, length) {
            let sub = best_tractors(&without_tractor(caps, top, length), rest, shorter);
            if best.as_ref().is_none_or(|b| sub > *b) {
                best = Some(sub);
            }
        }
        if let Some(b) = best {
            let mut out = vec![length];
            out.extend(b);
            return out;
        }
    }
    let mut out = vec![0];
    out.extend(best_tractors(caps, rest, shorter));
    out
}

fn leaves(caps: &[(u8, u8)], top: u8, length: u8, rest: &[u8]) -> bool {
    best_tractors(&without_tractor(caps, top, length), rest, false) == rest
}

/// The structure a follower owes (`rules.follow_shape`): the lead's shape, or a throw's singles
/// when `follow.throw_shape_owed` is false.
pub fn follow_shape(lead: &[Card], ctx: &Ctx, params: &Params) -> Shape {
    let shape = lead_shape(lead, ctx);
    if params.throw_shape_owed || !shape.is_throw() {
        return shape;
    }
    Shape {
        singles: shape.size() as u8,
        ..Shape::default()
    }
}

fn obliged_tractors(shape: &Shape, params: &Params) -> Vec<u8> {
    if !params.throw_tractor_obliges_tractor && shape.is_throw() {
        return Vec::new();
    }
    if shape.wide() {
        shape.skeleton().tractors
    } else {
        shape.tractors.clone()
    }
}

fn obliged_titanics(shape: &Shape, params: &Params) -> Vec<u8> {
    if !params.throw_tractor_obliges_tractor && shape.is_throw() {
        return Vec::new();
    }
    shape.titanics.clone()
}

fn caps_total(caps: &[(u8, u8)]) -> u32 {
    caps.iter().map(|&(_, k)| u32::from(k)).sum()
}

/// How well `cards` of the led suit match a lead of `shape` (`rules.profile`).
pub fn profile(cards: &[Card], shape: &Shape, ctx: &Ctx, params: &Params) -> (Vec<u8>, u32) {
    let caps = caps_of(cards, ctx, 2);
    let tractors = best_tractors(
        &caps,
        &obliged_tractors(shape, params),
        params.shorter_tractor_owed,
    );
    let owed = if shape.wide() {
        shape.skeleton().total_pairs()
    } else {
        shape.total_pairs()
    };
    (tractors, owed.min(caps_total(&caps)))
}

/// R13.3's profile: (泰坦尼克 lengths, all the lead's triples, width-2 tractors, triples, pairs).
pub type WideProfile = (Vec<u8>, bool, Vec<u8>, u32, u32);

/// How well `cards` themselves match a lead holding triples (`rules.wide_profile`).
pub fn wide_profile(cards: &[Card], shape: &Shape, ctx: &Ctx, params: &Params) -> WideProfile {
    let caps3 = caps_of(cards, ctx, MAX_WIDTH);
    let caps2 = caps_of(cards, ctx, 2);
    let n3 = caps_total(&caps3);
    let want3 = shape.total_triples();
    let shorter = params.shorter_tractor_owed;
    (
        best_tractors(&caps3, &obliged_titanics(shape, params), shorter),
        n3 >= want3,
        best_tractors(&caps2, &obliged_tractors(shape, params), shorter),
        n3.min(want3),
        caps_total(&caps2).min(shape.skeleton().total_pairs()),
    )
}

/// The greatest wide profile a play of `need` cards from `held` reaches (`rules.best_wide`).
pub fn best_wide(
    held: &[Card],
    need: usize,
    shape: &Shape,
    ctx: &Ctx,
    params: &Params,
) -> WideProfile {
    let mut counts = kind_counts(held);
    counts.sort_unstable();
    let groups: Vec<(Card, u8)> = counts.into_iter().filter(|&(_, n)| n >= 2).collect();
    let mut best: Option<WideProfile> = None;
    let mut chosen: Vec<Card> = Vec::new();
    walk_wide(&groups, 0, need, &mut chosen, &mut best, shape, ctx, params);
    best.expect("the empty choice at least")
}

#[allow(clippy::too_many_arguments)]
fn walk_wide(
    groups: &[(Card, u8)],
    i: usize,
    room: usize,
    chosen: &mut Vec<Card>,
    best: &mut Option<WideProfile>,
    shape: &Shape,
    ctx: &Ctx,
    params: &Params,
) {
    if i == groups.len() {
        let p = wide_profile(chosen, shape, ctx, params);
        if best.as_ref().is_none_or(|b| p > *b) {
            *best = Some(p);
        }
        return;
    }
    walk_wide(groups, i + 1, room, chosen, best, shape, ctx, params);
    let (c, n) = groups[i];
    for take in [2usize, 3] {
        if take <= usize::from(n).min(room) {
            chosen.extend(std::iter::repeat_n(c, take));
            walk_wide(groups, i + 1, room - take, chosen, best, shape, ctx, params);
            chosen.truncate(chosen.len() - take);
        }
    }
}

fn holds_triple(cards: &[Card]) -> bool {
    kind_counts(cards).iter().any(|&(_, n)| n >= MAX_WIDTH)
}

/// True if `play` legally follows `lead` from `hand` (`rules.can_follow`): suit and structure
/// only (the card count and the cards being held are checked elsewhere).
pub fn can_follow(lead: &[Card], hand: &[Card], play: &[Card], ctx: &Ctx, params: &Params) -> bool {
    let suit = ctx.effective_suit(lead);
    let in_suit = |c: &&Card| Some(ctx.suit(**c)) == suit;
    let played: Vec<Card> = play.iter().filter(in_suit).copied().collect();
    if !played.is_empty() && lead.len() == 1 {
        return true;
    }
    let held: Vec<Card> = hand.iter().filter(in_suit).copied().collect();
    if lead.len() == 2 && lead[0] == lead[1] && played.len() == 2 {
        let mut distinct = held.clone();
        distinct.sort_unstable();
        distinct.dedup();
        if played[0] == played[1] || distinct.len() == held.len() {
            return true;
        }
    }
    if played.len() < held.len().min(lead.len()) {
        return false;
    }
    if held.len() <= lead.len() {
        return true;
    }
    structure_kept(lead, &held, &played, ctx, params)
}

fn structure_kept(lead: &[Card], held: &[Card], played: &[Card], ctx: &Ctx, p: &Params) -> bool {
    let shape = follow_shape(lead, ctx, p);
    let wide = shape.wide();
    if !wide && shape.total_pairs() == 0 {
        return true;
    }
    if wide && holds_triple(held) {
        return best_wide(held, lead.len(), &shape, ctx, p) == wide_profile(played, &shape, ctx, p);
    }
    profile(held, &shape, ctx, p) == profile(played, &shape, ctx, p)
}

/// True if trump `cards` have the structure a ruff of a lead of `shape` needs
/// (`rules.ruff_matches`).
pub fn ruff_matches(cards: &[Card], shape: &Shape, ctx: &Ctx, params: &Params) -> bool {
    let wide = shape.wide();
    let structure = params.ruff_structure;
    if wide && !wide_cover(cards, shape, ctx, structure) {
        return false;
    }
    let sk = if wide {
        shape.skeleton()
    } else {
        shape.clone()
    };
    let caps = caps_of(cards, ctx, 2);
    if caps_total(&caps) < sk.total_pairs() {
        return false;
    }
    match structure {
        RuffStructure::Exact => best_tractors(&caps, &sk.tractors, false) == sk.tractors,
        RuffStructure::AtLeast => {
            let needed = vec![2u8; sk.tractors.len()];
            needed.is_empty() || best_tractors(&caps, &needed, false) == needed
        }
        RuffStructure::SameShape => lead_shape(cards, ctx) == *shape,
    }
}

fn wide_cover(cards: &[Card], shape: &Shape, ctx: &Ctx, structure: RuffStructure) -> bool {
    let caps3 = caps_of(cards, ctx, MAX_WIDTH);
    if caps_total(&caps3) < shape.total_triples() {
        return false;
    }
    match structure {
        RuffStructure::Exact => best_tractors(&caps3, &shape.titanics, false) == shape.titanics,
        RuffStructure::AtLeast => {
            let needed = vec![2u8; shape.titanics.len()];
            best_tractors(&caps3, &needed, false) == needed
        }
        RuffStructure::SameShape => true,
    }
}

/// Strength of a ruff (`rules.ruff_key`): the best position its unit of the lead's most complex
/// kind can take.
pub fn ruff_key(cards: &[Card], shape: &Shape, ctx: &Ctx, params: &Params) -> u8 {
    if shape.wide() {
        let caps3 = caps_of(cards, ctx, MAX_WIDTH);
        if !shape.titanics.is_empty() {
            return tractor_key(cards, &caps3, &shape.titanics, MAX_WIDTH, ctx, params);
        }
        return caps3.iter().map(|e| e.0).max().unwrap_or(0);
    }
    let caps = caps_of(cards, ctx, 2);
    if !shape.tractors.is_empty() {
        return tractor_key(cards, &caps, &shape.tractors, 2, ctx, params);
    }
    if shape.total_pairs() > 0 {
        return caps.iter().map(|e| e.0).max().unwrap_or(0);
    }
    cards.iter().map(|&c| ctx.position(c)).max().unwrap_or(0)
}

fn tractor_key(
    cards: &[Card],
    caps: &[(u8, u8)],
    lengths: &[u8],
    width: u8,
    ctx: &Ctx,
    params: &Params,
) -> u8 {
    let tops = match params.ruff_structure {
        RuffStructure::Exact => {
            let (n, rest) = (lengths[0], &lengths[1..]);
            windows(caps, n)
                .into_iter()
                .filter(|&t| leaves(caps, t, n, rest))
                .collect()
        }
        RuffStructure::AtLeast => windows(caps, 2),
        RuffStructure::SameShape => decompose(cards, ctx)
            .iter()
            .filter(|u| u.width == width && u.length == lengths[0])
            .map(|u| u.top)
            .collect::<Vec<u8>>(),
    };
    tops.into_iter().max().unwrap_or(0)
}

/// A trick's winner (index into the plays) and points (`rules.trick_result`); `barred`: bit `i`
/// set when play `i` may not ruff.
pub fn trick_result(plays: &[&[Card]], ctx: &Ctx, params: &Params, barred: u8) -> (usize, i64) {
    let lead = plays[0];
    let points: i64 = plays.iter().map(|p| points_of(p)).sum();
    let winner = if lead.len() == 1 || lead.len() == 2 && lead[0] == lead[1] {
        one_kind_winner(plays, ctx, barred)
    } else {
        match params.trick_strength {
            TrickStrength::LeadUnit => lead_unit_winner(plays, ctx, params, barred),
            TrickStrength::HighestCard => highest_card_winner(plays, ctx, params, barred),
        }
    };
    (winner, points)
}

/// The play winning so far: index, strength, a ruff or not.
struct Winning {
    index: usize,
    key: u8,
    ruff: bool,
}

impl Winning {
    fn follow(&mut self, i: usize, key: u8) {
        if !self.ruff && key > self.key {
            self.index = i;
            self.key = key;
        }
    }

    fn ruffs(&mut self, i: usize, key: u8) {
        if !self.ruff {
            *self = Winning {
                index: i,
                key,
                ruff: true,
            };
        } else if key > self.key {
            self.index = i;
            self.key = key;
        }
    }
}

fn barred_at(barred: u8, i: usize) -> bool {
    barred >> i & 1 == 1
}

fn one_kind_winner(plays: &[&[Card]], ctx: &Ctx, barred: u8) -> usize {
    let width = plays[0].len();
    let suit = ctx.suit(plays[0][0]);
    let mut w = Winning {
        index: 0,
        key: ctx.position(plays[0][0]),
        ruff: false,
    };
    for (i, play) in plays.iter().enumerate().skip(1) {
        if play.len() != width {
            continue;
        }
        let (c, d) = (play[0], play[width - 1]);
        let one_kind = c == d;
        let s = (ctx.suit(d) == ctx.suit(c)).then(|| ctx.suit(c));
        if s == Some(suit) {
            if one_kind {
                w.follow(i, ctx.position(c));
            }
        } else if s == Some(TRUMP) && suit != TRUMP && one_kind && !barred_at(barred, i) {
            w.ruffs(i, ctx.position(c));
        }
    }
    w.index
}

fn lead_unit_winner(plays: &[&[Card]], ctx: &Ctx, params: &Params, barred: u8) -> usize {
    let lead = plays[0];
    let suit = ctx.effective_suit(lead);
    let units = decompose(lead, ctx);
    let shape = lead_shape(lead, ctx);
    let mut w = Winning {
        index: 0,
        key: units[0].top,
        ruff: false,
    };
    for (i, play) in plays.iter().enumerate().skip(1) {
        if play.len() != lead.len() {
            continue;
        }
        let psuit = ctx.effective_suit(play);
        if psuit == suit {
            if units.len() == 1 && !w.ruff {
                if let Some(top) = same_unit_top(play, &units[0], ctx) {
                    w.follow(i, top);
                }
            }
        } else if psuit == Some(TRUMP)
            && suit != Some(TRUMP)
            && !barred_at(barred, i)
            && ruff_matches(play, &shape, ctx, params)
        {
            w.ruffs(i, ruff_key(play, &shape, ctx, params));
        }
    }
    w.index
}

fn same_unit_top(play: &[Card], unit: &Unit, ctx: &Ctx) -> Option<u8> {
    let punits = decompose(play, ctx);
    (punits.len() == 1 && punits[0].kind_key() == unit.kind_key()).then(|| punits[0].top)
}

fn highest_card_winner(plays: &[&[Card]], ctx: &Ctx, params: &Params, barred: u8) -> usize {
    let lead = plays[0];
    let suit = ctx.effective_suit(lead);
    let shape = lead_shape(lead, ctx);
    let top = |p: &[Card]| p.iter().map(|&c| ctx.position(c)).max().unwrap_or(0);
    let mut w = Winning {
        index: 0,
        key: top(lead),
        ruff: false,
    };
    for (i, play) in plays.iter().enumerate().skip(1) {
        let psuit = ctx.effective_suit(play);
        if play.len() != lead.len() || psuit.is_none() {
            continue;
        }
        if psuit == suit {
            if !w.ruff && ruff_matches(play, &shape, ctx, params) {
                w.follow(i, top(play));
            }
        } else if psuit == Some(TRUMP)
            && !barred_at(barred, i)
            && ruff_matches(play, &shape, ctx, params)
        {
            w.ruffs(i, top(play));
        }
    }
    w.index
}

/// Bottom multiplier of one unit kind of `length` under the per-unit table
/// (`rules.kind_multiplier`).
pub fn kind_multiplier(kind: UnitKind, length: u8, params: &Params) -> i64 {
    let at = |table: &[i64]| table.get(usize::from(length)).copied().unwrap_or(i64::MAX);
    match kind {
        UnitKind::Single => params.single,
        UnitKind::Pair => params.pair,
        UnitKind::Tractor => at(&params.tractor),
        UnitKind::Triple => params.triple,
        UnitKind::Titanic => at(&params.titanic),
    }
}

/// Bottom multiplier of a last lead of one unit (`rules.lead_multiplier`).
pub fn lead_multiplier(kind: UnitKind, length: u8, params: &Params) -> i64 {
    let width: i64 = match kind {
        UnitKind::Single => 1,
        UnitKind::Pair | UnitKind::Tractor => 2,
        UnitKind::Triple | UnitKind::Titanic => 3,
    };
    let long = matches!(kind, UnitKind::Tractor | UnitKind::Titanic);
    let size = width * if long { i64::from(length) } else { 1 };
    match params.bottom_mode {
        BottomMode::Cards | BottomMode::LargestUnitLinear => 2 * size,
        BottomMode::LargestUnitPower => 1 << size,
        BottomMode::PerUnit => kind_multiplier(kind, length, params),
    }
}

/// The bottom multiplier set by the last trick's lead (`rules.bottom_multiplier`).
pub fn bottom_multiplier(last_lead: &[Card], ctx: &Ctx, params: &Params) -> i64 {
    let units = decompose(last_lead, ctx);
    if units.len() == 1 {
        return lead_multiplier(units[0].kind(), units[0].length, params);
    }
    let unit_mult = |u: &Unit| kind_multiplier(u.kind(), u.length, params);
    let mut largest = &units[0];
    for u in &units[1..] {
        if (u.size(), unit_mult(u)) > (largest.size(), unit_mult(largest)) {
            largest = u;
        }
    }
    let mult = match params.bottom_mode {
        BottomMode::Cards => 2 * last_lead.len() as i64,
        BottomMode::LargestUnitLinear => 2 * largest.size() as i64,
        BottomMode::LargestUnitPower => 1 << largest.size(),
        BottomMode::PerUnit => match params.throw_multiplier {
            ThrowMultiplier::LargestUnit => unit_mult(largest),
            ThrowMultiplier::Sum => units.iter().map(unit_mult).sum(),
        },
    };
    mult.max(params.throw_floor)
}

/// A seat (index into the `others` given) that beats thrown unit `unit` with `cards`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Block {
    /// Index of the seat in the `others` given to [`throw_blocks`].
    pub seat: usize,
    /// Index of the unit in the throw's decomposition.
    pub unit: usize,
    /// The cards that beat it.
    pub cards: Vec<Card>,
}

/// Cards of `held` (all of the unit's suit) that beat a thrown `unit`, or `None`
/// (`rules._beating`).
pub fn beating(unit: &Unit, held: &[Card], ctx: &Ctx) -> Option<Vec<Card>> {
    if unit.width == 1 {
        let higher = held.iter().filter(|&&c| ctx.position(c) > unit.top);
        return higher
            .max_by_key(|&&c| ctx.sort_key[c as usize])
            .map(|&c| vec![c]);
    }
    let mut by_pos: Vec<(u8, Card)> = Vec::new();
    for (c, n) in kind_counts(held) {
        let p = ctx.position(c);
        if n >= unit.width && !by_pos.iter().any(|&(q, _)| q == p) {
            by_pos.push((p, c));
        }
    }
    let caps: Caps = by_pos.iter().map(|&(p, _)| (p, 1)).collect();
    let top = windows(&caps, unit.length)
        .into_iter()
        .filter(|&t| t > unit.top)
        .max()?;
    let kind_at = |p: u8| by_pos.iter().find(|&&(q, _)| q == p).expect("a window").1;
    Some(
        (0..unit.length)
            .flat_map(|i| std::iter::repeat_n(kind_at(top - i), usize::from(unit.width)))
            .collect(),
    )
}

/// Every (seat, thrown unit) where the seat can beat the unit (`rules.throw_blocks`); seats in
/// the order given.
pub fn throw_blocks(throw: &[Card], others: &[&[Card]], ctx: &Ctx) -> Vec<Block> {
    let units = decompose(throw, ctx);
    let mut out = Vec::new();
    for (seat, holding) in others.iter().enumerate() {
        for (i, unit) in units.iter().enumerate() {
            let suit = ctx.suit(unit.cards[0]);
            let of_suit: Vec<Card> = holding
                .iter()
                .copied()
                .filter(|&c| ctx.suit(c) == suit)
                .collect();
            if of_suit.is_empty() {
                continue;
            }
            if let Some(cards) = beating(unit, &of_suit, ctx) {
                out.push(Block {
                    seat,
                    unit: i,
                    cards,
                });
            }
        }
    }
    out
}

/// True if no other seat can beat any unit of the throw (`rules.can_throw`).
pub fn can_throw(throw: &[Card], others: &[&[Card]], ctx: &Ctx) -> bool {
    throw_blocks(throw, others, ctx).is_empty()
}

/// The units a failed throw may be reduced to (`rules.allowed_forced_plays`); `partner`: the
/// index (among the blocks' seats) of the thrower's partner.
pub fn allowed_forced_plays(
    throw: &[Card],
    blocks: &[Block],
    partner: Option<usize>,
    ctx: &Ctx,
    params: &Params,
) -> Vec<Unit> {
    let units = decompose(throw, ctx);
    let chosen = chosen_forced_plays(&units, blocks, partner, ctx, params);
    units
        .iter()
        .filter(|u| {
            chosen
                .iter()
                .any(|a| a.kind_key() == u.kind_key() && a.top == u.top)
        })
        .cloned()
        .collect()
}

fn partner_names_any(rule: PartnerBlock, units: &[Unit]) -> bool {
    match rule {
        PartnerBlock::Never => false,
        PartnerBlock::Always => true,
        PartnerBlock::MixedThrows => {
            let first = units[0].kind_key();
            units.iter().any(|u| u.kind_key() != first)
        }
    }
}

fn chosen_forced_plays(
    units: &[Unit],
    blocks: &[Block],
    partner: Option<usize>,
    ctx: &Ctx,
    params: &Params,
) -> Vec<Unit> {
    if blocks.is_empty() {
        return Vec::new();
    }
    if partner.is_some_and(|p| blocks.iter().any(|b| b.seat == p))
        && partner_names_any(params.partner_block, units)
    {
        return units.to_vec();
    }
    chosen_by_rule(params.forced_play, units, blocks, ctx)
}

fn smallest_of(units: &[Unit], kind: (u8, u8)) -> Unit {
    let mut best: Option<&Unit> = None;
    for u in units.iter().filter(|u| u.kind_key() == kind) {
        if best.is_none_or(|b| u.top < b.top) {
            best = Some(u);
        }
    }
    best.expect("a unit of a beaten kind").clone()
}

fn first_min<'a, K: Ord>(items: impl Iterator<Item = &'a Unit>, key: impl Fn(&Unit) -> K) -> Unit {
    let mut best: Option<(&Unit, K)> = None;
    for u in items {
        let k = key(u);
        if best.as_ref().is_none_or(|(_, bk)| k < *bk) {
            best = Some((u, k));
        }
    }
    best.expect("a unit").0.clone()
}

fn chosen_by_rule(rule: ForcedPlay, units: &[Unit], blocks: &[Block], ctx: &Ctx) -> Vec<Unit> {
    let beaten: Vec<&Unit> = blocks.iter().map(|b| &units[b.unit]).collect();
    let mut kinds: Vec<(u8, u8)> = beaten.iter().map(|u| u.kind_key()).collect();
    kinds.sort_unstable_by(|a, b| b.cmp(a));
    kinds.dedup();
    match rule {
        ForcedPlay::AnyBeatenKind | ForcedPlay::NextPlayerPicks => {
            kinds.iter().map(|&k| smallest_of(units, k)).collect()
        }
        ForcedPlay::MostComplexBeatenKind => vec![smallest_of(units, kinds[0])],
        ForcedPlay::FewestCardsLowest => {
            let each: Vec<Unit> = kinds.iter().map(|&k| smallest_of(units, k)).collect();
            vec![first_min(each.iter(), |u| (u.size(), u.top))]
        }
        ForcedPlay::FirstBlocker => {
            let first = blocks[0].seat;
            let unit = blocks
                .iter()
                .filter(|b| b.seat == first)
                .map(|b| b.unit)
                .min()
                .expect("a block");
            vec![smallest_of(units, units[unit].kind_key())]
        }
        ForcedPlay::LowestTopUnit => {
            vec![first_min(units.iter(), |u| (u.top, -(u.size() as i64)))]
        }
        ForcedPlay::SmallestBeatenUnit => vec![first_min(beaten.into_iter(), |u| {
            let low = u.cards.iter().map(|&c| ctx.position(c)).min().unwrap_or(0);
            (low, u.size())
        })],
    }
}

/// Penalty points for a failed throw, before the side's sign (`rules.throw_penalty`).
pub fn throw_penalty(
    throw: &[Card],
    forced: &[Card],
    blocks: &[Block],
    ctx: &Ctx,
    params: &Params,
) -> i64 {
    let count = match params.penalty_basis {
        PenaltyBasis::Thrown => throw.len(),
        PenaltyBasis::Beaten => {
            let units = decompose(throw, ctx);
            let mut beaten: Vec<usize> = blocks.iter().map(|b| b.unit).collect();
            beaten.sort_unstable();
            beaten.dedup();
            beaten.iter().map(|&i| units[i].size()).sum()
        }
        PenaltyBasis::Withdrawn => throw.len() - forced.len(),
    };
    count as i64 * params.penalty_per_card
}

/// What a penalty of `points` against a seat does to the defenders' points
/// (`rules.penalty_effect`): `defender` true for a defender's seat.
pub fn penalty_effect(points: i64, defender: bool, params: &Params) -> i64 {
    match (
        defender,
        params.defender_penalty_subtracts,
        params.dealer_penalty_adds,
    ) {
        (true, true, _) => -points,
        (false, _, true) => points,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::tests::{card, hearts};

    fn s(r: u8) -> Card {
        card(0, r)
    }

    #[test]
    fn pair_owed_to_a_pair_lead() {
        let (ctx, p) = (hearts(2), Params::national());
        let hand = [s(7), s(7), s(9), s(13), card(2, 3)];
        assert!(!can_follow(&[s(14), s(14)], &hand, &[s(7), s(9)], &ctx, &p));
        assert!(can_follow(&[s(14), s(14)], &hand, &[s(7), s(7)], &ctx, &p));
    }

    #[test]
    fn short_of_suit_is_refused() {
        let (ctx, p) = (hearts(2), Params::national());
        let hand = [s(7), s(9), card(2, 3)];
        assert!(!can_follow(&[s(14)], &hand, &[card(2, 3)], &ctx, &p));
        assert!(can_follow(&[s(14)], &hand, &[s(9)], &ctx, &p));
    }

    #[test]
    fn best_tractors_prefers_long() {
        assert_eq!(
            best_tractors(&[(1, 1), (2, 1), (3, 1)], &[3], true),
            vec![3]
        );
        assert_eq!(best_tractors(&[(1, 1), (2, 1)], &[3], false), vec![0]);
    }

    #[test]
    fn national_bottom_multipliers() {
        let (ctx, p) = (hearts(2), Params::national());
        let leads: [&[Card]; 4] = [
            &[s(14)],
            &[s(14), s(14)],
            &[s(14), s(14), s(13), s(13)],
            &[s(14), s(13)],
        ];
        let got: Vec<i64> = leads
            .iter()
            .map(|l| bottom_multiplier(l, &ctx, &p))
            .collect();
        assert_eq!(got, vec![2, 4, 6, 3]);
    }

    #[test]
    fn ruff_wins_and_overruff() {
        let (ctx, p) = (hearts(2), Params::national());
        let plays: [&[Card]; 4] = [&[s(14)], &[card(1, 3)], &[card(1, 5)], &[s(3)]];
        assert_eq!(trick_result(&plays, &ctx, &p, 0), (2, 5));
        assert_eq!(trick_result(&plays, &ctx, &p, 0b100), (1, 5));
    }

    #[test]
    fn throw_blocked_by_higher_single() {
        let ctx = hearts(2);
        let throw = [s(14), s(13)];
        let others: [&[Card]; 3] = [&[s(3)], &[s(12)], &[card(2, 9)]];
        assert!(can_throw(&throw, &others, &ctx));
        let others: [&[Card]; 3] = [&[s(3)], &[s(14)], &[card(2, 9)]];
        let blocks = throw_blocks(&throw, &others, &ctx);
        assert_eq!(
            blocks,
            vec![Block {
                seat: 1,
                unit: 1,
                cards: vec![s(14)]
            }]
        );
        let p = Params::national();
        let forced = allowed_forced_plays(&throw, &blocks, None, &ctx, &p);
        assert_eq!(forced.len(), 1);
        assert_eq!(forced[0].cards, vec![s(13)]);
        assert_eq!(
            throw_penalty(&throw, &forced[0].cards, &blocks, &ctx, &p),
            10
        );
        assert_eq!(penalty_effect(10, true, &p), -10);
    }
}
