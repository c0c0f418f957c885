//! 701.5 Cast: to cast a spell is to take it from the zone it's in, put it on the stack and
//! pay its costs (701.5a, 601); to cast a card is to cast it as a spell (701.5b). The engine
//! casts through `Game::cast`, the action [`crate::Action::Cast`].

use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports cast as implemented: casting is the action `Cast`.
#[rule("701.5")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}
