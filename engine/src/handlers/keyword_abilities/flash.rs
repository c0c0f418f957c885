//! 702.8 Flash: a spell with flash may be cast any time its controller could cast an instant
//! (702.8a, `Game::check_cast`).

use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports flash as implemented: casting checks it where the module doc says.
#[rule("702.8")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}
