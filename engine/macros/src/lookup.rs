//! Checking rule IDs against the generated index, and suggesting close IDs when one is missing.

use std::sync::OnceLock;

use rules_data::RuleId;
use syn::LitStr;

use crate::generated::index::{RELEASE, RULE_IDS};

/// The most IDs an "unknown rule" error suggests.
const MAX_SUGGESTIONS: usize = 5;
/// Of those, the most that are there for being one typo away rather than numerically adjacent.
const MAX_NEAR_MISSES: usize = 2;

/// One index entry: the parsed ID and the text it was written as.
#[derive(Clone, Copy, Debug)]
struct Entry {
    id: RuleId,
    text: &'static str,
}

/// The index parsed once per compiler process, sorted numerically, without duplicates.
fn index() -> &'static [Entry] {
    static INDEX: OnceLock<Vec<Entry>> = OnceLock::new();
    INDEX.get_or_init(|| build(RULE_IDS))
}

/// Parses and sorts an index; entries that do not parse are skipped (the generator never writes
/// any, and a proc macro must not panic).
fn build(ids: &[&'static str]) -> Vec<Entry> {
    let mut entries: Vec<Entry> = ids
        .iter()
        .filter_map(|&text| {
            Some(Entry {
                id: text.parse().ok()?,
                text,
            })
        })
        .collect();
    entries.sort_by_key(|e| e.id);
    entries.dedup_by_key(|e| e.id);
    entries
}

/// The ID a string literal names, if it is well formed and in the index; otherwise an error
/// at the literal that says what is wrong and, for a missing ID, which IDs are close.
pub fn resolve(lit: &LitStr) -> syn::Result<RuleId> {
    let id: RuleId = lit.value().parse().map_err(|e| syn::Error::new(lit.span(), e))?;
    if contains(id) {
        Ok(id)
    } else {
        Err(syn::Error::new(lit.span(), unknown_message(id)))
    }
}

/// Whether the index has `id`.
pub fn contains(id: RuleId) -> bool {
    index().binary_search_by_key(&id, |e| e.id).is_ok()
}

/// The error for a well-formed ID that is not in the index.
fn unknown_message(id: RuleId) -> String {
    let mut message = format!("no rule `{id}` in the Comprehensive Rules ({RELEASE})");
    let close = suggestions(id);
    if !close.is_empty() {
        let list: Vec<String> = close.iter().map(|s| format!("`{s}`")).collect();
        message.push_str("; closest existing IDs: ");
        message.push_str(&list.join(", "));
    }
    message
}

/// Up to five existing IDs close to `id`, in numeric order.
pub fn suggestions(id: RuleId) -> Vec<&'static str> {
    suggest_in(index(), id)
}

/// The suggestion logic, over any sorted index.
///
/// Candidates are ranked by how far they sort from where `id` would: the entries just before
/// and after it are at distance 1, then 2, and so on. First come up to [`MAX_NEAR_MISSES`]
/// entries one edit away from `id` as text (a typo: one character inserted, deleted,
/// replaced, or two adjacent characters swapped), nearest first, wherever they sort; the rest
/// of the [`MAX_SUGGESTIONS`] are the numerically adjacent entries, nearest first. The result
/// is deduplicated and returned in numeric order.
fn suggest_in(index: &[Entry], id: RuleId) -> Vec<&'static str> {
    let at = index.partition_point(|e| e.id < id);
    let distance = |i: usize| if i < at { at - i } else { i - at + 1 };
    let text = id.to_string();

    let mut near: Vec<usize> = (0..index.len())
        .filter(|&i| within_one_edit(index[i].text.as_bytes(), text.as_bytes()))
        .collect();
    near.sort_by_key(|&i| distance(i));
    let mut picked: Vec<usize> = near.into_iter().take(MAX_NEAR_MISSES).collect();

    // Adjacent entries, alternating before and after: at-1, at, at-2, at+1, ...
    let adjacent = (1..=index.len()).flat_map(|d| [at.checked_sub(d), Some(at + d - 1)]);
    for i in adjacent.flatten().filter(|&i| i < index.len()) {
        if picked.len() >= MAX_SUGGESTIONS {
            break;
        }
        if !picked.contains(&i) {
            picked.push(i);
        }
    }
    picked.sort_unstable();
    picked.into_iter().map(|i| index[i].text).collect()
}

