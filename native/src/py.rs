//! The Python module `shengji_cli._native`: thin wrappers over the crate's functions.
//!
//! A trump context comes as `(esuit, pos, sort_key, decomposition)` (the Python
//! `TrumpContext`'s tables and its rule's name), the variant's parameters as a dict
//! (`shengji_cli/core/native_args.py` builds both).  A value the kernel does not know raises
//! `ValueError`, and the Python side answers instead.

use crate::check::hand::{Hand, Side};
use crate::check::levels::{LevelRules, LevelStep};
use crate::check::parse::parse_text;
use crate::check::replay::{VariantRules, Variants};
use crate::check::row::{CleanRow, PenaltyRow, PlayRow, Standing, TrickRow};
use crate::check::{check_text, Format};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::cards::{Card, Ctx, Decomposition};
use crate::params::{
    BottomMode, ForcedPlay, Params, PartnerBlock, PenaltyBasis, RuffStructure, ThrowMultiplier,
    TrickStrength,
};
use crate::rules;
use crate::solver::{Engine, Setup, Stop};

/// A unit as Python gets it: `(cards, width, length, top)`.
type UnitOut = (Vec<u16>, u8, u8, u8);

/// A trump context's tables as Python passes them.
type CtxArgs = (Vec<u8>, Vec<u8>, Vec<u16>, String);

fn unsupported(what: &str) -> PyErr {
    PyValueError::new_err(format!("not handled natively: {what}"))
}

fn ctx_of(args: &CtxArgs) -> PyResult<Ctx> {
    let rule = Decomposition::parse(&args.3).ok_or_else(|| unsupported(&args.3))?;
    Ctx::from_tables(&args.0, &args.1, &args.2, rule).ok_or_else(|| unsupported("context tables"))
}

