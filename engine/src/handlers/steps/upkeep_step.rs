//! 503 Upkeep Step
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r503_…` citing `#[rule("503")]`.
use crate::game::Game;
use crate::{rule, Handled};
/// Runs 503. Not implemented yet.
#[rule("503", stub)]
pub fn run(_game: &mut Game) -> Handled {
    Handled::Unimplemented
}
