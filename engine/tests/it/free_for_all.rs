//! Whole free-for-all games of four between random agents (806), Commander games (903) and
//! Grand Melee games (807):
//! players who lose leave a game that goes on (800.4), with the invariants checked after
//! every action, those of a player who has left among them. The long soaks are
//! `cargo run --release -p engine --example random_games -- --players 4 --games 100000 --check`
//! and the same with `--variant commander`.

use engine::agent::play_random;
use engine::attack_options::AttackOption;
use engine::event::{EventKind, MarkerChange};
use engine::game::{Game, GameConfig, GameResult, PlayerId, Zone};
use engine::range_of_influence::RangeOfInfluence;
use engine::rule;

/// Plays games `0..seeds` of four players with the bundled `deck` to their end, checking the
/// invariants after every action; returns the wins of each seat, and how many players left a
/// game that went on.
fn play_four(deck: &str, seeds: u64) -> ([u32; 4], usize) {
    let pool = crate::fixtures::starter();
    let deck = engine::decks::bundled(deck, &pool).unwrap_or_else(|e| panic!("{e}"));
    let (mut wins, mut left) = ([0; 4], 0);
    for seed in 0..seeds {
        let config = GameConfig::free_for_all(pool.clone(), vec![deck.clone(); 4], None, None).expect("four players");
        let mut game = Game::new(config, seed);
        let outcome = play_random(&mut game, seed, true).unwrap_or_else(|e| panic!("game {seed}: {e:?}"));
        assert!(outcome.finished, "game {seed} did not finish");
        match game.result {
            Some(GameResult::Win(p)) => wins[p.0] += 1,
            Some(GameResult::Draw) => {}
            Some(GameResult::TeamWin(_)) | None => unreachable!("a free-for-all finished"),
        }
        left += game
            .log
            .iter()
            .filter(|e| matches!(e.kind, EventKind::LeftGame { .. }))
            .count();
    }
    (wins, left)
}

/// A Free-for-All game uses exactly one of the attack options (806.2b): with the attack
/// multiple players option, named by none, A's Bears attack B, C and D at once and each
/// blocks; with the attack left option only B, seated to A's left, can be attacked, and an
/// attack on C is refused by 803.1a.
#[rule("806.2b")]
#[test]
fn r806_2b_a_free_for_all_uses_exactly_one_attack_option() {
    use engine::action::Action;
    use engine::stack::Target;
    let pool = crate::fixtures::starter();
    let deck = engine::decks::bears_bolt(&pool).expect("bundled");
    let config = GameConfig::free_for_all(pool.clone(), vec![deck.clone(); 4], None, None).expect("four players");
    assert_eq!(
        crate::fixtures::bears_attack_at_once(config, &[1, 2, 3]),
        [PlayerId(1), PlayerId(2), PlayerId(3)],
        "each defending player blocks"
    );
    let config = GameConfig::free_for_all(pool, vec![deck; 4], Some(AttackOption::Left), None).expect("four players");
    let mut game = Game::new(config, 1);
    game.turn.active = PlayerId(0);
    let bears = crate::fixtures::permanent(&mut game, PlayerId(0), "Grizzly Bears");
    game.begin_step(engine::turn::Step::DeclareAttackers);
    let refused = game
        .apply(Action::Attack {
            creature: bears,
            attacks: Target::Player(PlayerId(2)),
        })
        .expect_err("C doesn't sit to A's left");
    assert!(format!("{refused:?}").contains("803.1a"), "{refused:?}");
    game.apply(Action::Attack {
        creature: bears,
        attacks: Target::Player(PlayerId(1)),
    })
    .expect("B sits to A's left");
}

/// A Free-for-All game may use the limited range of influence option, with the same range
/// for every player (806.2a), and never the deploy creatures option (806.2c); it is a
/// multiplayer game, of three players or more (800.1), and the engine seats at most 16.
#[rule("806.2", "806.2a", "806.2c")]
#[test]
fn r806_2a_every_player_of_a_free_for_all_has_the_same_range_of_influence() {
    let pool = crate::fixtures::starter();
    let deck = engine::decks::bears_bolt(&pool).expect("bundled");
    let config = GameConfig::free_for_all(pool.clone(), vec![deck.clone(); 6], None, Some(1)).expect("six players");
    assert_eq!(config.range_of_influence, Some(RangeOfInfluence::every_player(1)));
    assert!(!config.deploy_creatures);
    let game = Game::new(config, 1);
    for p in (0..6).map(PlayerId) {
        let within: Vec<PlayerId> = (0..6).map(PlayerId).filter(|&q| game.within_range(p, q)).collect();
        assert_eq!(
            within.len(),
            3,
            "{p:?} sees itself and the players on either side: {within:?}"
        );
    }
    let config = GameConfig::free_for_all(pool.clone(), vec![deck.clone(); 6], None, None).expect("six players");
    assert_eq!(config.range_of_influence, None, "unlimited range unless one is given");
    GameConfig::free_for_all(pool.clone(), vec![deck.clone(); 3], None, None).expect("three players");
    let error = GameConfig::free_for_all(pool.clone(), vec![deck.clone(); 2], None, None).expect_err("two players");
    assert!(error.to_string().contains("800.1"), "{error}");
    let error = GameConfig::free_for_all(pool, vec![deck; 17], None, None).expect_err("seventeen players");
    assert!(error.to_string().contains("at most 16"), "{error}");
}

