//! Scenarios of ending the turn and the combat phase (CR 723): Time Stop, and Mandate of
//! Peace, which may be cast only during combat (601.3).

use engine::rule;

use crate::scenario::run;

/// Time Stop in the attacker's declare attackers step: exiled as it resolves, combat over
/// without damage, straight to the cleanup step, no end step trigger (723.1b, d, e).
#[rule("723.1d", "723.1b", "723.1e")]
#[test]
fn r723_1d_time_stop_ends_bs_turn_during_combat() {
    run("723/r723_1d_time_stop_ends_bs_turn_during_combat.toml");
}

/// Every object on the stack is exiled, the spell Time Stop answers too (723.1b).
#[rule("723.1b")]
#[test]
fn r723_1b_time_stop_exiles_the_spell_it_answers() {
    run("723/r723_1b_time_stop_exiles_the_spell_it_answers.toml");
}

/// Ending the turn checks state-based actions before the turn goes on to its cleanup step
/// (723.1c), and a choice they need waits: Time Stop exiles A's commander from the stack,
/// and A chooses to put it into the command zone before the cleanup step begins (903.9a).
#[rule("723.1c", "903.9a")]
#[test]
fn r723_1c_a_commander_time_stop_exiles_waits_for_its_owners_choice() {
    run("723/r723_1c_a_commander_time_stop_exiles_waits_for_its_owners_choice.toml");
}

/// Ending the combat phase after blocks: exiled as it resolves, no damage, straight to the
/// postcombat main phase, no "at end of combat" trigger (723.2b, d, e).
#[rule("723.2e", "723.2b", "723.2d")]
#[test]
fn r723_2e_ending_combat_skips_end_of_combat() {
    run("723/r723_2e_ending_combat_skips_end_of_combat.toml");
}

/// Ending the combat phase outside combat does nothing (723.2g).
#[rule("723.2g")]
#[test]
fn r723_2g_ending_combat_outside_combat_does_nothing() {
    run("723/r723_2g_ending_combat_outside_combat_does_nothing.toml");
}

/// Mandate of Peace can't be cast outside combat, though an instant; in the beginning of
/// combat step it can, and ends the combat phase (601.3).
#[rule("601.3")]
#[test]
fn r601_3_mandate_of_peace_is_cast_only_during_combat() {
    run("601/r601_3_mandate_of_peace_is_cast_only_during_combat.toml");
}

/// Ending the combat phase checks state-based actions with no player receiving priority
/// (723.2c): the copy of Lightning Bolt Mandate of Peace exiles ceases to exist before the
/// combat phase ends.
#[rule("723.2c")]
#[test]
fn r723_2c_ending_combat_checks_state_based_actions_without_priority() {
    run("723/r723_2c_ending_combat_checks_state_based_actions_without_priority.toml");
}
