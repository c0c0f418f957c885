//! Integration tests of rules-data (one binary, as linking many is slow on 2 cores).

mod corpus;
mod diff;
mod grammar;
mod robustness;
mod round_trip;
mod schema;
mod shapes;
mod spot_checks;
mod support;
