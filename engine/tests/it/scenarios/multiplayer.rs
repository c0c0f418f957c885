//! Scenarios of multiplayer rules (CR 800–811) but for the limited range of influence
//! option (`limited_range_of_influence.rs`) and team turns (`two_headed_giant.rs`): players
//! leaving a game that goes on (800.4), attacking and blocking with several defending players
//! (802), attacking left or right (803), deploying creatures (804), Grand Melee (807), Emperor
//! (809) and Alternating Teams (811), teammates reviewing hands (808.5, 809.7, 811.5).

use engine::rule;

use crate::scenario::run;

/// No token is created under the control of a player who has left the game (800.4b).
#[rule("800.4b")]
#[test]
fn r800_4b_no_token_is_created_for_a_player_who_left() {
    run("800/r800_4b_no_token_is_created_for_a_player_who_left.toml");
}

/// The CR's example 1 of 800.4a: Mind Control leaves with its owner, and the creature it
/// controlled returns to its owner's control; the game goes on between the other two (800.4).
#[rule("800.4a", "800.4")]
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

/// Without the attack left or right option a player may attack several opponents at once
/// (802.1): every opponent is a defending player (802.2), and A attacks B and C in the same
/// combat.
#[rule("802.1", "802.2")]
#[test]
fn r802_1_a_player_attacks_two_opponents_at_once() {
    run("802/r802_1_a_player_attacks_two_opponents_at_once.toml");
}

/// Creatures in a band can't attack different players (802.3b, 702.22d): the band of a
/// creature attacking B and one attacking C is refused; attacking B together, they band.
#[rule("802.3b", "702.22d")]
#[test]
fn r802_3b_a_band_cant_attack_two_players() {
    run("802/r802_3b_a_band_cant_attack_two_players.toml");
}

/// A game of three: as the declare blockers step begins (703.4j) each defending player, in
/// APNAP order, declares blockers for the creatures attacking them only (802.4, 509.1h).
#[rule("802.4", "509.1h", "509.2", "703.4j")]
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

/// A defending player's blocks are judged without the blocking creatures other players
/// control (802.4b): Caverns of Despair's limit of two blockers counts each player's own.
#[rule("802.4b")]
#[test]
fn r802_4b_a_defending_players_blocks_ignore_other_players_blockers() {
    run("802/r802_4b_a_defending_players_blocks_ignore_other_players_blockers.toml");
}

/// Combat damage is assigned in APNAP order (802.5): the defending players who divide
/// attackers' damage (banding, 702.22j) are asked in turn order, not in the attackers' order.
#[rule("802.5", "702.22j")]
#[test]
fn r802_5_combat_damage_is_assigned_in_apnap_order() {
    run("802/r802_5_combat_damage_is_assigned_in_apnap_order.toml");
}

/// The CR's example of 802.2a: a creature's defending player is the one it attacks, so
/// mountainwalk looks only at the lands of the player it attacks (702.14c).
#[rule("802.2a", "702.14c")]
#[test]
fn r802_2a_example_1() {
    run("802/r802_2a_example_1.toml");
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

/// A team wins the game when its emperor does (809.5a): even with a limited range of
/// influence, every opposing player loses.
#[rule("809.5a")]
#[test]
fn r809_5a_a_team_wins_with_its_emperor() {
    run("809/r809_5a_a_team_wins_with_its_emperor.toml");
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

/// The deploy ability of a creature that left the battlefield before it resolved does
/// nothing (804.2, 608.2b).
#[rule("804.2")]
#[test]
fn r804_2_a_creature_that_left_before_its_deploy_ability_resolves_stays_where_it_is() {
    run("804/r804_2_a_creature_that_left_before_its_deploy_ability_resolves_stays_where_it_is.toml");
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

/// A player leaving who leaves as many full fours of players as there are markers designates
/// none for removal (807.4e).
#[rule("807.4e")]
#[test]
fn r807_4e_a_player_leaving_eight_still_playing_designates_no_marker() {
    run("807/r807_4e_a_player_leaving_eight_still_playing_designates_no_marker.toml");
}

/// A marker already designated for removal isn't counted when another player leaves
/// (807.4f): nothing more is designated, and the other marker stays.
#[rule("807.4f")]
#[test]
fn r807_4f_a_marker_already_designated_is_not_counted_again() {
    run("807/r807_4f_a_marker_already_designated_is_not_counted_again.toml");
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

/// A turn marker's holder who leaves before their turn begins passes it to their left at
/// once (807.4c).
#[rule("807.4c")]
#[test]
fn r807_4c_a_holder_leaving_before_their_turn_passes_the_marker_at_once() {
    run("807/r807_4c_a_holder_leaving_before_their_turn_passes_the_marker_at_once.toml");
}

/// A designated marker whose holder isn't taking a turn (waits to begin it) is removed at
/// once (807.4g).
#[rule("807.4g")]
#[test]
fn r807_4g_a_waiting_players_designated_marker_is_removed_at_once() {
    run("807/r807_4g_a_waiting_players_designated_marker_is_removed_at_once.toml");
}

/// A marker designated for removal once is removed alone: the marker to its right, waiting,
/// is designated that many times less one, none (807.4g).
#[rule("807.4g")]
#[test]
fn r807_4g_a_marker_designated_once_leaves_the_one_to_its_right() {
    run("807/r807_4g_a_marker_designated_once_leaves_the_one_to_its_right.toml");
}

/// Grand Melee: the players on either side of a player who left enter one another's range of
/// influence only as the next turn begins (807.4h).
#[rule("807.4h")]
#[test]
fn r807_4h_players_beside_a_departed_seat_enter_range_as_the_next_turn_begins() {
    run("807/r807_4h_players_beside_a_departed_seat_enter_range_as_the_next_turn_begins.toml");
}

/// Teammates may review each other's hands in Team vs. Team (808.5).
#[rule("808.5")]
#[test]
fn r808_5_teammates_may_review_each_others_hands() {
    run("808/r808_5_teammates_may_review_each_others_hands.toml");
}

/// An Emperor's team may review each other's hands (809.7).
#[rule("809.7")]
#[test]
fn r809_7_an_emperors_team_may_review_each_others_hands() {
    run("809/r809_7_an_emperors_team_may_review_each_others_hands.toml");
}

/// In Alternating Teams only teammates sitting next to each other review each other's
/// hands (811.5).
#[rule("811.5")]
#[test]
fn r811_5_only_teammates_sitting_next_to_each_other_review_hands() {
    run("811/r811_5_only_teammates_sitting_next_to_each_other_review_hands.toml");
}

/// The game is a draw for a team if it is a draw for its emperor (809.5c, 104.4h).
#[rule("809.5c", "104.4h")]
#[test]
fn r809_5c_a_draw_for_an_emperor_is_a_draw_for_the_team() {
    run("809/r809_5c_a_draw_for_an_emperor_is_a_draw_for_the_team.toml");
}
