//! Replacement effects (614, 616): their scenarios (those of prevention effects, regeneration
//! and indestructible are in `prevention.rs`), and how a question asked in the middle of an
//! action is answered and replayed.

use engine::rule;

use crate::scenario::run;

/// Drudge Skeletons regenerates in response to Murder; once a second Murder has resolved it is too late.
#[rule("614.4", "701.19a", "614.8")]
#[test]
fn r614_4_example_1() {
    run("614/r614_4_example_1.toml");
}

/// Two Gratuitous Violences: Grizzly Bears' 2 combat damage is doubled by each once, to 8.
#[rule("614.5", "616.1", "616.1e", "616.1f")]
#[test]
fn r614_5_example_1() {
    run("614/r614_5_example_1.toml");
}

/// Orb of Dreams enters untapped; Grizzly Bears cast afterwards enter tapped.
#[rule("614.12", "614.1d")]
#[test]
fn r614_12_example_3() {
    run("614/r614_12_example_3.toml");
}

/// The CR's example of 614.12: a token copy of Voice of All chooses its own color as it is
/// created, and has protection from it.
#[rule("614.12", "614.12a", "702.16b")]
#[test]
fn r614_12_example_1() {
    run("614/r614_12_example_1.toml");
}

/// Destroyed, the creature's controller applies the exile effect first; the shuffle effect then does nothing.
#[rule("616.1", "616.1f", "614.1a")]
#[test]
fn r616_1f_example_1() {
    run("616/r616_1f_example_1.toml");
}

/// Essence of the Wild's copy effect applies before Rusted Sentinel's "enters tapped"
/// (616.1c), which the copy no longer has: it enters untapped (616.1f).
#[rule("616.1f", "616.1c")]
#[test]
fn r616_1f_example_2() {
    run("616/r616_1f_example_2.toml");
}

/// The same choice the other way: the shuffle effect first, and the creature ends in its owner's library, not exile.
#[rule("616.1", "616.1f")]
#[test]
fn r616_1_the_affected_player_chooses_the_other_order() {
    run("616/r616_1_the_affected_player_chooses_the_other_order.toml");
}

/// Gaining 1 life becomes drawing a card, which becomes returning a card from the graveyard to the hand.
#[rule("616.2", "614.1a", "614.6")]
#[test]
fn r616_2_example_1() {
    run("616/r616_2_example_1.toml");
}

/// Furnace of Rath and Dictate of the Twin Gods: B, dealt Lightning Bolt's damage, applies each once in the order B chooses: 12.
#[rule("614.5", "616.1")]
#[test]
fn r614_5_furnace_of_rath_and_dictate_of_the_twin_gods_double_a_bolt_once_each() {
    run("614/r614_5_furnace_of_rath_and_dictate_of_the_twin_gods_double_a_bolt_once_each.toml");
}

/// Tranquil Cove enters tapped (its own replacement effect); its 1 life is doubled by Boon Reflection.
#[rule("614.1d", "614.1a", "119.3")]
#[test]
fn r614_1d_tranquil_cove_enters_tapped_and_boon_reflection_doubles_its_life() {
    run("614/r614_1d_tranquil_cove_enters_tapped_and_boon_reflection_doubles_its_life.toml");
}

/// Grumgully gives Grizzly Bears a +1/+1 counter as it enters; Hardened Scales makes it two: the Bears are 4/4.
#[rule("614.16", "614.1c")]
#[test]
fn r614_16_hardened_scales_adds_to_counters_a_creature_enters_with() {
    run("614/r614_16_hardened_scales_adds_to_counters_a_creature_enters_with.toml");
}

/// A board where A's Lightning Bolt at B is about to resolve under Furnace of Rath and
/// Dictate of the Twin Gods, with `players` players; returns it after each player passed
/// once, when B is asked which doubler applies first.
fn bolt_under_two_doublers(players: usize) -> engine::game::Game {
    use engine::action::{Action, Payment};
    use engine::game::{Game, PlayerId, Zone};
    use engine::stack::Target;

    use crate::fixtures::{card, permanent, starter};
    let mut game = Game::blank(starter(), players, 20);
    for name in ["Furnace of Rath", "Dictate of the Twin Gods", "Mountain"] {
        permanent(&mut game, PlayerId(0), name);
    }
    let bolt = game.put(card(&game.pool.clone(), "Lightning Bolt"), PlayerId(0), Zone::Hand);
    game.begin_step(engine::turn::Step::PrecombatMain);
    let cast = Action::Cast {
        card: bolt,
        payment: Payment::Auto,
    };
    crate::fixtures::with_targets(&mut game, cast, &[Target::Player(PlayerId(1))]).unwrap_or_else(|e| panic!("{e}"));
    for _ in 0..players {
        game.apply(Action::Pass).unwrap_or_else(|e| panic!("{e}"));
    }
    game
}

