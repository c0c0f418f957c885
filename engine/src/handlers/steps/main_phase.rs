//! 505 Main Phase
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r505_…` citing `#[rule("505")]`.
use crate::game::Game;
use crate::{rule, Handled};
/// Runs 505. Not implemented yet.
#[rule("505", stub)]
pub fn run(_game: &mut Game) -> Handled {
    Handled::Unimplemented
}
