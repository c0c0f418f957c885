//! Scenarios of multiplayer rules (CR 800–811): players leaving a game that goes on (800.4),
//! attacking and blocking with several defending players (802), shared team turns (805) and
//! Two-Headed Giant (810).

use engine::rule;

use crate::scenario::run;

/// The CR's example 1 of 800.4a: Mind Control leaves with its owner, and the creature it
/// No token is created under the control of a player who has left the game (800.4b).
#[rule("800.4b")]
#[test]
fn r800_4b_no_token_is_created_for_a_player_who_left() {
    run("800/r800_4b_no_token_is_created_for_a_player_who_left.toml");
}

/// controlled returns to its owner's control.
#[rule("800.4a")]
#[test]
fn r800_4a_example_1() {
    run("800/r800_4a_example_1.toml");
}

/// The CR's example 2 of 800.4a: the control effect of Act of Treason ends as its
/// controller leaves.
#[rule("800.4a")]
#[test]
fn r800_4a_example_2() {
    run("800/r800_4a_example_2.toml");
}

/// The CR's example 3 of 800.4a: Bribery puts another player's Serra Angel onto the
/// battlefield under its caster's control (110.2a); when its caster leaves, the Angel, still
/// theirs to control, is exiled.
#[rule("800.4a", "110.2a")]
#[test]
fn r800_4a_example_3() {
    run("800/r800_4a_example_3.toml");
}

/// The CR's example 4 of 800.4a: the Myr tokens created under the control of a player who
/// leaves leave with them; the others stay (Genesis Chamber).
#[rule("800.4a")]
#[test]
fn r800_4a_example_4() {
    run("800/r800_4a_example_4.toml");
}

/// A permanent whose default controller has left the game is exiled as soon as the effect
/// that gave another player control of it ends (800.4c).
#[rule("800.4c")]
#[test]
fn r800_4c_a_permanent_whose_default_controller_left_is_exiled_when_the_control_effect_ends() {
    run("800/r800_4c_a_permanent_whose_default_controller_left_is_exiled_when_the_control_effect_ends.toml");
}

/// The other half of the CR's example 3 of 800.4a: the Angel leaves with its owner.
#[rule("800.4a")]
#[test]
fn r800_4a_a_creature_another_player_took_leaves_with_its_owner() {
    run("800/r800_4a_a_creature_another_player_took_leaves_with_its_owner.toml");
}

/// The other half of the CR's example 1 of 800.4a: the enchanted creature leaves with its
/// owner, and Mind Control goes to its owner's graveyard (704.5m).
#[rule("800.4a", "704.5m")]
#[test]
fn r800_4a_the_owner_of_a_mind_controlled_creature_leaves() {
    run("800/r800_4a_the_owner_of_a_mind_controlled_creature_leaves.toml");
}

/// Everything a player owns leaves with them, from every zone; priority passes on (800.4a).
#[rule("800.4a")]
#[test]
fn r800_4a_what_a_player_owns_leaves_from_every_zone() {
    run("800/r800_4a_what_a_player_owns_leaves_from_every_zone.toml");
}

/// An ability a player who leaves controls on the stack ceases to exist (800.4a).
#[rule("800.4a")]
#[test]
fn r800_4a_an_ability_of_a_player_who_leaves_ceases_to_exist() {
    run("800/r800_4a_an_ability_of_a_player_who_leaves_ceases_to_exist.toml");
}

/// The effect giving a player who leaves control of another player ends (800.4a).
#[rule("800.4a")]
#[test]
fn r800_4a_a_player_who_leaves_no_longer_controls_another() {
    run("800/r800_4a_a_player_who_leaves_no_longer_controls_another.toml");
}

/// A player controlled by a player who leaves makes their own decisions again (800.4a).
#[rule("800.4a")]
#[test]
fn r800_4a_a_player_controlled_by_one_who_leaves_decides_again() {
    run("800/r800_4a_a_player_controlled_by_one_who_leaves_decides_again.toml");
}

