//! The official plain-text CR of every era: header, contents, rules, glossary, credits.

use crate::assemble::{Draft, DraftGlossary};
use crate::diag::{Code, Diagnostic, Severity};
use crate::id::RuleKind;
use crate::model::{Date, LineSpan, SourceInfo};
use crate::parallel;
use crate::parse::body::{self, entry_kind, is_blank_or_banner, join_wrapped, Layout, Line};

/// Parses a whole release.
pub(crate) fn parse<'a>(
    text: &'a str,
    line_starts: &[usize],
    source: SourceInfo,
    diagnostics: &mut Vec<Diagnostic>,
) -> Draft<'a> {
    let file = source.name.clone();
    let lines = Line::at(text, line_starts);
    let mut draft = Draft::new(source, true);
    draft.title = title(&lines);
    draft.effective_date = effective_date(&lines);
    if draft.effective_date.is_none() {
        diagnostics.push(
            Diagnostic::new(Severity::Warning, Code::NoDate, &file, 1, "no effective date found")
                .with_hint("releases say \"These rules are effective as of <Month> <day>, <year>.\""),
        );
    }
    let sections = Sections::find(&lines);
    let body = &lines[sections.body.0..sections.body.1];
    let layout = Layout::detect(body);
    // The glossary is read on another thread while the rules are read on this one.
    let (rules, (glossary, glossary_diagnostics)) = parallel::join(
        || body::read_rules(body, layout, &file, diagnostics),
        || {
            let mut found = Vec::new();
            let glossary = sections
                .glossary
                .map(|(start, end)| read_glossary(&lines[start..end], layout, &file, &mut found));
            (glossary.unwrap_or_default(), found)
        },
    );
    draft.rules = rules;
    draft.glossary = glossary;
    diagnostics.extend(glossary_diagnostics);
    if let Some(start) = sections.credits {
        draft.credits = paragraphs(&lines[start..], layout);
    }
    if let Some(diagnostic) = truncation(&sections, &lines, &file) {
        diagnostics.push(diagnostic);
    }
    draft
}

/// Line index ranges of the document's sections.
struct Sections {
    /// From the first part or chapter heading before the first rule to the glossary.
    body: (usize, usize),
    /// After the `Glossary` line, to `Credits`, `Index` or the end.
    glossary: Option<(usize, usize)>,
    /// After the `Credits` line, to the end.
    credits: Option<usize>,
    /// Whether anything follows the glossary (credits, an index, contact details).
    glossary_closed: bool,
}

