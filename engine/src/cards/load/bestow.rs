//! The definition a card with bestow has while bestowed (CR 702.103b): the same card as an
//! Aura enchantment with enchant creature, its spell targeting a creature (303.4a). Its name,
//! mana cost, colors and abilities stay the card's own.

use crate::cards::{AbilityText, CardDef, CardIdx, CardTypes, TargetKind, TargetSlot};
use crate::characteristics::SubtypeSet;
use crate::generated::subtypes;
use crate::rule;

/// The bestowed definition of `card`, the card with bestow at `own`: "it becomes an Aura
/// enchantment and gains enchant creature" (702.103b). Not a card of its own: a deck names
/// `own`, and [`CardPool::find`](crate::cards::CardPool::find) never finds this one.
#[rule("702.103b")]
pub(super) fn bestowed(card: &CardDef, own: CardIdx) -> CardDef {
    let enchant = TargetSlot::one(TargetKind::Creature, None);
    let mut printed = card.printed;
    printed.types = CardTypes::ENCHANTMENT;
    printed.subtypes = SubtypeSet::of(&[subtypes::AURA]);
    CardDef {
        printed,
        spell: AbilityText {
            targets: vec![enchant],
            ..card.spell.clone()
        },
        enchant: Some(enchant),
        bestowed: None,
        front: Some(own),
        ..card.clone()
    }
}
