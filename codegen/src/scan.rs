//! Code → rules from the source: every `#[rule(...)]` attribute and `cite!(...)` call in a
//! Rust file, with its item, role and lines, read with syn (no build needed).
//!
//! This is what `cargo xtask check`, `coverage` and `trace` use. The engine also registers
//! the same sites at run time in debug builds (`engine::trace::CITATIONS`); a test checks
//! that both agree.

use std::path::{Path, PathBuf};

use proc_macro2::{TokenStream, TokenTree};
use quote::ToTokens;
use rules_data::RuleId;
use syn::spanned::Spanned;
use syn::visit::{self, Visit};

use crate::Error;

/// How a site relates to the rules it cites.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// Code that implements the rules.
    Code,
    /// A handler stub not filled in yet (`#[rule("704.5a", stub)]`).
    Stub,
    /// A test fn that verifies the rules (`#[rule]` on a `#[test]` fn).
    Test,
    /// Other citations in test code (helpers, `cite!` inside tests): references that claim
    /// neither an implementation nor a test, so coverage counts them as neither.
    Support,
}

/// One citing site.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Site {
    /// The IDs as written; an ID that does not parse is kept as written in `invalid`.
    pub rules: Vec<RuleId>,
    /// IDs that are not rule IDs at all (the compiler rejects them too).
    pub invalid: Vec<String>,
    /// As the macros register it: `check` (fns, types, consts), `impl Game`, `mod combat`,
    /// or `cite!`.
    pub item: String,
    /// The file, as given to [`scan_file`].
    pub file: PathBuf,
    /// The line of the attribute or macro (1-based).
    pub line: usize,
    /// The last line of the cited item (the macro's own line for `cite!`).
    pub end_line: usize,
    /// The lines of the code the citation stands for, first and last: the cited item's, or
    /// for `cite!` the item around it (the fn, const or static it is in). Mutation testing
    /// attributes the mutants of these lines to the site's rules.
    pub code_lines: (usize, usize),
    /// Implementation, stub or test.
    pub role: Role,
}

/// Every citation site of the engine crate under `root` (a workspace): `engine/src` without
/// its `generated/` folder (which cites nothing), and `engine/tests`, whose sites are tests.
/// Files are read in sorted order; paths are relative to `root`.
pub fn scan_engine(root: &Path) -> Result<Vec<Site>, Error> {
    let mut sites = Vec::new();
    for (dir, in_tests) in [("engine/src", false), ("engine/tests", true)] {
        for file in rust_files(root, Path::new(dir))? {
            let text = std::fs::read_to_string(root.join(&file)).map_err(|e| io_error(&file, e))?;
            sites.extend(scan_file(&file, &text, in_tests)?);
        }
    }
    Ok(sites)
}

fn io_error(path: &Path, error: std::io::Error) -> Error {
    Error::Io {
        path: path.to_owned(),
        message: error.to_string(),
    }
}

/// The `.rs` files under `dir` (relative to `root`), sorted, skipping `generated/` folders.
pub fn rust_files(root: &Path, dir: &Path) -> Result<Vec<PathBuf>, Error> {
    let mut files = Vec::new();
    let mut pending = vec![dir.to_owned()];
    while let Some(dir) = pending.pop() {
        let Ok(entries) = std::fs::read_dir(root.join(&dir)) else {
            continue;
        };
        for entry in entries {
            let entry = entry.map_err(|e| io_error(&dir, e))?;
            let relative = dir.join(entry.file_name());
            if root.join(&relative).is_dir() {
                if entry.file_name() != "generated" {
                    pending.push(relative);
                }
            } else if relative.extension().is_some_and(|e| e == "rs") {
                files.push(relative);
            }
        }
    }
    files.sort();
    Ok(files)
}

/// The citation sites of one file. `in_tests` marks files of a `tests/` folder, whose sites
/// are tests (test fns) or support (anything else).
pub fn scan_file(path: &Path, source: &str, in_tests: bool) -> Result<Vec<Site>, Error> {
    let file = syn::parse_file(source).map_err(|e| {
        let start = e.span().start();
        Error::Syntax {
            path: path.to_owned(),
            line: start.line,
            column: start.column + 1,
            message: e.to_string(),
        }
    })?;
    let mut scanner = Scanner {
        path,
        sites: Vec::new(),
        in_test: in_tests,
        enclosing: Vec::new(),
    };
    scanner.visit_file(&file);
    scanner.sites.sort_by_key(|s| (s.line, s.end_line));
    Ok(scanner.sites)
}

