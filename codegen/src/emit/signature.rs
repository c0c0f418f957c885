//! The handler function each family's stubs define and its tables call.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use crate::families::Family;

/// The shape of one family's handler function.
pub struct Signature {
    /// The function's name in every handler module (`check`).
    pub function: proc_macro2::Ident,
    /// The `use` items for the parameter types, in rustfmt's order.
    pub uses: TokenStream,
    /// The parameters as a stub declares them (unused, so `_`-prefixed).
    pub stub_params: TokenStream,
    /// The parameters as a dispatching method declares them.
    pub params: TokenStream,
    /// The arguments a dispatching method passes on.
    pub args: TokenStream,
    /// What the handler does, for its doc comment (`Checks`, `Performs`…).
    pub verb: &'static str,
}

/// The signature of `family`'s handlers.
pub fn of(family: Family) -> Signature {
    let game = quote! { use crate::game::Game; };
    match family {
        Family::StateBasedActions => Signature {
            function: format_ident!("check"),
            uses: quote! { #game use crate::sba::SbaAction; },
            stub_params: quote! { _game: &Game, _actions: &mut Vec<SbaAction> },
            params: quote! { game: &Game, actions: &mut Vec<SbaAction> },
            args: quote! { game, actions },
            verb: "Checks",
        },
        Family::TurnBasedActions => Signature {
            function: format_ident!("perform"),
            uses: game.clone(),
            stub_params: quote! { _game: &mut Game },
            params: quote! { game: &mut Game },
            args: quote! { game },
            verb: "Performs",
        },
        Family::Steps => Signature {
            function: format_ident!("run"),
            uses: game,
            stub_params: quote! { _game: &mut Game },
            params: quote! { game: &mut Game },
            args: quote! { game },
            verb: "Runs",
        },
        Family::KeywordActions | Family::KeywordAbilities => Signature {
            function: format_ident!("register"),
            uses: quote! { use crate::keywords::KeywordHooks; },
            stub_params: quote! { _hooks: &mut KeywordHooks },
            params: quote! { hooks: &mut KeywordHooks },
            args: quote! { hooks },
            verb: "Registers the engine hooks of",
        },
    }
}
