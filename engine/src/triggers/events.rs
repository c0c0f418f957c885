//! Triggered abilities that trigger on game events (CR 603.2): attacking and blocking,
//! becoming tapped or untapped, damage, casting, drawing, gaining and losing life; and the
//! delayed triggered abilities that wait for an event of one object (603.7).

use super::WaitingTrigger;
use crate::cards::{CardIdx, DelayedWhen, TriggerEvent, TriggeredAbility};
use crate::continuous::{Candidate, Whose};
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId, Zone};
use crate::stack::{Choices, StackId, Target};
use crate::{cite, rule};

/// What happened, as trigger events see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum What {
    /// An event a printed triggered ability can name.
    Event(TriggerEvent),
    /// A permanent left the battlefield: what a delayed "when that leaves the battlefield"
    /// waits for.
    LeftTheBattlefield,
}

/// One occurrence of a trigger event in an event (603.2c: one event may hold several).
#[derive(Clone, Copy, Debug)]
struct Occurrence {
    /// What happened.
    what: What,
    /// The object whose event it is; none for a player's event.
    subject: Option<ObjectId>,
    /// For a player's event, whose.
    player: Option<PlayerId>,
    /// The event's other object: "that creature", "that spell".
    that: Option<ObjectId>,
    /// The event's player: "that player".
    that_player: Option<PlayerId>,
    /// The event's amount: "that much".
    amount: u32,
    /// For damage, whether it is combat damage.
    combat: bool,
    /// For a card revealed by a static ability, the permanent whose ability it is: only the
    /// triggered abilities linked to it hear the reveal (607.2h).
    by: Option<ObjectId>,
    /// The spell or ability on the stack the event is about: the one that targets.
    item: Option<StackId>,
}

impl Occurrence {
    /// An object's event with nothing else to it.
    fn of(what: What, subject: ObjectId) -> Occurrence {
        Occurrence {
            what,
            subject: Some(subject),
            player: None,
            that: None,
            that_player: None,
            amount: 0,
            combat: false,
            by: None,
            item: None,
        }
    }

    /// A player's event.
    fn of_player(event: TriggerEvent, player: PlayerId, amount: u32) -> Occurrence {
        Occurrence {
            what: What::Event(event),
            subject: None,
            player: Some(player),
            that: None,
            that_player: Some(player),
            amount,
            combat: false,
            by: None,
            item: None,
        }
    }

    /// The players and objects the event involves.
    fn parties(&self) -> impl Iterator<Item = Target> {
        let objects = self.subject.into_iter().chain(self.that).map(Target::Object);
        objects.chain(self.player.into_iter().chain(self.that_player).map(Target::Player))
    }

    /// Whether a triggered ability whose trigger event is `when` triggers on it (without
    /// looking at whose event it is).
    fn answers(&self, when: TriggerEvent) -> bool {
        match (when, self.what) {
            (TriggerEvent::DealsDamage(kind), What::Event(TriggerEvent::DealsDamage(_))) => {
                kind.counts(self.combat, self.that_player.is_some())
            }
            // Whose spell or ability it is is looked at apart.
            (TriggerEvent::BecomesTarget(_), What::Event(TriggerEvent::BecomesTarget(_))) => true,
            // Who is attacked is looked at apart.
            (TriggerEvent::AttacksPlayerWithMostLife, What::Event(TriggerEvent::Attacks)) => true,
            // The blocker's keywords are looked at apart.
            (TriggerEvent::BecomesBlockedByCreatureWithout(_), What::Event(TriggerEvent::BecomesBlockedBy)) => true,
            // A player's event, of any player: whose it counts is looked at apart.
            (when, What::Event(event)) if when.players().is_some() => {
                std::mem::discriminant(&when) == std::mem::discriminant(&event)
            }
            (when, What::Event(event)) => when == event,
            (_, What::LeftTheBattlefield) => false,
        }
    }
}

