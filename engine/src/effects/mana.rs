//! Instructions that add mana (CR 106.1a, 106.3, 903.4).

use rules_data::RuleId;

use crate::cards::mana::{ManaCost, ManaType};
use crate::cards::number::Number;
use crate::characteristics::{Color, ColorSet};
use crate::event::EventKind;
use crate::game::{Game, PlayerId};
use crate::midway::{About, Question};
use crate::stack::StackItem;
use crate::{cite, rule};

/// "Add one mana of any color" ("three mana of any one color": `amount` 3): the color is
/// asked as the ability resolves, one of the five colors of mana (106.1a).
pub(super) fn add_mana_of_any_color(game: &mut Game, item: &StackItem, amount: u8) {
    let Some(color) = choose_mana_color(game, item, ColorSet::of(&Color::ALL)) else {
        return;
    };
    let mut mana = ManaCost::default();
    mana.colored[ManaType::of(color) as usize] = amount;
    game.add_mana(item.controller, &mana, cite!("106.1a"));
}

/// "Add one mana of any color in your commander's color identity" (Command Tower): a color
/// of the identity its player's commanders have together (903.4), asked as it resolves when
/// there are several. A player without a commander has no such identity, so the ability adds
/// nothing (903.4f); nor does it for a colorless one, which has no color to add.
#[rule("903.4", "903.4f")]
pub(super) fn add_mana_of_commander_color(game: &mut Game, item: &StackItem) {
    let Some(identity) = game.commanders_color_identity(item.controller) else {
        cite!("903.4f");
        return;
    };
    let Some(color) = choose_mana_color(game, item, identity) else {
        return;
    };
    game.add_mana(item.controller, &ManaCost::one(ManaType::of(color)), cite!("903.4"));
}

/// The color of mana `item`'s controller chooses among `colors` as it resolves: asked only
/// when there is a choice; none when `colors` is empty or the game stopped to ask.
fn choose_mana_color(game: &mut Game, item: &StackItem, colors: ColorSet) -> Option<Color> {
    let listed: Vec<Color> = colors.iter().collect();
    let answer = match listed.len() {
        0 | 1 => 0,
        _ => game.ask(Question {
            player: item.controller,
            about: About::ManaColor {
                source: item.source,
                colors,
            },
        }),
    };
    if game.stopped_to_ask() {
        return None;
    }
    listed.get(answer.min(listed.len().saturating_sub(1))).copied()
}

/// "Add {…}", `times` times (106.3).
pub(super) fn add_mana(game: &mut Game, item: &StackItem, mana: &ManaCost, times: Number) {
    for _ in 0..game.amount(times, item) {
        game.add_mana(item.controller, mana, cite!("106.3"));
    }
}

/// "Add {W}{U}{B}{R}{G}. This mana can't be spent to pay generic mana costs" (Jegantha, the
/// Wellspring): mana with a restriction on how it is spent, of its types all the same (106.6).
#[rule("106.6")]
pub(super) fn add_mana_not_for_generic(game: &mut Game, item: &StackItem, mana: &ManaCost) {
    game.add_mana(item.controller, mana, cite!("106.6"));
    game.players[item.controller.0].mana.restrict_generic(mana);
}

/// "Add one mana of the chosen color": the color chosen for the permanent as it entered, the
/// choice of the ability this one is linked to (607.2d). That ability may be linked to
/// others as well, each reading the same choice (607.4: Paradise Plume's "whenever a player
/// casts a spell of the chosen color"). None if no color was chosen.
#[rule("607.2d", "607.4")]
pub(super) fn add_mana_of_chosen_color(game: &mut Game, item: &StackItem) {
    if let Some(color) = game.chosen(item.source, game.ability_source(item.source)).color {
        cite!("607.4");
        game.add_mana(item.controller, &ManaCost::one(ManaType::of(color)), cite!("607.2d"));
    }
}

/// "That player adds one mana of any type that land produced": a triggered mana ability,
/// resolved as the land's mana was added (605.4a), adding one more of the type it made.
#[rule("605.4a")]
pub(super) fn add_mana_that_land_produced(game: &mut Game, item: &StackItem) {
    let Some(player) = item.choices.that_player else {
        return;
    };
    if let Some(t) = ManaType::ALL
        .into_iter()
        .find(|&t| game.land_produced.colored[t as usize] > 0)
    {
        game.add_mana(player, &ManaCost::one(t), cite!("605.4a"));
    }
}

impl Game {
    /// Adds mana to a player's pool (106.3).
    #[rule("106.3")]
    pub(crate) fn add_mana(&mut self, player: PlayerId, mana: &ManaCost, rule: RuleId) {
        for t in ManaType::ALL {
            let amount = u32::from(mana.colored[t as usize]);
            if amount > 0 {
                self.players[player.0].mana.add(t, amount);
                self.emit(
                    rule,
                    EventKind::AddedMana {
                        player,
                        mana: t,
                        amount,
                    },
                );
            }
        }
        if mana.generic > 0 {
            // "Add {2}" means colorless mana (106.1b has no generic mana in pools).
            let amount = u32::from(mana.generic);
            self.players[player.0].mana.add(ManaType::Colorless, amount);
            self.emit(
                rule,
                EventKind::AddedMana {
                    player,
                    mana: ManaType::Colorless,
                    amount,
                },
            );
        }
    }
}
