//! Scenarios of face-down spells and permanents (CR 708).

use engine::rule;

use crate::scenario::run;

/// Ixidron turns the other nontoken creatures face down as it enters (614.1c): each becomes
/// a 2/2 face-down creature (708.2a); one already face down is left as it is (708.2b).
#[rule("708.2a", "708.2b", "614.1c")]
#[test]
fn r708_2a_ixidron_turns_the_other_nontoken_creatures_face_down() {
    run("708/r708_2a_ixidron_turns_the_other_nontoken_creatures_face_down.toml");
}

/// A face-down permanent can't be turned face down: with only a face-down creature beside
/// it, Ixidron turns nothing face down (708.2b).
#[rule("708.2b")]
#[test]
fn r708_2b_ixidron_does_not_turn_a_face_down_creature_face_down_again() {
    run("708/r708_2b_ixidron_does_not_turn_a_face_down_creature_face_down_again.toml");
}

/// Disguise: Museum Nightwatch cast face down for {3} is a 2/2 with ward {2} (702.168a–b),
/// which counters an opponent's Lightning Bolt they can't pay for; turned face up for its
/// disguise cost (702.168d) it is itself, without ward.
#[rule("702.168a", "702.168b", "702.168d")]
#[test]
fn r702_168a_museum_nightwatch_cast_disguised_has_ward_until_turned_face_up() {
    run("702/r702_168a_museum_nightwatch_cast_disguised_has_ward_until_turned_face_up.toml");
}

/// Manifest: Soul Summons puts the top card of its controller's library onto the
/// battlefield as a 2/2 face-down creature (701.40a); a creature card among them is turned
/// face up for its mana cost, a land card can't be (701.40b).
#[rule("701.40a", "701.40b")]
#[test]
fn r701_40a_soul_summons_manifests_the_top_card_of_the_library() {
    run("701/r701_40a_soul_summons_manifests_the_top_card_of_the_library.toml");
}

/// Cloak: Ransom Note cloaks the top card of its controller's library, a 2/2 face-down
/// creature with ward {2} (701.58a), turned face up for its mana cost (701.58b).
#[rule("701.58a", "701.58b")]
#[test]
fn r701_58a_ransom_note_cloaks_the_top_card_with_ward() {
    run("701/r701_58a_ransom_note_cloaks_the_top_card_with_ward.toml");
}

/// A manifested card with morph may be turned face up with its morph ability (701.40c):
/// Zoetic Cavern, a land card, has no mana cost to pay but a morph cost.
#[rule("701.40c")]
#[test]
fn r701_40c_a_manifested_zoetic_cavern_is_turned_face_up_with_morph() {
    run("701/r701_40c_a_manifested_zoetic_cavern_is_turned_face_up_with_morph.toml");
}

/// A cloaked card with disguise may be turned face up with its disguise ability (701.58d):
/// Museum Nightwatch for {1}{W}, when its mana cost {3}{W} can't be paid.
#[rule("701.58d")]
#[test]
fn r701_58d_a_cloaked_museum_nightwatch_is_turned_face_up_with_disguise() {
    run("701/r701_58d_a_cloaked_museum_nightwatch_is_turned_face_up_with_disguise.toml");
}

/// Manifest dread: Innocuous Rat's dies trigger looks at the top two cards of its
/// controller's library, manifests the one they choose and puts the other into their
/// graveyard (701.62a).
#[rule("701.62a")]
#[test]
fn r701_62a_innocuous_rat_manifests_dread_as_it_dies() {
    run("701/r701_62a_innocuous_rat_manifests_dread_as_it_dies.toml");
}

/// Layer 1b over layer 1a: a Clone copying Hill Giant, turned face down by Ixidron, has the
/// face-down characteristics, not the Giant's (613.2b, 708.10).
#[rule("613.2b", "708.10")]
#[test]
fn r613_2b_ixidron_turns_a_clone_face_down_over_its_copy_effect() {
    run("708/r613_2b_ixidron_turns_a_clone_face_down_over_its_copy_effect.toml");
}

/// A manifested Elvish Visionary was turned face down before it entered: its enters
/// ability doesn't trigger (708.3).
#[rule("708.3")]
#[test]
fn r708_3_a_manifested_elvish_visionary_draws_no_card() {
    run("708/r708_3_a_manifested_elvish_visionary_draws_no_card.toml");
}
