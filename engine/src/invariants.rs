//! Invariants of a game state, checked after every action by the soak tests.

use crate::action::{Decision, NumberOf};
use crate::announce::{Announced, Stage};
use crate::game::{Game, ObjectId, Zone};
use crate::generated::keyword_abilities::KeywordAbility;

impl Game {
    /// Checks what must hold between any two actions: every live object is listed in exactly
    /// the zone it records and gone objects in none; stack items name live objects on the
    /// stack; damage and counters only where they may be; the pending decision fits the step;
    /// nobody is asked anything once the game is over; nobody has priority while state-based
    /// actions or triggered abilities wait; a player who has left a game that goes on has
    /// nothing in it (800.4a); and the cached characteristics are
    /// those the layers give when computed afresh (613: no change went unnoticed), a permanent has
    /// a total toxic value exactly when it has toxic (702.164b), only spells and attached
    /// permanents are bestowed (702.103b), with
    /// `sources` counting the objects whose static abilities work where they are. Returns
    /// what is wrong.
    pub fn check_invariants(&self) -> Result<(), String> {
        self.check_invariants_with(true)
    }

    /// [`Game::check_invariants`], comparing the cached characteristics with the layers
    /// computed afresh only when `fresh_layers` says so: that comparison computes every
    /// object's characteristics, which after every action of a game that makes thousands of
    /// tokens makes the check quadratic. Every other invariant is checked either way.
    pub fn check_invariants_with(&self, fresh_layers: bool) -> Result<(), String> {
        self.check_characteristics(fresh_layers)?;
        let mut seen = vec![0u8; self.objects.len()];
        let mut listed = |ids: &[ObjectId], zone: Zone, owner: Option<usize>| -> Result<(), String> {
            for &id in ids {
                let o = self
                    .object(id)
                    .ok_or_else(|| format!("{id} is listed in {zone:?} but does not exist"))?;
                if o.gone || o.zone != zone || owner.is_some_and(|p| p != o.owner.0) {
                    return Err(format!(
                        "{id} ({}) is listed in {zone:?} but records {:?} (gone: {})",
                        self.name(id),
                        o.zone,
                        o.gone
                    ));
                }
                seen[id.0 as usize] += 1;
            }
            Ok(())
        };
        for (i, p) in self.players.iter().enumerate() {
            // Only the active player is controlled by another, during their turn (722.1).
            if p.controlled_by.is_some_and(|c| i != self.turn.active.0 || c.0 == i) {
                return Err(format!(
                    "player {i} is controlled by {:?} outside their own turn, or by themselves",
                    p.controlled_by
                ));
            }
            listed(&p.library, Zone::Library, Some(i))?;
            listed(&p.hand, Zone::Hand, Some(i))?;
            listed(&p.graveyard, Zone::Graveyard, Some(i))?;
        }
        listed(&self.battlefield, Zone::Battlefield, None)?;
        listed(&self.exile, Zone::Exile, None)?;
        listed(&self.command, Zone::Command, None)?;
        listed(&self.phased_out, Zone::PhasedOut, None)?;
        let spells: Vec<ObjectId> = self.stack.iter().filter_map(|s| s.object).collect();
        listed(&spells, Zone::Stack, None)?;
        self.check_left_players()?;
        self.check_statics_elsewhere()?;
        for (i, o) in self.objects.iter().enumerate() {
            let expected = u8::from(!o.gone);
            if seen[i] != expected {
                return Err(format!(
                    "#{i} ({}) is listed {} times, expected {expected}",
                    self.pool.get(o.card).name,
                    seen[i]
                ));
            }
            let permanent = matches!(o.zone, Zone::Battlefield | Zone::PhasedOut);
            if !permanent && !o.gone && (o.damage > 0 || o.tapped) {
                return Err(format!("#{i} is off the battlefield but tapped or damaged"));
            }
            // Only a card being cast bestowed, the spell, and the permanent it became while it
            // is attached are bestowed (702.103b, 702.103f).
            let being_cast = self
                .announcing
                .as_ref()
                .is_some_and(|a| matches!(a.what, Announced::Spell { card, .. } if card.0 as usize == i));
            let may_be_bestowed =
                o.gone || o.zone == Zone::Stack || being_cast || (permanent && o.attached_to.is_some());
            if o.bestowed && !may_be_bestowed {
                return Err(format!(
                    "#{i} ({}) is bestowed in {:?}, attached to {:?}",
                    self.pool.get(o.card).name,
                    o.zone,
                    o.attached_to
                ));
            }
        }
        let sources = self.stack.iter().map(|item| (item.source, item.kind));
        for (source, kind) in sources.chain(self.waiting_triggers.iter().map(|w| (w.source, w.kind))) {
            // Only an inherent ability has no source (724.2).
            let sourceless = matches!(kind, crate::stack::StackKind::Inherent(_));
            if sourceless != (source == ObjectId::NONE) || !sourceless && self.object(source).is_none() {
                return Err(format!(
                    "a stack item's or waiting trigger's source {source} does not exist, or its kind {kind:?} says otherwise"
                ));
            }
        }
        if self.is_over() && self.pending.is_some() {
            return Err("the game is over but a decision is pending".into());
        }
        if let Some(p) = self.pending {
            if self.players[p.player.0].has_lost {
                return Err(format!("{} has lost but is asked to decide", p.player));
            }
            use crate::turn::Step;
            let fits = match p.decision {
                Decision::DeclareAttackers => self.turn.step == Step::DeclareAttackers,
                Decision::DeclareBlockers => self.turn.step == Step::DeclareBlockers,
                Decision::Discard { .. } => self.turn.step == Step::Cleanup,
                Decision::OrderTriggers { .. } => self.turn.step != Step::Untap,
                Decision::AssignCombatDamage { .. } => {
                    matches!(self.turn.step, Step::CombatDamage | Step::FirstStrikeDamage)
                }
                Decision::Priority => self.turn.step != Step::Untap,
                Decision::Mulligan | Decision::BottomCards { .. } => self.turn.number == 1,
                Decision::Choose { .. } => self.question().is_some(),
                Decision::Shortcut { until } => self.shortcut.as_ref().is_some_and(|s| !s.agreed && s.until == until),
                Decision::Chooser => self
                    .announcing
                    .as_ref()
                    .is_some_and(|a| matches!(a.stage, Stage::Chooser(_))),
                Decision::Modes => self.announcing.as_ref().is_some_and(|a| a.stage == Stage::Modes),
                Decision::Splice => self.announcing.as_ref().is_some_and(|a| a.stage == Stage::Splice),
                Decision::OptionalCost { index } => self
                    .announcing
                    .as_ref()
                    .is_some_and(|a| a.stage == Stage::OptionalCost(index)),
                Decision::PayAs { index } => self.announcing.as_ref().is_some_and(|a| a.stage == Stage::PayAs(index)),
                Decision::Targets { slot } => self
                    .announcing
                    .as_ref()
                    .is_some_and(|a| a.stage == Stage::Targets(slot)),
                Decision::Number { of } => self.announcing.as_ref().is_some_and(|a| {
                    matches!(
                        (of, a.stage),
                        (NumberOf::X, Stage::X) | (NumberOf::Share(_), Stage::Division(_))
                    )
                }),
            };
            if !fits {
                return Err(format!("{:?} is pending in the {}", p.decision, self.turn.step));
            }
            // Checked before anyone receives priority (117.5, 704.3), and a bare pass, after
            // which the check is left out, changes nothing they look at.
            if matches!(p.decision, Decision::Priority) && !self.nothing_waits_for_priority() {
                return Err(format!(
                    "{} has priority while state-based actions or triggered abilities wait",
                    p.player
                ));
            }
        }
        // A band is two or more creatures attacking the same (702.22c–d, 702.22f).
        for band in &self.combat.bands {
            let attacks: Vec<_> = band.iter().map(|&m| self.combat.attacked_by(m)).collect();
            if band.len() < 2 || attacks.iter().any(|a| a.is_none() || *a != attacks[0]) {
                return Err(format!("a band of creatures not all attacking the same: {band:?}"));
            }
        }
        if !self.sba_due_is_honest() {
            return Err(
                "state-based actions are marked not due, but a check would find something: \
                        an event that changes what the checks look at is listed as unseen by them"
                    .into(),
            );
        }
        Ok(())
    }

