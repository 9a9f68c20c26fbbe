//! The reader of plain notation: the lines a generated or a tidy hand holds, read exactly as
//! `shengji_cli.notation.reader` reads them.  Anything else — a Chinese key or seat, a
//! full-width form, a match line, a tab, a `♠A♠K` group, an error of any kind — declines
//! (`None`), and the Python reader takes the text.

use super::hand::{canonical, Card, Hand, Play, Side, Trick, BIG_JOKER, LITTLE_JOKER, NO_TRUMP};

/// The longest number a record may hold (`grammar.MAX_DIGITS`).
const MAX_DIGITS: usize = 9;
/// At most this many cards on a line (`reader.MAX_LINE_CARDS`).
const MAX_LINE_CARDS: usize = 1000;
/// At most this many lines of one repeatable key (`reader.MAX_REPEATED_LINES`).
const MAX_REPEATED_LINES: usize = 200;

/// Every hand of `text` (whose first line is line `first_line` of its file), or `None` when a
/// line is not plain notation or a block would be an error.
pub fn parse_text(text: &str, first_line: usize) -> Option<Vec<Hand>> {
    let mut hands = Vec::new();
    let mut block: Option<Block> = None;
    let mut start: Option<usize> = None; // the block's first line that is not blank
    for (index, raw) in text.split('\n').enumerate() {
        let lineno = first_line + index;
        let body = raw.find('#').map_or(raw, |at| &raw[..at]);
        if !body.chars().all(plain_char) {
            return None;
        }
        let content = body.trim_matches(' ');
        let has_comment = body.len() < raw.len();
        if is_separator(content) {
            if let Some(b) = block.take() {
                hands.push(b.finish(start?)?);
            }
            start = None;
        } else if !content.is_empty() {
            start.get_or_insert(lineno);
            block.get_or_insert_with(Block::default).line(content)?;
        } else if has_comment {
            start.get_or_insert(lineno);
        }
    }
    if let Some(b) = block {
        hands.push(b.finish(start?)?);
    }
    Some(hands)
}

/// A character the reader takes outside comments: printable ASCII and the four suit symbols.
fn plain_char(c: char) -> bool {
    matches!(c, ' '..='~' | '♠' | '♥' | '♣' | '♦')
}

fn is_separator(content: &str) -> bool {
    content.len() >= 3 && content.bytes().all(|b| b == b'-')
}

/// A hand being read: seats by name until the block ends.
#[derive(Default)]
struct Block {
    seen: Vec<String>,
    hand: Hand,
    seats: Option<Vec<String>>,
    dealer: Option<String>,
    deals: Vec<(String, Vec<Card>)>,
    tricks: Vec<(u32, Vec<RawPlay>)>,
    penalties: Vec<(String, i64)>,
}

impl Block {
    /// Reads one header or trick line (its comment and indent cut off).
    fn line(&mut self, content: &str) -> Option<()> {
        if content.as_bytes()[0].is_ascii_digit() {
            let trick = trick_line(content)?;
            self.tricks.push(trick);
            return Some(());
        }
        let (key, seat, value) = header_parts(content)?;
        self.once(&key, seat)?;
        self.header(&key, seat, value)
    }

    /// A key seen once per hand (`deal SEAT` once per seat; `penalty` repeatable).
    fn once(&mut self, key: &str, seat: Option<&str>) -> Option<()> {
        if key == "penalty" {
            return (self.penalties.len() < MAX_REPEATED_LINES).then_some(());
        }
        let name = match seat {
            Some(s) => format!("deal {s}"),
            None => key.to_string(),
        };
        if self.seen.contains(&name) {
            return None;
        }
        self.seen.push(name);
        Some(())
    }

    fn header(&mut self, key: &str, seat: Option<&str>, value: &str) -> Option<()> {
        let h = &mut self.hand;
        match key {
            "variant" => h.variant = Some(value.to_string()),
            "seats" => self.seats = Some(seats_value(value)?),
            "dealer" => self.dealer = Some(seat_token(value)?.to_string()),
            "level" => h.level = Some(rank_value(value)?),
            "trump" => h.trump = Some(trump_value(value)?),
            "deal" => self.deals.push((seat?.to_string(), cards_value(value)?)),
            "kitty" => h.kitty = Some(cards_in_order(value)?),
            "buried" => h.buried = Some(cards_value(value)?),
            "points" => h.points = Some(signed(value)?),
            "bottom" => (h.bottom_points, h.bottom_multiplier) = bottom_value(value)?,
            "result" => h.result = Some(result_value(value)?),
            "penalty" => self.penalties.push(penalty_value(value)?),
            _ => return None,
        }
        Some(())
    }

