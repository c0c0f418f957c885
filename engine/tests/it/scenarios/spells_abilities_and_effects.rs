//! Scenarios of CR part 6: spells, abilities and effects (triggered abilities, 603, in
//! `triggered_abilities.rs`).

use engine::rule;

use crate::scenario::run;

/// Lightning Bolt: cast with its target, paid by tapping a Mountain, resolves when both players pass.
#[rule(
    "601.2a", "601.2c", "601.2g", "601.2h", "601.2i", "605.3a", "605.3b", "106.3", "117.3c", "117.3d", "117.4",
    "608.2", "608.2c", "608.2n", "120.3a", "305.6"
)]
#[test]
fn r601_2a_lightning_bolt_is_cast_paid_and_resolves() {
    run("601/r601_2a_lightning_bolt_is_cast_paid_and_resolves.toml");
}

/// Grizzly Bears can't be cast with only a Mountain: the proposal is reversed.
#[rule("601.2h")]
#[test]
fn r601_2h_a_cost_that_cannot_be_paid_is_refused() {
    run("601/r601_2h_a_cost_that_cannot_be_paid_is_refused.toml");
}

/// Giant Growth on Grizzly Bears; in response Shock kills the Bears; Giant Growth does nothing.
#[rule("608.2b", "115.4")]
#[test]
fn r608_2b_a_spell_whose_target_left_does_nothing() {
    run("608/r608_2b_a_spell_whose_target_left_does_nothing.toml");
}

/// Splinter reads "its controller" of the Howling Mine it exiled as it last existed: the
/// player who stole it.
#[rule("608.2h")]
#[test]
fn r608_2h_splinter_searches_the_zones_of_the_artifacts_last_controller() {
    run("608/r608_2h_splinter_searches_the_zones_of_the_artifacts_last_controller.toml");
}

/// Grizzly Bears resolves and enters the battlefield.
#[rule("608.3")]
#[test]
fn r608_3_a_permanent_spell_enters_the_battlefield() {
    run("608/r608_3_a_permanent_spell_enters_the_battlefield.toml");
}

/// Holy Strength targets a creature, enters attached to it, and goes when it leaves.
#[rule("608.3c", "303.4m", "704.5m")]
#[test]
fn r608_3c_holy_strength_enchants_its_target_and_goes_when_it_leaves() {
    run("608/r608_3c_holy_strength_enchants_its_target_and_goes_when_it_leaves.toml");
}

/// An Aura spell whose target is gone doesn't resolve and goes to the graveyard.
#[rule("608.3b")]
#[test]
fn r608_3b_an_aura_spell_whose_target_is_gone_goes_to_the_graveyard() {
    run("608/r608_3b_an_aura_spell_whose_target_is_gone_goes_to_the_graveyard.toml");
}

/// Prodigal Sorcerer taps to deal 1 damage; tapped, or new this turn, it can't.
#[rule("602.2", "602.5a")]
#[test]
fn r602_2_an_activated_ability_uses_the_stack() {
    run("602/r602_2_an_activated_ability_uses_the_stack.toml");
}

/// CR example of 602.1a: an activation cost of two mana plus {T}.
#[rule("602.1a")]
#[test]
fn r602_1a_example_1() {
    run("602/r602_1a_example_1.toml");
}

/// Aether Storm's "Any player may activate this ability": its controller's opponent pays the
/// life and destroys it; until then, no creature spell can be cast.
#[rule("602.1b", "601.3")]
#[test]
fn r602_1b_any_player_may_activate_aether_storms_ability() {
    run("602/r602_1b_any_player_may_activate_aether_storms_ability.toml");
}

/// CR example 1 of 601.3e: Garruk's Horde lets A cast Zoetic Cavern face down from the top
/// of the library, as a creature spell.
#[rule("601.3e")]
#[test]
fn r601_3e_example_1() {
    run("601/r601_3e_example_1.toml");
}

/// CR example of 608.2b: Sorin's Thirst whose target left does not resolve.
#[rule("608.2b")]
#[test]
fn r608_2b_example_1() {
    run("608/r608_2b_example_1.toml");
}

