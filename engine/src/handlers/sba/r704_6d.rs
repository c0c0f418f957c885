//! 704.6d In a Commander game, if a commander is in a graveyard or in exile and that object was put into that zone since the last time state-based actions were checked, its owner may put it into the command zone. See rule 903, “Commander.”
//!
//! "May" is a choice inside the batch: it waits as [`crate::sba::choices`] says.

use crate::game::Game;
use crate::sba::SbaAction;
use crate::{cite, rule, Handled};

/// Checks 704.6d (903.9a): each commander put into a graveyard or exile since the last check
/// and still there goes to the command zone if its owner has said so; one whose owner hasn't
/// answered yet is an action whose question [`crate::sba::choices::ask`] puts.
#[rule("704.6d", "903.9a")]
pub fn check(game: &Game, actions: &mut Vec<SbaAction>) -> Handled {
    for &object in &game.sba_choices.arrived {
        // An object that is not gone is still where it arrived (400.7): a graveyard or exile.
        let o = game.obj(object);
        if o.gone {
            continue;
        }
        let rule = cite!("704.6d");
        match game.sba_choices.returned.iter().find(|(c, _)| *c == object) {
            Some(&(_, true)) => actions.push(SbaAction::ToCommandZone { object, rule }),
            Some(&(_, false)) => {}
            None => actions.push(SbaAction::MayReturnCommander {
                player: o.owner,
                object,
                rule,
            }),
        }
    }
    Handled::Done
}
