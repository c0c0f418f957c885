//! 701.36 Populate: "to choose a creature token you control and create a token that's a copy
//! of that creature token" (701.36a); with no creature token, no token is created (701.36b).

use crate::game::Game;
use crate::keywords::KeywordHooks;
use crate::midway::About;
use crate::replacement::NewToken;
use crate::stack::StackItem;
use crate::{cite, rule, Handled};

/// Reports populate as implemented: the instruction is an effect of the cards that say so
/// ([`populate`]).
#[rule("701.36")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// "Populate" as `item` resolves: its controller chooses a creature token they control (asked
/// when they control two or more) and creates a token that's a copy of it (701.36a, 707.2:
/// its copiable values), an event replacement effects may modify (614.16); controlling no
/// creature token, they create none (701.36b).
#[rule("701.36a", "701.36b")]
pub(crate) fn populate(game: &mut Game, item: &StackItem) {
    let you = item.controller;
    let tokens: Vec<_> = game
        .controlled_by(you)
        .filter(|&id| game.obj(id).token && game.is_creature(id))
        .collect();
    if tokens.is_empty() {
        cite!("701.36b");
        return;
    }
    let chosen = game.pick(you, tokens, 1, false, |options| About::CardToChoose { options });
    if game.stopped_to_ask() {
        return;
    }
    let Some(&of) = chosen.as_ref().and_then(|c| c.first()) else {
        return;
    };
    let token = NewToken::CopyOf {
        of,
        source: item.source,
    };
    game.create_tokens_for(you, token, 1, cite!("701.36a"));
}
