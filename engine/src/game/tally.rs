//! What the game keeps count of by the cards of its objects, so that a game pays only for the
//! mechanics its cards use: objects with static abilities that work where they are, permanents
//! with replacement effects, permanents whose abilities watch other objects' events, and the
//! switches that turn on a mechanic once a card that uses it has been in the game.
//!
//! An object counts with its own card and, while a copy effect gives it another card's
//! abilities (707.2), with that card too ([`Object::copied`]).

use crate::cards::{CardDef, CardIdx};
use crate::characteristics::Abilities;
use crate::game::{Game, Object, ObjectId, Zone};
use crate::replacement::cant::Cant;

/// Whether `card` counts in none of the tallies and turns on none of the switches of
/// [`Game::note_mechanics`]: no static, replacement, "can't" or triggered ability, no
/// protection, no requirement or restriction on its attacks and blocks, nothing that makes its
/// spell or its abilities ask or cost differently; not legendary, not a Saga, not a
/// planeswalker, not a world, not printed with toughness 0 or less.
pub(crate) fn counts_for_nothing(card: &CardDef) -> bool {
    card.statics.is_empty()
        && card.replacements.is_empty()
        && card.cants.is_empty()
        && card.protection_from.is_empty()
        && card.triggers.is_empty()
        && !card.may_ask
        && !card.attaches()
        && card.spell_costs.is_empty()
        && !card.you_have_hexproof
        && card.damage_by_toughness.is_none()
        && card.stations_by_toughness.is_none()
        && !card.free_spells_from_hand
        && card.loyalty_costs_additional == 0
        && !card.cost_choices
        && card.flashback.is_none()
        && card.printed_graveyard_keyword().is_none()
        && !card.graveyard_abilities
        && card.morph.is_none()
        && card.bestow.is_none()
        && card.splice.is_none()
        && card.foretell.is_none()
        && card.bound.is_none()
        && !card.spend_mana_as_though_any_color
        && card.cast_from_library_top.is_empty()
        && !card.abilities.iter().any(|a| a.any_player)
        && card.split.is_none()
        && card.combat_rules.is_empty()
        && !card.printed.supertypes.contains(crate::cards::Supertypes::LEGENDARY)
        && !card.printed.subtypes.contains(crate::generated::subtypes::SAGA)
        && !card.printed.types.contains(crate::cards::CardTypes::PLANESWALKER)
        && !card.printed.supertypes.contains(crate::cards::Supertypes::WORLD)
        && !printed_nonpositive_toughness(card)
}

/// Whether `card` is printed with toughness 0 or less (Phyrexian Dreadnought's 12/12 isn't;
/// a 0/0 that enters with counters is).
fn printed_nonpositive_toughness(card: &CardDef) -> bool {
    card.printed.toughness.is_some_and(|t| t <= 0)
}

impl Game {
    /// The cards whose abilities `object` may have: its face that is up's
    /// ([`Object::face`]), and those a copy effect gave it.
    /// A face-down object has no abilities at all (708.2a), whatever copy effects give it.
    fn counted_cards(&self, object: &Object) -> impl Iterator<Item = CardIdx> {
        let face = object.face(&self.pool);
        let copied = match object.face_down {
            true => [None, None],
            false => object.copied,
        };
        std::iter::once(face).chain(copied.into_iter().flatten())
    }

    /// Whether `object` has a static ability that works where it is: on the battlefield, or a
    /// characteristic-defining one anywhere (604.2, 604.3). Such objects turn the layers on.
    pub(crate) fn has_effect_source(&self, object: &Object) -> bool {
        self.counted_cards(object)
            .any(|card| self.pool.get(card).statics_work_in(object.zone))
    }

    /// Whether `object` has a static ability that works where it is and affects objects in
    /// every zone (Mycosynth Lattice on the battlefield).
    fn reaches_everywhere(&self, object: &Object) -> bool {
        self.counted_cards(object)
            .any(|card| self.pool.get(card).statics_reach_everywhere_from(object.zone))
    }

    /// Whether `object`'s replacement and "can't" effects, or the prevention effect of its
    /// protection (702.16e), count for whether replacement effects are in force.
    pub(crate) fn is_replacement_object(&self, object: &Object) -> bool {
        self.counted_cards(object)
            .any(|card| self.is_replacement_source(card, object.zone))
    }

    /// Whether `object` is a permanent with an ability that triggers on other objects' events
    /// (counted in `watching`).
    pub(crate) fn is_watcher(&self, object: &Object) -> bool {
        object.zone == Zone::Battlefield && self.counted_cards(object).any(|card| self.pool.get(card).watches())
    }

    /// Whether `object`, outside the battlefield and the stack, has a static ability that
    /// works where it is ([`Game::statics_elsewhere`]).
    pub(crate) fn has_statics_where_it_is(&self, object: &Object) -> bool {
        object.is_outside_battlefield_and_stack() && self.pool.get(object.card).statics_work_in(object.zone)
    }

    /// Whether `object` is a watcher with a state trigger (603.8).
    pub(crate) fn is_stateful(&self, object: &Object) -> bool {
        self.is_watcher(object)
            && self
                .counted_cards(object)
                .any(|card| self.pool.get(card).has_state_triggers())
    }