/// While a question waits, the game is as it was before the action that asked it: the
/// Bolt is still on the stack and B still at 20, and nothing of the abandoned run is in the
/// log; the answer performs the action whole.
#[rule("616.1")]
#[test]
fn r616_1_a_question_waits_in_the_state_before_its_action() {
    use engine::action::{Action, Decision};
    use engine::event::EventKind;
    let mut game = bolt_under_two_doublers(2);
    let pending = game.pending.expect("a decision");
    assert_eq!(pending.player.0, 1, "B, dealt the damage, chooses (616.1)");
    assert_eq!(pending.decision, Decision::Choose { count: 2 });
    let options: Vec<&str> = game
        .question()
        .expect("a question")
        .objects()
        .into_iter()
        .map(|o| game.name(o))
        .collect();
    assert_eq!(options, ["Furnace of Rath", "Dictate of the Twin Gods"]);
    assert_eq!(game.stack.len(), 1, "the Bolt has not resolved yet");
    assert_eq!(game.players[1].life, 20);
    assert!(!game.log.iter().any(|e| matches!(e.kind, EventKind::Resolved { .. })));
    assert!(game.apply(Action::Choose(2)).is_err(), "two options: 0 and 1");
    let events = game.apply(Action::Choose(0)).expect("an answer").to_vec();
    assert!(events.iter().any(|e| matches!(e.kind, EventKind::Resolved { .. })));
    assert_eq!(game.players[1].life, 8);
    assert!(game.stack.is_empty());
    assert!(game.apply(Action::Choose(0)).is_err(), "no question waits any more");
}

/// A player who concedes while asked leaves; the action that asked is dropped and the
/// decision it answered is pending again (a concession is not an answer, 104.3a).
#[rule("104.3a")]
#[test]
fn r104_3a_conceding_while_asked_drops_the_suspended_action() {
    use engine::action::{Action, Decision};
    use engine::game::PlayerId;
    let mut game = bolt_under_two_doublers(3);
    assert_eq!(game.pending.map(|p| p.player), Some(PlayerId(1)));
    game.apply(Action::Concede(PlayerId(1))).expect("B may concede");
    let pending = game.pending.expect("the game goes on with A and C");
    assert_eq!(
        (pending.player, pending.decision),
        (PlayerId(2), Decision::Priority),
        "C, whose pass was the action, decides again"
    );
    assert!(game.question().is_none());
    game.apply(Action::Pass).expect("C passes again");
    assert!(game.stack.is_empty(), "the Bolt resolved, its target gone (608.2b)");
}

/// A pool with the two permanents of 616.1f's first example and a spell that destroys a
/// creature for {0}.
fn exile_or_shuffle_pool() -> std::sync::Arc<engine::cards::CardPool> {
    crate::fixtures::pool(
        r#"
[[card]]
name = "Exile instead"
cost = "{2}"
types = ["enchantment"]
[[card.replacements]]
would = "go_to_graveyard"
what = "anyone"
instead = "exile"

[[card]]
name = "Shuffle instead"
cost = "{2}"
types = ["creature"]
power = 2
toughness = 2
[[card.replacements]]
would = "die"
instead = "shuffle_into_library"

[[card]]
name = "Destroy"
cost = "{0}"
types = ["instant"]
target = "creature"
effects = [{ effect = "destroy", what = "target" }]
"#,
    )
}

