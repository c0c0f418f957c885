//! Replacement and "can't" tables as they load: the events, parties and `instead` keys the
//! engine knows, and effects that turn other permanents face down (708.2a), each mistake a
//! load error at its line and column.

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

/// Replacement and "can't" tables name events and parties the engine knows, each `instead`
/// with the events it can replace; anything else is an error at its line and column.
#[test]
fn replacement_and_cant_tables_are_load_errors_with_locations() {
    let head = "[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"enchantment\"]\n";
    let e = load_error(&format!(
        "{head}[[card.replacements]]\nwould = \"explode\"\ninstead = \"skip\"\n"
    ));
    assert!(
        e.starts_with("cards.toml:6:9: `explode` is not an event the engine can replace"),
        "{e}"
    );
    let e = load_error(&format!(
        "{head}[[card.replacements]]\nwould = \"gain_life\"\ninstead = \"redirect_to_this\"\n"
    ));
    assert!(
        e.starts_with("cards.toml:7:11: `redirect_to_this` cannot replace `gain_life`"),
        "{e}"
    );
    assert!(e.contains("write instead = one of double, draw_that_many"), "{e}");
    let e = load_error(&format!(
        "{head}[[card.cant]]\nevent = \"prevent_damage\"\nwho = \"you\"\n"
    ));
    assert!(e.starts_with("cards.toml:5:1: `who` names the player"), "{e}");
    let e = load_error(&format!(
        "{head}[[card.cant]]\nevent = \"lose_the_game\"\nwho = {{ types = [\"creature\"] }}\n"
    ));
    assert!(e.contains("a filter names objects, but this names a player"), "{e}");
    let e = load_error(&format!(
        "{head}[[card.cant]]\nevent = \"gain_life\"\nmana_value = \"even\"\n"
    ));
    assert!(
        e.starts_with("cards.toml:5:1: `mana_value` names which spells or creatures"),
        "{e}"
    );
    let e = load_error(&format!(
        "{head}[[card.cant]]\nevent = \"cast_spells\"\nmana_value = \"prime\"\n"
    ));
    assert!(e.contains("unknown variant `prime`, expected `even` or `odd`"), "{e}");
    let e = load_error(&format!(
        "{head}[[card.replacements]]\nwould = \"die\"\nwhat = {{ owner = \"everyone\" }}\ninstead = \"exile\"\n"
    ));
    assert!(e.contains("`everyone` is not whose objects a filter can name"), "{e}");
    assert!(
        e.contains("write owner = \"you\", \"opponent\", \"not_you\" or \"your_team\""),
        "{e}"
    );
    let e = load_error(&format!("{head}opening_hand = \"reveal\"\n"));
    assert!(e.starts_with("cards.toml:5:16:"), "{e}");
    assert!(e.contains("begin_on_battlefield"), "{e}");
    let e = load_error(&format!("{head}[[card.cant]]\nevent = \"skip_turns\"\n"));
    assert!(e.starts_with("cards.toml:6:"), "{e}");
    assert!(e.contains("skip_turns"), "{e}");
    let e = load_error(&format!(
        "{head}[[card.replacements]]\nwould = \"gain_life\"\nduring_your_turn = true\ninstead = \"double\"\n"
    ));
    assert!(
        e.starts_with("cards.toml:5:1: `during_your_turn` with would = \"gain_life\""),
        "{e}"
    );
    let e = load_error(&format!(
        "{head}[[card.triggers]]\nwhen = \"deals_damage_to_player\"\n\
         effects = [{{ effect = \"cant_for_the_rest_of_the_game\", event = \"prevent_damage\", who = \"that_player\" }}]\n"
    ));
    assert!(
        e.starts_with("cards.toml:7:12: cant_for_the_rest_of_the_game names what a player can't do"),
        "{e}"
    );
    let instant = "[[card]]\nname = \"Y\"\ncost = \"{R}\"\ntypes = [\"instant\"]\ntarget = \"any\"\n";
    let e = load_error(&format!(
        "{instant}effects = [{{ effect = \"deal_damage\", amount = 2, to = \"target\", \
         instead = {{ amount = 4, if_you_control = 3, of = {{ controller = \"opponent\" }} }} }}]\n"
    ));
    assert!(e.starts_with("cards.toml:6:"), "{e}");
    assert!(
        e.contains("`instead.of` names a controller, but it counts what you control"),
        "{e}"
    );
    // "As [this] enters, choose a color" is of the permanent itself (614.12a), and "of the
    // chosen color" needs a color chosen.
    let e = load_error(&format!(
        "{head}[[card.replacements]]\nwould = \"enter\"\nwhat = \"anyone\"\ninstead = \"choose_color\"\n"
    ));
    assert!(
        e.starts_with("cards.toml:5:1: `choose_color` chooses a color for the permanent with the ability"),
        "{e}"
    );
    // "Creatures you control enter as a copy of [this]" is of the others (Essence of the
    // Wild): a permanent entering as a copy of itself is no ability.
    let e = load_error(&format!(
        "{head}[[card.replacements]]\nwould = \"enter\"\nwhat = \"this\"\ninstead = \"enter_as_copy_of_this\"\n"
    ));
    assert!(
        e.starts_with("cards.toml:5:1: `enter_as_copy_of_this` makes other permanents enter as copies"),
        "{e}"
    );
    let e = load_error(&format!(
        "{head}[[card.statics]]\naffects = {{ types = [\"creature\"], chosen_color = true }}\nmodify = [{{ pt = \"+1/+1\" }}]\n"
    ));
    assert!(
        e.starts_with("cards.toml:5:1: `chosen_color = true`, but the card chooses no color as it enters"),
        "{e}"
    );
}
