//! 507 Beginning of Combat Step
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r507_…` citing `#[rule("507")]`.
use crate::game::Game;
use crate::{rule, Handled};
/// Runs 507. Not implemented yet.
#[rule("507", stub)]
pub fn run(_game: &mut Game) -> Handled {
    Handled::Unimplemented
}
