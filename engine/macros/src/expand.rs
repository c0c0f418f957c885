//! What the macros emit: the item unchanged plus, in debug builds, one `engine::trace::Citation`
//! registered in `::engine::trace::CITATIONS`.
//!
//! The registration is always the same item, an anonymous constant holding the slice element:
//!
//! ```text
//! #[cfg(debug_assertions)]
//! const _: () = {
//!     #[::engine::__private::linkme::distributed_slice(::engine::trace::CITATIONS)]
//!     #[linkme(crate = ::engine::__private::linkme)]
//!     static __RULE_CITATION: ::engine::trace::Citation = ::engine::trace::Citation { ... };
//! };
//! ```
//!
//! and goes where an item is allowed and its name cannot clash: first in a fn body, first in an
//! inline module, inside a const's initializer (so it works for associated consts too), inside
//! the `cite!` block, and beside every other item. (Beside an associated type there is no
//! such place: `const _` is not an impl or trait item, so there the user cites the impl.)

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned, ToTokens};
use rules_data::RuleId;
use syn::ext::IdentExt;
use syn::{Item, Stmt, TraitItem};

use crate::args::{Cited, RuleArgs};
use crate::naming;

/// How a site relates to the rules it cites; mirrors `engine::trace::Role`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// Code implementing the rules.
    Code,
    /// A handler stub not filled in yet.
    Stub,
    /// A test verifying the rules.
    Test,
}

impl Role {
    fn variant(self) -> &'static str {
        match self {
            Role::Code => "Code",
            Role::Stub => "Stub",
            Role::Test => "Test",
        }
    }
}

