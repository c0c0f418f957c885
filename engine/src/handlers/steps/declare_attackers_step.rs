//! 508 Declare Attackers Step
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r508_…` citing `#[rule("508")]`.
use crate::game::Game;
use crate::{rule, Handled};
/// Runs 508. Not implemented yet.
#[rule("508", stub)]
pub fn run(_game: &mut Game) -> Handled {
    Handled::Unimplemented
}