/// "Whenever [a creature] attacks": `creature` attacking `defending`, an occurrence only as
/// it is declared as an attacker, so a creature that comes to match a trigger condition
/// later doesn't trigger it (508.2a). The creature is the ability's `that`.
#[rule("508.2a")]
fn attacks(creature: ObjectId, defending: PlayerId) -> Occurrence {
    cite!("508.2a");
    Occurrence {
        that: Some(creature),
        that_player: Some(defending),
        ..Occurrence::of(What::Event(TriggerEvent::Attacks), creature)
    }
}

/// The occurrences of trigger events in `kind` (603.2). Blocking is one event for an ability
/// that triggers when a creature becomes blocked, and one for each blocker for one that
/// triggers when it becomes blocked by a creature (700.1, 509.3b–d). Damage is what was
/// dealt, after prevention (603.2g); becoming tapped is a change of a permanent already on
/// the battlefield (603.2e).
#[rule(
    "603.2", "603.2e", "603.2g", "700.1", "506.5", "509.3a", "509.3b", "509.3c", "509.3d", "508.3a", "702.29d"
)]
fn occurrences(kind: &EventKind) -> Vec<Occurrence> {
    use TriggerEvent as E;
    match *kind {
        EventKind::Attacked { ref attackers } => {
            cite!("508.3a");
            let mut all: Vec<Occurrence> = attackers
                .iter()
                .map(|&(creature, _, defending)| attacks(creature, defending))
                .collect();
            if let [(creature, _, defending)] = attackers[..] {
                cite!("506.5");
                all.push(Occurrence {
                    that: Some(creature),
                    that_player: Some(defending),
                    ..Occurrence::of(What::Event(E::AttacksAlone), creature)
                });
            }
            all
        }
        EventKind::Blocked { ref blocks } => {
            cite!("700.1");
            let mut all = Vec::new();
            for (i, &(blocker, attacker)) in blocks.iter().enumerate() {
                cite!("509.3b");
                all.push(Occurrence {
                    that: Some(attacker),
                    ..Occurrence::of(What::Event(E::Blocks), blocker)
                });
                cite!("509.3d");
                all.push(Occurrence {
                    that: Some(blocker),
                    ..Occurrence::of(What::Event(E::BecomesBlockedBy), attacker)
                });
                if !blocks[..i].iter().any(|&(_, a)| a == attacker) {
                    cite!("509.3c");
                    all.push(Occurrence::of(What::Event(E::BecomesBlocked), attacker));
                    all.push(Occurrence::of(What::Event(E::BlocksOrBecomesBlocked), attacker));
                }
                if !blocks[..i].iter().any(|&(b, _)| b == blocker) {
                    cite!("509.3a");
                    all.push(Occurrence::of(What::Event(E::BlocksOrBecomesBlocked), blocker));
                }
            }
            all
        }
        // Only `Game::tap` and `Game::untap` log these, when a permanent on the battlefield
        // changes; one that enters tapped never becomes tapped (603.2e).
        EventKind::Tapped { object } => {
            cite!("603.2e");
            vec![Occurrence::of(What::Event(E::BecomesTapped), object)]
        }
        EventKind::Untapped { object } => {
            cite!("603.2e");
            vec![Occurrence::of(What::Event(E::BecomesUntapped), object)]
        }
        EventKind::Damage {
            source,
            to,
            amount,
            combat,
        } => {
            cite!("603.2g");
            let (that, that_player) = match to {
                Target::Object(id) => (Some(id), None),
                Target::Player(p) => (None, Some(p)),
            };
            let dealt = Occurrence {
                that,
                that_player,
                amount,
                combat,
                ..Occurrence::of(What::Event(E::DealsDamage(crate::cards::DamageKind::Any)), source)
            };
            let mut all = vec![dealt];
            if let Some(recipient) = that {
                all.push(Occurrence {
                    that: Some(source),
                    amount,
                    ..Occurrence::of(What::Event(E::IsDealtDamage), recipient)
                });
            }
            all
        }
        EventKind::Cast {
            player,
            spell,
            item,
            ref choices,
        } => {
            cite!("603.2");
            let mut all = vec![Occurrence {
                that: Some(spell),
                that_player: Some(player),
                ..Occurrence::of(What::Event(E::Cast), spell)
            }];
            all.extend(became_targets(player, item, choices));
            all
        }
        EventKind::Activated {
            player,
            item,
            ref choices,
            ..
        } => became_targets(player, item, choices).collect(),
        EventKind::TargetsChanged { ref became, .. } => {
            let (controller, item, ref objects) = **became;
            objects.iter().map(|&id| became_target(id, controller, item)).collect()
        }
        EventKind::PutOnStack {
            controller,
            item,
            ref choices,
            ..
        }
        | EventKind::SpellCopied {
            controller,
            item,
            ref choices,
            ..
        } => became_targets(controller, item, choices).collect(),
        EventKind::Draw { player, .. } => vec![Occurrence::of_player(E::Draws(Whose::Anyone), player, 1)],
        EventKind::RevealedBy { card, by, .. } => vec![Occurrence {
            that: Some(card),
            by: Some(by),
            ..Occurrence::of(What::Event(E::RevealsThisWay), card)
        }],
        EventKind::Discarded { player, card } => {
            // Cycling discards the card as its cost: one event, so "whenever you cycle or
            // discard a card" triggers once for a cycled card (702.29d).
            cite!("702.29d");
            vec![Occurrence {
                that: Some(card),
                ..Occurrence::of_player(E::CyclesOrDiscards(Whose::Anyone), player, 1)
            }]
        }
        EventKind::Cycled { player, card } => vec![Occurrence {
            that: Some(card),
            ..Occurrence::of_player(E::Cycles(Whose::Anyone), player, 1)
        }],
        EventKind::Scried { player, .. } => vec![Occurrence::of_player(E::Scries(Whose::Anyone), player, 1)],
        EventKind::RolledDie { player, sides, natural } => {
            let mut all = vec![Occurrence::of_player(E::RollsDice(Whose::Anyone), player, natural)];
            if natural == sides {
                all.push(Occurrence::of_player(
                    E::RollsHighestNaturalResult(Whose::Anyone),
                    player,
                    natural,
                ));
            }
            all
        }
        EventKind::GaveGift { player, to } => vec![Occurrence {
            that_player: Some(to),
            ..Occurrence::of_player(E::GivesGift(Whose::Anyone), player, 1)
        }],
        EventKind::Surveilled { player, .. } => {
            vec![Occurrence::of_player(E::Surveils(Whose::Anyone), player, 1)]
        }
        EventKind::Life { player, change, .. } if change > 0 => {
            vec![Occurrence::of_player(
                E::GainsLife(Whose::Anyone),
                player,
                change.unsigned_abs(),
            )]
        }
        EventKind::Life { player, change, .. } if change < 0 => {
            vec![Occurrence::of_player(
                E::LosesLife(Whose::Anyone),
                player,
                change.unsigned_abs(),
            )]
        }
        EventKind::ZoneChange {
            old,
            from: Zone::Battlefield,
            ..
        } => vec![Occurrence::of(What::LeftTheBattlefield, old)],
        _ => Vec::new(),
    }
}

