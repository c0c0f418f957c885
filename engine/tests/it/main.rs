//! The engine's one integration-test binary.

mod citations;
mod sba;
mod scenario;
mod scenarios;
mod trace;
