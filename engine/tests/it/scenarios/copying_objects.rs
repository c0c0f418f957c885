//! Scenarios of copying objects (CR 707).

use engine::rule;

use crate::scenario::run;

/// The CR's example 2 of 707.5: a Clone copying Wall of Omens has its enters ability.
#[rule("707.5", "707.2")]
#[test]
fn r707_5_example_2() {
    run("707/r707_5_example_2.toml");
}
