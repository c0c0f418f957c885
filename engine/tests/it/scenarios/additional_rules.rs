//! Scenarios of CR part 7 and later: additional rules (keyword abilities, 702, in
//! `keyword_abilities.rs`; state-based actions, 704, in `state_based_actions.rs`; copying
//! objects, 707, in `copying_objects.rs`).

use engine::rule;

use crate::scenario::run;

/// Counterspell counters Divination, which goes to its owner's graveyard without resolving.
#[rule("701.6a")]
#[test]
fn r701_6a_a_countered_spell_goes_to_the_graveyard() {
    run("701/r701_6a_a_countered_spell_goes_to_the_graveyard.toml");
}

/// Murder destroys Grizzly Bears; Soul Feast moves life; Divination draws two.
#[rule("701.8a", "119.3", "121.2", "400.3")]
#[test]
fn r701_8a_murder_destroys_a_creature() {
    run("701/r701_8a_murder_destroys_a_creature.toml");
}

/// Pressure Point taps Grizzly Bears and draws a card.
#[rule("701.26a")]
#[test]
fn r701_26a_pressure_point_taps_a_creature() {
    run("701/r701_26a_pressure_point_taps_a_creature.toml");
}

/// A permanent that has left the battlefield doesn't transform: Thraben Sentry's ability
/// resolves after Wrath of God put it into the graveyard (701.27a).
#[rule("701.27a")]
#[test]
fn r701_27a_a_permanent_that_left_does_not_transform() {
    run("701/r701_27a_a_permanent_that_left_does_not_transform.toml");
}

/// A permanent whose other face is a sorcery doesn't transform (701.27d).
#[rule("701.27d")]
#[test]
fn r701_27d_a_permanent_does_not_transform_into_a_sorcery_face() {
    run("701/r701_27d_a_permanent_does_not_transform_into_a_sorcery_face.toml");
}

/// An untap effect untaps a tapped creature.
#[rule("701.26b")]
#[test]
fn r701_26b_an_untap_effect_untaps_a_permanent() {
    run("701/r701_26b_an_untap_effect_untaps_a_permanent.toml");
}

/// Dromar's Charm: a mode without a legal target can't be chosen.
#[rule("700.2a")]
#[test]
fn r700_2a_dromars_charm_cannot_choose_a_mode_without_a_legal_target() {
    run("700/r700_2a_dromars_charm_cannot_choose_a_mode_without_a_legal_target.toml");
}

/// Silumgar's Command: a spell that chooses two needs two modes that can be chosen.
#[rule("700.2a")]
#[test]
fn r700_2a_silumgars_command_needs_two_modes_that_can_be_chosen() {
    run("700/r700_2a_silumgars_command_needs_two_modes_that_can_be_chosen.toml");
}

/// Knight of Autumn: a trigger's modes are chosen as it goes on the stack.
#[rule("700.2b")]
#[test]
fn r700_2b_knight_of_autumn_chooses_a_mode_as_its_trigger_goes_on_the_stack() {
    run("700/r700_2b_knight_of_autumn_chooses_a_mode_as_its_trigger_goes_on_the_stack.toml");
}

/// A modal trigger none of whose modes can be chosen is removed.
#[rule("700.2b")]
#[test]
fn r700_2b_a_modal_trigger_with_no_mode_that_can_be_chosen_is_removed() {
    run("700/r700_2b_a_modal_trigger_with_no_mode_that_can_be_chosen_is_removed.toml");
}

/// Dromar's Charm: a mode chosen without targets asks for none.
#[rule("700.2c")]
#[test]
fn r700_2c_dromars_charm_gaining_life_asks_for_no_target() {
    run("700/r700_2c_dromars_charm_gaining_life_asks_for_no_target.toml");
}

/// Fiery Confluence: the same mode three times, carried out in printed order.
#[rule("700.2d")]
#[test]
fn r700_2d_fiery_confluence_chooses_the_same_mode_three_times() {
    run("700/r700_2d_fiery_confluence_chooses_the_same_mode_three_times.toml");
}

