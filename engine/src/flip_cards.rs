//! Flip cards (CR 710): flipping a permanent, after which its flipped half's name, text box,
//! type line, power and toughness apply (710.2, [`Object::face`](crate::game::Object::face)),
//! its mana cost and colors staying the card's (710.1c, read at load:
//! `cards/load/faces.rs`). Flipping is for good: a flipped permanent can't flip back, and a
//! card that leaves the battlefield becomes a new object that doesn't remember it (710.4,
//! 400.7). Status is not copied, but it modifies what a copy effect gives: a flipped
//! permanent that copies a flip card has that card's flipped half (707.3, 110.5c).

use crate::cards::CardPool;
use crate::characteristics::Characteristics;
use crate::event::EventKind;
use crate::game::{Game, ObjectId, Zone};
use crate::{cite, rule};

/// Flips the permanent `id` ("flip it"), if it can: a permanent that has a flip card's
/// unflipped characteristics (its own, or a copied card's, 110.5c). One that flipped has its
/// flipped half's, which doesn't flip again (710.4); a card off the battlefield doesn't flip.
#[rule("710.4")]
pub(crate) fn flip(game: &mut Game, id: ObjectId) {
    let o = game.obj(id);
    let from = game.copiable_values(id).name;
    let Some(to) = game
        .pool
        .get(from)
        .flipped
        .filter(|_| !o.gone && o.zone == Zone::Battlefield)
    else {
        // Already flipped, for good (710.4), not a flip card, or not a permanent.
        cite!("710.4");
        return;
    };
    game.retally(id, |o| o.flipped = true);
    // A copy of a flip card now has the abilities of its flipped half.
    let copied = game.copied_abilities(id);
    game.set_copied(id, copied);
    game.invalidate_characteristics();
    game.emit(cite!("710.2"), EventKind::Flipped { object: id, from, to });
}

/// The copiable values `values` as modified by a flipped status, when they are a flip
/// card's unflipped: its flipped half's name, text box, type line, power and toughness, with
/// the mana cost and colors of `values` (707.3, 710.1c).
pub(crate) fn flipped_values(pool: &CardPool, values: Characteristics) -> Option<Characteristics> {
    let half = pool.get(values.name).flipped?;
    Some(Characteristics {
        mana_cost: values.mana_cost,
        colors: values.colors,
        front_mana_value: values.front_mana_value,
        ..pool.get(half).printed
    })
}

impl Game {
    /// What the copy effect's copiable values `values` give `id`, as modified by its status
    /// (707.3): while it is flipped, those of a flip card's flipped half (110.5c).
    #[rule("707.3", "110.5c")]
    pub(crate) fn copied_values(&self, values: u32, id: ObjectId) -> Characteristics {
        let normal = self.continuous.copiable[values as usize];
        match (self.obj(id).flipped, self.continuous.copiable_flipped[values as usize]) {
            (true, Some(flipped)) => {
                cite!("110.5c");
                flipped
            }
            _ => normal,
        }
    }
}
