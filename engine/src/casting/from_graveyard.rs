//! Casting a card from its owner's graveyard by a keyword (CR 601.3, 702.34a flashback,
//! 702.133a jump-start, 702.81a retrace, 702.138a escape): which keyword a card has, decided once as the spell
//! is announced ([`crate::stack::Choices::from_graveyard`]), and what that keyword adds to
//! casting it.

use crate::cards::cost::CostAction;
use crate::cards::CardDef;
use crate::game::{Game, ObjectId, PlayerId, Zone};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::generated::rules;
use crate::handlers::keyword_abilities::{jump_start, retrace};
use crate::rule;
use crate::stack::{AlternativeCost, GraveyardKeyword};
use rules_data::RuleId;

impl Game {
    /// The keyword with which `player` may cast `card` from their graveyard, if it is there
    /// and has one ([`Game::graveyard_keyword`]).
    pub(crate) fn castable_from_graveyard(&self, card: ObjectId, player: PlayerId) -> Option<GraveyardKeyword> {
        let o = self.object(card)?;
        if o.zone == Zone::Graveyard && !o.gone && o.owner == player {
            self.graveyard_keyword(card)
        } else {
            None
        }
    }

    /// The keyword `card` would be cast from its owner's graveyard with, if it has one:
    /// flashback ([`Game::has_flashback`]) before the others, as its cost replaces the whole
    /// mana cost; then jump-start or retrace ([`CardDef::printed_graveyard_keyword`]).
    #[inline]
    pub(crate) fn graveyard_keyword(&self, card: ObjectId) -> Option<GraveyardKeyword> {
        if self.has_flashback(card) {
            return Some(GraveyardKeyword::Flashback);
        }
        self.card(card).printed_graveyard_keyword()
    }

    /// Whether `card` has flashback: a printed flashback cost, or, only while continuous
    /// effects exist, flashback an effect gave it (Recoup). Games without effects look at
    /// the card alone.
    #[inline]
    pub(crate) fn has_flashback(&self, card: ObjectId) -> bool {
        self.card(card).flashback.is_some() || (self.layers_active() && self.has(card, KeywordAbility::Flashback))
    }
}

impl CardDef {
    /// The keyword other than flashback printed on it that lets its owner cast it from their
    /// graveyard: jump-start (702.133a), then retrace (702.81a), then escape (702.138a).
    #[rule("702.133a", "702.81a", "702.138a")]
    pub fn printed_graveyard_keyword(&self) -> Option<GraveyardKeyword> {
        if self.printed.has(KeywordAbility::JumpStart) {
            Some(GraveyardKeyword::JumpStart)
        } else if self.printed.has(KeywordAbility::Retrace) {
            Some(GraveyardKeyword::Retrace)
        } else if self.escape.is_some() {
            Some(GraveyardKeyword::Escape)
        } else {
            None
        }
    }
}

impl GraveyardKeyword {
    /// What the keyword adds to the cost of casting `card` (601.2f): a discard for jump-start
    /// (702.133a), the discard of a land card for retrace (702.81a), the parts of its escape
    /// cost other than mana (702.138a: "Exile three other cards from your graveyard"),
    /// nothing for flashback (whose cost is an alternative cost, [`Game::base_cost`]).
    #[rule("702.133a", "702.81a", "702.138a")]
    pub(crate) fn additional_cost(self, card: &CardDef) -> &[CostAction] {
        match self {
            GraveyardKeyword::Flashback => &[],
            GraveyardKeyword::JumpStart => &jump_start::DISCARD_A_CARD,
            GraveyardKeyword::Retrace => &retrace::DISCARD_A_LAND_CARD,
            GraveyardKeyword::Escape => card.escape.as_ref().map_or(&[], |e| &e.actions),
        }
    }

    /// The alternative cost the keyword casts the spell for, announced with it: escape's
    /// (702.138a). Flashback's is the card's in its graveyard ([`Game::base_cost`]).
    pub(crate) fn alternative_cost(self) -> Option<AlternativeCost> {
        (self == GraveyardKeyword::Escape).then_some(AlternativeCost::Escape)
    }

    /// The rule that lets the keyword cast only an instant or sorcery spell: flashback's
    /// (702.34a) and jump-start's (702.133a); retrace and escape cast any card.
    pub(crate) fn instant_or_sorcery_only(self) -> Option<RuleId> {
        match self {
            GraveyardKeyword::Flashback => Some(rules::R702_34A),
            GraveyardKeyword::JumpStart => Some(rules::R702_133A),
            GraveyardKeyword::Retrace | GraveyardKeyword::Escape => None,
        }
    }

    /// Whether the spell is exiled instead of going anywhere else when it would leave the
    /// stack: cast with flashback (702.34a) or jump-start (702.133a), not retrace (702.81a)
    /// or escape (702.138a).
    pub(crate) fn exiles(self) -> bool {
        matches!(self, GraveyardKeyword::Flashback | GraveyardKeyword::JumpStart)
    }
}
