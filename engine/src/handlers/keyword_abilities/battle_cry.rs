//! 702.91 Battle cry: "Whenever this creature attacks, each other attacking creature gets
//! +1/+0 until end of turn" (702.91a). The loader gives a card with the keyword the triggered
//! ability [`ability`].

use crate::cards::number::Number;
use crate::cards::recipient::Recipient;
use crate::cards::resolved::Resolved;
use crate::cards::{AbilityText, TriggerEvent, TriggeredAbility};
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports battle cry as implemented: the loader builds its trigger ([`ability`]).
#[rule("702.91")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The battle cry trigger: "Whenever this creature attacks, each other attacking creature
/// gets +1/+0 until end of turn" (702.91a): those attacking as it resolves.
#[rule("702.91a")]
pub fn ability() -> TriggeredAbility {
    TriggeredAbility {
        when: TriggerEvent::Attacks,
        whose: None,
        condition: None,
        text: AbilityText {
            effects: vec![Resolved::Pump(
                Number::Fixed(1),
                Number::Fixed(0),
                Recipient::EachOtherAttackingCreature,
            )],
            ..AbilityText::default()
        },
        quoted: false,
        targets_only: None,
        with_another: None,
    }
}
