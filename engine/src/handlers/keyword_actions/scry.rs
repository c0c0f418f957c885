//! 701.22 Scry: looking at the top cards of one's library and putting any number of them on
//! the bottom and the rest on top, each in the order one chooses (701.22a).

use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId};
use crate::keywords::KeywordHooks;
use crate::midway::About;
use crate::{cite, rule, Handled};

/// Reports scry as implemented: effects scry through [`scry`].
#[rule("701.22")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// `player` scries `count` (701.22a): they look at the top `count` cards of their library (as
/// many as it has), choose which go to the bottom (one question each, the first chosen
/// under the rest of the library and each next one under it) and in what order the others
/// go back on top. Scrying 0 is no scry event (701.22b). The event comes once it is all
/// done, even with fewer cards than `count` (701.22d).
#[rule("701.22a", "701.22b", "701.22d")]
pub(crate) fn scry(game: &mut Game, player: PlayerId, count: u32) {
    if count == 0 {
        cite!("701.22b");
        return;
    }
    let Some((bottom, top)) = look_at_top(game, player, count, |options| About::PutOnBottom { options }) else {
        return;
    };
    cite!("701.22a");
    let player_state = &mut game.players[player.0];
    player_state.put_on_bottom(&bottom);
    player_state.put_on_top(&top);
    cite!("701.22d");
    game.emit(
        cite!("701.22a"),
        EventKind::Scried {
            player,
            count,
            bottom: bottom.len() as u32,
        },
    );
}

/// `player` looks at the top `count` cards of their library (as many as it has) and sorts
/// them: the cards they send away, one question each (`away` asks it), and the others in the
/// order they go back on top, the top card first. `None` while a question waits.
pub(crate) fn look_at_top(
    game: &mut Game,
    player: PlayerId,
    count: u32,
    away: impl Fn(Vec<ObjectId>) -> About,
) -> Option<(Vec<ObjectId>, Vec<ObjectId>)> {
    look_at_top_of(game, player, player, count, away)
}

/// [`look_at_top`] of `owner`'s library, `player` looking and sorting (fateseal, 701.29a).
pub(crate) fn look_at_top_of(
    game: &mut Game,
    player: PlayerId,
    owner: PlayerId,
    count: u32,
    away: impl Fn(Vec<ObjectId>) -> About,
) -> Option<(Vec<ObjectId>, Vec<ObjectId>)> {
    let library = &game.players[owner.0].library;
    let looked: Vec<ObjectId> = library.iter().rev().take(count as usize).copied().collect();
    let sent = game.pick_up_to(player, looked.clone(), looked.len(), away);
    let rest = looked.into_iter().filter(|c| !sent.contains(c)).collect();
    let top = game.put_in_order(player, rest, |options| About::NextOnTop { options });
    (!game.stopped_to_ask()).then_some((sent, top))
}
