//! Games between teams (CR 102.3, 104.2c, 808, 810, 811): setting up a Team vs. Team, a
//! Two-Headed Giant or an Alternating Teams game, who goes first, and whole random games of
//! two teams of two.

use engine::agent::play_random;
use engine::attack_options::AttackOption;
use engine::game::{Game, GameConfig, GameResult, PlayerId, Teams};
use engine::range_of_influence::RangeOfInfluence;
use engine::rule;

/// A Team vs. Team game has two or more teams (808.1): one team of four is refused with an
/// error that names the rule, and so are teams that don't divide the players.
#[rule("808.1")]
#[test]
fn r808_1_a_team_vs_team_game_has_two_or_more_teams() {
    let pool = crate::fixtures::starter();
    let deck = engine::decks::bears_bolt(&pool).expect("bundled");
    let one_team = GameConfig::team_vs_team(pool.clone(), vec![deck.clone(); 4], 4).map(|_| ());
    let message = one_team.expect_err("one team is no Team vs. Team game").to_string();
    assert!(message.contains("808.1"), "{message}");
    assert!(
        GameConfig::team_vs_team(pool.clone(), vec![deck.clone(); 4], 3).is_err(),
        "4 players in teams of 3"
    );
    assert!(
        GameConfig::team_vs_team(pool, vec![deck; 4], 2).is_ok(),
        "two teams of two"
    );
}

/// A Team vs. Team game's options are decided before play begins (808.3): it uses the attack
/// multiple players option (808.3a), and neither the limited range of influence nor the
/// deploy creatures option (808.3b): A, of A and B's team, attacks C and D at once, and each
/// of them blocks.
#[rule("808.3", "808.3a", "808.3b")]
#[test]
fn r808_3a_a_team_attacks_both_players_of_the_other_at_once() {
    let pool = crate::fixtures::starter();
    let deck = engine::decks::bears_bolt(&pool).expect("bundled");
    let config = GameConfig::team_vs_team(pool, vec![deck; 4], 2).expect("two teams of two");
    assert_eq!(config.attack_option, None, "attacking multiple players");
    assert_eq!(config.range_of_influence, None);
    assert!(!config.deploy_creatures);
    assert_eq!(
        crate::fixtures::bears_attack_at_once(config, &[2, 3]),
        [PlayerId(2), PlayerId(3)],
        "C and D, each a defending player, block"
    );
}

/// Teams sit together (808.2): in teams of two, A and B are one team and C and D the other;
/// teammates aren't opponents, and everyone on the other team is (102.3).
#[rule("808.2", "102.3")]
#[test]
fn r808_2_teams_sit_together() {
    let teams = Teams::seated_together(4, 2).expect("two teams of two");
    let [a, b, c, d] = [0, 1, 2, 3].map(PlayerId);
    assert_eq!(teams.team(a), teams.team(b));
    assert_eq!(teams.team(c), teams.team(d));
    assert!(!teams.are_opponents(a, b) && !teams.are_opponents(c, d));
    assert!([(a, c), (a, d), (b, c), (b, d)]
        .iter()
        .all(|&(x, y)| teams.are_opponents(x, y)));
    assert!(teams.any());
    assert_eq!(teams.count(4), 2);
    assert!(!Teams::individual().any(), "a game without teams");
    assert!(Teams::individual().are_opponents(a, b));
}

/// A team is chosen at random to go first, and of a team of two the player to the left of its
/// midpoint goes first, the second in seat order (808.4): B or D, never A or C. Of a team of
/// three, its center player.
#[rule("808.4")]
#[test]
fn r808_4_the_center_player_of_a_team_chosen_at_random_goes_first() {
    let pool = crate::fixtures::starter();
    let deck = engine::decks::bears_bolt(&pool).expect("bundled");
    let mut firsts = std::collections::BTreeSet::new();
    for seed in 0..32 {
        let config = GameConfig::team_vs_team(pool.clone(), vec![deck.clone(); 4], 2).expect("two teams of two");
        firsts.insert(Game::new(config, seed).turn.starting_player.0);
    }
    assert_eq!(firsts.into_iter().collect::<Vec<_>>(), [1, 3]);
    let teams = Teams::seated_together(6, 3).expect("two teams of three");
    assert_eq!(
        [teams.first_player(6, 0), teams.first_player(6, 1)],
        [PlayerId(1), PlayerId(4)]
    );
}

