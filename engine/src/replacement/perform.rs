//! Performing an event once replacement and prevention effects have modified it (614.6).

use rules_data::RuleId;

use crate::game::{Game, ObjectId, Position, Zone};
use crate::midway::{About, Question};
use crate::stack::{StackItem, StackKind};
use crate::{cite, rule};

use super::effect::Instead;
use super::{Entering, Proposed};

impl Game {
    /// Performs `event`, which `rule` caused. Returns the object a move or draw made.
    pub(super) fn perform_event(&mut self, event: Proposed, rule: RuleId) -> Option<ObjectId> {
        match event {
            Proposed::Damage {
                source,
                to,
                amount,
                combat,
            } => {
                self.perform_damage(source, to, amount, combat, rule);
                None
            }
            Proposed::GainLife { player, amount } => {
                self.change_life(player, amount as i32, rule);
                None
            }
            Proposed::LoseLife { player, amount } => {
                self.change_life(player, -(amount as i32), rule);
                None
            }
            Proposed::Draw { player } => self.draw_now(player, rule),
            Proposed::DrawCards { player, count } => {
                for _ in 0..count {
                    self.draw(player, cite!("121.2"));
                }
                None
            }
            Proposed::Move { object, to, place, .. } => {
                let position = match place {
                    super::InLibrary::Bottom => Position::Bottom,
                    super::InLibrary::Top | super::InLibrary::Shuffled => Position::Top,
                };
                let new = self.move_now(object, to, position, rule);
                if let (Some(new), Zone::Library) = (new, to) {
                    self.put_in_library(new, place == super::InLibrary::Shuffled);
                }
                new
            }
            Proposed::Regenerate { object } => {
                self.regenerate(object);
                None
            }
            // Its controller and chosen color are already those it enters with
            // (`apply_replacement`, 614.12).
            Proposed::Enter(Entering {
                object,
                tapped,
                counters,
                copy_counters,
                ..
            }) => {
                self.obj_mut(object).tapped = tapped;
                if counters > 0 {
                    self.add_counters(
                        object,
                        crate::cards::effect::CounterKind::PlusOne,
                        counters,
                        cite!("614.1c"),
                    );
                }
                if copy_counters > 0 {
                    self.add_counters(
                        object,
                        crate::cards::effect::CounterKind::PlusOne,
                        copy_counters,
                        cite!("707.9e"),
                    );
                }
                None
            }
            Proposed::PutCounters { object, kind, count } => {
                self.add_counters_now(object, kind, count, rule);
                None
            }
            Proposed::CreateTokens { player, token, count } => {
                self.create_tokens_now(player, token, count, rule);
                None
            }
            Proposed::LoseGame { player } => {
                self.leave_game(player, rule);
                None
            }
            Proposed::WinGame { player } => {
                self.win_game(player);
                None
            }
            Proposed::ReturnFromGraveyard { player } => self.return_from_graveyard(player),
            Proposed::Dredge { player, card, count } => {
                crate::handlers::keyword_abilities::dredge::mill_and_return(self, player, card, count);
                None
            }
            // The step begins, or not, where it is proposed (`Game::skips`); the search is
            // made where it is proposed (`Game::searchable_portion`).
            Proposed::Step { .. } | Proposed::Search { .. } => None,
            Proposed::Effects {
                key,
                source,
                controller,
            } => {
                let Some(Instead::Effects(text)) = self.replacement_effect(key).map(|e| e.instead.clone()) else {
                    return None;
                };
                let item = StackItem {
                    id: self.new_stack_id(),
                    object: None,
                    source,
                    kind: StackKind::Spell,
                    controller,
                    choices: Default::default(),
                };
                for effect in &text.effects {
                    self.perform_effect(effect, &item);
                }
                None
            }
        }
    }

    /// Damage as the replacement and prevention effects modified it is dealt (120.4b), then
    /// processed into its results, which replacement effects may modify in turn (120.4c:
    /// Boon Reflection doubling lifelink's life), and the damage event occurs (120.4d).
    #[rule("120.4b", "120.4c", "120.4d")]
    fn perform_damage(&mut self, source: ObjectId, to: crate::stack::Target, amount: u32, combat: bool, rule: RuleId) {
        cite!("120.4b");
        cite!("120.4c");
        cite!("120.4d");
        self.damage_now(source, to, amount, combat, rule);
    }

    /// Creates `count` tokens of `token` under `player`'s control (111.1, 701.7a: put onto the
    /// battlefield), one after another, as one event (they enter together: "the next time one
    /// or more creatures enter" applies to each). The replacement effects of each one's
    /// entering are chosen only now, after those of creating them (616.1g).
    #[rule("616.1g", "701.7a")]
    fn create_tokens_now(&mut self, player: crate::game::PlayerId, token: super::NewToken, count: u32, rule: RuleId) {
        self.all_at_once(|game| {
            for _ in 0..count {
                match token {
                    super::NewToken::Card(card) => {
                        let id = game.create_token_object(card, player);
                        game.acted_on.push(id);
                        game.emit(rule, crate::event::EventKind::TokenCreated { object: id });
                    }
                    super::NewToken::CopyOf { of, source } => game.create_token_copy(player, of, source, None),
                    super::NewToken::KeywordCopyOf { of, source, keyword } => {
                        game.create_token_copy(player, of, source, Some(&keyword.exceptions()));
                    }
                }
            }
        });
    }

    /// Regenerates a permanent: all damage marked on it is removed, its controller taps it,
    /// and it is removed from combat (701.19a).
    #[rule("701.19a")]
    fn regenerate(&mut self, object: ObjectId) {
        // Deathtouch damage dealt since the last check is not marked damage: 704.5h still
        // sees it.
        self.obj_mut(object).damage = 0;
        self.tap(object, cite!("701.19a"));
        self.combat.remove(object);
    }

    /// `player` puts a card of their choice from their graveyard into their hand; with an
    /// empty graveyard nothing happens (609.3).
    #[rule("609.3")]
    fn return_from_graveyard(&mut self, player: crate::game::PlayerId) -> Option<ObjectId> {
        let options = self.players[player.0].graveyard.clone();
        let card = match options.as_slice() {
            [] => {
                cite!("609.3");
                return None;
            }
            [only] => *only,
            _ => {
                let answer = self.ask(Question {
                    player,
                    about: About::CardFromGraveyard {
                        options: options.clone(),
                    },
                });
                options[answer.min(options.len() - 1)]
            }
        };
        self.move_now(card, Zone::Hand, Position::Top, cite!("614.1a"))
    }
}
