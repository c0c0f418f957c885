//! `cargo xtask coverage`: per part and chapter, rules, executable, implemented, tested, stubs
//! and stale; the scenarios and what they claim and fired. Other forms: `--json`,
//! `--examples` (where each CR example of the engine's chapters stands in the suite), `--md`
//! (a pull-request summary, against the baseline), `--lcov FILE`, and the ratchet
//! `--fail-under-baseline`.

mod baseline;
mod html;
mod lcov;

use std::process::ExitCode;

use std::collections::{BTreeMap, BTreeSet};

use codegen::coverage::{self, Counts};
use codegen::scenarios::{self, ExampleStatus, Run, Scenario, REPORT_DIR};
use rules_data::RuleId;

use std::path::PathBuf;

use crate::fsio::write_atomic;
use crate::project::Project;
use crate::workspace;

/// Arguments of `cargo xtask coverage`. Files (`--html`, `--lcov`, `--write-baseline`) and
/// the ratchet combine freely; at most one of `--json` and `--md` picks what is printed (the
/// table when neither is given and nothing else is asked); `--examples` is a report of its own.
#[derive(clap::Args)]
#[command(group(clap::ArgGroup::new("uses_baseline").args(["md", "fail_under_baseline", "write_baseline"]).multiple(true)))]
pub struct Args {
    /// Print the report as JSON (rows, totals, per-rule details, scenarios).
    #[arg(long, conflicts_with = "md")]
    json: bool,
    /// Report the CR's examples instead: how many there are, how many scenarios encode and
    /// pass, how many are pending and why.
    #[arg(long, conflicts_with_all = ["md", "html", "lcov", "write_baseline", "fail_under_baseline", "baseline"])]
    examples: bool,
    /// Print a Markdown summary for a pull request, with the change against the baseline.
    #[arg(long)]
    md: bool,
    /// The baseline to compare with or write (default: engine/coverage-baseline.json).
    #[arg(long, value_name = "FILE", requires = "uses_baseline")]
    baseline: Option<PathBuf>,
    /// Fail (exit 1) when the coverage dropped below the baseline (after writing any files
    /// asked for).
    #[arg(long, conflicts_with = "write_baseline")]
    fail_under_baseline: bool,
    /// Write the current totals as the new baseline.
    #[arg(long)]
    write_baseline: bool,
    /// Write the self-contained HTML report into this folder (`index.html`).
    #[arg(long, value_name = "DIR")]
    html: Option<PathBuf>,
    /// Write the coverage as lcov, with the vendored CR text as the source file.
    #[arg(long, value_name = "FILE")]
    lcov: Option<PathBuf>,
    /// The workspace (default: this one).
    #[arg(long, value_name = "DIR")]
    root: Option<PathBuf>,
}