/// The path of a rule's generated constant, spanned at the literal so that a rule missing
/// from `engine::generated::rules` is reported there.
fn rule_const(cited: &Cited) -> TokenStream {
    let name = format_ident!("{}", naming::const_name(cited.id), span = cited.lit.span());
    quote_spanned!(cited.lit.span()=> ::engine::generated::rules::#name)
}

/// The registration item (see the module docs). `line!()` and friends carry the call-site
/// span, so they report the attribute's or the `cite!`'s line.
pub fn registration(ids: &[Cited], item: &str, role: Role) -> TokenStream {
    let rules = ids.iter().map(rule_const);
    let role = format_ident!("{}", role.variant());
    quote! {
        #[cfg(debug_assertions)]
        #[allow(unsafe_code)]
        const _: () = {
            #[::engine::__private::linkme::distributed_slice(::engine::trace::CITATIONS)]
            #[linkme(crate = ::engine::__private::linkme)]
            static __RULE_CITATION: ::engine::trace::Citation = ::engine::trace::Citation {
                rules: &[#(#rules),*],
                item: #item,
                module: ::core::module_path!(),
                file: ::core::file!(),
                line: ::core::line!(),
                role: ::engine::trace::Role::#role,
            };
        };
    }
}

/// First in an implementing fn: in debug builds, running the fn records its rules as fired
/// (the rules' code ran), as `cite!` does for the place it stands.
fn fired_on_entry(ids: &[Cited]) -> TokenStream {
    let rules = ids.iter().map(rule_const);
    fired_at_site(quote!(&[#(#rules),*]))
}

/// In debug builds, records that `rules` (a `&[RuleId]` expression) fired, once per
/// recording: the site keeps a thread-local mark of when it last did (`engine::trace::fired_at`).
fn fired_at_site(rules: TokenStream) -> TokenStream {
    quote! {
        #[cfg(debug_assertions)]
        {
            ::std::thread_local! {
                static FIRED_MARK: ::core::cell::Cell<u64> =
                    const { ::core::cell::Cell::new(::engine::trace::NEVER) };
            }
            ::engine::trace::fired_at(&FIRED_MARK, #rules);
        }
    }
}

/// First in a test fn citing rules: in debug builds, a guard that records which rules fired
/// while the test ran and whether it passed, in a report under the test crate's
/// `CARGO_TARGET_TMPDIR` (integration tests; unit tests have none and record nothing), which
/// `cargo xtask coverage` reads.
fn test_run(name: &str) -> TokenStream {
    quote! {
        #[cfg(debug_assertions)]
        let __rule_test_run = ::engine::trace::TestRun::start(
            ::core::concat!(::core::module_path!(), "::", #name),
            ::core::option_env!("CARGO_TARGET_TMPDIR"),
        );
    }
}

/// `cite!("704.5a")`: a block that registers the site, records (in debug builds) that the
/// rule's code ran on this thread, and evaluates to the rule's constant.
pub fn cite(cited: &Cited) -> TokenStream {
    let registration = registration(std::slice::from_ref(cited), "cite!", Role::Code);
    let value = rule_const(cited);
    let fired = fired_at_site(quote!(&[#value]));
    quote!({
        #registration
        #fired
        #value
    })
}

/// `#[rule(...)]` on `item`: the item with its registration, or an error (for a misnamed test,
/// an unsupported item) that the caller reports beside the unchanged item.
pub fn rule(args: &RuleArgs, item: TokenStream) -> syn::Result<TokenStream> {
    let ids: Vec<RuleId> = args.rule_ids();
    let role = |is_test: bool| match (args.stub, is_test) {
        (true, _) => Role::Stub,
        (false, true) => Role::Test,
        (false, false) => Role::Code,
    };
    let beside = |name: String, item: &dyn ToTokens| {
        let registration = registration(&args.ids, &name, role(false));
        Ok(quote!(#item #registration))
    };
    match syn::parse2::<Item>(item)? {
        Item::Fn(mut f) => {
            let is_test = naming::is_test(&f.attrs);
            if is_test {
                naming::check_test_name(&f.sig.ident, &ids)?;
            }
            let name = f.sig.ident.unraw().to_string();
            let role = role(is_test);
            let registration = registration(&args.ids, &name, role);
            let record = match role {
                Role::Code => Some(fired_on_entry(&args.ids)),
                Role::Test => Some(test_run(&name)),
                Role::Stub => None,
            };
            if let Some(record) = record {
                f.block.stmts.insert(0, Stmt::Item(Item::Verbatim(record)));
            }
            f.block.stmts.insert(0, Stmt::Item(Item::Verbatim(registration)));
            Ok(f.into_token_stream())
        }
        Item::Const(mut c) => {
            let registration = registration(&args.ids, &c.ident.unraw().to_string(), role(false));
            let expr = &c.expr;
            c.expr = Box::new(syn::Expr::Verbatim(quote!({ #registration #expr })));
            Ok(c.into_token_stream())
        }
        Item::Mod(mut m) => {
            let name = format!("mod {}", m.ident.unraw());
            let Some((_, items)) = &mut m.content else {
                return Err(syn::Error::new(
                    m.ident.span(),
                    format!(
                        "`#[rule]` cannot go on a file module (`{name};`): attributes there are \
                         unstable; cite the rules on the items inside it"
                    ),
                ));
            };
            items.insert(0, Item::Verbatim(registration(&args.ids, &name, role(false))));
            Ok(m.into_token_stream())
        }
        Item::Impl(i) => {
            let mut name = String::from("impl ");
            if let Some((bang, path, _)) = &i.trait_ {
                if bang.is_some() {
                    name.push('!');
                }
                name.push_str(&naming::tokens_text(path));
                name.push_str(" for ");
            }
            name.push_str(&naming::tokens_text(&i.self_ty));
            beside(name, &i)
        }
        Item::Struct(s) => beside(s.ident.unraw().to_string(), &s),
        Item::Enum(e) => beside(e.ident.unraw().to_string(), &e),
        Item::Union(u) => beside(u.ident.unraw().to_string(), &u),
        Item::Trait(t) => beside(t.ident.unraw().to_string(), &t),
        Item::TraitAlias(t) => beside(t.ident.unraw().to_string(), &t),
        Item::Static(s) => beside(s.ident.unraw().to_string(), &s),
        Item::Type(t) => beside(t.ident.unraw().to_string(), &t),
        Item::Macro(m) if m.mac.path.is_ident("macro_rules") => match &m.ident {
            Some(ident) => beside(format!("{}!", ident.unraw()), &m),
            None => Err(unsupported(&m, "a macro invocation")),
        },
        Item::Verbatim(tokens) => bodiless(tokens),
        Item::Macro(m) => Err(unsupported(&m, "a macro invocation")),
        Item::Use(u) => Err(unsupported(&u, "a `use` declaration")),
        Item::ExternCrate(e) => Err(unsupported(&e, "an `extern crate`")),
        Item::ForeignMod(f) => Err(unsupported(&f, "an `extern` block")),
        other => Err(unsupported(&other, "this kind of item")),
    }
}

/// A trait or foreign item without a body (`fn check(&self);`, `const N: u8;`, `type T;`):
/// the IDs were checked, and there is nowhere to put a registration, so it stays as written.
fn bodiless(tokens: TokenStream) -> syn::Result<TokenStream> {
    match syn::parse2::<TraitItem>(tokens.clone()) {
        Ok(TraitItem::Fn(f)) if f.default.is_none() => Ok(tokens),
        Ok(TraitItem::Const(c)) if c.default.is_none() => Ok(tokens),
        Ok(TraitItem::Type(t)) if t.default.is_none() => Ok(tokens),
        _ => Err(unsupported(&tokens, "this item")),
    }
}

fn unsupported(item: &dyn ToTokens, what: &str) -> syn::Error {
    let span = item
        .to_token_stream()
        .into_iter()
        .next()
        .map_or_else(Span::call_site, |t| t.span());
    syn::Error::new(
        span,
        format!(
            "`#[rule]` cannot go on {what}; put it on the fn, struct, enum, union, trait, impl, \
             const, static, type alias, inline `mod` or `macro_rules!` that implements the rules"
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::args;
    use quote::quote;
    use syn::{File, ImplItem};

    fn args(tokens: TokenStream) -> RuleArgs {
        let list = args::parse_list(tokens).expect("parses");
        args::attr_args(list, Span::call_site()).expect("valid")
    }

    /// Expands and re-parses the output as a file, so each test sees real syntax.
    fn expand(attr: TokenStream, item: TokenStream) -> File {
        let out = rule(&args(attr), item).expect("expands");
        syn::parse2(out).unwrap_or_else(|e| panic!("output does not parse: {e}"))
    }

    fn expand_err(attr: TokenStream, item: TokenStream) -> String {
        match rule(&args(attr), item) {
            Ok(out) => panic!("expected an error, got {out}"),
            Err(e) => e.to_string(),
        }
    }

    /// The `item: "…"` and `role: …` of a registration, found in its tokens.
    fn registered(tokens: &impl ToTokens) -> Option<(String, String)> {
        let text = tokens.to_token_stream().to_string();
        let item = text.split("item : \"").nth(1)?.split('"').next()?.to_owned();
        let role = text.split("Role :: ").nth(1)?.split_whitespace().next()?.to_owned();
        Some((item, role))
    }

    fn is_registration(item: &Item) -> bool {
        matches!(item, Item::Const(c) if c.ident == "_")
            && item.to_token_stream().to_string().contains("distributed_slice")
    }

    #[test]
    fn registration_shape() {
        let ids = args(quote!("704.5a", "704.5b")).ids;
        let text = registration(&ids, "check", Role::Code).to_string();
        for part in [
            "# [cfg (debug_assertions)]",
            "const _ : () =",
            "# [:: engine :: __private :: linkme :: distributed_slice (:: engine :: trace :: CITATIONS)]",
            "# [linkme (crate = :: engine :: __private :: linkme)]",
            "static __RULE_CITATION : :: engine :: trace :: Citation = :: engine :: trace :: Citation {",
            "rules : & [:: engine :: generated :: rules :: R704_5A , :: engine :: generated :: rules :: R704_5B]",
            "item : \"check\"",
            "module : :: core :: module_path ! ()",
            "file : :: core :: file ! ()",
            "line : :: core :: line ! ()",
            "role : :: engine :: trace :: Role :: Code",
        ] {
            assert!(text.contains(part), "missing `{part}` in {text}");
        }
    }

    #[test]
    fn cite_is_a_block_that_records_the_rule_and_ends_in_the_constant() {
        let cited =
            args::cite_arg(args::parse_list(quote!("704.5a")).expect("parses"), Span::call_site()).expect("valid");
        let block: syn::ExprBlock = syn::parse2(cite(&cited)).expect("a block");
        assert_eq!(block.block.stmts.len(), 3);
        assert!(matches!(&block.block.stmts[0], Stmt::Item(item) if is_registration(item)));
        assert_eq!(
            block.block.stmts[1].to_token_stream().to_string(),
            "# [cfg (debug_assertions)] { :: std :: thread_local ! { static FIRED_MARK : :: core :: cell :: Cell < u64 > = const { :: core :: cell :: Cell :: new (:: engine :: trace :: NEVER) } ; } :: engine :: trace :: fired_at (& FIRED_MARK , & [:: engine :: generated :: rules :: R704_5A]) ; }"
        );
        assert_eq!(
            block.block.stmts[2].to_token_stream().to_string(),
            ":: engine :: generated :: rules :: R704_5A"
        );
        assert_eq!(registered(&block), Some(("cite!".into(), "Code".into())));
    }

    #[test]
    fn fn_registers_first_in_its_body() {
        let file = expand(
            quote!("704.5a"),
            quote!(
                pub fn check(game: &Game) -> u8 {
                    let x = 1;
                    x
                }
            ),
        );
        let [Item::Fn(f)] = &file.items[..] else {
            panic!("one fn expected")
        };
        assert_eq!(f.block.stmts.len(), 4, "registration, fired record, then the body");
        assert!(matches!(&f.block.stmts[0], Stmt::Item(item) if is_registration(item)));
        assert_eq!(registered(&f.block.stmts[0]), Some(("check".into(), "Code".into())));
        let fired = f.block.stmts[1].to_token_stream().to_string();
        assert!(
            fired.contains(
                ":: engine :: trace :: fired_at (& FIRED_MARK , & [:: engine :: generated :: rules :: R704_5A])"
            ),
            "{fired}"
        );
    }

    #[test]
    fn methods_and_stubs() {
        let file = expand(
            quote!("704.5a", stub),
            quote!(
                fn check(&self) {}
            ),
        );
        let [Item::Fn(f)] = &file.items[..] else {
            panic!("one fn expected")
        };
        assert!(f.sig.receiver().is_some());
        assert_eq!(registered(&f.block), Some(("check".into(), "Stub".into())));
    }

    #[test]
    fn tests_are_checked_and_registered_as_tests() {
        let file = expand(
            quote!("704.5a"),
            quote!(
                #[test]
                fn r704_5a_loses() {}
            ),
        );
        assert_eq!(registered(&file), Some(("r704_5a_loses".into(), "Test".into())));
        let file = expand(
            quote!("704.5a"),
            quote!(
                #[tokio::test]
                async fn r704_5a() {}
            ),
        );
        assert_eq!(registered(&file), Some(("r704_5a".into(), "Test".into())));
        let error = expand_err(
            quote!("704.5a"),
            quote!(
                #[test]
                fn loses() {}
            ),
        );
        assert!(
            error.starts_with("test `loses` cites 704.5a: name it `r704_5a`"),
            "{error}"
        );
        // Not a test: any name goes.
        let file = expand(
            quote!("704.5a"),
            quote!(
                fn loses() {}
            ),
        );
        assert_eq!(registered(&file), Some(("loses".into(), "Code".into())));
    }

    #[test]
    fn items_register_beside_themselves() {
        let cases = [
            (
                quote!(
                    pub struct Game {
                        life: i32,
                    }
                ),
                "Game",
            ),
            (
                quote!(
                    enum Step {
                        Untap,
                    }
                ),
                "Step",
            ),
            (
                quote!(
                    trait Check {
                        fn check(&self);
                    }
                ),
                "Check",
            ),
            (
                quote!(
                    static LIMIT: u8 = 7;
                ),
                "LIMIT",
            ),
            (
                quote!(
                    type Life = i32;
                ),
                "Life",
            ),
            (quote!(impl Game {}), "impl Game"),
            (
                quote!(
                    impl<'a, T> Check for Zone<'a, T> where T: Copy {}
                ),
                "impl Check for Zone<'a, T>",
            ),
            (
                quote!(impl From<u8> for crate::Life {}),
                "impl From<u8> for crate::Life",
            ),
            (
                quote!(
                    macro_rules! life {
                        () => {};
                    }
                ),
                "life!",
            ),
        ];
        for (item, name) in cases {
            let file = expand(quote!("704.5a"), item.clone());
            assert_eq!(file.items.len(), 2, "{item}");
            assert_eq!(file.items[0].to_token_stream().to_string(), item.to_string());
            assert!(is_registration(&file.items[1]), "{item}");
            assert_eq!(registered(&file.items[1]), Some((name.into(), "Code".into())));
        }
    }

    #[test]
    fn inline_modules_register_inside() {
        let file = expand(
            quote!("506"),
            quote!(
                mod combat {
                    #![allow(dead_code)]
                    fn f() {}
                }
            ),
        );
        let [Item::Mod(m)] = &file.items[..] else {
            panic!("one mod expected")
        };
        assert_eq!(m.attrs.len(), 1, "the inner attribute stays");
        let items = &m.content.as_ref().expect("inline").1;
        assert!(is_registration(&items[0]));
        assert_eq!(registered(&items[0]), Some(("mod combat".into(), "Code".into())));
        assert_eq!(items.len(), 2);
    }

    #[test]
    fn consts_register_in_their_initializer() {
        // An associated const cannot have a `const _` beside it, so the registration goes in.
        let file = expand(
            quote!("704.5a"),
            quote!(
                const LIMIT: u8 = 7;
            ),
        );
        let [Item::Const(c)] = &file.items[..] else {
            panic!("one const expected")
        };
        let syn::Expr::Block(block) = &*c.expr else {
            panic!("a block initializer")
        };
        assert!(matches!(&block.block.stmts[0], Stmt::Item(item) if is_registration(item)));
        assert_eq!(block.block.stmts[1].to_token_stream().to_string(), "7");
        assert_eq!(registered(c), Some(("LIMIT".into(), "Code".into())));
        // And the result is still a valid impl item.
        let impl_item: ImplItem = syn::parse2(c.to_token_stream()).expect("an impl item");
        assert!(matches!(impl_item, ImplItem::Const(_)));
    }

    #[test]
    fn bodiless_trait_items_are_checked_only() {
        for item in [
            quote!(
                fn check(&self, game: &Game) -> bool;
            ),
            quote!(
                const LIMIT: u8;
            ),
            quote!(
                type Zone;
            ),
        ] {
            let out = rule(&args(quote!("704.5a")), item.clone()).expect("expands");
            assert_eq!(out.to_string(), item.to_string());
        }
    }

    #[test]
    fn unsupported_items_are_errors() {
        let error = expand_err(
            quote!("704.5a"),
            quote!(
                mod combat;
            ),
        );
        assert!(
            error.starts_with("`#[rule]` cannot go on a file module (`mod combat;`)"),
            "{error}"
        );
        let error = expand_err(
            quote!("704.5a"),
            quote!(
                use std::fmt;
            ),
        );
        assert!(
            error.starts_with("`#[rule]` cannot go on a `use` declaration"),
            "{error}"
        );
        let error = expand_err(
            quote!("704.5a"),
            quote!(
                extern "C" {}
            ),
        );
        assert!(error.starts_with("`#[rule]` cannot go on an `extern` block"), "{error}");
        let error = expand_err(quote!("704.5a"), quote!(println!("x");));
        assert!(
            error.starts_with("`#[rule]` cannot go on a macro invocation"),
            "{error}"
        );
    }
}
