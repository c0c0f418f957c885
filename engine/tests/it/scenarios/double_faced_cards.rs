//! Scenarios of double-faced cards (CR 712) and transforming them (701.27).

use engine::rule;

use crate::scenario::run;

/// The CR's example of 712.18: a transformed permanent is the same object, and the effects
/// that applied to it still do.
#[rule("712.18", "701.27a")]
#[test]
fn r712_18_example_1() {
    run("712/r712_18_example_1.toml");
}

/// The CR's example 1 of 712.9: a Clone copying a back face isn't a double-faced card and
/// can't transform.
#[rule("712.9", "701.27c", "707.8")]
#[test]
fn r712_9_example_1() {
    run("712/r712_9_example_1.toml");
}

/// The CR's example 2 of 712.9: a double-faced card copying another creature still
/// transforms, and is still a copy.
#[rule("712.9", "701.27a")]
#[test]
fn r712_9_example_2() {
    run("712/r712_9_example_2.toml");
}
