//! The game engine: a deterministic two-player game that follows the CR.
//!
//! `generated/` is written by `cargo xtask regen` from the rules index: a typed constant per
//! rule ([`generated::rules`]), the rule table, and the dispatch tables of the handler
//! families (state-based actions, turn-based actions, phases and steps, keyword actions and
//! abilities). Handler bodies live in `src/handlers/`, one file per rule, created as stubs by
//! regen and owned by their authors from then on. Everything else is hand-written and cites
//! the rules it implements with [`rule`] (`#[rule("704.5a")]` on an item, `cite!("704.5a")`
//! in a body), which the compiler checks against the index.

// Lets the citation macros name this crate `::engine` from inside it as well as from tests.
extern crate self as engine;

pub mod event;
pub mod game;
pub mod generated;
mod handled;
pub mod keywords;
pub mod rules_ext;
pub mod sba;
pub mod trace;
pub mod turn;

pub use engine_macros::{cite, rule};
pub use generated::handlers;
pub use handled::Handled;

#[doc(hidden)]
pub mod __private {
    pub use linkme;
}
