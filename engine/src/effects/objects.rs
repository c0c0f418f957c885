//! Instructions that act on objects (CR 608.2c): destroying, moving, tapping, counters,
//! tokens and the keyword actions of CR 701 that take objects.
//!
//! Each instruction is its own function, so the rules it cites are judged by its own code.

use rules_data::RuleId;

use crate::cards::effect::{CounterKind, DamageInstead};
use crate::cards::number::Number;
use crate::cards::recipient::Recipient;
use crate::cards::resolved::Affected;
use crate::cards::CardIdx;
use crate::continuous::{Duration, Modification};
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId, Position, Zone};
use crate::generated::rules;
use crate::handlers::keyword_actions;
use crate::replacement::{NewToken, Proposed};
use crate::stack::{StackItem, Target};
use crate::{cite, rule};

/// "Deals N damage to …": each recipient's share is worked out first; the spell's own
/// "instead" applies if its condition holds as it resolves (614.15).
pub(super) fn deal_damage(
    game: &mut Game,
    item: &StackItem,
    amount: Number,
    to: Recipient,
    instead: Option<DamageInstead>,
) {
    let targets: Vec<(Target, u32)> = game
        .recipients(to, item)
        .into_iter()
        .map(|t| (t, game.share(amount, item, t)))
        .collect();
    let instead = instead
        .filter(|i| game.matching(&i.of, item.source, item.controller).count() >= i.count as usize)
        .map(|i| i.amount);
    game.deal_damage_or_instead((item.source, item.controller), &targets, instead, cite!("608.2c"));
}

/// "Destroy …": "destroy all …" destroys them at once, one event (603.10a looks back at it).
pub(super) fn destroy(game: &mut Game, item: &StackItem, what: Affected, regenerable: bool) {
    let objects = game.affected(what, item);
    game.all_at_once(|game| {
        for id in objects {
            game.destroy(id, regenerable, cite!("701.8a"));
        }
    });
}

/// "Return … to its owner's hand": to its owner's hand, whoever controls it (400.3).
pub(super) fn return_to_hand(game: &mut Game, item: &StackItem, what: Recipient) {
    for id in game.objects_of(what, item) {
        game.move_object(id, Zone::Hand, Position::Top, cite!("400.3"));
    }
}

/// "Put … on top of its owner's library": its owner's, whoever controls it (400.3).
pub(super) fn put_on_top_of_owners_library(game: &mut Game, item: &StackItem, what: Recipient) {
    for id in game.objects_of(what, item) {
        game.move_object(id, Zone::Library, Position::Top, cite!("400.3"));
    }
}

/// "… gets +N/+N until end of turn": both numbers are worked out before either applies
/// (107.3i: one X throughout). A noncreature permanent gets it too, and it applies once
/// that permanent becomes a creature (208.3a).
pub(super) fn pump(game: &mut Game, item: &StackItem, power: Number, toughness: Number, what: Recipient) {
    let (power, toughness) = (game.number(power, item), game.number(toughness, item));
    for id in game.objects_of(what, item) {
        // On a noncreature permanent the effect is created all the same, and applies once it
        // becomes a creature (208.3a).
        let rule = match game.is_creature(id) {
            true => cite!("613.4c"),
            false => cite!("208.3a"),
        };
        game.pump_until_end_of_turn(id, power, toughness, rule);
    }
}

impl Game {
    /// `id` gets +`power`/+`toughness` until end of turn (a change to its power and toughness
    /// in their layer, 613.4c, until the cleanup step, 514.2), by `rule`.
    #[rule("613.4c")]
    pub(crate) fn pump_until_end_of_turn(&mut self, id: ObjectId, power: i32, toughness: i32, rule: RuleId) {
        let o = self.obj_mut(id);
        o.until_end_of_turn.0 += power;
        o.until_end_of_turn.1 += toughness;
        self.invalidate_characteristics();
        self.emit(
            rule,
            EventKind::Pumped {
                object: id,
                power,
                toughness,
            },
        );
    }

    /// `player` creates `count` of `token` by `rule`, an event replacement effects may modify
    /// (614.16), unless they have left the game ([`Game::may_create_tokens_for`]).
    pub(crate) fn create_tokens_for(&mut self, player: PlayerId, token: NewToken, count: u32, rule: RuleId) {
        if self.may_create_tokens_for(player) {
            self.propose(Proposed::CreateTokens { player, token, count }, rule);
        }
    }
}

/// "[Who] creates N tokens": each put onto the battlefield under that player's control, the
/// spell's controller by default (111.1), one event per player that replacement effects may
/// modify (614.16).
pub(super) fn create_tokens(game: &mut Game, item: &StackItem, token: CardIdx, count: Number, who: Recipient) {
    let count = game.amount(count, item);
    game.acted_on.clear();
    if count > 0 {
        let token = NewToken::Card(token);
        for player in game.players_of(who, item) {
            game.create_tokens_for(player, token, count, cite!("111.1"));
        }
    }
}

