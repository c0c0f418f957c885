//! 702.49 Ninjutsu: "Ninjutsu [cost]" means "[Cost], Reveal this card from your hand, Return
//! an unblocked attacking creature you control to its owner's hand: Put this card onto the
//! battlefield from your hand tapped and attacking", an activated ability that functions
//! only while the card is in a hand (702.49a). A card file writes `ninjutsu = "{cost}"` on a
//! creature; the loader gives it the ability [`ability`]. The card stays revealed while the
//! ability is on the stack (702.49b, [`revealed_by_its_ability`]).
//!
//! Commander ninjutsu (702.49d, `commander_ninjutsu = "{cost}"`) also functions while the
//! card is in the command zone: the loader gives the card the ability twice, once working from
//! the hand and once from the command zone ([`from_the_command_zone_too`]); a card is in one
//! zone at a time, so at most one of them can be activated.

use crate::cards::cost::CostAction;
use crate::cards::resolved::Resolved;
use crate::cards::{AbilityCost, ActivatedAbility};
use crate::game::{Game, ObjectId, Position, Zone};
use crate::keywords::KeywordHooks;
use crate::stack::{StackItem, StackKind};
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

/// Commander ninjutsu's ability as it works from the command zone: "[Cost], Reveal this card
/// from your hand or from the command zone, …: Put this card onto the battlefield tapped and
/// attacking" (702.49d), the same ability as `from_hand` but for its zone.
#[rule("702.49d")]
pub fn from_the_command_zone_too(from_hand: ActivatedAbility) -> ActivatedAbility {
    cite!("702.49d");
    ActivatedAbility {
        zone: Zone::Command,
        ..from_hand
    }
}

/// Whether `card`, in a hand, is revealed because its ninjutsu ability is on the stack: it
/// stays revealed from the time the ability is announced until the ability leaves the stack
/// (702.49b).
#[rule("702.49b")]
pub(crate) fn revealed_by_its_ability(game: &Game, card: ObjectId) -> bool {
    let revealed = game.stack.iter().any(|s| {
        s.source == card
            && matches!(s.kind, StackKind::Activated(_))
            && game
                .item_text(s)
                .effects
                .iter()
                .any(|e| matches!(e, Resolved::Ninjutsu))
    });
    if revealed {
        cite!("702.49b");
    }
    revealed
}

/// The ninjutsu ability `item` resolves: if the card is still in its controller's hand, or
/// their command zone for commander ninjutsu (702.49d), it is put onto the battlefield tapped
/// (702.49a) and attacking what the creature returned to pay the cost was attacking, as that
/// creature last existed on the battlefield (702.49c, 608.2h). A card that left that zone
/// meanwhile is a new object the ability can't find (400.7).
#[rule("702.49a", "702.49c", "702.49d")]
pub(crate) fn resolve(game: &mut Game, item: &StackItem) {
    let card = item.source;
    if !game.is_in_hand(card, item.controller) {
        // Only its owner activates a card's ability in the command zone.
        if !game.still_in(card, Zone::Command) {
            return;
        }
        cite!("702.49d");
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