/// CR example of 601.2c: two targets of one word must differ; one object may be the target
/// of two words (Rack and Ruin, Plague Spores on Dryad Arbor).
#[rule("601.2c", "115.3")]
#[test]
fn r601_2c_example_1() {
    run("601/r601_2c_example_1.toml");
}

/// Tandem Tactics: "up to two" targets may be one, or none.
#[rule("601.2c")]
#[test]
fn r601_2c_up_to_two_targets_may_be_one_or_none() {
    run("601/r601_2c_up_to_two_targets_may_be_one_or_none.toml");
}

/// CR example 2 of 608.2b: Plague Spores still destroys a creature land turned black, as
/// its "target land".
#[rule("608.2b")]
#[test]
fn r608_2b_example_2() {
    run("608/r608_2b_example_2.toml");
}

/// Plague Spores on a creature turned black and a land: only the land is destroyed.
#[rule("608.2b")]
#[test]
fn r608_2b_an_illegal_target_is_left_out_of_the_part_that_names_it() {
    run("608/r608_2b_an_illegal_target_is_left_out_of_the_part_that_names_it.toml");
}

/// The CR's example of 605.4a: Heartbeat of Spring's mana pays for the spell being cast.
#[rule("605.4a")]
#[test]
fn r605_4a_example_1() {
    run("605/r605_4a_example_1.toml");
}

/// Heartbeat of Spring adds nothing for a creature's mana, and payments don't count on it.
#[rule("605.4a", "601.2h")]
#[test]
fn r605_4a_heartbeat_of_spring_adds_nothing_for_a_creatures_mana() {
    run("605/r605_4a_heartbeat_of_spring_adds_nothing_for_a_creatures_mana.toml");
}

/// Heartbeat of Spring's mana is added at once, for any player, with nothing on the stack.
#[rule("605.1b")]
#[test]
fn r605_1b_heartbeat_of_spring_doubles_any_players_land_mana_at_once() {
    run("605/r605_1b_heartbeat_of_spring_doubles_any_players_land_mana_at_once.toml");
}

/// CR example of 605.2: a mana ability that makes no mana is still one.
#[rule("605.2")]
#[test]
fn r605_2_example_1() {
    run("605/r605_2_example_1.toml");
}

/// Rolling Thunder divides X damage, each target at least 1.
#[rule("601.2d")]
#[test]
fn r601_2d_rolling_thunder_divides_x_damage_among_its_targets() {
    run("601/r601_2d_rolling_thunder_divides_x_damage_among_its_targets.toml");
}

/// Forked Bolt with one target deals it all.
#[rule("601.2d")]
#[test]
fn r601_2d_forked_bolt_gives_one_target_all_of_it() {
    run("601/r601_2d_forked_bolt_gives_one_target_all_of_it.toml");
}

/// A divided share of a target gone is not dealt.
#[rule("608.2b", "601.2d")]
#[test]
fn r608_2b_a_divided_share_of_an_illegal_target_is_not_dealt() {
    run("608/r608_2b_a_divided_share_of_an_illegal_target_is_not_dealt.toml");
}

/// X for a divided amount leaves at least one for each target it needs.
#[rule("601.2d")]
#[test]
fn r601_2d_x_must_leave_one_for_each_target_a_divided_amount_needs() {
    run("601/r601_2d_x_must_leave_one_for_each_target_a_divided_amount_needs.toml");
}

/// Viridian Joiner adds {G} equal to its power.
#[rule("605.1a")]
#[test]
fn r605_1a_viridian_joiner_adds_g_equal_to_its_power() {
    run("605/r605_1a_viridian_joiner_adds_g_equal_to_its_power.toml");
}

/// X divided among targets needs mana for one each before the spell can be cast.
#[rule("601.2d")]
#[test]
fn r601_2d_x_divided_among_targets_needs_mana_for_one_each() {
    run("601/r601_2d_x_divided_among_targets_needs_mana_for_one_each.toml");
}