/// Writes the files asked for, prints the report asked for, then runs the ratchet if asked.
pub fn run(args: &Args) -> anyhow::Result<ExitCode> {
    let root = args.root.clone().unwrap_or_else(workspace::root);
    let project = Project::load(&root)?;
    let scenarios = scenarios::read_all(&root)?;
    let runs = scenarios::read_runs(&root);
    if args.examples {
        return examples(&project, &scenarios, &runs, args.json);
    }
    let report = coverage::report(&project.ruleset, &project.registry, &project.lock, &project.sites);
    let baseline_path = root.join(
        args.baseline
            .clone()
            .unwrap_or_else(|| PathBuf::from(baseline::BASELINE_PATH)),
    );
    let now = baseline::Baseline::from(&report.total);
    if args.write_baseline {
        write_atomic(&baseline_path, baseline::render(&now)?.as_bytes())?;
        println!("wrote {}: {now:?}", baseline_path.display());
    }
    if let Some(dir) = &args.html {
        let page = html::render(&root, &project, &report, &scenarios, &runs)?;
        let path = dir.join("index.html");
        write_atomic(&path, page.as_bytes())?;
        println!("wrote {} ({} KiB)", path.display(), page.len() / 1024);
    }
    if let Some(path) = &args.lcov {
        let source = root.join("rules-data/data").join(rules_data::EMBEDDED_NAME);
        write_atomic(
            path,
            lcov::render(&project.ruleset, &report, &scenarios, &runs, &source).as_bytes(),
        )?;
        println!("wrote {}", path.display());
    }
    let files_or_ratchet =
        args.write_baseline || args.html.is_some() || args.lcov.is_some() || args.fail_under_baseline;
    if args.md {
        let base = if baseline_path.exists() {
            Some(baseline::read(&baseline_path)?)
        } else {
            None
        };
        print!("{}", baseline::markdown(&report, base.as_ref()));
    } else if args.json {
        let json = serde_json::json!({
            "coverage": report,
            "scenarios": scenarios,
            "scenario_rules": scenario_rules(&scenarios, &runs),
        });
        println!("{}", serde_json::to_string_pretty(&json)?);
    } else if !files_or_ratchet {
        print_table(&report);
        print_scenarios(&scenarios, &runs);
    }
    if args.fail_under_baseline {
        let base = baseline::read(&baseline_path)?;
        let drops = baseline::drops(&now, &base);
        for d in &drops {
            eprintln!("error: {d} (baseline {}); restore the citations or, if intended, `cargo xtask coverage --write-baseline`", baseline_path.display());
        }
        if !drops.is_empty() {
            return Ok(ExitCode::FAILURE);
        }
        println!(
            "coverage ratchet: implemented {} (baseline {}), tested {} (baseline {})",
            now.implemented, base.implemented, now.tested, base.tested
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// The table: per part and chapter, then the total.
fn print_table(report: &coverage::Report) {
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
}

/// The scenario summary: how many, how they last ran, and every pending one with its reason.
fn print_scenarios(scenarios: &[Scenario], runs: &BTreeMap<String, Run>) {
    let pending: Vec<&Scenario> = scenarios.iter().filter(|s| s.pending.is_some()).collect();
    let ran: Vec<&Run> = scenarios.iter().filter_map(|s| runs.get(&s.path)).collect();
    let passed = ran.iter().filter(|r| r.passed).count();
    println!(
        "scenarios: {} ({} pending); last run: {passed} passed, {} failed, {} not run (cargo test -p engine records runs)",
        scenarios.len(),
        pending.len(),
        ran.len() - passed,
        scenarios.len() - pending.len() - ran.len(),
    );
    for s in pending {
        println!("  pending {}: {}", s.path, s.pending.as_deref().unwrap_or(""));
    }
}

/// Per rule, the scenarios that claim it and those in which it fired when they last ran.
fn scenario_rules(scenarios: &[Scenario], runs: &BTreeMap<String, Run>) -> BTreeMap<RuleId, serde_json::Value> {
    let mut claimed: BTreeMap<RuleId, Vec<&str>> = BTreeMap::new();
    let mut fired: BTreeMap<RuleId, Vec<&str>> = BTreeMap::new();
    for s in scenarios {
        for &r in &s.rules {
            claimed.entry(r).or_default().push(&s.path);
        }
        for &r in runs.get(&s.path).map(|run| run.fired.as_slice()).unwrap_or_default() {
            fired.entry(r).or_default().push(&s.path);
        }
    }
    let ids: BTreeSet<RuleId> = claimed.keys().chain(fired.keys()).copied().collect();
    ids.into_iter()
        .map(|id| {
            (
                id,
                serde_json::json!({ "claimed_by": claimed.get(&id), "fired_in": fired.get(&id) }),
            )
        })
        .collect()
}

/// `--examples`: per chapter in scope, examples, passing, failing or not run, pending,
/// missing; then the pending ones with their reasons.
fn examples(
    project: &Project,
    scenarios: &[Scenario],
    runs: &BTreeMap<String, Run>,
    json: bool,
) -> anyhow::Result<ExitCode> {
    let entries = scenarios::examples(&project.ruleset, scenarios, runs);
    if json {
        println!("{}", serde_json::to_string_pretty(&entries)?);
        return Ok(ExitCode::SUCCESS);
    }
    println!(
        "{:<10} {:>9} {:>8} {:>8} {:>8} {:>8} {:>8}",
        "chapter", "examples", "passing", "failing", "not run", "pending", "missing"
    );
    let mut by_chapter: BTreeMap<u16, [usize; 6]> = BTreeMap::new();
    for e in &entries {
        let row = by_chapter.entry(e.rule.chapter_number().unwrap_or(0)).or_default();
        row[0] += 1;
        row[1 + status_column(&e.status)] += 1;
    }
    let mut total = [0usize; 6];
    for (chapter, row) in &by_chapter {
        println!(
            "{chapter:<10} {:>9} {:>8} {:>8} {:>8} {:>8} {:>8}",
            row[0], row[1], row[2], row[3], row[4], row[5]
        );
        for (t, n) in total.iter_mut().zip(row) {
            *t += n;
        }
    }
    println!(
        "{:<10} {:>9} {:>8} {:>8} {:>8} {:>8} {:>8}",
        "total", total[0], total[1], total[2], total[3], total[4], total[5]
    );
    for e in &entries {
        if let ExampleStatus::Pending { scenario, reason } = &e.status {
            println!("  pending {} example {} ({scenario}): {reason}", e.rule, e.n);
        }
    }
    if total[3] > 0 {
        println!("(`not run`: no report of the scenario; `cargo test -p engine` writes them to {REPORT_DIR})");
    }
    Ok(ExitCode::SUCCESS)
}

fn status_column(status: &ExampleStatus) -> usize {
    match status {
        ExampleStatus::Passing { .. } => 0,
        ExampleStatus::Failing { .. } => 1,
        ExampleStatus::NotRun { .. } => 2,
        ExampleStatus::Pending { .. } => 3,
        ExampleStatus::Missing => 4,
    }
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
