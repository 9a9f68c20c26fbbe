//! The Python module `shengji_cli._native`: thin wrappers over the crate's functions.
//!
//! A trump context comes as `(esuit, pos, sort_key, decomposition)` (the Python
//! `TrumpContext`'s tables and its rule's name), the variant's parameters as a dict
//! (`shengji_cli/core/native_args.py` builds both).  A value the kernel does not know raises
//! `ValueError`, and the Python side answers instead.

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

fn run(
    engine: &mut Engine,
    holdings: &[Vec<Card>; 4],
    exposed: &[Vec<Card>; 4],
    leader: usize,
    played: &[Vec<Card>],
    barred: &[usize],
    budget: i64,
) -> PyResult<SolveOut> {
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
    let out = engine.solve(holdings, exposed, leader, played, bits, budget);
    let steps = budget - engine.meter.left.max(-1);
    Ok(match out {
        Ok((future, best)) => ("ok", future, wide(&best), engine.nodes, steps),
        Err(Stop::OutOfWork) => ("budget", 0, Vec::new(), engine.nodes, steps),
        Err(Stop::NoPlay) => ("no-play", 0, Vec::new(), engine.nodes, steps),
    })
}

/// One search (`solver/search.py`'s `search`): the defenders' future points from the position,
/// a best play, the nodes visited and the steps taken.
#[pyfunction]
#[allow(clippy::too_many_arguments)]
fn solve(
    ctx: CtxArgs,
    params: &Bound<'_, PyDict>,
    holdings: [Vec<Card>; 4],
    exposed: [Vec<Card>; 4],
    leader: usize,
    played: Vec<Vec<Card>>,
    barred: Vec<usize>,
    defends: [bool; 4],
    barred_seat: Option<usize>,
    bottom_points: i64,
    budget: i64,
) -> PyResult<SolveOut> {
    let setup = setup_of(&ctx, params, defends, barred_seat, bottom_points)?;
    let mut engine = Engine::new(setup);
    run(
        &mut engine,
        &holdings,
        &exposed,
        leader,
        &played,
        &barred,
        budget,
    )
}

/// Searches sharing their tables (the transposition table, the memos): the searches of one
/// record's positions (`solver/analysis.py`).  A search under another setup starts new tables.
#[pyclass(unsendable)]
struct Solver {
    engine: Option<Engine>,
}

#[pymethods]
impl Solver {
    #[new]
    fn new() -> Self {
        Solver { engine: None }
    }

    /// As the module's `solve`, keeping the tables of the earlier searches of the same setup.
    #[allow(clippy::too_many_arguments)]
    fn solve(
        &mut self,
        ctx: CtxArgs,
        params: &Bound<'_, PyDict>,
        holdings: [Vec<Card>; 4],
        exposed: [Vec<Card>; 4],
        leader: usize,
        played: Vec<Vec<Card>>,
        barred: Vec<usize>,
        defends: [bool; 4],
        barred_seat: Option<usize>,
        bottom_points: i64,
        budget: i64,
    ) -> PyResult<SolveOut> {
        let setup = setup_of(&ctx, params, defends, barred_seat, bottom_points)?;
        let engine = match self.engine.take() {
            Some(e) if *e.setup() == setup => e,
            _ => Engine::new(setup),
        };
        let engine = self.engine.insert(engine);
        run(
            engine, &holdings, &exposed, leader, &played, &barred, budget,
        )
    }
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", crate::VERSION)?;
    m.add_function(wrap_pyfunction!(can_follow_many, m)?)?;
    m.add_function(wrap_pyfunction!(trick_result, m)?)?;
    m.add_function(wrap_pyfunction!(bottom_multiplier, m)?)?;
    m.add_function(wrap_pyfunction!(decompose, m)?)?;
    m.add_function(wrap_pyfunction!(throw_blocks, m)?)?;
    m.add_function(wrap_pyfunction!(forced_plays, m)?)?;
    m.add_function(wrap_pyfunction!(solve, m)?)?;
    m.add_class::<Solver>()?;
    Ok(())
}
