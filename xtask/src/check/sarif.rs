//! The check's findings as SARIF 2.1.0, so code-scanning views show them beside the code.

use serde_json::json;

use super::Finding;

/// The kinds of findings, with what each means (the SARIF rules of the tool).
const KINDS: [(&str, &str, &str); 7] = [
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

/// The SARIF log.
pub fn render(findings: &[Finding]) -> anyhow::Result<String> {
    let rules: Vec<_> = KINDS
        .iter()
        .map(|(id, level, text)| json!({ "id": id, "shortDescription": { "text": text }, "defaultConfiguration": { "level": level } }))
        .collect();
    let results: Vec<_> = findings
        .iter()
        .map(|f| {
            let (index, level) = KINDS.iter().enumerate().find(|(_, k)| k.0 == f.kind).map_or((0, "error"), |(i, k)| (i, k.1));
            json!({
                "ruleId": f.kind,
                "ruleIndex": index,
                "level": level,
                "message": { "text": f.message },
                "locations": [{
                    "physicalLocation": {
                        "artifactLocation": { "uri": f.file.to_string_lossy().replace('\\', "/"), "uriBaseId": "%SRCROOT%" },
                        "region": { "startLine": f.line }
                    }
                }]
            })
        })
        .collect();
    let log = json!({
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": { "driver": { "name": "cargo xtask check", "informationUri": "https://magic.wizards.com/en/rules", "rules": rules } },
            "results": results
        }]
    });
    Ok(serde_json::to_string_pretty(&log)?)
}
