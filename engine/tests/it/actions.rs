//! Applying actions at the edges: conceding (104.3a) when the game is over, after losing, or
//! while another player is deciding; activating abilities of objects one does not control or
//! that are not on the battlefield (602.2); taking a creature back out of a declaration; a spell
//! resolving under a controller other than its owner; a station ability's cost and timing.

use engine::action::{Action, Decision, Payment};
use engine::event::EventKind;
use engine::game::{Game, GameResult, PlayerId, Zone};
use engine::stack::Target;
use engine::turn::Step;
use engine::{cite, rule};

use crate::fixtures::{card, cast_from_hand, permanent, starter};

/// A three-player board in A's precombat main phase, A to act.
fn three_players() -> Game {
    let mut game = Game::blank(starter(), 3, 20);
    game.begin_step(Step::PrecombatMain);
    game
}

#[rule("104.3a")]
#[test]
fn r104_3a_only_a_player_still_in_a_game_in_progress_can_concede() {
    let mut game = three_players();
    game.apply(Action::Concede(PlayerId(1))).expect("B concedes");
    let refused = game
        .apply(Action::Concede(PlayerId(1)))
        .expect_err("B has left the game");
    assert!(
        refused.reason.contains("still in a game in progress"),
        "{}",
        refused.reason
    );
    game.apply(Action::Concede(PlayerId(2))).expect("C concedes");
    assert_eq!(game.result, Some(GameResult::Win(PlayerId(0))));
    let over = game.apply(Action::Concede(PlayerId(0))).expect_err("the game is over");
    assert!(over.reason.contains("still in a game in progress"), "{}", over.reason);
    assert!(game.log.iter().any(|e| e.rule == cite!("104.3a")));
}

#[rule("104.3a")]
#[test]
fn r104_3a_a_deciding_player_who_concedes_hands_the_decision_on() {
    let mut game = three_players();
    let pending = game.pending.expect("A has priority");
    assert_eq!(pending.player, PlayerId(0));
    // Another player concedes: A keeps the decision (it does not pass to B's next player, C).
    game.apply(Action::Concede(PlayerId(1))).expect("B concedes");
    assert_eq!(game.pending.map(|p| p.player), Some(PlayerId(0)));
    assert!(game.result.is_none(), "two players are left");
    // The deciding player concedes: the next player still in the game receives priority.
    game.apply(Action::Concede(PlayerId(0))).expect("A concedes");
    assert_eq!(game.result, Some(GameResult::Win(PlayerId(2))));
}

#[rule("104.3a")]
#[test]
fn r104_3a_when_the_player_with_priority_concedes_the_next_one_gets_it() {
    let mut game = three_players();
    game.apply(Action::Concede(PlayerId(0))).expect("A concedes");
    assert!(game.result.is_none(), "B and C are left");
    let pending = game.pending.expect("someone decides");
    assert_eq!(pending.player, PlayerId(1), "priority passes to the next player");
    assert_eq!(pending.decision, Decision::Priority);
    assert!(game
        .log
        .iter()
        .any(|e| matches!(e.kind, EventKind::Conceded { player: PlayerId(0) })));
}

#[rule("602.2")]
#[test]
fn r602_2_only_a_permanent_you_control_can_have_its_abilities_activated() {
    let mut game = three_players();
    let theirs = permanent(&mut game, PlayerId(1), "Prodigal Sorcerer");
    let sorcerer = card(&game.pool.clone(), "Prodigal Sorcerer");
    let in_hand = game.put(sorcerer, PlayerId(0), Zone::Hand);
    for source in [theirs, in_hand] {
        let refused = game
            .apply(Action::Activate {
                source,
                ability: 0,
                payment: Payment::Auto,
            })
            .expect_err("A controls no such permanent");
        assert!(refused.rules.contains(&cite!("602.2")), "{}", refused.reason);
    }
    let mine = permanent(&mut game, PlayerId(0), "Prodigal Sorcerer");
    let activate = Action::Activate {
        source: mine,
        ability: 0,
        payment: Payment::Auto,
    };
    crate::fixtures::with_targets(&mut game, activate, &[Target::Player(PlayerId(1))]).expect("A controls this one");
}

