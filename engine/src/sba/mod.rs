//! State-based actions (CR 704).
//!
//! Each state-based action is a check in `crate::handlers::sba`, called from the generated
//! table [`CHECKS`](crate::generated::sba::CHECKS). Checks only look at the game and say
//! what to do; the actions are then performed all at once, and the loop repeats until a
//! check finds nothing (704.3).

use rules_data::RuleId;

use crate::event::EventKind;
use crate::game::{Game, GameResult, ObjectId, PlayerId, Position, Zone};
use crate::generated::sba::CHECKS;
use crate::replacement::Proposed;
use crate::{cite, rule, Handled};

pub(crate) mod choices;

/// A state-based action check: a row of the generated table.
#[derive(Clone, Copy, Debug)]
pub struct SbaCheck {
    /// The rule it implements (704.5x or 704.6x).
    pub rule: RuleId,
    /// Looks at the game; pushes the actions to perform.
    pub check: fn(&Game, &mut Vec<SbaAction>) -> Handled,
}

/// An action a state-based action check asks for, with the rule that asks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SbaAction {
    /// The player loses the game.
    LoseGame {
        /// Who.
        player: PlayerId,
        /// The state-based action that applies.
        rule: RuleId,
    },
    /// The permanent is put into its owner's graveyard (not destroyed: regeneration can't
    /// replace it).
    PutIntoGraveyard {
        /// Which.
        object: ObjectId,
        /// The state-based action that applies.
        rule: RuleId,
    },
    /// The permanent is destroyed (701.8).
    Destroy {
        /// Which.
        object: ObjectId,
        /// The state-based action that applies.
        rule: RuleId,
    },
    /// The permanent's controller sacrifices it (701.21a): a Saga past its final chapter
    /// (704.5s).
    Sacrifice {
        /// Which.
        object: ObjectId,
        /// The state-based action that applies.
        rule: RuleId,
    },
    /// The token ceases to exist (704.5d).
    CeaseToExist {
        /// Which.
        object: ObjectId,
        /// The state-based action that applies.
        rule: RuleId,
    },
    /// The player is to choose one of these legendary permanents with the same name, and the
    /// rest are put into their owners' graveyards (704.5j): the batch waits for the choice
    /// (`handlers::sba::r704_5j::ask`), and once it is made the check asks for
    /// [`SbaAction::PutIntoGraveyard`]s instead.
    LegendRule {
        /// Who chooses: their controller.
        player: PlayerId,
        /// The permanents, two or more.
        objects: Vec<ObjectId>,
        /// The state-based action that applies.
        rule: RuleId,
    },
    /// The commander's owner is to choose whether to put it into the command zone (704.6d):
    /// the batch waits for the choice ([`choices`]), and once it is made the check asks for
    /// [`SbaAction::ToCommandZone`] or nothing.
    MayReturnCommander {
        /// Who chooses: its owner.
        player: PlayerId,
        /// The commander, in a graveyard or exile.
        object: ObjectId,
        /// The state-based action that applies.
        rule: RuleId,
    },
    /// The commander is put into the command zone (704.6d).
    ToCommandZone {
        /// Which.
        object: ObjectId,
        /// The state-based action that applies.
        rule: RuleId,
    },
    /// The Equipment, Fortification or other permanent becomes unattached, staying on the
    /// battlefield (704.5n, 704.5p).
    Unattach {
        /// Which.
        object: ObjectId,
        /// The state-based action that applies.
        rule: RuleId,
    },
    /// `protector` becomes the protector of the battle (704.5w, 704.5x).
    SetProtector {
        /// The battle.
        battle: ObjectId,
        /// Its new protector.
        protector: PlayerId,
        /// The state-based action that applies.
        rule: RuleId,
    },
    /// N +1/+1 and N -1/-1 counters are removed (704.5q).
    RemoveCounterPairs {
        /// From which permanent.
        object: ObjectId,
        /// N.
        count: u32,
        /// The state-based action that applies.
        rule: RuleId,
    },
}

/// What one run of the state-based action loop did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SbaReport {
    /// How many times the checks found something and actions were performed.
    pub rounds: usize,
    /// The checks that are still stubs, so were not applied: a bit per row of `CHECKS`.
    stubs: u64,
}

impl SbaReport {
    /// The rules of the checks that are still stubs, so were not applied.
    pub fn unimplemented(&self) -> impl Iterator<Item = RuleId> + '_ {
        CHECKS
            .iter()
            .enumerate()
            .filter(|(i, _)| self.stubs & (1 << i) != 0)
            .map(|(_, c)| c.rule)
    }
}

