//! Scenarios of the keyword abilities of combat (CR 702): evasion, first and double strike,
//! deathtouch, lifelink, trample, vigilance, haste, defender, and the damage that infect,
//! wither and toxic deal.

use engine::rule;

use crate::scenario::run;

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

/// Double strike given to a first striker after the first-strike damage step's damage: it
/// deals damage again in the second step (702.4d).
#[rule("702.4d")]
#[test]
fn r702_4d_double_strike_given_after_first_strike_damage() {
    run("702/r702_4d_double_strike_given_after_first_strike_damage.toml");
}

/// Double strike removed during the first-strike damage step: no damage in the second
/// (702.4c).
#[rule("702.4c")]
#[test]
fn r702_4c_double_strike_removed_after_first_strike_damage() {
    run("702/r702_4c_double_strike_removed_after_first_strike_damage.toml");
}

/// First strike removed after the creature dealt first-strike damage: it doesn't deal damage
/// again in the second step (702.7c).
#[rule("702.7c")]
#[test]
fn r702_7c_first_strike_removed_after_first_strike_damage() {
    run("702/r702_7c_first_strike_removed_after_first_strike_damage.toml");
}

/// A blocker's trample does nothing: all its damage goes to the attacker it blocks (702.19a).
#[rule("702.19a")]
#[test]
fn r702_19a_a_blocking_colossal_dreadmaw_tramples_nothing_over() {
    run("702/r702_19a_a_blocking_colossal_dreadmaw_tramples_nothing_over.toml");
}

/// Plain trample carries nothing past an attacked planeswalker to its controller (702.19f).
#[rule("702.19f")]
#[test]
fn r702_19f_colossal_dreadmaw_deals_all_its_damage_to_garruk() {
    run("702/r702_19f_colossal_dreadmaw_deals_all_its_damage_to_garruk.toml");
}

/// Colossal Dreadmaw (6/6 trample) blocked by Grizzly Bears: 2 to the Bears, 4 to the player.
#[rule("702.19b", "510.1c")]
#[test]
fn r702_19b_trample_assigns_the_excess_to_the_player() {
    run("702/r702_19_trample_assigns_the_excess_to_the_player.toml");
}

/// The CR's example 1 of 702.19b: a creature that can block an additional creature blocks a
/// 1/1 and a trampler; the 1/1's damage counts toward lethal, and the blocker's controller
/// divides its damage between the two (509.1a, 510.1d).
#[rule("702.19b", "510.1d", "509.1a")]
#[test]
fn r702_19b_example_1() {
    run("702/r702_19b_example_1.toml");
}

/// The CR's example 2 of 702.19b: lethal damage is assigned to a blocker with protection
/// from the attacker's color before any to the player.
#[rule("702.19b", "702.16e")]
#[test]
fn r702_19b_example_2() {
    run("702/r702_19b_example_2.toml");
}

/// The CR's example of 702.15e: two lifelinking creatures' simultaneous damage is two life
/// gains, so Ajani's Pridemate triggers twice.
#[rule("702.15e", "702.15b")]
#[test]
fn r702_15e_example_1() {
    run("702/r702_15e_example_1.toml");
}

/// Fear: only artifact and black creatures block it.
#[rule("702.36b")]
#[test]
fn r702_36b_fear_is_blocked_only_by_artifact_or_black_creatures() {
    run("702/r702_36b_fear_is_blocked_only_by_artifact_or_black_creatures.toml");
}

/// Intimidate: only artifact creatures and those sharing a color block it.
#[rule("702.13b")]
#[test]
fn r702_13b_intimidate_is_blocked_only_by_artifact_creatures_or_those_sharing_a_color() {
    run("702/r702_13b_intimidate_is_blocked_only_by_artifact_creatures_or_those_sharing_a_color.toml");
}

/// Shadow: it blocks and is blocked only by creatures with shadow.
#[rule("702.28b")]
#[test]
fn r702_28b_shadow_blocks_and_is_blocked_only_by_shadow() {
    run("702/r702_28b_shadow_blocks_and_is_blocked_only_by_shadow.toml");
}

/// Horsemanship: only creatures with horsemanship block it; they block others too.
#[rule("702.31b")]
#[test]
fn r702_31b_horsemanship_is_blocked_only_by_horsemanship() {
    run("702/r702_31b_horsemanship_is_blocked_only_by_horsemanship.toml");
}

/// Skulk: no creature with greater power blocks it.
#[rule("702.118b")]
#[test]
fn r702_118b_skulk_cant_be_blocked_by_greater_power() {
    run("702/r702_118b_skulk_cant_be_blocked_by_greater_power.toml");
}

/// Trample's excess goes to the planeswalker the creature attacks.
#[rule("702.19b")]
#[test]
fn r702_19b_trample_assigns_the_excess_to_the_attacked_planeswalker() {
    run("702/r702_19b_trample_assigns_the_excess_to_the_attacked_planeswalker.toml");
}

