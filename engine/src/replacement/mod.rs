//! Replacement and prevention effects (CR 614–616).
//!
//! What would happen is a [`Proposed`] event. [`Game::propose`] finds the effects in force
//! that apply to it ([`effect`]: static abilities of permanents, and the shields of
//! [`shield`] that resolved spells and abilities made), applies one at a time, each at most
//! once (614.5), the affected player choosing which when several apply (616.1, a decision
//! asked through [`crate::midway`]), and looks again after each (616.1f, 616.2). What is
//! left is performed (`perform.rs`); each replacement is logged first, so the log explains
//! "would have been dealt 3 damage; 1 prevented by Daunting Defender (615.1a)". A game with
//! no replacement effect in force performs events at once.

pub mod cant;
pub mod effect;
mod instead;
mod perform;
mod redirect;
pub mod shield;

use rules_data::RuleId;

use crate::cards::effect::CounterKind;
use crate::cards::CardIdx;
use crate::characteristics::Color;
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId, Zone};
use crate::handlers::keyword_abilities::{dredge, protection};
use crate::midway::{About, Question};
use crate::stack::Target;
use crate::turn::Step;
use crate::{cite, rule};

use cant::Cant;
use effect::{Owner, ReplacementEffect};
use shield::Shield;

/// Where in its owner's library an object put there goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InLibrary {
    /// On top.
    Top,
    /// At the bottom (Wheel of Sun and Moon).
    Bottom,
    /// Anywhere: the library is shuffled afterwards.
    Shuffled,
}

/// An event that would happen, before replacement and prevention effects modify it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Proposed {
    /// `source` would deal `amount` damage to `to` (120.3).
    Damage {
        /// The source.
        source: ObjectId,
        /// The recipient.
        to: Target,
        /// How much.
        amount: u32,
        /// Whether it is combat damage (510.2).
        combat: bool,
    },
    /// `player` would gain `amount` life (119.3).
    GainLife {
        /// Who.
        player: PlayerId,
        /// How much.
        amount: u32,
    },
    /// `player` would lose `amount` life (119.3), from damage (120.3a) or an effect.
    LoseLife {
        /// Who.
        player: PlayerId,
        /// How much.
        amount: u32,
    },
    /// `player` would draw a card (121.1).
    Draw {
        /// Who.
        player: PlayerId,
    },
    /// `player` would draw `count` cards, one at a time (121.2): each draw is an event of its
    /// own.
    DrawCards {
        /// Who.
        player: PlayerId,
        /// How many.
        count: u32,
    },
    /// `object` would be put into `to` (its owner's, 400.3), then its owner's library
    /// shuffled if `shuffle`; `destroy` says whether this is a destruction (701.8).
    Move {
        /// The object.
        object: ObjectId,
        /// The zone.
        to: Zone,
        /// Where in the library it goes, if `to` is a library ("shuffle it into its owner's
        /// library", "put it on the bottom").
        place: InLibrary,
        /// Whether it is being destroyed, and can be regenerated.
        destroy: Destroy,
    },
    /// `object`, destroyed, would be regenerated instead (701.19).
    Regenerate {
        /// The permanent.
        object: ObjectId,
    },
    /// A permanent is entering the battlefield, as [`Entering`] says (614.1c, 614.1d).
    Enter(Entering),
    /// An effect would create `count` tokens under `player`'s control (111.1), each entering
    /// the battlefield as an event of its own, contained in this one (616.1g).
    CreateTokens {
        /// Under whose control.
        player: PlayerId,
        /// What each token is.
        token: NewToken,
        /// How many.
        count: u32,
    },
    /// `count` counters of `kind` would be put on `object` (122.6).
    PutCounters {
        /// The object.
        object: ObjectId,
        /// The kind.
        kind: CounterKind,
        /// How many.
        count: u32,
    },
    /// `player` would lose the game (104.3).
    LoseGame {
        /// Who.
        player: PlayerId,
    },
    /// `player` would win the game by an effect (104.2b), which a "can't win" effect stops.
    WinGame {
        /// Who.
        player: PlayerId,
    },
    /// `player`'s `step` would begin; `skipped` once a skip effect applied (614.10).
    Step {
        /// Whose turn it is.
        player: PlayerId,
        /// The step.
        step: Step,
        /// Whether it is skipped: "instead of doing it, do nothing".
        skipped: bool,
    },
    /// `player` would search their library (701.23a): all of it, or its top `top` cards once
    /// a replacement effect said so (701.23f).
    Search {
        /// Who searches.
        player: PlayerId,
        /// How many cards from the top they search, if not all.
        top: Option<u32>,
    },
    /// `player` mills `count` cards and returns `card` from their graveyard to their hand,
    /// a draw replaced by its dredge ability (702.52a).
    Dredge {
        /// Who.
        player: PlayerId,
        /// The card with dredge.
        card: ObjectId,
        /// Its dredge N.
        count: u32,
    },
    /// `player` returns a card of their choice from their graveyard to their hand.
    ReturnFromGraveyard {
        /// Who.
        player: PlayerId,
    },
    /// The instructions of the effect `key` are followed by `controller`, as an effect of
    /// `source` (Lich's Mirror's "instead").
    Effects {
        /// The effect whose instructions they are.
        key: EffectKey,
        /// The permanent whose effect it is.
        source: ObjectId,
        /// Its controller.
        controller: PlayerId,
    },
}

