//! State-based actions that wait for a player's choice (CR 704.5j, 704.6d).
//!
//! The choice is asked as the state-based actions are about to be performed, before any of
//! them is: the game waits there ([`SbaChoices`]), with the objects where they are for the
//! player to see, rather than going back to the state before the action under way
//! ([`crate::midway`]), where a permanent that has just entered doesn't exist yet. Each
//! answer is kept and the check is made again; once every choice is made, the whole batch is
//! performed as one event (704.3). What the checks look at "since the last time state-based
//! actions were checked" is kept until then: a check that waits for a choice is not over.

use crate::action::{Decision, Pending};
use crate::game::{Game, ObjectId};
use crate::midway::{About, Question};
use crate::rule;
use crate::sba::SbaAction;

/// The choices of the batch of state-based actions about to be performed: the question
/// waiting, and the answers given so far.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct SbaChoices {
    /// The question the game waits on.
    pub(crate) question: Option<Question>,
    /// The legendary permanents chosen to stay, one per group answered (704.5j).
    pub(crate) kept: Vec<ObjectId>,
    /// The commanders whose owners have answered, and whether they put them into the
    /// command zone (704.6d).
    pub(crate) returned: Vec<(ObjectId, bool)>,
    /// The commanders put into a graveyard or exile since state-based actions were last
    /// checked (704.6d), noted as they arrive in a Commander game.
    pub(crate) arrived: Vec<ObjectId>,
}

impl SbaAction {
    /// The question an action that waits for a choice asks; none for the others.
    fn question(&self) -> Option<Question> {
        match self {
            SbaAction::LegendRule { player, objects, .. } => Some(Question {
                player: *player,
                about: About::LegendToKeep {
                    options: objects.clone(),
                },
            }),
            SbaAction::MayReturnCommander { player, object, .. } => Some(Question {
                player: *player,
                about: About::CommanderToCommandZone { object: *object },
            }),
            _ => None,
        }
    }
}

/// Asks the question of the first action in `actions` that waits for a choice: the game
/// waits, and `false` says the batch can't be performed yet. With every choice made, the
/// answers are forgotten and the batch may be performed.
#[rule("704.5j", "704.6d")]
pub(crate) fn ask(game: &mut Game, actions: &[SbaAction]) -> bool {
    let Some(question) = actions.iter().find_map(SbaAction::question) else {
        game.sba_choices.kept.clear();
        game.sba_choices.returned.clear();
        return true;
    };
    game.pending = Some(Pending {
        player: question.player,
        decision: Decision::Choose {
            count: question.count() as u32,
        },
    });
    game.sba_choices.question = Some(question);
    false
}

impl Game {
    /// Takes the answer to the question of a state-based action waiting: the legendary
    /// permanent chosen is kept (704.5j), the commander is put into the command zone or left
    /// where it is (704.6d); then the check of state-based actions is made again.
    #[rule("704.5j", "704.6d")]
    pub(crate) fn answer_sba_choice(&mut self, answer: usize) {
        let Some(question) = self.sba_choices.question.take() else {
            return;
        };
        match question.about {
            About::LegendToKeep { options } => self.sba_choices.kept.extend(options.get(answer)),
            About::CommanderToCommandZone { object } => self.sba_choices.returned.push((object, answer == 0)),
            _ => {}
        }
    }
}