/// A divided mode after a mode with a target divides among its own targets only.
#[rule("601.2d", "700.2c")]
#[test]
fn r601_2d_a_divided_mode_after_a_mode_with_a_target_divides_among_its_own() {
    run("601/r601_2d_a_divided_mode_after_a_mode_with_a_target_divides_among_its_own.toml");
}

/// "Destroy all nonblack creatures" spares a white-and-black creature; "destroy all black
/// creatures" destroys it.
#[rule("608.2j")]
#[test]
fn r608_2j_example_1() {
    run("608/r608_2j_example_1.toml");
}

/// Mimic Vat's imprint ability and its token-making ability are linked (607.2a): the second
/// copies only a card the first exiled, and the first returns the others to the graveyard.
#[rule("607.2a")]
#[test]
fn r607_2a_mimic_vat_keeps_one_card_and_copies_it() {
    run("607/r607_2a_mimic_vat_keeps_one_card_and_copies_it.toml");
}

/// Karn Liberated's +4: the target player chooses the card of their hand it exiles, without
/// revealing it; the card is exiled with Karn (607.2a), so its −14 puts it onto the
/// battlefield under Karn's controller's control after the restart.
#[rule("607.2a")]
#[test]
fn r607_2a_karn_liberated_exiles_the_card_its_target_chooses() {
    run("607/r607_2a_karn_liberated_exiles_the_card_its_target_chooses.toml");
}

/// Stormscape Battlemage kicked with its {2}{B} kicker only: only the enters ability linked to
/// that kicker triggers.
#[rule("607.2i", "702.33d", "702.33f")]
#[test]
fn r607_2i_example_1() {
    run("607/r607_2i_example_1.toml");
}

/// Two Primitive Etchings: each trigger hears only its own static ability's reveal.
#[rule("607.2h")]
#[test]
fn r607_2h_a_reveal_triggers_only_the_abilities_linked_to_the_static_ability_that_made_it() {
    run("607/r607_2h_a_reveal_triggers_only_the_abilities_linked_to_the_static_ability_that_made_it.toml");
}

/// The CR's example of 607.4: Paradise Plume's chosen color is read by two abilities.
#[rule("607.4", "607.2d")]
#[test]
fn r607_4_example_1() {
    run("607/r607_4_example_1.toml");
}

/// The CR's example 1 of 607.5a: Unstable Shapeshifter copying Voice of All gets its
/// protection from the chosen color, but no color was chosen for it: a red Lightning Bolt
/// targets and kills it, and can't target the Voice.
#[rule("607.5a", "607.2d", "702.16b")]
#[test]
fn r607_5a_example_1() {
    run("607/r607_5a_example_1.toml");
}

/// The CR's example 2 of 607.5a: a Vesuvan Doppelganger that chose blue as a copy of Voice
/// of All, then a copy of Quirion Elves, adds no mana with "one mana of the chosen color".
#[rule("607.5a", "707.6")]
#[test]
fn r607_5a_example_2() {
    run("607/r607_5a_example_2.toml");
}

/// The CR's example of 606.5: Carth the Lion's additional [+1] combines with Garruk
/// Wildspeaker's [+1] into [+2], and with its [−4] into [−3], which three loyalty counters
/// pay.
#[rule("606.5", "606.4", "606.6")]
#[test]
fn r606_5_example_1() {
    run("606/r606_5_example_1.toml");
}

/// Loyalty abilities: one a turn per permanent, at sorcery speed (606.3).
#[rule("606.3", "606.4")]
#[test]
fn r606_3_a_loyalty_ability_once_a_turn_at_sorcery_speed() {
    run("606/r606_3_a_loyalty_ability_once_a_turn_at_sorcery_speed.toml");
}

/// A loyalty ability is activated only in a main phase of its controller's turn: not in
/// their upkeep, even with the stack empty (606.3).
#[rule("606.3")]
#[test]
fn r606_3_not_outside_a_main_phase_of_its_controllers_turn() {
    run("606/r606_3_not_outside_a_main_phase_of_its_controllers_turn.toml");
}

