//! One test per scenario file in `engine/tests/scenarios/`, named after the first rule it
//! verifies; `cargo test r704_5a` runs the scenarios of 704.5a.

use engine::rule;

use crate::scenario::run;

/// Lightning Bolt: cast with its target, paid by tapping a Mountain, resolves when both players pass.
#[rule(
    "601.2a", "601.2c", "601.2g", "601.2h", "601.2i", "605.3a", "605.3b", "106.3", "117.3c", "117.3d", "117.4",
    "608.2", "608.2c", "608.2n", "120.3a", "305.6"
)]
#[test]
fn r601_2a_lightning_bolt_is_cast_paid_and_resolves() {
    run("601/r601_2a_lightning_bolt_is_cast_paid_and_resolves.toml");
}

/// Grizzly Bears can't be cast with only a Mountain: the proposal is reversed.
#[rule("601.2h")]
#[test]
fn r601_2h_a_cost_that_cannot_be_paid_is_refused() {
    run("601/r601_2h_a_cost_that_cannot_be_paid_is_refused.toml");
}

/// A player at 0 life loses the next time a player would receive priority.
#[rule("704.5a", "117.5", "104.2a")]
#[test]
fn r704_5a_a_player_at_zero_life_loses() {
    run("704/r704_5a_a_player_at_zero_life_loses.toml");
}

/// 704.5a does not apply above 0 life.
#[rule("704.5a")]
#[test]
fn r704_5a_a_player_at_one_life_does_not_lose() {
    run("704/r704_5a_a_player_at_one_life_does_not_lose.toml");
}

/// The active player draws from an empty library in their draw step and loses.
#[rule("704.5b", "121.4", "703.4d", "504.1")]
#[test]
fn r704_5b_drawing_from_an_empty_library_loses() {
    run("704/r704_5b_drawing_from_an_empty_library_loses.toml");
}

/// A player with ten poison counters loses; nine are not enough.
#[rule("704.5c")]
#[test]
fn r704_5c_ten_poison_counters_lose() {
    run("704/r704_5c_ten_poison_counters_lose.toml");
}

/// Raise the Alarm's Soldiers die to Pyroclasm, reach the graveyard and cease to exist.
#[rule("704.5d", "111.1", "704.3")]
#[test]
fn r704_5d_tokens_cease_to_exist_outside_the_battlefield() {
    run("704/r704_5d_tokens_cease_to_exist_outside_the_battlefield.toml");
}

/// Disfigure makes Savannah Lions 0/-1: it is put into the graveyard by 704.5f, not destroyed by 704.5g.
#[rule("704.5f", "613.4c")]
#[test]
fn r704_5f_toughness_zero_goes_to_the_graveyard() {
    run("704/r704_5f_toughness_zero_goes_to_the_graveyard.toml");
}

/// CR example of 120.5: Lightning Bolt on a 2/2; the creature is destroyed as a state-based action.
#[rule("704.5g", "120.5")]
#[test]
fn r704_5g_lethal_damage_destroys_a_creature() {
    run("704/r704_5g_lethal_damage_destroys_a_creature.toml");
}

/// Shock on Hill Giant (3/3): 2 damage is marked and the Giant survives.
#[rule("704.5g", "120.3e")]
#[test]
fn r704_5g_damage_below_toughness_stays_marked() {
    run("704/r704_5g_damage_below_toughness_stays_marked.toml");
}

/// Typhoid Rats blocks Craw Wurm: 1 deathtouch damage destroys the 6/4 Wurm.
#[rule("704.5h", "702.2b", "509.1", "509.1a", "510.1d")]
#[test]
fn r704_5h_deathtouch_damage_destroys() {
    run("704/r704_5h_deathtouch_damage_destroys.toml");
}

/// A +1/+1 counter put on a creature with a -1/-1 counter: one of each is removed.
#[rule("704.5q", "122.6")]
#[test]
fn r704_5q_plus_and_minus_counters_annihilate() {
    run("704/r704_5q_plus_and_minus_counters_annihilate.toml");
}

/// Grizzly Bears attacks a player with no creatures: it taps and deals 2 combat damage.
#[rule("508.1", "508.1a", "508.1f", "703.4i", "510.1a", "510.1b", "510.2", "509.1h")]
#[test]
fn r508_1_an_unblocked_attacker_damages_the_defending_player() {
    run("508/r508_1_an_unblocked_attacker_damages_the_defending_player.toml");
}

/// A creature that came under its controller's control this turn can't attack.
#[rule("508.1a", "302.6", "508.1b")]
#[test]
fn r508_1a_a_creature_that_just_arrived_cannot_attack() {
    run("508/r508_1a_a_creature_that_just_arrived_cannot_attack.toml");
}

/// Raging Goblin attacks the turn it arrives.
#[rule("702.10b")]
#[test]
fn r702_10b_haste_lets_a_new_creature_attack() {
    run("702/r702_10_haste_lets_a_new_creature_attack.toml");
}

/// Wall of Stone can't be declared as an attacker.
#[rule("702.3b")]
#[test]
fn r702_3b_defender_cannot_attack() {
    run("702/r702_3_defender_cannot_attack.toml");
}

/// Serra Angel attacks and stays untapped; Grizzly Bears taps.
#[rule("702.20b")]
#[test]
fn r702_20b_vigilance_attacks_without_tapping() {
    run("702/r702_20_vigilance_attacks_without_tapping.toml");
}

/// Grizzly Bears can't block Air Elemental; Giant Spider, with reach, can.
#[rule("702.9b", "702.17b", "509.1b")]
#[test]
fn r702_9b_flying_is_blocked_only_by_flying_or_reach() {
    run("702/r702_9_flying_is_blocked_only_by_flying_or_reach.toml");
}

/// Boggart Brute can't be blocked by one creature alone; two may block it.
#[rule("702.111b")]
#[test]
fn r702_111b_menace_needs_two_blockers() {
    run("702/r702_111_menace_needs_two_blockers.toml");
}

/// Youthful Knight (2/1 first strike) blocked by Grizzly Bears: the Bears die before dealing damage.
#[rule("702.7b", "510.4")]
#[test]
fn r702_7b_first_strike_kills_before_regular_damage() {
    run("702/r702_7_first_strike_kills_before_regular_damage.toml");
}

/// Unblocked Fencing Ace (1/1 double strike) deals 1 damage in each combat damage step.
#[rule("702.4b")]
#[test]
fn r702_4b_double_strike_deals_damage_twice() {
    run("702/r702_4_double_strike_deals_damage_twice.toml");
}