/// Destroys the creature of [`exile_or_shuffle_pool`] and has its controller apply
/// `first` first; answers the game.
fn destroy_choosing(first: &str) -> engine::game::Game {
    use engine::action::{Action, Payment};
    use engine::game::{Game, PlayerId, Zone};
    use engine::stack::Target;

    use crate::fixtures::{card, permanent};
    let mut game = Game::blank(exile_or_shuffle_pool(), 2, 20);
    permanent(&mut game, PlayerId(0), "Exile instead");
    let creature = permanent(&mut game, PlayerId(0), "Shuffle instead");
    let spell = game.put(card(&game.pool.clone(), "Destroy"), PlayerId(0), Zone::Hand);
    game.begin_step(engine::turn::Step::PrecombatMain);
    let cast = Action::Cast {
        card: spell,
        payment: Payment::Auto,
    };
    crate::fixtures::with_targets(&mut game, cast, &[Target::Object(creature)]).unwrap_or_else(|e| panic!("{e}"));
    game.apply(Action::Pass).unwrap_or_else(|e| panic!("{e}"));
    game.apply(Action::Pass).unwrap_or_else(|e| panic!("{e}"));
    let question = game.question().expect("A chooses which effect applies first");
    let index = question
        .objects()
        .iter()
        .position(|&o| game.name(o) == first)
        .expect("an option");
    game.apply(Action::Choose(index)).unwrap_or_else(|e| panic!("{e}"));
    game
}

/// 616.1f: whichever effect applies first, the other then does nothing; only the shuffle
/// effect shuffles the library, and only when it applies.
#[rule("616.1f")]
#[test]
fn r616_1f_the_library_is_shuffled_only_by_the_shuffle_effect() {
    use engine::event::EventKind;
    let shuffles = |game: &engine::game::Game| {
        game.log
            .iter()
            .filter(|e| matches!(e.kind, EventKind::Shuffled { .. }))
            .count()
    };
    // The spell is exiled too: it would go to the graveyard as it resolves (608.2n).
    let in_exile =
        |game: &engine::game::Game| -> Vec<String> { game.exile.iter().map(|&o| game.name(o).to_owned()).collect() };
    let exiled = destroy_choosing("Exile instead");
    assert_eq!(in_exile(&exiled), ["Shuffle instead", "Destroy"]);
    assert!(exiled.players[0].library.is_empty());
    assert_eq!(shuffles(&exiled), 0, "exiled: no shuffle");
    let shuffled = destroy_choosing("Shuffle instead");
    assert_eq!(in_exile(&shuffled), ["Destroy"]);
    assert_eq!(shuffled.players[0].library.len(), 1);
    assert_eq!(shuffles(&shuffled), 1, "shuffled into the library once");
}

/// Lich's Mirror replaces a loss at 20 life: the life total becoming 20 is no change, so no
/// life is gained (119.5).
#[rule("119.5", "119.10")]
#[test]
fn r119_5_lichs_mirror_at_20_life_gains_nothing() {
    run("119/r119_5_lichs_mirror_at_20_life_gains_nothing.toml");
}

/// A draw replaced by returning a card: with two cards in the graveyard A chooses; with none,
/// nothing happens, and the draw is still replaced.
#[rule("614.11", "609.3")]
#[test]
fn r614_11_returning_a_card_is_a_choice_and_an_empty_graveyard_returns_nothing() {
    run("616/r614_11_returning_a_card_is_a_choice_and_an_empty_graveyard_returns_nothing.toml");
}

/// Young Wolf dies with no counters and returns by undying with one +1/+1 counter; Hardened Scales makes it two.
#[rule("614.16", "702.93a")]
#[test]
fn r614_16_hardened_scales_adds_a_counter_to_undying() {
    run("614/r614_16_hardened_scales_adds_a_counter_to_undying.toml");
}

/// Rest in Peace enters: every graveyard is exiled; Lightning Bolt, resolved, is exiled instead of going to the graveyard.
#[rule("614.1a", "406.2")]
#[test]
fn r614_1a_rest_in_peace_exiles_the_graveyards_and_what_would_go_there() {
    run("614/r614_1a_rest_in_peace_exiles_the_graveyards_and_what_would_go_there.toml");
}

/// Gratuitous Violence doubles damage from a creature A controls, not Lightning Bolt's, nor B's creature's.
#[rule("614.1a", "614.1")]
#[test]
fn r614_1a_gratuitous_violence_doubles_only_its_controllers_creatures() {
    run("614/r614_1a_gratuitous_violence_doubles_only_its_controllers_creatures.toml");
}

