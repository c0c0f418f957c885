//! Playing a scenario's scripted actions.

use engine::action::{Action, Decision, FaceUpBy, Payment};
use engine::cards::hybrid::PaidAs;
use engine::cards::mana::ManaType;
use engine::characteristics::Color;
use engine::game::{Game, ObjectId, PlayerId, Zone};
use engine::midway::About;
use engine::stack::Target;

use super::format::Step_;
use super::setup::player;

/// The object named `name` in `zone` (the first one found).
fn find(game: &Game, name: &str, zones: &[Zone]) -> Option<ObjectId> {
    (0..game.objects.len() as u32).map(ObjectId).find(|&id| {
        game.object(id).is_some_and(|o| !o.gone && zones.contains(&o.zone)) && super::label(game, id) == name
    })
}

fn target(game: &Game, t: &str, path: &str) -> Target {
    nth_target(game, t, 1, path)
}

/// The `nth` object named `t` (from 1, in the order they arrived) of the first zone that
/// holds one, as [`target`] finds the first.
fn nth_target(game: &Game, t: &str, nth: usize, path: &str) -> Target {
    match t {
        name if super::setup::is_player(name) => Target::Player(player(name, path)),
        // A permanent of that name first, then a spell, then a card in a graveyard.
        name => Target::Object(
            [Zone::Battlefield, Zone::Stack, Zone::Graveyard]
                .into_iter()
                .map(|zone| named_in(game, name, zone))
                .find(|found| !found.is_empty())
                .and_then(|found| found.get(nth.max(1) - 1).copied())
                .unwrap_or_else(|| {
                    panic!(
                        "{path}: no `{name}` (number {nth}) on the battlefield, the stack or in a graveyard to target"
                    )
                }),
        ),
    }
}

/// The objects named `name` in `zone`, in the order they arrived.
fn named_in(game: &Game, name: &str, zone: Zone) -> Vec<ObjectId> {
    (0..game.objects.len() as u32)
        .map(ObjectId)
        .filter(|&id| game.object(id).is_some_and(|o| !o.gone && o.zone == zone) && super::label(game, id) == name)
        .collect()
}

/// Passes priority and finishes declarations without attacking or blocking, for whoever is
/// asked, until `step.step` of `step.by`'s turn begins (at most 500 decisions).
/// One choice of a proposed loop: a pass, or an activation of a permanent's ability.
fn loop_choice(game: &Game, c: &super::format::LoopChoice, path: &str) -> Action {
    match c.action.as_str() {
        "pass" => Action::Pass,
        "activate" => {
            let name = c
                .card
                .as_deref()
                .unwrap_or_else(|| panic!("{path}: a loop's `activate` needs `card`"));
            Action::Activate {
                source: find(game, name, &[Zone::Battlefield])
                    .unwrap_or_else(|| panic!("{path}: no `{name}` on the battlefield")),
                ability: c.ability,
                payment: Payment::Auto,
            }
        }
        other => panic!("{path}: a loop's choice is `pass` or `activate`, not `{other}`"),
    }
}

/// The ending point of a shortcut a step names: `target` has priority in `step` of `turn`
/// (this turn by default).
fn priority_point(game: &Game, step: &Step_, path: &str) -> engine::shortcuts::PriorityPoint {
    let needs = |field: &str| -> ! { panic!("{path}: a shortcut's ending point needs `{field}`") };
    engine::shortcuts::PriorityPoint {
        turn: step.turn.unwrap_or(game.turn.number),
        step: super::setup::step_named(step.step.as_deref().unwrap_or_else(|| needs("step")), path),
        player: player(step.target.as_deref().unwrap_or_else(|| needs("target")), path),
    }
}

