//! Whole games between random agents: no panic, no hang, invariants after every action,
//! determinism, replay, and illegal actions that change nothing. The long soak (100,000
//! games) is `cargo run --release -p engine --example random_games -- --games 100000 --check`.

use engine::action::Action;
use engine::agent::{play_out, play_random, Agent, RandomAgent};
use engine::cards::hybrid::PaidAs;
use engine::event::EventKind;
use engine::game::{Game, Zone};
use engine::stack::GraveyardKeyword;

use crate::fixtures::{bears_bolt_config, bears_bolt_game};

/// Plays game `seed` to its end with the invariant and step-order checks after every
/// action; returns the game and the actions applied.
fn play(seed: u64) -> (Game, Vec<Action>) {
    let mut game = bears_bolt_game(seed);
    let outcome = play_random(&mut game, seed, true).unwrap_or_else(|e| panic!("game {seed}: {e:?}"));
    assert!(outcome.finished, "game {seed} did not finish");
    let actions = game.actions.clone();
    (game, actions)
}

#[test]
fn random_games_finish_with_invariants_holding_after_every_action() {
    let mut outcomes = [0; 3];
    for seed in 0..150 {
        let (game, _) = play(seed);
        match game.result {
            Some(engine::game::GameResult::Win(p)) => outcomes[p.0] += 1,
            Some(engine::game::GameResult::Draw) => outcomes[2] += 1,
            Some(engine::game::GameResult::TeamWin(_)) | None => unreachable!("a two-player game finished"),
        }
        // Every event names the rule that caused it, and that rule is in the index.
        for e in &game.log {
            assert!(engine::rules_ext::lookup(e.rule).is_some(), "{e:?}");
        }
        let steps = game
            .log
            .iter()
            .filter(|e| matches!(e.kind, EventKind::StepBegan { .. }))
            .count();
        assert!(steps > 10, "game {seed} went through {steps} steps");
    }
    assert!(
        outcomes[0] > 30 && outcomes[1] > 30,
        "both seats win sometimes: {outcomes:?}"
    );
}

/// Random play of every starter card keeps the invariants, and reaches every kind of
/// announcement: modes (700.2), X (107.3a), targets (601.2c) and the order of a player's
/// triggers (603.3b) and flashback (702.34a); and morph, cast face down (the permanents deck,
/// with four morph creatures, turns them face up). Kicker, divided shares (601.2d) and delayed
/// triggered abilities (603.7), whose cards are a few of 250 here, are reached by the spells
/// deck (`random_spells_games_keep_the_invariants_kick_flash_back_and_trigger_on_events`).
#[test]
fn random_games_with_every_starter_card_keep_the_invariants() {
    let announced = |kind: &EventKind| match kind {
        EventKind::Cast { choices, .. } | EventKind::Activated { choices, .. } => Some((**choices).clone()),
        _ => None,
    };
    let mut seen = [0usize; 6];
    count_in_deck_games("starter_mix", 40, |_, kind| {
        if let Some(c) = announced(kind) {
            seen[0] += usize::from(!c.modes.is_empty());
            seen[1] += usize::from(c.x > 0);
            seen[2] += usize::from(!c.targets.is_empty());
            seen[4] += usize::from(c.from_graveyard == Some(GraveyardKeyword::Flashback));
            seen[5] += usize::from(c.alternative == Some(engine::stack::AlternativeCost::FaceDown));
        }
        seen[3] += usize::from(matches!(kind, EventKind::TokenCreated { .. }));
        false
    });
    // Delayed triggered abilities are the spells deck's to reach
    // (`random_spells_games_keep_the_invariants_kick_flash_back_and_trigger_on_events`): in a
    // deck of one of each card, Pyric Salamander and Wall of Tears come too rarely.
    let names = [
        "modes",
        "X > 0",
        "targets",
        "tokens",
        "a spell cast with flashback",
        "a card cast face down (702.37a)",
    ];
    for (name, n) in names.iter().zip(seen) {
        assert!(n > 0, "random play never announced {name}: {seen:?}");
    }
}

