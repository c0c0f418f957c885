//! The coverage baseline (`engine/coverage-baseline.json`): the totals a change must not go
//! below (`--fail-under-baseline`), and the Markdown summary against it (`--md`).

use std::fmt::Write as _;
use std::path::Path;

use anyhow::Context;
use codegen::coverage::{Counts, Report};
use serde::{Deserialize, Serialize};

/// Where the baseline lives, relative to the workspace root.
pub const BASELINE_PATH: &str = "engine/coverage-baseline.json";

/// The totals a baseline keeps.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Baseline {
    /// Executable rules (reviewed or guessed).
    pub executable: usize,
    /// Implemented rules.
    pub implemented: usize,
    /// Tested rules.
    pub tested: usize,
    /// Rules cited by stubs only.
    pub stubs: usize,
    /// Stale rules.
    pub stale: usize,
}

impl From<&Counts> for Baseline {
    fn from(c: &Counts) -> Baseline {
        Baseline {
            executable: c.executable,
            implemented: c.implemented,
            tested: c.tested,
            stubs: c.stubs,
            stale: c.stale,
        }
    }
}

/// Reads a baseline file.
pub fn read(path: &Path) -> anyhow::Result<Baseline> {
    let text = std::fs::read_to_string(path).with_context(|| format!("reading the baseline {}", path.display()))?;
    serde_json::from_str(&text).with_context(|| {
        format!(
            "{} is not a coverage baseline (write one with --write-baseline)",
            path.display()
        )
    })
}

/// The JSON text of a baseline.
pub fn render(b: &Baseline) -> anyhow::Result<String> {
    Ok(format!("{}\n", serde_json::to_string_pretty(b)?))
}

/// What dropped below the baseline: implemented or tested rules (the ratchet).
pub fn drops(now: &Baseline, base: &Baseline) -> Vec<String> {
    let mut out = Vec::new();
    if now.implemented < base.implemented {
        out.push(format!(
            "implemented rules dropped from {} to {}",
            base.implemented, now.implemented
        ));
    }
    if now.tested < base.tested {
        out.push(format!("tested rules dropped from {} to {}", base.tested, now.tested));
    }
    out
}

/// A Markdown summary for a pull-request comment: totals, per part, and the change against
/// `base` when given.
pub fn markdown(report: &Report, base: Option<&Baseline>) -> String {
    let now = Baseline::from(&report.total);
    let delta = |a: usize, b: Option<usize>| match b {
        Some(b) if a != b => format!(" ({:+})", a as i64 - b as i64),
        _ => String::new(),
    };
    let mut out = String::from(
        "### CR coverage\n\n| | executable | implemented | tested | stubs | stale |\n|---|---:|---:|---:|---:|---:|\n",
    );
    let _ = writeln!(
        out,
        "| **total** | {}{} | {}{} | {}{} | {}{} | {}{} |",
        now.executable,
        delta(now.executable, base.map(|b| b.executable)),
        now.implemented,
        delta(now.implemented, base.map(|b| b.implemented)),
        now.tested,
        delta(now.tested, base.map(|b| b.tested)),
        now.stubs,
        delta(now.stubs, base.map(|b| b.stubs)),
        now.stale,
        delta(now.stale, base.map(|b| b.stale)),
    );
    for row in report.rows.iter().filter(|r| r.id.kind() == rules_data::RuleKind::Part) {
        let c = &row.counts;
        let _ = writeln!(
            out,
            "| {} {} | {} | {} ({:.1}%) | {} ({:.1}%) | {} | {} |",
            row.id,
            row.title,
            c.executable,
            c.implemented,
            c.percent(c.implemented),
            c.tested,
            c.percent(c.tested),
            c.stubs,
            c.stale
        );
    }
    if let Some(base) = base {
        let dropped = drops(&now, base);
        out.push('\n');
        if dropped.is_empty() {
            out.push_str("No drop against the baseline.\n");
        } else {
            for d in dropped {
                let _ = writeln!(out, "**{d}.**");
            }
        }
    }
    out
}
