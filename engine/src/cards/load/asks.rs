//! Whether a card can ask a question in the middle of an action (`CardDef::may_ask`): games
//! holding none keep no snapshot before each action (see `crate::midway`).

use crate::cards::recipient::Recipient;
use crate::cards::resolved::{Resolved, SpellCopyTargets};
use crate::cards::AbilityText;

/// Whether what a text does as it resolves may ask: making a shield, paying a cost that is a
/// choice or optional, discarding cards of the player's choice, putting cards looked at where
/// the player chooses (scry, surveil, fateseal; the opponent fatesealed), what an Aura put
/// onto the battlefield enchants, votes, finding cards (search), choosing a card from a hand or
/// from the cards exiled with the object, new targets, which target to consider next, which
/// creature to meld with, whether to put an explored card into the graveyard, which card to manifest dread with, which Army
/// gets an amass's counters, which creature a bolster's, what to proliferate, whether to put a clashed card on the bottom, which token to populate, which
/// permanents to sacrifice (exploit's included), counters or tokens (fabricate's), whose life
/// totals to redistribute and who gets which.
pub(super) fn text_asks(text: &AbilityText) -> bool {
    text.all_effects().any(|e| match e {
        Resolved::Shield(..)
        | Resolved::RedirectDamage(..)
        | Resolved::Discard(..)
        | Resolved::Scry(..)
        | Resolved::Fateseal(..)
        | Resolved::Vote(..)
        | Resolved::Surveil(..)
        | Resolved::SeparateIntoPiles(..)
        | Resolved::AddManaOfAnyColor(_)
        | Resolved::AddManaOfCommanderColor
        | Resolved::May(..)
        | Resolved::Search(..)
        | Resolved::ChooseFromHand(..)
        | Resolved::ChoosePermanent(..)
        | Resolved::Sacrifices(..)
        | Resolved::CreateTokenCopy(..)
        | Resolved::PutExiledWithThis(..)
        | Resolved::ChooseExiledWithThis
        | Resolved::Meld
        | Resolved::Explore
        | Resolved::ManifestDread
        | Resolved::Amass(..)
        | Resolved::Bolster(..)
        | Resolved::Proliferate
        | Resolved::Clash(..)
        | Resolved::Populate
        | Resolved::CounterUnlessPaid(..)
        | Resolved::CumulativeUpkeep(..)
        | Resolved::Echo(..)
        | Resolved::Extort
        | Resolved::Exploit
        | Resolved::Fabricate(..)
        | Resolved::ExileCardsNamed(..)
        | Resolved::ChooseNewTargets(..)
        | Resolved::ForEachTarget(..)
        | Resolved::CopySpell(_, _, SpellCopyTargets::MayChooseNew | SpellCopyTargets::To(_))
        | Resolved::Wish(..)
        | Resolved::RedistributeLifeTotals
        | Resolved::AuraSwap => true,
        // An Aura put onto the battlefield asks what it enchants (303.4f).
        Resolved::PutOntoBattlefield(..) => true,
        Resolved::Pay(p) => p.may || p.cost.is_a_choice(),
        // In Two-Headed Giant, each team chooses the one member affected (810.9d), and the
        // order its players draw in (805.6a).
        Resolved::SetLife(_, who) | Resolved::Draw(_, who) => {
            matches!(who, Recipient::EachPlayer | Recipient::EachOpponent)
        }
        _ => false,
    })
}