const _: () = assert!(CHECKS.len() <= 64, "SbaReport::stubs has a bit per check");

/// Checks and performs state-based actions until none applies, then ends the game if at
/// most one player is left (104.2a, 104.4a).
#[rule("704.3")]
pub fn check_state_based_actions(game: &mut Game) -> SbaReport {
    let mut report = SbaReport::default();
    let mut actions = Vec::new();
    loop {
        actions.clear();
        report.stubs |= run_checks(game, &mut actions);
        if actions.is_empty() {
            forget_since_last_check(game);
            game.sba_due = false;
            return report;
        }
        report.rounds += 1;
        if !choices::ask(game, &actions) {
            // The game waits for a player's choice; then the check is made again.
            return report;
        }
        forget_since_last_check(game);
        // Performed together as one event; then the check is repeated.
        cite!("704.3");
        if report.rounds > MANDATORY_LOOP {
            end_in_a_loop(game);
            return report;
        }
        leaving_first(&mut actions);
        one_loss_per_player(&mut actions);
        one_destruction_per_permanent(&mut actions);
        game.all_at_once(|game| {
            for action in actions.drain(..) {
                perform(game, action);
            }
        });
        end_if_decided(game);
        if game.is_over() {
            return report;
        }
    }
}

/// Runs every check of the table once, pushing the actions they ask for, less those that
/// can't happen; answers the checks that are still stubs, a bit per row of `CHECKS`.
fn run_checks(game: &Game, actions: &mut Vec<SbaAction>) -> u64 {
    let mut stubs = 0;
    let mut rows = rows_to_run(game);
    while rows != 0 {
        let i = rows.trailing_zeros() as usize;
        rows &= rows - 1;
        if (CHECKS[i].check)(game, actions) == Handled::Unimplemented {
            stubs |= 1 << i;
        }
    }
    what_cant_happen(game, actions);
    if game.any_cants() {
        kept_in_at_zero_life(game, actions);
    }
    stubs
}

/// The rows of [`CHECKS`] to run, a bit each: every check but those that can find nothing
/// in this game. A game pays for the checks of planeswalkers' loyalty (704.5i) and of the
/// "world rule" (704.5k) only once a card of that kind has been in it, or while an effect
/// may make a permanent one (the layers apply). The checks of damage (704.5g: lethal
/// damage marked; 704.5h: deathtouch damage), of toughness 0 or less (704.5f) and of
/// counter pairs (704.5q) run only while a permanent has the marks they look for: a glance
/// at each permanent's marks costs less than working out each one's toughness.
fn rows_to_run(game: &Game) -> u64 {
    static GATED: std::sync::OnceLock<[u64; 6]> = std::sync::OnceLock::new();
    let [planeswalkers, worlds, lethal_damage, deathtouch, toughness, counter_pairs] = *GATED.get_or_init(|| {
        use crate::generated::rules::{R704_5F, R704_5G, R704_5H, R704_5I, R704_5K, R704_5Q};
        let row = |rule| CHECKS.iter().position(|c| c.rule == rule).map_or(0, |i| 1 << i);
        [
            row(R704_5I),
            row(R704_5K),
            row(R704_5G),
            row(R704_5H),
            row(R704_5F),
            row(R704_5Q),
        ]
    });
    let mut rows = u64::MAX >> (64 - CHECKS.len());
    if !game.layers_active() {
        if !game.planeswalkers_possible {
            rows &= !planeswalkers;
        }
        if !game.worlds_possible {
            rows &= !worlds;
        }
    }
    let marks = Marks::of(game);
    if !marks.damage {
        rows &= !lethal_damage;
    }
    if !marks.deathtouch_damage {
        rows &= !deathtouch;
    }
    if !(marks.toughness_lowered || game.nonpositive_toughness_possible || game.layers_active()) {
        rows &= !toughness;
    }
    if !marks.counter_pair {
        rows &= !counter_pairs;
    }
    rows
}

/// What the permanents have marked on them, for [`rows_to_run`].
#[derive(Default)]
struct Marks {
    /// A permanent has damage marked on it.
    damage: bool,
    /// A permanent was dealt damage by a source with deathtouch since the last check.
    deathtouch_damage: bool,
    /// A permanent has a -1/-1 counter or an "until end of turn" change that lowers its
    /// toughness: without them, and without effects of the layers, a permanent has its
    /// printed toughness or more.
    toughness_lowered: bool,
    /// A permanent has both a +1/+1 and a -1/-1 counter.
    counter_pair: bool,
}