    /// The hand, every seat named resolved against `seats:` (which it must have).
    fn finish(self, line: usize) -> Option<Hand> {
        let seats = self.seats?;
        let at = |name: &str| seats.iter().position(|s| s == name).map(|i| i as u8);
        let mut hand = self.hand;
        hand.line = line;
        hand.dealer = match &self.dealer {
            Some(d) => Some(at(d)?),
            None => None,
        };
        for (seat, cards) in self.deals {
            hand.deals.push((at(&seat)?, cards));
        }
        hand.deals.sort_by_key(|d| d.0);
        for (seat, points) in self.penalties {
            hand.penalties.push((at(&seat)?, points));
        }
        for (number, plays) in self.tricks {
            let mut out = Vec::with_capacity(4);
            for (seat, cards, attempted) in plays {
                out.push(Play {
                    seat: at(&seat)?,
                    cards,
                    attempted,
                });
            }
            hand.tricks.push(Trick { number, plays: out });
        }
        hand.seats = seats;
        Some(hand)
    }
}

/// A header line's key (lower case), its `deal` seat, and its value (trimmed).
fn header_parts(content: &str) -> Option<(String, Option<&str>, &str)> {
    let word_end = seat_len(content);
    if word_end == 0 {
        return None;
    }
    let key = content[..word_end].to_ascii_lowercase();
    let mut rest = &content[word_end..];
    let mut seat = None;
    if key == "deal" {
        let after = rest.trim_start_matches(' ');
        if after.len() == rest.len() {
            return None;
        }
        let n = seat_len(after);
        if n == 0 {
            return None;
        }
        seat = Some(&after[..n]);
        rest = &after[n..];
    }
    let value = rest.trim_start_matches(' ').strip_prefix(':')?;
    let value = value.trim_start_matches(' ');
    if value.is_empty() {
        return None;
    }
    Some((key, seat, value))
}

/// The length of the seat name (`[A-Za-z][A-Za-z0-9_]*`) that `text` starts with, or 0.
fn seat_len(text: &str) -> usize {
    let b = text.as_bytes();
    if b.is_empty() || !b[0].is_ascii_alphabetic() {
        return 0;
    }
    b.iter()
        .position(|c| !(c.is_ascii_alphanumeric() || *c == b'_'))
        .unwrap_or(b.len())
}

/// `text` whole as one seat name.
fn seat_token(text: &str) -> Option<&str> {
    (seat_len(text) == text.len() && !text.is_empty()).then_some(text)
}

fn seats_value(value: &str) -> Option<Vec<String>> {
    let mut seats: Vec<String> = Vec::with_capacity(4);
    for word in value.split(' ').filter(|w| !w.is_empty()) {
        let seat = seat_token(word)?;
        if seats.iter().any(|s| s == seat) || seats.len() == 4 {
            return None;
        }
        seats.push(seat.to_string());
    }
    (seats.len() == 4).then_some(seats)
}

/// A rank as `level:` writes it: `2`–`10`, `T`, `J`, `Q`, `K`, `A` (letters in either case).
fn rank_value(value: &str) -> Option<u8> {
    match value.to_ascii_uppercase().as_str() {
        "10" | "T" => Some(10),
        "J" => Some(11),
        "Q" => Some(12),
        "K" => Some(13),
        "A" => Some(14),
        v if v.len() == 1 && (b'2'..=b'9').contains(&v.as_bytes()[0]) => {
            Some(v.as_bytes()[0] - b'0')
        }
        _ => None,
    }
}

/// The suit a letter or a symbol names, `0..4` (`S H C D`).
fn suit_of(c: char) -> Option<u8> {
    match c {
        'S' | 's' | '♠' => Some(0),
        'H' | 'h' | '♥' => Some(1),
        'C' | 'c' | '♣' => Some(2),
        'D' | 'd' | '♦' => Some(3),
        _ => None,
    }
}

