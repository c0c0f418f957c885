use engine_macros::rule;

#[rule]
fn check() {}

#[rule()]
fn check_empty() {}

fn main() {}
