//! Names: the rule constants the expansion refers to, the test-name convention, and the item
//! names recorded in citations.

use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};
use quote::ToTokens;
use rules_data::RuleId;
use syn::ext::IdentExt;
use syn::{Attribute, Ident};

/// The generated constant's name: `R704_5A` for `704.5a`, `R7` for part 7.
pub fn const_name(id: RuleId) -> String {
    format!("R{}", id.to_string().to_uppercase().replace('.', "_"))
}

/// Whether an attribute list marks a test: any attribute whose path ends in `test`
/// (`#[test]`, `#[tokio::test]`), or the marker `#[test]` leaves when it expands first.
pub fn is_test(attrs: &[Attribute]) -> bool {
    attrs.iter().any(|attr| {
        let path = attr.path();
        path.is_ident("rustc_test_marker") || path.segments.last().is_some_and(|s| s.ident == "test")
    })
}

/// Whether `name` is `r704_5a` or starts with `r704_5a_` for one of `ids`.
pub fn test_name_matches(name: &str, ids: &[RuleId]) -> bool {
    ids.iter().any(|id| {
        let key = id.ident();
        name.strip_prefix(&key)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with('_'))
    })
}

/// Checks that a test is named after one of the rules it cites, so `cargo test r704_5a` runs it.
pub fn check_test_name(name: &Ident, ids: &[RuleId]) -> syn::Result<()> {
    let text = name.unraw().to_string();
    if test_name_matches(&text, ids) {
        return Ok(());
    }
    let Some(first) = ids.first() else {
        return Ok(());
    };
    let cited: Vec<String> = ids.iter().map(ToString::to_string).collect();
    let key = first.ident();
    Err(syn::Error::new(
        name.span(),
        format!(
            "test `{text}` cites {}: name it `{key}` or `{key}_…` so that `cargo test {key}` runs it",
            cited.join(", ")
        ),
    ))
}

/// Source-like text for a path or type, with the spacing a person would write:
/// `Vec<Option<&'a str>>`, `dyn Fn(u8) -> u8 + Send`, `[u8; 4]`, `<T as Trait>::Out`.
pub fn tokens_text(tokens: impl ToTokens) -> String {
    let mut out = Text::default();
    out.render(tokens.into_token_stream());
    out.text
}

/// What the last thing written asks of the next one.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
enum Gap {
    /// Start of text, after an opening delimiter or a tight operator: no space.
    #[default]
    None,
    /// After a word or literal: a space before another word.
    Word,
    /// After `,`, `;`, `=`, `+`, `->`, ...: always a space.
    Space,
}

/// Words after which a parenthesis opens a type (`&mut (A, B)`) rather than arguments (`Fn(u8)`).
const KEYWORDS: &[&str] = &["as", "const", "dyn", "for", "impl", "in", "mut", "where"];

#[derive(Default)]
struct Text {
    text: String,
    gap: Gap,
    last_word: String,
}

impl Text {
    fn render(&mut self, tokens: TokenStream) {
        let mut op = String::new();
        for tree in tokens {
            match tree {
                TokenTree::Punct(punct) => {
                    op.push(punct.as_char());
                    if punct.spacing() == Spacing::Alone {
                        self.operator(&std::mem::take(&mut op));
                    }
                }
                TokenTree::Ident(ident) => {
                    self.flush(&mut op);
                    self.word(&ident.to_string());
                }
                TokenTree::Literal(lit) => {
                    self.flush(&mut op);
                    self.word(&lit.to_string());
                }
                TokenTree::Group(group) => {
                    self.flush(&mut op);
                    let (open, close) = match group.delimiter() {
                        Delimiter::Parenthesis => ("(", ")"),
                        Delimiter::Bracket => ("[", "]"),
                        Delimiter::Brace => ("{", "}"),
                        Delimiter::None => ("", ""),
                    };
                    let after_word = self.gap == Gap::Word
                        && (group.delimiter() != Delimiter::Parenthesis || KEYWORDS.contains(&self.last_word.as_str()));
                    if self.gap == Gap::Space || after_word {
                        self.text.push(' ');
                    }
                    self.text.push_str(open);
                    self.gap = Gap::None;
                    self.render(group.stream());
                    self.text.push_str(close);
                    self.gap = Gap::Word;
                    self.last_word.clear();
                }
            }
        }
        self.flush(&mut op);
    }

    /// Writes an operator whose last character was `Joint` with a following non-punct (`'a`).
    fn flush(&mut self, op: &mut String) {
        if !op.is_empty() {
            self.operator(&std::mem::take(op));
        }
    }