fn pass_until(game: &mut Game, step: &Step_, path: &str, i: usize) {
    let whose = player(&step.by, path);
    let name = step
        .step
        .as_deref()
        .unwrap_or_else(|| panic!("{path}: action {}: `pass_until` needs `step`", i + 1));
    let until = super::setup::step_named(name, path);
    for _ in 0..500 {
        if game.turn.active == whose && game.turn.step == until {
            return;
        }
        let pending = game.pending.unwrap_or_else(|| {
            panic!(
                "{path}: action {}: the game ended before {name}: {:?}",
                i + 1,
                game.result
            )
        });
        let action = match pending.decision {
            Decision::DeclareAttackers | Decision::DeclareBlockers => Action::FinishDeclaration,
            Decision::Priority => Action::Pass,
            other => panic!(
                "{path}: action {}: passing until {name}, the game asks {other:?}",
                i + 1
            ),
        };
        if let Err(e) = game.apply(action) {
            panic!("{path}: action {}: passing until {name}: {}", i + 1, e.reason);
        }
    }
    panic!("{path}: action {}: {name} of {whose}'s turn never came", i + 1);
}

pub(super) fn perform(game: &mut Game, step: &Step_, path: &str, i: usize) {
    if step.action == "pass_until" {
        return pass_until(game, step, path, i);
    }
    let by = player(&step.by, path);
    let pending = game.pending.unwrap_or_else(|| {
        panic!(
            "{path}: action {} ({} {}) but the game is over: {:?}",
            i + 1,
            step.by,
            step.action,
            game.result
        )
    });
    // `by` answers: the player asked, or the player controlling them (722.5).
    if step.action != "concede" && game.decider(pending.player) != by {
        panic!(
            "{path}: action {} expects {} to act, but the game asks {} (answered by {}) for {:?}",
            i + 1,
            step.by,
            pending.player,
            game.decider(pending.player),
            pending.decision
        );
    }
    // The player the action is for.
    let whose = pending.player;
    let card = |zones: &[Zone]| {
        let name = step
            .card
            .as_deref()
            .unwrap_or_else(|| panic!("{path}: action {} needs `card`", i + 1));
        // The acting player's own, when several have the name; the `nth` of those.
        let mut named: Vec<ObjectId> = (0..game.objects.len() as u32)
            .map(ObjectId)
            .filter(|&id| {
                game.object(id).is_some_and(|o| !o.gone && zones.contains(&o.zone)) && super::label(game, id) == name
            })
            .collect();
        named.sort_by_key(|&id| game.controller(id) != whose);
        named
            .get(step.nth.unwrap_or(1).max(1) - 1)
            .copied()
            .unwrap_or_else(|| panic!("{path}: action {}: no `{name}` in {zones:?}", i + 1))
    };
    // Where a card is cast from: the hand unless `zone` says the graveyard (flashback), the
    // library (its top card, as an effect allows), exile (a foretold card) or the command
    // zone (a commander, 903.8).
    let cast_from = || match step.zone.as_deref() {
        None | Some("hand") => Zone::Hand,
        Some("graveyard") => Zone::Graveyard,
        Some("library") => Zone::Library,
        Some("exile") => Zone::Exile,
        Some("command") => Zone::Command,
        Some(other) => panic!("{path}: action {}: casting from `{other}` is not supported", i + 1),
    };
    let target_named = |game: &Game| {
        step.target
            .as_deref()
            .map(|t| nth_target(game, t, step.target_nth.unwrap_or(1), path))
    };
    let action = match step.action.as_str() {
        "pass" => Action::Pass,
        "keep" => Action::Keep,
        "mulligan" => Action::Mulligan,
        "put_companion_into_hand" => Action::PutCompanionIntoHand { payment: Payment::Auto },
        "foretell" => Action::Foretell {
            card: card(&[Zone::Hand]),
            payment: Payment::Auto,
        },
        "play" => Action::PlayLand(card(&[Zone::Hand])),
        "cast" => Action::Cast {
            card: card(&[cast_from()]),
            payment: Payment::Auto,
        },
        "cast_half" => {
            let card = card(&[cast_from()]);
            let named = step
                .half
                .as_deref()
                .unwrap_or_else(|| panic!("{path}: action {}: `cast_half` needs `half`", i + 1));
            let halves = game.pool.get(game.objects[card.0 as usize].card).split;
            let half = halves
                .and_then(|h| h.iter().position(|&c| game.pool.get(c).name == named))
                .unwrap_or_else(|| panic!("{path}: action {}: `{named}` is no half of that card", i + 1));
            Action::CastHalf {
                card,
                half: half as u8,
                payment: Payment::Auto,
            }
        }
        "cast_bestowed" => Action::CastBestowed {
            card: card(&[cast_from()]),
            payment: Payment::Auto,
        },
        "cast_face_down" => Action::CastFaceDown {
            card: card(&[cast_from()]),
            payment: Payment::Auto,
        },
        "turn_face_up" => Action::TurnFaceUp {
            permanent: card(&[Zone::Battlefield]),
            by: match step.procedure.as_deref() {
                None | Some("morph") => FaceUpBy::Morph,
                Some("disguise") => FaceUpBy::Disguise,
                Some("mana_cost") => FaceUpBy::ManaCost,
                Some(other) => panic!(
                    "{path}: action {}: `procedure = \"{other}\"`: write \"morph\", \"disguise\" or \"mana_cost\"",
                    i + 1
                ),
            },
            payment: Payment::Auto,
        },
        "activate" => Action::Activate {
            source: card(&[match step.zone.as_deref() {
                None | Some("battlefield") => Zone::Battlefield,
                Some("graveyard") => Zone::Graveyard,
                Some("hand") => Zone::Hand,
                Some("command") => Zone::Command,
                Some(other) => panic!("{path}: action {}: activating from `{other}` is not supported", i + 1),
            }]),
            ability: step.ability.unwrap_or(0),
            payment: Payment::Auto,
        },
        "attack" => Action::Attack {
            creature: card(&[Zone::Battlefield]),
            // The player, planeswalker or battle named `target`; the next player by default.
            attacks: target_named(game).unwrap_or(Target::Player(game.next_player(whose))),
        },
        "block" => {
            let attacker = step
                .attacker
                .as_deref()
                .unwrap_or_else(|| panic!("{path}: a block needs `attacker`"));
            let attacker = find(game, attacker, &[Zone::Battlefield])
                .unwrap_or_else(|| panic!("{path}: no attacker `{attacker}`"));
            Action::Block {
                blocker: card(&[Zone::Battlefield]),
                attacker,
            }
        }
        "undeclare" => Action::Undeclare(card(&[Zone::Battlefield])),
        "finish" => Action::FinishDeclaration,
        "propose_shortcut" => Action::ProposeShortcut(priority_point(game, step, path)),
        "accept_shortcut" => Action::AcceptShortcut,
        "propose_loop" => Action::ProposeLoop {
            actions: step.repeat.iter().map(|c| loop_choice(game, c, path)).collect(),
            choices: step
                .choices
                .unwrap_or_else(|| panic!("{path}: `propose_loop` needs `choices`")),
        },
        "shorten_shortcut" => Action::ShortenShortcut(priority_point(game, step, path)),
        // The creatures named in `targets`, in a band (702.22c).
        "band" => Action::Band(
            step.targets
                .iter()
                .map(|n| find(game, n, &[Zone::Battlefield]).unwrap_or_else(|| panic!("{path}: no `{n}` to band")))
                .collect(),
        ),
        "discard" => Action::Discard(card(&[Zone::Hand])),
        "assign" => {
            Action::AssignDamage(target_named(game).unwrap_or_else(|| panic!("{path}: `assign` needs `target`")))
        }
        "target" => Action::Target(target_named(game).unwrap_or_else(|| panic!("{path}: `target` needs `target`"))),
        "no_more_targets" => Action::NoMoreTargets,
        "choose_player" => match target_named(game) {
            Some(Target::Player(player)) => Action::ChoosePlayer(player),
            other => panic!(
                "{path}: action {}: `choose_player` needs a player as `target`, not {other:?}",
                i + 1
            ),
        },
        "mode" => match step.modes.as_slice() {
            [mode] => Action::Mode(mode.saturating_sub(1)),
            _ => panic!("{path}: action {}: `mode` needs one mode: modes = [N]", i + 1),
        },
        "no_more_modes" => Action::NoMoreModes,
        "splice" => Action::Splice(card(&[Zone::Hand])),
        "no_more_splices" => Action::NoMoreSplices,
        "pay_optional_cost" => Action::PayOptionalCost(
            step.pay
                .unwrap_or_else(|| panic!("{path}: action {}: `pay_optional_cost` needs `pay`", i + 1)),
        ),
        "pay_as" => match step.pay_as.as_slice() {
            [way] => Action::PayAs(paid_as(way, path)),
            _ => panic!("{path}: action {}: `pay_as` needs one way: pay_as = [\"G\"]", i + 1),
        },
        "number" => Action::Number(step.x.unwrap_or_else(|| panic!("{path}: `number` needs `x`"))),
        "bottom" => Action::PutOnBottom(card(&[Zone::Hand])),
        "put_trigger" => Action::PutTrigger(step.ability.unwrap_or(0)),
        "concede" => Action::Concede(by),
        "choose" if step.color.is_some() => {
            // The color named `color`, when the question is which color (614.12a).
            let name = step.color.as_deref().unwrap_or_default();
            let color = Color::from_name(name).unwrap_or_else(|| panic!("{path}: action {}: no color `{name}`", i + 1));
            let question = game
                .question()
                .unwrap_or_else(|| panic!("{path}: action {}: no question is asked", i + 1));
            let listed: Vec<Color> = match question.about {
                About::Color { .. } => Color::ALL.to_vec(),
                About::ManaColor { colors, .. } => colors.iter().collect(),
                ref other => panic!("{path}: action {}: the question is not which color: {other:?}", i + 1),
            };
            if let Some(expected) = &step.options {
                let names: Vec<&str> = listed.iter().map(|c| c.name()).collect();
                assert_eq!(names, *expected, "{path}: action {}: the colors offered", i + 1);
            }
            let answer = listed.iter().position(|&c| c == color);
            Action::Choose(answer.unwrap_or_else(|| panic!("{path}: action {}: {name} is not an option", i + 1)))
        }
        "choose" if step.mana.is_some() => {
            // The amount of mana written `mana`, when the question is which amount to pay.
            let text = step.mana.as_deref().unwrap_or_default();
            let mana = engine::cards::mana::ManaCost::parse(text)
                .unwrap_or_else(|e| panic!("{path}: action {}: `{text}`: {e}", i + 1));
            let question = game
                .question()
                .unwrap_or_else(|| panic!("{path}: action {}: no question is asked", i + 1));
            let About::PayManaOf { options, .. } = &question.about else {
                panic!(
                    "{path}: action {}: the question is not which mana to pay: {:?}",
                    i + 1,
                    question.about
                )
            };
            Action::Choose(
                options
                    .iter()
                    .position(|&m| m == mana)
                    .unwrap_or_else(|| panic!("{path}: action {}: `{text}` is not offered: {options:?}", i + 1)),
            )
        }
        "choose" if step.creature_type.is_some() => {
            // The creature type named `creature_type`, when the question is which (205.3e).
            let name = step.creature_type.as_deref().unwrap_or_default();
            let question = game
                .question()
                .unwrap_or_else(|| panic!("{path}: action {}: no question is asked", i + 1));
            assert!(
                matches!(question.about, About::CreatureType { .. }),
                "{path}: action {}: the question is not which creature type: {:?}",
                i + 1,
                question.about
            );
            let index = engine::midway::creature_types()
                .iter()
                .position(|t| t.name() == name)
                .unwrap_or_else(|| panic!("{path}: action {}: `{name}` is not a creature type", i + 1));
            Action::Choose(index)
        }
        "choose" if step.pile.is_some() => {
            // The first or second pile, when the question is about piles (700.3).
            let question = game
                .question()
                .unwrap_or_else(|| panic!("{path}: action {}: no question is asked", i + 1));
            assert!(
                matches!(question.about, About::Pile { .. } | About::ChoosePile { .. }),
                "{path}: action {}: the question is not about piles: {:?}",
                i + 1,
                question.about
            );
            match step.pile {
                Some(n @ 1..=2) => Action::Choose(n - 1),
                other => panic!("{path}: action {}: pile {other:?} is not 1 or 2", i + 1),
            }
        }
        "choose" if step.pay.is_some() => {
            // Whether to pay an optional cost: its first option pays, its last declines.
            let question = game
                .question()
                .unwrap_or_else(|| panic!("{path}: action {}: no question is asked", i + 1));
            if step.pay == Some(true) {
                Action::Choose(0)
            } else {
                Action::Choose(question.count() - 1)
            }
        }
        "choose" if step.target.is_some() => {
            // The new target named `target`, or the current one to leave it (115.7d).
            let wanted = target_named(game).unwrap_or_else(|| panic!("{path}: action {}: no target", i + 1));
            let question = game
                .question()
                .unwrap_or_else(|| panic!("{path}: action {}: no question is asked", i + 1));
            check_options(game, step, question, path, i);
            let targets = question.targets();
            let index = targets
                .iter()
                .position(|&t| t == wanted)
                .unwrap_or_else(|| panic!("{path}: action {}: `{wanted:?}` is not an option: {targets:?}", i + 1));
            Action::Choose(index)
        }
        "choose" if step.decline.is_some() => {
            // The option after the last declines; the first is the yes of a yes-or-no question.
            let question = game
                .question()
                .unwrap_or_else(|| panic!("{path}: action {}: no question is asked", i + 1));
            check_options(game, step, question, path, i);
            Action::Choose(if step.decline == Some(true) {
                question.count() - 1
            } else {
                0
            })
        }
        "choose" if step.card.is_none() && step.nth.is_some() => {
            // The `nth` option of a question whose options are not objects yet (707.10e:
            // the `nth` token just created), or name objects the action made before it
            // asked, which the state it is asked in doesn't hold (`midway`: a card put into
            // a library, then looked at).
            let question = game
                .question()
                .unwrap_or_else(|| panic!("{path}: action {}: no question is asked", i + 1));
            let objects = question.objects();
            assert!(
                objects.is_empty() || objects.iter().any(|&o| game.object(o).is_none()),
                "{path}: action {}: name the option with `card`",
                i + 1
            );
            Action::Choose(step.nth.unwrap_or(1).saturating_sub(1))
        }
        "choose" => {
            // The option whose effect source, or card, is named `card` (the `nth` of them).
            let name = step
                .card
                .as_deref()
                .unwrap_or_else(|| panic!("{path}: action {}: `choose` needs `card`", i + 1));
            let question = game
                .question()
                .unwrap_or_else(|| panic!("{path}: action {}: no question is asked", i + 1));
            let objects = question.objects();
            check_options(game, step, question, path, i);
            let cards = question.cards();
            let index = if cards.is_empty() {
                let nth = step.nth.unwrap_or(1).max(1);
                objects
                    .iter()
                    .enumerate()
                    .filter(|&(_, &o)| super::label(game, o) == name)
                    .nth(nth - 1)
                    .map(|(index, _)| index)
                    .unwrap_or_else(|| {
                        let names: Vec<String> = objects.iter().map(|&o| super::label(game, o).into_owned()).collect();
                        panic!("{path}: action {}: no option `{name}`; the options: {names:?}", i + 1)
                    })
            } else {
                // Options that are cards, not objects yet (712.21b).
                cards
                    .iter()
                    .position(|&c| game.pool.get(c).name == name)
                    .unwrap_or_else(|| panic!("{path}: action {}: no card `{name}` among the options", i + 1))
            };
            Action::Choose(index)
        }
        other => panic!("{path}: unknown action `{other}`"),
    };
    let unscripted = matches!(
        (pending.decision, &action),
        (
            Decision::Priority,
            Action::Attack { .. } | Action::Block { .. } | Action::FinishDeclaration
        )
    );
    assert!(
        !unscripted,
        "{path}: action {} is {action:?}, but the game asks for {:?}",
        i + 1,
        pending.decision
    );
    // A cast or an activation is followed by its modes, its evoke and kicker costs and X
    // (601.2b), its
    // targets in order (601.2c) and the shares of a divided amount (601.2d). A variable
    // number of modes, or of targets for an instance of the word "target", stays open until
    // the script says `no_more_modes` or `no_more_targets`.
    let announces = matches!(
        action,
        Action::Cast { .. } | Action::CastHalf { .. } | Action::CastBestowed { .. } | Action::Activate { .. }
    );
    let mut actions = vec![action];
    if announces {
        actions.extend(step.modes.iter().map(|&m| Action::Mode(m.saturating_sub(1))));
        actions.extend(step.evoke.map(Action::PayOptionalCost));
        actions.extend(step.alternative.map(Action::PayOptionalCost));
        actions.extend(step.without_paying_mana_cost.map(Action::PayOptionalCost));
        actions.extend(step.kicker.iter().map(|&pay| Action::PayOptionalCost(pay)));
        if let Some(to) = &step.gift {
            // The engine asks about each opponent within the caster's range, in seat order.
            let caster = player(&step.by, path);
            let asked: Vec<PlayerId> = game
                .opponents(caster)
                .filter(|&p| game.within_range(caster, p))
                .collect();
            let to = (to != "none").then(|| player(to, path));
            let until = match to {
                None => asked.len(),
                Some(to) => asked.iter().position(|&p| p == to).map(|i| i + 1).unwrap_or_else(|| {
                    panic!(
                        "{path}: action {}: `gift` names {to:?}, not an opponent the caster may choose",
                        i + 1
                    )
                }),
            };
            actions.extend(asked[..until].iter().map(|&p| Action::PayOptionalCost(Some(p) == to)));
        }
        actions.extend(step.buyback.map(Action::PayOptionalCost));
        actions.extend(step.x.map(Action::Number));
        actions.extend(step.pay_as.iter().map(|w| Action::PayAs(paid_as(w, path))));
        let first = step
            .target
            .iter()
            .map(|t| nth_target(game, t, step.target_nth.unwrap_or(1), path));
        let rest = step.targets.iter().map(|t| target(game, t, path));
        actions.extend(first.chain(rest).map(Action::Target));
        actions.extend(step.shares.iter().map(|&n| Action::Number(n)));
    }
    for action in actions {
        let before = game.state_hash();
        match (game.apply(action.clone()), &step.illegal) {
            (Ok(_), _) => {}
            (Err(e), Some(illegal)) => {
                for rule in illegal.rules() {
                    assert!(
                        e.rules.iter().any(|r| r.to_string() == *rule),
                        "{path}: action {} was refused, but not because of {rule}: {}",
                        i + 1,
                        e.reason
                    );
                }
                assert_eq!(
                    game.state_hash(),
                    before,
                    "{path}: a refused action changed the game (732.1)"
                );
                return;
            }
            (Err(e), None) => panic!("{path}: action {} ({action:?}) was refused: {}", i + 1, e.reason),
        }
    }
    if let Some(illegal) = &step.illegal {
        panic!(
            "{path}: action {} should be illegal ({}) but was applied",
            i + 1,
            illegal.rules().map(String::as_str).collect::<Vec<_>>().join(", ")
        );
    }
}

