//! Shared set-ups for the engine tests: pools and boards.

use std::sync::Arc;

use engine::action::{Action, Payment};
use engine::cards::{CardIdx, CardPool};
use engine::game::{Game, GameConfig, ObjectId, PlayerId, Zone};
use engine::turn::Step;

/// The starter pool.
pub fn starter() -> Arc<CardPool> {
    Arc::new(CardPool::starter())
}

/// A pool from inline TOML, for cards the starter pool does not have.
pub fn pool(toml: &str) -> Arc<CardPool> {
    Arc::new(CardPool::from_toml("<test pool>", toml).unwrap_or_else(|e| panic!("{e}")))
}

/// The card named `name` in `pool`.
pub fn card(pool: &CardPool, name: &str) -> CardIdx {
    pool.find(name).unwrap_or_else(|| panic!("no card {name}"))
}

/// Puts `name` onto the battlefield under `player`'s control, as if it had been there since
/// the turn began.
pub fn permanent(game: &mut Game, player: PlayerId, name: &str) -> ObjectId {
    let idx = card(&game.pool.clone(), name);
    let id = game.put(idx, player, Zone::Battlefield);
    game.objects[id.0 as usize].summoning_sick = false;
    id
}

/// Activates the `ability`th activated ability of `source`, its mana paid automatically.
pub fn activate(game: &mut Game, source: ObjectId, ability: usize) -> Result<(), engine::action::IllegalAction> {
    game.apply(Action::Activate {
        source,
        ability,
        payment: Payment::Auto,
    })
    .map(|_| ())
}

/// Puts `name` into `player`'s hand and has them cast it in a precombat main phase, with no
/// target and the mana paid from their lands; `player` must be the active player. Answers
/// the card as it was in the hand.
pub fn cast_from_hand(game: &mut Game, player: PlayerId, name: &str) -> ObjectId {
    let idx = card(&game.pool.clone(), name);
    let id = game.put(idx, player, Zone::Hand);
    game.begin_step(Step::PrecombatMain);
    game.apply(Action::Cast {
        card: id,
        payment: Payment::Auto,
    })
    .unwrap_or_else(|e| panic!("{player} can cast {name}: {e}"));
    id
}

/// The configuration of the Bears/Bolt mirror.
pub fn bears_bolt_config() -> GameConfig {
    let pool = starter();
    let deck = engine::decks::bears_bolt(&pool).unwrap_or_else(|e| panic!("{e}"));
    GameConfig::new(pool, vec![deck.clone(), deck])
}

/// A real two-player game of the Bears/Bolt mirror from `seed`.
pub fn bears_bolt_game(seed: u64) -> Game {
    Game::new(bears_bolt_config(), seed)
}

/// Applies `action` (a cast or an activation), then announces `targets` in order (601.2c),
/// ending each "up to" instance of the word "target" the targets leave open. Returns the
/// first refusal.
pub fn with_targets(
    game: &mut Game,
    action: Action,
    targets: &[engine::stack::Target],
) -> Result<(), engine::action::IllegalAction> {
    game.apply(action)?;
    for &t in targets {
        game.apply(Action::Target(t))?;
    }
    while game.announcing.is_some() {
        game.apply(Action::NoMoreTargets)?;
    }
    Ok(())
}

/// Random games from seeds `0..games` between two copies of the deck `cards` (names and
/// counts), each played to its end with the invariants checked after every action and
/// replayed to the same state; the games, to look at what happened in them.
pub fn random_games(cards: &[(&str, usize)], games: u64) -> Vec<Game> {
    let pool = starter();
    let deck: Vec<CardIdx> = cards
        .iter()
        .flat_map(|&(name, n)| std::iter::repeat_n(card(&pool, name), n))
        .collect();
    (0..games)
        .map(|seed| {
            let config = GameConfig::new(pool.clone(), vec![deck.clone(), deck.clone()]);
            let mut game = Game::new(config.clone(), seed);
            let outcome =
                engine::agent::play_random(&mut game, seed, true).unwrap_or_else(|e| panic!("game {seed}: {e:?}"));
            assert!(outcome.finished, "game {seed} did not finish");
            let replay = Game::replay(config, seed, &game.actions).unwrap_or_else(|e| panic!("replay of {seed}: {e}"));
            assert_eq!(replay.state_hash(), game.state_hash(), "seed {seed}: replayed");
            game
        })
        .collect()
}

/// A random game from `config` and `seed`, played to its end with the invariants checked
/// after every action, and checked to replay exactly: the same state and log from the seed
/// and the recorded actions.
pub fn played_and_replayed(config: GameConfig, seed: u64) -> Game {
    let mut game = Game::new(config.clone(), seed);
    let outcome = engine::agent::play_random(&mut game, seed, true).unwrap_or_else(|e| panic!("game {seed}: {e:?}"));
    assert!(outcome.finished && game.is_over(), "game {seed} did not finish");
    let replay = Game::replay(config, seed, &game.actions).unwrap_or_else(|e| panic!("replay of {seed}: {e}"));
    assert_eq!(replay.state_hash(), game.state_hash(), "seed {seed}: replayed");
    assert_eq!(replay.log, game.log, "seed {seed}: replayed log");
    game
}

/// In a game of `config`, begun and set in A's declare attackers step, a Grizzly Bears of A's
/// attacks each player of `attacked` (by seat), one each, declared at once; each of those
/// players blocks the one attacking them with a Grizzly Bears of their own. Returns the
/// players asked to declare blockers, in order. Panics if an attack or a block is refused.
pub fn bears_attack_at_once(config: GameConfig, attacked: &[usize]) -> Vec<PlayerId> {
    let mut game = Game::new(config, 1);
    game.turn.active = PlayerId(0);
    let bears: Vec<(ObjectId, usize)> = attacked
        .iter()
        .map(|&p| (permanent(&mut game, PlayerId(0), "Grizzly Bears"), p))
        .collect();
    let blockers: Vec<(ObjectId, usize)> = attacked
        .iter()
        .map(|&p| (permanent(&mut game, PlayerId(p), "Grizzly Bears"), p))
        .collect();
    game.begin_step(Step::DeclareAttackers);
    for &(bear, p) in &bears {
        game.apply(Action::Attack {
            creature: bear,
            attacks: engine::stack::Target::Player(PlayerId(p)),
        })
        .unwrap_or_else(|e| panic!("A's bear may attack player {p}: {e:?}"));
    }
    game.apply(Action::FinishDeclaration)
        .expect("the players attacked at once");
    let mut asked = Vec::new();
    while let Some(pending) = game.pending {
        match pending.decision {
            engine::action::Decision::Priority => game.apply(Action::Pass).expect("passing"),
            engine::action::Decision::DeclareBlockers => {
                asked.push(pending.player);
                let seat = pending.player.0;
                let attacker = bears.iter().find(|&&(_, p)| p == seat).expect("attacked").0;
                let blocker = blockers.iter().find(|&&(_, p)| p == seat).expect("theirs").0;
                game.apply(Action::Block { blocker, attacker })
                    .expect("each blocks the bear attacking them");
                game.apply(Action::FinishDeclaration).expect("blocks declared")
            }
            other => panic!("unexpected {other:?}"),
        };
        if game.turn.step != Step::DeclareBlockers && !asked.is_empty() {
            break;
        }
    }
    asked
}