#[test]
fn undeclaring_an_attacker_leaves_the_others_declared() {
    let pool = starter();
    let mut game = Game::blank(pool, 2, 20);
    let bears = permanent(&mut game, PlayerId(0), "Grizzly Bears");
    let lions = permanent(&mut game, PlayerId(0), "Savannah Lions");
    game.begin_step(Step::DeclareAttackers);
    for creature in [bears, lions] {
        game.apply(Action::Attack {
            creature,
            attacks: engine::stack::Target::Player(PlayerId(1)),
        })
        .expect("can attack");
    }
    game.apply(Action::Undeclare(bears)).expect("it was declared");
    game.apply(Action::FinishDeclaration).expect("finish");
    assert!(game.combat.is_attacking(lions), "the other attacker stays");
    assert!(!game.combat.is_attacking(bears), "the undeclared one does not attack");
}

/// A board of one player (for trying things out) never ends for want of an opponent.
#[test]
fn a_game_of_one_does_not_end_for_want_of_an_opponent() {
    let mut game = Game::blank(starter(), 1, 20);
    game.begin_step(Step::PrecombatMain);
    assert_eq!(game.result, None, "a one-player board is for trying things out");
    // A state-based action happens (the Bears die), after which the game looks for a
    // winner: one player is not a game that can be won.
    let bears = permanent(&mut game, PlayerId(0), "Grizzly Bears");
    game.objects[bears.0 as usize].damage = 2;
    engine::sba::check_state_based_actions(&mut game);
    assert!(game.objects[bears.0 as usize].gone, "704.5g happened");
    assert_eq!(game.result, None, "still no winner");
    assert!(game.pending.is_some());
}

/// An ability the object does not have: on the battlefield, the permanent has no such
/// ability; elsewhere the card is not one whose abilities can be activated there (602.2).
#[test]
fn a_missing_ability_is_refused_for_what_it_is() {
    let mut game = three_players();
    let activate = |source| Action::Activate {
        source,
        ability: 0,
        payment: Payment::Auto,
    };
    let on_battlefield = permanent(&mut game, PlayerId(0), "Grizzly Bears");
    let refused = game.apply(activate(on_battlefield)).expect_err("it has no ability");
    assert!(refused.reason.contains("no such ability"), "{}", refused.reason);
    let bears = card(&game.pool.clone(), "Grizzly Bears");
    let in_hand = game.put(bears, PlayerId(0), Zone::Hand);
    let refused = game.apply(activate(in_hand)).expect_err("not from the hand");
    assert!(refused.rules.contains(&cite!("602.2")), "{}", refused.reason);
}

/// A permanent spell resolves under the control of the spell's controller (608.3a), who need
/// not be its owner: the new object keeps the controller of the spell it was (400.7). Here B
/// controls a Grizzly Bears spell A owns, as after an effect that gains control of a spell
/// (none is in the card pool yet, so the test sets the control directly).
#[rule("400.7")]
#[test]
fn r400_7_a_permanent_spell_resolves_under_its_controllers_control_not_its_owners() {
    let mut game = Game::blank(starter(), 2, 20);
    for _ in 0..2 {
        permanent(&mut game, PlayerId(0), "Forest");
    }
    cast_from_hand(&mut game, PlayerId(0), "Grizzly Bears");
    let spell = game.stack.last_mut().expect("the spell is on the stack");
    spell.controller = PlayerId(1);
    let object = spell.object.expect("a spell has an object");
    game.objects[object.0 as usize].controller = PlayerId(1);
    for player in [PlayerId(0), PlayerId(1)] {
        assert_eq!(game.pending.map(|p| p.player), Some(player));
        game.apply(Action::Pass).expect("passing is legal");
    }
    let permanent = game.battlefield.last().copied().expect("the Bears resolved");
    assert_eq!(game.name(permanent), "Grizzly Bears");
    assert_eq!(game.objects[permanent.0 as usize].owner, PlayerId(0), "A owns it");
    assert_eq!(game.controller(permanent), PlayerId(1), "B controlled the spell");
}

