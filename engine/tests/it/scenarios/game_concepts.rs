//! Scenarios of CR parts 1–4: game concepts, parts of a card, card types and zones.

use engine::rule;

use crate::scenario::run;

/// A plays a Forest; a second land this turn is refused, and so is B's land in A's turn.
#[rule("305.1", "305.2", "305.3")]
#[test]
fn r305_1_one_land_per_turn_in_your_main_phase() {
    run("305/r305_1_one_land_per_turn_in_your_main_phase.toml");
}

/// Prodigal Sorcerer dies with its ability on the stack; the ability still resolves.
#[rule("113.7a")]
#[test]
fn r113_7a_an_ability_on_the_stack_resolves_after_its_source_dies() {
    run("113/r113_7a_an_ability_on_the_stack_resolves_after_its_source_dies.toml");
}

/// B can't cast Divination in A's turn, but can cast Lightning Bolt.
#[rule("117.1a", "307.1")]
#[test]
fn r117_1a_sorceries_at_sorcery_speed_instants_any_time() {
    run("117/r117_1a_sorceries_at_sorcery_speed_instants_any_time.toml");
}

/// In a game between teams, the last team in the game wins, each of its players, even one
/// who left before (104.2c).
#[rule("104.2c")]
#[test]
fn r104_2c_the_last_team_in_the_game_wins_even_a_player_who_left_it() {
    run("104/r104_2c_the_last_team_in_the_game_wins_even_a_player_who_left_it.toml");
}

/// In a game between teams, a draw is a draw: with no team left none wins (104.2c, 104.4a).
#[rule("104.2c", "104.4a")]
#[test]
fn r104_2c_no_team_left_is_a_draw() {
    run("104/r104_2c_no_team_left_is_a_draw.toml");
}

/// "Each opponent" is each player not on your team: a teammate is no opponent (102.3).
#[rule("102.3")]
#[test]
fn r102_3_a_teammate_is_not_an_opponent() {
    run("102/r102_3_a_teammate_is_not_an_opponent.toml");
}

/// B concedes while A has priority; A wins.
#[rule("104.3a")]
#[test]
fn r104_3a_a_player_who_concedes_loses() {
    run("104/r104_3a_a_player_who_concedes_loses.toml");
}

/// An effect may say a player loses the game (104.3e): Transcendence's "when you have 20 or
/// more life, you lose the game".
#[rule("104.3e")]
#[test]
fn r104_3e_transcendence_makes_its_controller_lose_at_20_life() {
    run("104/r104_3e_transcendence_makes_its_controller_lose_at_20_life.toml");
}

/// Both players are at 0 life when state-based actions are checked: the game is a draw.
#[rule("104.4a")]
#[test]
fn r104_4a_all_players_losing_at_once_is_a_draw() {
    run("104/r104_4a_all_players_losing_at_once_is_a_draw.toml");
}

/// CR example of 107.1b: a 3/4 creature given -5/-0, then +3/+0.
#[rule("107.1b")]
#[test]
fn r107_1b_example_1() {
    run("107/r107_1b_example_1.toml");
}

/// CR example of 107.4e: Selesnya Guildmage's {G/W}{G/W} paid three ways; a half no mana
/// can pay is refused.
#[rule("107.4e", "601.2b")]
#[test]
fn r107_4e_example_1() {
    run("107/r107_4e_example_1.toml");
}

/// CR example of 107.4f, with Dismember's {1}{B/P}{B/P}: each Phyrexian symbol paid with
/// black mana or 2 life.
#[rule("107.4f", "601.2b")]
#[test]
fn r107_4f_example_1() {
    run("107/r107_4f_example_1.toml");
}

/// A loop of mandatory actions (a replacement that never fixes a loss) is a draw.
#[rule("104.4b")]
#[test]
fn r104_4b_a_loop_of_mandatory_actions_is_a_draw() {
    run("104/r104_4b_a_loop_of_mandatory_actions_is_a_draw.toml");
}

/// Starting a game: starting player, shuffles, life, opening hands, a London mulligan, no
/// first draw for the starting player.
#[rule("103.1", "103.3", "103.4", "103.5", "103.8", "103.8a")]
#[test]
fn r103_1_starting_a_game_and_the_london_mulligan() {
    run("103/r103_1_starting_a_game_and_the_london_mulligan.toml");
}

/// Seeds of Strength: one creature chosen for each of three instances of the word "target".
#[rule("115.3")]
#[test]
fn r115_3_seeds_of_strength_targets_one_creature_three_times() {
    run("115/r115_3_seeds_of_strength_targets_one_creature_three_times.toml");
}

