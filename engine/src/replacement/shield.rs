//! Shields: the replacement and prevention effects a resolving spell or ability creates
//! (614.1, 615.1), "this turn" (regeneration, 701.19a; "prevent the next N damage", 615.7;
//! Fog's "all combat damage", 615.1a; Gather Specimens' "enters under your control
//! instead", 614.1a), or until used ("skips their next draw step", 614.10).
//! Each lasts until it is used up or the turn ends (614.3, 615.3), a "next step" one until
//! used.

use rules_data::RuleId;

use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId};
use crate::stack::Target;
use crate::{cite, rule};

use super::effect::{Instead, Owner, Party, ReplacementEffect, Would};

/// A replacement or prevention effect a resolved spell or ability made.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Shield {
    /// Its number, unique in the game.
    pub number: u32,
    /// The spell or ability's source, and its controller.
    pub(crate) owner: Owner,
    /// What it does; a prevention shield's amount is what is left of it.
    pub effect: ReplacementEffect,
    /// How many more times it applies ("the next time": once); `None` until the turn ends.
    pub uses: Option<u32>,
    /// Whether it ends with the turn ("this turn"), or lasts until used.
    pub this_turn: bool,
    /// Whether it was used in the event under way, and ends with it: "the next time one or
    /// more [objects] enter" applies to each object entering in that event
    /// (`ShieldKind::NextEnterAsCopies`).
    pub used_in_event: bool,
}

/// What kind of shield a resolving instruction makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShieldKind {
    /// "Regenerate [permanent]" (701.19a).
    Regenerate,
    /// "Prevent the next N damage that would be dealt to [it] this turn" (615.7).
    PreventNext(u32),
    /// "The next `amount` damage that would be dealt to [it] this turn is dealt to `to`
    /// instead" (614.9: Captain's Maneuver).
    RedirectNext {
        /// How much damage it redirects in all.
        amount: u32,
        /// To whom or what.
        to: Target,
    },
    /// "Prevent all combat damage that would be dealt this turn".
    PreventAllCombatDamage,
    /// "Prevent all damage [sources the filter describes] would deal this turn": a rule of
    /// the game for the turn, the sources looked at as each would deal damage (611.2c).
    PreventAllDamageFrom(crate::continuous::Filter),
    /// "If [an object the filter describes] would enter this turn, it enters under your
    /// control instead" (Gather Specimens): the objects looked at as each would enter.
    EnterUnderYourControl(crate::continuous::Filter),
    /// "[Player] skips their next [step]" (614.10).
    SkipNext(crate::turn::Step),
    /// "The next time one or more [objects the filter describes] enter this turn, they enter
    /// as copies of [the object the shield is around]" (Mystic Reflection): the objects
    /// looked at as each would enter (614.12), all of those entering in that one event.
    NextEnterAsCopies(crate::continuous::Filter),
    /// "If [it] would leave the battlefield, exile it instead of putting it anywhere else"
    /// (unearth, 702.84a): for as long as it is on the battlefield.
    ExileIfItWouldLeave,
}

