//! 701.6 Counter: "To counter a spell or ability means to cancel it, removing it from the
//! stack. It doesn't resolve and none of its effects occur. A countered spell is put into its
//! owner's graveyard" (701.6a).

use crate::event::EventKind;
use crate::game::{Game, Position, Zone};
use crate::keywords::KeywordHooks;
use crate::stack::StackId;
use crate::{cite, rule, Handled};

/// Reports countering as implemented: effects counter through [`counter`].
#[rule("701.6")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// Counters the stack item `id`, if it is still on the stack (701.6a): a spell goes to its
/// owner's graveyard (or wherever a replacement sends it), an ability is removed. Nothing is
/// refunded (701.6b).
#[rule("701.6a")]
pub(crate) fn counter(game: &mut Game, id: StackId) {
    let Some(at) = game.stack.iter().position(|s| s.id == id) else {
        return;
    };
    match game.stack[at].object {
        Some(spell) => {
            game.move_object(spell, Zone::Graveyard, Position::Top, cite!("701.6a"));
        }
        None => {
            let ability = game.stack.remove(at);
            game.emit(cite!("701.6a"), EventKind::Countered { source: ability.source });
        }
    }
}
