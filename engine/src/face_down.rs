//! Face-down permanents (CR 708): turning a face-up permanent face down, and turning a
//! face-down one face up by the procedure it has: morph's (702.37e), disguise's (702.168d),
//! or a manifested or cloaked creature card's mana cost (701.40b, 701.58b). What a face-down
//! object is (its face-down characteristics, layer 1b) is [`Object::face`](crate::game::Object),
//! casting one is morph's and disguise's (702.37, 702.168), putting one onto the battlefield
//! manifest's and cloak's (701.40, 701.58), and revealing one as it leaves is the zone
//! change's (708.9).

use crate::action::{FaceUpBy, Payment};
use crate::cards::mana::ManaCost;
use crate::cards::CardTypes;
use crate::casting::Refusal;
use crate::event::EventKind;
use crate::game::{FaceDownAs, Game, ObjectId, PlayerId, Zone};
use crate::generated::rules;
use crate::payment::ManaAtHand;
use crate::{cite, rule};

impl Game {
    /// Turns the face-up permanent `permanent` face down, for an ability that lists no
    /// characteristics for it: it becomes a 2/2 face-down creature with no text, no name, no
    /// subtypes and no mana cost (708.2a: Ixidron). A face-down permanent can't be turned
    /// face down: nothing happens to it (708.2b).
    /// A double-faced permanent, melded or not, can't be turned face down either: nothing
    /// happens (712.16).
    #[rule("708.2a", "708.2b", "712.16")]
    pub(crate) fn turn_face_down(&mut self, permanent: ObjectId) {
        let o = self.obj(permanent);
        if o.face_down {
            cite!("708.2b");
            return;
        }
        let card = self.pool.get(o.card);
        if card.back.is_some() || card.meld.is_some() {
            cite!("712.16");
            return;
        }
        let name = self.chars(permanent).name;
        // What it counts for (its abilities, watchers among them) goes with its face.
        self.retally(permanent, |o| {
            o.face_down = true;
            o.face_down_as = FaceDownAs::Plain;
        });
        self.invalidate_characteristics();
        self.emit(cite!("708.2a"), EventKind::TurnedFaceDown { permanent, name });
    }
}

/// The cost of turning the face-down `permanent` face up `by` one procedure, if it has that
/// procedure: the morph or disguise cost it would have face up, that of the card whose
/// copiable values it would have, the latest copy effect's or its own (708.10); or, for a
/// manifested or cloaked permanent, its card's mana cost if that is a creature card with one
/// (701.40b, 701.58b), whatever it would be a copy of.
#[rule("701.40b", "701.58b", "701.40c", "701.40d", "701.58c", "701.58d")]
fn face_up_cost(game: &Game, permanent: ObjectId, by: FaceUpBy) -> Option<ManaCost> {
    let o = game.obj(permanent);
    let face_up = game.pool.get(o.copied[0].unwrap_or(o.card));
    match by {
        FaceUpBy::Morph => face_up.morph,
        FaceUpBy::Disguise => face_up.disguise,
        FaceUpBy::ManaCost if o.face_down_as.by_mana_cost() => {
            let card = &game.pool.get(o.card).printed;
            card.types
                .contains(CardTypes::CREATURE)
                .then_some(card.mana_cost)
                .flatten()
        }
        FaceUpBy::ManaCost => None,
    }
}

impl Game {
    /// Checks `player` turning `permanent` face up `by` one procedure (702.37e, 702.168d,
    /// 701.40b, 701.58b): a face-down permanent they control that has that procedure, whose
    /// cost they can pay with `at_hand`.
    #[rule("702.37e", "702.168d", "116.2b")]
    pub(crate) fn check_turn_face_up(
        &self,
        player: PlayerId,
        permanent: ObjectId,
        by: FaceUpBy,
        payment: &Payment,
        at_hand: &ManaAtHand,
    ) -> Result<(), Refusal> {
        let face_down = self
            .object(permanent)
            .is_some_and(|o| !o.gone && o.zone == Zone::Battlefield && o.face_down);
        if !face_down || self.controller(permanent) != player {
            return Err(Refusal::by(
                &[rules::R702_37E, rules::R701_40B],
                "only a face-down permanent you control can be turned face up",
            ));
        }
        let Some(cost) = face_up_cost(self, permanent, by) else {
            return Err(match by {
                FaceUpBy::Morph => Refusal::by(&[rules::R702_37E], "it wouldn't have a morph cost face up"),
                FaceUpBy::Disguise => Refusal::by(&[rules::R702_168D], "it wouldn't have a disguise cost face up"),
                FaceUpBy::ManaCost => Refusal::by(
                    &[rules::R701_40B, rules::R701_58B],
                    "only a manifested or cloaked creature card with a mana cost is turned face up for its mana cost",
                ),
            });
        };
        self.check_payment(player, &cost, payment, None, at_hand)
    }

    /// `player` turns `permanent` face up `by` one procedure (702.37e, 702.168d, 701.40b,
    /// 701.58b): they pay its cost, the effect that gave it its face-down characteristics
    /// ends and it has its normal characteristics again, as the same permanent (708.8: what
    /// applied to it still does, and nothing that triggers on entering triggers).
    #[rule("708.8")]
    pub(crate) fn turn_face_up(&mut self, player: PlayerId, permanent: ObjectId, by: FaceUpBy, payment: &Payment) {
        let Some(cost) = face_up_cost(self, permanent, by) else {
            return;
        };
        let Ok(sources) = self.plan_payment(player, &cost, payment, &[]) else {
            return;
        };
        self.pay(player, &cost, &sources);
        self.retally(permanent, |o| o.face_down = false);
        self.invalidate_characteristics();
        cite!("708.8");
        let rule = match by {
            FaceUpBy::Morph => cite!("702.37e"),
            FaceUpBy::Disguise => cite!("702.168d"),
            FaceUpBy::ManaCost if self.obj(permanent).face_down_as == FaceDownAs::Cloaked => cite!("701.58b"),
            FaceUpBy::ManaCost => cite!("701.40b"),
        };
        self.emit(rule, EventKind::TurnedFaceUp { permanent, player });
    }
}
