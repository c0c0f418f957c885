//! 702.83 Exalted: "Whenever a creature you control attacks alone, that creature gets +1/+1
//! until end of turn" (702.83a); a creature attacks alone if it is the only creature
//! declared as an attacker (702.83b, 506.5). The loader gives a card with the keyword the
//! triggered ability [`ability`]; each instance triggers separately (702.83b).

use crate::cards::number::Number;
use crate::cards::recipient::Recipient;
use crate::cards::resolved::Resolved;
use crate::cards::{AbilityText, CardTypes, TriggerEvent, TriggeredAbility};
use crate::continuous::{Filter, Whose};
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports exalted as implemented: the loader builds its trigger ([`ability`]).
#[rule("702.83")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The exalted trigger: "Whenever a creature you control attacks alone, that creature gets
/// +1/+1 until end of turn" (702.83a).
#[rule("702.83a")]
pub fn ability() -> TriggeredAbility {
    let one = Number::Fixed(1);
    TriggeredAbility {
        when: TriggerEvent::AttacksAlone,
        whose: Some(Filter {
            types: CardTypes::CREATURE,
            whose: Whose::You,
            ..Filter::default()
        }),
        condition: None,
        text: AbilityText {
            effects: vec![Resolved::Pump(one, one, Recipient::That)],
            ..AbilityText::default()
        },
        quoted: false,
        targets_only: None,
        with_another: None,
    }
}
