//! `cargo xtask coverage --sarif FILE`: each counted rule whose code is cited but not verified
//! yet, as a SARIF result at its first code site, saying which level it reached and what the
//! next one needs; for code-scanning views beside the code.

use codegen::coverage::{Level, Report, RuleCoverage};
use codegen::scan::Role;

use crate::project::Project;
use crate::sarif::{Finding, Kind};

/// The kinds of results.
const KINDS: [Kind; 3] = [
    (
        "rule-not-exercised",
        "warning",
        "Code cites the rule, but no passing test or scenario runs that code.",
    ),
    (
        "rule-not-asserted",
        "warning",
        "Tests run the rule's code, but none states an outcome attributed to the rule.",
    ),
    (
        "rule-not-verified",
        "note",
        "Tests assert the rule, but mutation testing has not shown that they catch every change to its code.",
    ),
];

/// The SARIF log.
pub fn render(project: &Project, report: &Report) -> anyhow::Result<String> {
    let mut findings = Vec::new();
    for (id, cov) in report.rules.iter().filter(|(_, c)| c.counted) {
        let Some(site) = project
            .sites
            .iter()
            .find(|s| s.role == Role::Code && s.rules.contains(id))
        else {
            continue;
        };
        let (kind, message) = match cov.level {
            Level::None | Level::Verified => continue,
            Level::Cited => (
                "rule-not-exercised",
                format!("{id} is cited, but no passing test or scenario runs its code: add a scenario that plays it"),
            ),
            Level::Exercised => (
                "rule-not-asserted",
                format!("{id} is exercised ({}), but no test asserts it: expect an event it causes, a refusal citing it, or tag an expectation with it", cov.exercised_by.len()),
            ),
            Level::Asserted => ("rule-not-verified", format!("{id} is asserted, but not verified: {}", why_not_verified(id, cov))),
        };
        findings.push(Finding {
            kind,
            file: site.file.clone(),
            line: site.line,
            message,
        });
    }
    crate::sarif::render("cargo xtask coverage", &KINDS, &findings)
}

/// What keeps an asserted rule from being verified.
fn why_not_verified(id: &rules_data::RuleId, cov: &RuleCoverage) -> String {
    match &cov.mutation.record {
        None => format!("no mutation record (`cargo xtask mutants {id}`)"),
        Some(_) if cov.mutation.stale => {
            format!("its code changed since its mutation record (`cargo xtask mutants {id}`)")
        }
        Some(r) if r.baseline_failed.is_some() => "the tests failed without mutation when it was recorded".to_owned(),
        Some(r) if !r.missed.is_empty() => format!(
            "{} mutant(s) missed, e.g. {}: add a test that fails on it, or record it as equivalent",
            r.missed.len(),
            r.missed[0].name
        ),
        Some(_) => "no mutant of its code was caught".to_owned(),
    }
}
