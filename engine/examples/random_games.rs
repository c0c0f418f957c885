//! Plays random-versus-random games of the Bears/Bolt mirror and prints throughput.
//!
//! `cargo run --release -p engine --example random_games -- --games 10000 --seed 1`
//! (`--check` also verifies the invariants after every action, `--log` prints the first
//! game's log, `--deck starter_mix` plays every card of the starter pool instead,
//! `--game-seed S` plays the one game a failure names, with `--log` its log, `--shortcuts`
//! has the agents sometimes propose shortcuts, 731.2, `--outside NAME` gives each player
//! that card outside the game: a sideboard of one, a companion if it has companion,
//! `--players N` seats N players, 2 to 16, each with the deck: with three or more a
//! Free-for-All game, 806, with the attack multiple players option unless `--attack` names
//! another and the range of influence `--range-of-influence` gives, if any;
//! `--variant commander` plays a Commander game, 903, with a Commander deck, by default
//! `commander_grumgully`: 40 life, each player's commander in the command zone;
//! `--variant brawl` a Brawl game, 903.12, with a Brawl deck, by default `brawl_grumgully`:
//! 25 life for two players, 30 for more;
//! `--variant teams` a Team vs. Team game, 808, of two teams seated together, the first half
//! of the players against the second; `--variant 2hg` a Two-Headed Giant game, 810, the same
//! teams with a shared life total and shared turns; `--variant alternating` an Alternating
//! Teams game, 811, of two teams seated in turn (A, C, … against B, D, …), each player with
//! range of influence 2 attacking only the players next to them; `--variant emperor` an
//! Emperor game, 809, of two teams of half the players each (three or more) seated together,
//! the emperors in the middle, with the deploy creatures option, 804; `--variant grand-melee`
//! a Grand Melee game, 807, of four players or more, one turn marker for each full four;
//! `--range-of-influence R`
//! plays with the limited range of influence option, 801, every player's range R seats;
//! `--attack left|right` with the attack left or attack right option, 803; `--first G`
//! starts at game G of the seed's sequence, so that a long soak can be split into parts run
//! side by side: `--games 50000` and `--first 50000 --games 50000` play the games of one
//! `--games 100000`. A run of 10,000 games or more says on stderr as each tenth is done).

use std::process::ExitCode;
use std::sync::Arc;
use std::time::Instant;

use engine::agent::play_random_with;
use engine::attack_options::AttackOption;
use engine::cards::CardPool;
use engine::game::{Game, GameConfig, GameResult, PlayerId};

/// The multiplayer variant `--variant` names.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Variant {
    FreeForAll,
    Commander,
    Brawl,
    Teams,
    TwoHeadedGiant,
    Alternating,
    Emperor,
    GrandMelee,
}

impl Variant {
    /// Whether it is played between two teams.
    fn teams(self) -> bool {
        matches!(
            self,
            Variant::Teams | Variant::TwoHeadedGiant | Variant::Alternating | Variant::Emperor
        )
    }
}

