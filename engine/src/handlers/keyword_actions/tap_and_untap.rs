//! 701.26 Tap and Untap: turning a permanent sideways (701.26a) and back upright (701.26b).

use rules_data::RuleId;

use crate::event::EventKind;
use crate::game::{Game, ObjectId};
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports tap and untap as implemented: costs, effects and steps tap and untap through
/// [`Game::tap`] and [`Game::untap`].
#[rule("701.26")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

impl Game {
    /// Taps an untapped permanent (701.26a); tapping a tapped one is no event.
    pub(crate) fn tap(&mut self, id: ObjectId, rule: RuleId) {
        if !self.obj(id).tapped {
            self.obj_mut(id).tapped = true;
            self.emit(rule, EventKind::Tapped { object: id });
        }
    }

    /// Untaps a tapped permanent (701.26b); untapping an untapped one is no event.
    pub(crate) fn untap(&mut self, id: ObjectId, rule: RuleId) {
        if self.obj(id).tapped {
            self.obj_mut(id).tapped = false;
            self.emit(rule, EventKind::Untapped { object: id });
        }
    }
}