/// A token an effect creates (111.1): one a card file defines (a `[[token]]`), or a copy of
/// a permanent (707.1), whose copy effect comes from `source`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NewToken {
    /// A token with these characteristics.
    Card(CardIdx),
    /// A token that is a copy of `of`.
    CopyOf {
        /// The permanent copied.
        of: ObjectId,
        /// The spell or ability creating it.
        source: ObjectId,
    },
    /// A token that is a copy of the card `of`, with the exceptions of a keyword's ability
    /// (embalm, eternalize).
    KeywordCopyOf {
        /// The card copied.
        of: ObjectId,
        /// The ability creating it.
        source: ObjectId,
        /// Whose exceptions.
        keyword: crate::copies::KeywordCopy,
    },
}

/// How a permanent enters the battlefield, as replacement effects modify it (614.1c, 614.1d,
/// 614.12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Entering {
    /// The new permanent.
    pub object: ObjectId,
    /// Under whose control.
    pub controller: PlayerId,
    /// The color chosen for it as it enters, if one was (614.12a).
    pub color: Option<Color>,
    /// Whether it enters tapped.
    pub tapped: bool,
    /// How many +1/+1 counters it enters with.
    pub counters: u32,
    /// What it enters as a copy of, if anything (707.5).
    pub copy_of: Option<ObjectId>,
    /// The +1/+1 counters the exception of the copy effect it enters with adds, which a
    /// later copy effect cancels (707.9e).
    pub copy_counters: u32,
}

/// Whether a move is a destruction (701.8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Destroy {
    /// Not a destruction.
    No,
    /// A destruction regeneration can replace.
    Regenerable,
    /// A destruction that "can't be regenerated" (701.19c).
    NotRegenerable,
}

/// Which effect applied: a static ability of a permanent, or a shield.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EffectKey {
    /// The `index`th replacement effect printed on the card whose abilities `source` has.
    Static {
        /// The permanent.
        source: ObjectId,
        /// The card the effect is printed on.
        card: CardIdx,
        /// Which of its replacement effects.
        index: usize,
    },
    /// The shield with this number.
    Shield(u32),
    /// The self-replacement effect of the spell or ability resolving from `source` (614.15).
    Own {
        /// The resolving spell, or the source of the resolving ability.
        source: ObjectId,
    },
    /// The prevention effect of the protection of the permanent `source` (702.16e).
    Protection {
        /// The permanent with protection.
        source: ObjectId,
    },
    /// The rule that a commander going to its owner's hand or library may go to the command
    /// zone instead (903.9b).
    CommandZone {
        /// The commander.
        source: ObjectId,
    },
    /// The dredge ability of the card `source` in a graveyard (702.52a).
    Dredge {
        /// The card with dredge.
        source: ObjectId,
    },
}

