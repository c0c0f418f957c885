//! The handler families: chapters of the CR that are lists of handlers in any engine design.
//!
//! Each family selects rules from a ruleset by their IDs and titles, and gives each a
//! [`Handler`]: a stub file the engine owner fills in, a dispatch-table entry, and for
//! keyword and step families an enum variant.

use rules_data::{Rule, RuleId, RuleKind, Ruleset};

use crate::naming;

/// One family of generated handlers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Family {
    /// 704.5x and 704.6x: one check per state-based action.
    StateBasedActions,
    /// 703.4x: one handler per turn-based action.
    TurnBasedActions,
    /// Chapters 501–514: one handler per phase or step.
    Steps,
    /// 701.x: one variant and module per keyword action.
    KeywordActions,
    /// 702.x: one variant and module per keyword ability.
    KeywordAbilities,
}

impl Family {
    /// Every family, in generation order.
    pub const ALL: [Family; 5] = [
        Family::StateBasedActions,
        Family::TurnBasedActions,
        Family::Steps,
        Family::KeywordActions,
        Family::KeywordAbilities,
    ];

    /// The module and folder name: `engine/src/generated/{module}.rs` holds the table and
    /// `engine/src/handlers/{module}/` the handler files.
    pub fn module(self) -> &'static str {
        match self {
            Family::StateBasedActions => "sba",
            Family::TurnBasedActions => "turn_based",
            Family::Steps => "steps",
            Family::KeywordActions => "keyword_actions",
            Family::KeywordAbilities => "keyword_abilities",
        }
    }

    /// The family's name in prose, with its rules.
    pub fn description(self) -> &'static str {
        match self {
            Family::StateBasedActions => "state-based actions (704.5x, 704.6x)",
            Family::TurnBasedActions => "turn-based actions (703.4x)",
            Family::Steps => "phases and steps (501–514)",
            Family::KeywordActions => "keyword actions (701.x)",
            Family::KeywordAbilities => "keyword abilities (702.x)",
        }
    }

    /// The enum the family generates, for families whose members are named (steps, keywords).
    pub fn enum_name(self) -> Option<&'static str> {
        match self {
            Family::StateBasedActions | Family::TurnBasedActions => None,
            Family::Steps => Some("PhaseOrStep"),
            Family::KeywordActions => Some("KeywordAction"),
            Family::KeywordAbilities => Some("KeywordAbility"),
        }
    }

    /// The rules this family has a handler for, with names that are unique in the family.
    pub fn handlers(self, ruleset: &Ruleset) -> Vec<Handler> {
        let mut handlers: Vec<Handler> = ruleset
            .rules
            .iter()
            .filter(|rule| self.selects(rule))
            .filter_map(|rule| self.handler(rule))
            .collect();
        disambiguate(&mut handlers);
        handlers
    }

    fn selects(self, rule: &Rule) -> bool {
        const SBA: [Option<RuleId>; 2] = [RuleId::parse_const("704.5"), RuleId::parse_const("704.6")];
        const TBA: Option<RuleId> = RuleId::parse_const("703.4");
        const ACTIONS: Option<RuleId> = RuleId::chapter(701);
        const ABILITIES: Option<RuleId> = RuleId::chapter(702);
        let parent = rule.id.parent();
        match self {
            Family::StateBasedActions => parent.is_some() && SBA.contains(&parent),
            Family::TurnBasedActions => parent == TBA,
            Family::Steps => {
                rule.kind == RuleKind::Chapter && rule.id.chapter_number().is_some_and(|c| (501..=514).contains(&c))
            }
            Family::KeywordActions => parent == ACTIONS && rule.title().is_some(),
            Family::KeywordAbilities => parent == ABILITIES && rule.title().is_some(),
        }
    }

    fn handler(self, rule: &Rule) -> Option<Handler> {
        let (module, variant) = match self {
            Family::StateBasedActions | Family::TurnBasedActions => (rule.id.ident(), None),
            Family::Steps | Family::KeywordActions | Family::KeywordAbilities => {
                let title = rule.title()?;
                let fallback = || rule.id.ident();
                (
                    naming::module_name(title).unwrap_or_else(fallback),
                    Some(naming::variant_name(title).unwrap_or_else(|| fallback().to_ascii_uppercase())),
                )
            }
        };
        Some(Handler {
            family: self,
            rule: rule.id,
            module,
            variant,
            text: rule.text.clone(),
        })
    }
}

/// One generated handler.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Handler {
    /// Its family.
    pub family: Family,
    /// The rule it implements.
    pub rule: RuleId,
    /// Its module and file stem (`r704_5a`, `first_strike`), unique in the family.
    pub module: String,
    /// Its enum variant (`FirstStrike`), for named families.
    pub variant: Option<String>,
    /// The rule's text when the stub was generated (its title, for named rules).
    pub text: String,
}

impl Handler {
    /// The handler file, relative to the workspace root.
    pub fn path(&self) -> String {
        format!("engine/src/handlers/{}/{}.rs", self.family.module(), self.module)
    }
}

/// Two titles may reduce to the same name (`Double` and `Double!`); the later one gets its
/// rule number appended, so every module and variant is unique and stable.
fn disambiguate(handlers: &mut [Handler]) {
    let mut seen = std::collections::HashSet::new();
    for handler in handlers {
        if !seen.insert(handler.module.clone()) {
            let suffix = handler.rule.ident();
            handler.module = format!("{}_{}", handler.module, &suffix[1..]);
            if let Some(variant) = &mut handler.variant {
                variant.push_str(&suffix.to_ascii_uppercase());
            }
            seen.insert(handler.module.clone());
        }
    }
}
