//! Split cards (CR 709): casting one half. A player chooses the half before the spell goes
//! on the stack (709.3); only that half is evaluated to see whether it can be cast, and only
//! its characteristics exist while it is a spell (709.3a-b, [`Object::half`]). Off the
//! stack the card has its halves' characteristics combined (709.4, read at load:
//! `cards/load/split.rs`).
//!
//! [`Object::half`]: crate::game::Object::half

use crate::action::{Action, Payment, Refusal};
use crate::game::{Game, ObjectId, PlayerId, Zone};
use crate::generated::rules;
use crate::payment::ManaAtHand;
use crate::{cite, rule};

impl Game {
    /// Checks casting `half` of the split card `card`: the card as it would be with that half
    /// chosen, alone, is checked as any spell is (709.3a).
    #[rule("709.3", "709.3a")]
    pub(crate) fn check_cast_half(
        &self,
        player: PlayerId,
        card: ObjectId,
        half: u8,
        payment: &Payment,
        at_hand: &ManaAtHand,
    ) -> Result<(), Refusal> {
        let split = self.object(card).and_then(|o| self.pool.get(o.card).split);
        if split.is_none() || half > 1 {
            return Err(Refusal::by(
                &[rules::R709_3],
                "only a split card is cast as one of its halves, the left (0) or the right (1)",
            ));
        }
        let mut as_half = self.clone();
        as_half.choose_half(card, half);
        as_half.check_cast(player, card, payment, at_hand)
    }

    /// `card`, a split card about to be cast, becomes the spell of its half `half`: only that
    /// half's characteristics exist from now on (709.3b), until it leaves the stack. Cast from
    /// a graveyard with flashback an effect gave it ("the flashback cost is equal to its mana
    /// cost": Past in Flames), its flashback cost is now that half's mana cost, the value the
    /// granted ability's variable has (702.1b).
    #[rule("709.3b")]
    pub(crate) fn choose_half(&mut self, card: ObjectId, half: u8) {
        self.retally(card, |o| o.half = Some(half));
        self.invalidate_characteristics();
        if self.obj(card).zone == Zone::Graveyard && self.card(card).flashback.is_none() {
            cite!("702.1b");
        }
    }

    /// Offers casting each half of the split card `card` that can be cast now, each checked
    /// alone (709.3a): one copy of the game serves both checks, its half switched between them.
    #[rule("709.3a")]
    pub(crate) fn offer_halves(&self, player: PlayerId, card: ObjectId, at_hand: &ManaAtHand, out: &mut Vec<Action>) {
        let mut as_half = self.clone();
        for half in 0..2 {
            as_half.choose_half(card, half);
            if as_half.check_cast(player, card, &Payment::Auto, at_hand).is_ok() {
                out.push(Action::CastHalf {
                    card,
                    half,
                    payment: Payment::Auto,
                });
            }
        }
    }
}
