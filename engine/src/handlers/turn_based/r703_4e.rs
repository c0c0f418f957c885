//! 703.4e In an Archenemy game (see rule 904), immediately after the archenemy’s precombat main phase begins, that player sets the top card of their scheme deck in motion. See rule 701.32.
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r703_4e_…` citing `#[rule("703.4e")]`.
use crate::game::Game;
use crate::{rule, Handled};
/// Performs 703.4e. Not implemented yet.
#[rule("703.4e", stub)]
pub fn perform(_game: &mut Game) -> Handled {
    Handled::Unimplemented
}
