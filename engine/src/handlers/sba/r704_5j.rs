//! 704.5j If two or more legendary permanents with the same name are controlled by the same
//! player, that player chooses one of them, and the rest are put into their owners’
//! graveyards. This is called the “legend rule.”
//!
//! The choice is asked as the state-based actions are about to be performed, before any of
//! them is: the game waits there ([`LegendChoices`]), with the permanents on the battlefield
//! for the player to see, rather than going back to the state before the action under way
//! ([`crate::midway`]), where a permanent that has just entered doesn't exist yet. Each
//! answer is kept and the check is made again; once every group has one, the whole batch is
//! performed as one event (704.3).

use crate::action::{Decision, Pending};
use crate::game::{Game, ObjectId};
use crate::midway::{About, Question};
use crate::sba::SbaAction;
use crate::{cite, rule, Handled};

/// The legend rule's choices for the batch of state-based actions about to be performed:
/// the question waiting, and the permanents kept so far.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct LegendChoices {
    /// The question the game waits on.
    pub(crate) question: Option<Question>,
    /// The permanents chosen to stay, one per group answered.
    kept: Vec<ObjectId>,
}

/// Checks 704.5j: for each group of two or more legendary permanents one player controls
/// that share a name, the rest go to the graveyard once the player has chosen the one to keep
/// ([`LegendChoices`]); a group not answered yet is an action whose question [`ask`] puts.
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
        match same.iter().find(|o| game.legends.kept.contains(o)) {
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

/// Asks the legend rule's question for the first group in `actions` not answered yet: the
/// game waits, and `false` says the batch can't be performed yet. With every group answered,
/// the answers are forgotten and the batch may be performed.
#[rule("704.5j")]
pub(crate) fn ask(game: &mut Game, actions: &[SbaAction]) -> bool {
    let Some((player, objects)) = actions.iter().find_map(|a| match a {
        SbaAction::LegendRule { player, objects, .. } => Some((*player, objects.clone())),
        _ => None,
    }) else {
        game.legends.kept.clear();
        return true;
    };
    let question = Question {
        player,
        about: About::LegendToKeep { options: objects },
    };
    game.pending = Some(Pending {
        player,
        decision: Decision::Choose {
            count: question.count() as u32,
        },
    });
    game.legends.question = Some(question);
    false
}

impl Game {
    /// Takes the answer to the legend rule's question waiting: the permanent chosen is kept,
    /// and the check of state-based actions is made again.
    pub(crate) fn answer_legend_rule(&mut self, answer: usize) {
        let Some(question) = self.legends.question.take() else {
            return;
        };
        if let Some(&keep) = question.objects().get(answer) {
            self.legends.kept.push(keep);
        }
    }
}
