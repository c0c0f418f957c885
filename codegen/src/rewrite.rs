//! Rewriting rule numbers in the project's files through a renumber map, for `cargo xtask
//! update --apply`: citation literals in Rust found with syn and replaced by span (never a
//! text search over code), quoted IDs in scenario files, keys of the status registry and the
//! citation lock.

use std::path::Path;

use proc_macro2::{LineColumn, TokenStream, TokenTree};
use rules_data::RuleId;
use syn::visit::Visit;

use crate::Error;

/// Where a rule number moves: `Some(new)` to rewrite it, `None` to leave it.
pub type Map<'a> = &'a dyn Fn(RuleId) -> Option<RuleId>;

/// One rewritten citation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rewritten {
    /// 1-based line.
    pub line: usize,
    /// The number it had.
    pub old: RuleId,
    /// The number it has now.
    pub new: RuleId,
}

/// Rewrites the string literals of `#[rule(…)]` attributes and `cite!(…)` macros in a Rust
/// file. Returns the new text and what changed; the rest of the file is left byte for byte.
pub fn rust_citations(path: &Path, text: &str, map: Map<'_>) -> Result<(String, Vec<Rewritten>), Error> {
    let file = syn::parse_file(text).map_err(|e| {
        let at = e.span().start();
        Error::Syntax {
            path: path.to_owned(),
            line: at.line,
            column: at.column + 1,
            message: e.to_string(),
        }
    })?;
    let mut finder = Finder { map, found: Vec::new() };
    finder.visit_file(&file);
    let starts: Vec<usize> = std::iter::once(0)
        .chain(text.match_indices('\n').map(|(i, _)| i + 1))
        .collect();
    let offset = |lc: LineColumn| -> usize {
        let line_start = starts.get(lc.line.saturating_sub(1)).copied().unwrap_or(text.len());
        let line = &text[line_start..];
        line_start + line.char_indices().nth(lc.column).map_or(line.len(), |(i, _)| i)
    };
    let mut edits: Vec<(usize, usize, RuleId, RuleId, usize)> = finder
        .found
        .iter()
        .map(|&(start, end, old, new)| (offset(start), offset(end), old, new, start.line))
        .collect();
    edits.sort_by_key(|e| std::cmp::Reverse(e.0));
    let mut out = text.to_owned();
    let mut done = Vec::new();
    for (start, end, old, new, line) in edits {
        out.replace_range(start..end, &format!("\"{new}\""));
        done.push(Rewritten { line, old, new });
    }
    done.reverse();
    Ok((out, done))
}

struct Finder<'m> {
    map: Map<'m>,
    found: Vec<(LineColumn, LineColumn, RuleId, RuleId)>,
}

impl Finder<'_> {
    fn tokens(&mut self, tokens: TokenStream) {
        for tt in tokens {
            match tt {
                TokenTree::Group(g) => self.tokens(g.stream()),
                TokenTree::Literal(lit) => {
                    let Ok(s) = syn::parse_str::<syn::LitStr>(&lit.to_string()) else {
                        continue;
                    };
                    let Ok(old) = s.value().parse::<RuleId>() else { continue };
                    if let Some(new) = (self.map)(old).filter(|n| *n != old) {
                        self.found.push((lit.span().start(), lit.span().end(), old, new));
                    }
                }
                _ => {}
            }
        }
    }
}

fn is_citation(path: &syn::Path) -> bool {
    path.segments
        .last()
        .is_some_and(|s| s.ident == "rule" || s.ident == "cite")
}

impl<'ast> Visit<'ast> for Finder<'_> {
    fn visit_attribute(&mut self, attr: &'ast syn::Attribute) {
        if is_citation(attr.path()) {
            if let syn::Meta::List(list) = &attr.meta {
                self.tokens(list.tokens.clone());
            }
        }
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        if is_citation(&mac.path) {
            self.tokens(mac.tokens.clone());
        }
    }
}

/// Sets the date of the CR example a scenario file quotes: the `cr = "YYYY-MM-DD"` line of its
/// `[example]` table becomes `cr = "{date}"`. Returns `None` when the file has no such line;
/// every other byte is kept.
pub fn example_date(text: &str, date: &str) -> Option<String> {
    let mut in_example = false;
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let trimmed = line.trim();
        if trimmed.starts_with('[') {
            in_example = trimmed == "[example]";
        } else if in_example {
            let value = trimmed
                .strip_prefix("cr")
                .map(str::trim_start)
                .and_then(|r| r.strip_prefix('='))
                .map(str::trim);
            // The quoted date only (a comment may follow).
            let value = value
                .filter(|v| v.starts_with('"'))
                .and_then(|v| v[1..].find('"').map(|end| &v[..end + 2]));
            if let Some(value) = value {
                let start = at + line.find(value)?;
                let mut out = String::with_capacity(text.len());
                out.push_str(&text[..start]);
                out.push_str(&format!("\"{date}\""));
                out.push_str(&text[start + value.len()..]);
                return Some(out);
            }
        }
        at += line.len();
    }
    None
}

