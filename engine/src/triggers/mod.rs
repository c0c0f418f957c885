//! Triggered abilities (CR 603): noticing trigger events, and putting the abilities on the
//! stack the next time a player would receive priority.

use crate::action::{Decision, Pending};
use crate::cards::condition::Condition;
use crate::cards::{CardIdx, DelayedWhen, TriggerEvent, TurnOf};
use crate::characteristics::ActivatedRef;
use crate::characteristics::LastKnown;
use crate::continuous::Candidate;
use crate::game::{Game, ObjectId, PlayerId, Zone};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::generated::rules;
use crate::stack::{Choices, StackId, StackItem, StackKind, Target};
use crate::turn::Step;
use crate::{cite, rule};
use rules_data::RuleId;

mod counters;
mod events;
mod expend;
mod mana;
mod state;

/// A triggered ability waiting to be put on the stack (603.2, 603.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WaitingTrigger {
    /// The object whose ability it is, as it is now (for a dies trigger, the card in the
    /// graveyard).
    pub source: ObjectId,
    /// Who controls it: the source's controller when it triggered (603.3a).
    pub controller: PlayerId,
    /// Which ability.
    pub kind: StackKind,
    /// The object "that" in its text stands for: for a delayed triggered ability, the one
    /// its creator named (603.7c); for a triggered ability, its event's other object.
    pub that: Option<ObjectId>,
    /// The player "that player" in its text stands for: its trigger event's.
    pub that_player: Option<PlayerId>,
    /// "That much": its trigger event's amount.
    pub amount: u32,
    /// The spell or ability on the stack its trigger event names (ward's, 702.21a).
    pub that_item: Option<StackId>,
}

impl WaitingTrigger {
    /// The ability `kind` of `source`, controlled by `controller`, whose event has no other
    /// object, player or amount.
    pub(crate) fn new(source: ObjectId, controller: PlayerId, kind: StackKind) -> WaitingTrigger {
        WaitingTrigger {
            source,
            controller,
            kind,
            that: None,
            that_player: None,
            amount: 0,
            that_item: None,
        }
    }

    /// The `index`th triggered ability printed on `card`, of `source`, controlled by
    /// `controller`.
    pub(crate) fn printed(source: ObjectId, controller: PlayerId, card: CardIdx, index: usize) -> WaitingTrigger {
        WaitingTrigger::new(source, controller, StackKind::Triggered { card, index })
    }

    /// The stack item `id` it becomes, with what was announced for it.
    pub(crate) fn as_item(&self, id: StackId, choices: Choices) -> StackItem {
        StackItem {
            id,
            object: None,
            source: self.source,
            kind: self.kind,
            controller: self.controller,
            choices: Choices {
                that: self.that,
                that_player: self.that_player,
                amount: self.amount,
                that_item: self.that_item,
                ..choices
            },
        }
    }
}

/// A delayed triggered ability (603.7) waiting for the beginning of its step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DelayedTrigger {
    /// The card whose text created it.
    pub card: CardIdx,
    /// Its index among that card's [`delayed`](crate::cards::CardDef::delayed) abilities.
    pub index: u16,
    /// Its source: its creator's (603.7d, 603.7e).
    pub source: ObjectId,
    /// Its controller: its creator's, as the creator resolved (603.7d, 603.7e).
    pub controller: PlayerId,
    /// The object "that" in its text stands for, fixed as it was created (603.7c).
    pub that: Option<ObjectId>,
}

impl DelayedTrigger {
    /// The triggered ability it is once it triggers.
    fn waiting(&self) -> WaitingTrigger {
        let kind = StackKind::Delayed {
            card: self.card,
            index: self.index,
        };
        WaitingTrigger {
            that: self.that,
            ..WaitingTrigger::new(self.source, self.controller, kind)
        }
    }
}

/// Whether a step of the current turn is one of the turns `turn` names for a controller
/// whose turn it is (`yours`: theirs, or their team's, 805.4a) or an opponent's (102.3: a
/// teammate's turn is no opponent's).
fn counts(turn: TurnOf, yours: bool, opponents: bool) -> bool {
    match turn {
        TurnOf::Yours => yours,
        TurnOf::Each => true,
        TurnOf::Opponents => opponents,
    }
}

