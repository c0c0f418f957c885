//! The run-time citation registry and the source scan `cargo xtask` uses agree.

use std::collections::BTreeSet;
use std::path::{Component, Path, PathBuf};

/// `engine/src/generated/handlers/../../handlers/sba/r704_5a.rs` → `engine/src/handlers/…`.
fn normalize(path: &str) -> PathBuf {
    let mut out = PathBuf::new();
    for component in Path::new(path).components() {
        match component {
            Component::ParentDir => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    out
}

#[cfg(debug_assertions)]
#[test]
fn every_registered_site_is_found_by_the_source_scan_and_back() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let scanned: BTreeSet<(PathBuf, usize, Vec<String>)> = codegen::scan::scan_engine(&root)
        .unwrap_or_else(|e| panic!("{e}"))
        .into_iter()
        // `#[cfg(test)]` code of the library is not linked into this binary.
        .filter(|s| {
            let test_code = matches!(s.role, codegen::scan::Role::Test | codegen::scan::Role::Support);
            !(s.file.starts_with("engine/src") && test_code)
        })
        .map(|s| (s.file, s.line, s.rules.iter().map(|r| r.to_string()).collect()))
        .collect();
    let registered: BTreeSet<(PathBuf, usize, Vec<String>)> = engine::trace::CITATIONS
        .iter()
        .map(|c| {
            let rules = c.rules.iter().map(|r| r.to_string()).collect();
            (normalize(c.file), c.line as usize, rules)
        })
        .collect();
    let only_scanned: Vec<_> = scanned.difference(&registered).collect();
    let only_registered: Vec<_> = registered.difference(&scanned).collect();
    assert!(
        only_scanned.is_empty() && only_registered.is_empty(),
        "found by the scan only: {only_scanned:#?}\nregistered only: {only_registered:#?}"
    );
    assert!(scanned.len() > 300, "the handler stubs alone cite over 300 rules");
}
