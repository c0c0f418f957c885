//! Targets (CR 115): what a spell or ability may target, and whether it has the targets it
//! needs. They are announced with the rest of its choices (`crate::announce`).

use crate::action::Refusal;
use crate::cards::target::TargetKind;
use crate::cards::{AbilityText, TargetSlot};
use crate::game::{Game, ObjectId, PlayerId};
use crate::generated::rules;
use crate::handlers::keyword_abilities::{hexproof, shroud};
use crate::rule;
use crate::stack::Target;

impl Game {
    /// Whether `target` is a legal target for `slot` of a spell or ability from `source`
    /// controlled by `controller`: see `check_target`.
    #[inline]
    pub fn can_target(&self, slot: &TargetSlot, target: Target, source: ObjectId, controller: PlayerId) -> bool {
        self.check_target(slot, target, source, controller).is_ok()
    }

    /// Checks that `target` is a legal target for `slot` of a spell or ability from `source`
    /// controlled by `controller` (115.1, 115.4): of the kind the slot names and fitting its
    /// description, and not stopped by shroud (702.18a) or, for an opponent's spell or
    /// ability, hexproof (702.11b).
    #[rule("115.1")]
    pub(crate) fn check_target(
        &self,
        slot: &TargetSlot,
        target: Target,
        source: ObjectId,
        controller: PlayerId,
    ) -> Result<(), Refusal> {
        let illegal = || Refusal::by(&[rules::R115_1, rules::R115_4], "that is not a legal target for it");
        if !self.is_legal_target(slot.kind, target) {
            return Err(illegal());
        }
        let Target::Object(id) = target else {
            return Ok(());
        };
        if let Some(which) = &slot.which {
            let zone = self.obj(id).zone;
            let which = crate::continuous::Filter { zone, ..*which };
            if !self.described(&which, id, zone, source, controller) {
                return Err(illegal());
            }
        }
        if shroud::stops_targeting(self, id) {
            return Err(Refusal::by(
                &[rules::R115_1, rules::R702_18A],
                "a permanent with shroud can't be the target of spells or abilities",
            ));
        }
        if hexproof::stops_targeting(self, id, controller) {
            return Err(Refusal::by(
                &[rules::R115_1, rules::R702_11B],
                "a permanent with hexproof can't be the target of spells or abilities its controller's opponents control",
            ));
        }
        Ok(())
    }

    /// The legal choices for `slot`: players, then permanents, then spells; for a card in a
    /// graveyard, the cards of each player's graveyard in seat order.
    pub(crate) fn target_choices<'a>(
        &'a self,
        slot: &'a TargetSlot,
        source: ObjectId,
        controller: PlayerId,
    ) -> impl Iterator<Item = Target> + 'a {
        let in_graveyards = slot.kind == TargetKind::CardInGraveyard;
        let players = self.active_players().map(|(p, _)| Target::Player(p));
        let permanents = self.battlefield.iter().map(|&id| Target::Object(id));
        let spells = self.stack.iter().filter_map(|item| item.object).map(Target::Object);
        let graveyards = self
            .players
            .iter()
            .filter(move |_| in_graveyards)
            .flat_map(|p| p.graveyard.iter().map(|&id| Target::Object(id)));
        players
            .chain(permanents)
            .chain(spells)
            .chain(graveyards)
            .filter(move |&t| self.can_target(slot, t, source, controller))
    }

    /// Whether each instance of the word "target" in `text` has as many legal choices as it
    /// needs, different ones for the same instance (601.2c); a spell or ability that can't
    /// have them can't be cast or activated, and a triggered one is removed (603.3d).
    #[rule("601.2c")]
    pub(crate) fn targets_available(&self, text: &AbilityText, source: ObjectId, controller: PlayerId) -> bool {
        text.targets.iter().all(|slot| {
            slot.min == 0
                || self
                    .target_choices(slot, source, controller)
                    .nth(usize::from(slot.min) - 1)
                    .is_some()
        })
    }
}