/// Random Team vs. Team games of two teams of two end with a team winning (104.2c), each team
/// some of the time, the invariants holding after every action.
#[test]
fn random_team_vs_team_games_end_with_a_team_winning() {
    let pool = crate::fixtures::starter();
    let deck = engine::decks::bears_bolt(&pool).expect("bundled");
    let mut wins = [0; 2];
    for seed in 0..24 {
        let config = GameConfig::team_vs_team(pool.clone(), vec![deck.clone(); 4], 2).expect("two teams of two");
        let mut game = Game::new(config, seed);
        let outcome = play_random(&mut game, seed, true).unwrap_or_else(|e| panic!("game {seed}: {e:?}"));
        assert!(outcome.finished, "game {seed} did not finish");
        match game.result {
            Some(GameResult::TeamWin(team)) => wins[team] += 1,
            Some(GameResult::Draw) => {}
            other => panic!("game {seed} ended {other:?}, not with a team winning"),
        }
    }
    assert!(wins.iter().all(|&w| w > 0), "each team wins sometimes: {wins:?}");
}

/// A Two-Headed Giant game is two teams of two (810.1), each with a shared life total of 30
/// (810.4); three players a team make a Three-Headed Giant game, at 45 life, whose teams lose at
/// twenty poison counters, not fifteen (810.11). Each team sits together (810.3), as the shared
/// team turns option the game uses needs (810.2, 805.1): A and B, C and D; of three, A, B and
/// C, D, E and F. Any other number of players is refused.
#[rule("810.1", "810.3", "810.4", "810.11", "810.2", "805.1")]
#[test]
fn r810_11_a_three_headed_giant_team_starts_at_45_life_and_loses_at_20_poison_counters() {
    let pool = crate::fixtures::starter();
    let deck = engine::decks::bears_bolt(&pool).expect("bundled");
    let config = GameConfig::two_headed_giant(pool.clone(), vec![deck.clone(); 4]).expect("two teams of two");
    assert!(config.two_headed_giant, "810.2: the shared team turns option");
    let game = Game::new(
        GameConfig::two_headed_giant(pool.clone(), vec![deck.clone(); 4]).expect("two teams of two"),
        1,
    );
    assert!(game.players.iter().all(|p| p.life == 30), "810.4: 30 life a team");
    assert!(!game.teams.are_opponents(PlayerId(0), PlayerId(1)));
    let teams_of = |teams: &Teams, players: usize| (0..players).map(|p| teams.team(PlayerId(p))).collect::<Vec<_>>();
    assert_eq!(
        teams_of(&game.teams, 4),
        [0, 0, 1, 1],
        "810.3, 805.1: teams of two seated together"
    );
    for players in [2, 3, 5] {
        let refused = GameConfig::two_headed_giant(pool.clone(), vec![deck.clone(); players]).map(|_| ());
        let message = refused.expect_err("no two teams of two or more").to_string();
        assert!(message.contains("810.1"), "{players} players: {message}");
    }
    let config = GameConfig::two_headed_giant(pool, vec![deck; 6]).expect("two teams of three");
    let mut game = Game::blank(config.pool.clone(), 6, config.starting_life);
    assert_eq!(config.starting_life, 45, "810.11: 15 more for the third player");
    assert_eq!(
        teams_of(&config.teams, 6),
        [0, 0, 0, 1, 1, 1],
        "810.3: teams of three seated together"
    );
    game.teams = config.teams;
    game.two_headed_giant = true;
    for seat in 3..6 {
        game.players[seat].poison_counters = 19;
    }
    engine::sba::check_state_based_actions(&mut game);
    assert!(
        game.result.is_none(),
        "19 poison counters don't make a team of three lose"
    );
    for seat in 3..6 {
        game.players[seat].poison_counters = 20;
    }
    engine::sba::check_state_based_actions(&mut game);
    assert_eq!(game.result, Some(GameResult::TeamWin(0)), "20 do (704.6b)");
}

