//! Matching the rules of two releases (see the module doc of `diff` for the rounds).

use std::collections::HashMap;

use xxhash_rust::xxh3::xxh3_64;

use super::{word_diff, Change, ChangeKind};
use crate::normalize::normalize;
use crate::{Rule, RuleId, RuleKind, Ruleset};

/// Below this similarity, two rules are not the same rule.
const SIMILAR: f32 = 0.6;
/// With the same number, a lower similarity still makes an edit rather than a new rule.
const SIMILAR_SAME_NUMBER: f32 = 0.45;
/// A word used by more rules than this says little about which rule is which.
const COMMON_WORD: usize = 60;
/// Candidates this close to the best make the match ambiguous.
const AMBIGUITY: f32 = 0.02;

/// What the matcher knows of one rule.
struct Entry<'a> {
    rule: &'a Rule,
    /// The normalized text with rule numbers blanked, hashed: equal for rules whose text only
    /// differs in the numbers it cites.
    shape: u64,
    /// The normalized text, hashed.
    text: u64,
    /// The hashes of its words (numbers blanked), sorted, for similarity.
    words: Vec<u64>,
}

fn entries(rs: &Ruleset) -> Vec<Entry<'_>> {
    rs.rules
        .iter()
        .filter(|r| matches!(r.kind, RuleKind::Rule | RuleKind::Subrule))
        .map(|rule| {
            let normal = normalize(&rule.text);
            let blanked = blank_numbers(&normal);
            let mut words: Vec<u64> = blanked
                .split_whitespace()
                .map(|w| xxh3_64(w.to_lowercase().as_bytes()))
                .collect();
            words.sort_unstable();
            Entry {
                rule,
                shape: xxh3_64(blanked.as_bytes()),
                text: xxh3_64(normal.as_bytes()),
                words,
            }
        })
        .collect()
}

