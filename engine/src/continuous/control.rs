//! What follows from continuous effects as they begin and end: durations that run out
//! (514.2, 611.2a, 611.2b), and the consequences of a change of control (302.6, 506.4).

use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId, Zone};
use crate::{cite, rule};
use rules_data::RuleId;

use super::{ContinuousEffect, Duration, Modification};

impl Game {
    /// Ends the effects `ended` picks; returns their sources. An object a copy effect that
    /// ended applied to has the abilities of its copy effects left, or its own (707.2).
    pub(crate) fn end_effects(&mut self, ended: impl Fn(&ContinuousEffect) -> bool) -> Vec<ObjectId> {
        let mut sources = Vec::new();
        let mut copies = Vec::new();
        self.continuous.effects.retain(|e| {
            let end = ended(e);
            if end {
                sources.push(e.source);
                if e.modifications.iter().any(|m| matches!(m, Modification::Copy(_))) {
                    copies.extend(e.affected.iter().copied());
                }
            }
            !end
        });
        self.refresh_layers_active();
        if !sources.is_empty() {
            self.invalidate_characteristics();
        }
        for id in copies {
            let copied = self.copied_abilities(id);
            self.set_copied(id, copied);
        }
        sources
    }

    /// Drops the effects whose every object has left its zone: each is a new object there,
    /// which they don't affect (400.7), so they do nothing any more, and the layers need not
    /// apply them (a copy effect lasts as long as the game, 611.2a, but its object doesn't).
    #[rule("400.7")]
    pub(crate) fn drop_spent_effects(&mut self) {
        let objects = &self.objects;
        let before = self.continuous.effects.len();
        self.continuous
            .effects
            .retain(|e| !e.affected.iter().all(|id| objects[id.0 as usize].gone));
        if self.continuous.effects.len() != before {
            self.refresh_layers_active();
            self.invalidate_characteristics();
        }
    }

    /// A player's turn begins, or would have (800.4m): their "until your next turn" effects
    /// end (611.2a), by `rule`, and the creatures they goaded are no longer goaded (701.15a).
    pub(crate) fn end_until_next_turn(&mut self, player: PlayerId, rule: RuleId) {
        crate::handlers::keyword_actions::goad::end_goads_of(self, player);
        let sources = self.end_effects(|e| e.duration == Duration::UntilYourNextTurn && e.controller == player);
        if !sources.is_empty() {
            self.emit(rule, EventKind::EffectsEnded { sources });
        }
    }

    /// A creature spell became cast: the effects that last "until a player casts a creature
    /// spell" end (611.2a).
    #[rule("611.2a")]
    pub(crate) fn end_until_creature_spell_cast(&mut self, spell: ObjectId) {
        if self.continuous.effects.is_empty() || !self.is_creature(spell) {
            return;
        }
        let sources = self.end_effects(|e| e.duration == Duration::UntilCreatureSpellCast);
        if !sources.is_empty() {
            self.emit(cite!("611.2a"), EventKind::EffectsEnded { sources });
        }
    }

    /// Brings the consequences of continuous effects up to date, before anything is decided:
    /// "for as long as you control [this]" effects whose controller no longer controls their
    /// source end, for good (611.2b); then each permanent whose controller changed is removed
    /// from combat (506.4) and has not been controlled by its new controller since their
    /// turn began (302.6), and so is each attacking or blocking creature that stopped being
    /// a creature (506.4); a permanent back under the control of a player who has left the
    /// game is exiled (800.4c). With no effect and no static ability, nothing is looked at.
    pub(crate) fn settle_continuous(&mut self) {
        if !self.continuous.effects.is_empty() {
            self.end_lapsed_effects();
        }
        if self.layers_active() || !self.continuous.changed_control.is_empty() {
            self.notice_control_changes();
        }
        if self.layers_active() {
            self.remove_noncreatures_from_combat();
        }
    }

    /// Ends "for as long as you control [this]" effects whose controller no longer controls
    /// their source (611.2b).
    #[rule("611.2b")]
    fn end_lapsed_effects(&mut self) {
        let lapsed: Vec<usize> = (0..self.continuous.effects.len())
            .filter(|&i| {
                let e = &self.continuous.effects[i];
                let source = self.obj(e.source);
                e.duration == Duration::WhileYouControlSource
                    && (source.gone || source.zone != Zone::Battlefield || self.controller(e.source) != e.controller)
            })
            .collect();
        if lapsed.is_empty() {
            return;
        }
        let mut sources = Vec::new();
        for i in lapsed.into_iter().rev() {
            sources.push(self.continuous.effects.remove(i).source);
        }
        self.refresh_layers_active();
        sources.reverse();
        self.invalidate_characteristics();
        self.emit(cite!("611.2b"), EventKind::EffectsEnded { sources });
    }

    /// Compares each permanent's controller with the last look (613.1b): one whose
    /// controller changed leaves combat (506.4) and is new to its controller (302.6), unless
    /// it went back to a player who has left the game, and is exiled (800.4c).
    #[rule("506.4", "302.6")]
    fn notice_control_changes(&mut self) {
        let before = |game: &Game, id: ObjectId| {
            game.continuous
                .changed_control
                .iter()
                .find(|&&(o, _)| o == id)
                .map_or(game.obj(id).controller, |&(_, p)| p)
        };
        if self
            .battlefield
            .iter()
            .all(|&id| self.controller(id) == before(self, id))
        {
            return;
        }
        let now: Vec<(ObjectId, PlayerId)> = self
            .battlefield
            .iter()
            .map(|&id| (id, self.controller(id)))
            .filter(|&(id, controller)| controller != self.obj(id).controller)
            .collect();
        let mut changed = Vec::new();
        for &id in &self.battlefield {
            let controller = self.controller(id);
            if controller != before(self, id) {
                changed.push((id, controller));
            }
        }
        self.continuous.changed_control = now;
        for (object, to) in changed {
            if self.players[to.0].has_lost {
                self.exile_what_a_departed_player_controls(object);
                continue;
            }
            cite!("506.4");
            self.combat.remove(object);
            cite!("302.6");
            self.obj_mut(object).summoning_sick = true;
            self.obj_mut(object).controlled_since_upkeep = self.players[to.0].upkeeps_begun;
            self.emit(cite!("613.1b"), EventKind::ControlChanged { object, to });
        }
    }
}
