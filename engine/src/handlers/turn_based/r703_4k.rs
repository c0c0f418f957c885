//! 703.4k Immediately after the combat damage step begins, each player in APNAP order announces how each attacking or blocking creature they control assigns its combat damage. See rule 510.1.
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r703_4k_…` citing `#[rule("703.4k")]`.
use crate::game::Game;
use crate::{rule, Handled};
/// Performs 703.4k. Not implemented yet.
#[rule("703.4k", stub)]
pub fn perform(_game: &mut Game) -> Handled {
    Handled::Unimplemented
}