/// Colossal Dreadmaw (6/6 trample) blocked by Grizzly Bears: 2 to the Bears, 4 to the player.
#[rule("702.19b", "510.1c")]
#[test]
fn r702_19b_trample_assigns_the_excess_to_the_player() {
    run("702/r702_19_trample_assigns_the_excess_to_the_player.toml");
}

/// Unblocked Vampire Nighthawk deals 2 damage and its controller gains 2 life.
#[rule("702.15b", "120.3f")]
#[test]
fn r702_15b_lifelink_gains_life_for_damage() {
    run("702/r702_15_lifelink_gains_life_for_damage.toml");
}

/// A blocked attacker whose blocker is killed stays blocked and deals no damage.
#[rule("506.4", "510.1c", "509.1h")]
#[test]
fn r506_4_a_creature_that_leaves_is_removed_from_combat() {
    run("506/r506_4_a_creature_that_leaves_is_removed_from_combat.toml");
}

/// With nine cards in hand at cleanup, the active player discards two.
#[rule("514.1", "703.4n", "701.9a")]
#[test]
fn r514_1_the_active_player_discards_to_seven() {
    run("514/r514_1_the_active_player_discards_to_seven.toml");
}

/// Damage marked on Hill Giant and Giant Growth's bonus end in the cleanup step.
#[rule("514.2", "703.4p")]
#[test]
fn r514_2_damage_wears_off_in_cleanup() {
    run("514/r514_2_damage_wears_off_in_cleanup.toml");
}

/// Dark Ritual's mana, unspent, empties when the main phase ends.
#[rule("500.5", "703.4q", "106.3")]
#[test]
fn r500_5_mana_empties_as_a_step_ends() {
    run("500/r500_5_mana_empties_as_a_step_ends.toml");
}

/// In the untap step the active player's tapped permanents untap, the opponent's don't; no one gets priority.
#[rule("502.3", "703.4c", "502.4")]
#[test]
fn r502_3_the_active_player_untaps_their_permanents() {
    run("502/r502_3_the_active_player_untaps_their_permanents.toml");
}

/// A plays a Forest; a second land this turn is refused, and so is B's land in A's turn.
#[rule("305.1", "305.2", "305.3")]
#[test]
fn r305_1_one_land_per_turn_in_your_main_phase() {
    run("305/r305_1_one_land_per_turn_in_your_main_phase.toml");
}

/// Prodigal Sorcerer dies with its ability on the stack; the ability still resolves.
#[rule("113.7a")]
#[test]
fn r113_7a_an_ability_on_the_stack_resolves_after_its_source_dies() {
    run("113/r113_7a_an_ability_on_the_stack_resolves_after_its_source_dies.toml");
}

/// B can't cast Divination in A's turn, but can cast Lightning Bolt.
#[rule("117.1a", "307.1")]
#[test]
fn r117_1a_sorceries_at_sorcery_speed_instants_any_time() {
    run("117/r117_1a_sorceries_at_sorcery_speed_instants_any_time.toml");
}

/// Counterspell counters Divination, which goes to its owner's graveyard without resolving.
#[rule("701.6a")]
#[test]
fn r701_6a_a_countered_spell_goes_to_the_graveyard() {
    run("701/r701_6a_a_countered_spell_goes_to_the_graveyard.toml");
}

/// Giant Growth on Grizzly Bears; in response Shock kills the Bears; Giant Growth does nothing.
#[rule("608.2b", "115.4")]
#[test]
fn r608_2b_a_spell_whose_target_left_does_nothing() {
    run("608/r608_2b_a_spell_whose_target_left_does_nothing.toml");
}

/// Grizzly Bears resolves and enters the battlefield.
#[rule("608.3")]
#[test]
fn r608_3_a_permanent_spell_enters_the_battlefield() {
    run("608/r608_3_a_permanent_spell_enters_the_battlefield.toml");
}

/// Prodigal Sorcerer taps to deal 1 damage; tapped, or new this turn, it can't.
#[rule("602.2", "602.5a")]
#[test]
fn r602_2_an_activated_ability_uses_the_stack() {
    run("602/r602_2_an_activated_ability_uses_the_stack.toml");
}

/// Murder destroys Grizzly Bears; Soul Feast moves life; Divination draws two.
#[rule("701.8a", "119.3", "121.2", "400.3")]
#[test]
fn r701_8a_murder_destroys_a_creature() {
    run("701/r701_8a_murder_destroys_a_creature.toml");
}

/// B concedes while A has priority; A wins.
#[rule("104.3a")]
#[test]
fn r104_3a_a_player_who_concedes_loses() {
    run("104/r104_3a_a_player_who_concedes_loses.toml");
}

/// Both players are at 0 life when state-based actions are checked: the game is a draw.
#[rule("104.4a")]
#[test]
fn r104_4a_all_players_losing_at_once_is_a_draw() {
    run("104/r104_4a_all_players_losing_at_once_is_a_draw.toml");
}

/// Gifted Aetherborn blocked by two creatures assigns 1 lethal damage to each.
#[rule("702.2b", "704.5h")]
#[test]
fn r702_2b_deathtouch_damage_destroys_each_blocker() {
    run("702/r702_2b_deathtouch_damage_destroys_each_blocker.toml");
}

/// A 3/3 with deathtouch and trample blocked by a 3/3: 1 damage is lethal, 2 go to the player.
#[rule("702.2c", "702.19b")]
#[test]
fn r702_2c_deathtouch_makes_one_damage_lethal_for_trample() {
    run("702/r702_2c_deathtouch_makes_one_damage_lethal_for_trample.toml");
}

/// Pressure Point taps Grizzly Bears and draws a card.
#[rule("701.26a")]
#[test]
fn r701_26a_pressure_point_taps_a_creature() {
    run("701/r701_26a_pressure_point_taps_a_creature.toml");
}

/// No scenario file is ignored silently: each one is either run by a test (in any file of
/// this test binary) or pending with a reason (and then not run).
#[test]
fn every_scenario_file_is_run_by_a_test_or_pending_with_a_reason() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it");
    let mut tests = String::new();
    for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap_or_else(|e| panic!("{}: {e}", dir.display())).path();
        if path.extension().is_some_and(|x| x == "rs") {
            tests += &std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        }
    }
    let pending = crate::scenario::pending();
    for path in crate::scenario::all_files() {
        let is_pending = pending.iter().any(|(p, _)| *p == path);
        let has_test = tests.contains(&format!("\"{path}\""));
        assert!(
            is_pending != has_test,
            "{path}: pending {is_pending}, has a test {has_test}; it must be exactly one"
        );
    }
    for (path, why) in &pending {
        assert!(!why.trim().is_empty(), "{path} is pending without a reason");
        println!("pending: {path}: {why}");
    }
    // Every pending scenario is a CR example the vocabulary cannot express yet, written by
    // `cargo xtask scaffold` with the reason; `cargo xtask coverage --examples` lists them.
    for (path, _) in &pending {
        assert!(
            path.contains("_example_"),
            "{path}: only CR examples the engine cannot express may be pending"
        );
    }
}

