//! 701.23 Search: looking at every card of a zone, even a hidden one, and finding cards that
//! match a description (701.23a).

use crate::cards::effect::SearchTo;
use crate::cards::resolved::Searching;
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId, Position, Zone};
use crate::keywords::KeywordHooks;
use crate::midway::{About, Question};
use crate::{cite, rule, Handled};

/// Reports search as implemented: effects search libraries through [`search`].
#[rule("701.23")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// `players` each search their library, or `library`'s when it is some, as `s` says, for the
/// effect of `source` controlled by `you`. Each decides in APNAP order whether to search
/// (701.23g) and which cards to find (701.23i); then every found card goes where it goes at
/// once, a card put onto the battlefield under the control of the player who found it
/// (110.2a), and each library searched is shuffled (701.24a), leaving out cards that go on
/// top of it (701.24b).
#[rule("701.23i", "701.23g")]
pub(crate) fn search(
    game: &mut Game,
    mut players: Vec<PlayerId>,
    s: &Searching,
    source: ObjectId,
    you: PlayerId,
    library: Option<PlayerId>,
) {
    // APNAP: the active player, then the others in turn order (seats after theirs first).
    let active = game.turn.active.0;
    cite!("701.23i");
    players.sort_by_key(|p| (p.0 < active, p.0));
    let mut searches = Vec::with_capacity(players.len());
    for player in players {
        if s.may {
            cite!("701.23g");
            let about = About::MaySearch;
            if game.ask(Question { player, about }) != 0 {
                continue;
            }
        }
        let owner = library.unwrap_or(player);
        let found = find(game, player, owner, s, source, you);
        let onto_battlefield = match (s.put, found.as_slice()) {
            (SearchTo::Battlefield, _) => found.clone(),
            (SearchTo::BattlefieldAndHand, [_, _, ..]) => {
                let about = |options| About::CardToChoose { options };
                game.pick(player, found.clone(), 1, false, about).unwrap_or_default()
            }
            (SearchTo::BattlefieldAndHand, one) => one.to_vec(),
            (SearchTo::Hand | SearchTo::TopOfLibrary, _) => Vec::new(),
        };
        searches.push((player, owner, found, onto_battlefield));
    }
    if game.stopped_to_ask() {
        return;
    }
    for (player, _, found, _) in &searches {
        reveal(game, *player, found, s.reveal);
    }
    if s.put == SearchTo::TopOfLibrary {
        for (_, owner, found, _) in &searches {
            game.shuffle_library_except(*owner, found, cite!("701.24b"));
        }
        return;
    }
    game.all_at_once(|game| {
        for (player, _, found, onto_battlefield) in &searches {
            for &card in found {
                let to = match onto_battlefield.contains(&card) {
                    true => {
                        put_under_control_of(game, card, *player);
                        Zone::Battlefield
                    }
                    false => Zone::Hand,
                };
                let moved = game.move_object(card, to, Position::Top, cite!("701.23a"));
                if let Some(permanent) = moved.filter(|_| s.tapped && to == Zone::Battlefield) {
                    // It enters tapped: it does not "become tapped" (701.26a).
                    game.obj_mut(permanent).tapped = true;
                }
            }
        }
    });
    for (_, owner, _, _) in searches {
        game.shuffle_library(owner, cite!("701.24a"));
    }
}

/// `card`, which `player` found, will enter the battlefield under their control (110.2a),
/// even from another player's library.
#[rule("110.2a")]
fn put_under_control_of(game: &mut Game, card: ObjectId, player: PlayerId) {
    // A card in a library has no controller (108.4): the one it enters under is the
    // player the effect tells to put it there.
    game.obj_mut(card).controller = player;
}

