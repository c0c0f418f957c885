//! The engine's one integration-test binary.

mod actions;
mod battles;
mod cant;
mod cards;
mod citations;
mod combat;
mod controlling_players;
mod decisions;
mod echo;
mod effects;
mod fixtures;
mod linked;
mod mana;
mod play;
mod replacements;
mod sba;
mod scenario;
mod scenarios;
mod split_cards;
mod start;
mod targets;
mod toxic;
mod trace;
mod triggers;
mod turn;
mod visibility;
