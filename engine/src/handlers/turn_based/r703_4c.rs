//! 703.4c Immediately after the game checks to see if its day or night designation should change during the untap step or, if the game doesn’t have a day or night designation, immediately after the phasing action has been completed during the untap step, the active player determines which permanents they control will untap. Then they untap them all simultaneously. See rule 502.3.
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r703_4c_…` citing `#[rule("703.4c")]`.
use crate::game::Game;
use crate::{rule, Handled};
/// Performs 703.4c. Not implemented yet.
#[rule("703.4c", stub)]
pub fn perform(_game: &mut Game) -> Handled {
    Handled::Unimplemented
}
