//! 702.16 Protection: "Protection from [quality]" (702.16a). The engine reads a card's own
//! protection from colors or from the chosen color (Voice of All), and applies it as the
//! CR's DEBT: damage from sources of that color is prevented (702.16e, a prevention effect
//! among the others, `EffectKey::Protection`), it can't be enchanted or equipped by
//! permanents of that color (702.16c–d, checked as they attach and by 704.5m–n), it can't be
//! blocked by creatures of that color (702.16f), and it can't be the target of spells of that
//! color or abilities from sources of that color (702.16b). Effects grant protection as
//! another card has it, each variant (702.1c, Concerted Effort). "Protection from each color"
//! is protection from each of the five (702.16h: Iridescent Angel), "protection from
//! everything" protection from every object whatever its characteristics (702.16j:
//! Progenitus). Protection from other qualities and from players (702.16k), and effects that
//! grant protection from a named color, wait for cards that need them.

use crate::characteristics::{Color, ColorSet};
use crate::game::{Game, ObjectId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::keywords::KeywordHooks;
use crate::replacement::effect::{Instead, Party, ReplacementEffect, Would};
use crate::{cite, rule, Handled};

/// Reports protection as implemented: targeting, blocking and damage check it through
/// [`from`].
#[rule("702.16")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// What a card's protection abilities protect it from (702.16a).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Qualities {
    /// The colors they name.
    pub colors: ColorSet,
    /// Whether one is "protection from the chosen color": the color the card's "as [this]
    /// enters, choose a color" chose for the permanent (Voice of All), linked to it (607.2d).
    pub chosen_color: bool,
    /// Whether one is "protection from everything" (702.16j).
    pub everything: bool,
}

impl Qualities {
    /// Whether they name nothing: the card has no protection.
    pub fn is_empty(self) -> bool {
        self == Qualities::default()
    }

    /// What these protection abilities and `other`'s protect from, together.
    pub fn with(self, other: Qualities) -> Qualities {
        Qualities {
            colors: self.colors.with(other.colors),
            chosen_color: self.chosen_color || other.chosen_color,
            everything: self.everything || other.everything,
        }
    }
}

/// The qualities of a printed protection ability, `"Protection from black"`, `"Protection
/// from white and from blue"` (702.16a, 702.16g), `"Protection from each color"` (702.16h),
/// `"Protection from everything"` (702.16j) or `"Protection from the chosen color"`; `None`
/// if `text` is not one, an error if it names something else.
#[rule("702.16a", "702.16g", "702.16h")]
pub(crate) fn parse(text: &str) -> Option<Result<Qualities, String>> {
    let lower = text.to_ascii_lowercase();
    let rest = lower.strip_prefix("protection from ")?;
    let mut qualities = Qualities::default();
    for quality in rest.split(" and from ").map(str::trim) {
        match quality {
            "the chosen color" => qualities.chosen_color = true,
            "everything" => qualities.everything = true,
            // Shorthand for protection from each of the five colors (702.16h).
            "each color" => qualities.colors = ColorSet::of(&Color::ALL),
            _ => match Color::from_name(quality) {
                Some(c) => qualities.colors = qualities.colors.with(ColorSet::of(&[c])),
                None => {
                    return Some(Err(format!(
                        "`{text}`: the engine reads protection from colors, from each color, from everything and from the chosen color, and `{quality}` is none of them"
                    )))
                }
            },
        }
    }
    Some(Ok(qualities))
}

/// Whether `protected` has protection from `from` now: it has protection, and `from` has a
/// color one of its protection abilities names (702.16a), those of the card whose abilities
/// it has and those an effect gave it from another card (702.1c); the chosen color among them
/// once one was chosen for it by the ability it is linked to (607.2d; undefined otherwise,
/// 607.5a, as for a granted "protection from the chosen color", linked to nothing that chose
/// for this object). Protection from everything protects from every object (702.16j).
#[rule("702.16a", "702.16j")]
pub(crate) fn from(game: &Game, protected: ObjectId, from: ObjectId) -> bool {
    if !game.has(protected, KeywordAbility::Protection) {
        return false;
    }
    let against = game.colors(from);
    game.variant_cards(protected, KeywordAbility::Protection).any(|card| {
        let qualities = game.pool.get(card).protection_from;
        if qualities.everything {
            cite!("702.16j");
            return true;
        }
        let chosen = match qualities.chosen_color {
            true => game.chosen(protected, Some(card)).color,
            false => None,
        };
        let colors = chosen.map_or(qualities.colors, |c| qualities.colors.with(ColorSet::of(&[c])));
        colors.intersects(against)
    })
}

/// The prevention effect of protection: all damage a source of the stated quality would deal
/// to the permanent is prevented (702.16e). Whether the source has the quality is checked as
/// the effect is offered.
pub(crate) static PREVENTS_DAMAGE: ReplacementEffect = ReplacementEffect {
    would: Would::DealDamage {
        source: Party::Anyone,
        to: Party::This,
        combat: false,
    },
    instead: Instead::Prevent(None),
};

/// Whether protection keeps `source` from dealing damage to `to` (702.16e).
#[rule("702.16e")]
pub(crate) fn prevents_damage(game: &Game, source: ObjectId, to: ObjectId) -> bool {
    let prevents = from(game, to, source);
    if prevents {
        cite!("702.16e");
    }
    prevents
}

/// Whether protection keeps the permanent `target` from being a target of a spell or
/// ability from `source`: a spell of the stated quality, or an ability whose source has it
/// (702.16b).
#[rule("702.16b")]
pub(crate) fn stops_targeting(game: &Game, target: ObjectId, source: ObjectId) -> bool {
    let stops = from(game, target, source);
    if stops {
        cite!("702.16b");
    }
    stops
}

/// Whether protection keeps `blocker` from blocking the attacking creature `attacker`: a
/// creature of the stated quality can't block it (702.16f).
#[rule("702.16f")]
pub(crate) fn stops_blocking(game: &Game, attacker: ObjectId, blocker: ObjectId) -> bool {
    let stops = from(game, attacker, blocker);
    if stops {
        cite!("702.16f");
    }
    stops
}
