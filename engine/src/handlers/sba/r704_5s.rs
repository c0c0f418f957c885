//! 704.5s If the number of lore counters on a Saga permanent with one or more chapter abilities is greater than or equal to its final chapter number and it isn’t the source of a chapter ability that has triggered but not yet left the stack, that Saga’s controller sacrifices it. See rule 714, “Saga Cards.”
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r704_5s_…` citing `#[rule("704.5s")]`.
use crate::game::Game;
use crate::sba::SbaAction;
use crate::{rule, Handled};
/// Checks 704.5s. Not implemented yet: the engine has no Saga cards, lore counters or chapter abilities (714).
#[rule("704.5s", stub)]
pub fn check(_game: &Game, _actions: &mut Vec<SbaAction>) -> Handled {
    Handled::Unimplemented
}
