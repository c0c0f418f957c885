//! Targets (CR 115): what a spell or ability may target, and whether it has the targets it
//! needs. They are announced with the rest of its choices (`crate::announce`).

use crate::action::Refusal;
use crate::cards::target::TargetKind;
use crate::cards::{AbilityText, TargetSlot};
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId};
use crate::generated::rules;
use crate::handlers::keyword_abilities::{hexproof, protection, shroud};
use crate::midway::{About, Question};
use crate::stack::Target;
use crate::{cite, rule};

impl Game {
    /// Whether `target` is a legal target for `slot` of a spell or ability from `source`
    /// controlled by `controller`: see `check_target`.
    #[inline]
    pub fn can_target(&self, slot: &TargetSlot, target: Target, source: ObjectId, controller: PlayerId) -> bool {
        self.check_target(slot, target, source, controller).is_ok()
    }

    /// Checks that `target` is a legal target for `slot` of a spell or ability from `source`
    /// controlled by `controller` (115.1, 115.4): of the kind the slot names and fitting its
    /// description, and not stopped by shroud (702.18a), protection (702.16b) or, for an
    /// opponent's spell or ability, hexproof (702.11b).
    #[rule("115.1")]
    pub(crate) fn check_target(
        &self,
        slot: &TargetSlot,
        target: Target,
        source: ObjectId,
        controller: PlayerId,
    ) -> Result<(), Refusal> {
        let illegal = || Refusal::by(&[rules::R115_1, rules::R115_4], "that is not a legal target for it");
        if !self.fits_slot(slot, target, source, controller) {
            return Err(illegal());
        }
        if !crate::range_of_influence::may_target(self, controller, target) {
            return Err(Refusal::by(
                &[rules::R115_1, rules::R801_4],
                "that is outside the range of influence of the spell's or ability's controller",
            ));
        }
        let id = match target {
            Target::Object(id) => id,
            Target::Player(p) => {
                if hexproof::stops_targeting_player(self, p, controller) {
                    return Err(Refusal::by(
                        &[rules::R115_1, rules::R702_11C],
                        "a player with hexproof can't be the target of spells or abilities their opponents control",
                    ));
                }
                return Ok(());
            }
        };
        if slot.in_combat_with_source
            && !self
                .combat
                .blocks
                .iter()
                .any(|&pair| pair == (id, source) || pair == (source, id))
        {
            return Err(Refusal::by(
                &[rules::R115_1],
                "that creature is neither blocking nor blocked by the ability's source",
            ));
        }
        if shroud::stops_targeting(self, id) {
            return Err(Refusal::by(
                &[rules::R115_1, rules::R702_18A],
                "a permanent with shroud can't be the target of spells or abilities",
            ));
        }
        if protection::stops_targeting(self, id, source) {
            return Err(Refusal::by(
                &[rules::R115_1, rules::R702_16B],
                "a permanent with protection can't be the target of spells, or abilities from sources, of the stated quality",
            ));
        }
        if let Some(rule) = hexproof::stops_targeting(self, id, controller, source) {
            return Err(Refusal::by(
                &[rules::R115_1, rule],
                "a permanent with hexproof can't be the target of spells or abilities its controller's opponents control (of the stated quality, for hexproof from one)",
            ));
        }
        Ok(())
    }

