//! Scenarios of keyword abilities that change where or how a spell is cast (CR 702): kicker,
//! buyback, flashback, madness, morph, storm, affinity, splice, convoke, split second, delve,
//! evoke, retrace, cascade, rebound, dash, improvise, jump-start and foretell.

use engine::rule;

use crate::scenario::run;

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

/// The CR's example of 702.51b: convoke pays the total cost after Heartless Summoning's
/// reduction, green creatures its green mana.
#[rule("702.51b", "702.51a", "702.51c")]
#[test]
fn r702_51b_example_1() {
    run("702/r702_51b_example_1.toml");
}

/// Morph: cast face down for {3} as a 2/2 with no characteristics but those, on the stack
/// already (702.37a, 708.2a, 708.4), turned face up for its morph cost as a special action (702.37e), the same
/// permanent with its own characteristics and nothing triggering on entering (708.8).
#[rule("702.37a", "702.37c", "702.37e", "708.2a", "708.4", "708.8", "116.2b")]
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

/// Only a card with morph can be cast face down (702.37d).
#[rule("702.37d")]
#[test]
fn r702_37d_only_a_card_with_morph_is_cast_face_down() {
    run("702/r702_37d_only_a_card_with_morph_is_cast_face_down.toml");
}

/// A creature not of a colored mana's color pays only generic mana: once the generic part is
/// paid, it isn't offered (702.51a).
#[rule("702.51a")]
#[test]
fn r702_51a_a_creature_of_another_color_pays_only_generic_mana() {
    run("702/r702_51a_a_creature_of_another_color_pays_only_generic_mana.toml");
}

