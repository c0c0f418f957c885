//! No input, however broken, makes ingest panic or hang.

use proptest::prelude::*;
use rules_data::{Code, FormatChoice};

const FORMATS: [FormatChoice; 6] = [
    FormatChoice::Auto,
    FormatChoice::Exactly(rules_data::Format::Txt),
    FormatChoice::Exactly(rules_data::Format::Csv),
    FormatChoice::Exactly(rules_data::Format::Jsonl),
    FormatChoice::Exactly(rules_data::Format::Json),
    FormatChoice::Exactly(rules_data::Format::Fragment),
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..600)) {
        for format in FORMATS {
            let _ = rules_data::ingest(&bytes, "random", format);
        }
    }

    #[test]
    fn cr_shaped_lines_never_panic(lines in proptest::collection::vec(
        "(1|100|100\\.1|100\\.1a|606\\. 8b|Example:|Glossary|Credits|  |•|CR |\\[\\]|2,300|“|—)?[ a-zA-Z.,\\-–“”0-9]{0,30}", 0..60)) {
        let text = lines.join("\n");
        for format in FORMATS {
            let _ = rules_data::ingest(text.as_bytes(), "shaped", format);
        }
    }
}

#[test]
fn every_cut_of_the_current_release_parses() {
    let bytes = rules_data::EMBEDDED_BYTES;
    for cut in (0..bytes.len()).step_by(bytes.len() / 40) {
        let ingested = rules_data::ingest(&bytes[..cut], "cut", FormatChoice::Auto);
        let _ = ingested.ruleset.summary();
    }
}

#[test]
fn undecodable_input_is_an_error_with_a_hint() {
    let ingested = rules_data::ingest(b"\xFF\xFE\x00\xD8", "bad.txt", FormatChoice::Auto);
    let error = ingested
        .diagnostics
        .iter()
        .find(|d| d.code == Code::Undecodable)
        .expect("reported");
    assert!(error.is_error());
    let shown = error.to_string();
    assert!(shown.contains("bad.txt") && shown.contains("hint"), "{shown}");
}

#[test]
fn text_without_rules_is_an_error() {
    let ingested = rules_data::ingest(b"Just a shopping list.\nMilk\n", "list.txt", FormatChoice::Auto);
    assert!(ingested
        .diagnostics
        .iter()
        .any(|d| d.code == Code::NoRules && d.is_error()));
    assert!(ingested.failed(false));
}