/// "Create a [token] attached to [to]" (a Role, 303.7): the spell's or ability's controller
/// creates the Aura token, and it is attached to the first object `to` stands for (701.3a),
/// nothing if none is left; one that can't be attached there stays unattached, and
/// state-based actions put it into its owner's graveyard (704.5m).
pub(super) fn create_token_attached(game: &mut Game, item: &StackItem, token: CardIdx, to: Recipient) {
    let Some(&on) = game.recipients(to, item).first() else {
        return;
    };
    game.acted_on.clear();
    game.create_tokens_for(item.controller, NewToken::Card(token), 1, rules::R111_1);
    for created in game.acted_on.clone() {
        keyword_actions::attach::attach(game, created, on, rules::R701_3A);
    }
}

/// "Counter target spell": each one still on the stack is countered, in its handler
/// (701.6a).
pub(super) fn counter(game: &mut Game, item: &StackItem, what: Recipient) {
    for id in game.objects_of(what, item) {
        if let Some(spell) = game.stack.iter().find(|s| s.object == Some(id)) {
            keyword_actions::counter::counter(game, spell.id);
        }
    }
}

/// "Tap …" (701.26a).
pub(super) fn tap(game: &mut Game, item: &StackItem, what: Recipient) {
    for id in game.objects_of(what, item) {
        game.tap(id, cite!("701.26a"));
    }
}

/// "Untap …" (701.26b).
pub(super) fn untap(game: &mut Game, item: &StackItem, what: Recipient) {
    for id in game.objects_of(what, item) {
        game.untap(id, cite!("701.26b"));
    }
}

/// "Put N counters on …", each recipient its share of a divided number (122.6).
pub(super) fn put_counters(game: &mut Game, item: &StackItem, kind: CounterKind, count: Number, what: Recipient) {
    for id in game.objects_of(what, item) {
        let count = game.share(count, item, Target::Object(id));
        game.add_counters(id, kind, count, cite!("122.6"));
    }
}

/// "Return this card to the battlefield": a card that left the graveyard meanwhile is a new
/// object the ability can't find (400.7), so moving the old one does nothing. One that
/// enters tapped does not "become tapped" (701.26a).
pub(super) fn return_to_battlefield(game: &mut Game, item: &StackItem, tapped: bool) {
    if let Some(back) = game.move_object(item.source, Zone::Battlefield, Position::Top, cite!("608.2c")) {
        game.obj_mut(back).tapped = tapped;
    }
}

/// "Put [cards] onto the battlefield" from wherever they are, each under its owner's control
/// or, `yours`, under the effect's controller's, each with one `counter` if some: a card a
/// melded permanent became is found with the other (712.21c), so both are put there.
pub(super) fn put_onto_battlefield(
    game: &mut Game,
    item: &StackItem,
    what: Recipient,
    yours: bool,
    counter: Option<CounterKind>,
) {
    for id in game.objects_of(what, item) {
        if game.obj(id).zone == Zone::Battlefield {
            continue;
        }
        // A card outside the battlefield and the stack has no controller (108.4a): the one
        // the effect names controls the permanent.
        let controller = match yours {
            true => item.controller,
            false => game.obj(id).owner,
        };
        game.obj_mut(id).controller = controller;
        let entering = keyword_actions::attach::as_it_enters(game, id, controller);
        if game.stopped_to_ask() {
            return;
        }
        if entering == keyword_actions::attach::Entering::Stays {
            continue;
        }
        if let Some(new) = game.move_object(id, Zone::Battlefield, Position::Top, cite!("608.2c")) {
            if let keyword_actions::attach::Entering::AttachedTo(to) = entering {
                keyword_actions::attach::attach_now(game, new, to, cite!("303.4f"));
            }
            if let Some(kind) = counter {
                game.add_counters(new, kind, 1, cite!("122.6"));
            }
        }
    }
}

/// "Exile …", as its handler does it; a linked instruction remembers the cards for the
/// abilities linked to it (607.2a).
pub(super) fn exile(game: &mut Game, item: &StackItem, what: Recipient, linked: bool) {
    let objects = game.objects_of(what, item);
    game.acted_on.clear();
    for id in objects {
        let exiled = match linked {
            true => game.exile_linked(item, id),
            false => keyword_actions::exile::exile(game, id),
        };
        game.acted_on.extend(exiled);
    }
}

/// "[What] gains all activated abilities of [of]": the abilities `of`'s first object has
/// now, locked in (611.2c), each gained through one grant, a number no other has, so that
/// they are linked to one another and to nothing else (607.5). Nothing if that object is
/// gone.
pub(super) fn gain_activated_abilities(
    game: &mut Game,
    item: &StackItem,
    what: Recipient,
    of: Recipient,
    duration: Duration,
) {
    let Some(&from) = game.objects_of(of, item).first() else {
        return;
    };
    let grant = game.next_timestamp();
    let gained: Vec<Modification> = game
        .activated_abilities(from)
        .map(|(r, _)| Modification::GainActivated(r.granted(grant)))
        .collect();
    let affected = game.objects_of(what, item);
    game.add_effect(
        item.source,
        item.controller,
        affected,
        gained,
        duration,
        cite!("613.1f"),
    );
}

