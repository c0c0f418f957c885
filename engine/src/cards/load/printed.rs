//! Reading a card's printed characteristics (CR 109.3, 200–209): its name (a token's from its
//! subtypes, 111.4), its colors and color indicator (202.2, 204), its subtypes (205.3), a
//! characteristic-defining ability that defines its power and toughness (604.3), and a
//! battle's defense (310.4a).

use toml::Spanned;

use super::{statics, RawCard, Source};
use crate::cards::StaticAbility;
use crate::characteristics::{CardTypes, ColorSet, SubtypeSet};
use crate::continuous::{Amount, Modification};
use crate::{cite, rule, Error};

/// A card's name; a token's is the one its creating effect gives it, or else its subtypes
/// followed by "Token" (111.4).
#[rule("111.4")]
pub(super) fn definition_name(src: &Source<'_>, at: usize, c: &RawCard, is_token: bool) -> Result<String, Error> {
    match (&c.name, is_token) {
        (Some(name), _) => Ok(name.clone()),
        (None, true) if !c.subtypes.is_empty() => Ok(format!("{} Token", c.subtypes.join(" "))),
        (None, true) => Err(src.error(
            at,
            "a token with no name and no subtypes",
            "give the token a name, or subtypes to name it by (111.4)",
        )),
        (None, false) => Err(src.error(at, "a card with no name", "add name = \"…\"")),
    }
}

/// A token's colors, which the effect that creates it defines like every other
/// characteristic of it (111.3); cards get theirs from their mana cost and color indicator.
#[rule("111.3")]
pub(super) fn token_colors(src: &Source<'_>, at: usize, c: &RawCard, is_token: bool) -> Result<ColorSet, Error> {
    if !is_token {
        if !c.colors.is_empty() {
            return Err(src.error(
                at,
                "a card with `colors`",
                "a card's colors come from its mana cost and `color_indicator` (202.2, 204); `colors` is for tokens",
            ));
        }
        return Ok(ColorSet::COLORLESS);
    }
    cite!("111.3");
    statics::colors(src, at, &c.colors)
}

/// An object with a color indicator is each color it denotes (204.2).
#[rule("204.2")]
pub(super) fn color_indicator(src: &Source<'_>, at: usize, names: &[String]) -> Result<ColorSet, Error> {
    if names.is_empty() {
        return Ok(ColorSet::COLORLESS);
    }
    cite!("204.2");
    statics::colors(src, at, names)
}

/// The printed subtypes, each one the CR lists (205.3; a two-word creature type such as Time
/// Lord is one subtype, 205.3b) and that goes with one of the card's types (205.3c): a
/// creature may have several creature types (302.3), a land several land types (305.5).
#[rule("205.3b", "205.3c", "302.3", "305.5")]
pub(super) fn printed_subtypes(
    src: &Source<'_>,
    at: usize,
    name: &str,
    names: &[String],
    types: CardTypes,
) -> Result<SubtypeSet, Error> {
    let mut set = SubtypeSet::EMPTY;
    for s in names {
        let subtype = crate::generated::subtypes::Subtype::named_for(s, types).ok_or_else(|| {
            src.error(
                at,
                format!("`{s}` is not a subtype of {name}'s card types that rule 205.3 lists"),
                "write subtypes as rule 205.3 lists them (`Bear`, `Urza’s`, `Time Lord`), matching the card's types",
            )
        })?;
        set.insert(subtype);
    }
    Ok(set)
}

/// `power_toughness = "cards_in_hand"`: a characteristic-defining ability (604.3) for a
/// creature without printed power and toughness; `"card_types_in_all_graveyards/+1"` is
/// Tarmogoyf's "*/1+*", `"face_down_creatures"` Ixidron's.
pub(super) fn defined_pt(src: &Source<'_>, defined: &Spanned<String>, allowed: bool) -> Result<StaticAbility, Error> {
    let (power, toughness) = match defined.get_ref().as_str() {
        "cards_in_hand" if allowed => (Amount::CardsInHand, Amount::CardsInHand),
        "mana_value" if allowed => (Amount::ManaValue, Amount::ManaValue),
        "card_types_in_all_graveyards/+1" if allowed => {
            (Amount::CardTypesInAllGraveyards(0), Amount::CardTypesInAllGraveyards(1))
        }
        "face_down_creatures" if allowed => (Amount::FaceDownCreatures, Amount::FaceDownCreatures),
        other => {
            return Err(src.error(
                defined.span().start,
                format!("`{other}` is not a power and toughness the engine can define here"),
                "a creature without printed power and toughness may have power_toughness = \"cards_in_hand\", \"mana_value\", \"card_types_in_all_graveyards/+1\" or \"face_down_creatures\"",
            ))
        }
    };
    Ok(StaticAbility {
        affects: crate::cards::Affects::This,
        modifications: vec![Modification::SetPt(power, toughness)],
        cda: true,
        zone: crate::game::Zone::Battlefield,
        condition: None,
    })
}

/// A card's printed defense (310.4a): a battle must print one above 0, and no other card
/// has one.
pub(super) fn defense(
    src: &Source<'_>,
    at: usize,
    name: &str,
    given: Option<i32>,
    types: CardTypes,
) -> Result<Option<i32>, Error> {
    match (types.contains(CardTypes::BATTLE), given) {
        (true, Some(defense)) if defense > 0 => Ok(Some(defense)),
        (false, None) => Ok(None),
        (true, _) => Err(src.error(
            at,
            format!("the battle `{name}` has no defense above 0"),
            "a battle card prints its defense, the defense counters it enters with (310.4a-b): write `defense = 5`",
        )),
        (false, Some(_)) => Err(src.error(
            at,
            format!("`{name}` has a defense but is not a battle"),
            "only a battle has defense (310.4): leave `defense` out, or add \"battle\" to `types`",
        )),
    }
}
