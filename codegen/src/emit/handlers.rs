//! `engine/src/generated/mod.rs` and `handlers.rs`: the generated module tree, and the
//! declarations of every handler file.
//!
//! Handler files live in `engine/src/handlers/{family}/` and belong to their authors; the
//! generated `handlers` module only declares them (with `#[path]`), so adding a rule never
//! means editing a hand-written file. `crate::handlers` re-exports it, which makes the module
//! path match the file path.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::doc;
use crate::families::{Family, Handler};

/// `generated/mod.rs`. The tables are skipped by rustfmt (prettyplease formats them); the
/// handler declarations are not, so `cargo fmt` reaches the hand-written handler files.
pub fn generated_mod(release: &str) -> TokenStream {
    let header = doc::inner(&[
        format!("Code generated from {release}: the rule index, the subtype table, the handler"),
        "families' tables, and the declarations of the handler files.".to_owned(),
    ]);
    let mut modules = vec![
        (
            "rules",
            "The rule index: a constant per rule and the table of every rule.".to_owned(),
            true,
        ),
        ("handlers", "The handler files of every family.".to_owned(), false),
        (
            "subtypes",
            "The subtypes of 205.3: a constant per subtype and the table of every subtype.".to_owned(),
            true,
        ),
    ];
    modules.extend(
        Family::ALL
            .iter()
            .map(|f| (f.module(), format!("The {}.", f.description()), true)),
    );
    // Sorted by name, as rustfmt orders module declarations.
    modules.sort();
    let modules = modules.iter().map(|(name, description, skip)| {
        let name = format_ident!("{name}");
        let docs = doc::outer(&[description]);
        let skip = skip.then(|| quote! { #[rustfmt::skip] });
        quote! { #docs #skip pub mod #name; }
    });
    quote! { #header #(#modules)* }
}

/// `generated/handlers.rs`: a module per family.
pub fn families(release: &str) -> TokenStream {
    let header = doc::inner(&[
        format!("The handler files of {release}, one module per family."),
        String::new(),
        "Each file is created once by `cargo xtask regen` and then belongs to its author.".to_owned(),
    ]);
    // Sorted by name, as rustfmt orders module declarations.
    let mut sorted = Family::ALL;
    sorted.sort_by_key(|f| f.module());
    let families = sorted.iter().map(|family| {
        let module = format_ident!("{}", family.module());
        let docs = doc::outer(&[format!("Handlers of the {}.", family.description())]);
        quote! { #docs pub mod #module; }
    });
    quote! { #header #(#families)* }
}

/// `generated/handlers/{family}.rs`: a `#[path]` module per handler file.
pub fn family(family: Family, handlers: &[Handler], release: &str) -> TokenStream {
    let header = doc::inner(&[format!("Handlers of the {} of {release}.", family.description())]);
    let mut sorted: Vec<&Handler> = handlers.iter().collect();
    sorted.sort_by(|a, b| a.module.cmp(&b.module));
    let files = sorted.iter().map(|h| {
        let name = format_ident!("{}", h.module);
        // Relative to `generated/handlers/`, the folder of this file.
        let path = format!("../../handlers/{}/{}.rs", family.module(), h.module);
        quote! { #[path = #path] pub mod #name; }
    });
    quote! { #header #(#files)* }
}
