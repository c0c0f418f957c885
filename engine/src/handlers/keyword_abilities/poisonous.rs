//! 702.70 Poisonous: "Whenever this creature deals combat damage to a player, that player
//! gets N poison counters" (702.70a). A card file writes `poisonous = N` on a creature; the
//! loader gives it the triggered ability [`ability`], which [`poison`] carries out. One card
//! has one poisonous number, so a card file can't give a creature two instances (702.70b).

use crate::cards::resolved::Resolved;
use crate::cards::{DamageKind, TriggerEvent, TriggeredAbility};
use crate::game::Game;
use crate::keywords::KeywordHooks;
use crate::stack::StackItem;
use crate::{cite, rule, Handled};

/// Reports poisonous as implemented: the loader builds its trigger ([`ability`]).
#[rule("702.70")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The poisonous N trigger: "Whenever this creature deals combat damage to a player, that
/// player gets N poison counters" (702.70a).
#[rule("702.70a")]
pub fn ability(n: u8) -> TriggeredAbility {
    TriggeredAbility::own(
        TriggerEvent::DealsDamage(DamageKind::CombatToPlayer),
        None,
        vec![Resolved::Poisonous(n)],
    )
}

/// As the poisonous ability `item` resolves, the player its creature dealt combat damage to
/// gets `n` poison counters (702.70a).
#[rule("702.70a")]
pub(crate) fn poison(game: &mut Game, item: &StackItem, n: u8) {
    if let Some(player) = item.choices.that_player {
        game.give_poison(player, u32::from(n), cite!("702.70a"));
    }
}
