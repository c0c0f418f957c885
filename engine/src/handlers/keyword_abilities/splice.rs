//! 702.47 Splice: "Splice onto [quality] [cost]" means "You may reveal this card from your
//! hand as you cast a [quality] spell. If you do, that spell gains the text of this card's
//! rules text and you pay [cost] as an additional cost to cast that spell" (702.47a). A card
//! file writes `splice = { onto = "Arcane", cost = "{1}{R}" }`. As a spell is cast, after its
//! modes, its caster is asked about each card they may splice onto it, one at a time
//! (`announce/splice.rs`, 601.2b); the cards stay in their hand. The spell's text then has
//! the spliced texts after its own (`AbilityText::spliced`), whose targets are announced
//! with its own (702.47d) and whose instructions the spell follows after its own (702.47b–c,
//! in `stack.rs`); the splice costs are part of its total cost (`Game::total_cost`). The
//! spliced text is the stack item's (`Choices::text`), so it is gone once the spell leaves
//! the stack.
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports splice as implemented: see the module documentation for where each part is.
#[rule("702.47")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}