/// Infect: poison counters to a player, -1/-1 counters to a creature.
#[rule("702.90b", "702.90c", "120.3b", "120.3d")]
#[test]
fn r702_90b_infect_gives_poison_counters_and_minus_counters() {
    run("702/r702_90b_infect_gives_poison_counters_and_minus_counters.toml");
}

/// Wither: -1/-1 counters instead of marked damage.
#[rule("702.80a", "120.3d")]
#[test]
fn r702_80a_wither_deals_damage_as_minus_counters() {
    run("702/r702_80a_wither_deals_damage_as_minus_counters.toml");
}

/// The CR's example of 702.14d: landwalk abilities don't cancel one another.
#[rule("702.14c", "702.14d")]
#[test]
fn r702_14d_example_1() {
    run("702/r702_14d_example_1.toml");
}

/// Unblocked Vampire Nighthawk deals 2 damage and its controller gains 2 life.
#[rule("702.15b", "120.3f")]
#[test]
fn r702_15b_lifelink_gains_life_for_damage() {
    run("702/r702_15_lifelink_gains_life_for_damage.toml");
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

/// The CR's example of 702.19c (example 3 of 702.19b, the same text): trample over
/// planeswalkers assigns past the planeswalker's loyalty, another attacker's damage counted,
/// to its controller.
#[rule("702.19c", "702.19b")]
#[test]
fn r702_19c_example_1() {
    run("702/r702_19c_example_1.toml");
}

/// A trampler whose blockers are all gone assigns as though each had been assigned lethal
/// damage (702.19d).
#[rule("702.19d")]
#[test]
fn r702_19d_a_trampler_whose_blocker_is_gone_deals_all_to_the_player() {
    run("702/r702_19d_a_trampler_whose_blocker_is_gone_deals_all_to_the_player.toml");
}

/// A trampler attacking a planeswalker whose blocker is gone deals all its damage to the
/// planeswalker (702.19d): plain trample carries none past it, and nothing is asked.
#[rule("702.19d")]
#[test]
fn r702_19d_a_trampler_whose_blocker_is_gone_deals_all_to_the_planeswalker_it_attacks() {
    run("702/r702_19d_a_trampler_whose_blocker_is_gone_deals_all_to_the_planeswalker_it_attacks.toml");
}

/// With trample over planeswalkers and its blocker gone, the attacker's controller assigns
/// lethal damage to the planeswalker it attacks and the rest past it (702.19d, 702.19c).
#[rule("702.19d", "702.19c")]
#[test]
fn r702_19d_trample_over_planeswalkers_past_a_planeswalker_whose_blocker_is_gone() {
    run("702/r702_19d_trample_over_planeswalkers_past_a_planeswalker_whose_blocker_is_gone.toml");
}

/// A trampler whose blocker and the planeswalker it attacked are both gone deals no combat
/// damage (702.19d): nothing it attacks is left to assign it to.
#[rule("702.19d")]
#[test]
fn r702_19d_a_trampler_whose_blocker_and_planeswalker_are_gone_deals_no_damage() {
    run("702/r702_19d_a_trampler_whose_blocker_and_planeswalker_are_gone_deals_no_damage.toml");
}

/// A trampler whose blocker left with its controller, who left the game, deals its damage to
/// no one (702.19d, 800.4e): none is assigned to the player who left, nor to anyone else.
#[rule("702.19d", "800.4e")]
#[test]
fn r702_19d_a_trampler_deals_no_damage_to_a_player_who_has_left() {
    run("702/r702_19d_a_trampler_deals_no_damage_to_a_player_who_has_left.toml");
}

/// Trample over planeswalkers past a planeswalker that left combat goes to its controller
/// (702.19e); plain trample goes nowhere (506.4c).
#[rule("702.19e", "506.4c")]
#[test]
fn r702_19e_trample_over_planeswalkers_goes_to_the_player_once_the_planeswalker_is_gone() {
    run("702/r702_19e_trample_over_planeswalkers_goes_to_the_player_once_the_planeswalker_is_gone.toml");
}

/// 702.19e with a blocker: once the planeswalker has left combat (returned to its owner's
/// hand, where its card still shows loyalty), the damage past the blocker's lethal damage
/// may go to the defending player (702.19c, 702.19e).
#[rule("702.19e", "702.19c")]
#[test]
fn r702_19e_a_blocked_colossus_tramples_over_to_the_player_once_garruk_is_returned() {
    run("702/r702_19e_a_blocked_colossus_tramples_over_to_the_player_once_garruk_is_returned.toml");
}

/// The CR's example of 702.164b: toxic 2 that gains toxic 1 has a total toxic value of 3,
/// every poison counter of it given by its combat damage to a player (702.164c, 120.3g).
#[rule("702.164b", "702.164c", "120.3g")]
#[test]
fn r702_164b_example_1() {
    run("702/r702_164b_example_1.toml");
}

/// Toxic gives poison counters for combat damage to a player only: a blocked toxic creature's
/// damage to its blocker gives none (702.164c).
#[rule("702.164c")]
#[test]
fn r702_164c_toxic_gives_poison_only_for_combat_damage_to_a_player() {
    run("702/r702_164c_toxic_gives_poison_only_for_combat_damage_to_a_player.toml");
}

/// Toxic gives poison counters for combat damage only: a toxic creature's ability dealing
/// damage to a player gives none (702.164c).
#[rule("702.164c")]
#[test]
fn r702_164c_toxic_gives_no_poison_for_noncombat_damage() {
    run("702/r702_164c_toxic_gives_no_poison_for_noncombat_damage.toml");
}

#[rule("702.45a")]
#[test]
fn r702_45a_devoted_retainer_gets_1_1_blocking_and_blocked() {
    run("702/r702_45a_devoted_retainer_gets_1_1_blocking_and_blocked.toml");
}

#[rule("702.130a", "509.3c")]
#[test]
fn r702_130a_khenra_eternal_blocked_by_two_makes_b_lose_1_life_once() {
    run("702/r702_130a_khenra_eternal_blocked_by_two_makes_b_lose_1_life_once.toml");
}

#[rule("702.45a")]
#[test]
fn r702_45a_devoted_retainer_blocked_by_two_gets_1_1_once() {
    run("702/r702_45a_devoted_retainer_blocked_by_two_gets_1_1_once.toml");
}

#[rule("702.83a", "506.5")]
#[test]
fn r702_83a_akrasan_squire_exalts_grizzly_bears_attacking_alone() {
    run("702/r702_83a_akrasan_squire_exalts_grizzly_bears_attacking_alone.toml");
}

#[rule("702.91a")]
#[test]
fn r702_91a_goblin_wardriver_gives_each_other_attacker_1_0() {
    run("702/r702_91a_goblin_wardriver_gives_each_other_attacker_1_0.toml");
}

#[rule("702.23a", "702.23b")]
#[test]
fn r702_23a_wolverine_pack_blocked_by_three_gets_4_4() {
    run("702/r702_23a_wolverine_pack_blocked_by_three_gets_4_4.toml");
}

/// Rampage 2 with one creature beyond the first: +2/+2 (2 for each, not 2 more than their
/// number).
#[rule("702.23a", "702.23b")]
#[test]
fn r702_23a_wolverine_pack_blocked_by_two_gets_2_2() {
    run("702/r702_23a_wolverine_pack_blocked_by_two_gets_2_2.toml");
}

#[rule("702.83a")]
#[test]
fn r702_83a_an_opponents_creature_attacking_alone_gets_nothing() {
    run("702/r702_83a_an_opponents_creature_attacking_alone_gets_nothing.toml");
}

/// Landwalk (702.14c): a creature with swampwalk can't be blocked while the defending player
/// controls a Swamp, a basic one included (a landwalk that names no supertype needs none).
#[rule("702.14c")]
#[test]
fn r702_14c_swampwalk_cant_be_blocked_by_a_player_who_controls_a_swamp() {
    run("702/r702_14c_swampwalk_cant_be_blocked_by_a_player_who_controls_a_swamp.toml");
}

/// Only a land of the kind the landwalk names stops a block: a Forest that isn't snow, or a
/// creature, doesn't stop snow forestwalk, and the blocker's own snow forestwalk changes
/// nothing (702.14c, 702.14d).
#[rule("702.14c", "702.14d")]
#[test]
fn r702_14c_snow_forestwalk_is_blocked_by_a_player_without_a_snow_forest() {
    run("702/r702_14c_snow_forestwalk_is_blocked_by_a_player_without_a_snow_forest.toml");
}

/// Decayed (702.147a): "this creature can't block": the Zombie Rotten Reunion makes can't
/// block A's Hill Giant.
#[rule("702.147a")]
#[test]
fn r702_147a_a_creature_with_decayed_cant_block() {
    run("702/r702_147a_a_creature_with_decayed_cant_block.toml");
}

/// Decayed (702.147a): "when this creature attacks, sacrifice it at end of combat": the
/// Zombie deals its damage, then is sacrificed.
#[rule("702.147a")]
#[test]
fn r702_147a_a_creature_with_decayed_is_sacrificed_after_attacking() {
    run("702/r702_147a_a_creature_with_decayed_is_sacrificed_after_attacking.toml");
}

/// Protection from everything (702.16j): Progenitus can't be equipped, targeted or blocked.
#[rule("702.16j")]
#[test]
fn r702_16j_progenitus_has_protection_from_everything() {
    run("702/r702_16j_progenitus_has_protection_from_everything.toml");
}

/// Protection from each color is protection from each of the five colors (702.16h): a
/// colorless creature may still block Iridescent Angel.
#[rule("702.16h")]
#[test]
fn r702_16h_iridescent_angel_is_protected_from_each_color_not_from_colorless() {
    run("702/r702_16h_iridescent_angel_is_protected_from_each_color_not_from_colorless.toml");
}

/// Hexproof from black (702.11d): Knight of Grace can't be the target of an opponent's black
/// spell, but can be of a red one.
#[rule("702.11d")]
#[test]
fn r702_11d_knight_of_grace_has_hexproof_from_black_only() {
    run("702/r702_11d_knight_of_grace_has_hexproof_from_black_only.toml");
}
