//! 501 Beginning Phase
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r501_…` citing `#[rule("501")]`.
use crate::game::Game;
use crate::{rule, Handled};
/// Runs 501. Not implemented yet.
#[rule("501", stub)]
pub fn run(_game: &mut Game) -> Handled {
    Handled::Unimplemented
}