/// The players of a Free-for-All game are seated at random (806.3), as a Grand Melee game's
/// are (807.3): four decks, each with its own commander, go to seats of a random order by the
/// seed, each commander with its deck; over 40 seeds every deck sits in every seat. A game
/// between teams is not seated at random (808.2).
#[rule("806.3", "807.3")]
#[test]
fn r806_3_the_players_of_a_free_for_all_are_seated_at_random() {
    let pool = crate::fixtures::starter();
    let card = |name| crate::fixtures::card(&pool, name);
    let decks: Vec<_> = ["Forest", "Mountain", "Island", "Plains"]
        .into_iter()
        .map(|land| vec![card(land); 40])
        .collect();
    let commanders: Vec<_> = [
        "Grumgully, the Generous",
        "Purphoros, God of the Forge",
        "Yuriko, the Tiger's Shadow",
        "Melira, Sylvok Outcast",
    ]
    .into_iter()
    .map(|name| vec![card(name)])
    .collect();
    let free_for_all = GameConfig {
        commanders: commanders.clone(),
        ..GameConfig::free_for_all(pool.clone(), decks.clone(), None, None).expect("four players")
    };
    let mut seen = [[false; 4]; 4];
    for seed in 0..40 {
        let seated = free_for_all.clone().seated_at_random(seed).expect("a free-for-all");
        for (seat, deck) in seated.decks.iter().enumerate() {
            let from = decks.iter().position(|d| d == deck).expect("one of the decks");
            assert_eq!(
                seated.commanders[seat], commanders[from],
                "seed {seed}: the commander stays with its deck"
            );
            seen[from][seat] = true;
        }
    }
    assert_eq!(seen, [[true; 4]; 4], "every deck in every seat");
    let grand_melee = GameConfig::grand_melee(pool.clone(), decks.clone()).expect("four players");
    let orders: std::collections::BTreeSet<Vec<Vec<engine::cards::CardIdx>>> = (0..8)
        .map(|seed| {
            grand_melee
                .clone()
                .seated_at_random(seed)
                .expect("a Grand Melee game")
                .decks
        })
        .collect();
    assert!(orders.len() > 1, "seeds seat them differently");
    let teams = GameConfig::team_vs_team(pool, decks, 2).expect("two teams of two");
    let error = teams.seated_at_random(1).expect_err("teams sit together");
    assert!(error.to_string().contains("808.2"), "{error}");
}

/// In a free-for-all of four the starting player doesn't skip the draw step of their first
/// turn (103.8c, 800.7): they have eight cards in their first main phase, the 7 they kept and
/// the one they drew.
#[rule("103.8c", "800.7")]
#[test]
fn r800_7_the_starting_player_of_a_multiplayer_game_draws_in_their_first_turn() {
    use engine::action::{Action, Decision};
    let pool = crate::fixtures::starter();
    let deck = engine::decks::bears_bolt(&pool).expect("bundled");
    for seed in 0..8 {
        let config = GameConfig::free_for_all(pool.clone(), vec![deck.clone(); 4], None, None).expect("four players");
        let mut game = Game::new(config, seed);
        let first = game.turn.starting_player;
        while let Some(pending) = game.pending {
            match pending.decision {
                Decision::Mulligan => game.apply(Action::Keep).expect("keep"),
                Decision::Priority if game.turn.step == engine::turn::Step::PrecombatMain => break,
                _ => game.apply(Action::Pass).expect("pass to the main phase"),
            };
        }
        assert_eq!(game.turn.number, 1);
        assert_eq!(
            game.players[first.0].hand.len(),
            8,
            "seed {seed}: {first} drew in the first turn"
        );
    }
}

/// Bears/Bolt for four: every seat wins some games, and in most games players leave before
/// the last one wins (two of them, when one wins alone).
#[test]
fn random_four_player_bears_bolt_games_keep_the_invariants_as_players_leave() {
    let (wins, left) = play_four("bears_bolt", 24);
    assert!(wins.iter().all(|&w| w > 0), "every seat wins sometimes: {wins:?}");
    assert!(left >= 24, "players left games that went on {left} times in 24 games");
}

