//! Scenarios of CR part 5: turn structure.

use engine::rule;

use crate::scenario::run;

/// Grizzly Bears attacks a player with no creatures: it taps and deals 2 combat damage.
#[rule("508.1", "508.1a", "508.1f", "703.4i", "510.1a", "510.1b", "510.2", "509.1h")]
#[test]
fn r508_1_an_unblocked_attacker_damages_the_defending_player() {
    run("508/r508_1_an_unblocked_attacker_damages_the_defending_player.toml");
}

/// An attacking creature's "defending player" once it has been removed from combat is the
/// player it was attacking before (508.5): Eldrazi Ravager murdered with its annihilator
/// trigger on the stack still makes B sacrifice a permanent.
#[rule("508.5", "702.86a")]
#[test]
fn r508_5_annihilator_after_its_creature_died_still_names_the_defending_player() {
    run("508/r508_5_annihilator_after_its_creature_died_still_names_the_defending_player.toml");
}

/// A creature attacks an opponent: never a teammate (508.1b, 102.3).
#[rule("508.1b")]
#[test]
fn r508_1b_a_creature_cant_attack_a_teammate() {
    run("508/r508_1b_a_creature_cant_attack_a_teammate.toml");
}

/// A creature that came under its controller's control this turn can't attack.
#[rule("508.1a", "302.6", "508.1b")]
#[test]
fn r508_1a_a_creature_that_just_arrived_cannot_attack() {
    run("508/r508_1a_a_creature_that_just_arrived_cannot_attack.toml");
}

/// Grizzly Bears attacks B's Jace Beleren, Hill Giant attacks B; A's own planeswalker can't
/// be attacked.
#[rule("506.3", "306.6", "508.1b", "506.2", "120.3c")]
#[test]
fn r506_3_a_creature_attacks_a_planeswalker() {
    run("506/r506_3_a_creature_attacks_a_planeswalker.toml");
}