/// Silumgar's Command: the same mode can't be chosen twice.
#[rule("700.2d")]
#[test]
fn r700_2d_silumgars_command_cannot_choose_a_mode_twice() {
    run("700/r700_2d_silumgars_command_cannot_choose_a_mode_twice.toml");
}

/// "Choose one or more": at least one mode, and every mode chosen is carried out.
#[rule("700.2")]
#[test]
fn r700_2_choose_one_or_more_takes_at_least_one() {
    run("700/r700_2_choose_one_or_more_takes_at_least_one.toml");
}

/// "Choose up to one" on a trigger: none chosen, it is removed.
#[rule("700.2b")]
#[test]
fn r700_2b_a_modal_trigger_with_no_mode_chosen_is_removed() {
    run("700/r700_2b_a_modal_trigger_with_no_mode_chosen_is_removed.toml");
}

/// Doomed Strength (700.7's example): the delayed ability destroys "that creature" though it
/// is no longer a creature.
#[rule("700.7", "603.7c")]
#[test]
fn r700_7_example_1() {
    run("700/r700_7_example_1.toml");
}

/// Ball Lightning sacrifices itself at the beginning of the end step.
#[rule("701.21a")]
#[test]
fn r701_21a_ball_lightning_is_sacrificed_at_the_beginning_of_the_end_step() {
    run("701/r701_21a_ball_lightning_is_sacrificed_at_the_beginning_of_the_end_step.toml");
}

/// B's delayed "sacrifice it" does nothing once A controls the permanent: a player can't
/// sacrifice a permanent they don't control.
#[rule("701.21a")]
#[test]
fn r701_21a_a_player_cant_sacrifice_a_permanent_they_dont_control() {
    run("701/r701_21a_a_player_cant_sacrifice_a_permanent_they_dont_control.toml");
}

/// The CR's example of 700.1: one block by two creatures is one "becomes blocked" event and
/// two "becomes blocked by a creature" events.
#[rule("700.1", "509.3c", "509.3d")]
#[test]
fn r700_1_example_1() {
    run("700/r700_1_example_1.toml");
}

/// Sacrificing something that is not a permanent does nothing (701.21a).
#[rule("701.21a")]
#[test]
fn r701_21a_a_spell_on_the_stack_cant_be_sacrificed() {
    run("701/r701_21a_a_spell_on_the_stack_cant_be_sacrificed.toml");
}

/// The discarding player chooses the cards (701.9b); a mill takes the library's top cards.
#[rule("701.9b", "701.17a")]
#[test]
fn r701_9b_the_discarding_player_chooses_the_cards() {
    run("701/r701_9b_the_discarding_player_chooses_the_cards.toml");
}

/// Preordain scries 2: one card to the bottom, the other drawn.
#[rule("701.22a")]
#[test]
fn r701_22a_preordain_puts_one_on_the_bottom_and_draws_the_other() {
    run("701/r701_22a_preordain_puts_one_on_the_bottom_and_draws_the_other.toml");
}

/// Scrying puts the cards kept on top, and those sent to the bottom, in the chosen order.
#[rule("701.22a")]
#[test]
fn r701_22a_preordain_puts_the_cards_back_in_the_chosen_order() {
    run("701/r701_22a_preordain_puts_the_cards_back_in_the_chosen_order.toml");
}

/// Surveilling puts the chosen cards into the graveyard and the rest back on top in the chosen order.
#[rule("701.25a")]
#[test]
fn r701_25a_consider_puts_the_top_card_into_the_graveyard_and_draws_the_next() {
    run("701/r701_25a_consider_puts_the_top_card_into_the_graveyard_and_draws_the_next.toml");
}

/// A "whenever you surveil" ability triggers once the surveil is done, even with too few cards.
#[rule("701.25d")]
#[test]
fn r701_25d_dimir_spybug_triggers_when_a_surveil_runs_out_of_cards() {
    run("701/r701_25d_dimir_spybug_triggers_when_a_surveil_runs_out_of_cards.toml");
}