fn item<'py, T: for<'a> FromPyObject<'a, 'py>>(d: &Bound<'py, PyDict>, key: &str) -> PyResult<T>
where
    for<'a> <T as FromPyObject<'a, 'py>>::Error: Into<PyErr>,
{
    let v = d
        .get_item(key)?
        .ok_or_else(|| unsupported(&format!("missing parameter {key}")))?;
    v.extract::<T>().map_err(Into::into)
}

fn choice<T>(d: &Bound<'_, PyDict>, key: &str, parse: fn(&str) -> Option<T>) -> PyResult<T> {
    let s: String = item(d, key)?;
    parse(&s).ok_or_else(|| unsupported(&format!("{key} = {s}")))
}

/// The variant's parameters from the dict `native_args.rules_args` builds.
pub(crate) fn params_of(d: &Bound<'_, PyDict>) -> PyResult<Params> {
    Ok(Params {
        throw_shape_owed: item(d, "throw_shape_owed")?,
        throw_tractor_obliges_tractor: item(d, "throw_tractor_obliges_tractor")?,
        shorter_tractor_owed: item(d, "shorter_tractor_owed")?,
        ruff_structure: choice(d, "ruff_structure", RuffStructure::parse)?,
        trick_strength: choice(d, "trick_strength", TrickStrength::parse)?,
        bottom_mode: choice(d, "bottom_mode", BottomMode::parse)?,
        single: item(d, "single")?,
        pair: item(d, "pair")?,
        triple: item(d, "triple")?,
        tractor: item(d, "tractor")?,
        titanic: item(d, "titanic")?,
        throw_multiplier: choice(d, "throw_multiplier", ThrowMultiplier::parse)?,
        throw_floor: item(d, "throw_floor")?,
        forced_play: choice(d, "forced_play", ForcedPlay::parse)?,
        partner_block: choice(d, "partner_block", PartnerBlock::parse)?,
        penalty_per_card: item(d, "penalty_per_card")?,
        penalty_basis: choice(d, "penalty_basis", PenaltyBasis::parse)?,
        defender_penalty_subtracts: choice(d, "defender_penalty", |s| match s {
            "subtract" => Some(true),
            "none" => Some(false),
            _ => None,
        })?,
        dealer_penalty_adds: choice(d, "dealer_penalty", |s| match s {
            "add" => Some(true),
            "none" => Some(false),
            _ => None,
        })?,
        dealer_partner_may_ruff: item(d, "dealer_partner_may_ruff")?,
        withdrawn_exposed: item(d, "withdrawn_exposed")?,
    })
}

/// Cards as Python ints (a `Vec<u8>` would reach Python as `bytes`).
fn wide(cards: &[Card]) -> Vec<u16> {
    cards.iter().map(|&c| u16::from(c)).collect()
}

fn cards_ok(cards: &[Card]) -> PyResult<()> {
    if cards
        .iter()
        .any(|&c| usize::from(c) >= crate::cards::NUM_KINDS)
    {
        return Err(unsupported("a card kind out of range"));
    }
    Ok(())
}

/// `rules.can_follow` for each `(lead, hand, play)`.
#[pyfunction]
fn can_follow_many(
    ctx: CtxArgs,
    params: &Bound<'_, PyDict>,
    cases: Vec<(Vec<Card>, Vec<Card>, Vec<Card>)>,
) -> PyResult<Vec<bool>> {
    let (ctx, params) = (ctx_of(&ctx)?, params_of(params)?);
    let mut out = Vec::with_capacity(cases.len());
    for (lead, hand, play) in &cases {
        cards_ok(lead)?;
        cards_ok(hand)?;
        cards_ok(play)?;
        out.push(rules::can_follow(lead, hand, play, &ctx, &params));
    }
    Ok(out)
}

/// `rules.trick_result`'s winner and points; `barred`: indices of plays that may not ruff.
#[pyfunction]
fn trick_result(
    ctx: CtxArgs,
    params: &Bound<'_, PyDict>,
    plays: Vec<Vec<Card>>,
    barred: Vec<usize>,
) -> PyResult<(usize, i64)> {
    let (ctx, params) = (ctx_of(&ctx)?, params_of(params)?);
    if plays.is_empty() || plays.len() > 8 || plays[0].is_empty() {
        return Err(unsupported("a trick of no lead"));
    }
    for p in &plays {
        cards_ok(p)?;
    }
    let refs: Vec<&[Card]> = plays.iter().map(Vec::as_slice).collect();
    let bits = barred
        .iter()
        .filter(|&&i| i < 8)
        .fold(0u8, |b, &i| b | 1 << i);
    Ok(rules::trick_result(&refs, &ctx, &params, bits))
}

/// `rules.bottom_multiplier` of a last lead.
#[pyfunction]
fn bottom_multiplier(ctx: CtxArgs, params: &Bound<'_, PyDict>, lead: Vec<Card>) -> PyResult<i64> {
    let (ctx, params) = (ctx_of(&ctx)?, params_of(params)?);
    cards_ok(&lead)?;
    if lead.is_empty() {
        return Err(unsupported("an empty lead"));
    }
    Ok(rules::bottom_multiplier(&lead, &ctx, &params))
}

/// `units.decompose`: each unit as `(cards, width, length, top)`.
#[pyfunction]
fn decompose(ctx: CtxArgs, cards: Vec<Card>) -> PyResult<Vec<UnitOut>> {
    let ctx = ctx_of(&ctx)?;
    cards_ok(&cards)?;
    Ok(crate::units::decompose(&cards, &ctx)
        .into_iter()
        .map(|u| (wide(&u.cards), u.width, u.length, u.top))
        .collect())
}

/// `rules.throw_blocks`: `(seat index in others, unit index, cards)` of each block.
#[pyfunction]
fn throw_blocks(
    ctx: CtxArgs,
    throw: Vec<Card>,
    others: Vec<Vec<Card>>,
) -> PyResult<Vec<(usize, usize, Vec<u16>)>> {
    let ctx = ctx_of(&ctx)?;
    cards_ok(&throw)?;
    let refs: Vec<&[Card]> = others.iter().map(Vec::as_slice).collect();
    Ok(rules::throw_blocks(&throw, &refs, &ctx)
        .into_iter()
        .map(|b| (b.seat, b.unit, wide(&b.cards)))
        .collect())
}

/// `rules.allowed_forced_plays` of a throw against `others` (`partner`: the thrower's partner's
/// index among them), each with `rules.throw_penalty`.
#[pyfunction]
fn forced_plays(
    ctx: CtxArgs,
    params: &Bound<'_, PyDict>,
    throw: Vec<Card>,
    others: Vec<Vec<Card>>,
    partner: Option<usize>,
) -> PyResult<Vec<(Vec<u16>, i64)>> {
    let (ctx, params) = (ctx_of(&ctx)?, params_of(params)?);
    cards_ok(&throw)?;
    let refs: Vec<&[Card]> = others.iter().map(Vec::as_slice).collect();
    let blocks = rules::throw_blocks(&throw, &refs, &ctx);
    Ok(
        rules::allowed_forced_plays(&throw, &blocks, partner, &ctx, &params)
            .into_iter()
            .map(|u| {
                let penalty = rules::throw_penalty(&throw, &u.cards, &blocks, &ctx, &params);
                (wide(&u.cards), penalty)
            })
            .collect(),
    )
}

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

/// A variant's level table as Python passes it: the steps `(at, defenders, levels)`, the step
/// past the last, the cap, the takeover cap, `below_zero` and the next-dealer rules.
type PyLevels = (
    Vec<(i64, bool, i64)>,
    i64,
    i64,
    i64,
    String,
    (String, String),
);
/// A variant as Python passes it (`shengji_cli.batch.native_rows`): name, version, the deck
/// (copies, hand size, kitty size), the rules' parameters, the levels, the trump contexts (by
/// trump `S H C D NT`, then level `2..=14`).
type PyVariant<'py> = (
    String,
    String,
    (u8, usize, usize),
    Bound<'py, PyDict>,
    PyLevels,
    Vec<CtxArgs>,
);

