//! 701.2 Activate: to activate an activated ability is to put it onto the stack and pay its
//! costs; only its object's controller (its owner, for an object without one) may, unless it
//! says otherwise, and only with priority (701.2a, 602). The engine checks an activation in
//! `Game::check_activate` and activates in `Game::activate`, the action
//! [`crate::Action::Activate`].

use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports activate as implemented: activating is the action `Activate`.
#[rule("701.2")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}