/// A search finds a card of the description; unrevealed, it enters tapped; the library is shuffled.
#[rule("701.23a", "701.23e", "701.24a")]
#[test]
fn r701_23a_rampant_growth_finds_a_basic_land_which_enters_tapped() {
    run("701/r701_23a_rampant_growth_finds_a_basic_land_which_enters_tapped.toml");
}

/// A search for a card with a stated quality may find none.
#[rule("701.23b")]
#[test]
fn r701_23b_a_search_for_a_basic_land_may_find_none() {
    run("701/r701_23b_a_search_for_a_basic_land_may_find_none.toml");
}

/// A search for "a card" finds one: there is no choice not to.
#[rule("701.23d")]
#[test]
fn r701_23d_demonic_tutor_must_find_a_card() {
    run("701/r701_23d_demonic_tutor_must_find_a_card.toml");
}

/// The found card stays out of the shuffle and goes on top; it is revealed.
#[rule("701.24b", "701.20a")]
#[test]
fn r701_24b_worldly_tutor_shuffles_and_puts_the_found_card_on_top() {
    run("701/r701_24b_worldly_tutor_shuffles_and_puts_the_found_card_on_top.toml");
}

/// "May search": searching is a choice even with nothing to find, and declining is no search.
#[rule("701.23g")]
#[test]
fn r701_23g_a_player_may_search_with_nothing_to_find() {
    run("701/r701_23g_a_player_may_search_with_nothing_to_find.toml");
}

/// The CR's example of 701.23f: a search of the top four cards still shuffles the whole library; players search in APNAP order.
#[rule("701.23f", "701.23i")]
#[test]
fn r701_23f_example_1() {
    run("701/r701_23f_example_1.toml");
}

/// A "whenever you scry" ability triggers once the scry is done, even with too few cards.
#[rule("701.22d")]
#[test]
fn r701_22d_a_scry_trigger_waits_for_the_scry_to_be_done() {
    run("701/r701_22d_a_scry_trigger_waits_for_the_scry_to_be_done.toml");
}

/// Scrying 0 is no scry event (701.22b): a "whenever you scry" ability doesn't trigger.
#[rule("701.22b")]
#[test]
fn r701_22b_scrying_0_is_no_scry_event() {
    run("701/r701_22b_scrying_0_is_no_scry_event.toml");
}

/// Surveilling 0 is no surveil event (701.25c): Dimir Spybug's ability doesn't trigger.
#[rule("701.25c")]
#[test]
fn r701_25c_surveilling_0_is_no_surveil_event() {
    run("701/r701_25c_surveilling_0_is_no_surveil_event.toml");
}

/// Players who search at once decide in APNAP order: the active player first.
#[rule("701.23i")]
#[test]
fn r701_23i_players_search_in_apnap_order() {
    run("701/r701_23i_players_search_in_apnap_order.toml");
}

/// A library is shuffled even when the object to shuffle into it has left: Guile's trigger
/// after its graveyard is exiled (the CR's example 1).
#[rule("701.24c")]
#[test]
fn r701_24c_example_1() {
    run("701/r701_24c_example_1.toml");
}

/// A library is shuffled even when the spell to shuffle into it is exiled instead: Black
/// Sun's Zenith cast with flashback that Recoup gave it (the CR's example 2).
#[rule("701.24c")]
#[test]
fn r701_24c_example_2() {
    run("701/r701_24c_example_2.toml");
}

/// A shuffle and a placement in one library at once: Darksteel Colossus is shuffled in and
/// Gravebane Zombie stays on top (the CR's example).
#[rule("701.24g")]
#[test]
fn r701_24g_example_1() {
    run("701/r701_24g_example_1.toml");
}

/// Switcheroo with one of its two creatures destroyed in response exchanges nothing (the
/// CR's example).
#[rule("701.12a")]
#[test]
fn r701_12a_example_1() {
    run("701/r701_12a_example_1.toml");
}

