//! 704.5u If a permanent with space sculptor and any creatures without a sector designation are on the battlefield, each player who controls one or more of those creatures and doesn’t control a permanent with space sculptor chooses a sector designation for each of those creatures they control. Then, each other player who controls one or more of those creatures chooses a sector designation for each of those creatures they control. See rule 702.158, “Space Sculptor.”
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r704_5u_…` citing `#[rule("704.5u")]`.
use crate::game::Game;
use crate::sba::SbaAction;
use crate::{rule, Handled};
/// Checks 704.5u. Not implemented yet: the engine has no space sculptor or sectors (702.158).
#[rule("704.5u", stub)]
pub fn check(_game: &Game, _actions: &mut Vec<SbaAction>) -> Handled {
    Handled::Unimplemented
}
