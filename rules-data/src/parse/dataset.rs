//! Datasets: rows `number,text,examples` as CSV, JSON Lines or a JSON array; this project's
//! JSON index; and the JSON exports of two other projects (rulesraker, mightstone).

use std::borrow::Cow;

use serde::Deserialize;
use serde_json::Value;

use crate::assemble::{Draft, DraftGlossary, DraftRule};
use crate::diag::{Code, Diagnostic, Severity};
use crate::id::RuleId;
use crate::model::{Date, LineSpan, Ruleset, SourceInfo};
use crate::parse::body::strip_example_label;

/// One dataset row, as read.
pub(crate) struct Row {
    pub number: String,
    pub text: String,
    pub examples: Vec<String>,
    /// The line (or record number) for diagnostics.
    pub line: usize,
    pub lines: LineSpan,
}

/// Turns rows into draft rules; a row with a bad number is an error that names it.
pub(crate) fn rows_to_rules(rows: Vec<Row>, file: &str, diagnostics: &mut Vec<Diagnostic>) -> Vec<DraftRule<'static>> {
    let mut rules = Vec::with_capacity(rows.len());
    for row in rows {
        let number = row.number.trim().trim_end_matches('.');
        match number.parse::<RuleId>() {
            Ok(id) => rules.push(DraftRule {
                id,
                source_line: Cow::Owned(format!("{number} {}", row.text)),
                text: row.text,
                examples: row.examples.iter().map(|e| strip_example_label(e).to_owned()).collect(),
                lines: row.lines,
            }),
            Err(error) => diagnostics.push(
                Diagnostic::new(Severity::Error, Code::BadRecord, file, row.line, error.to_string())
                    .with_hint("the number column holds IDs such as 100, 100.1 or 100.1a"),
            ),
        }
    }
    rules
}

fn bad_record(file: &str, line: usize, message: impl Into<String>) -> Diagnostic {
    Diagnostic::new(Severity::Error, Code::BadRecord, file, line, message)
        .with_hint("each record needs `number` and `text`, and `examples` as a JSON list of strings")
}

/// The `examples` cell: a JSON list of strings, or empty.
pub(crate) fn examples_cell(cell: &str) -> Result<Vec<String>, String> {
    let cell = cell.trim();
    if cell.is_empty() {
        return Ok(Vec::new());
    }
    serde_json::from_str(cell).map_err(|e| format!("examples must be a JSON list of strings: {e}"))
}

fn span(line: usize) -> LineSpan {
    LineSpan {
        first: line,
        last: line,
    }
}

pub(crate) fn parse_csv(text: &str, source: SourceInfo, diagnostics: &mut Vec<Diagnostic>) -> Draft<'static> {
    let file = source.name.clone();
    let mut draft = Draft::new(source, true);
    let mut reader = csv::ReaderBuilder::new().flexible(true).from_reader(text.as_bytes());
    let headers: Vec<String> = match reader.headers() {
        Ok(h) => h.iter().map(|c| c.trim().to_ascii_lowercase()).collect(),
        Err(e) => {
            diagnostics.push(bad_record(&file, 1, format!("unreadable header: {e}")));
            return draft;
        }
    };
    let column = |name: &str| headers.iter().position(|h| h == name);
    let (Some(number_col), Some(text_col)) = (column("number"), column("text")) else {
        diagnostics.push(bad_record(
            &file,
            1,
            format!("the header has no `number` and `text` columns: {}", headers.join(",")),
        ));
        return draft;
    };
    let examples_col = column("examples");
    let mut rows = Vec::new();
    for record in reader.records() {
        let record = match record {
            Ok(record) => record,
            Err(e) => {
                let line = e.position().map_or(0, |p| p.line() as usize);
                diagnostics.push(bad_record(&file, line, e.to_string()));
                continue;
            }
        };
        let line = record.position().map_or(0, |p| p.line() as usize);
        let cell = |i: usize| record.get(i).unwrap_or("").to_owned();
        let examples = match examples_col.map(|i| examples_cell(&cell(i))).transpose() {
            Ok(examples) => examples.unwrap_or_default(),
            Err(message) => {
                diagnostics.push(bad_record(&file, line, message));
                continue;
            }
        };
        rows.push(Row {
            number: cell(number_col),
            text: cell(text_col),
            examples,
            line,
            lines: span(line),
        });
    }
    draft.rules = rows_to_rules(rows, &file, diagnostics);
    draft
}

