//! Rust names for rules: constants (`R704_5A`), modules (`first_strike`), variants
//! (`FirstStrike`).

use rules_data::RuleId;

/// The constant naming a rule in `engine::generated::rules`: `R704_5A`, `R702`, `R7`.
pub fn const_name(id: RuleId) -> String {
    id.ident().to_ascii_uppercase()
}

/// The words of a title, ASCII letters and digits only (`"∞ (Infinity)"` → `["Infinity"]`,
/// `"Jump-Start"` → `["Jump", "Start"]`, `"For Mirrodin!"` → `["For", "Mirrodin"]`).
fn words(title: &str) -> Vec<&str> {
    title
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect()
}

/// A module and file name for a titled rule (`"First Strike"` → `first_strike`), or `None`
/// when the title has no ASCII word. Never a Rust keyword, never starts with a digit.
pub fn module_name(title: &str) -> Option<String> {
    let words = words(title);
    if words.is_empty() {
        return None;
    }
    let mut name = words.join("_").to_ascii_lowercase();
    if name.starts_with(|c: char| c.is_ascii_digit()) {
        name.insert(0, 'k');
    }
    if is_keyword(&name) {
        name.push('_');
    }
    Some(name)
}

/// A type or variant name for a titled rule (`"Tap and Untap"` → `TapAndUntap`).
pub fn variant_name(title: &str) -> Option<String> {
    let words = words(title);
    if words.is_empty() {
        return None;
    }
    let mut name: String = words
        .iter()
        .map(|w| {
            let mut chars = w.chars();
            chars.next().map_or(String::new(), |first| {
                first.to_ascii_uppercase().to_string() + &chars.as_str().to_ascii_lowercase()
            })
        })
        .collect();
    if name.starts_with(|c: char| c.is_ascii_digit()) {
        name.insert(0, 'K');
    }
    if name == "Self" {
        name.push('_');
    }
    Some(name)
}

fn is_keyword(name: &str) -> bool {
    const KEYWORDS: &[&str] = &[
        "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern", "false", "fn",
        "for", "gen", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return", "self",
        "static", "struct", "super", "trait", "true", "type", "unsafe", "use", "where", "while", "abstract", "become",
        "box", "do", "final", "macro", "override", "priv", "try", "typeof", "unsized", "virtual", "yield",
    ];
    KEYWORDS.contains(&name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_from_titles() {
        assert_eq!(module_name("First Strike").as_deref(), Some("first_strike"));
        assert_eq!(module_name("∞ (Infinity)").as_deref(), Some("infinity"));
        assert_eq!(module_name("Jump-Start").as_deref(), Some("jump_start"));
        assert_eq!(
            module_name("Start Your Engines!").as_deref(),
            Some("start_your_engines")
        );
        assert_eq!(module_name("Move").as_deref(), Some("move_"));
        assert_eq!(module_name("∞"), None);
        assert_eq!(
            variant_name("More Than Meets the Eye").as_deref(),
            Some("MoreThanMeetsTheEye")
        );
        assert_eq!(variant_name("For Mirrodin!").as_deref(), Some("ForMirrodin"));
        assert_eq!(variant_name("2-Headed").as_deref(), Some("K2Headed"));
    }

    #[test]
    fn const_names() {
        let id = |s: &str| s.parse::<RuleId>().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(const_name(id("704.5a")), "R704_5A");
        assert_eq!(const_name(id("702")), "R702");
        assert_eq!(const_name(id("7")), "R7");
    }
}
