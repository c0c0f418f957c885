//! The steps of a turn, in order (CR 500.1, 501.1, 505.1, 506.1, 512.1).

use rules_data::RuleId;

use crate::generated::steps::PhaseOrStep;
use crate::rule;

/// A step, or a main phase (which has no steps, 505.1), as the turn goes through them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Step {
    /// Untap step (502).
    Untap,
    /// Upkeep step (503).
    Upkeep,
    /// Draw step (504).
    Draw,
    /// Precombat main phase (505).
    PrecombatMain,
    /// Beginning of combat step (507).
    BeginningOfCombat,
    /// Declare attackers step (508).
    DeclareAttackers,
    /// Declare blockers step (509).
    DeclareBlockers,
    /// The extra combat damage step for first and double strike (510.4).
    FirstStrikeDamage,
    /// Combat damage step (510).
    CombatDamage,
    /// End of combat step (511).
    EndOfCombat,
    /// Postcombat main phase (505).
    PostcombatMain,
    /// End step (513).
    End,
    /// Cleanup step (514).
    Cleanup,
}

impl Step {
    /// Every step in turn order (500.1: beginning, precombat main, combat, postcombat main,
    /// ending; 501.1, 506.1, 512.1 give the steps of each phase).
    #[rule("500.1", "501.1", "506.1", "512.1")]
    pub const ORDER: [Step; 13] = [
        Step::Untap,
        Step::Upkeep,
        Step::Draw,
        Step::PrecombatMain,
        Step::BeginningOfCombat,
        Step::DeclareAttackers,
        Step::DeclareBlockers,
        Step::FirstStrikeDamage,
        Step::CombatDamage,
        Step::EndOfCombat,
        Step::PostcombatMain,
        Step::End,
        Step::Cleanup,
    ];

    /// The generated phase-or-step this is.
    pub fn phase_or_step(self) -> PhaseOrStep {
        match self {
            Step::Untap => PhaseOrStep::UntapStep,
            Step::Upkeep => PhaseOrStep::UpkeepStep,
            Step::Draw => PhaseOrStep::DrawStep,
            Step::PrecombatMain | Step::PostcombatMain => PhaseOrStep::MainPhase,
            Step::BeginningOfCombat => PhaseOrStep::BeginningOfCombatStep,
            Step::DeclareAttackers => PhaseOrStep::DeclareAttackersStep,
            Step::DeclareBlockers => PhaseOrStep::DeclareBlockersStep,
            Step::FirstStrikeDamage | Step::CombatDamage => PhaseOrStep::CombatDamageStep,
            Step::EndOfCombat => PhaseOrStep::EndOfCombatStep,
            Step::End => PhaseOrStep::EndStep,
            Step::Cleanup => PhaseOrStep::CleanupStep,
        }
    }

    /// The phase this step begins, if it is a phase's first step.
    pub fn begins_phase(self) -> Option<PhaseOrStep> {
        match self {
            Step::Untap => Some(PhaseOrStep::BeginningPhase),
            Step::BeginningOfCombat => Some(PhaseOrStep::CombatPhase),
            Step::End => Some(PhaseOrStep::EndingPhase),
            // The main phases have no steps; their handler runs as the step itself.
            _ => None,
        }
    }

    /// The rule that defines it.
    pub fn rule(self) -> RuleId {
        self.phase_or_step().rule()
    }

    /// Whether it is a main phase.
    pub fn is_main(self) -> bool {
        matches!(self, Step::PrecombatMain | Step::PostcombatMain)
    }

    /// The step after this one in the same turn, if any.
    pub fn next(self) -> Option<Step> {
        let i = Step::ORDER.iter().position(|&s| s == self)?;
        Step::ORDER.get(i + 1).copied()
    }
}

impl std::fmt::Display for Step {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Step::PrecombatMain => f.write_str("precombat main phase"),
            Step::PostcombatMain => f.write_str("postcombat main phase"),
            Step::FirstStrikeDamage => f.write_str("first-strike combat damage step"),
            other => f.write_str(&other.phase_or_step().name().to_lowercase()),
        }
    }
}
