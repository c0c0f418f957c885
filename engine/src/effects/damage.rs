//! Damage (CR 120): dealing it as an event replacement and prevention effects may modify,
//! and what it does to players, creatures, planeswalkers and battles; poison counters
//! (122.1f).

use rules_data::RuleId;

use crate::cards::effect::CounterKind;
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId, Zone};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::replacement::Proposed;
use crate::stack::Target;
use crate::{cite, rule};

impl Game {
    /// `source` would deal `amount` damage (combat damage if `combat`) to `to`: an event
    /// replacement and prevention effects may modify (614.2, 615.2). A source that would
    /// deal 0 damage deals none, and nothing replaces it (614.7a).
    #[rule("614.7a")]
    pub(crate) fn deal_damage(&mut self, source: ObjectId, to: Target, amount: u32, combat: bool, rule: RuleId) {
        if amount == 0 {
            cite!("614.7a");
            return;
        }
        self.propose(
            Proposed::Damage {
                source,
                to,
                amount,
                combat,
            },
            rule,
        );
    }

    /// `source` deals `amount` damage (combat damage if `combat`) to `to` (120.3): a player loses that much life
    /// (120.3a), or gets poison counters from infect (120.3b) and toxic (120.3g), a creature
    /// has it marked (120.3e), a planeswalker loses loyalty (120.3c, 306.8) and a battle
    /// defense (120.3h, 310.6), each of these a permanent is;
    /// deathtouch is remembered for 704.5h (702.2b) and lifelink gains its controller that
    /// much life (120.3f, 702.15b). An amount of 0 (all of it prevented) deals nothing.
    #[rule(
        "120.3a", "120.3b", "120.3c", "120.3d", "120.3e", "120.3f", "120.5", "702.2b", "702.15b", "702.15e", "702.80a",
        "702.90b", "702.90c", "306.8", "310.6"
    )]
    pub(crate) fn damage_now(&mut self, source: ObjectId, to: Target, amount: u32, combat: bool, rule: RuleId) {
        if amount == 0 {
            return;
        }
        let dealt = EventKind::Damage {
            source,
            to,
            amount,
            combat,
        };
        match to {
            Target::Player(p) => {
                if self.players[p.0].has_lost {
                    return;
                }
                self.emit(rule, dealt);
                self.record_commander_damage(source, p, amount, combat);
                if self.has(source, KeywordAbility::Infect) {
                    // Poison counters instead of life (702.90b).
                    cite!("702.90b");
                    self.give_poison(p, amount, cite!("120.3b"));
                } else {
                    self.lose_life(p, amount, cite!("120.3a"));
                }
                let toxic = if combat {
                    crate::handlers::keyword_abilities::toxic::total_toxic_value(self, source)
                } else {
                    0
                };
                if toxic > 0 {
                    // In addition to the damage's other results (120.3g).
                    cite!("120.3g");
                    self.give_poison(p, toxic, cite!("702.164c"));
                }
            }
            Target::Object(id) => {
                let object = self.obj(id);
                if object.gone || object.zone != Zone::Battlefield {
                    return;
                }
                self.emit(rule, dealt);
                if self.is_creature(id) {
                    let wither = self.has(source, KeywordAbility::Wither);
                    let infect = self.has(source, KeywordAbility::Infect);
                    if wither || infect {
                        // -1/-1 counters, not marked damage (702.80a, 702.90c).
                        if wither {
                            cite!("702.80a");
                        }
                        if infect {
                            cite!("702.90c");
                        }
                        self.add_counters(id, CounterKind::MinusOne, amount, cite!("120.3d"));
                    } else {
                        // Marked, not destroyed: state-based actions destroy it later (120.5).
                        cite!("120.3e");
                        cite!("120.5");
                        self.obj_mut(id).damage += amount;
                    }
                    if self.has(source, KeywordAbility::Deathtouch) {
                        cite!("702.2b");
                        self.obj_mut(id).deathtouch_damage = true;
                    }
                }
                // A planeswalker or battle loses counters, a creature too (306.8, 310.6), and
                // one both loses both kinds (120.3c, 120.3h).
                if self.is(id, crate::cards::CardTypes::PLANESWALKER) {
                    self.remove_counters(id, CounterKind::Loyalty, amount, cite!("120.3c"));
                }
                if self.is(id, crate::cards::CardTypes::BATTLE) {
                    self.remove_counters(id, CounterKind::Defense, amount, cite!("120.3h"));
                }
            }
        }
        if self.has(source, KeywordAbility::Lifelink) {
            cite!("120.3f");
            // This source's damage alone: sources dealing damage at once gain life in
            // separate events (702.15e).
            cite!("702.15e");
            let controller = self.controller(source);
            self.gain_life(controller, amount, cite!("702.15b"));
        }
    }

    /// `player` gets `count` poison counters (122.1f): infect's damage to a player (120.3b),
    /// toxic's combat damage (120.3g); none if a "can't get poison counters" effect names them
    /// or, in Two-Headed Giant, a teammate (614.17, 810.10c).
    pub(crate) fn give_poison(&mut self, player: PlayerId, count: u32, rule: RuleId) {
        if let Some(effect) = self.poison_forbidden(player) {
            self.emit(cite!("614.17"), EventKind::NoPoisonCounters { effect, player, count });
            return;
        }
        let total = {
            let p = &mut self.players[player.0];
            p.poison_counters += count;
            p.poison_counters
        };
        if self.two_headed_giant {
            self.share_poison(player);
        }
        self.emit(rule, EventKind::PoisonCounters { player, count, total });
    }
}
