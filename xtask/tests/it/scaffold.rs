//! `cargo xtask scaffold` into a scratch workspace: one pending scenario per example with the
//! text verbatim, never an overwrite, a clear error for an unknown rule.

use std::path::Path;
use std::process::Output;

fn scaffold(root: &Path, rules: &[&str]) -> Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("scaffold")
        .arg("--root")
        .arg(root)
        .args(rules)
        .output()
        .unwrap_or_else(|e| panic!("running xtask: {e}"))
}

#[test]
fn scaffold_writes_a_pending_scenario_per_example_and_never_overwrites() {
    let root = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let out = scaffold(root.path(), &["704.8", "704.5a"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let wolf = root.path().join("engine/tests/scenarios/704/r704_8_example_1.toml");
    let text = std::fs::read_to_string(&wolf).unwrap_or_else(|e| panic!("{e}"));
    let table: toml::Table = toml::from_str(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(table["rules"].as_array().map(|a| a.len()), Some(1));
    assert!(table["pending"].as_str().is_some_and(|p| p.starts_with("scaffolded")));
    let example = table["example"]["text"].as_str().unwrap_or_default();
    assert!(
        example.starts_with("You control Young Wolf, a 1/1 creature with undying"),
        "{example}"
    );
    let embedded = rules_data::embedded().ruleset.effective_date.map(|d| d.to_string());
    assert_eq!(
        table["example"]["cr"].as_str(),
        embedded.as_deref(),
        "dated the embedded release"
    );
    // 704.5a has no example: one scenario for the rule itself.
    assert!(root.path().join("engine/tests/scenarios/704/r704_5a.toml").exists());
    // A second run keeps what is there, byte for byte.
    let mine = "rules = [\"704.8\"]\ntitle = \"mine\"\n";
    std::fs::write(&wolf, mine).unwrap_or_else(|e| panic!("{e}"));
    let again = scaffold(root.path(), &["704.8"]);
    assert!(again.status.success());
    assert!(String::from_utf8_lossy(&again.stdout).contains("exists, kept as it is"));
    assert_eq!(std::fs::read_to_string(&wolf).unwrap_or_default(), mine);
}

#[test]
fn scaffold_refuses_a_rule_the_cr_does_not_have() {
    let root = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let out = scaffold(root.path(), &["999.99"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("no rule `999.99`"));
}
