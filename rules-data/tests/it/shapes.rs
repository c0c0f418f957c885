//! Other shapes of the same data: the two JSON datasets, the seeds, CSV and JSON Lines rows.

use rules_data::{Code, Format, FormatChoice, RuleKind};

use crate::support::{counts, ingest_shared};

/// The seeds' counts, from `shared/seeds/README.md`, each re-counted by script and by reading.
#[test]
fn every_seed_yields_the_rules_it_holds() {
    let expected: &[(&str, [usize; 6])] = &[
        ("000_34d4161e6b49364b.txt", [0, 0, 41, 59, 23, 0]),
        ("001_d1b54179169f2451.txt", [0, 1, 12, 14, 0, 0]),
        ("002_916e8098a93353be.txt", [0, 28, 164, 212, 50, 0]),
        ("003_ef2cc44c53ec7ca3.txt", [1, 6, 52, 83, 23, 0]),
        ("004_0677abbe2e9d399a.txt", [0, 2, 23, 19, 17, 0]),
    ];
    for &(file, want) in expected {
        let ingested = ingest_shared(&format!("seeds/{file}"), FormatChoice::Auto);
        assert_eq!(ingested.ruleset.source.format, Format::Fragment, "{file}");
        assert_eq!(counts(&ingested), want, "{file}");
        assert!(!ingested.failed(false), "{file}: {:?}", ingested.diagnostics);
    }
}

#[test]
fn fragments_drop_noise_and_keep_rule_text_whole() {
    let scraped = ingest_shared("seeds/002_916e8098a93353be.txt", FormatChoice::Auto);
    let all_text: String = scraped.ruleset.rules.iter().map(|r| r.text.as_str()).collect();
    for noise in [
        "top of page",
        "views0 comments",
        "Comentarios",
        "bottom of page",
        "Atraxa",
    ] {
        assert!(!all_text.contains(noise), "noise “{noise}” kept");
    }
    assert!(scraped.diagnostics.iter().any(|d| d.code == Code::Noise));

    let book = ingest_shared("seeds/004_0677abbe2e9d399a.txt", FormatChoice::Auto);
    let rule = |id: &str| book.ruleset.get(id.parse().expect("id")).expect("present").clone();
    assert!(
        rule("504.2")
            .text
            .contains("face-down permanents in play, and face-down cards"),
        "split word rejoined"
    );
    let examples = rule("503.3").examples;
    let rejoined = "A face-down Grinning Demon (a creature with morph) becomes a copy of Wandering Ones";
    assert!(
        examples.iter().any(|e| e.starts_with(rejoined)),
        "`A fa` / `ce-down` rejoined: {examples:?}"
    );
    assert_eq!(rule("502.52").title(), Some("Replicate"));

    let wrapped = ingest_shared("seeds/003_ef2cc44c53ec7ca3.txt", FormatChoice::Auto);
    let rule = wrapped.ruleset.get("500.2".parse().expect("id")).expect("500.2");
    assert_eq!(rule.examples.len(), 2, "inline examples split out: {:?}", rule.examples);
    assert!(rule.text.ends_with("to attack.)"), "{}", rule.text);
    assert!(
        wrapped.ruleset.get("309".parse().expect("id")).is_none(),
        "a wrapped `309, \"Declare…` is not a chapter"
    );

    let article = ingest_shared("seeds/001_d1b54179169f2451.txt", FormatChoice::Auto);
    let chapter = article.ruleset.get("706".parse().expect("id")).expect("706");
    assert_eq!(chapter.text, "Copying Objects");
    assert_eq!(chapter.children.len(), 12);
}

#[test]
fn the_viewer_dump_reads_rows_sorted_as_strings() {
    let dump = ingest_shared("seeds/000_34d4161e6b49364b.txt", FormatChoice::Auto);
    let ids: Vec<String> = dump.ruleset.rules.iter().map(|r| r.id.to_string()).collect();
    let pos = |id: &str| {
        ids.iter()
            .position(|i| i == id)
            .unwrap_or_else(|| panic!("{id} missing"))
    };
    assert!(pos("707.2") < pos("707.10"), "numeric order restored");
    assert_eq!(ids.first().map(String::as_str), Some("704.5b"));
    assert_eq!(ids.last().map(String::as_str), Some("709.3a"));
    assert_eq!(dump.ruleset.rules.len(), 100);
}

#[test]
fn the_rulesraker_dataset_matches_the_official_text() {
    let json = ingest_shared("datasets/rulesraker-MagicCompRules-20260116.json", FormatChoice::Auto);
    let txt = ingest_shared("cr/CR-20260116.txt", FormatChoice::Auto);
    assert_eq!(json.ruleset.source.format, Format::Json);
    assert_eq!(json.ruleset.effective_date, txt.ruleset.effective_date);
    let key = |r: &rules_data::Rule| (r.id, r.text.clone(), r.examples.clone(), r.hash, r.refs.clone());
    let from_json: Vec<_> = json.ruleset.rules.iter().map(key).collect();
    let from_txt: Vec<_> = txt.ruleset.rules.iter().map(key).collect();
    assert_eq!(from_json.len(), from_txt.len());
    for (a, b) in from_json.iter().zip(&from_txt) {
        assert_eq!(a, b);
    }
    let terms = |i: &rules_data::Ingested| {
        i.ruleset
            .glossary
            .iter()
            .map(|g| (g.term.clone(), g.text.clone()))
            .collect::<Vec<_>>()
    };
    assert_eq!(terms(&json), terms(&txt));
}