/// `player` searches their library (701.23a), or the part of it a replacement effect leaves
/// them (701.23f), for the cards `s` describes, and finds some: for a description, as many
/// as they choose up to the count (701.23b); for just a number of cards, that many if there
/// are (701.23d).
#[rule("701.23a", "701.23b", "701.23d")]
fn find(
    game: &mut Game,
    player: PlayerId,
    owner: PlayerId,
    s: &Searching,
    source: ObjectId,
    you: PlayerId,
) -> Vec<ObjectId> {
    let (looked, top) = searched_library(game, player, owner);
    game.emit(
        cite!("701.23a"),
        EventKind::Searched {
            player,
            whose: owner,
            top,
        },
    );
    let count = usize::from(s.count);
    match &s.find {
        Some(filter) => {
            cite!("701.23b");
            let options = looked
                .into_iter()
                .filter(|&c| game.described(filter, c, Zone::Library, source, you))
                .collect();
            game.pick_up_to(player, options, count, |options| About::CardToFind {
                options,
                optional: true,
            })
        }
        None => {
            cite!("701.23d");
            let about = |options| About::CardToFind {
                options,
                optional: false,
            };
            game.pick(player, looked, count, false, about).unwrap_or_default()
        }
    }
}

/// Reveals the found cards if the effect says so (701.23e: otherwise they aren't).
#[rule("701.23e")]
fn reveal(game: &mut Game, player: PlayerId, found: &[ObjectId], reveal: bool) {
    if !reveal {
        cite!("701.23e");
        return;
    }
    for &card in found {
        super::reveal::reveal(game, player, card);
    }
}

/// `you` search `whose` graveyard, hand and library for all cards with the same name as
/// `named` and exile them; then `whose` shuffles their library (Splinter, Lobotomy). Every
/// such card in the graveyard, a public zone, is found; in the hand and the library, hidden
/// zones, `you` find as many of them as they choose (701.23b), in the library's searchable
/// portion (701.23f). With no card named (a hand with nothing to choose), the quality is
/// undefined: the zones are searched, but nothing can be found (701.23c).
#[rule("701.23b", "701.23c")]
pub(crate) fn exile_cards_named(game: &mut Game, you: PlayerId, whose: PlayerId, named: Option<ObjectId>) {
    game.emit(
        cite!("701.23a"),
        EventKind::SearchedForName {
            player: you,
            whose,
            named,
        },
    );
    let mut found = Vec::new();
    if let Some(named) = named {
        let name = game.pool.get(game.obj(named).card).name.clone();
        let has_name = |game: &Game, card: ObjectId| game.pool.get(game.obj(card).card).name == name;
        let owner = &game.players[whose.0];
        found.extend(owner.graveyard.iter().copied().filter(|&c| has_name(game, c)));
        cite!("701.23b");
        let hand: Vec<ObjectId> = owner.hand.iter().copied().filter(|&c| has_name(game, c)).collect();
        found.extend(find_any_number(game, you, hand));
        let (looked, _) = searched_library(game, you, whose);
        let library: Vec<ObjectId> = looked.into_iter().filter(|&c| has_name(game, c)).collect();
        found.extend(find_any_number(game, you, library));
    } else {
        cite!("701.23c");
    }
    if game.stopped_to_ask() {
        return;
    }
    game.all_at_once(|game| {
        for card in found {
            game.move_object(card, Zone::Exile, Position::Top, cite!("701.23a"));
        }
    });
    game.shuffle_library(whose, cite!("701.24a"));
}

/// The cards of `owner`'s library `searcher` looks at, top first: all of them, or the top N
/// when a replacement effect makes the search one of that portion (701.23f), with that N.
#[rule("701.23f")]
fn searched_library(game: &mut Game, searcher: PlayerId, owner: PlayerId) -> (Vec<ObjectId>, Option<u32>) {
    let top = game.searchable_portion(searcher);
    let library = game.players[owner.0].library.iter().rev().copied();
    let looked = match top {
        Some(n) => {
            cite!("701.23f");
            library.take(n as usize).collect()
        }
        None => library.collect(),
    };
    (looked, top)
}

/// The cards of `options` (in a hidden zone) `player` chooses to find, one question each.
fn find_any_number(game: &mut Game, player: PlayerId, options: Vec<ObjectId>) -> Vec<ObjectId> {
    let most = options.len();
    game.pick_up_to(player, options, most, |options| About::CardToFind {
        options,
        optional: true,
    })
}
