//! The macros crate's one integration-test binary.

mod ui;
