//! The arguments of `#[rule(...)]` and `cite!(...)`: rule ID strings, then optionally `stub`.
//!
//! Parsing is in two steps. [`parse_list`] reads the comma-separated tokens into [`Arg`]s and
//! rejects anything that is neither a string literal nor a bare word. [`attr_args`] and
//! [`cite_arg`] then check the shape each macro accepts and resolve every ID against the index,
//! collecting all the ID errors of one attribute into one [`syn::Error`].

use proc_macro2::{Span, TokenStream};
use rules_data::RuleId;
use syn::ext::IdentExt;
use syn::parse::{ParseStream, Parser};
use syn::{Expr, Ident, Lit, LitStr, Token};

use crate::lookup;

/// The only bare word `#[rule]` accepts.
const STUB: &str = "stub";

/// One argument as written.
#[derive(Debug)]
pub enum Arg {
    /// A string literal, meant to be a rule ID.
    Id(LitStr),
    /// A bare word (only `stub` is meaningful).
    Word(Ident),
}

/// A rule ID that parsed and exists in the index, with the literal it came from.
#[derive(Debug, Clone)]
pub struct Cited {
    /// The ID.
    pub id: RuleId,
    /// The literal, for spans.
    pub lit: LitStr,
}

/// The checked arguments of `#[rule(...)]`.
#[derive(Debug)]
pub struct RuleArgs {
    /// The rules cited, in the order written: at least one, no duplicates.
    pub ids: Vec<Cited>,
    /// True for `#[rule("704.5a", stub)]`.
    pub stub: bool,
}

impl RuleArgs {
    /// The IDs alone.
    pub fn rule_ids(&self) -> Vec<RuleId> {
        self.ids.iter().map(|c| c.id).collect()
    }
}

/// Reads `"704.5a", "704.5b", stub` (a trailing comma is allowed) without judging it.
pub fn parse_list(tokens: TokenStream) -> syn::Result<Vec<Arg>> {
    Parser::parse2(parse_args, tokens)
}

fn parse_args(input: ParseStream) -> syn::Result<Vec<Arg>> {
    let mut args = Vec::new();
    while !input.is_empty() {
        args.push(parse_arg(input)?);
        if input.is_empty() {
            break;
        }
        input.parse::<Token![,]>()?;
    }
    Ok(args)
}

fn parse_arg(input: ParseStream) -> syn::Result<Arg> {
    if input.peek(LitStr) {
        let lit: LitStr = input.parse()?;
        if !lit.suffix().is_empty() {
            return Err(syn::Error::new(
                lit.span(),
                format!("a rule ID is a plain string literal: write `\"{}\"`", lit.value()),
            ));
        }
        return Ok(Arg::Id(lit));
    }
    if input.peek(Lit) {
        let lit: Lit = input.parse()?;
        let text = lit_text(&lit);
        return Err(syn::Error::new(
            lit.span(),
            format!("rule IDs are string literals: write `\"{text}\"`"),
        ));
    }
    if input.peek(Ident::peek_any) && (input.peek2(Token![,]) || is_last_token(input)) {
        return Ok(Arg::Word(input.call(Ident::parse_any)?));
    }
    // Anything else: read it as an expression, to point at all of it.
    const EXPECTED: &str = "expected a rule ID string literal such as `\"704.5a\"`, or `stub` after the IDs";
    match input.parse::<Expr>() {
        Ok(expr) => Err(syn::Error::new_spanned(expr, EXPECTED)),
        Err(_) => Err(syn::Error::new(input.span(), EXPECTED)),
    }
}

fn is_last_token(input: ParseStream) -> bool {
    let fork = input.fork();
    fork.call(Ident::parse_any).is_ok() && fork.is_empty()
}

/// The source text of a non-string literal, without quotes (`704`, `704.5`).
fn lit_text(lit: &Lit) -> String {
    match lit {
        Lit::Int(int) => int.base10_digits().to_owned(),
        Lit::Float(float) => float.base10_digits().to_owned(),
        Lit::ByteStr(bytes) => String::from_utf8_lossy(&bytes.value()).into_owned(),
        other => quote::ToTokens::to_token_stream(other)
            .to_string()
            .trim_matches('\'')
            .to_owned(),
    }
}

