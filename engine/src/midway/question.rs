//! The question a player is asked in the middle of an action ([`Question`]), what it is
//! about ([`About`]), and its options: how many, and the objects, cards or targets they are.

use crate::game::{ObjectId, PlayerId};
use crate::replacement::{Candidate, Proposed};

/// A question asked in the middle of an action.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Question {
    /// Who answers.
    pub player: PlayerId,
    /// What about.
    pub about: About,
}

/// What a question is about; each kind lists its options, answered by index.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum About {
    /// Which of these replacement or prevention effects to apply to `event` first (616.1).
    Replacement {
        /// The event as it would now happen.
        event: Proposed,
        /// The effects that apply to it.
        options: Vec<Candidate>,
    },
    /// Which card of the graveyard to return to the hand.
    CardFromGraveyard {
        /// The cards.
        options: Vec<ObjectId>,
    },
    /// Whether to take `card`'s action from the opening hand (103.6): 0 to take it, 1 not
    /// to.
    OpeningHand {
        /// The card.
        card: ObjectId,
    },
    /// Which color to choose for `object` as it enters (614.12a): an index into
    /// [`Color::ALL`](crate::characteristics::Color::ALL).
    Color {
        /// The entering permanent.
        object: ObjectId,
    },
    /// Which creature type to choose for `object` as it enters (614.12a): an index into
    /// [`creature_types`] (205.3e: one existing creature type, and only one).
    CreatureType {
        /// The entering permanent.
        object: ObjectId,
    },
    /// Which color of mana `source`'s ability adds: for "one mana of any color", any of the
    /// five (106.1a); for "one mana of any color in your commander's color identity", those
    /// of the identity (903.4). The answer is an index into `colors`, listed in the order of
    /// [`Color::ALL`](crate::characteristics::Color::ALL).
    ManaColor {
        /// The source of the ability.
        source: ObjectId,
        /// The colors it may add.
        colors: crate::characteristics::ColorSet,
    },
    /// Which card of their hand to discard, one at a time (701.9b).
    CardToDiscard {
        /// The cards.
        options: Vec<ObjectId>,
    },
    /// Which object pays a part of a cost that is a choice (601.2h, 118.12): which permanent
    /// to sacrifice, which card to discard, one at a time; for an `optional` cost ("you
    /// may"), the option after the last is not paying it.
    CostObject {
        /// The part of the cost.
        action: crate::cards::cost::CostAction,
        /// The objects that can pay it.
        options: Vec<ObjectId>,
        /// Whether not paying is an option.
        optional: bool,
    },
    /// Whether to pay an optional cost that names what pays it ("you may pay 2 life"): 0 to
    /// pay, 1 not to (118.12).
    MayPay {
        /// The cost.
        action: crate::cards::cost::CostAction,
    },
    /// Which of the cards looked at while scrying to put on the bottom of the library next,
    /// each under the one before (701.22a); the option after the last puts no more there.
    PutOnBottom {
        /// The cards not put there yet.
        options: Vec<ObjectId>,
    },
    /// Which of the cards looked at while surveilling to put into the graveyard (701.25a);
    /// the option after the last puts no more there.
    PutInGraveyard {
        /// The cards not put there yet.
        options: Vec<ObjectId>,
    },
    /// Which of the cards going back on top of the library is the next from the top
    /// (701.22a, 701.25a): the first answer is the top card.
    NextOnTop {
        /// The cards not placed yet.
        options: Vec<ObjectId>,
    },
    /// Which pile to put `card` in as its owner's opponent separates revealed cards into two
    /// piles (700.3a): 0 for the first, 1 for the second.
    Pile {
        /// The card.
        card: ObjectId,
    },
    /// Which of two piles to put into the hand (the other goes to the graveyard): 0 for the
    /// first, 1 for the second.
    ChoosePile {
        /// The piles.
        piles: [Vec<ObjectId>; 2],
    },
    /// Whether to pay `mana` that the ability of `source` asks for as it resolves (ward's
    /// "counter that spell or ability unless that player pays {2}", 702.21a): 0 to pay, 1 not
    /// to (118.12). Asked only when the player can pay.
    PayMana {
        /// The mana.
        mana: crate::cards::mana::ManaCost,
        /// The source of the ability that asks.
        source: ObjectId,
    },
    /// Which of these amounts of mana to pay for the ability of `source` as it resolves, a
    /// choice made for each age counter of a cumulative upkeep cost (702.24a): the option
    /// after the last pays none. Only amounts the player can pay are offered.
    PayManaOf {
        /// The amounts.
        options: Vec<crate::cards::mana::ManaCost>,
        /// The source of the ability that asks.
        source: ObjectId,
    },
    /// Whether to search (701.23g: "may search"): 0 to search, 1 not to.
    MaySearch,
    /// Whether to follow an optional instruction of `source`'s ("you may gain 1 life", 603.5):
    /// 0 to follow it, 1 not to.
    May {
        /// The source of the spell or ability.
        source: ObjectId,
    },
    /// Which card of the library to find (701.23a); when finding fewer is allowed (701.23b),
    /// the option after the last finds no more.
    CardToFind {
        /// The cards that match.
        options: Vec<ObjectId>,
        /// Whether finding no more is an option.
        optional: bool,
    },
    /// Which card of theirs from outside the game to reveal as their companion before the
    /// game begins (103.2b): an index into `cards`; the option after the last reveals none.
    Companion {
        /// The cards whose companion condition their starting deck fulfils.
        cards: Vec<crate::cards::CardIdx>,
    },
    /// Which card of theirs from outside the game to bring into it (400.11b: Living Wish,
    /// "you may reveal a creature or land card you own from outside the game"): an index
    /// into `cards`; the option after the last brings none.
    CardFromOutside {
        /// The cards that may be brought in.
        cards: Vec<crate::cards::CardIdx>,
    },
    /// Which card or permanent to choose among those an instruction offers: from a revealed
    /// hand (Lobotomy: "you choose a card other than a basic land card from it"), among the
    /// cards exiled with an object (607.2a: "put a creature card exiled with this onto the
    /// battlefield"), on the battlefield (Cytoshape: "choose a nonlegendary creature on the
    /// battlefield"), or among the cards a search found (Kodama's Reach: "put one onto the
    /// battlefield tapped and the other into your hand").
    CardToChoose {
        /// The cards that may be chosen.
        options: Vec<ObjectId>,
    },
    /// Which of the two cards of the melded permanent `permanent`, about to be exiled, is
    /// exiled last: has the later timestamp (712.21b). `i` chooses `cards[i]`.
    MeldedCardLast {
        /// The melded permanent.
        permanent: ObjectId,
        /// Its two cards, which are not objects of their own until it leaves.
        cards: [crate::cards::CardIdx; 2],
    },
    /// Which of the `count` objects an instruction just created a copy of a spell targets
    /// (707.10e: "the copy targets that token", when a replacement effect created more than
    /// one): `i` chooses the `i`th created. They are not objects yet before the action that
    /// creates them, so the question names none.
    CopyTarget {
        /// The spell copied.
        spell: ObjectId,
        /// How many objects were created.
        count: usize,
    },
    /// Which new target to choose for the target `current` of `spell` (115.7d: "choose new
    /// targets"): 0 leaves it unchanged, `i` takes `options[i - 1]`.
    NewTarget {
        /// The spell whose targets change.
        spell: ObjectId,
        /// The target now.
        current: crate::stack::Target,
        /// The legal new targets.
        options: Vec<crate::stack::Target>,
    },
    /// Which of the targets left to consider next, as an instruction is carried out for each
    /// target of a spell or ability in turn: among those about one player, its controller
    /// chooses (608.2f).
    TargetToConsider {
        /// The targets.
        options: Vec<crate::stack::Target>,
    },
    /// Which untapped artifact or creature to tap to pay {1} of a waterbend cost (701.67a);
    /// when the rest of the cost can be paid with mana, the option after the last taps no
    /// more.
    TapToWaterbend {
        /// The artifacts and creatures that may be tapped.
        options: Vec<ObjectId>,
        /// Whether tapping no more is an option.
        optional: bool,
    },
    /// Which untapped permanent to tap to pay one mana of a spell's total cost with
    /// `keyword`: a creature to convoke, paying one of its colors if that is still owed, else
    /// {1} (702.51a); an artifact to improvise, paying {1} (702.126a). When the rest of the
    /// cost can be paid with mana, the option after the last taps no more.
    TapToPay {
        /// Convoke or improvise.
        keyword: crate::generated::keyword_abilities::KeywordAbility,
        /// The permanents that may be tapped.
        options: Vec<ObjectId>,
        /// Whether tapping no more is an option.
        optional: bool,
    },
    /// Which card of the caster's graveyard to exile to delve a spell, paying {1} of its total
    /// cost (702.66a); when the rest of the cost can be paid with mana, the option after the
    /// last exiles no more.
    ExileToDelve {
        /// The cards that may be exiled.
        options: Vec<ObjectId>,
        /// Whether exiling no more is an option.
        optional: bool,
    },
    /// Which card of the hand to reveal to pay a spell's "reveal a [card] from your hand or
    /// pay {N}" cost (701.20a); when the mana can be paid, the option after the last pays it
    /// instead.
    RevealOrPay {
        /// The cards that may be revealed.
        options: Vec<ObjectId>,
        /// The generic mana paid instead.
        mana: u8,
        /// Whether paying the mana is an option.
        can_pay: bool,
    },
    /// Which permanent `object` enters as a copy of (707.5: "you may have this creature enter
    /// as a copy of …"); the option after the last copies none.
    CopyOf {
        /// The entering permanent.
        object: ObjectId,
        /// The permanents it may copy.
        options: Vec<ObjectId>,
    },
    /// Which of these players to choose as the protector of `battle` as it enters (310.8a,
    /// 310.11a).
    Protector {
        /// The battle.
        battle: ObjectId,
        /// The players who may protect it.
        options: Vec<PlayerId>,
    },
    /// Which object to vote for (701.38a).
    Vote {
        /// The objects that may be voted for.
        options: Vec<ObjectId>,
    },
    /// Which object or player an Aura put onto the battlefield by an effect that names none
    /// will enchant, its controller choosing among those it could (303.4f).
    EnchantAsItEnters {
        /// The Aura, where it is before it enters.
        aura: ObjectId,
        /// What it could enchant.
        options: Vec<crate::stack::Target>,
    },
    /// Which opponent makes the choice an instruction gives to "an opponent" (801.5a), or
    /// clashes with the controller (701.30b).
    Opponent {
        /// The opponents within the controller's range of influence.
        options: Vec<PlayerId>,
    },
    /// Which player of the active team an ability that refers to "the active player" refers
    /// to (805.9).
    ActivePlayer {
        /// The active team's players.
        options: Vec<PlayerId>,
    },
    /// Which permanent or player that has a counter to choose next as `player` proliferates
    /// (701.34a); the option after the last chooses no more.
    ToProliferate {
        /// The permanents and players not chosen yet.
        options: Vec<crate::stack::Target>,
    },
    /// Which member of a team an effect affects when it may affect only one of them: the one
    /// whose life total it sets (810.9d), or who gets a proliferated poison counter (701.34b).
    TeamMember {
        /// The team's players the effect would affect.
        options: Vec<PlayerId>,
    },
    /// Which player of a team acts next among those of its players who act at the same time
    /// as others, in a game of shared team turns: the team chooses its order (805.6, 805.6a).
    TeamMemberNext {
        /// The team's players who haven't acted yet.
        options: Vec<PlayerId>,
    },
    /// Which permanent to sacrifice to `object`'s devour ability (702.82a), or which card of
    /// the hand to reveal for its amplify ability (702.38a), as it enters, one at a time;
    /// the option after the last chooses no more.
    AsItEnters {
        /// The entering permanent.
        object: ObjectId,
        /// Devour or amplify.
        keyword: crate::generated::keyword_abilities::KeywordAbility,
        /// The permanents or cards not chosen yet.
        options: Vec<ObjectId>,
    },
    /// Which player's life total to redistribute next (Reverse the Sands): in a Two-Headed
    /// Giant game, one member of each team at most (810.9f); the option after the last
    /// chooses no more.
    LifeTotalToRedistribute {
        /// The players who may still be chosen.
        options: Vec<PlayerId>,
    },
    /// Whose former life total `player` gets as life totals are redistributed: one that
    /// leaves a total each of the others may get (119.7, 119.8).
    LifeTotalToGet {
        /// The player who gets it.
        player: PlayerId,
        /// The players whose former totals are offered.
        options: Vec<PlayerId>,
    },
    /// Which of these legendary permanents with the same name to keep; the rest are put into
    /// their owners' graveyards (704.5j, the legend rule).
    LegendToKeep {
        /// The permanents.
        options: Vec<ObjectId>,
    },
    /// Whether to put the commander `object` into the command zone (903.9a, 903.9b): 0 to
    /// put it there, 1 to leave it where it is or is going.
    CommanderToCommandZone {
        /// The commander.
        object: ObjectId,
    },
    /// Which source's damage, of those dealt to `to` at the same time, a prevention shield
    /// prevents first (615.7).
    DamageToPrevent {
        /// The shielded player or permanent.
        to: crate::stack::Target,
        /// The sources.
        options: Vec<ObjectId>,
    },
}