/// Only what the player who leaves owns or controls goes: the other players' spells and
/// abilities on the stack stay and resolve (800.4a).
#[rule("800.4a")]
#[test]
fn r800_4a_other_players_spells_and_abilities_stay() {
    run("800/r800_4a_other_players_spells_and_abilities_stay.toml");
}

/// A delayed triggered ability of a player who left is never put on the stack, and another
/// player's is (800.4d).
#[rule("800.4d")]
#[test]
fn r800_4d_a_delayed_trigger_of_a_player_who_left_is_never_put_on_the_stack() {
    run("800/r800_4d_a_delayed_trigger_of_a_player_who_left_is_never_put_on_the_stack.toml");
}

/// The triggered abilities of a player who left, waiting to be put on the stack, never are;
/// the other players' are (800.4d).
#[rule("800.4d")]
#[test]
fn r800_4d_the_waiting_triggers_of_a_player_who_left_are_never_put_on_the_stack() {
    run("800/r800_4d_the_waiting_triggers_of_a_player_who_left_are_never_put_on_the_stack.toml");
}

/// The CR's example of 800.4d: Astral Slide's delayed trigger, whose controller left, never
/// returns Hypnotic Specter.
#[rule("800.4d")]
#[test]
fn r800_4d_example_1() {
    run("800/r800_4d_example_1.toml");
}

/// Combat damage that would be assigned to a player who has left the game isn't assigned
/// (800.4e): of two Bears attacking B and C, only C's is dealt damage once B concedes.
#[rule("800.4e")]
#[test]
fn r800_4e_combat_damage_is_not_assigned_to_a_player_who_left() {
    run("800/r800_4e_combat_damage_is_not_assigned_to_a_player_who_left.toml");
}

/// The turn of a player who left goes on without an active player (800.4j), and their next
/// turn doesn't begin (800.4k).
#[rule("800.4j", "800.4k")]
#[test]
fn r800_4j_the_turn_of_a_player_who_left_goes_on_without_them() {
    run("800/r800_4j_the_turn_of_a_player_who_left_goes_on_without_them.toml");
}

/// "Until your next turn" of a player who left lasts until that turn would have begun
/// (800.4m).
#[rule("800.4m")]
#[test]
fn r800_4m_until_your_next_turn_lasts_until_that_turn_would_have_begun() {
    run("800/r800_4m_until_your_next_turn_lasts_until_that_turn_would_have_begun.toml");
}

/// An opponent chosen to pick a target who leaves the game as they pick it is replaced by
/// another opponent the controller chooses (800.4g).
#[rule("800.4g")]
#[test]
fn r800_4g_an_opponent_who_leaves_while_choosing_a_target_is_replaced() {
    run("800/r800_4g_an_opponent_who_leaves_while_choosing_a_target_is_replaced.toml");
}

/// An opponent chosen to choose modes who leaves the game as they choose them is replaced by
/// another opponent the controller chooses, who chooses the modes anew (800.4g).
#[rule("800.4g")]
#[test]
fn r800_4g_an_opponent_who_leaves_while_choosing_modes_is_replaced() {
    run("800/r800_4g_an_opponent_who_leaves_while_choosing_modes_is_replaced.toml");
}

/// The targets an opponent who left had chosen for the instance of the word "target" they
/// were choosing are chosen anew by the opponent who replaces them (800.4g).
#[rule("800.4g")]
#[test]
fn r800_4g_the_targets_chosen_before_leaving_are_chosen_anew() {
    run("800/r800_4g_the_targets_chosen_before_leaving_are_chosen_anew.toml");
}

/// In a multiplayer game the first mulligan is free (800.6, 103.5c).
#[rule("800.6", "103.5c")]
#[test]
fn r800_6_the_first_mulligan_in_a_multiplayer_game_is_free() {
    run("800/r800_6_the_first_mulligan_in_a_multiplayer_game_is_free.toml");
}