/// Essence Scatter's "target creature spell": Grizzly Bears on the stack, not Lightning Bolt.
#[rule("115.1")]
#[test]
fn r115_1_essence_scatter_targets_a_creature_spell_not_an_instant() {
    run("115/r115_1_essence_scatter_targets_a_creature_spell_not_an_instant.toml");
}

/// CR example 2 of 107.1b: Viridian Joiner with power -1 adds no mana.
#[rule("107.1b", "605.1a")]
#[test]
fn r107_1b_example_2() {
    run("107/r107_1b_example_2.toml");
}

/// CR example 3 of 107.1b: Chameleon Colossus given -6/-0 gets +0/+0.
#[rule("107.1b")]
#[test]
fn r107_1b_example_3() {
    run("107/r107_1b_example_3.toml");
}

/// Toxic Deluge: X announced for "pay X life", refused above the life total, paid as life.
#[rule("107.3a", "119.4")]
#[test]
fn r107_3a_toxic_deluge_announces_x_for_its_life_cost() {
    run("107/r107_3a_toxic_deluge_announces_x_for_its_life_cost.toml");
}

/// Blaze: X announced, an unpayable X refused.
#[rule("107.3a")]
#[test]
fn r107_3a_blaze_announces_x_and_pays_it() {
    run("107/r107_3a_blaze_announces_x_and_pays_it.toml");
}

/// Mind Spring draws X cards.
#[rule("107.3a")]
#[test]
fn r107_3a_mind_spring_draws_x_cards() {
    run("107/r107_3a_mind_spring_draws_x_cards.toml");
}

/// Flashback doesn't change a sorcery's timing.
#[rule("307.1")]
#[test]
fn r307_1_flashback_keeps_a_sorcerys_timing() {
    run("307/r307_1_flashback_keeps_a_sorcerys_timing.toml");
}

/// The CR's example 1 of 118.12: Standstill, exiled before its ability resolves, can't be
/// sacrificed, so no one draws.
#[rule("118.12")]
#[test]
fn r118_12_example_1() {
    run("118/r118_12_example_1.toml");
}

/// Standstill is sacrificed as its ability resolves, and each opponent of the caster draws.
#[rule("118.12")]
#[test]
fn r118_12_standstill_is_sacrificed_and_each_opponent_of_the_caster_draws_three() {
    run("118/r118_12_standstill_is_sacrificed_and_each_opponent_of_the_caster_draws_three.toml");
}

/// Costs that can't be paid fully are refused: a sacrifice, a discard, life beyond the life
/// total.
#[rule("118.3", "119.4")]
#[test]
fn r118_3_costs_without_the_resources_to_pay_them_are_refused() {
    run("118/r118_3_costs_without_the_resources_to_pay_them_are_refused.toml");
}

/// Each part of a cost is paid: discard, life, a chosen sacrifice, sacrificing the source.
#[rule("118.3", "119.4", "602.2")]
#[test]
fn r118_3_each_cost_part_is_paid() {
    run("118/r118_3_each_cost_part_is_paid.toml");
}

/// Arc-Slogger's cost exiles the top ten cards of the library, and is paid with ten there.
#[rule("118.3")]
#[test]
fn r118_3_arc_slogger_needs_ten_cards_to_exile() {
    run("118/r118_3_arc_slogger_needs_ten_cards_to_exile.toml");
}

/// Paying as much life as the life total is allowed (119.4's "greater than or equal to").
#[rule("119.4")]
#[test]
fn r119_4_a_player_may_pay_all_of_their_life() {
    run("119/r119_4_a_player_may_pay_all_of_their_life.toml");
}

/// A cost of "half your life, rounded up" is paid as that much life (119.4): 4 of 7.
#[rule("119.4")]
#[test]
fn r119_4_half_your_life_rounded_up() {
    run("119/r119_4_half_your_life_rounded_up.toml");
}

/// A player who can't lose life can't pay life but 0 (119.8), and damage loses them none:
/// Platinum Emperion's controller can't activate Greed and is Shocked to no effect on life.
#[rule("119.8")]
#[test]
fn r119_8_platinum_emperions_controller_cant_pay_life_or_lose_it() {
    run("119/r119_8_platinum_emperions_controller_cant_pay_life_or_lose_it.toml");
}

/// A player who can't lose life can't be given a lower life total by an exchange, which then
/// doesn't happen at all (119.8): Platinum Emperion against Soul Conduit.
#[rule("119.8")]
#[test]
fn r119_8_a_player_who_cant_lose_life_cant_be_given_a_lower_life_total() {
    run("119/r119_8_a_player_who_cant_lose_life_cant_be_given_a_lower_life_total.toml");
}

