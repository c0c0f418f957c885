//! Triggered abilities as card files define them (CR 603): trigger events, delayed triggered
//! abilities (603.7) and what a triggered ability is made of.

use super::{condition, recipient, AbilityText};

/// What makes a triggered ability trigger (603.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TriggerEvent {
    /// "When [this object] enters" (603.6a).
    Enters,
    /// "When [this object] dies": put into a graveyard from the battlefield (700.4, a
    /// leaves-the-battlefield ability that looks back in time, 603.10a).
    Dies,
    /// "When [this permanent] leaves the battlefield": for any other zone, looking back at it
    /// as it last existed (603.6c, 603.10a).
    LeavesTheBattlefield,
    /// "When [this card] is put into a graveyard from anywhere": never a leaves-the-battlefield
    /// ability, even from the battlefield, so it is the card in the graveyard that triggers
    /// (603.6c).
    PutIntoGraveyard,
    /// "When you cycle this card": its card was discarded to pay the cost of its cycling
    /// ability; it triggers from whatever zone the card wound up in (702.29c).
    Cycled,
    /// "When [this creature] exploits a creature": its controller sacrificed a creature as
    /// its exploit ability resolved (702.110b); it triggers even if that creature was itself.
    Exploits,
    /// "Whenever [this creature] crews a Vehicle": it was tapped to pay the cost of a
    /// Vehicle's crew ability (702.122b); "that Vehicle" is the Vehicle.
    CrewsAVehicle,
    /// "At the beginning of [a step]" of the turns `TurnOf` names (503.1a, 511.2, 513.1a).
    Beginning(crate::turn::Step, TurnOf),
    /// "Whenever [this creature] attacks": declared as an attacker (508.3a). "That
    /// player" is the player it attacks.
    Attacks,
    /// "Whenever [a creature] attacks alone": the only creature declared as an attacker in
    /// its combat (506.5); "that player" is the player it attacks (exalted, 702.83a).
    AttacksAlone,
    /// "Whenever [this creature] blocks a creature" (509.3b): once for each creature
    /// it blocks, which "that creature" stands for.
    Blocks,
    /// "Whenever [this creature] becomes blocked" (509.3c): once, however many creatures
    /// block it (700.1).
    BecomesBlocked,
    /// "Whenever [this creature] blocks or becomes blocked" (bushido, 702.45a): once each
    /// combat it is declared as a blocker, however many creatures it blocks (509.3a), or
    /// becomes blocked (509.3c).
    BlocksOrBecomesBlocked,
    /// "Whenever [this creature] becomes blocked by a creature" (509.3d): once for each
    /// creature that blocks it, which "that creature" stands for (700.1).
    BecomesBlockedBy,
    /// "Whenever [this permanent] becomes tapped": only a permanent already on the
    /// battlefield that changes from untapped to tapped (603.2e).
    BecomesTapped,
    /// "Whenever [this permanent] becomes untapped" (603.2e).
    BecomesUntapped,
    /// "Whenever [this object] deals damage" of a kind; "that much" is the amount, "that
    /// creature" or "that player" the object or player dealt it (120.3).
    DealsDamage(DamageKind),
    /// "Whenever [this creature] is dealt damage"; "that much" is the amount, "that
    /// creature" the source that dealt it (120.3).
    IsDealtDamage,
    /// "Whenever [this permanent] becomes the target of a spell or ability [whose player]
    /// controls": as the spell is cast, the ability activated or put on the stack with it
    /// among its targets (once, however many of its targets it is). "That player" is that
    /// spell's or ability's controller, "that spell or ability" the stack item. Ward's
    /// (702.21a), with [`Whose::Opponent`](crate::continuous::Whose::Opponent).
    BecomesTarget(crate::continuous::Whose),
    /// "Whenever [a player] casts a [spell]" (601.2i): the spell is the object whose event it
    /// is, and "that player" the player who cast it.
    Cast,
    /// "Whenever [a player] draws a card" (121.1): "that player" is who drew.
    Draws(crate::continuous::Whose),
    /// "Whenever [a player] gains life" (119.3): "that much" is how much.
    GainsLife(crate::continuous::Whose),
    /// "Whenever [a player] loses life" (119.3): "that much" is how much.
    LosesLife(crate::continuous::Whose),
    /// "Whenever [a player] scries" (701.22d): once the scry is done.
    Scries(crate::continuous::Whose),
    /// "Whenever [a player] surveils" (701.25d): once the surveil is done.
    Surveils(crate::continuous::Whose),
    /// "Whenever [a player] rolls one or more dice" (706.1): once for each roll that counts,
    /// never for one they ignored (706.6); "that much" is its result.
    RollsDice(crate::continuous::Whose),
    /// "Whenever [a player] rolls a die's highest natural result" (706.2): a roll that
    /// counts whose natural result is the die's number of sides.
    RollsHighestNaturalResult(crate::continuous::Whose),
    /// "Whenever [a player] gives a gift" (702.174c): as their instant or sorcery spell whose
    /// gift was promised has resolved; "that player" is the opponent it was promised to.
    GivesGift(crate::continuous::Whose),
    /// "Whenever [a player] cycles or discards a card" (702.29d): each card discarded, a
    /// cycled one once, since cycling discards it; "that card" is the card, "that player"
    /// who discarded it.
    CyclesOrDiscards(crate::continuous::Whose),
    /// "Whenever [a player] cycles a card" (702.29f: typecycling too): "that card" is the
    /// card, where it wound up, "that player" who cycled it.
    Cycles(crate::continuous::Whose),
    /// "Whenever [a player] expends N" (700.14): paying a cost to cast a spell takes the mana
    /// they spent this turn to cast spells from less than N to at least N.
    Expends(crate::continuous::Whose, u32),
    /// "Whenever you reveal a [card] this way": a card its object's static ability revealed
    /// ("reveal the first card you draw each turn"), the static ability it is linked to
    /// (603.11, 607.2h); `whose` describes the card, in the hand. "That card" is the card.
    RevealsThisWay,
    /// "Whenever [a player] taps a land for mana": a triggered mana ability (605.1b), which
    /// resolves at once, without the stack (605.4a); "that player" is who tapped it, "that"
    /// the land.
    TapsLandForMana(crate::continuous::Whose),
    /// A chapter ability "{rN}—[Effect]" of a Saga: "When one or more lore counters are put
    /// onto this Saga, if the number of lore counters on it was less than N and became at
    /// least N" (714.2b).
    Chapter(u8),
    /// "Whenever [this creature] becomes blocked by a creature without [keyword]": as
    /// [`TriggerEvent::BecomesBlockedBy`], only for a blocker without the keyword as it
    /// blocks (flanking's, 702.25a); "that creature" is the blocker.
    BecomesBlockedByCreatureWithout(crate::generated::keyword_abilities::KeywordAbility),
    /// "Whenever [this creature] attacks the player with the most life or tied for most
    /// life": as [`TriggerEvent::Attacks`], only for a creature attacking a player (not a
    /// planeswalker or battle) whose life total no other player's exceeds as it attacks
    /// (dethrone's, 702.105a). "That player" is the player it attacks.
    AttacksPlayerWithMostLife,
    /// "When the last [kind] counter is removed from this permanent": counters of that kind
    /// were removed and it has none left (vanishing's, 702.63a; Divine Intervention's "when
    /// you remove the last intervention counter").
    LastCounterRemoved(super::effect::CounterKind),
    /// A state trigger (603.8): "whenever you have no cards in hand", as soon as the game
    /// state matches the condition, and not again while the ability is waiting or on the
    /// stack.
    State(condition::Condition),
}

