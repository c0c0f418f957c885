//! 703.4p Immediately after the active player has discarded cards (if necessary) during the cleanup step, all damage is removed from permanents and all “until end of turn” and “this turn” effects end. These actions happen simultaneously. See rule 514.2.
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r703_4p_…` citing `#[rule("703.4p")]`.
use crate::game::Game;
use crate::{rule, Handled};
/// Performs 703.4p. Not implemented yet.
#[rule("703.4p", stub)]
pub fn perform(_game: &mut Game) -> Handled {
    Handled::Unimplemented
}
