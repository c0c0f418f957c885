//! Checks of linked abilities (607.2a): an ability that puts "a card exiled with [this]"
//! somewhere needs the ability it is linked to, one that exiles cards with a linked `exile`.

use super::Source;
use crate::cards::resolved::Resolved;
use crate::cards::{AbilityText, TriggeredAbility};
use crate::{rule, Error};

/// Refuses a card whose abilities refer to "cards exiled with [this]" but none of whose
/// abilities exiles cards for them (607.2a).
#[rule("607.2a")]
pub(super) fn exiled_with_has_its_exile<'a>(
    src: &Source<'_>,
    name: &str,
    at: usize,
    abilities: impl Iterator<Item = &'a AbilityText> + Clone,
    triggers: &'a [TriggeredAbility],
) -> Result<(), Error> {
    let texts = abilities.chain(triggers.iter().map(|t| &t.text));
    let effects = || texts.clone().flat_map(AbilityText::all_effects);
    let refers = effects().any(|e| matches!(e, Resolved::PutExiledWithThis(_)));
    let exiles = effects().any(|e| matches!(e, Resolved::Exile(_, true)));
    if refers && !exiles {
        return Err(src.error(
            at,
            format!(
                "`{name}` puts a card \"exiled with\" it somewhere, but none of its abilities exiles cards for that"
            ),
            "write the ability it is linked to (607.2a) with { effect = \"exile\", what = …, linked = true }",
        ));
    }
    Ok(())
}
