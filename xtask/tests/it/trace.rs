//! `cargo xtask trace` forms: a rule, a file, an item, as JSON.

fn trace(args: &[&str]) -> serde_json::Value {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("trace")
        .args(args)
        .arg("--json")
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn a_rule_lists_its_sites_and_a_file_or_item_its_rules_with_status() {
    let rule = trace(&["704.5a"]);
    assert_eq!(rule["lock"], "current");
    assert_eq!(rule["status"], "executable");
    let sites = rule["sites"].as_array().cloned().unwrap_or_default();
    assert!(sites
        .iter()
        .any(|s| s["file"] == "engine/src/handlers/sba/r704_5a.rs" && s["role"] == "code"));
    assert!(sites.iter().any(|s| s["role"] == "test"));
    let file = trace(&["engine/src/handlers/sba/r704_5a.rs"]);
    let rules: Vec<&str> = file
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|c| c["rule"].as_str())
        .collect();
    assert!(rules.contains(&"704.5a"), "{rules:?}");
    let item = trace(&["engine/src/casting/mod.rs#cast"]);
    let item_rules: Vec<&str> = item
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|c| c["rule"].as_str())
        .collect();
    assert!(
        item_rules.contains(&"601.2i")
            && item_rules.contains(&"701.5a")
            && item_rules
                .iter()
                .all(|r| r.starts_with("601.2") || r.starts_with("701.5")),
        "{item_rules:?}"
    );
}
