//! From what a parser read (a `Draft`) to a `Ruleset`: the steps every input shape shares.
//!
//! Sorting, merging duplicates, checking for gaps, linking parents and children, resolving
//! cross-references and hashing happen here once, so that every format gets them alike.

use std::borrow::Cow;

use xxhash_rust::xxh3::xxh3_64;

use crate::crossref::{self, CrossRef};
use crate::diag::{Code, Diagnostic, Severity};
use crate::id::{RuleId, RuleKind};
use crate::model::{ContentHash, Date, GlossaryEntry, LineSpan, Rule, Ruleset, SourceInfo, SCHEMA_VERSION};
use crate::normalize::normalize_into;
use crate::parallel;

/// What a parser read, before the shared steps. It may borrow from the decoded text (`'a`).
#[derive(Debug)]
pub(crate) struct Draft<'a> {
    pub source: SourceInfo,
    pub title: Option<String>,
    pub effective_date: Option<Date>,
    pub rules: Vec<DraftRule<'a>>,
    pub glossary: Vec<DraftGlossary>,
    pub credits: Vec<String>,
    /// A whole document (or dataset) rather than a fragment: references outside it are
    /// reported one by one rather than summed up.
    pub complete: bool,
}

impl Draft<'_> {
    pub fn new(source: SourceInfo, complete: bool) -> Self {
        Draft {
            source,
            title: None,
            effective_date: None,
            rules: Vec::new(),
            glossary: Vec::new(),
            credits: Vec::new(),
            complete,
        }
    }
}

#[derive(Debug, Clone)]
pub(crate) struct DraftRule<'a> {
    pub id: RuleId,
    pub text: String,
    pub examples: Vec<String>,
    pub lines: LineSpan,
    /// The line the ID stands on, for diagnostics: borrowed from the input when it holds
    /// the line as printed.
    pub source_line: Cow<'a, str>,
}

impl DraftRule<'_> {
    /// The same rule, owning its source line.
    pub fn into_owned(self) -> DraftRule<'static> {
        DraftRule {
            source_line: Cow::Owned(self.source_line.into_owned()),
            ..self
        }
    }
}

#[derive(Debug, Clone)]
pub(crate) struct DraftGlossary {
    pub term: String,
    pub text: String,
    pub lines: LineSpan,
}

pub(crate) fn assemble(draft: Draft<'_>, diagnostics: &mut Vec<Diagnostic>) -> Ruleset {
    let file = draft.source.name.clone();
    let mut drafts = draft.rules;
    drafts.sort_by_key(|r| r.id);
    merge_duplicates(&mut drafts, &file, diagnostics);
    check_sequence(&drafts, &file, diagnostics);
    let ids: Vec<RuleId> = drafts.iter().map(|r| r.id).collect();

    let mut unresolved_in_fragment = 0;
    let (derived, glossary_derived) = derive_in_parallel(&drafts, &draft.glossary, &ids);
    let mut rules: Vec<Rule> = drafts
        .into_iter()
        .zip(derived)
        .map(|(d, (hash, refs))| {
            for &target in refs.iter().filter(|&&t| !contains(&ids, t)) {
                if draft.complete {
                    diagnostics.push(unresolved(&file, &d, target));
                } else {
                    unresolved_in_fragment += 1;
                }
            }
            Rule {
                id: d.id,
                kind: d.id.kind(),
                hash,
                text: d.text,
                examples: d.examples,
                parent: None,
                children: Vec::new(),
                refs,
                lines: d.lines,
            }
        })
        .collect();
    link_family(&mut rules);

    let glossary = draft
        .glossary
        .into_iter()
        .zip(glossary_derived)
        .map(|(g, (names, obsolete, refs))| {
            for &target in refs.iter().filter(|&&t| !contains(&ids, t)) {
                if draft.complete {
                    diagnostics.push(
                        Diagnostic::new(
                            Severity::Warning,
                            Code::UnresolvedRef,
                            &file,
                            g.lines.first,
                            format!(
                                "the glossary entry “{}” refers to {target}, which this release does not have",
                                g.term
                            ),
                        )
                        .with_hint("a dangling reference in the source; nothing to do unless the text is yours"),
                    );
                } else {
                    unresolved_in_fragment += 1;
                }
            }
            GlossaryEntry {
                refs,
                names,
                obsolete,
                term: g.term,
                text: g.text,
                lines: g.lines,
            }
        })
        .collect();

    if unresolved_in_fragment > 0 {
        diagnostics.push(
            Diagnostic::new(
                Severity::Warning,
                Code::UnresolvedRef,
                &file,
                0,
                format!("{unresolved_in_fragment} cross-references point outside this fragment"),
            )
            .with_hint("expected for a fragment; ingest the whole release to resolve them"),
        );
    }
    if rules.is_empty() {
        diagnostics.push(
            Diagnostic::new(Severity::Error, Code::NoRules, &file, 0, "no rules found")
                .with_hint("is this a Comprehensive Rules file? try --format to choose the input shape"),
        );
    }
    Ruleset {
        schema_version: SCHEMA_VERSION,
        source: draft.source,
        title: draft.title,
        effective_date: draft.effective_date,
        rules,
        glossary,
        credits: draft.credits,
    }
}