/// A player who concedes while announcing targets takes the announcement with them; another
/// player's concession leaves it to be finished (104.3a).
#[rule("104.3a")]
#[test]
fn r104_3a_a_concession_ends_only_the_conceding_players_announcement() {
    let mut game = three_players();
    let mountain = permanent(&mut game, PlayerId(0), "Mountain");
    let bolt = game.put(card(&game.pool.clone(), "Lightning Bolt"), PlayerId(0), Zone::Hand);
    game.apply(Action::Cast {
        card: bolt,
        payment: Payment::Auto,
    })
    .expect("A begins casting Lightning Bolt");
    assert!(game.announcing.is_some(), "A is announcing its target");
    game.apply(Action::Concede(PlayerId(2))).expect("C concedes");
    assert!(game.announcing.is_some(), "C's concession leaves A's announcement");
    game.apply(Action::Concede(PlayerId(0))).expect("A concedes");
    assert_eq!(game.announcing, None, "A's announcement left with A");
    assert!(!game.objects[mountain.0 as usize].tapped, "nothing was paid");
    game.check_invariants().unwrap_or_else(|e| panic!("{e}"));
}

/// Cycling functions only while its card is in a player's hand (702.29a, 113.6m): Lonely
/// Sandbar's cycling ability is offered from A's hand, refused on the battlefield, and never
/// offered to B for A's card; cycled, the card goes to the graveyard and A draws.
#[rule("702.29a", "113.6m")]
#[test]
fn r702_29a_cycling_works_only_from_its_owners_hand() {
    let mut game = three_players();
    let pool = game.pool.clone();
    let sandbar = card(&pool, "Lonely Sandbar");
    permanent(&mut game, PlayerId(0), "Island");
    let in_play = permanent(&mut game, PlayerId(0), "Lonely Sandbar");
    let in_hand = game.put(sandbar, PlayerId(0), Zone::Hand);
    game.put(card(&pool, "Island"), PlayerId(0), Zone::Library);
    let cycle = |source| Action::Activate {
        source,
        ability: 1,
        payment: Payment::Auto,
    };
    let legal = game.legal_actions();
    assert!(legal.contains(&cycle(in_hand)), "cycling is offered from the hand");
    assert!(!legal.contains(&cycle(in_play)), "not on the battlefield");
    let refused = game.apply(cycle(in_play)).expect_err("not from the battlefield");
    assert!(refused.rules.contains(&cite!("602.2")), "{}", refused.reason);
    game.apply(cycle(in_hand)).expect("cycling from the hand");
    assert!(game.object(in_hand).is_some_and(|o| o.gone), "discarded as the cost");
    assert_eq!(game.players[0].graveyard.len(), 1);
    for _ in 0..3 {
        game.apply(Action::Pass).expect("everyone passes");
    }
    assert_eq!(game.players[0].hand.len(), 1, "A drew a card");
    assert!(game.log.iter().any(|e| matches!(e.kind, EventKind::Cycled { .. })));
}