/// Craw Wurm blocked by two creatures: its controller may put all its damage on one.
#[rule("510.1c")]
#[test]
fn r510_1c_damage_is_divided_among_blockers_as_the_attacker_chooses() {
    run("510/r510_1c_damage_is_divided_among_blockers_as_the_attacker_chooses.toml");
}

/// Youthful Knight attacks with 0 power, deals no first-strike damage, is pumped in that
/// step, and still deals no regular combat damage: it had first strike as the step began.
#[rule("510.4", "702.7b")]
#[test]
fn r510_4_a_first_striker_that_dealt_no_damage_deals_none_later() {
    run("510/r510_4_a_first_striker_that_dealt_no_damage_deals_none_later.toml");
}

/// Young Wolf with a +1/+1 counter and three -1/-1 counters: undying does not trigger.
#[rule("704.8", "702.93a")]
#[test]
fn r704_8_young_wolf_with_undying() {
    run("704/r704_8_young_wolf_with_undying.toml");
}

/// Young Wolf returns once with a +1/+1 counter, then stays dead.
#[rule("702.93a")]
#[test]
fn r702_93a_undying_returns_a_creature_without_counters() {
    run("702/r702_93a_undying_returns_a_creature_without_counters.toml");
}

/// Elvish Visionary's enters ability triggers, goes on the stack and draws a card.
#[rule("603.6a", "603.2", "603.3")]
#[test]
fn r603_6a_an_enters_ability_triggers_and_resolves() {
    run("603/r603_6a_an_enters_ability_triggers_and_resolves.toml");
}

/// Two Doomed Travelers die at once; their controller orders the two triggers.
#[rule("603.10a", "700.4", "603.3b")]
#[test]
fn r603_10a_dies_abilities_look_back_and_their_controller_orders_them() {
    run("603/r603_10a_dies_abilities_look_back_and_their_controller_orders_them.toml");
}

/// Maro (cards in hand) at toughness 0 mid-resolution survives once seven cards are drawn.
#[rule("704.4", "604.3", "613.4a")]
#[test]
fn r704_4_state_based_actions_are_not_checked_during_resolution() {
    run("704/r704_4_state_based_actions_are_not_checked_during_resolution.toml");
}

/// Lich's Mirror replaces the single loss that 704.5a and 704.5b would both cause.
#[rule("704.7", "614.1a", "119.5", "701.24a")]
#[test]
fn r704_7_lichs_mirror_replaces_losing_the_game() {
    run("704/r704_7_lichs_mirror_replaces_losing_the_game.toml");
}

/// CR example of 107.1b: a 3/4 creature given -5/-0, then +3/+0.
#[rule("107.1b")]
#[test]
fn r107_1b_example_1() {
    run("107/r107_1b_example_1.toml");
}

/// CR example of 510.1c: Elvish Regrower assigns all its damage to one of two blockers.
#[rule("510.1c")]
#[test]
fn r510_1c_example_1() {
    run("510/r510_1c_example_1.toml");
}

/// CR example of 602.1a: an activation cost of two mana plus {T}.
#[rule("602.1a")]
#[test]
fn r602_1a_example_1() {
    run("602/r602_1a_example_1.toml");
}

/// CR example of 608.2b: Sorin's Thirst whose target left does not resolve.
#[rule("608.2b")]
#[test]
fn r608_2b_example_1() {
    run("608/r608_2b_example_1.toml");
}

/// Drawing the last card of a library is no loss (704.5b does not apply).
#[rule("704.5b", "121.1")]
#[test]
fn r704_5b_drawing_from_a_library_with_cards_does_not_lose() {
    run("704/r704_5b_drawing_from_a_library_with_cards_does_not_lose.toml");
}

/// Tokens on the battlefield stay (704.5d does not apply).
#[rule("704.5d")]
#[test]
fn r704_5d_a_token_on_the_battlefield_stays() {
    run("704/r704_5d_a_token_on_the_battlefield_stays.toml");
}

/// Giant Growth answers Disfigure: toughness stays above 0 (704.5f does not apply).
#[rule("704.5f")]
#[test]
fn r704_5f_a_pumped_creature_survives_negative_toughness_changes() {
    run("704/r704_5f_a_pumped_creature_survives_negative_toughness_changes.toml");
}

/// Damage without deathtouch below toughness destroys nothing (704.5h does not apply).
#[rule("704.5h")]
#[test]
fn r704_5h_damage_without_deathtouch_is_not_deathtouch() {
    run("704/r704_5h_damage_without_deathtouch_is_not_deathtouch.toml");
}

/// A lone +1/+1 counter stays (704.5q does not apply).
#[rule("704.5q")]
#[test]
fn r704_5q_only_plus_counters_stay() {
    run("704/r704_5q_only_plus_counters_stay.toml");
}

/// A turn without attackers, step by step.
#[rule(
    "500.1", "501.1", "502.4", "503.1", "504.2", "505.6", "506.1", "507.2", "508.2", "508.8", "511.1", "512.1",
    "513.1", "514.3", "117.3a"
)]
#[test]
fn r500_1_a_turn_goes_through_its_phases_and_steps() {
    run("500/r500_1_a_turn_goes_through_its_phases_and_steps.toml");
}

/// A creature dying in cleanup gives priority and another cleanup step.
#[rule("514.3a", "514.2", "122.1a")]
#[test]
fn r514_3a_a_creature_dying_in_cleanup_gives_priority_and_another_cleanup() {
    run("514/r514_3a_a_creature_dying_in_cleanup_gives_priority_and_another_cleanup.toml");
}

/// A planeswalker with no loyalty goes to the graveyard.
#[rule("704.5i", "120.3c")]
#[test]
fn r704_5i_a_planeswalker_with_no_loyalty_dies() {
    run("704/r704_5i_a_planeswalker_with_no_loyalty_dies.toml");
}

/// The world rule keeps the newest world.
#[rule("704.5k")]
#[test]
fn r704_5k_the_world_rule() {
    run("704/r704_5k_the_world_rule.toml");
}

/// Haste lets a new creature use a {T} ability.
#[rule("702.10c")]
#[test]
fn r702_10c_haste_lets_a_new_creature_tap_for_its_ability() {
    run("702/r702_10c_haste_lets_a_new_creature_tap_for_its_ability.toml");
}

