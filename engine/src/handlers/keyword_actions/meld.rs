//! 701.42 Meld: "To meld the two cards in a meld pair, put them onto the battlefield with
//! their back faces up and combined" (701.42a). The melded permanent is one object
//! represented by two cards (`Object::melded`); as it leaves the battlefield it becomes two
//! cards again (`Game::relocate`, 712.21).

use crate::event::EventKind;
use crate::game::{Game, ObjectId, Zone};
use crate::keywords::KeywordHooks;
use crate::midway::About;
use crate::stack::StackItem;
use crate::{cite, rule, Handled};

/// Reports meld as implemented: the meld cards' abilities meld through [`exile_and_meld`].
#[rule("701.42")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// Whether the controller of `item` both owns and controls the permanent whose ability it is
/// and a creature named the other card of its meld pair (the meld ability's "if you both own
/// and control [this] and a creature named [the other]", 712.4a).
pub(crate) fn owns_and_controls_pair(game: &Game, item: &StackItem) -> bool {
    let this = game.obj(item.source);
    !this.gone
        && this.zone == Zone::Battlefield
        && this.owner == item.controller
        && game.controller(item.source) == item.controller
        && !partners(game, item).is_empty()
}

/// The creatures named the other card of the meld pair of `item`'s text that its controller
/// owns and controls, other than `item`'s source.
fn partners(game: &Game, item: &StackItem) -> Vec<ObjectId> {
    let Some(pair) = game.text_card(item).and_then(|card| game.pool.get(card).meld) else {
        return Vec::new();
    };
    let name = &game.pool.get(pair.partner).name;
    game.battlefield
        .iter()
        .copied()
        .filter(|&id| {
            id != item.source
                && game.is_creature(id)
                && game.obj(id).owner == item.controller
                && game.controller(id) == item.controller
                && game.pool.get(game.chars(id).name).name == *name
        })
        .collect()
}

/// "Exile them, then meld them into [the melded permanent]" (712.4a): the permanent whose
/// ability `item` is and a creature its controller owns and controls named the other card
/// of the pair (the controller's choice if there are several) are exiled together, then
/// melded (701.42a) if they can be.
#[rule("712.4a")]
pub(crate) fn exile_and_meld(game: &mut Game, item: &StackItem) {
    // The ability's intervening "if" (603.4) has just checked that both are there.
    let options = partners(game, item);
    let chosen = game.pick(item.controller, options, 1, false, |options| About::CardToChoose {
        options,
    });
    if game.stopped_to_ask() {
        return;
    }
    let Some(&partner) = chosen.as_ref().and_then(|c| c.first()) else {
        return;
    };
    let mut exiled = Vec::new();
    game.all_at_once(|game| {
        for id in [item.source, partner] {
            exiled.extend(crate::handlers::keyword_actions::exile::exile(game, id));
        }
    });
    if let [a, b] = exiled[..] {
        meld(game, a, b);
    }
}

/// Melds `a` and `b` (701.42a): only the two cards of one meld pair can be (701.42b: not a
/// token); others stay where they are (701.42c). The melded permanent enters under its
/// owner's control, the owner of the cards in exile (108.4a), whose ability melds them.
#[rule("701.42b", "701.42c")]
pub(crate) fn meld(game: &mut Game, a: ObjectId, b: ObjectId) {
    let (oa, ob) = (game.obj(a), game.obj(b));
    let pair = game.pool.get(oa.card).meld;
    if oa.token || ob.token || pair.is_none_or(|p| p.partner != ob.card) {
        game.emit(cite!("701.42c"), EventKind::CantMeld { cards: [a, b] });
        return;
    }
    if let Some(permanent) = game.put_melded(a, b) {
        game.emit(
            cite!("701.42a"),
            EventKind::Melded {
                cards: [a, b],
                permanent,
            },
        );
    }
}
