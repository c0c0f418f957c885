use engine_macros::rule;

#[rule("704.5A")]
fn check() {}

#[rule("CR 704.5a")]
fn check_more() {}

fn main() {}