/// Plays games `0..seeds` of the bundled `deck` mirror to their end, with the invariant
/// checks (the layer cache against a fresh computation among them) after every action;
/// returns how many events `counted` picks out over all of them.
fn count_in_deck_games(deck: &str, seeds: u64, mut counted: impl FnMut(&Game, &EventKind) -> bool) -> usize {
    let pool = crate::fixtures::starter();
    let deck = engine::decks::bundled(deck, &pool).unwrap_or_else(|e| panic!("{e}"));
    let mut count = 0;
    for seed in 0..seeds {
        let mut game = Game::new(
            engine::game::GameConfig::new(pool.clone(), vec![deck.clone(), deck.clone()]),
            seed,
        );
        let outcome = play_random(&mut game, seed, true).unwrap_or_else(|e| panic!("game {seed}: {e:?}"));
        assert!(outcome.finished, "game {seed} did not finish");
        count += game.log.iter().filter(|e| counted(&game, &e.kind)).count();
    }
    count
}

/// A random agent stops repeating after [`RandomAgent::LOOP_LIMIT`] decisions in one step
/// (731.2a): before, it picks among every legal action; after, it passes whenever it may. In
/// starter-mix game 7000977 (with the pool of be436ee) both players' Chimeric Staffs, free to
/// activate with X = 0, stacked activations faster than they resolved, thousands in a step.
#[test]
fn random_agents_stop_repeating_after_the_loop_limit_in_one_step() {
    let mut game = bears_bolt_game(3);
    let mut keeper = RandomAgent::new(3);
    let mut legal = Vec::new();
    // On to a decision with a choice besides passing: a land to play, a Bolt to cast.
    while let Some(pending) = game.pending {
        game.legal_actions_into(&mut legal);
        if pending.decision == engine::action::Decision::Priority && legal.len() > 1 {
            break;
        }
        let action = keeper.decide(&game, pending, &legal);
        game.apply(action).unwrap_or_else(|e| panic!("{e:?}"));
    }
    let pending = game.pending.expect("the game goes on");
    let mut agent = RandomAgent::new(7);
    let limit = RandomAgent::LOOP_LIMIT as usize;
    let picks: Vec<Action> = (0..limit + 100).map(|_| agent.decide(&game, pending, &legal)).collect();
    assert!(
        picks[..limit].iter().any(|a| *a != Action::Pass),
        "before the limit it chooses among them all"
    );
    assert!(
        picks[limit..].iter().all(|a| *a == Action::Pass),
        "after the limit it passes"
    );
}

/// The list an agent that leaves mana to payment is offered is the full list less the
/// activations of "{T}: Add [fixed mana]" abilities, in the same order, and a random agent
/// picks the same action from either (it never picks those on its own).
#[test]
fn agents_that_leave_mana_to_payment_are_offered_every_action_but_fixed_mana_activations() {
    let mut game = bears_bolt_game(5);
    let (mut all, mut offered) = (Vec::new(), Vec::new());
    let mut left_out = 0;
    let mut agent = RandomAgent::new(5);
    assert!(!agent.offered_fixed_mana());
    while let Some(pending) = game.pending {
        game.legal_actions_into(&mut all);
        game.legal_actions_but_fixed_mana_into(&mut offered);
        let fixed_mana = |a: &Action| match a {
            Action::Activate { source, ability, .. } => game
                .activated_ability(*source, *ability)
                .is_some_and(|(_, ability)| ability.tap_mana().is_some()),
            _ => false,
        };
        let expected: Vec<Action> = all.iter().filter(|a| !fixed_mana(a)).cloned().collect();
        assert_eq!(offered, expected, "{pending:?}");
        left_out += all.len() - offered.len();
        let mut twin = agent.clone();
        let action = agent.decide(&game, pending, &offered);
        assert_eq!(twin.decide(&game, pending, &all), action);
        game.apply(action).unwrap_or_else(|e| panic!("{e:?}"));
    }
    assert!(left_out > 100, "lands' mana abilities were left out {left_out} times");
}

#[test]
fn the_same_seed_and_actions_give_the_same_final_state_hash() {
    for seed in [1, 2, 99] {
        let (first, actions) = play(seed);
        let (second, _) = play(seed);
        assert_eq!(
            first.state_hash(),
            second.state_hash(),
            "seed {seed}: same agents, same game"
        );
        // Replay: the seed and the recorded actions alone reproduce the game.
        let replay =
            Game::replay(bears_bolt_config(), seed, &actions).unwrap_or_else(|e| panic!("replay of {seed}: {e}"));
        assert_eq!(replay.state_hash(), first.state_hash(), "seed {seed}: replayed");
        assert_eq!(replay.log, first.log);
    }
    assert_ne!(
        play(1).0.state_hash(),
        play(2).0.state_hash(),
        "other seeds, other games"
    );
}

