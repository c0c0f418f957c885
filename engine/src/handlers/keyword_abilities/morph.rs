//! 702.37 Morph: "Morph [cost]" means "You may cast this card as a 2/2 face-down creature
//! with no text, no name, no subtypes, and no mana cost by paying {3} rather than paying its
//! mana cost" (702.37a), and any time its controller has priority the face-down permanent
//! may be turned face up for its morph cost, a special action (702.37e, 116.2b). A card file
//! writes `morph = "{2}{B}{B}"`. Casting face down here serves disguise too (702.168a: the
//! face-down spell has ward {2}). The face-down status itself is rule 708's: the face-down
//! characteristics (`Game::face`, layer 1b), turning face up (`Game::turn_face_up`, the
//! morph, disguise and manifest procedures) and revealing as it leaves (708.9).

use crate::action::Payment;
use crate::cards::mana::ManaCost;
use crate::cards::{CardIdx, CardTypes};
use crate::casting::Refusal;
use crate::game::{FaceDownAs, Game, ObjectId, PlayerId};
use crate::generated::rules;
use crate::keywords::KeywordHooks;
use crate::payment::ManaAtHand;
use crate::{cite, rule, Handled};

/// Reports morph as implemented: cards cast face down with [`check_cast_face_down`] and are
/// turned face up with `Game::turn_face_up`.
#[rule("702.37")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// Checks casting `card` face down (702.37a, 702.37c; 702.168a–c): a card with morph or
/// disguise in `player`'s hand (or where an effect lets them cast creature spells: Garruk's
/// Horde, 601.3e),
/// cast as a creature spell without flash would be (at sorcery speed, 307.1), for {3} with
/// the cost increases and reductions that apply (601.2f), payable with `at_hand`.
#[rule("702.37a", "702.37c", "702.37d", "702.168c")]
pub(crate) fn check_cast_face_down(
    game: &Game,
    player: PlayerId,
    card: ObjectId,
    payment: &Payment,
    at_hand: &ManaAtHand,
) -> Result<(), Refusal> {
    // Whether it may be cast is judged as the face-down creature spell it would be.
    cite!("601.3e");
    let castable = game
        .object(card)
        .is_some_and(|o| cast_face_down_as(game, o.card).is_some())
        && game.castable_from(card, player, CardTypes::CREATURE);
    if !castable {
        return Err(Refusal::by(
            &[rules::R702_37D, rules::R702_168C],
            "only a card with morph or disguise in your hand, or where an effect lets you cast creature spells, can be cast face down",
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

/// How the card `card` is cast face down, if it can be: with morph, as a 2/2 with no text
/// (702.37a), or with disguise, as a 2/2 with ward {2} (702.168a).
fn cast_face_down_as(game: &Game, card: CardIdx) -> Option<FaceDownAs> {
    let def = game.pool.get(card);
    match (def.morph, def.disguise) {
        (Some(_), _) => Some(FaceDownAs::Plain),
        (None, Some(_)) => Some(FaceDownAs::Disguised),
        (None, None) => None,
    }
}

/// Turns the card `card` face down to cast it (702.37c, 702.168b): from here on it has the
/// face-down characteristics (708.4), with ward {2} if it is cast with disguise, and the
/// announcement that follows pays {3}.
#[rule("708.4", "702.168b")]
pub(crate) fn turn_face_down_to_cast(game: &mut Game, card: ObjectId) {
    let how = cast_face_down_as(game, game.obj(card).card).unwrap_or_default();
    let o = game.obj_mut(card);
    o.face_down = true;
    o.face_down_as = how;
    game.invalidate_characteristics();
}