/// As life totals are redistributed, a player who can't gain life gets no higher total and
/// one who can't lose life no lower (119.7, 119.8): Reverse the Sands beside Platinum
/// Emperion offers only the totals that leave its controller one they may get.
#[rule("119.7", "119.8")]
#[test]
fn r119_7_redistributing_gives_a_player_who_cant_change_life_only_their_own_total() {
    run("119/r119_7_redistributing_gives_a_player_who_cant_change_life_only_their_own_total.toml");
}

/// CR example of 115.1a: a sorcery cycled; its "when you cycle this card" ability triggers
/// from the graveyard and targets a creature, while the card never does.
#[rule("115.1a", "702.29a", "702.29c", "603.3d")]
#[test]
fn r115_1a_example_1() {
    run("115/r115_1a_example_1.toml");
}

/// Choosing new targets is judged on the final set only: Redirect swaps Arc Trail's two
/// targets (the CR's example).
#[rule("115.7e")]
#[test]
fn r115_7e_example_1() {
    run("115/r115_7e_example_1.toml");
}

/// New targets that would make an unchanged "other" target illegal are no change at all.
#[rule("115.7d")]
#[test]
fn r115_7d_a_new_target_cant_make_an_unchanged_one_illegal() {
    run("115/r115_7d_a_new_target_cant_make_an_unchanged_one_illegal.toml");
}

/// New targets keep the shares of a divided amount by place.
#[rule("115.7f")]
#[test]
fn r115_7f_a_changed_target_keeps_its_share() {
    run("115/r115_7f_a_changed_target_keeps_its_share.toml");
}

/// Loaming Shaman's "target cards from their graveyard": only the target player's cards.
#[rule("115.1")]
#[test]
fn r115_1_cards_from_the_target_players_graveyard() {
    run("115/r115_1_cards_from_the_target_players_graveyard.toml");
}

/// Altar of the Pantheon's "add one mana of any color": the player chooses red.
#[rule("106.1a")]
#[test]
fn r106_1a_altar_of_the_pantheon_adds_one_mana_of_a_chosen_color() {
    run("106/r106_1a_altar_of_the_pantheon_adds_one_mana_of_a_chosen_color.toml");
}

/// Altar of the Pantheon's life: none without a God or legendary enchantment, 1 with a
/// legendary enchantment ("otherwise, if").
#[rule("106.1a")]
#[test]
fn r106_1a_altar_without_a_god_gains_life_for_a_legendary_enchantment() {
    run("106/r106_1a_altar_without_a_god_gains_life_for_a_legendary_enchantment.toml");
}

/// Altar of the Pantheon alone adds its mana and no life.
#[rule("106.1a")]
#[test]
fn r106_1a_altar_alone_gains_no_life() {
    run("106/r106_1a_altar_alone_gains_no_life.toml");
}

/// Omniscience's "without paying their mana costs": an alternative cost (118.9), one at most
/// (118.9a), with additional costs still paid (118.9d) and X 0 (107.3b).
#[rule("118.9", "118.9a", "118.9d", "107.3b")]
#[test]
fn r118_9_omniscience_casts_spells_without_paying_their_mana_costs() {
    run("118/r118_9_omniscience_casts_spells_without_paying_their_mana_costs.toml");
}

/// Omniscience frees spells cast from the hand only: Firebolt's flashback from the graveyard
/// still costs {4}{R}.
#[rule("118.9")]
#[test]
fn r118_9_omniscience_frees_only_spells_cast_from_the_hand() {
    run("118/r118_9_omniscience_frees_only_spells_cast_from_the_hand.toml");
}

/// A modal spell's modes are chosen counting on an alternative cost announced after them
/// (601.2b): Boros Charm under Omniscience with no land (a random game found it stuck).
#[rule("118.9", "700.2a")]
#[test]
fn r118_9_a_modal_spell_is_cast_without_paying_its_mana_cost() {
    run("118/r118_9_a_modal_spell_is_cast_without_paying_its_mana_cost.toml");
}

/// Omniscience frees its controller's spells only: the opponent pays for theirs.
#[rule("118.9")]
#[test]
fn r118_9_omniscience_frees_only_its_controllers_spells() {
    run("118/r118_9_omniscience_frees_only_its_controllers_spells.toml");
}

/// The CR's example 1 of 202.3b: a transformed Huntmaster of the Fells keeps mana value 4.
#[rule("202.3b")]
#[test]
fn r202_3b_example_1() {
    run("202/r202_3b_example_1.toml");
}

/// The CR's example 2 of 202.3b: a Clone of Ravager of the Fells has mana value 0.
#[rule("202.3b", "707.8")]
#[test]
fn r202_3b_example_2() {
    run("202/r202_3b_example_2.toml");
}

