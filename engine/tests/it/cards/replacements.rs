//! Replacement effects that turn other permanents face down as they load (708.2a): what they
//! must say, and that the other keys of `[[card.replacements]]` don't take `affects`.

use super::load_error;

const HEAD: &str = "[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\n[[card.replacements]]\nwould = \"enter\"\n";

/// `turn_face_down` is "as this enters" with the permanents it turns face down in `affects`;
/// `affects` goes with nothing else.
#[test]
fn turn_face_down_needs_this_and_affects_and_affects_needs_turn_face_down() {
    let e = load_error(&format!("{HEAD}what = \"this\"\ninstead = \"turn_face_down\"\n"));
    assert!(
        e.starts_with("cards.toml:7:1: `turn_face_down` without `affects`"),
        "{e}"
    );
    let e = load_error(&format!(
        "{HEAD}what = {{ types = [\"creature\"] }}\ninstead = \"turn_face_down\"\naffects = {{ types = [\"creature\"] }}\n"
    ));
    assert!(
        e.starts_with("cards.toml:7:1: `turn_face_down` turns other permanents face down"),
        "{e}"
    );
    let e = load_error(&format!(
        "{HEAD}what = \"this\"\ninstead = \"enter_tapped\"\naffects = {{ types = [\"creature\"] }}\n"
    ));
    assert!(
        e.starts_with("cards.toml:7:1: `affects` with instead = \"enter_tapped\""),
        "{e}"
    );
    let e = load_error(&format!(
        "{HEAD}what = \"this\"\ninstead = \"turn_face_down\"\naffects = {{ types = [\"creature\"], zone = \"exile\" }}\n"
    ));
    assert!(
        e.contains("`exile` is not a zone a filter can describe objects in"),
        "{e}"
    );
}
