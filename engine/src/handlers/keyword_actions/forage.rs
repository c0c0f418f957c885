//! 701.61 Forage
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r701_61_…` citing `#[rule("701.61")]`.
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};
/// Registers the engine hooks of 701.61. Not implemented yet.
#[rule("701.61", stub)]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Unimplemented
}
