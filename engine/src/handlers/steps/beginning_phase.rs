//! 501 Beginning Phase: the untap, upkeep and draw steps, in that order (501.1).

use crate::game::Game;
use crate::{rule, Handled};

/// Runs as the beginning phase begins. Nothing happens then; its steps follow, in the order
/// `Step::next` gives (501.1).
#[rule("501")]
pub fn run(_game: &mut Game) -> Handled {
    Handled::Done
}
