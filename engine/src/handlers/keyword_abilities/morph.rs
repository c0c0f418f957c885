//! 702.37 Morph: "Morph [cost]" means "You may cast this card as a 2/2 face-down creature
//! with no text, no name, no subtypes, and no mana cost by paying {3} rather than paying its
//! mana cost" (702.37a), and any time its controller has priority the face-down permanent
//! may be turned face up for its morph cost, a special action (702.37e, 116.2b). A card file
//! writes `morph = "{2}{B}{B}"`. The face-down status itself is rule 708's: the face-down
//! characteristics (`Game::face`, layer 1b), revealed as it leaves (708.9).

use crate::action::Payment;
use crate::cards::mana::ManaCost;
use crate::cards::CardTypes;
use crate::casting::Refusal;
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId, Zone};
use crate::generated::rules;
use crate::keywords::KeywordHooks;
use crate::payment::ManaAtHand;
use crate::{cite, rule, Handled};

/// Reports morph as implemented: cards cast face down with [`check_cast_face_down`] and are
/// turned face up with [`turn_face_up`].
#[rule("702.37")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// Checks casting `card` face down (702.37a, 702.37c): a card with morph in `player`'s hand
/// (or where an effect lets them cast creature spells: Garruk's Horde, 601.3e),
/// cast as a creature spell without flash would be (at sorcery speed, 307.1), for {3} with
/// the cost increases and reductions that apply (601.2f), payable with `at_hand`.
#[rule("702.37a", "702.37c", "702.37d")]
pub(crate) fn check_cast_face_down(
    game: &Game,
    player: PlayerId,
    card: ObjectId,
    payment: &Payment,
    at_hand: &ManaAtHand,
) -> Result<(), Refusal> {
    // Whether it may be cast is judged as the face-down creature spell it would be.
    cite!("601.3e");
    let castable = game.object(card).is_some_and(|o| game.pool.get(o.card).morph.is_some())
        && game.castable_from(card, player, CardTypes::CREATURE);
    if !castable {
        return Err(Refusal::by(
            &[rules::R702_37D],
            "only a card with morph in your hand, or where an effect lets you cast creature spells, can be cast face down",
        ));
    }
    if !game.sorcery_timing(player) {
        return Err(Refusal::by(
            &[rules::R307_1],
            "a face-down creature spell is cast only in your main phase with an empty stack",
        ));
    }
    let cost = game.changed_cost(card, player, three());
    game.check_payment(player, &cost, payment, None, at_hand)
}

/// {3}, what a card cast face down costs (702.37a).
fn three() -> ManaCost {
    ManaCost {
        generic: 3,
        ..ManaCost::default()
    }
}

/// Turns the card `card` face down to cast it (702.37c): from here on it has the face-down
/// characteristics (708.4), and the announcement that follows pays {3}.
#[rule("708.4")]
pub(crate) fn turn_face_down_to_cast(game: &mut Game, card: ObjectId) {
    game.obj_mut(card).face_down = true;
    game.invalidate_characteristics();
}

/// The morph cost `permanent` would have face up (702.37e): that of the card whose
/// copiable values it would have, the latest copy effect's or its own (708.10).
pub(crate) fn morph_cost_face_up(game: &Game, permanent: ObjectId) -> Option<ManaCost> {
    let o = game.obj(permanent);
    game.pool.get(o.copied[0].unwrap_or(o.card)).morph
}

/// Checks turning `permanent` face up (702.37e): a face-down permanent `player` controls
/// that would have a morph cost face up, which they can pay with `at_hand`.
#[rule("702.37e", "116.2b")]
pub(crate) fn check_turn_face_up(
    game: &Game,
    player: PlayerId,
    permanent: ObjectId,
    payment: &Payment,
    at_hand: &ManaAtHand,
) -> Result<(), Refusal> {
    let face_down = game
        .object(permanent)
        .is_some_and(|o| !o.gone && o.zone == Zone::Battlefield && o.face_down);
    if !face_down || game.controller(permanent) != player {
        return Err(Refusal::by(
            &[rules::R702_37E],
            "only a face-down permanent you control can be turned face up",
        ));
    }
    let Some(cost) = morph_cost_face_up(game, permanent) else {
        return Err(Refusal::by(
            &[rules::R702_37E],
            "it wouldn't have a morph cost face up, so it can't be turned face up this way",
        ));
    };
    game.check_payment(player, &cost, payment, None, at_hand)
}

/// `player` turns `permanent` face up (702.37e): they pay its morph cost, the morph effect
/// ends and it has its normal characteristics again, as the same permanent (708.8: what
/// applied to it still does, and nothing that triggers on entering triggers).
#[rule("702.37e", "708.8")]
pub(crate) fn turn_face_up(game: &mut Game, player: PlayerId, permanent: ObjectId, payment: &Payment) {
    let Some(cost) = morph_cost_face_up(game, permanent) else {
        return;
    };
    let Ok(sources) = game.plan_payment(player, &cost, payment, &[]) else {
        return;
    };
    game.pay(player, &cost, &sources);
    game.retally(permanent, |o| o.face_down = false);
    game.invalidate_characteristics();
    cite!("708.8");
    game.emit(cite!("702.37e"), EventKind::TurnedFaceUp { permanent, player });
}
