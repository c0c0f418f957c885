//! 702.130 Afflict: "Afflict N" means "Whenever this creature becomes blocked, defending
//! player loses N life" (702.130a). A card file writes `afflict = N` on a creature; the
//! loader gives it the triggered ability [`ability`].

use crate::cards::number::Number;
use crate::cards::recipient::Recipient;
use crate::cards::resolved::Resolved;
use crate::cards::{AbilityText, TriggerEvent, TriggeredAbility};
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports afflict as implemented: the loader builds its trigger ([`ability`]).
#[rule("702.130")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The afflict N trigger: "Whenever this creature becomes blocked, defending player loses N
/// life" (702.130a), once however many creatures block it (509.3c); the defending player is
/// the one it attacks, or the controller or protector of what it attacks (506.2).
#[rule("702.130a")]
pub fn ability(n: u8) -> TriggeredAbility {
    TriggeredAbility {
        when: TriggerEvent::BecomesBlocked,
        whose: None,
        condition: None,
        text: AbilityText {
            effects: vec![Resolved::LoseLife(
                Number::Fixed(i32::from(n)),
                Recipient::DefendingPlayer,
            )],
            ..AbilityText::default()
        },
        quoted: false,
        targets_only: None,
        with_another: None,
    }
}
