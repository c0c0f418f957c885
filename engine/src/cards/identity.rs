//! Color identity (CR 903.4): the colors of a card's mana symbols, in its mana cost and its
//! rules text, and of its color indicator, its back face and its halves included. What a
//! Commander deck may hold is worked out from it (903.5c).

use crate::cards::mana::ManaType;
use crate::cards::{CardIdx, CardPool};
use crate::characteristics::{Color, ColorSet};
use crate::rule;

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
