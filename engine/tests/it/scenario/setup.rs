//! Setting up a scenario's board.

use std::sync::Arc;

use engine::attack_options::AttackOption;
use engine::cards::CardPool;
use engine::day_night::DayNight;
use engine::game::{Game, PlayerId, Zone};
use engine::range_of_influence::{RangeOfInfluence, Reach};
use engine::stack::Target;
use engine::turn::Step;

use super::format::{Permanent, PermanentSetup, Setup};

/// The letters a scenario names the players by, in seat order.
pub(super) const LETTERS: [&str; 16] = [
    "A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N", "O", "P",
];

pub(super) fn player(letter: &str, path: &str) -> PlayerId {
    match LETTERS.iter().position(|&l| l == letter) {
        Some(seat) => PlayerId(seat),
        None => panic!("{path}: players are A to P, not `{letter}`"),
    }
}

/// Whether `name` names a player rather than a card.
pub(super) fn is_player(name: &str) -> bool {
    LETTERS.contains(&name)
}

/// The letter a scenario names `player` by.
pub(super) fn letter(player: PlayerId) -> &'static str {
    LETTERS[player.0]
}

pub(super) fn step_named(name: &str, path: &str) -> Step {
    Step::ORDER
        .into_iter()
        .find(|s| {
            s.to_string()
                .replace([' ', '-'], "_")
                .trim_end_matches("_step")
                .trim_end_matches("_phase")
                == name.trim_end_matches("_step").trim_end_matches("_phase")
        })
        .unwrap_or_else(|| panic!("{path}: no step `{name}`"))
}

/// A real game from the players' decks (their `library` lists) and a seed (103).
fn new_game(s: &Setup, seed: u64, pool: Arc<CardPool>, path: &str) -> Game {
    let deck = |ps: &Option<super::format::PlayerSetup>| -> Vec<engine::cards::CardIdx> {
        let ps = ps
            .as_ref()
            .unwrap_or_else(|| panic!("{path}: a new game needs every player's deck"));
        assert!(
            ps.hand.is_empty() && ps.graveyard.is_empty() && ps.battlefield.is_empty() && ps.life.is_none(),
            "{path}: a new game takes only decks (`library`); the rest comes from starting the game"
        );
        ps.library
            .iter()
            .map(|name| pool.find(name).unwrap_or_else(|| panic!("{path}: no card `{name}`")))
            .collect()
    };
    assert!(
        s.active.is_none() && s.step.is_none(),
        "{path}: a new game chooses the starting player and step itself"
    );
    let decks = s.players().into_iter().map(|(_, ps)| deck(ps)).collect();
    let outside = |ps: &Option<super::format::PlayerSetup>| -> Vec<engine::cards::CardIdx> {
        ps.iter()
            .flat_map(|ps| &ps.outside)
            .map(|name| pool.find(name).unwrap_or_else(|| panic!("{path}: no card `{name}`")))
            .collect()
    };
    let mut config = engine::game::GameConfig::new(pool.clone(), decks);
    config.outside = s.players().into_iter().map(|(_, ps)| outside(ps)).collect();
    Game::new(config, seed)
}