/// Switcheroo gives each player the other's creature.
#[rule("701.12b")]
#[test]
fn r701_12b_switcheroo_exchanges_control_of_two_creatures() {
    run("701/r701_12b_switcheroo_exchanges_control_of_two_creatures.toml");
}

/// Two creatures of one player: the exchange does nothing.
#[rule("701.12b")]
#[test]
fn r701_12b_an_exchange_between_one_players_creatures_does_nothing() {
    run("701/r701_12b_an_exchange_between_one_players_creatures_does_nothing.toml");
}

/// Exchanging life totals, each player gains or loses the life it takes to reach the other's
/// (701.12c): Soul Conduit.
#[rule("701.12c")]
#[test]
fn r701_12c_soul_conduit_exchanges_two_players_life_totals() {
    run("701/r701_12c_soul_conduit_exchanges_two_players_life_totals.toml");
}

/// In Two-Headed Giant, opponents exchange their teams' life totals (701.12c, 810.9a): only
/// teammates can't (810.9e).
#[rule("701.12c")]
#[test]
fn r701_12c_in_two_headed_giant_opponents_exchange_their_teams_life_totals() {
    run("701/r701_12c_in_two_headed_giant_opponents_exchange_their_teams_life_totals.toml");
}

/// CR example of 700.14: Bark-Knuckle Boxer, then Divination; A's fifth mana spent on spells
/// this turn crosses 4, and the Boxer's "whenever you expend 4" triggers.
#[rule("700.14")]
#[test]
fn r700_14_example_1() {
    run("700/r700_14_example_1.toml");
}

/// Prey Upon whose creature you control died in response: neither creature deals damage.
#[rule("701.14b")]
#[test]
fn r701_14b_a_fighter_that_left_deals_no_damage() {
    run("701/r701_14b_a_fighter_that_left_deals_no_damage.toml");
}

/// "Target creature fights target creature" with one creature for both: it deals itself
/// twice its power.
#[rule("701.14c")]
#[test]
fn r701_14c_a_creature_that_fights_itself() {
    run("701/r701_14c_a_creature_that_fights_itself.toml");
}

/// Fog prevents combat damage; a fight after it still deals its damage.
#[rule("701.14d")]
#[test]
fn r701_14d_fight_damage_is_not_combat_damage() {
    run("701/r701_14d_fight_damage_is_not_combat_damage.toml");
}

/// The CR's example of 701.23b: Splinter must find the graveyard's Howling Mine and may find
/// some of the library's.
#[rule("701.23b")]
#[test]
fn r701_23b_example_1() {
    run("701/r701_23b_example_1.toml");
}

/// Lobotomy reveals the hand, chooses a nonbasic card and finds its copies in every zone.
#[rule("701.23b", "701.20a")]
#[test]
fn r701_23b_lobotomy_chooses_a_nonbasic_card_and_finds_its_copies() {
    run("701/r701_23b_lobotomy_chooses_a_nonbasic_card_and_finds_its_copies.toml");
}

/// The CR's example of 701.23c: Lobotomy on an empty hand finds nothing.
#[rule("701.23c")]
#[test]
fn r701_23c_example_1() {
    run("701/r701_23c_example_1.toml");
}

/// The CR's example of 701.24d: Loaming Shaman targeting no cards still shuffles.
#[rule("701.24d")]
#[test]
fn r701_24d_example_1() {
    run("701/r701_24d_example_1.toml");
}

/// The CR's example of 700.3c: Fact or Fiction's cards stay in the library while they are
/// separated into piles.
#[rule("700.3c", "700.3a")]
#[test]
fn r700_3c_example_1() {
    run("700/r700_3c_example_1.toml");
}

/// Fact or Fiction with every card in one pile: the other, empty, may be chosen.
#[rule("700.3d")]
#[test]
fn r700_3d_a_pile_may_be_empty() {
    run("700/r700_3d_a_pile_may_be_empty.toml");
}

