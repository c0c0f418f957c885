//! Deciding: the [`Agent`] trait through which every choice is made, a random agent, and a
//! loop that plays a game to its end.

use crate::action::{Action, Decision, Pending};
use crate::game::Game;
use crate::rng::Rng;
use crate::turn::Step;

/// Makes a player's choices. The game asks whenever that player must decide (a
/// [`Pending`]), offering the legal actions; the agent answers with one of them (or any
/// other legal action, such as a payment naming its sources). While the player controls
/// another player (722.5), it answers that player's decisions too ([`Game::decider`]).
pub trait Agent {
    /// Chooses the answer to `pending` from `legal` (never empty).
    fn decide(&mut self, game: &Game, pending: Pending, legal: &[Action]) -> Action;

    /// Whether the agent is offered the activations of mana abilities that payments
    /// activate by themselves (a "{T}: Add [fixed mana]"): an agent that never activates them
    /// on its own answers `false`, and [`play_out`] leaves them out of its legal actions
    /// ([`Game::legal_actions_but_fixed_mana_into`]).
    fn offered_fixed_mana(&self) -> bool {
        true
    }
}

/// Chooses uniformly at random among the legal actions, with its own seeded generator. It
/// never activates a mana ability on its own (mana is paid through the cast and activate
/// actions), which would only add mana that empties unused. Like a player who must name how
/// many times an optional loop repeats (731.2a), it stops repeating: after
/// [`RandomAgent::LOOP_LIMIT`] decisions in one step it passes whenever it may, so a free
/// ability ("{X}: … becomes an X/X" with X = 0) can't keep a game in one step forever.
#[derive(Clone, Debug)]
pub struct RandomAgent {
    rng: Rng,
    choices: Vec<usize>,
    /// The turn and step of the last decision, and how many decisions were made in it.
    step: (u32, Step),
    decisions_in_step: u32,
    /// Whether it sometimes proposes a shortcut when it has priority (731.2a).
    shortcuts: bool,
}

impl RandomAgent {
    /// How many decisions in one step the agent makes freely before it passes whenever
    /// passing is legal.
    pub const LOOP_LIMIT: u32 = 200;

    /// A random agent whose choices are determined by `seed`.
    pub fn new(seed: u64) -> RandomAgent {
        RandomAgent {
            rng: Rng::new(seed),
            choices: Vec::new(),
            step: (0, Step::Untap),
            decisions_in_step: 0,
            shortcuts: false,
        }
    }

    /// The same agent, but one that, once in [`RandomAgent::SHORTCUT_ODDS`] decisions with
    /// priority, proposes passing until a place [`Game::shortcut_ends`] names, chosen at
    /// random (731.2a): random play that exercises shortcuts and the answers to them.
    pub fn proposing_shortcuts(mut self) -> RandomAgent {
        self.shortcuts = true;
        self
    }

    /// One in how many decisions with priority a [`RandomAgent::proposing_shortcuts`] agent
    /// proposes a shortcut.
    pub const SHORTCUT_ODDS: usize = 32;

    /// Counts this decision in the step it is made in, and whether the limit is passed.
    fn looping(&mut self, game: &Game) -> bool {
        let now = (game.turn.number, game.turn.step);
        if now != self.step {
            (self.step, self.decisions_in_step) = (now, 0);
        }
        self.decisions_in_step += 1;
        self.decisions_in_step > Self::LOOP_LIMIT
    }
}

impl Agent for RandomAgent {
    fn decide(&mut self, game: &Game, pending: Pending, legal: &[Action]) -> Action {
        if self.looping(game) && legal.contains(&Action::Pass) {
            return Action::Pass;
        }
        if self.shortcuts && pending.decision == Decision::Priority && self.rng.below(Self::SHORTCUT_ODDS) == 0 {
            let ends = game.shortcut_ends();
            if !ends.is_empty() {
                return Action::ProposeShortcut(ends[self.rng.below(ends.len())]);
            }
        }
        self.choices.clear();
        self.choices.extend(
            legal
                .iter()
                .enumerate()
                .filter(|(_, a)| !is_paid_by_itself(game, a))
                .map(|(i, _)| i),
        );
        let pick = match self.choices.len() {
            0 => 0,
            n => self.choices[self.rng.below(n)],
        };
        legal[pick].clone()
    }

    fn offered_fixed_mana(&self) -> bool {
        false
    }
}

/// Whether `action` activates a mana ability that payments activate by themselves (a
/// "{T}: Add [fixed mana]"): the agent leaves those to payment. The others ("add one mana of
/// any color", "{G} for each creature you control") it activates like any action.
fn is_paid_by_itself(game: &Game, action: &Action) -> bool {
    match action {
        Action::Activate { source, ability, .. } => game
            .activated_ability(*source, *ability)
            .is_some_and(|(_, a)| a.is_mana_ability && a.tap_mana().is_some()),
        _ => false,
    }
}

