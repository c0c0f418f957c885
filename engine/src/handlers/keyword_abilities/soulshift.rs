//! 702.46 Soulshift: "When this permanent is put into a graveyard from the battlefield, you
//! may return target Spirit card with mana value N or less from your graveyard to your hand"
//! (702.46a). A card file writes `soulshift = N` on a creature, for which being put into a
//! graveyard from the battlefield is dying (700.4); the loader gives it the triggered
//! ability [`ability`]. One `soulshift` per card: a card file can't give a creature two
//! instances, which would trigger separately (702.46b).

use crate::cards::recipient::Recipient;
use crate::cards::resolved::Resolved;
use crate::cards::target::TargetKind;
use crate::cards::{AbilityText, TargetSlot, TriggerEvent, TriggeredAbility};
use crate::characteristics::SubtypeSet;
use crate::continuous::{Filter, Whose};
use crate::generated::subtypes::SPIRIT;
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports soulshift as implemented: the loader builds its trigger ([`ability`]).
#[rule("702.46")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The soulshift `n` trigger: as the creature dies, its controller may return target Spirit
/// card with mana value `n` or less from their graveyard to their hand (702.46a). The card
/// that died is in that graveyard as the trigger is put on the stack, so it may be its own
/// target if it is such a Spirit.
#[rule("702.46a")]
pub fn ability(n: u8) -> TriggeredAbility {
    let spirit = Filter {
        subtypes: SubtypeSet::of(&[SPIRIT]),
        owner: Whose::You,
        mana_value_at_most: Some(n),
        ..Filter::default()
    };
    TriggeredAbility {
        text: AbilityText {
            targets: vec![TargetSlot::one(TargetKind::CardInGraveyard, Some(spirit))],
            effects: vec![Resolved::May(vec![Resolved::ReturnToHand(Recipient::Target(0))])],
            ..AbilityText::default()
        },
        ..TriggeredAbility::own(TriggerEvent::Dies, None, Vec::new())
    }
}
