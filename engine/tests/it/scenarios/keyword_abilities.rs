//! Scenarios of keyword abilities (CR 702).

use engine::rule;

use crate::scenario::run;

/// Bonesplitter's equip ability: sorcery speed, your creature; it moves, and stays when the
/// creature dies.
#[rule("702.6a", "602.5d", "701.3a", "704.5n")]
#[test]
fn r702_6a_bonesplitter_equips_a_creature_you_control_as_a_sorcery() {
    run("702/r702_6a_bonesplitter_equips_a_creature_you_control_as_a_sorcery.toml");
}

/// Prowess triggers on a noncreature spell, not a creature spell.
#[rule("702.108a")]
#[test]
fn r702_108a_prowess_triggers_on_a_noncreature_spell() {
    run("702/r702_108a_prowess_triggers_on_a_noncreature_spell.toml");
}

/// Persist returns Kitchen Finks once, with a -1/-1 counter.
#[rule("702.79a")]
#[test]
fn r702_79a_kitchen_finks_persists_once() {
    run("702/r702_79a_kitchen_finks_persists_once.toml");
}

/// Young Wolf returns once with a +1/+1 counter, then stays dead.
#[rule("702.93a")]
#[test]
fn r702_93a_undying_returns_a_creature_without_counters() {
    run("702/r702_93a_undying_returns_a_creature_without_counters.toml");
}

/// Haste lets a new creature use a {T} ability.
#[rule("702.10c")]
#[test]
fn r702_10c_haste_lets_a_new_creature_tap_for_its_ability() {
    run("702/r702_10c_haste_lets_a_new_creature_tap_for_its_ability.toml");
}

/// Hexproof stops an opponent's spell, not its controller's.
#[rule("702.11b")]
#[test]
fn r702_11b_hexproof_stops_an_opponents_spell_not_your_own() {
    run("702/r702_11b_hexproof_stops_an_opponents_spell_not_your_own.toml");
}

/// Hexproof stops only opponents: a teammate may target the creature (702.11b, 102.3).
#[rule("702.11b")]
#[test]
fn r702_11b_a_teammate_may_target_a_creature_with_hexproof() {
    run("702/r702_11b_a_teammate_may_target_a_creature_with_hexproof.toml");
}

/// Shroud stops even its controller's spell.
#[rule("702.18a")]
#[test]
fn r702_18a_shroud_stops_even_your_own_spell() {
    run("702/r702_18a_shroud_stops_even_your_own_spell.toml");
}

/// Burst Lightning kicked: {R} plus its kicker {4} is paid, and it deals 4 damage instead of 2.
#[rule("702.33a", "702.33d", "601.2f")]
#[test]
fn r702_33a_burst_lightning_kicked_deals_4_damage_for_its_total_cost() {
    run("702/r702_33a_burst_lightning_kicked_deals_4_damage_for_its_total_cost.toml");
}

/// Gnarlid Pack's multikicker is asked about again after each payment, refused once the total
/// cost can't be paid, and the Pack enters with a +1/+1 counter for each time it was kicked.
#[rule("702.33c", "702.33e", "601.2f")]
#[test]
fn r702_33c_gnarlid_pack_multikicked_twice_enters_with_two_counters() {
    run("702/r702_33c_gnarlid_pack_multikicked_twice_enters_with_two_counters.toml");
}

/// Burst Lightning not kicked: {R} is paid, and it deals 2 damage.
#[rule("702.33d")]
#[test]
fn r702_33d_burst_lightning_not_kicked_deals_2_damage() {
    run("702/r702_33d_burst_lightning_not_kicked_deals_2_damage.toml");
}

/// A kicker cost the player can't pay on top of the mana cost is refused; the spell is cast
/// without it.
#[rule("601.2h", "702.33a")]
#[test]
fn r702_33a_kicker_that_cannot_be_paid_is_refused() {
    run("702/r702_33a_kicker_that_cannot_be_paid_is_refused.toml");
}

/// Firebolt is cast from the graveyard for its flashback cost and exiled as it resolves.
#[rule("702.34a", "118.9")]
#[test]
fn r702_34a_firebolt_is_cast_from_the_graveyard_with_flashback_and_exiled() {
    run("702/r702_34a_firebolt_is_cast_from_the_graveyard_with_flashback_and_exiled.toml");
}

/// Think Twice cast with flashback and countered is exiled.
#[rule("702.34a")]
#[test]
fn r702_34a_a_countered_flashback_spell_is_exiled() {
    run("702/r702_34a_a_countered_flashback_spell_is_exiled.toml");
}

/// Think Twice cast from the hand costs its mana cost, and goes to the graveyard.
#[rule("702.34a")]
#[test]
fn r702_34a_think_twice_cast_from_the_hand_costs_its_mana_cost() {
    run("702/r702_34a_think_twice_cast_from_the_hand_costs_its_mana_cost.toml");
}

/// Gempalm Strider is cycled while Leyline of the Void exiles it instead: its "when you
/// cycle" ability triggers from exile.
#[rule("702.29c", "702.29a")]
#[test]
fn r702_29c_a_cycled_card_exiled_instead_still_triggers() {
    run("702/r702_29c_a_cycled_card_exiled_instead_still_triggers.toml");
}

