//! 502 Untap Step
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r502_…` citing `#[rule("502")]`.
use crate::game::Game;
use crate::{rule, Handled};
/// Runs 502. Not implemented yet.
#[rule("502", stub)]
pub fn run(_game: &mut Game) -> Handled {
    Handled::Unimplemented
}