/// A resolving spell or ability's replacement of part of its own effect (614.15: Galvanic
/// Blast's metalcraft), in force while that effect's events are proposed.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct SelfReplacement {
    /// Its spell or ability.
    owner: Owner,
    /// What it replaces and with what.
    effect: ReplacementEffect,
}

/// The replacement effects of a game: the count of permanents that can have them, the
/// shields of resolved spells and abilities, and the effects applied to the event being
/// performed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Replacements {
    /// How many objects on the battlefield have a card with replacement effects.
    pub(crate) sources: u32,
    /// Shields from resolved spells and abilities, oldest first.
    pub shields: Vec<Shield>,
    /// The "can't" effects of resolved spells and abilities, until the turn ends (614.17).
    pub(crate) cants: Vec<(Cant, Owner)>,
    /// The "can't" effects of resolved spells and abilities that last for the rest of the
    /// game (611.2a: Stigma Lasher's).
    pub(crate) lasting_cants: Vec<(Cant, Owner)>,
    /// The number the next shield gets.
    pub(crate) next_shield: u32,
    /// The self-replacement effect of the effect being performed, if it has one (614.15).
    own: Option<SelfReplacement>,
    /// The effects applied to the event being performed and the events it became: none of
    /// them applies again to an event that is part of it (614.5).
    pub(crate) applied: Vec<EffectKey>,
    /// The parts split off the events being modified, each with how many of `applied` had
    /// applied to it as it split off: the redirected part of damage (614.9), performed with
    /// the rest of its event.
    split: Vec<(usize, Proposed)>,
    /// Whether an effect gave an object protection its card doesn't print (702.1c): from
    /// then on, for the rest of the game, any permanent's protection may prevent damage.
    pub(crate) protection_granted: bool,
    /// The last event whose commander's owner chose not to put it into the command zone
    /// instead (903.9b): not offered again as it stands, but again once another effect has
    /// changed it. An object's ID names one stay in one zone (400.7), so the event can't
    /// come back later.
    pub(crate) commander_stays: Option<Proposed>,
}

/// One effect that could apply to an event, with who applies it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Candidate {
    /// The effect.
    pub key: EffectKey,
    /// Its source and controller.
    pub(crate) owner: Owner,
}

impl Candidate {
    /// The object the effect comes from: the permanent, or the spell or ability's source.
    pub fn source(&self) -> ObjectId {
        self.owner.source
    }
}

impl Game {
    /// Whether an event may be replaced: a permanent with replacement effects is on the
    /// battlefield or a shield exists. While not, events are performed as proposed.
    #[inline(always)]
    fn replacements_in_force(&self) -> bool {
        self.replacements.sources > 0
            || self.replacements.protection_granted
            || !self.replacements.shields.is_empty()
            || !self.replacements.cants.is_empty()
            || !self.replacements.lasting_cants.is_empty()
            || self.replacements.own.is_some()
            || self.commander_game
            || self.dredge_possible
    }

    /// Whether `card`'s replacement and "can't" effects, and the prevention effect of its
    /// protection (702.16e), count for [`Game::replacements_in_force`] when an object with it
    /// is in `zone` (see [`Game::is_replacement_object`]).
    pub(crate) fn is_replacement_source(&self, card: CardIdx, zone: Zone) -> bool {
        let def = self.pool.get(card);
        zone == Zone::Battlefield
            && !(def.replacements.is_empty() && def.cants.is_empty() && def.protection_from.is_empty())
    }

    /// `object` has just been put onto the battlefield: the effects that modify how it enters
    /// apply to it as it now exists there, with its own static abilities and the effects
    /// already in force (614.12), before anything sees it enter.
    #[rule("614.12")]
    pub(crate) fn enter_replaced(&mut self, object: ObjectId) {
        if self.replacements_in_force() {
            let entering = Proposed::Enter(Entering {
                object,
                controller: self.controller(object),
                color: None,
                tapped: false,
                counters: 0,
                copy_of: None,
                copy_counters: 0,
            });
            self.propose(entering, cite!("614.12"));
        }
    }