/// The creature types a player may choose from (205.3e: each one existing creature type; never
/// two at once, nor a word that isn't one), in the order rule 205.3m lists them.
pub fn creature_types() -> Vec<crate::generated::subtypes::Subtype> {
    crate::characteristics::SubtypeSet::all_of(crate::generated::subtypes::SubtypeKind::Creature)
        .iter()
        .collect()
}

impl Question {
    /// How many options it has.
    pub fn count(&self) -> usize {
        match &self.about {
            About::Replacement { options, .. } => options.len(),
            About::CardFromGraveyard { options }
            | About::CardToDiscard { options }
            | About::CardToChoose { options }
            | About::Vote { options }
            | About::NextOnTop { options }
            | About::LegendToKeep { options }
            | About::DamageToPrevent { options, .. } => options.len(),
            About::CostObject { options, optional, .. }
            | About::CardToFind { options, optional }
            | About::TapToWaterbend { options, optional }
            | About::TapToPay { options, optional, .. }
            | About::ExileToDelve { options, optional } => options.len() + usize::from(*optional),
            About::RevealOrPay { options, can_pay, .. } => options.len() + usize::from(*can_pay),
            About::PutOnBottom { options } | About::PutInGraveyard { options } => options.len() + 1,
            About::AsItEnters { options, .. } => options.len() + 1,
            About::NewTarget { options, .. } => options.len() + 1,
            About::ToProliferate { options } => options.len() + 1,
            About::LifeTotalToRedistribute { options } => options.len() + 1,
            About::LifeTotalToGet { options, .. } => options.len(),
            About::PayManaOf { options, .. } => options.len() + 1,
            About::CopyOf { options, .. } => options.len() + 1,
            About::CardFromOutside { cards } | About::Companion { cards } => cards.len() + 1,
            About::TargetToConsider { options } | About::EnchantAsItEnters { options, .. } => options.len(),
            About::CopyTarget { count, .. } => *count,
            About::Protector { options, .. } => options.len(),
            About::TeamMember { options }
            | About::TeamMemberNext { options }
            | About::Opponent { options }
            | About::ActivePlayer { options } => options.len(),
            About::OpeningHand { .. }
            | About::MayPay { .. }
            | About::PayMana { .. }
            | About::MaySearch
            | About::May { .. }
            | About::Pile { .. }
            | About::ChoosePile { .. }
            | About::MeldedCardLast { .. }
            | About::CommanderToCommandZone { .. } => 2,
            About::Color { .. } => crate::characteristics::Color::ALL.len(),
            About::ManaColor { colors, .. } => colors.iter().count(),
            About::CreatureType { .. } => creature_types().len(),
        }
    }

