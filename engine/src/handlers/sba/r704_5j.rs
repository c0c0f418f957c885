//! 704.5j If two or more legendary permanents with the same name are controlled by the same
//! player, that player chooses one of them, and the rest are put into their owners’
//! graveyards. This is called the “legend rule.”
//!
//! The player's choice waits as [`crate::sba::choices`] says.

use crate::game::{Game, ObjectId};
use crate::sba::SbaAction;
use crate::{cite, rule, Handled};

/// Checks 704.5j: for each group of two or more legendary permanents one player controls
/// that share a name, the rest go to the graveyard once the player has chosen the one to keep
/// ([`crate::sba::choices`]); a group not answered yet is an action whose question [`crate::sba::choices::ask`] puts.
#[rule("704.5j")]
pub fn check(game: &Game, actions: &mut Vec<SbaAction>) -> Handled {
    if !game.legends_possible && !game.layers_active() {
        return Handled::Done;
    }
    let is_legendary = |id: &ObjectId| game.supertypes(*id).contains(crate::cards::Supertypes::LEGENDARY);
    if game.battlefield.iter().filter(|id| is_legendary(id)).nth(1).is_none() {
        return Handled::Done;
    }
    let mut legends: Vec<ObjectId> = game.battlefield.iter().copied().filter(is_legendary).collect();
    while let Some(first) = legends.pop() {
        let key = (game.controller(first), game.name(first));
        let (mut same, rest): (Vec<_>, Vec<_>) = legends
            .into_iter()
            .partition(|&id| (game.controller(id), game.name(id)) == key);
        legends = rest;
        if same.is_empty() {
            continue;
        }
        same.push(first);
        // In the order they arrived (a new object per zone change, 400.7).
        same.sort_unstable();
        let rule = cite!("704.5j");
        match same.iter().find(|o| game.sba_choices.kept.contains(o)) {
            Some(&keep) => actions.extend(
                same.into_iter()
                    .filter(|&o| o != keep)
                    .map(|object| SbaAction::PutIntoGraveyard { object, rule }),
            ),
            None => actions.push(SbaAction::LegendRule {
                player: key.0,
                objects: same,
                rule,
            }),
        }
    }
    Handled::Done
}
