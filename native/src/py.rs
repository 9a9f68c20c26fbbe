//! The Python module `shengji_cli._native`: thin wrappers over the crate's functions.

use crate::check::check_text;
use crate::check::hand::{Card, Hand, Side};
use crate::check::parse::parse_text;
use crate::check::replay::{VariantInfo, Variants};
use crate::check::row::{CleanRow, PenaltyRow, PlayRow, Standing, TrickRow};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

/// A play as Python sees it: seat, cards, attempted.
type PyPlay = (String, Vec<Card>, Option<Vec<Card>>);
/// A trick as Python sees it: number, plays.
type PyTrick = (u32, Vec<PyPlay>);
/// The claims: points, bottom points, bottom multiplier, result (side, levels), penalties.
type PyClaims = (
    Option<i64>,
    Option<i64>,
    Option<i64>,
    Option<(&'static str, i64)>,
    Vec<(String, i64)>,
);
/// A parsed hand as Python sees it (`tests/native`): line, variant, seats, dealer, level,
/// trump, deals, kitty, buried, tricks, claims.
type PyHand = (
    usize,
    Option<String>,
    Vec<String>,
    Option<String>,
    Option<u8>,
    Option<&'static str>,
    Vec<(String, Vec<Card>)>,
    Option<Vec<Card>>,
    Option<Vec<Card>>,
    Vec<PyTrick>,
    PyClaims,
);

fn side_name(side: Side) -> &'static str {
    match side {
        Side::Dealer => "dealer",
        Side::Defenders => "defenders",
    }
}

fn as_python(h: Hand) -> PyHand {
    let seat = |s: u8| h.seats[s as usize].clone();
    let tricks = h
        .tricks
        .iter()
        .map(|t| {
            let plays = t
                .plays
                .iter()
                .map(|p| (seat(p.seat), p.cards.clone(), p.attempted.clone()));
            (t.number, plays.collect())
        })
        .collect();
    let claims = (
        h.points,
        h.bottom_points,
        h.bottom_multiplier,
        h.result.map(|(side, n)| (side_name(side), n)),
        h.penalties.iter().map(|&(s, n)| (seat(s), n)).collect(),
    );
    (
        h.line,
        h.variant.clone(),
        h.seats.clone(),
        h.dealer.map(seat),
        h.level,
        h.trump.map(|t| ["S", "H", "C", "D", "NT"][t as usize]),
        h.deals.iter().map(|(s, c)| (seat(*s), c.clone())).collect(),
        h.kitty.clone(),
        h.buried.clone(),
        tricks,
        claims,
    )
}

/// Every hand of a plain-notation text as plain tuples, or `None`: not plain (the Python reader
/// reads it).  For the differential tests.
#[pyfunction]
#[pyo3(signature = (text, first_line = 1))]
fn parse_plain(text: &str, first_line: usize) -> Option<Vec<PyHand>> {
    parse_text(text, first_line).map(|hands| hands.into_iter().map(as_python).collect())
}

fn standing_of(name: &str) -> PyResult<Standing> {
    Ok(match name {
        "lead" => Standing::Lead,
        "follow" => Standing::Follow,
        "beat" => Standing::Beat,
        "ruff" => Standing::Ruff,
        "over-ruff" => Standing::OverRuff,
        "discard" => Standing::Discard,
        _ => return Err(PyValueError::new_err(format!("no standing {name:?}"))),
    })
}

/// A trick as the row writer's tests pass it: leader, plays (seat, cards, standing,
/// attempted), winner, points.
type PyTrickRow = (u8, Vec<(u8, Vec<Card>, String, Option<Vec<Card>>)>, u8, i64);

fn trick_row(t: PyTrickRow) -> PyResult<TrickRow> {
    let (leader, plays, winner, points) = t;
    let plays = plays
        .into_iter()
        .map(|(seat, cards, standing, attempted)| {
            Ok(PlayRow {
                seat,
                cards,
                standing: standing_of(&standing)?,
                attempted,
            })
        })
        .collect::<PyResult<_>>()?;
    Ok(TrickRow {
        leader,
        plays,
        winner,
        points,
    })
}

/// A clean hand's JSON line from its parts (seats as indices): the row writer on its own, for
/// the differential tests.
#[pyfunction]
#[allow(clippy::too_many_arguments)]
fn clean_row(
    file_json: &str,
    hand: usize,
    variant: (String, String),
    seats: Vec<String>,
    setting: (u8, u8, u8),
    tricks: Vec<PyTrickRow>,
    totals: (i64, i64, (i64, i64, i64)),
    penalties: Vec<(u8, usize, i64, i64)>,
    result: (bool, i64, u8),
) -> PyResult<String> {
    let (dealer, level, trump) = setting;
    let (trick_points, defenders_points, bottom) = totals;
    let row = CleanRow {
        file_json,
        hand,
        variant: &variant.0,
        version: &variant.1,
        seats: &seats,
        dealer,
        level,
        trump,
        tricks: tricks.into_iter().map(trick_row).collect::<PyResult<_>>()?,
        trick_points,
        defenders_points,
        bottom,
        penalties: penalties
            .into_iter()
            .map(|(seat, trick, points, effect)| PenaltyRow {
                seat,
                trick,
                points,
                effect,
            })
            .collect(),
        result: (
            if result.0 {
                Side::Defenders
            } else {
                Side::Dealer
            },
            result.1,
            result.2,
        ),
    };
    Ok(row.render())
}

/// What the native check needs of the variants, built once by Python
/// (`shengji_cli.batch.native_rows`): each preset's name and version, and the run's variant.
#[pyclass(frozen)]
struct CheckContext {
    variants: Variants,
}

#[pymethods]
impl CheckContext {
    #[new]
    #[pyo3(signature = (variants, forced = None))]
    fn new(variants: Vec<(String, String)>, forced: Option<usize>) -> Self {
        let known = variants
            .into_iter()
            .map(|(name, version)| VariantInfo { name, version })
            .collect();
        CheckContext {
            variants: Variants { known, forced },
        }
    }
}

/// The JSON lines of every hand of a plain-notation text, or `None` (the Python engine checks
/// it): `check_text` in `native/src/check`.
#[pyfunction]
fn check_plain(
    text: &str,
    file_json: &str,
    start: usize,
    first_line: usize,
    context: &CheckContext,
) -> Option<Vec<String>> {
    check_text(text, file_json, start, first_line, &context.variants)
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", crate::VERSION)?;
    m.add_function(wrap_pyfunction!(parse_plain, m)?)?;
    m.add_function(wrap_pyfunction!(clean_row, m)?)?;
    m.add_function(wrap_pyfunction!(check_plain, m)?)?;
    m.add_class::<CheckContext>()?;
    Ok(())
}
