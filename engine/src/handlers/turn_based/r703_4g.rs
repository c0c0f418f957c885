//! 703.4g Immediately after the action of placing lore counters has been completed, if the active player controls any Attractions, that player rolls to visit their Attractions. See rule 701.52, “Roll to Visit Your Attractions.”
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r703_4g_…` citing `#[rule("703.4g")]`.
use crate::game::Game;
use crate::{rule, Handled};
/// Performs 703.4g. Not implemented yet.
#[rule("703.4g", stub)]
pub fn perform(_game: &mut Game) -> Handled {
    Handled::Unimplemented
}
