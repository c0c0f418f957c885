//! The line classifier for the numbered rules: parts, chapters, rules, subrules, continuation
//! paragraphs and `Example:` paragraphs, in one-paragraph-per-line or hard-wrapped text.

use std::borrow::Cow;

use crate::assemble::DraftRule;
use crate::diag::{Code, Diagnostic, Severity};
use crate::id::{RuleId, RuleKind};
use crate::model::LineSpan;

/// One line of input: its 1-based number in the file and its text.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Line<'a> {
    pub number: usize,
    pub text: &'a str,
}

impl Line<'_> {
    /// The width of the white space the line starts with, in bytes.
    pub fn indent(self) -> usize {
        self.text.len() - self.text.trim_start().len()
    }

    /// The lines of `text`, which start at `starts` (as [`decode`](crate::decode::decode)
    /// found them), numbered from 1.
    pub fn at<'t>(text: &'t str, starts: &[usize]) -> Vec<Line<'t>> {
        let ends = starts.iter().skip(1).map(|&next| next - 1).chain([text.len()]);
        starts
            .iter()
            .zip(ends)
            .enumerate()
            .map(|(i, (&start, end))| Line {
                number: i + 1,
                text: &text[start..end],
            })
            .collect()
    }
}

/// How paragraphs are laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Layout {
    /// Each paragraph is one line (every release from 2003-03 on, except 2003-10).
    LinePerParagraph,
    /// Paragraphs are wrapped over several lines (1999, 2003-10, some fragments).
    HardWrapped,
}

impl Layout {
    /// Hard-wrapped text has no long lines: a one-paragraph-per-line release has hundreds.
    pub fn detect(lines: &[Line<'_>]) -> Layout {
        // Bytes, not characters: a wrapped line of 160 bytes is far past any wrap width.
        let long = lines.iter().filter(|l| l.text.len() > 160).count();
        if long * 100 < lines.len().max(1) {
            Layout::HardWrapped
        } else {
            Layout::LinePerParagraph
        }
    }
}

/// What a paragraph belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Target {
    Text,
    Example,
}

/// A line that starts a numbered entry.
struct Start<'a> {
    id: RuleId,
    text: &'a str,
    /// The ID was printed with a space inside (`606. 8b`).
    spaced: bool,
}

/// Reads the numbered rules from `lines` (the body of a release, or a cleaned fragment).
pub(crate) fn read_rules<'a>(
    lines: &[Line<'a>],
    layout: Layout,
    file: &str,
    diagnostics: &mut Vec<Diagnostic>,
) -> Vec<DraftRule<'a>> {
    let mut reader = Reader {
        layout,
        file,
        diagnostics,
        rules: Vec::new(),
        target: Target::Text,
        pending_title: false,
    };
    let mut prev: Option<Line<'a>> = None;
    let mut prev_blank = true;
    for &line in lines {
        if is_blank_or_banner(line.text) {
            prev_blank = true;
            continue;
        }
        reader.line(line, prev, prev_blank);
        prev = Some(line);
        prev_blank = false;
    }
    reader.finish_paragraph();
    reader.rules
}

struct Reader<'a, 'd, 'f> {
    layout: Layout,
    file: &'f str,
    diagnostics: &'d mut Vec<Diagnostic>,
    rules: Vec<DraftRule<'a>>,
    target: Target,
    /// The last entry was a part or chapter printed without its title (`5.` alone).
    pending_title: bool,
}

impl<'a> Reader<'a, '_, '_> {
    fn current(&self) -> Option<RuleId> {
        self.rules.last().map(|r| r.id)
    }

    fn line(&mut self, line: Line<'a>, prev: Option<Line<'_>>, prev_blank: bool) {
        let content = line.text.trim();
        // Hard-wrapped lines that continue a sentence keep a trailing space or end in a dash.
        let prev_continues = self.layout == Layout::HardWrapped
            && !prev_blank
            && prev.is_some_and(|p| p.text.ends_with([' ', '\t', '-', '—']));

        if is_example_start(content) && !prev_continues && !self.rules.is_empty() {
            self.finish_paragraph();
            self.target = Target::Example;
            if let Some(rule) = self.rules.last_mut() {
                rule.examples.push(strip_example_label(content).to_owned());
            }
            self.extend_span(line);
            return;
        }
        if !prev_continues {
            if let Some(start) = self.classify(content) {
                if prev_blank || self.layout == Layout::LinePerParagraph || self.is_plausible_next(start.id) {
                    self.start(line, start);
                    return;
                }
            }
        }
        if self.rules.is_empty() {
            return;
        }
        let joins = self.pending_title
            || self.layout == Layout::HardWrapped && !prev_blank && line.indent() <= prev.map_or(0, Line::indent);
        if joins || self.last_paragraph_is_empty() {
            self.append_to_paragraph(content);
        } else {
            self.finish_paragraph();
            // A paragraph after an example that is not itself an example continues the rule.
            self.target = Target::Text;
            self.push_paragraph(content);
        }
        self.pending_title = false;
        self.extend_span(line);
    }

