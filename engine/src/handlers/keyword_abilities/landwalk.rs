//! 702.14 Landwalk: "[type]walk" (702.14a), an evasion ability (702.14b): a creature with it
//! can't be blocked as long as the defending player controls a land of that kind (702.14c).
//! The loader reads a card's printed landwalk abilities (`Forestwalk`, `Snow forestwalk`,
//! `Nonbasic landwalk`) with [`parse`]; blocks are checked with [`stops_blocking`].

use crate::cards::{CardTypes, Supertypes};
use crate::game::{Game, ObjectId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::generated::subtypes::Subtype;
use crate::keywords::KeywordHooks;
use crate::{cite, rule, Handled};

/// Reports landwalk as implemented.
#[rule("702.14")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// One landwalk ability: the land it looks for (702.14c).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Landwalk {
    /// The land type (`forestwalk`), if it names one.
    pub subtype: Option<Subtype>,
    /// The supertypes the land has (`snow forestwalk`, `legendary landwalk`).
    pub supertypes: Supertypes,
    /// The supertypes the land lacks (`nonbasic landwalk`).
    pub not_supertypes: Supertypes,
}

/// A printed landwalk ability, `"Forestwalk"`, `"Snow swampwalk"`, `"Nonbasic landwalk"`
/// (702.14a); `None` if `text` is not one, an error if it names no land type or supertype.
#[rule("702.14a")]
pub(crate) fn parse(text: &str) -> Option<Result<Landwalk, String>> {
    let lower = text.to_ascii_lowercase();
    let rest = lower.strip_suffix("walk")?;
    let mut words: Vec<&str> = rest.split(' ').collect();
    let kind = words.pop()?;
    if kind.is_empty() || kind == "land" && words.is_empty() {
        return Some(Err(format!("`{text}` names no land to walk")));
    }
    let mut walk = Landwalk {
        subtype: None,
        supertypes: Supertypes::default(),
        not_supertypes: Supertypes::default(),
    };
    if kind != "land" {
        let mut name = kind.to_owned();
        name[..1].make_ascii_uppercase();
        match Subtype::named_for(&name, CardTypes::LAND) {
            Some(s) => walk.subtype = Some(s),
            None => return Some(Err(format!("`{text}`: `{kind}` is not a land type"))),
        }
    }
    for word in words {
        let (negated, name) = match word.strip_prefix("non") {
            Some(name) => (true, name),
            None => (false, word),
        };
        let Some(supertype) = Supertypes::from_name(name) else {
            return Some(Err(format!("`{text}`: `{word}` is not a supertype")));
        };
        if negated {
            walk.not_supertypes = walk.not_supertypes.with(supertype);
        } else {
            walk.supertypes = walk.supertypes.with(supertype);
        }
    }
    Some(Ok(walk))
}

/// The landwalk abilities `attacker` has: those of the card whose abilities it has, and
/// those an effect gave it from another card (702.1c).
fn walks(game: &Game, attacker: ObjectId) -> impl Iterator<Item = &Landwalk> {
    game.variant_cards(attacker, KeywordAbility::Landwalk)
        .flat_map(|card| game.pool.get(card).landwalk.iter())
}

/// Whether landwalk keeps `blocker` from blocking `attacker`: the attacker has a landwalk
/// ability whose land its defending player, the blocker's controller, controls (702.14c).
/// Abilities don't cancel one another (702.14d): the blocker's own landwalk changes nothing.
#[rule("702.14c", "702.14d")]
pub(crate) fn stops_blocking(game: &Game, attacker: ObjectId, blocker: ObjectId) -> bool {
    if !game.has(attacker, KeywordAbility::Landwalk) {
        return false;
    }
    let defending = game.controller(blocker);
    let stops = game.controlled_by(defending).any(|land| {
        game.is(land, CardTypes::LAND)
            && walks(game, attacker).any(|w| {
                let supertypes = game.supertypes(land);
                w.subtype.is_none_or(|s| game.subtypes(land).contains(s))
                    && (w.supertypes.is_empty() || supertypes.contains(w.supertypes))
                    && !supertypes.intersects(w.not_supertypes)
            })
    });
    if stops {
        cite!("702.14c");
    }
    stops
}
