//! The replay of a plain hand, as far as the native path judges one: a hand it proves clean
//! gets its row's parts; anything else declines (`None`), and the Python replay judges it
//! (`core.replay`, `core.tricks.TrickJudge`).
//!
//! Proving a hand clean needs every holding known: each seat's deal, the kitty and the bury,
//! together exactly the deck.  Then each trick is led by the last winner, played in turn, every
//! play held, the lead of one suit (a throw that no seat could beat, or a failed throw with an
//! allowed forced play), every follow legal; every seat plays its whole hand; and every claim
//! the table wrote agrees.  The rules are the kernel's (`crate::rules`).

use super::exposed::{most_exposed, overlap};
use super::hand::{Card, Hand, Play, Side, Trick};
use super::levels::{next_dealer, LevelRules};
use super::row::{CleanRow, PenaltyRow, PlayRow, TrickRow};
use super::standing::standings;
use crate::cards::{points_of, Ctx};
use crate::params::Params;
use crate::rules::{
    allowed_forced_plays, bottom_multiplier, can_follow, penalty_effect, throw_blocks,
    throw_penalty,
};
use crate::units::decompose;

/// What the native replay needs of one variant, all of it data from Python.
#[derive(Clone, Debug)]
pub struct VariantRules {
    /// The variant's name, as the row writes it.
    pub name: String,
    /// The variant's version, as the row writes it.
    pub version: String,
    /// Copies of each kind in the deck.
    pub copies: u8,
    /// Cards a seat is dealt.
    pub hand_size: usize,
    /// Cards in the kitty.
    pub kitty_size: usize,
    /// The rules' parameters.
    pub params: Params,
    /// The level table.
    pub levels: LevelRules,
    /// The trump contexts, by trump (`S H C D NT`) then level (`2..=14`).
    pub contexts: Vec<Ctx>,
}

impl VariantRules {
    /// The trump context of `trump` and `level`.
    pub fn context(&self, trump: u8, level: u8) -> Option<&Ctx> {
        let i = usize::from(trump) * 13 + usize::from(level.checked_sub(2)?);
        self.contexts.get(i)
    }
}

/// The variants the native replay knows, by name (added as a batch meets them).
#[derive(Clone, Debug, Default)]
pub struct Variants {
    /// The variants, each with its data.
    pub known: Vec<VariantRules>,
}

impl Variants {
    /// The variant `hand` is checked under: `forced` (the run's `--variant`), else its
    /// `variant:` line's, else `national`; `None` when that is not one the native code knows.
    pub fn of(&self, hand: &Hand, forced: Option<&str>) -> Option<&VariantRules> {
        let name = forced.or(hand.variant.as_deref()).unwrap_or("national");
        self.known.iter().find(|v| v.name == name)
    }

    /// `rules` known from now on (in place of a variant of its name known before).
    pub fn add(&mut self, rules: VariantRules) {
        self.known.retain(|v| v.name != rules.name);
        self.known.push(rules);
    }
}

/// The clean row's parts of `hand` (numbered `number` in its file, its file's name already
/// JSON text) under the variant `forced`, else its own, or `None`: the hand is not one the
/// native replay proves clean.
pub fn clean_row<'a>(
    hand: &'a Hand,
    number: usize,
    file_json: &'a str,
    variants: &'a Variants,
    forced: Option<&str>,
) -> Option<CleanRow<'a>> {
    let v = variants.of(hand, forced)?;
    let (level, trump, dealer) = (hand.level?, hand.trump?, hand.dealer?);
    let ctx = v.context(trump, level)?;
    let held = dealt(hand, v, dealer)?;
    let mut judge = Judge::new(ctx, &v.params, dealer, held);
    for (i, trick) in hand.tricks.iter().enumerate() {
        judge.trick(i + 1, trick)?;
    }
    if judge.held.iter().any(|h| !h.is_empty()) {
        return None; // the hand stops before the end (or a play was short)
    }
    let score = judge.score(hand.buried.as_deref()?, &v.levels)?;
    claims_agree(hand, &judge, &score)?;
    Some(CleanRow {
        file_json,
        hand: number,
        variant: &v.name,
        version: &v.version,
        seats: &hand.seats,
        dealer,
        level,
        trump,
        tricks: judge.tricks,
        trick_points: judge.trick_points,
        defenders_points: score.total,
        bottom: score.bottom,
        penalties: judge.penalties,
        result: (score.side, score.levels, next_dealer(dealer, score.side)),
    })
}