impl Marks {
    fn of(game: &Game) -> Marks {
        let mut marks = Marks::default();
        for &id in &game.battlefield {
            let o = game.obj(id);
            marks.damage |= o.damage > 0;
            marks.deathtouch_damage |= o.deathtouch_damage;
            marks.toughness_lowered |= o.counters.minus_one > 0 || o.until_end_of_turn.1 < 0;
            marks.counter_pair |= o.counters.minus_one > 0 && o.counters.plus_one > 0;
        }
        marks
    }
}

/// A player an effect says doesn't lose the game for having 0 or less life (Transcendence)
/// doesn't, by 704.5a, or by 704.6a with their team: the check finds nothing to do for them.
fn kept_in_at_zero_life(game: &Game, actions: &mut Vec<SbaAction>) {
    use crate::generated::rules::{R704_5A, R704_6A};
    actions.retain(|a| match *a {
        SbaAction::LoseGame { player, rule } if rule == R704_5A || rule == R704_6A => {
            !game.keeps_in_at_zero_life(player)
        }
        _ => true,
    });
}

/// A player who can't lose the game doesn't (614.17, Platinum Angel): the action is not
/// performed, so the check finds nothing to do and is not repeated.
#[rule("614.17")]
fn what_cant_happen(game: &Game, actions: &mut Vec<SbaAction>) {
    actions.retain(|a| match *a {
        SbaAction::LoseGame { player, .. } => game.forbidden(&Proposed::LoseGame { player }).is_none(),
        _ => true,
    });
}

/// Whether a check of state-based actions would find nothing to do now (the checks only
/// look at the game).
fn would_find_nothing(game: &Game) -> bool {
    let mut actions = Vec::new();
    run_checks(game, &mut actions);
    actions.is_empty()
}

impl EventKind {
    /// Whether an event of this kind leaves alone everything the checks look at (life,
    /// poison, draws from an empty library, where tokens are, characteristics, damage,
    /// counters, timestamps) while no continuous effect applies: after only such events, a
    /// check that found nothing would find nothing again, and is left out
    /// ([`Game::check_state_based_actions_if_due`]). A check that starts looking at
    /// something these events change takes their kind out of this list; the invariant
    /// checks catch one that doesn't.
    pub(crate) fn unseen_by_checks(&self) -> bool {
        matches!(
            self,
            EventKind::StartingPlayer { .. }
                | EventKind::Shuffled { .. }
                | EventKind::Mulligan { .. }
                | EventKind::Kept { .. }
                | EventKind::TurnBegan { .. }
                | EventKind::StepBegan { .. }
                | EventKind::Passed { .. }
                | EventKind::AddedMana { .. }
                | EventKind::ManaEmptied { .. }
                | EventKind::Tapped { .. }
                | EventKind::Untapped { .. }
                | EventKind::Attacked { .. }
                | EventKind::Blocked { .. }
                | EventKind::Activated { .. }
                | EventKind::Triggered { .. }
                | EventKind::Revealed { .. }
                | EventKind::WonClash { .. }
                | EventKind::RolledDie { .. }
                | EventKind::IgnoredRoll { .. }
                | EventKind::GaveGift { .. }
                | EventKind::BecameMonarch { .. }
                | EventKind::CeasedToBeMonarch { .. }
        )
    }
}

impl Game {
    /// Checks state-based actions before a player receives priority (704.3), unless no
    /// event since a check last found nothing could have changed what the checks look at:
    /// then they would find nothing again.
    pub(crate) fn check_state_based_actions_if_due(&mut self) {
        if self.sba_due {
            if self.day_night_possible {
                crate::handlers::keyword_abilities::daybound_and_nightbound::settle(self);
            }
            if self.ascend_possible {
                crate::handlers::keyword_abilities::ascend::permanents_ascend(self);
            }
            check_state_based_actions(self);
        }
    }

    /// Whether the mark that state-based actions are not due tells the truth: a check would
    /// find nothing. What [`Game::check_state_based_actions_if_due`] relies on.
    pub(crate) fn sba_due_is_honest(&self) -> bool {
        self.sba_due || would_find_nothing(self)
    }