    /// Counts `object` in (`up`) or out of the game's tallies, as it arrives in or leaves its
    /// zone, or as a copy effect changes its cards.
    pub(crate) fn tally(&mut self, id: ObjectId, object: &Object, up: bool) {
        if self.has_statics_where_it_is(object) {
            match up {
                true => self.statics_elsewhere.push(id),
                false => self.statics_elsewhere.retain(|&o| o != id),
            }
        }
        if !object.face_down && object.copied == [None, None] {
            let face = self.counted_cards(object).next().unwrap_or(object.card);
            if self.pool.get(face).counts_for_nothing {
                debug_assert!(
                    !self.has_effect_source(object) && !self.is_replacement_object(object) && !self.is_watcher(object)
                );
                return;
            }
        }
        let step = |n: &mut u32| {
            if up {
                *n += 1;
            } else {
                *n -= 1;
            }
        };
        if self.has_effect_source(object) {
            step(&mut self.continuous.sources);
            if self.reaches_everywhere(object) {
                step(&mut self.continuous.everywhere_sources);
            }
            self.refresh_layers_active();
        }
        if self.is_replacement_object(object) {
            step(&mut self.replacements.sources);
        }
        if self.is_watcher(object) {
            step(&mut self.watching.watchers);
        }
        if self.is_stateful(object) {
            step(&mut self.watching.stateful);
        }
        if up {
            // Its own card too while it is face down: it may be turned face up (702.37e).
            for card in self
                .counted_cards(object)
                .chain(object.face_down.then_some(object.card))
            {
                self.note_mechanics(card);
            }
        }
    }

    /// Turns on the mechanics `card` uses, for the rest of the game.
    fn note_mechanics(&mut self, card: CardIdx) {
        let card = self.pool.get(card);
        self.may_ask |= card.may_ask;
        self.attachments_possible |= card.attaches();
        self.cost_changes_possible |= !card.spell_costs.is_empty();
        self.land_mana_triggers_possible |= card.has_land_mana_triggers();
        self.player_hexproof_possible |= card.you_have_hexproof;
        self.by_toughness_possible |= card.damage_by_toughness.is_some() || card.stations_by_toughness.is_some();
        self.free_casting_possible |= card.free_spells_from_hand;
        self.loyalty_cost_changes_possible |= card.loyalty_costs_additional != 0;
        self.cost_choices |= card.cost_choices;
        self.plays_from_graveyard |=
            card.flashback.is_some() || card.graveyard_abilities || card.printed_graveyard_keyword().is_some();
        self.graveyard_statics_possible |= card.statics_reach_graveyards();
        self.dredge_possible |= card.dredge.is_some();
        self.miracle_possible |= card.miracle.is_some();
        self.any_color_spending_possible |= card.spend_mana_as_though_any_color;
        self.face_down_possible |= card.makes_face_down;
        self.day_night_possible |= card.bound.is_some();
        self.ascend_possible |= card
            .printed
            .has(crate::generated::keyword_abilities::KeywordAbility::Ascend);
        self.foretell_possible |= card.foretell.is_some();
        self.bestow_possible |= card.bestow.is_some();
        self.splice_possible |= card.splice.is_some();
        self.library_casting_possible |= !card.cast_from_library_top.is_empty();
        self.any_player_abilities_possible |= card.abilities.iter().any(|a| a.any_player);
        self.legends_possible |= card.printed.supertypes.contains(crate::cards::Supertypes::LEGENDARY);
        self.battles_possible |= card.printed.types.contains(crate::cards::CardTypes::BATTLE);
        self.sagas_possible |= card.printed.subtypes.contains(crate::generated::subtypes::SAGA);
        self.planeswalkers_possible |= card.printed.types.contains(crate::cards::CardTypes::PLANESWALKER);
        self.worlds_possible |= card.printed.supertypes.contains(crate::cards::Supertypes::WORLD);
        self.nonpositive_toughness_possible |= printed_nonpositive_toughness(card);
        self.combat_rules_possible |= !card.combat_rules.is_empty()
            || card
                .cants
                .iter()
                .any(|c| matches!(c, Cant::MoreAttackersThan(_) | Cant::MoreBlockersThan(_)));
        if let Some(halves) = card.split {
            // What either half may be cast with, before one is.
            self.split_possible = true;
            for half in halves {
                self.note_mechanics(half);
            }
        }
    }

    /// A copy effect began or ended: `id` now has the abilities `copied` (its latest copy
    /// effect's), or none but its own, and counts so.
    /// An object that no longer exists counts no more, whatever its copy effects do.
    pub(crate) fn set_copied(&mut self, id: ObjectId, copied: Option<Abilities>) {
        let copied = copied.map_or([None, None], |a| [a.printed, a.extra_trigger.map(|(card, _)| card)]);
        if self.obj(id).gone || self.obj(id).copied == copied {
            return;
        }
        self.retally(id, |o| o.copied = copied);
    }

    /// Changes `id` with `change`, which changes the cards it counts with (a copy effect
    /// beginning or ending, a face turning up), counting it out before and in after.
    pub(crate) fn retally(&mut self, id: ObjectId, change: impl FnOnce(&mut Object)) {
        let before = self.obj(id).clone();
        self.tally(id, &before, false);
        change(self.obj_mut(id));
        let after = self.obj(id).clone();
        self.tally(id, &after, true);
    }
}
