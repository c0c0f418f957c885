//! `engine/src/generated/{family}.rs`: each family's dispatch table or enum.

use proc_macro2::{Ident, Literal, TokenStream};
use quote::{format_ident, quote};

use super::{doc, signature};
use crate::families::{Family, Handler};
use crate::naming;

/// The family's file.
pub fn file(family: Family, handlers: &[Handler], release: &str) -> TokenStream {
    let header = doc::inner(&[
        format!("The {} of {release}.", family.description()),
        String::new(),
        format!(
            "Each entry calls its handler in `crate::handlers::{}`.",
            family.module()
        ),
    ]);
    let body = match family {
        Family::StateBasedActions => table(family, handlers, quote!(crate::sba), "SbaCheck", "CHECKS"),
        Family::TurnBasedActions => table(family, handlers, quote!(crate::turn), "TurnBasedAction", "ACTIONS"),
        Family::Steps | Family::KeywordActions | Family::KeywordAbilities => named(family, handlers),
    };
    quote! { #header #body }
}

fn rule_const(handler: &Handler) -> Ident {
    format_ident!("{}", naming::const_name(handler.rule))
}

fn handler_path(handler: &Handler) -> TokenStream {
    let family = format_ident!("{}", handler.family.module());
    let module = format_ident!("{}", handler.module);
    let function = signature::of(handler.family).function;
    quote! { crate::handlers::#family::#module::#function }
}

/// A static table of `{ rule, handler }` entries, in rule order.
fn table(family: Family, handlers: &[Handler], entry_module: TokenStream, entry: &str, name: &str) -> TokenStream {
    let entry = format_ident!("{entry}");
    let name = format_ident!("{name}");
    let function = signature::of(family).function;
    let count = Literal::usize_unsuffixed(handlers.len());
    let rules = handlers.iter().map(rule_const);
    let entries = handlers.iter().map(|h| {
        let rule = rule_const(h);
        let path = handler_path(h);
        quote! { #entry { rule: #rule, #function: #path } }
    });
    let docs = doc::outer(&[format!("Every handler of the {}, in rule order.", family.description())]);
    quote! {
        use crate::generated::rules::{#(#rules),*};
        use #entry_module::#entry;
        #docs
        pub static #name: [#entry; #count] = [#(#entries),*];
    }
}

/// An enum with a variant per handler: `ALL`, `rule`, `name`, and dispatch to the handler.
fn named(family: Family, handlers: &[Handler]) -> TokenStream {
    let enum_name = format_ident!("{}", family.enum_name().unwrap_or("Handler"));
    let signature = signature::of(family);
    let (function, params, args, uses) = (&signature.function, &signature.params, &signature.args, &signature.uses);
    let variants: Vec<Ident> = handlers
        .iter()
        .map(|h| format_ident!("{}", h.variant.as_deref().unwrap_or(&h.module)))
        .collect();
    let rules: Vec<Ident> = handlers.iter().map(rule_const).collect();
    let names = handlers.iter().map(|h| h.text.as_str());
    let variant_docs = handlers
        .iter()
        .map(|h| doc::outer(&[format!("{} {}", h.rule, doc::escape(&h.text))]));
    let paths = handlers.iter().map(handler_path);
    let count = Literal::usize_unsuffixed(handlers.len());
    let enum_docs = doc::outer(&[format!("The {}, one variant per rule.", family.description())]);
    let function_docs = doc::outer(&[format!(
        "{} this {}: calls its handler in `crate::handlers::{}`.",
        signature.verb,
        family
            .description()
            .split(" (")
            .next()
            .unwrap_or_default()
            .trim_end_matches('s'),
        family.module()
    )]);
    quote! {
        #uses
        use crate::Handled;
        use crate::generated::rules::{#(#rules),*};
        use rules_data::RuleId;
        #enum_docs
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum #enum_name { #(#variant_docs #variants),* }
        impl #enum_name {
            /// Every variant, in rule order.
            pub const ALL: [#enum_name; #count] = [#(#enum_name::#variants),*];
            /// The rule that defines it.
            pub const fn rule(self) -> RuleId {
                match self { #(#enum_name::#variants => #rules),* }
            }
            /// Its name as the CR prints it.
            pub const fn name(self) -> &'static str {
                match self { #(#enum_name::#variants => #names),* }
            }
            #function_docs
            pub fn #function(self, #params) -> Handled {
                match self { #(#enum_name::#variants => #paths(#args)),* }
            }
        }
    }
}