/// The permanents deck for four: Auras, Equipment, planeswalkers and battles of players who
/// leave go with them.
#[test]
fn random_four_player_permanents_games_keep_the_invariants_as_players_leave() {
    let (_, left) = play_four("permanents", 6);
    assert!(left >= 6, "players left games that went on {left} times in 6 games");
}

/// Commander for four (903): the games begin at 40 life with the commanders in the command
/// zone, players leave as they lose, and the commanders are cast from there.
#[test]
fn random_four_player_commander_games_keep_the_invariants_and_cast_commanders() {
    let pool = crate::fixtures::starter();
    let deck = engine::decks::bundled_deck("commander_grumgully", &pool).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(deck.cards.len() + deck.commanders.len(), 100, "903.5a: 100 cards");
    let (mut left, mut cast_from_command_zone) = (0, 0);
    for seed in 0..2 {
        let config = GameConfig::commander(
            pool.clone(),
            vec![deck.cards.clone(); 4],
            vec![deck.commanders.clone(); 4],
        );
        let mut game = Game::new(config, seed);
        assert!(game.players.iter().all(|p| p.life == 40));
        assert_eq!(game.command.len(), 4);
        assert!(game
            .command
            .iter()
            .all(|&id| game.objects[id.0 as usize].zone == Zone::Command));
        let outcome = play_random(&mut game, seed, true).unwrap_or_else(|e| panic!("game {seed}: {e:?}"));
        assert!(outcome.finished, "game {seed} did not finish");
        cast_from_command_zone += game.players.iter().map(|p| p.commander_casts[0].1).sum::<u32>();
        left += game
            .log
            .iter()
            .filter(|e| matches!(e.kind, EventKind::LeftGame { .. }))
            .count();
    }
    assert!(left >= 2, "players left games that went on {left} times in 2 games");
    assert!(
        cast_from_command_zone > 0,
        "no commander was cast from the command zone"
    );
}

/// A Grand Melee game (807): each player has a range of influence of 1 (807.2a), attacks only
/// the player on their left (807.2b), without the deploy creatures option (807.2c); fewer than
/// four players have no turn marker to play with.
#[rule("807.2", "807.2a", "807.2b", "807.2c")]
#[test]
fn r807_2a_a_grand_melee_game_has_range_one_and_attacks_left() {
    let pool = crate::fixtures::starter();
    let deck = engine::decks::bears_bolt(&pool).expect("the Bears/Bolt deck");
    let config = GameConfig::grand_melee(pool.clone(), vec![deck.clone(); 10]).expect("ten players");
    assert_eq!(config.range_of_influence, Some(RangeOfInfluence::every_player(1)));
    assert_eq!(config.attack_option, Some(AttackOption::Left));
    assert!(!config.deploy_creatures && config.grand_melee);
    let game = Game::new(config, 1);
    let first = game.turn.active;
    let left = PlayerId((first.0 + 1) % 10);
    let two_left = PlayerId((first.0 + 2) % 10);
    assert!(game.within_range(first, left) && !game.within_range(first, two_left));
    let holders: Vec<PlayerId> = game
        .grand_melee
        .as_ref()
        .expect("markers")
        .markers
        .iter()
        .map(|m| m.holder)
        .collect();
    assert_eq!(
        holders,
        [first, PlayerId((first.0 + 4) % 10)],
        "two markers for ten players (807.4a)"
    );
    GameConfig::grand_melee(pool.clone(), vec![deck.clone(); 4]).expect("four players have one marker");
    let error = GameConfig::grand_melee(pool.clone(), vec![deck.clone(); 3]).expect_err("three players have no marker");
    assert!(error.to_string().contains("807.4a"), "{error}");
    let error = GameConfig::grand_melee(pool, vec![deck; 17]).expect_err("seventeen players are too many");
    assert!(error.to_string().contains("at most 16"), "{error}");
}

/// A whole Grand Melee game of ten between random agents: the turn markers pass around the
/// table and are removed as players leave, with the invariants checked after every action.
#[test]
fn random_ten_player_grand_melee_game_keeps_the_invariants() {
    let pool = crate::fixtures::starter();
    let deck = engine::decks::bears_bolt(&pool).expect("the Bears/Bolt deck");
    let mut game = Game::new(GameConfig::grand_melee(pool, vec![deck; 10]).expect("ten players"), 3);
    let outcome = play_random(&mut game, 3, true).unwrap_or_else(|e| panic!("{e:?}"));
    assert!(outcome.finished, "the game did not finish");
    let said = |change: MarkerChange| {
        game.log
            .iter()
            .filter(|e| matches!(e.kind, EventKind::TurnMarker { change: c, .. } if c == change))
            .count()
    };
    assert_eq!(said(MarkerChange::HandedOut), 2);
    assert!(said(MarkerChange::Passed) > 10, "the markers went around the table");
    assert!(said(MarkerChange::Removed) >= 1, "a marker went as players left");
}