/// What assembly reads from a rule's text: its content hash and its references.
type RuleDerived = (ContentHash, Vec<RuleId>);

/// What assembly reads from a glossary entry: its names, whether it is obsolete, and the
/// references of its definition.
type GlossaryDerived = (Vec<String>, bool, Vec<RuleId>);

/// The costly, independent part of assembly, for every rule and glossary entry: split over
/// two threads for a whole release.
fn derive_in_parallel(
    drafts: &[DraftRule<'_>],
    glossary: &[DraftGlossary],
    ids: &[RuleId],
) -> (Vec<RuleDerived>, Vec<GlossaryDerived>) {
    let derive = |drafts: &[DraftRule<'_>], glossary: &[DraftGlossary]| {
        (derive_rules(drafts, ids), derive_glossary(glossary, ids))
    };
    if drafts.len() < 512 {
        return derive(drafts, glossary);
    }
    let (drafts_first, drafts_second) = drafts.split_at(drafts.len() / 2);
    let (glossary_first, glossary_second) = glossary.split_at(glossary.len() / 2);
    let ((mut rules, mut entries), (more_rules, more_entries)) = parallel::join(
        || derive(drafts_first, glossary_first),
        || derive(drafts_second, glossary_second),
    );
    rules.extend(more_rules);
    entries.extend(more_entries);
    (rules, entries)
}

fn derive_rules(drafts: &[DraftRule<'_>], ids: &[RuleId]) -> Vec<RuleDerived> {
    let mut scratch = String::new();
    drafts
        .iter()
        .map(|d| {
            let texts = std::iter::once(d.text.as_str()).chain(d.examples.iter().map(String::as_str));
            (
                content_hash(&d.text, &d.examples, &mut scratch),
                resolve_refs(texts, ids),
            )
        })
        .collect()
}

fn derive_glossary(glossary: &[DraftGlossary], ids: &[RuleId]) -> Vec<GlossaryDerived> {
    glossary
        .iter()
        .map(|g| {
            let (names, obsolete) = split_term(&g.term);
            (names, obsolete, resolve_refs(std::iter::once(g.text.as_str()), ids))
        })
        .collect()
}

fn contains(ids: &[RuleId], id: RuleId) -> bool {
    ids.binary_search(&id).is_ok()
}

fn unresolved(file: &str, rule: &DraftRule<'_>, target: RuleId) -> Diagnostic {
    let column = rule
        .source_line
        .find(&target.to_string())
        .map_or(1, |byte| rule.source_line[..byte].chars().count() + 1);
    Diagnostic::new(
        Severity::Warning,
        Code::UnresolvedRef,
        file,
        rule.lines.first,
        format!("{} refers to {target}, which this release does not have", rule.id),
    )
    .at_column(column)
    .with_source(&rule.source_line)
}

/// Merges exact duplicates, and keeps every printing of a number printed again with other
/// text (a numbering typo of the source: nothing printed is dropped) as a repeat, the second
/// `502.35b#2`, the third `#3`; both are warnings. `drafts` are sorted by a stable sort, so a
/// duplicate follows the rule it repeats, in source order.
fn merge_duplicates(drafts: &mut Vec<DraftRule<'_>>, file: &str, diagnostics: &mut Vec<Diagnostic>) {
    if drafts.windows(2).all(|w| w[0].id != w[1].id) {
        return;
    }
    let mut scratch = String::new();
    let ids: Vec<RuleId> = drafts.iter().map(|d| d.id).collect();
    // Every printed ID by the line it stands on: what precedes a repeat in the source.
    let mut by_line: Vec<(usize, RuleId)> = drafts.iter().map(|d| (d.lines.first, d.id)).collect();
    by_line.sort_unstable();
    let mut kept: Vec<DraftRule<'_>> = Vec::with_capacity(drafts.len());
    // The printings of the current number kept so far, as indices into `kept`.
    let mut printings: Vec<usize> = Vec::new();
    for rule in std::mem::take(drafts) {
        if printings.first().is_some_and(|&f| kept[f].id != rule.id) {
            printings.clear();
        }
        let hash = content_hash(&rule.text, &rule.examples, &mut scratch);
        let same = printings
            .iter()
            .copied()
            .find(|&k| content_hash(&kept[k].text, &kept[k].examples, &mut scratch) == hash);
        let Some(&first) = printings.first() else {
            printings.push(kept.len());
            kept.push(rule);
            continue;
        };
        let report = |severity, code, message: String, hint: String| {
            Diagnostic::new(severity, code, file, rule.lines.first, message)
                .with_source(&rule.source_line)
                .with_hint(hint)
        };
        if let Some(copy) = same {
            diagnostics.push(report(
                Severity::Warning,
                Code::DuplicateSame,
                format!(
                    "{} appears again with the same text; the copies are merged (first at line {})",
                    rule.id, kept[copy].lines.first
                ),
                "nothing is lost; remove one copy if the file is yours".into(),
            ));
            continue;
        }
        let repeat = u8::try_from(printings.len()).ok().and_then(|n| rule.id.repeated(n));
        let Some(repeat) = repeat else {
            // A part or chapter printed twice (a contents list read as the body, say): there is
            // no repeat for those, so the first is kept and this is an error.
            diagnostics.push(report(
                Severity::Error,
                Code::DuplicateConflict,
                format!(
                    "{} appears again with different text (first at line {}); a part or chapter cannot be kept twice, the first is kept",
                    rule.id, kept[first].lines.first
                ),
                "is a table of contents being read as rules? try --format".into(),
            ));
            continue;
        };
        let before = by_line[..by_line.partition_point(|&(line, _)| line < rule.lines.first)].last();
        let hint = match intended_number(rule.id, before.map(|&(_, id)| id), &ids) {
            Some((after, intended)) => format!(
                "it stands after {after} in the source: the intended number is probably {intended}, which this release lacks; the index keeps it as {repeat}"
            ),
            None => format!("a numbering typo in the source; the index keeps it as {repeat} (`#2` is the second printing)"),
        };
        diagnostics.push(report(
            Severity::Warning,
            Code::DuplicateConflict,
            format!(
                "{} is printed again with different text (lines {} and {}); both are kept, this one as {repeat}",
                rule.id, kept[first].lines.first, rule.lines.first
            ),
            hint,
        ));
        printings.push(kept.len());
        kept.push(DraftRule { id: repeat, ..rule });
    }
    *drafts = kept;
}

/// Where the source makes the intended number of a repeated `printed` ID clear: it stands
/// right after a rule of another parent (`502.35b` printed after `502.36a`), and the number
/// that would follow there (`502.36b`) is not in the release. Returns that predecessor and
/// the number.
fn intended_number(printed: RuleId, before: Option<RuleId>, ids: &[RuleId]) -> Option<(RuleId, RuleId)> {
    let after = before?.printed();
    let intended = match (after.kind(), printed.kind()) {
        (RuleKind::Subrule, RuleKind::Subrule) => after.next_subrule()?,
        (RuleKind::Rule, RuleKind::Subrule) => after.first_subrule()?,
        (RuleKind::Rule | RuleKind::Subrule, RuleKind::Rule) => {
            RuleId::rule(after.chapter_number()?, after.rule_number()? + 1)?
        }
        _ => return None,
    };
    let elsewhere = intended.parent() != printed.parent();
    (elsewhere && !contains(ids, intended)).then_some((after, intended))
}

/// Warns about skipped subrule letters and rule numbers, and about the letters `l` and `o`.
fn check_sequence(drafts: &[DraftRule<'_>], file: &str, diagnostics: &mut Vec<Diagnostic>) {
    for pair in drafts.windows(2) {
        let (prev, cur) = (pair[0].id, pair[1].id);
        if cur.repeat_number().is_some() {
            // A repeat was reported where it was kept.
            continue;
        }
        let expected = match cur.kind() {
            RuleKind::Subrule if prev.kind() == RuleKind::Subrule && prev.parent() == cur.parent() => {
                prev.next_subrule()
            }
            RuleKind::Subrule if Some(prev) == cur.parent() => prev.first_subrule(),
            RuleKind::Rule if prev.chapter_number() == cur.chapter_number() && prev.rule_number().is_some() => prev
                .chapter_number()
                .zip(prev.rule_number())
                .and_then(|(c, r)| RuleId::rule(c, r + 1)),
            _ => None,
        };
        if let Some(expected) = expected.filter(|&e| e != cur) {
            diagnostics.push(
                Diagnostic::new(
                    Severity::Warning,
                    Code::Gap,
                    file,
                    pair[1].lines.first,
                    format!("{cur} follows {prev}; expected {expected}"),
                )
                .with_source(&pair[1].source_line)
                .with_hint("a rule may be missing here, or mis-numbered"),
            );
        }
        if cur.has_skipped_letter() {
            diagnostics.push(
                Diagnostic::new(
                    Severity::Warning,
                    Code::SkippedLetter,
                    file,
                    pair[1].lines.first,
                    format!("{cur} uses a letter the CR skips (l, o)"),
                )
                .with_source(&pair[1].source_line),
            );
        }
    }
}

/// Sets each rule's parent (its nearest ancestor in the ruleset) and children.
///
/// Sorted numerically, the rules are in document order: the ancestors of a rule that are
/// present are the entries still open when it starts, so a stack of those replaces any
/// search.
fn link_family(rules: &mut [Rule]) {
    // Indices of the open entries, outermost first.
    let mut open: Vec<usize> = Vec::new();
    for i in 0..rules.len() {
        let id = rules[i].id;
        while open.last().is_some_and(|&a| !rules[a].id.is_ancestor_of(id)) {
            open.pop();
        }
        if let Some(&parent) = open.last() {
            rules[i].parent = Some(rules[parent].id);
            rules[parent].children.push(id);
        }
        open.push(i);
    }
}

/// Finds the references in `texts` and flattens them to IDs: a range becomes the IDs of
/// that range present in `ids` (its two ends when none is present).
fn resolve_refs<'a>(texts: impl Iterator<Item = &'a str>, ids: &[RuleId]) -> Vec<RuleId> {
    let mut refs = Vec::new();
    // Each ID once, in order of first mention. Few references per rule: a linear check beats
    // hashing.
    let mut add = |id: RuleId| {
        if !refs.contains(&id) {
            refs.push(id);
        }
    };
    for text in texts {
        for found in crossref::find(text) {
            match found.target {
                CrossRef { from, to: None } => add(from),
                CrossRef { from, to: Some(to) } => {
                    let start = ids.partition_point(|&i| i < from);
                    let end = ids.partition_point(|&i| i <= to);
                    let mut inside = ids[start..end.max(start)]
                        .iter()
                        .copied()
                        .filter(|i| i.kind() == from.kind() && i.parent() == from.parent())
                        .peekable();
                    if inside.peek().is_none() {
                        add(from);
                        add(to);
                    } else {
                        inside.for_each(&mut add);
                    }
                }
            }
        }
    }
    refs
}

/// XXH3-64 of the normalized text and examples (`\n`-separated). `scratch` is a buffer the
/// caller reuses across calls.
pub(crate) fn content_hash(text: &str, examples: &[String], scratch: &mut String) -> ContentHash {
    scratch.clear();
    normalize_into(text, scratch);
    for example in examples {
        scratch.push('\n');
        normalize_into(example, scratch);
    }
    ContentHash(xxh3_64(scratch.as_bytes()))
}

/// Splits a glossary term into the names it defines, on commas outside quotes, and tells
/// whether it is marked `(Obsolete)`.
pub(crate) fn split_term(term: &str) -> (Vec<String>, bool) {
    let (term, obsolete) = match term.trim_end().strip_suffix("(Obsolete)") {
        Some(rest) => (rest.trim_end(), true),
        None => (term.trim(), false),
    };
    // Most terms are one name, with no quotes and no commas.
    if !term.contains(['“', '”', '"', ',']) {
        let name = term.trim();
        return (
            (!name.is_empty()).then(|| name.to_owned()).into_iter().collect(),
            obsolete,
        );
    }
    let mut names = Vec::new();
    let mut current = String::new();
    let mut in_quotes = false;
    for c in term.chars() {
        match c {
            '“' | '"' if !in_quotes => {
                // An opening quote after a name (`“A,” “B”`) also starts a new name.
                if !current.trim().is_empty() {
                    names.push(std::mem::take(&mut current));
                }
                in_quotes = true;
            }
            '”' | '"' => in_quotes = false,
            ',' if !in_quotes => names.push(std::mem::take(&mut current)),
            c => current.push(c),
        }
    }
    names.push(current);
    let names = names
        .into_iter()
        .map(|n| n.trim().trim_end_matches(',').trim().to_owned())
        .filter(|n| !n.is_empty())
        .collect();
    (names, obsolete)
}

#[cfg(test)]
mod tests {
    use super::split_term;

    #[test]
    fn splits_synonyms_on_commas_outside_quotes() {
        assert_eq!(
            split_term("Banding, “Bands with Other”").0,
            ["Banding", "Bands with Other"]
        );
        assert_eq!(
            split_term("Partner, “Partner—[text],” “Partner with [name]”").0,
            ["Partner", "Partner—[text]", "Partner with [name]"]
        );
        assert_eq!(split_term("Bury (Obsolete)"), (vec!["Bury".to_owned()], true));
    }
}
