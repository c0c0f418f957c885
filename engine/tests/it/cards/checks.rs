//! What the loader checks of a card's abilities as it reads them: kicker and flashback,
//! costs that are not mana, searches, optional instructions, linked abilities, loyalty
//! costs, fading, waterbend, combat requirements and restrictions, the numbers instructions
//! read, and who may activate or cast what from where.

use engine::cards::CardPool;
use engine::rule;

use super::load_error;

/// Kicker, flashback and the conditions on kicker are checked as they load, each error at its
/// place: no kicker on a land, flashback only on an instant or sorcery (702.34a), a condition
/// on kicker only with a kicker cost and naming one of them (702.33f), one `if` level, a
/// multikicker alone and without hybrid or Phyrexian symbols.
#[test]
fn kicker_flashback_and_kicked_conditions_are_checked_as_they_load() {
    let sorcery = "[[card]]\nname = \"X\"\ncost = \"{R}\"\ntypes = [\"sorcery\"]\n";
    let draw = "{ effect = \"draw\", count = 1, who = \"you\" }";
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"land\"]\nkicker = [\"{1}\"]\n");
    assert!(e.contains("a land with kicker"), "{e}");
    let e = load_error(
        "[[card]]\nname = \"X\"\ncost = \"{G}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\nflashback = \"{1}\"\n",
    );
    assert!(
        e.starts_with("cards.toml:7:13: flashback on a card that is not an instant or sorcery"),
        "{e}"
    );
    let e = load_error(&format!("{sorcery}kicker = [\"{{1}}{{Q}}\"]\n"));
    assert!(e.starts_with("cards.toml:5:11: "), "{e}");
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"if\", condition = \"kicked\", then = [{draw}] }}]\n"
    ));
    assert!(
        e.contains("a condition on kicker, but the card has no kicker cost"),
        "{e}"
    );
    let e = load_error(&format!(
        "{sorcery}kicker = [\"{{W}}\"]\neffects = [{{ effect = \"if\", condition = {{ kicked_with = \"{{B}}\" }}, then = [{draw}] }}]\n"
    ));
    assert!(e.contains("`{B}` is not one of the card's kicker costs"), "{e}");
    let e = load_error(&format!(
        "{sorcery}kicker = [\"{{W}}\"]\neffects = [{{ effect = \"if\", condition = \"kicked\", then = [{{ effect = \"if\", condition = \"kicked\", then = [{draw}] }}] }}]\n"
    ));
    assert!(e.contains("an `if` inside an `if`"), "{e}");
    let e = load_error(&format!(
        "{sorcery}kicker = [\"{{W}}\"]\neffects = [{{ effect = \"if\", condition = \"paid\", then = [{draw}] }}]\n"
    ));
    assert!(e.contains("a condition: \"kicked\""), "{e}");
    // Multikicker is the card's one kicker cost, in plain mana symbols (702.33c).
    let e = load_error(&format!("{sorcery}kicker = [\"{{1}}\"]\nmultikicker = \"{{2}}\"\n"));
    assert!(
        e.starts_with("cards.toml:6:15: a card with both `kicker` and `multikicker`"),
        "{e}"
    );
    let e = load_error(&format!("{sorcery}multikicker = \"{{R/P}}\"\n"));
    assert!(
        e.starts_with("cards.toml:5:15: a multikicker cost with hybrid or Phyrexian symbols"),
        "{e}"
    );
}