    /// `event` would happen because of `rule`: unless a "can't" effect stops it (614.17c:
    /// then nothing modifies it either), replacement and prevention effects modify it (616),
    /// then what it became happens. Returns the object a move or draw made, if any.
    #[rule("614.17c")]
    pub(crate) fn propose(&mut self, event: Proposed, rule: RuleId) -> Option<ObjectId> {
        if !self.replacements_in_force() {
            return self.perform_event(event, rule);
        }
        if let Some((effect, why)) = self.forbidden(&event) {
            cite!("614.17c");
            self.emit(
                why,
                EventKind::CantHappen {
                    effect,
                    event: Box::new(event),
                },
            );
            return None;
        }
        let depth = self.replacements.applied.len();
        let made = self.modify_and_perform(event, rule);
        self.replacements.applied.truncate(depth);
        made
    }

    /// `event` is modified, then performed, with the parts split off it as it was modified
    /// right after it (the redirected part of damage, 614.9): each part is modified in turn
    /// by the effects that had not applied to it as it split off (614.5).
    fn modify_and_perform(&mut self, event: Proposed, rule: RuleId) -> Option<ObjectId> {
        let parts_before = self.replacements.split.len();
        let event = self.modified(event);
        let parts = if self.replacements.split.len() == parts_before {
            Vec::new()
        } else {
            self.replacements.split.split_off(parts_before)
        };
        let made = self.perform_event(event, rule);
        for (applied, part) in parts {
            self.replacements.applied.truncate(applied);
            self.modify_and_perform(part, rule);
        }
        made
    }

    /// Whether the active player's `step`, about to begin, is skipped instead (614.10): the
    /// check is made as it would begin, so a step that has begun can't be skipped any more
    /// and a "next" skip waits for the next one. In a game of shared team turns the step is
    /// the active team's, skipped if an effect makes any of its players skip it, and only
    /// once however many do (805.8).
    #[rule("614.10", "805.8")]
    pub(crate) fn skips(&mut self, step: Step) -> bool {
        let skipped_for = |game: &mut Game, player: PlayerId| {
            let event = game.modified_in_place(Proposed::Step {
                player,
                step,
                skipped: false,
            });
            matches!(event, Proposed::Step { skipped: true, .. })
        };
        if skipped_for(self, self.turn.active) {
            return true;
        }
        if !self.two_headed_giant {
            return false;
        }
        let teammates: Vec<PlayerId> = self.teammates(self.turn.active).collect();
        let skipped = teammates.into_iter().any(|teammate| skipped_for(self, teammate));
        if skipped {
            cite!("805.8");
        }
        skipped
    }

    /// How many cards from the top of their library `player`, about to search it, searches:
    /// all of them (`None`) unless a replacement effect says fewer (701.23f). The check is
    /// made as they would search.
    pub(crate) fn searchable_portion(&mut self, player: PlayerId) -> Option<u32> {
        match self.modified_in_place(Proposed::Search { player, top: None }) {
            Proposed::Search { top, .. } => top,
            _ => None,
        }
    }

    /// What `event`, which its caller carries out itself (a step beginning, a search),
    /// becomes once the effects that apply have modified it; nothing is performed here.
    fn modified_in_place(&mut self, event: Proposed) -> Proposed {
        if !self.replacements_in_force() {
            return event;
        }
        let depth = self.replacements.applied.len();
        let event = self.modified(event);
        self.replacements.applied.truncate(depth);
        event
    }

