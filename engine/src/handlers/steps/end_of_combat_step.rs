//! 511 End of Combat Step
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r511_…` citing `#[rule("511")]`.
use crate::game::Game;
use crate::{rule, Handled};
/// Runs 511. Not implemented yet.
#[rule("511", stub)]
pub fn run(_game: &mut Game) -> Handled {
    Handled::Unimplemented
}