/// Costs other than mana are checked as they load, each error at its place: a cost part the
/// engine can't read, "this" in a spell's additional cost (the spell is on the stack as it
/// is paid), an additional cost on a land, a cost change that is neither or both of more
/// and less or has X, hybrid or Phyrexian symbols, `only_colored` on other than a colored
/// reduction, a `pay` inside a `pay`, "Pay X life" outside a spell's
/// additional cost, and -X where no X is announced or no number may be negative.
#[test]
fn costs_other_than_mana_are_checked_as_they_load() {
    let sorcery = "[[card]]\nname = \"X\"\ncost = \"{R}\"\ntypes = [\"sorcery\"]\n";
    let draw = "{ effect = \"draw\", count = 1, who = \"you\" }";
    let permanent = "[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"artifact\"]\n";
    let e = load_error(&format!(
        "{permanent}[[card.abilities]]\ncost = \"{{1}}, Tap an untapped creature\"\neffects = [{draw}]\n"
    ));
    assert!(
        e.starts_with("cards.toml:6:8: `Tap an untapped creature` is not a cost the engine knows"),
        "{e}"
    );
    let e = load_error(&format!(
        "{permanent}[[card.abilities]]\ncost = \"Sacrifice a sorcery\"\neffects = [{draw}]\n"
    ));
    assert!(
        e.contains("`sorcery` in `Sacrifice a sorcery` is neither a permanent type nor a creature type"),
        "{e}"
    );
    let e = load_error(&format!(
        "{permanent}[[card.abilities]]\ncost = \"Pay lots of life\"\neffects = [{draw}]\n"
    ));
    assert!(e.contains("is not a cost the engine knows"), "{e}");
    let e = load_error(&format!(
        "{sorcery}additional_cost = \"Sacrifice this\"\neffects = [{draw}]\n"
    ));
    assert!(
        e.starts_with("cards.toml:5:19: `Sacrifice this`: a spell's cost can't sacrifice or discard the spell itself"),
        "{e}"
    );
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"land\"]\nadditional_cost = \"Pay 1 life\"\n");
    assert!(e.contains("a land with an additional cost"), "{e}");
    let e = load_error(&format!(
        "{permanent}[[card.spell_costs]]\nmore = \"{{1}}\"\nless = \"{{1}}\"\n"
    ));
    assert!(
        e.starts_with("cards.toml:5:1: a spell cost change needs exactly one of `more` and `less`"),
        "{e}"
    );
    let e = load_error(&format!("{permanent}[[card.spell_costs]]\nless = \"{{X}}\"\n"));
    assert!(e.contains("without X, hybrid or Phyrexian symbols"), "{e}");
    let e = load_error(&format!("{permanent}[[card.spell_costs]]\nless = \"{{R/P}}\"\n"));
    assert!(e.contains("without X, hybrid or Phyrexian symbols"), "{e}");
    let e = load_error(&format!(
        "{permanent}[[card.spell_costs]]\nmore = \"{{B}}\"\nonly_colored = true\n"
    ));
    assert!(
        e.contains("`only_colored` on a change that is not a reduction by colored mana alone"),
        "{e}"
    );
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"pay\", cost = \"Pay 1 life\", then = [{{ effect = \"pay\", cost = \"Pay 1 life\" }}] }}]\n"
    ));
    assert!(e.contains("a `pay` inside a `pay`"), "{e}");
    // "Pay X life" is a spell's additional cost, whose X its caster announces (107.3a); -x is
    // for a power or toughness change only (107.1b).
    let e = load_error(&format!(
        "{permanent}[[card.abilities]]\ncost = \"Pay X life\"\neffects = [{draw}]\n"
    ));
    assert!(
        e.contains("the engine pays this cost only as a spell's additional cost"),
        "{e}"
    );
    let e = load_error(&format!(
        "{sorcery}additional_cost = \"Pay X life\"\neffects = [{{ effect = \"draw\", count = \"-x\", who = \"you\" }}]\n"
    ));
    assert!(e.contains("uses -x where a number can't be negative"), "{e}");
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"pump\", power = \"-x\", toughness = \"-x\", what = \"each_creature\" }}]\n"
    ));
    assert!(e.contains("uses X, but no X is announced for it"), "{e}");
}

/// Searches and the replacement of a search are checked as they load: a search for no
/// cards, `tapped` for cards not put onto the battlefield, an unknown destination, and
/// `search_top` with no number of cards.
#[test]
fn searches_are_checked_as_they_load() {
    let sorcery = "[[card]]\nname = \"X\"\ncost = \"{G}\"\ntypes = [\"sorcery\"]\n";
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"search\", who = \"you\", count = 0, put = \"hand\" }}]\n"
    ));
    assert!(e.starts_with("cards.toml:5:12: a search for no cards"), "{e}");
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"search\", who = \"you\", put = \"hand\", tapped = true }}]\n"
    ));
    assert!(
        e.contains("`tapped` on a search that doesn't put cards onto the battlefield"),
        "{e}"
    );
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"search\", who = \"you\", put = \"graveyard\" }}]\n"
    ));
    assert!(e.contains("unknown variant `graveyard`"), "{e}");
    let creature = "[[card]]\nname = \"X\"\ncost = \"{W}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\n";
    let e = load_error(&format!(
        "{creature}[[card.replacements]]\nwould = \"search\"\nwho = \"opponent\"\ninstead = \"search_top\"\n"
    ));
    assert!(e.contains("`search_top` needs `amount`"), "{e}");
    let e = load_error(&format!(
        "{creature}[[card.replacements]]\nwould = \"search\"\ninstead = \"exile\"\n"
    ));
    assert!(e.contains("`exile` cannot replace `search`"), "{e}");
}