    /// Reads an ID at the start of `content` and checks that the line has the shape of an
    /// entry of that kind.
    fn classify<'c>(&self, content: &'c str) -> Option<Start<'c>> {
        let (id, used) = RuleId::lex_prefix(content)?;
        let rest = &content[used..];
        match id.kind() {
            RuleKind::Part | RuleKind::Chapter => {
                if let Some(start) = spaced_id(id, rest) {
                    return Some(start);
                }
                let title = heading_title(rest)?;
                self.is_plausible_heading(id, title).then_some(Start {
                    id,
                    text: title,
                    spaced: false,
                })
            }
            RuleKind::Rule | RuleKind::Subrule => {
                let text = match rest.strip_prefix('.') {
                    Some(after) if after.is_empty() || after.starts_with(char::is_whitespace) => after.trim_start(),
                    // `305.3.After`: the space after the ID is missing.
                    Some(after) if after.starts_with(|c: char| c.is_alphabetic() || c == '"' || c == '“') => after,
                    Some(_) => return None,
                    None if rest.is_empty() || rest.starts_with(char::is_whitespace) => rest.trim_start(),
                    None => return None,
                };
                Some(Start {
                    id,
                    text,
                    spaced: false,
                })
            }
        }
    }

    /// A heading must move forward: a part after the current part, a chapter after the
    /// current chapter. Part titles are short and have no final period.
    fn is_plausible_heading(&self, id: RuleId, title: &str) -> bool {
        let current = self.current();
        match id.kind() {
            RuleKind::Part => {
                let short = title.is_empty() || (title.chars().count() <= 60 && !title.ends_with('.'));
                short && current.is_none_or(|c| id.part_number() > c.part_number())
            }
            _ => current.is_none_or(|c| id.chapter_number() > c.chapter_number()),
        }
    }

    /// In hard-wrapped text with no blank line before it, an ID line starts an entry only
    /// when it could come next: a wrapped line can begin with a number (`420.5.`).
    fn is_plausible_next(&self, id: RuleId) -> bool {
        let Some(current) = self.current() else { return true };
        if id <= current {
            return false;
        }
        match id.kind() {
            RuleKind::Part => id.part_number() == current.part_number() + 1,
            RuleKind::Chapter => true,
            RuleKind::Rule | RuleKind::Subrule => {
                let same_chapter = id.chapter_number() == current.chapter_number();
                let next_number = current.rule_number().map_or(1, |n| n + 1);
                same_chapter && id.rule_number().is_some_and(|n| n <= next_number)
            }
        }
    }

    fn start(&mut self, line: Line<'a>, start: Start<'_>) {
        self.finish_paragraph();
        if let Some(current) = self.current() {
            if start.id <= current {
                self.diagnostics.push(
                    Diagnostic::new(
                        Severity::Warning,
                        Code::OutOfOrder,
                        self.file,
                        line.number,
                        format!("{} comes after {current}", start.id),
                    )
                    .with_source(line.text)
                    .with_hint("the ID may be a typo; it is kept as printed"),
                );
            }
        }
        if start.spaced {
            self.diagnostics.push(
                Diagnostic::new(
                    Severity::Warning,
                    Code::Malformed,
                    self.file,
                    line.number,
                    format!("the ID {} is printed with a space inside", start.id),
                )
                .with_source(line.text)
                .with_hint("read as if the space were not there"),
            );
        }
        let heading = matches!(start.id.kind(), RuleKind::Part | RuleKind::Chapter);
        self.pending_title = heading && start.text.is_empty();
        self.target = Target::Text;
        self.rules.push(DraftRule {
            id: start.id,
            text: start.text.to_owned(),
            examples: Vec::new(),
            lines: LineSpan {
                first: line.number,
                last: line.number,
            },
            source_line: Cow::Borrowed(line.text),
        });
    }

    fn last_paragraph_is_empty(&self) -> bool {
        self.target == Target::Text && self.rules.last().is_some_and(|r| r.text.is_empty())
    }

    fn paragraph_mut(&mut self) -> Option<&mut String> {
        let rule = self.rules.last_mut()?;
        match self.target {
            Target::Text => Some(&mut rule.text),
            Target::Example => rule.examples.last_mut(),
        }
    }

    fn append_to_paragraph(&mut self, content: &str) {
        if let Some(paragraph) = self.paragraph_mut() {
            join_wrapped(paragraph, content);
        }
    }

    fn push_paragraph(&mut self, content: &str) {
        if let Some(rule) = self.rules.last_mut() {
            if !rule.text.is_empty() {
                rule.text.push('\n');
            }
            rule.text.push_str(content);
        }
    }

    /// Tidies the paragraph just finished (hard-wrapped text: trailing spaces).
    fn finish_paragraph(&mut self) {
        if let Some(paragraph) = self.paragraph_mut() {
            // Most paragraphs end in a period or a letter: nothing to trim.
            if !paragraph.as_bytes().last().is_some_and(u8::is_ascii_graphic) {
                let trimmed = paragraph.trim_end().len();
                paragraph.truncate(trimmed);
            }
        }
    }

    fn extend_span(&mut self, line: Line<'_>) {
        if let Some(rule) = self.rules.last_mut() {
            rule.lines.last = line.number;
        }
    }
}

