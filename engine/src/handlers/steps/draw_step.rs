//! 504 Draw Step
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r504_…` citing `#[rule("504")]`.
use crate::game::Game;
use crate::{rule, Handled};
/// Runs 504. Not implemented yet.
#[rule("504", stub)]
pub fn run(_game: &mut Game) -> Handled {
    Handled::Unimplemented
}