    /// The cached characteristics equal a fresh computation (a clone starts with no cache),
    /// when `fresh_layers` asks for it, and the tallies of what the layers read are right.
    fn check_characteristics(&self, fresh_layers: bool) -> Result<(), String> {
        // Before anything here reads characteristics, which computes the table if none is
        // kept.
        if fresh_layers {
            self.check_layer_cache()?;
        }
        // One pass over the live objects counts what each tally should hold.
        let (mut sources, mut replacements, mut watchers, mut stateful) = (0usize, 0usize, 0usize, 0usize);
        for o in self.objects.iter().filter(|o| !o.gone) {
            sources += usize::from(self.has_effect_source(o));
            replacements += usize::from(self.is_replacement_object(o));
            watchers += usize::from(self.is_watcher(o));
            stateful += usize::from(self.is_stateful(o));
        }
        if sources != self.continuous.sources as usize {
            return Err(format!(
                "{} objects have static abilities that work where they are, but `sources` counts {}",
                sources, self.continuous.sources
            ));
        }
        if replacements != self.replacements.sources as usize {
            return Err(format!(
                "{replacements} permanents have replacement effects, but `replacements.sources` counts {}",
                self.replacements.sources
            ));
        }
        if watchers != self.watching.watchers as usize {
            return Err(format!(
                "{watchers} permanents have abilities that trigger on other objects' events, but `watchers` counts {}",
                self.watching.watchers
            ));
        }
        if stateful != self.watching.stateful as usize {
            return Err(format!(
                "{stateful} permanents have state triggers, but `stateful` counts {}",
                self.watching.stateful
            ));
        }
        if !self.watching.left_together.is_empty() {
            return Err("watchers that left in an event are still kept after it ended".to_owned());
        }
        let active = sources > 0 || !self.continuous.effects.is_empty();
        if self.layers_active() != active {
            return Err(format!(
                "layers_active says {} for {sources} static-ability sources and {} effects",
                self.layers_active(),
                self.continuous.effects.len()
            ));
        }
        for &id in &self.battlefield {
            // The total toxic value and the Toxic keyword say the same thing (702.164b): the
            // damage step reads the count alone.
            let abilities = self.chars(id).abilities;
            if (abilities.toxic > 0) != abilities.keywords.contains(KeywordAbility::Toxic) {
                return Err(format!(
                    "{id} ({}) has a total toxic value of {} but {} the Toxic keyword",
                    self.name(id),
                    abilities.toxic,
                    if abilities.toxic > 0 { "lacks" } else { "has" }
                ));
            }
        }
        Ok(())
    }

