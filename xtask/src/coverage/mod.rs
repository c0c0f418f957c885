//! `cargo xtask coverage`: per part and chapter, the executable rules and how many are
//! cited, exercised, asserted and verified (see `codegen::coverage` for the levels), stubs and
//! stale; then the scenarios. Other forms: `--json`, `--md` (a pull-request summary, against
//! the baseline), `--lcov FILE`, `--sarif FILE`, `--html DIR`, the ratchet
//! `--fail-under-baseline`, and `--examples` (where each CR example stands in the suite).

mod baseline;
mod html;
mod lcov;
mod sarif;

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;

use codegen::coverage::{self, Counts, Level, Report};
use codegen::mutation::Record;
use codegen::scenarios::{self, ExampleStatus, Run, Scenario, REPORT_DIR};

use crate::fsio::write_atomic;
use crate::project::Project;
use crate::workspace;

/// Arguments of `cargo xtask coverage`. Files (`--html`, `--lcov`, `--sarif`,
/// `--write-baseline`) and the ratchet combine freely; at most one of `--json` and `--md`
/// picks what is printed (the table when neither is given and nothing else is asked);
/// `--examples` is a report of its own.
#[derive(clap::Args)]
#[command(group(clap::ArgGroup::new("uses_baseline").args(["md", "fail_under_baseline", "write_baseline"]).multiple(true)))]
pub struct Args {
    /// Print the report as JSON (rows, totals, per-rule levels and evidence, scenarios).
    #[arg(long, conflicts_with = "md")]
    json: bool,
    /// Report the CR's examples instead: every Example paragraph of the embedded release,
    /// whether a scenario encodes it and passes, and the pending ones with their reasons.
    #[arg(long, conflicts_with_all = ["md", "html", "lcov", "sarif", "write_baseline", "fail_under_baseline", "baseline"])]
    examples: bool,
    /// Print a Markdown summary for a pull request, with the change against the baseline.
    #[arg(long)]
    md: bool,
    /// The baseline to compare with or write (default: engine/coverage-baseline.json).
    #[arg(long, value_name = "FILE", requires = "uses_baseline")]
    baseline: Option<PathBuf>,
    /// Fail (exit 1) when fewer rules are verified than the baseline says (after writing any
    /// files asked for).
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
    /// Write each cited rule that is not verified yet as a SARIF 2.1.0 result at its code.
    #[arg(long, value_name = "FILE")]
    sarif: Option<PathBuf>,
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
    let test_runs = codegen::test_runs::read(&root);
    let record = Record::read(&root)?;
    let report = coverage::report(&coverage::Inputs {
        root: &root,
        ruleset: &project.ruleset,
        registry: &project.registry,
        lock: &project.lock,
        sites: &project.sites,
        scenarios: &scenarios,
        scenario_runs: &runs,
        test_runs: &test_runs,
        mutation: &record,
    });
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
        let page = html::render(&root, &project, &report)?;
        let path = dir.join("index.html");
        write_atomic(&path, page.as_bytes())?;
        println!("wrote {} ({} KiB)", path.display(), page.len() / 1024);
    }
    if let Some(path) = &args.lcov {
        let source = root.join("rules-data/data").join(rules_data::EMBEDDED_NAME);
        write_atomic(path, lcov::render(&project.ruleset, &report, &source).as_bytes())?;
        println!("wrote {}", path.display());
    }
    if let Some(path) = &args.sarif {
        let log = sarif::render(&project, &report)?;
        write_atomic(path, log.as_bytes())?;
        println!("wrote {}", path.display());
    }
    let files_or_ratchet = args.write_baseline
        || args.html.is_some()
        || args.lcov.is_some()
        || args.sarif.is_some()
        || args.fail_under_baseline;
    if args.md {
        let base = if baseline_path.exists() {
            Some(baseline::read(&baseline_path)?)
        } else {
            None
        };
        print!("{}", baseline::markdown(&report, base.as_ref()));
    } else if args.json {
        let json = serde_json::json!({ "coverage": report, "scenarios": scenarios });
        println!("{}", serde_json::to_string_pretty(&json)?);
    } else if !files_or_ratchet {
        print_table(&report);
        print_scenarios(&scenarios, &runs);
    }
    if args.fail_under_baseline {
        let base = baseline::read(&baseline_path)?;
        let drops = baseline::drops(&now, &base);
        for d in &drops {
            eprintln!("error: {d} (baseline {}); restore the tests or code, refresh the mutation record (`cargo xtask mutants --stale`), or, if intended, `cargo xtask coverage --write-baseline`", baseline_path.display());
        }
        if !drops.is_empty() {
            return Ok(ExitCode::FAILURE);
        }
        println!(
            "coverage ratchet: verified {} (baseline {})",
            now.verified, base.verified
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// The table: per part and chapter, then the total.
fn print_table(report: &Report) {
    println!(
        "{:<40} {:>6} {:>6} {:>13} {:>13} {:>13} {:>13} {:>5} {:>5}",
        "part / chapter", "rules", "exec", "cited", "exercised", "asserted", "verified", "stubs", "stale"
    );
    for row in &report.rows {
        let indent = if row.id.kind() == rules_data::RuleKind::Part {
            ""
        } else {
            "  "
        };
        let label: String = format!("{indent}{} {}", row.id, row.title).chars().take(40).collect();
        println!("{}", line(&label, &row.counts));
    }
    println!("{}", line("total", &report.total));
    println!(
        "executable: reviewed status `executable`, headings excluded ({} unreviewed statuses); levels: cited (code cites it), exercised (a passing test ran it), asserted (a passing test asserts it), verified (and every viable mutant of its code is caught)",
        report.total.unreviewed
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

/// `--examples`: per chapter, examples, passing, failing or not run, pending, missing; then
/// the pending and missing ones.
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
        match &e.status {
            ExampleStatus::Pending { scenario, reason } => {
                println!("  pending {} example {} ({scenario}): {reason}", e.rule, e.n)
            }
            ExampleStatus::Missing => println!(
                "  missing {} example {} (`cargo xtask scaffold {}` writes a pending scenario)",
                e.rule, e.n, e.rule
            ),
            _ => {}
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
    let mut out = format!("{label:<40} {:>6} {:>6}", c.rules, c.executable);
    for level in Level::ALL {
        let n = c.at_least(level);
        out.push_str(&format!(" {n:>5} {:>5.1}% ", c.percent(n)));
    }
    out.push_str(&format!("{:>5} {:>5}", c.stubs, c.stale));
    out
}