/// What the game keeps for abilities that trigger on other objects' events ("whenever
/// another creature enters", "whenever a creature dies"). Games without them pay nothing: no
/// event looks for watchers while none is on the battlefield.
#[derive(Clone, Debug, Default)]
pub struct Watching {
    /// How many permanents' cards have such an ability ([`CardDef::watches`]).
    ///
    /// [`CardDef::watches`]: crate::cards::CardDef::watches
    pub(crate) watchers: u32,
    /// How many of those have a state trigger (603.8), which every event looks at.
    pub(crate) stateful: u32,
    /// The watchers that left the battlefield so far in the event under way (one that moves
    /// several permanents at once, such as a spell that destroys all creatures, or a single
    /// move): old object, new object, and as it last existed. Leaves-the-battlefield abilities
    /// look back in time (603.10a), so they still see the others leave. Empty between events.
    pub(crate) left_together: Vec<(ObjectId, ObjectId, LastKnown)>,
    /// Whether an event is under way ([`Game::all_at_once`]).
    in_event: bool,
}

/// An object whose event a watcher may trigger on: the one that entered, or the one that
/// left as it last existed.
struct Subject<'a> {
    /// The object (for one that left, its old object).
    id: ObjectId,
    /// Its characteristics and controller then.
    last: &'a LastKnown,
    /// The zone it is looked at in: the battlefield (entering, dying) or the graveyard.
    zone: Zone,
    /// What "that [card]" of the watchers' abilities stands for: the object, or the card a
    /// creature that died became in the graveyard, which "return that card" finds (400.7).
    that: ObjectId,
}

impl Game {
    /// Performs `f` as one event, which may move several permanents at once: the abilities of
    /// those that leave the battlefield in it still trigger on the others' leaving (603.10a).
    pub(crate) fn all_at_once(&mut self, f: impl FnOnce(&mut Game)) {
        if self.watching.in_event {
            return f(self);
        }
        self.watching.in_event = true;
        f(self);
        self.watching.in_event = false;
        self.end_shields_used_in_event();
        self.shuffle_after_event();
        self.watching.left_together.clear();
    }

    /// Whether an event that may move several objects at once is under way
    /// ([`Game::all_at_once`]).
    pub(crate) fn in_event(&self) -> bool {
        self.watching.in_event
    }

    /// A permanent entered the battlefield: its "when this enters" abilities trigger (603.6a),
    /// and so do the abilities of permanents that watch for it to enter, it among them.
    #[rule("603.2", "603.6a", "603.6b", "611.3c")]
    pub(crate) fn entered(&mut self, id: ObjectId) {
        // Effects apply the moment it is on the battlefield (603.6b, 611.3c): it has the
        // abilities and types they give it, and watchers see it so.
        let abilities = self.chars(id).abilities;
        self.trigger(id, self.controller(id), abilities, TriggerEvent::Enters);
        if self.watching.watchers > 0 {
            let last = self.last_known(id);
            let watchers = self.watchers_on_battlefield();
            let subject = Subject {
                id,
                last: &last,
                zone: Zone::Battlefield,
                that: id,
            };
            self.watchers_see(TriggerEvent::Enters, &subject, &watchers);
        }
    }

    /// A permanent went from the battlefield to a graveyard as `new`: its "when this dies"
    /// abilities trigger, looking back in time at the object as it last existed on the
    /// battlefield, `last` (603.10a), and so do undying (702.93a), persist (702.79a) and
    /// modular (702.43a); so do the abilities of
    /// the permanents that watch for it to die, those that left with it in the same event
    /// included.
    #[rule("603.10a", "700.4")]
    pub(crate) fn died(&mut self, last: &LastKnown, old: ObjectId, new: ObjectId) {
        self.trigger(new, last.controller, last.chars.abilities, TriggerEvent::Dies);
        self.leaving_seen(TriggerEvent::Dies, last, old, new);
        if last.chars.has(KeywordAbility::Undying) && crate::handlers::keyword_abilities::undying::triggers(last) {
            self.add_waiting([WaitingTrigger::new(new, last.controller, StackKind::Undying)]);
        }
        if last.chars.has(KeywordAbility::Persist) && crate::handlers::keyword_abilities::persist::triggers(last) {
            self.add_waiting([WaitingTrigger::new(new, last.controller, StackKind::Persist)]);
        }
        if last.chars.has(KeywordAbility::Modular) {
            crate::handlers::keyword_abilities::modular::died(self, last, new);
        }
    }