/// A Two-Headed Giant game begins with a team chosen at random, its primary player, the first
/// of it in seat order, the active player (805.3, 805.2): A or C, never B or D. The starting
/// team skips the draw step of its first turn, both its players (103.8b, 810.6), so each still
/// has the 7 cards they kept in the first main phase.
#[rule("805.3", "805.2", "103.8b", "810.6")]
#[test]
fn r103_8b_the_starting_team_skips_the_draw_step_of_its_first_turn() {
    use engine::action::{Action, Decision};
    let pool = crate::fixtures::starter();
    let deck = engine::decks::bears_bolt(&pool).expect("bundled");
    let mut firsts = std::collections::BTreeSet::new();
    for seed in 0..16 {
        let config = GameConfig::two_headed_giant(pool.clone(), vec![deck.clone(); 4]).expect("two teams of two");
        let mut game = Game::new(config, seed);
        let first = game.turn.starting_player;
        firsts.insert(first.0);
        while let Some(pending) = game.pending {
            match pending.decision {
                Decision::Mulligan => game.apply(Action::Keep).expect("keep"),
                // Which of the starting team declares first (805.3a).
                Decision::Choose { .. } => game.apply(Action::Choose(0)).expect("either"),
                Decision::Priority if game.turn.step == engine::turn::Step::PrecombatMain => break,
                _ => game.apply(Action::Pass).expect("pass to the main phase"),
            };
        }
        let teammate = PlayerId(first.0 + 1);
        for p in [first, teammate] {
            assert_eq!(
                game.players[p.0].hand.len(),
                7,
                "seed {seed}: {p} drew in the first turn"
            );
        }
    }
    assert_eq!(
        firsts.into_iter().collect::<Vec<_>>(),
        [0, 2],
        "a team's primary player begins"
    );
}

/// Random Two-Headed Giant games of the Bears/Bolt deck end with a team winning (104.2c,
/// 810.8), each team some of the time, the invariants holding after every action.
#[test]
fn random_two_headed_giant_games_end_with_a_team_winning() {
    let pool = crate::fixtures::starter();
    let deck = engine::decks::bears_bolt(&pool).expect("bundled");
    let mut wins = [0; 2];
    for seed in 0..24 {
        let config = GameConfig::two_headed_giant(pool.clone(), vec![deck.clone(); 4]).expect("two teams of two");
        let mut game = Game::new(config, seed);
        let outcome = play_random(&mut game, seed, true).unwrap_or_else(|e| panic!("game {seed}: {e:?}"));
        assert!(outcome.finished, "game {seed} did not finish");
        match game.result {
            Some(GameResult::TeamWin(team)) => wins[team] += 1,
            Some(GameResult::Draw) => {}
            other => panic!("game {seed} ended {other:?}, not with a team winning"),
        }
        assert!(
            game.players.chunks(2).all(|team| team[0].life == team[1].life),
            "seed {seed}: teammates share a life total"
        );
    }
    assert!(wins.iter().all(|&w| w > 0), "each team wins sometimes: {wins:?}");
}

/// A team's primary player is its first seat in turn order (805.2): A of A and B, C of C and
/// D, D of D, E and F.
#[rule("805.2")]
#[test]
fn r805_2_the_primary_player_is_the_teams_first_seat() {
    let two = Teams::seated_together(4, 2).expect("two teams of two");
    assert_eq!(two.primary_player(4, 0), PlayerId(0));
    assert_eq!(two.primary_player(4, 1), PlayerId(2));
    let three = Teams::seated_together(6, 3).expect("two teams of three");
    assert_eq!(three.primary_player(6, 1), PlayerId(3));
}

/// Alternating Teams are two or more teams of equal size (811.1), seated in turn so that no
/// one sits next to a teammate (811.3): three teams of two sit A1, B1, C1, A2, B2, C2.
#[rule("811.1", "811.3")]
#[test]
fn r811_1_alternating_teams_are_two_or_more_teams_of_equal_size_seated_in_turn() {
    let teams = Teams::alternating(6, 3).expect("three teams of two");
    let team = |seat| teams.team(PlayerId(seat));
    assert_eq!((0..6).map(team).collect::<Vec<_>>(), [0, 1, 2, 0, 1, 2]);
    assert_eq!(teams.count(6), 3);
    assert!(teams.any());
    for (players, count) in [(6, 1), (5, 2), (4, 4), (18, 2)] {
        assert!(
            Teams::alternating(players, count).is_err(),
            "{players} players in {count} teams is no Alternating Teams game"
        );
    }
}

