//! 701.8 Destroy: "To destroy a permanent, move it from the battlefield to its owner's
//! graveyard" (701.8a); regeneration and indestructible change what happens (701.8c).

use rules_data::RuleId;

use crate::game::{Game, ObjectId, Zone};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::keywords::KeywordHooks;
use crate::replacement::{Destroy, Proposed};
use crate::{cite, rule, Handled};

/// Reports destroy as implemented: effects and state-based actions destroy through
/// [`Game::destroy`].
#[rule("701.8")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

impl Game {
    /// Destroys a permanent: it goes to its owner's graveyard (701.8a), unless it has
    /// indestructible (702.12b) or a replacement effect such as regeneration modifies the
    /// destruction (614.8). `regenerable` is false for "it can't be regenerated" (701.19c).
    #[rule("701.8a", "702.12b", "614.8", "701.19c")]
    pub(crate) fn destroy(&mut self, id: ObjectId, regenerable: bool, rule: RuleId) {
        let object = self.obj(id);
        if object.gone || object.zone != Zone::Battlefield {
            return;
        }
        if self.has(id, KeywordAbility::Indestructible) {
            cite!("702.12b");
            return;
        }
        cite!("614.8");
        let destroy = if regenerable {
            Destroy::Regenerable
        } else {
            cite!("701.19c");
            Destroy::NotRegenerable
        };
        let event = Proposed::Move {
            object: id,
            to: Zone::Graveyard,
            place: crate::replacement::InLibrary::Top,
            destroy,
        };
        self.propose(event, rule);
    }
}
