//! What each "instead" makes of the event it replaces (CR 614.1, 614.9, 614.10, 614.15,
//! 615, 701.19).

use super::InLibrary;
use rules_data::RuleId;

use super::effect::Instead;
use super::{Candidate, EffectKey, Entering, Proposed};
use crate::cards::CardIdx;
use crate::characteristics::Color;
use crate::continuous::Chosen;
use crate::continuous::Duration;
use crate::game::{Game, ObjectId, Zone};
use crate::midway::{About, Question};
use crate::{cite, rule};

impl Game {
    /// Applies the chosen effect to `event`: the event it becomes, and the rule the effect
    /// followed (prevention 615.1a, regeneration 701.19a, "enters" effects 614.1c and
    /// 614.1d, redirection 614.9, skipping 614.10, a spell's own "instead" 614.15, any other
    /// "instead" 614.1a). A shield is used up as it applies (615.7, 701.19a).
    #[rule(
        "614.1a", "614.1c", "614.1d", "614.12", "614.12a", "614.15", "615.1a", "615.7", "615.10", "615.12", "701.19a"
    )]
    pub(super) fn apply_replacement(&mut self, chosen: Candidate, event: Proposed) -> (Proposed, RuleId) {
        match chosen.key {
            EffectKey::CommandZone { source } => return self.command_zone_instead(source, event),
            EffectKey::Dredge { source } => {
                return crate::handlers::keyword_abilities::dredge::instead(self, source, event)
            }
            _ => {}
        }
        let Some(instead) = self.replacement_effect(chosen.key).map(|e| e.instead.clone()) else {
            return (event, cite!("614.1a"));
        };
        let key = chosen.key;
        // "Enter as a copy of [this]" is of the effect's source (Essence of the Wild).
        let instead = match instead {
            Instead::EnterAsCopyOfThis => Instead::EnterAsCopyOf(chosen.owner.source),
            other => other,
        };
        match (instead, event) {
            (
                Instead::Double,
                Proposed::Damage {
                    source,
                    to,
                    amount,
                    combat,
                },
            ) => (
                Proposed::Damage {
                    source,
                    to,
                    amount: amount * 2,
                    combat,
                },
                cite!("614.1a"),
            ),
            (Instead::Double, Proposed::GainLife { player, amount }) => (
                Proposed::GainLife {
                    player,
                    amount: amount * 2,
                },
                cite!("614.1a"),
            ),
            (Instead::Double, Proposed::LoseLife { player, amount }) => (
                Proposed::LoseLife {
                    player,
                    amount: amount * 2,
                },
                cite!("614.1a"),
            ),
            (Instead::Double, Proposed::CreateTokens { player, token, count }) => (
                Proposed::CreateTokens {
                    player,
                    token,
                    count: count * 2,
                },
                cite!("614.16"),
            ),
            (Instead::Double, Proposed::PutCounters { object, kind, count }) => (
                Proposed::PutCounters {
                    object,
                    kind,
                    count: count * 2,
                },
                cite!("614.16"),
            ),
            (Instead::LoseThatMuch, Proposed::GainLife { player, amount }) => {
                (Proposed::LoseLife { player, amount }, cite!("614.1a"))
            }
            (Instead::Plus(n), Proposed::PutCounters { object, kind, count }) => (
                Proposed::PutCounters {
                    object,
                    kind,
                    count: count + n,
                },
                cite!("614.1a"),
            ),
            (
                Instead::Prevent(limit),
                Proposed::Damage {
                    source,
                    to,
                    amount,
                    combat,
                },
            ) => {
                // Damage that can't be prevented is still offered to the prevention effects,
                // which prevent none of it and are not used up (615.12).
                if self.unpreventable(source) {
                    return (event, cite!("615.12"));
                }
                // A shield of N prevents up to N and is reduced by what it prevented (615.7);
                // a static "prevent N of that damage" prevents N of each event (615.10).
                let prevented = limit.map_or(amount, |n| n.min(amount));
                let rule = match key {
                    EffectKey::Shield(n) => {
                        cite!("615.7");
                        self.use_shield(n, prevented);
                        cite!("615.1a")
                    }
                    // Protection prevents all of it (702.16e).
                    EffectKey::Protection { .. } => cite!("702.16e"),
                    _ => {
                        cite!("615.10");
                        cite!("615.1a")
                    }
                };
                (
                    Proposed::Damage {
                        source,
                        to,
                        amount: amount - prevented,
                        combat,
                    },
                    rule,
                )
            }
            (Instead::Amount(amount), Proposed::Damage { source, to, combat, .. }) => (
                Proposed::Damage {
                    source,
                    to,
                    amount,
                    combat,
                },
                cite!("614.15"),
            ),
            (Instead::RedirectToThis, Proposed::Damage { .. }) => self.redirect_to(chosen.owner.source, event),
            (Instead::RedirectNext { left, to }, Proposed::Damage { .. }) => self.redirect_next(key, left, to, event),
            (Instead::Exile, Proposed::Move { object, destroy, .. }) => (
                Proposed::Move {
                    object,
                    to: Zone::Exile,
                    place: InLibrary::Top,
                    destroy,
                },
                cite!("614.1a"),
            ),
            (Instead::IntoLibrary { place, reveal }, Proposed::Move { object, destroy, .. }) => {
                if reveal {
                    let owner = self.obj(object).owner;
                    crate::handlers::keyword_actions::reveal::reveal(self, owner, object);
                }
                (
                    Proposed::Move {
                        object,
                        to: Zone::Library,
                        place,
                        destroy,
                    },
                    cite!("614.1a"),
                )
            }
            (Instead::Regenerate, Proposed::Move { object, .. }) => {
                if let EffectKey::Shield(n) = key {
                    self.use_shield(n, 1);
                }
                (Proposed::Regenerate { object }, cite!("701.19a"))
            }
            (Instead::EnterTapped, Proposed::Enter(entering)) => (
                Proposed::Enter(Entering {
                    tapped: true,
                    ..entering
                }),
                cite!("614.1d"),
            ),
            (Instead::EnterWithCounters(n), Proposed::Enter(entering)) => (
                Proposed::Enter(Entering {
                    counters: entering.counters + n,
                    ..entering
                }),
                cite!("614.1c"),
            ),
            (Instead::EnterWithACounterForEachKick, Proposed::Enter(entering)) => (
                Proposed::Enter(Entering {
                    // Linked to the multikicker printed on it (702.33e): the permanent
                    // remembers how many times its spell was kicked.
                    counters: entering.counters + u32::from(self.obj(entering.object).times_kicked),
                    ..entering
                }),
                cite!("702.33e"),
            ),
            (Instead::ChooseColor, Proposed::Enter(entering)) => {
                // Chosen before it enters (614.12a), by the player it enters under; the
                // effects still to apply see the color (614.12). A permanent entering as a
                // copy makes the choice anew (707.6).
                cite!("614.12a");
                if entering.copy_of.is_some() {
                    cite!("707.6");
                }
                let answer = self.ask(Question {
                    player: entering.controller,
                    about: About::Color {
                        object: entering.object,
                    },
                });
                let color = Color::ALL[answer.min(Color::ALL.len() - 1)];
                let before = self.obj(entering.object).chosen;
                self.set_chosen(
                    entering.object,
                    Chosen {
                        color: Some(color),
                        by: printed_on(key),
                        ..before
                    },
                );
                (
                    Proposed::Enter(Entering {
                        color: Some(color),
                        ..entering
                    }),
                    cite!("614.1c"),
                )
            }
            (Instead::ChooseCreatureType, Proposed::Enter(entering)) => {
                // Chosen before it enters (614.12a), one existing creature type (205.3e); a
                // permanent entering as a copy makes the choice anew (707.6).
                cite!("205.3e");
                if entering.copy_of.is_some() {
                    cite!("707.6");
                }
                let answer = self.ask(Question {
                    player: entering.controller,
                    about: About::CreatureType {
                        object: entering.object,
                    },
                });
                let types = crate::midway::creature_types();
                if let Some(&t) = types.get(answer.min(types.len() - 1)) {
                    let before = self.obj(entering.object).chosen;
                    self.set_chosen(
                        entering.object,
                        Chosen {
                            creature_type: Some(t),
                            by: printed_on(key),
                            ..before
                        },
                    );
                }
                (Proposed::Enter(entering), cite!("614.1c"))
            }
            (Instead::EnterAsCopy { of, except }, Proposed::Enter(entering)) => {
                // It becomes a copy as it enters, not after (707.5): the effects still to
                // apply, and its abilities that trigger on entering, see the copy (614.12).
                let object = entering.object;
                let options: Vec<ObjectId> = self
                    .matching(&of, object, entering.controller)
                    .filter(|&id| id != object)
                    .collect();
                let chosen = self.pick(entering.controller, options, 1, true, |options| About::CopyOf {
                    object,
                    options,
                });
                let Some(original) = chosen.as_deref().and_then(<[ObjectId]>::first).copied() else {
                    return (Proposed::Enter(entering), cite!("707.5"));
                };
                (
                    Proposed::Enter(self.enter_as_copy(entering, original, &except, object)),
                    cite!("707.5"),
                )
            }
            (Instead::EnterAsCopyOf(original), Proposed::Enter(entering)) => {
                // As it enters, not after (707.5): the effects still to apply, and its
                // abilities that trigger on entering, see the copy (614.12).
                if let EffectKey::Shield(n) = key {
                    self.use_shield_for_event(n);
                }
                let except = crate::copies::CopyExceptions::default();
                let entered = self.enter_as_copy(entering, original, &except, chosen.owner.source);
                (Proposed::Enter(entered), cite!("614.1c"))
            }
            (Instead::TurnFaceDown(those), Proposed::Enter(entering)) => {
                // Before it is on the battlefield, so the permanents are all others.
                let permanents: Vec<ObjectId> = self.matching(&those, entering.object, entering.controller).collect();
                for permanent in permanents {
                    self.turn_face_down(permanent);
                }
                (Proposed::Enter(entering), cite!("614.1c"))
            }
            (Instead::EnterUnderYourControl, Proposed::Enter(entering)) => {
                // The effects still to apply see the permanent as it would exist with this
                // one applied (614.12): under its new controller.
                cite!("614.12");
                let controller = chosen.owner.controller;
                self.set_base_controller(entering.object, controller);
                (Proposed::Enter(Entering { controller, ..entering }), cite!("614.1a"))
            }
            (Instead::Skip, Proposed::Step { player, step, .. }) => {
                if let EffectKey::Shield(n) = key {
                    self.use_shield(n, 1);
                }
                (
                    Proposed::Step {
                        player,
                        step,
                        skipped: true,
                    },
                    cite!("614.10"),
                )
            }
            (Instead::SearchTop(n), Proposed::Search { player, top }) => (
                Proposed::Search {
                    player,
                    top: Some(top.map_or(n, |t| t.min(n))),
                },
                cite!("614.1a"),
            ),
            (Instead::DrawThatMany, Proposed::GainLife { player, amount }) => {
                (Proposed::DrawCards { player, count: amount }, cite!("614.1a"))
            }
            (Instead::ReturnFromGraveyard, Proposed::Draw { player }) => {
                (Proposed::ReturnFromGraveyard { player }, cite!("614.1a"))
            }
            (Instead::Effects(_), Proposed::LoseGame { .. }) => (
                Proposed::Effects {
                    key,
                    source: chosen.owner.source,
                    controller: chosen.owner.controller,
                },
                cite!("614.1a"),
            ),
            // The card loader accepts each "instead" only with the events it can replace.
            (_, event) => (event, cite!("614.1a")),
        }
    }

    /// The permanent `entering` becomes a copy of `original`, with `except`, as it enters,
    /// by the effect of `source` (707.5): how it enters now. The counters an earlier copy
    /// effect's exception would add don't come once another copy effect applies (707.9e).
    #[rule("707.5", "707.9e")]
    fn enter_as_copy(
        &mut self,
        entering: Entering,
        original: ObjectId,
        except: &crate::copies::CopyExceptions,
        source: ObjectId,
    ) -> Entering {
        let object = entering.object;
        self.become_copy(
            object,
            original,
            except,
            source,
            entering.controller,
            Duration::Indefinite,
            cite!("707.5"),
        );
        Entering {
            copy_of: Some(original),
            // Only this copy effect's exception counts: the counters of one it entered with
            // before no longer come (707.9e).
            copy_counters: {
                cite!("707.9e");
                except.counters_for(self, object)
            },
            ..entering
        }
    }
}

/// The card a replacement effect is printed on: the one whose "as [this] enters" ability
/// makes a choice, which that card's abilities refer to (607.2d).
fn printed_on(key: EffectKey) -> Option<CardIdx> {
    match key {
        EffectKey::Static { card, .. } => Some(card),
        _ => None,
    }
}
