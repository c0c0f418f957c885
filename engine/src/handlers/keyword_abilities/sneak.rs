//! 702.190 Sneak
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r702_190_…` citing `#[rule("702.190")]`.
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};
/// Registers the engine hooks of 702.190. Not implemented yet: sneak is an alternative cost
/// (paid by returning an unblocked creature, any time an instant could be cast in the
/// declare blockers step) and puts the permanent onto the battlefield tapped and attacking
/// (508.4); the engine has neither alternative costs nor creatures entering attacking yet.
#[rule("702.190", stub)]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Unimplemented
}
