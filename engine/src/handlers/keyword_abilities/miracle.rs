//! 702.94 Miracle: "You may reveal this card from your hand as you draw it if it's the first
//! card you've drawn this turn. When you reveal this card this way, you may cast it by paying
//! [cost] rather than its mana cost" (702.94a). A card writes `miracle = "{R}"`. As its
//! owner draws it, their first card this turn ([`Game::draw_now`]), they are asked whether
//! to reveal it ([`may_reveal`]); if they do, its triggered ability triggers, and as that
//! resolves they may cast it from their hand for its miracle cost, an alternative cost,
//! whatever the timing ([`resolve`]). The engine keeps no "revealed" state: the reveal is an
//! event every player sees (702.94b).

use crate::cards::mana::ManaCost;
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId};
use crate::keywords::KeywordHooks;
use crate::midway::{About, Question};
use crate::stack::{AlternativeCost, StackItem, StackKind};
use crate::triggers::WaitingTrigger;
use crate::{cite, rule, Handled};

/// Reports miracle as implemented: the reveal as the card is drawn and its trigger work as
/// the module doc says.
#[rule("702.94")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// `player` drew `card`, the first card they drew this turn: if it has miracle, they may
/// reveal it, and if they do, its miracle ability triggers, "that" the card (702.94a).
#[rule("702.94a")]
pub(crate) fn may_reveal(game: &mut Game, player: PlayerId, card: ObjectId) {
    if game.card(card).miracle.is_none() {
        return;
    }
    let reveal = game.ask(Question {
        player,
        about: About::May { source: card },
    }) == 0;
    if game.stopped_to_ask() || !reveal {
        return;
    }
    game.emit(cite!("702.94a"), EventKind::Revealed { player, card });
    game.add_waiting([WaitingTrigger {
        that: Some(card),
        ..WaitingTrigger::new(card, player, StackKind::Miracle)
    }]);
}

/// The mana paid for a spell cast for its miracle cost, rather than its mana cost (702.94a).
#[rule("702.94a")]
pub(crate) fn mana_cost(miracle: Option<ManaCost>) -> ManaCost {
    miracle.unwrap_or_default()
}

/// The miracle ability `item` resolves (702.94a): the card's owner may cast it from their
/// hand for its miracle cost, if it is still there and they can cast it now; it is cast
/// before anyone receives priority (608.2g), whatever the timing would otherwise allow.
#[rule("702.94a")]
pub(crate) fn resolve(game: &mut Game, item: &StackItem) {
    let Some(card) = item.choices.that else {
        return;
    };
    if game.is_in_hand(card, item.controller)
        && game.may_cast_while_resolving(item.controller, card, AlternativeCost::Miracle)
    {
        cite!("702.94a");
    }
}