/// `exile_cards_named` names a card to look for that its text has: the first target object,
/// or a card an earlier instruction chose; `target_controller` needs a target object.
#[test]
fn cards_named_by_a_search_must_exist() {
    let sorcery = "[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"sorcery\"]\n";
    let e = load_error(&format!(
        "{sorcery}target = \"player\"\neffects = [{{ effect = \"exile_cards_named\", whose = \"target\", name_of = \"chosen\" }}]\n"
    ));
    assert!(e.starts_with("cards.toml:6:"), "{e}");
    assert!(e.contains("no earlier instruction of its text chooses a card"), "{e}");
    let e = load_error(&format!(
        "{sorcery}target = \"player\"\neffects = [{{ effect = \"exile_cards_named\", whose = \"target\", name_of = \"target\" }}]\n"
    ));
    assert!(
        e.contains("`name_of = \"target\"`, but its first target is not an object"),
        "{e}"
    );
    let e = load_error(&format!(
        "{sorcery}target = \"player\"\neffects = [{{ effect = \"draw\", count = 1, who = \"target_controller\" }}]\n"
    ));
    assert!(
        e.contains("acts on `target_controller`, but its first target is not an object"),
        "{e}"
    );
    let e = load_error(&format!(
        "{sorcery}target = \"creature\"\neffects = [{{ effect = \"choose_from_hand\", who = \"target\" }}]\n"
    ));
    assert!(e.contains("reveals the hand of what is not a player"), "{e}");
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"draw\", count = 1, who = \"target_controler\" }}]\n"
    ));
    assert!(
        e.contains("target_controller, active_player, paid_with, chosen, exiled, created or voted"),
        "{e}"
    );
}

/// An optional instruction holds no other branching instruction.
#[test]
fn a_may_holds_no_branches() {
    let e = load_error(
        "[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"sorcery\"]\neffects = [{ effect = \"may\", then = [{ effect = \"may\", then = [{ effect = \"draw\", count = 1, who = \"you\" }] }] }]\n",
    );
    assert!(e.starts_with("cards.toml:5:"), "{e}");
    assert!(e.contains("a `may` inside a `may`"), "{e}");
}

/// A land is never cast: it can't cost less to cast.
#[test]
fn a_land_cant_cost_less_to_cast() {
    let e = load_error(
        "[[card]]\nname = \"X\"\ntypes = [\"land\"]\ncosts_less_for_each = \"creature_you_attacked_with_this_turn\"\n",
    );
    assert!(e.starts_with("cards.toml:4:"), "{e}");
    assert!(e.contains("a land that costs less to cast"), "{e}");
    let e =
        load_error("[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"sorcery\"]\ncosts_less_for_each = \"land\"\n");
    assert!(e.contains("creature_you_attacked_with_this_turn"), "{e}");
}

/// "Reveal the first card you draw each turn" and "whenever you reveal a card this way" come
/// together: each is linked to the other (603.11, 607.2h).
#[test]
fn a_reveal_and_its_linked_trigger_come_together() {
    let enchantment = "[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"enchantment\"]\n";
    let e = load_error(&format!("{enchantment}reveals_first_draw = true\n"));
    assert!(e.contains("no ability of it triggers on the reveal"), "{e}");
    let e = load_error(&format!(
        "{enchantment}[[card.triggers]]\nwhen = \"reveals_this_way\"\neffects = [{{ effect = \"draw\", count = 1, who = \"you\" }}]\n"
    ));
    assert!(e.starts_with("cards.toml:5:"), "{e}");
    assert!(e.contains("has no static ability that reveals cards"), "{e}");
}

