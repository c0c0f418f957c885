//! Activating abilities (CR 602) and mana abilities (CR 605).

use crate::action::{Payment, Refusal};
use crate::announce::Cost;
use crate::cards::mana::ManaCost;
use crate::cards::{AbilityCost, ActivatedAbility};
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId, Zone};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::generated::rules;
use crate::payment::ManaAtHand;
use crate::stack::{Choices, StackItem, StackKind};
use crate::{cite, rule};

impl Game {
    /// Checks an activated ability: its source on the battlefield under the player's
    /// control, or a card of theirs in the zone the ability works from (602.2, 701.2a: only
    /// the controller, or the owner of an object without one, unless it says any player
    /// may; an Equipment's controller, whoever controls the creature it equips, 301.5d), a
    /// tap cost payable (302.6, 702.10c), "activate only as a sorcery" in a main phase of
    /// their turn with the stack empty (307.5), the legal targets it needs (602.2b), and mana
    /// (`at_hand` as for [`Game::check_cast`]).
    #[rule(
        "602.2", "602.2b", "302.6", "702.10c", "602.5a", "701.2a", "301.5d", "307.5", "113.6m"
    )]
    pub(crate) fn check_activate(
        &self,
        player: PlayerId,
        source: ObjectId,
        ability: usize,
        payment: &Payment,
        at_hand: &ManaAtHand,
    ) -> Result<(), Refusal> {
        let o = self.object(source).ok_or("no such object")?;
        let refused = || {
            Refusal::by(
                &[rules::R602_2, rules::R113_6],
                "you can activate abilities only of permanents you control, or of your cards in the zone the ability works from",
            )
        };
        if o.gone {
            return Err(refused());
        }
        let Some((r, ab)) = self.activated_ability(source, ability) else {
            return Err(if o.zone == Zone::Battlefield {
                "the permanent has no such ability".into()
            } else {
                refused()
            });
        };
        // An ability works only from its zone (113.6): one whose cost moves its card out of a
        // zone, only there (113.6m); a card outside the battlefield is its owner's to use (109.4
        // gives it no controller).
        let yours = match o.zone {
            // "Any player may activate this ability" (602.1b).
            Zone::Battlefield if ab.any_player => {
                cite!("602.1b");
                true
            }
            Zone::Battlefield => self.controller(source) == player,
            _ => o.owner == player,
        };
        if o.zone != ab.zone || !yours {
            return Err(refused());
        }
        if self.range.is_some() && !crate::range_of_influence::may_activate(self, player, source) {
            return Err(Refusal::by(
                &[rules::R801_6],
                "a player can't activate the abilities of an object outside their range of influence",
            ));
        }
        if ab.cost.tap {
            if o.tapped {
                return Err(Refusal::by(
                    &[rules::R602_5A],
                    "a tapped permanent can't pay a {T} cost",
                ));
            }
            if self.summoning_sickness_stops_tapping(source) {
                return Err(Refusal::by(
                    &[rules::R302_6],
                    "a creature's {T} ability needs it under your control since your turn began",
                ));
            }
        }
        if crate::loyalty::printed_cost(ab).is_some() {
            self.check_loyalty_timing(player, source)?;
        }
        if ab.exhaust {
            self.check_exhaust(player, source, r)?;
        }
        if ab.sorcery_speed && !self.sorcery_timing(player) {
            cite!("602.5d");
            return Err(Refusal::by(
                &[rules::R602_5D, rules::R307_5],
                "this ability can be activated only as a sorcery: in a main phase of your turn, with the stack empty",
            ));
        }
        self.check_cost_actions(player, source, &ab.cost.actions)?;
        if !ab.is_mana_ability {
            self.check_fragmented_loop(player, source, ability)?;
        }
        let cost = Cost {
            mana: self.activation_mana(source, &ab.cost),
            payment,
            tapping: ab.cost.tap.then_some(source),
            at_hand,
            x_parity: None,
        };
        self.check_announceable(&ab.text, source, player, Some(&cost), rules::R602_2B)
    }

    /// Activates an ability (602.2): costs paid, then it goes on the stack, or, for a mana
    /// ability, resolves at once (605.3a).
    #[rule("602.1a", "602.2", "605.3a")]
    pub(crate) fn activate(
        &mut self,
        player: PlayerId,
        source: ObjectId,
        ability: usize,
        mut choices: Choices,
        payment: &Payment,
    ) {
        let Some((which, ab)) = self.activated_ability(source, ability) else {
            return;
        };
        let ab: ActivatedAbility = ab.clone();
        let total = self.activation_mana(source, &ab.cost).with_x(choices.x);
        let Some((cost, life)) = total.paying_split(&choices.paid_as) else {
            return;
        };
        let Ok(sources) = self.plan_payment(player, &cost, payment, ab.cost.tap.then_some(source).as_slice()) else {
            return;
        };
        if ab.exhaust {
            self.begin_exhaust(player, source, which);
        }
        // The activation cost: mana, {T} and the rest, all paid (602.1a, 602.2).
        if ab.cost.tap {
            self.tap(source, cite!("602.2"));
        }
        self.pay(player, &cost, &sources);
        self.pay_phyrexian_life(player, life);
        let paying = self.recent.len();
        if crate::loyalty::printed_cost(&ab).is_some() {
            // Once per turn for this permanent (606.3).
            self.loyalty_activated.push(source);
        }
        // What paid it ("the tapped creature", station's, 702.184a), as it last existed.
        choices.paid_with = self.pay_cost_actions(player, source, &ab.cost.actions, cite!("602.2"));
        if ab.cycling {
            self.cycled(player, source, paying);
        }
        let item = StackItem {
            id: self.new_stack_id(),
            object: None,
            source,
            kind: StackKind::Activated(which),
            controller: player,
            choices: choices.clone(),
        };
        self.emit(
            cite!("602.2"),
            EventKind::Activated {
                player,
                source,
                item: item.id,
                choices: Box::new(choices),
            },
        );
        if ab.is_mana_ability {
            for effect in &ab.text.effects {
                self.perform_effect(effect, &item);
            }
            if let Some(mana) = ab.tap_mana() {
                self.land_tapped_for_mana(player, source, mana);
            }
        } else {
            self.stack.push(item);
        }
    }

    /// The mana part of the activation cost `cost` of an ability of `source`: as printed, or
    /// the object's own mana cost where the effect that gave it the ability defines it so,
    /// worked out now (702.1b).
    #[rule("702.1b")]
    pub(crate) fn activation_mana(&self, source: ObjectId, cost: &AbilityCost) -> ManaCost {
        if cost.its_mana_cost {
            cite!("702.1b");
            return self.mana_cost(source).unwrap_or_default();
        }
        cost.mana.unwrap_or_default()
    }

    /// Whether `id` is a creature that has not been under its controller's control since
    /// their most recent turn began and lacks haste, so that it can't pay {T} (302.6).
    #[inline(always)]
    pub(crate) fn summoning_sickness_stops_tapping(&self, id: ObjectId) -> bool {
        self.obj(id).summoning_sick && self.is_creature(id) && !self.has(id, KeywordAbility::Haste)
    }
}
