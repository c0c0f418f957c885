//! The steps of a turn, in order (CR 500.1, 501.1, 505.1, 506.1, 512.1).

use rules_data::RuleId;

use crate::generated::steps::PhaseOrStep;
use crate::{cite, rule};

/// A step, or a main phase (which has no steps, 505.1), as the turn goes through them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
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
    /// ending; 501.1, 506.1, 512.1 give the steps of each phase). [`Step::next`] follows it.
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

    /// Whether the active player receives priority once the step has begun and its
    /// turn-based actions are done (117.3a): in every step but untap (502.4) and cleanup
    /// (514.3, which makes an exception when state-based actions or triggers happen there,
    /// 514.3a).
    #[rule("117.3a")]
    pub fn gives_priority(self) -> bool {
        match self {
            Step::Untap => {
                cite!("502.4");
                false
            }
            Step::Cleanup => {
                cite!("514.3");
                false
            }
            Step::Upkeep => {
                cite!("503.1");
                true
            }
            Step::Draw => {
                cite!("504.2");
                true
            }
            Step::PrecombatMain | Step::PostcombatMain => {
                cite!("505.6");
                true
            }
            Step::BeginningOfCombat => {
                cite!("507.2");
                true
            }
            Step::DeclareAttackers => {
                cite!("508.2");
                true
            }
            Step::DeclareBlockers => {
                cite!("509.2");
                true
            }
            Step::FirstStrikeDamage | Step::CombatDamage => {
                cite!("510.3");
                true
            }
            Step::EndOfCombat => {
                cite!("511.1");
                true
            }
            Step::End => {
                cite!("513.1");
                true
            }
        }
    }

    /// Whether it is a main phase.
    pub fn is_main(self) -> bool {
        matches!(self, Step::PrecombatMain | Step::PostcombatMain)
    }

    /// Whether it is one of the combat phase's steps (506.1): "during combat".
    pub fn is_combat(self) -> bool {
        (Step::BeginningOfCombat..=Step::EndOfCombat).contains(&self)
    }

    /// The step after this one in the same turn, if any: the phases in order (500.1), and
    /// the steps of the beginning, combat and ending phases in theirs (501.1, 506.1, 512.1).
    #[rule("500.1", "501.1", "506.1", "512.1")]
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
