//! Who can attack and block, and why one that can't is refused (508.1a, 509.1a, 702.9b);
//! removing a creature from combat (506.4) takes out only that creature.

use engine::action::{Action, Decision};
use engine::combat::{Attacker, Combat};
use engine::event::{Event, EventKind};
use engine::game::{Game, ObjectId, PlayerId, Zone};
use engine::stack::Target;
use engine::turn::Step;
use engine::{cite, rule};

use crate::fixtures::{card, permanent, starter};

#[rule("506.4")]
#[test]
fn r506_4_removing_one_creature_from_combat_leaves_the_others() {
    let [a1, a2, b1, b2] = [ObjectId(1), ObjectId(2), ObjectId(3), ObjectId(4)];
    let attacker = |creature| Attacker {
        creature,
        attacks: Target::Player(PlayerId(1)),
        blocked: true,
    };
    let mut combat = Combat {
        attackers: vec![attacker(a1), attacker(a2)],
        blocks: vec![(b1, a1), (b2, a2)],
        proposed_attacks: vec![(a1, Target::Player(PlayerId(1))), (a2, Target::Player(PlayerId(1)))],
        proposed_blocks: vec![(b1, a1), (b2, a2)],
        ..Combat::default()
    };
    // An attacker leaves: its block goes with it, the other attacker's stays.
    combat.remove(a1);
    assert_eq!(combat.attackers, vec![attacker(a2)]);
    assert_eq!(combat.blocks, vec![(b2, a2)]);
    assert_eq!(combat.proposed_attacks, vec![(a2, Target::Player(PlayerId(1)))]);
    assert_eq!(combat.proposed_blocks, vec![(b2, a2)]);
    // A blocker leaves: its attacker stays attacking (and blocked, 509.1h).
    combat.remove(b2);
    assert_eq!(combat.attackers, vec![attacker(a2)]);
    assert!(combat.blocks.is_empty());
    assert!(combat.proposed_blocks.is_empty());
}

/// A two-player board in A's declare attackers step, with `mine` for A and `theirs` for B.
fn board(mine: &[&str], theirs: &[&str]) -> (Game, Vec<ObjectId>, Vec<ObjectId>) {
    let mut game = Game::blank(starter(), 2, 20);
    let a = mine.iter().map(|n| permanent(&mut game, PlayerId(0), n)).collect();
    let b = theirs.iter().map(|n| permanent(&mut game, PlayerId(1), n)).collect();
    game.begin_step(Step::DeclareAttackers);
    (game, a, b)
}

fn attack(game: &mut Game, creature: ObjectId) -> Result<(), engine::action::IllegalAction> {
    game.apply(Action::Attack {
        creature,
        attacks: engine::stack::Target::Player(PlayerId(1)),
    })
    .map(|_| ())
}

/// Finishes A's attack and passes priority until B is asked to declare blockers.
fn to_blockers(game: &mut Game) {
    game.apply(Action::FinishDeclaration).expect("attackers declared");
    while game.pending.map(|p| p.decision) == Some(Decision::Priority) {
        game.apply(Action::Pass).expect("passing is legal");
    }
    let pending = game.pending.expect("B declares blockers");
    assert_eq!(
        (pending.player, pending.decision),
        (PlayerId(1), Decision::DeclareBlockers)
    );
}

#[rule("508.1a", "302.6")]
#[test]
fn r508_1a_each_refused_attacker_is_told_why() {
    let (mut game, mine, theirs) = board(&["Grizzly Bears", "Mountain"], &["Grizzly Bears"]);
    let [bears, mountain] = mine[..] else { unreachable!() };
    let sick = card(&game.pool.clone(), "Grizzly Bears");
    let sick = game.put(sick, PlayerId(0), Zone::Battlefield);
    let sick_and_tapped = card(&game.pool.clone(), "Grizzly Bears");
    let sick_and_tapped = game.put(sick_and_tapped, PlayerId(0), Zone::Battlefield);
    game.objects[sick_and_tapped.0 as usize].tapped = true;
    let in_hand = card(&game.pool.clone(), "Grizzly Bears");
    let in_hand = game.put(in_hand, PlayerId(0), Zone::Hand);
    let theirs_sick = theirs[0];
    game.objects[theirs_sick.0 as usize].summoning_sick = true;
    game.objects[mountain.0 as usize].summoning_sick = true;
    let refusal = |game: &mut Game, id| {
        let e = attack(game, id).expect_err("refused");
        (e.rules, e.reason)
    };
    let (rules, reason) = refusal(&mut game, sick);
    assert_eq!(rules, vec![cite!("508.1a"), cite!("302.6")], "{reason}");
    // Tapped, another player's, or not a creature: the summoning-sickness reason is not the one.
    for id in [sick_and_tapped, theirs_sick, mountain] {
        let (rules, reason) = refusal(&mut game, id);
        assert_eq!(rules, vec![cite!("508.1a")], "{reason}");
        assert!(reason.contains("only an untapped creature you control"), "{reason}");
    }
    let (_, reason) = refusal(&mut game, in_hand);
    assert!(reason.contains("on the battlefield"), "{reason}");
    attack(&mut game, bears).expect("an untapped creature A has controlled since the turn began");
}