/// A game of three: each defending player, in APNAP order, declares blockers for the
/// creatures attacking them only (802.4, 509.1h).
#[rule("802.4", "509.1h")]
#[test]
fn r802_4_each_defending_player_declares_blockers_in_apnap_order() {
    run("802/r802_4_each_defending_player_declares_blockers_in_apnap_order.toml");
}

/// With several opponents, what each attacking creature attacks is chosen as it is declared
/// (802.3), and a defending player blocks only the creatures attacking them (802.4a).
#[rule("802.3", "802.4a")]
#[test]
fn r802_4a_a_defending_player_blocks_only_the_creatures_attacking_them() {
    run("802/r802_4a_a_defending_player_blocks_only_the_creatures_attacking_them.toml");
}

/// The CR's example of 802.2a: a creature's defending player is the one it attacks, so
/// mountainwalk looks only at the lands of the player it attacks (702.14c).
#[rule("802.2a", "702.14c")]
#[test]
fn r802_2a_example_1() {
    run("802/r802_2a_example_1.toml");
}

/// The CR's example of 810.9: Flame Rift deals 4 damage to each player of a Two-Headed Giant
/// game, so each team's shared life total goes down by 8.
#[rule("810.9")]
#[test]
fn r810_9_example_1() {
    run("810/r810_9_example_1.toml");
}

/// The CR's example 1 of 810.8a: a player who doesn't lose for having 0 or less life keeps
/// their team in the game (Transcendence).
#[rule("810.8a")]
#[test]
fn r810_8a_example_1() {
    run("810/r810_8a_example_1.toml");
}

/// The CR's example 2 of 810.8a: a player who draws from an empty library loses, and so does
/// their team.
#[rule("810.8a")]
#[test]
fn r810_8a_example_2() {
    run("810/r810_8a_example_2.toml");
}

/// The CR's example 3 of 810.8a: Platinum Angel keeps its controller's team from losing, and
/// the opposing team from winning by an effect.
#[rule("810.8a")]
#[test]
fn r810_8a_example_3() {
    run("810/r810_8a_example_3.toml");
}

/// A player who concedes takes their team out of the game with them (810.8b).
#[rule("810.8b")]
#[test]
fn r810_8b_a_player_who_concedes_takes_their_team_out_of_the_game() {
    run("810/r810_8b_a_player_who_concedes_takes_their_team_out_of_the_game.toml");
}

/// In a game of shared team turns, each player on the team may play a land during the
/// team's turn (805.4c), one each.
#[rule("805.4c")]
#[test]
fn r805_4c_each_teammate_plays_a_land_in_the_teams_turn() {
    run("805/r805_4c_each_teammate_plays_a_land_in_the_teams_turn.toml");
}

/// The CR's example of 810.9c: an effect that sets one player's life total makes them gain or
/// lose the difference from the team's life total (Magister Sphinx).
#[rule("810.9c")]
#[test]
fn r810_9c_example_1() {
    run("810/r810_9c_example_1.toml");
}

/// The CR's example 1 of 810.9a: doubling a player's life total (701.10d) reads the team's
/// life total (Beacon of Immortality).
#[rule("810.9a", "701.10d")]
#[test]
fn r810_9a_example_1() {
    run("810/r810_9a_example_1.toml");
}

/// The CR's example 3 of 810.9a: a cost of half your life, rounded up, is half the team's life
/// total (Lurking Evil).
#[rule("810.9a")]
#[test]
fn r810_9a_example_3() {
    run("810/r810_9a_example_3.toml");
}

/// The CR's example of 810.9d: an effect that would set each player's life total affects one
/// member of each team, whom the team chooses (Repay in Kind).
#[rule("810.9d")]
#[test]
fn r810_9d_example_1() {
    run("810/r810_9d_example_1.toml");
}