pub(super) fn setup(s: &Setup, pool: Arc<CardPool>, path: &str) -> Game {
    if let Some(seed) = s.new_game_seed {
        return new_game(s, seed, pool, path);
    }
    let mut game = Game::blank(pool.clone(), s.player_count(), 20);
    let active = player(s.active.as_deref().unwrap_or("A"), path);
    game.turn.active = active;
    game.turn.priority = active;
    game.turn.starting_player = PlayerId(0);
    game.turn.number = 2;
    let mut attachments = Vec::new();
    for (p, ps) in s.players() {
        let Some(ps) = ps else { continue };
        let card = |name: &str| {
            pool.find(name)
                .unwrap_or_else(|| panic!("{path}: no card `{name}` in the starter pool"))
        };
        if let Some(life) = ps.life {
            game.players[p.0].life = life;
        }
        if let Some(poison) = ps.poison {
            game.players[p.0].poison_counters = poison;
        }
        game.players[p.0].outside = ps.outside.iter().map(|name| card(name)).collect();
        if let Some(name) = &ps.companion {
            assert!(
                ps.outside.contains(name),
                "{path}: a companion is one of the `outside` cards"
            );
            game.players[p.0].companion = Some(card(name));
        }
        for name in &ps.commander {
            game.put_commander(card(name), p);
        }
        for (zone, names) in [
            (Zone::Library, &ps.library),
            (Zone::Hand, &ps.hand),
            (Zone::Graveyard, &ps.graveyard),
        ] {
            for name in names {
                game.put(card(name), p, zone);
            }
        }
        for perm in &ps.battlefield {
            let detail = match perm {
                Permanent::Name(name) => PermanentSetup {
                    card: name.clone(),
                    tapped: false,
                    damage: 0,
                    plus_one: None,
                    minus_one: 0,
                    loyalty: None,
                    defense: None,
                    age: 0,
                    level: 0,
                    lore: None,
                    time: None,
                    intervention: None,
                    summoning_sick: false,
                    transformed: false,
                    flipped: false,
                    face_down: false,
                    attached_to: None,
                    owner: None,
                },
                Permanent::Detailed(d) => PermanentSetup {
                    card: d.card.clone(),
                    attached_to: d.attached_to.clone(),
                    owner: d.owner.clone(),
                    ..*d
                },
            };
            let id = match (detail.transformed, detail.flipped, detail.face_down) {
                (true, _, _) => game.put_transformed(card(&detail.card), p),
                (false, true, _) => game.put_flipped(card(&detail.card), p),
                (false, false, true) => game.put_face_down(card(&detail.card), p),
                (false, false, false) => game.put(card(&detail.card), p, Zone::Battlefield),
            };
            let o = &mut game.objects[id.0 as usize];
            o.tapped = detail.tapped;
            o.damage = detail.damage;
            if let Some(plus_one) = detail.plus_one {
                o.counters.plus_one = plus_one;
            }
            o.counters.minus_one = detail.minus_one;
            o.counters.age = detail.age;
            o.counters.level = detail.level;
            if let Some(loyalty) = detail.loyalty {
                o.counters.loyalty = loyalty;
            }
            if let Some(defense) = detail.defense {
                o.counters.defense = defense;
            }
            if let Some(time) = detail.time {
                o.counters.time = time;
            }
            if let Some(intervention) = detail.intervention {
                o.counters.intervention = intervention;
            }
            o.summoning_sick = detail.summoning_sick;
            if let Some(owner) = &detail.owner {
                o.owner = player(owner, path);
            }
            if let Some(to) = detail.attached_to {
                attachments.push((id, to));
            }
            if let Some(lore) = detail.lore {
                game.objects[id.0 as usize].counters.lore = lore;
                // The chapter abilities its entering triggered are not the set-up board's.
                game.waiting_triggers.retain(|w| w.source != id);
            }
        }
    }
    for (id, to) in attachments {
        let to = match to.as_str() {
            name if is_player(name) => Target::Player(player(name, path)),
            name => Target::Object(
                game.battlefield
                    .iter()
                    .copied()
                    // The printed name: reading characteristics after effects now would
                    // compute them before the attachments they depend on.
                    .find(|&o| game.card(o).name == name)
                    .unwrap_or_else(|| panic!("{path}: nothing named `{name}` on the battlefield to attach to")),
            ),
        };
        game.objects[id.0 as usize].attached_to = Some(to);
    }
    game.day_night = s.day_night.as_deref().map(|d| match d {
        "day" => DayNight::Day,
        "night" => DayNight::Night,
        other => panic!("{path}: day_night is \"day\" or \"night\", not `{other}`"),
    });
    game.monarch = s.monarch.as_deref().map(|m| player(m, path));
    if let Some(zero) = s.dice.iter().find(|&&d| d == 0) {
        panic!("{path}: dice are the results rolled, from 1: not {zero}");
    }
    game.load_dice(&s.dice);
    if s.two_headed_giant {
        two_headed_giant(&mut game, s, path);
    }
    if let Some(size) = s.team_size {
        game.teams = engine::game::Teams::seated_together(game.players.len(), size)
            .unwrap_or_else(|e| panic!("{path}: team_size: {e}"));
    }
    if let Some(teams) = s.alternating_teams {
        game.teams = engine::game::Teams::alternating(game.players.len(), teams)
            .unwrap_or_else(|e| panic!("{path}: alternating_teams: {e}"));
        game.attacks_only_next_to = true;
    }
    if let Some(size) = s.emperor_team_size {
        let n = game.players.len();
        game.teams =
            engine::game::Teams::seated_together(n, size).unwrap_or_else(|e| panic!("{path}: emperor_team_size: {e}"));
        game.emperor_team_size = Some(size);
        game.attacks_only_next_to = true;
        game.deploy_creatures = true;
        game.range = Some(Reach::new(engine::emperor::ranges_of_influence(n, size, game.teams)));
        game.determine_ranges_of_influence();
    }
    game.deploy_creatures |= s.deploy_creatures;
    game.attack_option = s.attack.as_deref().map(|side| match side {
        "left" => AttackOption::Left,
        "right" => AttackOption::Right,
        other => panic!("{path}: attack is \"left\" or \"right\" (803.1), not `{other}`"),
    });
    if s.grand_melee {
        game.range = Some(Reach::new(RangeOfInfluence::every_player(1)));
        game.determine_ranges_of_influence();
        game.attack_option = Some(AttackOption::Left);
        game.hand_out_turn_markers(active);
    }
    range_of_influence(&mut game, s);
    game.begin_step(step_named(s.step.as_deref().unwrap_or("precombat_main"), path));
    game
}

