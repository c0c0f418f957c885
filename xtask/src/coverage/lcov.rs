//! `cargo xtask coverage --lcov FILE`: the CR as an lcov "source file", so genhtml, IDE
//! coverage gutters and coverage services show the CR with its covered rules highlighted.
//!
//! The source is the vendored CR text; each counted rule's (executable, not a heading) first
//! line is an instrumented line, hit once per passing scenario or test that asserts it. Its
//! four levels are branches of that line (block 0: cited, exercised, asserted, verified),
//! taken when reached, so branch coverage shows how far each rule got.

use std::fmt::Write as _;
use std::path::Path;

use codegen::coverage::{Level, Report};
use rules_data::Ruleset;

/// The lcov text for `source` (the CR file's path as lcov should name it).
pub fn render(ruleset: &Ruleset, report: &Report, source: &Path) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "TN:comprehensive_rules");
    let _ = writeln!(out, "SF:{}", source.display());
    let (mut found, mut hit, mut branches, mut taken) = (0, 0, 0, 0);
    for rule in &ruleset.rules {
        let Some(cov) = report.rules.get(&rule.id).filter(|c| c.counted) else {
            continue;
        };
        let line = rule.lines.first;
        for (i, level) in Level::ALL.into_iter().enumerate() {
            let reached = usize::from(cov.level >= level);
            let _ = writeln!(out, "BRDA:{line},0,{i},{reached}");
            branches += 1;
            taken += reached;
        }
        let hits = cov.asserted_by.len();
        found += 1;
        hit += usize::from(hits > 0);
        let _ = writeln!(out, "DA:{line},{hits}");
    }
    let _ = writeln!(out, "BRF:{branches}");
    let _ = writeln!(out, "BRH:{taken}");
    let _ = writeln!(out, "LF:{found}");
    let _ = writeln!(out, "LH:{hit}");
    out.push_str("end_of_record\n");
    out
}
