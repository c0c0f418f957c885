//! 501 Beginning Phase: the untap, upkeep and draw steps, in that order (501.1).

use crate::game::Game;
use crate::{cite, rule, Handled};

/// Runs as the beginning phase begins. Nothing happens then; its steps follow, in the order
/// `Step::ORDER` gives (501.1).
#[rule("501", "501.1")]
pub fn run(_game: &mut Game) -> Handled {
    cite!("501");
    cite!("501.1");
    Handled::Done
}