/// Steam Augury turns Fact or Fiction round: its caster separates the piles (700.3a) and an
/// opponent chooses the one for their hand.
#[rule("700.3a")]
#[test]
fn r700_3a_steam_augury_s_caster_separates_and_an_opponent_chooses() {
    run("700/r700_3a_steam_augury_s_caster_separates_and_an_opponent_chooses.toml");
}

/// The CR's example of 700.5a: devotion counted before Purphoros's type-changing effect,
/// with Altar of the Pantheon's increase.
#[rule("700.5a", "700.5")]
#[test]
fn r700_5a_example_1() {
    run("700/r700_5a_example_1.toml");
}

/// An opponent's red permanents add nothing to a player's devotion.
#[rule("700.5")]
#[test]
fn r700_5_an_opponents_permanents_add_nothing_to_devotion() {
    run("700/r700_5_an_opponents_permanents_add_nothing_to_devotion.toml");
}

/// Purphoros with devotion to red four isn't a creature.
#[rule("700.5")]
#[test]
fn r700_5_purphoros_without_the_altar_is_not_a_creature() {
    run("700/r700_5_purphoros_without_the_altar_is_not_a_creature.toml");
}

/// A hybrid {U/R} symbol counts toward devotion to red.
#[rule("700.5")]
#[test]
fn r700_5_a_hybrid_symbol_counts_toward_devotion() {
    run("700/r700_5_a_hybrid_symbol_counts_toward_devotion.toml");
}

/// The CR's example of 701.67b: Spirit Water Revival's waterbend {6} is paid by tapping six
/// creatures and artifacts, never its {1}{U}{U}.
#[rule("701.67a", "701.67b")]
#[test]
fn r701_67b_example_1() {
    run("701/r701_67b_example_1.toml");
}

/// The CR's example of 701.20c: a Merfolk revealed by Telepathy pays Silvergill Adept's cost
/// by being revealed again.
#[rule("701.20c")]
#[test]
fn r701_20c_example_1() {
    run("701/r701_20c_example_1.toml");
}

/// A card revealed for Silvergill Adept's cost stays revealed while the Adept is on the
/// stack, and only that card.
#[rule("701.20a")]
#[test]
fn r701_20a_a_card_revealed_for_a_cost_stays_revealed_while_its_spell_is_on_the_stack() {
    run("701/r701_20a_a_card_revealed_for_a_cost_stays_revealed_while_its_spell_is_on_the_stack.toml");
}

/// Dark Confidant reveals the top card of its controller's library (701.20a) and puts it into
/// their hand; they lose life equal to its mana value.
#[rule("701.20a")]
#[test]
fn r701_20a_dark_confidant_reveals_the_top_card_and_puts_it_into_hand() {
    run("701/r701_20a_dark_confidant_reveals_the_top_card_and_puts_it_into_hand.toml");
}

/// The players in a game when it is restarted start the new one (726.1): C, who conceded
/// before A's Karn Liberated restarted the game, is not in it and is asked nothing.
#[rule("726.1")]
#[test]
fn r726_1_a_player_who_left_is_not_in_the_restarted_game() {
    run("726/r726_1_a_player_who_left_is_not_in_the_restarted_game.toml");
}

/// The CR's example of 726.2: a card brought in from outside the game with Living Wish is in
/// its owner's deck when Karn Liberated restarts the game; the restart's controller takes the
/// first turn of the new game.
#[rule("726.2", "726.1", "726.1a", "400.11b")]
#[test]
fn r726_2_example_1() {
    run("726/r726_2_example_1.toml");
}

/// The cards exiled with Karn Liberated are exempt from the restart (726.5): after the new
/// game's mulligans, before its first untap step, they enter under Karn's controller's
/// control (726.4).
#[rule("726.5", "726.4")]
#[test]
fn r726_5_cards_exiled_with_karn_enter_the_new_game_under_its_controller() {
    run("726/r726_5_cards_exiled_with_karn_enter_the_new_game_under_its_controller.toml");
}

