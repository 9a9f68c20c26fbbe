//! The search (`solver/search.py`'s `_Engine`): MTD(f) zero-window probes on the defenders'
//! future points, a transposition table keyed by relative ranks at each trick's start, an
//! exact-state memo at a trick's first two plays, claims, ceilings from the points left and the
//! bottom, move ordering, and the failed throws that may gain.  Values are exactly the Python
//! search's; node counts may differ.

use std::rc::Rc;

mod dig;
mod listing;

use super::hands::{self, Hand, Order};
use super::moves::{self, Meter, OutOfWork, Taken};
use super::table::{FxMap, RelKey, Relative};
use crate::cards::{points_of, Card, Ctx, POINTS, TRUMP};
use crate::params::{BottomMode, Params};
use crate::rules::{
    bottom_multiplier, kind_multiplier, lead_multiplier, penalty_effect, trick_result,
};
use crate::units::UnitKind;

/// Every point value is a multiple of this.
const STEP: i64 = 5;
/// From this play of a trick on, nodes are searched without the exact-state memo.
const LATE: usize = 1;
/// From this play of a trick on, a seat's plays are listed without their memo.
const DIRECT: usize = 1;
/// A suit with more sub-multisets than this gets [`multiplier_bound`] in the ceiling.
const EXACT_SUBSETS: u64 = 1 << 12;
/// The most entries the exact-state memo holds (then a new state is searched unstored).
const MEMO_ENTRIES: usize = 1 << 17;
/// The most entries the transposition table holds.
const TT_ENTRIES: usize = 1 << 19;
/// The most entries a memo of a rule's answer holds before it is emptied.
const CACHE_ENTRIES: usize = 1 << 16;
/// The most entries the memo of each seat's ordered plays holds before it is emptied.
const ORDERED_ENTRIES: usize = 1 << 15;

/// Why a search stopped without a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// The budget of steps ran out.
    OutOfWork,
    /// A seat has no legal play (hands of unequal sizes).
    NoPlay,
}

impl From<OutOfWork> for Stop {
    fn from(_: OutOfWork) -> Self {
        Stop::OutOfWork
    }
}

type R<T> = Result<T, Stop>;

/// The most cards a play holds.
pub const MAX_PLAY: usize = 40;

/// A play's cards (in `order_key` order), inline: moves and tricks copy them without allocating.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Play {
    n: u8,
    cards: [Card; MAX_PLAY],
}

impl std::fmt::Debug for Play {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.as_ref().fmt(f)
    }
}

impl Default for Play {
    fn default() -> Self {
        Play {
            n: 0,
            cards: [0; MAX_PLAY],
        }
    }
}

impl std::ops::Deref for Play {
    type Target = [Card];

    fn deref(&self) -> &[Card] {
        &self.cards[..usize::from(self.n)]
    }
}

impl AsRef<[Card]> for Play {
    fn as_ref(&self) -> &[Card] {
        self
    }
}

impl From<&[Card]> for Play {
    /// The play of `cards` (at most [`MAX_PLAY`]; the Python side declines larger hands).
    fn from(cards: &[Card]) -> Self {
        let mut p = Play {
            n: cards.len().min(MAX_PLAY) as u8,
            cards: [0; MAX_PLAY],
        };
        p.cards[..usize::from(p.n)].copy_from_slice(&cards[..usize::from(p.n)]);
        p
    }
}

impl From<Vec<Card>> for Play {
    fn from(cards: Vec<Card>) -> Self {
        Play::from(cards.as_slice())
    }
}

/// What one search is given: the rules, the sides, who may not ruff after a failed throw, and
/// the bottom's points.  Searches with equal setups may share an [`Engine`] (its tables).
#[derive(Clone, Debug, PartialEq)]
pub struct Setup {
    /// The trump context.
    pub ctx: Ctx,
    /// The variant's parameters.
    pub params: Params,
    /// By seat (seating order): true for the defenders' seats.
    pub defends: [bool; 4],
    /// The dealer's partner when a failed throw bars its ruff
    /// (`throw.dealer_partner_may_ruff` false), else `None`.
    pub barred_seat: Option<usize>,
    /// Points in the bottom.
    pub bottom_points: i64,
}

/// The four hands (seating order) and each seat's exposed cards (a failed throw's withdrawn
/// cards under `throw.withdrawn_exposed`, still held).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Seats {
    h: [Hand; 4],
    ex: [Hand; 4],
}

impl std::ops::Index<usize> for Seats {
    type Output = Hand;

    fn index(&self, i: usize) -> &Hand {
        &self.h[i]
    }
}

/// A failed throw's outcome: the forced play, the penalty's effect on the defenders' points,
/// the plays barred from ruffing (bits).
#[derive(Clone, Debug)]
pub struct Outcome {
    forced: Play,
    effect: i64,
    barred: u8,
}

/// A move: cards played (a throw's cards for a failing throw, with its outcomes).
#[derive(Clone, Debug)]
pub struct Mv {
    /// The cards (in `order_key` order).
    pub cards: Play,
    fails: Option<Rc<Vec<Outcome>>>,
}