/// True when `a` and `b` differ by exactly one edit: an insertion, a deletion, a substitution,
/// or a swap of two adjacent characters.
fn within_one_edit(a: &[u8], b: &[u8]) -> bool {
    if a == b {
        return false;
    }
    let (long, short) = if a.len() >= b.len() { (a, b) } else { (b, a) };
    let prefix = long.iter().zip(short).take_while(|(x, y)| x == y).count();
    match long.len() - short.len() {
        0 => {
            let rest = prefix + 1;
            long[rest..] == short[rest..]
                || (rest < long.len()
                    && long[prefix] == short[rest]
                    && long[rest] == short[prefix]
                    && long[rest + 1..] == short[rest + 1..])
        }
        1 => long[prefix + 1..] == short[prefix..],
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(s: &str) -> RuleId {
        s.parse().unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn the_index_is_whole_and_sorted() {
        let index = index();
        assert_eq!(index.len(), RULE_IDS.len(), "every generated ID parses and is unique");
        assert!(index.windows(2).all(|w| w[0].id < w[1].id));
        assert_eq!(index[0].text, "1");
        for present in ["1", "100", "100.1", "100.1a", "704.5a", "702.19c", "707.10"] {
            assert!(contains(id(present)), "{present}");
        }
        assert!(!contains(id("999.99z")));
    }

    #[test]
    fn edit_distance_one() {
        let one = |a: &str, b: &str| within_one_edit(a.as_bytes(), b.as_bytes());
        assert!(one("704.5a", "704.5b"), "substitution");
        assert!(one("704.5a", "704.5"), "deletion");
        assert!(one("704.5", "704.5a"), "insertion");
        assert!(one("704.5a", "7045a") && one("704.5a", "1704.5a"));
        assert!(one("740.5a", "704.5a"), "adjacent swap");
        assert!(one("704.5a", "704.a5"), "adjacent swap at the end");
        assert!(!one("704.5a", "704.5a"), "identical");
        assert!(!one("704.5a", "704.6b"), "two substitutions");
        assert!(!one("704.5a", "705.4a"), "non-adjacent swap");
        assert!(!one("704.5a", "704.5abc"), "two insertions");
        assert!(!one("", "ab") && one("", "a"));
    }

    #[test]
    fn past_the_end_suggests_the_last_ids() {
        let all = index();
        let last: Vec<&str> = all[all.len() - 5..].iter().map(|e| e.text).collect();
        assert_eq!(suggestions(id("999.99z")), last);
        let expected = format!(
            "no rule `999.99z` in the Comprehensive Rules ({}); closest existing IDs: `",
            crate::generated::index::RELEASE
        );
        assert!(unknown_message(id("999.99z")).starts_with(&expected));
    }

    #[test]
    fn before_the_start_suggests_the_first_ids() {
        // Nothing sorts before part 1, so this exercises the empty "before" side on a small
        // index.
        let small = build(&["100", "100.1", "100.1a", "100.2", "101", "101.1"]);
        assert_eq!(suggest_in(&small, id("1")), ["100", "100.1", "100.1a", "100.2", "101"]);
    }

    #[test]
    fn adjacent_ids_surround_the_gap_in_numeric_order() {
        let small = build(&[
            "100", "100.1", "100.1a", "100.1b", "100.2", "100.2a", "100.3", "100.4", "100.5", "100.6",
        ]);
        // No edit-1 neighbours except 100.1a/b/100.1; the adjacent ones win on distance.
        assert_eq!(
            suggest_in(&small, id("100.1c")),
            ["100.1", "100.1a", "100.1b", "100.2", "100.2a"]
        );
        // Numeric, not textual: 100.10 sorts after 100.6, far from 100.1.
        // The two typo candidates nearest to it come first, then its neighbours.
        assert_eq!(
            suggest_in(&small, id("100.10")),
            ["100.1a", "100.1b", "100.4", "100.5", "100.6"]
        );
    }

    #[test]
    fn typos_are_suggested_even_when_far_away() {
        let small = build(&[
            "100", "100.1", "101", "101.1", "102", "102.1", "103", "103.1", "300", "300.1", "300.2",
        ]);
        // `301.1` sorts after everything; `101.1` is one typo away but eight places off.
        assert_eq!(
            suggest_in(&small, id("301.1")),
            ["101.1", "103.1", "300", "300.1", "300.2"]
        );
    }

    #[test]
    fn real_index_suggestions() {
        // 704.5 has subrules up to some letter; a missing later letter gets its neighbours.
        let got = suggestions(id("704.5zz"));
        assert_eq!(got.len(), 5);
        assert!(got.contains(&"704.6"), "{got:?}");
        // A swapped digit finds the intended rule.
        assert!(suggestions(id("740.5a")).contains(&"704.5a"));
    }
}