/// The text with every rule number replaced by `#`.
fn blank_numbers(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(|c: char| c.is_ascii_digit()) {
        let before_ok = rest[..i].chars().next_back().is_none_or(|c| !c.is_alphanumeric());
        match RuleId::lex_prefix(&rest[i..]).filter(|(id, _)| before_ok && id.kind() != RuleKind::Part) {
            Some((_, len)) => {
                out.push_str(&rest[..i]);
                out.push('#');
                rest = &rest[i + len..];
            }
            None => {
                let end = i + rest[i..].find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len() - i);
                out.push_str(&rest[..end]);
                rest = &rest[end..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// The Dice coefficient of two sorted word-hash lists.
fn similarity(a: &[u64], b: &[u64]) -> f32 {
    if a.is_empty() && b.is_empty() {
        return 1.0;
    }
    let (mut i, mut j, mut shared) = (0, 0, 0);
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => {
                shared += 1;
                i += 1;
                j += 1;
            }
        }
    }
    2.0 * shared as f32 / (a.len() + b.len()) as f32
}

/// Matches the rules; returns every change and how many rules are unchanged.
pub(super) fn match_rules(old: &Ruleset, new: &Ruleset, overrides: &[(RuleId, RuleId)]) -> (Vec<Change>, usize) {
    let (o, n) = (entries(old), entries(new));
    let new_index: HashMap<RuleId, usize> = n.iter().enumerate().map(|(i, e)| (e.rule.id, i)).collect();
    let mut old_to: Vec<Matched> = vec![None; o.len()];
    let mut taken = vec![false; n.len()];

    // Overrides, then same number and same text and examples.
    for (oi, e) in o.iter().enumerate() {
        let forced = overrides
            .iter()
            .find(|(from, _)| *from == e.rule.id)
            .and_then(|(_, to)| new_index.get(to));
        if let Some(&ni) = forced {
            assign(oi, ni, 1.0, Vec::new(), &mut old_to, &mut taken);
        }
    }
    for (oi, e) in o.iter().enumerate() {
        if old_to[oi].is_some() {
            continue;
        }
        if let Some(&ni) = new_index.get(&e.rule.id) {
            if !taken[ni] && n[ni].rule.hash == e.rule.hash {
                assign(oi, ni, 1.0, Vec::new(), &mut old_to, &mut taken);
            }
        }
    }

    // The same text (or the same text but for rule numbers) under another number.
    let mut by_shape: HashMap<u64, Vec<usize>> = HashMap::new();
    for (ni, e) in n.iter().enumerate() {
        by_shape.entry(e.shape).or_default().push(ni);
    }
    for (oi, e) in o.iter().enumerate() {
        if old_to[oi].is_some() || e.words.len() < 3 {
            continue;
        }
        let free: Vec<usize> = by_shape
            .get(&e.shape)
            .into_iter()
            .flatten()
            .copied()
            .filter(|&ni| !taken[ni])
            .collect();
        let pick = free
            .iter()
            .copied()
            .find(|&ni| n[ni].rule.id == e.rule.id)
            .or_else(|| free.iter().copied().find(|&ni| parent_follows(&o, &n, &old_to, oi, ni)))
            .or_else(|| free.first().copied());
        if let Some(ni) = pick {
            let others = free
                .iter()
                .filter(|&&x| x != ni)
                .map(|&x| (n[x].rule.id, 1.0))
                .collect();
            assign(oi, ni, 1.0, others, &mut old_to, &mut taken);
        }
    }

    // The same number with similar text: an edit.
    for (oi, e) in o.iter().enumerate() {
        if old_to[oi].is_some() {
            continue;
        }
        if let Some(&ni) = new_index.get(&e.rule.id) {
            let score = similarity(&e.words, &n[ni].words);
            if !taken[ni] && score >= SIMILAR_SAME_NUMBER {
                assign(oi, ni, score, Vec::new(), &mut old_to, &mut taken);
            }
        }
    }

    // Similar text anywhere: candidates share uncommon words; the best pairs first.
    let mut by_word: HashMap<u64, Vec<usize>> = HashMap::new();
    for (ni, e) in n.iter().enumerate().filter(|(ni, _)| !taken[*ni]) {
        for w in dedup(&e.words) {
            by_word.entry(w).or_default().push(ni);
        }
    }
    let mut pairs: Vec<(f32, usize, usize)> = Vec::new();
    let mut per_old: HashMap<usize, Vec<(usize, f32)>> = HashMap::new();
    for (oi, e) in o.iter().enumerate().filter(|(oi, _)| old_to[*oi].is_none()) {
        let mut shared: HashMap<usize, usize> = HashMap::new();
        for w in dedup(&e.words) {
            if let Some(list) = by_word.get(&w).filter(|l| l.len() <= COMMON_WORD) {
                for &ni in list {
                    *shared.entry(ni).or_default() += 1;
                }
            }
        }
        let mut best: Vec<(usize, usize)> = shared.into_iter().collect();
        best.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        for &(ni, _) in best.iter().take(12) {
            let mut score = similarity(&e.words, &n[ni].words);
            if parent_follows(&o, &n, &old_to, oi, ni) {
                score += 0.05;
            }
            if score >= SIMILAR {
                pairs.push((score, oi, ni));
                per_old.entry(oi).or_default().push((ni, score));
            }
        }
    }
    pairs.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)).then(a.2.cmp(&b.2)));
    for (score, oi, ni) in pairs {
        if old_to[oi].is_some() || taken[ni] {
            continue;
        }
        let others = per_old[&oi]
            .iter()
            .filter(|&&(x, s)| x != ni && score - s <= AMBIGUITY)
            .map(|&(x, s)| (n[x].rule.id, s.min(1.0)))
            .collect();
        assign(oi, ni, score.min(1.0), others, &mut old_to, &mut taken);
    }

    // What each pairing means, with the renumber map known.
    let map: HashMap<RuleId, RuleId> = o
        .iter()
        .zip(&old_to)
        .filter_map(|(e, m)| m.as_ref().map(|(ni, _, _)| (e.rule.id, n[*ni].rule.id)))
        .collect();
    let mut changes = Vec::new();
    let mut unchanged = 0;
    for (oi, e) in o.iter().enumerate() {
        let Some((ni, score, others)) = old_to[oi].take() else {
            changes.push(Change {
                kind: ChangeKind::Removed,
                old: Some(e.rule.id),
                new: None,
                confidence: 0.0,
                candidates: Vec::new(),
                text: Vec::new(),
                examples: Vec::new(),
            });
            continue;
        };
        let (a, b) = (e.rule, n[ni].rule);
        let same_text = e.text == n[ni].text;
        let same_examples = a
            .examples
            .iter()
            .map(|x| normalize(x))
            .eq(b.examples.iter().map(|x| normalize(x)));
        let references_only = !same_text && e.shape == n[ni].shape && renumbered_refs_explain(&a.text, &b.text, &map);
        let kind = match (
            a.id == b.id,
            same_text || references_only,
            references_only && same_examples,
        ) {
            (true, true, _) if same_text && same_examples => {
                unchanged += 1;
                continue;
            }
            (true, _, true) => ChangeKind::ReferencesOnly,
            (true, _, _) => ChangeKind::Edited,
            (false, true, _) if same_examples => ChangeKind::Renumbered,
            (false, _, _) => ChangeKind::RenumberedAndEdited,
        };
        let joined = |r: &Rule| r.examples.join(" ");
        changes.push(Change {
            kind,
            old: Some(a.id),
            new: Some(b.id),
            confidence: score,
            candidates: others,
            text: if same_text {
                Vec::new()
            } else {
                word_diff(&a.text, &b.text)
            },
            examples: if same_examples {
                Vec::new()
            } else {
                word_diff(&joined(a), &joined(b))
            },
        });
    }
    for (ni, e) in n.iter().enumerate() {
        if !taken[ni] {
            changes.push(Change {
                kind: ChangeKind::Added,
                old: None,
                new: Some(e.rule.id),
                confidence: 0.0,
                candidates: Vec::new(),
                text: Vec::new(),
                examples: Vec::new(),
            });
        }
    }
    (changes, unchanged)
}