    /// What `event` becomes once the replacement and prevention effects that apply have
    /// modified it, one at a time (616), each logged.
    #[rule("616.1", "616.1a", "616.1b", "616.1c", "616.1e", "616.1f", "616.2", "614.5", "614.6")]
    fn modified(&mut self, mut event: Proposed) -> Proposed {
        loop {
            let mut candidates = self.candidates(&event);
            // A self-replacement effect is chosen before any other (616.1a, 614.15); then
            // one that changes under whose control the object enters (616.1b); then one that
            // makes it enter as a copy (616.1c).
            if candidates.iter().any(|c| matches!(c.key, EffectKey::Own { .. })) {
                cite!("616.1a");
                candidates.retain(|c| matches!(c.key, EffectKey::Own { .. }));
            } else if candidates.iter().any(|c| self.changes_control(c.key)) {
                cite!("616.1b");
                candidates.retain(|c| self.changes_control(c.key));
            } else if candidates.iter().any(|c| self.copies_as_entering(c.key)) {
                cite!("616.1c");
                candidates.retain(|c| self.copies_as_entering(c.key));
            }
            let chosen = match candidates.as_slice() {
                [] => return event,
                [only] => *only,
                _ => {
                    // The affected player, or the affected object's controller, chooses one
                    // (616.1); with no effect in the vocabulary that makes a card enter back
                    // face up (616.1d), any of them (616.1e).
                    cite!("616.1");
                    cite!("616.1e");
                    let player = self.affected_player(&event);
                    let answer = self.ask(Question {
                        player,
                        about: About::Replacement {
                            event,
                            options: candidates.clone(),
                        },
                    });
                    candidates[answer.min(candidates.len() - 1)]
                }
            };
            // Once applied, it does not apply again to this event or what it becomes (614.5);
            // the others that apply now are looked for again (616.1f, 616.2).
            cite!("614.5");
            cite!("616.1f");
            cite!("616.2");
            self.replacements.applied.push(chosen.key);
            let before = event;
            let rule;
            (event, rule) = self.apply_replacement(chosen, event);
            // The replaced event never happens; the modified one does (614.6).
            cite!("614.6");
            self.emit(
                rule,
                EventKind::Replaced {
                    effect: chosen.source(),
                    would: Box::new(before),
                    instead: Box::new(event),
                },
            );
        }
    }

    /// The effects that apply to `event` and have not applied to it yet (614.5): the
    /// self-replacement effect of the effect being performed, the replacement effects of
    /// permanents that have them now (a permanent that lost its abilities has none, 613.1f),
    /// then the shields. Only the effects in force as the event would happen: one made
    /// afterwards can't go back in time (614.4, 615.4).
    #[rule("614.4", "615.4")]
    fn candidates(&self, event: &Proposed) -> Vec<Candidate> {
        let mut out = Vec::new();
        if let Some(own) = &self.replacements.own {
            let key = EffectKey::Own {
                source: own.owner.source,
            };
            if !self.replacements.applied.contains(&key) && self.watches(&own.effect, event, own.owner) {
                out.push(Candidate { key, owner: own.owner });
            }
        }
        if self.replacements.sources > 0 || self.replacements.protection_granted {
            for &id in &self.battlefield {
                let Some(card) = self.ability_source(id) else { continue };
                if let Some(candidate) = self.protection_candidate(id, event) {
                    out.push(candidate);
                }
                for (index, r) in self.pool.get(card).replacements.iter().enumerate() {
                    let key = EffectKey::Static {
                        source: id,
                        card,
                        index,
                    };
                    let owner = Owner {
                        source: id,
                        controller: self.controller(id),
                    };
                    if !self.replacements.applied.contains(&key) && self.watches(r, event, owner) {
                        out.push(Candidate { key, owner });
                    }
                }
            }
        }
        for s in &self.replacements.shields {
            let key = EffectKey::Shield(s.number);
            if !self.replacements.applied.contains(&key) && self.watches(&s.effect, event, s.owner) {
                out.push(Candidate { key, owner: s.owner });
            }
        }
        out.extend(self.command_zone_candidate(event));
        if self.dredge_possible {
            dredge::candidates(self, event, &mut out);
        }
        out
    }

    /// Whether the effect `key` stands for changes under whose control an object enters
    /// (616.1b).
    fn changes_control(&self, key: EffectKey) -> bool {
        self.replacement_effect(key)
            .is_some_and(|e| e.instead == effect::Instead::EnterUnderYourControl)
    }

