//! 512 Ending Phase
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r512_…` citing `#[rule("512")]`.
use crate::game::Game;
use crate::{rule, Handled};
/// Runs 512. Not implemented yet.
#[rule("512", stub)]
pub fn run(_game: &mut Game) -> Handled {
    Handled::Unimplemented
}