impl TriggerEvent {
    /// For an event of a player rather than of an object ("whenever you draw a card"),
    /// whose it counts; `None` for an object's event.
    pub fn players(self) -> Option<crate::continuous::Whose> {
        match self {
            TriggerEvent::Draws(whose)
            | TriggerEvent::GainsLife(whose)
            | TriggerEvent::LosesLife(whose)
            | TriggerEvent::Scries(whose)
            | TriggerEvent::Surveils(whose)
            | TriggerEvent::RollsDice(whose)
            | TriggerEvent::RollsHighestNaturalResult(whose)
            | TriggerEvent::GivesGift(whose)
            | TriggerEvent::CyclesOrDiscards(whose)
            | TriggerEvent::Cycles(whose)
            | TriggerEvent::Expends(whose, _)
            | TriggerEvent::TapsLandForMana(whose) => Some(whose),
            _ => None,
        }
    }
}

/// Which damage a "deals damage" trigger counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DamageKind {
    /// Any damage.
    Any,
    /// Combat damage (510.2).
    Combat,
    /// Combat damage to a player.
    CombatToPlayer,
    /// Any damage to a player (Stigma Lasher).
    ToPlayer,
}

impl DamageKind {
    /// Whether damage that is combat damage if `combat`, dealt to a player if `to_player`,
    /// is of this kind.
    pub fn counts(self, combat: bool, to_player: bool) -> bool {
        match self {
            DamageKind::Any => true,
            DamageKind::Combat => combat,
            DamageKind::CombatToPlayer => combat && to_player,
            DamageKind::ToPlayer => to_player,
        }
    }
}

/// Whose turns a step trigger or a delayed trigger counts, relative to its controller.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TurnOf {
    /// "Your upkeep": the controller's turns.
    Yours,
    /// "Each upkeep", "the end step": every player's turns.
    Each,
    /// "Each opponent's upkeep".
    Opponents,
}

