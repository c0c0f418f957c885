//! Scenarios of shared team turns (CR 805) and the Two-Headed Giant variant (CR 810): a team
//! takes its turns together, attacks and blocks as one, and shares its life total.

use engine::rule;

use crate::scenario::run;

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

/// In a game of shared team turns, an ability that triggers at the beginning of each player's
/// step and refers to "that player" triggers once for each player of the active team (805.4d):
/// Howling Mine.
#[rule("805.4d")]
#[test]
fn r805_4d_howling_mine_triggers_for_each_player_of_the_active_team() {
    run("805/r805_4d_howling_mine_triggers_for_each_player_of_the_active_team.toml");
}

/// In a game of shared team turns, an effect that makes a player skip a step makes their
/// team skip it (805.8): Fatigue.
#[rule("805.8")]
#[test]
fn r805_8_a_player_skipping_their_draw_step_skips_their_teams() {
    run("805/r805_8_a_player_skipping_their_draw_step_skips_their_teams.toml");
}

/// In a game of shared team turns, an effect that gives more than one player of a team an
/// extra turn gives the team one (805.8).
#[rule("805.8")]
#[test]
fn r805_8_one_effect_gives_each_team_one_extra_turn() {
    run("805/r805_8_one_effect_gives_each_team_one_extra_turn.toml");
}

/// In a game of shared team turns, "the active player" is the one player of the active team
/// the ability's controller chooses as it resolves (805.9).
#[rule("805.9")]
#[test]
fn r805_9_the_active_player_is_one_player_of_the_active_team() {
    run("805/r805_9_the_active_player_is_one_player_of_the_active_team.toml");
}

