use engine_macros::rule;

#[rule("704.5a", "704.5b", "704.5a")]
fn check() {}

fn main() {}