/// A delayed triggered ability a spell or ability creates as it resolves (603.7): when it
/// triggers, and what it then does.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DelayedAbility {
    /// What it triggers on, only once (603.7b).
    pub when: DelayedWhen,
    /// What "that [object]" in its text stands for: an object its creator names (a target,
    /// or `this`), fixed as it is created (603.7c).
    pub that: Option<recipient::Recipient>,
    /// What it does.
    pub text: AbilityText,
}

impl DelayedAbility {
    /// "At the beginning of the next end step, [`effects`]": the delayed ability a keyword
    /// creates for the permanent it returns or exiles then (dash 702.109a, unearth 702.84a),
    /// "that" being that permanent.
    pub(crate) fn at_next_end_step(effects: Vec<super::resolved::Resolved>) -> Self {
        DelayedAbility {
            when: DelayedWhen::Beginning(crate::turn::Step::End, TurnOf::Each),
            that: Some(recipient::Recipient::This),
            text: AbilityText {
                effects,
                ..AbilityText::default()
            },
        }
    }
}

/// What a delayed triggered ability triggers on (603.7b: the next time it happens, only
/// once).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DelayedWhen {
    /// The beginning of a step, in the turns `TurnOf` names.
    Beginning(crate::turn::Step, TurnOf),
    /// "When that [object] leaves the battlefield".
    ThatLeavesTheBattlefield,
    /// "When that [permanent] becomes untapped" (603.2e).
    ThatBecomesUntapped,
    /// "When you do": a reflexive triggered ability (603.12), which triggers as it is
    /// created.
    Reflexive,
}

/// A triggered ability (603): a trigger event, then an effect.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TriggeredAbility {
    /// When it triggers.
    pub when: TriggerEvent,
    /// Whose event: `None` for the object's own ("when this creature dies"), or a description
    /// of the objects whose event it is ("whenever another creature enters", "whenever a land
    /// is put into a graveyard from the battlefield").
    pub whose: Option<crate::continuous::Filter>,
    /// Its intervening "if" clause (603.4), checked as it triggers and as it resolves.
    pub condition: Option<condition::Condition>,
    /// What it does.
    pub text: AbilityText,
    /// Whether it is an ability the card's text only quotes, for a copy effect to give
    /// ("except it has '…'", 707.9a: Vesuvan Doppelganger's upkeep ability), and not one of
    /// the card's own.
    pub quoted: bool,
    /// For a spell being cast: "a spell that targets only a single [description]", the one
    /// object all of the spell's targets are (Frontline Heroism).
    pub targets_only: Option<crate::continuous::Filter>,
    /// For a creature attacking: "whenever this creature and at least one other
    /// [description] attack", the other attacking creatures of which one must be one it
    /// describes as the ability triggers (Valor's Reach Tag Team's Warriors: "at least one
    /// other creature token").
    pub with_another: Option<crate::continuous::Filter>,
}

impl TriggeredAbility {
    /// A keyword's triggered ability of the object's own event ("whenever this creature
    /// attacks"), with `condition` as its intervening "if" (603.4) and `effects` as what it
    /// does: no targets, no modes.
    pub(crate) fn own(
        when: TriggerEvent,
        condition: Option<condition::Condition>,
        effects: Vec<super::resolved::Resolved>,
    ) -> Self {
        TriggeredAbility {
            when,
            whose: None,
            condition,
            text: AbilityText {
                effects,
                ..AbilityText::default()
            },
            quoted: false,
            targets_only: None,
            with_another: None,
        }
    }

    /// "Whenever [`when`], this creature gets +`power`/+`toughness` until end of turn", the
    /// trigger of bushido (702.45a) and rampage (702.23a).
    pub(crate) fn pumping_itself(
        when: TriggerEvent,
        power: super::number::Number,
        toughness: super::number::Number,
    ) -> Self {
        let pump = super::resolved::Resolved::Pump(power, toughness, recipient::Recipient::This);
        TriggeredAbility::own(when, None, vec![pump])
    }

    /// "Whenever [`when`], put a +1/+1 counter on each target [of the first instance of the
    /// word]", the trigger of mentor (702.134a) and support (701.41a), which set its targets.
    pub(crate) fn plus_one_counter_on_targets(when: TriggerEvent) -> Self {
        let counters = super::resolved::Resolved::PutCounters(
            super::effect::CounterKind::PlusOne,
            super::number::Number::Fixed(1),
            recipient::Recipient::Target(0),
        );
        TriggeredAbility::own(when, None, vec![counters])
    }

    /// "When this Equipment enters, create [`token`], then attach this Equipment to it", the
    /// trigger of living weapon (702.92a) and For Mirrodin! (702.163a).
    pub(crate) fn equipping_a_new_token(token: super::CardIdx) -> Self {
        use super::resolved::Resolved;
        let create = Resolved::CreateToken(token, super::number::Number::Fixed(1), recipient::Recipient::You);
        let attach = Resolved::Attach(recipient::Recipient::Created);
        TriggeredAbility::own(TriggerEvent::Enters, None, vec![create, attach])
    }
}
