//! `cargo xtask coverage [--json]`: per part and chapter, rules, executable, implemented,
//! tested, stubs and stale.

use std::process::ExitCode;

use codegen::coverage::{self, Counts};

use crate::project::Project;
use crate::workspace;

/// Arguments of `cargo xtask coverage`.
#[derive(clap::Args)]
pub struct Args {
    /// Print the report as JSON (rows, totals, and per-rule details).
    #[arg(long)]
    json: bool,
}

/// Prints the report.
pub fn run(args: &Args) -> anyhow::Result<ExitCode> {
    let project = Project::load(&workspace::root())?;
    let report = coverage::report(&project.ruleset, &project.registry, &project.lock, &project.sites);
    if args.json {
        println!("{}", serde_json::to_string_pretty(&report)?);
        return Ok(ExitCode::SUCCESS);
    }
    println!(
        "{:<44} {:>6} {:>12} {:>14} {:>14} {:>6} {:>6}",
        "part / chapter", "rules", "executable", "implemented", "tested", "stubs", "stale"
    );
    for row in &report.rows {
        let indent = if row.id.kind() == rules_data::RuleKind::Part {
            ""
        } else {
            "  "
        };
        let label: String = format!("{indent}{} {}", row.id, row.title).chars().take(44).collect();
        println!("{}", line(&label, &row.counts));
    }
    println!("{}", line("total", &report.total));
    println!(
        "executable counts unreviewed guesses ({} of {}); see rules-data/status.toml",
        report.total.executable_unreviewed, report.total.executable
    );
    if !report.unknown.is_empty() {
        let unknown: Vec<String> = report.unknown.iter().map(|id| id.to_string()).collect();
        println!("cited but not in the CR: {}", unknown.join(", "));
    }
    Ok(ExitCode::SUCCESS)
}

fn line(label: &str, c: &Counts) -> String {
    format!(
        "{label:<44} {:>6} {:>12} {:>6} {:>6.1}% {:>6} {:>6.1}% {:>6} {:>6}",
        c.rules,
        c.executable,
        c.implemented,
        c.percent(c.implemented),
        c.tested,
        c.percent(c.tested),
        c.stubs,
        c.stale
    )
}