/// A loyalty cost of [0] puts on no counters and removes none (606.4).
#[rule("606.4")]
#[test]
fn r606_4_a_zero_loyalty_cost_puts_and_removes_no_counters() {
    run("606/r606_4_a_zero_loyalty_cost_puts_and_removes_no_counters.toml");
}

/// A negative loyalty cost needs that many counters (606.6).
#[rule("606.6")]
#[test]
fn r606_6_a_loyalty_cost_cant_remove_more_counters_than_there_are() {
    run("606/r606_6_a_loyalty_cost_cant_remove_more_counters_than_there_are.toml");
}

/// The CR's example of 607.5: Quicksilver Elemental gains Arc-Slogger's ability, then Sisters
/// of Stone Death's linked pair; the return ability finds only the card the gained exile
/// ability exiled, none of those Arc-Slogger's cost exiled.
#[rule("607.5", "607.2a", "613.1f")]
#[test]
fn r607_5_example_1() {
    run("607/r607_5_example_1.toml");
}

/// The CR's example of 608.2i: a creature attacked with counts for Search Party Captain
/// after it stopped being a creature.
#[rule("608.2i")]
#[test]
fn r608_2i_example_1() {
    run("608/r608_2i_example_1.toml");
}

/// A permanent put onto the battlefield without being cast was not kicked (607.2i): the card
/// in the graveyard has no memory of the kicked spell it was (400.7).
#[rule("607.2i", "400.7")]
#[test]
fn r607_2i_a_kicked_permanent_that_returns_without_being_cast_was_not_kicked() {
    run("607/r607_2i_a_kicked_permanent_that_returns_without_being_cast_was_not_kicked.toml");
}

/// A second kicker cost that can't be paid on top of the first is refused.
#[rule("601.2h")]
#[test]
fn r601_2h_a_second_kicker_cost_that_cannot_also_be_paid_is_refused() {
    run("601/r601_2h_a_second_kicker_cost_that_cannot_also_be_paid_is_refused.toml");
}

/// The CR's example of 608.2k: Wall of Tears's ability returns the creature it blocked at
/// end of combat though that creature is no longer a creature.
#[rule("608.2k", "509.3b", "506.4")]
#[test]
fn r608_2k_example_1() {
    run("608/r608_2k_example_1.toml");
}

/// The CR's example of 601.2h: Altar's Reap's total cost, {B} with Thunderscape Familiar's
/// reduction, is locked in before the Familiar is sacrificed to pay it.
#[rule("601.2h", "601.2f")]
#[test]
fn r601_2h_example_1() {
    run("601/r601_2h_example_1.toml");
}

/// The mana spent to cast a spell is the mana paid for it, of its types only: Dawnglow
/// Infusion paid with Forests had {G} spent and no {W} (601.2h).
#[rule("601.2h")]
#[test]
fn r601_2h_the_mana_spent_is_the_mana_paid() {
    run("601/r601_2h_the_mana_spent_is_the_mana_paid.toml");
}

/// The CR's example of 608.2d: "you may sacrifice a creature" is no option for a player who
/// controls none, who loses 4 life.
#[rule("608.2d")]
#[test]
fn r608_2d_example_1() {
    run("608/r608_2d_example_1.toml");
}

/// "You may sacrifice a creature. If you don't, …": the creature is chosen as it resolves;
/// declining is the other branch.
#[rule("608.2d", "118.12")]
#[test]
fn r608_2d_you_may_sacrifice_a_creature_is_a_choice_as_it_resolves() {
    run("608/r608_2d_you_may_sacrifice_a_creature_is_a_choice_as_it_resolves.toml");
}

/// Colored cost increases and reductions (Derelor, Edgewalker's "reduces only the amount of
/// colored mana you pay").
#[rule("601.2f", "118.7")]
#[test]
fn r601_2f_colored_cost_increases_and_reductions() {
    run("601/r601_2f_colored_cost_increases_and_reductions.toml");
}

/// Cost increases and reductions change the generic part of a spell's total cost.
#[rule("601.2f")]
#[test]
fn r601_2f_cost_increases_and_reductions_change_the_generic_part() {
    run("601/r601_2f_cost_increases_and_reductions_change_the_generic_part.toml");
}

