//! The abilities that attach: an Aura's enchant ability, the target of its spell (702.5a,
//! 303.4a), an Equipment's equip ability (702.6a), a Fortification's fortify ability
//! (702.67a), and an Aura's aura swap ability (702.65a).

use toml::Spanned;

use super::{costs, Source};
use crate::cards::target::TargetSpec;
use crate::cards::ActivatedAbility;
use crate::characteristics::SubtypeSet;
use crate::generated::subtypes;
use crate::Error;

/// The target an Aura's spell has by its enchant ability (303.4a, 702.5a): an Aura must
/// have one, and nothing else may.
pub(super) fn enchant(
    src: &Source<'_>,
    at: usize,
    name: &str,
    raw: Option<&Spanned<TargetSpec>>,
    subtypes: &SubtypeSet,
) -> Result<Vec<Spanned<TargetSpec>>, Error> {
    let aura = subtypes.contains(subtypes::AURA);
    match raw {
        None if aura => Err(src.error(
            at,
            format!("`{name}` is an Aura with no enchant ability"),
            "an Aura spell targets what its enchant ability names (303.4a): add enchant = { kind = \"creature\" }",
        )),
        None => Ok(Vec::new()),
        Some(spec) if !aura => Err(src.error(
            spec.span().start,
            format!("`{name}` has an enchant ability but isn't an Aura"),
            "only Auras enchant (303.4): give the card the subtype \"Aura\" or leave `enchant` out",
        )),
        Some(spec) => {
            let s = spec.get_ref();
            if s.count != 1
                || s.up_to
                || s.any_number
                || s.other
                || s.owned_by.is_some()
                || s.blocking_or_blocked_by_this
            {
                return Err(src.error(
                    spec.span().start,
                    "an enchant ability names one object or player to enchant",
                    "write enchant = { kind = \"creature\" }, with `which` for more (\"creature you control\")",
                ));
            }
            Ok(vec![spec.clone()])
        }
    }
}

/// The equip ability of a card with `equip = "{1}"`: "[Cost]: Attach this permanent to target
/// creature you control. Activate only as a sorcery" (702.6a). Only an Equipment has one.
pub(super) fn equip(src: &Source<'_>, raw: &Spanned<String>, subtypes: &SubtypeSet) -> Result<ActivatedAbility, Error> {
    let cost = attacher_cost(src, raw, subtypes, (subtypes::EQUIPMENT, "an", "Equipment", "equip"))?;
    Ok(crate::handlers::keyword_abilities::equip::ability(cost))
}

/// The fortify ability of a card with `fortify = "{3}"`: "[Cost]: Attach this Fortification
/// to target land you control. Activate only as a sorcery" (702.67a). Only a Fortification
/// has one.
pub(super) fn fortify(
    src: &Source<'_>,
    raw: &Spanned<String>,
    subtypes: &SubtypeSet,
) -> Result<ActivatedAbility, Error> {
    let cost = attacher_cost(
        src,
        raw,
        subtypes,
        (subtypes::FORTIFICATION, "a", "Fortification", "fortify"),
    )?;
    Ok(crate::handlers::keyword_abilities::fortify::ability(cost))
}

/// The cost of the keyword `keyword`, which only a permanent with the subtype `subtype`
/// (named `name`) has; `article` is the one both words take ("an Equipment", "an equip
/// ability").
fn attacher_cost(
    src: &Source<'_>,
    raw: &Spanned<String>,
    subtypes: &SubtypeSet,
    (subtype, article, name, keyword): (crate::generated::subtypes::Subtype, &str, &str, &str),
) -> Result<crate::cards::AbilityCost, Error> {
    if !subtypes.contains(subtype) {
        return Err(src.error(
            raw.span().start,
            format!("only {article} {name} has {article} {keyword} ability"),
            format!("give the card the subtype \"{name}\" or leave `{keyword}` out"),
        ));
    }
    costs::ability_cost(src, raw)
}

/// The aura swap ability of a card with `aura_swap = "{2}{U}"`: "[Cost]: You may exchange
/// this permanent with an Aura card in your hand" (702.65a). Only an Aura has one.
pub(super) fn aura_swap(
    src: &Source<'_>,
    raw: &Spanned<String>,
    subtypes: &SubtypeSet,
) -> Result<ActivatedAbility, Error> {
    if !subtypes.contains(subtypes::AURA) {
        return Err(src.error(
            raw.span().start,
            "only an Aura has an aura swap ability",
            "give the card the subtype \"Aura\" or leave `aura_swap` out",
        ));
    }
    let cost = costs::ability_cost(src, raw)?;
    Ok(crate::handlers::keyword_abilities::aura_swap::ability(cost))
}
