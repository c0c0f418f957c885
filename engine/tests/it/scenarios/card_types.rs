//! Scenarios of card types (CR 300–315): Auras put onto the battlefield by an effect (303.4),
//! battles (310), with the state-based actions particular to them (704.5v, 704.5x).

use engine::rule;

use crate::scenario::run;

/// An Aura returned by an effect naming nothing to enchant enters attached to what its
/// controller chooses (303.4f).
#[rule("303.4f")]
#[test]
fn r303_4f_flickerwisp_returns_holy_strength_attached_to_what_its_owner_chooses() {
    run("303/r303_4f_flickerwisp_returns_holy_strength_attached_to_what_its_owner_chooses.toml");
}

/// An Aura put onto the battlefield with one thing it could enchant enchants that, and its
/// controller is asked nothing (303.4f).
#[rule("303.4f")]
#[test]
fn r303_4f_flickerwisp_returns_holy_strength_on_the_only_creature_without_a_question() {
    run("303/r303_4f_flickerwisp_returns_holy_strength_on_the_only_creature_without_a_question.toml");
}

/// An Aura with nothing to enchant stays where it is (303.4g).
#[rule("303.4g")]
#[test]
fn r303_4g_flickerwisp_leaves_holy_strength_in_exile_with_no_creature_to_enchant() {
    run("303/r303_4g_flickerwisp_leaves_holy_strength_in_exile_with_no_creature_to_enchant.toml");
}

/// As a Siege enters, its controller's only opponent becomes its protector (310.8a,
/// 310.11a); it enters with its printed defense in defense counters (310.4b).
#[rule("310.8a", "310.11a", "310.4b")]
#[test]
fn r310_8a_a_siege_s_controller_chooses_an_opponent_to_protect_it() {
    run("310/r310_8a_a_siege_s_controller_chooses_an_opponent_to_protect_it.toml");
}

/// A Siege's controller attacks it, and combat damage removes defense counters (310.8b,
/// 120.3h).
#[rule("310.8b", "310.5", "508.1b", "120.3h", "310.6")]
#[test]
fn r310_8b_a_siege_is_attacked_by_its_controller() {
    run("310/r310_8b_a_siege_is_attacked_by_its_controller.toml");
}

/// A battle's protector can't attack it (310.8b), and a creature can't be attacked (506.3).
#[rule("310.8b", "506.3")]
#[test]
fn r310_8b_a_battle_s_protector_can_t_attack_it() {
    run("310/r310_8b_a_battle_s_protector_can_t_attack_it.toml");
}

/// A Fortification that isn't a creature stays attached to its land (301.6).
#[rule("301.6")]
#[test]
fn r301_6_a_fortification_stays_attached_to_a_land() {
    run("301/r301_6_a_fortification_stays_attached_to_a_land.toml");
}

/// The protector blocks creatures attacking the battle (310.8c).
#[rule("310.8c", "310.8d")]
#[test]
fn r310_8c_the_protector_blocks_for_the_battle() {
    run("310/r310_8c_the_protector_blocks_for_the_battle.toml");
}

/// A defeated Siege is exiled and cast transformed as its trigger resolves (310.11b,
/// 712.11a, 712.13, 608.2g).
#[rule("310.11b", "120.3h", "712.11a", "712.13", "608.2g")]
#[test]
fn r310_11b_a_defeated_siege_is_exiled_and_cast_transformed() {
    run("310/r310_11b_a_defeated_siege_is_exiled_and_cast_transformed.toml");
}

/// Casting the defeated Siege is optional (310.11b).
#[rule("310.11b")]
#[test]
fn r310_11b_a_defeated_siege_may_stay_in_exile() {
    run("310/r310_11b_a_defeated_siege_may_stay_in_exile.toml");
}

