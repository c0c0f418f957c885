//! The subtypes the CR lists (205.3g–205.3q), read from the rules' text: each list sentence
//! ("The artifact types are Attraction (see rule 717), Blood, …, and Vehicle (see rule
//! 301.7).") gives the subtypes of one kind. Regen turns them into the engine's subtype table.

use rules_data::{RuleId, Ruleset};

use crate::Error;

/// Which card types a subtype goes with (205.3c).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SubtypeKind {
    /// Artifact types (205.3g).
    Artifact,
    /// Enchantment types (205.3h).
    Enchantment,
    /// Land types (205.3i).
    Land,
    /// Planeswalker types (205.3j).
    Planeswalker,
    /// Spell types, shared by instants and sorceries (205.3k).
    Spell,
    /// Creature types, shared by creatures and kindreds (205.3m).
    Creature,
    /// Planar types (205.3n).
    Planar,
    /// Dungeon types (205.3p).
    Dungeon,
    /// Battle types (205.3q).
    Battle,
}

impl SubtypeKind {
    /// Every kind, with the rule whose text lists it and the phrases that name the list, in
    /// the wording of recent releases first.
    pub const LISTS: [(SubtypeKind, &'static str, &'static [&'static str]); 9] = [
        (SubtypeKind::Artifact, "205.3g", &["The artifact types are "]),
        (SubtypeKind::Enchantment, "205.3h", &["The enchantment types are "]),
        (SubtypeKind::Land, "205.3i", &["The land types are "]),
        (SubtypeKind::Planeswalker, "205.3j", &["The planeswalker types are "]),
        (SubtypeKind::Spell, "205.3k", &["The spell types are "]),
        (
            SubtypeKind::Creature,
            "205.3m",
            // Since Time Lord (2023-11): "… All other creature types are one word long: …".
            &["creature types are one word long: ", "The creature types are "],
        ),
        (SubtypeKind::Planar, "205.3n", &["The planar types are "]),
        (SubtypeKind::Dungeon, "205.3p", &["That dungeon type is "]),
        (SubtypeKind::Battle, "205.3q", &["That battle type is "]),
    ];

    /// Its name in the generated code (`Artifact`).
    pub fn variant(self) -> &'static str {
        match self {
            SubtypeKind::Artifact => "Artifact",
            SubtypeKind::Enchantment => "Enchantment",
            SubtypeKind::Land => "Land",
            SubtypeKind::Planeswalker => "Planeswalker",
            SubtypeKind::Spell => "Spell",
            SubtypeKind::Creature => "Creature",
            SubtypeKind::Planar => "Planar",
            SubtypeKind::Dungeon => "Dungeon",
            SubtypeKind::Battle => "Battle",
        }
    }
}

/// One subtype.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Subtype {
    /// As printed (`Assembly-Worker`, `Urza’s`, `Time Lord`).
    pub name: String,
    /// The card types it goes with.
    pub kind: SubtypeKind,
    /// The rule that lists it.
    pub rule: RuleId,
}

/// Every subtype of the release, by kind, in the order listed (none of a kind whose list
/// rule the release lacks).
pub fn read(ruleset: &Ruleset) -> Result<Vec<Subtype>, Error> {
    let mut out = Vec::new();
    for (kind, rule, phrases) in SubtypeKind::LISTS {
        let id: RuleId = rule.parse().map_err(|_| bad(rule, "not a rule ID".into()))?;
        // A release without the rule (an old one, a crafted input) lists no subtypes of this
        // kind: cards naming one are then load errors. A rule that is there but reads
        // differently is an error, below.
        let Some(listing) = ruleset.get(id) else {
            continue;
        };
        let text = &listing.text;
        let start = phrases
            .iter()
            .find_map(|phrase| text.find(phrase).map(|at| at + phrase.len()))
            .ok_or_else(|| {
                let said: Vec<String> = phrases.iter().map(|p| format!("“{}”", p.trim())).collect();
                bad(rule, format!("its text no longer says {}", said.join(" or ")))
            })?;
        let list = &text[start..];
        // The list ends at the first period that ends a sentence (not one inside a name).
        let end = list
            .find(". ")
            .unwrap_or_else(|| list.trim_end().len().saturating_sub(1));
        let mut names = split_list(&list[..end]);
        // "One creature type is two words long: Time Lord. All other creature types are one
        // word long: …" (releases before Time Lord list every creature type in one sentence).
        if let Some(two) = text.split("two words long: ").nth(1) {
            names.extend(split_list(two.split('.').next().unwrap_or_default()));
        }
        if names.is_empty() {
            return Err(bad(rule, "its list is empty".into()));
        }
        out.extend(names.into_iter().map(|name| Subtype { name, kind, rule: id }));
    }
    Ok(out)
}

/// `A (see rule 717), B, and C` as `[A, B, C]`.
fn split_list(list: &str) -> Vec<String> {
    let mut out = Vec::new();
    for item in list.split(", ") {
        let item = item.strip_prefix("and ").unwrap_or(item);
        let item = match item.find(" (see") {
            Some(at) => &item[..at],
            None => item,
        };
        let item = item.trim();
        if !item.is_empty() {
            out.push(item.to_owned());
        }
    }
    out
}

fn bad(rule: &str, message: String) -> Error {
    Error::Subtypes {
        rule: rule.to_owned(),
        message,
    }
}

/// The constant's name for a subtype: `URZAS` for `Urza’s`, `TIME_LORD`, `POWER_PLANT`.
pub fn const_name(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_uppercase());
        } else if (c == ' ' || c == '-') && !out.ends_with('_') {
            out.push('_');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_split_on_commas_and_lose_their_references() {
        assert_eq!(
            split_list("Attraction (see rule 717), Blood, Gold, and Vehicle (see rule 301.7)"),
            ["Attraction", "Blood", "Gold", "Vehicle"]
        );
        assert_eq!(split_list("Siege"), ["Siege"]);
    }

    #[test]
    fn const_names_are_identifiers() {
        assert_eq!(const_name("Urza’s"), "URZAS");
        assert_eq!(const_name("Time Lord"), "TIME_LORD");
        assert_eq!(const_name("Power-Plant"), "POWER_PLANT");
        assert_eq!(const_name("C’tan"), "CTAN");
        assert_eq!(const_name("Bolas’s Meditation Realm"), "BOLASS_MEDITATION_REALM");
    }
}
