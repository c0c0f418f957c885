//! Coverage: how far each executable rule is implemented and verified, per part, chapter and
//! in total, from the ruleset, the status registry, the citation lock, the scanned sites, the
//! scenarios and tests with their last runs, and the mutation record.
//!
//! Each executable rule that is not a heading reaches one of four levels, each including the
//! ones before it:
//!
//! - **cited**: code other than a stub cites it;
//! - **exercised**: a passing test or scenario ran that code (the rule fired while it ran);
//! - **asserted**: a passing test states an outcome attributed to the rule: a scenario that
//!   claims it (the harness requires an expected event, refusal, `absent` or tagged
//!   expectation for each claim), or a test citing it with `#[rule]` in which it fired;
//! - **verified**: asserted, and every viable mutant of its code is caught or recorded as
//!   equivalent, by a mutation record made on the code as it is now.
//!
//! Headings (rules whose text is only a title) and rules whose status is not `executable`
//! are reported but never counted.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use rules_data::{RuleId, RuleKind, Ruleset};
use serde::Serialize;

use crate::lock::Lock;
use crate::mutation::{self, Record, Sources};
use crate::scan::{Role, Site};
use crate::scenarios::{Run, Scenario};
use crate::status::{Registry, Status};
use crate::test_runs::TestRun;

/// How far a rule is implemented and verified.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// No implementing code cites it.
    #[default]
    None,
    /// Code cites it.
    Cited,
    /// A passing test or scenario ran its code.
    Exercised,
    /// A passing test states an outcome attributed to it.
    Asserted,
    /// Asserted, and the tests catch every viable mutant of its code.
    Verified,
}

impl Level {
    /// Every level above `None`, lowest first.
    pub const ALL: [Level; 4] = [Level::Cited, Level::Exercised, Level::Asserted, Level::Verified];

    /// Its name, as the reports print it.
    pub fn as_str(self) -> &'static str {
        match self {
            Level::None => "none",
            Level::Cited => "cited",
            Level::Exercised => "exercised",
            Level::Asserted => "asserted",
            Level::Verified => "verified",
        }
    }
}

/// The counts of one part, chapter or the whole release.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Counts {
    /// Rules and subrules.
    pub rules: usize,
    /// Those whose reviewed status is executable and that are not headings: the denominator.
    pub executable: usize,
    /// Rules whose status is still unreviewed (none are counted as executable).
    pub unreviewed: usize,
    /// Executable rules at least cited.
    pub cited: usize,
    /// Executable rules at least exercised.
    pub exercised: usize,
    /// Executable rules at least asserted.
    pub asserted: usize,
    /// Executable rules verified.
    pub verified: usize,
    /// Executable rules cited only by handler stubs.
    pub stubs: usize,
    /// Rules cited by code or tests whose text changed since the citation was locked, or
    /// never locked.
    pub stale: usize,
}

impl Counts {
    /// `part` as a percentage of the executable rules (0 when there are none).
    pub fn percent(&self, part: usize) -> f64 {
        if self.executable == 0 {
            0.0
        } else {
            100.0 * part as f64 / self.executable as f64
        }
    }

    /// How many executable rules reached at least `level`.
    pub fn at_least(&self, level: Level) -> usize {
        match level {
            Level::None => self.executable,
            Level::Cited => self.cited,
            Level::Exercised => self.exercised,
            Level::Asserted => self.asserted,
            Level::Verified => self.verified,
        }
    }
}

/// One line of the report: a part or a chapter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Row {
    /// `1` or `100`.
    pub id: RuleId,
    /// Its title.
    pub title: String,
    /// Its counts.
    #[serde(flatten)]
    pub counts: Counts,
}

/// What mutation testing says of a rule's code now.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct MutationCoverage {
    /// The record, if one was made.
    pub record: Option<mutation::RuleRecord>,
    /// Whether the code changed since the record was made (the record does not count).
    pub stale: bool,
}