#[rule("509.1a", "802.4a")]
#[test]
fn r509_1a_only_an_untapped_creature_of_the_defending_player_can_block() {
    let (mut game, mine, theirs) = board(
        &["Grizzly Bears", "Hill Giant"],
        &["Grizzly Bears", "Grizzly Bears", "Forest"],
    );
    let [bears, giant] = mine[..] else { unreachable!() };
    let [untapped, tapped, forest] = theirs[..] else {
        unreachable!()
    };
    game.objects[tapped.0 as usize].tapped = true;
    assert!(game.can_block(untapped));
    assert!(!game.can_block(tapped), "tapped");
    assert!(!game.can_block(forest), "not a creature");
    assert!(!game.can_block(giant), "the attacking player's");
    attack(&mut game, bears).expect("attacks");
    to_blockers(&mut game);
    for (blocker, attacker, rules, why) in [
        (tapped, bears, vec![cite!("509.1a")], "a tapped creature can't block"),
        (
            untapped,
            giant,
            vec![cite!("509.1a"), cite!("802.4a")],
            "the Hill Giant is not attacking",
        ),
    ] {
        let refused = game.apply(Action::Block { blocker, attacker }).expect_err(why);
        assert_eq!(refused.rules, rules, "{why}: {}", refused.reason);
    }
    game.apply(Action::Block {
        blocker: untapped,
        attacker: bears,
    })
    .expect("an untapped creature B controls blocks");
}

/// Passes priority to the end of combat, collecting the events and each player's life as
/// every step with priority begins.
fn through_combat(game: &mut Game) -> (Vec<Event>, Vec<(Step, [i32; 2])>) {
    let (mut events, mut lives) = (Vec::new(), Vec::new());
    while game.turn.step != Step::EndOfCombat {
        let pending = game.pending.expect("a decision is pending");
        if lives.last().map(|&(step, _)| step) != Some(game.turn.step) {
            lives.push((game.turn.step, [game.players[0].life, game.players[1].life]));
        }
        let action = match pending.decision {
            Decision::Priority => Action::Pass,
            _ => Action::FinishDeclaration,
        };
        events.extend(game.apply(action).expect("legal").iter().cloned());
    }
    (events, lives)
}

/// Only creatures with first strike or double strike deal combat damage in the first combat
/// damage step (510.4); the others deal theirs in the second, once.
#[rule("510.1a", "510.4")]
#[test]
fn r510_4_only_first_strikers_deal_damage_in_the_first_combat_damage_step() {
    let (mut game, mine, _) = board(&["Youthful Knight", "Grizzly Bears"], &[]);
    for &creature in &mine {
        attack(&mut game, creature).expect("attacks");
    }
    game.apply(Action::FinishDeclaration).expect("attackers declared");
    let (_, lives) = through_combat(&mut game);
    let life_of_b = |step| lives.iter().find(|&&(s, _)| s == step).map(|&(_, l)| l[1]);
    assert_eq!(
        life_of_b(Step::FirstStrikeDamage),
        Some(18),
        "the Knight's 2 only: {lives:?}"
    );
    assert_eq!(life_of_b(Step::CombatDamage), Some(16), "then the Bears' 2: {lives:?}");
}

/// A creature whose power is 0 assigns no combat damage (510.1a): Wall of Stone blocks and
/// deals none.
#[rule("510.1a", "510.1d")]
#[test]
fn r510_1a_a_blocker_with_0_power_deals_no_combat_damage() {
    let (mut game, mine, theirs) = board(&["Grizzly Bears"], &["Wall of Stone"]);
    let (bears, wall) = (mine[0], theirs[0]);
    attack(&mut game, bears).expect("attacks");
    to_blockers(&mut game);
    game.apply(Action::Block {
        blocker: wall,
        attacker: bears,
    })
    .expect("the Wall blocks");
    game.apply(Action::FinishDeclaration).expect("blockers declared");
    let (events, _) = through_combat(&mut game);
    let dealt_by = |source| {
        events
            .iter()
            .filter(|e| matches!(e.kind, EventKind::Damage { source: s, .. } if s == source))
            .count()
    };
    assert_eq!(dealt_by(bears), 1, "the Bears deal their damage to the Wall");
    assert_eq!(dealt_by(wall), 0, "the Wall deals none: {events:?}");
}

