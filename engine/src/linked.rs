//! Linked abilities (CR 607): an ability that exiles cards and one that refers to "the
//! cards exiled with [this]" (607.2a), linked on the object that has both; a pair an object
//! gained by one effect linked to each other and to nothing else (607.5).

use crate::cards::CardIdx;
use crate::characteristics::ActivatedRef;
use crate::continuous::Filter;
use crate::game::{Game, ObjectId, Position, Zone};
use crate::midway::About;
use crate::stack::{StackItem, StackKind};
use crate::{cite, rule};

/// Which abilities of an object are linked to one another: those printed on one card, as
/// the object has them from that card or from one grant of them (607.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Link {
    /// The object that has the abilities. After a zone change it is a new object (400.7),
    /// and the cards the old one exiled are not "exiled with" the new one.
    pub object: ObjectId,
    /// The card the abilities are printed on.
    pub card: CardIdx,
    /// The grant that gave them to the object (613.1f), if one did.
    pub grant: Option<u32>,
}

impl Game {
    /// The abilities `item`'s instructions are linked with: those printed on the same card,
    /// as `item`'s source has them (607.2a), or those gained with it by the same grant
    /// (607.5). None for a spell, an intrinsic mana ability, a keyword ability an effect
    /// defines (scavenge at a mana cost) or undying.
    #[rule("607.5")]
    pub(crate) fn link_of(&self, item: &StackItem) -> Option<Link> {
        let object = item.source;
        match item.kind {
            StackKind::Activated(ActivatedRef::Printed { card, .. })
            | StackKind::Triggered { card, .. }
            | StackKind::Delayed { card, .. } => Some(Link {
                object,
                card,
                grant: None,
            }),
            StackKind::Activated(ActivatedRef::Granted { card, grant, .. }) => {
                // Gained together, linked together, and to nothing else (607.5).
                cite!("607.5");
                Some(Link {
                    object,
                    card,
                    grant: Some(grant),
                })
            }
            StackKind::Spell
            | StackKind::Activated(
                ActivatedRef::Intrinsic(_) | ActivatedRef::ScavengeAtManaCost | ActivatedRef::Deploy,
            )
            | StackKind::Undying
            | StackKind::Persist
            | StackKind::SiegeDefeated
            | StackKind::Modular
            | StackKind::Storm
            | StackKind::Cascade
            | StackKind::Madness
            | StackKind::Miracle
            | StackKind::Inherent(_) => None,
        }
    }

    /// Exiles `id` (701.13a) by `item`'s linked exile instruction: the card, as it is in
    /// exile, is one of those "exiled with" the object for the abilities linked to it
    /// (607.2a). Returns that card.
    #[rule("607.2a")]
    pub(crate) fn exile_linked(&mut self, item: &StackItem, id: ObjectId) -> Option<ObjectId> {
        let link = self.link_of(item);
        // A melded permanent's two cards: the exiling player chooses which is exiled last
        // (712.21b), asked while it is still one permanent.
        let last = match (link, self.obj(id).melded) {
            (Some(_), Some(second)) if self.obj(id).zone == Zone::Battlefield => {
                let cards = [self.obj(id).card, second];
                let question = crate::midway::Question {
                    player: item.controller,
                    about: About::MeldedCardLast { permanent: id, cards },
                };
                Some(cards[self.ask(question).min(1)])
            }
            _ => None,
        };
        let exiled = crate::handlers::keyword_actions::exile::exile(self, id)?;
        if let Some(link) = link {
            cite!("607.2a");
            // Cards that left exile are new objects no ability refers to (400.7).
            self.exiled_with
                .retain(|&(_, card)| !self.objects[card.0 as usize].gone);
            // Both cards a melded permanent became (712.21c).
            let mut cards: Vec<ObjectId> = self.found(exiled).collect();
            if let Some(last) = last {
                self.order_melded_cards(last, &mut cards);
            }
            self.exiled_with.extend(cards.into_iter().map(|card| (link, card)));
            // What "the last card exiled with" it is may have changed (Duplicant).
            self.invalidate_characteristics();
        }
        Some(exiled)
    }

