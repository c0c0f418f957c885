use engine_macros::{cite, rule};

#[rule("999.99z")]
fn check() {}

#[rule("704.5a", "999.99y")]
fn check_more() {}

fn main() {
    let _ = cite!("999.99x");
}