/// "[What] becomes a copy of [of]" (707.4): each permanent `what` names becomes a copy of
/// `of`'s first object as it is now, or as it last existed if it left (608.2h: its copiable
/// values then), with `except`. Nothing if there is nothing to copy.
pub(super) fn become_copy(
    game: &mut Game,
    item: &StackItem,
    what: Recipient,
    of: Recipient,
    except: &crate::copies::CopyExceptions,
    duration: Duration,
) {
    let original = game.recipients(of, item).into_iter().find_map(|t| match t {
        crate::stack::Target::Object(id) => Some(id),
        crate::stack::Target::Player(_) => None,
    });
    let Some(original) = original else {
        return;
    };
    for id in game.objects_of(what, item) {
        if game.obj(id).zone == Zone::Battlefield {
            game.become_copy(
                id,
                original,
                except,
                item.source,
                item.controller,
                duration,
                cite!("707.4"),
            );
        }
    }
}

/// "Choose a [permanent] on the battlefield": the spell's controller chooses one of those
/// `which` describes, not a target, as "the chosen" permanent of the instructions after it;
/// none if there is none.
pub(super) fn choose_permanent(game: &mut Game, item: &StackItem, which: &crate::continuous::Filter) {
    game.chosen_card = None;
    let options: Vec<crate::game::ObjectId> = game.matching(which, item.source, item.controller).collect();
    let chosen = game.pick(item.controller, options, 1, false, |options| {
        crate::midway::About::CardToChoose { options }
    });
    if game.stopped_to_ask() {
        return;
    }
    game.chosen_card = chosen.and_then(|c| c.first().copied());
}

/// "Sacrifice …": all at once, one event.
pub(super) fn sacrifice(game: &mut Game, item: &StackItem, what: Recipient) {
    let objects = game.objects_of(what, item);
    game.all_at_once(|game| {
        for id in objects {
            keyword_actions::sacrifice::sacrifice(game, item.controller, id, cite!("701.21a"));
        }
    });
}

/// "Shuffle … into its owner's library": those that left where they were too, their
/// owners' libraries shuffled all the same (701.24c); a player told to shuffle a set of
/// objects into their library shuffles it even if the set is empty (701.24d).
pub(super) fn shuffle_into_owners_library(
    game: &mut Game,
    item: &StackItem,
    what: Recipient,
    into_library_of: Option<Recipient>,
) {
    let objects = crate::stack::objects_among(game.recipients(what, item));
    let shuffled = game.shuffle_objects_into_libraries(&objects);
    for p in into_library_of
        .map(|who| game.players_of(who, item))
        .unwrap_or_default()
    {
        if !shuffled.contains(&p) {
            game.shuffle_library(p, cite!("701.24d"));
        }
    }
}

/// "Transform …": each affected permanent transforms (701.27a).
pub(super) fn transform(game: &mut Game, item: &StackItem, what: Affected) {
    for id in game.affected(what, item) {
        keyword_actions::transform::transform(game, id, cite!("701.27a"));
    }
}

/// "… phases out": each such permanent phases out directly (702.26b), and what is attached
/// to it indirectly with it.
pub(super) fn phase_out(game: &mut Game, item: &StackItem, what: Recipient) {
    for id in game.objects_of(what, item) {
        crate::handlers::keyword_abilities::phasing::phase_out(game, id, false, cite!("702.26b"));
    }
}

/// "Create a token that's a copy of …": one token for each object named, under the
/// controller's control, copying its copiable values (707.1), as a proposed event that
/// replacement effects may modify.
pub(super) fn create_token_copies(game: &mut Game, item: &StackItem, of: Recipient) {
    game.acted_on.clear();
    for original in game.objects_of(of, item) {
        let token = NewToken::CopyOf {
            of: original,
            source: item.source,
        };
        let player = item.controller;
        game.propose(
            Proposed::CreateTokens {
                player,
                token,
                count: 1,
            },
            cite!("707.1"),
        );
    }
}

impl Game {
    /// Returns the card that is the source of `item`, a keyword trigger from the graveyard
    /// (undying 702.93a, persist 702.79a), to the battlefield under its owner's control with
    /// a counter of `kind` on it; if it has left the graveyard, nothing happens (it is a new
    /// object, 400.7).
    pub(crate) fn return_with_counter(&mut self, item: &StackItem, kind: CounterKind, rule: rules_data::RuleId) {
        let Some(card) = self.object(item.source).filter(|card| !card.gone) else {
            return;
        };
        let owner = card.owner;
        self.set_base_controller(item.source, owner);
        if let Some(back) = self.move_object(item.source, Zone::Battlefield, Position::Top, rule) {
            self.add_counters(back, kind, 1, rule);
        }
    }
}
