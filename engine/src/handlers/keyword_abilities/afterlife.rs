//! 702.135 Afterlife: "Afterlife N" means "When this permanent is put into a graveyard from
//! the battlefield, create N 1/1 white and black Spirit creature tokens with flying"
//! (702.135a). A card file writes `afterlife = N` on a creature; the loader gives it the
//! triggered ability [`ability`], creating the pool's token keyed [`TOKEN`].

use crate::cards::number::Number;
use crate::cards::recipient::Recipient;
use crate::cards::resolved::Resolved;
use crate::cards::AbilityText;
use crate::cards::{CardIdx, TriggerEvent, TriggeredAbility};
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// The key of the token afterlife creates: a 1/1 white and black Spirit creature token with
/// flying, which a card file defines in a `[[token]]` table before any card with afterlife.
pub const TOKEN: &str = "White and Black Spirit Token";

/// Reports afterlife as implemented: the loader builds its trigger ([`ability`]).
#[rule("702.135")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The afterlife N trigger: "When this permanent is put into a graveyard from the
/// battlefield, create N [`token`]s" (702.135a), its controller's.
#[rule("702.135a")]
pub fn ability(n: u8, token: CardIdx) -> TriggeredAbility {
    TriggeredAbility {
        when: TriggerEvent::Dies,
        whose: None,
        condition: None,
        text: AbilityText {
            effects: vec![Resolved::CreateToken(
                token,
                Number::Fixed(i32::from(n)),
                Recipient::You,
            )],
            ..AbilityText::default()
        },
        quoted: false,
        targets_only: None,
        with_another: None,
    }
}