/// A row object of JSON Lines or of a JSON array: `examples` may be a list or a JSON string.
#[derive(Deserialize)]
struct RowObject {
    number: String,
    text: String,
    #[serde(default)]
    examples: Option<Value>,
}

fn row_from_object(object: RowObject, line: usize) -> Result<Row, String> {
    let examples = match object.examples {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::String(s)) => examples_cell(&s)?,
        Some(list) => serde_json::from_value(list).map_err(|e| format!("examples must be a list of strings: {e}"))?,
    };
    Ok(Row {
        number: object.number,
        text: object.text,
        examples,
        line,
        lines: span(line),
    })
}

pub(crate) fn parse_jsonl(text: &str, source: SourceInfo, diagnostics: &mut Vec<Diagnostic>) -> Draft<'static> {
    let file = source.name.clone();
    let mut draft = Draft::new(source, true);
    let mut rows = Vec::new();
    for (i, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let row = serde_json::from_str::<RowObject>(line)
            .map_err(|e| e.to_string())
            .and_then(|o| row_from_object(o, i + 1));
        match row {
            Ok(row) => rows.push(row),
            Err(message) => diagnostics.push(bad_record(&file, i + 1, message).with_source(line)),
        }
    }
    draft.rules = rows_to_rules(rows, &file, diagnostics);
    draft
}

pub(crate) fn parse_json(text: &str, source: SourceInfo, diagnostics: &mut Vec<Diagnostic>) -> Draft<'static> {
    let file = source.name.clone();
    let value: Value = match serde_json::from_str(text) {
        Ok(value) => value,
        Err(e) => {
            diagnostics.push(
                Diagnostic::new(
                    Severity::Error,
                    Code::BadRecord,
                    &file,
                    e.line(),
                    format!("invalid JSON: {e}"),
                )
                .at_column(e.column())
                .with_source(text.lines().nth(e.line().saturating_sub(1)).unwrap_or("")),
            );
            return Draft::new(source, true);
        }
    };
    if value.get("schema_version").is_some() {
        from_index(value, source, diagnostics)
    } else if value.get("Rules").is_some() {
        from_rulesraker(&value, source, diagnostics)
    } else if value.get("ruleset").is_some() {
        from_mightstone(&value, source, diagnostics)
    } else if let Value::Array(items) = value {
        from_row_array(items, source, diagnostics)
    } else {
        diagnostics.push(bad_record(
            &file,
            1,
            "unknown JSON shape: expected this project's index, a list of rows, or a rulesraker or mightstone export",
        ));
        Draft::new(source, true)
    }
}

/// This project's own index: read back through the shared steps, so the result is what
/// ingesting the original gave (the original source information is kept).
fn from_index(value: Value, source: SourceInfo, diagnostics: &mut Vec<Diagnostic>) -> Draft<'static> {
    let file = source.name.clone();
    let ruleset: Ruleset = match serde_json::from_value(value) {
        Ok(ruleset) => ruleset,
        Err(e) => {
            diagnostics.push(bad_record(&file, 0, format!("not a valid rules index: {e}")));
            return Draft::new(source, true);
        }
    };
    let mut draft = Draft::new(ruleset.source, true);
    draft.title = ruleset.title;
    draft.effective_date = ruleset.effective_date;
    draft.credits = ruleset.credits;
    draft.rules = ruleset
        .rules
        .into_iter()
        .map(|r| DraftRule {
            source_line: Cow::Owned(format!("{} {}", r.id, r.text)),
            id: r.id,
            text: r.text,
            examples: r.examples,
            lines: r.lines,
        })
        .collect();
    draft.glossary = ruleset
        .glossary
        .into_iter()
        .map(|g| DraftGlossary {
            term: g.term,
            text: g.text,
            lines: g.lines,
        })
        .collect();
    draft
}

