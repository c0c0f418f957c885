//! Random play reaches every kind of decision the engine asks a player: the announcements
//! of spells and abilities (modes, optional costs, hybrid symbols, targets, X, divided
//! shares), the choices of the turn (mulligans, attackers, blockers, damage assignment,
//! trigger order, discarding to hand size), and each kind of question asked in the middle
//! of an action. The lists are exhaustive `match`es: a new kind of decision fails to
//! compile here until random play is shown to reach it.

use std::collections::BTreeSet;

use engine::action::{Decision, NumberOf};
use engine::agent::{Agent, RandomAgent};
use engine::game::{Game, GameConfig};
use engine::midway::About;

/// The name of a decision's kind, and for a question, of what it is about.
fn kind(game: &Game, decision: Decision) -> &'static str {
    match decision {
        Decision::Mulligan => "mulligan",
        Decision::BottomCards { .. } => "cards to the bottom after a mulligan",
        Decision::Priority => "priority",
        Decision::Shortcut { .. } => "shortcut to accept or shorten",
        Decision::DeclareAttackers => "attackers",
        Decision::DeclareBlockers => "blockers",
        Decision::AssignCombatDamage { .. } => "combat damage assignment",
        Decision::OrderTriggers { .. } => "trigger order",
        Decision::Discard { .. } => "discard to hand size",
        Decision::Chooser => "opponent who chooses",
        Decision::Modes => "modes",
        Decision::Splice => "cards to splice",
        Decision::OptionalCost { .. } => "optional cost",
        Decision::PayAs { .. } => "hybrid or Phyrexian symbol",
        Decision::Targets { .. } => "targets",
        Decision::Number { of: NumberOf::X } => "X",
        Decision::Number { of: NumberOf::Share(_) } => "divided share",
        Decision::Choose { .. } => match game.question().map(|q| &q.about) {
            Some(About::Replacement { .. }) => "which replacement effect",
            Some(About::CardFromGraveyard { .. }) => "card from a graveyard",
            Some(About::OpeningHand { .. }) => "opening-hand action",
            Some(About::Color { .. }) => "color as a permanent enters",
            Some(About::ManaColor { .. }) => "color of mana",
            Some(About::CardToDiscard { .. }) => "card to discard",
            Some(About::CostObject { .. }) => "object paying a cost",
            Some(About::MayPay { .. }) => "whether to pay",
            Some(About::PayMana { .. }) => "whether to pay mana",
            Some(About::PayManaOf { .. }) => "which mana to pay for each age counter",
            Some(About::PutOnBottom { .. }) => "scry to the bottom",
            Some(About::PutInGraveyard { .. }) => "surveil to the graveyard",
            Some(About::NextOnTop { .. }) => "order on top",
            Some(About::Pile { .. }) => "pile for a card",
            Some(About::ChoosePile { .. }) => "pile to take",
            Some(About::MaySearch) => "whether to search",
            Some(About::May { .. }) => "whether to follow an optional instruction",
            Some(About::CardToFind { .. }) => "card to find",
            Some(About::CardToChoose { .. }) => "card chosen from a revealed hand",
            Some(About::Vote { .. }) => "object to vote for",
            Some(About::NewTarget { .. }) => "new target",
            Some(About::DamageToPrevent { .. }) => "damage to prevent",
            Some(About::TapToWaterbend { .. }) => "artifact or creature tapped to waterbend",
            Some(About::RevealOrPay { .. }) => "card to reveal or mana to pay",
            Some(About::TargetToConsider { .. }) => "target to consider next",
            Some(About::EnchantAsItEnters { .. }) => "what an Aura put onto the battlefield enchants",
            Some(About::ToProliferate { .. }) => "permanent or player to proliferate",
            Some(About::LegendToKeep { .. }) => "legendary permanent to keep",
            Some(About::CopyOf { .. }) => "permanent to copy",
            Some(About::CreatureType { .. }) => "creature type as a permanent enters",
            Some(About::TapToPay { .. }) => "permanent tapped to convoke or improvise",
            Some(About::ExileToDelve { .. }) => "card exiled to delve",
            Some(About::Protector { .. }) => "protector as a battle enters",
            Some(About::TeamMember { .. }) => "team member an effect affects only one of",
            Some(About::TeamMemberNext { .. }) => "team member who acts next",
            Some(About::Opponent { .. }) => "which opponent chooses",
            Some(About::ActivePlayer { .. }) => "which player of the active team is \"the active player\"",
            Some(About::MeldedCardLast { .. }) => "card of a melded permanent exiled last",
            Some(About::CopyTarget { .. }) => "token a copy of a spell targets",
            Some(About::CardFromOutside { .. }) => "card from outside the game",
            Some(About::Companion { .. }) => "companion to reveal",
            Some(About::CommanderToCommandZone { .. }) => "whether to put a commander into the command zone",
            Some(About::LifeTotalToRedistribute { .. }) => "player whose life total to redistribute",
            Some(About::AsItEnters { .. }) => "creature to devour or card to amplify with",
            Some(About::LifeTotalToGet { .. }) => "whose life total a player gets back",
            None => "a choice with no question",
        },
    }
}