    /// Whether `target` is of the kind `slot` names and fits its description, for a spell or
    /// ability from `source` controlled by `controller`; what an Aura's enchant ability
    /// allows it to enchant (702.5a), targeting's own restrictions left out.
    pub(crate) fn fits_slot(&self, slot: &TargetSlot, target: Target, source: ObjectId, controller: PlayerId) -> bool {
        if !self.is_legal_target(slot.kind, target) {
            return false;
        }
        match (target, &slot.which) {
            (Target::Player(p), _) if slot.kind == TargetKind::Opponent => self.opponents(controller).any(|o| o == p),
            (Target::Player(p), _) if slot.kind == TargetKind::Teammate => self.teammates(controller).any(|t| t == p),
            (Target::Object(id), Some(which)) => {
                let zone = self.obj(id).zone;
                let which = crate::continuous::Filter { zone, ..*which };
                self.described(&which, id, zone, source, controller)
            }
            _ => true,
        }
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
    /// needs, different ones for the same instance (601.2c), and for an "other" one
    /// different from the targets the earlier instances need too; a spell or ability that
    /// can't have them can't be cast or activated, and a triggered one is removed (603.3d).
    #[rule("601.2c")]
    pub(crate) fn targets_available(&self, text: &AbilityText, source: ObjectId, controller: PlayerId) -> bool {
        let mut earlier = 0;
        text.targets.iter().all(|slot| {
            let needed = usize::from(slot.min) + if slot.other { earlier } else { 0 };
            earlier += usize::from(slot.min);
            needed == 0 || self.target_choices(slot, source, controller).nth(needed - 1).is_some()
        })
    }
}

/// Checks `target`, chosen for the instance of the word "target" numbered `index`, against
/// the targets chosen before it, `chosen` (this instance's and the earlier ones'): not among
/// this instance's (115.3), nor, for an "other" instance, the earlier ones'; and for one
/// "from their graveyard", owned by the player chosen for the instance it names.
#[rule("115.3")]
pub(crate) fn check_with_chosen(
    game: &Game,
    slot: &TargetSlot,
    index: u8,
    target: Target,
    chosen: &[(u8, Target)],
) -> Result<(), Refusal> {
    if chosen.contains(&(index, target)) {
        return Err(Refusal::by(
            &[rules::R601_2C, rules::R115_3],
            "the same target can't be chosen twice for one instance of the word \"target\"",
        ));
    }
    // `chosen` holds this instance's targets and earlier ones' only.
    if slot.other && chosen.iter().any(|&(i, t)| i != index && t == target) {
        return Err(Refusal::by(
            &[rules::R601_2C],
            "an \"other\" target can't be one of the earlier instances' targets",
        ));
    }
    if !owned_as_announced(game, slot, target, chosen) {
        return Err(Refusal::by(
            &[rules::R601_2C, rules::R115_1],
            "that is not owned by the player chosen as the earlier target",
        ));
    }
    Ok(())
}

/// Whether `target` of `slot` is owned by the player chosen among `chosen` for the earlier
/// instance of the word "target" the slot names ("target cards from their graveyard"); true
/// for a slot that names none.
pub(crate) fn owned_as_announced(game: &Game, slot: &TargetSlot, target: Target, chosen: &[(u8, Target)]) -> bool {
    let Some(earlier) = slot.owned_by else {
        return true;
    };
    match target {
        Target::Object(id) => chosen.contains(&(earlier, Target::Player(game.obj(id).owner))),
        Target::Player(_) => false,
    }
}

impl Game {
    /// `player` may choose new targets for `spell` (115.7d): for each of its targets in
    /// order, they leave it or pick a legal new one. Only the final set is judged (115.7e):
    /// if it breaks 115.3 or an "other", nothing changes. Each share of a divided amount
    /// stays with its place (115.7f).
    #[rule("115.7d")]
    pub(crate) fn choose_new_targets(&mut self, player: PlayerId, spell: ObjectId) {
        let Some((controller, item, new, became)) = self.change_targets(player, spell) else {
            return;
        };
        self.emit(
            cite!("115.7d"),
            EventKind::TargetsChanged {
                spell,
                targets: new,
                became: Box::new((controller, item, became)),
            },
        );
    }

    /// What [`Game::choose_new_targets`] does but report it: `player` picks new targets for
    /// `spell` one at a time (115.7d), only a legal final set taking effect (115.7e), the
    /// shares of a divided amount staying with their places (115.7f). Returns, when they
    /// changed, the spell's controller and stack item, its targets and the objects that
    /// became targets.
    #[rule("115.7e", "115.7f")]
    #[allow(clippy::type_complexity)]
    pub(crate) fn change_targets(
        &mut self,
        player: PlayerId,
        spell: ObjectId,
    ) -> Option<(PlayerId, crate::stack::StackId, Vec<(u8, Target)>, Vec<ObjectId>)> {
        let index = self.stack.iter().position(|item| item.object == Some(spell))?;
        let item = self.stack[index].clone();
        let text = self.item_text(&item).clone();
        let old = item.choices.targets.clone();
        let mut new = old.clone();
        for place in 0..old.len() {
            let (slot_index, current) = old[place];
            let Some(slot) = text.slot(&item.choices.modes, slot_index) else {
                continue;
            };
            let options: Vec<Target> = self
                .target_choices(slot, item.source, item.controller)
                .filter(|&t| t != current)
                .collect();
            if options.is_empty() {
                continue;
            }
            let answer = self.ask(Question {
                player,
                about: About::NewTarget {
                    spell,
                    current,
                    options: options.clone(),
                },
            });
            if let Some(&target) = answer.checked_sub(1).and_then(|i| options.get(i)) {
                new[place].1 = target;
            }
        }
        if new == old {
            return None;
        }
        cite!("115.7e");
        let legal = new.iter().enumerate().all(|(place, &(slot_index, target))| {
            text.slot(&item.choices.modes, slot_index)
                .is_some_and(|slot| check_with_chosen(self, slot, slot_index, target, &new[..place]).is_ok())
        });
        if !legal {
            return None;
        }
        cite!("115.7f");
        let choices = &mut self.stack[index].choices;
        choices.division = old
            .iter()
            .zip(&new)
            .filter_map(|(&(_, was), &(_, now))| {
                let share = choices.division.iter().find(|&&(t, _)| t == was)?.1;
                Some((now, share))
            })
            .collect();
        choices.targets = new.clone();
        let became = crate::stack::objects_among(
            new.iter()
                .map(|&(_, t)| t)
                .filter(|t| !old.iter().any(|(_, was)| was == t)),
        );
        Some((item.controller, item.id, new, became))
    }
}
