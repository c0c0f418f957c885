//! What the instructions of one spell or ability may name (its targets, `this`, `that`,
//! and numbers such as X), checked as the text is read.

use super::{statics, Context, Source};
use crate::cards::effect::Effect;
use crate::cards::number::{NamedNumber, Number, NumberSpec};
use crate::cards::recipient::{Recipient, What};
use crate::cards::{DividedTotal, Division, TargetSlot};
use crate::Error;

/// What the effects of one spell or ability may name: its targets, and `this` only on a
/// permanent.
pub(super) struct Names<'a> {
    pub(super) src: &'a Source<'a>,
    pub(super) name: &'a str,
    pub(super) targets: &'a [TargetSlot],
    pub(super) context: Context,
}

impl Names<'_> {
    /// Checks that a recipient an effect at `at` names exists.
    pub(super) fn check(&self, at: usize, r: Recipient) -> Result<(), Error> {
        match r {
            Recipient::Target(slot) if usize::from(slot) >= self.targets.len() => Err(self.src.error(
                at,
                format!(
                    "an effect of `{}` acts on its target number {}, but it has {} (`target`, `target_2`, … count from the first)",
                    self.name,
                    slot + 1,
                    self.targets.len()
                ),
                "add target = \"any\" (or creature, player, spell, permanent), or one more entry to `targets`",
            )),
            Recipient::That | Recipient::ThatsController if !self.context.that => Err(self.src.error(
                at,
                format!(
                    "an effect of `{}` acts on `that`, which only a delayed triggered ability, or a triggered ability whose event has another object, has",
                    self.name
                ),
                "name the object directly (target, this), or create a delayed ability with that = \"target\"",
            )),
            Recipient::ThatPlayer | Recipient::ThatPlayersOpponents if !self.context.that_player => Err(self.src.error(
                at,
                format!(
                    "an effect of `{}` acts on `that_player`, which only a triggered ability whose event has a player has",
                    self.name
                ),
                "use a trigger event with a player (attacks, deals_damage, cast, draws, gains_life, loses_life), or name the player directly",
            )),
            Recipient::TargetsController if !self.first_target_may_be_object() => {
                Err(self.src.error(
                    at,
                    format!(
                        "an effect of `{}` acts on `target_controller`, but its first target is not an object",
                        self.name
                    ),
                    "give it a first target that is a permanent or a spell (target = \"permanent\")",
                ))
            }
            Recipient::Voted if !self.context.voted => Err(self.src.error(
                at,
                format!(
                    "an effect of `{}` acts on `voted`, but no earlier instruction of its text is a vote",
                    self.name
                ),
                "put a vote instruction before it",
            )),
            Recipient::Chosen if !self.context.chosen_card => Err(self.src.error(
                at,
                format!(
                    "an effect of `{}` acts on `chosen`, but no earlier instruction of its text chooses",
                    self.name
                ),
                "put a choose_permanent (or choose_from_hand) instruction before it",
            )),
            Recipient::Exiled if !self.context.exiled => Err(self.src.error(
                at,
                format!(
                    "an effect of `{}` acts on `exiled`, but no earlier instruction of its text exiles",
                    self.name
                ),
                "put an exile instruction before it",
            )),
            Recipient::Created if !self.context.created => Err(self.src.error(
                at,
                format!(
                    "an effect of `{}` acts on `created`, but no earlier instruction of its text creates tokens or manifests or cloaks a card",
                    self.name
                ),
                "put a create_token (or create_token_copy, manifest, cloak) instruction before it",
            )),
            Recipient::PaidWith if !self.context.paid_with => Err(self.src.error(
                at,
                format!(
                    "an effect of `{}` acts on `paid_with`, but it is not a spell whose additional cost sacrifices or discards",
                    self.name
                ),
                "give the card additional_cost = \"Sacrifice a creature\" (or \"Discard a card\")",
            )),
            Recipient::This if !self.context.on_permanent => Err(self.src.error(
                at,
                format!(
                    "an effect of `{}` acts on `this`, which only a permanent's ability has (and a spell shuffling itself into its owner's library or exiling itself)",
                    self.name
                ),
                "use target or you",
            )),
            _ => Ok(()),
        }
    }

    /// Whether the first instance of the word "target" may stand for an object: "its
    /// controller", "that artifact's name".
    pub(super) fn first_target_may_be_object(&self) -> bool {
        self.targets.first().is_some_and(|t| !t.kind.is_player())
    }

    /// Checks that a recipient the effect at `at` reads as players ("creatures they
    /// control", "their library") names players only: you, each player or opponent, or a
    /// target player; `reading` says what the effect does with them.
    pub(super) fn check_players(&self, at: usize, r: Recipient, reading: &str) -> Result<(), Error> {
        self.check(at, r)?;
        let players = match r {
            Recipient::Target(slot) => self.targets[usize::from(slot)].kind.is_player(),
            Recipient::This
            | Recipient::That
            | Recipient::EachCreature
            | Recipient::EachOtherAttackingCreature
            | Recipient::PaidWith
            | Recipient::Chosen
            | Recipient::Voted
            | Recipient::Exiled
            | Recipient::Created => false,
            Recipient::You
            | Recipient::EachOpponent
            | Recipient::EachPlayer
            | Recipient::ThatPlayer
            | Recipient::ThatsController
            | Recipient::ThatPlayersOpponents
            | Recipient::TargetsController
            | Recipient::ActivePlayer
            | Recipient::DefendingPlayer => true,
        };
        if players {
            return Ok(());
        }
        Err(self.src.error(
            at,
            format!("an effect of `{}` {reading} what is not a player", self.name),
            "name a player: you, that_player, or a target of kind \"player\"",
        ))
    }

    /// A number of the effect at `at`; only a power or toughness change may be negative
    /// (107.1b: no negative damage, life or counts).
    pub(super) fn number(&self, at: usize, n: &NumberSpec, signed: bool) -> Result<Number, Error> {
        Ok(match n {
            NumberSpec::Fixed(v) if *v < 0 && !signed => {
                return Err(self.src.error(
                    at,
                    format!("the negative number {v} (107.1b: no negative damage, life or counts)"),
                    "write a number of 0 or more",
                ))
            }
            NumberSpec::Fixed(v) => Number::Fixed(*v),
            NumberSpec::Named(NamedNumber::X | NamedNumber::MinusX) if !self.context.x_announced => {
                return Err(self.src.error(
                    at,
                    format!("`{}` uses X, but no X is announced for it (107.3a)", self.name),
                    "put {X} in its mana cost or activation cost, or X in its additional cost (\"Pay X life\")",
                ))
            }
            NumberSpec::Named(NamedNumber::X) => Number::X,
            NumberSpec::Named(NamedNumber::MinusX) if !signed => {
                return Err(self.src.error(
                    at,
                    format!("`{}` uses -x where a number can't be negative (107.1b)", self.name),
                    "use -x only for a power or toughness change",
                ))
            }
            NumberSpec::Named(NamedNumber::MinusX) => Number::MinusX,
            NumberSpec::Named(NamedNumber::YourLife) => Number::YourLife,
            NumberSpec::Named(NamedNumber::LowestLifeTotal) => Number::LowestLifeTotal,
            NumberSpec::Named(NamedNumber::ThatMuch) if !self.context.that_much => {
                return Err(self.src.error(
                    at,
                    format!("`{}` uses that_much, but its trigger event has no amount", self.name),
                    "use that_much in a triggered ability of deals_damage, is_dealt_damage, gains_life or loses_life",
                ))
            }
            NumberSpec::Named(NamedNumber::ThatMuch) => Number::ThatMuch,
            NumberSpec::ThatMuchTimes { .. } if !self.context.that_much => {
                return Err(self.src.error(
                    at,
                    format!("`{}` uses that_much_times, but its trigger event has no amount", self.name),
                    "use that_much_times in a triggered ability of deals_damage, is_dealt_damage, gains_life or loses_life",
                ))
            }
            NumberSpec::ThatMuchTimes { that_much_times } => Number::ThatMuchTimes(*that_much_times),
            NumberSpec::Named(NamedNumber::ThatMany) if !self.context.that_many => {
                return Err(self.src.error(
                    at,
                    format!(
                        "`{}` uses that_many, but no earlier instruction of its text counts cards",
                        self.name
                    ),
                    "use that_many after discard_hand (\"discard your hand, then draw that many cards\")",
                ))
            }
            NumberSpec::Named(NamedNumber::ThatMany) => Number::ThatMany,
            NumberSpec::Named(NamedNumber::ThatCardsManaValue) if !self.context.exiled_top => {
                return Err(self.src.error(
                    at,
                    format!(
                        "`{}` uses that_cards_mana_value, but no earlier instruction of its text exiles a card",
                        self.name
                    ),
                    "use that_cards_mana_value after exile_top or reveal_top_into_hand (\"exile the top card of your library, then … equal to that card's mana value\")",
                ))
            }
            NumberSpec::Named(NamedNumber::ThatCardsManaValue) => Number::ThatCardsManaValue,
            NumberSpec::Named(NamedNumber::TheResult) if !self.context.rolled => {
                return Err(self.src.error(
                    at,
                    format!("`{}` uses the_result, but no earlier instruction of its text rolls a die", self.name),
                    "use the_result after a `roll` (\"roll a d4. Scry X, where X is the result\", 706.4)",
                ))
            }
            NumberSpec::Named(NamedNumber::TheResult) => Number::RollResult,
            NumberSpec::Named(NamedNumber::CardsInYourHand) => Number::CardsInHand,
            NumberSpec::Named(NamedNumber::PoisonCountersOfYourOpponents) => Number::OpponentsPoisonCounters,
            NumberSpec::PowerOf { power_of } => {
                self.check(at, *power_of)?;
                Number::PowerOf(*power_of)
            }
            NumberSpec::GreatestPower {
                greatest_power_among_creatures_of: whose,
            } => {
                self.check_players(at, *whose, "reads the creatures of")?;
                Number::GreatestPower(*whose)
            }
            NumberSpec::Count { count } => Number::Count(statics::filter(self.src, at, count)?),
        })
    }
}

