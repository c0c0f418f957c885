//! Battles (CR 310): a battle's protector, chosen as it enters (310.8a, 310.11a); who may
//! attack it (310.8b) and who is the defending player then (310.8d); and a Siege's defeat,
//! its intrinsic "When the last defense counter is removed from this permanent, exile it,
//! then you may cast it transformed without paying its mana cost" (310.11b). Its defense
//! counters are put on as it enters (`Game::enters_with_counters`, 310.4b) and removed by
//! damage (`Game::damage_now`, 120.3h); the state-based actions that look at battles are
//! `handlers/sba/r704_5v.rs` to `r704_5x.rs`.

use crate::cards::CardTypes;
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId, Zone};
use crate::generated::subtypes::SIEGE;
use crate::midway::{About, Question};
use crate::stack::{StackItem, StackKind};
use crate::triggers::WaitingTrigger;
use crate::{cite, rule};
use rules_data::RuleId;

impl Game {
    /// Whether `id` is a battle on the battlefield: one that can be attacked (310.5), or go
    /// on being attacked (506.4).
    pub(crate) fn is_battle_on_battlefield(&self, id: ObjectId) -> bool {
        self.object(id).is_some_and(|o| !o.gone && o.zone == Zone::Battlefield) && self.is(id, CardTypes::BATTLE)
    }

    /// The player designated as the protector of `battle` (310.8), if any.
    pub fn protector(&self, battle: ObjectId) -> Option<PlayerId> {
        self.obj(battle).protector
    }

    /// The players who may protect `battle` under `controller`, by its battle type: for a
    /// Siege, the controller's opponents still in the game (310.11a); for a battle with no
    /// battle type, its controller (310.8a).
    #[rule("310.8a", "310.11a")]
    pub(crate) fn protector_candidates(&self, battle: ObjectId, controller: PlayerId) -> Vec<PlayerId> {
        if self.subtypes(battle).contains(SIEGE) {
            self.opponents(controller).collect()
        } else {
            vec![controller]
        }
    }

    /// As a battle enters the battlefield, its controller chooses its protector among the
    /// players who may be (310.8a, 310.11a), asked only when there are two or more. With none,
    /// it has none, and a state-based action puts it into its owner's graveyard (704.5w).
    #[rule("310.8a")]
    pub(crate) fn choose_protector_as_it_enters(&mut self, battle: ObjectId) {
        if !self.is(battle, CardTypes::BATTLE) {
            return;
        }
        let controller = self.controller(battle);
        let options = self.protector_candidates(battle, controller);
        let protector = match options.len() {
            0 => None,
            1 => Some(options[0]),
            _ => {
                let answer = self.ask(Question {
                    player: controller,
                    about: About::Protector {
                        battle,
                        options: options.clone(),
                    },
                });
                options.get(answer).copied()
            }
        };
        if let Some(protector) = protector {
            self.set_protector(battle, protector, cite!("310.8a"));
        }
    }

    /// `protector` becomes the protector of `battle`; the player who was stops being it
    /// (310.8f).
    #[rule("310.8f")]
    pub(crate) fn set_protector(&mut self, battle: ObjectId, protector: PlayerId, rule: RuleId) {
        self.obj_mut(battle).protector = Some(protector);
        self.emit(
            rule,
            EventKind::Protector {
                battle,
                player: protector,
            },
        );
    }

    /// The last defense counter was removed from `battle`: a Siege's intrinsic ability
    /// triggers (310.11b).
    #[rule("310.11b")]
    pub(crate) fn last_defense_counter_removed(&mut self, battle: ObjectId) {
        if self.subtypes(battle).contains(SIEGE) {
            let controller = self.controller(battle);
            self.add_waiting([WaitingTrigger::new(battle, controller, StackKind::SiegeDefeated)]);
        }
    }

    /// Whether `id` is the source of an ability that has triggered but not yet left the
    /// stack: waiting to be put on it, or on it (704.5v).
    pub(crate) fn source_of_a_trigger(&self, id: ObjectId) -> bool {
        self.waiting_triggers.iter().any(|w| w.source == id)
            || self
                .stack
                .iter()
                .any(|item| item.source == id && item.kind.is_triggered())
    }
}

/// Resolves a Siege's defeat trigger (310.11b): the permanent is exiled, then its controller
/// may cast the exiled card transformed without paying its mana cost. If the permanent left
/// the battlefield meanwhile, the ability can't find it (400.7) and does nothing. (Every
/// Siege card has a back face to cast: the card loader refuses one without.)
#[rule("310.11b")]
pub(crate) fn resolve_defeat(game: &mut Game, item: &StackItem) {
    let source = item.source;
    if !game
        .object(source)
        .is_some_and(|o| !o.gone && o.zone == Zone::Battlefield)
    {
        return;
    }
    let rule = cite!("310.11b");
    let Some(exiled) = game.move_object(source, Zone::Exile, crate::game::Position::Top, rule) else {
        return;
    };
    if game.obj(exiled).zone != Zone::Exile {
        return;
    }
    let player = item.controller;
    let cast = game.ask(Question {
        player,
        about: About::May { source: exiled },
    }) == 0;
    if cast {
        // Cast as the ability resolves, it becomes the topmost object on the stack, and no
        // player receives priority after it is cast (608.2g).
        cite!("608.2g");
        game.cast_transformed_free(player, exiled);
    }
}
