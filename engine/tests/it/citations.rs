//! The citation macros end to end: `#[rule]` and `cite!` register their sites in
//! `engine::trace::CITATIONS` (debug builds only) and `cite!` evaluates to the rule's constant.
//!
//! Compile-time errors (unknown or malformed IDs, misnamed tests) are tested in
//! `engine/macros/tests/ui`.

use engine::generated::rules;
use engine::trace::{self, Citation, Role};
use engine::{cite, rule};

/// The sites of `rule` registered from this file.
fn here(rule: rules_data::RuleId) -> Vec<&'static Citation> {
    trace::sites(rule).filter(|c| c.file == file!()).collect()
}

/// The one site of `rule` from this file named `item`.
fn site(rule: rules_data::RuleId, item: &str) -> &'static Citation {
    let found: Vec<_> = here(rule).into_iter().filter(|c| c.item == item).collect();
    assert_eq!(found.len(), 1, "sites of {rule} named {item}: {found:?}");
    found[0]
}

const TEST_LINE: u32 = line!() + 1;
#[rule("704.5a")]
#[test]
fn r704_5a_registers_its_site() {
    let sites = here(cite!("704.5a"));
    if !cfg!(debug_assertions) {
        assert!(trace::CITATIONS.is_empty(), "release builds register nothing");
        return;
    }
    let test = sites
        .iter()
        .find(|c| c.item == "r704_5a_registers_its_site")
        .unwrap_or_else(|| panic!("no site for this test in {sites:?}"));
    assert_eq!(test.role, Role::Test);
    assert_eq!(test.rules, [rules::R704_5A]);
    assert_eq!(test.module, module_path!());
    assert_eq!(test.line, TEST_LINE, "the line of the attribute");
}

#[test]
fn cite_evaluates_to_the_rule_constant() {
    let line = line!() + 1;
    let id = cite!("704.5a");
    assert_eq!(id.to_string(), "704.5a");
    assert_eq!(id, rules::R704_5A);
    assert_eq!(cite!("7"), rules::R7);
    assert_eq!(cite!("704.5"), rules::R704_5);
    if cfg!(debug_assertions) {
        // Evaluating it records that the rule fired on this thread.
        let _ = engine::trace::take_fired();
        let _ = cite!("702.19c");
        assert_eq!(engine::trace::take_fired(), [rules::R702_19C]);
        let cites: Vec<_> = here(rules::R704_5A).into_iter().filter(|c| c.item == "cite!").collect();
        assert!(
            cites.iter().any(|c| c.line == line && c.role == Role::Code),
            "{cites:?}"
        );
    }
}

/// A site records its rules once per recording (`take_fired` starts the next): running it
/// again in the same recording adds nothing, and running it after `take_fired` records it
/// again, so no test's report misses a rule an earlier test fired first.
#[cfg(debug_assertions)]
#[test]
fn a_site_records_its_rules_again_in_each_recording() {
    let cite_702_19c = || cite!("702.19c");
    let _ = engine::trace::take_fired();
    for _ in 0..3 {
        cite_702_19c();
    }
    assert_eq!(engine::trace::take_fired(), [rules::R702_19C]);
    assert_eq!(engine::trace::take_fired(), [], "nothing ran since");
    cite_702_19c();
    assert_eq!(engine::trace::take_fired(), [rules::R702_19C], "recorded again");
}

// One site of each kind of item, all citing 704.5c (which nothing else in this file cites).

#[rule("704.5c")]
#[allow(dead_code)]
struct Table {
    seats: u8,
}

#[rule("704.5c")]
#[allow(dead_code)]
enum Seat {
    First,
}

#[rule("704.5c")]
trait Seating {
    #[rule("704.5c")]
    fn seats(&self) -> u8;

    #[rule("704.5c")]
    fn empty(&self) -> bool {
        self.seats() == 0
    }
}

#[rule("704.5c")]
impl Seating for Table {
    #[rule("704.5c")]
    fn seats(&self) -> u8 {
        self.seats
    }
}

#[rule("704.5c")]
impl Table {
    #[rule("704.5c")]
    const PLAYERS: u8 = 2;
}

#[rule("704.5c", "704.5b")]
const TWO: u8 = 2;

#[rule("704.5c")]
static SEATS: u8 = 2;

#[rule("704.5c")]
type Players = u8;

#[rule("704.5c", stub)]
mod multiplayer {
    #[super::rule("704.5c")]
    pub fn seats() -> u8 {
        3
    }
}

#[rule("704.5c")]
#[test]
fn r704_5c_every_kind_of_item_registers() {
    let table = Table { seats: Table::PLAYERS };
    let players: Players = TWO;
    assert_eq!(
        (table.seats(), table.empty(), players, SEATS, multiplayer::seats()),
        (2, false, 2, 2, 3)
    );
    let _ = Seat::First;
    if !cfg!(debug_assertions) {
        return;
    }
    let expected = [
        ("Table", Role::Code),
        ("Seat", Role::Code),
        ("Seating", Role::Code),
        ("empty", Role::Code),
        ("impl Seating for Table", Role::Code),
        ("seats", Role::Code),
        ("impl Table", Role::Code),
        ("PLAYERS", Role::Code),
        ("TWO", Role::Code),
        ("SEATS", Role::Code),
        ("Players", Role::Code),
        ("mod multiplayer", Role::Stub),
        ("r704_5c_every_kind_of_item_registers", Role::Test),
    ];
    for (item, role) in expected {
        if item == "seats" {
            // `Table::seats` and `multiplayer::seats`; the trait's bodiless `seats` registers nothing.
            let seats: Vec<_> = here(rules::R704_5C).into_iter().filter(|c| c.item == "seats").collect();
            assert_eq!(seats.len(), 2, "{seats:?}");
            assert!(seats.iter().any(|c| c.module.ends_with("::multiplayer")), "{seats:?}");
            continue;
        }
        assert_eq!(site(rules::R704_5C, item).role, role, "{item}");
    }
    assert_eq!(here(rules::R704_5C).len(), expected.len() + 1);
    assert_eq!(site(rules::R704_5C, "TWO").rules, [rules::R704_5C, rules::R704_5B]);
    // The module's own registration sits inside it.
    assert!(site(rules::R704_5C, "mod multiplayer")
        .module
        .ends_with("::multiplayer"));
}
