//! Keyword actions (CR 701) and keyword abilities (CR 702).
//!
//! Each keyword has a module in `crate::handlers::keyword_actions` or
//! `crate::handlers::keyword_abilities` and a variant of the generated
//! [`KeywordAction`](crate::generated::keyword_actions::KeywordAction) or
//! [`KeywordAbility`](crate::generated::keyword_abilities::KeywordAbility). A keyword's
//! `register` function installs what it changes in the game into [`KeywordHooks`].

pub(crate) mod sharing;

pub use crate::generated::keyword_abilities::KeywordAbility;
pub use crate::generated::keyword_actions::KeywordAction;

/// The points where keywords change how the game runs. Empty until the engine core gives
/// keywords something to hook into; a keyword that registers nothing reports
/// `Unimplemented`.
#[derive(Debug, Default)]
#[non_exhaustive]
pub struct KeywordHooks {}