/// An untap effect untaps a tapped creature.
#[rule("701.26b")]
#[test]
fn r701_26b_an_untap_effect_untaps_a_permanent() {
    run("701/r701_26b_an_untap_effect_untaps_a_permanent.toml");
}

/// A loop of mandatory actions (a replacement that never fixes a loss) is a draw.
#[rule("104.4b")]
#[test]
fn r104_4b_a_loop_of_mandatory_actions_is_a_draw() {
    run("104/r104_4b_a_loop_of_mandatory_actions_is_a_draw.toml");
}

/// Starting a game: starting player, shuffles, life, opening hands, a London mulligan, no
/// first draw for the starting player.
#[rule("103.1", "103.3", "103.4", "103.5", "103.8", "103.8a")]
#[test]
fn r103_1_starting_a_game_and_the_london_mulligan() {
    run("103/r103_1_starting_a_game_and_the_london_mulligan.toml");
}

/// CR example of 601.2c: two targets of one word must differ; one object may be the target
/// of two words (Rack and Ruin, Plague Spores on Dryad Arbor).
#[rule("601.2c", "115.3")]
#[test]
fn r601_2c_example_1() {
    run("601/r601_2c_example_1.toml");
}

/// Tandem Tactics: "up to two" targets may be one, or none.
#[rule("601.2c")]
#[test]
fn r601_2c_up_to_two_targets_may_be_one_or_none() {
    run("601/r601_2c_up_to_two_targets_may_be_one_or_none.toml");
}

/// CR example 2 of 608.2b: Plague Spores still destroys a creature land turned black, as
/// its "target land".
#[rule("608.2b")]
#[test]
fn r608_2b_example_2() {
    run("608/r608_2b_example_2.toml");
}

/// Plague Spores on a creature turned black and a land: only the land is destroyed.
#[rule("608.2b")]
#[test]
fn r608_2b_an_illegal_target_is_left_out_of_the_part_that_names_it() {
    run("608/r608_2b_an_illegal_target_is_left_out_of_the_part_that_names_it.toml");
}

/// Seeds of Strength: one creature chosen for each of three instances of the word "target".
#[rule("115.3")]
#[test]
fn r115_3_seeds_of_strength_targets_one_creature_three_times() {
    run("115/r115_3_seeds_of_strength_targets_one_creature_three_times.toml");
}

/// Hexproof stops an opponent's spell, not its controller's.
#[rule("702.11b")]
#[test]
fn r702_11b_hexproof_stops_an_opponents_spell_not_your_own() {
    run("702/r702_11b_hexproof_stops_an_opponents_spell_not_your_own.toml");
}

/// Shroud stops even its controller's spell.
#[rule("702.18a")]
#[test]
fn r702_18a_shroud_stops_even_your_own_spell() {
    run("702/r702_18a_shroud_stops_even_your_own_spell.toml");
}

/// Flametongue Kavu's trigger, with no other creature, must target the Kavu itself.
#[rule("603.3d")]
#[test]
fn r603_3d_flametongue_kavu_alone_must_target_itself() {
    run("603/r603_3d_flametongue_kavu_alone_must_target_itself.toml");
}

/// Nekrataal's trigger without a legal target is removed from the stack.
#[rule("603.3d")]
#[test]
fn r603_3d_nekrataal_without_a_legal_target_is_removed() {
    run("603/r603_3d_nekrataal_without_a_legal_target_is_removed.toml");
}

/// CR example of 611.2b: Master Thief's trigger does nothing once A no longer controls it.
#[rule("611.2b")]
#[test]
fn r611_2b_example_1() {
    run("611/r611_2b_example_1.toml");
}

/// Essence Scatter's "target creature spell": Grizzly Bears on the stack, not Lightning Bolt.
#[rule("115.1")]
#[test]
fn r115_1_essence_scatter_targets_a_creature_spell_not_an_instant() {
    run("115/r115_1_essence_scatter_targets_a_creature_spell_not_an_instant.toml");
}

/// CR example 2 of 107.1b: Viridian Joiner with power -1 adds no mana.
#[rule("107.1b", "605.1a")]
#[test]
fn r107_1b_example_2() {
    run("107/r107_1b_example_2.toml");
}

/// CR example 3 of 107.1b: Chameleon Colossus given -6/-0 gets +0/+0.
#[rule("107.1b")]
#[test]
fn r107_1b_example_3() {
    run("107/r107_1b_example_3.toml");
}

/// CR example of 605.2: a mana ability that makes no mana is still one.
#[rule("605.2")]
#[test]
fn r605_2_example_1() {
    run("605/r605_2_example_1.toml");
}

/// Blaze: X announced, an unpayable X refused.
#[rule("107.3a")]
#[test]
fn r107_3a_blaze_announces_x_and_pays_it() {
    run("107/r107_3a_blaze_announces_x_and_pays_it.toml");
}

/// Mind Spring draws X cards.
#[rule("107.3a")]
#[test]
fn r107_3a_mind_spring_draws_x_cards() {
    run("107/r107_3a_mind_spring_draws_x_cards.toml");
}

/// Rolling Thunder divides X damage, each target at least 1.
#[rule("601.2d")]
#[test]
fn r601_2d_rolling_thunder_divides_x_damage_among_its_targets() {
    run("601/r601_2d_rolling_thunder_divides_x_damage_among_its_targets.toml");
}

/// Forked Bolt with one target deals it all.
#[rule("601.2d")]
#[test]
fn r601_2d_forked_bolt_gives_one_target_all_of_it() {
    run("601/r601_2d_forked_bolt_gives_one_target_all_of_it.toml");
}

/// A divided share of a target gone is not dealt.
#[rule("608.2b", "601.2d")]
#[test]
fn r608_2b_a_divided_share_of_an_illegal_target_is_not_dealt() {
    run("608/r608_2b_a_divided_share_of_an_illegal_target_is_not_dealt.toml");
}

/// X for a divided amount leaves at least one for each target it needs.
#[rule("601.2d")]
#[test]
fn r601_2d_x_must_leave_one_for_each_target_a_divided_amount_needs() {
    run("601/r601_2d_x_must_leave_one_for_each_target_a_divided_amount_needs.toml");
}

/// Viridian Joiner adds {G} equal to its power.
#[rule("605.1a")]
#[test]
fn r605_1a_viridian_joiner_adds_g_equal_to_its_power() {
    run("605/r605_1a_viridian_joiner_adds_g_equal_to_its_power.toml");
}

/// Dromar's Charm: a mode without a legal target can't be chosen.
#[rule("700.2a")]
#[test]
fn r700_2a_dromars_charm_cannot_choose_a_mode_without_a_legal_target() {
    run("700/r700_2a_dromars_charm_cannot_choose_a_mode_without_a_legal_target.toml");
}

