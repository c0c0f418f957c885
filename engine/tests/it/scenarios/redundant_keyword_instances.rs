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

/// Swift Justice gives Youthful Knight first strike again, which is first strike once
/// (702.7d): it deals its damage first, and the Bears blocking it die before dealing theirs.
#[rule("702.7d")]
#[test]
fn r702_7d_youthful_knight_given_first_strike_by_swift_justice_strikes_first_once() {
    run("702/r702_7d_youthful_knight_given_first_strike_by_swift_justice_strikes_first_once.toml");
}

/// Guard Duty gives Wall of Omens defender again, which is defender once (702.3c): it still
/// can't attack.
#[rule("702.3c")]
#[test]
fn r702_3c_wall_of_omens_enchanted_by_guard_duty_still_cant_attack() {
    run("702/r702_3c_wall_of_omens_enchanted_by_guard_duty_still_cant_attack.toml");
}

/// Phyresis gives Glistener Elf infect again, which is infect once (702.90f): its damage to
/// a player is a poison counter, not life lost.
#[rule("702.90f")]
#[test]
fn r702_90f_glistener_elf_enchanted_by_phyresis_gives_one_poison_counter() {
    run("702/r702_90f_glistener_elf_enchanted_by_phyresis_gives_one_poison_counter.toml");
}

/// Dauthi Embrace gives Soltari Foot Soldier shadow again, which is shadow once (702.28c): a
/// creature without shadow still can't block it.
#[rule("702.28c")]
#[test]
fn r702_28c_soltari_foot_soldier_given_shadow_by_dauthi_embrace_still_cant_be_blocked() {
    run("702/r702_28c_soltari_foot_soldier_given_shadow_by_dauthi_embrace_still_cant_be_blocked.toml");
}

/// Blight Sickle gives Stigma Lasher wither again, which is wither once (702.80d): its
/// damage to a creature is -1/-1 counters, one for each 1 damage.
#[rule("702.80d")]
#[test]
fn r702_80d_stigma_lasher_equipped_with_blight_sickle_withers_once() {
    run("702/r702_80d_stigma_lasher_equipped_with_blight_sickle_withers_once.toml");
}

/// Cover of Darkness gives Severed Legion fear again, which is fear once (702.36c): a
/// creature neither artifact nor black still can't block it.
#[rule("702.36c")]
#[test]
fn r702_36c_severed_legion_given_fear_by_cover_of_darkness_still_cant_be_blocked() {
    run("702/r702_36c_severed_legion_given_fear_by_cover_of_darkness_still_cant_be_blocked.toml");
}

/// Executioner's Hood gives Bladetusk Boar intimidate again, which is intimidate once
/// (702.13c): a creature neither artifact nor sharing a color with it still can't block it.
#[rule("702.13c")]
#[test]
fn r702_13c_bladetusk_boar_equipped_with_executioners_hood_still_cant_be_blocked() {
    run("702/r702_13c_bladetusk_boar_equipped_with_executioners_hood_still_cant_be_blocked.toml");
}

/// Horsemanship twice is horsemanship once: Shu Cavalry given horsemanship by Riding the Dilu
/// Horse still can't be blocked by Grizzly Bears (702.31c).
#[rule("702.31c")]
#[test]
fn r702_31c_shu_cavalry_given_horsemanship_by_riding_the_dilu_horse_has_it_once() {
    run("702/r702_31c_shu_cavalry_given_horsemanship_by_riding_the_dilu_horse_has_it_once.toml");
}

/// Skulk twice is skulk once: Furtive Homunculus under Behind the Scenes still can't be
/// blocked by Hill Giant (702.118c).
#[rule("702.118c")]
#[test]
fn r702_118c_furtive_homunculus_given_skulk_by_behind_the_scenes_has_it_once() {
    run("702/r702_118c_furtive_homunculus_given_skulk_by_behind_the_scenes_has_it_once.toml");
}
