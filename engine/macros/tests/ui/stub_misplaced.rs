use engine_macros::rule;

#[rule(stub, "704.5a")]
fn check() {}

#[rule("704.5a", stub, stub)]
fn check_twice() {}

#[rule(stub)]
fn check_nothing() {}

fn main() {}
