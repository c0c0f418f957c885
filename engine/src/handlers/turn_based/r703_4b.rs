//! 703.4b Immediately after the phasing action has been completed during the untap step, if the game has either the day or night designation, it checks to see whether that designation should change. If it’s neither day nor night, this check doesn’t happen. See rule 502.2.
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r703_4b_…` citing `#[rule("703.4b")]`.
use crate::game::Game;
use crate::{rule, Handled};
/// Performs 703.4b. Not implemented yet.
#[rule("703.4b", stub)]
pub fn perform(_game: &mut Game) -> Handled {
    Handled::Unimplemented
}
