//! Comparing two releases: which rules were added, removed, edited or renumbered, the map
//! from old numbers to new ones, and what changed in titles, the glossary and the keyword
//! lists.
//!
//! Rules are matched in rounds, each only among rules not matched yet: overrides from the
//! user; the same number with the same text; the same text under another number (exact, after
//! normalization); the same number with similar text; then similar text anywhere, where a
//! rule whose parent maps to the candidate's parent is preferred. Similarity ignores rule
//! numbers, so a rule that only follows a renumbering of the rules it cites still matches.

mod matching;
pub mod words;

use std::collections::{BTreeSet, HashMap};

use serde::Serialize;

use crate::normalize::normalize;
use crate::{Date, RuleId, RuleKind, Ruleset};

pub use words::{word_diff, WordRun};

/// What happened to one rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ChangeKind {
    /// Only in the new release.
    Added,
    /// Only in the old release.
    Removed,
    /// Same number, new wording.
    Edited,
    /// Same number; the wording only follows renumbered rules it cites (not a real edit).
    ReferencesOnly,
    /// New number, same wording (or wording that only follows renumbered references).
    Renumbered,
    /// New number and new wording.
    RenumberedAndEdited,
}

/// One rule that is not the same in both releases.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Change {
    /// What happened.
    pub kind: ChangeKind,
    /// Its number in the old release.
    pub old: Option<RuleId>,
    /// Its number in the new release.
    pub new: Option<RuleId>,
    /// How sure the match is (1 for identical text), for matched rules.
    pub confidence: f32,
    /// Other new rules it could have matched, with their similarity, when the match was not
    /// clear-cut.
    pub candidates: Vec<(RuleId, f32)>,
    /// The text's words, old against new (empty when the text is the same).
    pub text: Vec<WordRun>,
    /// The examples, old against new, joined (empty when they are the same).
    pub examples: Vec<WordRun>,
}

impl Change {
    /// Whether the match is ambiguous: another candidate was about as similar.
    pub fn is_ambiguous(&self) -> bool {
        !self.candidates.is_empty()
    }
}

/// How many rules had each fate.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Counts {
    /// Same number, same text and examples.
    pub unchanged: usize,
    /// See [`ChangeKind::Added`].
    pub added: usize,
    /// See [`ChangeKind::Removed`].
    pub removed: usize,
    /// See [`ChangeKind::Edited`].
    pub edited: usize,
    /// See [`ChangeKind::ReferencesOnly`].
    pub references_only: usize,
    /// See [`ChangeKind::Renumbered`].
    pub renumbered: usize,
    /// See [`ChangeKind::RenumberedAndEdited`].
    pub renumbered_and_edited: usize,
    /// Matches with another candidate about as similar.
    pub ambiguous: usize,
}

/// A part or chapter whose title changed or that moved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TitleChange {
    /// Its old number (`None`: new heading).
    pub old: Option<RuleId>,
    /// Its new number (`None`: removed heading).
    pub new: Option<RuleId>,
    /// The old title.
    pub old_title: Option<String>,
    /// The new title.
    pub new_title: Option<String>,
}

/// Glossary terms that came, went or changed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct GlossaryChanges {
    /// New terms.
    pub added: Vec<String>,
    /// Terms no longer defined.
    pub removed: Vec<String>,
    /// Terms whose definition changed.
    pub changed: Vec<String>,
}

/// Keyword actions (701) and abilities (702) that came or went, by name.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct KeywordChanges {
    /// New keyword actions.
    pub actions_added: Vec<String>,
    /// Keyword actions no longer in the CR.
    pub actions_removed: Vec<String>,
    /// New keyword abilities.
    pub abilities_added: Vec<String>,
    /// Keyword abilities no longer in the CR.
    pub abilities_removed: Vec<String>,
}

/// Everything that changed between two releases.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RulesDiff {
    /// The old release's effective date.
    pub old_date: Option<Date>,
    /// The new release's effective date.
    pub new_date: Option<Date>,
    /// The counts.
    pub counts: Counts,
    /// Every rule that is not the same, in old order, then the added ones in new order.
    pub changes: Vec<Change>,
    /// Parts and chapters retitled, moved, added or removed.
    pub titles: Vec<TitleChange>,
    /// The glossary.
    pub glossary: GlossaryChanges,
    /// The keyword lists.
    pub keywords: KeywordChanges,
}

impl RulesDiff {
    /// The renumber map: each old number whose rule has a new number, with the confidence.
    pub fn renumbered(&self) -> impl Iterator<Item = (RuleId, RuleId, f32)> + '_ {
        self.changes.iter().filter_map(|c| match (c.old, c.new) {
            (Some(o), Some(n)) if o != n => Some((o, n, c.confidence)),
            _ => None,
        })
    }

    /// Where the rule numbered `old` went: the same number when it is unchanged or edited,
    /// its new number when renumbered, `None` when removed.
    pub fn maps_to(&self, old: RuleId) -> Option<RuleId> {
        match self.changes.iter().find(|c| c.old == Some(old)) {
            Some(c) => c.new,
            None => Some(old),
        }
    }
}