/// A way to pay a hybrid or Phyrexian symbol as a script writes it: a mana symbol's letter,
/// `2` for the generic half of `{2/B}`, or `life`.
fn paid_as(way: &str, path: &str) -> PaidAs {
    match way {
        "2" => PaidAs::TwoGeneric,
        "life" => PaidAs::TwoLife,
        letter => letter
            .chars()
            .next()
            .filter(|_| letter.len() == 1)
            .and_then(ManaType::from_symbol)
            .map(PaidAs::Mana)
            .unwrap_or_else(|| panic!("{path}: `{way}` is not a way to pay: write \"G\", \"C\", \"2\" or \"life\"")),
    }
}

/// Checks the options a question offers against the step's `options`, if it lists them:
/// the objects it offers, or the cards when they are no objects yet (a card outside the game).
fn check_options(game: &Game, step: &Step_, question: &engine::midway::Question, path: &str, i: usize) {
    if let Some(expected) = &step.options {
        let objects = question.objects();
        let cards = question.cards();
        let names: Vec<String> = if !cards.is_empty() {
            cards.iter().map(|&c| game.pool.get(c).name.clone()).collect()
        } else if objects.is_empty() {
            // Players, by their letters.
            question
                .targets()
                .iter()
                .map(|&t| match t {
                    Target::Player(p) => super::setup::LETTERS[p.0].to_string(),
                    Target::Object(o) => super::label(game, o).into_owned(),
                })
                .collect()
        } else {
            objects.iter().map(|&o| super::label(game, o).into_owned()).collect()
        };
        assert_eq!(names, *expected, "{path}: action {}: the options offered", i + 1);
    }
}