/// Each seat's cards when play starts, when the record shows every one: four deals of a hand
/// each, the kitty and the bury of their size, the deals and the kitty exactly the deck, the
/// bury out of the dealer's deal and the kitty.
fn dealt(hand: &Hand, v: &VariantRules, dealer: u8) -> Option<[Vec<Card>; 4]> {
    let (kitty, buried) = (hand.kitty.as_deref()?, hand.buried.as_deref()?);
    let sized = kitty.len() == v.kitty_size
        && buried.len() == v.kitty_size
        && hand.deals.len() == 4
        && hand.deals.iter().all(|(_, d)| d.len() == v.hand_size);
    if !sized {
        return None;
    }
    let mut counts = [0usize; 54];
    for &c in hand.deals.iter().flat_map(|(_, d)| d).chain(kitty) {
        counts[usize::from(c)] += 1;
    }
    if counts.iter().any(|&n| n != usize::from(v.copies)) {
        return None;
    }
    let mut held: [Vec<Card>; 4] = Default::default();
    for (seat, deal) in &hand.deals {
        held[usize::from(*seat)] = deal.clone();
    }
    let pool = &mut held[usize::from(dealer)];
    pool.extend_from_slice(kitty);
    take(pool, buried).then_some(held)
}

/// `cards` taken out of `from` when it holds them all (else `from` is left as it was).
fn take(from: &mut Vec<Card>, cards: &[Card]) -> bool {
    if !holds(from, cards) {
        return false;
    }
    for c in cards {
        let at = from.iter().position(|x| x == c).expect("held");
        from.swap_remove(at);
    }
    true
}

/// Whether `held` holds every card of `cards` (with their copies).
fn holds(held: &[Card], cards: &[Card]) -> bool {
    let mut n = [0i16; 54];
    for &c in held {
        n[usize::from(c)] += 1;
    }
    for &c in cards {
        n[usize::from(c)] -= 1;
    }
    n.iter().all(|&k| k >= 0)
}

/// The hand's score: the bottom (points, multiplier, awarded), the defenders' total and the
/// level change.
struct Score {
    bottom: (i64, i64, i64),
    total: i64,
    side: Side,
    levels: i64,
}

/// The tricks judged so far, and what judging them keeps.
struct Judge<'a> {
    ctx: &'a Ctx,
    params: &'a Params,
    dealer: u8,
    held: [Vec<Card>; 4],
    exposed: [Vec<Card>; 4],
    expected: u8,
    tricks: Vec<TrickRow>,
    penalties: Vec<PenaltyRow>,
    trick_points: i64,
    last_lead: Vec<Card>,
    last_defenders: bool,
}

impl<'a> Judge<'a> {
    fn new(ctx: &'a Ctx, params: &'a Params, dealer: u8, held: [Vec<Card>; 4]) -> Self {
        Judge {
            ctx,
            params,
            dealer,
            held,
            exposed: Default::default(),
            expected: dealer,
            tricks: Vec::new(),
            penalties: Vec::new(),
            trick_points: 0,
            last_lead: Vec::new(),
            last_defenders: false,
        }
    }

    fn defender(&self, seat: u8) -> bool {
        (seat + 4 - self.dealer) % 2 == 1
    }

    /// Trick `number` judged, when nothing in it is wrong or unusual.
    fn trick(&mut self, number: usize, trick: &Trick) -> Option<()> {
        let plays = &trick.plays;
        let leader = plays[0].seat;
        let in_turn = plays
            .iter()
            .enumerate()
            .all(|(k, p)| p.seat == (leader + k as u8) % 4);
        if leader != self.expected || !in_turn || plays[1..].iter().any(|p| p.attempted.is_some()) {
            return None;
        }
        let barred = self.lead(number, &plays[0])?;
        for p in &plays[1..] {
            self.follow(&plays[0].cards, p)?;
        }
        self.close(plays, barred);
        Some(())
    }

    /// The lead judged and taken out of the leader's hand; the plays barred from ruffing.
    fn lead(&mut self, number: usize, lead: &Play) -> Option<u8> {
        let seat = usize::from(lead.seat);
        self.exposed[seat].clear(); // a seat that leads has no exposed card left
        let thrown = lead.attempted.as_deref().unwrap_or(&lead.cards);
        let held = &self.held[seat];
        if !holds(held, thrown) || !holds(held, &lead.cards) {
            return None;
        }
        self.ctx.effective_suit(thrown)?;
        let barred = match lead.attempted {
            Some(_) => self.failed_throw(number, lead.seat, thrown, &lead.cards)?,
            None => {
                self.throw_stands(lead.seat, thrown)?;
                0
            }
        };
        take(&mut self.held[seat], &lead.cards).then_some(barred)
    }

    /// The other seats' hands, in turn after `leader`.
    fn others(&self, leader: u8) -> [&[Card]; 3] {
        [1, 2, 3].map(|k| self.held[usize::from((leader + k) % 4)].as_slice())
    }

