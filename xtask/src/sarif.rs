//! Findings as SARIF 2.1.0, so code-scanning views show them beside the code: `cargo xtask
//! check --sarif` (citations and statuses) and `cargo xtask coverage --sarif` (rules not yet
//! verified).

use std::path::PathBuf;

use serde_json::json;

/// One finding at a place in the source.
pub struct Finding {
    /// The kind, as a SARIF rule id (`stale-citation`).
    pub kind: &'static str,
    /// The file, relative to the workspace root.
    pub file: PathBuf,
    /// 1-based line.
    pub line: usize,
    /// What is wrong and what to do.
    pub message: String,
}

/// A kind of finding: its id, SARIF level (`error`, `warning`, `note`) and what it means.
pub type Kind = (&'static str, &'static str, &'static str);

/// The SARIF log of `tool`'s findings, whose kinds are among `kinds`.
pub fn render(tool: &str, kinds: &[Kind], findings: &[Finding]) -> anyhow::Result<String> {
    let rules: Vec<_> = kinds
        .iter()
        .map(|(id, level, text)| json!({ "id": id, "shortDescription": { "text": text }, "defaultConfiguration": { "level": level } }))
        .collect();
    let results: Vec<_> = findings
        .iter()
        .map(|f| {
            let (index, level) = kinds.iter().enumerate().find(|(_, k)| k.0 == f.kind).map_or((0, "error"), |(i, k)| (i, k.1));
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
            "tool": { "driver": { "name": tool, "informationUri": "https://magic.wizards.com/en/rules", "rules": rules } },
            "results": results
        }]
    });
    Ok(serde_json::to_string_pretty(&log)?)
}
