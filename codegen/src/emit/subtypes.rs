//! `engine/src/generated/subtypes.rs`: the subtype table of 205.3, one constant per subtype.

use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};

use super::doc;
use crate::naming;
use crate::subtypes::{const_name, Subtype, SubtypeKind};

/// The file.
pub fn file(subtypes: &[Subtype], release: &str) -> TokenStream {
    let header = doc::inner(&[
        format!("The subtypes of {release} (205.3g–205.3q), in the order the CR lists them."),
        String::new(),
        "A [`Subtype`] is an index into [`SUBTYPES`]; hand code for it is in".to_owned(),
        "`crate::characteristics::subtypes_ext`.".to_owned(),
    ]);
    let count = Literal::usize_unsuffixed(subtypes.len());
    let mut kinds: Vec<SubtypeKind> = subtypes.iter().map(|s| s.kind).collect();
    kinds.dedup();
    let rules: Vec<_> = kinds
        .iter()
        .filter_map(|k| subtypes.iter().find(|s| s.kind == *k))
        .map(|s| format_ident!("{}", naming::const_name(s.rule)))
        .collect();
    let variants = kinds.iter().map(|k| {
        let v = format_ident!("{}", k.variant());
        let docs = doc::outer(&[format!("{} types.", k.variant())]);
        quote! { #docs #v }
    });
    let rule_arms = kinds.iter().zip(&rules).map(|(k, r)| {
        let v = format_ident!("{}", k.variant());
        quote! { SubtypeKind::#v => #r }
    });
    // A name listed under two kinds (Spacecraft: an artifact type and a planar type) gets the
    // kind in both constants' names.
    let shared = |name: &str| subtypes.iter().filter(|s| s.name == name).count() > 1;
    let consts = subtypes.iter().enumerate().map(|(i, s)| {
        let name = if shared(&s.name) {
            format!("{}_{}", const_name(&s.name), s.kind.variant().to_uppercase())
        } else {
            const_name(&s.name)
        };
        let name = format_ident!("{name}");
        let index = Literal::u16_unsuffixed(i as u16);
        let docs = doc::outer(&[format!(
            "{} ({} type, {}).",
            s.name,
            s.kind.variant().to_lowercase(),
            s.rule
        )]);
        quote! { #docs pub const #name: Subtype = Subtype(#index); }
    });
    let entries = subtypes.iter().map(|s| {
        let name = &s.name;
        let kind = format_ident!("{}", s.kind.variant());
        quote! { (#name, SubtypeKind::#kind) }
    });
    quote! {
        #header
        use crate::generated::rules::{#(#rules),*};
        use rules_data::RuleId;
        /// A subtype: an index into [`SUBTYPES`].
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct Subtype(pub u16);
        /// Which card types a subtype goes with (205.3c).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum SubtypeKind { #(#variants),* }
        impl SubtypeKind {
            /// The rule that lists the subtypes of this kind.
            pub const fn rule(self) -> RuleId {
                match self { #(#rule_arms),* }
            }
        }
        /// Every subtype: its name as printed and its kind.
        pub static SUBTYPES: [(&str, SubtypeKind); #count] = [#(#entries),*];
        #(#consts)*
    }
}
