//! 701.34 Proliferate: "to choose any number of permanents and/or players that have a
//! counter, then give each one additional counter of each kind that permanent or player
//! already has" (701.34a). Players have one kind of counter here, poison (122.1f); in
//! Two-Headed Giant a team's are shared, so of its chosen players only one gets one (701.34b).

use crate::cards::effect::CounterKind;
use crate::game::{Game, ObjectId};
use crate::keywords::KeywordHooks;
use crate::midway::{About, Question};
use crate::stack::{StackItem, Target};
use crate::two_headed_giant::SharedByTeam;
use crate::{cite, rule, Handled};

/// Reports proliferate as implemented: the instruction is an effect of the cards that say so
/// ([`proliferate`]).
#[rule("701.34")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// "Proliferate" as `item` resolves: its controller chooses, one question at a time, any
/// number of the permanents and players that have a counter (the option after the last
/// chooses no more); each chosen permanent gets one more counter of each kind it has, each
/// chosen player one more poison counter (701.34a), in Two-Headed Giant one player of each
/// team ([`Game::one_member_of_each_team`]). Each addition is an event replacement effects and "can't"
/// effects may change.
#[rule("701.34a")]
pub(crate) fn proliferate(game: &mut Game, item: &StackItem) {
    let you = item.controller;
    let mut options: Vec<Target> = game
        .battlefield
        .iter()
        .copied()
        .filter(|&id| kinds_on(game, id).next().is_some())
        .map(Target::Object)
        .chain(
            game.active_players()
                .filter(|(_, p)| p.poison_counters > 0)
                .map(|(p, _)| Target::Player(p)),
        )
        .collect();
    let mut chosen = Vec::new();
    while !options.is_empty() {
        let question = Question {
            player: you,
            about: About::ToProliferate {
                options: options.clone(),
            },
        };
        let answer = game.ask(question);
        if game.stopped_to_ask() {
            return;
        }
        if answer >= options.len() {
            break;
        }
        chosen.push(options.remove(answer));
    }
    let mut players = Vec::new();
    for target in chosen {
        match target {
            Target::Object(id) => {
                let kinds: Vec<CounterKind> = kinds_on(game, id).collect();
                for kind in kinds {
                    game.add_counters(id, kind, 1, cite!("701.34a"));
                }
            }
            Target::Player(p) => players.push(p),
        }
    }
    let shared = SharedByTeam::PoisonCounters { proliferator: you };
    let players = game.one_member_of_each_team(players, shared);
    if game.stopped_to_ask() {
        return;
    }
    for p in players {
        game.give_poison(p, 1, cite!("701.34a"));
    }
}

/// The kinds of counters on `id`.
fn kinds_on(game: &Game, id: ObjectId) -> impl Iterator<Item = CounterKind> + '_ {
    let counters = &game.obj(id).counters;
    CounterKind::ALL.into_iter().filter(move |&kind| counters.of(kind) > 0)
}