/// Silumgar's Command: a spell that chooses two needs two modes that can be chosen.
#[rule("700.2a")]
#[test]
fn r700_2a_silumgars_command_needs_two_modes_that_can_be_chosen() {
    run("700/r700_2a_silumgars_command_needs_two_modes_that_can_be_chosen.toml");
}

/// Knight of Autumn: a trigger's modes are chosen as it goes on the stack.
#[rule("700.2b")]
#[test]
fn r700_2b_knight_of_autumn_chooses_a_mode_as_its_trigger_goes_on_the_stack() {
    run("700/r700_2b_knight_of_autumn_chooses_a_mode_as_its_trigger_goes_on_the_stack.toml");
}

/// A modal trigger none of whose modes can be chosen is removed.
#[rule("700.2b")]
#[test]
fn r700_2b_a_modal_trigger_with_no_mode_that_can_be_chosen_is_removed() {
    run("700/r700_2b_a_modal_trigger_with_no_mode_that_can_be_chosen_is_removed.toml");
}

/// Dromar's Charm: a mode chosen without targets asks for none.
#[rule("700.2c")]
#[test]
fn r700_2c_dromars_charm_gaining_life_asks_for_no_target() {
    run("700/r700_2c_dromars_charm_gaining_life_asks_for_no_target.toml");
}

/// Fiery Confluence: the same mode three times, carried out in printed order.
#[rule("700.2d")]
#[test]
fn r700_2d_fiery_confluence_chooses_the_same_mode_three_times() {
    run("700/r700_2d_fiery_confluence_chooses_the_same_mode_three_times.toml");
}

/// Silumgar's Command: the same mode can't be chosen twice.
#[rule("700.2d")]
#[test]
fn r700_2d_silumgars_command_cannot_choose_a_mode_twice() {
    run("700/r700_2d_silumgars_command_cannot_choose_a_mode_twice.toml");
}

/// "Choose one or more": at least one mode, and every mode chosen is carried out.
#[rule("700.2")]
#[test]
fn r700_2_choose_one_or_more_takes_at_least_one() {
    run("700/r700_2_choose_one_or_more_takes_at_least_one.toml");
}

/// "Choose up to one" on a trigger: none chosen, it is removed.
#[rule("700.2b")]
#[test]
fn r700_2b_a_modal_trigger_with_no_mode_chosen_is_removed() {
    run("700/r700_2b_a_modal_trigger_with_no_mode_chosen_is_removed.toml");
}

/// X divided among targets needs mana for one each before the spell can be cast.
#[rule("601.2d")]
#[test]
fn r601_2d_x_divided_among_targets_needs_mana_for_one_each() {
    run("601/r601_2d_x_divided_among_targets_needs_mana_for_one_each.toml");
}

/// A divided mode after a mode with a target divides among its own targets only.
#[rule("601.2d", "700.2c")]
#[test]
fn r601_2d_a_divided_mode_after_a_mode_with_a_target_divides_among_its_own() {
    run("601/r601_2d_a_divided_mode_after_a_mode_with_a_target_divides_among_its_own.toml");
}

/// Armageddon destroys four lands at once: a "whenever a land is put into a graveyard"
/// ability triggers four times.
#[rule("603.2c")]
#[test]
fn r603_2c_example_1() {
    run("603/r603_2c_example_1.toml");
}

/// Planar Cleansing destroys a "whenever a creature dies" artifact before the two creatures:
/// it looks back at the one event and triggers twice.
#[rule("603.10a")]
#[test]
fn r603_10a_example_1() {
    run("603/r603_10a_example_1.toml");
}

/// "Destroy all nonblack creatures" spares a white-and-black creature; "destroy all black
/// creatures" destroys it.
#[rule("608.2j")]
#[test]
fn r608_2j_example_1() {
    run("608/r608_2j_example_1.toml");
}

/// Under Humility Elvish Visionary enters without its ability; under Nature's Revolt a Forest
/// enters as a creature and Soul Warden's ability triggers.
#[rule("603.6b")]
#[test]
fn r603_6b_example_1() {
    run("603/r603_6b_example_1.toml");
}

/// Felidar Sovereign (603.4's example): the ability triggers at 40 life, and is removed as it
/// resolves because Lightning Bolt took its controller to 37.
#[rule("603.4")]
#[test]
fn r603_4_example_1() {
    run("603/r603_4_example_1.toml");
}

/// Stormscape Battlemage kicked with its {2}{B} kicker only: only the enters ability linked to
/// that kicker triggers.
#[rule("607.2i", "702.33d", "702.33f")]
#[test]
fn r607_2i_example_1() {
    run("607/r607_2i_example_1.toml");
}

/// Felidar Sovereign at 40 life as it triggers and as it resolves: its controller wins.
#[rule("603.4", "104.2b")]
#[test]
fn r603_4_felidar_sovereign_wins_at_40_life() {
    run("603/r603_4_felidar_sovereign_wins_at_40_life.toml");
}

/// Felidar Sovereign at 39 life: the ability does not trigger.
#[rule("603.4")]
#[test]
fn r603_4_felidar_sovereign_does_not_trigger_at_39_life() {
    run("603/r603_4_felidar_sovereign_does_not_trigger_at_39_life.toml");
}

/// Doomed Strength (700.7's example): the delayed ability destroys "that creature" though it
/// is no longer a creature.
#[rule("700.7", "603.7c")]
#[test]
fn r700_7_example_1() {
    run("700/r700_7_example_1.toml");
}

/// "Exile this creature at the beginning of the next end step" (603.7c's example): it exiles
/// the permanent that stopped being a creature, and does nothing to the one that left.
#[rule("603.7c", "701.13a")]
#[test]
fn r603_7c_example_1() {
    run("603/r603_7c_example_1.toml");
}

/// Ball Lightning sacrifices itself at the beginning of the end step.
#[rule("701.21a")]
#[test]
fn r701_21a_ball_lightning_is_sacrificed_at_the_beginning_of_the_end_step() {
    run("701/r701_21a_ball_lightning_is_sacrificed_at_the_beginning_of_the_end_step.toml");
}

/// B's delayed "sacrifice it" does nothing once A controls the permanent: a player can't
/// sacrifice a permanent they don't control.
#[rule("701.21a")]
#[test]
fn r701_21a_a_player_cant_sacrifice_a_permanent_they_dont_control() {
    run("701/r701_21a_a_player_cant_sacrifice_a_permanent_they_dont_control.toml");
}

/// Phyrexian Arena triggers at the beginning of its controller's upkeep, not the opponent's.
#[rule("503.1a")]
#[test]
fn r503_1a_phyrexian_arena_triggers_in_its_controllers_upkeep_only() {
    run("503/r503_1a_phyrexian_arena_triggers_in_its_controllers_upkeep_only.toml");
}