/// A trigger on tapping a land for mana is a triggered mana ability (605.1b): it adds mana,
/// and has no target; its mana-adding effect belongs to it alone.
#[test]
fn a_land_mana_trigger_is_a_mana_ability() {
    let enchantment = "[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"enchantment\"]\n";
    let e = load_error(&format!(
        "{enchantment}[[card.triggers]]\nwhen = \"taps_land_for_mana\"\nplayer = \"each\"\neffects = [{{ effect = \"draw\", count = 1, who = \"that_player\" }}]\n"
    ));
    assert!(e.starts_with("cards.toml:5:"), "{e}");
    assert!(e.contains("is a mana ability (605.1b)"), "{e}");
    let e = load_error(&format!(
        "{enchantment}[[card.triggers]]\nwhen = \"taps_land_for_mana\"\nplayer = \"each\"\ntarget = \"player\"\neffects = [{{ effect = \"add_mana_that_land_produced\" }}]\n"
    ));
    assert!(e.contains("is a mana ability (605.1b)"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"sorcery\"]\neffects = [{ effect = \"add_mana_that_land_produced\" }]\n");
    assert!(e.contains("outside a taps_land_for_mana trigger"), "{e}");
}

/// An activated ability with {X} in its cost announces X (602.2b, 107.3a): its effects may
/// use it.
#[test]
fn an_activated_ability_with_x_in_its_cost_may_use_x() {
    let pool = CardPool::from_toml(
        "cards.toml",
        "[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"artifact\"]\n[[card.abilities]]\ncost = \"{X}, {T}\"\ntarget = \"any\"\neffects = [{ effect = \"deal_damage\", amount = \"x\", to = \"target\" }]\n",
    );
    assert!(pool.is_ok(), "{:?}", pool.err().map(|e| e.to_string()));
}

/// A waterbend cost is read only as a spell's additional cost, with a generic amount: not in
/// an activated ability's cost, not as a cost paid while resolving, and not as `{U}` or `6`
/// (701.67a).
#[test]
fn a_waterbend_cost_is_a_spells_additional_cost_of_generic_mana() {
    let sorcery = "[[card]]\nname = \"X\"\ncost = \"{U}\"\ntypes = [\"sorcery\"]\n";
    let draw = "{ effect = \"draw\", count = 1, who = \"you\" }";
    let permanent = "[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"artifact\"]\n";
    let e = load_error(&format!(
        "{permanent}[[card.abilities]]\ncost = \"Waterbend {{2}}\"\neffects = [{draw}]\n"
    ));
    assert!(
        e.starts_with("cards.toml:6:8: `Waterbend {2}`: the engine pays this cost only as a spell's additional cost"),
        "{e}"
    );
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"pay\", cost = \"Waterbend {{2}}\", then = [{draw}] }}]\n"
    ));
    assert!(e.contains("only as a spell's additional cost"), "{e}");
    let e = load_error(&format!(
        "{permanent}[[card.abilities]]\ncost = \"Reveal a Merfolk card from your hand or pay {{3}}\"\neffects = [{draw}]\n"
    ));
    assert!(e.contains("only as a spell's additional cost"), "{e}");
    let e = load_error(&format!(
        "{sorcery}additional_cost = \"Reveal a Wug card from your hand or pay {{3}}\"\neffects = [{draw}]\n"
    ));
    assert!(
        e.contains("`Wug` in `Reveal a Wug card from your hand or pay {3}` is not a subtype"),
        "{e}"
    );
    for amount in ["{U}", "6", "{0}"] {
        let e = load_error(&format!(
            "{sorcery}additional_cost = \"Waterbend {amount}\"\neffects = [{draw}]\n"
        ));
        assert!(
            e.contains(&format!(
                "`{amount}` in `Waterbend {amount}` is not a generic amount of mana"
            )),
            "{e}"
        );
    }
    let toml = format!("{sorcery}additional_cost = \"Waterbend {{3}}\"\neffects = [{draw}]\n");
    let pool = crate::fixtures::pool(&toml);
    let card = pool.get(crate::fixtures::card(&pool, "X"));
    assert_eq!(card.additional, vec![engine::cards::cost::CostAction::Waterbend(3)]);
}

