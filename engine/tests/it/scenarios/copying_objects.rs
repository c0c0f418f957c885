//! Scenarios of copying objects (CR 707).

use engine::rule;

use crate::scenario::run;

/// The CR's example 2 of 707.5: a Clone copying Wall of Omens has its enters ability.
#[rule("707.5", "707.2")]
#[test]
fn r707_5_example_2() {
    run("707/r707_5_example_2.toml");
}

/// The CR's example of 707.9b: Copy Artifact copying Juggernaut is also an enchantment, and a
/// copy of it copies that (707.3).
#[rule("707.9b", "707.3")]
#[test]
fn r707_9b_example_1() {
    run("707/r707_9b_example_1.toml");
}

/// The CR's example 1 of 707.9d: Quicksilver Gargantuan copying Tarmogoyf is 7/7, without
/// Tarmogoyf's characteristic-defining ability.
#[rule("707.9d", "707.9b")]
#[test]
fn r707_9d_example_1() {
    run("707/r707_9d_example_1.toml");
}

/// The CR's example 2 of 707.9d: Glasspool Mimic copying a changeling keeps changeling.
#[rule("707.9d")]
#[test]
fn r707_9d_example_2() {
    run("707/r707_9d_example_2.toml");
}

/// The CR's example 1 of 707.2: a Clone copying an animated Chimeric Staff is an artifact,
/// with the Staff's ability.
#[rule("707.2")]
#[test]
fn r707_2_example_1() {
    run("707/r707_2_example_1.toml");
}

/// The CR's example of 707.4: Unstable Shapeshifter becomes a copy of a creature entering and
/// keeps Giant Growth's +3/+3.
#[rule("707.4")]
#[test]
fn r707_4_example_1() {
    run("707/r707_4_example_1.toml");
}

/// The CR's example of 707.9a: an ability a copy effect gives is part of the copy's copiable
/// values, so a Clone of the Shapeshifter has it too.
#[rule("707.9a", "707.3")]
#[test]
fn r707_9a_example_1() {
    run("707/r707_9a_example_1.toml");
}

/// The CR's example 1 of 707.3: a Clone copying Vesuvan Doppelganger copies the values the
/// Doppelganger's exceptions gave it.
#[rule("707.3", "707.9a", "707.9c")]
#[test]
fn r707_3_example_1() {
    run("707/r707_3_example_1.toml");
}

/// The CR's example of 707.11: an ability that names its source by name still finds it after
/// it became a copy of something else.
#[rule("707.11", "707.4")]
#[test]
fn r707_11_example_1() {
    run("707/r707_11_example_1.toml");
}

/// The CR's example of 707.9e: Altered Ego's counters don't come once the Clone's ability it
/// copied makes it a copy of something else.
#[rule("707.9e", "107.3m")]
#[test]
fn r707_9e_example_1() {
    run("707/r707_9e_example_1.toml");
}

/// The CR's example 1 of 707.10: Fork copies Emerald Charm, mode and all, red, with a new
/// target; the copy ceases to exist once it leaves the stack (704.5e).
#[rule("707.10", "707.10c", "707.9b", "704.5e")]
#[test]
fn r707_10_example_1() {
    run("707/r707_10_example_1.toml");
}

/// The CR's example 3 of 707.10: no mana is spent on a copy of Dawnglow Infusion.
#[rule("707.10")]
#[test]
fn r707_10_example_3() {
    run("707/r707_10_example_3.toml");
}

/// The CR's example 2 of 707.10: a copy of Fling uses the creature sacrificed for the
/// original.
#[rule("707.10", "608.2h")]
#[test]
fn r707_10_example_2() {
    run("707/r707_10_example_2.toml");
}

/// The CR's example 1 of 707.5: a Clone of Skyshroud Behemoth enters tapped with two fade
/// counters, the Behemoth's "as it enters" abilities applying to it.
#[rule("707.5", "702.32a")]
#[test]
fn r707_5_example_1() {
    run("707/r707_5_example_1.toml");
}

/// Clone may copy only a creature on the battlefield other than itself: with none, nothing is
/// asked and it enters as the 0/0 it is (707.5, 704.5f).
#[rule("707.5", "704.5f")]
#[test]
fn r707_5_clone_may_copy_only_a_creature() {
    run("707/r707_5_clone_may_copy_only_a_creature.toml");
}

/// The CR's example 1 of 707.8a: a token copy of a double-faced permanent is double-faced,
/// with the same face up.
#[rule("707.8a", "707.1")]
#[test]
fn r707_8a_example_1() {
    run("707/r707_8a_example_1.toml");
}

/// The CR's example 2 of 707.8a: a token copy of a Clone is not double-faced, whatever the
/// Clone's ability makes it copy.
#[rule("707.8a", "712.9")]
#[test]
fn r707_8a_example_2() {
    run("707/r707_8a_example_2.toml");
}

/// The CR's example of 707.6: a Clone of Adaptive Automaton makes its own creature type choice.
#[rule("707.6", "205.3e")]
#[test]
fn r707_6_example_1() {
    run("707/r707_6_example_1.toml");
}

