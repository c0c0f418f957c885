//! Color identity (CR 903.4): the colors of a card's mana symbols, in its mana cost and its
//! rules text, and of its color indicator, its back face and its halves included; what a
//! Commander deck with a commander of that identity may hold (903.5c–d), and which cards may
//! be commanders (903.3).

use crate::cards::mana::ManaType;
use crate::cards::{CardIdx, CardPool};
use crate::characteristics::{CardTypes, Color, ColorSet, Supertypes};
use crate::generated::subtypes::{self, Subtype};
use crate::{cite, rule};

/// The color identity of `card` (903.4): the colors of its mana cost and color indicator
/// (its printed colors, 202.2, 204), of the mana symbols in its rules text, reminder text
/// left out (903.4c), and the color identities of its back face (903.4d) and of the halves
/// of a split card (903.4e).
#[rule("903.4", "903.4c", "903.4d", "903.4e")]
pub fn color_identity(pool: &CardPool, card: CardIdx) -> ColorSet {
    let def = pool.get(card);
    let faces = def.back.into_iter().chain(def.split.into_iter().flatten());
    faces.fold(def.printed.colors.with(text_symbol_colors(&def.text)), |set, face| {
        set.with(color_identity(pool, face))
    })
}

/// The colors of the mana symbols in rules text `text`, outside its reminder text (903.4c:
/// the parenthesized parts): "{3}{R}, Sacrifice an artifact" is red; "{R/G}" red and green.
fn text_symbol_colors(text: &str) -> ColorSet {
    let mut depth = 0u32;
    let mut in_symbol = false;
    let mut set = ColorSet::COLORLESS;
    for c in text.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            '{' => in_symbol = true,
            '}' => in_symbol = false,
            _ if in_symbol && depth == 0 => {
                if let Some(color) = Color::ALL.into_iter().find(|&color| ManaType::of(color).symbol() == c) {
                    set = set.with(ColorSet::of(&[color]));
                }
            }
            _ => {}
        }
    }
    set
}

/// The basic land types and the color of mana each one's intrinsic ability adds (305.6).
const BASIC_LAND_TYPES: [(Subtype, Color); 5] = [
    (subtypes::PLAINS, Color::White),
    (subtypes::ISLAND, Color::Blue),
    (subtypes::SWAMP, Color::Black),
    (subtypes::MOUNTAIN, Color::Red),
    (subtypes::FOREST, Color::Green),
];

/// Whether a Commander deck whose commanders' color identity is `identity` may hold `card`
/// (903.5c: every color of its color identity is the commanders'; 903.5d: every color of
/// mana its basic land types could produce is too). `Err` names the rule and the colors.
#[rule("903.5c", "903.5d")]
pub fn may_include(pool: &CardPool, identity: ColorSet, card: CardIdx) -> Result<(), String> {
    let own = color_identity(pool, card);
    if let Some(color) = own.iter().find(|&c| !identity.contains(c)) {
        return Err(format!(
            "its color identity has {}, which its commander's doesn't (903.5c)",
            color.name()
        ));
    }
    let land_types = &pool.get(card).printed.subtypes;
    match BASIC_LAND_TYPES
        .into_iter()
        .find(|&(t, color)| land_types.contains(t) && !identity.contains(color))
    {
        Some((_, color)) => Err(format!(
            "it has a basic land type that adds {} mana, a color its commander's identity lacks (903.5d)",
            color.name()
        )),
        None => Ok(()),
    }
}

/// The basic land type of `card` if it is a basic land card with one (a Mountain, not Wastes):
/// a Brawl deck whose commander's color identity is colorless may hold any number of basic
/// lands of one such type (903.12e).
pub fn basic_land_type(pool: &CardPool, card: CardIdx) -> Option<Subtype> {
    let printed = &pool.get(card).printed;
    if !printed.supertypes.contains(Supertypes::BASIC) {
        return None;
    }
    BASIC_LAND_TYPES
        .into_iter()
        .map(|(land_type, _)| land_type)
        .find(|&land_type| printed.subtypes.contains(land_type))
}

/// Whether `card` may be a Brawl deck's commander (903.12c): a legendary planeswalker card
/// as well as any card that may be a Commander deck's ([`may_be_commander`]).
#[rule("903.12c")]
pub fn may_be_brawl_commander(pool: &CardPool, card: CardIdx) -> bool {
    let printed = &pool.get(card).printed;
    if printed.supertypes.contains(Supertypes::LEGENDARY) && printed.types.contains(CardTypes::PLANESWALKER) {
        cite!("903.12c");
        return true;
    }
    may_be_commander(pool, card)
}

/// Whether `card` may be a commander (903.3): a legendary creature or Vehicle card, or one
/// that says it can be your commander, an ability that modifies deck construction (903.3a).
/// (A Spacecraft with a power/toughness box may be one too; the pool has none, and this
/// refuses every Spacecraft.)
#[rule("903.3", "903.3a")]
pub fn may_be_commander(pool: &CardPool, card: CardIdx) -> bool {
    if pool.get(card).can_be_commander {
        cite!("903.3a");
        return true;
    }
    let printed = &pool.get(card).printed;
    let kind = printed.types.contains(CardTypes::CREATURE) || printed.subtypes.contains(subtypes::VEHICLE);
    printed.supertypes.contains(Supertypes::LEGENDARY) && kind
}
