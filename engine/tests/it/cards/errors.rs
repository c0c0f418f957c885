//! Card files with mistakes in their tables: unknown keys, modes, copies, linked cards,
//! sacrifices, chapters, counter ranges and results tables, each a load error with its
//! location (replacement tables are `replacements.rs`'s, triggers `triggers.rs`', keywords
//! written as keys `keyword_keys.rs`').

use engine::cards::CardPool;

use super::load_error;

#[test]
fn unknown_keys_unsupported_keywords_and_effects_are_load_errors_with_locations() {
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"instant\"]\ncolour = \"red\"\n");
    assert!(e.starts_with("cards.toml:4:1: unknown field `colour`"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\nkeywords = [\"Flying\", \"Soulbond\"]\n");
    assert!(
        e.starts_with("cards.toml:7:23: the keyword `Soulbond` (702.95) is not implemented by the engine yet"),
        "{e}"
    );
    let e = load_error(
        "[[card]]\nname = \"X\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\nkeywords = [\"Flyng\"]\n",
    );
    assert!(e.contains("`Flyng` is not a keyword ability of the CR (702)"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"instant\"]\neffects = [{ effect = \"explode\" }]\n");
    assert!(e.starts_with("cards.toml:4:"), "{e}");
    assert!(e.contains("explode"), "{e}");
    let e = load_error(
        "[[card]]\nname = \"X\"\ntypes = [\"instant\"]\neffects = [{ effect = \"destroy\", what = \"target\" }]\n",
    );
    assert!(
        e.starts_with("cards.toml:4:12: an effect of `X` acts on its target number 1, but it has 0"),
        "{e}"
    );
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"instant\"]\ntarget = \"creature\"\neffects = [{ effect = \"destroy\", what = \"target_2\" }]\n");
    assert!(e.contains("acts on its target number 2, but it has 1"), "{e}");
    let e = load_error(
        "[[card]]\nname = \"X\"\ntypes = [\"instant\"]\neffects = [{ effect = \"destroy\", what = \"target_0\" }]\n",
    );
    assert!(e.contains("`target_0` is not a recipient"), "{e}");
    let e = load_error(
        "[[card]]\nname = \"X\"\ntypes = [\"instant\"]\ntarget = \"creature\"\ntargets = [{ kind = \"land\" }]\n",
    );
    assert!(e.starts_with("cards.toml:1:1: both `target` and `targets`"), "{e}");
    // The short form takes a kind alone; a table there says where it goes.
    let e = load_error(
        "[[card]]\nname = \"X\"\ntypes = [\"instant\"]\ntarget = { kind = \"creature\", which = { controller = \"you\" } }\n",
    );
    assert!(e.starts_with("cards.toml:4:10: `target` takes a kind alone"), "{e}");
    assert!(e.contains("targets = [{ kind = \"creature\""), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"instant\"]\ntarget = \"creeture\"\n");
    assert!(e.contains("unknown variant `creeture`"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"instant\"]\ntargets = [{ kind = \"land\", count = 0 }]\n");
    assert!(e.starts_with("cards.toml:4:12: a target count that is zero"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"instant\"]\ntargets = [{ kind = \"land\", any_number = true, up_to = true }]\n");
    assert!(e.contains("`any_number` with `count` or `up_to`"), "{e}");
    // A devotion condition names colors, and a static ability has one condition.
    let enchantment = "[[card]]\nname = \"X\"\ntypes = [\"enchantment\", \"creature\"]\npower = 1\ntoughness = 1\n[[card.statics]]\naffects = \"self\"\nmodify = [{ remove_types = [\"creature\"] }]\n";
    let e = load_error(&format!(
        "{enchantment}as_long_as_devotion = {{ colors = [], less_than = 5 }}\n"
    ));
    assert!(
        e.starts_with("cards.toml:6:1: a devotion condition names no color"),
        "{e}"
    );
    let e = load_error(&format!(
        "{enchantment}as_long_as_devotion = {{ colors = [\"red\"], less_than = 5 }}\nas_long_as_you_control = {{ types = [\"land\"] }}\n"
    ));
    assert!(e.contains("a static ability with two conditions"), "{e}");
    // "From their graveyard" names an earlier target player.
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"instant\"]\ntargets = [{ kind = \"creature\" }, { kind = \"card_in_graveyard\", owned_by = \"target\" }]\n");
    assert!(
        e.starts_with("cards.toml:4:35: `owned_by` names what is not an earlier target player"),
        "{e}"
    );
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"instant\"]\ntarget = \"creature\"\neffects = [{ effect = \"shuffle_into_owners_library\", what = \"target\", into_library_of = \"target\" }]\n");
    assert!(
        e.contains("an effect of `X` shuffles the library of what is not a player"),
        "{e}"
    );
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"instant\"]\neffects = [{ effect = \"create_token\", token = \"Goblin\", count = 1 }]\n");
    assert!(e.contains("no [[token]] named `Goblin` before this card"), "{e}");
    // A token is named by its subtypes (111.4); one with neither a name nor subtypes has none.
    let e = load_error("[[token]]\ntypes = [\"artifact\"]\n");
    assert!(e.contains("a token with no name and no subtypes"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"creature\"]\npower_toughness = \"cards_in_library\"\n");
    assert!(
        e.starts_with("cards.toml:4:19: `cards_in_library` is not a power and toughness the engine can define"),
        "{e}"
    );
    let e = load_error(
        "[[card]]\nname = \"X\"\ntypes = [\"enchantment\"]\n[[card.triggers]]\nwhen = \"upkeep\"\neffects = []\n",
    );
    assert!(e.starts_with("cards.toml:5:8: `upkeep` is not a trigger event"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ncost = \"{S}\"\ntypes = [\"sorcery\"]\n");
    assert!(e.contains("{S} is not supported"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ncost = \"{W/W}\"\ntypes = [\"sorcery\"]\n");
    assert!(
        e.starts_with("cards.toml:3:8: the mana symbol {W/W} is not a hybrid or Phyrexian symbol"),
        "{e}"
    );
    let nine = "{W/U}".repeat(9);
    let e = load_error(&format!(
        "[[card]]\nname = \"X\"\ncost = \"{nine}\"\ntypes = [\"sorcery\"]\n"
    ));
    assert!(e.contains("at most 8 hybrid and Phyrexian symbols"), "{e}");
    let e = load_error(
        "[[card]]\nname = \"X\"\ncost = \"{W/U}{W/U}{W/U}{W/U}{W/U}\"\ntypes = [\"sorcery\"]\nkicker = [\"{B/P}{B/P}\", \"{R/P}{R/P}\"]\n",
    );
    assert!(
        e.contains("its costs hold 9 hybrid and Phyrexian symbols together"),
        "{e}"
    );
    let e = load_error(
        "[[card]]\nname = \"X\"\ntypes = [\"land\"]\n[[card.abilities]]\ncost = \"{T}\"\neffects = [{ effect = \"add_mana\", mana = \"{G/W}\" }]\n",
    );
    assert!(e.contains("`{G/W}` is not mana an effect adds"), "{e}");
    let sorcery = "[[card]]\nname = \"X\"\ncost = \"{R}\"\ntypes = [\"sorcery\"]\ntarget = \"any\"\n";
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"deal_damage\", amount = \"x\", to = \"target\" }}]\n"
    ));
    assert!(e.contains("`X` uses X, but no X is announced for it (107.3a)"), "{e}");
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"deal_damage\", amount = -1, to = \"target\" }}]\n"
    ));
    assert!(e.contains("the negative number -1 (107.1b"), "{e}");
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"deal_damage\", amount = \"y\", to = \"target\" }}]\n"
    ));
    assert!(e.contains("a number: an integer, \"x\""), "{e}");
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"deal_damage\", amount = 2, to = \"you\", divided = true }}]\n"
    ));
    assert!(
        e.contains("`X` divides an amount that is not a number or X, among what is not a target"),
        "{e}"
    );
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"deal_damage\", amount = 0, to = \"target\", divided = true }}]\n"
    ));
    assert!(e.contains("divide a number (amount = 5) or X"), "{e}");
    let twice = "{ effect = \"deal_damage\", amount = 2, to = \"target\", divided = true }";
    let e = load_error(&format!("{sorcery}effects = [{twice}, {twice}]\n"));
    assert!(e.contains("or divides twice"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"creature\"]\n");
    assert!(e.contains("needs power and toughness"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"enchantment\"]\n[[card.statics]]\naffects = \"everything\"\nmodify = [{ set_colors = [\"blue\"] }]\n");
    assert!(
        e.contains("`everything` is not what a static ability can affect"),
        "{e}"
    );
    let e = engine::decks::from_toml(
        "deck.toml",
        "name = \"d\"\n[[cards]]\nname = \"Grizly Bears\"\ncount = 4\n",
        &CardPool::starter(),
    )
    .expect_err("unknown card")
    .to_string();
    assert!(e.starts_with("deck.toml:3:8: no card named `Grizly Bears`"), "{e}");
}

/// A modal text says how many modes are chosen, has two or more, keeps its targets and
/// effects in them, and chooses a number it can (700.2); errors point at the table.
#[test]
fn modal_texts_that_cannot_be_chosen_from_are_load_errors() {
    let instant = "[[card]]\nname = \"X\"\ncost = \"{R}\"\ntypes = [\"instant\"]\n";
    let gain = "[[card.modes]]\neffects = [{ effect = \"gain_life\", amount = 1, who = \"you\" }]\n";
    let e = load_error(&format!("{instant}{gain}{gain}"));
    assert!(
        e.starts_with("cards.toml:1:1: `X` has modes but doesn't say how many"),
        "{e}"
    );
    let e = load_error(&format!("{instant}choose = {{ count = 1 }}\n{gain}"));
    assert!(e.starts_with("cards.toml:5:10: `X` chooses among 1 modes"), "{e}");
    let e = load_error(&format!("{instant}choose = {{ count = 3 }}\n{gain}{gain}"));
    assert!(e.contains("`X` chooses 3 of 2 modes"), "{e}");
    let e = load_error(&format!("{instant}choose = {{ count = 0 }}\n{gain}{gain}"));
    assert!(e.contains("`X` chooses 0 of 2 modes"), "{e}");
    let e = load_error(&format!(
        "{instant}choose = {{ count = 1, or_more = true, up_to = true }}\n{gain}{gain}"
    ));
    assert!(e.contains("or_more, up_to and repeat exclude each other"), "{e}");
    let e = load_error(&format!(
        "{instant}target = \"any\"\nchoose = {{ count = 1 }}\n{gain}{gain}"
    ));
    assert!(
        e.contains("`X` is modal, but has targets or effects outside its modes"),
        "{e}"
    );
    let divided = "[[card.modes]]\ntarget = \"any\"\neffects = [{ effect = \"deal_damage\", amount = 2, to = \"target\", divided = true }]\n";
    let e = load_error(&format!(
        "{instant}choose = {{ count = 2, repeat = true }}\n{divided}{gain}"
    ));
    assert!(
        e.contains("divides an amount in more than one mode, or in a mode that may be chosen twice"),
        "{e}"
    );
    let e = load_error(&format!("{instant}choose = {{ count = 2 }}\n{divided}{divided}"));
    assert!(e.contains("divides an amount in more than one mode"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"enchantment\"]\n[[card.triggers]]\nwhen = \"enters\"\n");
    assert!(e.contains("an ability of `X` has no effects"), "{e}");
    // "If this spell was kicked, choose any number instead" needs a kicker, and a fixed count.
    let e = load_error(&format!(
        "{instant}choose = {{ count = 1, kicked_any_number = true }}\n{gain}{gain}"
    ));
    assert!(
        e.starts_with("cards.toml:5:10: `X` chooses any number of modes if kicked, but is not a spell with kicker"),
        "{e}"
    );
    let e = load_error(&format!(
        "{instant}kicker = [\"{{1}}\"]\nchoose = {{ count = 1, or_more = true, kicked_any_number = true }}\n{gain}{gain}"
    ));
    assert!(e.contains("chooses any number of modes if kicked"), "{e}");
    // The greatest power among creatures a player controls reads a player.
    let e = load_error(
        "[[card]]\nname = \"X\"\ntypes = [\"instant\"]\ntarget = \"creature\"\neffects = [{ effect = \"gain_life\", amount = { greatest_power_among_creatures_of = \"target\" }, who = \"you\" }]\n",
    );
    assert!(
        e.contains("an effect of `X` reads the creatures of what is not a player"),
        "{e}"
    );
    // Both fighters are checked.
    let e = load_error(
        "[[card]]\nname = \"X\"\ntypes = [\"instant\"]\ntarget = \"creature\"\neffects = [{ effect = \"fight\", what = \"target\", with = \"target_2\" }]\n",
    );
    assert!(e.contains("acts on its target number 2, but it has 1"), "{e}");
}

/// Copy exceptions that apply only to a creature (707.9f) belong to a permanent that enters
/// as a copy, and name keywords without a number.
#[test]
fn if_creature_exceptions_are_checked_as_they_load() {
    let e = load_error(
        "[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"creature\"]\npower = 0\ntoughness = 0\n[[card.abilities]]\ncost = \"{1}\"\ntarget = \"creature\"\n\
         effects = [{ effect = \"become_copy\", what = \"this\", of = \"target\", except = { if_creature = { keywords = [\"Changeling\"] } } }]\n",
    );
    assert!(e.contains("`if_creature` on a permanent that becomes a copy"), "{e}");
    let e = load_error(
        "[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"creature\"]\npower = 0\ntoughness = 0\n[[card.replacements]]\n\
         would = \"enter\"\nwhat = \"this\"\ninstead = \"enter_as_copy\"\nof = { types = [\"creature\"] }\n\
         except = { if_creature = { keywords = [\"Toxic\"] } }\n",
    );
    assert!(e.contains("toxic in `if_creature`'s keywords"), "{e}");
}

/// "The last creature card exiled with [this]" is read by a static ability, which knows its
/// source's linked exiled cards (607.2a); a resolved effect reading it is a load error.
#[test]
fn a_resolved_effect_reading_the_cards_exiled_with_its_source_is_a_load_error() {
    let e = load_error(
        "[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"instant\"]\ntarget = \"creature\"\n\
         effects = [{ effect = \"continuous\", what = \"target\", modify = [{ set_pt = \"last_exiled_creature_card\" }], until = \"end_of_turn\" }]\n",
    );
    assert!(
        e.contains("a resolved effect that reads the cards exiled with its source"),
        "{e}"
    );
    let e = load_error(
        "[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"enchantment\"]\n[[card.statics]]\naffects = \"self\"\n\
         as_long_as_exiled_with_this = { types = [\"creature\"] }\nas_long_as_devotion = { colors = [\"red\"], less_than = 5 }\n\
         modify = [{ pt = \"+1/+1\" }]\n",
    );
    assert!(e.contains("a static ability with two conditions"), "{e}");
}

/// A trigger's `targets_only` is for a spell being cast and its `with_another` for its own
/// creature attacking, a copy of a spell has either new targets or a given one (707.10c,
/// 707.10e), and only a token takes a `key`.
#[test]
fn spell_copy_targets_and_token_keys_are_checked_as_they_load() {
    let e = load_error(
        "[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"enchantment\"]\n[[card.triggers]]\nwhen = \"enters\"\n\
         targets_only = { types = [\"creature\"] }\neffects = [{ effect = \"gain_life\", amount = 1, who = \"you\" }]\n",
    );
    assert!(
        e.contains("`targets_only` on a trigger that is not a spell being cast"),
        "{e}"
    );
    let e = load_error(
        "[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"enchantment\"]\n[[card.triggers]]\nwhen = \"enters\"\n\
         with_another = { token = true }\neffects = [{ effect = \"gain_life\", amount = 1, who = \"you\" }]\n",
    );
    assert!(
        e.contains("`with_another` on a trigger that is not the creature's own attacking"),
        "{e}"
    );
    let e = load_error(
        "[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"enchantment\"]\n[[card.triggers]]\nwhen = \"cast\"\n\
         whose = { controller = \"you\" }\neffects = [{ effect = \"copy_spell\", what = \"that\", new_targets = true, target = \"that\" }]\n",
    );
    assert!(
        e.contains("a copy of a spell with both `new_targets` and `target`"),
        "{e}"
    );
    let e = load_error("[[card]]\nname = \"X\"\nkey = \"Y\"\ncost = \"{1}\"\ntypes = [\"enchantment\"]\n");
    assert!(e.contains("`key` on a card"), "{e}");
}

/// A "the same is true for" list (702.1c) names at least one keyword, each a keyword of the
/// CR, and protection and landwalk by themselves (their variants come from the objects).
#[test]
fn shared_keywords_are_checked_as_they_load() {
    let card = |keywords: &str| {
        format!(
            "[[card]]\nname = \"X\"\ncost = \"{{1}}\"\ntypes = [\"sorcery\"]\neffects = [{{ effect = \"share_keywords\", \
             what = {{ types = [\"creature\"], controller = \"you\" }}, keywords = {keywords}, until = \"end_of_turn\" }}]\n"
        )
    };
    let e = load_error(&card("[]"));
    assert!(e.contains("`share_keywords` names no keyword"), "{e}");
    let e = load_error(&card("[\"Flying\", \"Wings\"]"));
    assert!(e.contains("`Wings` is not a keyword ability of the CR"), "{e}");
    let e = load_error(&card("[\"Protection from black\"]"));
    assert!(
        e.contains("`Protection from black` is not a keyword ability of the CR"),
        "{e}"
    );
}

/// A defeated Siege's back face is cast as its trigger resolves, with nothing announced
/// (310.11b): a Siege whose back face has targets, or modes, is refused as it loads, and one
/// whose back face has neither loads.
#[test]
fn a_sieges_back_face_announces_nothing() {
    let siege = |back: &str| {
        format!(
            "[[card]]\nname = \"Invasion of Somewhere\"\ncost = \"{{2}}{{R}}\"\ntypes = [\"battle\"]\nsubtypes = [\"Siege\"]\n\
             defense = 4\ntext = \"\"\n[card.back]\nname = \"Back\"\ntypes = [\"sorcery\"]\ncolor_indicator = [\"red\"]\n{back}"
        )
    };
    let targets = siege(
        "text = \"Back deals 3 damage to any target.\"\ntarget = \"any\"\n\
         effects = [{ effect = \"deal_damage\", amount = 3, to = \"target\" }]\n",
    );
    let modes = siege(
        "text = \"Choose one —\\n• You gain 5 life.\\n• You gain 2 life.\"\nchoose = { count = 1 }\n\
         [[card.back.modes]]\neffects = [{ effect = \"gain_life\", amount = 5, who = \"you\" }]\n\
         [[card.back.modes]]\neffects = [{ effect = \"gain_life\", amount = 2, who = \"you\" }]\n",
    );
    for card in [targets, modes] {
        let e = load_error(&card);
        assert!(
            e.contains("the back face `Back` of a Siege needs targets or modes announced"),
            "{e}"
        );
    }
    let plain =
        siege("text = \"You gain 5 life.\"\neffects = [{ effect = \"gain_life\", amount = 5, who = \"you\" }]\n");
    assert!(engine::cards::CardPool::from_toml("cards.toml", &plain).is_ok());
}

/// "[Who] sacrifices [what]" names players, and describes permanents without a zone or a
/// controller: each player sacrifices permanents they control (701.21a).
#[test]
fn sacrifices_are_checked_as_they_load() {
    let card = |rest: &str| {
        format!(
            "[[card]]\nname = \"X\"\ncost = \"{{1}}\"\ntypes = [\"sorcery\"]\neffects = [{{ effect = \"sacrifices\", count = 1, {rest} }}]\n"
        )
    };
    let e = load_error(&card(
        "who = \"each_player\", what = { types = [\"creature\"], controller = \"opponent\" }",
    ));
    assert!(
        e.contains("`sacrifices` describes permanents of another zone or player"),
        "{e}"
    );
    let e = load_error(&card(
        "who = \"each_player\", what = { types = [\"creature\"], zone = \"graveyard\" }",
    ));
    assert!(
        e.contains("`sacrifices` describes permanents of another zone or player"),
        "{e}"
    );
    let e = load_error(&card("who = \"each_creature\""));
    assert!(e.contains("an effect of `X` sacrifices what is not a player"), "{e}");
}

/// A Saga's chapter ability (714.2) is `when = "chapter"` with the numeral of its chapter
/// symbol, 1 or more (714.2a); `chapter` belongs to nothing else.
#[test]
fn chapter_abilities_are_checked_as_they_load() {
    let saga = |trigger: &str| {
        format!("[[card]]\nname = \"X\"\ntypes = [\"enchantment\"]\nsubtypes = [\"Saga\"]\n[[card.triggers]]\n{trigger}\neffects = [{{ effect = \"draw\", count = 1, who = \"you\" }}]\n")
    };
    let e = load_error(&saga("when = \"chapter\""));
    assert!(
        e.starts_with("cards.toml:6:8: a chapter ability needs the numeral of its chapter symbol (714.2a)"),
        "{e}"
    );
    let e = load_error(&saga("when = \"chapter\"\nchapter = 0"));
    assert!(
        e.starts_with("cards.toml:7:11: a chapter symbol's numeral is I or more"),
        "{e}"
    );
    let e = load_error(&saga("when = \"enters\"\nchapter = 2"));
    assert!(
        e.starts_with("cards.toml:7:11: `chapter` is for a Saga's chapter ability (714.2), not `enters`"),
        "{e}"
    );
    let e = load_error(&saga("when = \"chapter\"\nchapter = 1\nplayer = \"you\""));
    assert!(
        e.contains("a chapter ability watches its own Saga's lore counters"),
        "{e}"
    );
}

/// A level symbol's range (711.2a) is `as_long_as_counters` with `at_most` no less than
/// `at_least`.
#[test]
fn a_counter_range_is_checked_as_it_loads() {
    let leveler = |range: &str| {
        format!("[[card]]\nname = \"X\"\ncost = \"{{W}}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\nlevel_up = \"{{W}}\"\n[[card.statics]]\naffects = \"self\"\nas_long_as_counters = {range}\nmodify = [{{ set_pt = \"3/3\" }}]\n")
    };
    let e = load_error(&leveler("{ kind = \"level\", at_least = 6, at_most = 2 }"));
    assert!(e.contains("as_long_as_counters from 6 to 2: no count is both"), "{e}");
    let pool = CardPool::from_toml(
        "cards.toml",
        &leveler("{ kind = \"level\", at_least = 2, at_most = 6 }"),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(pool.get(pool.find("X").expect("loaded")).statics.len(), 1);
}

/// "Create a [token] attached to [it]" names an Aura token defined before the card.
#[test]
fn a_token_created_attached_is_an_aura_token() {
    let card = |token: &str| {
        format!("[[token]]\nname = \"Soldier\"\ntypes = [\"creature\"]\nsubtypes = [\"Soldier\"]\npower = 1\ntoughness = 1\n\n[[card]]\nname = \"X\"\ncost = \"{{R}}\"\ntypes = [\"instant\"]\ntarget = \"creature\"\neffects = [{{ effect = \"create_token_attached\", token = \"{token}\", to = \"target\" }}]\n")
    };
    let e = load_error(&card("Soldier"));
    assert!(e.contains("no Aura [[token]] named `Soldier` before this card"), "{e}");
    let e = load_error(&card("Monster"));
    assert!(e.contains("no Aura [[token]] named `Monster` before this card"), "{e}");
}

/// A die roll's results table (706.3a) is checked as it loads: a die has sides, each row names
/// results the die can roll, and no two rows share one; "the result" follows a roll (706.4).
#[test]
fn a_results_table_is_checked_as_it_loads() {
    let roll = |die: u32, rows: &str| {
        format!("[[card]]\nname = \"X\"\ncost = \"{{U}}\"\ntypes = [\"instant\"]\neffects = [{{ effect = \"roll\", die = {die}, results = [{rows}] }}]\n")
    };
    let row = |result: &str| {
        format!("{{ result = \"{result}\", effects = [{{ effect = \"draw\", count = 1, who = \"you\" }}] }}")
    };
    let e = load_error(&roll(0, &row("1")));
    assert!(e.starts_with("cards.toml:5:12: a die with no sides"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ncost = \"{U}\"\ntypes = [\"instant\"]\neffects = [{ effect = \"scry\", count = \"the_result\", who = \"you\" }, { effect = \"roll\", die = 4 }]\n");
    assert!(
        e.contains("`X` uses the_result, but no earlier instruction of its text rolls a die"),
        "{e}"
    );
    let e = load_error(&roll(20, &row("1-x")));
    assert!(e.contains("the results \"1-x\""), "{e}");
    let e = load_error(&roll(20, &row("0-3")));
    assert!(e.contains("the results \"0-3\""), "{e}");
    let e = load_error(&roll(20, &row("9-3")));
    assert!(e.contains("the results \"9-3\""), "{e}");
    let e = load_error(&roll(6, &row("7+")));
    assert!(e.contains("the results \"7+\", which a d6 never rolls"), "{e}");
    let e = load_error(&roll(20, &format!("{}, {}", row("1–9"), row("9+"))));
    assert!(
        e.contains("the results \"9+\", some of which an earlier row covers (1 to 9)"),
        "{e}"
    );
    // A row may read the result: it is part of the same ability (706.3b).
    let reads = "{ result = \"10—20\", effects = [{ effect = \"scry\", count = \"the_result\", who = \"you\" }] }";
    let pool = CardPool::from_toml("cards.toml", &roll(20, &format!("{}, {reads}", row("1–9"))))
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(pool.find("X").is_some());
}
