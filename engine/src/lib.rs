//! The game engine: a deterministic, headless two-player game that follows the CR.
//!
//! `generated/` is written by `cargo xtask regen` from the rules index: a typed constant per
//! rule ([`generated::rules`]), the rule table, and the dispatch tables of the handler
//! families (state-based actions, turn-based actions, phases and steps, keyword actions and
//! abilities). Handler bodies live in `src/handlers/`, one file per rule, created as stubs by
//! regen and owned by their authors from then on. Everything else is hand-written and cites
//! the rules it implements with [`rule`] (`#[rule("704.5a")]` on an item, `cite!("704.5a")`
//! in a body), which the compiler checks against the index.
//!
//! Start with [`Game::new`](game::Game::new), read [`Game::pending`](game::Game::pending)
//! and [`Game::legal_actions`](game::Game::legal_actions), answer with
//! [`Game::apply`](game::Game::apply), or let [`agent::play_out`] drive [`agent::Agent`]s.

// Lets the citation macros name this crate `::engine` from inside it as well as from tests.
extern crate self as engine;

pub mod action;
pub mod agent;
pub mod announce;
mod apply;
pub mod attack_options;
mod battles;
pub mod cards;
mod casting;
pub mod characteristics;
pub mod combat;
pub mod commander;
pub mod continuous;
mod controlling_players;
pub mod copies;
mod costs;
pub mod day_night;
pub mod decks;
pub mod deploy_creatures;
mod dice;
mod draws;
mod effects;
pub mod emperor;
pub mod ending_the_turn;
mod entering_counters;
mod error;
pub mod event;
mod face_down;
mod flip_cards;
pub mod game;
pub mod generated;
pub mod grand_melee;
mod handled;
pub mod inherent;
mod invariants;
pub mod keywords;
mod leaving;
mod legal;
pub mod linked;
pub mod log;
mod loops;
mod loyalty;
pub mod midway;
pub mod monarch;
mod numbers;
mod outside;
mod payment;
mod piles;
pub mod range_of_influence;
pub mod replacement;
mod restart;
pub mod rng;
pub mod rules_ext;
mod sagas;
pub mod sba;
pub mod shortcuts;
mod split_cards;
pub mod stack;
mod start;
mod subgames;
pub mod targets;
pub mod trace;
pub mod triggers;
pub mod turn;
mod two_headed_giant;
mod visibility;

pub use engine_macros::{cite, rule};
pub use error::Error;
pub use generated::handlers;
pub use handled::Handled;

#[doc(hidden)]
pub mod __private {
    pub use linkme;
}
