//! The coverage baseline (`engine/coverage-baseline.json`): the totals a change must not go
//! below (`--fail-under-baseline`, on verified rules), and the Markdown summary against it
//! (`--md`).

use std::fmt::Write as _;
use std::path::Path;

use anyhow::Context;
use codegen::coverage::{Counts, Level, Report};
use serde::{Deserialize, Serialize};

/// Where the baseline lives, relative to the workspace root.
pub const BASELINE_PATH: &str = "engine/coverage-baseline.json";

/// The totals a baseline keeps.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Baseline {
    /// Executable rules (reviewed, not headings).
    pub executable: usize,
    /// At least cited.
    pub cited: usize,
    /// At least exercised.
    pub exercised: usize,
    /// At least asserted.
    pub asserted: usize,
    /// Verified: what the ratchet holds.
    pub verified: usize,
    /// Cited by stubs only.
    pub stubs: usize,
    /// Stale rules.
    pub stale: usize,
}

impl From<&Counts> for Baseline {
    fn from(c: &Counts) -> Baseline {
        Baseline {
            executable: c.executable,
            cited: c.cited,
            exercised: c.exercised,
            asserted: c.asserted,
            verified: c.verified,
            stubs: c.stubs,
            stale: c.stale,
        }
    }
}

impl Baseline {
    fn at_least(&self, level: Level) -> usize {
        match level {
            Level::None => self.executable,
            Level::Cited => self.cited,
            Level::Exercised => self.exercised,
            Level::Asserted => self.asserted,
            Level::Verified => self.verified,
        }
    }
}

/// Reads a baseline file.
pub fn read(path: &Path) -> anyhow::Result<Baseline> {
    let text = std::fs::read_to_string(path).with_context(|| format!("reading the baseline {}", path.display()))?;
    serde_json::from_str(&text).with_context(|| {
        format!(
            "{} is not a coverage baseline of this version (write one with --write-baseline)",
            path.display()
        )
    })
}

/// The JSON text of a baseline.
pub fn render(b: &Baseline) -> anyhow::Result<String> {
    Ok(format!("{}\n", serde_json::to_string_pretty(b)?))
}

/// What dropped below the baseline: verified rules (the ratchet).
pub fn drops(now: &Baseline, base: &Baseline) -> Vec<String> {
    let mut out = Vec::new();
    if now.verified < base.verified {
        out.push(format!(
            "verified rules dropped from {} to {}",
            base.verified, now.verified
        ));
    }
    out
}

/// A Markdown summary for a pull-request comment: totals per level, per part, and the change
/// against `base` when given.
pub fn markdown(report: &Report, base: Option<&Baseline>) -> String {
    let now = Baseline::from(&report.total);
    let delta = |a: usize, b: Option<usize>| match b {
        Some(b) if a != b => format!(" ({:+})", a as i64 - b as i64),
        _ => String::new(),
    };
    let mut out = String::from(
        "### CR coverage\n\n| | executable | cited | exercised | asserted | verified | stubs | stale |\n|---|---:|---:|---:|---:|---:|---:|---:|\n",
    );
    let _ = write!(
        out,
        "| **total** | {}{} |",
        now.executable,
        delta(now.executable, base.map(|b| b.executable))
    );
    for level in Level::ALL {
        let _ = write!(
            out,
            " {}{} |",
            now.at_least(level),
            delta(now.at_least(level), base.map(|b| b.at_least(level)))
        );
    }
    let _ = writeln!(
        out,
        " {}{} | {}{} |",
        now.stubs,
        delta(now.stubs, base.map(|b| b.stubs)),
        now.stale,
        delta(now.stale, base.map(|b| b.stale)),
    );
    for row in report.rows.iter().filter(|r| r.id.kind() == rules_data::RuleKind::Part) {
        let c = &row.counts;
        let _ = write!(out, "| {} {} | {} |", row.id, row.title, c.executable);
        for level in Level::ALL {
            let _ = write!(out, " {} ({:.1}%) |", c.at_least(level), c.percent(c.at_least(level)));
        }
        let _ = writeln!(out, " {} | {} |", c.stubs, c.stale);
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
