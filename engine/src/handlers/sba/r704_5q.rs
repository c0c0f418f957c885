//! 704.5q If a permanent has both a +1/+1 counter and a -1/-1 counter on it, N +1/+1 and N
//! -1/-1 counters are removed from it, where N is the smaller of the number of +1/+1 and
//! -1/-1 counters on it.

use crate::game::Game;
use crate::sba::SbaAction;
use crate::{cite, rule, Handled};

/// Checks 704.5q: counter pairs annihilate.
#[rule("704.5q")]
pub fn check(game: &Game, actions: &mut Vec<SbaAction>) -> Handled {
    for &id in &game.battlefield {
        let c = game.obj(id).counters;
        let n = c.plus_one.min(c.minus_one);
        if n > 0 {
            actions.push(SbaAction::RemoveCounterPairs {
                object: id,
                count: n,
                rule: cite!("704.5q"),
            });
        }
    }
    Handled::Done
}
