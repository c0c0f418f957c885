//! The xtask crate's one integration-test binary: the commands, run as a user runs them.

mod cli;
mod coverage;
mod diff;
mod mutants;
mod regen;
mod scaffold;
mod support;
mod trace;
mod update;
