//! The crate's one error type.

use std::path::PathBuf;

/// What can go wrong while generating code or reading it back.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Generated tokens did not parse as a Rust file (a bug in the generator).
    #[error("generated code for {path} does not parse: {message}")]
    Unparsable {
        /// The file being generated.
        path: PathBuf,
        /// syn's message.
        message: String,
    },
    /// A source file could not be parsed while scanning for citations.
    #[error("{path}:{line}:{column}: {message}")]
    Syntax {
        /// The file.
        path: PathBuf,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What was wrong.
        message: String,
    },
    /// A file could not be read.
    #[error("{path}: {message}")]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// The OS error.
        message: String,
    },
    /// The subtype lists of 205.3 are not where or as the generator expects them.
    #[error("cannot read the subtypes of rule {rule}: {message}\n  hint: the release changed how 205.3 lists subtypes; update codegen/src/subtypes.rs")]
    Subtypes {
        /// The rule whose list could not be read.
        rule: String,
        /// What was wrong.
        message: String,
    },
    /// A registry file (status or lock) is malformed.
    #[error("{path}:{line}: {message}\n  hint: {hint}")]
    Registry {
        /// The file.
        path: PathBuf,
        /// 1-based line (0 when unknown).
        line: usize,
        /// What was wrong.
        message: String,
        /// What to do about it.
        hint: String,
    },
}