    /// Whether the effect `key` stands for makes an object enter as a copy (616.1c): Clone's,
    /// Mystic Reflection's, Essence of the Wild's.
    fn copies_as_entering(&self, key: EffectKey) -> bool {
        self.replacement_effect(key).is_some_and(|e| {
            matches!(
                e.instead,
                effect::Instead::EnterAsCopy { .. }
                    | effect::Instead::EnterAsCopyOf(_)
                    | effect::Instead::EnterAsCopyOfThis
            )
        })
    }

    /// The effect a key stands for.
    pub(crate) fn replacement_effect(&self, key: EffectKey) -> Option<&ReplacementEffect> {
        match key {
            EffectKey::Static { card, index, .. } => self.pool.get(card).replacements.get(index),
            EffectKey::Shield(n) => self
                .replacements
                .shields
                .iter()
                .find(|s| s.number == n)
                .map(|s| &s.effect),
            EffectKey::Own { .. } => self.replacements.own.as_ref().map(|o| &o.effect),
            EffectKey::Protection { .. } => Some(&protection::PREVENTS_DAMAGE),
            EffectKey::CommandZone { .. } | EffectKey::Dredge { .. } => None,
        }
    }

    /// The prevention effect of `id`'s protection, if `event` is damage it prevents: damage
    /// to `id` from a source of a color its protection names (702.16e), not applied to this
    /// event yet.
    fn protection_candidate(&self, id: ObjectId, event: &Proposed) -> Option<Candidate> {
        let Proposed::Damage {
            source,
            to: Target::Object(to),
            ..
        } = *event
        else {
            return None;
        };
        let key = EffectKey::Protection { source: id };
        (to == id && !self.replacements.applied.contains(&key) && protection::prevents_damage(self, source, id)).then(
            || Candidate {
                key,
                owner: Owner {
                    source: id,
                    controller: self.controller(id),
                },
            },
        )
    }

    /// `source`'s spell or ability, controlled by `controller`, deals each of `to` its
    /// amount of damage, or `instead` damage when its own "instead" applies (614.15): a
    /// self-replacement effect, in force for these events only and applied before any other
    /// (616.1a).
    #[rule("614.15")]
    pub(crate) fn deal_damage_or_instead(
        &mut self,
        (source, controller): (ObjectId, PlayerId),
        to: &[(Target, u32)],
        instead: Option<u32>,
        rule: RuleId,
    ) {
        self.replacements.own = instead.map(|n| SelfReplacement {
            owner: Owner { source, controller },
            effect: ReplacementEffect {
                would: effect::Would::DealDamage {
                    source: effect::Party::This,
                    to: effect::Party::Anyone,
                    combat: false,
                },
                instead: effect::Instead::Amount(n),
            },
        });
        for &(target, amount) in to {
            self.deal_damage(source, target, amount, false, rule);
        }
        self.replacements.own = None;
    }

    /// Who chooses among the effects that apply to `event`: the affected player, or the
    /// controller of the affected object (its owner if it has none) (616.1).
    fn affected_player(&self, event: &Proposed) -> PlayerId {
        match *event {
            Proposed::Damage {
                to: Target::Player(p), ..
            }
            | Proposed::GainLife { player: p, .. }
            | Proposed::LoseLife { player: p, .. }
            | Proposed::Draw { player: p }
            | Proposed::DrawCards { player: p, .. }
            | Proposed::LoseGame { player: p }
            | Proposed::WinGame { player: p }
            | Proposed::Step { player: p, .. }
            | Proposed::Search { player: p, .. }
            | Proposed::ReturnFromGraveyard { player: p }
            | Proposed::Dredge { player: p, .. }
            | Proposed::CreateTokens { player: p, .. } => p,
            Proposed::Damage {
                to: Target::Object(object),
                ..
            }
            | Proposed::Move { object, .. }
            | Proposed::Regenerate { object }
            | Proposed::Enter(Entering { object, .. })
            | Proposed::PutCounters { object, .. } => self.controller(object),
            Proposed::Effects { controller, .. } => controller,
        }
    }
}