/// The CR's example 2 of 810.9a: "if you have 50 or more life" reads the team's life total
/// (Test of Endurance).
#[rule("810.9a")]
#[test]
fn r810_9a_example_2() {
    run("810/r810_9a_example_2.toml");
}

/// A player's "can't lose" covers their team only in Two-Headed Giant (810.8a): in a Team vs.
/// Team game a teammate of Platinum Angel's controller at 0 life loses.
#[rule("810.8a")]
#[test]
fn r810_8a_a_teammates_platinum_angel_protects_only_in_two_headed_giant() {
    run("810/r810_8a_a_teammates_platinum_angel_protects_only_in_two_headed_giant.toml");
}

/// In a game of shared team turns each team takes turns: its primary player is the active
/// player, and each player on it untaps and draws (805.4, 805.4a, 805.4b).
#[rule("805.4", "805.4a", "805.4b")]
#[test]
fn r805_4_a_team_takes_its_turns_together() {
    run("805/r805_4_a_team_takes_its_turns_together.toml");
}

/// It is a teammate's turn too: they may cast a sorcery in their team's main phase (805.4a).
#[rule("805.4a")]
#[test]
fn r805_4a_a_teammate_casts_a_sorcery_in_the_teams_turn() {
    run("805/r805_4a_a_teammate_casts_a_sorcery_in_the_teams_turn.toml");
}

/// The active team declares one attack, its teammates' creatures in it (805.10b).
#[rule("805.10b")]
#[test]
fn r805_10b_the_active_team_attacks_with_a_teammates_creature() {
    run("805/r805_10b_the_active_team_attacks_with_a_teammates_creature.toml");
}

/// In a game of shared team turns, each player of the nonactive team is a defending player
/// (805.10a): both declare blockers, though only one of them is attacked.
#[rule("805.10a")]
#[test]
fn r805_10a_each_player_of_the_nonactive_team_is_a_defending_player() {
    run("805/r805_10a_each_player_of_the_nonactive_team_is_a_defending_player.toml");
}

/// A defending player's creatures may block a creature attacking their teammate (805.10d).
#[rule("805.10d")]
#[test]
fn r805_10d_a_defending_player_blocks_for_a_teammate() {
    run("805/r805_10d_a_defending_player_blocks_for_a_teammate.toml");
}

/// Only in a game of shared team turns does a player block for a teammate: in Team vs. Team
/// the teammate of the attacked player is no defending player (805.10d).
#[rule("805.10d")]
#[test]
fn r805_10d_in_team_vs_team_a_teammate_does_not_block_for_another() {
    run("805/r805_10d_in_team_vs_team_a_teammate_does_not_block_for_another.toml");
}

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
#[rule("801.14")]
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

/// The CR's example of 811.3: in an Alternating Teams game of three teams, no one sits next
/// to a teammate, and a player attacks only the opponents seated next to them (811.4).
#[rule("811.3", "811.4")]
#[test]
fn r811_3_example_1() {
    run("811/r811_3_example_1.toml");
}

/// With the attack left option, a creature can attack only the opponent seated immediately
/// to its controller's left (803.1a).
#[rule("803.1a")]
#[test]
fn r803_1a_with_the_attack_left_option_a_creature_attacks_only_the_opponent_to_the_left() {
    run("803/r803_1a_with_the_attack_left_option_a_creature_attacks_only_the_opponent_to_the_left.toml");
}

/// With the attack right option, a creature can attack only the opponent seated immediately
/// to its controller's right, counting only the players still in the game (803.1b).
#[rule("803.1b")]
#[test]
fn r803_1b_with_the_attack_right_option_a_creature_attacks_only_the_opponent_to_the_right() {
    run("803/r803_1b_with_the_attack_right_option_a_creature_attacks_only_the_opponent_to_the_right.toml");
}

/// The CR's example of 809.3c: at the start of an Emperor game an emperor can attack no one,
/// though opposing generals are within their range of influence.
#[rule("809.3c")]
#[test]
fn r809_3c_example_1() {
    run("809/r809_3c_example_1.toml");
}