    /// A lead of more than one unit that no other seat could beat (else `None`).
    fn throw_stands(&self, leader: u8, thrown: &[Card]) -> Option<()> {
        if thrown.len() < 2 || decompose(thrown, self.ctx).len() < 2 {
            return Some(());
        }
        throw_blocks(thrown, &self.others(leader), self.ctx)
            .is_empty()
            .then_some(())
    }

    /// A throw that failed at the table: beaten, its forced play allowed, its penalty charged;
    /// the plays barred from ruffing after it.
    fn failed_throw(
        &mut self,
        number: usize,
        leader: u8,
        thrown: &[Card],
        forced: &[Card],
    ) -> Option<u8> {
        let (ctx, params) = (self.ctx, self.params);
        let blocks = throw_blocks(thrown, &self.others(leader), ctx);
        if blocks.is_empty() {
            return None; // a false failed throw
        }
        if params.withdrawn_exposed {
            let mut withdrawn = thrown.to_vec();
            if !take(&mut withdrawn, forced) {
                return None;
            }
            if !withdrawn.is_empty() {
                self.exposed[usize::from(leader)] = withdrawn;
            }
        }
        let mut played = forced.to_vec();
        played.sort_unstable();
        let allowed = allowed_forced_plays(thrown, &blocks, Some(1), ctx, params);
        let is_allowed = allowed.iter().any(|u| {
            let mut cards = u.cards.clone();
            cards.sort_unstable();
            cards == played
        });
        if !is_allowed {
            return None;
        }
        let points = throw_penalty(thrown, forced, &blocks, ctx, params);
        if points != 0 {
            let effect = penalty_effect(points, self.defender(leader), params);
            self.penalties.push(PenaltyRow {
                seat: leader,
                trick: number,
                points,
                effect,
            });
        }
        Some(self.barred_after_throw(leader))
    }

    /// The play barred from ruffing after a failed throw: the dealer's partner's, unless the
    /// variant lets it ruff or it threw (bit `k`: the `k`-th play of the trick).
    fn barred_after_throw(&self, leader: u8) -> u8 {
        let partner = (self.dealer + 2) % 4;
        if self.params.dealer_partner_may_ruff || partner == leader {
            return 0;
        }
        1 << ((partner + 4 - leader) % 4)
    }

    /// A follow of as many cards as led, held, legal, with as many of the seat's exposed cards
    /// as it could hold; taken out of the seat's hand and its exposed cards.
    fn follow(&mut self, lead: &[Card], play: &Play) -> Option<()> {
        let seat = usize::from(play.seat);
        let held = &self.held[seat];
        let ok = play.cards.len() == lead.len()
            && holds(held, &play.cards)
            && can_follow(lead, held, &play.cards, self.ctx, self.params)
            && self.exposed_played(seat, lead, &play.cards);
        if !ok || !take(&mut self.held[seat], &play.cards) {
            return None;
        }
        let exposed = &mut self.exposed[seat];
        for c in &play.cards {
            if let Some(at) = exposed.iter().position(|x| x == c) {
                exposed.swap_remove(at);
            }
        }
        Some(())
    }

    /// Whether a legal follow of `cards` by `seat` plays as many of its exposed cards as a
    /// legal follow could (`TrickJudge.check_exposed`).
    fn exposed_played(&self, seat: usize, lead: &[Card], cards: &[Card]) -> bool {
        let exposed = &self.exposed[seat];
        if exposed.is_empty() {
            return true;
        }
        let played = overlap(cards, exposed);
        played >= lead.len().min(exposed.len())
            || most_exposed(lead, &self.held[seat], exposed, self.ctx, self.params) <= played
    }

    /// The trick's winner, points and standings; the next leader.
    fn close(&mut self, plays: &[Play], barred: u8) {
        let cards: Vec<&[Card]> = plays.iter().map(|p| p.cards.as_slice()).collect();
        let (stands, winner, points) = standings(&cards, self.ctx, self.params, barred);
        let seat = plays[winner].seat;
        let defenders = self.defender(seat);
        if defenders {
            self.trick_points += points;
        }
        self.expected = seat;
        self.last_lead = plays[0].cards.clone();
        self.last_defenders = defenders;
        let rows = plays.iter().zip(stands).map(|(p, standing)| PlayRow {
            seat: p.seat,
            cards: p.cards.clone(),
            standing,
            attempted: p.attempted.clone(),
        });
        self.tricks.push(TrickRow {
            leader: plays[0].seat,
            plays: rows.collect(),
            winner: seat,
            points,
        });
    }

    /// The bottom, the defenders' total and the level change.
    fn score(&self, buried: &[Card], levels: &LevelRules) -> Option<Score> {
        let points = points_of(buried);
        let mult = bottom_multiplier(&self.last_lead, self.ctx, self.params);
        let awarded = if self.last_defenders {
            points * mult
        } else {
            0
        };
        let effects: i64 = self.penalties.iter().map(|p| p.effect).sum();
        let total = self.trick_points + awarded + effects;
        let (side, n) = levels.change(total)?;
        Some(Score {
            bottom: (points, mult, awarded),
            total,
            side,
            levels: n,
        })
    }
}

