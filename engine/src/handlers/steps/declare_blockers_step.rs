//! 509 Declare Blockers Step
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r509_…` citing `#[rule("509")]`.
use crate::game::Game;
use crate::{rule, Handled};
/// Runs 509. Not implemented yet.
#[rule("509", stub)]
pub fn run(_game: &mut Game) -> Handled {
    Handled::Unimplemented
}