#[rule("702.9b", "702.17b")]
#[test]
fn r702_9b_a_flyer_is_blocked_by_reach_or_flying_only() {
    let (mut game, mine, theirs) = board(&["Serra Angel"], &["Grizzly Bears", "Giant Spider", "Air Elemental"]);
    let angel = mine[0];
    let [bears, spider, elemental] = theirs[..] else {
        unreachable!()
    };
    attack(&mut game, angel).expect("attacks");
    to_blockers(&mut game);
    let refused = game
        .apply(Action::Block {
            blocker: bears,
            attacker: angel,
        })
        .expect_err("no flying or reach");
    assert!(refused.rules.contains(&cite!("702.9b")), "{}", refused.reason);
    for blocker in [spider, elemental] {
        game.apply(Action::Block {
            blocker,
            attacker: angel,
        })
        .expect("reach or flying can block a flyer");
    }
}

#[test]
fn undeclaring_a_blocker_leaves_the_other_blockers_declared() {
    let (mut game, mine, theirs) = board(&["Grizzly Bears"], &["Savannah Lions", "Grizzly Bears"]);
    let attacker = mine[0];
    attack(&mut game, attacker).expect("attacks");
    to_blockers(&mut game);
    for &blocker in &theirs {
        game.apply(Action::Block { blocker, attacker }).expect("can block");
    }
    game.apply(Action::Undeclare(theirs[0])).expect("it was declared");
    game.apply(Action::FinishDeclaration).expect("blockers declared");
    assert_eq!(game.combat.blockers_of(attacker).collect::<Vec<_>>(), vec![theirs[1]]);
}

/// Declares `attacker` attacking B and `blockers` blocking it, then passes priority until A is
/// asked how to assign its combat damage.
fn to_assignment(game: &mut Game, attacker: ObjectId, blockers: &[ObjectId]) {
    attack(game, attacker).expect("attacks");
    to_blockers(game);
    for &blocker in blockers {
        game.apply(Action::Block { blocker, attacker }).expect("blocks");
    }
    game.apply(Action::FinishDeclaration).expect("blockers declared");
    while game.pending.map(|p| p.decision) == Some(Decision::Priority) {
        game.apply(Action::Pass).expect("passing is legal");
    }
    let pending = game.pending.expect("A assigns the damage");
    assert!(
        matches!(pending.decision, Decision::AssignCombatDamage { creature: a, .. } if a == attacker),
        "{pending:?}"
    );
}

/// A blocked creature assigns its combat damage to the creatures blocking it (510.1c) and, with
/// trample, past them only to the player it attacks (702.19b): not to another creature, not
/// to its own controller, and without trample not to a player at all.
#[rule("510.1c", "702.19b")]
#[test]
fn r510_1c_damage_goes_to_the_blockers_and_with_trample_to_the_attacked_player_only() {
    let (mut game, mine, theirs) = board(
        &["Colossal Dreadmaw", "Hill Giant"],
        &["Grizzly Bears", "Grizzly Bears"],
    );
    let [dreadmaw, giant] = mine[..] else { unreachable!() };
    to_assignment(&mut game, dreadmaw, &theirs);
    let refused = |game: &mut Game, to| game.apply(Action::AssignDamage(to)).expect_err("refused").rules;
    assert_eq!(
        refused(&mut game, Target::Object(giant)),
        vec![cite!("510.1c")],
        "not blocking"
    );
    // Lethal damage to each blocker first (2 to each 2/2 Bears); then the rest may go past them.
    for &blocker in &theirs {
        for _ in 0..2 {
            assert_eq!(
                refused(&mut game, Target::Player(PlayerId(1))),
                vec![cite!("702.19b")],
                "a blocker still lacks lethal damage"
            );
            game.apply(Action::AssignDamage(Target::Object(blocker)))
                .expect("a blocker can be assigned damage");
        }
    }
    assert_eq!(
        refused(&mut game, Target::Player(PlayerId(0))),
        vec![cite!("510.1c")],
        "A is not the attacked player"
    );
    game.apply(Action::AssignDamage(Target::Player(PlayerId(1))))
        .expect("the attacked player can be assigned the rest");

    let (mut game, mine, theirs) = board(&["Hill Giant"], &["Grizzly Bears", "Grizzly Bears"]);
    to_assignment(&mut game, mine[0], &theirs);
    assert_eq!(
        refused(&mut game, Target::Player(PlayerId(1))),
        vec![cite!("702.19b")],
        "no trample"
    );
}

