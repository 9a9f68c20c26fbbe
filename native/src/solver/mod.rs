//! The double-dummy solver (`shengji_cli/solver/`): the same search as the Python engine's,
//! with identical values.  [`engine::Engine`] is one search's state; keeping it across the
//! searches of one hand keeps its transposition table.

pub mod engine;
pub mod hands;
pub mod moves;
pub mod table;

pub use engine::{Engine, Setup, Stop};