/// Whether every claim the table wrote agrees with the hand as played (the ruling of a clean
/// hand is the hand as played): points, bottom, result, penalties.
fn claims_agree(hand: &Hand, judge: &Judge, score: &Score) -> Option<()> {
    let (points, mult, _) = score.bottom;
    let ok = hand.points.is_none_or(|p| p == score.total)
        && hand.bottom_points.is_none_or(|p| p == points)
        && (hand.bottom_points.is_none()
            || !judge.last_defenders
            || hand.bottom_multiplier.is_none_or(|m| m == mult))
        && hand.result.is_none_or(|r| r == (score.side, score.levels))
        && penalties_agree(&hand.penalties, &judge.penalties);
    ok.then_some(())
}

/// Each seat's penalties as claimed, summed, against those charged (checked only when the
/// record claims some).
fn penalties_agree(claimed: &[(u8, i64)], charged: &[PenaltyRow]) -> bool {
    if claimed.is_empty() {
        return true;
    }
    (0..4u8).all(|seat| {
        let got: i64 = claimed.iter().filter(|c| c.0 == seat).map(|c| c.1).sum();
        let due: i64 = charged
            .iter()
            .filter(|p| p.seat == seat)
            .map(|p| p.points)
            .sum();
        got == due
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::tests::hearts;
    use crate::check::levels::LevelStep;
    use crate::check::parse::parse_text;

    /// A generated national hand (hearts, level 10, two failed throws) the Python engine checks
    /// clean.
    const HAND: &str = include_str!("national_hearts.sj");

    fn national() -> Variants {
        let step = |at, side, levels| LevelStep { at, side, levels };
        let levels = LevelRules {
            table: vec![
                step(0, Side::Dealer, 3),
                step(1, Side::Dealer, 2),
                step(40, Side::Dealer, 1),
                step(80, Side::Defenders, 0),
                step(120, Side::Defenders, 1),
            ],
            step: 40,
            ..LevelRules::default()
        };
        let rules = VariantRules {
            name: "national".into(),
            version: "1.0".into(),
            copies: 2,
            hand_size: 25,
            kitty_size: 8,
            params: Params::national(),
            levels,
            contexts: (0..65).map(|i| hearts(2 + (i % 13) as u8)).collect(),
        };
        Variants { known: vec![rules] }
    }

    fn row_of(text: &str) -> Option<String> {
        let variants = national();
        let hands = parse_text(text, 1)?;
        clean_row(&hands[0], 1, "\"x.sj\"", &variants, None).map(|r| r.render())
    }

    #[test]
    fn a_clean_hand_is_proved_clean() {
        let row = row_of(HAND).expect("clean");
        assert!(row.contains("\"defenders_points\": 140"));
        assert!(row.contains(
            "\"result\": {\"side\": \"defenders\", \"levels\": 1, \"next_dealer\": \"S\"}"
        ));
        assert!(row.contains("{\"seat\": \"E\", \"points\": 40, \"points_max\": 40}"));
    }

    #[test]
    fn a_claim_that_disagrees_declines() {
        for (from, to) in [
            ("points: 140", "points: 145"),
            ("result: defenders +1", "result: defenders +2"),
            ("bottom: 10 x2", "bottom: 10 x4"),
            ("penalty: E 40", "penalty: E 30"),
        ] {
            assert!(row_of(&HAND.replace(from, to)).is_none(), "{to}");
        }
    }

    #[test]
    fn a_hand_not_played_out_or_not_dealt_whole_declines() {
        let last = HAND.lines().rev().find(|l| l.starts_with(char::is_numeric));
        let short = HAND.replace(last.expect("a trick"), "");
        assert!(row_of(&short).is_none());
        let no_kitty: String = HAND
            .lines()
            .filter(|l| !l.starts_with("kitty"))
            .collect::<Vec<_>>()
            .join("\n");
        assert!(row_of(&no_kitty).is_none());
    }

    #[test]
    fn a_card_not_held_declines() {
        let line = HAND
            .lines()
            .find(|l| l.starts_with("1. "))
            .expect("trick 1");
        let moved = line.replacen('|', "| ", 1); // same trick, same cards: still clean
        assert!(row_of(&HAND.replace(line, &moved)).is_some());
        let deal = HAND
            .lines()
            .find(|l| l.starts_with("deal N"))
            .expect("N's deal");
        assert!(row_of(&HAND.replace(deal, &deal.replacen("LJ ", "BJ ", 1))).is_none());
    }
}