fn level_rules(levels: PyLevels) -> PyResult<LevelRules> {
    let (table, step, cap, takeover_cap, below, next) = levels;
    if next.0 != "partner" || next.1 != "next" {
        return Err(unsupported("next-dealer rules"));
    }
    let below_continues = match below.as_str() {
        "continue" => true,
        "stop" => false,
        other => return Err(unsupported(&format!("below_zero = {other}"))),
    };
    let table = table
        .into_iter()
        .map(|(at, defenders, levels)| LevelStep {
            at,
            side: if defenders {
                Side::Defenders
            } else {
                Side::Dealer
            },
            levels,
        })
        .collect();
    Ok(LevelRules {
        table,
        step,
        cap,
        takeover_cap,
        below_continues,
    })
}

fn variant_rules(v: PyVariant<'_>) -> PyResult<VariantRules> {
    let (name, version, (copies, hand_size, kitty_size), params, levels, contexts) = v;
    if contexts.len() != 5 * 13 || copies == 0 || usize::from(copies) > crate::cards::MAX_COPIES {
        return Err(unsupported("the deck or the contexts"));
    }
    Ok(VariantRules {
        name,
        version,
        copies,
        hand_size,
        kitty_size,
        params: params_of(&params)?,
        levels: level_rules(levels)?,
        contexts: contexts.iter().map(ctx_of).collect::<PyResult<_>>()?,
    })
}

/// What the native check knows of the variants: each one's parameters as data, added by Python
/// (`shengji_cli.batch.native_rows`) as a batch meets it.
#[pyclass]
#[derive(Default)]
struct CheckContext {
    variants: Variants,
}

#[pymethods]
impl CheckContext {
    #[new]
    fn new() -> Self {
        CheckContext::default()
    }

    /// Adds a variant; raises `ValueError` for one whose parameters the native code does not
    /// handle (its hands then go to the Python engine).
    fn add(&mut self, variant: PyVariant<'_>) -> PyResult<()> {
        self.variants.add(variant_rules(variant)?);
        Ok(())
    }
}

