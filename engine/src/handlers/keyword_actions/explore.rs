//! 701.44 Explore: a permanent's controller reveals the top card of their library; a land
//! card goes to their hand, any other card gives the permanent a +1/+1 counter and may go to
//! their graveyard (701.44a), even for a permanent that left, known as it last existed
//! (701.44c). Abilities that trigger when a permanent explores (701.44b) and several
//! permanents exploring at once (701.44d) are not built.

use crate::cards::effect::CounterKind;
use crate::cards::CardTypes;
use crate::game::{Game, Position, Zone};
use crate::handlers::keyword_actions;
use crate::keywords::KeywordHooks;
use crate::midway::{About, Question};
use crate::stack::StackItem;
use crate::{cite, rule, Handled};

/// Reports explore as implemented: the instruction is an effect of the cards that say so
/// ([`explore`]).
#[rule("701.44")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// "This creature explores" as `item` resolves (701.44a): its controller, as it last existed
/// if it has left the battlefield (701.44c), reveals the top card of their library. A land
/// card they put into their hand; otherwise the creature, if still on the battlefield, gets
/// a +1/+1 counter, and they may put the card into their graveyard (asked as
/// [`About::May`]: 0 puts it there). With an empty library nothing is revealed.
#[rule("701.44a", "701.44c")]
pub(crate) fn explore(game: &mut Game, item: &StackItem) {
    let permanent = item.source;
    let gone = game.obj(permanent).gone;
    if gone {
        cite!("701.44c");
    }
    // A permanent that left keeps the controller it last had.
    let player = game.controller(permanent);
    let Some(&card) = game.players[player.0].library.last() else {
        return;
    };
    keyword_actions::reveal::reveal(game, player, card);
    if game.types(card).contains(CardTypes::LAND) {
        game.move_object(card, Zone::Hand, Position::Top, cite!("701.44a"));
        return;
    }
    if !gone && game.obj(permanent).zone == Zone::Battlefield {
        game.add_counters(permanent, CounterKind::PlusOne, 1, cite!("701.44a"));
    }
    let answer = game.ask(Question {
        player,
        about: About::May { source: permanent },
    });
    if game.stopped_to_ask() || answer != 0 {
        return;
    }
    game.move_object(card, Zone::Graveyard, Position::Top, cite!("701.44a"));
}