#[test]
fn a_clone_is_a_snapshot_that_plays_on_identically() {
    let mut game = bears_bolt_game(11);
    let mut agent = RandomAgent::new(5);
    for _ in 0..200 {
        let Some(pending) = game.pending else { break };
        let legal = game.legal_actions();
        let action = agent.decide(&game, pending, &legal);
        game.apply(action).expect("legal");
    }
    let snapshot = game.clone();
    let (mut a1, mut a2) = (RandomAgent::new(9), RandomAgent::new(9));
    let mut original = game;
    let mut copy = snapshot;
    play_out(
        &mut original,
        &mut [&mut a1 as &mut dyn Agent, &mut a2.clone()],
        50_000,
        |_, _| Ok::<_, ()>(()),
    )
    .expect("plays");
    let mut b1 = RandomAgent::new(9);
    play_out(&mut copy, &mut [&mut b1 as &mut dyn Agent, &mut a2], 50_000, |_, _| {
        Ok::<_, ()>(())
    })
    .expect("plays");
    assert_eq!(original.state_hash(), copy.state_hash());
}

#[test]
fn every_action_not_listed_as_legal_is_refused_without_changing_the_game() {
    let mut game = bears_bolt_game(21);
    let mut agent = RandomAgent::new(3);
    let mut refused = 0;
    for _ in 0..400 {
        let Some(pending) = game.pending else { break };
        let legal = game.legal_actions();
        // Try actions legal at other moments: cards from the other player's hand, passing
        // during declarations, declaring outside combat.
        let other = game.next_player(pending.player);
        let mut candidates: Vec<Action> = game.players[other.0]
            .hand
            .iter()
            .map(|&c| Action::PlayLand(c))
            .collect();
        candidates.push(Action::Pass);
        candidates.push(Action::FinishDeclaration);
        candidates.push(Action::Keep);
        for action in candidates.into_iter().filter(|a| !legal.contains(a)) {
            let before = game.state_hash();
            let log = game.log.len();
            let result = game.apply(action.clone());
            assert!(result.is_err(), "{action:?} is not listed as legal but was applied");
            assert_eq!(game.state_hash(), before, "{action:?} changed the game");
            assert_eq!(game.log.len(), log);
            refused += 1;
        }
        let action = agent.decide(&game, pending, &legal);
        game.apply(action).expect("legal");
    }
    assert!(refused > 300, "{refused} refusals tried");
}

/// Garbage actions (objects and players that do not exist, abilities out of range, payments
/// with any permanents) are refused without a panic and without changing the game.
#[test]
fn garbage_actions_never_panic_and_change_nothing() {
    use engine::action::Payment;
    use engine::game::{ObjectId, PlayerId};
    use engine::stack::Target;
    let mut rng = engine::rng::Rng::new(77);
    let mut game = bears_bolt_game(77);
    let mut agent = RandomAgent::new(1);
    for _ in 0..1500 {
        if game.pending.is_none() {
            break;
        }
        let id = |rng: &mut engine::rng::Rng| ObjectId(rng.below(400) as u32);
        let player = PlayerId(rng.below(4));
        let target = match rng.below(2) {
            0 => Target::Player(player),
            _ => Target::Object(id(&mut rng)),
        };
        let payment = if rng.below(2) == 0 {
            Payment::Auto
        } else {
            Payment::Tap(vec![id(&mut rng), id(&mut rng)])
        };
        let garbage = match rng.below(14) {
            0 => Action::PlayLand(id(&mut rng)),
            1 => Action::Cast {
                card: id(&mut rng),
                payment,
            },
            2 => Action::Activate {
                source: id(&mut rng),
                ability: rng.below(4),
                payment,
            },
            3 => Action::Attack {
                creature: id(&mut rng),
                attacks: if rng.below(2) == 0 {
                    engine::stack::Target::Player(player)
                } else {
                    engine::stack::Target::Object(id(&mut rng))
                },
            },
            4 => Action::Block {
                blocker: id(&mut rng),
                attacker: id(&mut rng),
            },
            5 => Action::Undeclare(id(&mut rng)),
            6 => Action::Discard(id(&mut rng)),
            7 => Action::PutOnBottom(id(&mut rng)),
            8 => Action::Target(target),
            9 => Action::NoMoreTargets,
            10 => Action::Mode(rng.below(5) as u8),
            11 => Action::NoMoreModes,
            12 => Action::PayOptionalCost(rng.below(2) == 1),
            _ => Action::Concede(PlayerId(2 + rng.below(5))),
        };
        let legal = game.legal_actions();
        if !legal.contains(&garbage) {
            let before = game.state_hash();
            if game.apply(garbage.clone()).is_ok() {
                // Some garbage is legal after all (a payment naming the right lands): fine,
                // as long as the game stays consistent.
                game.check_invariants().unwrap_or_else(|e| panic!("{garbage:?}: {e}"));
            } else {
                assert_eq!(
                    game.state_hash(),
                    before,
                    "{garbage:?} was refused but changed the game"
                );
            }
        }
        let Some(pending) = game.pending else {
            break;
        };
        let legal = game.legal_actions();
        let action = agent.decide(&game, pending, &legal);
        game.apply(action).expect("legal");
    }
}

