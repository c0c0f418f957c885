//! 703.4d Immediately after the draw step begins, the active player draws a card. See rule 504.1.
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r703_4d_…` citing `#[rule("703.4d")]`.
use crate::game::Game;
use crate::{rule, Handled};
/// Performs 703.4d. Not implemented yet.
#[rule("703.4d", stub)]
pub fn perform(_game: &mut Game) -> Handled {
    Handled::Unimplemented
}
