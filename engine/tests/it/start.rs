//! Starting the game (CR 103) and zone changes (CR 400).

use engine::action::{Action, Decision};
use engine::event::EventKind;
use engine::game::{PlayerId, Position, Zone};
use engine::{cite, rule};

use crate::fixtures::{bears_bolt_game, permanent, starter};

#[rule("103.1", "103.3", "103.4", "103.5")]
#[test]
fn r103_1_a_game_starts_with_a_random_first_player_shuffled_libraries_and_seven_cards() {
    let mut firsts = [0; 2];
    for seed in 0..40 {
        let game = bears_bolt_game(seed);
        let first = game.turn.starting_player;
        firsts[first.0] += 1;
        assert!(matches!(game.log[0].kind, EventKind::StartingPlayer { player } if player == first));
        assert_eq!(game.log[0].rule, cite!("103.1"));
        let shuffles = game
            .log
            .iter()
            .filter(|e| matches!(e.kind, EventKind::Shuffled { .. }) && e.rule == cite!("103.3"))
            .count();
        assert_eq!(shuffles, 2, "each library is shuffled");
        for p in &game.players {
            assert_eq!(p.life, 20, "103.4");
            assert_eq!(p.hand.len(), 7, "103.5");
            assert_eq!(p.library.len(), 53);
        }
        assert_eq!(
            game.pending.map(|p| (p.player, p.decision)),
            Some((first, Decision::Mulligan)),
            "the starting player declares first"
        );
    }
    assert!(
        firsts[0] > 5 && firsts[1] > 5,
        "both players start some games: {firsts:?}"
    );
    let a = bears_bolt_game(7);
    let b = bears_bolt_game(8);
    assert_ne!(
        a.players[0]
            .hand
            .iter()
            .map(|&c| a.name(c))
            .collect::<Vec<_>>()
            .concat()
            + &a.players[1]
                .hand
                .iter()
                .map(|&c| a.name(c))
                .collect::<Vec<_>>()
                .concat(),
        b.players[0]
            .hand
            .iter()
            .map(|&c| b.name(c))
            .collect::<Vec<_>>()
            .concat()
            + &b.players[1]
                .hand
                .iter()
                .map(|&c| b.name(c))
                .collect::<Vec<_>>()
                .concat(),
        "shuffles depend on the seed"
    );
}

#[rule("103.5")]
#[test]
fn r103_5_a_mulligan_draws_seven_then_puts_one_on_the_bottom_per_mulligan() {
    let mut game = bears_bolt_game(3);
    let first = game.turn.starting_player;
    let other = game.next_player(first);
    game.apply(Action::Mulligan).expect("legal");
    // The other player declares before any mulligan is taken.
    assert_eq!(
        game.pending.map(|p| (p.player, p.decision)),
        Some((other, Decision::Mulligan))
    );
    game.apply(Action::Keep).expect("legal");
    // The mulligan is taken: seven new cards, then one goes to the bottom.
    assert_eq!(
        game.pending.map(|p| (p.player, p.decision)),
        Some((first, Decision::BottomCards { count: 1 }))
    );
    assert_eq!(game.players[first.0].hand.len(), 7);
    let card = game.players[first.0].hand[0];
    let name = game.name(card).to_owned();
    game.apply(Action::PutOnBottom(card)).expect("legal");
    let bottom = game.players[first.0].library[0];
    assert_eq!(game.name(bottom), name, "the card is at the bottom of the library");
    assert_eq!(game.players[first.0].hand.len(), 6);
    // Then the player who took the mulligan declares again.
    assert_eq!(
        game.pending.map(|p| (p.player, p.decision)),
        Some((first, Decision::Mulligan))
    );
    game.apply(Action::Keep).expect("legal");
    assert_eq!(game.players[first.0].hand.len(), 6);
    assert_eq!(game.players[first.0].library.len(), 54);
}

