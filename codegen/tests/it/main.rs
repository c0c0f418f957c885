//! The codegen crate's one integration-test binary.

mod injection;
mod subtypes;