/// The defeat trigger can't find a Siege that phased out meanwhile (310.11b, 400.7).
#[rule("310.11b")]
#[test]
fn r310_11b_a_siege_phased_out_before_its_defeat_trigger_resolves_stays() {
    run("310/r310_11b_a_siege_phased_out_before_its_defeat_trigger_resolves_stays.toml");
}

/// A battle with no defense counters, the source of no trigger, goes to the graveyard
/// (704.5v).
#[rule("704.5v")]
#[test]
fn r704_5v_a_battle_with_no_defense_goes_to_the_graveyard() {
    run("704/r704_5v_a_battle_with_no_defense_goes_to_the_graveyard.toml");
}

/// A Siege's protector who gains control of it chooses a new protector (704.5x, 310.8f).
#[rule("704.5x", "310.8f")]
#[test]
fn r704_5x_a_siege_s_protector_who_gains_control_of_it_chooses_a_new_one() {
    run("704/r704_5x_a_siege_s_protector_who_gains_control_of_it_chooses_a_new_one.toml");
}

/// A player plays one land a turn, more if effects allow (305.2): with Explore, a second land
/// (305.2a: two may be played, one was); never a third (305.2b).
#[rule("305.2", "305.2a", "305.2b")]
#[test]
fn r305_2a_explore_lets_a_player_play_a_second_land() {
    run("305/r305_2a_explore_lets_a_player_play_a_second_land.toml");
}

/// A creature's power and toughness start from its printed numbers, then continuous effects
/// apply (302.4c): Grizzly Bears with a counter, then Giant Growth.
#[rule("302.4c")]
#[test]
fn r302_4c_grizzly_bears_printed_numbers_then_counter_and_giant_growth() {
    run("302/r302_4c_grizzly_bears_printed_numbers_then_counter_and_giant_growth.toml");
}

/// Artifact, creature, enchantment, planeswalker and battle cards are cast at sorcery speed,
/// instants whenever their caster has priority (301.1, 302.1, 303.1, 304.1, 306.1, 310.1).
#[rule("301.1", "302.1", "303.1", "304.1", "306.1", "310.1")]
#[test]
fn r301_1_permanent_cards_are_cast_only_at_sorcery_speed() {
    run("301/r301_1_permanent_cards_are_cast_only_at_sorcery_speed.toml");
}

/// Each permanent spell enters the battlefield under its controller's control as it
/// resolves; an instant or sorcery goes to its owner's graveyard once followed (301.2,
/// 302.2, 303.2, 304.2, 306.2, 307.2, 310.2).
#[rule("301.2", "302.2", "303.2", "304.2", "306.2", "307.2", "310.2")]
#[test]
fn r301_2_each_kind_of_spell_resolves_where_it_goes() {
    run("301/r301_2_each_kind_of_spell_resolves_where_it_goes.toml");
}

/// Loyalty and defense are the printed numbers off the battlefield, the counters on it
/// (306.5a, 306.5c, 310.4a).
#[rule("306.5a", "306.5c", "310.4a")]
#[test]
fn r306_5a_loyalty_and_defense_off_and_on_the_battlefield() {
    run("306/r306_5a_loyalty_and_defense_off_and_on_the_battlefield.toml");
}

/// An Equipment's controller is separate from the equipped creature's: only they activate
/// its abilities (301.5d), and equip only as a sorcery (307.5).
#[rule("301.5d", "307.5")]
#[test]
fn r301_5d_an_equipments_controller_is_separate_from_the_creatures() {
    run("301/r301_5d_an_equipments_controller_is_separate_from_the_creatures.toml");
}

/// Damage to a planeswalker that is also a creature removes loyalty counters and is marked
/// (306.8, 120.3c, 120.3e).
#[rule("306.8", "120.3c", "120.3e")]
#[test]
fn r306_8_a_planeswalker_that_is_a_creature_loses_loyalty_and_has_damage_marked() {
    run("306/r306_8_a_planeswalker_that_is_a_creature_loses_loyalty_and_has_damage_marked.toml");
}
