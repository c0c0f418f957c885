//! Keywords that come with a delayed triggered ability, kept in the card's list of delayed
//! abilities as its costs are read: dash (702.109a) and unearth (702.84a), whose permanent
//! stays only until the next end step, rebound (702.88a) and decayed (702.147a).

use toml::Spanned;

use super::{costs, delayed, Source};
use crate::cards::{ActivatedAbility, KeywordSet};
use crate::characteristics::CardTypes;
use crate::generated::keyword_abilities::KeywordAbility;
use crate::handlers::keyword_abilities::{dash, decayed, rebound, unearth};
use crate::Error;

/// A dash cost (`dash = "{1}{R}"`, 702.109a), a nonland permanent card's, with its delayed
/// "return it to its owner's hand" ability kept in the card's list.
pub(super) fn dash(
    src: &Source<'_>,
    raw: Option<&Spanned<String>>,
    types: CardTypes,
) -> Result<Option<dash::Dash>, Error> {
    let Some(cost) = costs::permanent_alternative(src, "dash", raw, types)? else {
        return Ok(None);
    };
    let at = raw.map_or(0, |r| r.span().start);
    let returns = delayed::keep(src, at, dash::returns())?;
    Ok(Some(dash::Dash { cost, returns }))
}

/// An unearth ability (`unearth = "{B}"`, 702.84a): a mana cost, on a permanent card (it
/// returns the card to the battlefield), with its delayed "exile it" ability kept in the card's list.
pub(super) fn unearth(src: &Source<'_>, raw: &Spanned<String>, types: CardTypes) -> Result<ActivatedAbility, Error> {
    let cost = costs::mana_only(src, raw, "unearth", types.is_permanent(), "permanent", "{B}")?;
    let exiles = delayed::keep(src, raw.span().start, unearth::exiles())?;
    Ok(unearth::ability(cost, exiles))
}

/// Rebound (702.88a), among the keywords of an instant or sorcery card (the only spells that
/// resolve into a graveyard): its delayed "cast it again" ability kept in the card's list.
pub(super) fn rebound(
    src: &Source<'_>,
    at: usize,
    keywords: &KeywordSet,
    types: CardTypes,
) -> Result<Option<u16>, Error> {
    let on = KeywordOn {
        keyword: KeywordAbility::Rebound,
        types: CardTypes::INSTANT.with(CardTypes::SORCERY),
        not_on: "rebound on a card that is not an instant or sorcery (702.88a)",
        remove: "remove \"Rebound\" from its keywords",
    };
    on.keep(src, at, keywords, types, rebound::ability)
}

/// Decayed (702.147a), among a creature's keywords: its delayed "sacrifice it at end of
/// combat" ability kept in the card's list, for the trigger the loader gives it.
pub(super) fn decayed(
    src: &Source<'_>,
    at: usize,
    keywords: &KeywordSet,
    types: CardTypes,
) -> Result<Option<u16>, Error> {
    let on = KeywordOn {
        keyword: KeywordAbility::Decayed,
        types: CardTypes::CREATURE,
        not_on: "decayed on a card that is not a creature (702.147a: \"this creature can't block\")",
        remove: "remove \"Decayed\" from its keywords",
    };
    on.keep(src, at, keywords, types, decayed::sacrifices)
}

/// A keyword that comes with a delayed ability, and the card types it may be on.
struct KeywordOn {
    keyword: KeywordAbility,
    /// A card with the keyword has one of these types.
    types: CardTypes,
    /// The error for a card of none of them, and what to do.
    not_on: &'static str,
    remove: &'static str,
}

impl KeywordOn {
    /// If `keywords` hold the keyword: an error unless the card's `types` allow it, else
    /// the index of its delayed ability, `ability`, kept in the card's list.
    fn keep(
        &self,
        src: &Source<'_>,
        at: usize,
        keywords: &KeywordSet,
        types: CardTypes,
        ability: fn() -> crate::cards::DelayedAbility,
    ) -> Result<Option<u16>, Error> {
        if !keywords.contains(self.keyword) {
            return Ok(None);
        }
        if !types.intersects(self.types) {
            return Err(src.error(at, self.not_on, self.remove));
        }
        delayed::keep(src, at, ability()).map(Some)
    }
}
