//! 513 End Step
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r513_…` citing `#[rule("513")]`.
use crate::game::Game;
use crate::{rule, Handled};
/// Runs 513. Not implemented yet.
#[rule("513", stub)]
pub fn run(_game: &mut Game) -> Handled {
    Handled::Unimplemented
}
