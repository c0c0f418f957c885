//! 702.85 Cascade: "When you cast this spell, exile cards from the top of your library until
//! you exile a nonland card whose mana value is less than this spell's mana value. You may
//! cast that card without paying its mana cost if the resulting spell's mana value is less
//! than this spell's mana value. Then put all cards exiled this way that weren't cast on the
//! bottom of your library in a random order" (702.85a). A spell's keyword abilities are a set,
//! so it has one instance at most (702.85c: each would trigger separately).

use crate::cards::CardTypes;
use crate::game::{Game, ObjectId, PlayerId, Position, Zone};
use crate::keywords::KeywordHooks;
use crate::midway::{About, Question};
use crate::stack::{StackItem, StackKind};
use crate::triggers::WaitingTrigger;
use crate::{cite, rule, Handled};

/// Reports cascade as implemented: casting a spell with it triggers [`triggers`].
#[rule("702.85")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// `player` cast `spell`, which has cascade: its cascade ability triggers (702.85a).
pub(crate) fn triggers(game: &mut Game, spell: ObjectId, player: PlayerId) {
    game.add_waiting([WaitingTrigger::new(spell, player, StackKind::Cascade)]);
}

/// The cascade ability `item` resolves (702.85a): its controller exiles the cards of their
/// library from the top until a nonland card with a mana value less than the spell's (as it
/// last existed, if it left the stack), and may cast that one without paying its mana cost
/// if they can cast it now; the other cards go to the bottom of their library in a random
/// order, then the card is cast, before anyone receives priority (608.2g).
#[rule("702.85a")]
pub(crate) fn resolve(game: &mut Game, item: &StackItem) {
    let player = item.controller;
    let below = game.chars(item.source).mana_value();
    let mut exiled = Vec::new();
    let mut hit = None;
    while let Some(&top) = game.players[player.0].library.last() {
        let Some(card) = game.move_object(top, Zone::Exile, Position::Top, cite!("702.85a")) else {
            break;
        };
        exiled.push(card);
        if !game.types(card).contains(CardTypes::LAND) && game.chars(card).mana_value() < below {
            hit = Some(card);
            break;
        }
    }
    let cast = hit.filter(|&card| {
        game.castable_free_now(player, card)
            && game.ask(Question {
                player,
                about: About::May { source: card },
            }) == 0
    });
    if game.stopped_to_ask() {
        return;
    }
    let mut rest: Vec<ObjectId> = exiled.into_iter().filter(|&c| Some(c) != cast).collect();
    game.rng.shuffle(&mut rest);
    for card in rest {
        game.move_object(card, Zone::Library, Position::Bottom, cite!("702.85a"));
    }
    if let Some(card) = cast {
        game.cast_free(player, card);
    }
}