/// The rows (`fmt`: `jsonl` or `csv`) of every hand of a plain-notation text, or `None` (the
/// Python engine checks it): `check_text` in `native/src/check`.  `file`: the rows' `file`
/// value as the format writes it; `forced`: the run's variant (`--variant`), else each hand's.
#[pyfunction]
#[pyo3(signature = (text, file, fmt, start, first_line, context, forced = None))]
fn check_plain(
    text: &str,
    file: &str,
    fmt: &str,
    start: usize,
    first_line: usize,
    context: PyRef<'_, CheckContext>,
    forced: Option<&str>,
) -> PyResult<Option<Vec<String>>> {
    let format = match fmt {
        "jsonl" => Format::Jsonl,
        "csv" => Format::Csv,
        other => return Err(unsupported(&format!("format {other}"))),
    };
    let variants = &context.variants;
    let check = || check_text(text, file, format, start, first_line, variants, forced);
    // A panic is a bug of the native path: the text goes to the Python engine, as one it declines.
    Ok(std::panic::catch_unwind(std::panic::AssertUnwindSafe(check)).unwrap_or(None))
}

/// The solver's answer: `(status, future, best, nodes, steps)`; status `"ok"`, `"budget"` (not
/// solved within it) or `"no-play"` (a seat has no legal play: Python answers).
type SolveOut = (&'static str, i64, Vec<u16>, u64, i64);

fn setup_of(
    ctx: &CtxArgs,
    params: &Bound<'_, PyDict>,
    defends: [bool; 4],
    barred_seat: Option<usize>,
    bottom_points: i64,
) -> PyResult<Setup> {
    if barred_seat.is_some_and(|s| s > 3) {
        return Err(unsupported("a seat out of range"));
    }
    Ok(Setup {
        ctx: ctx_of(ctx)?,
        params: params_of(params)?,
        defends,
        barred_seat,
        bottom_points,
    })
}

/// What a search asks: the value (and a best play), the bracket among thresholds, or whether
/// the defenders can force winning the last trick.
enum Query<'a> {
    Value,
    Bracket(&'a [i64]),
    Dig,
}

/// The last-trick game's answer: `(status, forced, nodes, steps)`, the status as
/// [`SolveOut`]'s.
type DigOut = (&'static str, bool, u64, i64);

/// The bracket's answer: `(status, lo, hi, nodes, steps)`, the status as [`SolveOut`]'s.
type BracketOut = (&'static str, i64, i64, u64, i64);

/// The search's answer: `(status, future or lo, best play, hi (a bracket), nodes, steps)`.
type RunOut = (&'static str, i64, Vec<u16>, Option<i64>, u64, i64);

#[allow(clippy::too_many_arguments)]
fn run(
    engine: &mut Engine,
    holdings: &[Vec<Card>; 4],
    exposed: &[Vec<Card>; 4],
    leader: usize,
    played: &[Vec<Card>],
    barred: &[usize],
    query: Query<'_>,
    budget: i64,
) -> PyResult<RunOut> {
    if leader > 3 || played.len() > 3 {
        return Err(unsupported("a seat out of range"));
    }
    for h in holdings.iter().chain(played.iter()).chain(exposed.iter()) {
        cards_ok(h)?;
    }
    let bits = barred
        .iter()
        .filter(|&&i| i < 4)
        .fold(0u8, |b, &i| b | 1 << i);
    let out = match query {
        Query::Value => engine
            .solve(holdings, exposed, leader, played, bits, budget)
            .map(|(future, best)| (future, wide(&best), None)),
        Query::Bracket(thresholds) => engine
            .bracket(holdings, exposed, leader, played, bits, thresholds, budget)
            .map(|(lo, hi)| (lo, Vec::new(), Some(hi))),
        Query::Dig => engine
            .dig(holdings, exposed, leader, played, bits, budget)
            .map(|forced| (i64::from(forced), Vec::new(), None)),
    };
    let steps = budget - engine.meter.left.max(-1);
    Ok(match out {
        Ok((future, best, hi)) => ("ok", future, best, hi, engine.nodes, steps),
        Err(Stop::OutOfWork) => ("budget", 0, Vec::new(), None, engine.nodes, steps),
        Err(Stop::NoPlay) => ("no-play", 0, Vec::new(), None, engine.nodes, steps),
    })
}

/// A position as `solver/native.py`'s `_position_args` gives it: the trump context, the rules'
/// parameters, the hands and the exposed cards (seating order), the leader, the trick's plays,
/// the plays barred from ruffing, the sides (true for a defender), the seat a failed throw bars
/// from ruffing, the bottom's points.
#[derive(FromPyObject)]
struct PositionArgs<'py>(
    CtxArgs,
    Bound<'py, PyDict>,
    [Vec<Card>; 4],
    [Vec<Card>; 4],
    usize,
    Vec<Vec<Card>>,
    Vec<usize>,
    [bool; 4],
    Option<usize>,
    i64,
);

/// Searches sharing their tables (the transposition table, the memos): the searches of one
/// record's positions (`solver/analysis.py`).  A search under another setup starts new tables.
#[pyclass(unsendable)]
struct Solver {
    engine: Option<Engine>,
}

impl Solver {
    /// The engine kept when its setup is `setup`, else a new one.
    fn engine_for(&mut self, setup: Setup) -> &mut Engine {
        let engine = match self.engine.take() {
            Some(e) if *e.setup() == setup => e,
            _ => Engine::new(setup),
        };
        self.engine.insert(engine)
    }
}

#[pymethods]
impl Solver {
    #[new]
    fn new() -> Self {
        Solver { engine: None }
    }

    /// One search (`solver/search.py`'s `search`): the defenders' future points from the
    /// position, a best play, the nodes visited and the steps taken; the tables of the earlier
    /// searches of the same setup kept (a fresh `Solver` for a search alone).
    fn solve(&mut self, position: PositionArgs<'_>, budget: i64) -> PyResult<SolveOut> {
        let (status, future, best, _, nodes, steps) =
            self.query(&position, Query::Value, budget)?;
        Ok((status, future, best, nodes, steps))
    }

    /// Where the defenders' future points lie among `thresholds` (future points, ascending),
    /// by zero-window probes at them only (`search._Engine.bracket`): `(status, lo, hi, nodes,
    /// steps)`, the future within `lo..=hi` and no threshold in `lo + 1..=hi`; the tables kept
    /// as [`Solver::solve`] keeps them.
    fn bracket(
        &mut self,
        position: PositionArgs<'_>,
        thresholds: Vec<i64>,
        budget: i64,
    ) -> PyResult<BracketOut> {
        let mut sorted = thresholds;
        sorted.sort_unstable();
        let (status, lo, _, hi, nodes, steps) =
            self.query(&position, Query::Bracket(&sorted), budget)?;
        Ok((status, lo, hi.unwrap_or(lo), nodes, steps))
    }

    /// Whether the defenders can force winning the last trick from the position
    /// (`solver/analysis.py`'s `_Dig`): `(status, forced, nodes, steps)`; the tables kept as
    /// [`Solver::solve`] keeps them.
    fn dig(&mut self, position: PositionArgs<'_>, budget: i64) -> PyResult<DigOut> {
        let (status, forced, _, _, nodes, steps) = self.query(&position, Query::Dig, budget)?;
        Ok((status, forced != 0, nodes, steps))
    }
}

impl Solver {
    /// `query` asked of `position` within `budget` steps, on the engine of its setup.
    fn query(&mut self, p: &PositionArgs<'_>, query: Query<'_>, budget: i64) -> PyResult<RunOut> {
        let setup = setup_of(&p.0, &p.1, p.7, p.8, p.9)?;
        let engine = self.engine_for(setup);
        run(engine, &p.2, &p.3, p.4, &p.5, &p.6, query, budget)
    }
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", crate::VERSION)?;
    m.add_function(wrap_pyfunction!(parse_plain, m)?)?;
    m.add_function(wrap_pyfunction!(clean_row, m)?)?;
    m.add_function(wrap_pyfunction!(check_plain, m)?)?;
    m.add_class::<CheckContext>()?;
    m.add_function(wrap_pyfunction!(can_follow_many, m)?)?;
    m.add_function(wrap_pyfunction!(trick_result, m)?)?;
    m.add_function(wrap_pyfunction!(bottom_multiplier, m)?)?;
    m.add_function(wrap_pyfunction!(decompose, m)?)?;
    m.add_function(wrap_pyfunction!(throw_blocks, m)?)?;
    m.add_function(wrap_pyfunction!(forced_plays, m)?)?;
    m.add_class::<Solver>()?;
    Ok(())
}