/// Burst Lightning kicked: {R} plus its kicker {4} is paid, and it deals 4 damage instead of 2.
#[rule("702.33a", "702.33d", "601.2f")]
#[test]
fn r702_33a_burst_lightning_kicked_deals_4_damage_for_its_total_cost() {
    run("702/r702_33a_burst_lightning_kicked_deals_4_damage_for_its_total_cost.toml");
}

/// Burst Lightning not kicked: {R} is paid, and it deals 2 damage.
#[rule("702.33d")]
#[test]
fn r702_33d_burst_lightning_not_kicked_deals_2_damage() {
    run("702/r702_33d_burst_lightning_not_kicked_deals_2_damage.toml");
}

/// A kicker cost the player can't pay on top of the mana cost is refused; the spell is cast
/// without it.
#[rule("601.2h", "702.33a")]
#[test]
fn r702_33a_kicker_that_cannot_be_paid_is_refused() {
    run("702/r702_33a_kicker_that_cannot_be_paid_is_refused.toml");
}

/// Firebolt is cast from the graveyard for its flashback cost and exiled as it resolves.
#[rule("702.34a", "118.9")]
#[test]
fn r702_34a_firebolt_is_cast_from_the_graveyard_with_flashback_and_exiled() {
    run("702/r702_34a_firebolt_is_cast_from_the_graveyard_with_flashback_and_exiled.toml");
}

/// Think Twice cast with flashback and countered is exiled.
#[rule("702.34a")]
#[test]
fn r702_34a_a_countered_flashback_spell_is_exiled() {
    run("702/r702_34a_a_countered_flashback_spell_is_exiled.toml");
}

/// Flashback doesn't change a sorcery's timing.
#[rule("307.1")]
#[test]
fn r307_1_flashback_keeps_a_sorcerys_timing() {
    run("307/r307_1_flashback_keeps_a_sorcerys_timing.toml");
}

/// Think Twice cast from the hand costs its mana cost, and goes to the graveyard.
#[rule("702.34a")]
#[test]
fn r702_34a_think_twice_cast_from_the_hand_costs_its_mana_cost() {
    run("702/r702_34a_think_twice_cast_from_the_hand_costs_its_mana_cost.toml");
}

/// A permanent put onto the battlefield without being cast was not kicked (607.2i): the card
/// in the graveyard has no memory of the kicked spell it was (400.7).
#[rule("607.2i", "400.7")]
#[test]
fn r607_2i_a_kicked_permanent_that_returns_without_being_cast_was_not_kicked() {
    run("607/r607_2i_a_kicked_permanent_that_returns_without_being_cast_was_not_kicked.toml");
}

/// A second kicker cost that can't be paid on top of the first is refused.
#[rule("601.2h")]
#[test]
fn r601_2h_a_second_kicker_cost_that_cannot_also_be_paid_is_refused() {
    run("601/r601_2h_a_second_kicker_cost_that_cannot_also_be_paid_is_refused.toml");
}

/// The CR's example of 608.2k: Wall of Tears's ability returns the creature it blocked at
/// end of combat though that creature is no longer a creature.
#[rule("608.2k", "509.3b", "506.4")]
#[test]
fn r608_2k_example_1() {
    run("608/r608_2k_example_1.toml");
}

/// The CR's example of 603.2e: a "becomes tapped" ability doesn't trigger for a permanent
/// that enters tapped, and does when it later changes from untapped to tapped.
#[rule("603.2e")]
#[test]
fn r603_2e_example_1() {
    run("603/r603_2e_example_1.toml");
}

/// The CR's example of 603.2g: damage that is all prevented triggers nothing; damage that is
/// dealt triggers Jackal Pup.
#[rule("603.2g")]
#[test]
fn r603_2g_example_1() {
    run("603/r603_2g_example_1.toml");
}

/// The CR's example of 700.1: one block by two creatures is one "becomes blocked" event and
/// two "becomes blocked by a creature" events.
#[rule("700.1", "509.3c", "509.3d")]
#[test]
fn r700_1_example_1() {
    run("700/r700_1_example_1.toml");
}

/// The CR's example 1 of 603.7a: a "when this creature leaves the battlefield" ability
/// created after the creature left never triggers.
#[rule("603.7a")]
#[test]
fn r603_7a_example_1() {
    run("603/r603_7a_example_1.toml");
}

/// A delayed "when this creature leaves the battlefield" ability created while the creature
/// is there triggers when it leaves.
#[rule("603.7a", "603.7b")]
#[test]
fn r603_7a_a_leaves_the_battlefield_ability_triggers_when_its_object_leaves_after_it_exists() {
    run("603/r603_7a_a_leaves_the_battlefield_ability_triggers_when_its_object_leaves_after_it_exists.toml");
}

/// The CR's example 2 of 603.7a: a "when that creature becomes untapped" ability created
/// after the creature untapped waits for its next untap.
#[rule("603.7a", "603.7b")]
#[test]
fn r603_7a_example_2() {
    run("603/r603_7a_example_2.toml");
}

/// Player events chain: a draw triggers Underworld Dreams, the life loss Exquisite Blood,
/// and the life gain Ajani's Pridemate (603.2).
#[rule("603.2")]
#[test]
fn r603_2_a_draw_a_life_loss_and_a_life_gain_each_trigger_in_turn() {
    run("603/r603_2_a_draw_a_life_loss_and_a_life_gain_each_trigger_in_turn.toml");
}

/// Hellrider triggers once per attacker (508.3a); Guttersnipe only on instants and sorceries.
#[rule("508.3a")]
#[test]
fn r508_3a_hellrider_triggers_for_each_attacker_and_guttersnipe_for_each_instant() {
    run("508/r508_3a_hellrider_triggers_for_each_attacker_and_guttersnipe_for_each_instant.toml");
}

/// Each creature blocking Thorn Beast is "that creature" of one trigger (509.3d).
#[rule("509.3d")]
#[test]
fn r509_3d_each_blocker_is_that_creature_once() {
    run("509/r509_3d_each_blocker_is_that_creature_once.toml");
}

/// A creature blocked by one creature becomes blocked once (509.3c).
#[rule("509.3c")]
#[test]
fn r509_3c_a_creature_blocked_by_one_creature_becomes_blocked_once() {
    run("509/r509_3c_a_creature_blocked_by_one_creature_becomes_blocked_once.toml");
}

/// Combat damage triggers see the damage's recipient, source, amount and kind (603.2).
#[rule("603.2")]
#[test]
fn r603_2_combat_damage_triggers_see_the_damage_they_are_about() {
    run("603/r603_2_combat_damage_triggers_see_the_damage_they_are_about.toml");
}