    /// The object each option stands for: the source of each effect, or each card; for a
    /// yes-or-no question, the one its "yes" (0) stands for; none for a color.
    pub fn objects(&self) -> Vec<ObjectId> {
        match &self.about {
            About::Replacement { options, .. } => options.iter().map(|c| c.source()).collect(),
            About::CardFromGraveyard { options }
            | About::CardToDiscard { options }
            | About::DamageToPrevent { options, .. }
            | About::PutOnBottom { options }
            | About::AsItEnters { options, .. }
            | About::PutInGraveyard { options }
            | About::NextOnTop { options }
            | About::LegendToKeep { options }
            | About::CopyOf { options, .. }
            | About::CardToChoose { options }
            | About::Vote { options }
            | About::CardToFind { options, .. }
            | About::TapToWaterbend { options, .. }
            | About::TapToPay { options, .. }
            | About::ExileToDelve { options, .. }
            | About::RevealOrPay { options, .. }
            | About::CostObject { options, .. } => options.clone(),
            About::OpeningHand { card } | About::CommanderToCommandZone { object: card } => vec![*card],
            About::Color { .. }
            | About::ManaColor { .. }
            | About::CreatureType { .. }
            | About::CardFromOutside { .. }
            | About::Companion { .. }
            | About::Pile { .. }
            | About::MayPay { .. }
            | About::PayMana { .. }
            | About::PayManaOf { .. }
            | About::MaySearch
            | About::May { .. }
            | About::NewTarget { .. }
            | About::ToProliferate { .. }
            | About::LifeTotalToRedistribute { .. }
            | About::LifeTotalToGet { .. }
            | About::Protector { .. }
            | About::TeamMember { .. }
            | About::TeamMemberNext { .. }
            | About::Opponent { .. }
            | About::ActivePlayer { .. }
            | About::MeldedCardLast { .. }
            | About::CopyTarget { .. }
            | About::ChoosePile { .. } => Vec::new(),
            About::TargetToConsider { options } | About::EnchantAsItEnters { options, .. } => {
                crate::stack::objects_among(options.iter().copied())
            }
        }
    }

