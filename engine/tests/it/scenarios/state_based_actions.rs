//! Scenarios of state-based actions (CR 704).

use engine::rule;

use crate::scenario::run;

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

/// A player Transcendence says doesn't lose for having 0 or less life doesn't (704.5a does
/// nothing to them).
#[rule("704.5a")]
#[test]
fn r704_5a_transcendence_keeps_its_controller_in_the_game() {
    run("704/r704_5a_transcendence_keeps_its_controller_in_the_game.toml");
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

/// Young Wolf with a +1/+1 counter and three -1/-1 counters: undying does not trigger.
#[rule("704.8", "702.93a")]
#[test]
fn r704_8_young_wolf_with_undying() {
    run("704/r704_8_young_wolf_with_undying.toml");
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

/// A planeswalker with no loyalty goes to the graveyard.
#[rule("704.5i", "120.3c")]
#[test]
fn r704_5i_a_planeswalker_with_no_loyalty_dies() {
    run("704/r704_5i_a_planeswalker_with_no_loyalty_dies.toml");
}

/// The legend rule: the controller of two legendary permanents with the same name keeps the
/// one they choose; another player's is not counted with theirs.
#[rule("704.5j")]
#[test]
fn r704_5j_the_legend_rule() {
    run("704/r704_5j_the_legend_rule.toml");
}

/// Permanents an effect makes legendary follow the legend rule, though no legendary card is
/// in the game (Leyline of Singularity, 704.5j).
#[rule("704.5j")]
#[test]
fn r704_5j_permanents_made_legendary_follow_the_legend_rule() {
    run("704/r704_5j_permanents_made_legendary_follow_the_legend_rule.toml");
}

/// The world rule keeps the newest world.
#[rule("704.5k")]
#[test]
fn r704_5k_the_world_rule() {
    run("704/r704_5k_the_world_rule.toml");
}

/// An Equipment or a Fortification that becomes a creature becomes unattached (301.5c, 301.6,
/// 704.5n): March of the Machines.
#[rule("704.5n", "301.6", "301.5c")]
#[test]
fn r704_5n_a_fortification_that_becomes_a_creature_becomes_unattached() {
    run("704/r704_5n_a_fortification_that_becomes_a_creature_becomes_unattached.toml");
}

/// An Aura that's also a creature can't enchant anything (303.4d): Holy Strength made an
/// artifact creature by Mycosynth Lattice and March of the Machines goes (704.5m).
#[rule("704.5m", "303.4d")]
#[test]
fn r704_5m_holy_strength_made_a_creature_goes_to_the_graveyard() {
    run("704/r704_5m_holy_strength_made_a_creature_goes_to_the_graveyard.toml");
}

/// Of the Roles one player controls on a permanent only the newest stays; another player's
/// Role on it stays too (704.5y, 303.7a): Monstrous Rage's Monster Role.
#[rule("704.5y", "303.7a")]
#[test]
fn r704_5y_a_second_role_of_the_same_player_replaces_the_first() {
    run("704/r704_5y_a_second_role_of_the_same_player_replaces_the_first.toml");
}

/// In a Two-Headed Giant game a team at 0 or less life loses by 704.6a, 704.5a not applying
/// (810.8c): a player, and with them their team (810.8a).
#[rule("704.6a", "810.8c", "810.8a")]
#[test]
fn r704_6a_a_two_headed_giant_team_at_0_life_loses() {
    run("704/r704_6a_a_two_headed_giant_team_at_0_life_loses.toml");
}

/// In a Two-Headed Giant game poison counters are the team's (810.10), and a team with fifteen
/// loses by 704.6b, 704.5c's ten not applying (810.8d).
#[rule("704.6b", "810.8d", "810.10")]
#[test]
fn r704_6b_a_two_headed_giant_team_with_fifteen_poison_counters_loses() {
    run("704/r704_6b_a_two_headed_giant_team_with_fifteen_poison_counters_loses.toml");
}