struct Scanner<'a> {
    path: &'a Path,
    sites: Vec<Site>,
    /// Inside a test fn, a `#[cfg(test)]` module or a `tests/` file.
    in_test: bool,
    /// The lines of the fns, consts and statics being visited, innermost last.
    enclosing: Vec<(usize, usize)>,
}

impl Scanner<'_> {
    /// Records the `#[rule]` attributes among `attrs` of an item named `item`.
    fn item(&mut self, attrs: &[syn::Attribute], item: String, span: proc_macro2::Span, is_test: bool) {
        for attr in attrs
            .iter()
            .filter(|a| last_segment(a.path()).as_deref() == Some("rule"))
        {
            let (rules, invalid, stub) = rule_args(attr);
            let role = if stub {
                Role::Stub
            } else if is_test {
                Role::Test
            } else if self.in_test {
                Role::Support
            } else {
                Role::Code
            };
            let line = attr.span().start().line;
            self.sites.push(Site {
                rules,
                invalid,
                item: item.clone(),
                file: self.path.to_owned(),
                line,
                end_line: span.end().line,
                code_lines: (line, span.end().line),
                role,
            });
        }
    }

    fn cite(&mut self, tokens: TokenStream, line: usize) {
        let (rules, invalid) = ids(&tokens);
        self.sites.push(Site {
            rules,
            invalid,
            item: "cite!".to_owned(),
            file: self.path.to_owned(),
            line,
            end_line: line,
            code_lines: self.enclosing.last().copied().unwrap_or((line, line)),
            role: if self.in_test { Role::Support } else { Role::Code },
        });
    }

    /// `cite!` calls hidden in other macros' tokens (`assert_eq!(cite!("704.5a"), …)`).
    fn cites_in_tokens(&mut self, tokens: TokenStream) {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        for (i, tree) in trees.iter().enumerate() {
            match (tree, trees.get(i + 1), trees.get(i + 2)) {
                (TokenTree::Ident(name), Some(TokenTree::Punct(bang)), Some(TokenTree::Group(args)))
                    if name == "cite" && bang.as_char() == '!' =>
                {
                    self.cite(args.stream(), name.span().start().line);
                }
                (TokenTree::Group(group), _, _) => self.cites_in_tokens(group.stream()),
                _ => {}
            }
        }
    }

    /// Visits an item's insides with its lines as the enclosing code of `cite!` calls.
    fn inside(&mut self, span: proc_macro2::Span, f: impl FnOnce(&mut Self)) {
        self.enclosing.push((span.start().line, span.end().line));
        f(self);
        self.enclosing.pop();
    }

    fn with_test_scope(&mut self, is_test: bool, f: impl FnOnce(&mut Self)) {
        let outer = self.in_test;
        self.in_test |= is_test;
        f(self);
        self.in_test = outer;
    }
}

