//! Scenarios of the limited range of influence option (CR 801): who and what a player
//! affects, attacks, targets and counts when each sees only the players within range.

use engine::rule;

use crate::scenario::run;

/// The CR's example 1 of 801.2a: with a range of influence of 1, a player may target the
/// players seated directly next to them, and no one further (801.4).
#[rule("801.2a", "801.4")]
#[test]
fn r801_2a_example_1() {
    run("801/r801_2a_example_1.toml");
}

/// The CR's example 2 of 801.2a: with a range of influence of 2, a player may target the two
/// players to either side of them, and no one further (801.4).
#[rule("801.2a", "801.4")]
#[test]
fn r801_2a_example_2() {
    run("801/r801_2a_example_2.toml");
}

/// The CR's example of 801.2c: who is within a player's range is determined as each turn
/// begins, so a player who leaves brings the players beyond them into range from the next turn.
#[rule("801.2c", "801.4")]
#[test]
fn r801_2c_example_1() {
    run("801/r801_2c_example_1.toml");
}

/// The CR's example of 801.10: Pyroclasm deals damage only to the creatures within its
/// controller's range of influence.
#[rule("801.10")]
#[test]
fn r801_10_example_1() {
    run("801/r801_10_example_1.toml");
}

/// A creature can attack only an opponent within its controller's range of influence, or
/// their planeswalkers (801.3).
#[rule("801.3")]
#[test]
fn r801_3_a_creature_attacks_only_an_opponent_within_range() {
    run("801/r801_3_a_creature_attacks_only_an_opponent_within_range.toml");
}

/// The CR's example of 801.7: a triggered ability triggers only on an event entirely within
/// its controller's range of influence, the blocking creature included.
#[rule("801.7")]
#[test]
fn r801_7_example_1() {
    run("801/r801_7_example_1.toml");
}

/// The CR's example 1 of 801.13b: a prevention effect that names its source (creatures)
/// prevents only damage from sources within its controller's range of influence.
#[rule("801.13b")]
#[test]
fn r801_13b_example_1() {
    run("801/r801_13b_example_1.toml");
}

/// The CR's example of 801.13a: the part of Lava Axe's damage Captain's Maneuver redirects to
/// a player out of Lava Axe's controller's range does nothing; the rest is still dealt.
#[rule("801.13a")]
#[test]
fn r801_13a_example_1() {
    run("801/r801_13a_example_1.toml");
}

/// The CR's example 2 of 801.13b: one that names its recipient (Mending Hands) prevents damage
/// to a recipient within range, whatever the source.
#[rule("801.13b")]
#[test]
fn r801_13b_example_2() {
    run("801/r801_13b_example_2.toml");
}

/// The CR's example 3 of 801.13b: one that names neither (Fog) prevents only damage whose
/// source and recipient are both within range.
#[rule("801.13b")]
#[test]
fn r801_13b_example_3() {
    run("801/r801_13b_example_3.toml");
}

/// An effect that says a player wins makes their opponents within their range of influence
/// lose instead (801.14).
#[rule("801.14", "104.3h")]
#[test]
fn r801_14_a_win_makes_the_opponents_in_range_lose_instead() {
    run("801/r801_14_a_win_makes_the_opponents_in_range_lose_instead.toml");
}

/// An Aura on an object that came to be outside its controller's range of influence goes to
/// its owner's graveyard (801.8); an Equipment becomes unattached (801.9). Players' ranges
/// differ (801.2a).
#[rule("801.8", "801.9", "801.2a")]
#[test]
fn r801_8_an_aura_and_an_equipment_on_a_creature_taken_out_of_range() {
    run("801/r801_8_an_aura_and_an_equipment_on_a_creature_taken_out_of_range.toml");
}

/// When the opponents a win makes lose are all the others, the one player left wins (801.14,
/// 104.2a).
#[rule("801.14")]
#[test]
fn r801_14_a_win_with_every_opponent_in_range_ends_the_game() {
    run("801/r801_14_a_win_with_every_opponent_in_range_ends_the_game.toml");
}

/// The CR's example of 801.5a: the opponent chosen to pick Cuombajj Witches' second target is
/// within its controller's range, and picks a target within both their ranges.
#[rule("801.5a")]
#[test]
fn r801_5a_example_1() {
    run("801/r801_5a_example_1.toml");
}

/// The CR's example of 801.5b: an opponent chosen to choose a spell's mode may choose one that
/// refers to a player out of their range.
#[rule("801.5b")]
#[test]
fn r801_5b_example_1() {
    run("801/r801_5b_example_1.toml");
}

/// The caster of Fact or Fiction chooses the opponent who separates the cards among those
/// within their range of influence (801.5a).
#[rule("801.5a")]
#[test]
fn r801_5a_the_caster_chooses_the_opponent_who_separates_piles_within_range() {
    run("801/r801_5a_the_caster_chooses_the_opponent_who_separates_piles_within_range.toml");
}

/// Only an opponent with a legal target within both their range and the controller's may be
/// chosen to choose it (801.5a); the controller's own targets need only be within theirs.
#[rule("801.5a")]
#[test]
fn r801_5a_only_an_opponent_with_a_target_within_both_ranges_may_choose_it() {
    run("801/r801_5a_only_an_opponent_with_a_target_within_both_ranges_may_choose_it.toml");
}

