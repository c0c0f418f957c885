//! TXT → JSON → ingest gives the same ruleset; TXT → CSV / JSON Lines → ingest gives the
//! same rules.

use rules_data::{export, FormatChoice, Rule, RuleKind, Ruleset};

use crate::support::ingest_shared;

fn reingest(text: &str, name: &str) -> Ruleset {
    let ingested = rules_data::ingest(text.as_bytes(), name, FormatChoice::Auto);
    assert!(!ingested.failed(false), "{name}: {:?}", ingested.diagnostics);
    ingested.ruleset
}

/// What the dataset columns carry: ID, text and examples (and what follows from them).
fn dataset_view(ruleset: &Ruleset) -> Vec<(String, String, Vec<String>, rules_data::ContentHash)> {
    ruleset
        .rules
        .iter()
        .filter(|r| matches!(r.kind, RuleKind::Rule | RuleKind::Subrule))
        .map(|r: &Rule| (r.id.to_string(), r.text.clone(), r.examples.clone(), r.hash))
        .collect()
}

#[test]
fn txt_to_json_and_back_is_identical_for_every_era_and_repeated_numbers() {
    for file in [
        "cr/CR-19990423.txt",
        "cr-added/CR-19991101.txt",
        "cr/CR-20031001.txt",
        "cr-added/CR-20040601.txt",
        "cr/CR-20061001.txt",
        "cr/CR-20160930.txt",
        "cr/CR-20260116.txt",
    ] {
        let original = ingest_shared(file, FormatChoice::Auto).ruleset;
        let json = export::to_json(&original).expect("exports");
        let again = reingest(&json, "index.json");
        assert_eq!(again, original, "{file}");
        assert_eq!(export::to_json(&again).expect("exports"), json, "{file}: byte-stable");
    }
}

#[test]
fn txt_to_csv_and_jsonl_and_back_gives_the_same_rules() {
    for file in ["cr/CR-20031001.txt", "cr-added/CR-20040601.txt", "cr/CR-20260116.txt"] {
        let original = ingest_shared(file, FormatChoice::Auto).ruleset;
        let csv = export::to_csv(&original).expect("exports");
        assert!(csv.starts_with("number,text,examples\n"));
        assert_eq!(
            dataset_view(&reingest(&csv, "rules.csv")),
            dataset_view(&original),
            "{file} via CSV"
        );
        let jsonl = export::to_jsonl(&original).expect("exports");
        assert_eq!(
            dataset_view(&reingest(&jsonl, "rules.jsonl")),
            dataset_view(&original),
            "{file} via JSONL"
        );
    }
}