impl<'ast> Visit<'ast> for Scanner<'_> {
    fn visit_item_fn(&mut self, node: &'ast syn::ItemFn) {
        let is_test = has_test_attr(&node.attrs);
        self.item(&node.attrs, node.sig.ident.to_string(), node.span(), is_test);
        self.inside(node.span(), |s| {
            s.with_test_scope(is_test, |s| visit::visit_item_fn(s, node))
        });
    }

    fn visit_impl_item_fn(&mut self, node: &'ast syn::ImplItemFn) {
        let is_test = has_test_attr(&node.attrs);
        self.item(&node.attrs, node.sig.ident.to_string(), node.span(), is_test);
        self.inside(node.span(), |s| {
            s.with_test_scope(is_test, |s| visit::visit_impl_item_fn(s, node))
        });
    }

    fn visit_trait_item_fn(&mut self, node: &'ast syn::TraitItemFn) {
        // A declaration without a body implements nothing (the macro registers nothing).
        if node.default.is_some() {
            self.item(&node.attrs, node.sig.ident.to_string(), node.span(), false);
        }
        self.inside(node.span(), |s| visit::visit_trait_item_fn(s, node));
    }

    fn visit_item_mod(&mut self, node: &'ast syn::ItemMod) {
        self.item(&node.attrs, format!("mod {}", node.ident), node.span(), false);
        self.with_test_scope(is_cfg_test(&node.attrs), |s| visit::visit_item_mod(s, node));
    }

    fn visit_item_impl(&mut self, node: &'ast syn::ItemImpl) {
        let name = match &node.trait_ {
            Some((_, path, _)) => format!("impl {} for {}", tokens(path), tokens(&node.self_ty)),
            None => format!("impl {}", tokens(&node.self_ty)),
        };
        self.item(&node.attrs, name, node.span(), false);
        visit::visit_item_impl(self, node);
    }

    fn visit_item_struct(&mut self, node: &'ast syn::ItemStruct) {
        self.item(&node.attrs, node.ident.to_string(), node.span(), false);
        visit::visit_item_struct(self, node);
    }

    fn visit_item_enum(&mut self, node: &'ast syn::ItemEnum) {
        self.item(&node.attrs, node.ident.to_string(), node.span(), false);
        visit::visit_item_enum(self, node);
    }

    fn visit_item_trait(&mut self, node: &'ast syn::ItemTrait) {
        self.item(&node.attrs, node.ident.to_string(), node.span(), false);
        visit::visit_item_trait(self, node);
    }

    fn visit_item_const(&mut self, node: &'ast syn::ItemConst) {
        self.item(&node.attrs, node.ident.to_string(), node.span(), false);
        self.inside(node.span(), |s| visit::visit_item_const(s, node));
    }

    fn visit_item_static(&mut self, node: &'ast syn::ItemStatic) {
        self.item(&node.attrs, node.ident.to_string(), node.span(), false);
        self.inside(node.span(), |s| visit::visit_item_static(s, node));
    }

    fn visit_item_type(&mut self, node: &'ast syn::ItemType) {
        self.item(&node.attrs, node.ident.to_string(), node.span(), false);
        visit::visit_item_type(self, node);
    }

    fn visit_impl_item_const(&mut self, node: &'ast syn::ImplItemConst) {
        self.item(&node.attrs, node.ident.to_string(), node.span(), false);
        self.inside(node.span(), |s| visit::visit_impl_item_const(s, node));
    }

    fn visit_macro(&mut self, node: &'ast syn::Macro) {
        if last_segment(&node.path).as_deref() == Some("cite") {
            self.cite(node.tokens.clone(), node.path.span().start().line);
        } else {
            self.cites_in_tokens(node.tokens.clone());
        }
        visit::visit_macro(self, node);
    }
}

fn tokens(node: &impl ToTokens) -> String {
    node.to_token_stream()
        .to_string()
        .replace(" < ", "<")
        .replace(" >", ">")
        .replace(" :: ", "::")
}

fn last_segment(path: &syn::Path) -> Option<String> {
    path.segments.last().map(|s| s.ident.to_string())
}

fn has_test_attr(attrs: &[syn::Attribute]) -> bool {
    attrs
        .iter()
        .any(|a| last_segment(a.path()).is_some_and(|s| s == "test"))
}

fn is_cfg_test(attrs: &[syn::Attribute]) -> bool {
    attrs
        .iter()
        .any(|a| a.path().is_ident("cfg") && a.to_token_stream().to_string().replace(' ', "") == "#[cfg(test)]")
}

/// The IDs and the `stub` flag of a `#[rule(...)]` attribute.
fn rule_args(attr: &syn::Attribute) -> (Vec<RuleId>, Vec<String>, bool) {
    let syn::Meta::List(list) = &attr.meta else {
        return (Vec::new(), Vec::new(), false);
    };
    let stub = list
        .tokens
        .clone()
        .into_iter()
        .any(|t| matches!(&t, TokenTree::Ident(i) if i == "stub"));
    let (rules, invalid) = ids(&list.tokens);
    (rules, invalid, stub)
}

/// The string literals among `tokens`, parsed as rule IDs.
fn ids(tokens: &TokenStream) -> (Vec<RuleId>, Vec<String>) {
    let mut rules = Vec::new();
    let mut invalid = Vec::new();
    for tree in tokens.clone() {
        let TokenTree::Literal(literal) = tree else {
            continue;
        };
        let Ok(syn::Lit::Str(text)) = syn::parse2::<syn::Lit>(literal.into_token_stream()) else {
            continue;
        };
        match text.value().parse() {
            Ok(id) => rules.push(id),
            Err(_) => invalid.push(text.value()),
        }
    }
    (rules, invalid)
}
