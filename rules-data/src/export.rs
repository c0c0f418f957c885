//! Writing a ruleset: the JSON index, and the dataset columns `number,text,examples` as CSV
//! and JSON Lines.

use crate::error::Error;
use crate::id::RuleKind;
use crate::model::{Rule, Ruleset};

/// The JSON index (pretty-printed, with a final newline). Its layout is described by
/// `rules-data/schema/index.schema.json`.
pub fn to_json(ruleset: &Ruleset) -> Result<String, Error> {
    let mut json = serde_json::to_string_pretty(ruleset).map_err(|e| Error::Export(e.to_string()))?;
    json.push('\n');
    Ok(json)
}

/// Rules and subrules (not parts or chapters) in numeric order.
fn dataset_rows(ruleset: &Ruleset) -> impl Iterator<Item = &Rule> {
    ruleset
        .rules
        .iter()
        .filter(|r| matches!(r.kind, RuleKind::Rule | RuleKind::Subrule))
}

fn examples_json(rule: &Rule) -> Result<String, Error> {
    serde_json::to_string(&rule.examples).map_err(|e| Error::Export(e.to_string()))
}

/// CSV with the header `number,text,examples`; examples as a JSON list of strings.
pub fn to_csv(ruleset: &Ruleset) -> Result<String, Error> {
    let mut writer = csv::Writer::from_writer(Vec::new());
    let csv_error = |e: csv::Error| Error::Export(e.to_string());
    writer.write_record(["number", "text", "examples"]).map_err(csv_error)?;
    for rule in dataset_rows(ruleset) {
        writer
            .write_record([rule.id.to_string(), rule.text.clone(), examples_json(rule)?])
            .map_err(csv_error)?;
    }
    let bytes = writer.into_inner().map_err(|e| Error::Export(e.to_string()))?;
    String::from_utf8(bytes).map_err(|e| Error::Export(e.to_string()))
}

/// JSON Lines: one `{"number", "text", "examples"}` object per line.
pub fn to_jsonl(ruleset: &Ruleset) -> Result<String, Error> {
    let mut out = String::new();
    for rule in dataset_rows(ruleset) {
        let row = serde_json::json!({ "number": rule.id.to_string(), "text": rule.text, "examples": rule.examples });
        out.push_str(&row.to_string());
        out.push('\n');
    }
    Ok(out)
}
