//! The JSON index matches its documented schema (`rules-data/schema/index.schema.json`).
//!
//! A small checker for the keywords the schema uses (type, enum, pattern as a shape check
//! through `RuleId`/dates, properties, required, additionalProperties, items, oneOf, $ref), so
//! that a field added to the model without documenting it fails here.

use serde_json::Value;

fn check(value: &Value, schema: &Value, root: &Value, path: &str, errors: &mut Vec<String>) {
    if let Some(reference) = schema.get("$ref").and_then(Value::as_str) {
        let name = reference.trim_start_matches("#/$defs/");
        return check(value, &root["$defs"][name], root, path, errors);
    }
    if let Some(options) = schema.get("oneOf").and_then(Value::as_array) {
        let matching = options.iter().filter(|o| {
            let mut e = Vec::new();
            check(value, o, root, path, &mut e);
            e.is_empty()
        });
        if matching.count() != 1 {
            errors.push(format!("{path}: matches not exactly one of oneOf"));
        }
        return;
    }
    if let Some(allowed) = schema.get("enum").and_then(Value::as_array) {
        if !allowed.contains(value) {
            errors.push(format!("{path}: {value} not in {allowed:?}"));
        }
    }
    if let Some(types) = schema.get("type") {
        let names: Vec<&str> = match types {
            Value::String(t) => vec![t.as_str()],
            Value::Array(ts) => ts.iter().filter_map(Value::as_str).collect(),
            _ => vec![],
        };
        let actual = match value {
            Value::Null => "null",
            Value::Bool(_) => "boolean",
            Value::Number(n) if n.is_i64() || n.is_u64() => "integer",
            Value::Number(_) => "number",
            Value::String(_) => "string",
            Value::Array(_) => "array",
            Value::Object(_) => "object",
        };
        if !names.contains(&actual) {
            errors.push(format!("{path}: {actual} where {names:?} is expected"));
        }
    }
    if let (Some(pattern), Some(s)) = (schema.get("pattern").and_then(Value::as_str), value.as_str()) {
        let ok = match pattern {
            p if p.starts_with("^[1-9]") => s.parse::<rules_data::RuleId>().is_ok(),
            p if p.starts_with("^[0-9]{4}") => s.parse::<rules_data::Date>().is_ok(),
            _ => s.parse::<rules_data::ContentHash>().is_ok(),
        };
        if !ok {
            errors.push(format!("{path}: `{s}` does not match {pattern}"));
        }
    }
    if let Value::Object(map) = value {
        let properties = schema.get("properties").and_then(Value::as_object);
        for required in schema.get("required").and_then(Value::as_array).into_iter().flatten() {
            let key = required.as_str().unwrap_or_default();
            if !map.contains_key(key) {
                errors.push(format!("{path}: missing required `{key}`"));
            }
        }
        for (key, item) in map {
            match properties.and_then(|p| p.get(key)) {
                Some(sub) => check(item, sub, root, &format!("{path}.{key}"), errors),
                None if schema.get("additionalProperties") == Some(&Value::Bool(false)) => {
                    errors.push(format!("{path}: `{key}` is not in the schema"))
                }
                None => {}
            }
        }
    }
    if let (Value::Array(items), Some(item_schema)) = (value, schema.get("items")) {
        for (i, item) in items.iter().enumerate() {
            check(item, item_schema, root, &format!("{path}[{i}]"), errors);
        }
    }
}

#[test]
fn the_exported_index_matches_the_schema() {
    let schema: Value = serde_json::from_str(include_str!("../../schema/index.schema.json")).expect("schema is JSON");
    for ingested in [
        rules_data::embedded(),
        crate::support::ingest_shared("cr/CR-19990423.txt", rules_data::FormatChoice::Auto),
        // with a repeat, `502.35b#2`
        crate::support::ingest_shared("cr-added/CR-20040601.txt", rules_data::FormatChoice::Auto),
    ] {
        let json = rules_data::export::to_json(&ingested.ruleset).expect("exports");
        let value: Value = serde_json::from_str(&json).expect("index is JSON");
        let mut errors = Vec::new();
        check(&value, &schema, &schema, "$", &mut errors);
        assert!(
            errors.is_empty(),
            "{} errors, first: {:?}",
            errors.len(),
            &errors[..errors.len().min(10)]
        );
    }
}

#[test]
fn the_schema_checker_catches_an_undocumented_field() {
    let schema: Value = serde_json::from_str(include_str!("../../schema/index.schema.json")).expect("schema is JSON");
    let mut value: Value =
        serde_json::from_str(&rules_data::export::to_json(&rules_data::embedded().ruleset).expect("exports"))
            .expect("JSON");
    value["rules"][0]["surprise"] = Value::Bool(true);
    value["rules"][1]["id"] = Value::String("100.0".into());
    let mut errors = Vec::new();
    check(&value, &schema, &schema, "$", &mut errors);
    assert_eq!(errors.len(), 2, "{errors:?}");
}
