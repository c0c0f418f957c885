//! Compile-fail cases: every error a user can get from `#[rule]` and `cite!`, with the exact
//! message in `tests/ui/*.stderr`. Regenerate after a deliberate change with
//! `TRYBUILD=overwrite cargo test -p engine-macros --test it ui`, then read the diff.

#[test]
fn ui() {
    trybuild::TestCases::new().compile_fail("tests/ui/*.rs");
}
