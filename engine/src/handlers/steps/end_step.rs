//! 513 End Step.

use crate::game::Game;
use crate::{cite, rule, Handled};

/// Runs as the end step begins: "at the beginning of the end step" abilities are not in the
/// vocabulary yet; the active player receives priority (513.1).
#[rule("513", "513.1")]
pub fn run(_game: &mut Game) -> Handled {
    cite!("513.1");
    Handled::Done
}
