use engine_macros::rule;

#[rule("704.5a", stubb)]
fn check() {}

#[rule("704.5a", todo)]
fn check_later() {}

fn main() {}