/// Pyroclasm under Furnace of Rath and Dictate of the Twin Gods: B chooses the order for each of B's creatures, one question each.
#[rule("616.1")]
#[test]
fn r616_1_each_event_asks_its_own_question() {
    run("616/r616_1_each_event_asks_its_own_question.toml");
}

/// Dictate of the Twin Gods has flash: B casts it in response to A's Lightning Bolt, which then deals double damage.
#[rule("702.8a", "702.8")]
#[test]
fn r702_8a_dictate_of_the_twin_gods_is_cast_with_flash() {
    run("702/r702_8a_dictate_of_the_twin_gods_is_cast_with_flash.toml");
}

/// Mending Hands' shield and Daunting Defender both apply to Lightning Bolt's damage to the
/// Defender; A applies the shield first, which prevents all 3: with no damage left, the
/// Defender's effect has nothing to replace and does not apply (614.7a).
#[rule("614.7a")]
#[test]
fn r614_7a_an_effect_does_not_apply_to_damage_already_prevented() {
    use engine::action::{Action, Payment};
    use engine::event::EventKind;
    use engine::game::{Game, PlayerId, Zone};
    use engine::stack::Target;

    use crate::fixtures::{card, permanent, starter};
    let mut game = Game::blank(starter(), 2, 20);
    let defender = permanent(&mut game, PlayerId(0), "Daunting Defender");
    permanent(&mut game, PlayerId(0), "Plains");
    permanent(&mut game, PlayerId(1), "Mountain");
    let pool = game.pool.clone();
    let hands = game.put(card(&pool, "Mending Hands"), PlayerId(0), Zone::Hand);
    let bolt = game.put(card(&pool, "Lightning Bolt"), PlayerId(1), Zone::Hand);
    game.begin_step(engine::turn::Step::PrecombatMain);
    let apply = |game: &mut Game, action: Action| {
        game.apply(action).unwrap_or_else(|e| panic!("{e}"));
    };
    let cast = |game: &mut Game, card| {
        let cast = Action::Cast {
            card,
            payment: Payment::Auto,
        };
        crate::fixtures::with_targets(game, cast, &[Target::Object(defender)]).unwrap_or_else(|e| panic!("{e}"));
    };
    cast(&mut game, hands);
    apply(&mut game, Action::Pass);
    apply(&mut game, Action::Pass);
    apply(&mut game, Action::Pass);
    cast(&mut game, bolt);
    apply(&mut game, Action::Pass);
    apply(&mut game, Action::Pass);
    let options = game.question().expect("two effects apply").objects();
    let shield = options
        .iter()
        .position(|&o| game.name(o) == "Mending Hands")
        .expect("the shield is an option");
    apply(&mut game, Action::Choose(shield));
    let replaced: Vec<_> = game
        .log
        .iter()
        .filter(|e| matches!(e.kind, EventKind::Replaced { .. }))
        .collect();
    assert_eq!(replaced.len(), 1, "only the shield applied: {replaced:?}");
    assert_eq!(game.objects[defender.0 as usize].damage, 0);
}

/// Boon Reflection doubles the life its controller gains, not an opponent's.
#[rule("614.1a")]
#[test]
fn r614_1a_boon_reflection_doubles_only_its_controllers_life_gain() {
    run("614/r614_1a_boon_reflection_doubles_only_its_controllers_life_gain.toml");
}

/// Hardened Scales adds to +1/+1 counters on its controller's creatures only.
#[rule("614.16")]
#[test]
fn r614_16_hardened_scales_adds_only_to_its_controllers_plus_one_counters() {
    run("614/r614_16_hardened_scales_adds_only_to_its_controllers_plus_one_counters.toml");
}

/// Palisade Giant is dealt the damage dealt to its controller and their other permanents.
#[rule("614.9")]
#[test]
fn r614_9_palisade_giant_is_dealt_the_damage_dealt_to_its_controller_and_their_permanents() {
    run("614/r614_9_palisade_giant_is_dealt_the_damage_dealt_to_its_controller_and_their_permanents.toml");
}

/// Captain's Maneuver redirects only the next X damage: the rest of a larger amount is still
/// dealt to the first target, at the same time (614.9).
#[rule("614.9")]
#[test]
fn r614_9_captains_maneuver_redirects_part_of_the_damage_and_the_rest_is_still_dealt() {
    run("614/r614_9_captains_maneuver_redirects_part_of_the_damage_and_the_rest_is_still_dealt.toml");
}

