//! Scenarios of backup (CR 702.165): Boon-Bringer Valkyrie's +1/+1 counter, and the keywords
//! printed below its backup granted to another creature until end of turn.

use engine::rule;

use crate::scenario::run;

/// Boon-Bringer Valkyrie backs up Grizzly Bears: a counter, and its keywords until end of turn.
#[rule("702.165a")]
#[test]
fn r702_165a_boon_bringer_valkyrie_backs_up_grizzly_bears_until_end_of_turn() {
    run("702/r702_165a_boon_bringer_valkyrie_backs_up_grizzly_bears_until_end_of_turn.toml");
}

/// The Valkyrie backing itself up gets the counter and grants itself nothing.
#[rule("702.165a")]
#[test]
fn r702_165a_a_valkyrie_backing_itself_up_gains_only_the_counter() {
    run("702/r702_165a_a_valkyrie_backing_itself_up_gains_only_the_counter.toml");
}

/// The keywords granted are fixed as the ability triggers: the Valkyrie losing them changes
/// nothing.
#[rule("702.165d")]
#[test]
fn r702_165d_the_abilities_granted_are_fixed_as_backup_triggers() {
    run("702/r702_165d_the_abilities_granted_are_fixed_as_backup_triggers.toml");
}

/// A keyword the Valkyrie gained isn't granted.
#[rule("702.165c")]
#[test]
fn r702_165c_an_ability_the_valkyrie_gained_is_not_granted() {
    run("702/r702_165c_an_ability_the_valkyrie_gained_is_not_granted.toml");
}
