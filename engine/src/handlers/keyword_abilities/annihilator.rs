//! 702.86 Annihilator: "Annihilator N" means "Whenever this creature attacks, defending player
//! sacrifices N permanents" (702.86a). A card file writes `annihilator = N` on a creature; the
//! loader gives it the triggered ability [`ability`]. The defending player chooses which
//! permanents (701.21a), all of them if they control no more than N.

use crate::cards::number::Number;
use crate::cards::recipient::Recipient;
use crate::cards::resolved::Resolved;
use crate::cards::{AbilityText, TriggerEvent, TriggeredAbility};
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports annihilator as implemented: the loader builds its trigger ([`ability`]).
#[rule("702.86")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The annihilator N trigger: "Whenever this creature attacks, defending player sacrifices N
/// permanents" (702.86a); the defending player is the one it attacks, or the controller or
/// protector of what it attacks (506.2).
#[rule("702.86a")]
pub fn ability(n: u8) -> TriggeredAbility {
    TriggeredAbility {
        when: TriggerEvent::Attacks,
        whose: None,
        condition: None,
        text: AbilityText {
            effects: vec![Resolved::Sacrifices(
                Recipient::DefendingPlayer,
                Number::Fixed(i32::from(n)),
                Box::default(),
            )],
            ..AbilityText::default()
        },
        quoted: false,
        targets_only: None,
        with_another: None,
    }
}