/// "The next 0 damage" redirects nothing: Captain's Maneuver for X = 0 creates no
/// redirection effect (614.9).
#[rule("614.9")]
#[test]
fn r614_9_captains_maneuver_for_x_0_redirects_nothing() {
    run("614/r614_9_captains_maneuver_for_x_0_redirects_nothing.toml");
}

/// A redirection shield is reduced by what it redirected, and redirects what is left of it
/// the next time (614.9).
#[rule("614.9")]
#[test]
fn r614_9_a_redirection_shield_is_reduced_by_what_it_redirected() {
    run("614/r614_9_a_redirection_shield_is_reduced_by_what_it_redirected.toml");
}

/// Damage can't be redirected to a creature that has left the battlefield: it is dealt to the
/// first target (614.9).
#[rule("614.9")]
#[test]
fn r614_9_nothing_is_redirected_to_a_creature_that_left_the_battlefield() {
    run("614/r614_9_nothing_is_redirected_to_a_creature_that_left_the_battlefield.toml");
}

/// A redirection shield whose other target is gone ends as it is applied; another shield still
/// applies to the same damage (614.9, 616.1).
#[rule("614.9", "616.1")]
#[test]
fn r614_9_a_shield_that_can_redirect_nowhere_ends_and_another_still_applies() {
    run("614/r614_9_a_shield_that_can_redirect_nowhere_ends_and_another_still_applies.toml");
}

/// Fatigue: B skips their next draw step, and only that one.
#[rule("614.10")]
#[test]
fn r614_10_fatigue_b_skips_their_next_draw_step_only() {
    run("614/r614_10_fatigue_b_skips_their_next_draw_step_only.toml");
}

/// Two Fatigues: B skips their next two draw steps.
#[rule("614.10a")]
#[test]
fn r614_10a_two_fatigues_skip_the_next_two_draw_steps() {
    run("614/r614_10a_two_fatigues_skip_the_next_two_draw_steps.toml");
}

/// Leyline of the Void leaves an opponent's token alone: a token is no card.
#[rule("614.1a")]
#[test]
fn r614_1a_leyline_of_the_void_leaves_an_opponents_token_alone() {
    run("614/r614_1a_leyline_of_the_void_leaves_an_opponents_token_alone.toml");
}

/// Leyline of the Void exiles the cards that would go to its controller's opponent's
/// graveyard, and only those.
#[rule("614.1a")]
#[test]
fn r614_1a_leyline_of_the_void_exiles_only_the_cards_of_its_controllers_opponent() {
    run("614/r614_1a_leyline_of_the_void_exiles_only_the_cards_of_its_controllers_opponent.toml");
}

/// A game begun with Leyline of the Void in A's opening hand: once both players keep, A is
/// asked whether to begin with it on the battlefield (103.6), and the answer decides.
#[rule("103.6")]
#[test]
fn r103_6_leyline_of_the_void_may_begin_the_game_on_the_battlefield() {
    use engine::action::{Action, Decision};
    use engine::game::{Game, GameConfig, PlayerId, Zone};
    use engine::midway::About;

    use crate::fixtures::{card, starter};
    let pool = starter();
    let deck = |first: &str| -> Vec<_> {
        std::iter::once(card(&pool, first))
            .chain(std::iter::repeat_n(card(&pool, "Swamp"), 9))
            .collect()
    };
    let begin = |answer: usize| {
        let config = GameConfig::new(pool.clone(), vec![deck("Leyline of the Void"), deck("Swamp")]);
        // A seed whose shuffle puts the Leyline in A's opening hand of 7.
        let mut game = (0..50)
            .map(|seed| Game::new(config.clone(), seed))
            .find(|g| g.players[0].hand.iter().any(|&c| g.name(c) == "Leyline of the Void"))
            .expect("a seed with the Leyline in hand");
        while game.pending.is_some_and(|p| p.decision == Decision::Mulligan) {
            game.apply(Action::Keep).unwrap_or_else(|e| panic!("{e}"));
        }
        let pending = game.pending.expect("a decision");
        assert_eq!(
            (pending.player, pending.decision),
            (PlayerId(0), Decision::Choose { count: 2 })
        );
        let question = game.question().expect("a question").clone();
        let About::OpeningHand { card } = question.about else {
            panic!("asked {question:?}");
        };
        assert_eq!(game.name(card), "Leyline of the Void");
        assert_eq!(game.turn.number, 1);
        game.apply(Action::Choose(answer)).unwrap_or_else(|e| panic!("{e}"));
        let zone = |g: &Game| {
            g.objects
                .iter()
                .find(|o| !o.gone && g.pool.get(o.card).name == "Leyline of the Void")
                .map(|o| o.zone)
        };
        (zone(&game), game.question().is_some())
    };
    assert_eq!(
        begin(0),
        (Some(Zone::Battlefield), false),
        "taken: it begins on the battlefield"
    );
    assert_eq!(begin(1), (Some(Zone::Hand), false), "declined: it stays in the hand");
}