/// Compares `old` with `new`. `overrides` force matches (old number, new number) before
/// anything else, for cases the heuristics get wrong.
pub fn diff(old: &Ruleset, new: &Ruleset, overrides: &[(RuleId, RuleId)]) -> RulesDiff {
    let (changes, unchanged) = matching::match_rules(old, new, overrides);
    let mut counts = Counts {
        unchanged,
        ..Counts::default()
    };
    for c in &changes {
        match c.kind {
            ChangeKind::Added => counts.added += 1,
            ChangeKind::Removed => counts.removed += 1,
            ChangeKind::Edited => counts.edited += 1,
            ChangeKind::ReferencesOnly => counts.references_only += 1,
            ChangeKind::Renumbered => counts.renumbered += 1,
            ChangeKind::RenumberedAndEdited => counts.renumbered_and_edited += 1,
        }
        counts.ambiguous += usize::from(c.is_ambiguous());
    }
    RulesDiff {
        old_date: old.effective_date,
        new_date: new.effective_date,
        counts,
        changes,
        titles: titles(old, new),
        glossary: glossary(old, new),
        keywords: keywords(old, new),
    }
}

/// Parts and chapters: matched by number when the title is the same, else by title.
fn titles(old: &Ruleset, new: &Ruleset) -> Vec<TitleChange> {
    let headings = |rs: &Ruleset| -> Vec<(RuleId, String)> {
        rs.rules
            .iter()
            .filter(|r| matches!(r.kind, RuleKind::Part | RuleKind::Chapter))
            .map(|r| (r.id, normalize(&r.text).into_owned()))
            .collect()
    };
    let (o, n) = (headings(old), headings(new));
    let same = |a: &str, b: &str| a == b;
    let mut out = Vec::new();
    for (id, title) in &o {
        if n.iter().any(|(nid, nt)| nid == id && same(nt, title)) {
            continue;
        }
        let moved = n.iter().find(|(_, nt)| same(nt, title)).map(|(nid, _)| *nid);
        let at_same_number = n.iter().find(|(nid, _)| nid == id).map(|(_, t)| t.clone());
        out.push(TitleChange {
            old: Some(*id),
            new: moved.or(at_same_number.as_ref().map(|_| *id)),
            old_title: Some(title.clone()),
            new_title: if moved.is_some() {
                Some(title.clone())
            } else {
                at_same_number
            },
        });
    }
    for (id, title) in &n {
        let known = o.iter().any(|(oid, ot)| oid == id || same(ot, title));
        if !known {
            out.push(TitleChange {
                old: None,
                new: Some(*id),
                old_title: None,
                new_title: Some(title.clone()),
            });
        }
    }
    out
}

fn glossary(old: &Ruleset, new: &Ruleset) -> GlossaryChanges {
    let key = |t: &str| normalize(t).to_lowercase();
    let by_term = |rs: &Ruleset| -> HashMap<String, String> {
        rs.glossary
            .iter()
            .map(|e| (key(&e.term), normalize(&e.text).into_owned()))
            .collect()
    };
    let (o, n) = (by_term(old), by_term(new));
    let mut out = GlossaryChanges::default();
    for e in &old.glossary {
        match n.get(&key(&e.term)) {
            None => out.removed.push(e.term.clone()),
            Some(text) if *text != o[&key(&e.term)] => out.changed.push(e.term.clone()),
            Some(_) => {}
        }
    }
    for e in &new.glossary {
        if !o.contains_key(&key(&e.term)) {
            out.added.push(e.term.clone());
        }
    }
    out
}

fn keywords(old: &Ruleset, new: &Ruleset) -> KeywordChanges {
    let names = |rs: &Ruleset, chapter: u16| -> BTreeSet<String> {
        rs.rules
            .iter()
            .filter(|r| {
                r.kind == RuleKind::Rule && r.id.chapter_number() == Some(chapter) && r.id.rule_number() != Some(1)
            })
            .map(|r| normalize(&r.text).into_owned())
            .collect()
    };
    let minus = |a: &BTreeSet<String>, b: &BTreeSet<String>| a.difference(b).cloned().collect::<Vec<_>>();
    let (oa, na) = (names(old, 701), names(new, 701));
    let (ob, nb) = (names(old, 702), names(new, 702));
    KeywordChanges {
        actions_added: minus(&na, &oa),
        actions_removed: minus(&oa, &na),
        abilities_added: minus(&nb, &ob),
        abilities_removed: minus(&ob, &nb),
    }
}