/// Flameblade Adept's "whenever you cycle or discard a card" triggers once for a cycled card.
#[rule("702.29d")]
#[test]
fn r702_29d_cycling_triggers_cycle_or_discard_once() {
    run("702/r702_29d_cycling_triggers_cycle_or_discard_once.toml");
}

/// White Knight's protection from black stops Murder targeting it (702.16b).
#[rule("702.16b")]
#[test]
fn r702_16b_protection_from_black_stops_a_black_spells_target() {
    run("702/r702_16b_protection_from_black_stops_a_black_spells_target.toml");
}

/// An Equipment that comes to have the stated quality becomes unattached from a permanent
/// with protection (702.16d), by 704.5n.
#[rule("702.16d", "704.5n")]
#[test]
fn r702_16d_purelace_makes_bonesplitter_white_on_black_knight() {
    run("702/r702_16d_purelace_makes_bonesplitter_white_on_black_knight.toml");
}

/// White Knight's protection from black stops Black Knight blocking it (702.16f).
#[rule("702.16f")]
#[test]
fn r702_16f_protection_from_black_stops_a_black_blocker() {
    run("702/r702_16f_protection_from_black_stops_a_black_blocker.toml");
}

/// Black Knight's protection from white prevents a white creature's combat damage (702.16e).
#[rule("702.16e")]
#[test]
fn r702_16e_protection_from_white_prevents_a_white_creatures_damage() {
    run("702/r702_16e_protection_from_white_prevents_a_white_creatures_damage.toml");
}

/// Leyline of Sanctity gives its controller hexproof: an opponent's Lightning Bolt can't
/// target them, their own can (702.11c).
#[rule("702.11c")]
#[test]
fn r702_11c_a_player_with_hexproof_cant_be_targeted_by_an_opponent() {
    run("702/r702_11c_a_player_with_hexproof_cant_be_targeted_by_an_opponent.toml");
}

/// Black Knight's protection from white stops the ability of a white source targeting it
/// (702.16b).
#[rule("702.16b")]
#[test]
fn r702_16b_protection_from_white_stops_a_white_sources_ability() {
    run("702/r702_16b_protection_from_white_stops_a_white_sources_ability.toml");
}

/// Ward {2} counters an opponent's spell whose controller declines to pay, and not one whose
/// controller pays.
#[rule("702.21a", "701.6a")]
#[test]
fn r702_21a_ward_counters_an_opponents_spell_unless_its_controller_pays() {
    run("702/r702_21a_ward_counters_an_opponents_spell_unless_its_controller_pays.toml");
}

/// Ward counters an opponent's activated ability (it is removed from the stack), and never
/// triggers on its controller's own.
#[rule("702.21a", "701.6a")]
#[test]
fn r702_21a_ward_counters_an_opponents_ability_not_its_controllers_own() {
    run("702/r702_21a_ward_counters_an_opponents_ability_not_its_controllers_own.toml");
}

/// Ward hears a triggered ability that targets its permanent as it is put on the stack.
#[rule("702.21a", "603.3d")]
#[test]
fn r702_21a_ward_counters_an_opponents_triggered_ability() {
    run("702/r702_21a_ward_counters_an_opponents_triggered_ability.toml");
}

/// A spell whose target changes to the permanent makes it "become the target" (115.7d), and
/// ward hears it.
#[rule("702.21a", "115.7d")]
#[test]
fn r702_21a_ward_hears_a_spell_whose_target_changes_to_its_permanent() {
    run("702/r702_21a_ward_hears_a_spell_whose_target_changes_to_its_permanent.toml");
}

/// Mulldrifter cast for its evoke cost: an alternative cost announced as it is cast, and
/// sacrificed as it enters (702.74a).
#[rule("702.74a", "601.2h")]
#[test]
fn r702_74a_mulldrifter_evoked_draws_two_and_is_sacrificed() {
    run("702/r702_74a_mulldrifter_evoked_draws_two_and_is_sacrificed.toml");
}

/// Mulldrifter cast for its mana cost stays on the battlefield (702.74a).
#[rule("702.74a")]
#[test]
fn r702_74a_mulldrifter_cast_for_its_mana_cost_stays() {
    run("702/r702_74a_mulldrifter_cast_for_its_mana_cost_stays.toml");
}

/// Fading: a fade counter removed each upkeep, the permanent sacrificed when none is left to
/// remove (702.32a).
#[rule("702.32a")]
#[test]
fn r702_32a_skyshroud_behemoth_fades_then_is_sacrificed() {
    run("702/r702_32a_skyshroud_behemoth_fades_then_is_sacrificed.toml");
}