/// A copy of Fork's red copy is red: it copies the copiable values the first copy has (707.3).
#[rule("707.3")]
#[test]
fn r707_3_a_copy_of_forks_red_copy_is_red() {
    run("707/r707_3_a_copy_of_forks_red_copy_is_red.toml");
}

/// Double Major's copy of an Altered Ego spell cast with X = 2 has that X too (707.10): the
/// token it becomes enters with two +1/+1 counters (107.3m).
#[rule("707.10", "107.3m", "608.3f")]
#[test]
fn r707_10_a_copy_of_altered_ego_keeps_its_x() {
    run("707/r707_10_a_copy_of_altered_ego_keeps_its_x.toml");
}

/// Double Major's copy of a Mulldrifter spell cast for its evoke cost was evoked too (707.10):
/// the token it becomes is sacrificed as it enters (702.74a).
#[rule("707.10", "702.74a", "608.3f")]
#[test]
fn r707_10_a_copy_of_an_evoked_mulldrifter_is_evoked_too() {
    run("707/r707_10_a_copy_of_an_evoked_mulldrifter_is_evoked_too.toml");
}

/// B's copy of A's Divination is controlled by B, who put it on the stack (707.10): B draws.
#[rule("707.10")]
#[test]
fn r707_10_a_copy_is_controlled_by_the_player_who_put_it_on_the_stack() {
    run("707/r707_10_a_copy_is_controlled_by_the_player_who_put_it_on_the_stack.toml");
}

/// A copy is a spell of its own on the stack (707.10): countering it leaves the original.
#[rule("707.10")]
#[test]
fn r707_10_a_copy_is_a_spell_of_its_own_on_the_stack() {
    run("707/r707_10_a_copy_is_a_spell_of_its_own_on_the_stack.toml");
}

/// A copy of a kicked Burst Lightning is kicked too (707.10): it deals 4 damage.
#[rule("707.10")]
#[test]
fn r707_10_a_copy_of_a_kicked_spell_is_kicked() {
    run("707/r707_10_a_copy_of_a_kicked_spell_is_kicked.toml");
}

/// Double Major's copy of a Gnarlid Pack multikicked twice was kicked twice too (707.10).
#[rule("707.10", "702.33e")]
#[test]
fn r707_10_a_copy_of_a_multikicked_spell_is_kicked_as_often() {
    run("707/r707_10_a_copy_of_a_multikicked_spell_is_kicked_as_often.toml");
}

/// The CR's example 2 of 707.2: a Clone copying a face-down Grinning Demon copies the
/// face-down characteristics (708.2), and can't be turned face up.
#[rule("707.2", "708.2", "702.37e")]
#[test]
fn r707_2_example_2() {
    run("707/r707_2_example_2.toml");
}

/// The CR's example 3 of 707.3: a face-down permanent copying Branchsnap Lorian stays face
/// down (708.10), and turns face up for the Lorian's morph cost as a Lorian.
#[rule("707.3", "708.10", "702.37e")]
#[test]
fn r707_3_example_3() {
    run("707/r707_3_example_3.toml");
}

/// The CR's example 2 of 707.3: a flipped permanent copying an unflipped flip card has the
/// copied card's flipped half (its status modifies the copied values, 110.5c).
#[rule("707.3", "110.5c")]
#[test]
fn r707_3_example_2() {
    run("707/r707_3_example_2.toml");
}

/// The CR's example 4 of 707.3: a face-down permanent copying Wandering Ones, which has no
/// morph, can't be turned face up as a special action.
#[rule("707.3", "708.10", "702.37e")]
#[test]
fn r707_3_example_4() {
    run("707/r707_3_example_4.toml");
}

/// The CR's example of 707.9f: Moritte of the Frost's "if it's a creature" exceptions don't
/// apply to a copy of a land that is a creature only until end of turn, even once the copy
/// becomes a creature; they do to a copy of a creature (changeling, 702.73a).
#[rule("707.9f", "702.73a")]
#[test]
fn r707_9f_example_1() {
    run("707/r707_9f_example_1.toml");
}

/// The CR's example of 707.10e: Frontline Heroism's copy targets one of the two tokens
/// Anointed Procession made, its controller's choice, and not both.
#[rule("707.10e")]
#[test]
fn r707_10e_example_1() {
    run("707/r707_10e_example_1.toml");
}

/// 707.3: objects that copy a copy use its copiable values as the copy effect modified
/// them: a token copy of a Clone that copied Grizzly Bears is a Grizzly Bears.
#[rule("707.3")]
#[test]
fn r707_3_a_token_copy_of_a_clone_copies_what_the_clone_copied() {
    run("707/r707_3_a_token_copy_of_a_clone_copies_what_the_clone_copied.toml");
}

/// Body Double may copy only a creature card in a graveyard, in any player's (707.5): the
/// creature on the battlefield and the instant card are not offered.
#[rule("707.5")]
#[test]
fn r707_5_body_double_enters_as_a_copy_of_a_creature_card_in_a_graveyard() {
    run("707/r707_5_body_double_enters_as_a_copy_of_a_creature_card_in_a_graveyard.toml");
}
