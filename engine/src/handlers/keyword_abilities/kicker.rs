//! 702.33 Kicker: an optional additional cost announced as the spell is cast
//! (`Game::announce_optional_cost`, 601.2b), added to its total cost (`Game::total_cost`,
//! 601.2f), and remembered by the spell and the permanent it becomes for the conditions that
//! ask whether it was kicked, with which cost (`Game::holds`, 702.33d–f). A card file writes
//! it `kicker = ["{W}", "{2}{B}"]` (702.33b), or `multikicker = "{1}{G}"` for one kicker cost
//! its controller is asked about again after each time they pay it (702.33c), which the
//! spell and its permanent count (`times_kicked`, 702.33e). Sticker kicker (702.33h) is not
//! built.

use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports kicker as implemented: casting and conditions check it where the module doc says.
#[rule("702.33")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}