/// The objects that became the targets of the stack item `item`, controlled by `player`,
/// each once however many of its targets it is.
fn became_targets(player: PlayerId, item: StackId, choices: &Choices) -> impl Iterator<Item = Occurrence> + '_ {
    let targets = &choices.targets;
    targets
        .iter()
        .enumerate()
        .filter_map(move |(i, &(_, target))| match target {
            Target::Object(id) if !targets[..i].iter().any(|&(_, t)| t == target) => {
                Some(became_target(id, player, item))
            }
            _ => None,
        })
}

/// `id` became a target of the stack item `item`, controlled by `player`.
fn became_target(id: ObjectId, player: PlayerId, item: StackId) -> Occurrence {
    Occurrence {
        that_player: Some(player),
        item: Some(item),
        ..Occurrence::of(What::Event(TriggerEvent::BecomesTarget(Whose::Anyone)), id)
    }
}

impl Game {
    /// An event happened: the triggered abilities of permanents whose trigger event it
    /// matches trigger, and so do the delayed triggered abilities waiting for it (603.2);
    /// they are returned, for [`Game::add_waiting`] once the event is logged. Only events
    /// that happen are seen here: one that was prevented or replaced never reaches it, so it
    /// triggers nothing (603.2g). Games with neither watchers nor delayed abilities don't
    /// call it.
    #[rule("603.2", "603.2c")]
    pub(crate) fn event_triggers(&mut self, kind: &EventKind) -> Vec<WaitingTrigger> {
        let occurrences = occurrences(kind);
        if occurrences.is_empty() {
            return Vec::new();
        }
        let mut triggered = Vec::new();
        if self.watching.watchers > 0 {
            for (w, controller, card, index, t) in self.battlefield_triggers() {
                let heard = |o: &&Occurrence| {
                    self.hears(t, o, (w, card), controller)
                        && (self.range.is_none()
                            || crate::range_of_influence::event_within_range(self, controller, o.parties()))
                };
                for o in occurrences.iter().filter(heard) {
                    // Once for each occurrence it matches (603.2c).
                    cite!("603.2");
                    cite!("603.2c");
                    triggered.push(WaitingTrigger {
                        that: o.that,
                        that_player: o.that_player,
                        amount: o.amount,
                        that_item: o.item,
                        ..WaitingTrigger::printed(w, controller, card, index)
                    });
                }
            }
            triggered.retain(|w| self.if_clause_holds(w));
        }
        if !self.delayed.is_empty() {
            self.delayed_event_triggers(&occurrences, &mut triggered);
        }
        triggered
    }

