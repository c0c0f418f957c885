//! 703.4n Immediately after the cleanup step begins, if the active player’s hand contains more cards than their maximum hand size (normally seven), they discard enough cards to reduce their hand size to that number. See rule 514.1.
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r703_4n_…` citing `#[rule("703.4n")]`.
use crate::game::Game;
use crate::{rule, Handled};
/// Performs 703.4n. Not implemented yet.
#[rule("703.4n", stub)]
pub fn perform(_game: &mut Game) -> Handled {
    Handled::Unimplemented
}
