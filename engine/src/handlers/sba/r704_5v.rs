//! 704.5v If a battle has defense 0 and it isn’t the source of an ability that has triggered but not yet left the stack, it’s put into its owner’s graveyard.
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r704_5v_…` citing `#[rule("704.5v")]`.
use crate::game::Game;
use crate::sba::SbaAction;
use crate::{rule, Handled};
/// Checks 704.5v. Not implemented yet: no battle card (310) is in the card format yet: defense counters exist (310.4b-c), battles attacked and defeated don't (issue 17, battles).
#[rule("704.5v", stub)]
pub fn check(_game: &Game, _actions: &mut Vec<SbaAction>) -> Handled {
    Handled::Unimplemented
}
