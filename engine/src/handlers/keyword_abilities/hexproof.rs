//! 702.11 Hexproof: a permanent with hexproof can't be the target of spells or abilities its
//! controller's opponents control (702.11b), checked wherever a target is chosen or
//! rechecked (`Game::can_target`); a player with hexproof ("You have hexproof": Leyline of
//! Sanctity) can't be the target of spells or abilities their opponents control (702.11c).
//! "Hexproof from [color]" (702.11d: Knight of Grace's "hexproof from black") is a hexproof
//! ability that stops only the opponents' spells of that color and abilities from sources of
//! it; a card writes it among its keywords, and an effect that gives hexproof gives the whole
//! of it. Hexproof from other qualities waits for cards that need it.

use rules_data::RuleId;

use crate::characteristics::{Color, ColorSet};
use crate::game::{Game, ObjectId, PlayerId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::keywords::KeywordHooks;
use crate::{cite, rule, Handled};

/// Reports hexproof as implemented: targeting checks it through [`stops_targeting`].
#[rule("702.11")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The colors of a printed "hexproof from" ability, `"Hexproof from black"` or `"Hexproof
/// from white and from blue"`; `None` if `text` is not one, an error if it names something
/// else than colors.
pub(crate) fn parse(text: &str) -> Option<Result<ColorSet, String>> {
    let lower = text.to_ascii_lowercase();
    let rest = lower.strip_prefix("hexproof from ")?;
    let mut colors = ColorSet::COLORLESS;
    for quality in rest.split(" and from ").map(str::trim) {
        match Color::from_name(quality) {
            Some(c) => colors = colors.with(ColorSet::of(&[c])),
            None => {
                return Some(Err(format!(
                    "`{text}`: the engine reads hexproof from colors, and `{quality}` is not one"
                )))
            }
        }
    }
    Some(Ok(colors))
}

/// Why hexproof keeps the permanent `id` from being a target of a spell or ability from
/// `source` controlled by `controller`, if it does: it has hexproof and `controller` is an
/// opponent of its controller (702.11b); when all its hexproof is "hexproof from" colors,
/// only if `source` has one of them (702.11d).
#[rule("702.11b", "702.11d")]
pub(crate) fn stops_targeting(game: &Game, id: ObjectId, controller: PlayerId, source: ObjectId) -> Option<RuleId> {
    if !game.has(id, KeywordAbility::Hexproof) || !game.teams.are_opponents(game.controller(id), controller) {
        return None;
    }
    let only_from = only_from(game, id);
    if only_from == ColorSet::COLORLESS {
        return Some(cite!("702.11b"));
    }
    game.colors(source).intersects(only_from).then(|| cite!("702.11d"))
}

/// The colors all of `id`'s hexproof is from: none (it has plain hexproof) when an effect
/// gave it hexproof or the card whose abilities it has prints plain hexproof.
fn only_from(game: &Game, id: ObjectId) -> ColorSet {
    if game.chars(id).abilities.gained.contains(KeywordAbility::Hexproof) {
        return ColorSet::COLORLESS;
    }
    game.ability_source(id)
        .map_or(ColorSet::COLORLESS, |card| game.pool.get(card).hexproof_from)
}

/// Whether hexproof keeps `player` from being a target of a spell or ability controlled by
/// `controller`: a permanent of theirs says "You have hexproof" (and has that ability now),
/// and `controller` is an opponent (702.11c). Games that never held such a card look at
/// nothing.
#[rule("702.11c")]
pub(crate) fn stops_targeting_player(game: &Game, player: PlayerId, controller: PlayerId) -> bool {
    if !game.player_hexproof_possible || !game.teams.are_opponents(player, controller) {
        return false;
    }
    let stops = game.battlefield.iter().any(|&id| {
        game.controller(id) == player
            && game
                .ability_source(id)
                .is_some_and(|c| game.pool.get(c).you_have_hexproof)
    });
    if stops {
        cite!("702.11c");
    }
    stops
}
