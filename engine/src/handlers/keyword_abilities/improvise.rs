//! 702.126 Improvise: "For each generic mana in this spell's total cost, you may tap an
//! untapped artifact you control rather than pay that mana" (702.126a). It is no additional
//! or alternative cost and applies once the total cost is determined (702.126b); instances
//! are redundant (702.126c, a keyword set holds one). Casting pays with it as with convoke,
//! whose code it shares ([`super::convoke::TapToPay`]).

use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports improvise as implemented: casting a spell with it taps artifacts to pay for it
/// as the module doc says.
#[rule("702.126")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}
