//! The citation lock (`engine/citations.lock`): the text hash of every rule the engine cites,
//! as it was when someone last checked the code against it.
//!
//! One line per rule, `704.5a 8093195678e26e7d`, in numeric order; `#` starts a comment.
//! `cargo xtask bless RULE...` writes it; `cargo xtask check` compares it with the CR.

use std::collections::BTreeMap;
use std::path::Path;

use rules_data::{ContentHash, RuleId};

use crate::Error;

/// The lock: cited rule → the hash its citations were checked against.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Lock {
    /// Every locked rule.
    pub hashes: BTreeMap<RuleId, ContentHash>,
}

const HEADER: &str = "\
# The text hash of every rule the engine cites, as last reviewed against the code.
# Written by `cargo xtask bless RULE...`; `cargo xtask check` fails when a cited rule's text
# no longer has this hash (the rule changed: review the code citing it, then bless it).
";

impl Lock {
    /// Parses a lock file.
    pub fn parse(path: &Path, text: &str) -> Result<Lock, Error> {
        let mut hashes = BTreeMap::new();
        for (index, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let error = |message: String| {
                Error::Registry {
                path: path.to_owned(),
                line: index + 1,
                message,
                hint: "each line is `RULE HASH`, e.g. `704.5a 8093195678e26e7d`; run `cargo xtask bless RULE` to rewrite it"
                    .to_owned(),
            }
            };
            let mut fields = line.split_whitespace();
            let (Some(id), Some(hash), None) = (fields.next(), fields.next(), fields.next()) else {
                return Err(error(format!("expected `RULE HASH`, found `{line}`")));
            };
            let id: RuleId = id.parse().map_err(|e| error(format!("{e}")))?;
            let hash: ContentHash = hash.parse().map_err(error)?;
            if hashes.insert(id, hash).is_some() {
                return Err(error(format!("{id} is locked twice")));
            }
        }
        Ok(Lock { hashes })
    }

    /// The file text: the header, then one line per rule in numeric order.
    pub fn render(&self) -> String {
        let mut out = HEADER.to_owned();
        for (id, hash) in &self.hashes {
            out.push_str(&format!("{id} {hash}\n"));
        }
        out
    }
}
