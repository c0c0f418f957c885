//! 703.4i Immediately after the declare attackers step begins, the active player declares attackers. See rule 508.1.
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r703_4i_…` citing `#[rule("703.4i")]`.
use crate::game::Game;
use crate::{rule, Handled};
/// Performs 703.4i. Not implemented yet.
#[rule("703.4i", stub)]
pub fn perform(_game: &mut Game) -> Handled {
    Handled::Unimplemented
}