/// What the code and the tests say about one rule.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct RuleCoverage {
    /// The registry's status, if the rule has an entry.
    pub status: Option<Status>,
    /// A heading: a rule whose text is only a title. Never counted.
    pub heading: bool,
    /// Counted: executable and not a heading.
    pub counted: bool,
    /// The level reached (for rules not counted, what the evidence would give).
    pub level: Level,
    /// Implementing sites.
    pub code: usize,
    /// Stub sites.
    pub stubs: usize,
    /// Test sites (`#[rule]` on a `#[test]`).
    pub tests: usize,
    /// Cited, and the lock's hash is missing or differs from the rule's.
    pub stale: bool,
    /// Passing scenarios and tests in which it fired.
    pub exercised_by: Vec<String>,
    /// Passing scenarios that assert it and passing tests citing it in which it fired.
    pub asserted_by: Vec<String>,
    /// The mutation record of its code.
    pub mutation: MutationCoverage,
}

/// The whole report.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Report {
    /// Every part, then every chapter, in numeric order.
    pub rows: Vec<Row>,
    /// The whole release.
    pub total: Counts,
    /// Per rule, for rules that are cited, classified or tested.
    pub rules: BTreeMap<RuleId, RuleCoverage>,
    /// Cited IDs the release does not have.
    pub unknown: Vec<RuleId>,
}

/// What the report is computed from.
pub struct Inputs<'a> {
    /// The workspace (for the source text of rule code).
    pub root: &'a Path,
    /// The embedded release.
    pub ruleset: &'a Ruleset,
    /// The status registry.
    pub registry: &'a Registry,
    /// The citation lock.
    pub lock: &'a Lock,
    /// Every citation site.
    pub sites: &'a [Site],
    /// The scenario files.
    pub scenarios: &'a [Scenario],
    /// How the scenarios last ran, by path.
    pub scenario_runs: &'a BTreeMap<String, Run>,
    /// How the rule-citing tests last ran, by fn name.
    pub test_runs: &'a BTreeMap<String, TestRun>,
    /// The mutation record.
    pub mutation: &'a Record,
}

/// Computes the report.
pub fn report(inputs: &Inputs<'_>) -> Report {
    let ruleset = inputs.ruleset;
    let mut rules: BTreeMap<RuleId, RuleCoverage> = BTreeMap::new();
    let mut unknown = Vec::new();
    for site in inputs.sites {
        for &id in &site.rules {
            let Some(rule) = ruleset.get(id) else {
                unknown.push(id);
                continue;
            };
            let entry = rules.entry(id).or_default();
            match site.role {
                Role::Code => entry.code += 1,
                Role::Stub => entry.stubs += 1,
                Role::Test => entry.tests += 1,
                Role::Support => {}
            }
            // Stubs implement nothing, so only other citations are locked.
            if site.role != Role::Stub {
                entry.stale |= inputs.lock.hashes.get(&id) != Some(&rule.hash);
            }
        }
    }
    unknown.sort();
    unknown.dedup();
    for (id, entry) in &inputs.registry.entries {
        if let Some(rule) = ruleset.get(*id) {
            let coverage = rules.entry(*id).or_default();
            coverage.status = Some(entry.status);
            coverage.heading = rule.title().is_some();
            coverage.counted = entry.status == Status::Executable && !coverage.heading;
        }
    }
    add_evidence(inputs, &mut rules);
    add_mutation(inputs, &mut rules);
    for coverage in rules.values_mut() {
        coverage.level = level(coverage);
    }
    let mut by_scope: BTreeMap<RuleId, Counts> = BTreeMap::new();
    let mut total = Counts::default();
    for rule in ruleset
        .rules
        .iter()
        .filter(|r| matches!(r.kind, RuleKind::Rule | RuleKind::Subrule))
    {
        let coverage = rules.get(&rule.id).cloned().unwrap_or_default();
        let chapter = rule.id.chapter_number().and_then(RuleId::chapter);
        let part = RuleId::part(rule.id.part_number());
        for scope in [chapter, part].into_iter().flatten() {
            add(by_scope.entry(scope).or_default(), &coverage);
        }
        add(&mut total, &coverage);
    }
    let rows = by_scope
        .into_iter()
        .map(|(id, counts)| Row {
            id,
            title: ruleset.get(id).map(|r| r.text.clone()).unwrap_or_default(),
            counts,
        })
        .collect();
    Report {
        rows,
        total,
        rules,
        unknown,
    }
}