/// The card a cycling ability's cost discards is the one whose "when you cycle" abilities
/// trigger (702.29c), even when another part of the cost moved an object first: a card
/// whose cycling cost also sacrifices a creature triggers from its own new object, not the
/// creature's.
#[rule("702.29c")]
#[test]
fn r702_29c_the_cycled_card_triggers_not_what_else_the_cost_moved() {
    let toml = "[[card]]\nname = \"Sacrificial Cycler\"\ncost = \"{B}\"\ntypes = [\"sorcery\"]\n\
                cycling = \"Sacrifice a creature\"\ntext = \"You gain 1 life.\"\n\
                effects = [{ effect = \"gain_life\", amount = 1, who = \"you\" }]\n\
                [[card.triggers]]\nwhen = \"cycled\"\neffects = [{ effect = \"gain_life\", amount = 5, who = \"you\" }]\n\
                [[card]]\nname = \"Grizzly Bears\"\ncost = \"{1}{G}\"\ntypes = [\"creature\"]\npower = 2\ntoughness = 2\n";
    let mut game = Game::blank(crate::fixtures::pool(toml), 2, 20);
    let pool = game.pool.clone();
    permanent(&mut game, PlayerId(0), "Grizzly Bears");
    let cycler = game.put(card(&pool, "Sacrificial Cycler"), PlayerId(0), Zone::Hand);
    game.begin_step(Step::PrecombatMain);
    crate::fixtures::activate(&mut game, cycler, 0).expect("cycling, sacrificing the Bears");
    let triggered: Vec<_> = game
        .log
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::Triggered { source } => Some(game.name(source)),
            _ => None,
        })
        .collect();
    assert_eq!(triggered, ["Sacrificial Cycler"]);
}

/// A player can always pay 0 life, even at less than 0 life (119.4: possible while they
/// can't lose the game, Platinum Angel): a cost of "Pay 0 life" stays payable at -2 life, and
/// "Pay 1 life" does not.
#[rule("119.4")]
#[test]
fn r119_4_zero_life_can_be_paid_at_any_life_total() {
    let toml = "[[card]]\nname = \"A zero-life gadget\"\ncost = \"{1}\"\ntypes = [\"artifact\"]\n\
                [[card.abilities]]\ncost = \"Pay 0 life\"\neffects = [{ effect = \"gain_life\", amount = 1, who = \"you\" }]\n\
                [[card.abilities]]\ncost = \"Pay 1 life\"\neffects = [{ effect = \"gain_life\", amount = 1, who = \"you\" }]\n";
    let mut game = Game::blank(crate::fixtures::pool(toml), 2, 20);
    let gadget = permanent(&mut game, PlayerId(0), "A zero-life gadget");
    game.begin_step(Step::PrecombatMain);
    game.players[0].life = -2;
    let activate = |ability| Action::Activate {
        source: gadget,
        ability,
        payment: Payment::Auto,
    };
    let refused = game.apply(activate(1)).expect_err("1 life is more than -2");
    assert!(refused.rules.iter().any(|r| r.to_string() == "119.4"), "{refused}");
    game.apply(activate(0)).expect("0 life can always be paid");
}

/// Arc-Slogger's "Exile the top ten cards of your library" can't be paid with nine cards
/// there (118.3): the ability is not offered and is refused.
#[rule("118.3")]
#[test]
fn r118_3_arc_slogger_cant_exile_ten_cards_from_nine() {
    let mut game = Game::blank(starter(), 2, 20);
    let slogger = permanent(&mut game, PlayerId(0), "Arc-Slogger");
    permanent(&mut game, PlayerId(0), "Mountain");
    for _ in 0..9 {
        game.put(card(&game.pool.clone(), "Forest"), PlayerId(0), Zone::Library);
    }
    game.begin_step(Step::PrecombatMain);
    let activate = Action::Activate {
        source: slogger,
        ability: 0,
        payment: Payment::Auto,
    };
    assert!(!game.legal_actions().contains(&activate));
    let refused = game.apply(activate).expect_err("nine cards can't pay it");
    assert!(refused.rules.contains(&cite!("118.3")), "{}", refused.reason);
    assert_eq!(game.players[0].library.len(), 9);
}