/// With teams of three, "the active player" is the one of the three the ability's controller
/// chooses (805.9).
#[rule("805.9")]
#[test]
fn r805_9_in_teams_of_three_the_controller_chooses_among_three() {
    run("805/r805_9_in_teams_of_three_the_controller_chooses_among_three.toml");
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

/// Two-Headed Giant uses the combat rules of shared team turns (810.7): each player of the
/// nonactive team is a defending player (805.10a), and both declare blockers, though only one
/// of them is attacked.
#[rule("805.10a", "810.7")]
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

/// With shared team turns an attacking creature's "defending player" is the one player of
/// the defending team it attacks (805.10e): Eldrazi Ravager attacking D makes D sacrifice,
/// not D's teammate C.
#[rule("805.10e", "702.86a")]
#[test]
fn r805_10e_annihilator_attacking_one_player_of_a_team() {
    run("805/r805_10e_annihilator_attacking_one_player_of_a_team.toml");
}

/// The active team announces how its attackers assign their combat damage first, in APNAP
/// order, then the defending team its blockers' (805.10f).
#[rule("805.10f")]
#[test]
fn r805_10f_the_active_team_assigns_combat_damage_first() {
    run("805/r805_10f_the_active_team_assigns_combat_damage_first.toml");
}

/// Teams have priority, not players (805.5): each player of the team that has priority may
/// act (805.5a), and once all have passed the team has passed; after D's spell, C's team
/// receives priority again before A's (805.5b).
#[rule("805.5", "805.5a", "805.5b")]
#[test]
fn r805_5_a_team_has_priority_and_passes_once_each_of_its_players_has() {
    run("805/r805_5_a_team_has_priority_and_passes_once_each_of_its_players_has.toml");
}

/// Players drawing at once draw team by team, the active team first, each team in the order
/// it chooses (805.6, 805.6a): Jace Beleren's "each player draws a card".
#[rule("805.6a", "805.6")]
#[test]
fn r805_6a_each_team_chooses_the_order_its_players_draw_in() {
    run("805/r805_6a_each_team_chooses_the_order_its_players_draw_in.toml");
}

/// With shared team turns the active team puts all its members' triggers on the stack in the
/// order it chooses (805.7): B's Dark Confidant's trigger below A's, though A is the active
/// player.
#[rule("805.7")]
#[test]
fn r805_7_the_active_team_puts_its_members_triggers_in_the_order_it_chooses() {
    run("805/r805_7_the_active_team_puts_its_members_triggers_in_the_order_it_chooses.toml");
}

/// A player who can't gain life keeps their whole team from gaining life (810.9g): Stigma
/// Lasher's damage to C stops C's teammate D's Revitalize.
#[rule("810.9g")]
#[test]
fn r810_9g_a_player_who_cant_gain_life_keeps_their_teammate_from_gaining_life() {
    run("810/r810_9g_a_player_who_cant_gain_life_keeps_their_teammate_from_gaining_life.toml");
}

/// A player who can't lose life keeps their whole team from losing life or paying any but 0
/// (810.9h): A's Platinum Emperion stops B paying Greed's life and losing life to Shock.
#[rule("810.9h")]
#[test]
fn r810_9h_a_player_who_cant_lose_life_keeps_their_teammate_from_losing_or_paying_it() {
    run("810/r810_9h_a_player_who_cant_lose_life_keeps_their_teammate_from_losing_or_paying_it.toml");
}

/// Teammates can't exchange life totals (810.9e): Soul Conduit targeting A and B does
/// nothing.
#[rule("810.9e")]
#[test]
fn r810_9e_teammates_cant_exchange_life_totals() {
    run("810/r810_9e_teammates_cant_exchange_life_totals.toml");
}

/// Players of opposing teams do exchange life totals (810.9e applies to teammates only): the
/// two teams' totals swap (701.12c).
#[rule("810.9e", "701.12c")]
#[test]
fn r810_9e_players_of_opposing_teams_exchange_life_totals() {
    run("810/r810_9e_players_of_opposing_teams_exchange_life_totals.toml");
}

/// Redistributing life totals affects one member of each team at most (810.9f): Reverse the
/// Sands offers no teammate of a player already chosen.
#[rule("810.9f")]
#[test]
fn r810_9f_reverse_the_sands_redistributes_one_member_of_each_team() {
    run("810/r810_9f_reverse_the_sands_redistributes_one_member_of_each_team.toml");
}

/// An effect counting the poison counters of a player's opponents counts each opposing
/// team's once (810.10a): Phyrexian Swarmlord makes 3 Insects, not 6.
#[rule("810.10a")]
#[test]
fn r810_10a_phyrexian_swarmlord_counts_the_opposing_teams_poison_counters_once() {
    run("810/r810_10a_phyrexian_swarmlord_counts_the_opposing_teams_poison_counters_once.toml");
}

/// Without teams, each opponent's poison counters count (810.10a applies to Two-Headed Giant
/// only).
#[rule("810.10a")]
#[test]
fn r810_10a_outside_two_headed_giant_each_opponents_poison_counters_count() {
    run("810/r810_10a_outside_two_headed_giant_each_opponents_poison_counters_count.toml");
}

/// A player whose team has a poison counter is poisoned (810.10d): Septic Rats attacking D,
/// whose team has one, gets +1/+1.
#[rule("810.10d")]
#[test]
fn r810_10d_septic_rats_attacking_a_player_whose_team_is_poisoned() {
    run("810/r810_10d_septic_rats_attacking_a_player_whose_team_is_poisoned.toml");
}

/// A player whose team has no poison counter isn't poisoned (810.10d): Septic Rats stays a
/// 2/2.
#[rule("810.10d")]
#[test]
fn r810_10d_septic_rats_attacking_a_team_without_poison_counters() {
    run("810/r810_10d_septic_rats_attacking_a_team_without_poison_counters.toml");
}

/// A player who loses poison counters takes them from their team (810.10b): Leeches on B
/// leaves A without any too.
#[rule("810.10b")]
#[test]
fn r810_10b_leeches_takes_the_teams_poison_counters() {
    run("810/r810_10b_leeches_takes_the_teams_poison_counters.toml");
}

/// Without teams Leeches takes only its target's poison counters (810.10b applies to
/// Two-Headed Giant only).
#[rule("810.10b")]
#[test]
fn r810_10b_outside_two_headed_giant_leeches_takes_one_players_counters() {
    run("810/r810_10b_outside_two_headed_giant_leeches_takes_one_players_counters.toml");
}

/// Teammates may review each other's hands in Two-Headed Giant (810.5).
#[rule("810.5")]
#[test]
fn r810_5_teammates_may_review_each_others_hands() {
    run("810/r810_5_teammates_may_review_each_others_hands.toml");
}

/// A player who can't get poison counters keeps their team from getting any (810.10c):
/// B's Melira stops a toxic creature's counter for A.
#[rule("810.10c")]
#[test]
fn r810_10c_meliras_controller_keeps_the_team_free_of_poison() {
    run("810/r810_10c_meliras_controller_keeps_the_team_free_of_poison.toml");
}

/// Melira keeps only her controller's team from getting poison counters: A's infect damage
/// still poisons the opposing team (810.10c).
#[rule("810.10c")]
#[test]
fn r810_10c_meliras_team_still_poisons_the_opposing_team() {
    run("810/r810_10c_meliras_team_still_poisons_the_opposing_team.toml");
}
