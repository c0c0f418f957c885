use engine_macros::rule;

#[rule("704.5a")]
#[test]
fn player_at_zero_life_loses() {}

#[rule("704.5a", "704.5b")]
#[test]
fn r704_5_loses() {}

fn main() {}
