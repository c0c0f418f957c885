//! 701.29 Fateseal: looking at the top cards of an opponent's library and putting any number
//! of them on the bottom and the rest on top, each in the order one chooses (701.29a): scry
//! (701.22) with another player's library, and not a scry (no "whenever you scry" triggers).

use crate::event::EventKind;
use crate::game::{Game, PlayerId};
use crate::keywords::KeywordHooks;
use crate::midway::About;
use crate::{cite, rule, Handled};

use super::scry::look_at_top_of;

/// Reports fateseal as implemented: effects fateseal through [`fateseal`].
#[rule("701.29")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// `player` fateseals `count` (701.29a): they choose an opponent (asked when there are
/// several within their range of influence), look at the top `count` cards of that
/// opponent's library (as many as it has), choose which go to its bottom (one question each)
/// and in what order the others go back on its top. Nothing happens to a player without an
/// opponent.
#[rule("701.29a")]
pub(crate) fn fateseal(game: &mut Game, player: PlayerId, count: u32) {
    let Some(opponent) = game.opponent_to_choose(player) else {
        return;
    };
    let Some((bottom, top)) = look_at_top_of(game, player, opponent, count, |options| About::PutOnBottom { options })
    else {
        return;
    };
    let library = &mut game.players[opponent.0];
    library.put_on_bottom(&bottom);
    library.put_on_top(&top);
    game.emit(
        cite!("701.29a"),
        EventKind::Fatesealed {
            player,
            opponent,
            count,
            bottom: bottom.len() as u32,
        },
    );
}
