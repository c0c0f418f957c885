//! The status registry's findings: every rule reviewed, on its current text, and no heading
//! counted as executable.

use std::path::{Path, PathBuf};

use codegen::status::Status;

use crate::project::{Project, STATUS_PATH};
use crate::sarif::Finding;

/// Unreviewed statuses, statuses decided on older text, and executable headings, each at its
/// line of the status registry.
pub fn findings(root: &Path, project: &Project) -> anyhow::Result<Vec<Finding>> {
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
        let (Some(entry), Some(rule)) = (project.registry.entries.get(&id), project.ruleset.get(id)) else {
            continue;
        };
        let mut finding = |kind, message: String| {
            out.push(Finding {
                kind,
                file: PathBuf::from(STATUS_PATH),
                line: n + 1,
                message,
            })
        };
        if entry.status == Status::Unreviewed {
            finding(
                "unreviewed-status",
                format!("{id} is not reviewed (the guess is {}); read it (`cargo xtask trace {id}`) and set its status and hash", entry.guess.map_or("none", Status::as_str)),
            );
        } else if entry.hash != rule.hash {
            finding(
                "status-on-changed-text",
                format!(
                    "{id} changed since its status was decided ({} → {}); review the status and set the new hash",
                    entry.hash, rule.hash
                ),
            );
        }
        if entry.status == Status::Executable && rule.title().is_some() {
            finding(
                "executable-heading",
                format!(
                    "{id} is a heading (“{}”) but marked executable; headings are informative",
                    rule.text
                ),
            );
        }
    }
    Ok(out)
}
