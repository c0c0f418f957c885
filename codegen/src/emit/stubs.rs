//! Handler stubs: compile, do nothing, report `Unimplemented`, cite their rule as a stub.

use proc_macro2::TokenStream;
use quote::quote;

use super::{doc, signature};
use crate::families::Handler;

/// The stub file of `handler`.
pub fn file(handler: &Handler) -> TokenStream {
    let signature = signature::of(handler.family);
    let id = handler.rule.to_string();
    let ident = handler.rule.ident();
    let header = doc::inner(&[
        format!("{id} {}", doc::escape(&handler.text)),
        String::new(),
        "A handler stub created by `cargo xtask regen`; it is yours now, and regen never".to_owned(),
        "rewrites it. To implement it: write the body, drop `stub` from the citation, and add".to_owned(),
        format!("a test named `{ident}_…` citing `#[rule(\"{id}\")]`."),
    ]);
    let fn_docs = doc::outer(&[format!("{} {id}. Not implemented yet.", signature.verb)]);
    let (uses, function, params) = (&signature.uses, &signature.function, &signature.stub_params);
    quote! {
        #header
        #uses
        use crate::{rule, Handled};
        #fn_docs
        #[rule(#id, stub)]
        pub fn #function(#params) -> Handled {
            Handled::Unimplemented
        }
    }
}
