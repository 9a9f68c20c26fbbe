//! The compiled core of shengji-cli (`shengji_cli._native`).
//!
//! The Python engine (`shengji_cli.core`, `shengji_cli.solver`) is the reference: every function
//! here answers exactly what its Python counterpart answers, and the differential tests
//! (`tests/native/`) hold the two together.  The crate has no I/O and no dependency but PyO3,
//! which only the package's build turns on (feature `python`, module `py`).
//!
//! The rules kernel: [`cards`] (the context from the Python tables), [`units`] (decomposition
//! and shapes), [`params`] (the variant's parameters), [`rules`] (follow legality, the trick's
//! winner, multipliers, throws).  The double-dummy search: [`solver`].

pub mod cards;
pub mod params;
pub mod rules;
pub mod solver;
pub mod units;

#[cfg(feature = "python")]
mod py;

/// The crate's version, which `shengji --version` prints beside the backend's name.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

pub mod check;
