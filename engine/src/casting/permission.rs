//! Whether a spell may be cast (CR 601.3): from the hand, from the top of a library as an
//! effect allows (Garruk's Horde), and what "can't cast" effects leave. Casting from a
//! graveyard by a keyword is `from_graveyard.rs`'s.

use crate::action::Refusal;
use crate::cards::CardTypes;
use crate::game::{Game, ObjectId, PlayerId};
use crate::generated::rules;
use crate::replacement::cant::Parity;
use crate::{cite, rule};

impl Game {
    /// What "can't cast" effects leave `player` for casting `card` (601.3): refused if one
    /// names its card types (Aether Storm: "Creature spells can't be cast"); nothing stops
    /// it; or, when one names spells by mana value (Void Winnower) and the spell has an X,
    /// the parity X must have so that its mana value on the stack (202.3e) is one they may
    /// cast, considered as they begin to cast it (601.3a). Refused if no X would do.
    #[rule("601.3", "601.3a", "202.3e")]
    pub(crate) fn castable_x(&self, player: PlayerId, card: ObjectId) -> Result<Option<Parity>, Refusal> {
        if !self.any_cants() {
            return Ok(None);
        }
        if self.cast_type_forbidden(player, self.types(card)).is_some() {
            return Err(Refusal::by(
                &[rules::R601_3],
                "an effect prohibits you from casting spells of that spell's type",
            ));
        }
        let cost = self.mana_cost(card).unwrap_or_default();
        let (mana_value, xs) = (cost.mana_value(), u32::from(cost.x));
        let free = |x: u32| self.cast_forbidden(player, mana_value + xs * x).is_none();
        match (free(0), free(1)) {
            (true, true) => Ok(None),
            (false, false) => Err(Refusal::by(
                &[rules::R601_3],
                "an effect prohibits you from casting that spell",
            )),
            (even, _) => {
                cite!("601.3a");
                cite!("202.3e");
                Ok(Some(if even { Parity::Even } else { Parity::Odd }))
            }
        }
    }

    /// Whether `card` is the top card of `player`'s library and a permanent they control lets
    /// them cast spells with one of `types` from there ("You may cast creature spells from
    /// the top of your library": Garruk's Horde). `types` are those of the spell as it would
    /// be cast, face down or bestowed (601.3e).
    pub(crate) fn castable_from_library_top(&self, card: ObjectId, player: PlayerId, types: CardTypes) -> bool {
        self.library_casting_possible
            && self.players[player.0].library.last() == Some(&card)
            && self.any_permanent_with(|c| c == player, |card| card.cast_from_library_top.intersects(types))
    }

    /// Whether `player` may begin to cast `card`, with the card types `types` it would have
    /// as a spell, from where it is (601.3): from their hand, from the top of their library
    /// as a permanent of theirs allows ([`Game::castable_from_library_top`]), or from exile
    /// when they foretold it in an earlier turn ([`Game::castable_foretold`]), or from the
    /// command zone when it is their commander ([`Game::castable_commander`], 903.8).
    pub(crate) fn castable_from(&self, card: ObjectId, player: PlayerId, types: CardTypes) -> bool {
        self.is_in_hand(card, player)
            || self.castable_from_library_top(card, player, types)
            || self.castable_foretold(card, player)
            || self.castable_commander(card, player)
    }
}