/// An Alternating Teams game, its options set before play begins (811.2), gives each player
/// the recommended range of influence of 2 (811.2a) and lets them attack only the opponents
/// next to them (811.4), with exactly one of the attack multiple players, left and right
/// options (811.2b).
#[rule("811.2a", "811.2", "811.2b")]
#[test]
fn r811_2a_an_alternating_teams_game_gives_each_player_a_range_of_influence_of_two() {
    let pool = crate::fixtures::starter();
    let deck = engine::decks::bears_bolt(&pool).expect("the Bears/Bolt deck");
    let config = GameConfig::alternating_teams(pool, vec![deck; 4], 2, None).expect("two teams of two");
    assert_eq!(config.range_of_influence, Some(RangeOfInfluence::every_player(2)));
    assert!(config.attacks_only_next_to);
    let game = Game::new(config, 1);
    assert!(game.range.is_some() && game.attacks_only_next_to);
    assert!(game.teams.are_opponents(PlayerId(0), PlayerId(1)));
    assert!(!game.teams.are_opponents(PlayerId(0), PlayerId(2)));
    assert_eq!(
        game.attack_option, None,
        "both opponents next to them unless an option names one side"
    );
    // With the attack left option, only the opponent on the left (811.2b, 803.1a).
    let deck = engine::decks::bears_bolt(&game.pool).expect("the Bears/Bolt deck");
    let left = GameConfig::alternating_teams(game.pool.clone(), vec![deck; 4], 2, Some(AttackOption::Left))
        .expect("two teams of two");
    assert_eq!(left.attack_option, Some(AttackOption::Left));
    assert_eq!(Game::new(left, 1).attack_option, Some(AttackOption::Left));
}

/// An Emperor game is between teams of three or more (809.1), each seated together with its
/// emperor in the middle (809.2): B and E of six players in teams of three, B and F of eight
/// in teams of four (general 1, emperor, general 2, general 3: 809.6a's example).
#[rule("809.1", "809.2", "809.6")]
#[test]
fn r809_2_each_team_seats_its_emperor_in_the_middle() {
    let pool = crate::fixtures::starter();
    let deck = engine::decks::bears_bolt(&pool).expect("the Bears/Bolt deck");
    let emperors = |players: usize, size: usize| {
        let config = GameConfig::emperor(pool.clone(), vec![deck.clone(); players], size).expect("an Emperor game");
        let game = Game::new(config, 1);
        (0..players)
            .filter(|&p| game.is_emperor(PlayerId(p)))
            .collect::<Vec<_>>()
    };
    assert_eq!(emperors(6, 3), [1, 4]);
    // Teams of any equal size (809.6).
    assert_eq!(emperors(8, 4), [1, 5]);
    assert_eq!(emperors(10, 5), [2, 7]);
    for (players, size) in [(4, 2), (7, 3), (3, 3)] {
        assert!(
            GameConfig::emperor(pool.clone(), vec![deck.clone(); players], size).is_err(),
            "{players} players in teams of {size} is no Emperor game"
        );
    }
}

/// In an Emperor game of teams of three, emperors have range of influence 2 and generals 1
/// (809.3a); with teams of four, the fewest seats that reach an opposing general, or two for
/// an emperor (809.6a: 1, 3, 2, 1 for each team).
#[rule("809.3a", "809.6a")]
#[test]
fn r809_3a_emperors_have_range_two_and_generals_range_one() {
    let ranges = |players: usize, size: usize| {
        let teams = Teams::seated_together(players, size).expect("teams");
        let option = engine::emperor::ranges_of_influence(players, size, teams);
        (0..players).map(|p| option.of(PlayerId(p))).collect::<Vec<_>>()
    };
    assert_eq!(ranges(6, 3), [1, 2, 1, 1, 2, 1]);
    assert_eq!(ranges(9, 3), [1, 2, 1, 1, 2, 1, 1, 2, 1]);
    assert_eq!(ranges(8, 4), [1, 3, 2, 1, 1, 3, 2, 1]);
}

/// The emperor of a team chosen at random goes first (809.4): over a few seeds, each of the
/// two emperors, and never a general.
#[rule("809.4")]
#[test]
fn r809_4_a_random_emperor_goes_first() {
    let pool = crate::fixtures::starter();
    let deck = engine::decks::bears_bolt(&pool).expect("the Bears/Bolt deck");
    let mut first = std::collections::BTreeSet::new();
    for seed in 0..16 {
        let config = GameConfig::emperor(pool.clone(), vec![deck.clone(); 6], 3).expect("an Emperor game");
        first.insert(Game::new(config, seed).turn.starting_player.0);
    }
    assert_eq!(first.into_iter().collect::<Vec<_>>(), [1, 4]);
}