/// `606. 8b Text`: a subrule ID with a space after the chapter's period.
fn spaced_id(chapter: RuleId, rest: &str) -> Option<Start<'_>> {
    let after = rest.strip_prefix(". ")?;
    let digits = after.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return None;
    }
    let candidate = format!("{}.{}", chapter, &after[..digits]);
    let letters = after[digits..].bytes().take_while(u8::is_ascii_lowercase).count();
    let id_text = format!("{candidate}{}", &after[digits..digits + letters]);
    let id: RuleId = id_text.parse().ok()?;
    let text = after[digits + letters..].trim_start_matches('.');
    text.starts_with(' ').then(|| Start {
        id,
        text: text.trim_start(),
        spaced: true,
    })
}

/// The title after a part or chapter number: `. Title`, or `.` alone (title on the next
/// line). A title starts with a letter, a quote or a bracket.
fn heading_title(rest: &str) -> Option<&str> {
    let after = rest.strip_prefix('.')?;
    if after.trim().is_empty() {
        return Some("");
    }
    let title = after.strip_prefix(char::is_whitespace)?.trim();
    title
        .starts_with(|c: char| c.is_alphabetic() || matches!(c, '"' | '“' | '[' | '\''))
        .then_some(title)
}

/// The kind of entry `content` starts with, when it starts with an ID in the form an entry
/// prints it: a part or chapter number with its period (`100. General`, `5.`), a rule or
/// subrule ID followed by a period, a space or nothing (`100.1. …`, `100.1 …`, `100.1a`).
/// `2 views` and `309, "Declare…` are not entries.
pub(crate) fn entry_kind(content: &str) -> Option<RuleKind> {
    let (id, used) = RuleId::lex_prefix(content)?;
    let rest = &content[used..];
    let printed_as_entry = match id.kind() {
        RuleKind::Part | RuleKind::Chapter => rest.starts_with('.'),
        RuleKind::Rule | RuleKind::Subrule => rest.is_empty() || rest.starts_with(['.', ' ']),
    };
    printed_as_entry.then_some(id.kind())
}

fn is_example_start(content: &str) -> bool {
    content
        .get(..8)
        .is_some_and(|head| head.eq_ignore_ascii_case("example:"))
}

/// The example without its `Example:` label (datasets store examples this way too).
pub(crate) fn strip_example_label(content: &str) -> &str {
    if is_example_start(content) {
        content[8..].trim_start()
    } else {
        content
    }
}

/// Blank, or a `-----` / `=====` banner line.
pub(crate) fn is_blank_or_banner(text: &str) -> bool {
    // Most lines start with a letter or a digit: no need to trim those.
    if text.as_bytes().first().is_some_and(u8::is_ascii_alphanumeric) {
        return false;
    }
    let t = text.trim();
    t.is_empty() || (t.len() >= 3 && (t.bytes().all(|b| b == b'-') || t.bytes().all(|b| b == b'=')))
}

/// Joins a hard-wrapped line onto a paragraph: a line broken after a dash joins directly,
/// any other with one space.
pub(crate) fn join_wrapped(paragraph: &mut String, line: &str) {
    let kept = paragraph.trim_end().len();
    paragraph.truncate(kept);
    if !(paragraph.is_empty() || paragraph.ends_with(['-', '—'])) {
        paragraph.push(' ');
    }
    paragraph.push_str(line);
}