impl Game {
    /// A resolving spell or ability of `source`, controlled by `controller`, makes a shield
    /// of `kind` around `on` (or around everything, for Fog).
    #[rule("701.19a", "615.7", "614.1a", "614.9", "614.10a", "611.2c", "702.84a")]
    pub(crate) fn add_shield(&mut self, kind: ShieldKind, on: Option<Target>, source: ObjectId, controller: PlayerId) {
        let party = match on {
            Some(Target::Object(id)) => Party::Object(id),
            Some(Target::Player(p)) => Party::Player(p),
            None => Party::Anyone,
        };
        let mut this_turn = true;
        let (effect, uses, rule): (ReplacementEffect, Option<u32>, RuleId) = match kind {
            ShieldKind::Regenerate => (
                ReplacementEffect {
                    would: Would::BeDestroyed(party),
                    instead: Instead::Regenerate,
                },
                Some(1),
                cite!("701.19a"),
            ),
            ShieldKind::PreventNext(n) => (
                ReplacementEffect {
                    would: Would::DealDamage {
                        source: Party::Anyone,
                        to: party,
                        combat: false,
                    },
                    instead: Instead::Prevent(Some(n)),
                },
                None,
                cite!("615.7"),
            ),
            ShieldKind::RedirectNext { amount, to } => (
                ReplacementEffect {
                    would: Would::DealDamage {
                        source: Party::Anyone,
                        to: party,
                        combat: false,
                    },
                    instead: Instead::RedirectNext { left: amount, to },
                },
                None,
                cite!("614.9"),
            ),
            ShieldKind::PreventAllCombatDamage => (
                ReplacementEffect {
                    would: Would::DealDamage {
                        source: Party::Anyone,
                        to: party,
                        combat: true,
                    },
                    instead: Instead::Prevent(None),
                },
                None,
                cite!("615.1a"),
            ),
            ShieldKind::PreventAllDamageFrom(filter) => (
                ReplacementEffect {
                    would: Would::DealDamage {
                        // Not the objects the filter describes now: whatever it describes
                        // when damage would be dealt, creatures that enter or become
                        // creatures later included (611.2c).
                        source: Party::Objects(filter),
                        to: party,
                        combat: false,
                    },
                    instead: Instead::Prevent(None),
                },
                None,
                cite!("611.2c"),
            ),
            ShieldKind::EnterUnderYourControl(filter) => (
                ReplacementEffect {
                    would: Would::Enter(Party::Objects(filter)),
                    instead: Instead::EnterUnderYourControl,
                },
                None,
                cite!("614.1a"),
            ),
            ShieldKind::NextEnterAsCopies(filter) => {
                let Party::Object(of) = party else {
                    return;
                };
                (
                    ReplacementEffect {
                        would: Would::Enter(Party::Objects(filter)),
                        instead: Instead::EnterAsCopyOf(of),
                    },
                    Some(1),
                    cite!("614.1c"),
                )
            }
            ShieldKind::ExileIfItWouldLeave => {
                this_turn = false;
                (
                    ReplacementEffect {
                        would: Would::LeaveBattlefield(party),
                        instead: Instead::Exile,
                    },
                    None,
                    cite!("702.84a"),
                )
            }
            ShieldKind::SkipNext(step) => {
                // "Next": it waits for a step that is not skipped, one step for each
                // shield (614.10a).
                this_turn = false;
                (
                    ReplacementEffect {
                        would: Would::BeginStep { step, whose: party },
                        instead: Instead::Skip,
                    },
                    Some(1),
                    cite!("614.10a"),
                )
            }
        };
        let number = self.replacements.next_shield;
        self.replacements.next_shield += 1;
        self.replacements.shields.push(Shield {
            number,
            owner: Owner { source, controller },
            effect,
            uses,
            this_turn,
            used_in_event: false,
        });
        self.emit(
            rule,
            EventKind::ShieldCreated {
                source,
                on,
                kind: Box::new(kind),
            },
        );
    }

    /// Shield `number` applied, preventing or redirecting `amount` damage or replacing one
    /// event: a prevention or redirection shield is reduced by what it prevented or
    /// redirected, a "next time" shield used once (615.7, 701.19a); one with nothing left is
    /// gone.
    pub(crate) fn use_shield(&mut self, number: u32, amount: u32) {
        let Some(i) = self.replacements.shields.iter().position(|s| s.number == number) else {
            return;
        };
        let shield = &mut self.replacements.shields[i];
        let spent = match (&mut shield.effect.instead, &mut shield.uses) {
            (Instead::Prevent(Some(left)) | Instead::RedirectNext { left, .. }, _) => {
                *left -= amount.min(*left);
                *left == 0
            }
            (_, Some(uses)) => {
                *uses -= 1;
                *uses == 0
            }
            _ => false,
        };
        if spent {
            self.replacements.shields.remove(i);
        }
    }

    /// Shield `number`, "the next time one or more [objects] enter", applied to an object
    /// entering: used up now, or, in an event that may move several objects at once, once
    /// that event is over ([`Game::end_shields_used_in_event`]), so that it applies to each
    /// object entering in it.
    pub(crate) fn use_shield_for_event(&mut self, number: u32) {
        if !self.in_event() {
            return self.use_shield(number, 1);
        }
        if let Some(shield) = self.replacements.shields.iter_mut().find(|s| s.number == number) {
            shield.used_in_event = true;
        }
    }

    /// The event under way is over: the shields used in it end.
    pub(crate) fn end_shields_used_in_event(&mut self) {
        if self.replacements.shields.iter().any(|s| s.used_in_event) {
            self.replacements.shields.retain(|s| !s.used_in_event);
        }
    }

    /// The "this turn" shields and "can't" effects end with the turn (514.2: in the cleanup
    /// step); "next step" shields wait for their step. A shield around a permanent's leaving
    /// whose permanent is gone has nothing left to watch, and goes too.
    #[rule("514.2")]
    pub(crate) fn end_shields(&mut self) {
        if !(self.replacements.shields.is_empty() && self.replacements.cants.is_empty()) {
            cite!("514.2");
            let objects = &self.objects;
            self.replacements.shields.retain(|s| {
                !s.this_turn
                    && !matches!(s.effect.would, Would::LeaveBattlefield(Party::Object(id)) if objects[id.0 as usize].gone)
            });
            self.replacements.cants.clear();
        }
    }
}