/// The CR's example of 809.6a: the ranges of influence of an Emperor game of two teams of
/// four (3 for emperors, 2 for the generals 2, 1 for the others).
#[rule("809.6a")]
#[test]
fn r809_6a_example_1() {
    run("809/r809_6a_example_1.toml");
}

/// A team loses the game when its emperor does (809.5b).
#[rule("809.5b")]
#[test]
fn r809_5b_a_team_loses_with_its_emperor() {
    run("809/r809_5b_a_team_loses_with_its_emperor.toml");
}

/// With the deploy creatures option, each creature has "{T}: Target teammate gains control
/// of this creature. Activate only as a sorcery." (804.2).
#[rule("804.2")]
#[test]
fn r804_2_a_creature_deploys_to_a_teammate() {
    run("804/r804_2_a_creature_deploys_to_a_teammate.toml");
}

/// A static ability affects only the permanents within its controller's range of influence
/// (801.10): Crusade pumps the white creatures of its controller and of the player next to
/// them, not of a player two seats away.
#[rule("801.10")]
#[test]
fn r801_10_a_static_ability_affects_only_permanents_within_range() {
    run("801/r801_10_a_static_ability_affects_only_permanents_within_range.toml");
}

/// The deploy ability of a creature that left the battlefield before it resolved does
/// nothing (804.2, 608.2b).
#[rule("804.2")]
#[test]
fn r804_2_a_creature_that_left_before_its_deploy_ability_resolves_stays_where_it_is() {
    run("804/r804_2_a_creature_that_left_before_its_deploy_ability_resolves_stays_where_it_is.toml");
}

/// A prevention effect that names the source of the damage, not its recipient, prevents
/// damage from a source within its controller's range to a player out of it (801.13b).
#[rule("801.13b")]
#[test]
fn r801_13b_a_shield_naming_the_source_prevents_damage_to_a_player_out_of_range() {
    run("801/r801_13b_a_shield_naming_the_source_prevents_damage_to_a_player_out_of_range.toml");
}

/// In an Emperor game a general may attack the opposing general seated next to them, and no
/// one further away (809.3c).
#[rule("809.3c")]
#[test]
fn r809_3c_a_general_attacks_the_opposing_general_next_to_them() {
    run("809/r809_3c_a_general_attacks_the_opposing_general_next_to_them.toml");
}

/// The CR's example of 807.4a: a Grand Melee game of sixteen has four turn markers.
#[rule("807.4a")]
#[test]
fn r807_4a_example_1() {
    run("807/r807_4a_example_1.toml");
}

/// A Grand Melee game of fifteen has three turn markers, every fourth player's from the
/// starting player (807.4a, 807.4b).
#[rule("807.4a", "807.4b")]
#[test]
fn r807_4a_fifteen_players_have_three_turn_markers() {
    run("807/r807_4a_fifteen_players_have_three_turn_markers.toml");
}

/// A player who receives a turn marker with another within the three seats to their left
/// waits to begin their turn (807.4d).
#[rule("807.4d")]
#[test]
fn r807_4d_a_marker_waits_while_another_is_within_three_seats_to_its_left() {
    run("807/r807_4d_a_marker_waits_while_another_is_within_three_seats_to_its_left.toml");
}

/// The CR's example of 807.4j: Time Walk's extra turn, the marker removed, waits for the
/// player's next turn (807.4e, 807.4g, 807.4j).
#[rule("807.4j", "807.4e", "807.4g")]
#[test]
fn r807_4j_example_1() {
    run("807/r807_4j_example_1.toml");
}

/// A player who takes an extra turn with no other turn marker within three seats keeps theirs
/// for it (807.4i).
#[rule("807.4i")]
#[test]
fn r807_4i_a_player_keeps_the_marker_for_an_extra_turn() {
    run("807/r807_4i_a_player_keeps_the_marker_for_an_extra_turn.toml");
}
