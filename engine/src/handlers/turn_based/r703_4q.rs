//! 703.4q As each step or phase ends, any unspent mana left in a player’s mana pool empties. See rule 500.5.
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r703_4q_…` citing `#[rule("703.4q")]`.
use crate::game::Game;
use crate::{rule, Handled};
/// Performs 703.4q. Not implemented yet.
#[rule("703.4q", stub)]
pub fn perform(_game: &mut Game) -> Handled {
    Handled::Unimplemented
}