/// A spell whose mana cost can't be paid is still offered when an alternative cost can be
/// Two cards of a hand with the same face are each offered, or neither: three Lightning
/// Bolts with a Mountain all are, two Grizzly Bears aren't; in a game with a continuous
/// effect (Glorious Anthem) each card is checked for itself, with the same answers.
#[test]
fn twin_cards_in_hand_are_each_offered_or_neither() {
    for anthem in [false, true] {
        let mut game = Game::blank(starter(), 2, 20);
        game.begin_step(Step::PrecombatMain);
        permanent(&mut game, PlayerId(0), "Mountain");
        if anthem {
            permanent(&mut game, PlayerId(0), "Glorious Anthem");
        }
        let pool = game.pool.clone();
        let hand = [
            "Lightning Bolt",
            "Grizzly Bears",
            "Lightning Bolt",
            "Grizzly Bears",
            "Lightning Bolt",
        ]
        .map(|name| game.put(card(&pool, name), PlayerId(0), Zone::Hand));
        let legal = game.legal_actions();
        let offered = hand.map(|c| {
            legal.contains(&Action::Cast {
                card: c,
                payment: Payment::Auto,
            })
        });
        assert_eq!(
            offered,
            [true, false, true, false, true],
            "with Glorious Anthem: {anthem}"
        );
    }
}

/// (118.9): Mulldrifter for its evoke cost with three Islands, Blaze under Omniscience with no
/// land; without either, neither is offered.
#[rule("118.9")]
#[test]
fn r118_9_a_spell_castable_only_for_an_alternative_cost_is_offered() {
    let offered = |with_omniscience: bool, islands: usize| {
        let mut game = Game::blank(starter(), 2, 20);
        game.begin_step(Step::PrecombatMain);
        for _ in 0..islands {
            permanent(&mut game, PlayerId(0), "Island");
        }
        if with_omniscience {
            permanent(&mut game, PlayerId(0), "Omniscience");
        }
        let pool = game.pool.clone();
        let hand = ["Mulldrifter", "Blaze"].map(|name| game.put(card(&pool, name), PlayerId(0), Zone::Hand));
        let legal = game.legal_actions();
        hand.map(|c| {
            legal.contains(&Action::Cast {
                card: c,
                payment: Payment::Auto,
            })
        })
    };
    assert_eq!(offered(false, 2), [false, false], "two Islands pay neither");
    assert_eq!(
        offered(false, 3),
        [true, false],
        "three pay Mulldrifter's evoke cost {{2}}{{U}}"
    );
    assert_eq!(offered(true, 0), [true, true], "Omniscience casts both for nothing");
}

/// Station is activated only as a sorcery, and its cost taps another untapped creature its
/// controller controls, one that came under their control this turn too (702.184a, 302.6).
#[rule("702.184a")]
#[test]
fn r702_184a_station_taps_another_creature_and_only_as_a_sorcery() {
    let mut game = Game::blank(starter(), 2, 20);
    let frigate = permanent(&mut game, PlayerId(0), "Lumen-Class Frigate");
    let station = Action::Activate {
        source: frigate,
        ability: 0,
        payment: Payment::Auto,
    };
    game.begin_step(Step::PrecombatMain);
    let refused = game.apply(station.clone()).expect_err("no other creature to tap");
    assert!(refused.rules.contains(&cite!("118.3")), "{}", refused.reason);
    let bears = permanent(&mut game, PlayerId(0), "Grizzly Bears");
    game.objects[bears.0 as usize].summoning_sick = true;
    game.begin_step(Step::Upkeep);
    let refused = game.apply(station.clone()).expect_err("not in an upkeep");
    assert!(!refused.reason.is_empty());
    game.begin_step(Step::PrecombatMain);
    game.apply(station).expect("in a main phase with an empty stack");
    assert!(game.objects[bears.0 as usize].tapped, "the cost tapped Grizzly Bears");
    game.apply(Action::Pass).expect("A passes");
    game.apply(Action::Pass).expect("B passes; it resolves");
    assert_eq!(game.objects[frigate.0 as usize].counters.charge, 2, "the Bears' power");
}