#[test]
fn random_static_effects_games_keep_the_invariants_and_the_layer_cache_fresh() {
    let effects = count_in_deck_games("static_effects", 12, |_, kind| {
        matches!(kind, EventKind::EffectBegan { .. } | EventKind::ControlChanged { .. })
    });
    assert!(effects > 0, "resolved continuous effects and control changes happened");
}

/// Random games of the spells deck keep the invariants; its players choose a mode twice
/// (Fiery Confluence, 700.2d), divide damage among targets (601.2d), choose new targets for a
/// spell (115.7d), kick spells (702.33a)
/// and cast them with flashback (702.34a), abilities trigger on each kind of event the
/// deck's cards watch for (603.2): a spell cast, an attack, a block, damage dealt to a
/// creature and combat damage to a player; spells cost more or less (601.2f), and costs are
/// paid as spells are cast (601.2h) and as abilities resolve (118.12); Heart-Piercer
/// Manticore's reflexive ability triggers (603.12) and Switcheroo exchanges control (701.12b);
/// hybrid and Phyrexian symbols are paid with mana and with life (601.2b, 107.4e–f); cards
/// are cycled and Gempalm Sorcerer's "when you cycle" ability triggers (702.29a, 702.29c), and
/// Flameblade Adept's "whenever you cycle or discard a card" (702.29d); delayed triggered
/// abilities are created (603.7: Pyric Salamander, Wall of Tears).
#[test]
fn random_spells_games_keep_the_invariants_kick_flash_back_and_trigger_on_events() {
    let _ = engine::trace::take_fired();
    let (mut kicked, mut flashback, mut mode_twice, mut divided) = (0, 0, 0, 0);
    let (mut paid_with_mana, mut paid_with_life) = (0, 0);
    let watchers = [
        "Guttersnipe",
        "Hellrider",
        "Wall of Tears",
        "Jackal Pup",
        "Slith Firewalker",
        "Standstill",
        "Gempalm Sorcerer",
        "Flameblade Adept",
    ];
    let mut triggered = [0usize; 8];
    let (mut cycled, mut delayed) = (0, 0);
    // Tormenting Voice's additional cost: a card discarded just before it becomes cast.
    let (mut discarded, mut voices_paid_for) = (false, 0);
    count_in_deck_games("spells", 16, |game, kind| {
        let just_discarded = std::mem::replace(&mut discarded, matches!(kind, EventKind::Discarded { .. }));
        if let EventKind::Cast { choices, .. } | EventKind::Activated { choices, .. } = kind {
            paid_with_life += choices.paid_as.iter().filter(|&&w| w == PaidAs::TwoLife).count();
            paid_with_mana += choices.paid_as.iter().filter(|&&w| w != PaidAs::TwoLife).count();
        }
        cycled += usize::from(matches!(kind, EventKind::Cycled { .. }));
        delayed += usize::from(matches!(kind, EventKind::DelayedCreated { .. }));
        match kind {
            EventKind::Cast { choices, spell, .. } => {
                kicked += usize::from(choices.kicked != 0);
                divided += usize::from(choices.division.len() > 1);
                mode_twice += usize::from(choices.modes.windows(2).any(|w| w[0] == w[1]));
                flashback += usize::from(choices.from_graveyard == Some(GraveyardKeyword::Flashback));
                voices_paid_for += usize::from(just_discarded && game.name(*spell) == "Tormenting Voice");
            }
            EventKind::Triggered { source } => {
                if let Some(i) = watchers.iter().position(|&n| n == game.name(*source)) {
                    triggered[i] += 1;
                }
            }
            _ => {}
        }
        false
    });
    assert!(
        kicked > 0 && flashback > 0 && mode_twice > 0 && divided > 0,
        "kicked {kicked}, flashback {flashback}, a mode twice {mode_twice}, divided over targets {divided}"
    );
    for (name, n) in watchers.iter().zip(triggered) {
        assert!(n > 0, "{name}'s ability never triggered: {triggered:?}");
    }
    assert!(cycled > 0, "no card was cycled");
    assert!(
        delayed > 0,
        "no delayed triggered ability was created (Pyric Salamander, Wall of Tears)"
    );
    assert!(
        paid_with_mana > 0 && paid_with_life > 0,
        "hybrid and Phyrexian symbols paid with mana {paid_with_mana} times, with life {paid_with_life}"
    );
    assert!(voices_paid_for > 0, "Tormenting Voice was never cast discarding a card");
    let fired = engine::trace::take_fired();
    for (rule, what) in [
        (engine::cite!("609.2"), "a spell's cost changed"),
        (engine::cite!("118.12"), "a cost paid as an ability resolved"),
        (engine::cite!("115.7d"), "new targets chosen for a spell (Redirect)"),
        (
            engine::cite!("603.12"),
            "a reflexive ability triggered (Heart-Piercer Manticore)",
        ),
        (engine::cite!("701.12b"), "control exchanged (Switcheroo)"),
    ] {
        assert!(fired.contains(&rule), "never {what} ({rule})");
    }
}