struct Node {
    moves: Rc<Vec<Mv>>,
    /// The move tried first: the one that last cut here.
    first: usize,
    lo: i64,
    hi: i64,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct StateKey {
    hands: Seats,
    plays: [Hand; 3],
    leader: u8,
    n: u8,
    barred: u8,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct OrderKey {
    hand: Hand,
    exposed: Hand,
    plays: [Hand; 3],
    rest: [Hand; 3],
    leader: u8,
    n: u8,
    barred: u8,
}

/// A search's root position, encoded, with its ceiling and the playout's guess.
struct Root {
    hs: Seats,
    leader: usize,
    plays: Vec<Play>,
    barred: u8,
    left: i64,
    top: i64,
    guess: i64,
}

/// The threshold to probe next among those `inside` the bounds (ascending): the lowest above
/// `guess`, else the highest.
fn next_threshold(inside: impl Iterator<Item = i64>, guess: i64) -> Option<i64> {
    let mut last = None;
    for t in inside {
        if t > guess {
            return Some(t);
        }
        last = Some(t);
    }
    last
}

/// One search's constants, tables and counts; the tables may be kept across searches of one
/// hand (the same bottom and rules), since they hold bounds of the future, never of the past.
pub struct Engine {
    s: Setup,
    order: Order,
    max_bottom: Vec<i64>,
    /// Steps left.
    pub meter: Meter,
    /// Nodes visited.
    pub nodes: u64,
    memo: FxMap<StateKey, Node>,
    tt: FxMap<RelKey, (i64, i64)>,
    ordered_memo: FxMap<OrderKey, Rc<Vec<Mv>>>,
    follow_memo: FxMap<(Hand, Hand), Rc<Vec<Play>>>,
    judge_memo: FxMap<([Hand; 4], u8), (usize, i64)>,
    mult_memo: FxMap<Hand, i64>,
    rel: Relative,
    pool: Vec<Vec<Play>>,
    /// Lists of moves done with (buffers kept for the next follows listed).
    mv_pool: Vec<Vec<Mv>>,
    /// The follows being ordered (a buffer kept between calls).
    scored: Vec<([i64; 4], Hand, Play)>,
    /// Plays listed (the memo of ordered plays missed).
    pub misses: u64,
    /// The last-trick game's answers at a trick's start ([`dig`]).
    digs: FxMap<RelKey, bool>,
}

fn encode(order: &Order, plays: &[Play]) -> [Hand; 3] {
    let mut out = [0u128; 3];
    for (o, p) in out.iter_mut().zip(plays) {
        *o = order.encode(p);
    }
    out
}

impl Engine {
    /// The setup the engine searches under.
    pub fn setup(&self) -> &Setup {
        &self.s
    }

    /// A new engine for `setup`; the budget is set per search ([`Engine::solve`]).
    pub fn new(setup: Setup) -> Self {
        let order = Order::new(&setup.ctx);
        Engine {
            s: setup,
            order,
            max_bottom: Vec::new(),
            meter: Meter { left: 0 },
            nodes: 0,
            memo: FxMap::with_capacity_and_hasher(1 << 10, Default::default()),
            tt: FxMap::with_capacity_and_hasher(1 << 10, Default::default()),
            ordered_memo: FxMap::with_capacity_and_hasher(1 << 10, Default::default()),
            follow_memo: FxMap::default(),
            judge_memo: FxMap::default(),
            mult_memo: FxMap::default(),
            rel: Relative::default(),
            pool: Vec::new(),
            scored: Vec::new(),
            mv_pool: Vec::new(),
            misses: 0,
            digs: FxMap::default(),
        }
    }

    /// The defenders' future points from the position (the hands in seating order, `leader`,
    /// this trick's `plays` and the plays `barred` from ruffing, as bits) under best play, and a
    /// best play for the seat to play; within `budget` steps.
    pub fn solve(
        &mut self,
        holdings: &[Vec<Card>; 4],
        exposed: &[Vec<Card>; 4],
        leader: usize,
        plays: &[Vec<Card>],
        barred: u8,
        budget: i64,
    ) -> R<(i64, Vec<Card>)> {
        let mut root = self.root(holdings, exposed, leader, plays, barred, budget)?;
        let (mut lo, mut hi) = (0, root.top);
        let n = root.plays.len();
        let seat = (leader + n) % 4;
        let maximise = self.s.defends[seat];
        let state = self.state_key(&root.hs, leader, &root.plays, barred);
        let mut choice: Option<Play> = None;
        let mut guess = Some(root.guess);
        let mut ends = vec![hi, lo + STEP];
        let (mut step, mut up, mut b) = (STEP, true, 0);
        while lo < hi {
            if let Some(e) = ends.pop() {
                b = e.max(lo + STEP).min(hi);
            } else if let Some(g) = guess.take() {
                b = g.max(lo + STEP).min(hi);
                step = STEP;
                up = true;
            }
            let g = self.probe(&mut root, b)?;
            if g < b {
                hi = g;
                if !maximise {
                    choice = Some(self.first_move(&state));
                }
                step = if up { STEP } else { step * 2 };
                up = false;
                b = (hi - step + STEP).max(lo + STEP);
            } else {
                lo = g;
                if maximise {
                    choice = Some(self.first_move(&state));
                }
                step = if up { step * 2 } else { STEP };
                up = true;
                b = (lo + step).min(hi);
            }
        }
        let choice: Play = match choice {
            Some(c) => c,
            None => match self.memo.get(&state) {
                Some(e) => e.moves[e.first].cards,
                None => {
                    let moves = self.ordered(&root.hs, seat, leader, &root.plays, barred)?;
                    moves.first().ok_or(Stop::NoPlay)?.cards
                }
            },
        };
        Ok((lo, choice.to_vec()))
    }

    /// Where the future lies among `thresholds` (future points, ascending), by zero-window
    /// probes at thresholds only (`search._Engine.bracket`): bounds `(lo, hi)` of the future
    /// with no threshold in `lo + 1..=hi` — so every future in them is on the same side of
    /// each threshold.  Each probe asks at the threshold next to the last probe's bound (the
    /// playout's value first): above it after a probe that failed high, below after one that
    /// failed low.  The bounds themselves depend on the search (fail-soft); only the thresholds
    /// around them are the answer.
    #[allow(clippy::too_many_arguments)]
    pub fn bracket(
        &mut self,
        holdings: &[Vec<Card>; 4],
        exposed: &[Vec<Card>; 4],
        leader: usize,
        plays: &[Vec<Card>],
        barred: u8,
        thresholds: &[i64],
        budget: i64,
    ) -> R<(i64, i64)> {
        let mut root = self.root(holdings, exposed, leader, plays, barred, budget)?;
        let (mut lo, mut hi) = (0, root.top);
        let mut guess = root.guess;
        loop {
            let inside = thresholds.iter().copied().filter(|&t| lo < t && t <= hi);
            let Some(t) = next_threshold(inside, guess) else {
                return Ok((lo, hi));
            };
            let g = self.probe(&mut root, t)?;
            if g < t {
                hi = g;
            } else {
                lo = g;
            }
            guess = g;
        }
    }

    /// One zero-window probe at the root: is the future at least `b`? (fail-soft)
    fn probe(&mut self, root: &mut Root, b: i64) -> R<i64> {
        let (hs, leader, barred, left) = (root.hs, root.leader, root.barred, root.left);
        self.value(hs, leader, &mut root.plays, barred, left, b - 1, b, true)
    }

    /// A search's start: the budget and counts reset, the position encoded, its ceiling and
    /// the playout's guess.
    fn root(
        &mut self,
        holdings: &[Vec<Card>; 4],
        exposed: &[Vec<Card>; 4],
        leader: usize,
        plays: &[Vec<Card>],
        barred: u8,
        budget: i64,
    ) -> R<Root> {
        let (hs, plays) = self.start(holdings, exposed, plays, budget)?;
        self.max_bottom = self.max_multipliers(holdings);
        let left = holdings.iter().map(|c| points_of(c)).sum::<i64>()
            + plays.iter().map(|c| points_of(c)).sum::<i64>();
        let top = self.ceiling(&hs, leader, &plays, left);
        let guess = self.playout(hs, leader, plays.clone(), barred)?;
        Ok(Root {
            hs,
            leader,
            plays,
            barred,
            left,
            top,
            guess,
        })
    }

    /// A search's start: the budget and counts reset, the hands and the trick's plays
    /// encoded.
    fn start(
        &mut self,
        holdings: &[Vec<Card>; 4],
        exposed: &[Vec<Card>; 4],
        plays: &[Vec<Card>],
        budget: i64,
    ) -> R<(Seats, Vec<Play>)> {
        self.meter = Meter { left: budget };
        self.nodes = 0;
        let mut hs = Seats {
            h: [0; 4],
            ex: [0; 4],
        };
        for (i, cards) in holdings.iter().enumerate() {
            hs.h[i] = self.order.of_cards(cards).ok_or(Stop::NoPlay)?;
            hs.ex[i] = self.order.of_cards(&exposed[i]).ok_or(Stop::NoPlay)?;
        }
        let plays = plays.iter().map(|p| self.sorted(p).into()).collect();
        Ok((hs, plays))
    }

    fn first_move(&self, state: &StateKey) -> Play {
        let node = &self.memo[state];
        node.moves[node.first].cards
    }

    fn sorted(&self, cards: &[Card]) -> Vec<Card> {
        let mut v = cards.to_vec();
        v.sort_by_key(|&c| self.s.ctx.order_key(c));
        v
    }

    fn state_key(&self, hs: &Seats, leader: usize, plays: &[Play], barred: u8) -> StateKey {
        StateKey {
            hands: *hs,
            plays: encode(&self.order, plays),
            leader: leader as u8,
            n: plays.len() as u8,
            barred,
        }
    }

    // -- constants and memoised rules ----------------------------------------------------

    fn max_multipliers(&mut self, holdings: &[Vec<Card>; 4]) -> Vec<i64> {
        let longest = holdings.iter().map(Vec::len).max().unwrap_or(0);
        if self.s.bottom_points == 0 {
            return vec![0; longest + 2];
        }
        let size = longest + 1;
        let mut best = vec![0i64; size + 1];
        for hand in holdings {
            for suit in 0..=TRUMP {
                let cards: Vec<Card> = hand
                    .iter()
                    .copied()
                    .filter(|&c| self.s.ctx.suit(c) == suit)
                    .collect();
                if cards.is_empty() {
                    continue;
                }
                self.suit_multipliers(&cards, &mut best);
            }
        }
        for n in 1..=size {
            best[n] = best[n].max(best[n - 1]);
        }
        best.iter()
            .map(|&m| m.saturating_mul(self.s.bottom_points))
            .collect()
    }

    fn suit_multipliers(&self, cards: &[Card], best: &mut [i64]) {
        let counts = crate::cards::kind_counts(cards);
        let subsets: u64 = counts.iter().map(|&(_, n)| u64::from(n) + 1).product();
        if subsets > EXACT_SUBSETS {
            for (n, b) in best.iter_mut().enumerate().take(cards.len() + 1).skip(1) {
                *b = (*b).max(multiplier_bound(n, &self.s.params));
            }
            return;
        }
        let mut takes = vec![0u8; counts.len()];
        loop {
            let mut i = 0;
            while i < takes.len() && takes[i] == counts[i].1 {
                takes[i] = 0;
                i += 1;
            }
            if i == takes.len() {
                break;
            }
            takes[i] += 1;
            let lead: Vec<Card> = counts
                .iter()
                .zip(&takes)
                .flat_map(|(&(c, _), &t)| std::iter::repeat_n(c, usize::from(t)))
                .collect();
            let m = bottom_multiplier(&lead, &self.s.ctx, &self.s.params);
            best[lead.len()] = best[lead.len()].max(m);
        }
    }

    fn multiplier(&mut self, lead: &[Card]) -> i64 {
        let key = self.order.encode(lead);
        if let Some(&m) = self.mult_memo.get(&key) {
            return m;
        }
        let m = bottom_multiplier(lead, &self.s.ctx, &self.s.params);
        self.mult_memo.insert(key, m);
        m
    }

    fn judge(&mut self, plays: &[Play], barred: u8) -> (usize, i64) {
        let mut refs: [&[Card]; 4] = [&[]; 4];
        for (r, p) in refs.iter_mut().zip(plays) {
            *r = p;
        }
        let refs = &refs[..plays.len()];
        let lead = &plays[0];
        if lead.len() == 1 || lead.len() == 2 && lead[0] == lead[1] {
            // one kind led: judged without building its units (`rules::one_kind_winner`)
            return trick_result(refs, &self.s.ctx, &self.s.params, barred);
        }
        let mut key = [0u128; 4];
        for (k, p) in key.iter_mut().zip(plays) {
            *k = self.order.encode(p) | (p.len() as u128) << 120;
        }
        let key = (key, barred | (plays.len() as u8) << 5);
        if let Some(&r) = self.judge_memo.get(&key) {
            return r;
        }
        let r = trick_result(refs, &self.s.ctx, &self.s.params, barred);
        if self.judge_memo.len() >= CACHE_ENTRIES {
            self.judge_memo.clear();
        }
        self.judge_memo.insert(key, r);
        r
    }

    fn bottom(&mut self, winner: usize, lead: &[Card]) -> i64 {
        if self.s.defends[winner] && self.s.bottom_points != 0 {
            return self.s.bottom_points.saturating_mul(self.multiplier(lead));
        }
        0
    }

    fn ceiling(&mut self, hs: &Seats, leader: usize, plays: &[Play], left: i64) -> i64 {
        if !plays.is_empty() && hs[leader] == 0 {
            return left
                + self
                    .s
                    .bottom_points
                    .saturating_mul(self.multiplier(&plays[0]));
        }
        let seat = (leader + plays.len()) % 4;
        left + self.max_bottom[hands::size(hs[seat]).min(self.max_bottom.len() - 1)]
    }
}

/// A stored bound that settles a node (`Some`: the value to return), else the window narrowed by
/// it.
fn narrow(lo: i64, hi: i64, alpha: &mut i64, beta: &mut i64) -> Option<i64> {
    if lo >= *beta {
        return Some(lo);
    }
    if hi <= *alpha {
        return Some(hi);
    }
    *alpha = (*alpha).max(lo);
    *beta = (*beta).min(hi);
    None
}

/// Makes room in a full transposition table: the entries of the fewest cards a hand go, the
/// smallest sizes first, until at least half the table is free (they are the cheapest to
/// search again; the bounds of larger states, each worth many nodes, stay).  Only what is
/// remembered changes, never a value.
fn evict_small(tt: &mut FxMap<RelKey, (i64, i64)>) {
    let mut by_size = [0usize; MAX_PLAY + 2];
    for k in tt.keys() {
        by_size[key_size(k)] += 1;
    }
    let (mut freed, mut cut) = (0, 0);
    while cut < by_size.len() && freed < tt.len() / 2 {
        freed += by_size[cut];
        cut += 1;
    }
    tt.retain(|k, _| key_size(k) >= cut);
}

/// Cards a hand at a keyed state (a trick's start: every hand holds as many).
fn key_size(k: &RelKey) -> usize {
    hands::size(k.hands[usize::from(k.leader)]).min(MAX_PLAY + 1)
}

/// At least the bottom multiplier any last lead of `n` cards can set (`search.multiplier_bound`).
pub fn multiplier_bound(n: usize, params: &Params) -> i64 {
    let mut fits: Vec<(UnitKind, u8)> = Vec::new();
    for (kind, size) in [
        (UnitKind::Single, 1),
        (UnitKind::Pair, 2),
        (UnitKind::Triple, 3),
    ] {
        if size <= n {
            fits.push((kind, 1));
        }
    }
    fits.extend((2..=n / 2).map(|k| (UnitKind::Tractor, k as u8)));
    fits.extend((2..=n / 3).map(|k| (UnitKind::Titanic, k as u8)));
    let one = fits
        .iter()
        .map(|&(k, l)| lead_multiplier(k, l, params))
        .max()
        .unwrap_or(0);
    let per_unit = fits
        .iter()
        .map(|&(k, l)| kind_multiplier(k, l, params))
        .max()
        .unwrap_or(0);
    let power = if params.bottom_mode == BottomMode::LargestUnitPower {
        if n < 62 {
            1i64 << n
        } else {
            i64::MAX
        }
    } else {
        0
    };
    one.max(2 * n as i64)
        .max(power)
        .max((n as i64).saturating_mul(per_unit))
        .max(params.throw_floor)
}

impl Engine {
    /// The future (fail-soft): `≤ alpha` is an upper bound, `≥ beta` a lower one.
    #[allow(clippy::too_many_arguments)]
    fn value(
        &mut self,
        hs: Seats,
        leader: usize,
        plays: &mut Vec<Play>,
        barred: u8,
        left: i64,
        mut alpha: i64,
        mut beta: i64,
        root: bool,
    ) -> R<i64> {
        self.nodes += 1;
        self.meter.spend()?;
        if beta <= 0 {
            return Ok(0);
        }
        let n = plays.len();
        let seat = (leader + n) % 4;
        let top = self.ceiling(&hs, leader, plays, left);
        if top <= alpha {
            return Ok(top);
        }
        if n >= LATE && !root {
            return self.late(hs, leader, plays, barred, left, alpha, beta);
        }
        let state = self.state_key(&hs, leader, plays, barred);
        let (found, first) = match self.memo.get(&state) {
            Some(e) => (Some((e.lo, e.hi, e.moves.clone())), e.first),
            None => (None, 0),
        };
        if let (Some((lo, hi, _)), false) = (&found, root) {
            if let Some(cut) = narrow(*lo, *hi, &mut alpha, &mut beta) {
                return Ok(cut);
            }
        }
        // a trick's start is keyed in the table too (recomputed rather than kept: memory)
        let key = (n == 0).then(|| {
            self.rel
                .key(&hs.h, &hs.ex, leader, &self.s.ctx, &self.order)
        });
        if let (Some(k), false) = (&key, root) {
            if let Some(&(lo, hi)) = self.tt.get(k) {
                if let Some(cut) = narrow(lo, hi, &mut alpha, &mut beta) {
                    return Ok(cut);
                }
            }
        }
        if n == 0 && !root {
            if let Some(sure) = self.claim(&hs, leader, left) {
                if sure >= beta || sure == top || !self.s.defends[leader] {
                    return Ok(sure);
                }
            }
        }
        let moves = match found {
            Some((_, _, moves)) => moves,
            None => {
                let moves = self.node_moves(&hs, leader, plays, barred)?;
                if root || self.memo.len() < MEMO_ENTRIES {
                    let (lo, hi, first) = (0, top, 0);
                    let node = Node {
                        moves: moves.clone(),
                        first,
                        lo,
                        hi,
                    };
                    self.memo.insert(state, node);
                }
                moves
            }
        };
        let window = (alpha, beta);
        let (best, best_at) =
            self.try_moves(hs, leader, plays, barred, left, window, &moves, first)?;
        let maximise = self.s.defends[seat];
        self.remember(state, key, top, best, best_at, alpha, beta, maximise);
        Ok(best)
    }

    /// A node's moves: the seat's ordered plays, and at a lead the failing throws that may gain
    /// after them.
    fn node_moves(
        &mut self,
        hs: &Seats,
        leader: usize,
        plays: &[Play],
        barred: u8,
    ) -> R<Rc<Vec<Mv>>> {
        let seat = (leader + plays.len()) % 4;
        let moves = self.ordered(hs, seat, leader, plays, barred)?;
        if moves.is_empty() {
            return Err(Stop::NoPlay);
        }
        if !plays.is_empty() {
            return Ok(moves);
        }
        let fails = self.failing(hs, seat)?;
        if fails.is_empty() {
            return Ok(moves);
        }
        let mut all = moves.to_vec();
        all.extend(fails);
        Ok(Rc::new(all))
    }

    /// Each move in turn (`first` first) within the `window` (fail-soft, cut when it closes):
    /// the best value found and the move that gave it.
    #[allow(clippy::too_many_arguments)]
    fn try_moves(
        &mut self,
        hs: Seats,
        leader: usize,
        plays: &mut Vec<Play>,
        barred: u8,
        left: i64,
        window: (i64, i64),
        moves: &[Mv],
        first: usize,
    ) -> R<(i64, usize)> {
        let n = plays.len();
        let seat = (leader + n) % 4;
        let maximise = self.s.defends[seat];
        let mut best: i64 = if maximise { -1 } else { 1 << 30 };
        let mut best_at = first;
        let (mut a, mut b) = window;
        let tries = std::iter::once(first).chain((0..moves.len()).filter(|&i| i != first));
        for i in tries {
            let m = &moves[i];
            let g = match &m.fails {
                Some(outcomes) => self.thrown(hs, seat, left, outcomes, a, b)?,
                None => {
                    let new = self.after(hs, seat, &m.cards, n == 0);
                    plays.push(m.cards);
                    let g = if n < 3 {
                        self.value(new, leader, plays, barred, left, a, b, false)
                    } else {
                        self.finished(new, leader, plays, barred, left, a, b)
                    };
                    plays.pop();
                    g?
                }
            };
            if maximise && g > best || !maximise && g < best {
                best = g;
                best_at = i;
                if maximise {
                    a = a.max(g);
                } else {
                    b = b.min(g);
                }
            }
            if a >= b {
                break;
            }
        }
        Ok((best, best_at))
    }

    /// Stores what a node found: its bounds (in the memo and, at a trick's start, the table)
    /// and, when a move cut, that move first.
    #[allow(clippy::too_many_arguments)]
    fn remember(
        &mut self,
        state: StateKey,
        key: Option<RelKey>,
        top: i64,
        best: i64,
        best_at: usize,
        alpha: i64,
        beta: i64,
        maximise: bool,
    ) {
        let cut = if maximise {
            best >= beta
        } else {
            best <= alpha
        };
        let (mut lo, mut hi) = (0, top);
        if let Some(node) = self.memo.get_mut(&state) {
            if cut {
                node.first = best_at;
            }
            lo = node.lo;
            hi = node.hi;
        }
        if best <= alpha {
            hi = hi.min(best);
        } else if best >= beta {
            lo = lo.max(best);
        } else {
            lo = best;
            hi = best;
        }
        if let Some(node) = self.memo.get_mut(&state) {
            node.lo = lo;
            node.hi = hi;
        }
        if let Some(k) = key {
            if let Some(got) = self.tt.get_mut(&k) {
                *got = (got.0.max(lo), got.1.min(hi));
            } else {
                if self.tt.len() >= TT_ENTRIES {
                    evict_small(&mut self.tt);
                }
                self.tt.insert(k, (lo, hi));
            }
        }
    }

    /// [`Engine::value`] at a trick's third or fourth play, without the exact-state memo.
    #[allow(clippy::too_many_arguments)]
    fn late(
        &mut self,
        hs: Seats,
        leader: usize,
        plays: &mut Vec<Play>,
        barred: u8,
        left: i64,
        mut alpha: i64,
        mut beta: i64,
    ) -> R<i64> {
        let n = plays.len();
        let seat = (leader + n) % 4;
        let moves = self.follows_of(&hs, seat, leader, plays, barred)?;
        if moves.is_empty() {
            return Err(Stop::NoPlay);
        }
        let maximise = self.s.defends[seat];
        let mut best: i64 = if maximise { -1 } else { 1 << 30 };
        let mut result = Ok(());
        for m in moves.iter() {
            let new = self.after(hs, seat, &m.cards, false);
            plays.push(m.cards);
            let g = if n == 3 {
                self.finished(new, leader, plays, barred, left, alpha, beta)
            } else {
                self.value(new, leader, plays, barred, left, alpha, beta, false)
            };
            plays.pop();
            let g = match g {
                Ok(g) => g,
                Err(e) => {
                    result = Err(e);
                    break;
                }
            };
            if maximise {
                if g > best {
                    best = g;
                    if g >= beta {
                        break;
                    }
                    alpha = alpha.max(g);
                }
            } else if g < best {
                best = g;
                if g <= alpha {
                    break;
                }
                beta = beta.min(g);
            }
        }
        self.mv_pool.push(moves);
        result.map(|()| best)
    }

    /// The future once the trick `plays` is complete; `hs` are what is left.
    #[allow(clippy::too_many_arguments)]
    fn finished(
        &mut self,
        hs: Seats,
        leader: usize,
        plays: &[Play],
        barred: u8,
        left: i64,
        alpha: i64,
        beta: i64,
    ) -> R<i64> {
        let (w, pts) = self.judge(plays, barred);
        let winner = (leader + w) % 4;
        let gained = if self.s.defends[winner] { pts } else { 0 };
        let size = hands::size(hs[0]);
        if size > 1 {
            let mut next = self.pool.pop().unwrap_or_default();
            next.clear();
            let v = self.value(
                hs,
                winner,
                &mut next,
                0,
                left - pts,
                alpha - gained,
                beta - gained,
                false,
            );
            self.pool.push(next);
            return Ok(gained + v?);
        }
        if size == 1 {
            let (w2, pts2) = self.last_single(&hs, winner);
            let got = if self.s.defends[w2] { pts2 } else { 0 };
            let lead = [self.order.single(hs[winner])];
            return Ok(gained + got + self.bottom(w2, &lead));
        }
        Ok(gained + self.bottom(winner, &plays[0]))
    }

    /// The last trick when every hand holds one card and `leader` leads: its winner's seat and
    /// its points.
    fn last_single(&self, hs: &Seats, leader: usize) -> (usize, i64) {
        let last: [[Card; 1]; 4] = [0, 1, 2, 3].map(|k| [self.order.single(hs[(leader + k) % 4])]);
        let refs: [&[Card]; 4] = [&last[0], &last[1], &last[2], &last[3]];
        let (w, pts) = trick_result(&refs, &self.s.ctx, &self.s.params, 0);
        ((leader + w) % 4, pts)
    }

    /// A lower bound of the future from cards that win for sure (`search._Engine.claim`): every
    /// card of the leader at least as high as any other seat's card of its suit, and no other
    /// seat holding more trumps.
    fn claim(&mut self, hs: &Seats, leader: usize, left: i64) -> Option<i64> {
        let h = hs[leader];
        let order = &self.order;
        let trump_mask = order.suits_mask[1 << TRUMP];
        let trumps = hands::size(h & trump_mask);
        let theirs = hs[(leader + 1) % 4] | hs[(leader + 2) % 4] | hs[(leader + 3) % 4];
        for s in 0..=TRUMP {
            let mine = h & order.suits_mask[1 << s];
            if mine != 0 && theirs & order.above[(mine.trailing_zeros() / 2) as usize] != 0 {
                return None;
            }
        }
        if (1..4).any(|k| hands::size(hs[(leader + k) % 4] & trump_mask) > trumps) {
            return None;
        }
        if !self.s.defends[leader] {
            return Some(0);
        }
        if h == 0 {
            return None;
        }
        let last = order.kinds[((127 - h.leading_zeros()) / 2) as usize];
        Some(left + self.bottom_points_times(&[last]))
    }

    fn bottom_points_times(&mut self, lead: &[Card]) -> i64 {
        if self.s.bottom_points == 0 {
            return 0;
        }
        self.s.bottom_points.saturating_mul(self.multiplier(lead))
    }

    /// The future once `seat`'s throw fails: its opponents pick the forced play.
    fn thrown(
        &mut self,
        hs: Seats,
        seat: usize,
        left: i64,
        outcomes: &[Outcome],
        alpha: i64,
        beta: i64,
    ) -> R<i64> {
        let pick_max = !self.s.defends[seat];
        let mut best: Option<i64> = None;
        for o in outcomes {
            let new = self.after(hs, seat, &o.forced, true);
            let mut plays = vec![o.forced];
            let v = self.value(
                new,
                seat,
                &mut plays,
                o.barred,
                left,
                alpha - o.effect,
                beta - o.effect,
                false,
            )?;
            let g = o.effect + v;
            if pick_max {
                best = Some(best.map_or(g, |b| b.max(g)));
                if g >= beta {
                    break;
                }
            } else {
                best = Some(best.map_or(g, |b| b.min(g)));
                if g <= alpha {
                    break;
                }
            }
        }
        best.ok_or(Stop::NoPlay)
    }

    /// A first guess: the future when every seat makes its first-ordered play.
    fn playout(
        &mut self,
        mut hs: Seats,
        mut leader: usize,
        mut plays: Vec<Play>,
        mut barred: u8,
    ) -> R<i64> {
        let mut gained = 0;
        while hs.h.iter().any(|&h| h != 0) {
            let seat = (leader + plays.len()) % 4;
            let moves = self.ordered(&hs, seat, leader, &plays, barred)?;
            let m = moves.first().ok_or(Stop::NoPlay)?.cards;
            hs = self.after(hs, seat, &m, plays.is_empty());
            plays.push(m);
            if plays.len() == 4 {
                let (w, pts) = self.judge(&plays, barred);
                let winner = (leader + w) % 4;
                if self.s.defends[winner] {
                    gained += pts;
                }
                if hs.h.iter().all(|&h| h == 0) {
                    gained += self.bottom(winner, &plays[0]);
                }
                leader = winner;
                plays.clear();
                barred = 0;
            }
        }
        Ok(gained)
    }

    fn after(&self, mut hs: Seats, seat: usize, cards: &[Card], led: bool) -> Seats {
        hs.h[seat] = self.order.minus(hs.h[seat], cards);
        if hs.ex[seat] != 0 {
            // played exposed cards leave; leading takes the rest back
            hs.ex[seat] = if led {
                0
            } else {
                self.without(hs.ex[seat], cards)
            };
        }
        hs
    }

    /// How many of `cards` are among `exposed` (multisets).
    fn overlap(&self, cards: &[Card], exposed: Hand) -> usize {
        let mut left = exposed;
        let mut n = 0;
        for &c in cards {
            if self.order.count(left, c) > 0 {
                left -= self.order.one(c);
                n += 1;
            }
        }
        n
    }

    /// The kinds of `h`, as bits.
    fn kinds_of(&self, h: Hand) -> u64 {
        let mut bits = hands::slots(h);
        let mut out = 0u64;
        while bits != 0 {
            out |= 1 << self.order.kinds[bits.trailing_zeros() as usize];
            bits &= bits - 1;
        }
        out
    }

    /// `h` less those of `cards` it holds.
    fn without(&self, mut h: Hand, cards: &[Card]) -> Hand {
        for &c in cards {
            if self.order.count(h, c) > 0 {
                h -= self.order.one(c);
            }
        }
        h
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::tests::{card, hearts};

    fn engine() -> Engine {
        Engine::new(Setup {
            ctx: hearts(2),
            params: Params::national(),
            defends: [false, true, false, true],
            barred_seat: None,
            bottom_points: 10,
        })
    }

    fn none() -> [Vec<Card>; 4] {
        [vec![], vec![], vec![], vec![]]
    }

    #[test]
    fn last_trick_ruffed_by_a_defender_digs_the_bottom() {
        let hands = [
            vec![card(0, 14)],
            vec![card(1, 3)],
            vec![card(0, 13)],
            vec![card(0, 5)],
        ];
        let (future, best) = engine().solve(&hands, &none(), 0, &[], 0, 1000).unwrap();
        assert_eq!(future, 15 + 10 * 2);
        assert_eq!(best, vec![card(0, 14)]);
    }

    #[test]
    fn the_dealer_keeps_the_points_with_the_best_card() {
        let hands = [
            vec![card(0, 14), card(0, 13)],
            vec![card(0, 3), card(0, 4)],
            vec![card(0, 6), card(0, 7)],
            vec![card(0, 8), card(0, 9)],
        ];
        let (future, _) = engine().solve(&hands, &none(), 0, &[], 0, 10_000).unwrap();
        assert_eq!(future, 0);
        let (future, _) = engine().solve(&hands, &none(), 1, &[], 0, 10_000).unwrap();
        assert_eq!(future, 0, "♠A and ♠K win wherever the lead is");
    }

    #[test]
    fn the_bracket_holds_the_value_between_its_thresholds() {
        let hands = [
            vec![card(0, 14), card(0, 5), card(1, 13)],
            vec![card(0, 13), card(1, 6), card(1, 10)],
            vec![card(0, 12), card(0, 10), card(1, 5)],
            vec![card(0, 10), card(2, 8), card(3, 13)],
        ];
        for leader in 0..4 {
            let (value, _) = engine()
                .solve(&hands, &none(), leader, &[], 0, 100_000)
                .unwrap();
            for thresholds in [vec![], vec![5], vec![10, 20, 40], vec![15, 35, 55, 75]] {
                let (lo, hi) = engine()
                    .bracket(&hands, &none(), leader, &[], 0, &thresholds, 100_000)
                    .unwrap();
                assert!(lo <= value && value <= hi, "{lo} {value} {hi}");
                assert!(thresholds.iter().all(|&t| t <= lo || t > hi));
            }
        }
    }

    #[test]
    fn the_last_trick_game_asks_who_can_keep_a_winner_for_the_end() {
        // the leader (dealer's side) holds ♠A ♠K; the first defender holds `second`
        let dig = |second: Vec<Card>, budget| {
            let hands = [
                vec![card(0, 14), card(0, 13)],
                second,
                vec![card(0, 6), card(0, 7)],
                vec![card(0, 8), card(0, 9)],
            ];
            engine().dig(&hands, &none(), 0, &[], 0, budget)
        };
        // ♠A and ♠K win both tricks, the last one too
        assert_eq!(dig(vec![card(0, 3), card(0, 4)], 1000), Ok(false));
        // thrown at once where the defender's one trump would ruff the second
        assert_eq!(dig(vec![card(0, 3), card(1, 4)], 1000), Ok(false));
        // two trumps and no spade ruff whatever is led
        assert_eq!(dig(vec![card(1, 5), card(1, 4)], 1000), Ok(true));
        assert_eq!(dig(vec![card(1, 5), card(1, 4)], 1), Err(Stop::OutOfWork));
    }

    #[test]
    fn a_search_past_its_budget_stops() {
        let hands = [
            vec![card(0, 14), card(0, 4)],
            vec![card(0, 13), card(1, 6)],
            vec![card(0, 12), card(0, 7)],
            vec![card(0, 10), card(2, 8)],
        ];
        let out = engine().solve(&hands, &none(), 0, &[], 0, 1);
        assert_eq!(out, Err(Stop::OutOfWork));
    }
}
