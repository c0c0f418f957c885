//! The engine's one integration-test binary.

mod citations;
mod sba;
mod trace;
