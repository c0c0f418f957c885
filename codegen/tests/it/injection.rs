//! Rule text cannot break or inject into generated code, and output is deterministic.

use rules_data::{FormatChoice, Ruleset};
use syn::{Expr, Item, Lit, Meta};

/// A ruleset whose text holds everything that could end a literal or a comment, or look like
/// code: quotes, backslashes, `*/`, `#[`, braces, a newline, and a keyword title made of them.
fn crafted() -> Ruleset {
    let rows = [
        r#"{"number": "100.1", "text": "He said \"stop\" \\ */ #[evil] } fn x() { /* \n second paragraph ///", "examples": ["*/ } \"\\"]}"#,
        r#"{"number": "100.1a", "text": "\"); panic!(\"boom\"); (\"", "examples": []}"#,
        r#"{"number": "702.2", "text": "Evil\"} #[x] mod", "examples": []}"#,
        r##"{"number": "702.2a", "text": "r#\"raw\"# and {{format}}", "examples": []}"##,
        r#"{"number": "704.5a", "text": "*/ if a player has 0 life } // that player loses", "examples": []}"#,
    ];
    let ingested = rules_data::ingest(rows.join("\n").as_bytes(), "crafted.jsonl", FormatChoice::Auto);
    assert!(
        !ingested.failed(false),
        "crafted input ingests: {:?}",
        ingested.diagnostics
    );
    ingested.ruleset
}

fn file(ruleset: &Ruleset, path: &str) -> syn::File {
    let files = codegen::generate(ruleset).unwrap_or_else(|e| panic!("{e}"));
    let output = files
        .iter()
        .find(|f| f.path.to_str() == Some(path))
        .unwrap_or_else(|| panic!("{path} is generated"));
    syn::parse_file(&output.contents).unwrap_or_else(|e| panic!("{path} parses: {e}"))
}

/// The joined `#[doc]` values of a const item named `name`.
fn const_docs(file: &syn::File, name: &str) -> Option<String> {
    file.items.iter().find_map(|item| match item {
        Item::Const(c) if c.ident == name => Some(
            c.attrs
                .iter()
                .filter_map(|a| match &a.meta {
                    Meta::NameValue(nv) if nv.path.is_ident("doc") => match &nv.value {
                        Expr::Lit(syn::ExprLit { lit: Lit::Str(s), .. }) => Some(s.value()),
                        _ => None,
                    },
                    _ => None,
                })
                .collect::<Vec<_>>()
                .join("\n"),
        ),
        _ => None,
    })
}

#[test]
fn hostile_text_stays_inside_doc_strings() {
    let ruleset = crafted();
    let rules = file(&ruleset, "engine/src/generated/rules.rs");
    let consts: Vec<String> = rules
        .items
        .iter()
        .filter_map(|i| match i {
            Item::Const(c) => Some(c.ident.to_string()),
            _ => None,
        })
        .collect();
    // One constant per rule plus RELEASE: nothing was injected, nothing swallowed.
    assert_eq!(consts.len(), ruleset.rules.len() + 1, "{consts:?}");
    let doc = const_docs(&rules, "R100_1").unwrap_or_default();
    assert!(
        doc.contains(r#"He said "stop" \\ \*/ \#\[evil\] } fn x() { /\*"#),
        "{doc}"
    );
    assert!(doc.contains("second paragraph"), "{doc}");
    assert!(doc.contains(r#"Example: \*/ } "\\"#), "{doc}");
    let doc = const_docs(&rules, "R100_1A").unwrap_or_default();
    assert!(doc.contains(r#""); panic!("boom"); (""#), "{doc}");
    // No item other than the `use`s, consts and the table exists.
    assert!(rules
        .items
        .iter()
        .all(|i| matches!(i, Item::Use(_) | Item::Const(_) | Item::Static(_))));
}

#[test]
fn hostile_titles_make_plain_identifiers() {
    let ruleset = crafted();
    let abilities = file(&ruleset, "engine/src/generated/keyword_abilities.rs");
    let Some(Item::Enum(keywords)) = abilities.items.iter().find(|i| matches!(i, Item::Enum(_))) else {
        panic!("the keyword enum is generated");
    };
    let variants: Vec<String> = keywords.variants.iter().map(|v| v.ident.to_string()).collect();
    assert_eq!(variants, ["EvilXMod"]);
    let files = codegen::generate(&ruleset).unwrap_or_else(|e| panic!("{e}"));
    assert!(files
        .iter()
        .any(|f| f.path.to_str() == Some("engine/src/handlers/keyword_abilities/evil_x_mod.rs")));
    for output in &files {
        syn::parse_file(&output.contents).unwrap_or_else(|e| panic!("{} parses: {e}", output.path.display()));
    }
}

#[test]
fn output_is_deterministic_and_starts_with_the_header() {
    let ruleset = rules_data::embedded().ruleset;
    let first = codegen::generate(&ruleset).unwrap_or_else(|e| panic!("{e}"));
    let second = codegen::generate(&ruleset).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(first, second);
    for output in first.iter().filter(|f| f.ownership == codegen::Ownership::Generated) {
        assert!(
            output.contents.starts_with(codegen::GENERATED_HEADER),
            "{}",
            output.path.display()
        );
    }
    for output in first.iter().filter(|f| f.ownership == codegen::Ownership::Stub) {
        assert!(output.contents.contains(", stub)]"), "{}", output.path.display());
        assert!(output.contents.contains("Handled::Unimplemented"));
    }
}
