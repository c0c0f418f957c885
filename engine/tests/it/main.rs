//! The engine's one integration-test binary.

mod cards;
mod citations;
mod fixtures;
mod mutation;
mod play;
mod sba;
mod scenario;
mod scenarios;
mod start;
mod trace;
mod triggers;
mod turn;
