//! `cargo xtask coverage --lcov FILE`: the CR as an lcov "source file", so genhtml, IDE
//! coverage gutters and coverage services show the CR with its covered rules highlighted.
//!
//! The source is the vendored CR text; each executable rule's first line is an instrumented
//! line, hit once per test citing the rule and once per passing scenario in which it fired.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

use codegen::coverage::Report;
use codegen::scenarios::{Run, Scenario};
use codegen::status::Status;
use rules_data::{RuleId, Ruleset};

/// The lcov text for `source` (the CR file's path as lcov should name it).
pub fn render(
    ruleset: &Ruleset,
    report: &Report,
    scenarios: &[Scenario],
    runs: &BTreeMap<String, Run>,
    source: &Path,
) -> String {
    let mut fired: BTreeMap<RuleId, usize> = BTreeMap::new();
    for s in scenarios {
        if let Some(run) = runs.get(&s.path).filter(|r| r.passed) {
            for &r in &run.fired {
                *fired.entry(r).or_default() += 1;
            }
        }
    }
    let mut out = String::new();
    let _ = writeln!(out, "TN:comprehensive_rules");
    let _ = writeln!(out, "SF:{}", source.display());
    let (mut found, mut hit) = (0, 0);
    for rule in &ruleset.rules {
        let Some(cov) = report.rules.get(&rule.id) else {
            continue;
        };
        if cov.status != Some(Status::Executable) {
            continue;
        }
        let hits = cov.tests + fired.get(&rule.id).copied().unwrap_or(0);
        found += 1;
        hit += usize::from(hits > 0);
        let _ = writeln!(out, "DA:{},{hits}", rule.lines.first);
    }
    let _ = writeln!(out, "LF:{found}");
    let _ = writeln!(out, "LH:{hit}");
    out.push_str("end_of_record\n");
    out
}
