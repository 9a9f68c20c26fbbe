//! A clean hand's JSON line, byte for byte as `shengji_cli.report.formats.JsonlRow` writes it
//! (`json.JSONEncoder(ensure_ascii=False)`: `", "` and `": "` separators, then the line breaks
//! NEL, U+2028 and U+2029 escaped).

use super::hand::{card_ascii, Card, Side, NO_TRUMP};
use std::fmt::Write;

/// How a play stands in its trick (`core.vocab.Standing`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// The lead.
    Lead,
    /// Followed and did not take the lead.
    Follow,
    /// Beat the winner so far in the led suit.
    Beat,
    /// Trumped a plain lead.
    Ruff,
    /// Trumped over an earlier ruff.
    OverRuff,
    /// Could not follow and did not trump.
    Discard,
}

impl Standing {
    /// The standing's name in the report.
    pub fn name(self) -> &'static str {
        match self {
            Standing::Lead => "lead",
            Standing::Follow => "follow",
            Standing::Beat => "beat",
            Standing::Ruff => "ruff",
            Standing::OverRuff => "over-ruff",
            Standing::Discard => "discard",
        }
    }
}

/// One play of a judged trick.
#[derive(Clone, Debug)]
pub struct PlayRow {
    /// The seat (an index into the hand's seats).
    pub seat: u8,
    /// The cards played, in canonical order.
    pub cards: Vec<Card>,
    /// Its standing.
    pub standing: Standing,
    /// A failed throw's cards first shown.
    pub attempted: Option<Vec<Card>>,
}

/// A judged trick.
#[derive(Clone, Debug)]
pub struct TrickRow {
    /// The leader.
    pub leader: u8,
    /// The plays, the lead first.
    pub plays: Vec<PlayRow>,
    /// The winner.
    pub winner: u8,
    /// The points in it.
    pub points: i64,
}

/// A failed throw's penalty: the seat, the trick (1-based), the points, the effect on the
/// defenders' total.
#[derive(Clone, Copy, Debug)]
pub struct PenaltyRow {
    /// The seat charged.
    pub seat: u8,
    /// The trick's number.
    pub trick: usize,
    /// The points charged.
    pub points: i64,
    /// What it does to the defenders' total.
    pub effect: i64,
}

/// Everything a clean, complete hand's line holds.
#[derive(Clone, Debug)]
pub struct CleanRow<'a> {
    /// The `file` value, already JSON text (quotes included).
    pub file_json: &'a str,
    /// The hand's number in its file.
    pub hand: usize,
    /// The variant's name.
    pub variant: &'a str,
    /// The variant's version.
    pub version: &'a str,
    /// The seats, in the order of play.
    pub seats: &'a [String],
    /// The dealer.
    pub dealer: u8,
    /// The level's rank.
    pub level: u8,
    /// The trump suit `0..4`, or no-trump.
    pub trump: u8,
    /// The judged tricks.
    pub tricks: Vec<TrickRow>,
    /// The points the defenders took in tricks.
    pub trick_points: i64,
    /// The defenders' total.
    pub defenders_points: i64,
    /// The bottom: points, multiplier, awarded.
    pub bottom: (i64, i64, i64),
    /// The failed throws' penalties.
    pub penalties: Vec<PenaltyRow>,
    /// The result: side, levels, next dealer.
    pub result: (Side, i64, u8),
}

/// `text` as a JSON string (quotes included), as Python's encoder writes it with
/// `ensure_ascii=False`, the report's line breaks escaped too.
pub fn json_str(out: &mut String, text: &str) {
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 || matches!(c, '\u{85}' | '\u{2028}' | '\u{2029}') => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::Dealer => "dealer",
        Side::Defenders => "defenders",
    }
}

fn trump_name(trump: u8) -> &'static str {
    ["S", "H", "C", "D", "NT"][trump.min(NO_TRUMP) as usize]
}

fn cards_json(out: &mut String, cards: &[Card]) {
    out.push('[');
    for (i, &c) in cards.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push('"');
        out.push_str(card_ascii(c));
        out.push('"');
    }
    out.push(']');
}

