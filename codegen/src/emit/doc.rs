//! Rule text as doc comments: one `#[doc]` attribute per line, Markdown escaped.
//!
//! Text reaches generated code only as string literals built by `quote`, so quotes,
//! backslashes, `*/`, `#[` or braces in a rule cannot end the literal or the comment; the
//! Markdown escaping keeps rustdoc from reading `[`, `<`, `*` or `_` in the text as markup.

use proc_macro2::TokenStream;
use quote::quote;
use rules_data::{Rule, Ruleset};

/// `CR 2026-01-16`, or the source name when the release has no date.
pub fn release_name(ruleset: &Ruleset) -> String {
    match ruleset.effective_date {
        Some(date) => format!("CR {date}"),
        None => format!("CR from {}", source_file(ruleset)),
    }
}

/// The file name the ruleset came from, without folders or the `<embedded …>` wrapper, so
/// generated code does not depend on where the CR was read from.
pub fn source_file(ruleset: &Ruleset) -> String {
    let name = ruleset
        .source
        .name
        .trim_start_matches("<embedded ")
        .trim_end_matches('>');
    let name = name.rsplit(['/', '\\']).next().unwrap_or(name);
    name.to_owned()
}

/// Outer doc attributes (`///`) for these lines.
pub fn outer<S: AsRef<str>>(lines: &[S]) -> TokenStream {
    let attrs = outer_attrs(lines);
    quote! { #(#attrs)* }
}

/// Outer doc attributes as syntax: [`outer`] as tokens, and used directly where a file is
/// built as a tree (no tokens to re-parse).
pub fn outer_attrs<S: AsRef<str>>(lines: &[S]) -> Vec<syn::Attribute> {
    let span = proc_macro2::Span::call_site();
    lines
        .iter()
        .map(|line| syn::Attribute {
            pound_token: Default::default(),
            style: syn::AttrStyle::Outer,
            bracket_token: Default::default(),
            meta: syn::Meta::NameValue(syn::MetaNameValue {
                path: syn::Ident::new("doc", span).into(),
                eq_token: Default::default(),
                value: syn::Expr::Lit(syn::ExprLit {
                    attrs: Vec::new(),
                    lit: syn::Lit::Str(syn::LitStr::new(&doc_line(line.as_ref()), span)),
                }),
            }),
        })
        .collect()
}

/// Inner doc attributes (`//!`) for these lines.
pub fn inner<S: AsRef<str>>(lines: &[S]) -> TokenStream {
    let lines = lines.iter().map(|l| doc_line(l.as_ref()));
    quote! { #(#![doc = #lines])* }
}

/// The doc lines of a rule: `704.5a text`, its continuation paragraphs, its examples.
pub fn rule_lines(rule: &Rule) -> Vec<String> {
    let mut lines = Vec::new();
    for (i, paragraph) in rule.paragraphs().enumerate() {
        if i == 0 {
            lines.push(format!("{} {}", rule.id, escape(paragraph)));
        } else {
            lines.push(String::new());
            lines.push(escape(paragraph));
        }
    }
    for example in &rule.examples {
        lines.push(String::new());
        lines.push(format!("Example: {}", escape(example)));
    }
    lines
}

/// A doc attribute's value: a leading space, as `///` comments have, unless empty.
fn doc_line(line: &str) -> String {
    if line.is_empty() {
        String::new()
    } else {
        format!(" {line}")
    }
}

/// Escapes Markdown and keeps a paragraph on one line.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\\' | '`' | '*' | '_' | '[' | ']' | '<' | '>' | '#' | '|' | '~' => {
                out.push('\\');
                out.push(c);
            }
            '\n' | '\r' => out.push(' '),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_markup_and_line_breaks() {
        assert_eq!(escape("a *b* [c] <d>\ne"), r"a \*b\* \[c\] \<d\> e");
        assert_eq!(escape("x\u{7}y"), "xy");
    }
}