impl Names<'_> {
    /// An effect's amount `total`, or, when it is divided among the targets `among` names
    /// (601.2d), the text's one division, with each target's share as the effect's amount.
    pub(super) fn divided(
        &self,
        at: usize,
        total: Number,
        among: Option<Recipient>,
        division: &mut Option<Division>,
    ) -> Result<Number, Error> {
        let Some(among) = among else {
            return Ok(total);
        };
        let total = match total {
            Number::Fixed(n @ 1..) => Some(DividedTotal::Fixed(n.unsigned_abs())),
            Number::X => Some(DividedTotal::X),
            _ => None,
        };
        let (Recipient::Target(slot), Some(total), None) = (among, total, &division) else {
            return Err(self.src.error(
                at,
                format!(
                    "`{}` divides an amount that is not a number or X, among what is not a target, or divides twice",
                    self.name
                ),
                "divide a number (amount = 5) or X among one `target`, once per text",
            ));
        };
        *division = Some(Division { slot, total });
        Ok(Number::Share)
    }
}

/// The recipient an effect names, for load-time checks.
pub(super) fn named_recipient(e: &Effect) -> Option<Recipient> {
    match e {
        Effect::DealDamage { to: r, .. }
        | Effect::ReturnToHand { what: r }
        | Effect::PutOnTopOfOwnersLibrary { what: r }
        | Effect::Regenerate { what: r }
        | Effect::PreventDamage { to: r, .. }
        | Effect::RedirectDamage { from: r, .. }
        | Effect::SkipNext { who: r, .. }
        | Effect::NextEnterAsCopies { of: r, .. }
        | Effect::ExileGraveyards { who: r }
        | Effect::Draw { who: r, .. }
        | Effect::BecomeTheMonarch { who: r }
        | Effect::GainLife { who: r, .. }
        | Effect::LoseLife { who: r, .. }
        | Effect::Pump { what: r, .. }
        | Effect::Counter { what: r }
        | Effect::ChooseNewTargets { what: r }
        | Effect::DiscardHand { who: r }
        | Effect::Discard { who: r, .. }
        | Effect::Mill { who: r, .. }
        | Effect::ExileTop { who: r, .. }
        | Effect::RevealTopIntoHand { who: r }
        | Effect::ForEachTarget { target: r, .. }
        | Effect::Scry { who: r, .. }
        | Effect::Surveil { who: r, .. }
        | Effect::Search { who: r, .. }
        | Effect::ChooseFromHand { who: r, .. }
        | Effect::ExileCardsNamed { whose: r, .. }
        | Effect::ShuffleIntoLibrary { who: r, .. }
        | Effect::ShuffleIntoOwnersLibrary { what: r, .. }
        | Effect::SetLife { who: r, .. }
        | Effect::DoubleLife { who: r }
        | Effect::DoubleMana { who: r }
        | Effect::LoseAllPoisonCounters { who: r, .. }
        | Effect::LoseGame { who: r }
        | Effect::Tap { what: r }
        | Effect::PhaseOut { what: r }
        | Effect::Fight { what: r, .. }
        | Effect::Untap { what: r }
        | Effect::AttacksThisTurnIfAble { what: r }
        | Effect::Attach { to: r }
        | Effect::CreateTokenAttached { to: r, .. }
        | Effect::Exile { what: r, .. }
        | Effect::GainActivatedAbilities { what: r, .. }
        | Effect::BecomeCopy { what: r, .. }
        | Effect::CopySpell { what: r, .. }
        | Effect::CreateTokenCopy { of: r }
        | Effect::Sacrifice { what: r }
        | Effect::Sacrifices { who: r, .. }
        | Effect::ExchangeControl { what: r }
        | Effect::ExchangeLifeTotals { who: r }
        | Effect::WinGame { who: r }
        | Effect::ControlNextTurn { who: r }
        | Effect::ExtraTurn { who: r }
        | Effect::PlayAdditionalLand { who: r }
        | Effect::PutCounters { what: r, .. } => Some(*r),
        Effect::Delayed { that, .. } => *that,
        Effect::Continuous {
            what: What::Named(r), ..
        }
        | Effect::Destroy {
            what: What::Named(r), ..
        }
        | Effect::Transform { what: What::Named(r) }
        | Effect::Flip { what: What::Named(r) }
        | Effect::DoublePower {
            what: What::Named(r), ..
        }
        | Effect::Goad { what: What::Named(r) }
        | Effect::TriplePower {
            what: What::Named(r), ..
        }
        | Effect::DoubleCounters {
            what: What::Named(r), ..
        } => Some(*r),
        Effect::ReturnToBattlefield { .. }
        | Effect::Meld
        | Effect::Monstrosity { .. }
        | Effect::Explore
        | Effect::Adapt { .. } => Some(Recipient::This),
        Effect::PutOntoBattlefield { what, .. } => Some(*what),
        Effect::CreateToken { .. }
        | Effect::Fateseal { .. }
        | Effect::Vote { .. }
        | Effect::ChoosePermanent { .. }
        | Effect::PutExiledWithThis { .. }
        | Effect::ChooseExiledWithThis
        | Effect::ReturnOthersExiledWithThis
        | Effect::AddMana { .. }
        | Effect::AddManaOfAnyColor { .. }
        | Effect::AddManaOfCommanderColor
        | Effect::AddManaOfChosenColor
        | Effect::AddManaThatLandProduced
        | Effect::May { .. }
        | Effect::Continuous { .. }
        | Effect::ShareKeywords { .. }
        | Effect::Destroy { .. }
        | Effect::Transform { .. }
        | Effect::Flip { .. }
        | Effect::DoublePower { .. }
        | Effect::Goad { .. }
        | Effect::Amass { .. }
        | Effect::Bolster { .. }
        | Effect::Investigate
        | Effect::Manifest
        | Effect::Cloak
        | Effect::ManifestDread
        | Effect::Proliferate
        | Effect::GameIsADraw
        | Effect::RedistributeLifeTotals
        | Effect::Clash { .. }
        | Effect::Roll { .. }
        | Effect::Populate
        | Effect::TriplePower { .. }
        | Effect::DoubleCounters { .. }
        | Effect::PreventCombatDamage
        | Effect::SeparateIntoPiles { .. }
        | Effect::PreventDamageFrom { .. }
        | Effect::EnterUnderYourControl { .. }
        | Effect::If { .. }
        | Effect::Pay { .. }
        | Effect::CantThisTurn { .. }
        | Effect::CantForTheRestOfTheGame { .. }
        | Effect::Wish { .. }
        | Effect::RestartGame
        | Effect::EndTheTurn
        | Effect::EndTheCombatPhase
        | Effect::PlaySubgame { .. } => None,
    }
}