    /// Whether nothing waits to be done before a player receives priority: state-based
    /// actions would find nothing and no triggered ability waits (117.5, 704.3). For the
    /// debug assertion after a bare pass and the invariant checks.
    pub(crate) fn nothing_waits_for_priority(&self) -> bool {
        self.waiting_triggers.is_empty() && would_find_nothing(self)
    }
}

/// More rounds of state-based actions than any real board needs: the game is in a loop of
/// mandatory actions (a replacement effect that never fixes what it replaces).
const MANDATORY_LOOP: usize = 10_000;

/// A game in a loop of mandatory actions with no way to stop is a draw (104.4b).
#[rule("104.4b")]
fn end_in_a_loop(game: &mut Game) {
    game.end_in_a_draw(cite!("104.4b"));
}

/// 704.5b, 704.5h and 704.6d look at what happened "since the last time state-based actions
/// were checked": draw attempts, deathtouch damage and commanders' arrivals are forgotten
/// once checked.
#[rule("704.5b", "704.5h", "704.6d")]
fn forget_since_last_check(game: &mut Game) {
    game.sba_choices.arrived.clear();
    for player in &mut game.players {
        player.drew_from_empty_library = false;
    }
    for &id in &game.battlefield {
        game.objects[id.0 as usize].deathtouch_damage = false;
    }
}

/// The actions are one simultaneous event, and a permanent that leaves the battlefield in it
/// is remembered as it was before any of them (704.8). Performing the actions that move
/// permanents before those that change permanents (counters) gives exactly that.
#[rule("704.8")]
fn leaving_first(actions: &mut [SbaAction]) {
    actions.sort_by_key(|a| {
        !matches!(
            a,
            SbaAction::PutIntoGraveyard { .. }
                | SbaAction::Destroy { .. }
                | SbaAction::Sacrifice { .. }
                | SbaAction::CeaseToExist { .. }
        )
    });
}

/// Several state-based actions that would make the same player lose are one event, so a
/// single replacement effect replaces all of them (704.7): keep the first.
#[rule("704.7")]
fn one_loss_per_player(actions: &mut Vec<SbaAction>) {
    let mut seen = Vec::new();
    actions.retain(|a| match a {
        SbaAction::LoseGame { player, .. } if seen.contains(player) => {
            cite!("704.7");
            false
        }
        SbaAction::LoseGame { player, .. } => {
            seen.push(*player);
            true
        }
        _ => true,
    });
}

/// The actions are one event (704.3): a creature with lethal damage that was also dealt
/// deathtouch damage (704.5g and 704.5h) is destroyed once, so one regeneration shield
/// replaces its destruction. Keep the first.
#[rule("704.3")]
fn one_destruction_per_permanent(actions: &mut Vec<SbaAction>) {
    let mut seen = Vec::new();
    actions.retain(|a| match a {
        SbaAction::Destroy { object, .. } if seen.contains(object) => false,
        SbaAction::Destroy { object, .. } => {
            seen.push(*object);
            true
        }
        _ => true,
    });
}

fn perform(game: &mut Game, action: SbaAction) {
    match action {
        SbaAction::LoseGame { player, rule } => game.lose(player, rule),
        SbaAction::PutIntoGraveyard { object, rule } => {
            if game.obj(object).zone == Zone::Battlefield && !game.obj(object).gone {
                game.move_object(object, Zone::Graveyard, Position::Top, rule);
            }
        }
        SbaAction::Destroy { object, rule } => game.destroy(object, true, rule),
        SbaAction::Sacrifice { object, rule } => {
            let controller = game.controller(object);
            crate::handlers::keyword_actions::sacrifice::sacrifice(game, controller, object, rule);
        }
        SbaAction::CeaseToExist { object, rule } => game.cease_to_exist(object, rule),
        // A batch that holds one waits for the choice and is not performed.
        SbaAction::LegendRule { .. } | SbaAction::MayReturnCommander { .. } => {}
        SbaAction::ToCommandZone { object, rule } => {
            game.move_object(object, Zone::Command, Position::Top, rule);
        }
        SbaAction::Unattach { object, rule } => {
            if !game.obj(object).gone {
                crate::handlers::keyword_actions::attach::unattach(game, object, rule);
            }
        }
        SbaAction::SetProtector {
            battle,
            protector,
            rule,
        } => {
            if !game.obj(battle).gone {
                game.set_protector(battle, protector, rule);
            }
        }
        SbaAction::RemoveCounterPairs { object, .. } if game.obj(object).gone => {}
        SbaAction::RemoveCounterPairs { object, count, rule } => {
            let counters = &mut game.obj_mut(object).counters;
            counters.plus_one -= count.min(counters.plus_one);
            counters.minus_one -= count.min(counters.minus_one);
            game.invalidate_characteristics();
            for kind in [
                crate::cards::effect::CounterKind::PlusOne,
                crate::cards::effect::CounterKind::MinusOne,
            ] {
                game.emit(rule, EventKind::CountersRemoved { object, kind, count });
            }
        }
    }
}