/// `for_each_target` is checked as it loads: it names a target, does something, holds no
/// branch; `that_cards_mana_value` comes only after `exile_top`.
#[test]
fn for_each_target_and_that_cards_mana_value_are_checked_as_they_load() {
    let sorcery = "[[card]]\nname = \"X\"\ncost = \"{R}\"\ntypes = [\"sorcery\"]\n\
                   targets = [{ kind = \"creature_planeswalker_or_player\", any_number = true }]\n";
    let damage = "{ effect = \"deal_damage\", amount = \"that_cards_mana_value\", to = \"target\" }";
    let exile = "{ effect = \"exile_top\", count = 1, who = \"you\" }";
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"for_each_target\", target = \"you\", then = [{exile}] }}]\n"
    ));
    assert!(e.contains("`for_each_target` needs a `target`"), "{e}");
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"for_each_target\", target = \"target_2\", then = [{exile}] }}]\n"
    ));
    assert!(e.contains("target_2"), "{e}");
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"for_each_target\", target = \"target\", then = [] }}]\n"
    ));
    assert!(e.contains("a `for_each_target` that does nothing"), "{e}");
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"for_each_target\", target = \"target\", then = [{{ effect = \"may\", then = [{exile}] }}] }}]\n"
    ));
    assert!(e.contains("a branch inside a `for_each_target`"), "{e}");
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"for_each_target\", target = \"target\", then = [{damage}, {exile}] }}]\n"
    ));
    assert!(
        e.contains("uses that_cards_mana_value, but no earlier instruction of its text exiles a card"),
        "{e}"
    );
    crate::fixtures::pool(&format!(
        "{sorcery}effects = [{{ effect = \"for_each_target\", target = \"target\", then = [{exile}, {damage}] }}]\n"
    ));
}

/// Linked abilities are a permanent's, in pairs (607.2a): "a card exiled with this" needs the
/// ability that exiles cards for it, a spell has no linked instruction, and "blocking or
/// blocked by this" is a creature target of a permanent's ability.
#[rule("607.2a")]
#[test]
fn r607_2a_linked_abilities_without_their_pair_or_outside_a_permanent_are_load_errors() {
    let creature = "[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\n";
    let e = load_error(&format!(
        "{creature}[[card.abilities]]\ncost = \"{{1}}\"\neffects = [{{ effect = \"put_exiled_with_this\" }}]\n"
    ));
    assert!(
        e.starts_with("cards.toml:1:1: `X` puts a card \"exiled with\" it somewhere"),
        "{e}"
    );
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"instant\"]\ntarget = \"creature\"\neffects = [{ effect = \"exile\", what = \"target\", linked = true }]\n");
    assert!(e.contains("linked to another ability"), "{e}");
    let e = load_error(&format!(
        "{creature}[[card.abilities]]\ncost = \"{{1}}\"\ntargets = [{{ kind = \"player\", blocking_or_blocked_by_this = true }}]\neffects = [{{ effect = \"exile\", what = \"target\", linked = true }}]\n"
    ));
    assert!(
        e.contains("`blocking_or_blocked_by_this` on what is not a creature target"),
        "{e}"
    );
}

