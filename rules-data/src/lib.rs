//! The Magic: The Gathering Comprehensive Rules as data.
//!
//! Bytes of any era and shape go in (the official plain text from 1999 on, in any encoding and
//! line-ending style; dataset CSV, JSON Lines and JSON; noisy fragments of web pages); a
//! [`Ruleset`] comes out, with the [`Diagnostic`]s that describe what was wrong with the input.
//! Parsing never panics: bad input gives diagnostics with file, line, column and a hint.
//!
//! ```
//! let ingested = rules_data::embedded();
//! let rule = ingested.ruleset.get("704.5a".parse().unwrap()).unwrap();
//! assert!(rule.text.contains("0 or less life"));
//! ```

#[macro_use]
mod serde_str;

mod assemble;
pub mod crossref;
pub mod decode;
pub mod diag;
pub mod diff;
mod error;
pub mod export;
pub mod id;
pub mod model;
pub mod normalize;
mod parallel;
mod parse;
mod scan;

pub use diag::{Code, Diagnostic, Severity};
pub use error::Error;
pub use id::{RuleId, RuleKind};
pub use model::{ContentHash, Date, Format, GlossaryEntry, Rule, Ruleset, Summary};
pub use parse::{ingest, ingest_file, FormatChoice, Ingested};

/// The file name of the release embedded as the default.
pub const EMBEDDED_NAME: &str = "CR-20260227.txt";

/// The bytes of the embedded default release, byte-exact as published.
pub const EMBEDDED_BYTES: &[u8] = include_bytes!("../data/CR-20260227.txt");

/// Ingests the embedded default release.
pub fn embedded() -> Ingested {
    ingest(
        EMBEDDED_BYTES,
        &format!("<embedded {EMBEDDED_NAME}>"),
        FormatChoice::Txt,
    )
}
