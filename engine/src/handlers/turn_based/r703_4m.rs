//! 703.4m Immediately after combat damage has been assigned during the combat damage step, all combat damage is dealt simultaneously. See rule 510.2.
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r703_4m_…` citing `#[rule("703.4m")]`.
use crate::game::Game;
use crate::{rule, Handled};
/// Performs 703.4m. Not implemented yet.
#[rule("703.4m", stub)]
pub fn perform(_game: &mut Game) -> Handled {
    Handled::Unimplemented
}
