//! 701.40 Manifest: "manifest the top card of your library" turns it face down and puts it
//! onto the battlefield as a 2/2 creature with no text, no name, no subtypes and no mana
//! cost (701.40a: Soul Summons); any time its controller has priority they may turn it face
//! up for its mana cost if it is a creature card (701.40b), or with its morph or disguise
//! ability if it has one (701.40c, 701.40d). Cloak (701.58) is the same with ward {2}, and
//! puts its card onto the battlefield through [`put_top_face_down`] too.
//!
//! **Not built:** manifesting several cards (701.40e) or from elsewhere than the top of the
//! library, an effect that keeps the face-down object from entering (701.40f), and turning
//! a manifested instant or sorcery face up (701.40g): the only way to turn one face up is
//! the special action, which a noncreature card can't take.

use crate::game::{FaceDownAs, Game};
use crate::keywords::KeywordHooks;
use crate::stack::StackItem;
use crate::{cite, rule, Handled};

/// Reports manifest as implemented: the instruction is an effect of the cards that say so
/// ([`put_top_face_down`]); turning face up is the special action of
/// [`Game::turn_face_up`].
#[rule("701.40")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// "Manifest (cloak) the top card of your library" as `item` resolves: the top card of its
/// controller's library is turned face down and put onto the battlefield under their
/// control, a manifested (cloaked) permanent (701.40a, 701.58a); "it" after this instruction
/// is that permanent. With an empty library nothing happens.
#[rule("701.40a", "701.58a")]
pub(crate) fn put_top_face_down(game: &mut Game, item: &StackItem, how: FaceDownAs) {
    game.acted_on.clear();
    let Some(&card) = game.players[item.controller.0].library.last() else {
        return;
    };
    let rule = match how {
        FaceDownAs::Cloaked => cite!("701.58a"),
        _ => cite!("701.40a"),
    };
    if let Some(permanent) = game.put_onto_battlefield_face_down(card, how, rule) {
        game.acted_on.push(permanent);
    }
}
