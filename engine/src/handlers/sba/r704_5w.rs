//! 704.5w If a battle has no player in the game designated as its protector and no attacking creatures are currently attacking that battle, that battle’s controller chooses an appropriate player to be its protector based on its battle type. If no player can be chosen this way, the battle is put into its owner’s graveyard. See rule 310, “Battles.”
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r704_5w_…` citing `#[rule("704.5w")]`.
use crate::game::Game;
use crate::sba::SbaAction;
use crate::{rule, Handled};
/// Checks 704.5w. Not implemented yet: no battle card (310) and no protector exist in the engine yet (issue 17, battles).
#[rule("704.5w", stub)]
pub fn check(_game: &Game, _actions: &mut Vec<SbaAction>) -> Handled {
    Handled::Unimplemented
}