/// How a played-out game went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The actions applied.
    pub actions: usize,
    /// Whether the game ended before the action limit.
    pub finished: bool,
}

/// Plays `game` until it is over or `max_actions` actions were applied, asking `agents[p]`
/// for the choices player `p` makes (theirs, and those of a player they control). `after_each` runs after every action (for invariant checks and
/// recording); an error from it stops the game and is returned.
pub fn play_out<E>(
    game: &mut Game,
    agents: &mut [&mut dyn Agent],
    max_actions: usize,
    mut after_each: impl FnMut(&Game, &Action) -> Result<(), E>,
) -> Result<Outcome, PlayError<E>> {
    let mut legal = Vec::new();
    for n in 0..max_actions {
        let Some(pending) = game.pending else {
            return Ok(Outcome {
                actions: n,
                finished: true,
            });
        };
        // The agent of the player who answers it: the player controlling the one asked
        // (722.5), or that player.
        let agent = agents
            .get_mut(game.decider(pending.player).0)
            .ok_or(PlayError::NoAgent(pending))?;
        if agent.offered_fixed_mana() {
            game.legal_actions_into(&mut legal);
        } else {
            game.legal_actions_but_fixed_mana_into(&mut legal);
        }
        if legal.is_empty() {
            return Err(PlayError::Stuck(pending));
        }
        let action = agent.decide(game, pending, &legal);
        game.apply(action.clone())
            .map_err(|e| PlayError::Illegal(e.to_string()))?;
        after_each(game, &action).map_err(PlayError::Check)?;
    }
    Ok(Outcome {
        actions: max_actions,
        finished: game.is_over(),
    })
}

/// Why [`play_out`] stopped early.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError<E> {
    /// A decision was pending with no legal action.
    Stuck(Pending),
    /// No agent for the deciding player.
    NoAgent(Pending),
    /// An agent chose an illegal action.
    Illegal(String),
    /// The check after an action failed.
    Check(E),
}

/// Up to this many permanents, [`play_random`] compares the cached characteristics with the
/// layers computed afresh after every action.
pub const FRESH_LAYERS_EVERY_ACTION: usize = 128;

/// Plays `game` to its end (at most 100,000 actions) between [`RandomAgent`]s, one for
/// each player, seeded from `seed` (the first two as in a two-player game). When asked, it checks after every action [`Game::check_invariants`] and that
/// the turn and step only move forward (a second cleanup step aside, 514.3a; a restart or
/// a subgame begins another count, [`Game::epoch`]): the demo, the bench and the soak tests
/// all play this way. On a battlefield of more than [`FRESH_LAYERS_EVERY_ACTION`] permanents
/// the cached characteristics are compared with a fresh computation of the layers only on
/// every few actions, one more for each such number of permanents, so a game of thousands of
/// tokens stays linear; every other invariant is checked after every action.
pub fn play_random(game: &mut Game, seed: u64, check_invariants: bool) -> Result<Outcome, PlayError<String>> {
    play_random_with(game, seed, check_invariants, false)
}

/// [`play_random`], with agents that propose shortcuts when `shortcuts` says so
/// ([`RandomAgent::proposing_shortcuts`]).
pub fn play_random_with(
    game: &mut Game,
    seed: u64,
    check_invariants: bool,
    shortcuts: bool,
) -> Result<Outcome, PlayError<String>> {
    let agent = |seed| match shortcuts {
        true => RandomAgent::new(seed).proposing_shortcuts(),
        false => RandomAgent::new(seed),
    };
    let mut agents: Vec<RandomAgent> = (0..game.players.len() as u64)
        .map(|seat| agent(seed ^ (0xA + seat)))
        .collect();
    let mut agents: Vec<&mut dyn Agent> = agents.iter_mut().map(|a| a as &mut dyn Agent).collect();
    let mut last = (game.epoch, game.turn.number, game.turn.step);
    let mut actions = 0usize;
    play_out(game, &mut agents, 100_000, |game, _| {
        if !check_invariants {
            return Ok(());
        }
        actions += 1;
        let stride = game.battlefield.len() / FRESH_LAYERS_EVERY_ACTION + 1;
        game.check_invariants_with(actions % stride == 0)?;
        let now = (game.epoch, game.turn.number, game.turn.step);
        let second_cleanup = now == last && now.2 == Step::Cleanup;
        if now < last && !second_cleanup {
            return Err(format!("the game went back from {last:?} to {now:?}"));
        }
        last = now;
        Ok(())
    })
}
