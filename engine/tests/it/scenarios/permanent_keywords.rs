//! Scenarios of keyword abilities of permanents: what they attach to, the counters they
//! keep and the costs they go on paying (CR 702): equip, cumulative upkeep, phasing, echo,
//! fading, vanishing, aura swap, fortify, level up, living weapon, bestow, crew, devour and
//! amplify.

use engine::rule;

use crate::scenario::run;

/// Bonesplitter's equip ability: sorcery speed, your creature; it moves, and stays when the
/// creature dies.
#[rule("702.6a", "602.5d", "701.3a", "704.5n")]
#[test]
fn r702_6a_bonesplitter_equips_a_creature_you_control_as_a_sorcery() {
    run("702/r702_6a_bonesplitter_equips_a_creature_you_control_as_a_sorcery.toml");
}

/// Fading: a fade counter removed each upkeep, the permanent sacrificed when none is left to
/// remove (702.32a).
#[rule("702.32a")]
#[test]
fn r702_32a_skyshroud_behemoth_fades_then_is_sacrificed() {
    run("702/r702_32a_skyshroud_behemoth_fades_then_is_sacrificed.toml");
}

/// The CR's example 1 of 702.24a: "Cumulative upkeep {W} or {U}" with three age counters is
/// paid as one of the totals the player can pay.
#[rule("702.24a")]
#[test]
fn r702_24a_example_1() {
    run("702/r702_24a_example_1.toml");
}

/// The CR's example 2 of 702.24a: Phyrexian Soulgorger's "Sacrifice a creature" for each of
/// two age counters takes two different creatures.
#[rule("702.24a")]
#[test]
fn r702_24a_example_2() {
    run("702/r702_24a_example_2.toml");
}

/// The CR's example of 702.24b: two instances of cumulative upkeep each count every age
/// counter: 1 life, then 2.
#[rule("702.24b", "702.24a")]
#[test]
fn r702_24b_example_1() {
    run("702/r702_24b_example_1.toml");
}

/// Cumulative upkeep's "if this permanent is on the battlefield" is an intervening "if"
/// (702.24a, 603.4): Illusionary Forces murdered in response gets no age counter.
#[rule("702.24a", "603.4")]
#[test]
fn r702_24a_illusionary_forces_murdered_in_response_gets_nothing() {
    run("702/r702_24a_illusionary_forces_murdered_in_response_gets_nothing.toml");
}

/// Cumulative upkeep that can't be paid offers nothing, and the permanent is sacrificed
/// (702.24a, 608.2d): Illusionary Forces with one Island for {U}{U}.
#[rule("702.24a", "608.2d")]
#[test]
fn r702_24a_illusionary_forces_sacrificed_when_its_upkeep_cant_be_paid() {
    run("702/r702_24a_illusionary_forces_sacrificed_when_its_upkeep_cant_be_paid.toml");
}

/// The CR's example 1 of 702.26b: a phased-out Breezekeeper is not counted among the
/// creatures A controls.
#[rule("702.26b", "702.26a", "703.4a")]
#[test]
fn r702_26b_example_1() {
    run("702/r702_26b_example_1.toml");
}

/// The CR's example 2 of 702.26b: Wrath of God doesn't destroy a phased-out creature, which
/// phases in later.
#[rule("702.26b", "702.26c")]
#[test]
fn r702_26b_example_2() {
    run("702/r702_26b_example_2.toml");
}

/// An Aura phases out and in with the creature it enchants (702.26g), as the same objects
/// (702.26d).
#[rule("702.26g", "702.26d", "702.26a")]
#[test]
fn r702_26g_holy_strength_phases_out_and_in_with_breezekeeper() {
    run("702/r702_26g_holy_strength_phases_out_and_in_with_breezekeeper.toml");
}

/// An Aura that phased out indirectly phases in with what it is attached to, and with nothing
/// else: B's, on B's Bears phased out by Reality Ripple, stays out while A's Breezekeeper
/// phases in (702.26g).
#[rule("702.26g", "702.26a")]
#[test]
fn r702_26g_an_aura_phases_in_only_with_what_it_is_attached_to() {
    run("702/r702_26g_an_aura_phases_in_only_with_what_it_is_attached_to.toml");
}

/// An Aura with phasing on a creature with phasing phases out only indirectly (702.26h).
#[rule("702.26h")]
#[test]
fn r702_26h_an_aura_with_phasing_on_a_creature_with_phasing_phases_out_indirectly() {
    run("702/r702_26h_an_aura_with_phasing_on_a_creature_with_phasing_phases_out_indirectly.toml");
}

/// Echo (702.30a): at its controller's first upkeep with it, a permanent is sacrificed unless
/// its echo cost is paid; once paid, it doesn't trigger again.
#[rule("702.30a")]
#[test]
fn r702_30a_echo_is_paid_once_or_the_permanent_sacrificed() {
    run("702/r702_30a_echo_is_paid_once_or_the_permanent_sacrificed.toml");
}

