//! 702.88 Rebound: "If this spell was cast from your hand, instead of putting it into your
//! graveyard as it resolves, exile it and, at the beginning of your next upkeep, you may cast
//! this card from exile without paying its mana cost" (702.88a). A card writes `Rebound` in
//! its keywords, on an instant or sorcery; instances on one spell are redundant (702.88c),
//! and a card's keywords are a set.
//!
//! The spell remembers, as it is cast, whether it was cast from its caster's hand
//! ([`Object::rebounds`](crate::game::Object::rebounds)); [`exile_as_it_resolves`] then
//! exiles it as it resolves and creates the delayed ability [`ability`] the loader kept in
//! the card's list, which [`cast_again`] carries out.

use crate::cards::resolved::Resolved;
use crate::cards::{AbilityText, DelayedAbility, DelayedWhen, TurnOf};
use crate::game::{Game, ObjectId, Position, Zone};
use crate::keywords::KeywordHooks;
use crate::midway::{About, Question};
use crate::stack::StackItem;
use crate::triggers::DelayedTrigger;
use crate::{cite, rule, Handled};

/// Reports rebound as implemented: the loader keeps its delayed ability ([`ability`]).
#[rule("702.88")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// "At the beginning of your next upkeep, you may cast this card from exile without paying
/// its mana cost" (702.88a): the delayed triggered ability, "that" being the exiled card.
#[rule("702.88a")]
pub fn ability() -> DelayedAbility {
    DelayedAbility {
        when: DelayedWhen::Beginning(crate::turn::Step::Upkeep, TurnOf::Yours),
        that: Some(crate::cards::recipient::Recipient::This),
        text: AbilityText {
            effects: vec![Resolved::Rebound],
            ..AbilityText::default()
        },
    }
}

/// The resolving spell `spell`, cast from its caster's hand, with rebound: it is exiled
/// instead of being put into its owner's graveyard, and its delayed ability at `index` among
/// the card's waits for its controller's next upkeep, "that" the card in exile (702.88a).
#[rule("702.88a")]
pub(crate) fn exile_as_it_resolves(game: &mut Game, spell: ObjectId, index: u16) {
    let controller = game.controller(spell);
    let Some(exiled) = game.move_object(spell, Zone::Exile, Position::Top, cite!("702.88a")) else {
        return;
    };
    if game.obj(exiled).zone != Zone::Exile {
        return;
    }
    let delayed = DelayedTrigger {
        card: game.obj(exiled).card,
        index,
        source: spell,
        controller,
        that: Some(exiled),
    };
    game.create_keyword_delayed(delayed, cite!("702.88a"));
}

/// The rebound ability `item` resolves: its controller may cast the card from exile without
/// paying its mana cost (an alternative cost, 702.88b), if it is still there and can be cast
/// now; it is cast before anyone receives priority (608.2g).
#[rule("702.88a", "702.88b")]
pub(crate) fn cast_again(game: &mut Game, item: &StackItem) {
    let Some(card) = item.choices.that else {
        return;
    };
    let player = item.controller;
    if !game.still_in(card, Zone::Exile) || !game.castable_free_now(player, card) {
        return;
    }
    let cast = game.ask(Question {
        player,
        about: About::May { source: card },
    }) == 0;
    if cast && !game.stopped_to_ask() {
        cite!("702.88b");
        game.cast_free(player, card);
    }
}
