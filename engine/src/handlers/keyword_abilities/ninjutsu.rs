//! 702.49 Ninjutsu: "Ninjutsu [cost]" means "[Cost], Reveal this card from your hand, Return
//! an unblocked attacking creature you control to its owner's hand: Put this card onto the
//! battlefield from your hand tapped and attacking", an activated ability that functions
//! only while the card is in a hand (702.49a). A card file writes `ninjutsu = "{cost}"` on a
//! creature; the loader gives it the ability [`ability`].
//!
//! Not yet: the card staying revealed until the ability leaves the stack (702.49b), and
//! commander ninjutsu (702.49d).

use crate::cards::cost::CostAction;
use crate::cards::resolved::Resolved;
use crate::cards::{AbilityCost, ActivatedAbility};
use crate::game::{Game, Position, Zone};
use crate::keywords::KeywordHooks;
use crate::stack::StackItem;
use crate::{cite, rule, Handled};

/// Reports ninjutsu as implemented: the loader builds the ability ([`ability`]).
#[rule("702.49")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The ninjutsu ability: `cost` and returning an unblocked attacking creature its
/// controller controls, activated from the hand at any time they could (602.2, 113.6m), then
/// the card onto the battlefield tapped and attacking (702.49a).
#[rule("702.49a")]
pub fn ability(cost: AbilityCost) -> ActivatedAbility {
    let mut actions = cost.actions.clone();
    actions.push(CostAction::ReturnUnblockedAttacker);
    ActivatedAbility::of_keyword(
        AbilityCost { actions, ..cost },
        Vec::new(),
        vec![Resolved::Ninjutsu],
        Zone::Hand,
        false,
    )
}

/// The ninjutsu ability `item` resolves: if the card is still in its controller's hand, it
/// is put onto the battlefield tapped (702.49a) and attacking what the creature returned to
/// pay the cost was attacking, as that creature last existed on the battlefield (702.49c,
/// 608.2h). A card that left the hand meanwhile is a new object the ability can't find
/// (400.7).
#[rule("702.49a", "702.49c")]
pub(crate) fn resolve(game: &mut Game, item: &StackItem) {
    let card = item.source;
    if !game.is_in_hand(card, item.controller) {
        return;
    }
    let attacks = item
        .choices
        .paid_with
        .first()
        .and_then(|&returned| game.known(returned).attacking);
    let Some(ninja) = game.move_object(card, Zone::Battlefield, Position::Top, cite!("702.49a")) else {
        return;
    };
    if !game.still_in(ninja, Zone::Battlefield) {
        return;
    }
    game.obj_mut(ninja).tapped = true;
    if let Some(attacks) = attacks {
        cite!("702.49c");
        game.put_attacking(ninja, attacks);
    }
}
