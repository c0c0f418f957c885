//! 702.143 Foretell: a card file writes `foretell = "{U}"`. Any time its owner has priority
//! during their turn they may pay {2} and exile the card from their hand face down, a
//! special action (702.143a–b, 116.2h: [`Game::foretell`]); only they may look at it there
//! (`Game::can_see`), and after that turn has ended
//! cast it for its foretell cost rather than its mana cost, an alternative cost
//! (`Game::castable_foretold`, `Game::base_cost`).

use crate::action::{Payment, Refusal};
use crate::cards::mana::ManaCost;
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId, Position, Zone};
use crate::generated::rules;
use crate::keywords::KeywordHooks;
use crate::{cite, rule, Handled};

/// Reports foretell as implemented: [`Game::foretell`] and the casting checks the module doc
/// names do it.
#[rule("702.143")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The special action's cost (702.143a).
fn foretell_cost() -> ManaCost {
    ManaCost {
        generic: 2,
        ..ManaCost::default()
    }
}

impl Game {
    /// Whether `player` may foretell `card` now: a card with foretell in their hand, during
    /// their turn (they have priority whenever this is asked), with {2} to pay (116.2h,
    /// 702.143a).
    #[rule("116.2h", "702.143a")]
    pub(crate) fn check_foretell(&self, player: PlayerId, card: ObjectId, payment: &Payment) -> Result<(), Refusal> {
        if !self.is_in_hand(card, player) || self.card(card).foretell.is_none() {
            return Err(Refusal::by(
                &[rules::R116_2H, rules::R702_143A],
                "only a card with foretell in your hand can be foretold",
            ));
        }
        if !self.is_active(player) {
            return Err(Refusal::by(
                &[rules::R116_2H, rules::R702_143A],
                "a card is foretold only during its owner's turn",
            ));
        }
        self.plan_payment(player, &foretell_cost(), payment, &[]).map(|_| ())
    }

    /// The foretell special action (702.143b, 116.2h): `player` pays {2} and exiles `card`
    /// from their hand face down, a foretold card they may cast after this turn (702.143a).
    /// They have priority again afterwards.
    #[rule("702.143a", "702.143b", "116.2h")]
    pub(crate) fn foretell(&mut self, player: PlayerId, card: ObjectId, payment: &Payment) {
        let cost = foretell_cost();
        let Ok(sources) = self.plan_payment(player, &cost, payment, &[]) else {
            return;
        };
        self.pay(player, &cost, &sources);
        let Some(exiled) = self.relocate(card, Zone::Exile, Position::Top) else {
            return;
        };
        self.foretold.push((exiled, self.turn.number));
        cite!("702.143b");
        self.emit(cite!("702.143a"), EventKind::Foretold { player, card, exiled });
        self.after_priority_action(player);
    }

    /// Whether `card` is a card `player` foretold that they may cast now: still in exile,
    /// foretold during a turn that has ended (702.143a).
    #[rule("702.143a")]
    pub(crate) fn castable_foretold(&self, card: ObjectId, player: PlayerId) -> bool {
        self.obj(card).owner == player && self.foretold_turn(card).is_some_and(|turn| turn < self.turn.number)
    }

    /// Whether `card` is in exile, foretold: cast from there, its cost is its foretell cost.
    pub(crate) fn is_foretold(&self, card: ObjectId) -> bool {
        self.foretold_turn(card).is_some()
    }

    /// The number of the turn `card` was foretold in, while it is that object in exile.
    fn foretold_turn(&self, card: ObjectId) -> Option<u32> {
        if !self.foretell_possible || self.obj(card).zone != Zone::Exile || self.obj(card).gone {
            return None;
        }
        self.foretold.iter().find(|&&(c, _)| c == card).map(|&(_, turn)| turn)
    }

    /// The foretold cards in exile `player` may cast now.
    pub(crate) fn foretold_castable_by(&self, player: PlayerId) -> impl Iterator<Item = ObjectId> + '_ {
        self.foretold
            .iter()
            .map(|&(card, _)| card)
            .filter(move |&card| self.castable_foretold(card, player))
    }
}