#[test]
fn the_mightstone_dataset_is_read_and_its_losses_reported() {
    let ingested = ingest_shared("datasets/mightstone-rules-20240607.json", FormatChoice::Auto);
    assert_eq!(counts(&ingested), [0, 144, 1116, 1810, 278, 683]);
    assert_eq!(
        ingested.ruleset.effective_date.map(|d| d.to_string()).as_deref(),
        Some("2024-06-07")
    );
    // It drops every rule whose text starts with a quote mark: 702.11 keeps only a, e and h.
    let gap = ingested
        .diagnostics
        .iter()
        .find(|d| d.code == Code::Gap && d.message.starts_with("702.11e follows 702.11a"));
    assert!(gap.is_some(), "{:?}", ingested.diagnostics);
    assert!(ingested.ruleset.of_kind(RuleKind::Part).next().is_none());
}

#[test]
fn csv_and_jsonl_rows_in_any_order_with_an_index_column() {
    let csv = "\u{feff}idx,number,text,examples\n\
               2,100.1a,A two-player game is a game that begins with only two players.,[]\n\
               1,100.1.,\"These Magic rules apply, see rule 100.1a.\",\"[\"\"One.\"\", \"\"Two.\"\"]\"\n";
    let ingested = rules_data::ingest(csv.as_bytes(), "rows.csv", FormatChoice::Auto);
    assert_eq!(ingested.ruleset.source.format, Format::Csv);
    assert!(ingested.diagnostics.is_empty(), "{:?}", ingested.diagnostics);
    let ids: Vec<String> = ingested.ruleset.rules.iter().map(|r| r.id.to_string()).collect();
    assert_eq!(ids, ["100.1", "100.1a"]);
    assert_eq!(ingested.ruleset.rules[0].examples, ["One.", "Two."]);
    assert_eq!(ingested.ruleset.rules[0].refs, ["100.1a".parse().expect("id")]);

    let jsonl = "{\"number\":\"100.1a\",\"text\":\"B\",\"examples\":[]}\n{\"number\":\"100.1\",\"text\":\"A\",\"examples\":\"[\\\"E\\\"]\"}\n";
    let ingested = rules_data::ingest(jsonl.as_bytes(), "rows.jsonl", FormatChoice::Auto);
    assert_eq!(ingested.ruleset.source.format, Format::Jsonl);
    assert_eq!(ingested.ruleset.rules.len(), 2);
    assert_eq!(ingested.ruleset.rules[0].examples, ["E"]);
}

#[test]
fn bad_rows_are_errors_that_say_where() {
    let csv = "number,text,examples\n100.1,Fine.,[]\n10x.1,Bad number.,[]\n100.2,Bad examples.,[oops\n";
    let ingested = rules_data::ingest(csv.as_bytes(), "bad.csv", FormatChoice::Auto);
    let errors: Vec<_> = ingested.diagnostics.iter().filter(|d| d.is_error()).collect();
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert_eq!((errors[0].line, errors[1].line), (3, 4));
    assert!(errors[1].message.contains("JSON list"), "{}", errors[1]);
    assert_eq!(ingested.ruleset.rules.len(), 1, "the good row is kept");
}

#[test]
fn fragments_merge_exact_duplicates_and_keep_both_printings_of_a_conflict() {
    let page = "Page 1\n\n704.5a If a player has 0 or less life, that player loses the game.\n\n\
                704.5b If a player attempted to draw a card from a library with no cards in it, that player loses.\n\n\
                Page 2\n\n704.5a If a player has 0 or less life, that player loses the game.\n\n\
                704.5b A different text for the same rule, which is a conflict here.\n";
    let ingested = rules_data::ingest(page.as_bytes(), "page.html.txt", FormatChoice::Auto);
    let ids: Vec<String> = ingested.ruleset.rules.iter().map(|r| r.id.to_string()).collect();
    assert_eq!(ids, ["704.5a", "704.5b", "704.5b#2"], "nothing printed is dropped");
    let codes: Vec<Code> = ingested.diagnostics.iter().map(|d| d.code).collect();
    assert!(codes.contains(&Code::DuplicateSame), "{codes:?}");
    let conflict = ingested
        .diagnostics
        .iter()
        .find(|d| d.code == Code::DuplicateConflict)
        .expect("conflict reported");
    assert!(!conflict.is_error() && conflict.line == 11, "{conflict}");
    assert!(conflict.message.contains("lines 5 and 11"), "{conflict}");
    assert!(
        ingested.ruleset.rules[1].text.contains("attempted to draw"),
        "the first printing keeps the number"
    );
    assert!(ingested.ruleset.rules[2].text.starts_with("A different text"));
    assert_eq!(ingested.ruleset.rules[2].id.printed().to_string(), "704.5b");
    assert_eq!(ingested.ruleset.rules[2].parent, ingested.ruleset.rules[1].parent);
}