/// Random games of the library deck keep the invariants; its players scry (701.22a), surveil
/// (701.25a) with Dimir Spybug triggering on it (701.25d), search for basic lands, for any
/// card and for a creature put back on top (701.23a, 701.24b), with each decision kind these
/// ask (cards to the bottom or the graveyard, the order of those kept, the cards found,
/// whether to search), and Aven Mindcensor narrows an opponent's search (701.23f); Black Sun's
/// Zenith shuffles itself into its owner's library (701.24a) and Gravebane Zombie goes on top
/// of it instead of dying; Emperor Crocodile's state trigger triggers (603.8); Fact or
/// Fiction's cards are separated into piles (700.3a) and Prey Upon or Inscription of
/// Abundance makes creatures fight (701.14a).
#[test]
fn random_library_games_keep_the_invariants_scry_surveil_and_search() {
    let _ = engine::trace::take_fired();
    let (mut scried, mut surveilled, mut searched, mut narrowed, mut spybug) = (0, 0, 0, 0, 0);
    let (mut zenith, mut zombie, mut separated) = (0, 0, 0);
    count_in_deck_games("library", 12, |game, kind| {
        match kind {
            EventKind::Separated { .. } => separated += 1,
            EventKind::ZoneChange {
                old, to: Zone::Library, ..
            } => match game.name(*old) {
                "Black Sun's Zenith" => zenith += 1,
                "Gravebane Zombie" => zombie += 1,
                _ => {}
            },
            EventKind::Scried { .. } => scried += 1,
            EventKind::Surveilled { .. } => surveilled += 1,
            EventKind::Searched { top, .. } => {
                searched += 1;
                narrowed += usize::from(top.is_some());
            }
            EventKind::Triggered { source } => spybug += usize::from(game.name(*source) == "Dimir Spybug"),
            _ => {}
        }
        false
    });
    assert!(
        scried > 0 && surveilled > 0 && searched > 0 && narrowed > 0 && spybug > 0,
        "scried {scried}, surveilled {surveilled}, searched {searched} ({narrowed} narrowed), Spybug {spybug}"
    );
    assert!(
        zenith > 0 && zombie > 0,
        "Black Sun's Zenith shuffled in {zenith} times, Gravebane Zombie put on top {zombie} times"
    );
    assert!(separated > 0, "Fact or Fiction's cards were never separated into piles");
    let fired = engine::trace::take_fired();
    for (rule, what) in [
        (engine::cite!("701.24b"), "a found card kept out of the shuffle"),
        (engine::cite!("603.8"), "a state trigger (Emperor Crocodile)"),
        (engine::cite!("701.23g"), "a choice to search"),
        (engine::cite!("701.23b"), "a search for a description"),
        (engine::cite!("701.23d"), "a search for any card"),
        (engine::cite!("701.14a"), "a fight"),
    ] {
        assert!(fired.contains(&rule), "never {what} ({rule})");
    }
}

