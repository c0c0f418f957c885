//! Cross-references in rule text (`rule 704.5a`, `rules 409.1b and 409.1f–h`, `601.2a–h`,
//! `section 9`), found with the pest grammar in `grammar.pest`.

use pest::iterators::Pair;
use pest::Parser;
use serde::{Deserialize, Serialize};

use crate::id::{RuleId, RuleKind};

mod grammar {
    /// The pest parser for `grammar.pest`.
    #[derive(pest_derive::Parser)]
    #[grammar = "grammar.pest"]
    pub(crate) struct Grammar;
}

pub(crate) use grammar::{Grammar, Rule};

/// One reference as written: a single ID, or a range `from`–`to` of siblings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CrossRef {
    /// The first (or only) ID named.
    pub from: RuleId,
    /// The last ID of a range, written in full even when the text abbreviates it (`601.2h` for
    /// `601.2a–h`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<RuleId>,
}

/// A reference found in a piece of text, with its byte range in that text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Found {
    /// What it names.
    pub target: CrossRef,
    /// Where it stands: a byte range of the text searched.
    pub span: (usize, usize),
}

/// Finds every cross-reference in `text`, in order.
///
/// Years (`2011–2018`) and plain numbers are not references: a reference without the word
/// "rule" or "section" in front must name a rule or subrule (`601.2a`, never `601`).
pub fn find(text: &str) -> Vec<Found> {
    let mut found = Vec::new();
    let bytes = text.as_bytes();
    let mut pos = 0;
    while pos < bytes.len() {
        let c = bytes[pos];
        let at_boundary = pos == 0 || !is_word_byte(bytes[pos - 1]);
        let candidate = at_boundary
            && match c {
                b'r' | b'R' => text[pos + 1..].starts_with("ule"),
                b's' | b'S' => text[pos + 1..].starts_with("ection"),
                b'1'..=b'9' => true,
                _ => false,
            };
        if candidate {
            if let Some(end) = parse_at(text, pos, &mut found) {
                pos = end;
                continue;
            }
        }
        pos += 1;
    }
    found
}

fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'.' || b == b'_'
}

/// Tries the reference rules at `pos`; on success pushes what was found and returns the end.
fn parse_at(text: &str, pos: usize, found: &mut Vec<Found>) -> Option<usize> {
    let rest = &text[pos..];
    let rule = match rest.as_bytes()[0] {
        b'r' | b'R' => Rule::keyed_ref,
        b's' | b'S' => Rule::section_ref,
        _ => {
            // Cheap pre-check before the grammar: a bare reference starts `ddd.d`.
            let b = rest.as_bytes();
            if b.len() < 5 || !b[..3].iter().all(u8::is_ascii_digit) || b[3] != b'.' {
                return None;
            }
            Rule::bare_ref
        }
    };
    let pair = Grammar::parse(rule, rest).ok()?.next()?;
    let end = pos + pair.as_str().len();
    let items: Vec<Pair<'_, Rule>> = if rule == Rule::bare_ref {
        vec![pair]
    } else {
        pair.into_inner().collect()
    };
    for item in items {
        let span = item.as_span();
        let span = (pos + span.start(), pos + span.end());
        if let Some(target) = item_target(item) {
            found.push(Found { target, span });
        }
    }
    Some(end)
}

/// The target of one list item (`keyed_item`, `section_item`) or of a whole `bare_ref`.
fn item_target(item: Pair<'_, Rule>) -> Option<CrossRef> {
    let (first, range_end) = match item.as_rule() {
        Rule::keyed_item | Rule::section_item | Rule::bare_ref => {
            let mut inner = item.into_inner();
            (inner.next()?, inner.next())
        }
        Rule::rule_level | Rule::chapter_id | Rule::part_id => (item, None),
        _ => return None,
    };
    let from = id_of(first)?;
    let to = match range_end {
        None => None,
        Some(end) => Some(range_to(from, end.into_inner().next()?)?),
    };
    Some(CrossRef { from, to })
}

fn id_of(pair: Pair<'_, Rule>) -> Option<RuleId> {
    match pair.as_rule() {
        Rule::rule_level | Rule::chapter_id | Rule::part_id => pair.as_str().parse().ok(),
        _ => None,
    }
}

/// Completes an abbreviated range end against its start: `601.2a` + `h` → `601.2h`,
/// `119.9` + `10` → `119.10`.
fn range_to(from: RuleId, end: Pair<'_, Rule>) -> Option<RuleId> {
    let chapter = from.chapter_number()?;
    match end.as_rule() {
        Rule::range_letters => RuleId::subrule(chapter, from.rule_number()?, end.as_str()),
        Rule::range_number if from.kind() == RuleKind::Rule => RuleId::rule(chapter, end.as_str().parse().ok()?),
        Rule::range_number => None,
        _ => id_of(end),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refs(text: &str) -> Vec<String> {
        find(text)
            .into_iter()
            .map(|f| match f.target.to {
                Some(to) => format!("{}-{}", f.target.from, to),
                None => f.target.from.to_string(),
            })
            .collect()
    }

    #[test]
    fn finds_the_shapes_the_cr_uses() {
        assert_eq!(refs("See rule 704.5a."), ["704.5a"]);
        assert_eq!(refs("rules 409.1b and 409.1f–h"), ["409.1b", "409.1f-409.1h"]);
        assert_eq!(refs("follows steps 601.2a–h of rule 601"), ["601.2a-601.2h", "601"]);
        assert_eq!(refs("rules 119.9–10"), ["119.9-119.10"]);
        assert_eq!(refs("rules 903.6-903.11"), ["903.6-903.11"]);
        assert_eq!(refs("See section 9, “Casual Variants.”"), ["9"]);
        assert_eq!(refs("(See rule 104.3a.)"), ["104.3a"]);
        assert_eq!(refs("rules 702.19, 702.20, and 702.21"), ["702.19", "702.20", "702.21"]);
    }

    #[test]
    fn ignores_numbers_that_are_not_references() {
        assert!(refs("between 2011–2018 and 100 cards, version 1.5, v2.100.1").is_empty());
        assert!(refs("a 3/3 creature with 20 life").is_empty());
        assert!(refs("overrule 100.1a").len() == 1, "the bare ID still counts");
    }
}