fn trump_value(value: &str) -> Option<u8> {
    if value.eq_ignore_ascii_case("nt") {
        return Some(NO_TRUMP);
    }
    let mut chars = value.chars();
    let suit = suit_of(chars.next()?)?;
    chars.next().is_none().then_some(suit)
}

/// A number of at most [`MAX_DIGITS`] digits.
fn unsigned(text: &str) -> Option<i64> {
    let ok =
        !text.is_empty() && text.len() <= MAX_DIGITS && text.bytes().all(|b| b.is_ascii_digit());
    ok.then(|| text.parse().ok()).flatten()
}

/// A number with an optional sign.
fn signed(text: &str) -> Option<i64> {
    match text.as_bytes().first()? {
        b'-' => unsigned(&text[1..]).map(|n| -n),
        b'+' => unsigned(&text[1..]),
        _ => unsigned(text),
    }
}

/// `N`, or `N xM` (`x` or `X`, spaces optional around it).
fn bottom_value(value: &str) -> Option<(Option<i64>, Option<i64>)> {
    let digits = value.bytes().take_while(u8::is_ascii_digit).count();
    let points = unsigned(&value[..digits])?;
    let rest = value[digits..].trim_start_matches(' ');
    if rest.is_empty() {
        return Some((Some(points), None));
    }
    let m = rest.strip_prefix(['x', 'X'])?.trim_start_matches(' ');
    Some((Some(points), Some(unsigned(m)?)))
}

/// `defenders +N` or `dealer +N` (the side in any case, the `+` optional).
fn result_value(value: &str) -> Option<(Side, i64)> {
    let word = value.bytes().take_while(u8::is_ascii_alphabetic).count();
    let side = match value[..word].to_ascii_lowercase().as_str() {
        "defenders" => Side::Defenders,
        "dealer" => Side::Dealer,
        _ => return None,
    };
    let rest = value[word..].trim_start_matches(' ');
    let rest = rest.strip_prefix('+').unwrap_or(rest);
    Some((side, unsigned(rest)?))
}

/// `SEAT N`.
fn penalty_value(value: &str) -> Option<(String, i64)> {
    let n = seat_len(value);
    let rest = &value[n..];
    let number = rest.trim_start_matches(' ');
    if n == 0 || number.len() == rest.len() {
        return None;
    }
    Some((value[..n].to_string(), unsigned(number)?))
}

/// Cards in canonical order.
fn cards_value(value: &str) -> Option<Vec<Card>> {
    cards_in_order(value).map(canonical)
}

/// Cards in the order written (a `kitty:` line), tokens separated by spaces.
fn cards_in_order(value: &str) -> Option<Vec<Card>> {
    let mut cards = Vec::new();
    for token in value.split(' ').filter(|t| !t.is_empty()) {
        card_token(token, &mut cards)?;
    }
    (!cards.is_empty() && cards.len() <= MAX_LINE_CARDS).then_some(cards)
}

/// One token: a joker, or a suit and its ranks (`♠AK10`), the suit written once.
fn card_token(token: &str, out: &mut Vec<Card>) -> Option<()> {
    if token.eq_ignore_ascii_case("bj") {
        out.push(BIG_JOKER);
        return Some(());
    }
    if token.eq_ignore_ascii_case("lj") {
        out.push(LITTLE_JOKER);
        return Some(());
    }
    let mut chars = token.chars();
    let suit = suit_of(chars.next()?)?;
    let ranks = chars.as_str().as_bytes();
    if ranks.is_empty() {
        return None;
    }
    let mut i = 0;
    while i < ranks.len() {
        let (rank, used) = rank_at(&ranks[i..])?;
        out.push(suit * 13 + rank - 2);
        i += used;
    }
    Some(())
}

/// The rank at the start of `text` and how many bytes it takes (`10` two).
fn rank_at(text: &[u8]) -> Option<(u8, usize)> {
    match text[0].to_ascii_uppercase() {
        d @ b'2'..=b'9' => Some((d - b'0', 1)),
        b'1' if text.get(1) == Some(&b'0') => Some((10, 2)),
        b'T' => Some((10, 1)),
        b'J' => Some((11, 1)),
        b'Q' => Some((12, 1)),
        b'K' => Some((13, 1)),
        b'A' => Some((14, 1)),
        _ => None,
    }
}

