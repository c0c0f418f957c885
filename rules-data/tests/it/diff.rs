//! Comparing releases: the real consecutive pairs of the corpus, and small crafted cases.

use rules_data::diff::{diff, ChangeKind, WordRun};
use rules_data::{FormatChoice, RuleId, Ruleset};

use crate::support::shared_dir;

fn release(name: &str) -> Ruleset {
    let path = shared_dir().join("cr").join(name);
    rules_data::ingest_file(&path, FormatChoice::Auto)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .ruleset
}

fn id(s: &str) -> RuleId {
    s.parse().unwrap_or_else(|_| panic!("{s}"))
}

/// The changes of 2026-01-16, read off `cargo xtask diff` and checked against both texts.
#[test]
fn the_january_2026_update() {
    let d = diff(&release("CR-20251114.txt"), &release("CR-20260116.txt"), &[]);
    let c = d.counts;
    assert_eq!(
        (c.added, c.removed, c.edited, c.renumbered, c.renumbered_and_edited),
        (6, 1, 6, 3, 0),
        "{c:?}"
    );
    // "Friends forever" stopped being its own partner ability: 702.124k went, and the
    // letters after it moved up.
    assert_eq!(d.maps_to(id("702.124k")), None);
    for (old, new) in [
        ("702.124m", "702.124k"),
        ("702.124n", "702.124m"),
        ("702.124p", "702.124n"),
    ] {
        assert_eq!(d.maps_to(id(old)), Some(id(new)), "{old}");
    }
    let added: Vec<String> = d
        .changes
        .iter()
        .filter(|c| c.kind == ChangeKind::Added)
        .filter_map(|c| c.new)
        .map(|r| r.to_string())
        .collect();
    assert_eq!(added, ["610.5", "701.68", "701.68a", "701.68b", "701.68c", "701.68d"]);
    assert_eq!(d.keywords.actions_added, ["Blight"]);
    assert_eq!(d.glossary.removed, ["Friends Forever"]);
    // 205.3m gained the creature type Sorcerer, shown word by word.
    let subtypes = d
        .changes
        .iter()
        .find(|c| c.old == Some(id("205.3m")))
        .expect("205.3m changed");
    assert!(
        subtypes.text.contains(&WordRun::Added("Sorcerer,".into())),
        "{:?}",
        subtypes.text
    );
    // 115.7e changed only in its example.
    let example = d
        .changes
        .iter()
        .find(|c| c.old == Some(id("115.7e")))
        .expect("115.7e changed");
    assert!(example.text.is_empty() && !example.examples.is_empty());
}

/// July 2021: chapter 706 "Copying Objects" became 707.
#[test]
fn chapter_706_moved_to_707_in_july_2021() {
    let old = release("CR-20210618.txt");
    let d = diff(&old, &release("CR-20210723.txt"), &[]);
    let copy_rules: Vec<RuleId> = old
        .rules
        .iter()
        .filter(|r| r.id.chapter_number() == Some(706) && r.id.rule_number().is_some())
        .map(|r| r.id)
        .collect();
    assert_eq!(copy_rules.len(), 29);
    let mut renumbered_only = 0;
    for r in &copy_rules {
        let new = d.maps_to(*r).unwrap_or_else(|| panic!("{r} was lost"));
        assert_eq!(
            new.to_string().replacen("707", "706", 1),
            r.to_string(),
            "{r} maps to {new}"
        );
        let change = d.changes.iter().find(|c| c.old == Some(*r)).expect("renumbered");
        renumbered_only += usize::from(change.kind == ChangeKind::Renumbered);
    }
    assert!(renumbered_only >= 28, "{renumbered_only} of 29 renumbered only");
    assert!(
        d.titles
            .iter()
            .any(|t| t.old == Some(id("706")) && t.new == Some(id("707"))),
        "{:?}",
        d.titles
    );
}

/// July 2009 renumbered the whole CR (new sections for zones, the old 500s became 700s…):
/// most rules are found again, the rest were rewritten past recognition or are new.
#[test]
fn the_2009_renumbering_maps_most_rules() {
    let old = release("CR-20090501.txt");
    let d = diff(&old, &release("CR-20090711.txt"), &[]);
    let c = d.counts;
    let old_rules = c.unchanged + c.removed + c.edited + c.references_only + c.renumbered + c.renumbered_and_edited;
    let mapped = old_rules - c.removed;
    eprintln!("2009-05 → 2009-07: {mapped} of {old_rules} old rules mapped; {c:?}");
    assert!(mapped * 100 >= old_rules * 80, "{mapped} of {old_rules}");
    assert!(
        c.renumbered + c.renumbered_and_edited > c.unchanged + c.edited,
        "most rules moved: {c:?}"
    );
}

/// Two small rulesets from text, to check the rounds one by one.
fn crafted(text: &str) -> Ruleset {
    let ingested = rules_data::ingest(
        text.as_bytes(),
        "<crafted>",
        FormatChoice::Exactly(rules_data::Format::Fragment),
    );
    ingested.ruleset
}

#[test]
fn an_inserted_subrule_shifts_the_letters_after_it() {
    let old = crafted("704.5a If a player has 0 or less life, that player loses the game.\n704.5b If a player attempted to draw from an empty library, that player loses the game.\n704.5c If a player has ten or more poison counters, that player loses the game.\n");
    let new = crafted("704.5a If a player has 0 or less life, that player loses the game.\n704.5b If a player has no hand and no library at all, that player becomes sad and grumpy.\n704.5c If a player attempted to draw from an empty library, that player loses the game.\n704.5d If a player has ten or more poison counters, that player loses the game.\n");
    let d = diff(&old, &new, &[]);
    assert_eq!(d.maps_to(id("704.5b")), Some(id("704.5c")));
    assert_eq!(d.maps_to(id("704.5c")), Some(id("704.5d")));
    assert_eq!(
        (d.counts.unchanged, d.counts.renumbered, d.counts.added),
        (1, 2, 1),
        "{:?}",
        d.counts
    );
}

#[test]
fn an_edit_that_only_follows_renumbered_references_is_not_an_edit() {
    let old = crafted("704.5a The alpha rule says something long enough to be matched.\n704.5b The beta rule says something else that is long enough too.\n704.6 Follow rule 704.5b when the beta thing happens in the game.\n");
    let new = crafted("704.5a The alpha rule says something long enough to be matched.\n704.5b A brand new rule that has nothing in common with anything at all.\n704.5c The beta rule says something else that is long enough too.\n704.6 Follow rule 704.5c when the beta thing happens in the game.\n");
    let d = diff(&old, &new, &[]);
    let follower = d.changes.iter().find(|c| c.old == Some(id("704.6"))).expect("changed");
    assert_eq!(follower.kind, ChangeKind::ReferencesOnly);
    assert_eq!(d.counts.edited, 0, "{:?}", d.counts);
    // An override wins over the heuristics.
    let forced = diff(&old, &new, &[(id("704.5b"), id("704.5b"))]);
    assert_eq!(forced.maps_to(id("704.5b")), Some(id("704.5b")));
}
