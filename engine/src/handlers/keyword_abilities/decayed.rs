//! 702.147 Decayed: a static ability and a triggered ability, "This creature can't block" and
//! "When this creature attacks, sacrifice it at end of combat" (702.147a). A card or token
//! file writes `keywords = ["Decayed"]`; blocking checks [`cant_block`], and the loader gives
//! the creature the trigger [`ability`], whose delayed ability [`sacrifices`] it keeps in the
//! card's list.

use crate::cards::recipient::Recipient;
use crate::cards::resolved::Resolved;
use crate::cards::{AbilityText, DelayedAbility, DelayedWhen, TriggerEvent, TriggeredAbility, TurnOf};
use crate::game::{Game, ObjectId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::keywords::KeywordHooks;
use crate::turn::Step;
use crate::{rule, Handled};

/// Reports decayed as implemented: blocking and the loader read it where the module doc says.
#[rule("702.147")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// Whether `blocker` can't block because it has decayed (702.147a).
#[rule("702.147a")]
pub(crate) fn cant_block(game: &Game, blocker: ObjectId) -> bool {
    game.has(blocker, KeywordAbility::Decayed)
}

/// "When this creature attacks, sacrifice it at end of combat" (702.147a): the trigger,
/// creating the delayed ability at `sacrifices` among the card's delayed abilities.
#[rule("702.147a")]
pub fn ability(sacrifices: u16) -> TriggeredAbility {
    TriggeredAbility {
        when: TriggerEvent::Attacks,
        whose: None,
        condition: None,
        text: AbilityText {
            effects: vec![Resolved::Delay(sacrifices)],
            ..AbilityText::default()
        },
        quoted: false,
        targets_only: None,
        with_another: None,
    }
}

/// "Sacrifice it at end of combat" (702.147a): the delayed triggered ability, at the
/// beginning of the end of combat step, "it" being the creature that attacked, whether or
/// not it still has decayed then.
#[rule("702.147a")]
pub fn sacrifices() -> DelayedAbility {
    DelayedAbility {
        when: DelayedWhen::Beginning(Step::EndOfCombat, TurnOf::Each),
        that: Some(Recipient::This),
        text: AbilityText {
            effects: vec![Resolved::Sacrifice(Recipient::That)],
            ..AbilityText::default()
        },
    }
}