/// Aura swap exchanges its Aura with an Aura card in the hand, which enters attached to the
/// same creature (702.65a, 701.12e).
#[rule("702.65a", "701.12e")]
#[test]
fn r702_65a_aura_swap_exchanges_the_aura_with_one_in_hand() {
    run("702/r702_65a_aura_swap_exchanges_the_aura_with_one_in_hand.toml");
}

/// The CR's example 1 of 702.65b: the Aura in hand can't enchant the creature.
#[rule("702.65b")]
#[test]
fn r702_65b_example_1() {
    run("702/r702_65b_example_1.toml");
}

/// The CR's example 2 of 702.65b: an Aura its controller doesn't own isn't exchanged.
#[rule("702.65b", "701.12d")]
#[test]
fn r702_65b_example_2() {
    run("702/r702_65b_example_2.toml");
}

/// An aura swap whose Aura has left the battlefield does nothing (702.65a, 400.7).
#[rule("702.65a")]
#[test]
fn r702_65a_a_second_aura_swap_finds_the_aura_gone() {
    run("702/r702_65a_a_second_aura_swap_finds_the_aura_gone.toml");
}

/// Cast bestowed, a spell costs its bestow cost, not its mana cost (702.103a): three Forests
/// pay Boon Satyr's {1}{G}{G} but not its bestow cost {3}{G}{G}.
#[rule("702.103a")]
#[test]
fn r702_103a_boon_satyr_cast_bestowed_costs_its_bestow_cost() {
    run("702/r702_103a_boon_satyr_cast_bestowed_costs_its_bestow_cost.toml");
}

/// Bestow is an alternative cost: Omniscience's "without paying their mana costs" doesn't
/// pay it too (702.103a, 118.9a).
#[rule("702.103a", "118.9a")]
#[test]
fn r702_103a_omniscience_pays_no_bestow_cost() {
    run("702/r702_103a_omniscience_pays_no_bestow_cost.toml");
}

#[rule("702.103d", "702.103a", "702.103b")]
#[test]
fn r702_103d_example_1() {
    run("702/r702_103d_example_1.toml");
}

#[rule("702.103d", "601.3")]
#[test]
fn r702_103d_example_2() {
    run("702/r702_103d_example_2.toml");
}

#[rule("702.103e", "608.3b")]
#[test]
fn r702_103e_a_bestowed_spell_whose_target_is_gone_resolves_as_a_creature() {
    run("702/r702_103e_a_bestowed_spell_whose_target_is_gone_resolves_as_a_creature.toml");
}

#[rule("702.103f")]
#[test]
fn r702_103f_a_bestowed_aura_whose_creature_dies_becomes_a_creature() {
    run("702/r702_103f_a_bestowed_aura_whose_creature_dies_becomes_a_creature.toml");
}

/// Vanishing 4: Calciderm enters with four time counters (702.63a).
#[rule("702.63a")]
#[test]
fn r702_63a_calciderm_enters_with_four_time_counters() {
    run("702/r702_63a_calciderm_enters_with_four_time_counters.toml");
}

/// Vanishing removes a time counter in its controller's upkeep, not another player's
/// (702.63a).
#[rule("702.63a")]
#[test]
fn r702_63a_calciderm_loses_a_time_counter_in_its_controllers_upkeep() {
    run("702/r702_63a_calciderm_loses_a_time_counter_in_its_controllers_upkeep.toml");
}

/// As vanishing removes the last time counter, the permanent's sacrifice ability triggers
/// (702.63a).
#[rule("702.63a")]
#[test]
fn r702_63a_calciderm_is_sacrificed_as_its_last_time_counter_is_removed() {
    run("702/r702_63a_calciderm_is_sacrificed_as_its_last_time_counter_is_removed.toml");
}

/// Vanishing's upkeep ability has an intervening "if" (603.4): without a time counter it
/// doesn't trigger (702.63a).
#[rule("603.4")]
#[test]
fn r603_4_a_calciderm_without_time_counters_doesnt_trigger_in_upkeep() {
    run("603/r603_4_a_calciderm_without_time_counters_doesnt_trigger_in_upkeep.toml");
}

/// Fortify: Darksteel Garrison can be attached only to a land its controller controls; the
/// fortified Forest has indestructible, and its becoming tapped triggers the Garrison
/// (702.67a, 301.6).
#[rule("702.67a", "301.6")]
#[test]
fn r702_67a_darksteel_garrison_fortifies_a_forest_that_survives_plague_spores() {
    run("702/r702_67a_darksteel_garrison_fortifies_a_forest_that_survives_plague_spores.toml");
}

/// Crew: creatures with total power 2 or more crew Renegade Freighter, one at a time, and
/// any number more may be tapped; the Vehicle is an artifact creature until end of turn,
/// with its printed power and toughness only while it is one, and none otherwise (702.122a,
/// 301.7a, 208.3).
#[rule("702.122a", "301.7a", "208.3")]
#[test]
fn r702_122a_grizzly_bears_and_llanowar_elves_crew_renegade_freighter() {
    run("702/r702_122a_grizzly_bears_and_llanowar_elves_crew_renegade_freighter.toml");
}

