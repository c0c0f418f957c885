//! 703.4j Immediately after the declare blockers step begins, the defending player declares blockers. See rule 509.1.
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r703_4j_…` citing `#[rule("703.4j")]`.
use crate::game::Game;
use crate::{rule, Handled};
/// Performs 703.4j. Not implemented yet.
#[rule("703.4j", stub)]
pub fn perform(_game: &mut Game) -> Handled {
    Handled::Unimplemented
}
