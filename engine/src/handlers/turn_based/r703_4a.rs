//! 703.4a Immediately after the untap step begins, all phased-in permanents with phasing that the active player controls phase out, and all phased-out permanents that the active player controlled when they phased out phase in. This all happens simultaneously. See rule 502.1.
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r703_4a_…` citing `#[rule("703.4a")]`.
use crate::game::Game;
use crate::{rule, Handled};
/// Performs 703.4a. Not implemented yet.
#[rule("703.4a", stub)]
pub fn perform(_game: &mut Game) -> Handled {
    Handled::Unimplemented
}