/// Records which passing scenarios and tests exercised and asserted each rule.
fn add_evidence(inputs: &Inputs<'_>, rules: &mut BTreeMap<RuleId, RuleCoverage>) {
    let mut exercised: BTreeMap<RuleId, BTreeSet<String>> = BTreeMap::new();
    let mut asserted: BTreeMap<RuleId, BTreeSet<String>> = BTreeMap::new();
    for scenario in inputs.scenarios {
        let Some(run) = inputs.scenario_runs.get(&scenario.path).filter(|r| r.passed) else {
            continue;
        };
        let name = format!("scenario {}", scenario.path);
        for &rule in &run.fired {
            exercised.entry(rule).or_default().insert(name.clone());
        }
        for &rule in &scenario.rules {
            asserted.entry(rule).or_default().insert(name.clone());
        }
    }
    for site in inputs.sites.iter().filter(|s| s.role == Role::Test) {
        let Some(run) = inputs.test_runs.get(&site.item).filter(|r| r.passed) else {
            continue;
        };
        let name = format!("test {}", run.test);
        for &rule in &run.fired {
            exercised.entry(rule).or_default().insert(name.clone());
        }
        for rule in site.rules.iter().filter(|r| run.fired.contains(r)) {
            asserted.entry(*rule).or_default().insert(name.clone());
        }
    }
    for (rule, by) in exercised {
        if inputs.ruleset.get(rule).is_some() {
            rules.entry(rule).or_default().exercised_by = by.into_iter().collect();
        }
    }
    for (rule, by) in asserted {
        if inputs.ruleset.get(rule).is_some() {
            rules.entry(rule).or_default().asserted_by = by.into_iter().collect();
        }
    }
}

/// Attaches each cited rule's mutation record, marked stale when its code changed since.
fn add_mutation(inputs: &Inputs<'_>, rules: &mut BTreeMap<RuleId, RuleCoverage>) {
    let mut sources = Sources::default();
    for (rule, ranges) in mutation::rule_code(inputs.sites) {
        let Some(coverage) = rules.get_mut(&rule) else {
            continue;
        };
        let record = inputs.mutation.rules.get(&rule).cloned();
        let stale = record
            .as_ref()
            .is_some_and(|r| r.code_hash != sources.hash(inputs.root, &ranges));
        coverage.mutation = MutationCoverage { record, stale };
    }
}

/// The level the evidence supports. Each level needs the ones before it.
fn level(c: &RuleCoverage) -> Level {
    if c.code == 0 {
        return Level::None;
    }
    if c.exercised_by.is_empty() {
        return Level::Cited;
    }
    if c.asserted_by.is_empty() {
        return Level::Exercised;
    }
    let verified = !c.mutation.stale && c.mutation.record.as_ref().is_some_and(|r| r.all_caught());
    if verified {
        Level::Verified
    } else {
        Level::Asserted
    }
}

fn add(counts: &mut Counts, rule: &RuleCoverage) {
    counts.rules += 1;
    counts.unreviewed += usize::from(rule.status == Some(Status::Unreviewed));
    counts.stale += usize::from(rule.stale);
    if !rule.counted {
        return;
    }
    counts.executable += 1;
    counts.cited += usize::from(rule.level >= Level::Cited);
    counts.exercised += usize::from(rule.level >= Level::Exercised);
    counts.asserted += usize::from(rule.level >= Level::Asserted);
    counts.verified += usize::from(rule.level >= Level::Verified);
    counts.stubs += usize::from(rule.stubs > 0 && rule.code == 0);
}