fn str_field<'v>(value: &'v Value, key: &str) -> &'v str {
    value.get(key).and_then(Value::as_str).unwrap_or("")
}

fn strings(value: Option<&Value>) -> Vec<String> {
    value.and_then(Value::as_array).map_or_else(Vec::new, |a| {
        a.iter().filter_map(Value::as_str).map(str::to_owned).collect()
    })
}

/// `{EffectiveDate, Rules: [{ID, Body: [..], Examples?}], Glossary: [{KeyText, Body}], Credits}`.
fn from_rulesraker(value: &Value, source: SourceInfo, diagnostics: &mut Vec<Diagnostic>) -> Draft<'static> {
    let file = source.name.clone();
    let mut draft = Draft::new(source, true);
    draft.effective_date = str_field(value, "EffectiveDate")
        .get(..10)
        .and_then(|d| d.parse::<Date>().ok());
    let rows = value
        .get("Rules")
        .and_then(Value::as_array)
        .map_or_else(Vec::new, |rules| {
            rules
                .iter()
                .enumerate()
                .map(|(i, r)| Row {
                    number: str_field(r, "ID").to_owned(),
                    text: strings(r.get("Body")).join("\n"),
                    examples: strings(r.get("Examples")),
                    line: i + 1,
                    lines: LineSpan::default(),
                })
                .collect()
        });
    draft.rules = rows_to_rules(rows, &file, diagnostics);
    draft.glossary = value
        .get("Glossary")
        .and_then(Value::as_array)
        .map_or_else(Vec::new, |entries| {
            entries
                .iter()
                .map(|g| DraftGlossary {
                    term: str_field(g, "KeyText").to_owned(),
                    text: str_field(g, "Body").to_owned(),
                    lines: LineSpan::default(),
                })
                .collect()
        });
    draft.credits = strings(value.get("Credits"))
        .iter()
        .flat_map(|c| c.lines())
        .filter(|l| !l.trim().is_empty())
        .map(str::to_owned)
        .collect();
    draft
}

/// `{effective, ruleset: {rules: {id: {ref, text, examples}}}, glossary: {terms: {k: {term, description}}}}`.
fn from_mightstone(value: &Value, source: SourceInfo, diagnostics: &mut Vec<Diagnostic>) -> Draft<'static> {
    let file = source.name.clone();
    let mut draft = Draft::new(source, true);
    draft.effective_date = super::txt::date_after_as_of(str_field(value, "effective"));
    let rules = value
        .get("ruleset")
        .and_then(|r| r.get("rules"))
        .and_then(Value::as_object);
    let rows = rules.map_or_else(Vec::new, |rules| {
        rules
            .iter()
            .enumerate()
            .map(|(i, (key, r))| Row {
                number: key.clone(),
                text: str_field(r, "text").to_owned(),
                examples: strings(r.get("examples")),
                line: i + 1,
                lines: LineSpan::default(),
            })
            .collect()
    });
    draft.rules = rows_to_rules(rows, &file, diagnostics);
    let terms = value
        .get("glossary")
        .and_then(|g| g.get("terms"))
        .and_then(Value::as_object);
    draft.glossary = terms.map_or_else(Vec::new, |terms| {
        terms
            .values()
            .map(|g| DraftGlossary {
                term: str_field(g, "term").to_owned(),
                text: str_field(g, "description").to_owned(),
                lines: LineSpan::default(),
            })
            .collect()
    });
    draft
}

fn from_row_array(items: Vec<Value>, source: SourceInfo, diagnostics: &mut Vec<Diagnostic>) -> Draft<'static> {
    let file = source.name.clone();
    let mut draft = Draft::new(source, true);
    let mut rows = Vec::new();
    for (i, item) in items.into_iter().enumerate() {
        match serde_json::from_value::<RowObject>(item)
            .map_err(|e| e.to_string())
            .and_then(|o| row_from_object(o, i + 1))
        {
            Ok(row) => rows.push(row),
            Err(message) => diagnostics.push(bad_record(&file, 0, format!("record {}: {message}", i + 1))),
        }
    }
    draft.rules = rows_to_rules(rows, &file, diagnostics);
    draft
}
