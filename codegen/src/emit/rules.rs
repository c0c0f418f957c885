//! `engine/src/generated/rules.rs`: a constant per rule, documented with its text, and the
//! table of every rule.

use proc_macro2::{Literal, Span, TokenStream};
use quote::{format_ident, quote};
use rules_data::{Rule, Ruleset};

use super::doc;
use crate::naming;

/// The file. Built as a syntax tree rather than tokens to be parsed: the constants' doc
/// strings are most of the bytes, and skipping their re-parse halves the time.
pub fn file(ruleset: &Ruleset, release: &str) -> syn::File {
    let header = doc::inner(&[
        format!("The rule index of {release} (`{}`).", doc::source_file(ruleset)),
        String::new(),
        "One constant per part, chapter, rule and subrule, documented with the rule's text, and".to_owned(),
        "[`RULES`], every rule in numeric order. Lookups: `crate::rules_ext`.".to_owned(),
    ]);
    let rows = ruleset.rules.iter().map(row);
    let count = Literal::usize_unsuffixed(ruleset.rules.len());
    let source = doc::source_file(ruleset);
    let date = match ruleset.effective_date {
        Some(date) => {
            let date = date.to_string();
            quote! { Some(#date) }
        }
        None => quote! { None },
    };
    let head: syn::File = syn::parse_quote! {
        #header
        use rules_data::RuleId;
        use crate::rules_ext::{id, info, Release, RuleInfo};
        /// The release this index was generated from.
        pub const RELEASE: Release = Release { source: #source, effective_date: #date };
    };
    let table: syn::Item = syn::parse_quote! {
        /// Every rule of the release, in numeric order (binary-searchable by ID).
        pub static RULES: [RuleInfo; #count] = [#(#rows),*];
    };
    let mut file = head;
    file.items.extend(ruleset.rules.iter().map(constant));
    file.items.push(table);
    file
}

fn const_ident(rule: &Rule) -> proc_macro2::Ident {
    format_ident!("{}", naming::const_name(rule.id))
}

fn constant(rule: &Rule) -> syn::Item {
    let name = const_ident(rule);
    let id = rule.id.to_string();
    let mut item: syn::ItemConst = syn::parse_quote! { pub const #name: RuleId = id(#id); };
    item.attrs = doc::outer_attrs(&doc::rule_lines(rule));
    syn::Item::Const(item)
}

fn row(rule: &Rule) -> TokenStream {
    let name = const_ident(rule);
    let parent = match rule.parent {
        Some(parent) => {
            let parent = format_ident!("{}", naming::const_name(parent));
            quote! { Some(#parent) }
        }
        None => quote! { None },
    };
    let title = match rule.title() {
        Some(title) => quote! { Some(#title) },
        None => quote! { None },
    };
    let hash = syn::LitInt::new(&format!("0x{:016x}", rule.hash.0), Span::call_site());
    let examples = Literal::usize_unsuffixed(rule.examples.len());
    quote! { info(#name, #parent, #title, #hash, #examples) }
}
