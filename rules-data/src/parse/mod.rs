//! Input shapes to `Draft`s: format detection and dispatch.

mod body;
mod dataset;
mod fragment;
mod txt;

use std::path::Path;

use crate::assemble::{assemble, Draft};
use crate::decode::decode;
use crate::diag::{Code, Diagnostic, Severity};
use crate::error::Error;
use crate::model::{Format, Ruleset, SourceInfo};

/// Which parser to use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormatChoice {
    /// Decide from the content (see [`detect`]).
    Auto,
    /// A known format.
    Exactly(Format),
}

impl FormatChoice {
    /// Shorthand for the official plain-text format.
    #[allow(non_upper_case_globals)]
    pub const Txt: FormatChoice = FormatChoice::Exactly(Format::Txt);
}

/// A ruleset with the diagnostics its input produced.
#[derive(Clone, Debug)]
pub struct Ingested {
    /// Everything that could be read, even when there were errors.
    pub ruleset: Ruleset,
    /// Warnings and errors, in the order found.
    pub diagnostics: Vec<Diagnostic>,
}

impl Ingested {
    /// True when any diagnostic is an error (or, when `strict`, any at all).
    pub fn failed(&self, strict: bool) -> bool {
        self.diagnostics.iter().any(|d| strict || d.is_error())
    }

    /// The ruleset, or the diagnostics as an error when [`Ingested::failed`].
    pub fn into_result(self, strict: bool) -> Result<Ruleset, Error> {
        if self.failed(strict) {
            Err(Error::Invalid(self.diagnostics))
        } else {
            Ok(self.ruleset)
        }
    }
}

/// Reads a file and ingests it.
pub fn ingest_file(path: &Path, choice: FormatChoice) -> Result<Ingested, Error> {
    let bytes = std::fs::read(path).map_err(|cause| Error::Io {
        path: path.to_owned(),
        cause,
    })?;
    Ok(ingest(&bytes, &path.display().to_string(), choice))
}

/// Ingests `bytes`, named `name` in diagnostics. Never panics.
pub fn ingest(bytes: &[u8], name: &str, choice: FormatChoice) -> Ingested {
    let mut diagnostics = Vec::new();
    let mut source = SourceInfo {
        name: name.to_owned(),
        format: Format::Txt,
        encoding: None,
        line_endings: None,
        bytes: bytes.len(),
    };
    let decoded = match decode(bytes) {
        Ok(decoded) => decoded,
        Err(error) => {
            diagnostics.push(
                Diagnostic::new(Severity::Error, Code::Undecodable, name, 0, error.to_string())
                    .with_hint("save the file as UTF-8, UTF-16 with a BOM, or Windows-1252 text"),
            );
            let ruleset = assemble(Draft::new(source, true), &mut Vec::new());
            return Ingested { ruleset, diagnostics };
        }
    };
    source.encoding = Some(decoded.encoding);
    source.line_endings = Some(decoded.line_endings);
    let format = match choice {
        FormatChoice::Auto => detect(&decoded.text),
        FormatChoice::Exactly(format) => format,
    };
    source.format = format;
    let text = decoded.text.as_str();
    let draft = match format {
        Format::Txt => txt::parse(text, &decoded.line_starts, source, &mut diagnostics),
        Format::Csv => dataset::parse_csv(text, source, &mut diagnostics),
        Format::Jsonl => dataset::parse_jsonl(text, source, &mut diagnostics),
        Format::Json => dataset::parse_json(text, source, &mut diagnostics),
        Format::Fragment => fragment::parse(text, &decoded.line_starts, source, &mut diagnostics),
    };
    let ruleset = assemble(draft, &mut diagnostics);
    diagnostics.sort_by_key(|d| d.line);
    Ingested { ruleset, diagnostics }
}

/// Decides the input shape from the text.
///
/// JSON starts with `{` or `[` (JSON Lines when its first line is a whole object and more
/// lines follow); CSV has a header naming `number` and `text`; the official text names itself
/// in its first lines (its title may be split over two) and has a glossary; anything else is
/// a fragment.
pub fn detect(text: &str) -> Format {
    let trimmed = text.trim_start();
    let first_line = trimmed.lines().next().unwrap_or("");
    if trimmed.starts_with('{') || trimmed.starts_with('[') {
        let more_lines = trimmed
            .lines()
            .filter(|l| l.trim_start().starts_with('{'))
            .nth(1)
            .is_some();
        let first_is_object = serde_json::from_str::<serde_json::Value>(first_line).is_ok_and(|v| v.is_object());
        return if first_is_object && more_lines {
            Format::Jsonl
        } else {
            Format::Json
        };
    }
    let header: Vec<String> = first_line
        .split(',')
        .map(|c| c.trim().trim_matches('"').to_ascii_lowercase())
        .collect();
    if header.iter().any(|c| c == "number") && header.iter().any(|c| c == "text") {
        return Format::Csv;
    }
    // The title may be split over two lines (`COMPREHENSIVE` / `RULES`, CR 1999-11-01).
    let head: Vec<String> = text.lines().take(40).map(|l| l.trim().to_ascii_lowercase()).collect();
    let names_itself = head.iter().any(|l| l.contains("comprehensive rules"))
        || head
            .windows(2)
            .any(|w| format!("{} {}", w[0], w[1]).contains("comprehensive rules"));
    let has_glossary = text.lines().any(|l| txt::is_heading(l, "glossary"));
    if names_itself && has_glossary {
        Format::Txt
    } else {
        Format::Fragment
    }
}