    /// Whether `t`, an ability printed on `card` of the permanent `w` controlled by
    /// `controller`, triggers on `o`: an event of the players it names, of `w` itself, or of
    /// an object its description matches as the event happened.
    #[rule("607.2h")]
    fn hears(
        &self,
        t: &TriggeredAbility,
        o: &Occurrence,
        (w, card): (ObjectId, CardIdx),
        controller: PlayerId,
    ) -> bool {
        if !o.answers(t.when) {
            return false;
        }
        if let Some(whose) = t.when.players() {
            return o.player.is_some_and(|p| whose.names(p, controller, self.teams));
        }
        let Some(subject) = o.subject else { return false };
        if o.by.is_some_and(|by| by != w) {
            // Revealed by another permanent's ability, not the one it is linked to (607.2h).
            cite!("607.2h");
            return false;
        }
        if let TriggerEvent::BecomesTarget(whose) = t.when {
            // Only spells and abilities of the players it names (702.21a: an opponent's).
            if !o.that_player.is_some_and(|p| whose.names(p, controller, self.teams)) {
                return false;
            }
        }
        if let TriggerEvent::BecomesBlockedByCreatureWithout(keyword) = t.when {
            if !o.that.is_some_and(|blocker| {
                crate::handlers::keyword_abilities::flanking::blocker_lacks(self, blocker, keyword)
            }) {
                return false;
            }
        }
        if t.when == TriggerEvent::AttacksPlayerWithMostLife
            && !crate::handlers::keyword_abilities::dethrone::attacks_player_with_most_life(self, subject)
        {
            return false;
        }
        if let Some(only) = &t.targets_only {
            if !self.targets_only(subject, only, (w, card), controller) {
                return false;
            }
        }
        if let Some(other) = &t.with_another {
            if !self.attacks_with_another(subject, other, (w, card), controller) {
                return false;
            }
        }
        match &t.whose {
            None => subject == w,
            Some(filter) => {
                let chars = self.chars(subject);
                let candidate = Candidate::of(self, subject, self.obj(subject).zone, &chars, self.controller(subject));
                self.is_event_of(filter, &candidate, (w, card), controller)
            }
        }
    }

