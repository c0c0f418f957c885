//! 514 Cleanup Step
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r514_…` citing `#[rule("514")]`.
use crate::game::Game;
use crate::{rule, Handled};
/// Runs 514. Not implemented yet.
#[rule("514", stub)]
pub fn run(_game: &mut Game) -> Handled {
    Handled::Unimplemented
}