/// Tainted Remedy: an opponent's life gain becomes that much life lost.
#[rule("614.1a")]
#[test]
fn r614_1a_tainted_remedy_turns_an_opponents_life_gain_into_loss() {
    run("614/r614_1a_tainted_remedy_turns_an_opponents_life_gain_into_loss.toml");
}

/// Boon Reflection, then Tainted Remedy: 6 life lost.
#[rule("616.1", "616.1f")]
#[test]
fn r616_1_boon_reflection_first_then_tainted_remedy_loses_six() {
    run("616/r616_1_boon_reflection_first_then_tainted_remedy_loses_six.toml");
}

/// Tainted Remedy first: 3 life lost, and Boon Reflection no longer applies.
#[rule("616.1", "616.1f")]
#[test]
fn r616_1_tainted_remedy_first_and_boon_reflection_no_longer_applies() {
    run("616/r616_1_tainted_remedy_first_and_boon_reflection_no_longer_applies.toml");
}

/// Bloodletter of Aclazotz doubles an opponent's life loss during its controller's turn only.
#[rule("614.1a")]
#[test]
fn r614_1a_bloodletter_of_aclazotz_doubles_an_opponents_life_loss_during_its_controllers_turn() {
    run("614/r614_1a_bloodletter_of_aclazotz_doubles_an_opponents_life_loss_during_its_controllers_turn.toml");
}

/// Galvanic Blast with three artifacts: its metalcraft "instead" deals 4 (614.15).
#[rule("614.15")]
#[test]
fn r614_15_galvanic_blast_deals_4_instead_with_three_artifacts() {
    run("614/r614_15_galvanic_blast_deals_4_instead_with_three_artifacts.toml");
}

/// Galvanic Blast with two artifacts (an opponent's does not count): 2 damage.
#[rule("614.15")]
#[test]
fn r614_15_galvanic_blast_deals_2_with_two_artifacts() {
    run("614/r614_15_galvanic_blast_deals_2_with_two_artifacts.toml");
}

/// Gather Specimens' control-changing effect before Imposing Sovereign, with no question:
/// the Bears enter untapped under B's control.
#[rule("616.1b", "616.1f")]
#[test]
fn r616_1b_gather_specimens_applies_before_imposing_sovereign() {
    run("616/r616_1b_gather_specimens_applies_before_imposing_sovereign.toml");
}

/// Hall of Triumph's color is chosen as it enters and decides which creatures it pumps.
#[rule("614.12a", "614.1c")]
#[test]
fn r614_12a_hall_of_triumph_chooses_red_as_it_enters() {
    run("614/r614_12a_hall_of_triumph_chooses_red_as_it_enters.toml");
}

/// Gather Specimens makes the Bears an opponent's as they enter, so A's Imposing Sovereign
/// taps them.
#[rule("614.12")]
#[test]
fn r614_12_gather_specimens_brings_a_creature_under_imposing_sovereign() {
    run("614/r614_12_gather_specimens_brings_a_creature_under_imposing_sovereign.toml");
}

/// Galvanic Blast's own "instead" before Furnace of Rath, with no question: 8 damage.
#[rule("616.1a")]
#[test]
fn r616_1a_galvanic_blasts_own_instead_applies_before_furnace_of_rath() {
    run("616/r616_1a_galvanic_blasts_own_instead_applies_before_furnace_of_rath.toml");
}