#[test]
fn bears_bolt_games_never_compute_the_layers() {
    let _ = engine::trace::take_fired();
    for seed in 0..5 {
        let mut game = bears_bolt_game(seed);
        play_random(&mut game, seed, false).unwrap_or_else(|e| panic!("{e:?}"));
    }
    let fired = engine::trace::take_fired();
    assert!(fired.contains(&engine::cite!("510.2")), "the games had combat damage");
    assert!(
        !fired.contains(&engine::cite!("613.5")),
        "a game without continuous effects or static abilities computed the layers (613)"
    );
}

/// Random games of the replacements deck keep the invariants; in some, a player is asked
/// which replacement effect applies first (616.1) in the middle of an action, and replaying
/// the recorded actions and answers gives the same game.
#[test]
fn random_replacement_games_ask_in_the_middle_of_actions_and_replay_exactly() {
    let pool = crate::fixtures::starter();
    let deck = engine::decks::bundled("replacements", &pool).unwrap_or_else(|e| panic!("{e}"));
    let (mut asked, mut replaced) = (0, 0);
    for seed in 0..10 {
        let config = engine::game::GameConfig::new(pool.clone(), vec![deck.clone(), deck.clone()]);
        let game = crate::fixtures::played_and_replayed(config, seed);
        asked += game.actions.iter().filter(|a| matches!(a, Action::Choose(_))).count();
        replaced += game
            .log
            .iter()
            .filter(|e| matches!(e.kind, EventKind::Replaced { .. }))
            .count();
    }
    assert!(replaced > 50, "replacement effects applied {replaced} times");
    assert!(asked > 0, "no game asked which replacement effect applies first");
}

/// Random games of the permanents deck keep the invariants and reach what the deck is for:
/// Auras and Equipment attached (701.3a) and falling off (704.5m, 704.5n), the legend rule
/// (704.5j), creatures attacking a planeswalker (506.3), infect's poison counters (702.90b),
/// persist returning Kitchen Finks (702.79a), a bestowed Aura that becomes a creature as
/// what it enchants leaves (702.103f), a morph creature turned face up (702.37e), and a Saga
/// sacrificed after its last chapter (704.5s). Games
/// are played seed after seed until each has happened, 48 at most (the legend rule, from
/// three Garruk Wildspeakers in 70 cards, is the rarest).
#[test]
fn random_permanents_games_keep_the_invariants_and_attach_attack_planeswalkers_and_poison() {
    let pool = crate::fixtures::starter();
    let deck = engine::decks::bundled("permanents", &pool).unwrap_or_else(|e| panic!("{e}"));
    let fired = |game: &Game, rules: &[&str]| {
        game.log
            .iter()
            .filter(|e| rules.contains(&e.rule.to_string().as_str()))
            .count()
    };
    // What each game adds to each count: by the rules its events cite, but attacks on
    // planeswalkers, counted from the attack events.
    const LOOKED_FOR: [(&str, &[&str]); 9] = [
        ("attached", &["701.3a", "608.3c"]),
        ("fell off", &["704.5m", "704.5n"]),
        ("legend rule", &["704.5j"]),
        ("attacks on planeswalkers", &[]),
        ("poison", &["120.3b"]),
        ("persist", &["702.79a"]),
        ("bestowed Auras unattached", &["702.103f"]),
        ("turned face up", &["702.37e"]),
        ("Sagas sacrificed", &["704.5s"]),
    ];
    let mut counts = [0; LOOKED_FOR.len()];
    for seed in 0..48 {
        if counts.iter().all(|&n| n > 0) {
            break;
        }
        let mut game = Game::new(
            engine::game::GameConfig::new(pool.clone(), vec![deck.clone(), deck.clone()]),
            seed,
        );
        let outcome = play_random(&mut game, seed, true).unwrap_or_else(|e| panic!("game {seed}: {e:?}"));
        assert!(outcome.finished, "game {seed} did not finish");
        for (count, (_, rules)) in counts.iter_mut().zip(LOOKED_FOR) {
            *count += fired(&game, rules);
        }
        for e in &game.log {
            if let EventKind::Attacked { attackers } = &e.kind {
                counts[3] += attackers
                    .iter()
                    .filter(|(_, attacks, _)| {
                        matches!(attacks, engine::stack::Target::Object(pw)
                            if game.pool.get(game.objects[pw.0 as usize].card).printed.types.contains(engine::cards::CardTypes::PLANESWALKER))
                    })
                    .count();
            }
        }
    }
    let report: Vec<String> = LOOKED_FOR
        .iter()
        .zip(counts)
        .map(|((name, _), n)| format!("{name} {n}"))
        .collect();
    assert!(counts.iter().all(|&n| n > 0), "{}", report.join(", "));
}