/// Checks the arguments of `#[rule(...)]`; `span` is where to report "no IDs".
pub fn attr_args(args: Vec<Arg>, span: Span) -> syn::Result<RuleArgs> {
    let mut errors = Errors::default();
    let mut ids: Vec<Cited> = Vec::new();
    let mut stub: Option<Ident> = None;
    for arg in args {
        match arg {
            Arg::Id(lit) => {
                if let Some(word) = &stub {
                    errors.push(syn::Error::new(
                        word.span(),
                        "`stub` goes after the rule IDs: `#[rule(\"704.5a\", stub)]`",
                    ));
                }
                match lookup::resolve(&lit) {
                    Ok(id) if ids.iter().any(|c| c.id == id) => errors.push(syn::Error::new(
                        lit.span(),
                        format!("`{id}` is cited twice in this attribute; remove one"),
                    )),
                    Ok(id) => ids.push(Cited { id, lit }),
                    Err(e) => errors.push(e),
                }
            }
            Arg::Word(word) if word == STUB => {
                if stub.is_some() {
                    errors.push(syn::Error::new(word.span(), "`stub` is given twice"));
                } else {
                    stub = Some(word);
                }
            }
            Arg::Word(word) => errors.push(syn::Error::new(
                word.span(),
                format!(
                    "unknown word `{word}`: `#[rule]` takes rule ID strings, then optionally `stub` \
                     (`#[rule(\"704.5a\", stub)]`)"
                ),
            )),
        }
    }
    if ids.is_empty() && errors.is_empty() {
        let at = stub.as_ref().map_or(span, Ident::span);
        errors.push(syn::Error::new(
            at,
            "`#[rule]` needs at least one rule ID: `#[rule(\"704.5a\")]`",
        ));
    }
    errors.finish()?;
    Ok(RuleArgs {
        ids,
        stub: stub.is_some(),
    })
}

/// Checks the argument of `cite!(...)`: exactly one rule ID. `span` is the invocation.
pub fn cite_arg(args: Vec<Arg>, span: Span) -> syn::Result<Cited> {
    let mut args = args.into_iter();
    let first = args.next();
    if let Some(extra) = args.next() {
        let at = match &extra {
            Arg::Id(lit) => lit.span(),
            Arg::Word(word) => word.span(),
        };
        return Err(syn::Error::new(
            at,
            "`cite!` takes one rule ID; to cite several, put `#[rule(\"…\", \"…\")]` on the item",
        ));
    }
    match first {
        Some(Arg::Id(lit)) => Ok(Cited {
            id: lookup::resolve(&lit)?,
            lit,
        }),
        Some(Arg::Word(word)) => Err(syn::Error::new(
            word.span(),
            format!("`cite!` takes one rule ID string such as `cite!(\"704.5a\")`, not `{word}`"),
        )),
        None => Err(syn::Error::new(span, "`cite!` needs a rule ID: `cite!(\"704.5a\")`")),
    }
}

/// Errors collected so that one compilation reports all of them.
#[derive(Default)]
struct Errors(Option<syn::Error>);

impl Errors {
    fn push(&mut self, error: syn::Error) {
        match &mut self.0 {
            Some(first) => first.combine(error),
            None => self.0 = Some(error),
        }
    }

    fn is_empty(&self) -> bool {
        self.0.is_none()
    }

