//! State-based actions (CR 704).
//!
//! Each state-based action is a check in `crate::handlers::sba`, called from the generated
//! table [`CHECKS`](crate::generated::sba::CHECKS). Checks only look at the game and say
//! what to do; the actions are then performed all at once, and the loop repeats until a
//! check finds nothing (704.3).

use rules_data::RuleId;

use crate::event::{Event, EventKind};
use crate::game::{Game, PlayerId};
use crate::generated::sba::CHECKS;
use crate::{rule, Handled};

/// A state-based action check: a row of the generated table.
#[derive(Clone, Copy, Debug)]
pub struct SbaCheck {
    /// The rule it implements (704.5x or 704.6x).
    pub rule: RuleId,
    /// Looks at the game; pushes the actions to perform.
    pub check: fn(&Game, &mut Vec<SbaAction>) -> Handled,
}

/// An action a state-based action check asks for, with the rule that asks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SbaAction {
    /// The player loses the game.
    LoseGame {
        /// Who.
        player: PlayerId,
        /// The state-based action that applies.
        rule: RuleId,
    },
}

/// What one run of the state-based action loop did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SbaReport {
    /// How many times the checks found something and actions were performed.
    pub rounds: usize,
    /// The checks that are still stubs, so were not applied.
    pub unimplemented: Vec<RuleId>,
}

/// Checks and performs state-based actions until none applies.
#[rule("704.3")]
pub fn check_state_based_actions(game: &mut Game) -> SbaReport {
    let mut report = SbaReport::default();
    let mut actions = Vec::new();
    loop {
        actions.clear();
        for check in &CHECKS {
            if (check.check)(game, &mut actions) == Handled::Unimplemented && report.rounds == 0 {
                report.unimplemented.push(check.rule);
            }
        }
        clear_draw_attempts(game);
        if actions.is_empty() {
            return report;
        }
        report.rounds += 1;
        for action in actions.drain(..) {
            perform(game, action);
        }
    }
}

/// 704.5b looks at draw attempts "since the last time state-based actions were checked".
#[rule("704.5b")]
fn clear_draw_attempts(game: &mut Game) {
    for player in &mut game.players {
        player.drew_from_empty_library = false;
    }
}

fn perform(game: &mut Game, action: SbaAction) {
    match action {
        SbaAction::LoseGame { player, rule } => {
            if let Some(p) = game.players.get_mut(player.0) {
                if !p.has_lost {
                    p.has_lost = true;
                    game.log.push(Event {
                        rule,
                        kind: EventKind::LostGame { player },
                    });
                }
            }
        }
    }
}
