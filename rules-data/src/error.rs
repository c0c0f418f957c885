//! The crate's error type.

use std::path::PathBuf;

use crate::diag::Diagnostic;

/// What can go wrong in this crate's functions that touch files or must succeed.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A file could not be read or written. The operating system's message is part of this
    /// error's own text (not a separate cause), so a report chaining causes says it once.
    #[error("{path}: {cause}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The operating system's error.
        cause: std::io::Error,
    },
    /// The input had errors (or warnings, in strict mode); each says where and why.
    #[error("{}", render(.0))]
    Invalid(Vec<Diagnostic>),
    /// A ruleset could not be written in the requested format.
    #[error("cannot export: {0}")]
    Export(String),
}

fn render(diagnostics: &[Diagnostic]) -> String {
    diagnostics
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("\n")
}
