//! 702.44 Sunburst
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r702_44_…` citing `#[rule("702.44")]`.
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};
/// Registers the engine hooks of 702.44. Not implemented yet as a keyword of its own: on a
/// noncreature it puts charge counters, which the engine doesn't have. As the number of
/// "Modular—Sunburst" (702.44c) it is read by `modular.rs`.
#[rule("702.44", stub)]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Unimplemented
}