/// The CR's example of 728.5: a card brought into a Shahrazad subgame from outside the main
/// game goes to its owner's main-game library when the subgame ends; the subgame is a game
/// of its own, and B's concession of it leaves B in the main game (728.1a).
#[rule("728.5", "728.2", "728.1a")]
#[test]
fn r728_5_example_1() {
    run("728/r728_5_example_1.toml");
}

/// The CR's example of 731.2b: the nonactive player shortens the active player's "Go" to the
/// beginning of combat, where they cast Into the Fray; the game passes for both until then.
#[rule("731.2b", "731.2a")]
#[test]
fn r731_2b_example_1() {
    run("731/r731_2b_example_1.toml");
}

/// The CR's example of 731.2a: a loop of a thousand repetitions (the CR's million takes the
/// same code): Presence of Gond's granted ability makes a token, Intruder Alarm untaps it all.
#[rule("731.2a")]
#[test]
fn r731_2a_example_1() {
    run("731/r731_2a_example_1.toml");
}

/// A shortcut's ending point is where a player still in the game has priority (731.2a):
/// not one who has left.
#[rule("731.2a")]
#[test]
fn r731_2a_a_shortcut_cant_end_with_a_player_who_has_left() {
    run("731/r731_2a_a_shortcut_cant_end_with_a_player_who_has_left.toml");
}

/// A loop ends where its next choice is not legal (731.2a: it can't include conditional
/// actions); a loop of no choices is refused.
#[rule("731.2a")]
#[test]
fn r731_2a_a_loop_ends_where_its_next_choice_is_not_legal() {
    run("731/r731_2a_a_loop_ends_where_its_next_choice_is_not_legal.toml");
}

/// A shortcut can't include conditional actions (731.2a): "Go" ends where the active player
/// declares attackers, a choice the passes don't make; the declaration is asked as usual.
#[rule("731.2a")]
#[test]
fn r731_2a_a_shortcut_ends_at_a_decision_other_than_priority() {
    run("731/r731_2a_a_shortcut_ends_at_a_decision_other_than_priority.toml");
}

/// The CR's example of 731.3: in a fragmented loop, the active player must make a different
/// game choice once the game is back in a state it was in.
#[rule("731.3")]
#[test]
fn r731_3_example_1() {
    run("731/r731_3_example_1.toml");
}

/// The CR's example of 731.5: the player who could end a mandatory loop by sacrificing Seal
/// of Cleansing isn't forced to; the loop of mandatory actions is a draw (731.4, 104.4b).
#[rule("731.5", "731.4", "104.4b")]
#[test]
fn r731_5_example_1() {
    run("731/r731_5_example_1.toml");
}

/// A loop of mandatory actions that changes a life total every time (Transcendence's gain made
/// a loss by Tainted Remedy, twice as much each time) comes back to a state it was in once the
/// total reaches its bound, and is a draw (731.4, 104.4b); found by the random games, where the
/// total used to wrap round and the loop to run to the action limit.
#[rule("731.4", "104.4b")]
#[test]
fn r731_4_transcendence_and_tainted_remedy_loop_forever() {
    run("731/r731_4_transcendence_and_tainted_remedy_loop_forever.toml");
}

/// "Target player sacrifices a creature of their choice" takes the only one without asking.
#[rule("701.21a")]
#[test]
fn r701_21a_diabolic_edict_takes_the_only_creature_without_asking() {
    run("701/r701_21a_diabolic_edict_takes_the_only_creature_without_asking.toml");
}

/// Shahrazad: a player who didn't win the subgame loses half their life rounded up, the
/// spell saying which way to round (107.1a): 15 life loses 8.
#[rule("107.1a")]
#[test]
fn r107_1a_shahrazad_halves_an_odd_life_total_rounded_up() {
    run("728/r107_1a_shahrazad_halves_an_odd_life_total_rounded_up.toml");
}
