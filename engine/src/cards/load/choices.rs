//! Checks that a card whose abilities read a chosen color or creature type makes that choice
//! as it enters (614.12a).

use super::{RawCard, Source};
use crate::continuous::Modification;
use crate::Error;

/// A static ability "of the chosen color", and protection from the chosen color, need a
/// color chosen as the card enters (614.12a), and one "of the chosen type" or that gives the
/// chosen type a creature type chosen so.
pub(super) fn choices_are_made(
    src: &Source<'_>,
    c: &RawCard,
    statics: &[crate::cards::StaticAbility],
    replacements: &[crate::replacement::effect::ReplacementEffect],
    protection: crate::handlers::keyword_abilities::protection::Qualities,
) -> Result<(), Error> {
    use crate::replacement::effect::Instead;
    let filters = |s: &crate::cards::StaticAbility| {
        let affects = match &s.affects {
            crate::cards::Affects::Filter(f) => Some(*f),
            _ => None,
        };
        let condition = match &s.condition {
            Some(
                crate::cards::StaticCondition::YouControl(f) | crate::cards::StaticCondition::AnyPlayerControls(f),
            ) => Some(*f),
            _ => None,
        };
        affects.into_iter().chain(condition)
    };
    let reads_color = |s: &crate::cards::StaticAbility| filters(s).any(|f| f.chosen_color);
    let reads_type = |s: &crate::cards::StaticAbility| {
        filters(s).any(|f| f.chosen_type) || s.modifications.contains(&Modification::AddChosenType)
    };
    let chooses = |what: &Instead| replacements.iter().any(|r| r.instead == *what);
    if protection.chosen_color && !chooses(&Instead::ChooseColor) {
        let at = c
            .keywords
            .iter()
            .find(|k| k.get_ref().to_ascii_lowercase().ends_with("the chosen color"))
            .map_or(0, |k| k.span().start);
        return Err(src.error(
            at,
            "protection from the chosen color, but the card chooses no color as it enters",
            "add a [[card.replacements]] table with would = \"enter\" and instead = \"choose_color\"",
        ));
    }
    let checks = [
        (
            &reads_color as &dyn Fn(&crate::cards::StaticAbility) -> bool,
            chooses(&Instead::ChooseColor),
            "`chosen_color = true`, but the card chooses no color as it enters",
            "add a [[card.replacements]] table with would = \"enter\" and instead = \"choose_color\"",
        ),
        (
            &reads_type,
            chooses(&Instead::ChooseCreatureType),
            "the chosen creature type is read, but the card chooses none as it enters",
            "add a [[card.replacements]] table with would = \"enter\" and instead = \"choose_creature_type\"",
        ),
    ];
    for (reads, chosen, message, help) in checks {
        if let Some((raw, _)) = c.statics.iter().zip(statics).find(|(_, s)| reads(s)) {
            if !chosen {
                return Err(src.error(raw.span().start, message, help));
            }
        }
    }
    Ok(())
}
