//! 701.56 Time Travel
//!
//! A handler stub created by `cargo xtask regen`; it is yours now, and regen never
//! rewrites it. To implement it: write the body, drop `stub` from the citation, and add
//! a test named `r701_56_…` citing `#[rule("701.56")]`.
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};
/// Registers the engine hooks of 701.56. Not implemented yet.
#[rule("701.56", stub)]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Unimplemented
}