/// Sets up the limited range of influence option (801) when the scenario or a player names a
/// range: each player's own, or else the game's.
fn range_of_influence(game: &mut Game, s: &Setup) {
    let own: Vec<Option<u8>> = s
        .players()
        .iter()
        .map(|(_, ps)| ps.as_ref().and_then(|ps| ps.range_of_influence))
        .collect();
    if s.range_of_influence.is_none() && own.iter().all(Option::is_none) {
        return;
    }
    let ranges: Vec<u8> = own
        .iter()
        .map(|r| r.or(s.range_of_influence).unwrap_or(u8::MAX))
        .collect();
    let option = RangeOfInfluence::per_player(&ranges).expect("at most eight players");
    game.range = Some(Reach::new(option));
    game.determine_ranges_of_influence();
}

/// Makes `game` a Two-Headed Giant game of two teams seated together, each with the shared life
/// total and poison counters its players' set-ups give (810.4, 810.10).
fn two_headed_giant(game: &mut Game, s: &Setup, path: &str) {
    let n = game.players.len();
    game.teams =
        engine::game::Teams::seated_together(n, n / 2).unwrap_or_else(|e| panic!("{path}: two_headed_giant: {e}"));
    game.two_headed_giant = true;
    let players: Vec<_> = s.players();
    for team in players.chunks(n / 2) {
        let given = |f: fn(&super::format::PlayerSetup) -> Option<i32>| -> Vec<i32> {
            team.iter().filter_map(|(_, ps)| ps.as_ref().and_then(f)).collect()
        };
        let life = given(|ps| ps.life);
        let poison = given(|ps| ps.poison.map(|p| p as i32));
        assert!(
            life.windows(2).all(|w| w[0] == w[1]) && poison.windows(2).all(|w| w[0] == w[1]),
            "{path}: teammates share a life total and poison counters (810.4, 810.10): give them once"
        );
        for &(p, _) in team {
            game.players[p.0].life = life.first().copied().unwrap_or(30);
            game.players[p.0].poison_counters = poison.first().map_or(0, |&p| p as u32);
        }
    }
}
