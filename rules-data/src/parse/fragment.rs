//! Fragments: CR text inside other documents. A dataset viewer's dump, bulleted web articles,
//! scraped pages with navigation noise, hard-wrapped text with inline examples, book pages
//! with words split across lines. The rules are extracted, the noise is left out (and
//! counted), duplicates are merged by the shared assembly step.

use crate::assemble::{Draft, DraftRule};
use crate::diag::{Code, Diagnostic, Severity};
use crate::id::RuleId;
use crate::model::{LineSpan, SourceInfo};
use crate::parse::body::{self, is_blank_or_banner, Layout, Line};
use crate::parse::dataset::{examples_cell, rows_to_rules, Row};

pub(crate) fn parse<'a>(
    text: &'a str,
    line_starts: &[usize],
    source: SourceInfo,
    diagnostics: &mut Vec<Diagnostic>,
) -> Draft<'a> {
    let file = source.name.clone();
    let mut draft = Draft::new(source, false);
    let raw = Line::at(text, line_starts);
    if let Some(rows) = viewer_rows(&raw) {
        draft.rules = rows_to_rules(rows, &file, diagnostics);
        return draft;
    }
    let cleaned: Vec<(usize, String)> = raw.iter().map(|l| (l.number, clean_line(l.text))).collect();
    let layout = Layout::detect(&as_lines(&cleaned));
    let joined = join_split_words(cleaned, layout);
    let (kept, noise) = drop_noise(joined, layout);
    // The cleaned lines are local: the rules own their source lines.
    let mut rules: Vec<DraftRule<'a>> = body::read_rules(&as_lines(&kept), layout, &file, diagnostics)
        .into_iter()
        .map(DraftRule::into_owned)
        .collect();
    for rule in &mut rules {
        split_inline_examples(rule);
    }
    let first_rule_line = rules.first().map_or(usize::MAX, |r| r.lines.first);
    let noise: Vec<usize> = noise.into_iter().filter(|&n| n > first_rule_line).collect();
    if !noise.is_empty() {
        let shown: Vec<String> = noise.iter().take(5).map(ToString::to_string).collect();
        diagnostics.push(
            Diagnostic::new(
                Severity::Warning,
                Code::Noise,
                &file,
                noise[0],
                format!(
                    "{} lines that are not rule text were left out (lines {}{})",
                    noise.len(),
                    shown.join(", "),
                    if noise.len() > 5 { ", …" } else { "" }
                ),
            )
            .with_source(raw.get(noise[0] - 1).map_or("", |l| l.text))
            .with_hint("page navigation and comments are dropped; check that no rule text was among them"),
        );
    }
    draft.rules = rules;
    draft
}

fn as_lines(lines: &[(usize, String)]) -> Vec<Line<'_>> {
    lines
        .iter()
        .map(|(number, text)| Line { number: *number, text })
        .collect()
}

