//! The pest grammar and the hand-written fast path agree on what a rule ID is.

use proptest::prelude::*;
use rules_data::crossref::{is_index_id_by_grammar, is_rule_id_by_grammar, CrossRef};
use rules_data::RuleId;

proptest! {
    #[test]
    fn lexer_and_grammar_agree_on_id_shaped_strings(s in "[0-9]{1,4}(\\.[0-9]{0,4}[a-z]{0,4})?\\.?") {
        prop_assert_eq!(s.parse::<RuleId>().is_ok(), is_rule_id_by_grammar(&s), "{}", s);
        prop_assert_eq!(RuleId::parse_const(&s).is_some(), is_rule_id_by_grammar(&s), "{}", s);
    }

    #[test]
    fn lexer_and_grammar_agree_on_repeat_shaped_strings(s in "[0-9]{1,4}(\\.[0-9]{0,4}[a-z]{0,4})?#[0-9a]{0,4}") {
        prop_assert_eq!(s.parse::<RuleId>().is_ok(), is_index_id_by_grammar(&s), "{}", s);
    }

    #[test]
    fn lexer_and_grammar_agree_on_any_short_string(s in "\\PC{0,8}") {
        prop_assert_eq!(s.parse::<RuleId>().is_ok(), is_index_id_by_grammar(&s), "{}", s);
    }

    #[test]
    fn every_id_displays_as_it_parses(chapter in 100u16..1000, rule in 1u16..400, letters in "[a-z]{0,2}") {
        let text = if letters.is_empty() { format!("{chapter}.{rule}") } else { format!("{chapter}.{rule}{letters}") };
        let id: RuleId = text.parse().expect("valid");
        prop_assert_eq!(id.to_string(), text);
    }

    #[test]
    fn finding_references_never_panics(s in "\\PC{0,200}") {
        let _ = rules_data::crossref::find(&s);
    }
}

#[test]
fn references_in_real_sentences() {
    let find = |t: &str| {
        rules_data::crossref::find(t)
            .into_iter()
            .map(|f| f.target)
            .collect::<Vec<CrossRef>>()
    };
    let id = |s: &str| s.parse::<RuleId>().expect("id");
    assert_eq!(
        find("Paying a spell’s replicate cost follows the rules in rules 409.1b and 409.1f-h.").len(),
        2
    );
    assert_eq!(
        find("Casting a copy of an object follows steps 601.2a–h of rule 601, “Casting Spells,”"),
        [
            CrossRef {
                from: id("601.2a"),
                to: Some(id("601.2h"))
            },
            CrossRef {
                from: id("601"),
                to: None
            }
        ]
    );
    assert_eq!(find("This rule was in place from 2011–2018.").len(), 0);
    assert_eq!(
        find("See rules 903.6–903.11.")[0],
        CrossRef {
            from: id("903.6"),
            to: Some(id("903.11"))
        }
    );
    assert_eq!(
        find("(See rule 119.9–10.)")[0],
        CrossRef {
            from: id("119.9"),
            to: Some(id("119.10"))
        }
    );
    assert_eq!(
        find("See section 8, “Multiplayer Rules.”")[0],
        CrossRef {
            from: id("8"),
            to: None
        }
    );
}

/// The fast path for lone IDs finds exactly what the grammar finds, in every sentence of
/// releases from three eras.
#[test]
fn the_fast_path_agrees_with_the_grammar_on_real_text() {
    let mut checked = 0;
    for file in ["CR-19990423.txt", "CR-20090711.txt", "CR-20260116.txt"] {
        let ruleset = crate::support::ingest_shared(&format!("cr/{file}"), rules_data::FormatChoice::Auto).ruleset;
        let texts = ruleset
            .rules
            .iter()
            .flat_map(|r| std::iter::once(&r.text).chain(&r.examples))
            .chain(ruleset.glossary.iter().map(|g| &g.text));
        for text in texts {
            assert_eq!(
                rules_data::crossref::find(text),
                rules_data::crossref::find_by_grammar(text),
                "{text}"
            );
            checked += 1;
        }
    }
    // Entries + examples + glossary entries: 1999 (415 + 36 + 175), 2009-07 (1584 + 189 + 408),
    // 2026-01-16 (3269 + 276 + 725), from the counts in corpus.rs.
    assert_eq!(checked, 626 + 2181 + 4270);
}
