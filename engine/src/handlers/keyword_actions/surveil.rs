//! 701.25 Surveil: looking at the top cards of one's library and putting any number of them
//! into one's graveyard and the rest back on top in the order one chooses (701.25a).

use crate::event::EventKind;
use crate::game::{Game, PlayerId, Position, Zone};
use crate::keywords::KeywordHooks;
use crate::midway::About;
use crate::{cite, rule, Handled};

use super::scry::look_at_top;

/// Reports surveil as implemented: effects surveil through [`surveil`].
#[rule("701.25")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// `player` surveils `count` (701.25a): they look at the top `count` cards of their library
/// (as many as it has), choose which go into their graveyard (one question each) and in
/// what order the others go back on top; then those cards move at once. Surveilling 0 is no
/// surveil event (701.25c). The event, which "whenever you surveil" abilities trigger on,
/// comes once it is all done, even with fewer cards than `count` (701.25d).
#[rule("701.25a", "701.25c", "701.25d")]
pub(crate) fn surveil(game: &mut Game, player: PlayerId, count: u32) {
    if count == 0 {
        cite!("701.25c");
        return;
    }
    let about = |options| About::PutInGraveyard { options };
    let Some((graveyard, top)) = look_at_top(game, player, count, about) else {
        return;
    };
    // The cards going to the graveyard leave it next.
    game.players[player.0].put_on_top(&top);
    game.all_at_once(|game| {
        for card in graveyard {
            game.move_object(card, Zone::Graveyard, Position::Top, cite!("701.25a"));
        }
    });
    cite!("701.25d");
    game.emit(cite!("701.25a"), EventKind::Surveilled { player, count });
}
