//! 702.157 Squad
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r702_157_…` citing `#[rule("702.157")]`.
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};
/// Registers the engine hooks of 702.157. Not implemented yet.
#[rule("702.157", stub)]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Unimplemented
}