/// A loyalty cost is an activated ability's, alone (606.2, 606.4): not with other costs, not
/// a spell's additional cost, not a cost paid as an instruction resolves.
#[rule("606.4")]
#[test]
fn r606_4_a_loyalty_cost_anywhere_but_alone_in_an_ability_is_a_load_error() {
    let walker = "[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"planeswalker\"]\nloyalty = 3\n";
    let e = load_error(&format!(
        "{walker}[[card.abilities]]\ncost = \"[+1], {{T}}\"\neffects = [{{ effect = \"draw\", count = 1, who = \"you\" }}]\n"
    ));
    assert!(e.contains("a loyalty cost with other costs"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"sorcery\"]\nadditional_cost = \"[−1]\"\neffects = [{ effect = \"draw\", count = 1, who = \"you\" }]\n");
    assert!(e.contains("a loyalty cost is an activated ability's (606.2)"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"sorcery\"]\neffects = [{ effect = \"pay\", cost = \"[+1]\", then = [{ effect = \"draw\", count = 1, who = \"you\" }] }]\n");
    assert!(e.contains("a loyalty cost is an activated ability's (606.2)"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\nloyalty_abilities_cost_additional = \"[0]\"\n");
    assert!(e.contains("is not a loyalty cost other than [0]"), "{e}");
}

/// "Any player may activate this ability" (602.1b) is for a permanent's nonmana ability
/// that doesn't tap it; "can't cast [type] spells" names card types for casting alone, and
/// "cast from the top of your library" belongs to a permanent.
#[rule("602.1b", "601.3")]
#[test]
fn r602_1b_and_601_3_permissions_and_prohibitions_are_checked_as_they_load() {
    let head = "[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"artifact\"]\n";
    let e = load_error(&format!(
        "{head}[[card.abilities]]\ncost = \"{{T}}\"\nany_player = true\neffects = [{{ effect = \"add_mana\", mana = \"{{C}}\" }}]\n"
    ));
    assert!(
        e.contains("that any player may activate is a mana ability, taps"),
        "{e}"
    );
    let e = load_error(&format!(
        "{head}[[card.abilities]]\ncost = \"{{1}}\"\nzone = \"graveyard\"\nany_player = true\neffects = [{{ effect = \"gain_life\", amount = 1, who = \"you\" }}]\n"
    ));
    assert!(e.contains("works from another zone"), "{e}");
    let e = load_error(&format!(
        "{head}[[card.cant]]\nevent = \"cast_spells\"\ntypes = [\"creature\"]\nmana_value = \"even\"\n"
    ));
    assert!(
        e.starts_with("cards.toml:5:1: `types` names which spells can't be cast"),
        "{e}"
    );
    let e = load_error(&format!(
        "{head}[[card.cant]]\nevent = \"gain_life\"\ntypes = [\"creature\"]\n"
    ));
    assert!(e.contains("`types` names which spells can't be cast"), "{e}");
    let e = load_error(&format!(
        "{head}[[card.cant]]\nevent = \"cast_spells\"\ntypes = [\"wizard\"]\n"
    ));
    assert!(e.contains("`wizard` is not a card type"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"instant\"]\ncast_from_library_top = [\"creature\"]\neffects = [{ effect = \"gain_life\", amount = 1, who = \"you\" }]\n");
    assert!(
        e.contains("`cast_from_library_top` on a card that is not a permanent card"),
        "{e}"
    );
}

/// A creature's own combat requirements and restrictions (`combat`) and "no more than N
/// creatures can attack (block)" are checked as they load, each error at its place: known
/// names on creatures only, `at_most` with its two events and alone, and no limit as a
/// "this turn" effect (508.1c–d, 509.1b).
#[test]
fn combat_requirements_and_restrictions_are_checked_as_they_load() {
    let creature = "[[card]]\nname = \"X\"\ncost = \"{R}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\n";
    let e = load_error(&format!("{creature}combat = [\"attacks_each_turn\"]\n"));
    assert!(
        e.starts_with("cards.toml:7:11: unknown combat ability `attacks_each_turn`"),
        "{e}"
    );
    let e = load_error(
        "[[card]]\nname = \"X\"\ncost = \"{R}\"\ntypes = [\"enchantment\"]\ncombat = [\"cant_attack_alone\"]\n",
    );
    assert!(e.contains("`combat` on a card that is not a creature"), "{e}");
    let cant = |fields: &str| load_error(&format!("{creature}[[card.cant]]\n{fields}\n"));
    for fields in [
        "event = \"attack_with_more_than\"",
        "event = \"block_with_more_than\"\nat_most = 1\nwho = \"opponent\"",
        "event = \"gain_life\"\nat_most = 1",
    ] {
        let e = cant(fields);
        assert!(
            e.contains("`at_most` goes with event = \"attack_with_more_than\" or \"block_with_more_than\""),
            "{fields}: {e}"
        );
    }
    let e = load_error(
        "[[card]]\nname = \"X\"\ncost = \"{R}\"\ntypes = [\"instant\"]\n\
         effects = [{ effect = \"cant_this_turn\", event = \"attack_with_more_than\" }]\n",
    );
    assert!(
        e.contains("cant_this_turn can't limit how many creatures attack or block"),
        "{e}"
    );
    let arbiter = format!("{creature}[[card.cant]]\nevent = \"attack_with_more_than\"\nat_most = 1\n");
    assert!(CardPool::from_toml("cards.toml", &arbiter).is_ok());
}

/// Abilities in quotation marks (`[[card.quoted]]`) and the statics that grant them
/// (`gain_quoted = N`), and "don't untap during untap steps", are checked as they load: the
/// Nth quoted ability must exist, a card with another face can't have them, and the
/// permanents that don't untap are named by card type (502.3).
#[test]
fn quoted_abilities_and_untap_restrictions_are_checked_as_they_load() {
    let aura = "[[card]]\nname = \"X\"\ncost = \"{G}\"\ntypes = [\"enchantment\"]\nsubtypes = [\"Aura\"]\n\
                enchant = { kind = \"creature\" }\n";
    let quoted = "[[card.quoted]]\ncost = \"{T}\"\neffects = [{ effect = \"draw\", count = 1, who = \"you\" }]\n";
    let grants = |n: usize| format!("[[card.statics]]\naffects = \"enchanted\"\nmodify = [{{ gain_quoted = {n} }}]\n");
    let e = load_error(&format!("{aura}{quoted}{}", grants(1)));
    assert!(
        e.contains("gain_quoted = 1, but the card has 1 quoted abilities"),
        "{e}"
    );
    let e = load_error(&format!("{aura}{}", grants(0)));
    assert!(
        e.contains("gain_quoted = 0, but the card has 0 quoted abilities"),
        "{e}"
    );
    let pool =
        CardPool::from_toml("cards.toml", &format!("{aura}{quoted}{}", grants(0))).unwrap_or_else(|e| panic!("{e}"));
    let x = pool.find("X").expect("X loads");
    let held = pool.get(x).quoted.expect("its quoted abilities have a definition");
    assert_eq!(pool.get(held).abilities.len(), 1);
    assert!(
        pool.get(x).abilities.is_empty(),
        "the quoted ability is not the Aura's own"
    );
    let e = load_error(&format!(
        "{aura}{quoted}[card.back]\nname = \"Y\"\ntypes = [\"enchantment\"]\n"
    ));
    assert!(e.contains("has quoted abilities and another face"), "{e}");
    let untap = "[[card]]\nname = \"X\"\ncost = \"{U}\"\ntypes = [\"enchantment\"]\n[[card.cant]]\nevent = \"untap_during_untap_step\"\n";
    let e = load_error(untap);
    assert!(e.contains("\"untap_during_untap_step\" alone"), "{e}");
    assert!(CardPool::from_toml("cards.toml", &format!("{untap}types = [\"creature\"]\n")).is_ok());
}

/// A static granting scavenge at each card's mana cost (`gain_scavenge = "mana_cost"`,
/// Varolz) loads; any other scavenge cost is refused with what to write.
#[test]
fn granted_scavenge_costs_are_checked_as_they_load() {
    let varolz = |cost: &str| {
        format!(
            "[[card]]\nname = \"X\"\ncost = \"{{1}}{{B}}{{G}}\"\ntypes = [\"creature\"]\npower = 2\ntoughness = 2\n\
             [[card.statics]]\naffects = {{ types = [\"creature\"], owner = \"you\", zone = \"graveyard\" }}\n\
             modify = [{{ gain_scavenge = \"{cost}\" }}]\n"
        )
    };
    let e = load_error(&varolz("{2}"));
    assert!(
        e.contains("`{2}` is not a scavenge cost a static ability can give"),
        "{e}"
    );
    assert!(e.contains("gain_scavenge = \"mana_cost\""), "{e}");
    let pool = CardPool::from_toml("cards.toml", &varolz("mana_cost")).unwrap_or_else(|e| panic!("{e}"));
    let x = pool.find("X").expect("X loads");
    assert!(pool.get(x).statics_reach_graveyards());
}

/// A companion is written with its condition (`companion = "no_repeated_mana_symbols"`),
/// never as a bare keyword, and a condition the engine doesn't know is refused.
#[test]
fn companion_conditions_are_checked_as_they_load() {
    let card = |keys: &str| {
        format!("[[card]]\nname = \"X\"\ncost = \"{{4}}{{R/G}}\"\ntypes = [\"creature\"]\npower = 5\ntoughness = 5\n{keys}\n")
    };
    let e = load_error(&card("keywords = [\"Companion\"]"));
    assert!(e.contains("companion = \"no_repeated_mana_symbols\""), "{e}");
    let e = load_error(&card("companion = \"all_even\""));
    assert!(e.contains("all_even"), "{e}");
    let pool = CardPool::from_toml("cards.toml", &card("companion = \"no_repeated_mana_symbols\""))
        .unwrap_or_else(|e| panic!("{e}"));
    let x = pool.find("X").expect("X loads");
    assert!(pool.get(x).companion.is_some());
}
