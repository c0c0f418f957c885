//! 701.19 Regenerate: a resolving "regenerate [permanent]" makes a shield against its next
//! destruction this turn (701.19a, `replacement::shield`); applied, it removes the damage
//! marked on the permanent, taps it and removes it from combat (`replacement::perform`);
//! "can't be regenerated" keeps shields from applying (701.19c, `Game::destroy`).

use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports regenerate as implemented.
#[rule("701.19")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}
