//! 701.18 Play: to play a land is to put it onto the battlefield from the zone it's in, a
//! special action (701.18a, 305.1). The engine plays lands through `Game::play_land`, the
//! action [`crate::Action::PlayLand`]; no card in the pool says "play" of a card yet
//! (701.18b), and the older senses of the word (701.18c–e) are rules text, not actions.

use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports play as implemented: playing a land is the action `PlayLand`.
#[rule("701.18")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}
