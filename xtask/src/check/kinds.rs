//! The kinds of findings `cargo xtask check` reports (its SARIF rules).

use crate::sarif::Kind;

/// The kinds of findings, with what each means (the SARIF rules of the tool).
pub const KINDS: [Kind; 7] = [
    (
        "stale-citation",
        "error",
        "A cited rule's text changed since the citation was reviewed and locked.",
    ),
    (
        "citation-of-missing-rule",
        "error",
        "Code cites a rule the current CR does not have (removed or renumbered).",
    ),
    (
        "unlocked-citation",
        "error",
        "Code cites a rule that was never reviewed and locked.",
    ),
    ("malformed-citation", "error", "A citation is not a rule ID."),
    (
        "unreviewed-status",
        "error",
        "A rule whose status is still the classifier's guess: read it and decide.",
    ),
    (
        "status-on-changed-text",
        "error",
        "A rule whose text changed since its status was decided: review the status again.",
    ),
    (
        "executable-heading",
        "error",
        "A heading (a rule whose text is only a title) marked executable: headings implement nothing.",
    ),
];