/// The CR's example of 702.51b: convoke pays the total cost after Heartless Summoning's
/// reduction, green creatures its green mana.
#[rule("702.51b", "702.51a", "702.51c")]
#[test]
fn r702_51b_example_1() {
    run("702/r702_51b_example_1.toml");
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

/// Morph: cast face down for {3} as a 2/2 with no characteristics but those (702.37a,
/// 708.2a), turned face up for its morph cost as a special action (702.37e), the same
/// permanent with its own characteristics and nothing triggering on entering (708.8).
#[rule("702.37a", "702.37c", "702.37e", "708.2a", "708.8", "116.2b")]
#[test]
fn r702_37a_grinning_demon_cast_face_down_then_turned_face_up() {
    run("702/r702_37a_grinning_demon_cast_face_down_then_turned_face_up.toml");
}

/// Casting a face-down spell costs {3}, whatever the card's mana cost (702.37c).
#[rule("702.37a", "702.37c")]
#[test]
fn r702_37a_casting_face_down_costs_three_generic_mana() {
    run("702/r702_37a_casting_face_down_costs_three_generic_mana.toml");
}

/// With two lands a card can't be cast face down: the {3} can't be paid (702.37a, 601.2h).
#[rule("702.37a")]
#[test]
fn r702_37a_two_lands_cannot_cast_a_face_down_spell() {
    run("702/r702_37a_two_lands_cannot_cast_a_face_down_spell.toml");
}

/// Prowess triggers on its controller's noncreature spells only (702.108a).
#[rule("702.108a")]
#[test]
fn r702_108a_prowess_ignores_an_opponents_spell() {
    run("702/r702_108a_prowess_ignores_an_opponents_spell.toml");
}

/// Only a card with morph can be cast face down (702.37d).
#[rule("702.37d")]
#[test]
fn r702_37d_only_a_card_with_morph_is_cast_face_down() {
    run("702/r702_37d_only_a_card_with_morph_is_cast_face_down.toml");
}

/// Only untapped creatures convoke: a tapped one, or an opponent's, pays nothing of the total
/// cost, so the spell can't be cast (702.51a, 702.51b).
#[rule("702.51b")]
#[test]
fn r702_51b_a_tapped_creature_cannot_convoke() {
    run("702/r702_51b_a_tapped_creature_cannot_convoke.toml");
}

/// The CR's example 1 of 702.1b: an echo cost with X, X its controller's life total, is
/// worked out as the echo ability resolves, not as it triggers.
#[rule("702.1b", "702.30a")]
#[test]
fn r702_1b_example_1() {
    run("702/r702_1b_example_1.toml");
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

/// The CR's example of 702.44c: Modular—Sunburst's counters, one per color of mana spent,
/// moved onto an artifact creature when it dies (702.43a).
#[rule("702.44c", "702.43a")]
#[test]
fn r702_44c_example_1() {
    run("702/r702_44c_example_1.toml");
}

/// An aura swap whose Aura has left the battlefield does nothing (702.65a, 400.7).
#[rule("702.65a")]
#[test]
fn r702_65a_a_second_aura_swap_finds_the_aura_gone() {
    run("702/r702_65a_a_second_aura_swap_finds_the_aura_gone.toml");
}

#[rule("702.47a", "702.47b")]
#[test]
fn r702_47a_example_1() {
    run("702/r702_47a_example_1.toml");
}

#[rule("702.47b")]
#[test]
fn r702_47b_two_cards_spliced_in_the_order_chosen() {
    run("702/r702_47b_two_cards_spliced_in_the_order_chosen.toml");
}

#[rule("702.47b")]
#[test]
fn r702_47b_no_splice_without_a_legal_target() {
    run("702/r702_47b_no_splice_without_a_legal_target.toml");
}

#[rule("702.47d", "608.2b")]
#[test]
fn r702_47d_a_spliced_target_gone_and_the_spell_does_nothing() {
    run("702/r702_47d_a_spliced_target_gone_and_the_spell_does_nothing.toml");
}

#[rule("702.47c", "702.47b")]
#[test]
fn r702_47c_example_1() {
    run("702/r702_47c_example_1.toml");
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

#[rule("702.1b")]
#[test]
fn r702_1b_example_2() {
    run("702/r702_1b_example_2.toml");
}

/// Affinity for artifacts: the spell costs {1} less for each artifact its caster controls.
#[rule("702.41a")]
#[test]
fn r702_41a_frogmite_costs_one_less_for_each_artifact() {
    run("702/r702_41a_frogmite_costs_one_less_for_each_artifact.toml");
}

/// Delve: cards exiled from the graveyard as the spell is cast each pay {1} of its total
/// cost.
#[rule("702.66a", "702.66b")]
#[test]
fn r702_66a_treasure_cruise_delves_three_cards() {
    run("702/r702_66a_treasure_cruise_delves_three_cards.toml");
}

/// Storm: the spell is copied for each other spell cast before it this turn, by any player,
/// and new targets may be chosen for the copies.
#[rule("702.40a", "707.10c")]
#[test]
fn r702_40a_grapeshot_copied_for_each_spell_cast_before_it() {
    run("702/r702_40a_grapeshot_copied_for_each_spell_cast_before_it.toml");
}

/// Cascade: the first nonland card with a lesser mana value exiled from the top of the library
/// may be cast without paying its mana cost; the rest go to the bottom.
#[rule("702.85a", "608.2g")]
#[test]
fn r702_85a_bloodbraid_elf_cascades_into_lightning_bolt() {
    run("702/r702_85a_bloodbraid_elf_cascades_into_lightning_bolt.toml");
}

/// Cascade into a modal spell: its mode is chosen as for any spell cast without paying its
/// mana cost, with no mana at hand.
#[rule("702.85a")]
#[test]
fn r702_85a_cascading_into_a_modal_spell_chooses_its_mode_for_free() {
    run("702/r702_85a_cascading_into_a_modal_spell_chooses_its_mode_for_free.toml");
}

/// Cascade into a spell with {X}: cast without paying its mana cost, X is 0 (107.3b).
#[rule("702.85a", "107.3b")]
#[test]
fn r702_85a_cascading_into_an_x_spell_casts_it_with_x_0() {
    run("702/r702_85a_cascading_into_an_x_spell_casts_it_with_x_0.toml");
}

/// Delve pays generic mana only: once none is owed, no more cards are asked for.
#[rule("702.66a")]
#[test]
fn r702_66a_murderous_cut_delves_its_whole_generic_cost() {
    run("702/r702_66a_murderous_cut_delves_its_whole_generic_cost.toml");
}

/// The CR's example of 702.184c: Tapestry Warden makes creatures whose toughness is greater
/// than their power station with their toughness; a Spacecraft's station symbols give it
/// their abilities at N or more charge counters (721.2a).
#[rule("702.184c", "702.184a", "721.2a")]
#[test]
fn r702_184c_example_1() {
    run("702/r702_184c_example_1.toml");
}

/// Scavenge (702.97a): from the graveyard, only as a sorcery, its cost exiles the card and
/// its ability puts +1/+1 counters equal to that card's power on the target.
#[rule("702.97a")]
#[test]
fn r702_97a_scavenge_exiles_the_card_for_counters_equal_to_its_power() {
    run("702/r702_97a_scavenge_exiles_the_card_for_counters_equal_to_its_power.toml");
}

/// The CR's example of 702.22h: a band of a flier and a swampwalker; blocking the flier
/// blocks the swampwalker too, and the active player divides the blocker's damage
/// (702.22k).
#[rule("702.22h", "702.22c", "702.22k")]
#[test]
fn r702_22h_example_1() {
    run("702/r702_22h_example_1.toml");
}

/// Banding on a blocker: the defending player divides the damage of the attacker it blocks
/// (702.22j).
#[rule("702.22j")]
#[test]
fn r702_22j_the_defending_player_divides_damage_of_an_attacker_blocked_by_a_bander() {
    run("702/r702_22j_the_defending_player_divides_damage_of_an_attacker_blocked_by_a_bander.toml");
}

/// The CR's example of 702.1c: Concerted Effort grants each landwalk and protection variant
/// among A's creatures to each of them.
#[rule("702.1c", "702.14c", "702.16b")]
#[test]
fn r702_1c_example_1() {
    run("702/r702_1c_example_1.toml");
}

/// Protection an effect grants prevents damage like a card's own (702.16e, 702.1c).
#[rule("702.16e", "702.1c")]
#[test]
fn r702_16e_protection_granted_by_concerted_effort_prevents_pyroclasms_damage() {
    run("702/r702_16e_protection_granted_by_concerted_effort_prevents_pyroclasms_damage.toml");
}

/// Annihilator 1: the defending player chooses the permanent they sacrifice (702.86a).
#[rule("702.86a", "701.21a")]
#[test]
fn r702_86a_annihilator_defending_player_sacrifices_a_permanent() {
    run("702/r702_86a_annihilator_defending_player_sacrifices_a_permanent.toml");
}

/// The CR's example of 702.177b: Elvish Refueler lets an exhaust ability activated last
/// turn be activated again in its controller's turn, not in another's, and only before they
/// begin to activate an exhaust ability this turn (Loot's mana ability after it).
#[rule("702.177b", "702.177a")]
#[test]
fn r702_177b_example_1() {
    run("702/r702_177b_example_1.toml");
}

/// 702.177b the other way round: Loot's exhaust mana ability activated again first, then
/// Elvish Refueler's can't be.
#[rule("702.177b")]
#[test]
fn r702_177b_a_mana_ability_first_leaves_elvish_refueler_unable() {
    run("702/r702_177b_a_mana_ability_first_leaves_elvish_refueler_unable.toml");
}

/// Exhaust (702.177a): each exhaust ability of an object is activated once, whatever turn
/// it is; the object's other exhaust abilities are their own.
#[rule("702.177a")]
#[test]
fn r702_177a_an_exhaust_ability_is_activated_only_once() {
    run("702/r702_177a_an_exhaust_ability_is_activated_only_once.toml");
}

/// The CR's example of 702.1a: Varolz, the Scar-Striped gives each creature card in its
/// controller's graveyard scavenge whose cost is that card's mana cost, worked out for each
/// card (702.1b); the activation cost is that mana and exiling the card.
#[rule("702.1a", "702.1b")]
#[test]
fn r702_1a_example_1() {
    run("702/r702_1a_example_1.toml");
}

/// Varolz's grant is a static ability's, which functions only on the battlefield (113.6):
/// once Varolz leaves it the cards in the graveyard have no scavenge, Varolz among them.
#[rule("113.6")]
#[test]
fn r113_6_scavenge_from_varolz_ends_as_varolz_leaves() {
    run("702/r113_6_scavenge_from_varolz_ends_as_varolz_leaves.toml");
}

/// Afterlife 2: as Ministrant of Obligation dies, its controller creates two 1/1 white and
/// black Spirit creature tokens with flying (702.135a).
#[rule("702.135a")]
#[test]
fn r702_135a_ministrant_of_obligation_dies_and_leaves_two_spirits() {
    run("702/r702_135a_ministrant_of_obligation_dies_and_leaves_two_spirits.toml");
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

/// Flanking: a blocker without flanking gets -1/-1 until end of turn, so Grizzly Bears
/// blocking Benalish Cavalry die and the Cavalry survives (702.25a).
#[rule("702.25a")]
#[test]
fn r702_25a_benalish_cavalry_blocked_by_grizzly_bears_gives_it_minus_1_minus_1() {
    run("702/r702_25a_benalish_cavalry_blocked_by_grizzly_bears_gives_it_minus_1_minus_1.toml");
}

/// A blocker with flanking doesn't trigger flanking: two Benalish Cavalry trade (702.25a).
#[rule("702.25a")]
#[test]
fn r702_25a_a_blocker_with_flanking_doesnt_trigger_flanking() {
    run("702/r702_25a_a_blocker_with_flanking_doesnt_trigger_flanking.toml");
}

/// Bloodthirst: once Lightning Bolt has dealt damage to B, A's Gorehorn Minotaurs enters
/// with two +1/+1 counters (702.54a).
#[rule("702.54a")]
#[test]
fn r702_54a_gorehorn_minotaurs_enters_with_two_counters_after_bolt_hits_b() {
    run("702/r702_54a_gorehorn_minotaurs_enters_with_two_counters_after_bolt_hits_b.toml");
}

/// Bloodthirst counts damage dealt to an opponent only: after A's Bolt kills A's own
/// Grizzly Bears, Gorehorn Minotaurs enters without counters (702.54a).
#[rule("702.54a")]
#[test]
fn r702_54a_gorehorn_minotaurs_enters_without_counters_if_no_opponent_was_dealt_damage() {
    run("702/r702_54a_gorehorn_minotaurs_enters_without_counters_if_no_opponent_was_dealt_damage.toml");
}

/// Extort: as A casts a spell, A pays {W/B} and each opponent loses 1 life; A gains the
/// total, 2 in a three-player game (C at 2 life loses 1 too, 702.101a).
#[rule("702.101a")]
#[test]
fn r702_101a_syndic_of_tithes_drains_each_opponent_for_w_b() {
    run("702/r702_101a_syndic_of_tithes_drains_each_opponent_for_w_b.toml");
}

/// Extort triggers on its controller's spells only: B's Lightning Bolt doesn't trigger A's
/// Syndic of Tithes (702.101a).
#[rule("702.101a")]
#[test]
fn r702_101a_extort_doesnt_trigger_on_an_opponents_spell() {
    run("702/r702_101a_extort_doesnt_trigger_on_an_opponents_spell.toml");
}

/// Extort's payment is optional: declined, nothing else happens (702.101a).
#[rule("702.101a")]
#[test]
fn r702_101a_extort_paid_for_nothing_if_declined() {
    run("702/r702_101a_extort_paid_for_nothing_if_declined.toml");
}

/// Poisonous: the player Swamp Mosquito deals combat damage to gets a poison counter
/// (702.70a).
#[rule("702.70a")]
#[test]
fn r702_70a_swamp_mosquito_gives_the_player_it_hits_a_poison_counter() {
    run("702/r702_70a_swamp_mosquito_gives_the_player_it_hits_a_poison_counter.toml");
}

/// Poisonous triggers on combat damage to a player only: blocked, Swamp Mosquito gives no
/// poison counter (702.70a).
#[rule("702.70a")]
#[test]
fn r702_70a_swamp_mosquito_blocked_deals_no_damage_to_a_player() {
    run("702/r702_70a_swamp_mosquito_blocked_deals_no_damage_to_a_player.toml");
}

/// Dethrone: of two Grenzo's Cutthroats, only the one attacking a player tied for the most
/// life gets a +1/+1 counter (702.105a).
#[rule("702.105a")]
#[test]
fn r702_105a_grenzos_cutthroat_attacking_the_player_with_the_most_life_gets_a_counter() {
    run("702/r702_105a_grenzos_cutthroat_attacking_the_player_with_the_most_life_gets_a_counter.toml");
}

/// Melee: attacking B and C, A's Wings of the Guard gets +2/+2 (702.121a).
#[rule("702.121a")]
#[test]
fn r702_121a_wings_of_the_guard_gets_2_2_when_a_attacks_two_opponents() {
    run("702/r702_121a_wings_of_the_guard_gets_2_2_when_a_attacks_two_opponents.toml");
}

/// Melee counts opponents, not attackers: two creatures attacking B count once (702.121a).
#[rule("702.121a")]
#[test]
fn r702_121a_wings_of_the_guard_counts_an_opponent_attacked_twice_once() {
    run("702/r702_121a_wings_of_the_guard_counts_an_opponent_attacked_twice_once.toml");
}

/// Dash: Mardu Scout cast for its dash cost attacks at once, having haste, and returns to
/// its owner's hand at the beginning of the end step (702.109a).
#[rule("702.109a")]
#[test]
fn r702_109a_mardu_scout_dashed_attacks_at_once_and_returns_to_hand() {
    run("702/r702_109a_mardu_scout_dashed_attacks_at_once_and_returns_to_hand.toml");
}

/// Dash declined: Mardu Scout cast for its mana cost has no haste and stays (702.109a).
#[rule("702.109a")]
#[test]
fn r702_109a_mardu_scout_cast_for_its_mana_cost_has_no_haste_and_stays() {
    run("702/r702_109a_mardu_scout_cast_for_its_mana_cost_has_no_haste_and_stays.toml");
}

/// Unearth: Dregscape Zombie returns from the graveyard with haste, attacks, and is exiled
/// at the beginning of the end step (702.84a).
#[rule("702.84a")]
#[test]
fn r702_84a_dregscape_zombie_unearthed_attacks_and_is_exiled_at_the_end_step() {
    run("702/r702_84a_dregscape_zombie_unearthed_attacks_and_is_exiled_at_the_end_step.toml");
}

/// Unearth's replacement: an unearthed Dregscape Zombie that would die is exiled instead;
/// unearth is activated only as a sorcery (702.84a).
#[rule("702.84a")]
#[test]
fn r702_84a_an_unearthed_dregscape_zombie_that_would_die_is_exiled_instead() {
    run("702/r702_84a_an_unearthed_dregscape_zombie_that_would_die_is_exiled_instead.toml");
}

/// Devoid: Culling Drone is colorless, so Nekrataal's "nonblack creature" target can be it
/// (702.114a).
#[rule("702.114a")]
#[test]
fn r702_114a_culling_drone_is_colorless_so_nekrataal_can_destroy_it() {
    run("702/r702_114a_culling_drone_is_colorless_so_nekrataal_can_destroy_it.toml");
}

/// Ingest: the player Culling Drone deals combat damage to exiles their top card
/// (702.115a).
#[rule("702.115a")]
#[test]
fn r702_115a_culling_drone_makes_the_player_it_hits_exile_their_top_card() {
    run("702/r702_115a_culling_drone_makes_the_player_it_hits_exile_their_top_card.toml");
}

/// Renown: Topan Freeblade gets its counter and becomes renowned the first time it hits a
/// player, and only then (702.112a, 702.112b).
#[rule("702.112a", "702.112b")]
#[test]
fn r702_112a_topan_freeblade_becomes_renowned_once() {
    run("702/r702_112a_topan_freeblade_becomes_renowned_once.toml");
}

/// Evolve: Cloudfin Raptor evolves as a bigger creature enters under its controller's
/// control, and not for one no bigger (702.100a).
#[rule("702.100a")]
#[test]
fn r702_100a_cloudfin_raptor_evolves_for_a_bigger_creature_only() {
    run("702/r702_100a_cloudfin_raptor_evolves_for_a_bigger_creature_only.toml");
}

/// Outlast: Salt Road Patrol's {1}{W}, {T} puts a +1/+1 counter on it, only as a sorcery
/// (702.107a).
#[rule("702.107a")]
#[test]
fn r702_107a_salt_road_patrol_outlasts_as_a_sorcery() {
    run("702/r702_107a_salt_road_patrol_outlasts_as_a_sorcery.toml");
}

/// Riot: a Zhur-Taa Goblin enters with a +1/+1 counter or, declined, with haste (702.136a).
#[rule("702.136a")]
#[test]
fn r702_136a_zhur_taa_goblin_enters_with_a_counter_or_haste() {
    run("702/r702_136a_zhur_taa_goblin_enters_with_a_counter_or_haste.toml");
}

/// Split second: with Sudden Shock on the stack, spells and non-mana abilities can't be
/// cast or activated, mana abilities can (702.61a, 702.61b).
#[rule("702.61a", "702.61b")]
#[test]
fn r702_61a_with_sudden_shock_on_the_stack_only_mana_abilities_are_open() {
    run("702/r702_61a_with_sudden_shock_on_the_stack_only_mana_abilities_are_open.toml");
}

/// Training: Gryff Rider attacking with Hill Giant, of greater power, gets a +1/+1 counter
/// (702.149a).
#[rule("702.149a")]
#[test]
fn r702_149a_gryff_rider_trains_attacking_with_a_stronger_creature() {
    run("702/r702_149a_gryff_rider_trains_attacking_with_a_stronger_creature.toml");
}

/// Training needs greater power: attacking with Grizzly Bears, of equal power, the Rider
/// gets nothing (702.149a).
#[rule("702.149a")]
#[test]
fn r702_149a_gryff_rider_doesnt_train_with_a_creature_of_equal_power() {
    run("702/r702_149a_gryff_rider_doesnt_train_with_a_creature_of_equal_power.toml");
}

/// Mentor: Sunhome Stalwart's counter goes on an attacking creature with less power, not on
/// one with equal power (702.134a).
#[rule("702.134a")]
#[test]
fn r702_134a_sunhome_stalwart_mentors_an_attacker_with_less_power() {
    run("702/r702_134a_sunhome_stalwart_mentors_an_attacker_with_less_power.toml");
}

/// Rebound: Staggershock cast from the hand is exiled as it resolves and cast again, free,
/// at the beginning of its caster's next upkeep (702.88a, 702.88b).
#[rule("702.88a", "702.88b")]
#[test]
fn r702_88a_staggershock_rebounds_and_is_cast_again_in_the_next_upkeep() {
    run("702/r702_88a_staggershock_rebounds_and_is_cast_again_in_the_next_upkeep.toml");
}

/// Rebound applies only as the spell resolves: with its target gone, Staggershock goes to
/// the graveyard (702.88a).
#[rule("702.88a")]
#[test]
fn r702_88a_staggershock_whose_target_is_gone_doesnt_rebound() {
    run("702/r702_88a_staggershock_whose_target_is_gone_doesnt_rebound.toml");
}

/// Evolve watches its controller's creatures only: an opponent's entering doesn't make
/// Cloudfin Raptor evolve (702.100a).
#[rule("702.100a")]
#[test]
fn r702_100a_cloudfin_raptor_doesnt_evolve_for_an_opponents_creature() {
    run("702/r702_100a_cloudfin_raptor_doesnt_evolve_for_an_opponents_creature.toml");
}

/// A Cloudfin Raptor that isn't a creature doesn't evolve: a noncreature permanent has no
/// power or toughness a creature's could be greater than (702.100c).
#[rule("702.100c")]
#[test]
fn r702_100c_a_cloudfin_raptor_that_isnt_a_creature_doesnt_evolve() {
    run("702/r702_100c_a_cloudfin_raptor_that_isnt_a_creature_doesnt_evolve.toml");
}

/// Renown's ability does nothing once its creature has left the battlefield: nothing
/// becomes renowned (702.112a, 702.112b).
#[rule("702.112a", "702.112b")]
#[test]
fn r702_112a_a_topan_freeblade_that_died_doesnt_become_renowned() {
    run("702/r702_112a_a_topan_freeblade_that_died_doesnt_become_renowned.toml");
}

/// Evolve triggers for each creature token entering, and checks its "if" again as it
/// resolves: of two 1/1 tokens, the first makes Cloudfin Raptor 1/2, and then the second
/// is no bigger (702.100a).
#[rule("702.100a")]
#[test]
fn r702_100a_cloudfin_raptor_evolves_as_creature_tokens_enter() {
    run("702/r702_100a_cloudfin_raptor_evolves_as_creature_tokens_enter.toml");
}

/// Rebound's cast is optional: declined, the card stays in exile (702.88a).
#[rule("702.88a")]
#[test]
fn r702_88a_a_rebound_cast_declined_leaves_the_card_in_exile() {
    run("702/r702_88a_a_rebound_cast_declined_leaves_the_card_in_exile.toml");
}

/// Rebound's cast is only offered if the card can be cast: Virulent Swipe, its only
/// possible target gone, stays in exile and nobody is asked (702.88a).
#[rule("702.88a")]
#[test]
fn r702_88a_a_rebound_card_that_cant_be_cast_stays_in_exile() {
    run("702/r702_88a_a_rebound_card_that_cant_be_cast_stays_in_exile.toml");
}

/// Ninjutsu: Ninja of the Deep Hours, from the hand, takes the place of an unblocked
/// attacker, entering tapped and attacking the same player, unblocked (702.49a, 702.49c,
/// 508.4, 508.4d).
#[rule("702.49a", "702.49c", "508.4", "508.4d")]
#[test]
fn r702_49a_ninja_of_the_deep_hours_enters_tapped_and_attacking() {
    run("702/r702_49a_ninja_of_the_deep_hours_enters_tapped_and_attacking.toml");
}

/// The ninja enters attacking what the returned creature attacked, a planeswalker here; it
/// can't be activated before blockers are declared, when no attacker is unblocked yet
/// (702.49c, 702.49a, 509.1h).
#[rule("702.49c", "702.49a")]
#[test]
fn r702_49c_ninja_attacks_the_planeswalker_the_returned_creature_attacked() {
    run("702/r702_49c_ninja_attacks_the_planeswalker_the_returned_creature_attacked.toml");
}

/// With the planeswalker the returned creature attacked gone, the ninja enters but isn't
/// attacking (508.4a, 702.49c).
#[rule("508.4a", "702.49c")]
#[test]
fn r702_49c_a_ninja_whose_planeswalker_is_gone_enters_not_attacking() {
    run("702/r702_49c_a_ninja_whose_planeswalker_is_gone_enters_not_attacking.toml");
}

/// With the battle the returned creature attacked gone, the ninja enters but isn't attacking
/// (508.4a, 702.49c).
#[rule("508.4a", "702.49c")]
#[test]
fn r702_49c_a_ninja_whose_battle_is_gone_enters_not_attacking() {
    run("702/r702_49c_a_ninja_whose_battle_is_gone_enters_not_attacking.toml");
}

/// Buyback: Capsize with its buyback cost paid costs {3} more and returns to its owner's hand
/// as it resolves (702.27a, 601.2f).
#[rule("702.27a", "601.2f")]
#[test]
fn r702_27a_capsize_with_buyback_returns_to_its_owners_hand() {
    run("702/r702_27a_capsize_with_buyback_returns_to_its_owners_hand.toml");
}

/// Without its buyback cost paid, Capsize goes to the graveyard (702.27a).
#[rule("702.27a")]
#[test]
fn r702_27a_capsize_without_buyback_goes_to_the_graveyard() {
    run("702/r702_27a_capsize_without_buyback_goes_to_the_graveyard.toml");
}

/// Buyback applies only as the spell resolves: with its target gone, Capsize goes to the
/// graveyard though its buyback cost was paid (702.27a, 608.2b).
#[rule("702.27a", "608.2b")]
#[test]
fn r702_27a_capsize_with_buyback_whose_target_is_gone_goes_to_the_graveyard() {
    run("702/r702_27a_capsize_with_buyback_whose_target_is_gone_goes_to_the_graveyard.toml");
}

/// Exploit: Sidisi's Faithful's controller sacrifices Grizzly Bears as its exploit ability
/// resolves, so it exploits a creature and its other ability triggers (702.110a, 702.110b).
#[rule("702.110a", "702.110b")]
#[test]
fn r702_110b_sidisis_faithful_exploits_grizzly_bears() {
    run("702/r702_110b_sidisis_faithful_exploits_grizzly_bears.toml");
}

/// A creature that exploits itself still exploits a creature: its ability triggers as it
/// last existed (702.110b).
#[rule("702.110b")]
#[test]
fn r702_110b_sidisis_faithful_exploiting_itself_still_triggers() {
    run("702/r702_110b_sidisis_faithful_exploiting_itself_still_triggers.toml");
}

/// Exploit's sacrifice is optional; declined, nothing is exploited (702.110a, 702.110b).
#[rule("702.110a", "702.110b")]
#[test]
fn r702_110a_declining_to_sacrifice_exploits_nothing() {
    run("702/r702_110a_declining_to_sacrifice_exploits_nothing.toml");
}

/// Soulshift: Hundred-Talon Kami dies and its controller returns a Spirit card with mana
/// value 4 or less from their graveyard; other cards can't be its target (702.46a).
#[rule("702.46a")]
#[test]
fn r702_46a_hundred_talon_kami_returns_a_spirit_card() {
    run("702/r702_46a_hundred_talon_kami_returns_a_spirit_card.toml");
}

/// Soulshift returns a Spirit card from its controller's own graveyard only: an opponent's
/// is no legal target, and the trigger is removed (702.46a, 603.3d).
#[rule("702.46a")]
#[test]
fn r702_46a_soulshift_cant_return_an_opponents_spirit_card() {
    run("702/r702_46a_soulshift_cant_return_an_opponents_spirit_card.toml");
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
/// with its printed power and toughness only while it is one (702.122a, 301.7a).
#[rule("702.122a", "301.7a")]
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

/// Jump-start: Radical Idea is cast from the graveyard by discarding a card in addition to
/// its mana cost, and is exiled as it leaves the stack (702.133a).
#[rule("702.133a")]
#[test]
fn r702_133a_radical_idea_is_cast_again_with_jump_start_and_exiled() {
    run("702/r702_133a_radical_idea_is_cast_again_with_jump_start_and_exiled.toml");
}

/// Jump-start's additional cost needs a card to discard (702.133a, 118.3).
#[rule("702.133a", "118.3")]
#[test]
fn r702_133a_jump_start_needs_a_card_to_discard() {
    run("702/r702_133a_jump_start_needs_a_card_to_discard.toml");
}

/// Unleash: Rakdos Cackler may enter with a +1/+1 counter, and with it can't block (702.98a).
#[rule("702.98a")]
#[test]
fn r702_98a_rakdos_cackler_with_its_counter_cant_block() {
    run("702/r702_98a_rakdos_cackler_with_its_counter_cant_block.toml");
}

/// Living weapon: Flayer Husk enters and is attached to the 0/0 Germ token its trigger
/// creates; equipped elsewhere, the Germ dies (702.92a, 704.5f).
#[rule("702.92a", "704.5f")]
#[test]
fn r702_92a_flayer_husk_enters_attached_to_a_germ() {
    run("702/r702_92a_flayer_husk_enters_attached_to_a_germ.toml");
}

/// Living weapon's Germ is created even when the Equipment has left, and can't be equipped
/// by it (702.92a, 701.3b).
#[rule("702.92a", "701.3b")]
#[test]
fn r702_92a_a_germ_whose_equipment_left_dies() {
    run("702/r702_92a_a_germ_whose_equipment_left_dies.toml");
}

/// Fabricate: Weaponcraft Enthusiast's controller puts the counters on it, or creates that
/// many Servos (702.123a).
#[rule("702.123a")]
#[test]
fn r702_123a_weaponcraft_enthusiast_makes_counters_or_servos() {
    run("702/r702_123a_weaponcraft_enthusiast_makes_counters_or_servos.toml");
}

/// Fabricate with its permanent gone: no counters to put, so Servos (702.123a).
#[rule("702.123a")]
#[test]
fn r702_123a_a_fabricator_gone_makes_servos() {
    run("702/r702_123a_a_fabricator_gone_makes_servos.toml");
}

/// Retrace: Raven's Crime is cast again from the graveyard by discarding a land card, and
/// goes back to the graveyard (702.81a).
#[rule("702.81a")]
#[test]
fn r702_81a_ravens_crime_is_cast_again_with_retrace() {
    run("702/r702_81a_ravens_crime_is_cast_again_with_retrace.toml");
}

/// Retrace's additional cost needs a land card to discard (702.81a, 118.3).
#[rule("702.81a", "118.3")]
#[test]
fn r702_81a_retrace_needs_a_land_card_to_discard() {
    run("702/r702_81a_retrace_needs_a_land_card_to_discard.toml");
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