/// "Any other target" can't be an earlier instance's target.
#[rule("601.2c")]
#[test]
fn r601_2c_arc_trails_other_target_differs_from_its_first() {
    run("601/r601_2c_arc_trails_other_target_differs_from_its_first.toml");
}

/// "Another target creature" needs a second creature: with one, the spell can't be cast.
#[rule("601.2c")]
#[test]
fn r601_2c_another_target_creature_needs_a_second_creature() {
    run("601/r601_2c_another_target_creature_needs_a_second_creature.toml");
}

/// The CR's example of 601.4: Inscription of Abundance's three modes are chosen before its
/// kicker, which must then be paid; its third mode fights.
#[rule("601.4", "701.14a")]
#[test]
fn r601_4_example_1() {
    run("601/r601_4_example_1.toml");
}

/// Inscription of Abundance with mana for its cost only: a second mode, which needs the
/// kicker, is refused.
#[rule("601.4")]
#[test]
fn r601_4_a_second_mode_needs_a_kicker_that_could_be_paid() {
    run("601/r601_4_a_second_mode_needs_a_kicker_that_could_be_paid.toml");
}

/// A modal spell with two kicker costs and mana for neither: a second mode, which needs a
/// kicker, is refused, whichever of the two it counts on.
#[rule("601.4")]
#[test]
fn r601_4_no_kicker_of_two_could_be_paid() {
    run("601/r601_4_no_kicker_of_two_could_be_paid.toml");
}

/// A modal spell with two kicker costs and mana for the second only: a second mode is chosen
/// counting on it, and it must then be paid.
#[rule("601.4")]
#[test]
fn r601_4_a_second_mode_counts_on_the_second_of_two_kickers() {
    run("601/r601_4_a_second_mode_counts_on_the_second_of_two_kickers.toml");
}

/// The CR's example of 601.3a: under Void Winnower, Rolling Thunder may be begun and cast
/// with an odd X; Grizzly Bears can't be cast (601.3).
#[rule("601.3a", "601.3", "202.3e")]
#[test]
fn r601_3a_example_1() {
    run("601/r601_3a_example_1.toml");
}

/// "You may pay 2 life. If you do, …": whether to pay is asked as it resolves.
#[rule("608.2d", "118.12")]
#[test]
fn r608_2d_you_may_pay_life_is_asked_as_it_resolves() {
    run("608/r608_2d_you_may_pay_life_is_asked_as_it_resolves.toml");
}

/// "Gains X life, where X is the greatest power among creatures they control": only the
/// target player's creatures count.
#[rule("608.2c")]
#[test]
fn r608_2c_the_greatest_power_among_the_target_players_creatures() {
    run("608/r608_2c_the_greatest_power_among_the_target_players_creatures.toml");
}

/// The CR's example 2 of 608.2f: Soulfire Eruption considers its targets one at a time, its
/// controller choosing the order among those about one player.
#[rule("608.2f")]
#[test]
fn r608_2f_example_2() {
    run("608/r608_2f_example_2.toml");
}

/// Soulfire Eruption's targets about different players are considered in APNAP order: the
/// active player's creature first, with no question.
#[rule("608.2f")]
#[test]
fn r608_2f_apnap_order_comes_before_the_controllers_choice() {
    run("608/r608_2f_apnap_order_comes_before_the_controllers_choice.toml");
}

/// Soul Sculptor's effect lasts through a noncreature spell.
#[rule("611.2a")]
#[test]
fn r611_2a_soul_sculptors_effect_outlasts_a_noncreature_spell() {
    run("611/r611_2a_soul_sculptors_effect_outlasts_a_noncreature_spell.toml");
}

/// CR example of 611.2b: Master Thief's trigger does nothing once A no longer controls it.
#[rule("611.2b")]
#[test]
fn r611_2b_example_1() {
    run("611/r611_2b_example_1.toml");
}

