//! 702.35 Madness: "If a player would discard this card, that player discards it, but exiles
//! it instead of putting it into their graveyard" and "When this card is exiled this way, its
//! owner may cast it by paying [cost] rather than paying its mana cost. If that player
//! doesn't, they put this card into their graveyard" (702.35a). A card writes
//! `madness = "{R}"`. The exile replaces the discard's move itself, before any other
//! replacement effect could apply to it ([`Game::discard_card`]); the card is discarded all
//! the same. Casting it for its madness cost is casting for an alternative cost (702.35b).

use crate::game::{Game, ObjectId, Position, Zone};
use crate::keywords::KeywordHooks;
use crate::stack::{AlternativeCost, StackItem, StackKind};
use crate::triggers::WaitingTrigger;
use crate::{cite, rule, Handled};

/// Reports madness as implemented: discarding and its trigger work as the module doc says.
#[rule("702.35")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// `card`, which has madness, is discarded from its owner's hand: it is exiled instead of
/// being put into their graveyard, and its madness ability triggers, "that" the card in
/// exile (702.35a). Returns the card in exile.
#[rule("702.35a")]
pub(crate) fn discard_into_exile(game: &mut Game, card: ObjectId) -> Option<ObjectId> {
    let exiled = game.move_object(card, Zone::Exile, Position::Top, cite!("702.35a"))?;
    if game.obj(exiled).zone == Zone::Exile {
        let owner = game.obj(exiled).owner;
        game.add_waiting([WaitingTrigger {
            that: Some(exiled),
            ..WaitingTrigger::new(exiled, owner, StackKind::Madness)
        }]);
    }
    Some(exiled)
}

/// The madness ability `item` resolves (702.35a): the card's owner may cast it from exile
/// for its madness cost, an alternative cost (702.35b), if it is still there and they can
/// cast it now; it is cast before anyone receives priority (608.2g), whatever the timing
/// would otherwise allow. If they don't, it goes to their graveyard.
#[rule("702.35a", "702.35b")]
pub(crate) fn resolve(game: &mut Game, item: &StackItem) {
    let Some(card) = item.choices.that else {
        return;
    };
    let player = item.controller;
    if !game.still_in(card, Zone::Exile) {
        return;
    }
    if game.may_cast_while_resolving(player, card, AlternativeCost::Madness) {
        cite!("702.35b");
    } else if !game.stopped_to_ask() {
        game.move_object(card, Zone::Graveyard, Position::Top, cite!("702.35a"));
    }
}