impl Game {
    /// A player would lose the game (104.3) and leave it (in two-player games the game
    /// ends, 104.2a): an event replacement effects may modify (Lich's Mirror).
    pub(crate) fn lose(&mut self, player: PlayerId, rule: RuleId) {
        if self.players.get(player.0).is_none_or(|p| p.has_lost) {
            return;
        }
        self.propose(Proposed::LoseGame { player }, rule);
    }

    /// The player has lost and leaves the game; nothing replaces it (a concession, 104.3a).
    /// In a game that goes on without them, what they own leaves with them (800.4).
    pub(crate) fn leave_game(&mut self, player: PlayerId, rule: RuleId) {
        let Some(p) = self.players.get_mut(player.0) else {
            return;
        };
        if p.has_lost {
            return;
        }
        p.has_lost = true;
        self.emit(rule, EventKind::LostGame { player });
        if self.two_headed_giant {
            self.team_loses_with(player, rule);
        }
        if self.emperor_team_size.is_some() {
            self.team_loses_with_its_emperor(player);
        }
        if self.active_players().nth(1).is_some() {
            self.remove_from_game(player);
        }
    }
}

impl Game {
    /// `player` wins the game by an effect (104.2b): each of their opponents still in it loses
    /// and leaves, so the game ends with `player`, or their team, the one left (104.2a,
    /// 104.2c).
    #[rule("104.2b")]
    pub(crate) fn win_game(&mut self, player: PlayerId) {
        if self.players[player.0].has_lost {
            return;
        }
        let event = Proposed::WinGame { player };
        if let Some((effect, why)) = self.forbidden(&event) {
            self.emit(
                why,
                EventKind::CantHappen {
                    effect,
                    event: Box::new(event),
                },
            );
            return;
        }
        self.emit(cite!("104.2b"), EventKind::WonGame { player });
        let others: Vec<PlayerId> = self.opponents(player).collect();
        for other in others {
            self.leave_game(other, cite!("104.2b"));
        }
        end_if_decided(self);
    }
}

/// The game ends when one player is left, who wins (104.2a), or none, a draw (104.4a), and
/// goes on while two or more are (800.4); in a game between teams, it ends when one team is
/// ([`end_if_one_team_is_left`]).
#[rule("104.2a", "104.4a")]
pub(crate) fn end_if_decided(game: &mut Game) {
    if game.is_over() || game.players.len() < 2 {
        return;
    }
    if game.teams.any() {
        return end_if_one_team_is_left(game);
    }
    let result = {
        let mut left = game.active_players().map(|(p, _)| p);
        match (left.next(), left.next()) {
            (None, _) => GameResult::Draw,
            (Some(winner), None) => GameResult::Win(winner),
            // Two or more still in: a multiplayer game goes on without those who left (800.4).
            (Some(_), Some(_)) => {
                cite!("800.4");
                return;
            }
        }
    };
    game.result = Some(result);
    game.pending = None;
    let rule = match result {
        GameResult::Draw => cite!("104.4a"),
        _ => cite!("104.2a"),
    };
    game.emit(rule, EventKind::GameOver { result });
}

/// In a game between teams, a team with a player still in the game wins once every other
/// team has left it, each of its players even if they left it before (104.2c); with no player
/// left the game is a draw (104.4a).
#[rule("104.2c")]
fn end_if_one_team_is_left(game: &mut Game) {
    let result = {
        let mut teams = game.active_players().map(|(p, _)| game.teams.team(p));
        match teams.next() {
            None => GameResult::Draw,
            Some(team) if teams.all(|t| t == team) => GameResult::TeamWin(team),
            Some(_) => return,
        }
    };
    game.result = Some(result);
    game.pending = None;
    let rule = match result {
        GameResult::Draw => cite!("104.4a"),
        _ => cite!("104.2c"),
    };
    game.emit(rule, EventKind::GameOver { result });
}
