//! Scenarios of the monarch (CR 724): a designation an effect gives, one player at a time,
//! whose two inherent triggered abilities have no source, passed on as its holder leaves.

use engine::rule;

use crate::scenario::run;

/// No monarch until Thorn of the Black Rose makes A the monarch; A draws in their end step.
#[rule("724.1", "724.2")]
#[test]
fn r724_1_thorn_of_the_black_rose_makes_a_the_monarch_who_draws_in_their_end_step() {
    run("724/r724_1_thorn_of_the_black_rose_makes_a_the_monarch_who_draws_in_their_end_step.toml");
}

/// Combat damage to the monarch makes the creature's controller the monarch.
#[rule("724.2")]
#[test]
fn r724_2_combat_damage_to_the_monarch_makes_its_controller_the_monarch() {
    run("724/r724_2_combat_damage_to_the_monarch_makes_its_controller_the_monarch.toml");
}

/// A new monarch replaces the old one.
#[rule("724.3")]
#[test]
fn r724_3_a_new_monarch_replaces_the_old() {
    run("724/r724_3_a_new_monarch_replaces_the_old.toml");
}

/// The monarch leaving in another player's turn makes the active player the monarch.
#[rule("724.4")]
#[test]
fn r724_4_the_monarch_leaving_makes_the_active_player_the_monarch() {
    run("724/r724_4_the_monarch_leaving_makes_the_active_player_the_monarch.toml");
}

/// The monarch leaving in their own turn makes the next player in turn order the monarch.
#[rule("724.4")]
#[test]
fn r724_4_the_monarch_leaving_in_their_own_turn_passes_it_to_the_next_player() {
    run("724/r724_4_the_monarch_leaving_in_their_own_turn_passes_it_to_the_next_player.toml");
}

/// The monarch becoming the monarch again changes nothing.
#[rule("724.3")]
#[test]
fn r724_3_the_monarch_becoming_the_monarch_again_changes_nothing() {
    run("724/r724_3_the_monarch_becoming_the_monarch_again_changes_nothing.toml");
}

/// Combat damage to a player who isn't the monarch triggers nothing.
#[rule("724.2")]
#[test]
fn r724_2_combat_damage_to_a_player_who_isnt_the_monarch_triggers_nothing() {
    run("724/r724_2_combat_damage_to_a_player_who_isnt_the_monarch_triggers_nothing.toml");
}

/// With the active player gone, the monarch leaving makes the next player after them the
/// monarch.
#[rule("724.4")]
#[test]
fn r724_4_with_the_active_player_gone_the_next_after_them_becomes_the_monarch() {
    run("724/r724_4_with_the_active_player_gone_the_next_after_them_becomes_the_monarch.toml");
}
