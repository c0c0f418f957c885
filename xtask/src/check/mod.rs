//! `cargo xtask check [--sarif FILE]`: fails when generated files are stale, when a citation
//! names a rule the CR does not have, when a cited rule's text changed since it was locked, or
//! when a rule's status is unreviewed, decided on older text, or executable on a heading;
//! `--sarif` also writes the findings as SARIF 2.1.0 for code-scanning views.

mod kinds;
mod status;

use std::path::PathBuf;
use std::process::ExitCode;

use codegen::scan::Role;

use crate::project::{Project, LOCK_PATH};
use crate::sarif::Finding;
use crate::{regen, workspace};

/// Arguments of `cargo xtask check`.
#[derive(clap::Args)]
pub struct Args {
    /// Also write the findings as SARIF 2.1.0 (stale, missing, unlocked or malformed
    /// citations; unreviewed, outdated or heading statuses).
    #[arg(long, value_name = "FILE")]
    sarif: Option<PathBuf>,
}

/// Runs every check and prints each problem with its location and what to do.
pub fn run(args: &Args) -> anyhow::Result<ExitCode> {
    let root = workspace::root();
    let ingested = rules_data::embedded();
    let plan = regen::plan(&root, &ingested)?;
    let project = Project::load_with(&root, ingested.ruleset.clone())?;
    let mut errors = Vec::new();
    for change in &plan.changes {
        errors.push(format!(
            "{}: {} (run `cargo xtask regen`)",
            change.path.display(),
            change.why
        ));
    }
    for orphan in &plan.orphans {
        errors.push(format!(
            "{}: handler for a rule this CR does not have; it is not compiled. Move its code where it belongs, then delete it",
            orphan.display()
        ));
    }
    let mut findings = citation_findings(&project);
    findings.extend(status::findings(&root, &project)?);
    errors.extend(
        findings
            .iter()
            .map(|f| format!("{}:{}: {}", f.file.display(), f.line, f.message)),
    );
    if let Some(path) = &args.sarif {
        let log = crate::sarif::render("cargo xtask check", &kinds::KINDS, &findings)?;
        crate::fsio::write_atomic(path, log.as_bytes())?;
        println!("wrote {} ({} results)", path.display(), findings.len());
    }
    let cited: std::collections::BTreeSet<_> = project.locked_citations().collect();
    let unused: Vec<String> = project
        .lock
        .hashes
        .keys()
        .filter(|id| !cited.contains(id))
        .map(|id| id.to_string())
        .collect();
    if !unused.is_empty() {
        eprintln!(
            "warning: {LOCK_PATH}: {} locked rule(s) no longer cited: {} (`cargo xtask bless --all` drops them)",
            unused.len(),
            unused.join(", ")
        );
    }
    for error in &errors {
        eprintln!("error: {error}");
    }
    if errors.is_empty() {
        println!(
            "check: generated files fresh; {} citation sites, {} rules locked, all current",
            project.sites.len(),
            project.lock.hashes.len()
        );
        Ok(ExitCode::SUCCESS)
    } else {
        eprintln!("error: check failed with {} problem(s)", errors.len());
        Ok(ExitCode::FAILURE)
    }
}

/// Citations of rules the CR lacks, of rules never locked, and of rules changed since locked.
fn citation_findings(project: &Project) -> Vec<Finding> {
    let ruleset = &project.ruleset;
    let mut out = Vec::new();
    // Stubs implement nothing, so there is no code to review when their rule changes.
    for site in project.sites.iter().filter(|s| s.role != Role::Stub) {
        let finding = |kind, message: String| Finding {
            kind,
            file: site.file.clone(),
            line: site.line,
            message: format!("{}: {message}", site.item),
        };
        for id in &site.invalid {
            out.push(finding("malformed-citation", format!("`{id}` is not a rule ID")));
        }
        for &id in &site.rules {
            let Some(rule) = ruleset.get(id) else {
                out.push(finding(
                    "citation-of-missing-rule",
                    format!("cites {id}, which the CR does not have"),
                ));
                continue;
            };
            match project.lock.hashes.get(&id) {
                None => out.push(finding(
                    "unlocked-citation",
                    format!("cites {id}, which is not in {LOCK_PATH}; check the code against the rule, then `cargo xtask bless {id}`"),
                )),
                Some(&locked) if locked != rule.hash => out.push(finding(
                    "stale-citation",
                    format!(
                        "{id} is stale: its text changed since it was locked ({locked} → {}); review the code against `cargo xtask trace {id}`, then `cargo xtask bless {id}`",
                        rule.hash
                    ),
                )),
                Some(_) => {}
            }
        }
    }
    out
}
