//! Splicing cards onto a spell as it is cast (CR 601.2b, 702.47): after its modes and before
//! its optional costs, its caster may reveal cards with splice from their hand, one
//! decision each, and the spell gains their text for their splice costs.

use super::{Announced, Announcing, Stage};
use crate::action::Refusal;
use crate::event::EventKind;
use crate::game::{Game, ObjectId};
use crate::generated::rules;
use crate::{cite, rule};

impl Game {
    /// The cards the caster of the spell being announced in `a` may splice onto it now
    /// (702.47a): see [`Game::check_splice`].
    pub(crate) fn splice_choices(&self, a: &Announcing) -> Vec<ObjectId> {
        self.players[a.player.0]
            .hand
            .iter()
            .copied()
            .filter(|&card| self.splice_refusal(a, card).is_none())
            .collect()
    }

    /// Checks splicing `card` onto the spell being announced (702.47a): a card with splice
    /// in its caster's hand, other than the spell, whose splice ability names a spell type
    /// the spell has, not spliced onto it already, whose text has the legal targets it needs
    /// (702.47b, 601.2c) and with whose splice cost the total cost can still be paid (601.2h).
    #[rule("702.47a", "702.47b")]
    pub(crate) fn check_splice(&self, card: ObjectId) -> Result<(), Refusal> {
        let Some(a) = self.announcing.as_ref().filter(|a| a.stage == Stage::Splice) else {
            return Err("no spell is being cast with cards spliced onto it".into());
        };
        match self.splice_refusal(a, card) {
            Some(refusal) => Err(refusal),
            None => Ok(()),
        }
    }

    /// Why `card` can't be spliced onto the spell `a` announces, if it can't.
    fn splice_refusal(&self, a: &Announcing, card: ObjectId) -> Option<Refusal> {
        let Announced::Spell { card: spell, .. } = a.what else {
            return Some("only a spell has cards spliced onto it".into());
        };
        let splice = self.object(card).and_then(|o| self.pool.get(o.card).splice);
        let in_hand = card != spell && self.is_in_hand(card, a.player);
        let Some(splice) = splice.filter(|s| in_hand && self.subtypes(spell).contains(s.onto)) else {
            return Some(Refusal::by(
                &[rules::R702_47A],
                "only a card with splice in your hand, spliced onto a spell of the type it names",
            ));
        };
        if a.choices.spliced.iter().any(|&(c, _)| c == card) {
            return Some(Refusal::by(
                &[rules::R702_47B],
                "a card can't be spliced onto the same spell more than once",
            ));
        }
        if !self.targets_available(&self.card(card).spell, spell, a.player) {
            return Some(Refusal::by(
                &[rules::R702_47B, rules::R601_2C],
                "its text has no legal choice for a target it needs",
            ));
        }
        let mut chosen = a.choices.costs_chosen();
        chosen.splice = Some(chosen.splice.unwrap_or_default().plus(&splice.cost));
        self.check_chosen_costs(a, chosen, &a.choices.modes).err()
    }

    /// Splices a checked `card` onto the spell being announced: its splice cost is added to
    /// the spell's total cost, and its text to the spell's, after the texts spliced before
    /// it (702.47a–c). Once no other card can be spliced, the cards are revealed.
    pub(crate) fn splice(&mut self, card: ObjectId) {
        let Some(mut a) = self.announcing.take() else {
            return;
        };
        let cost = self.card(card).splice.map(|s| s.cost).unwrap_or_default();
        let mut text = a
            .choices
            .text
            .take()
            .unwrap_or_else(|| Box::new(self.announced_text(&a.what).clone()));
        // The spell gains the card's rules text, nothing else of it (702.47c).
        text.spliced.push(self.card(card).spell.clone());
        a.choices.text = Some(text);
        a.choices.spliced.push((card, cost));
        cite!("702.47a");
        if self.splice_choices(&a).is_empty() {
            self.reveal_spliced(&mut a);
        }
        self.go_on_announcing(a);
    }

    /// Splices no more cards onto the spell being announced: those spliced are revealed.
    pub(crate) fn no_more_splices(&mut self) {
        if let Some(mut a) = self.announcing.take() {
            self.reveal_spliced(&mut a);
            self.go_on_announcing(a);
        }
    }

    /// Reveals the cards spliced onto the spell `a` announces, all at once (702.47b), and
    /// moves on to what is announced after them.
    fn reveal_spliced(&mut self, a: &mut Announcing) {
        a.stage = self.stage_after_splice(a);
        if a.choices.spliced.is_empty() {
            return;
        }
        let cards = a.choices.spliced.iter().map(|&(c, _)| c).collect();
        self.emit(
            cite!("702.47b"),
            EventKind::Spliced {
                player: a.player,
                spell: a.source(),
                cards,
            },
        );
    }
}