impl Sections {
    fn find(lines: &[Line<'_>]) -> Sections {
        let first_rule = lines.iter().position(|l| is_rule_line(l.text)).unwrap_or(lines.len());
        // Walk back over headings, banners and blank lines: they open the body. The contents
        // list ends with a line that is none of these (`Credits`, `Questions?`, …).
        let mut start = first_rule;
        while start > 0 && is_heading_or_blank(lines[start - 1].text) {
            start -= 1;
        }
        let heading = |name: &str, from: usize| {
            lines[from..]
                .iter()
                .position(|l| is_heading(l.text, name))
                .map(|i| i + from)
        };
        let glossary_line = heading("Glossary", first_rule);
        let body_end = glossary_line.unwrap_or(lines.len());
        let (glossary, credits, glossary_closed) = match glossary_line {
            None => (None, None, false),
            Some(g) => {
                let credits = heading("Credits", g + 1);
                let index = heading("Index", g + 1);
                let end = [credits, index].into_iter().flatten().min().unwrap_or(lines.len());
                (Some((g + 1, end)), credits.map(|c| c + 1), end < lines.len())
            }
        };
        Sections {
            body: (start, body_end),
            glossary,
            credits,
            glossary_closed,
        }
    }
}

/// `text` is the heading `name`: equal to it but for case and the white space around.
pub(crate) fn is_heading(text: &str, name: &str) -> bool {
    match (text.as_bytes().first(), name.as_bytes().first()) {
        // A line that starts with a printable ASCII character other than the heading's first
        // letter is not the heading: most lines are turned down without trimming them.
        (Some(first), Some(expected)) if first.is_ascii_graphic() && !first.eq_ignore_ascii_case(expected) => false,
        _ => text.trim().eq_ignore_ascii_case(name),
    }
}

fn is_rule_line(text: &str) -> bool {
    matches!(entry_kind(text.trim()), Some(RuleKind::Rule | RuleKind::Subrule))
}

fn is_heading_or_blank(text: &str) -> bool {
    is_blank_or_banner(text) || matches!(entry_kind(text.trim()), Some(RuleKind::Part | RuleKind::Chapter))
}

/// A release that stops inside the rules or the glossary was cut short.
fn truncation(sections: &Sections, lines: &[Line<'_>], file: &str) -> Option<Diagnostic> {
    if sections.glossary_closed {
        return None;
    }
    let last = lines.iter().rev().find(|l| !l.text.trim().is_empty())?;
    let place = if sections.glossary.is_some() {
        "inside the glossary"
    } else {
        "before the glossary"
    };
    Some(
        Diagnostic::new(
            Severity::Warning,
            Code::Truncated,
            file,
            last.number,
            format!("the file ends {place}, with no credits: it looks truncated"),
        )
        .with_source(last.text)
        .with_hint("everything before this line was read; download the release again for the rest"),
    )
}

fn title(lines: &[Line<'_>]) -> Option<String> {
    let at = lines.iter().take(20).position(|l| !is_blank_or_banner(l.text))?;
    // `COMPREHENSIVE RULES                 04/23/99`: a date may share the line.
    let first = lines[at].text.trim().split("  ").next()?.trim();
    // `COMPREHENSIVE` / `RULES` (CR 1999-11-01): a title split over two lines.
    let split_title = !first.to_ascii_lowercase().contains("rules")
        && lines
            .get(at + 1)
            .is_some_and(|next| next.text.trim().eq_ignore_ascii_case("rules"));
    let title = if split_title {
        format!("{first} {}", lines[at + 1].text.trim())
    } else {
        first.to_owned()
    };
    (!title.is_empty()).then_some(title)
}

/// `These rules are effective as of January 16, 2026.` (or `current as of`), or a header
/// date `04/23/99`.
fn effective_date(lines: &[Line<'_>]) -> Option<Date> {
    lines
        .iter()
        .find_map(|l| date_after_as_of(l.text))
        .or_else(|| lines.iter().take(10).find_map(|l| slash_date(l.text)))
}

pub(crate) fn date_after_as_of(text: &str) -> Option<Date> {
    let (_, rest) = text.split_once(" as of ")?;
    let mut words = rest.split_whitespace();
    let month_name = words.next()?;
    let month = MONTHS.iter().position(|m| *m == month_name)? as u8 + 1;
    let day = words.next()?.trim_end_matches(',').parse().ok()?;
    let year = words.next()?.trim_end_matches(['.', ',']).parse().ok()?;
    Date::new(year, month, day)
}

fn slash_date(text: &str) -> Option<Date> {
    let word = text.split_whitespace().last()?;
    let mut parts = word.split('/');
    let (m, d, y) = (parts.next()?.parse().ok()?, parts.next()?.parse().ok()?, parts.next()?);
    let year: u16 = y.parse().ok()?;
    let year = match (y.len(), year) {
        (2, y) if y >= 90 => 1900 + y,
        (2, y) => 2000 + y,
        (4, y) => y,
        _ => return None,
    };
    Date::new(year, m, d)
}

const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// Reads the glossary: an entry starts at an unindented line after a blank line that is
/// followed by its definition (a last term with no definition, as in a truncated file, is
/// not an entry).
fn read_glossary(
    lines: &[Line<'_>],
    layout: Layout,
    file: &str,
    diagnostics: &mut Vec<Diagnostic>,
) -> Vec<DraftGlossary> {
    let mut entries: Vec<DraftGlossary> = Vec::new();
    let mut prev_blank = true;
    let mut prev_indent = 0;
    let mut new_paragraph = true;
    for (i, line) in lines.iter().enumerate() {
        if is_blank_or_banner(line.text) {
            prev_blank = true;
            new_paragraph = true;
            continue;
        }
        let content = line.text.trim();
        let indent = line.indent();
        let has_definition = lines.get(i + 1).is_some_and(|next| !is_blank_or_banner(next.text));
        if prev_blank && indent == 0 && has_definition {
            let (term, first_sense) = match split_glued_sense(content) {
                Some((term, sense)) => {
                    diagnostics.push(
                        Diagnostic::new(
                            Severity::Warning,
                            Code::Malformed,
                            file,
                            line.number,
                            format!("the glossary term “{term}” is glued to its first sense"),
                        )
                        .at_column(term.chars().count() + 1)
                        .with_source(line.text)
                        .with_hint("read as the term, then sense 1"),
                    );
                    (term, sense)
                }
                None => (content, ""),
            };
            entries.push(DraftGlossary {
                term: term.to_owned(),
                text: first_sense.to_owned(),
                lines: LineSpan {
                    first: line.number,
                    last: line.number,
                },
            });
            prev_blank = false;
            prev_indent = 0;
            new_paragraph = true;
            continue;
        }
        let Some(entry) = entries.last_mut() else { continue };
        // In a line-per-paragraph glossary, a line cut mid-sentence (CR 1999-11-01: "…its
        // current" / "controller.") goes on with a lowercase word.
        let cut_mid_sentence = indent == 0
            && content.starts_with(|c: char| c.is_ascii_lowercase())
            && !entry.text.ends_with(['.', ':', '!', '?', '"', '”', ')']);
        let starts_paragraph = new_paragraph
            || (layout == Layout::LinePerParagraph && !cut_mid_sentence)
            || indent > prev_indent
            || content.starts_with("Example:")
            || is_sense_number(content);
        if starts_paragraph {
            if !entry.text.is_empty() {
                entry.text.push('\n');
            }
            entry.text.push_str(content);
        } else {
            join_wrapped(&mut entry.text, content);
        }
        entry.lines.last = line.number;
        prev_blank = false;
        prev_indent = indent;
        new_paragraph = false;
    }
    entries
}

/// `Ability1. Text on an object…` (CR 2021-06-18): a term run into its first numbered sense.
fn split_glued_sense(content: &str) -> Option<(&str, &str)> {
    let at = content.find("1. ")?;
    let term = &content[..at];
    term.ends_with(char::is_alphabetic).then(|| (term, &content[at..]))
}

/// `1. ` or `2) ` at the start of a glossary sense.
fn is_sense_number(content: &str) -> bool {
    let digits = content.bytes().take_while(u8::is_ascii_digit).count();
    digits > 0 && (content[digits..].starts_with(". ") || content[digits..].starts_with(") "))
}

/// Blank-line separated paragraphs; in hard-wrapped text a paragraph's lines are joined.
fn paragraphs(lines: &[Line<'_>], layout: Layout) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut open = false;
    for line in lines {
        let content = line.text.trim();
        if content.is_empty() {
            open = false;
            continue;
        }
        match out.last_mut() {
            Some(paragraph) if open && layout == Layout::HardWrapped => join_wrapped(paragraph, content),
            _ => out.push(content.to_owned()),
        }
        open = true;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_dates_in_every_style() {
        assert_eq!(
            date_after_as_of("These rules are effective as of January 16, 2026."),
            Date::new(2026, 1, 16)
        );
        assert_eq!(
            date_after_as_of("These rules are current as of March 15, 2003."),
            Date::new(2003, 3, 15)
        );
        assert_eq!(
            date_after_as_of("These rules are effective as of December 1, 2009."),
            Date::new(2009, 12, 1)
        );
        assert_eq!(
            slash_date("COMPREHENSIVE RULES        04/23/99"),
            Date::new(1999, 4, 23)
        );
    }
}
