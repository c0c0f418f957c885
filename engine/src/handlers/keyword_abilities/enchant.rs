//! 702.5 Enchant: "Enchant [object or player]" restricts what an Aura spell can target and
//! what an Aura can enchant (702.5a). The loader makes a card's `enchant` the target of its
//! spell (303.4a) and keeps it as `CardDef::enchant`, which attaching checks
//! (`keyword_actions::attach::can_attach`) and 704.5m applies.

use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports enchant as implemented.
#[rule("702.5")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}
