//! Hand-written code for the generated rule index (`generated/rules.rs`): the table's row
//! type, the `const` constructors the table uses, and lookups.

use rules_data::{RuleId, RuleKind};

use crate::generated::rules::RULES;

/// One rule of the generated table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleInfo {
    /// Its ID.
    pub id: RuleId,
    /// Part, chapter, rule or subrule.
    pub kind: RuleKind,
    /// The nearest ancestor in the release.
    pub parent: Option<RuleId>,
    /// The title of a part, chapter or heading-only rule (`Flying`).
    pub title: Option<&'static str>,
    /// The content hash of its normalized text and examples (as in the JSON index).
    pub hash: u64,
    /// How many `Example:` paragraphs it has.
    pub examples: u8,
}

/// The release an index was generated from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Release {
    /// The CR file name (`CR-20260227.txt`).
    pub source: &'static str,
    /// `YYYY-MM-DD`, when the release prints one.
    pub effective_date: Option<&'static str>,
}

/// A rule ID in a `const` context; a malformed ID is a compile-time error, never a run-time
/// panic, since generated constants are evaluated by the compiler.
pub const fn id(text: &str) -> RuleId {
    match RuleId::parse_const(text) {
        Some(id) => id,
        None => panic!("generated rule index holds a malformed rule ID"),
    }
}

/// A row of the generated table.
pub const fn info(
    id: RuleId,
    parent: Option<RuleId>,
    title: Option<&'static str>,
    hash: u64,
    examples: u8,
) -> RuleInfo {
    RuleInfo {
        id,
        kind: id.kind(),
        parent,
        title,
        hash,
        examples,
    }
}

/// The table row of `id`, by binary search (O(log n)); `None` if this release lacks it.
pub fn lookup(id: RuleId) -> Option<&'static RuleInfo> {
    RULES.binary_search_by_key(&id, |r| r.id).ok().map(|i| &RULES[i])
}