/// The CR's example 3 of 202.3b: a back face that becomes a copy of another back face has
/// mana value 0.
#[rule("202.3b")]
#[test]
fn r202_3b_example_3() {
    run("202/r202_3b_example_3.toml");
}

/// The CR's example of 205.3e: one creature type is chosen, Wizard.
#[rule("205.3e")]
#[test]
fn r205_3e_example_1() {
    run("205/r205_3e_example_1.toml");
}

/// The CR's example of 302.3: a "Creature — Goblin Wizard" has both creature types, so an
/// effect on Wizard creatures applies to it.
#[rule("302.3")]
#[test]
fn r302_3_example_1() {
    run("302/r302_3_example_1.toml");
}

/// The CR's example of 305.5: a "Basic Land — Mountain" has the land type Mountain, so "you
/// control a Mountain" counts it.
#[rule("305.5")]
#[test]
fn r305_5_example_1() {
    run("305/r305_5_example_1.toml");
}

#[rule("201.5b", "702.47c")]
#[test]
fn r201_5b_example_2() {
    run("201/r201_5b_example_2.toml");
}

/// CR example of 101.4: "Each player sacrifices a creature" (Innocent Blood), the active
/// player choosing first.
#[rule("101.4", "701.21a")]
#[test]
fn r101_4_example_1() {
    run("101/r101_4_example_1.toml");
}

/// Mana with a restriction on how it is spent (106.6): Jegantha's can't pay generic costs,
/// and pays colored symbols.
#[rule("106.6")]
#[test]
fn r106_6_jeganthas_mana_cant_pay_generic_costs() {
    run("106/r106_6_jeganthas_mana_cant_pay_generic_costs.toml");
}

/// Turning a face-down permanent face up is a special action (116.2b); a face-up one can't
/// be turned face up (702.37e).
#[rule("116.2b", "702.37e")]
#[test]
fn r116_2b_only_a_face_down_permanent_can_be_turned_face_up() {
    run("116/r116_2b_only_a_face_down_permanent_can_be_turned_face_up.toml");
}

/// The companion special action (116.2g): {3}, in a main phase of its player's turn with the
/// stack empty, once a game; the card is in the game from then on (702.139c).
#[rule("116.2g", "702.139a", "702.139c")]
#[test]
fn r116_2g_a_companion_is_put_into_hand_for_3_once() {
    run("116/r116_2g_a_companion_is_put_into_hand_for_3_once.toml");
}

/// A three-player game: "each opponent" is each of the two other players (120.3a: damage
/// dealt to a player makes them lose that much life).
#[rule("120.3a")]
#[test]
fn r120_3a_sizzle_damages_each_of_two_opponents() {
    run("120/r120_3a_sizzle_damages_each_of_two_opponents.toml");
}

/// The CR's example 1 of 120.4d: prevention, then wither's counters and lifelink's life,
/// then Boon Reflection doubling that life, then the damage event.
#[rule("120.4d", "120.4b", "120.4c", "702.80a", "702.15b")]
#[test]
fn r120_4d_example_1() {
    run("120/r120_4d_example_1.toml");
}

/// APNAP order skips a player who has left: in a game of three after B lost, "each player
/// sacrifices a creature" asks A, then C, each once (101.4).
#[rule("101.4")]
#[test]
fn r101_4_innocent_blood_asks_each_player_left_once_in_apnap_order() {
    run("101/r101_4_innocent_blood_asks_each_player_left_once_in_apnap_order.toml");
}

/// 208.3a's example: Veteran Motorist's trigger gives Renegade Freighter +1/+1 while the
/// Vehicle isn't a creature; the effect applies once the crew ability makes it one
/// (208.3a, 702.122b, 301.7b).
#[rule("208.3a", "702.122b", "301.7b")]
#[test]
fn r208_3a_example_1() {
    run("208/r208_3a_example_1.toml");
}

/// An effect may state that the game is a draw (104.4c): Divine Intervention, which enters
/// with the counters its card says (614.1c).
#[rule("104.4c", "614.1c")]
#[test]
fn r104_4c_divine_intervention_makes_the_game_a_draw() {
    run("104/r104_4c_divine_intervention_makes_the_game_a_draw.toml");
}

/// A noncreature permanent has no power, even with power printed on its card: Viridian
/// Joiner made an enchantment adds no mana by its power (208.3, 302.4c).
#[rule("208.3", "302.4c")]
#[test]
fn r208_3_viridian_joiner_made_an_enchantment_has_no_power_to_add_mana_by() {
    run("208/r208_3_viridian_joiner_made_an_enchantment_has_no_power_to_add_mana_by.toml");
}