#[rule("103.5")]
#[test]
fn r103_5_no_mulligan_once_the_hand_would_be_empty() {
    let mut game = bears_bolt_game(4);
    let first = game.turn.starting_player;
    game.apply(Action::Mulligan).expect("legal");
    game.apply(Action::Keep).expect("the other player keeps");
    for n in 1..=7 {
        for _ in 0..n {
            let card = game.players[first.0].hand[0];
            game.apply(Action::PutOnBottom(card)).expect("legal");
        }
        if n < 7 {
            assert!(game.legal_actions().contains(&Action::Mulligan));
            game.apply(Action::Mulligan).expect("legal");
        }
    }
    assert_eq!(game.players[first.0].hand.len(), 0);
    assert_eq!(game.legal_actions(), [Action::Keep]);
    let refused = game.apply(Action::Mulligan).expect_err("an eighth mulligan is refused");
    assert!(refused.reason.contains("103.5"), "{}", refused.reason);
}

#[rule("103.8", "103.8a")]
#[test]
fn r103_8_the_starting_player_takes_the_first_turn_and_skips_its_draw() {
    let mut game = bears_bolt_game(5);
    let first = game.turn.starting_player;
    game.apply(Action::Keep).expect("legal");
    game.apply(Action::Keep).expect("legal");
    assert_eq!(game.turn.active, first);
    assert_eq!(game.turn.number, 1);
    assert!(game
        .log
        .iter()
        .any(|e| e.rule == cite!("103.8")
            && matches!(e.kind, EventKind::TurnBegan { player, number: 1 } if player == first)));
    let hand = game.players[first.0].hand.len();
    // Pass through the upkeep: the next step is the main phase, not the draw step.
    while game.turn.step == engine::turn::Step::Upkeep {
        game.apply(Action::Pass).expect("legal");
    }
    assert_eq!(game.turn.step, engine::turn::Step::PrecombatMain);
    assert_eq!(
        game.players[first.0].hand.len(),
        hand,
        "no card drawn on the first turn"
    );
}

#[rule("400.7", "400.3", "121.1")]
#[test]
fn r400_7_a_card_that_changes_zones_is_a_new_object() {
    let pool = starter();
    let mut game = engine::game::Game::blank(pool, 2, 20);
    let bears = permanent(&mut game, PlayerId(1), "Grizzly Bears");
    game.objects[bears.0 as usize].damage = 1;
    // B's card goes to its owner's graveyard (400.3) as a new object with no damage.
    let new = game
        .move_object(bears, Zone::Graveyard, Position::Top, cite!("400.7"))
        .expect("moves");
    assert_ne!(new, bears);
    assert!(game.object(bears).expect("kept").gone);
    assert_eq!(game.players[1].graveyard, [new]);
    assert_eq!(game.object(new).expect("exists").damage, 0);
    assert_eq!(
        game.move_object(bears, Zone::Exile, Position::Top, cite!("400.7")),
        None,
        "the old object is gone"
    );
    // Drawing puts the top card of the library into the hand (121.1).
    let forest = game.put(
        crate::fixtures::card(&game.pool.clone(), "Forest"),
        PlayerId(0),
        Zone::Library,
    );
    let drawn = game.draw(PlayerId(0), cite!("121.1")).expect("a card");
    assert!(game.object(forest).expect("kept").gone);
    assert_eq!(game.players[0].hand, [drawn]);
    game.check_invariants().expect("consistent");
}

/// The opening hand is drawn before the first turn, so no card of it is "the first card you
/// drew this turn": a deck of Thunderous Wrath, whose miracle looks at that card, deals
/// opening hands without asking whether to reveal one (as in a Shahrazad subgame's deal, where
/// random play once found the question asked with no way to answer it).
#[test]
fn an_opening_hand_has_no_first_card_drawn_this_turn() {
    let pool = starter();
    let wrath = crate::fixtures::card(&pool, "Thunderous Wrath");
    let config = engine::game::GameConfig::new(pool, vec![vec![wrath; 40]; 2]);
    let game = engine::game::Game::new(config, 1);
    assert!(
        matches!(game.pending.map(|p| p.decision), Some(Decision::Mulligan)),
        "{:?}",
        game.pending
    );
    assert!(game.waiting_triggers.is_empty());
    assert!(!game.log.iter().any(|e| matches!(e.kind, EventKind::Revealed { .. })));
    assert!(game.players.iter().all(|p| p.hand.len() == 7));
}