    fn finish(self) -> syn::Result<()> {
        self.0.map_or(Ok(()), Err)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quote::quote;

    fn attr(tokens: TokenStream) -> syn::Result<RuleArgs> {
        attr_args(parse_list(tokens)?, Span::call_site())
    }

    fn messages(error: syn::Error) -> Vec<String> {
        error.into_iter().map(|e| e.to_string()).collect()
    }

    fn attr_errors(tokens: TokenStream) -> Vec<String> {
        match attr(tokens) {
            Ok(args) => panic!("expected an error, got {args:?}"),
            Err(e) => messages(e),
        }
    }

    fn id(s: &str) -> RuleId {
        s.parse().unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn reads_ids_in_order_and_stub() {
        let args = attr(quote!("704.5a", "704.5b", stub)).expect("valid");
        assert_eq!(args.rule_ids(), vec![id("704.5a"), id("704.5b")]);
        assert!(args.stub);

        let args = attr(quote!("704.5b", "704.5a",)).expect("trailing comma");
        assert_eq!(args.rule_ids(), vec![id("704.5b"), id("704.5a")]);
        assert!(!args.stub);

        let args = attr(quote!("7", "704", "704.5")).expect("all kinds");
        assert_eq!(args.rule_ids(), vec![id("7"), id("704"), id("704.5")]);
    }

    #[test]
    fn rejects_missing_ids() {
        assert_eq!(
            attr_errors(quote!()),
            ["`#[rule]` needs at least one rule ID: `#[rule(\"704.5a\")]`"]
        );
        assert_eq!(
            attr_errors(quote!(stub)),
            ["`#[rule]` needs at least one rule ID: `#[rule(\"704.5a\")]`"]
        );
    }

    #[test]
    fn rejects_duplicates_and_stub_misuse() {
        assert_eq!(
            attr_errors(quote!("704.5a", "704.5a")),
            ["`704.5a` is cited twice in this attribute; remove one"]
        );
        assert_eq!(
            attr_errors(quote!(stub, "704.5a")),
            ["`stub` goes after the rule IDs: `#[rule(\"704.5a\", stub)]`"]
        );
        assert_eq!(attr_errors(quote!("704.5a", stub, stub)), ["`stub` is given twice"]);
        let unknown = attr_errors(quote!("704.5a", stubb));
        assert_eq!(unknown.len(), 1);
        assert!(unknown[0].starts_with("unknown word `stubb`"), "{unknown:?}");
    }

    #[test]
    fn rejects_non_string_arguments() {
        assert_eq!(
            attr_errors(quote!(704)),
            ["rule IDs are string literals: write `\"704\"`"]
        );
        assert_eq!(
            attr_errors(quote!(704.5)),
            ["rule IDs are string literals: write `\"704.5\"`"]
        );
        let path = attr_errors(quote!(rules::R704_5A));
        assert!(path[0].starts_with("expected a rule ID string literal"), "{path:?}");
        let call = attr_errors(quote!(id("704.5a")));
        assert!(call[0].starts_with("expected a rule ID string literal"), "{call:?}");
        let missing_comma = attr_errors(quote!("704.5a" "704.5b"));
        assert_eq!(missing_comma, ["expected `,`"]);
    }

    #[test]
    fn reports_every_bad_id_at_once() {
        let errors = attr_errors(quote!("704.5A", "704.5a", "999.99z"));
        assert_eq!(errors.len(), 2, "{errors:?}");
        assert!(errors[0].starts_with("`704.5A` is not a rule ID"), "{errors:?}");
        assert!(errors[1].starts_with("no rule `999.99z`"), "{errors:?}");
    }

    #[test]
    fn cite_takes_exactly_one_id() {
        let cited = cite_arg(parse_list(quote!("704.5a")).expect("parses"), Span::call_site()).expect("valid");
        assert_eq!(cited.id, id("704.5a"));
        assert_eq!(cited.lit.value(), "704.5a");

        let check = |tokens: TokenStream| match cite_arg(parse_list(tokens).expect("parses"), Span::call_site()) {
            Ok(c) => panic!("expected an error, got {c:?}"),
            Err(e) => e.to_string(),
        };
        assert_eq!(check(quote!()), "`cite!` needs a rule ID: `cite!(\"704.5a\")`");
        assert!(check(quote!("704.5a", "704.5b")).starts_with("`cite!` takes one rule ID;"));
        assert!(check(quote!(stub)).starts_with("`cite!` takes one rule ID string"));
        assert!(check(quote!("704.5A")).starts_with("`704.5A` is not a rule ID"));
    }
}
