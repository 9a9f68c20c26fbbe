//! How each play stands in its trick (`core.vocab.Standing`), read off the rules kernel's trick
//! winner: the kernel judges the trick after each play (its prefixes), and a play that takes
//! the trick beats, ruffs or over-ruffs; one that does not follows, ruffs under or discards, by
//! the same conditions the kernel's winner rule competes plays by (`rules.trick_result`).
//!
//! (The kernel answers the winner only; the standings the report shows are this module's.)

use super::row::Standing;
use crate::cards::{Card, Ctx, TRUMP};
use crate::params::Params;
use crate::rules::{ruff_matches, trick_result};
use crate::units::lead_shape;

/// Each play's standing, and the winner (an index into `plays`) and the trick's points.
pub fn standings(
    plays: &[&[Card]],
    ctx: &Ctx,
    params: &Params,
    barred: u8,
) -> (Vec<Standing>, usize, i64) {
    let mut out = vec![Standing::Lead];
    let suit = ctx.effective_suit(plays[0]);
    let mut best = 0;
    for i in 1..plays.len() {
        let (winner, _) = trick_result(&plays[..=i], ctx, params, barred);
        let standing = if winner == i {
            taking(
                ctx.effective_suit(plays[i]) == suit,
                is_ruff(plays, best, ctx, suit),
            )
        } else {
            not_taking(plays, i, ctx, params, barred)
        };
        best = winner;
        out.push(standing);
    }
    let (winner, points) = trick_result(plays, ctx, params, barred);
    (out, winner, points)
}

/// A play that takes the trick: of the led suit it beats; a trump ruffs, or over-ruffs when
/// the play it takes from was a ruff.
fn taking(led_suit: bool, over_a_ruff: bool) -> Standing {
    match (led_suit, over_a_ruff) {
        (true, _) => Standing::Beat,
        (false, false) => Standing::Ruff,
        (false, true) => Standing::OverRuff,
    }
}

/// Whether the play winning so far (`best`) is a ruff: not the lead, not of the led suit.
fn is_ruff(plays: &[&[Card]], best: usize, ctx: &Ctx, suit: Option<u8>) -> bool {
    best > 0 && ctx.effective_suit(plays[best]) != suit
}

/// A play that does not take the trick: it follows (the led suit, as many cards), ruffs
/// under (a trump play that competes as a ruff), or discards.
fn not_taking(plays: &[&[Card]], i: usize, ctx: &Ctx, params: &Params, barred: u8) -> Standing {
    let (lead, play) = (plays[0], plays[i]);
    let suit = ctx.effective_suit(lead);
    let psuit = ctx.effective_suit(play);
    if play.len() != lead.len() || psuit.is_none() {
        return Standing::Discard;
    }
    if psuit == suit {
        return Standing::Follow;
    }
    let may_ruff = psuit == Some(TRUMP) && suit != Some(TRUMP) && barred >> i & 1 == 0;
    if may_ruff && competes_as_ruff(lead, play, ctx, params) {
        Standing::Ruff
    } else {
        Standing::Discard
    }
}

/// Whether a trump play of as many cards as the lead competes as a ruff: one kind for a single
/// or a pair led, else the lead's structure (`ruff.structure`).
fn competes_as_ruff(lead: &[Card], play: &[Card], ctx: &Ctx, params: &Params) -> bool {
    let one_kind_lead = lead.len() == 1 || lead.len() == 2 && lead[0] == lead[1];
    if one_kind_lead {
        return play[0] == play[play.len() - 1];
    }
    ruff_matches(play, &lead_shape(lead, ctx), ctx, params)
}