/// The CR's example of 801.5c: with no opponent within an emperor's range of influence, the
/// nearest opponent to the emperor's left separates Fact or Fiction's cards.
#[rule("801.5c")]
#[test]
fn r801_5c_example_1() {
    run("801/r801_5c_example_1.toml");
}

/// With no opponent within range, the nearest opponent to the left is found going round the
/// table past the last seat (801.5c).
#[rule("801.5c")]
#[test]
fn r801_5c_the_nearest_opponent_to_the_left_may_sit_past_the_first_seat() {
    run("801/r801_5c_the_nearest_opponent_to_the_left_may_sit_past_the_first_seat.toml");
}

/// The CR's example 1 of 801.11: Coat of Arms counts only the creatures of the players within
/// its controller's range of influence.
#[rule("801.11")]
#[test]
fn r801_11_example_1() {
    run("801/r801_11_example_1.toml");
}

/// The CR's example 2 of 801.11: Coat of Arms boosts a creature of a player next to its
/// controller by the creatures within its controller's range, not that player's.
#[rule("801.11")]
#[test]
fn r801_11_example_2() {
    run("801/r801_11_example_2.toml");
}

/// A spell counting the creatures on the battlefield sees only those within its controller's
/// range of influence (801.11).
#[rule("801.11")]
#[test]
fn r801_11_a_count_sees_only_the_creatures_within_range() {
    run("801/r801_11_a_count_sees_only_the_creatures_within_range.toml");
}

/// The CR's example of 801.7a: whether a permanent leaving triggers an ability is judged by
/// who controlled it as it left, not by where it goes.
#[rule("801.7a")]
#[test]
fn r801_7a_example_1() {
    run("801/r801_7a_example_1.toml");
}

/// The world rule applies to a world permanent only because of the world permanents within
/// its controller's range of influence (801.12).
#[rule("801.12")]
#[test]
fn r801_12_worlds_out_of_each_others_range_both_stay() {
    run("801/r801_12_worlds_out_of_each_others_range_both_stay.toml");
}

/// A player can't activate the abilities of an object outside their range of influence, even
/// one any player may activate (801.6).
#[rule("801.6")]
#[test]
fn r801_6_an_ability_of_an_object_out_of_range_cant_be_activated() {
    run("801/r801_6_an_ability_of_an_object_out_of_range_cant_be_activated.toml");
}

/// A static ability affects only the permanents within its controller's range of influence
/// (801.10): Crusade pumps the white creatures of its controller and of the player next to
/// them, not of a player two seats away.
#[rule("801.10")]
#[test]
fn r801_10_a_static_ability_affects_only_permanents_within_range() {
    run("801/r801_10_a_static_ability_affects_only_permanents_within_range.toml");
}

/// A prevention effect that names the source of the damage, not its recipient, prevents
/// damage from a source within its controller's range to a player out of it (801.13b).
#[rule("801.13b")]
#[test]
fn r801_13b_a_shield_naming_the_source_prevents_damage_to_a_player_out_of_range() {
    run("801/r801_13b_a_shield_naming_the_source_prevents_damage_to_a_player_out_of_range.toml");
}

/// A battle is within a player's range of influence through its protector (801.2d): A may
/// target a battle whose controller is out of A's range but whose protector is within it.
#[rule("801.2d")]
#[test]
fn r801_2d_a_battle_is_within_range_through_its_protector() {
    run("801/r801_2d_a_battle_is_within_range_through_its_protector.toml");
}

/// A restart involves every player, whatever the range of influence of the player whose
/// ability restarted the game (801.17, 726.7): in a game of five with ranges of 1, C and D,
/// out of A's range, begin Karn Liberated's new game too.
#[rule("801.17", "726.7")]
#[test]
fn r801_17_a_restart_involves_every_player() {
    run("801/r801_17_a_restart_involves_every_player.toml");
}

/// An effect that states the game is a draw makes it a draw for its controller and the
/// players within their range, who leave it; the others play on (801.15, 104.4e).
#[rule("801.15", "104.4e")]
#[test]
fn r801_15_a_draw_for_the_controller_and_the_players_in_range() {
    run("801/r801_15_a_draw_for_the_controller_and_the_players_in_range.toml");
}

/// A static replacement effect does nothing to a player outside its controller's range:
/// Tainted Remedy turns the gain of life of an opponent within range only (801.10).
#[rule("801.10")]
#[test]
fn r801_10_a_replacement_effect_does_nothing_to_a_player_out_of_range() {
    run("801/r801_10_a_replacement_effect_does_nothing_to_a_player_out_of_range.toml");
}

/// A loop of mandatory actions is a draw for each player who controls an object involved in
/// it, the effect that replaces an event in it included, and each player within their
/// ranges, who leave the game; the others play on (801.16, 104.4f).
#[rule("801.16", "104.4f")]
#[test]
fn r801_16_a_loop_is_a_draw_for_the_players_involved_and_in_their_range() {
    run("801/r801_16_a_loop_is_a_draw_for_the_players_involved_and_in_their_range.toml");
}

/// A loop of two resolutions, each involving objects of different players: the players of
/// both resolutions' objects draw, and those within their ranges (801.16, 104.4f).
#[rule("801.16", "104.4f")]
#[test]
fn r801_16_a_loop_of_two_resolutions_counts_the_objects_both_involve() {
    run("801/r801_16_a_loop_of_two_resolutions_counts_the_objects_both_involve.toml");
}