/// A delayed triggered ability triggers only once (603.7b).
#[rule("603.7b")]
#[test]
fn r603_7b_a_delayed_ability_triggers_only_once() {
    run("603/r603_7b_a_delayed_ability_triggers_only_once.toml");
}

/// A delayed ability at a step still triggers after its object left, and does nothing to it
/// (603.7c).
#[rule("603.7c", "603.7b")]
#[test]
fn r603_7c_a_delayed_ability_whose_object_left_still_triggers_and_does_nothing() {
    run("603/r603_7c_a_delayed_ability_whose_object_left_still_triggers_and_does_nothing.toml");
}

/// The CR's example of 601.2h: Altar's Reap's total cost, {B} with Thunderscape Familiar's
/// reduction, is locked in before the Familiar is sacrificed to pay it.
#[rule("601.2h", "601.2f")]
#[test]
fn r601_2h_example_1() {
    run("601/r601_2h_example_1.toml");
}

/// The CR's example 1 of 118.12: Standstill, exiled before its ability resolves, can't be
/// sacrificed, so no one draws.
#[rule("118.12")]
#[test]
fn r118_12_example_1() {
    run("118/r118_12_example_1.toml");
}

/// Standstill is sacrificed as its ability resolves, and each opponent of the caster draws.
#[rule("118.12")]
#[test]
fn r118_12_standstill_is_sacrificed_and_each_opponent_of_the_caster_draws_three() {
    run("118/r118_12_standstill_is_sacrificed_and_each_opponent_of_the_caster_draws_three.toml");
}

/// The CR's example of 608.2d: "you may sacrifice a creature" is no option for a player who
/// controls none, who loses 4 life.
#[rule("608.2d")]
#[test]
fn r608_2d_example_1() {
    run("608/r608_2d_example_1.toml");
}

/// "You may sacrifice a creature. If you don't, …": the creature is chosen as it resolves;
/// declining is the other branch.
#[rule("608.2d", "118.12")]
#[test]
fn r608_2d_you_may_sacrifice_a_creature_is_a_choice_as_it_resolves() {
    run("608/r608_2d_you_may_sacrifice_a_creature_is_a_choice_as_it_resolves.toml");
}

/// The CR's example of 609.2: a land card in a graveyard is not made a creature, and "spells
/// cost more" applies to a spell being cast, not to an activated ability.
#[rule("609.2")]
#[test]
fn r609_2_example_1() {
    run("609/r609_2_example_1.toml");
}

/// Costs that can't be paid fully are refused: a sacrifice, a discard, life beyond the life
/// total.
#[rule("118.3", "119.4")]
#[test]
fn r118_3_costs_without_the_resources_to_pay_them_are_refused() {
    run("118/r118_3_costs_without_the_resources_to_pay_them_are_refused.toml");
}

/// Each part of a cost is paid: discard, life, a chosen sacrifice, sacrificing the source.
#[rule("118.3", "119.4", "602.2")]
#[test]
fn r118_3_each_cost_part_is_paid() {
    run("118/r118_3_each_cost_part_is_paid.toml");
}

/// Cost increases and reductions change the generic part of a spell's total cost.
#[rule("601.2f")]
#[test]
fn r601_2f_cost_increases_and_reductions_change_the_generic_part() {
    run("601/r601_2f_cost_increases_and_reductions_change_the_generic_part.toml");
}

/// Paying as much life as the life total is allowed (119.4's "greater than or equal to").
#[rule("119.4")]
#[test]
fn r119_4_a_player_may_pay_all_of_their_life() {
    run("119/r119_4_a_player_may_pay_all_of_their_life.toml");
}

/// Sacrificing something that is not a permanent does nothing (701.21a).
#[rule("701.21a")]
#[test]
fn r701_21a_a_spell_on_the_stack_cant_be_sacrificed() {
    run("701/r701_21a_a_spell_on_the_stack_cant_be_sacrificed.toml");
}

/// The CR's example of 609.3: discarding two cards while holding one discards that one; a
/// mill of more cards than the library holds mills them all.
#[rule("609.3", "701.17b")]
#[test]
fn r609_3_example_1() {
    run("609/r609_3_example_1.toml");
}

/// The discarding player chooses the cards (701.9b); a mill takes the library's top cards.
#[rule("701.9b", "701.17a")]
#[test]
fn r701_9b_the_discarding_player_chooses_the_cards() {
    run("701/r701_9b_the_discarding_player_chooses_the_cards.toml");
}

/// Preordain scries 2: one card to the bottom, the other drawn.
#[rule("701.22a")]
#[test]
fn r701_22a_preordain_puts_one_on_the_bottom_and_draws_the_other() {
    run("701/r701_22a_preordain_puts_one_on_the_bottom_and_draws_the_other.toml");
}

/// Scrying puts the cards kept on top, and those sent to the bottom, in the chosen order.
#[rule("701.22a")]
#[test]
fn r701_22a_preordain_puts_the_cards_back_in_the_chosen_order() {
    run("701/r701_22a_preordain_puts_the_cards_back_in_the_chosen_order.toml");
}

/// Surveilling puts the chosen cards into the graveyard and the rest back on top in the chosen order.
#[rule("701.25a")]
#[test]
fn r701_25a_consider_puts_the_top_card_into_the_graveyard_and_draws_the_next() {
    run("701/r701_25a_consider_puts_the_top_card_into_the_graveyard_and_draws_the_next.toml");
}

/// A "whenever you surveil" ability triggers once the surveil is done, even with too few cards.
#[rule("701.25d")]
#[test]
fn r701_25d_dimir_spybug_triggers_when_a_surveil_runs_out_of_cards() {
    run("701/r701_25d_dimir_spybug_triggers_when_a_surveil_runs_out_of_cards.toml");
}

/// A search finds a card of the description; unrevealed, it enters tapped; the library is shuffled.
#[rule("701.23a", "701.23e", "701.24a")]
#[test]
fn r701_23a_rampant_growth_finds_a_basic_land_which_enters_tapped() {
    run("701/r701_23a_rampant_growth_finds_a_basic_land_which_enters_tapped.toml");
}

/// A search for a card with a stated quality may find none.
#[rule("701.23b")]
#[test]
fn r701_23b_a_search_for_a_basic_land_may_find_none() {
    run("701/r701_23b_a_search_for_a_basic_land_may_find_none.toml");
}

/// A search for "a card" finds one: there is no choice not to.
#[rule("701.23d")]
#[test]
fn r701_23d_demonic_tutor_must_find_a_card() {
    run("701/r701_23d_demonic_tutor_must_find_a_card.toml");
}