/// An Emperor game uses the deploy creatures option (809.3b, 804.1): each creature has the
/// deploy ability, listed after its own (804.2); a Team vs. Team game may, but doesn't by
/// default.
#[rule("809.3b", "804.1")]
#[test]
fn r809_3b_an_emperor_game_uses_the_deploy_creatures_option() {
    let pool = crate::fixtures::starter();
    let deck = engine::decks::bears_bolt(&pool).expect("the Bears/Bolt deck");
    let config = GameConfig::emperor(pool.clone(), vec![deck.clone(); 6], 3).expect("an Emperor game");
    assert!(config.deploy_creatures);
    assert!(Game::new(config, 1).deploy_creatures);
    let team_vs_team = GameConfig::team_vs_team(pool, vec![deck; 4], 2).expect("two teams of two");
    assert!(
        !team_vs_team.deploy_creatures,
        "an option other team games may use, off by default"
    );
}

/// With the deploy creatures option each creature on the battlefield has the deploy ability
/// (804.2), listed after its own; a land doesn't, and nothing does without the option.
#[rule("804.2")]
#[test]
fn r804_2_each_creature_and_only_creatures_have_the_deploy_ability() {
    use engine::characteristics::ActivatedRef;
    use engine::game::Zone;
    let mut game = Game::blank(crate::fixtures::starter(), 4, 20);
    game.teams = Teams::seated_together(4, 2).expect("two teams of two");
    let elves = crate::fixtures::permanent(&mut game, PlayerId(0), "Llanowar Elves");
    let mountain = crate::fixtures::permanent(&mut game, PlayerId(0), "Mountain");
    let pool = game.pool.clone();
    let in_hand = game.put(crate::fixtures::card(&pool, "Grizzly Bears"), PlayerId(0), Zone::Hand);
    let deploys = |game: &Game, id| game.activated_abilities(id).any(|(r, _)| r == ActivatedRef::Deploy);
    assert!(!deploys(&game, elves), "no deploy ability without the option");
    game.deploy_creatures = true;
    let refs: Vec<ActivatedRef> = game.activated_abilities(elves).map(|(r, _)| r).collect();
    assert_eq!(refs.len(), 2, "Llanowar Elves' mana ability, then deploy: {refs:?}");
    assert_eq!(refs[1], ActivatedRef::Deploy);
    assert_eq!(
        game.activated_ability(elves, 1).map(|(r, _)| r),
        Some(ActivatedRef::Deploy)
    );
    assert!(!deploys(&game, mountain), "a land has no deploy ability");
    assert!(!deploys(&game, in_hand), "nor a creature card in a hand");
}

/// In a Two-Headed Giant game the starting team's players take their opening-hand actions in
/// the order the team likes, then the other team's players in turn order (805.3b): A and B,
/// the starting team, each with Leyline of the Void in hand, are asked which of them acts
/// first; the team answers B, so B, then A, then C is asked about their Leyline.
#[rule("805.3b")]
#[test]
fn r805_3b_the_starting_team_takes_its_opening_hand_actions_in_the_order_it_likes() {
    use engine::action::{Action, Decision};
    use engine::midway::About;
    let pool = crate::fixtures::starter();
    let leyline = crate::fixtures::card(&pool, "Leyline of the Void");
    let deck: Vec<_> = std::iter::once(leyline)
        .chain(std::iter::repeat_n(crate::fixtures::card(&pool, "Swamp"), 9))
        .collect();
    let config = GameConfig::two_headed_giant(pool.clone(), vec![deck; 4]).expect("two teams of two");
    let holds = |game: &Game, seat: usize| {
        game.players[seat]
            .hand
            .iter()
            .any(|&c| game.objects[c.0 as usize].card == leyline)
    };
    // A seed where A's team starts and A, B and C hold the Leyline, D not.
    let mut game = (0..200)
        .map(|seed| Game::new(config.clone(), seed))
        .find(|g| g.turn.starting_player == PlayerId(0) && holds(g, 0) && holds(g, 1) && holds(g, 2) && !holds(g, 3))
        .expect("such a seed");
    game.apply(Action::Choose(0)).expect("A declares first");
    while game.pending.is_some_and(|p| p.decision == Decision::Mulligan) {
        game.apply(Action::Keep).unwrap_or_else(|e| panic!("{e}"));
    }
    let question = game.question().expect("a question").clone();
    assert_eq!(question.player, PlayerId(0), "asked of the starting team");
    let About::TeamMemberNext { options } = &question.about else {
        panic!("asked {question:?}");
    };
    assert_eq!(options, &[PlayerId(0), PlayerId(1)]);
    game.apply(Action::Choose(1)).unwrap_or_else(|e| panic!("{e}"));
    let mut asked = Vec::new();
    while let Some(question) = game.question().cloned() {
        assert!(matches!(question.about, About::OpeningHand { .. }), "{question:?}");
        asked.push(question.player);
        game.apply(Action::Choose(0)).unwrap_or_else(|e| panic!("{e}"));
    }
    assert_eq!(asked, [PlayerId(1), PlayerId(0), PlayerId(2)]);
    assert_eq!(
        game.battlefield.len(),
        3,
        "each began with their Leyline on the battlefield"
    );
}

