//! 702.115 Ingest: "Whenever this creature deals combat damage to a player, that player
//! exiles the top card of their library" (702.115a). A card writes `Ingest` in its keywords;
//! the loader gives it the triggered ability [`ability`]. A card's keywords are a set, so a
//! card file can't give one creature two instances (702.115b).

use crate::cards::number::Number;
use crate::cards::recipient::Recipient;
use crate::cards::resolved::Resolved;
use crate::cards::{DamageKind, TriggerEvent, TriggeredAbility};
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports ingest as implemented: the loader builds its trigger ([`ability`]).
#[rule("702.115")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The ingest trigger: "Whenever this creature deals combat damage to a player, that player
/// exiles the top card of their library" (702.115a).
#[rule("702.115a")]
pub fn ability() -> TriggeredAbility {
    TriggeredAbility::own(
        TriggerEvent::DealsDamage(DamageKind::CombatToPlayer),
        None,
        vec![Resolved::ExileTop(Number::Fixed(1), Recipient::ThatPlayer)],
    )
}
