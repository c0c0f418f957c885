//! Coverage: per part and chapter, how many rules are executable, implemented, tested and
//! stale, from the ruleset, the status registry, the citation lock and the scanned sites.

use std::collections::BTreeMap;

use rules_data::{RuleId, RuleKind, Ruleset};
use serde::Serialize;

use crate::lock::Lock;
use crate::scan::{Role, Site};
use crate::status::{Registry, Status};

/// The counts of one part, chapter or the whole release.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Counts {
    /// Rules and subrules.
    pub rules: usize,
    /// Those whose status is executable (reviewed, or guessed while unreviewed).
    pub executable: usize,
    /// Of the executable ones, how many are still unreviewed guesses.
    pub executable_unreviewed: usize,
    /// Rules cited by implementing code (stubs and tests do not count).
    pub implemented: usize,
    /// Rules cited by at least one test.
    pub tested: usize,
    /// Rules cited only by handler stubs.
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

/// What the code says about one rule.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct RuleCoverage {
    /// The registry's status (the guess, when unreviewed), if the rule has an entry.
    pub status: Option<Status>,
    /// True when that status is still a guess.
    pub unreviewed: bool,
    /// Implementing sites.
    pub code: usize,
    /// Stub sites.
    pub stubs: usize,
    /// Test sites.
    pub tests: usize,
    /// Cited, and the lock's hash is missing or differs from the rule's.
    pub stale: bool,
}

/// The whole report.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Report {
    /// Every part, then every chapter, in numeric order.
    pub rows: Vec<Row>,
    /// The whole release.
    pub total: Counts,
    /// Per rule, for rules that are cited or classified.
    pub rules: BTreeMap<RuleId, RuleCoverage>,
    /// Cited IDs the release does not have.
    pub unknown: Vec<RuleId>,
}

/// Computes the report.
pub fn report(ruleset: &Ruleset, registry: &Registry, lock: &Lock, sites: &[Site]) -> Report {
    let mut rules: BTreeMap<RuleId, RuleCoverage> = BTreeMap::new();
    let mut unknown = Vec::new();
    for site in sites {
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
                entry.stale |= lock.hashes.get(&id) != Some(&rule.hash);
            }
        }
    }
    unknown.sort();
    unknown.dedup();
    for (id, entry) in &registry.entries {
        if ruleset.contains(*id) {
            let coverage = rules.entry(*id).or_default();
            coverage.status = Some(entry.effective());
            coverage.unreviewed = entry.status == Status::Unreviewed;
        }
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

fn add(counts: &mut Counts, rule: &RuleCoverage) {
    counts.rules += 1;
    if rule.status == Some(Status::Executable) {
        counts.executable += 1;
        counts.executable_unreviewed += usize::from(rule.unreviewed);
    }
    counts.implemented += usize::from(rule.code > 0);
    counts.tested += usize::from(rule.tests > 0);
    counts.stubs += usize::from(rule.stubs > 0 && rule.code == 0);
    counts.stale += usize::from(rule.stale);
}