/// Crew needs other creatures: with only a 1-power creature besides it, a Vehicle that is
/// a creature can't crew itself (702.122a, 118.3).
#[rule("702.122a", "118.3")]
#[test]
fn r702_122a_a_vehicle_needs_other_creatures_with_enough_power() {
    run("702/r702_122a_a_vehicle_needs_other_creatures_with_enough_power.toml");
}

/// Under Heartless Summoning, Gravebane Zombie crews Renegade Freighter alone: the Walls of
/// Stone, at -1 power, would take the total below 2 (702.122a, 107.1b).
#[rule("702.122a", "107.1b")]
#[test]
fn r702_122a_a_creature_with_negative_power_can_t_lower_the_crew_total() {
    run("702/r702_122a_a_creature_with_negative_power_can_t_lower_the_crew_total.toml");
}

/// Living weapon: Flayer Husk enters and is attached to the 0/0 Germ token its trigger
/// creates; equipped elsewhere, the Germ dies (702.92a, 704.5f).
#[rule("702.92a", "704.5f")]
#[test]
fn r702_92a_flayer_husk_enters_attached_to_a_germ() {
    run("702/r702_92a_flayer_husk_enters_attached_to_a_germ.toml");
}

/// For Mirrodin!: Barbed Batterfist enters and its trigger attaches it to the 2/2 red Rebel
/// token it creates (702.163a).
#[rule("702.163a")]
#[test]
fn r702_163a_barbed_batterfist_enters_attached_to_a_rebel() {
    run("702/r702_163a_barbed_batterfist_enters_attached_to_a_rebel.toml");
}

/// Job select: an Equipment that enters attached to the 1/1 colorless Hero token it creates
/// (702.182a).
#[rule("702.182a")]
#[test]
fn r702_182a_monks_fist_enters_attached_to_a_hero() {
    run("702/r702_182a_monks_fist_enters_attached_to_a_hero.toml");
}

/// Living weapon's Germ is created even when the Equipment has left, and can't be equipped
/// by it (702.92a, 701.3b).
#[rule("702.92a", "701.3b")]
#[test]
fn r702_92a_a_germ_whose_equipment_left_dies() {
    run("702/r702_92a_a_germ_whose_equipment_left_dies.toml");
}

/// Level up and the level symbols: Student of Warfare is a 1/1 below level 2, a 3/3 with
/// first strike at levels 2-6 and a 4/4 with double strike from level 7; level up is
/// activated only as a sorcery (702.87a, 711.2a, 711.2b).
#[rule("702.87a", "711.2a", "711.2b")]
#[test]
fn r702_87a_student_of_warfare_levels_up() {
    run("702/r702_87a_student_of_warfare_levels_up.toml");
}

/// Echo's "if this permanent came under your control since …" is checked again as it
/// resolves: with the permanent gone, the ability does nothing (702.30a, 603.4).
#[rule("702.30a", "603.4")]
#[test]
fn r702_30a_echo_does_nothing_once_the_permanent_is_gone() {
    run("702/r702_30a_echo_does_nothing_once_the_permanent_is_gone.toml");
}

/// Crew takes any number of creatures, a creature with power 0 among them (702.122a,
/// 702.122b).
#[rule("702.122a", "702.122b")]
#[test]
fn r702_122a_a_creature_with_power_0_may_crew_too() {
    run("702/r702_122a_a_creature_with_power_0_may_crew_too.toml");
}

/// Devour: as the permanent enters, its controller may sacrifice any number of the other
/// creatures they control; it enters with N +1/+1 counters for each (702.82a).
#[rule("702.82a")]
#[test]
fn r702_82a_gluttonous_slime_devours_two_creatures() {
    run("702/r702_82a_gluttonous_slime_devours_two_creatures.toml");
}

/// Devouring is optional: sacrificing nothing, the permanent enters without counters
/// (702.82a).
#[rule("702.82a")]
#[test]
fn r702_82a_a_slime_that_devours_nothing_enters_as_a_2_2() {
    run("702/r702_82a_a_slime_that_devours_nothing_enters_as_a_2_2.toml");
}

/// Amplify: as the permanent enters, its controller may reveal any number of the cards in
/// their hand that share a creature type with it; it enters with N +1/+1 counters for each
/// (702.38a).
#[rule("702.38a")]
#[test]
fn r702_38a_glowering_rogon_reveals_a_beast_from_the_hand() {
    run("702/r702_38a_glowering_rogon_reveals_a_beast_from_the_hand.toml");
}

/// Ascend on a permanent: any time its controller controls ten or more permanents they get
/// the city's blessing for the rest of the game (702.131b), and continuous effects apply
/// anew at once (702.131d); two players may both have it (702.131c).
#[rule("702.131b", "702.131c", "702.131d")]
#[test]
fn r702_131b_skymarcher_aspirant_flies_once_its_controller_has_ten_permanents() {
    run("702/r702_131b_skymarcher_aspirant_flies_once_its_controller_has_ten_permanents.toml");
}