/// A match: old rule `oi` is new rule `ni`.
type Matched = Option<(usize, f32, Vec<(RuleId, f32)>)>;

fn assign(oi: usize, ni: usize, score: f32, others: Vec<(RuleId, f32)>, old_to: &mut [Matched], taken: &mut [bool]) {
    old_to[oi] = Some((ni, score, others));
    taken[ni] = true;
}

/// Whether the old rule's parent is matched to the new rule's parent.
fn parent_follows(o: &[Entry<'_>], n: &[Entry<'_>], old_to: &[Matched], oi: usize, ni: usize) -> bool {
    let (Some(op), Some(np)) = (o[oi].rule.parent, n[ni].rule.parent) else {
        return false;
    };
    if op.kind() == RuleKind::Chapter {
        // Chapters are not matched as rules: same chapter, or the chapter of a matched sibling.
        return op == np;
    }
    o.iter()
        .position(|e| e.rule.id == op)
        .and_then(|pi| old_to[pi].as_ref())
        .is_some_and(|(pn, _, _)| n[*pn].rule.id == np)
}

/// Whether rewriting the rule numbers of `old` through `map` gives `new` (after
/// normalization): the text only follows renumbered rules.
fn renumbered_refs_explain(old: &str, new: &str, map: &HashMap<RuleId, RuleId>) -> bool {
    let mut out = String::with_capacity(old.len());
    let mut rest = old;
    while let Some(i) = rest.find(|c: char| c.is_ascii_digit()) {
        match RuleId::lex_prefix(&rest[i..]) {
            Some((id, len)) if rest[..i].chars().next_back().is_none_or(|c| !c.is_alphanumeric()) => {
                out.push_str(&rest[..i]);
                out.push_str(&map.get(&id).copied().unwrap_or(id).to_string());
                rest = &rest[i + len..];
            }
            _ => {
                let end = i + rest[i..].find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len() - i);
                out.push_str(&rest[..end]);
                rest = &rest[end..];
            }
        }
    }
    out.push_str(rest);
    normalize(&out) == normalize(new)
}

fn dedup(words: &[u64]) -> impl Iterator<Item = u64> + '_ {
    words
        .iter()
        .enumerate()
        .filter(|(i, w)| *i == 0 || words[i - 1] != **w)
        .map(|(_, w)| *w)
}