    /// For a question about cards that are not objects yet, the card each option stands for
    /// (the two cards of a melded permanent, 712.21b; cards outside the game, 400.11b); none
    /// for other questions.
    pub fn cards(&self) -> Vec<crate::cards::CardIdx> {
        match &self.about {
            About::MeldedCardLast { cards, .. } => cards.to_vec(),
            About::CardFromOutside { cards } | About::Companion { cards } => cards.clone(),
            _ => Vec::new(),
        }
    }

    /// For a question about a new target, the target each option stands for: the current
    /// one (unchanged), then each new one; for a question about the target to consider next,
    /// what to proliferate, a battle's protector or a player (whose life total), each option;
    /// none for other questions.
    pub fn targets(&self) -> Vec<crate::stack::Target> {
        match &self.about {
            About::NewTarget { current, options, .. } => {
                std::iter::once(*current).chain(options.iter().copied()).collect()
            }
            About::TargetToConsider { options }
            | About::ToProliferate { options }
            | About::EnchantAsItEnters { options, .. } => options.clone(),
            About::Protector { options, .. }
            | About::TeamMember { options }
            | About::TeamMemberNext { options }
            | About::Opponent { options }
            | About::LifeTotalToRedistribute { options }
            | About::LifeTotalToGet { options, .. }
            | About::ActivePlayer { options } => options.iter().map(|&p| crate::stack::Target::Player(p)).collect(),
            _ => Vec::new(),
        }
    }
}
