//! 702.103 Bestow: "Bestow [cost]" means "As you cast this spell, you may choose to cast it
//! bestowed. If you do, you pay [cost] rather than its mana cost" (702.103a). A card file
//! writes `bestow = "{3}{G}{G}"`; the loader gives the card a bestowed definition, an Aura
//! enchantment with enchant creature (702.103b), which a bestowed spell or permanent has
//! ([`Object::bestowed`](crate::game::Object::bestowed)) until it ceases to be bestowed: as
//! it resolves with an illegal target (702.103e, in `stack.rs`), or once it is unattached,
//! which 704.5m does to a bestowed Aura rather than put it into a graveyard (702.103f).

use crate::action::{Action, Payment};
use crate::cards::CardTypes;
use crate::casting::Refusal;
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId};
use crate::generated::rules;
use crate::keywords::KeywordHooks;
use crate::payment::ManaAtHand;
use crate::{cite, rule, Handled};

/// Reports bestow as implemented: cards are cast bestowed with [`check_cast_bestowed`], and
/// cease to be bestowed by [`cease`], as they resolve with an illegal target or become
/// unattached (`keyword_actions::attach::unattach`).
#[rule("702.103")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// Whether `card` is a card with bestow.
fn has_bestow(game: &Game, card: ObjectId) -> bool {
    game.object(card)
        .is_some_and(|o| game.pool.get(o.card).bestow.is_some())
}

/// Checks casting `card` bestowed (702.103a): a card with bestow, which `player` could cast
/// as the Aura spell it then is. Only its characteristics as bestow modifies them count
/// (702.103d): its types for "can't be cast" effects, for where it may be cast from (not
/// the top of a library where only creature spells may be: Garruk's Horde) and for its
/// timing, its enchant ability for its target, its bestow cost for what it costs.
#[rule("702.103a", "702.103d")]
pub(crate) fn check_cast_bestowed(
    game: &Game,
    player: PlayerId,
    card: ObjectId,
    payment: &Payment,
    at_hand: &ManaAtHand,
) -> Result<(), Refusal> {
    if !has_bestow(game, card) {
        return Err(Refusal::by(
            &[rules::R702_103A],
            "only a card with bestow can be cast bestowed",
        ));
    }
    // Bestowed, it is an Aura spell: not a creature spell an effect may let them cast from
    // the top of their library (Garruk's Horde).
    let bestowed = game.pool.get(game.obj(card).card).bestowed;
    let types = bestowed.map_or(CardTypes::NONE, |b| game.pool.get(b).printed.types);
    cite!("601.3e");
    if !game.castable_from(card, player, types) {
        return Err(Refusal::by(
            &[rules::R702_103D, rules::R601_3],
            "bestowed it is an Aura spell, and it may be cast only from your hand or where an effect lets you cast such spells",
        ));
    }
    let mut as_aura = game.clone();
    become_bestowed(&mut as_aura, card);
    as_aura.check_cast(player, card, payment, at_hand)
}

/// Offers casting `card`, in `player`'s hand, bestowed if it has bestow and that is legal:
/// cheap tests first (its bestow cost's mana value against what `player` could make), then
/// the full check.
pub(crate) fn offer(game: &Game, player: PlayerId, card: ObjectId, at_hand: &ManaAtHand, out: &mut Vec<Action>) {
    let Some(cost) = game.pool.get(game.obj(card).card).bestow else {
        return;
    };
    if cost.mana_value() > at_hand.most {
        return;
    }
    if check_cast_bestowed(game, player, card, &Payment::Auto, at_hand).is_ok() {
        out.push(Action::CastBestowed {
            card,
            payment: Payment::Auto,
        });
    }
}

/// `card`, about to be cast bestowed, has its bestowed characteristics from now on
/// (702.103b): the announcement that follows pays its bestow cost.
pub(crate) fn become_bestowed(game: &mut Game, card: ObjectId) {
    game.retally(card, |o| o.bestowed = true);
    game.invalidate_characteristics();
}

/// `object` ceases to be bestowed: the effect making it an Aura ends, and it is the creature
/// its card is (702.103e, 702.103f).
pub(crate) fn cease(game: &mut Game, object: ObjectId, rule: rules_data::RuleId) {
    game.retally(object, |o| o.bestowed = false);
    game.invalidate_characteristics();
    game.emit(rule, EventKind::CeasedToBeBestowed { object });
}
