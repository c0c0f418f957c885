//! `engine/macros/src/generated/index.rs`: the IDs the citation macros accept.

use proc_macro2::TokenStream;
use quote::quote;
use rules_data::Ruleset;

/// The file's tokens.
pub fn file(ruleset: &Ruleset, release: &str) -> TokenStream {
    let ids = ruleset.rules.iter().map(|r| r.id.to_string());
    quote! {
        /// The release the index was generated from.
        pub const RELEASE: &str = #release;
        /// Every rule ID, in numeric order.
        pub static RULE_IDS: &[&str] = &[#(#ids),*];
    }
}
