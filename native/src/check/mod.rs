//! The checker's hot path: a plain hand's text in, its report row out (`shengji check`).
//!
//! [`parse`] reads the plain notation; [`row`] writes a clean hand's JSON line.  Whatever is
//! not plain, or not clean, declines, and the Python engine checks that hand.

pub mod exposed;
pub mod hand;
pub mod levels;
pub mod parse;
pub mod replay;
pub mod row;
pub mod standing;

use replay::{clean_row, Variants};

/// A row format the native path writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// `--format jsonl`: the `file` value is given as JSON text.
    Jsonl,
    /// `--format csv`: the `file` cell is given as the CSV writer writes it.
    Csv,
}

/// The rows of every hand of a plain-notation `text` (its first line is line `first_line` of
/// its file, its first hand number `start`), or `None`: some hand is not plain or not proved
/// clean, and the Python engine checks the text.  `file` is the rows' `file` value as `format`
/// writes it; `forced`, the variant of the run (`--variant`), else each hand's own.
pub fn check_text(
    text: &str,
    file: &str,
    format: Format,
    start: usize,
    first_line: usize,
    variants: &Variants,
    forced: Option<&str>,
) -> Option<Vec<String>> {
    let hands = parse::parse_text(text, first_line)?;
    if hands.is_empty() {
        return None; // no hand: the Python engine says so (`batch.no-hands`)
    }
    hands
        .iter()
        .enumerate()
        .map(|(i, hand)| {
            let row = clean_row(hand, start + i, file, variants, forced)?;
            Some(match format {
                Format::Jsonl => row.render(),
                Format::Csv => row.render_csv(file),
            })
        })
        .collect()
}
