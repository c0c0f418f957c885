use engine_macros::rule;

#[rule("999.99z")]
fn check() {}

#[rule("704.5a", "704.5zz")]
fn check_more() {}

fn main() {}
