//! 701.7 Create: to create tokens is to put that many of them onto the battlefield (701.7a),
//! as one event that replacement effects may modify (614.16, `Proposed::CreateTokens`),
//! which `Game::create_tokens_now` carries out.

use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports create as implemented: effects create tokens through `Proposed::CreateTokens`.
#[rule("701.7")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}