    /// [`Game::statics_elsewhere`] lists each object that exists outside the battlefield and
    /// the stack with a static ability working where it is, once, and nothing else.
    fn check_statics_elsewhere(&self) -> Result<(), String> {
        let mut expected: Vec<ObjectId> = (0..self.objects.len() as u32)
            .map(ObjectId)
            .filter(|&id| !self.obj(id).gone && self.has_statics_where_it_is(self.obj(id)))
            .collect();
        let mut listed = self.statics_elsewhere.clone();
        expected.sort_unstable();
        listed.sort_unstable();
        if listed != expected {
            return Err(format!(
                "the objects with static abilities outside the battlefield are {expected:?}, but {listed:?} are listed"
            ));
        }
        Ok(())
    }

    /// In a game that goes on, a player who has left owns no object, controls no permanent
    /// and nothing on the stack, and has no triggered ability waiting (800.4a, 800.4d).
    fn check_left_players(&self) -> Result<(), String> {
        if self.is_over() {
            return Ok(());
        }
        if !self.players.iter().any(|p| p.has_lost) {
            return Ok(());
        }
        let left = |p: crate::game::PlayerId| self.players[p.0].has_lost;
        if let Some((i, o)) = self.objects.iter().enumerate().find(|(_, o)| !o.gone && left(o.owner)) {
            return Err(format!(
                "#{i} ({}) is owned by {}, who has left the game",
                self.pool.get(o.card).name,
                o.owner
            ));
        }
        if let Some(&id) = self.battlefield.iter().find(|&&id| left(self.controller(id))) {
            return Err(format!("{id} is controlled by a player who has left the game"));
        }
        if let Some(item) = self.stack.iter().find(|item| left(item.controller)) {
            return Err(format!(
                "a stack item of {} is controlled by a player who has left the game",
                item.source
            ));
        }
        if let Some(w) = self.waiting_triggers.iter().find(|w| left(w.controller)) {
            return Err(format!(
                "a trigger of {} waits for {}, who has left the game",
                w.source, w.controller
            ));
        }
        if let Some(markers) = &self.grand_melee {
            // One marker at least; each held by a player in the game, but the one whose holder
            // left during their turn, which is handed on as that turn ends (807.4c).
            if markers.markers.is_empty() {
                return Err("a Grand Melee game goes on with no turn marker".into());
            }
            if let Some(m) = markers
                .markers
                .iter()
                .find(|m| left(m.holder) && (m.number != markers.current || m.holder != self.turn.active))
            {
                return Err(format!(
                    "turn marker {} is held by {}, who has left the game",
                    m.number, m.holder
                ));
            }
        }
        Ok(())
    }
}
