//! Scenarios of keyword abilities that work from a graveyard or bring a card back from one
//! (CR 702): soulshift, dredge, persist, unearth, undying, scavenge and afterlife.

use engine::rule;

use crate::scenario::run;

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

/// Scavenge (702.97a): from the graveyard, only as a sorcery, its cost exiles the card and
/// its ability puts +1/+1 counters equal to that card's power on the target.
#[rule("702.97a")]
#[test]
fn r702_97a_scavenge_exiles_the_card_for_counters_equal_to_its_power() {
    run("702/r702_97a_scavenge_exiles_the_card_for_counters_equal_to_its_power.toml");
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

/// Dredge: a draw replaced by milling three and returning Darkblast to the hand (702.52a).
#[rule("702.52a")]
#[test]
fn r702_52a_darkblast_is_dredged_instead_of_a_draw() {
    run("702/r702_52a_darkblast_is_dredged_instead_of_a_draw.toml");
}

/// Dredge is optional: a player who declines draws (702.52a).
#[rule("702.52a")]
#[test]
fn r702_52a_a_player_may_draw_rather_than_dredge() {
    run("702/r702_52a_a_player_may_draw_rather_than_dredge.toml");
}

/// No dredge with fewer cards in the library than its number (702.52b).
#[rule("702.52b")]
#[test]
fn r702_52b_no_dredge_with_fewer_cards_in_the_library_than_its_number() {
    run("702/r702_52b_no_dredge_with_fewer_cards_in_the_library_than_its_number.toml");
}

/// Each draw of "draw two cards" may be dredged, the player choosing which dredge ability
/// applies first (702.52a, 616.1).
#[rule("702.52a", "616.1")]
#[test]
fn r702_52a_each_draw_of_divination_may_be_dredged() {
    run("702/r702_52a_each_draw_of_divination_may_be_dredged.toml");
}

/// Escape: Fruit of Tizerus cast from the graveyard for {3}{B} and three other cards exiled,
/// back to the graveyard as it resolves (702.138a).
#[rule("702.138a")]
#[test]
fn r702_138a_fruit_of_tizerus_escapes_exiling_three_other_cards() {
    run("702/r702_138a_fruit_of_tizerus_escapes_exiling_three_other_cards.toml");
}

/// Escape's cost can't be paid without enough other cards in the graveyard (702.138a,
/// 118.3).
#[rule("702.138a", "118.3")]
#[test]
fn r702_138a_escape_needs_enough_other_cards_in_the_graveyard() {
    run("702/r702_138a_escape_needs_enough_other_cards_in_the_graveyard.toml");
}

/// An escaped Underworld Rage-Hound enters with its +1/+1 counter (702.138b-c).
#[rule("702.138c", "702.138a", "702.138b")]
#[test]
fn r702_138c_underworld_rage_hound_escapes_with_a_counter() {
    run("702/r702_138c_underworld_rage_hound_escapes_with_a_counter.toml");
}

/// Cast from the hand, Underworld Rage-Hound didn't escape: no counter (702.138c).
#[rule("702.138c")]
#[test]
fn r702_138c_underworld_rage_hound_cast_from_the_hand_has_no_counter() {
    run("702/r702_138c_underworld_rage_hound_cast_from_the_hand_has_no_counter.toml");
}

/// A permanent with escape but no "escapes with" ability enters with no counter when it
/// escapes: nothing is put on it (702.138c).
#[rule("702.138c")]
#[test]
fn r702_138c_a_creature_that_escapes_with_no_counters_gets_none() {
    run("702/r702_138c_a_creature_that_escapes_with_no_counters_gets_none.toml");
}