/// In a Two-Headed Giant game the starting team's players declare whether they take a
/// mulligan in the order the team likes, then the other team's in turn order; the mulligans
/// are taken together, and a player may take one after a teammate kept (805.3a, 103.5d). A's
/// team starts and answers that B declares first: B takes a mulligan, then A keeps, then C
/// and D keep; B's new hand is drawn, and B alone declares again.
#[rule("805.3a", "103.5d")]
#[test]
fn r805_3a_the_starting_team_declares_mulligans_in_the_order_it_likes() {
    use engine::action::{Action, Decision};
    use engine::midway::About;
    let pool = crate::fixtures::starter();
    let deck = engine::decks::bears_bolt(&pool).expect("the Bears/Bolt deck");
    let config = GameConfig::two_headed_giant(pool, vec![deck; 4]).expect("two teams of two");
    let mut game = (0..50)
        .map(|seed| Game::new(config.clone(), seed))
        .find(|g| g.turn.starting_player == PlayerId(0))
        .expect("a seed where A's team starts");
    let question = game.question().expect("a question before any declaration").clone();
    assert_eq!(question.player, PlayerId(0), "asked of the starting team");
    let About::TeamMemberNext { options } = &question.about else {
        panic!("asked {question:?}");
    };
    assert_eq!(options, &[PlayerId(0), PlayerId(1)]);
    game.apply(Action::Choose(1)).expect("B declares first");
    let b_hand = game.players[1].hand.clone();
    let mut declared = Vec::new();
    for action in [Action::Mulligan, Action::Keep, Action::Keep, Action::Keep] {
        let pending = game.pending.expect("a decision");
        assert_eq!(pending.decision, Decision::Mulligan, "{:?}", game.question());
        declared.push(pending.player);
        game.apply(action).unwrap_or_else(|e| panic!("{e}"));
    }
    assert_eq!(declared, [PlayerId(1), PlayerId(0), PlayerId(2), PlayerId(3)]);
    assert_ne!(game.players[1].hand, b_hand, "B's mulligan is taken: a new hand");
    assert_eq!(game.players[1].hand.len(), 7, "the first mulligan is free (103.5c)");
    assert_eq!(
        game.pending.map(|p| (p.player, p.decision)),
        Some((PlayerId(1), Decision::Mulligan)),
        "B alone declares again, without a question: {:?}",
        game.question()
    );
}

/// Only a game of shared team turns lets the starting team choose who declares a mulligan
/// first (805.3a): in a Team vs. Team game, whose teams take turns one player at a time, the
/// players declare in turn order from the starting player, asked nothing else.
#[rule("805.3a")]
#[test]
fn r805_3a_a_team_vs_team_game_declares_mulligans_in_turn_order() {
    use engine::action::{Action, Decision};
    let pool = crate::fixtures::starter();
    let deck = engine::decks::bears_bolt(&pool).expect("the Bears/Bolt deck");
    let config = GameConfig::team_vs_team(pool, vec![deck; 4], 2).expect("two teams of two");
    let mut game = Game::new(config, 3);
    let first = game.turn.starting_player;
    let mut declared = Vec::new();
    while let Some(pending) = game.pending.filter(|p| p.decision == Decision::Mulligan) {
        declared.push(pending.player);
        game.apply(Action::Keep).unwrap_or_else(|e| panic!("{e}"));
    }
    let in_turn_order: Vec<PlayerId> = (0..4).map(|k| PlayerId((first.0 + k) % 4)).collect();
    assert_eq!(declared, in_turn_order, "{:?}", game.question());
}
