//! The checker's hot path: a plain hand's text in, its report row out (`shengji check`).
//!
//! [`parse`] reads the plain notation; [`row`] writes a clean hand's JSON line.  Whatever is
//! not plain, or not clean, declines, and the Python engine checks that hand.

pub mod hand;
pub mod parse;
pub mod row;