/// Every kind [`kind`] names, but "a choice with no question", which must never happen,
/// and [`NO_CARD_ASKS`].
const ALL: [&str; 42] = [
    "mulligan",
    "cards to the bottom after a mulligan",
    "priority",
    "attackers",
    "blockers",
    "combat damage assignment",
    "trigger order",
    "discard to hand size",
    "modes",
    "optional cost",
    "cards to splice",
    "hybrid or Phyrexian symbol",
    "targets",
    "X",
    "divided share",
    "which replacement effect",
    "opening-hand action",
    "color as a permanent enters",
    "color of mana",
    "card to discard",
    "object paying a cost",
    "scry to the bottom",
    "surveil to the graveyard",
    "order on top",
    "card chosen from a revealed hand",
    "whether to follow an optional instruction",
    "pile for a card",
    "pile to take",
    "whether to search",
    "card to find",
    "new target",
    "damage to prevent",
    "card to reveal or mana to pay",
    "whether to pay mana",
    "legendary permanent to keep",
    "permanent to copy",
    "creature type as a permanent enters",
    "permanent tapped to convoke or improvise",
    "card exiled to delve",
    "permanent or player to proliferate",
    "which mana to pay for each age counter",
    "shortcut to accept or shorten",
];

/// The kinds no card in the pool asks yet, each reached by a scenario's own card instead:
/// a card returned from the graveyard instead of a draw (`616/r616_2_example_1.toml`), and
/// whether to pay an optional cost that names what pays it
/// (`608/r608_2d_you_may_pay_life_is_asked_as_it_resolves.toml`), and which artifact or
/// creature to tap for a waterbend cost (`701/r701_67b_example_1.toml`, Spirit Water Revival
/// as far as the CR quotes it), and which target to consider next
/// (`608/r608_2f_example_2.toml`, Soulfire Eruption as far as the CR quotes it), and which
/// card of a melded permanent a linked exile exiles last (`712/r712_21b_example_1.toml`:
/// Duplicant and Chittering Host, which random play rarely brings together), and which of
/// the tokens a doubled token creation made a copy of a spell targets
/// (`707/r707_10e_example_1.toml`: Frontline Heroism with Anointed Procession, which this
/// test's games reach only with some seeds).
const NO_CARD_ASKS: [&str; 6] = [
    "card from a graveyard",
    "whether to pay",
    "artifact or creature tapped to waterbend",
    "target to consider next",
    "card of a melded permanent exiled last",
    "token a copy of a spell targets",
];

/// The kinds random play of the bundled decks reaches too rarely for this test to count on,
/// each reached by a scenario instead; whether this test's games happen on one changes with
/// every card the decks gain, so they are neither required nor refused here: what an Aura put onto the battlefield by an effect enchants
/// (303.4f), which needs the permanents deck's Flickerwisp to pick one of its Auras among every
/// other permanent and two creatures or more to be left for it as it returns
/// (`303/r303_4f_flickerwisp_returns_holy_strength_attached_to_what_its_owner_chooses.toml`);
/// the permanent to vote for (701.38a), which needs starter_mix's one Council's Judgment cast
/// with three mana, and which this test's seeds stopped reaching when the partner commanders
/// joined the deck (`701/r701_38a_councils_judgment_exiles_both_permanents_tied_for_most_votes.toml`);
/// whose life totals to redistribute and who gets which, which need starter_mix's one Reverse
/// the Sands cast with eight mana
/// (`119/r119_7_redistributing_gives_a_player_who_cant_change_life_only_their_own_total.toml`).
const RARE_IN_RANDOM_PLAY: [&str; 4] = [
    "what an Aura put onto the battlefield enchants",
    "object to vote for",
    "player whose life total to redistribute",
    "whose life total a player gets back",
];

/// The kinds a two-player game never asks, each reached by a test of three players instead:
/// which opponent protects a Siege as it enters (310.11a; a two-player game has one
/// opponent), in `battles::r310_11a_a_siege_s_controller_chooses_among_two_opponents`.
const TWO_PLAYERS_NEVER_ASK: [&str; 1] = ["protector as a battle enters"];