/// The CR's example of 609.2: a land card in a graveyard is not made a creature, and "spells
/// cost more" applies to a spell being cast, not to an activated ability.
#[rule("609.2")]
#[test]
fn r609_2_example_1() {
    run("609/r609_2_example_1.toml");
}

/// The CR's example of 609.3: discarding two cards while holding one discards that one; a
/// mill of more cards than the library holds mills them all.
#[rule("609.3", "701.17b")]
#[test]
fn r609_3_example_1() {
    run("609/r609_3_example_1.toml");
}

/// A copy of a permanent spell becomes a token as it resolves (608.3f): Double Major.
#[rule("608.3f", "707.9b")]
#[test]
fn r608_3f_a_copy_of_a_permanent_spell_becomes_a_token() {
    run("608/r608_3f_a_copy_of_a_permanent_spell_becomes_a_token.toml");
}

#[rule("616.1g", "614.16")]
#[test]
fn r616_1g_example_1() {
    run("616/r616_1g_example_1.toml");
}

#[rule("614.16", "616.1")]
#[test]
fn r614_16_anointed_procession_and_doubling_season_double_raise_the_alarm_once_each() {
    run("614/r614_16_anointed_procession_and_doubling_season_double_raise_the_alarm_once_each.toml");
}

#[rule("614.16")]
#[test]
fn r614_16_doubling_season_doubles_counters_on_its_controllers_permanents() {
    run("614/r614_16_doubling_season_doubles_counters_on_its_controllers_permanents.toml");
}

#[rule("614.16")]
#[test]
fn r614_16_secure_the_wastes_for_x_0_creates_nothing_to_double() {
    run("614/r614_16_secure_the_wastes_for_x_0_creates_nothing_to_double.toml");
}

/// Mycosynth Lattice's "Players may spend mana as though it were mana of any color"
/// (609.4b): a Forest's {G} pays Lightning Bolt's {R}, and only one spell.
#[rule("609.4b")]
#[test]
fn r609_4b_mycosynth_lattice_lets_a_forest_pay_for_lightning_bolt() {
    run("609/r609_4b_mycosynth_lattice_lets_a_forest_pay_for_lightning_bolt.toml");
}

/// A static ability applies to whatever its text indicates (611.3a): Mycosynth Lattice's
/// reaches permanents, spells and cards in hands and graveyards.
#[rule("611.3a")]
#[test]
fn r611_3a_mycosynth_lattice_reaches_every_zone() {
    run("611/r611_3a_mycosynth_lattice_reaches_every_zone.toml");
}

/// Mystic Reflection's replacement (614.1c, 707.5): the two tokens Raise the Alarm creates
/// enter together, each as a copy of the chosen creature; the creature entering next
/// doesn't.
#[rule("614.1c", "707.5")]
#[test]
fn r614_1c_mystic_reflection_makes_both_tokens_copies() {
    run("614/r614_1c_mystic_reflection_makes_both_tokens_copies.toml");
}

/// 609.4b while Mycosynth Lattice is on the battlefield only: in the hand it lets nothing.
#[rule("609.4b")]
#[test]
fn r609_4b_only_while_mycosynth_lattice_is_on_the_battlefield() {
    run("609/r609_4b_only_while_mycosynth_lattice_is_on_the_battlefield.toml");
}

/// 609.4b's "any color" is no help for {C}, which only colorless mana pays (107.4c).
#[rule("609.4b")]
#[test]
fn r609_4b_mycosynth_lattice_doesnt_make_colored_mana_colorless() {
    run("609/r609_4b_mycosynth_lattice_doesnt_make_colored_mana_colorless.toml");
}

/// An effect that lasts "for as long as you control" its source ends as soon as state-based
/// actions take the source away (611.2b), and what its end changes is checked before anyone
/// receives priority: the Bears, no longer pumped by the anthem Master Thief had taken, die
/// of the damage they survived (704.5g).
#[rule("611.2b", "704.5g")]
#[test]
fn r611_2b_what_the_effect_ending_changes_is_checked_before_priority() {
    run("611/r611_2b_what_the_effect_ending_changes_is_checked_before_priority.toml");
}
