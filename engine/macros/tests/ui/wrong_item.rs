use engine_macros::rule;

#[rule("704.5a")]
use std::fmt;

fn main() {
    let _ = fmt::Error;
}
