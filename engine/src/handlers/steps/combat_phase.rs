//! 506 Combat Phase
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r506_…` citing `#[rule("506")]`.
use crate::game::Game;
use crate::{rule, Handled};
/// Runs 506. Not implemented yet.
#[rule("506", stub)]
pub fn run(_game: &mut Game) -> Handled {
    Handled::Unimplemented
}