    /// The permanent `old` left the battlefield for another zone as `new`: its "when this
    /// leaves the battlefield" abilities trigger, looking back at it as it last existed,
    /// `last` (603.6c, 603.10a), and so do those of the permanents that watch for permanents
    /// leaving ("whenever another creature leaves the battlefield"), those that left with it
    /// in the same event included. (A permanent leaving the game with its owner, 603.6c's
    /// other case, waits for players leaving a game of more than two, 800.4a.)
    #[rule("603.6c")]
    pub(crate) fn left_battlefield(&mut self, last: &LastKnown, old: ObjectId, new: ObjectId) {
        self.trigger(
            new,
            last.controller,
            last.chars.abilities,
            TriggerEvent::LeavesTheBattlefield,
        );
        cite!("603.6c");
        self.leaving_seen(TriggerEvent::LeavesTheBattlefield, last, old, new);
    }

    /// The permanents that watch for `event` (dying or leaving the battlefield) see `old`
    /// do it, looking back at it as it last existed, `last`: those on the battlefield and
    /// those that left in the same event, each as it last existed (603.10a). `old` is noted
    /// among the latter if it is a watcher itself, once in an event in which it both dies
    /// and leaves.
    #[rule("603.10a")]
    fn leaving_seen(&mut self, event: TriggerEvent, last: &LastKnown, old: ObjectId, new: ObjectId) {
        let noted = self.watching.left_together.iter().any(|&(o, ..)| o == old);
        if !noted && last.chars.abilities.watch(&self.pool) {
            self.watching.left_together.push((old, new, *last));
        }
        if self.watching.watchers > 0 || !self.watching.left_together.is_empty() {
            let mut watchers = self.watchers_on_battlefield();
            watchers.extend(self.watching.left_together.iter().copied());
            let subject = Subject {
                id: old,
                last,
                zone: Zone::Battlefield,
                that: new,
            };
            self.watchers_see(event, &subject, &watchers);
        }
    }

    /// A card was put into a graveyard, from anywhere, as `new`: its "when this is put into a
    /// graveyard from anywhere" abilities trigger. Such an ability is never a
    /// leaves-the-battlefield ability, so the card as it is in the graveyard triggers, under
    /// its owner's control (603.6c).
    /// So do the abilities of permanents that watch for cards put into graveyards: once for
    /// each card, two for a melded permanent (712.21).
    #[rule("603.6c")]
    pub(crate) fn put_into_graveyard(&mut self, new: ObjectId) {
        let abilities = self.chars(new).abilities;
        self.trigger(new, self.obj(new).owner, abilities, TriggerEvent::PutIntoGraveyard);
        if self.watching.watchers > 0 {
            let last = self.last_known(new);
            let watchers = self.watchers_on_battlefield();
            let subject = Subject {
                id: new,
                last: &last,
                zone: Zone::Graveyard,
                that: new,
            };
            self.watchers_see(TriggerEvent::PutIntoGraveyard, &subject, &watchers);
        }
    }