/// A dataset viewer's dump: after a schema header, each row is four lines — number, text,
/// examples as a JSON list, and an index such as `2,300`. `None` when the text is not one.
fn viewer_rows(lines: &[Line<'_>]) -> Option<Vec<Row>> {
    let mut rows = Vec::new();
    let mut i = 0;
    while i + 2 < lines.len() {
        let number = lines[i].text.trim().trim_end_matches('.');
        let examples = lines[i + 2]
            .text
            .trim_start()
            .starts_with('[')
            .then(|| examples_cell(lines[i + 2].text).ok())
            .flatten();
        let Some(examples) = examples.filter(|_| number.parse::<RuleId>().is_ok()) else {
            i += 1;
            continue;
        };
        let first = lines[i].number;
        rows.push(Row {
            number: number.to_owned(),
            text: lines[i + 1].text.trim().to_owned(),
            examples,
            line: first,
            lines: LineSpan {
                first,
                last: lines[i + 2].number,
            },
        });
        i += 3;
        let is_index = lines.get(i).is_some_and(|l| {
            !l.text.trim().is_empty() && l.text.trim().bytes().all(|b| b.is_ascii_digit() || b == b',')
        });
        i += usize::from(is_index);
    }
    (rows.len() >= 2).then_some(rows)
}

/// Removes what web pages put around a rule: leading non-breaking spaces, bullets, a `CR `
/// prefix before a chapter number. Indentation is kept (as plain spaces).
fn clean_line(text: &str) -> String {
    let indent = text.chars().take_while(|c| c.is_whitespace()).count();
    let mut content = text.trim();
    for bullet in ['•', '·', '*', '▪', '◦'] {
        if let Some(rest) = content.strip_prefix(bullet) {
            content = rest.trim_start();
        }
    }
    if let Some(rest) = content.strip_prefix("CR ") {
        if rest.starts_with(|c: char| c.is_ascii_digit()) {
            content = rest;
        }
    }
    format!("{}{}", " ".repeat(indent.min(1)), content)
}

/// In text with a paragraph per line, a line that starts in lower case right after another
/// line is the rest of a word split by the page (`A fa` / `ce-down`): glue it back.
fn join_split_words(lines: Vec<(usize, String)>, layout: Layout) -> Vec<(usize, String)> {
    if layout != Layout::LinePerParagraph {
        return lines;
    }
    let mut out: Vec<(usize, String)> = Vec::with_capacity(lines.len());
    for (number, text) in lines {
        let continues_word = text.starts_with(|c: char| c.is_lowercase())
            && out.last().is_some_and(|(_, prev)| prev.ends_with(char::is_alphabetic));
        match out.last_mut() {
            Some((_, prev)) if continues_word => prev.push_str(&text),
            _ => out.push((number, text)),
        }
    }
    out
}

/// Keeps rule text; drops lines that are neither numbered entries, examples nor prose
/// (page titles, `2 views0 comments`, `bottom of page`). Returns the kept lines and the line
/// numbers of the dropped ones. Hard-wrapped text is kept whole: its lines are pieces of
/// sentences.
fn drop_noise(lines: Vec<(usize, String)>, layout: Layout) -> (Vec<(usize, String)>, Vec<usize>) {
    if layout == Layout::HardWrapped {
        return (lines, Vec::new());
    }
    let mut kept = Vec::with_capacity(lines.len());
    let mut noise = Vec::new();
    for (number, text) in lines {
        let content = text.trim();
        let is_entry = body::entry_kind(content).is_some() || content.to_ascii_lowercase().starts_with("example:");
        let is_prose =
            content.split_whitespace().count() >= 4 && content.ends_with(['.', ':', ')', '”', '"', ',', ';']);
        if is_blank_or_banner(&text) || is_entry || is_prose {
            kept.push((number, text));
        } else {
            noise.push(number);
        }
    }
    (kept, noise)
}

/// Hard-wrapped fragments run examples into the rule text and into each other (`…to
/// attack.) Example: A player …`): split them out.
fn split_inline_examples(rule: &mut DraftRule<'_>) {
    let mut pieces = split_on_example_labels(&rule.text).into_iter();
    rule.text = pieces.next().unwrap_or_default();
    let mut examples: Vec<String> = pieces.collect();
    for example in std::mem::take(&mut rule.examples) {
        examples.extend(split_on_example_labels(&example));
    }
    rule.examples = examples;
}

/// Splits `text` at each `Example:` that starts a sentence (after white space or closing
/// punctuation), dropping the labels.
fn split_on_example_labels(text: &str) -> Vec<String> {
    let mut pieces = Vec::new();
    let mut rest = text;
    let mut offset_hint = 0;
    while let Some(found) = rest[offset_hint..].find("Example:").map(|i| i + offset_hint) {
        let before = rest[..found].chars().next_back();
        if before.is_none_or(|c| c.is_whitespace() || matches!(c, '.' | ')' | '"' | '”' | '!' | '?')) {
            pieces.push(rest[..found].trim().to_owned());
            rest = rest[found + "Example:".len()..].trim_start();
            offset_hint = 0;
        } else {
            offset_hint = found + "Example:".len();
        }
    }
    pieces.push(rest.trim().to_owned());
    pieces
}

#[cfg(test)]
mod tests {
    use super::split_on_example_labels;

    #[test]
    fn splits_inline_examples_at_sentence_starts() {
        assert_eq!(
            split_on_example_labels("Rule text.) Example: One.Example: Two, see non-Example: x"),
            ["Rule text.)", "One.", "Two, see non-Example: x"]
        );
    }
}