    /// Whether a creature other than `attacker` that `other` describes is attacking too, for
    /// the ability of `w` (printed on `card`) controlled by `controller`.
    fn attacks_with_another(
        &self,
        attacker: ObjectId,
        other: &crate::continuous::Filter,
        (w, card): (ObjectId, CardIdx),
        controller: PlayerId,
    ) -> bool {
        self.battlefield.iter().any(|&id| {
            id != attacker && self.combat.is_attacking(id) && {
                let chars = self.chars(id);
                let candidate = Candidate::of(self, id, Zone::Battlefield, &chars, self.controller(id));
                self.is_event_of(other, &candidate, (w, card), controller)
            }
        })
    }

    /// Whether the spell `spell` targets only a single object, which `only` describes for
    /// the ability of `w` controlled by `controller` ("a spell that targets only a single
    /// creature you control"): every one of its targets is that object.
    fn targets_only(
        &self,
        spell: ObjectId,
        only: &crate::continuous::Filter,
        (w, card): (ObjectId, CardIdx),
        controller: PlayerId,
    ) -> bool {
        let Some(item) = self.stack.iter().find(|s| s.object == Some(spell)) else {
            return false;
        };
        let mut targets = item.choices.targets.iter().map(|&(_, t)| t);
        let Some(Target::Object(single)) = targets.next() else {
            return false;
        };
        if !targets.all(|t| t == Target::Object(single)) {
            return false;
        }
        let chars = self.chars(single);
        let candidate = Candidate::of(self, single, self.obj(single).zone, &chars, self.controller(single));
        only.matches(&candidate, w, controller, self.chosen(w, Some(card)))
    }

    /// Whether the object `candidate` describes is one whose events the triggered ability of
    /// `w` (with `card`'s abilities) controlled by `controller` watches, as its `whose`
    /// describes them: "enchanted creature" being the object `w` is attached to, or was as
    /// it left (603.10a).
    pub(crate) fn is_event_of(
        &self,
        whose: &crate::continuous::Filter,
        candidate: &Candidate<'_>,
        (w, card): (ObjectId, CardIdx),
        controller: PlayerId,
    ) -> bool {
        let enchanted = || self.obj(w).attached_to == Some(Target::Object(candidate.id));
        whose.matches(candidate, w, controller, self.chosen(w, Some(card)))
            && (!whose.enchanted || enchanted())
            && self.fits_in_game(whose, candidate, w)
    }

    /// The delayed triggered abilities waiting for an event of the object `that` stands for
    /// trigger on it, each only once (603.7b). One whose object left the battlefield can
    /// never see another event of it (400.7), so it is dropped.
    #[rule("603.7b", "400.7")]
    fn delayed_event_triggers(&mut self, occurrences: &[Occurrence], triggered: &mut Vec<WaitingTrigger>) {
        let mut i = 0;
        while i < self.delayed.len() {
            let d = self.delayed[i];
            let of_that = |what: What| {
                occurrences
                    .iter()
                    .any(|o| o.what == what && o.subject.is_some() && o.subject == d.that)
            };
            let left = of_that(What::LeftTheBattlefield);
            let (fires, orphaned) = match self.pool.get(d.card).delayed[usize::from(d.index)].when {
                // A step's delayed ability still triggers after its object left (603.7c); a
                // reflexive one triggers as it is created, never waiting here.
                DelayedWhen::Beginning(..) | DelayedWhen::Reflexive => (false, false),
                DelayedWhen::ThatLeavesTheBattlefield => (left, false),
                DelayedWhen::ThatBecomesUntapped => (of_that(What::Event(TriggerEvent::BecomesUntapped)), left),
            };
            if fires {
                cite!("603.7b");
                triggered.push(d.waiting());
            } else if orphaned {
                cite!("400.7");
            }
            if fires || orphaned {
                self.delayed.remove(i);
            } else {
                i += 1;
            }
        }
    }
}
