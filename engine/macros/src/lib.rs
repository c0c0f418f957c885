//! The citation macros: `#[rule("704.5a")]` on an item and `cite!("704.5a")` in a body.
//!
//! Both check at compile time that every ID is well formed and exists in the rule index that
//! `cargo xtask regen` generates (`src/generated/index.rs`), suggesting close IDs when one
//! does not. In debug builds each citation registers a site in `engine::trace::CITATIONS`;
//! release builds register nothing. A test citing a rule must be named after it (`r704_5a` or
//! `r704_5a_…`), so that `cargo test r704_5a` runs every test of rule 704.5a.
//!
//! The expansion refers to `::engine::…` paths, so it compiles in the `engine` crate (which has
//! `extern crate self as engine;`) and in crates that depend on it.

use proc_macro::TokenStream;
use proc_macro2::Span;
use quote::quote;

mod args;
mod expand;
mod lookup;
mod naming;

mod generated {
    //! The rule index, written by `cargo xtask regen` and formatted by it (so not by rustfmt).
    #[rustfmt::skip]
    pub mod index;
}

/// Cites the rules an item implements or tests: `#[rule("704.5a")]`,
/// `#[rule("704.5a", "704.5b")]`, or `#[rule("704.5a", stub)]` on a generated handler stub.
///
/// Goes on a fn (free, method, or trait method), struct, enum, union, trait, impl, const,
/// static, type alias, `macro_rules!` or inline `mod name { … }`. Each ID must exist in the
/// rules index. A test fn (`#[test]`, `#[tokio::test]`, … written *after* `#[rule]`) must be
/// named after one of its rules: `r704_5a` or `r704_5a_…`.
///
/// The item is returned unchanged, plus in debug builds one `engine::trace::Citation` with
/// role `Code`, `Stub` or `Test`. A trait method without a body has its IDs checked but
/// registers nothing. On an associated type in an impl or trait, cite the impl or trait
/// instead: there is no place for a registration beside it.
#[proc_macro_attribute]
pub fn rule(attr: TokenStream, item: TokenStream) -> TokenStream {
    let item = proc_macro2::TokenStream::from(item);
    let expanded = args::parse_list(attr.into())
        .and_then(|list| args::attr_args(list, Span::call_site()))
        .and_then(|args| expand::rule(&args, item.clone()));
    match expanded {
        Ok(tokens) => tokens.into(),
        Err(error) => {
            let error = error.to_compile_error();
            quote!(#error #item).into()
        }
    }
}

/// Cites one rule inside a body: `events.push(Event::lost(player, cite!("704.5a")))`.
///
/// An expression of type `rules_data::RuleId` whose value is the rule's generated constant
/// (`engine::generated::rules::R704_5A`). In debug builds it also registers the site, with
/// item `cite!` and role `Code`, and each evaluation records that the rule fired on this
/// thread (`engine::trace::take_fired`), which is why it is not usable in `const` items (cite
/// those with `#[rule]` and use the generated constant).
#[proc_macro]
pub fn cite(input: TokenStream) -> TokenStream {
    let cited = args::parse_list(input.into()).and_then(|list| args::cite_arg(list, Span::call_site()));
    match cited {
        Ok(cited) => expand::cite(&cited).into(),
        Err(error) => error.to_compile_error().into(),
    }
}
