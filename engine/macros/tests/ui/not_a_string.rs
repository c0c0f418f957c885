use engine_macros::rule;

#[rule(704)]
fn check() {}

#[rule(704.5)]
fn check_rule() {}

#[rule(rules::R704_5A)]
fn check_path() {}

#[rule("704.5a" "704.5b")]
fn check_missing_comma() {}

fn main() {}