    fn word(&mut self, word: &str) {
        if self.gap != Gap::None {
            self.text.push(' ');
        }
        self.text.push_str(word);
        self.gap = Gap::Word;
        self.last_word = word.to_owned();
    }

    fn operator(&mut self, op: &str) {
        match op {
            "," | ";" | ":" => {
                self.text.push_str(op);
                self.gap = Gap::Space;
            }
            "=" | "+" | "->" | "=>" => {
                if !self.text.is_empty() {
                    self.text.push(' ');
                }
                self.text.push_str(op);
                self.gap = Gap::Space;
            }
            _ => {
                if self.gap == Gap::Space {
                    self.text.push(' ');
                }
                self.text.push_str(op);
                self.gap = Gap::None;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quote::quote;

    fn id(s: &str) -> RuleId {
        s.parse().unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn constant_names() {
        assert_eq!(const_name(id("7")), "R7");
        assert_eq!(const_name(id("704")), "R704");
        assert_eq!(const_name(id("704.5")), "R704_5");
        assert_eq!(const_name(id("704.5a")), "R704_5A");
        assert_eq!(const_name(id("702.19aa")), "R702_19AA");
    }

    #[test]
    fn test_names_start_with_a_cited_rule() {
        let ids = [id("704.5a"), id("704.5b")];
        assert!(test_name_matches("r704_5a", &ids));
        assert!(test_name_matches("r704_5a_zero_life", &ids));
        assert!(test_name_matches("r704_5b_poison", &ids));
        assert!(!test_name_matches("r704_5", &ids), "a prefix of the ID is not the ID");
        assert!(!test_name_matches("r704_5ab", &ids), "704.5ab is another rule");
        assert!(!test_name_matches("zero_life_r704_5a", &ids));
        assert!(!test_name_matches("r704_5", &[id("704.50")]));
        assert!(!test_name_matches("r704_50", &[id("704.5")]));
    }

    #[test]
    fn test_name_error_says_what_to_rename_to() {
        let name: Ident = syn::parse_quote!(loses_at_zero);
        let error = check_test_name(&name, &[id("704.5a"), id("704.5b")]).expect_err("misnamed");
        assert_eq!(
            error.to_string(),
            "test `loses_at_zero` cites 704.5a, 704.5b: name it `r704_5a` or `r704_5a_…` so that \
             `cargo test r704_5a` runs it"
        );
        let good: Ident = syn::parse_quote!(r704_5b_poison);
        assert!(check_test_name(&good, &[id("704.5a"), id("704.5b")]).is_ok());
    }

    #[test]
    fn recognizes_test_attributes() {
        let attrs = |item: syn::ItemFn| item.attrs;
        assert!(is_test(&attrs(syn::parse_quote!(
            #[test]
            fn f() {}
        ))));
        assert!(is_test(&attrs(syn::parse_quote!(
            #[tokio::test]
            async fn f() {}
        ))));
        assert!(is_test(&attrs(syn::parse_quote!(
            #[rustc_test_marker = "f"]
            fn f() {}
        ))));
        assert!(!is_test(&attrs(syn::parse_quote!(
            #[inline]
            fn f() {}
        ))));
        assert!(!is_test(&attrs(syn::parse_quote!(
            #[test_case(1)]
            fn f() {}
        ))));
        assert!(!is_test(&attrs(syn::parse_quote!(
            #[test::other]
            fn f() {}
        ))));
    }

    #[test]
    fn renders_types_as_written() {
        assert_eq!(tokens_text(quote!(Game)), "Game");
        assert_eq!(tokens_text(quote!(Vec<Option<&'a str>>)), "Vec<Option<&'a str>>");
        assert_eq!(tokens_text(quote!(&'a mut [u8; 4])), "&'a mut [u8; 4]");
        assert_eq!(tokens_text(quote!(crate::zone::Zone<T, U>)), "crate::zone::Zone<T, U>");
        assert_eq!(tokens_text(quote!(<T as Trait>::Out)), "<T as Trait>::Out");
        assert_eq!(
            tokens_text(quote!(Box<dyn Fn(u8) -> u8 + Send>)),
            "Box<dyn Fn(u8) -> u8 + Send>"
        );
        assert_eq!(tokens_text(quote!(Iterator<Item = u8>)), "Iterator<Item = u8>");
        assert_eq!(tokens_text(quote!((A, B))), "(A, B)");
        assert_eq!(tokens_text(quote!(&mut (A, [B]))), "&mut (A, [B])");
        assert_eq!(tokens_text(quote!(fn(u8) -> bool)), "fn(u8) -> bool");
        assert_eq!(tokens_text(quote!(*const T)), "*const T");
        assert_eq!(tokens_text(quote!(Foo<'static>)), "Foo<'static>");
    }
}