type RawPlay = (String, Vec<Card>, Option<Vec<Card>>);

/// `N. SEAT CARDS [-> CARDS] | …`: four plays.
fn trick_line(content: &str) -> Option<(u32, Vec<RawPlay>)> {
    let digits = content.bytes().take_while(u8::is_ascii_digit).count();
    let number = unsigned(&content[..digits])?;
    let rest = content[digits..]
        .trim_start_matches(' ')
        .strip_prefix('.')?;
    let parts: Vec<&str> = rest.split('|').collect();
    if parts.len() != 4 {
        return None;
    }
    let plays = parts.into_iter().map(play).collect::<Option<Vec<_>>>()?;
    Some((number as u32, plays))
}

/// `SEAT CARDS`, or `SEAT CARDS -> CARDS` (a failed throw), spaces around the arrow.
fn play(part: &str) -> Option<RawPlay> {
    let part = part.trim_matches(' ');
    let n = seat_len(part);
    let rest = &part[n..];
    let cards = rest.trim_start_matches(' ');
    if n == 0 || cards.len() == rest.len() {
        return None;
    }
    let seat = part[..n].to_string();
    match cards.split_once(" -> ") {
        Some((attempted, played)) => Some((
            seat,
            cards_value(played.trim_start_matches(' '))?,
            Some(cards_value(attempted.trim_end_matches(' '))?),
        )),
        None => Some((seat, cards_value(cards)?, None)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HAND: &str = "# a comment\nvariant: national\nseats: N W S E\ndealer: S\nlevel: 5\n\
        trump: ♦\ndeal N: LJ ♠AK10 # dealt\nkitty: ♠98 ♥93\nburied: ♠643\n\
        1. S ♣88 | E ♣44 | N ♣Q6 | W ♣K7\n2. N ♦Q9 -> ♦9 | W ♦K | S ♣2 | E ♦4\n\
        points: 70\nbottom: 30 x2\nresult: dealer +1\npenalty: N 10\n";

    #[test]
    fn reads_a_plain_hand() {
        let hands = parse_text(HAND, 1).expect("plain");
        let h = &hands[0];
        assert_eq!(h.line, 1);
        assert_eq!(h.seats, ["N", "W", "S", "E"]);
        assert_eq!((h.dealer, h.level, h.trump), (Some(2), Some(5), Some(3)));
        assert_eq!(h.deals[0].1, vec![LITTLE_JOKER, 12, 11, 8]);
        assert_eq!(h.kitty.as_deref(), Some(&[7u8, 6, 20, 14][..]));
        assert_eq!(h.tricks[1].plays[0].attempted, Some(vec![49, 46]));
        assert_eq!((h.bottom_points, h.bottom_multiplier), (Some(30), Some(2)));
        assert_eq!(h.result, Some((Side::Dealer, 1)));
        assert_eq!(h.penalties, vec![(0, 10)]);
    }

    #[test]
    fn splits_blocks_and_skips_comment_blocks() {
        let text = format!("{HAND}---\n# alone\n---\n\n{HAND}");
        let hands = parse_text(&text, 1).expect("plain");
        assert_eq!(hands.len(), 2);
        assert_eq!(hands[1].line, 20);
    }

    #[test]
    fn declines_what_is_not_plain() {
        for bad in [
            "level: 1",
            "seats: N W S E\nlevel: 5\nlevel: 6",
            "seats: N W S E\n1. N ♠A | W ♠3 | S ♠4",
            "seats: N W S E\n1. N ♠A♠K | W ♠3 | S ♠4 | E ♠5",
            "seats: N W S E\nbid: N ♠A",
            "seats: 北 W S E",
            "seats: N W S E\ndealer: X",
            "level: 5",
            "seats: N W S E\npoints: 1234567890",
            "seats: N W S E\ntrump:\t♠",
        ] {
            assert_eq!(parse_text(bad, 1), None, "{bad}");
        }
    }
}