/// The kinds only a Two-Headed Giant game asks: which member of a team an effect affects when
/// it may affect only one, reached by `810/r810_9d_example_1.toml` (Repay in Kind setting
/// life totals, 810.9d) and by
/// `701/r701_34b_proliferating_both_players_of_a_team_gives_the_team_one_poison_counter.toml`
/// (a proliferated poison counter, 701.34b), and which player of the active team an
/// ability's "the active player" is (805.9), reached by
/// `805/r805_9_the_active_player_is_one_player_of_the_active_team.toml`, and which of a team's
/// players acts next when several act at once (805.6), reached by
/// `805/r805_6a_each_team_chooses_the_order_its_players_draw_in.toml` (Jace Beleren's "each
/// player draws a card").
const TWO_HEADED_GIANT_ASKS: [&str; 3] = [
    "team member an effect affects only one of",
    "team member who acts next",
    "which player of the active team is \"the active player\"",
];

/// The kinds only a Commander game asks, which the bundled two-player decks aren't: whether to
/// put a commander into the command zone, reached by the tests of `commander.rs` (903.9a,
/// 903.9b).
const COMMANDER_GAMES_ASK: [&str; 1] = ["whether to put a commander into the command zone"];

/// The kinds that need cards outside the game, which the bundled decks don't have (no
/// sideboards), each reached by a scenario instead: which card to bring in (400.11b), in
/// `726/r726_2_example_1.toml` (Living Wish), and which companion to reveal (103.2b), in
/// `709/r709_4b_example_2.toml` (Jegantha, the Wellspring).
const NEED_CARDS_OUTSIDE: [&str; 2] = ["card from outside the game", "companion to reveal"];

/// The deck whose games are played by agents that sometimes propose shortcuts (731.2a), so
/// that the other player is asked to accept or shorten them; the other decks' agents don't.
const SHORTCUTS_DECK: &str = "library";

/// The bundled decks, and how many games of each are played at most (seed after seed,
/// stopping once every kind is reached). The rarest kind, a prevention shield facing two
/// sources' combat damage at once (615.7), comes from the replacements deck's Samite Healers,
/// near its game 19; the last, cumulative upkeep's payment in mana (702.24a), from the one
/// Illusionary Forces of the starter mix, in one of its games past the hundredth. Each card
/// added to the mix reshuffles it and moves that game, so its limit is generous: the test
/// stops as soon as every kind is reached.
const DECKS: [(&str, u64); 6] = [
    ("permanents", 16),
    ("starter_mix", 512),
    ("spells", 32),
    ("library", 16),
    ("replacements", 32),
    ("static_effects", 16),
];

#[test]
fn random_play_of_the_bundled_decks_reaches_every_kind_of_decision() {
    let pool = crate::fixtures::starter();
    let decks: Vec<_> = DECKS
        .into_iter()
        .map(|(name, most)| {
            (
                engine::decks::bundled(name, &pool).unwrap_or_else(|e| panic!("{e}")),
                most,
                name == SHORTCUTS_DECK,
            )
        })
        .collect();
    let mut seen = BTreeSet::new();
    let most = DECKS.iter().map(|&(_, n)| n).max().unwrap_or(0);
    for seed in 0..most {
        for (deck, _, shortcuts) in decks.iter().filter(|&&(_, n, _)| seed < n) {
            let mut game = Game::new(GameConfig::new(pool.clone(), vec![deck.clone(), deck.clone()]), seed);
            let mut agent = match shortcuts {
                true => RandomAgent::new(seed).proposing_shortcuts(),
                false => RandomAgent::new(seed),
            };
            while let Some(pending) = game.pending {
                seen.insert(kind(&game, pending.decision));
                let legal = game.legal_actions();
                let action = agent.decide(&game, pending, &legal);
                game.apply(action).unwrap_or_else(|e| panic!("seed {seed}: {e:?}"));
                assert!(game.actions.len() < 20_000, "seed {seed}: the game did not end");
            }
        }
        if ALL.iter().all(|k| seen.contains(k)) {
            break;
        }
    }
    let missing: Vec<&str> = ALL.iter().copied().filter(|k| !seen.contains(k)).collect();
    assert!(
        missing.is_empty(),
        "never reached in the games of {DECKS:?}: {missing:?}"
    );
    let rare_and_required: Vec<&str> = RARE_IN_RANDOM_PLAY
        .iter()
        .copied()
        .filter(|k| ALL.contains(k))
        .collect();
    assert!(
        rare_and_required.is_empty(),
        "listed as rare in random play and required of it: {rare_and_required:?}"
    );
    assert!(
        !seen.contains("a choice with no question"),
        "a choice was asked with no question"
    );
    let reached: Vec<&str> = NO_CARD_ASKS
        .iter()
        .chain(&TWO_PLAYERS_NEVER_ASK)
        .chain(&NEED_CARDS_OUTSIDE)
        .chain(&COMMANDER_GAMES_ASK)
        .chain(&TWO_HEADED_GIANT_ASKS)
        .copied()
        .filter(|k| seen.contains(k))
        .collect();
    assert!(
        reached.is_empty(),
        "now reached by random play, move them to ALL: {reached:?}"
    );
}