/// Damage already marked on a blocker counts toward the lethal damage a trampler must assign
/// it (702.19b): a Hill Giant with 2 damage needs only 1 more.
#[rule("702.19b")]
#[test]
fn r702_19b_damage_already_marked_counts_toward_lethal() {
    let (mut game, mine, theirs) = board(&["Colossal Dreadmaw"], &["Hill Giant"]);
    let (dreadmaw, giant) = (mine[0], theirs[0]);
    game.objects[giant.0 as usize].damage = 2;
    to_assignment(&mut game, dreadmaw, &[giant]);
    game.apply(Action::AssignDamage(Target::Object(giant)))
        .expect("a blocker can be assigned damage");
    game.apply(Action::AssignDamage(Target::Player(PlayerId(1))))
        .expect("1 more is lethal to a 3/3 with 2 damage: the rest may go to the player");
}

/// A trampler attacking a planeswalker that has since left combat assigns none of its damage
/// to it (506.4c): past its blockers there is nothing it attacks, so all of it goes to them
/// (510.1c). Colossal Dreadmaw attacks Jace Beleren, Grizzly Bears blocks, and A's Lightning
/// Bolt kills Jace before damage.
#[rule("506.4c")]
#[test]
fn r506_4c_a_trampler_assigns_nothing_to_an_attacked_planeswalker_that_left() {
    let (mut game, mine, theirs) = board(&["Colossal Dreadmaw", "Mountain"], &["Grizzly Bears", "Jace Beleren"]);
    let (dreadmaw, bears, jace) = (mine[0], theirs[0], theirs[1]);
    let bolt = game.put(card(&game.pool.clone(), "Lightning Bolt"), PlayerId(0), Zone::Hand);
    game.apply(Action::Attack {
        creature: dreadmaw,
        attacks: Target::Object(jace),
    })
    .expect("a creature may attack a planeswalker");
    to_blockers(&mut game);
    game.apply(Action::Block {
        blocker: bears,
        attacker: dreadmaw,
    })
    .expect("blocks");
    game.apply(Action::FinishDeclaration).expect("blockers declared");
    game.apply(Action::Cast {
        card: bolt,
        payment: engine::action::Payment::Auto,
    })
    .expect("A casts Lightning Bolt in the declare blockers step");
    game.apply(Action::Target(Target::Object(jace))).expect("at Jace");
    while game.pending.map(|p| p.decision) == Some(Decision::Priority) {
        game.apply(Action::Pass).expect("passing is legal");
    }
    assert!(game.objects[jace.0 as usize].gone, "Jace is in the graveyard");
    for _ in 0..2 {
        game.apply(Action::AssignDamage(Target::Object(bears)))
            .expect("lethal damage to the Bears first");
    }
    let refused = game
        .apply(Action::AssignDamage(Target::Object(jace)))
        .expect_err("Jace has left combat");
    assert_eq!(refused.rules, vec![cite!("510.1c")]);
    game.apply(Action::AssignDamage(Target::Object(bears)))
        .expect("the rest goes to the blocker");
}

/// Random games of Night Market Guards against Grizzly Bears keep the invariants after every
/// action, end and replay exactly; in them a Guard blocks two attackers at once (509.1a, by
/// its ability) and deals combat damage to both in one step, divided by its controller
/// (510.1d).
#[test]
fn random_games_with_a_creature_that_blocks_two_attackers() {
    let deck = [("Plains", 22), ("Night Market Guard", 19), ("Grizzly Bears", 19)];
    let games = crate::fixtures::random_games(&deck, 6);
    let (mut double_blocks, mut divided) = (0, 0);
    for game in &games {
        // This combat's blockers of two attackers, and whom each has dealt damage this step.
        let mut doubles: Vec<ObjectId> = Vec::new();
        let mut dealt: Vec<(ObjectId, ObjectId)> = Vec::new();
        for event in &game.log {
            match &event.kind {
                EventKind::Blocked { blocks } => {
                    doubles = blocks
                        .iter()
                        .map(|&(b, _)| b)
                        .filter(|b| blocks.iter().filter(|(x, _)| x == b).count() == 2)
                        .collect();
                    doubles.sort_unstable();
                    doubles.dedup();
                    double_blocks += doubles.len();
                }
                EventKind::StepBegan { .. } => dealt.clear(),
                EventKind::Damage {
                    source,
                    to: Target::Object(to),
                    combat: true,
                    ..
                } if doubles.contains(source) => {
                    if dealt.iter().any(|&(s, t)| s == *source && t != *to) {
                        divided += 1;
                    }
                    dealt.push((*source, *to));
                }
                _ => {}
            }
        }
    }
    assert!(double_blocks > 0, "no creature blocked two attackers");
    assert!(divided > 0, "no blocker divided its damage between two attackers");
}
