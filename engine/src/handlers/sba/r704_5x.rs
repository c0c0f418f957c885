//! 704.5x If a Siege’s controller is also its designated protector, that player chooses an opponent to become its protector. If no player can be chosen this way, the battle is put into its owner’s graveyard. See rule 310, “Battles.”
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r704_5x_…` citing `#[rule("704.5x")]`.
use crate::game::Game;
use crate::sba::SbaAction;
use crate::{rule, Handled};
/// Checks 704.5x. Not implemented yet: no Siege (310.11) and no protector exist in the engine yet (issue 17, battles).
#[rule("704.5x", stub)]
pub fn check(_game: &Game, _actions: &mut Vec<SbaAction>) -> Handled {
    Handled::Unimplemented
}
