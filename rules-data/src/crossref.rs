//! Cross-references in rule text (`rule 704.5a`, `rules 409.1b and 409.1f–h`, `601.2a–h`,
//! `section 9`), found with the pest grammar in `grammar.pest`.

use pest::iterators::Pair;
use pest::Parser;
use serde::{Deserialize, Serialize};

use crate::id::{RuleId, RuleKind};
use crate::scan::find_byte;

mod grammar {
    /// The pest parser for `grammar.pest`.
    #[derive(pest_derive::Parser)]
    #[grammar = "grammar.pest"]
    pub(crate) struct Grammar;
}

pub(crate) use grammar::{Grammar, Rule};

/// True when the whole of `s` is one rule ID by the grammar's `rule_id` rule: the
/// specification that `RuleId`'s `FromStr` (a hand-written fast path) must agree with.
pub fn is_rule_id_by_grammar(s: &str) -> bool {
    Grammar::parse(Rule::rule_id_only, s).is_ok()
}

/// Whether `s` is exactly one ID as the index keys it (a rule ID or a repeat such as
/// `502.35b#2`), according to the grammar: what `str::parse::<RuleId>` must accept.
pub fn is_index_id_by_grammar(s: &str) -> bool {
    Grammar::parse(Rule::index_id_only, s).is_ok()
}

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
    find_with(text, true)
}

/// [`find`] with every reference parsed by the pest grammar, none by the fast path for lone
/// IDs: the specification that `find` is tested against.
pub fn find_by_grammar(text: &str) -> Vec<Found> {
    find_with(text, false)
}

fn find_with(text: &str, fast_path: bool) -> Vec<Found> {
    let mut found = Vec::new();
    let bytes = text.as_bytes();
    let mut pos = 0;
    // Every reference holds a digit: jump from digit to digit, and look back for a keyword.
    while let Some(digit) = find_byte(bytes, pos, |b| b.is_ascii_digit()) {
        let at_boundary = |start: usize| start == 0 || !is_word_byte(bytes[start - 1]);
        let keyword = keyword_before(bytes, digit).filter(|&start| at_boundary(start));
        let start = keyword.or_else(|| (at_boundary(digit) && is_bare_start(&bytes[digit..])).then_some(digit));
        let parsed = start.and_then(|start| {
            let simple = if fast_path { lone_id(text, start) } else { None };
            match simple {
                Some(one) => {
                    found.push(one);
                    Some(one.span.1)
                }
                None => parse_at(text, start, &mut found),
            }
        });
        if let Some(end) = parsed {
            pos = end;
            continue;
        }
        // Skip the rest of this number (`2011`, `1.5`) so no part of it is tried again.
        pos = digit
            + bytes[digit..]
                .iter()
                .take_while(|b| b.is_ascii_digit() || **b == b'.')
                .count();
    }
    found
}

/// Where `rule`, `rules`, `section` or `sections` (any case of the first letter) starts, when
/// it stands right before `digit` with spaces between.
fn keyword_before(bytes: &[u8], digit: usize) -> Option<usize> {
    let before = &bytes[..digit];
    let end = before.len() - before.iter().rev().take_while(|&&b| b == b' ').count();
    if end == before.len() {
        return None;
    }
    let word = &before[..end];
    ["rules", "rule", "sections", "section"].iter().find_map(|keyword| {
        let start = end.checked_sub(keyword.len())?;
        let candidate = &word[start..];
        (candidate[1..] == keyword.as_bytes()[1..] && candidate[0].eq_ignore_ascii_case(&keyword.as_bytes()[0]))
            .then_some(start)
    })
}

/// The fast path for the common case: one ID, with or without a keyword, followed by nothing
/// that could continue a list or a range. `None` sends the text to the grammar.
fn lone_id(text: &str, start: usize) -> Option<Found> {
    let b = text.as_bytes();
    let (keyed, id_start) = match b[start] {
        b'r' | b'R' | b's' | b'S' => {
            let word = b[start..].iter().take_while(|c| c.is_ascii_alphabetic()).count();
            (
                true,
                start + word + b[start + word..].iter().take_while(|&&c| c == b' ').count(),
            )
        }
        _ => (false, start),
    };
    let (id, used) = RuleId::lex_prefix(&text[id_start..])?;
    let end = id_start + used;
    let allowed = match id.kind() {
        RuleKind::Rule | RuleKind::Subrule => true,
        RuleKind::Chapter => keyed,
        RuleKind::Part => keyed && matches!(b[start], b's' | b'S'),
    };
    let next = b.get(end).copied();
    let tail_ok = !next.is_some_and(|c| c.is_ascii_alphanumeric());
    let continues = match next {
        None => false,
        Some(b'-') => true,
        Some(b',' | b' ') => keyed && continues_list(&text[end..]),
        Some(_) => text[end..].starts_with(['–', '—']),
    };
    (allowed && tail_ok && !continues).then_some(Found {
        target: CrossRef { from: id, to: None },
        span: (id_start, end),
    })
}

/// After an ID in a keyed reference: does another list item follow (`, 409.1f`, ` and 8`)?
fn continues_list(rest: &str) -> bool {
    let rest = rest.strip_prefix(',').unwrap_or(rest).trim_start_matches(' ');
    let rest = ["and ", "or ", "through "]
        .iter()
        .find_map(|w| rest.strip_prefix(w))
        .unwrap_or(rest);
    rest.trim_start_matches(' ').starts_with(|c: char| c.is_ascii_digit())
}

/// `ddd.d`: how a reference without a keyword starts.
fn is_bare_start(b: &[u8]) -> bool {
    b.len() >= 5 && b[..3].iter().all(u8::is_ascii_digit) && b[3] == b'.' && b[4].is_ascii_digit()
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
        _ => Rule::bare_ref,
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