/// The found card stays out of the shuffle and goes on top; it is revealed.
#[rule("701.24b", "701.20a")]
#[test]
fn r701_24b_worldly_tutor_shuffles_and_puts_the_found_card_on_top() {
    run("701/r701_24b_worldly_tutor_shuffles_and_puts_the_found_card_on_top.toml");
}

/// "May search": searching is a choice even with nothing to find, and declining is no search.
#[rule("701.23g")]
#[test]
fn r701_23g_a_player_may_search_with_nothing_to_find() {
    run("701/r701_23g_a_player_may_search_with_nothing_to_find.toml");
}

/// The CR's example of 701.23f: a search of the top four cards still shuffles the whole library; players search in APNAP order.
#[rule("701.23f", "701.23i")]
#[test]
fn r701_23f_example_1() {
    run("701/r701_23f_example_1.toml");
}

/// A "whenever you scry" ability triggers once the scry is done, even with too few cards.
#[rule("701.22d")]
#[test]
fn r701_22d_a_scry_trigger_waits_for_the_scry_to_be_done() {
    run("701/r701_22d_a_scry_trigger_waits_for_the_scry_to_be_done.toml");
}

/// Players who search at once decide in APNAP order: the active player first.
#[rule("701.23i")]
#[test]
fn r701_23i_players_search_in_apnap_order() {
    run("701/r701_23i_players_search_in_apnap_order.toml");
}

/// A library is shuffled even when the object to shuffle into it has left: Guile's trigger
/// after its graveyard is exiled (the CR's example 1).
#[rule("701.24c")]
#[test]
fn r701_24c_example_1() {
    run("701/r701_24c_example_1.toml");
}

/// A library is shuffled even when the spell to shuffle into it is exiled instead: Black
/// Sun's Zenith cast with flashback that Recoup gave it (the CR's example 2).
#[rule("701.24c")]
#[test]
fn r701_24c_example_2() {
    run("701/r701_24c_example_2.toml");
}

/// A shuffle and a placement in one library at once: Darksteel Colossus is shuffled in and
/// Gravebane Zombie stays on top (the CR's example).
#[rule("701.24g")]
#[test]
fn r701_24g_example_1() {
    run("701/r701_24g_example_1.toml");
}

/// A "put into a graveyard from anywhere" ability triggers on a discard too: it is not a
/// leaves-the-battlefield ability.
#[rule("603.6c")]
#[test]
fn r603_6c_a_from_anywhere_trigger_works_from_the_hand() {
    run("603/r603_6c_a_from_anywhere_trigger_works_from_the_hand.toml");
}

/// A leaves-the-battlefield ability triggers for a move to any zone, here a hand.
#[rule("603.6c")]
#[test]
fn r603_6c_thragtusk_leaves_for_its_owners_hand() {
    run("603/r603_6c_thragtusk_leaves_for_its_owners_hand.toml");
}

/// Choosing new targets is judged on the final set only: Redirect swaps Arc Trail's two
/// targets (the CR's example).
#[rule("115.7e")]
#[test]
fn r115_7e_example_1() {
    run("115/r115_7e_example_1.toml");
}

/// New targets that would make an unchanged "other" target illegal are no change at all.
#[rule("115.7d")]
#[test]
fn r115_7d_a_new_target_cant_make_an_unchanged_one_illegal() {
    run("115/r115_7d_a_new_target_cant_make_an_unchanged_one_illegal.toml");
}

/// "Any other target" can't be an earlier instance's target.
#[rule("601.2c")]
#[test]
fn r601_2c_arc_trails_other_target_differs_from_its_first() {
    run("601/r601_2c_arc_trails_other_target_differs_from_its_first.toml");
}

/// New targets keep the shares of a divided amount by place.
#[rule("115.7f")]
#[test]
fn r115_7f_a_changed_target_keeps_its_share() {
    run("115/r115_7f_a_changed_target_keeps_its_share.toml");
}

/// "Another target creature" needs a second creature: with one, the spell can't be cast.
#[rule("601.2c")]
#[test]
fn r601_2c_another_target_creature_needs_a_second_creature() {
    run("601/r601_2c_another_target_creature_needs_a_second_creature.toml");
}

/// Switcheroo with one of its two creatures destroyed in response exchanges nothing (the
/// CR's example).
#[rule("701.12a")]
#[test]
fn r701_12a_example_1() {
    run("701/r701_12a_example_1.toml");
}

/// Switcheroo gives each player the other's creature.
#[rule("701.12b")]
#[test]
fn r701_12b_switcheroo_exchanges_control_of_two_creatures() {
    run("701/r701_12b_switcheroo_exchanges_control_of_two_creatures.toml");
}

/// Two creatures of one player: the exchange does nothing.
#[rule("701.12b")]
#[test]
fn r701_12b_an_exchange_between_one_players_creatures_does_nothing() {
    run("701/r701_12b_an_exchange_between_one_players_creatures_does_nothing.toml");
}

/// Playing the last card from hand: "whenever you have no cards in hand" triggers once (the
/// CR's example, first part).
#[rule("603.8")]
#[test]
fn r603_8_example_1() {
    run("603/r603_8_example_1.toml");
}

/// Tolarian Winds empties the hand during its resolution: the state trigger triggers then
/// (the CR's example, second part).
#[rule("603.8")]
#[test]
fn r603_8_tolarian_winds_empties_the_hand_for_a_moment() {
    run("603/r603_8_tolarian_winds_empties_the_hand_for_a_moment.toml");
}

/// Once it has resolved, a state trigger whose state still matches triggers again.
#[rule("603.8")]
#[test]
fn r603_8_a_state_trigger_triggers_again_once_it_has_left_the_stack() {
    run("603/r603_8_a_state_trigger_triggers_again_once_it_has_left_the_stack.toml");
}

/// Heart-Piercer Manticore: sacrificing to its ability triggers the reflexive ability, which
/// deals the creature's last known power (the CR's example).
#[rule("603.12")]
#[test]
fn r603_12_example_1() {
    run("603/r603_12_example_1.toml");
}

/// A creature sacrificed for another reason triggers no reflexive ability.
#[rule("603.12")]
#[test]
fn r603_12_a_creature_sacrificed_for_another_reason_triggers_nothing() {
    run("603/r603_12_a_creature_sacrificed_for_another_reason_triggers_nothing.toml");
}

/// Emperor Crocodile: "when you control no other creatures" triggers once its companion
/// dies.
#[rule("603.8")]
#[test]
fn r603_8_emperor_crocodile_is_sacrificed_when_its_companion_dies() {
    run("603/r603_8_emperor_crocodile_is_sacrificed_when_its_companion_dies.toml");
}