    /// Each triggered ability of each permanent on the battlefield, as it is now: the
    /// permanent, its controller, the card whose abilities it has, and the ability with its
    /// index there.
    fn battlefield_triggers(
        &self,
    ) -> impl Iterator<Item = (ObjectId, PlayerId, CardIdx, usize, &crate::cards::TriggeredAbility)> + '_ {
        self.battlefield.iter().flat_map(move |&id| {
            let controller = self.controller(id);
            self.chars(id)
                .abilities
                .triggers(&self.pool)
                .map(move |(card, index, t)| (id, controller, card, index, t))
        })
    }

    /// The watchers on the battlefield now: each as itself (its object twice) and as it is.
    fn watchers_on_battlefield(&self) -> Vec<(ObjectId, ObjectId, LastKnown)> {
        self.battlefield
            .iter()
            .filter(|&&w| self.is_watcher(self.obj(w)))
            .map(|&w| (w, w, self.last_known(w)))
            .collect()
    }

    /// `subject`'s `event` happened: each ability of `watchers` (as they are, or were when
    /// they left in the same event) that triggers on `event` of an object its description
    /// matches triggers, once for this occurrence even when one event holds several (603.2c).
    #[rule("603.2", "603.2c")]
    fn watchers_see(
        &mut self,
        event: TriggerEvent,
        subject: &Subject<'_>,
        watchers: &[(ObjectId, ObjectId, LastKnown)],
    ) {
        let candidate = Candidate::of(
            self,
            subject.id,
            subject.zone,
            &subject.last.chars,
            subject.last.controller,
        );
        let mut triggered = Vec::new();
        for &(old, source, ref w) in watchers {
            for (card, index, t) in w.chars.abilities.triggers(&self.pool) {
                let Some(whose) = &t.whose else { continue };
                let within = || {
                    self.range.is_none()
                        || crate::range_of_influence::event_within_range(
                            self,
                            w.controller,
                            [Target::Player(crate::range_of_influence::event_controller(
                                subject.last,
                            ))],
                        )
                };
                if t.when == event && self.is_event_of(whose, &candidate, (old, card), w.controller) && within() {
                    // The object whose event it is: "that creature".
                    triggered.push(WaitingTrigger {
                        that: Some(subject.that),
                        ..WaitingTrigger::printed(source, w.controller, card, index)
                    });
                }
            }
        }
        triggered.retain(|w| self.if_clause_holds(w));
        if !triggered.is_empty() {
            cite!("603.2c");
            self.add_waiting(triggered);
        }
    }

    /// The triggered abilities among `abilities` (an object's: those printed on the card whose
    /// abilities it has, and one a copy effect's exception gave it) that trigger on `event`.
    pub(crate) fn trigger(
        &mut self,
        source: ObjectId,
        controller: PlayerId,
        abilities: crate::characteristics::Abilities,
        event: TriggerEvent,
    ) {
        let mut triggered = Vec::new();
        for (card, index, t) in abilities.triggers(&self.pool) {
            if t.when == event && t.whose.is_none() {
                let w = WaitingTrigger::printed(source, controller, card, index);
                if !self.if_clause_holds(&w) {
                    continue;
                }
                cite!("603.2");
                match event {
                    TriggerEvent::Enters => cite!("603.6a"),
                    TriggerEvent::Dies => cite!("603.10a"),
                    TriggerEvent::LeavesTheBattlefield | TriggerEvent::PutIntoGraveyard => cite!("603.6c"),
                    TriggerEvent::Cycled => cite!("702.29c"),
                    TriggerEvent::Exploits => cite!("702.110b"),
                    _ => unreachable!(
                        "only entering, dying, leaving, going to a graveyard, being cycled and exploiting are an object's own event here"
                    ),
                };
                triggered.push(w);
            }
        }
        self.add_waiting(triggered);
    }

    /// Abilities that triggered (603.2; delayed ones, 603.7b; undying, 702.93a): each waits
    /// to be put on the stack the next time a player would receive priority (603.3), and the
    /// log says it triggered.
    pub(crate) fn add_waiting(&mut self, triggered: impl IntoIterator<Item = WaitingTrigger>) {
        for w in triggered {
            let rule = match w.kind {
                StackKind::Delayed { card, index }
                    if self.pool.get(card).delayed[usize::from(index)].when == DelayedWhen::Reflexive =>
                {
                    rules::R603_12
                }
                StackKind::Delayed { .. } => rules::R603_7B,
                StackKind::Undying => rules::R702_93A,
                StackKind::Persist => rules::R702_79A,
                StackKind::SiegeDefeated => rules::R310_11B,
                StackKind::Modular => rules::R702_43A,
                StackKind::Storm => rules::R702_40A,
                StackKind::Cascade => rules::R702_85A,
                StackKind::Madness => rules::R702_35A,
                StackKind::Miracle => rules::R702_94A,
                StackKind::Inherent(ability) => ability.rule(),
                StackKind::Triggered { card, index } => match self.pool.get(card).triggers[index].when {
                    TriggerEvent::State(_) => rules::R603_8,
                    TriggerEvent::Chapter(_) => rules::R714_2B,
                    TriggerEvent::LastCounterRemoved(crate::cards::effect::CounterKind::Time) => rules::R702_63A,
                    TriggerEvent::BecomesBlockedByCreatureWithout(_) => rules::R702_25A,
                    TriggerEvent::AttacksPlayerWithMostLife => rules::R702_105A,
                    _ => rules::R603_2,
                },
                _ => rules::R603_2,
            };
            // Waiting before the event is told, so a state trigger looking again at it does
            // not trigger twice (603.8).
            self.waiting_triggers.push(w);
            self.emit(rule, crate::event::EventKind::Triggered { source: w.source });
        }
    }

    /// The intervening "if" clause (603.4) of a triggered ability of kind `kind`, if it has
    /// one.
    pub(crate) fn if_clause(&self, kind: StackKind) -> Option<Condition> {
        match kind {
            StackKind::Triggered { card, index } => self.pool.get(card).triggers[index].condition,
            _ => None,
        }
    }

    /// Whether a trigger's intervening "if" clause (603.4) holds now; one without holds.
    #[rule("603.4")]
    pub(crate) fn if_clause_holds(&self, w: &WaitingTrigger) -> bool {
        self.if_clause(w.kind).is_none_or(|condition| {
            cite!("603.4");
            self.holds(&condition, &w.as_item(StackId::NOT_ON_STACK, Choices::default()))
        })
    }

    /// `step` begins: the abilities of permanents that trigger at its beginning in this turn
    /// trigger, if their "if" clause holds (503.1a, 511.2, 513.1a, 603.4), and so do the
    /// delayed triggered abilities waiting for it, each only this once (603.7b). One that
    /// comes into being later in the step waits for the next (513.2).
    #[rule("603.2", "603.7b", "503.1a", "511.2", "513.2")]
    pub(crate) fn step_began(&mut self, step: Step) {
        let (active, teams) = (self.turn.active, self.teams);
        if self.watching.watchers > 0 {
            let mut triggered: Vec<WaitingTrigger> = self
                .battlefield_triggers()
                .filter(|&(_, controller, _, _, t)| {
                    matches!(t.when, TriggerEvent::Beginning(s, turn) if s == step && counts(turn, self.is_active(controller), teams.are_opponents(controller, active)))
                })
                .flat_map(|(id, controller, card, index, _)| {
                    self.players_beginning_for(card, index).into_iter().map(move |player| WaitingTrigger {
                        that_player: Some(player),
                        ..WaitingTrigger::printed(id, controller, card, index)
                    })
                })
                .collect();
            triggered.retain(|w| self.if_clause_holds(w));
            if !triggered.is_empty() {
                cite!("603.2");
                self.add_waiting(triggered);
            }
        }
        if !self.delayed.is_empty() {
            let (now, later): (Vec<DelayedTrigger>, Vec<DelayedTrigger>) =
                self.delayed.iter().copied().partition(|d| {
                    let ability = &self.pool.get(d.card).delayed[usize::from(d.index)];
                    matches!(ability.when, DelayedWhen::Beginning(s, turn) if s == step && counts(turn, self.is_active(d.controller), teams.are_opponents(d.controller, active)))
                });
            if !now.is_empty() {
                cite!("603.7b");
                self.delayed = later;
                self.add_waiting(now.iter().map(DelayedTrigger::waiting));
            }
        }
    }

    /// The players whose step or phase an ability that triggers at its beginning triggers
    /// for, each its "that player": the active player; or, in a game of shared team turns,
    /// when it triggers at the beginning of "each player's" or "each opponent's" step and
    /// refers to "that player", each player of the active team, once for each (805.4d).
    #[rule("805.4d")]
    fn players_beginning_for(&self, card: CardIdx, index: usize) -> Vec<PlayerId> {
        if !(self.two_headed_giant && self.pool.get(card).triggers_for_each_player.contains(&index)) {
            return vec![self.turn.active];
        }
        cite!("805.4d");
        self.active_team().collect()
    }

    /// A resolving spell or ability creates the `index`th delayed triggered ability of the
    /// card whose text it is (603.7, 603.7a). Its source and controller are the creator's
    /// (603.7d, 603.7e); what "that" stands for is fixed now, the object as it is (603.7c).
    #[rule("603.7", "603.7a", "603.7d", "603.7e")]
    pub(crate) fn create_delayed(&mut self, index: u16, item: &StackItem) {
        let Some(card) = self.text_card(item) else {
            return;
        };
        let ability = &self.pool.get(card).delayed[usize::from(index)];
        let waits_for_that = !matches!(ability.when, DelayedWhen::Beginning(..));
        let that = ability.that.and_then(|r| self.objects_of(r, item).first().copied());
        if that.is_some() || !waits_for_that {
            self.delayed.push(DelayedTrigger {
                card,
                index,
                source: item.source,
                controller: item.controller,
                that,
            });
        }
        // One that waits for an event of an object that already left its zone is created,
        // but it never triggers: that event happened before it existed (603.7a).
        self.emit(
            cite!("603.7a"),
            crate::event::EventKind::DelayedCreated { source: item.source },
        );
    }

    /// A keyword's delayed triggered ability `delayed` is created (603.7), for a permanent its
    /// keyword put onto the battlefield (dash 702.109a, unearth 702.84a): the game reports it
    /// under the keyword's `rule`.
    pub(crate) fn create_keyword_delayed(&mut self, delayed: DelayedTrigger, rule: RuleId) {
        self.delayed.push(delayed);
        self.emit(rule, crate::event::EventKind::DelayedCreated { source: delayed.source });
    }

    /// A resolving spell or ability whose cost was paid creates its reflexive triggered
    /// ability, the `index`th delayed ability of the card whose text it is (603.12). What it
    /// waits for happened during this resolution, so it triggers at once, with its creator's
    /// source and controller; "that" in it is the object paid with.
    #[rule("603.12")]
    pub(crate) fn when_you_do(&mut self, index: u16, item: &StackItem, that: Option<ObjectId>) {
        let Some(card) = self.text_card(item) else {
            return;
        };
        let kind = StackKind::Delayed { card, index };
        self.add_waiting([WaitingTrigger {
            that,
            ..WaitingTrigger::new(item.source, item.controller, kind)
        }]);
    }

    /// The card whose text a stack item's is: a spell's card, or the card its ability is
    /// printed on (none for an intrinsic mana ability or undying, which create nothing).
    pub(crate) fn text_card(&self, item: &StackItem) -> Option<CardIdx> {
        match item.kind {
            StackKind::Spell => Some(self.obj(item.source).card),
            StackKind::Activated(ActivatedRef::Printed { card, .. } | ActivatedRef::Granted { card, .. })
            | StackKind::Triggered { card, .. }
            | StackKind::Delayed { card, .. } => Some(card),
            StackKind::Activated(
                ActivatedRef::Intrinsic(_) | ActivatedRef::ScavengeAtManaCost | ActivatedRef::Deploy,
            )
            | StackKind::Undying
            | StackKind::Persist
            | StackKind::SiegeDefeated
            | StackKind::Modular
            | StackKind::Storm
            | StackKind::Cascade
            | StackKind::Madness
            | StackKind::Miracle
            | StackKind::Inherent(_) => None,
        }
    }

    /// Puts waiting triggered abilities on the stack (603.3): each player in APNAP order
    /// puts theirs (603.3b); a player with more than one is asked for the order, and the
    /// rest wait for the answer.
    #[rule("603.3", "603.3b", "101.4")]
    pub(crate) fn put_triggers_on_stack(&mut self) {
        let mut player = self.turn.active;
        for _ in 0..self.players.len() {
            let count = self.waiting_triggers_put_by(player).count();
            if count > 1 {
                cite!("603.3b");
                self.pending = Some(Pending {
                    player,
                    decision: Decision::OrderTriggers { count: count as u32 },
                });
                return;
            }
            let only = self.waiting_triggers_put_by(player).next();
            if let Some(only) = only {
                self.put_trigger(only);
                if self.pending.is_some() {
                    // Its controller announces its targets (603.3d).
                    return;
                }
            }
            player = self.next_player(player);
        }
    }

    /// Puts the waiting trigger at `index` of `waiting_triggers` on the stack: at once
    /// without targets or modes; otherwise its controller announces them first. Without the
    /// legal targets it needs it is removed (603.3d), and so is a modal one none of whose
    /// modes can be chosen (700.2b).
    #[rule("603.3d", "700.2b")]
    pub(crate) fn put_trigger(&mut self, index: usize) {
        let w = self.waiting_triggers.remove(index);
        let text = self.text_of(w.kind, w.source);
        if text.targets.is_empty() && text.modes.is_none() {
            let id = self.new_stack_id();
            self.stack.push(w.as_item(id, Choices::default()));
        } else if self
            .check_announceable(text, w.source, w.controller, None, rules::R603_3D)
            .is_ok()
        {
            self.begin_announcing(w.controller, crate::announce::Announced::Trigger(w));
        } else if text.modes.is_some() {
            // No mode can be chosen, so none is: it is removed.
            self.emit(cite!("700.2b"), crate::event::EventKind::NoMode { source: w.source });
        } else {
            // Without the legal targets it needs it is removed: it never gets there.
            self.emit(cite!("603.3d"), crate::event::EventKind::NoTargets { source: w.source });
        }
    }

    /// The indices in `waiting_triggers`, in order, of the triggers `player` puts on the
    /// stack: their own; with shared team turns (Two-Headed Giant) all of their team's, which
    /// the team puts in any order it chooses, whichever member controls each (805.7), asked
    /// of the team's first member in turn order.
    pub fn waiting_triggers_put_by(&self, player: PlayerId) -> impl Iterator<Item = usize> + '_ {
        let team_turns = self.two_headed_giant;
        (0..self.waiting_triggers.len()).filter(move |&i| {
            let controller = self.waiting_triggers[i].controller;
            if controller == player {
                return true;
            }
            let teammate = team_turns && !self.teams.are_opponents(controller, player);
            if teammate {
                cite!("805.7");
            }
            teammate
        })
    }
}
