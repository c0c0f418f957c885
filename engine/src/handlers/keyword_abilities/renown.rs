//! 702.112 Renown: "Renown N" means "When this creature deals combat damage to a player, if
//! it isn't renowned, put N +1/+1 counters on it and it becomes renowned" (702.112a).
//! Renowned is a designation of the permanent, not an ability nor a copiable value, which it
//! keeps until it leaves the battlefield (702.112b): [`Object::renowned`], which a new
//! object doesn't have (400.7). A card file writes `renown = N` on a creature; the loader
//! gives it the triggered ability [`ability`], which [`resolve`] carries out. One card has
//! one renown number, so a card file can't give a creature two instances (702.112c).
//!
//! [`Object::renowned`]: crate::game::Object::renowned

use crate::cards::condition::Condition;
use crate::cards::effect::CounterKind;
use crate::cards::resolved::Resolved;
use crate::cards::{DamageKind, TriggerEvent, TriggeredAbility};
use crate::event::EventKind;
use crate::game::{Game, Zone};
use crate::keywords::KeywordHooks;
use crate::stack::StackItem;
use crate::{cite, rule, Handled};

/// Reports renown as implemented: the loader builds its trigger ([`ability`]).
#[rule("702.112")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The renown N trigger: "When this creature deals combat damage to a player, if it isn't
/// renowned, put N +1/+1 counters on it and it becomes renowned" (702.112a), the "if" an
/// intervening one (603.4).
#[rule("702.112a")]
pub fn ability(n: u8) -> TriggeredAbility {
    TriggeredAbility::own(
        TriggerEvent::DealsDamage(DamageKind::CombatToPlayer),
        Some(Condition::NotRenowned),
        vec![Resolved::Renown(n)],
    )
}

/// As the renown ability `item` resolves, its creature, if still on the battlefield, gets
/// `n` +1/+1 counters and becomes renowned (702.112a, 702.112b).
#[rule("702.112a", "702.112b")]
pub(crate) fn resolve(game: &mut Game, item: &StackItem, n: u8) {
    let creature = item.source;
    let o = game.obj(creature);
    if o.gone || o.zone != Zone::Battlefield {
        return;
    }
    game.add_counters(creature, CounterKind::PlusOne, u32::from(n), cite!("702.112a"));
    game.obj_mut(creature).renowned = true;
    game.emit(cite!("702.112b"), EventKind::BecameRenowned { object: creature });
}
