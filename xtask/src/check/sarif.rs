//! The check's findings as SARIF 2.1.0, so code-scanning views show them beside the code.

use std::path::{Path, PathBuf};

use codegen::status::Status;
use serde_json::json;

use super::Finding;
use crate::project::{Project, STATUS_PATH};

/// The kinds of findings, with what each means (the SARIF rules of the tool).
const KINDS: [(&str, &str, &str); 5] = [
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
        "unreviewed-executable-rule",
        "note",
        "An executable rule whose status is still an unreviewed guess.",
    ),
];

/// The executable rules whose status is a guess, at their line of the status registry.
pub fn unreviewed(root: &Path, project: &Project) -> anyhow::Result<Vec<Finding>> {
    let text = std::fs::read_to_string(root.join(STATUS_PATH))?;
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let Some(id) = line
            .strip_prefix('"')
            .and_then(|l| l.split('"').next())
            .and_then(|s| s.parse().ok())
        else {
            continue;
        };
        let Some(entry) = project.registry.entries.get(&id) else {
            continue;
        };
        if entry.status == Status::Unreviewed && entry.guess == Some(Status::Executable) {
            out.push(Finding {
                kind: "unreviewed-executable-rule",
                file: PathBuf::from(STATUS_PATH),
                line: n + 1,
                message: format!("{id} is guessed executable but not reviewed; read the rule and set its status"),
            });
        }
    }
    Ok(out)
}

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
