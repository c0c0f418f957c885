//! 702.174 Gift: "As an additional cost to cast this spell, you may choose an opponent"
//! (702.174a), asked as the spell is announced like its other optional costs; a spell whose
//! controller chose one has its gift promised to them (702.174k). An instant or sorcery spell
//! whose gift was promised gives it as it resolves, before its other instructions (702.174b,
//! 702.174j): the loader puts [`give`] first among them, so a spell that doesn't resolve gives
//! nothing, and [`has_given`] after them, as the spell has resolved: its controller has given
//! a gift (702.174c: "whenever you give a gift"). "If the gift was promised" is a condition of
//! the text (`gift_promised`).
//!
//! Two gifts are built: a Food (702.174d) and a Treasure (702.174h), each the pool's token
//! under its key ([`FOOD`], [`TREASURE`]). Not built yet: gift on a permanent card (its "when this
//! permanent enters, if its gift cost was paid" trigger, 702.174b, needs the permanent to
//! remember the promise) and the other gifts (a card, a tapped Fish, an extra turn, an
//! Octopus: 702.174e–g, 702.174i), both refused by the loader; and targets chosen only if the
//! gift was, or wasn't, promised (702.174m), so cards that have them are left out of the pool.

use crate::cards::CardIdx;
use crate::event::EventKind;
use crate::game::Game;
use crate::keywords::KeywordHooks;
use crate::replacement::NewToken;
use crate::stack::StackItem;
use crate::{cite, rule, Handled};

/// The key of the Food token "Gift a Food" creates (111.10b).
pub const FOOD: &str = "Food Token";

/// The key of the Treasure token "Gift a Treasure" creates (111.10a).
pub const TREASURE: &str = "Treasure Token";

/// Reports gift as implemented for instants and sorceries: announced with the optional costs
/// (`Game::announce_optional_cost`), given by [`give`].
#[rule("702.174")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// What a spell's gift gives the opponent it was promised to: a token the card file defines.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Gift {
    /// "Gift a Food": the chosen player creates a Food token (702.174d).
    Food(CardIdx),
    /// "Gift a Treasure": the chosen player creates a Treasure token (702.174h).
    Treasure(CardIdx),
}

/// The gift of a resolving instant or sorcery spell, `item`, its first instruction (the
/// loader puts it there, 702.174j): if its gift was promised, the opponent chosen gets it
/// (702.174b); else nothing happens.
#[rule("702.174b")]
pub(crate) fn give(game: &mut Game, item: &StackItem, gift: Gift) {
    let Some(to) = item.choices.gift else {
        return;
    };
    let (token, rule) = match gift {
        Gift::Food(food) => (food, cite!("702.174d")),
        Gift::Treasure(treasure) => (treasure, cite!("702.174h")),
    };
    game.create_tokens_for(to, NewToken::Card(token), 1, rule);
}

/// A spell whose gift was promised has resolved, its last instruction done (the loader puts
/// this after them): its controller has given a gift, which abilities that trigger "whenever
/// you give a gift" hear then (702.174c), so a permanent the spell destroyed doesn't, and one
/// it put onto the battlefield does.
#[rule("702.174c")]
pub(crate) fn has_given(game: &mut Game, item: &StackItem) {
    if let Some(to) = item.choices.gift {
        game.emit(
            cite!("702.174c"),
            EventKind::GaveGift {
                player: item.controller,
                to,
            },
        );
    }
}