/// A creature attacking a planeswalker that has left stays attacking and deals no damage.
#[rule("506.4c")]
#[test]
fn r506_4c_a_creature_attacking_a_planeswalker_that_left_deals_no_damage() {
    run("506/r506_4c_a_creature_attacking_a_planeswalker_that_left_deals_no_damage.toml");
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

/// An effect keeps permanents from untapping (502.3): Intruder Alarm's "Creatures don't
/// untap during their controllers' untap steps".
#[rule("502.3")]
#[test]
fn r502_3_intruder_alarm_keeps_creatures_tapped_in_the_untap_step() {
    run("502/r502_3_intruder_alarm_keeps_creatures_tapped_in_the_untap_step.toml");
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

/// CR example of 510.1c: Elvish Regrower assigns all its damage to one of two blockers.
#[rule("510.1c")]
#[test]
fn r510_1c_example_1() {
    run("510/r510_1c_example_1.toml");
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

/// Phyrexian Arena triggers at the beginning of its controller's upkeep, not the opponent's.
#[rule("503.1a")]
#[test]
fn r503_1a_phyrexian_arena_triggers_in_its_controllers_upkeep_only() {
    run("503/r503_1a_phyrexian_arena_triggers_in_its_controllers_upkeep_only.toml");
}

/// Hellrider triggers once per attacker (508.3a); Guttersnipe only on instants and sorceries.
#[rule("508.3a")]
#[test]
fn r508_3a_hellrider_triggers_for_each_attacker_and_guttersnipe_for_each_instant() {
    run("508/r508_3a_hellrider_triggers_for_each_attacker_and_guttersnipe_for_each_instant.toml");
}

/// The CR's example of 508.2a: a blue creature attacks and is turned green afterwards;
/// "Whenever a green creature attacks" does not trigger.
#[rule("508.2a")]
#[test]
fn r508_2a_example_1() {
    run("508/r508_2a_example_1.toml");
}

/// The other side of 508.2a: a creature green as it is declared as an attacker triggers
/// the same ability, and is destroyed at end of combat.
#[rule("508.2a")]
#[test]
fn r508_2a_a_creature_green_as_it_attacks_is_destroyed_at_end_of_combat() {
    run("508/r508_2a_a_creature_green_as_it_attacks_is_destroyed_at_end_of_combat.toml");
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

/// The CR's example of 508.1c: two creatures that can't attack alone attack together;
/// either alone is refused.
#[rule("508.1c")]
#[test]
fn r508_1c_example_1() {
    run("508/r508_1c_example_1.toml");
}

/// The CR's example of 508.1d: under "no more than one creature can attack each combat",
/// the creature that attacks if able attacks alone; the other, both and neither are refused.
#[rule("508.1d", "508.1c")]
#[test]
fn r508_1d_example_1() {
    run("508/r508_1d_example_1.toml");
}

/// Into the Fray, cast by the defending player in the beginning of combat, makes a creature
/// attack this turn if able (508.1d).
#[rule("508.1d")]
#[test]
fn r508_1d_into_the_fray_makes_a_creature_attack_this_turn() {
    run("508/r508_1d_into_the_fray_makes_a_creature_attack_this_turn.toml");
}

/// Mogg Flunkies can't block alone; Silent Arbiter lets no more than one creature block
/// (509.1b).
#[rule("509.1b")]
#[test]
fn r509_1b_mogg_flunkies_cant_block_alone_and_silent_arbiter_allows_one_blocker() {
    run("509/r509_1b_mogg_flunkies_cant_block_alone_and_silent_arbiter_allows_one_blocker.toml");
}

/// "No more than two creatures can block each combat" (Caverns of Despair) counts the
/// creatures blocking, not the blocks: a creature blocking a second attacker adds none
/// (509.1b).
#[rule("509.1b")]
#[test]
fn r509_1b_caverns_of_despair_counts_creatures_blocking_not_blocks() {
    run("509/r509_1b_caverns_of_despair_counts_creatures_blocking_not_blocks.toml");
}

/// The CR's example of 509.1b: flying doesn't let a creature block one with flying and
/// shadow (702.28b).
#[rule("509.1b", "702.28b")]
#[test]
fn r509_1b_example_1() {
    run("509/r509_1b_example_1.toml");
}

/// Void Winnower's "can't block with creatures with even mana values" (509.1b).
#[rule("509.1b")]
#[test]
fn r509_1b_void_winnower_stops_blockers_with_even_mana_values() {
    run("509/r509_1b_void_winnower_stops_blockers_with_even_mana_values.toml");
}

/// A creature blocks one attacker, not two, without an ability that says it can block more
/// (509.1a).
#[rule("509.1a")]
#[test]
fn r509_1a_a_creature_blocks_one_attacker() {
    run("509/r509_1a_a_creature_blocks_one_attacker.toml");
}

/// A creature assigns combat damage equal to its power (510.1a), or its toughness under
/// Tapestry Warden's static ability when its toughness is greater than its power.
#[rule("510.1a")]
#[test]
fn r510_1a_tapestry_warden_assigns_combat_damage_equal_to_toughness() {
    run("510/r510_1a_tapestry_warden_assigns_combat_damage_equal_to_toughness.toml");
}

/// Valor's Reach Tag Team's Warriors (508.3a): "whenever this token and at least one other
/// creature token attack" triggers only with another creature token attacking; the tokens
/// come from Invasion of Kylem cast transformed as it is defeated (310.11b).
#[rule("508.3a", "310.11b")]
#[test]
fn r508_3a_valor_s_reach_tag_team_warriors_attacking_together() {
    run("508/r508_3a_valor_s_reach_tag_team_warriors_attacking_together.toml");
}

/// Time Walk's extra turns come right after the turn, the most recent first, and then turn
/// order goes on from the turn that made them (500.7).
#[rule("500.7")]
#[test]
fn r500_7_time_walk_gives_an_extra_turn_then_turn_order_goes_on() {
    run("500/r500_7_time_walk_gives_an_extra_turn_then_turn_order_goes_on.toml");
}

/// An "at end of combat" ability triggers as the end of combat step begins, before anyone
/// gets priority in it (511.2).
#[rule("511.2")]
#[test]
fn r511_2_an_end_of_combat_ability_triggers_as_the_step_begins() {
    run("511/r511_2_an_end_of_combat_ability_triggers_as_the_step_begins.toml");
}

/// A delayed "at the beginning of the next end step" ability created during an end step
/// waits for the next turn's (513.2): Pyric Salamander survives the turn.
#[rule("513.2")]
#[test]
fn r513_2_a_delayed_ability_created_in_the_end_step_waits_for_the_next_one() {
    run("513/r513_2_a_delayed_ability_created_in_the_end_step_waits_for_the_next_one.toml");
}

/// As the combat damage step begins, the players announce how their creatures assign combat
/// damage in APNAP order: the active player divides their attacker's damage among its
/// blockers first, then the defending player divides their blocker's among the attackers it
/// blocks (703.4k, 510.1).
#[rule("703.4k", "510.1")]
#[test]
fn r703_4k_the_active_player_assigns_combat_damage_first() {
    run("510/r703_4k_the_active_player_assigns_combat_damage_first.toml");
}

/// The untap step's phasing: the active player's phased-in permanents with phasing phase out
/// and those they controlled when they phased out phase in, at once; the other player's
/// don't (502.1).
#[rule("502.1")]
#[test]
fn r502_1_the_active_players_phasing_permanents_phase_out_and_in_together() {
    run("502/r502_1_the_active_players_phasing_permanents_phase_out_and_in_together.toml");
}
