//! A hand as the plain notation writes it: the data the native check reads (the subset of
//! `shengji_cli.core.record.HandRecord` that a plain hand holds).

/// A card kind, `0..54`: `suit * 13 + rank - 2` for suited cards (suits `S H C D`), then the
/// little joker (52) and the big joker (53), as `shengji_cli.core.cards` numbers them.
pub type Card = u8;

/// The little joker's kind.
pub const LITTLE_JOKER: Card = 52;
/// The big joker's kind.
pub const BIG_JOKER: Card = 53;
/// How many kinds there are.
pub const KINDS: usize = 54;

/// The trump of a hand: a suit `0..4` (`S H C D`) or no-trump.
pub const NO_TRUMP: u8 = 4;

/// Which side a `result:` claim names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// The dealer's side (庄家).
    Dealer,
    /// The defenders (闲家).
    Defenders,
}

/// One seat's cards in a trick: the seat's index in `seats:`, the cards played (canonical
/// order) and, for a throw that failed at the table, the cards first shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Play {
    /// The seat, as an index into [`Hand::seats`].
    pub seat: u8,
    /// The cards played, in canonical order.
    pub cards: Vec<Card>,
    /// The cards first shown of a failed throw (`attempted -> played`).
    pub attempted: Option<Vec<Card>>,
}

/// A trick line: its label and the four plays in the order written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trick {
    /// The number written before the `.`.
    pub number: u32,
    /// The plays, the lead first.
    pub plays: Vec<Play>,
}

/// A hand read from plain notation; seats are indices into `seats`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Hand {
    /// The number of the block's first line that is not blank (`HandRecord.line`).
    pub line: usize,
    /// The `variant:` line's value.
    pub variant: Option<String>,
    /// The `seats:` line, in the order of play.
    pub seats: Vec<String>,
    /// The `dealer:` line.
    pub dealer: Option<u8>,
    /// The `level:` line's rank, `2..=14`.
    pub level: Option<u8>,
    /// The `trump:` line: a suit `0..4` or [`NO_TRUMP`].
    pub trump: Option<u8>,
    /// The `deal SEAT:` lines, in the order of `seats:`.
    pub deals: Vec<(u8, Vec<Card>)>,
    /// The `kitty:` line, in the order written.
    pub kitty: Option<Vec<Card>>,
    /// The `buried:` line.
    pub buried: Option<Vec<Card>>,
    /// The trick lines, in the order written.
    pub tricks: Vec<Trick>,
    /// The `points:` claim.
    pub points: Option<i64>,
    /// The `bottom:` claim's points.
    pub bottom_points: Option<i64>,
    /// The `bottom:` claim's multiplier.
    pub bottom_multiplier: Option<i64>,
    /// The `result:` claim.
    pub result: Option<(Side, i64)>,
    /// The `penalty:` claims, in the order written.
    pub penalties: Vec<(u8, i64)>,
}

impl Hand {
    /// The dealt cards of seat `seat`, if the record gives them.
    pub fn deal_of(&self, seat: u8) -> Option<&[Card]> {
        self.deals
            .iter()
            .find(|(s, _)| *s == seat)
            .map(|(_, c)| c.as_slice())
    }
}

/// The key that sorts cards into the notation's canonical order: big joker, little joker, then
/// spades, hearts, clubs, diamonds, each from the ace down.
pub fn canonical_key(card: Card) -> u8 {
    match card {
        BIG_JOKER => 0,
        LITTLE_JOKER => 1,
        c => 2 + (c / 13) * 13 + (12 - c % 13),
    }
}

/// `cards` sorted into canonical order.
pub fn canonical(mut cards: Vec<Card>) -> Vec<Card> {
    cards.sort_unstable_by_key(|&c| canonical_key(c));
    cards
}

/// The ASCII form of a card as the JSON report writes it: `S10`, `HA`, `BJ`, `LJ`.
pub fn card_ascii(card: Card) -> &'static str {
    const NAMES: [&str; KINDS] = [
        "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "S10", "SJ", "SQ", "SK", "SA", "H2", "H3",
        "H4", "H5", "H6", "H7", "H8", "H9", "H10", "HJ", "HQ", "HK", "HA", "C2", "C3", "C4", "C5",
        "C6", "C7", "C8", "C9", "C10", "CJ", "CQ", "CK", "CA", "D2", "D3", "D4", "D5", "D6", "D7",
        "D8", "D9", "D10", "DJ", "DQ", "DK", "DA", "LJ", "BJ",
    ];
    NAMES[card as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonical_order_puts_jokers_then_suits_from_the_ace() {
        let sorted = canonical(vec![0, 12, BIG_JOKER, 13, LITTLE_JOKER]);
        assert_eq!(sorted, vec![BIG_JOKER, LITTLE_JOKER, 12, 0, 13]);
    }

    #[test]
    fn ascii_names_follow_the_kinds() {
        assert_eq!(card_ascii(8), "S10");
        assert_eq!(card_ascii(25), "HA");
        assert_eq!(card_ascii(BIG_JOKER), "BJ");
    }
}
