//! Diagnostics: what was wrong with the input, where, and what to do about it.

use std::fmt;

use serde::{Deserialize, Serialize};

/// How bad a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// The input is usable; something in it looks wrong. `--strict` makes these errors.
    Warning,
    /// The input, or this part of it, cannot be used as it is.
    Error,
}

/// What kind of problem a diagnostic reports; stable names for filtering and tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Code {
    /// The bytes are not text in any supported encoding.
    Undecodable,
    /// Nothing that looks like a rule was found.
    NoRules,
    /// The same ID twice with the same text (the copies are merged).
    DuplicateSame,
    /// The same ID twice with different text (the first is kept).
    DuplicateConflict,
    /// A subrule letter or rule number was skipped.
    Gap,
    /// An ID out of numeric order.
    OutOfOrder,
    /// A subrule that uses `l` or `o`, letters the CR skips.
    SkippedLetter,
    /// Text in a broken layout, read as intended: an ID with a space inside (`606. 8b`), a
    /// glossary term glued to its first sense (`Ability1. Text…`).
    Malformed,
    /// A cross-reference to an ID the ruleset does not have.
    UnresolvedRef,
    /// The document ends early: no credits, or the glossary runs to the end of the file.
    Truncated,
    /// No effective date was found.
    NoDate,
    /// A row or record of a dataset that could not be read.
    BadRecord,
    /// Text that is not part of any rule, left out (fragments only).
    Noise,
}

impl Code {
    /// The kebab-case name shown in messages (`duplicate-conflict`).
    pub fn as_str(self) -> &'static str {
        match self {
            Code::Undecodable => "undecodable",
            Code::NoRules => "no-rules",
            Code::DuplicateSame => "duplicate-same",
            Code::DuplicateConflict => "duplicate-conflict",
            Code::Gap => "gap",
            Code::OutOfOrder => "out-of-order",
            Code::SkippedLetter => "skipped-letter",
            Code::Malformed => "malformed",
            Code::UnresolvedRef => "unresolved-ref",
            Code::Truncated => "truncated",
            Code::NoDate => "no-date",
            Code::BadRecord => "bad-record",
            Code::Noise => "noise",
        }
    }
}

/// One problem found in the input, with its location.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Diagnostic {
    /// Warning or error.
    pub severity: Severity,
    /// The kind of problem.
    pub code: Code,
    /// The file, as the user named it.
    pub file: String,
    /// 1-based line (0 when the problem concerns the whole file).
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
    /// What is wrong.
    pub message: String,
    /// The offending line, as it reads in the file.
    pub source_line: Option<String>,
    /// What to do about it.
    pub hint: Option<String>,
}

impl Diagnostic {
    /// A diagnostic with no source line and no hint yet.
    pub fn new(severity: Severity, code: Code, file: &str, line: usize, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity,
            code,
            file: file.to_owned(),
            line,
            column: 1,
            message: message.into(),
            source_line: None,
            hint: None,
        }
    }

    /// Adds the offending line's text.
    pub fn with_source(mut self, source_line: &str) -> Diagnostic {
        self.source_line = Some(source_line.to_owned());
        self
    }

    /// Sets the 1-based column.
    pub fn at_column(mut self, column: usize) -> Diagnostic {
        self.column = column;
        self
    }

    /// Adds a hint.
    pub fn with_hint(mut self, hint: impl Into<String>) -> Diagnostic {
        self.hint = Some(hint.into());
        self
    }

    /// True for errors.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

/// Renders in the style of rustc: `warning[gap]: …`, ` --> file:line:col`, the line, a hint.
impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let severity = match self.severity {
            Severity::Warning => "warning",
            Severity::Error => "error",
        };
        writeln!(f, "{severity}[{}]: {}", self.code.as_str(), self.message)?;
        write!(f, "  --> {}:{}:{}", self.file, self.line, self.column)?;
        if let Some(source) = &self.source_line {
            let shown: String = source.chars().take(160).collect();
            let ellipsis = if shown.len() < source.len() { "…" } else { "" };
            write!(f, "\n   | {shown}{ellipsis}")?;
        }
        if let Some(hint) = &self.hint {
            write!(f, "\n   = hint: {hint}")?;
        }
        Ok(())
    }
}