/// Only untapped creatures convoke: a tapped one, or an opponent's, pays nothing of the total
/// cost, so the spell can't be cast (702.51a, 702.51b).
#[rule("702.51b")]
#[test]
fn r702_51b_a_tapped_creature_cannot_convoke() {
    run("702/r702_51b_a_tapped_creature_cannot_convoke.toml");
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

/// Cascade offers the card only if it can be cast: with Sphere of Resistance making it cost
/// {1} and no mana left, Lightning Bolt goes to the bottom, not asked about (702.85a).
#[rule("702.85a")]
#[test]
fn r702_85a_a_card_cascade_cannot_pay_for_is_not_cast() {
    run("702/r702_85a_a_card_cascade_cannot_pay_for_is_not_cast.toml");
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

/// Split second: with Sudden Shock on the stack, spells and non-mana abilities can't be
/// cast or activated, mana abilities can (702.61a, 702.61b).
#[rule("702.61a", "702.61b")]
#[test]
fn r702_61a_with_sudden_shock_on_the_stack_only_mana_abilities_are_open() {
    run("702/r702_61a_with_sudden_shock_on_the_stack_only_mana_abilities_are_open.toml");
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

/// Foretell (702.143a–b, 116.2h): {2} exiles the card face down, seen only by its owner, as a
/// special action; it is cast from exile for its foretell cost, but not in the turn it was
/// foretold.
#[rule("702.143a", "702.143b", "116.2h")]
#[test]
fn r702_143a_mystic_reflection_foretold_then_cast_for_its_foretell_cost() {
    run("702/r702_143a_mystic_reflection_foretold_then_cast_for_its_foretell_cost.toml");
}

/// A card with foretell cast from the hand, never foretold, costs its mana cost, not its
/// foretell cost (702.143a): one Island doesn't pay for Mystic Reflection.
#[rule("702.143a")]
#[test]
fn r702_143a_mystic_reflection_cast_from_the_hand_costs_its_mana_cost() {
    run("702/r702_143a_mystic_reflection_cast_from_the_hand_costs_its_mana_cost.toml");
}

/// And two Islands do, both tapped (702.143a).
#[rule("702.143a")]
#[test]
fn r702_143a_mystic_reflection_from_the_hand_taps_two_islands() {
    run("702/r702_143a_mystic_reflection_from_the_hand_taps_two_islands.toml");
}

/// 116.2h: a card is foretold only during its owner's turn.
#[rule("116.2h")]
#[test]
fn r116_2h_foretell_only_during_your_turn() {
    run("702/r116_2h_foretell_only_during_your_turn.toml");
}

/// Madness: a discarded Fiery Temper is exiled, and cast from exile for its madness cost as
/// its madness ability resolves (702.35a, 702.35b).
#[rule("702.35a", "702.35b")]
#[test]
fn r702_35a_fiery_temper_discarded_to_tormenting_voice_is_cast_for_its_madness_cost() {
    run("702/r702_35a_fiery_temper_discarded_to_tormenting_voice_is_cast_for_its_madness_cost.toml");
}

/// Madness ignores timing: a creature card discarded in the opponent's turn is cast as its
/// madness ability resolves (702.35a, 608.2g).
#[rule("702.35a", "608.2g")]
#[test]
fn r702_35a_arrogant_wurm_discarded_to_mind_rot_enters_in_the_opponents_turn() {
    run("702/r702_35a_arrogant_wurm_discarded_to_mind_rot_enters_in_the_opponents_turn.toml");
}

/// A madness card that can't be cast goes to its owner's graveyard (702.35a).
#[rule("702.35a")]
#[test]
fn r702_35a_a_madness_card_not_cast_goes_to_the_graveyard() {
    run("702/r702_35a_a_madness_card_not_cast_goes_to_the_graveyard.toml");
}

/// Casting a madness card is optional; declined, it goes to the graveyard (702.35a).
#[rule("702.35a")]
#[test]
fn r702_35a_a_player_may_decline_to_cast_a_madness_card() {
    run("702/r702_35a_a_player_may_decline_to_cast_a_madness_card.toml");
}

/// Improvise: artifacts tapped pay generic mana of the total cost (702.126a, 702.126b).
#[rule("702.126a", "702.126b")]
#[test]
fn r702_126a_reverse_engineer_improvises_with_two_artifacts() {
    run("702/r702_126a_reverse_engineer_improvises_with_two_artifacts.toml");
}

/// Improvise pays no colored mana (702.126a).
#[rule("702.126a")]
#[test]
fn r702_126a_improvise_pays_no_colored_mana() {
    run("702/r702_126a_improvise_pays_no_colored_mana.toml");
}

/// Miracle: Thunderous Wrath revealed as the first card drawn in a turn and cast for {R} as
/// its trigger resolves, outside the main phase (702.94a, 608.2g).
#[rule("702.94a", "608.2g")]
#[test]
fn r702_94a_thunderous_wrath_is_cast_for_its_miracle_cost() {
    run("702/r702_94a_thunderous_wrath_is_cast_for_its_miracle_cost.toml");
}

/// Miracle only for the first card drawn in a turn (702.94a).
#[rule("702.94a")]
#[test]
fn r702_94a_miracle_only_for_the_first_card_drawn_in_a_turn() {
    run("702/r702_94a_miracle_only_for_the_first_card_drawn_in_a_turn.toml");
}

/// A revealed miracle card that can't be cast stays in the hand (702.94a).
#[rule("702.94a")]
#[test]
fn r702_94a_a_revealed_miracle_card_may_stay_in_the_hand() {
    run("702/r702_94a_a_revealed_miracle_card_may_stay_in_the_hand.toml");
}

/// Revealing a miracle card is a choice: declined, nothing triggers (702.94a).
#[rule("702.94a")]
#[test]
fn r702_94a_a_player_may_decline_to_reveal_a_miracle_card() {
    run("702/r702_94a_a_player_may_decline_to_reveal_a_miracle_card.toml");
}

/// Undaunted (702.125a): in a free-for-all of four, Sublime Exhalation costs {3} less, one for
/// each of A's three opponents.
#[rule("702.125a")]
#[test]
fn r702_125a_undaunted_costs_one_less_for_each_opponent() {
    run("702/r702_125a_undaunted_costs_one_less_for_each_opponent.toml");
}

/// Undaunted counts only the opponents still in the game (702.125b): once D has conceded,
/// Sublime Exhalation costs {2} less, not {3}.
#[rule("702.125b")]
#[test]
fn r702_125b_undaunted_counts_no_opponent_who_has_left() {
    run("702/r702_125b_undaunted_counts_no_opponent_who_has_left.toml");
}
