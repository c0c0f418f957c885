//! Scenarios of the rules that make multiple instances of a keyword ability redundant (CR
//! 702.2f, 702.4e, 702.9c, …): a creature with a keyword printed that gains it again holds it
//! once, and it works once.

use engine::rule;

use crate::scenario::run;

/// Deathtouch twice is deathtouch once: Typhoid Rats given deathtouch still destroys its blocker (702.2f).
#[rule("702.2f")]
#[test]
fn r702_2f_typhoid_rats_given_deathtouch_by_virulent_swipe_destroys_giant_spider() {
    run("702/r702_2f_typhoid_rats_given_deathtouch_by_virulent_swipe_destroys_giant_spider.toml");
}

/// Double strike twice is double strike once: Fencing Ace deals damage in both steps, once each (702.4e).
#[rule("702.4e")]
#[test]
fn r702_4e_fencing_ace_given_double_strike_by_boros_charm_strikes_twice() {
    run("702/r702_4e_fencing_ace_given_double_strike_by_boros_charm_strikes_twice.toml");
}

/// Flying twice is flying once: Serra Angel with Arcanum Wings still can't be blocked by Grizzly Bears (702.9c).
#[rule("702.9c")]
#[test]
fn r702_9c_serra_angel_enchanted_by_arcanum_wings_has_flying_once() {
    run("702/r702_9c_serra_angel_enchanted_by_arcanum_wings_has_flying_once.toml");
}

/// Haste twice is haste once: Raging Goblin given haste still attacks the turn it came under A's control (702.10d).
#[rule("702.10d")]
#[test]
fn r702_10d_raging_goblin_given_haste_by_act_of_treason_attacks() {
    run("702/r702_10d_raging_goblin_given_haste_by_act_of_treason_attacks.toml");
}

/// Indestructible twice is indestructible once: Darksteel Myr survives Murder (702.12c).
#[rule("702.12c")]
#[test]
fn r702_12c_darksteel_myr_given_indestructible_by_boros_charm_survives_murder() {
    run("702/r702_12c_darksteel_myr_given_indestructible_by_boros_charm_survives_murder.toml");
}

/// Lifelink twice is lifelink once: its controller gains the damage dealt, not twice it (702.15f).
#[rule("702.15f")]
#[test]
fn r702_15f_vampire_nighthawk_with_loxodon_warhammer_gains_life_once() {
    run("702/r702_15f_vampire_nighthawk_with_loxodon_warhammer_gains_life_once.toml");
}

/// Trample twice is trample once: the excess over lethal damage to the blocker goes to the player (702.19g).
#[rule("702.19g")]
#[test]
fn r702_19g_colossal_dreadmaw_with_loxodon_warhammer_tramples_once() {
    run("702/r702_19g_colossal_dreadmaw_with_loxodon_warhammer_tramples_once.toml");
}

/// Two Lords of the Accursed give Gravebane Zombie menace twice, which is menace once
/// (702.111c): two blockers still block it, one alone can't.
#[rule("702.111c")]
#[test]
fn r702_111c_two_lords_of_the_accursed_give_menace_twice_which_is_menace_once() {
    run("702/r702_111c_two_lords_of_the_accursed_give_menace_twice_which_is_menace_once.toml");
}

/// Leafcrown Dryad bestowed on Giant Spider gives it reach again, which is reach once
/// (702.17c): it still blocks a flyer.
#[rule("702.17c")]
#[test]
fn r702_17c_giant_spider_given_reach_by_leafcrown_dryad_still_blocks_a_flyer() {
    run("702/r702_17c_giant_spider_given_reach_by_leafcrown_dryad_still_blocks_a_flyer.toml");
}

/// Invasion of Kylem gives Serra Angel vigilance again, which is vigilance once (702.20c):
/// it attacks without tapping.
#[rule("702.20c")]
#[test]
fn r702_20c_serra_angel_given_vigilance_by_invasion_of_kylem_attacks_untapped() {
    run("702/r702_20c_serra_angel_given_vigilance_by_invasion_of_kylem_attacks_untapped.toml");
}
