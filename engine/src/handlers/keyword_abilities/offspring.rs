//! 702.175 Offspring
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r702_175_…` citing `#[rule("702.175")]`.
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};
/// Registers the engine hooks of 702.175. Not implemented yet.
#[rule("702.175", stub)]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Unimplemented
}