/// Rewrites every quoted string that is exactly a rule number (`"704.5a"`) in a data file
/// (scenario TOML). Returns the new text and how many were rewritten.
pub fn quoted_ids(text: &str, map: Map<'_>) -> (String, usize) {
    let mut out = String::with_capacity(text.len());
    let mut count = 0;
    let mut rest = text;
    while let Some(open) = rest.find('"') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let Some(close) = after.find('"') else {
            out.push_str(&rest[open..]);
            return (out, count);
        };
        let inner = &after[..close];
        match inner
            .parse::<RuleId>()
            .ok()
            .and_then(|old| map(old).filter(|n| *n != old))
        {
            Some(new) => {
                out.push_str(&format!("\"{new}\""));
                count += 1;
            }
            None => {
                out.push('"');
                out.push_str(inner);
                out.push('"');
            }
        }
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    (out, count)
}

/// Rewrites a registry keyed by rule number, one entry per line (`704.5a …` in the lock,
/// `"704.5a" = …` in the status registry): entries of removed rules are dropped, renumbered
/// ones renamed, and the entries re-sorted in rule order; other lines stay where they are.
/// `survives(id)` says whether the new release keeps the rule at all.
pub fn keyed_lines(text: &str, map: Map<'_>, survives: &dyn Fn(RuleId) -> bool) -> (String, usize, usize) {
    let key = |line: &str| -> Option<(RuleId, usize, bool)> {
        let quoted = line.starts_with('"');
        let body = if quoted { &line[1..] } else { line };
        let end = body.find(|c: char| c == '"' || c.is_whitespace())?;
        let id = body[..end].parse::<RuleId>().ok()?;
        Some((id, end + usize::from(quoted) * 2, quoted))
    };
    let mut head = Vec::new();
    let mut tail = Vec::new();
    let mut entries: Vec<(RuleId, String)> = Vec::new();
    let (mut renamed, mut dropped) = (0, 0);
    for line in text.lines() {
        match key(line) {
            None if entries.is_empty() => head.push(line.to_owned()),
            None => tail.push(line.to_owned()),
            Some((id, _, _)) if !survives(id) => dropped += 1,
            Some((id, len, quoted)) => match map(id).filter(|n| *n != id) {
                Some(new) => {
                    let rest = &line[len..];
                    let key = if quoted { format!("\"{new}\"") } else { new.to_string() };
                    entries.push((new, format!("{key}{rest}")));
                    renamed += 1;
                }
                None => entries.push((id, line.to_owned())),
            },
        }
    }
    entries.sort_by_key(|(id, _)| *id);
    let mut out = head.join("\n");
    for line in entries.into_iter().map(|(_, l)| l).chain(tail) {
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(&line);
    }
    out.push('\n');
    (out, renamed, dropped)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(s: &str) -> RuleId {
        s.parse().expect("valid")
    }

    fn map(old: RuleId) -> Option<RuleId> {
        (old == id("702.124m")).then(|| id("702.124k"))
    }

    #[test]
    fn only_citation_literals_are_rewritten() {
        let text = "#[rule(\"702.124m\", \"704.5a\")]\nfn f() {\n    let s = \"702.124m\";\n    let r = cite!(\"702.124m\");\n}\n";
        let (out, done) = rust_citations(Path::new("f.rs"), text, &map).expect("parses");
        assert_eq!(out, "#[rule(\"702.124k\", \"704.5a\")]\nfn f() {\n    let s = \"702.124m\";\n    let r = cite!(\"702.124k\");\n}\n");
        assert_eq!(done.iter().map(|d| d.line).collect::<Vec<_>>(), [1, 4]);
    }

    #[test]
    fn data_files_and_registries() {
        let (out, n) = quoted_ids(
            "rules = [\"702.124m\", \"704.5a\"]\ntitle = \"702.124m is moved\"\n",
            &map,
        );
        assert_eq!(
            (out.as_str(), n),
            ("rules = [\"702.124k\", \"704.5a\"]\ntitle = \"702.124m is moved\"\n", 1)
        );
        let lock = "# head\n702.124k aaaa\n702.124m bbbb\n704.5a cccc\n";
        let (out, renamed, dropped) = keyed_lines(lock, &map, &|r| r != id("702.124k"));
        assert_eq!(
            (out.as_str(), renamed, dropped),
            ("# head\n702.124k bbbb\n704.5a cccc\n", 1, 1)
        );
    }

    #[test]
    fn the_example_date_is_the_one_line_rewritten() {
        let text = "cr = \"keep\"\n[example]\n# the quote\ncr   =  \"2026-01-16\" # dated\ntext = \"cr = \\\"x\\\"\"\n[setup]\ncr = 1\n";
        assert_eq!(
            example_date(text, "2026-02-27").as_deref(),
            Some("cr = \"keep\"\n[example]\n# the quote\ncr   =  \"2026-02-27\" # dated\ntext = \"cr = \\\"x\\\"\"\n[setup]\ncr = 1\n")
        );
        assert_eq!(example_date("rules = []\n[setup]\ncr = \"x\"\n", "2026-02-27"), None);
    }
}