fn main() -> ExitCode {
    let mut games = 10_000u64;
    let mut seed = 1u64;
    let mut check = false;
    let mut log = false;
    let mut shortcuts = false;
    let mut deck_name = String::from("bears_bolt");
    let mut game_seed_given = None;
    let mut outside_name = None;
    let mut players = 2usize;
    let mut variant = Variant::FreeForAll;
    let mut range = None;
    let mut attack = None;
    let mut first = 0u64;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let value = |args: &mut dyn Iterator<Item = String>| args.next().and_then(|v| v.parse::<u64>().ok());
        match arg.as_str() {
            "--games" => games = value(&mut args).unwrap_or(games),
            "--seed" => seed = value(&mut args).unwrap_or(seed),
            "--first" => first = value(&mut args).unwrap_or(first),
            "--check" => check = true,
            "--shortcuts" => shortcuts = true,
            "--log" => log = true,
            "--deck" => deck_name = args.next().unwrap_or_default(),
            "--game-seed" => game_seed_given = value(&mut args),
            "--outside" => outside_name = args.next(),
            "--variant" => {
                variant = match args.next().as_deref() {
                    Some("commander") => Variant::Commander,
                    Some("brawl") => Variant::Brawl,
                    Some("ffa") => Variant::FreeForAll,
                    Some("teams") => Variant::Teams,
                    Some("2hg") => Variant::TwoHeadedGiant,
                    Some("alternating") => Variant::Alternating,
                    Some("emperor") => Variant::Emperor,
                    Some("grand-melee") => Variant::GrandMelee,
                    other => {
                        eprintln!(
                            "--variant takes ffa, commander, brawl, teams, 2hg, alternating, emperor or grand-melee, not {other:?}"
                        );
                        return ExitCode::FAILURE;
                    }
                }
            }
            "--range-of-influence" => match value(&mut args) {
                Some(r @ 0..=8) => range = Some(r as u8),
                _ => {
                    eprintln!("--range-of-influence takes a range in seats from 0 to 8");
                    return ExitCode::FAILURE;
                }
            },
            "--attack" => match args.next().as_deref() {
                Some("left") => attack = Some(AttackOption::Left),
                Some("right") => attack = Some(AttackOption::Right),
                other => {
                    eprintln!("--attack takes left or right, not {other:?}");
                    return ExitCode::FAILURE;
                }
            },
            "--players" => match value(&mut args) {
                Some(n @ 2..=16) => players = n as usize,
                _ => {
                    eprintln!("--players takes a number of players from 2 to 16");
                    return ExitCode::FAILURE;
                }
            },
            other => {
                eprintln!(
                    "unknown argument `{other}`; use --games N --seed S [--check] [--log] [--shortcuts] [--deck NAME] [--outside CARD] [--game-seed S] [--players N] [--variant ffa|commander|brawl|teams|2hg|alternating|emperor|grand-melee] [--range-of-influence R] [--attack left|right]"
                );
                return ExitCode::FAILURE;
            }
        }
    }
    let pool = Arc::new(CardPool::starter());
    if deck_name == "bears_bolt" {
        match variant {
            Variant::Commander => deck_name = String::from("commander_grumgully"),
            Variant::Brawl => deck_name = String::from("brawl_grumgully"),
            _ => {}
        }
    }
    let deck = match engine::decks::bundled_deck(&deck_name, &pool) {
        Ok(deck) => deck,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    if variant == Variant::Commander && deck.commanders.is_empty() {
        eprintln!("--variant commander needs a Commander deck: `{deck_name}` names no commander");
        return ExitCode::FAILURE;
    }
    let outside = match outside_name.map(|name| pool.find(&name).ok_or(name)).transpose() {
        Ok(card) => card,
        Err(name) => {
            eprintln!("no card `{name}` in the starter pool to put outside the game");
            return ExitCode::FAILURE;
        }
    };
    if variant.teams() && (players < 4 || players % 2 != 0) {
        eprintln!("--variant teams, 2hg and alternating seat two teams of two or more: give --players an even number from 4 to 16");
        return ExitCode::FAILURE;
    }
    let team_size = if variant.teams() { players / 2 } else { 1 };
    let seating = match variant == Variant::Alternating {
        true => engine::game::Teams::alternating(players, 2),
        false => engine::game::Teams::seated_together(players, team_size),
    };
    let seating = match seating {
        Ok(seating) => seating,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let (mut wins, mut draws, mut unfinished, mut turns, mut actions) = (vec![0u64; players], 0u64, 0u64, 0u64, 0u64);
    let start = Instant::now();
    if game_seed_given.is_some() {
        games = 1;
    }
    for g in first..first + games {
        let game_seed = game_seed_given.unwrap_or_else(|| seed.wrapping_mul(1_000_003).wrapping_add(g));
        let decks = vec![deck.cards.clone(); players];
        let config = match variant {
            Variant::Commander => Ok(GameConfig::commander(
                pool.clone(),
                decks,
                vec![deck.commanders.clone(); players],
            )),
            Variant::Brawl => Ok(GameConfig::brawl(
                pool.clone(),
                decks,
                vec![deck.commanders.clone(); players],
            )),
            Variant::TwoHeadedGiant => GameConfig::two_headed_giant(pool.clone(), decks),
            Variant::Alternating => GameConfig::alternating_teams(pool.clone(), decks, 2, None),
            Variant::Emperor => GameConfig::emperor(pool.clone(), decks, team_size),
            Variant::GrandMelee => GameConfig::grand_melee(pool.clone(), decks),
            Variant::FreeForAll if players < 3 => Ok(GameConfig::new(pool.clone(), decks)),
            Variant::FreeForAll => GameConfig::free_for_all(pool.clone(), decks, attack, range),
            Variant::Teams => GameConfig::team_vs_team(pool.clone(), decks, team_size),
        };
        let mut config = match config {
            Ok(config) => config,
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::FAILURE;
            }
        };
        config.keep_log = log && g == first;
        config.outside = vec![outside.into_iter().collect(); players];
        config.range_of_influence = range
            .map(engine::range_of_influence::RangeOfInfluence::every_player)
            .or(config.range_of_influence);
        config.attack_option = attack.or(config.attack_option);
        let mut game = Game::new(config, game_seed);
        match play_random_with(&mut game, game_seed, check, shortcuts) {
            Ok(o) => actions += o.actions as u64,
            Err(e) => {
                if log && g == first {
                    game.log.iter().for_each(|event| println!("{}", game.describe(event)));
                }
                eprintln!("game {g} (seed {game_seed}) failed: {e:?}; `--game-seed {game_seed} --log` replays it");
                if let Some(question) = game.question() {
                    eprintln!("the question waiting: {question:?}");
                }
                return ExitCode::FAILURE;
            }
        }
        if log && g == first {
            for event in &game.log {
                println!("{}", game.describe(event));
            }
        }
        let done = g + 1 - first;
        if games >= 10_000 && done % (games / 10) == 0 && done < games {
            eprintln!(
                "{done} of {games} games played (games {first} to {g}), {:.0} s",
                start.elapsed().as_secs_f64()
            );
        }
        turns += u64::from(game.turn.number);
        match game.result {
            Some(GameResult::Win(p)) => wins[seating.team(p)] += 1,
            Some(GameResult::TeamWin(team)) => wins[team] += 1,
            Some(GameResult::Draw) => draws += 1,
            None => {
                unfinished += 1;
                eprintln!("game {g} (seed {game_seed}) unfinished: the action limit came first; `--game-seed {game_seed} --log` replays it");
            }
        }
    }
    let secs = start.elapsed().as_secs_f64();
    let release = engine::generated::rules::RELEASE;
    let (date, source) = (release.effective_date.unwrap_or("undated"), release.source);
    let (rate, turns, actions) = (
        games as f64 / secs,
        turns as f64 / games as f64,
        actions as f64 / games as f64,
    );
    let won: Vec<String> = (0..seating.count(players))
        .map(|team| {
            let seats: String = (0..players)
                .filter(|&s| seating.team(PlayerId(s)) == team)
                .map(|s| (b'A' + s as u8) as char)
                .collect();
            format!(
                "{} won {}",
                if variant.teams() {
                    format!("team {seats}")
                } else {
                    seats
                },
                wins[team]
            )
        })
        .collect();
    println!(
        "by CR {date} ({source}): {games} games in {secs:.2} s: {rate:.0} games/s, {turns:.1} turns/game, \
         {actions:.0} actions/game; {}, draws {draws}, unfinished {unfinished}",
        won.join(", ")
    );
    ExitCode::SUCCESS
}