    /// Puts the two cards of an exiled melded permanent in the order of their timestamps, the
    /// one of card `last` later (712.21b, not 613.7m's order).
    #[rule("712.21b")]
    fn order_melded_cards(&mut self, last: CardIdx, cards: &mut [ObjectId]) {
        if cards.len() != 2 {
            return;
        }
        cite!("712.21b");
        if self.obj(cards[0]).card == last {
            cards.swap(0, 1);
        }
        let (first, later) = (cards[0], cards[1]);
        let (tf, tl) = (self.obj(first).timestamp, self.obj(later).timestamp);
        if tf > tl {
            self.obj_mut(first).timestamp = tl;
            self.obj_mut(later).timestamp = tf;
        }
    }

    /// The last creature card `link`'s exile instruction exiled that is still in exile
    /// (Duplicant's "the last creature card exiled with [this]", 607.2a).
    pub(crate) fn last_exiled_creature(&self, link: Link) -> Option<ObjectId> {
        self.exiled_with(link)
            .filter(|&card| self.printed(card).is(crate::characteristics::CardTypes::CREATURE))
            .last()
    }

    /// The cards in exile that `link`'s exile instruction put there (607.2a).
    pub(crate) fn exiled_with(&self, link: Link) -> impl Iterator<Item = ObjectId> + '_ {
        self.exiled_with
            .iter()
            .filter(move |&&(l, card)| l == link && !self.obj(card).gone)
            .map(|&(_, card)| card)
    }

    /// "Put a [which] card exiled with [this] onto the battlefield under your control"
    /// (607.2a): `item`'s controller chooses one of the cards its linked exile instruction
    /// exiled that `which` describes; none if there is none.
    #[rule("607.2a")]
    pub(crate) fn put_exiled_with_this(&mut self, item: &StackItem, which: Option<&Filter>) {
        if let Some(card) = self.pick_exiled_with_this(item, which) {
            // A card in exile has no controller (108.4a); the player putting it onto the
            // battlefield controls it there.
            self.obj_mut(card).controller = item.controller;
            self.move_object(card, Zone::Battlefield, Position::Top, cite!("607.2a"));
        }
    }

    /// "Choose a card exiled with [this]": the chosen card of the instructions after it
    /// (Mimic Vat's token copy), none if there is none.
    pub(crate) fn choose_exiled_with_this(&mut self, item: &StackItem) {
        self.chosen_card = None;
        let chosen = self.pick_exiled_with_this(item, None);
        if !self.stopped_to_ask() {
            self.chosen_card = chosen;
        }
    }

    /// The card `item`'s controller chooses among those its linked exile instruction exiled
    /// that `which` describes (607.2a), none if there is none or the game stopped to ask.
    fn pick_exiled_with_this(&mut self, item: &StackItem, which: Option<&Filter>) -> Option<ObjectId> {
        let link = self.link_of(item)?;
        let options: Vec<ObjectId> = self
            .exiled_with(link)
            .filter(|&c| which.is_none_or(|f| self.described(f, c, Zone::Exile, item.source, item.controller)))
            .collect();
        let about = |options| About::CardToChoose { options };
        let chosen = self.pick(item.controller, options, 1, false, about);
        if self.stopped_to_ask() {
            return None;
        }
        chosen.and_then(|c| c.first().copied())
    }

    /// "If you do, return each other card exiled with [this] to its owner's graveyard"
    /// (Mimic Vat): the cards `item`'s linked exile instruction exiled before the ones its
    /// text just exiled, if it exiled any (607.2a).
    #[rule("607.2a")]
    pub(crate) fn return_others_exiled_with_this(&mut self, item: &StackItem) {
        let Some(link) = self.link_of(item) else {
            return;
        };
        if self.acted_on.is_empty() {
            return;
        }
        let others: Vec<ObjectId> = self.exiled_with(link).filter(|c| !self.acted_on.contains(c)).collect();
        self.all_at_once(|game| {
            for card in others {
                game.move_object(card, Zone::Graveyard, Position::Top, cite!("607.2a"));
            }
        });
    }
}