impl CleanRow<'_> {
    fn seat(&self, out: &mut String, seat: u8) {
        json_str(out, &self.seats[seat as usize]);
    }

    /// The hand's JSON line, newline included.
    pub fn render(&self) -> String {
        let mut out = String::with_capacity(4096);
        self.head(&mut out);
        self.tricks_json(&mut out);
        self.tail(&mut out);
        out.push_str("}\n");
        out
    }

    fn head(&self, out: &mut String) {
        let _ = write!(
            out,
            "{{\"file\": {}, \"hand\": {}, \"variant\": ",
            self.file_json, self.hand
        );
        json_str(out, self.variant);
        out.push_str(", \"variant_version\": ");
        json_str(out, self.version);
        out.push_str(", \"ok\": true, \"status\": \"clean\", \"seats\": [");
        for i in 0..self.seats.len() {
            if i > 0 {
                out.push_str(", ");
            }
            self.seat(out, i as u8);
        }
        out.push_str("], \"dealer\": ");
        self.seat(out, self.dealer);
        let _ = write!(
            out,
            ", \"level\": {}, \"trump\": \"{}\", \"violations\": [], \"unverifiable\": [], ",
            self.level,
            trump_name(self.trump)
        );
    }

    fn tricks_json(&self, out: &mut String) {
        out.push_str("\"tricks\": [");
        for (i, t) in self.tricks.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            let _ = write!(out, "{{\"number\": {}, \"leader\": ", i + 1);
            self.seat(out, t.leader);
            out.push_str(", \"plays\": [");
            for (j, p) in t.plays.iter().enumerate() {
                if j > 0 {
                    out.push_str(", ");
                }
                self.play_json(out, p);
            }
            out.push_str("], \"winner\": ");
            self.seat(out, t.winner);
            let _ = write!(out, ", \"points\": {}}}", t.points);
        }
        out.push_str("], ");
    }

    fn play_json(&self, out: &mut String, p: &PlayRow) {
        out.push_str("{\"seat\": ");
        self.seat(out, p.seat);
        out.push_str(", \"cards\": ");
        cards_json(out, &p.cards);
        let _ = write!(out, ", \"standing\": \"{}\"", p.standing.name());
        if let Some(a) = p.attempted.as_deref().filter(|a| !a.is_empty()) {
            out.push_str(", \"attempted\": ");
            cards_json(out, a);
        }
        out.push('}');
    }

    fn tail(&self, out: &mut String) {
        let (bp, bm, ba) = self.bottom;
        let _ = write!(
            out,
            "\"trick_points\": {}, \"defenders_points\": {}, \"bottom\": {{\"points\": {bp}, \
             \"multiplier\": {bm}, \"awarded\": {ba}}}, \"penalties\": [",
            self.trick_points, self.defenders_points
        );
        for (i, p) in self.penalties.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            out.push_str("{\"seat\": ");
            self.seat(out, p.seat);
            let _ = write!(
                out,
                ", \"trick\": {}, \"points\": {}, \"effect\": {}}}",
                p.trick, p.points, p.effect
            );
        }
        let (side, levels, next) = self.result;
        let change = format!("{{\"side\": \"{}\", \"levels\": {levels}", side_name(side));
        let _ = write!(out, "], \"result\": {change}, \"next_dealer\": ");
        self.seat(out, next);
        let total = self.defenders_points;
        let _ = write!(
            out,
            "}}, \"complete\": true, \"ruled\": {{\"differs\": false, \"defenders_points\": \
             {total}, \"defenders_points_max\": {total}, \"result\": {change}}}, \
             \"result_max\": {change}}}, \"next_dealer\": "
        );
        self.seat(out, next);
        out.push_str(", \"penalties\": [");
        self.ruled_penalties(out);
        out.push_str("], \"consequences\": [], \"not_ruled\": []}");
    }

    /// The hand's CSV row (`report.csv.CsvRow`), newline included; `file_cell` is the `file`
    /// cell as the CSV writer writes it (quoted if it must be), in place of [`Self::file_json`].
    pub fn render_csv(&self, file_cell: &str) -> String {
        let total = self.defenders_points;
        let (bp, bm, _) = self.bottom;
        let (side, levels, next) = self.result;
        let (side, next) = (side_name(side), &self.seats[next as usize]);
        let ruled = format!("{total},{total},{side},{levels},{side},{levels},{next}");
        format!(
            "{file_cell},{},{},true,0,,{total},{bp},{bm},{side},{levels},{next},,clean,true,,,,\
             false,{ruled}\n",
            self.hand, self.variant
        )
    }

    /// The ruled penalties: each seat's points summed, the seats in name order.
    fn ruled_penalties(&self, out: &mut String) {
        let mut sums: Vec<(&str, u8, i64)> = Vec::new();
        for p in &self.penalties {
            let name = self.seats[p.seat as usize].as_str();
            match sums.iter_mut().find(|s| s.1 == p.seat) {
                Some(s) => s.2 += p.points,
                None => sums.push((name, p.seat, p.points)),
            }
        }
        sums.sort_by(|a, b| a.0.cmp(b.0));
        for (i, (_, seat, points)) in sums.into_iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            out.push_str("{\"seat\": ");
            self.seat(out, seat);
            let _ = write!(out, ", \"points\": {points}, \"points_max\": {points}}}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_strings_escape_as_python_does() {
        let mut out = String::new();
        json_str(&mut out, "a\"b\\c\n\u{1}é\u{2028}");
        assert_eq!(out, "\"a\\\"b\\\\c\\n\\u0001é\\u2028\"");
    }

    #[test]
    fn a_clean_row_has_the_report_keys_in_order() {
        let seats: Vec<String> = ["N", "W", "S", "E"].map(String::from).to_vec();
        let play = |seat, standing| PlayRow {
            seat,
            cards: vec![12],
            standing,
            attempted: None,
        };
        let row = CleanRow {
            file_json: "\"a.sj\"",
            hand: 1,
            variant: "national",
            version: "1.0",
            seats: &seats,
            dealer: 0,
            level: 2,
            trump: NO_TRUMP,
            tricks: vec![TrickRow {
                leader: 0,
                plays: vec![play(0, Standing::Lead), play(1, Standing::Follow)],
                winner: 0,
                points: 0,
            }],
            trick_points: 0,
            defenders_points: 0,
            bottom: (0, 2, 0),
            penalties: vec![PenaltyRow {
                seat: 3,
                trick: 1,
                points: 10,
                effect: 10,
            }],
            result: (Side::Dealer, 3, 2),
        };
        let line = row.render();
        assert!(line.starts_with("{\"file\": \"a.sj\", \"hand\": 1, \"variant\": \"national\""));
        assert!(line.contains("\"standing\": \"lead\"}, {\"seat\": \"W\""));
        assert!(
            line.contains("\"penalties\": [{\"seat\": \"E\", \"points\": 10, \"points_max\": 10}]")
        );
        assert!(line.ends_with("\"not_ruled\": []}}\n"));
    }
}
