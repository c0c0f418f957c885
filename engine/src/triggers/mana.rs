//! Triggered mana abilities (CR 605.1b, 605.4a): "whenever a player taps a land for mana",
//! resolved at once as the land's mana is added, never put on the stack.

use crate::cards::mana::ManaCost;
use crate::cards::TriggerEvent;
use crate::game::{Game, ObjectId, PlayerId};
use crate::stack::{Choices, StackItem, StackKind};
use crate::{cite, rule};

impl Game {
    /// How many triggered mana abilities trigger when `player` taps a land for mana: each
    /// adds one more mana of the type the land made, which a payment counts on (605.4a).
    /// Games that never held such an ability look at none.
    pub(crate) fn land_mana_triggers(&self, player: PlayerId) -> u32 {
        if !self.land_mana_triggers_possible {
            return 0;
        }
        let count = self
            .battlefield_triggers()
            .filter(|&(_, controller, _, _, t)| hears_land_tapped(t.when, player, controller, self.teams))
            .count();
        u32::try_from(count).unwrap_or(u32::MAX)
    }

    /// `player` tapped `land` for mana and it made `produced`: the triggered mana abilities
    /// that trigger on it resolve at once, without waiting for priority and without the
    /// stack (605.4a), one after another.
    #[rule("605.1b", "605.4a")]
    pub(crate) fn land_tapped_for_mana(&mut self, player: PlayerId, land: ObjectId, produced: ManaCost) {
        if !self.land_mana_triggers_possible || !self.is(land, crate::characteristics::CardTypes::LAND) {
            return;
        }
        let triggered: Vec<_> = self
            .battlefield_triggers()
            .filter(|&(_, controller, _, _, t)| hears_land_tapped(t.when, player, controller, self.teams))
            .map(|(source, controller, card, index, _)| (source, controller, card, index))
            .collect();
        for (source, controller, card, index) in triggered {
            let item = StackItem {
                id: self.new_stack_id(),
                object: None,
                source,
                kind: StackKind::Triggered { card, index },
                controller,
                choices: Choices {
                    that_player: Some(player),
                    ..Choices::default()
                },
            };
            // A mana ability: it triggered from tapping the land for mana, adds mana and has
            // no target (605.1b).
            cite!("605.1b");
            self.land_produced = produced;
            let effects = self.pool.get(card).triggers[index].text.effects.clone();
            for effect in &effects {
                self.perform_effect(effect, &item);
            }
        }
    }
}

/// Whether a triggered ability with trigger event `when`, controlled by `controller`,
/// triggers when `player` taps a land for mana, in a game of `teams`.
fn hears_land_tapped(when: TriggerEvent, player: PlayerId, controller: PlayerId, teams: crate::game::Teams) -> bool {
    matches!(when, TriggerEvent::TapsLandForMana(whose) if whose.names(player, controller, teams))
}
