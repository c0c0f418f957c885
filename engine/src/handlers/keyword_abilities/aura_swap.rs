//! 702.65 Aura Swap: "Aura swap [cost]" means "[Cost]: You may exchange this permanent with
//! an Aura card in your hand" (702.65a). The card loader gives a card with
//! `aura_swap = "{cost}"` the ability [`ability`]; [`exchange`] resolves it. If either half
//! of the exchange can't be completed, it has no effect (702.65b, 701.12a).

use crate::cards::resolved::Resolved;
use crate::cards::{AbilityCost, ActivatedAbility};
use crate::game::{Game, Position, Zone};
use crate::generated::subtypes::AURA;
use crate::handlers::keyword_actions::attach;
use crate::keywords::KeywordHooks;
use crate::midway::{About, Question};
use crate::stack::StackItem;
use crate::{cite, rule, Handled};

/// Reports aura swap as implemented: the loader builds the ability ([`ability`]).
#[rule("702.65")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The aura swap ability with `cost`: "[Cost]: You may exchange this permanent with an Aura
/// card in your hand" (702.65a), activated any time its controller has priority.
#[rule("702.65a")]
pub fn ability(cost: AbilityCost) -> ActivatedAbility {
    ActivatedAbility::of_keyword(cost, Vec::new(), vec![Resolved::AuraSwap], Zone::Battlefield, false)
}

/// Resolves aura swap: its controller may choose an Aura card in their hand; then the Aura
/// with aura swap goes to its owner's hand and the chosen card enters the battlefield attached
/// to what it was attached to, at once (702.65a, 701.12e). Nothing happens if either half
/// can't be done (702.65b, 701.12a): the permanent left the battlefield, it isn't its
/// controller's own (cards in different zones are exchanged only when one player owns them
/// all, 701.12d), or the chosen card can't enchant what it enchants.
#[rule("702.65a", "702.65b")]
pub(crate) fn exchange(game: &mut Game, item: &StackItem) {
    let source = item.source;
    let player = item.controller;
    if !game
        .object(source)
        .is_some_and(|o| !o.gone && o.zone == Zone::Battlefield)
    {
        return;
    }
    let Some(to) = game.attached_to(source) else {
        return;
    };
    let options: Vec<_> = game.players[player.0]
        .hand
        .iter()
        .copied()
        .filter(|&card| game.subtypes(card).contains(AURA))
        .collect();
    if options.is_empty()
        || game.ask(Question {
            player,
            about: About::May { source },
        }) != 0
    {
        return;
    }
    let Some(&chosen) = game
        .pick(player, options, 1, false, |options| About::CardToChoose { options })
        .as_deref()
        .and_then(<[_]>::first)
    else {
        return;
    };
    if game.obj(source).owner != player {
        cite!("701.12d");
        cite!("702.65b");
        return;
    }
    if !attach::can_attach(game, chosen, to) {
        cite!("702.65b");
        return;
    }
    game.all_at_once(|game| {
        game.move_object(source, Zone::Hand, Position::Top, cite!("702.65a"));
        let entered = game
            .move_object(chosen, Zone::Battlefield, Position::Top, cite!("702.65a"))
            .filter(|&id| game.obj(id).zone == Zone::Battlefield);
        if let Some(aura) = entered {
            attach::attach_now(game, aura, to, cite!("701.12e"));
        }
    });
}
