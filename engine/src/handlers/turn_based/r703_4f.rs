//! 703.4f Immediately after a player’s precombat main phase begins, that player puts a lore counter on each Saga enchantment they control with one or more chapter abilities. In an Archenemy game, this happens after the archenemy’s scheme action. See rule 714, “Saga Cards.”
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r703_4f_…` citing `#[rule("703.4f")]`.
use crate::game::Game;
use crate::{rule, Handled};
/// Performs 703.4f. Not implemented yet.
#[rule("703.4f", stub)]
pub fn perform(_game: &mut Game) -> Handled {
    Handled::Unimplemented
}
