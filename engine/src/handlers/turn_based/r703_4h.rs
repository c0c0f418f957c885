//! 703.4h Immediately after the beginning of combat step begins, if the game being played is a multiplayer game in which the active player’s opponents don’t all automatically become defending players, the active player chooses one of their opponents. That player becomes the defending player. See rule 507.1.
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r703_4h_…` citing `#[rule("703.4h")]`.
use crate::game::Game;
use crate::{rule, Handled};
/// Performs 703.4h. Not implemented yet.
#[rule("703.4h", stub)]
pub fn perform(_game: &mut Game) -> Handled {
    Handled::Unimplemented
}
