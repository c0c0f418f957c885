//! Events: what happened in a game, each tagged with the rule that made it happen, so a game
//! log reads like a judge's explanation ([`crate::log`] prints them).

use rules_data::RuleId;

use crate::cards::effect::CounterKind;
use crate::cards::mana::ManaType;
use crate::continuous::{Duration, Modification};
use crate::game::{GameResult, ObjectId, PlayerId, Zone};
use crate::replacement::shield::ShieldKind;
use crate::replacement::Proposed;
use crate::stack::{Choices, Target};
use crate::turn::Step;

/// One thing that happened, and the rule that caused it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    /// The rule that caused it.
    pub rule: RuleId,
    /// What happened.
    pub kind: EventKind,
}

// Every event is pushed to `Game::recent` (and the log), so its size is paid on each one:
// variants with large or rare payloads box them.
const _: () = assert!(
    std::mem::size_of::<Event>() <= 48,
    "box the payload of the variant that grew"
);

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventKind {
    /// The starting player was chosen (103.1).
    StartingPlayer {
        /// Who plays first.
        player: PlayerId,
    },
    /// A library was shuffled (103.3, 701.24).
    Shuffled {
        /// Whose.
        player: PlayerId,
    },
    /// A player took a mulligan (103.5).
    Mulligan {
        /// Who.
        player: PlayerId,
    },
    /// A player kept their hand (103.5).
    Kept {
        /// Who.
        player: PlayerId,
    },
    /// A turn began (500.1).
    TurnBegan {
        /// Whose.
        player: PlayerId,
        /// Its number, from 1.
        number: u32,
    },
    /// `by` controls `player` during this turn: `by` makes `player`'s decisions (722.1).
    PlayerControlled {
        /// The player controlled.
        player: PlayerId,
        /// The player controlling them.
        by: PlayerId,
    },
    /// A step or phase began.
    StepBegan {
        /// Which.
        step: Step,
    },
    /// A player passed priority (117.3d).
    Passed {
        /// Who.
        player: PlayerId,
    },
    /// An object moved between zones (400.7).
    ZoneChange {
        /// The object that left.
        old: ObjectId,
        /// The new object it became.
        new: ObjectId,
        /// Where from.
        from: Zone,
        /// Where to.
        to: Zone,
    },
    /// Two cards were melded into one permanent (701.42a).
    Melded {
        /// The cards, as they were before.
        cards: [ObjectId; 2],
        /// The melded permanent.
        permanent: ObjectId,
    },
    /// The melded permanent `permanent` left the battlefield as two cards (712.21).
    Unmelded {
        /// The permanent.
        permanent: ObjectId,
        /// The cards it became.
        cards: [ObjectId; 2],
    },
    /// Cards that an effect told to meld can't be melded, so they stay where they are
    /// (701.42c).
    CantMeld {
        /// The cards.
        cards: [ObjectId; 2],
    },
    /// `player` foretold `card`: paid {2} and exiled it from their hand face down, where it
    /// is `exiled` (702.143a).
    Foretold {
        /// Who.
        player: PlayerId,
        /// The card in their hand.
        card: ObjectId,
        /// The face-down card in exile.
        exiled: ObjectId,
    },
    /// It became day or night (730.1).
    BecameDayOrNight {
        /// What it is now.
        now: crate::day_night::DayNight,
    },
    /// The permanent `object` entered transformed, its back face up (702.145b).
    EnteredTransformed {
        /// The permanent.
        object: ObjectId,
    },
    /// The spell `object` would have entered transformed, but its card's back face is an
    /// instant or sorcery face: it is put into its owner's graveyard instead (712.13a).
    CantEnterTransformed {
        /// The object that would have entered.
        object: ObjectId,
    },
    /// The double-faced permanent `object` transformed: its other face is up (701.27a).
    Transformed {
        /// The permanent.
        object: ObjectId,
    },
    /// The flip card's permanent `object` flipped: its flipped half's characteristics apply
    /// (710.2).
    Flipped {
        /// The permanent.
        object: ObjectId,
        /// The flip card whose unflipped values it had (its own, or one it copies).
        from: crate::cards::CardIdx,
        /// That card's flipped half, whose values it has now.
        to: crate::cards::CardIdx,
    },
    /// `object` became a copy of `of` (707.4), or entered as one (707.5).
    BecameCopy {
        /// The copy.
        object: ObjectId,
        /// The object copied.
        of: ObjectId,
        /// The name it copied, as `of` had it then.
        name: crate::cards::CardIdx,
    },
    /// An Aura, Equipment or Fortification became attached to an object or player (701.3a).
    Attached {
        /// The permanent attached.
        object: ObjectId,
        /// What it is attached to now.
        to: crate::stack::Target,
    },
    /// It became unattached from what it was attached to, staying on the battlefield
    /// (701.3d).
    Unattached {
        /// The permanent.
        object: ObjectId,
        /// What it was attached to.
        from: crate::stack::Target,
    },
    /// A player drew a card (121.1).
    Draw {
        /// Who.
        player: PlayerId,
        /// The card, as an object in the hand.
        card: ObjectId,
    },
    /// A player tried to draw from an empty library (121.4).
    DrewFromEmptyLibrary {
        /// Who.
        player: PlayerId,
    },
    /// A land was played (305.1).
    PlayedLand {
        /// Who.
        player: PlayerId,
        /// The land on the battlefield.
        land: ObjectId,
    },
    /// A spell became cast (601.2i).
    Cast {
        /// Who.
        player: PlayerId,
        /// The spell on the stack.
        spell: ObjectId,
        /// Its stack item.
        item: crate::stack::StackId,
        /// What was announced for it: X, targets, division (601.2b–d). Boxed: an event is
        /// as big as its biggest kind, and most are a few words.
        choices: Box<Choices>,
    },
    /// An ability was activated (602.2).
    Activated {
        /// Who.
        player: PlayerId,
        /// Its source.
        source: ObjectId,
        /// Its stack item.
        item: crate::stack::StackId,
        /// What was announced for it: X, targets, division (602.2b), boxed as for `Cast`.
        choices: Box<Choices>,
    },
    /// Mana was added to a pool (106.3).
    AddedMana {
        /// Whose pool.
        player: PlayerId,
        /// What type.
        mana: ManaType,
        /// How much.
        amount: u32,
    },
    /// A mana pool emptied at the end of a step (500.5).
    ManaEmptied {
        /// Whose.
        player: PlayerId,
    },
    /// A spell or ability resolved (608.2).
    Resolved {
        /// The spell, or the ability's source.
        source: ObjectId,
    },
    /// A triggered ability was removed from the stack: it has no legal choice for a target
    /// it needs (603.3d).
    NoTargets {
        /// Its source.
        source: ObjectId,
    },
    /// A player didn't pay a cost an instruction asked for as it resolved, because they
    /// couldn't or chose not to ("if you do" is then false, 118.12).
    DidNotPay {
        /// Who.
        player: PlayerId,
        /// The spell or ability's source.
        source: ObjectId,
        /// The cost.
        cost: Box<crate::cards::cost::CostAction>,
    },
    /// A modal triggered ability was removed from the stack: no mode was chosen for it, or
    /// none could be (700.2b).
    NoMode {
        /// Its source.
        source: ObjectId,
    },
    /// A triggered ability was removed from the stack: its intervening "if" clause was false
    /// as it resolved (603.4).
    ConditionFalse {
        /// Its source.
        source: ObjectId,
    },
    /// A triggered ability with targets or modes was put on the stack, as announced
    /// (603.3d).
    PutOnStack {
        /// Its source.
        source: ObjectId,
        /// Its controller.
        controller: PlayerId,
        /// Its stack item.
        item: crate::stack::StackId,
        /// What was announced for it, boxed as for `Cast`.
        choices: Box<Choices>,
    },
    /// A copy of the spell `of` was put onto the stack as `copy`, under `controller`'s
    /// control, with the choices made for `of` (707.10): not cast.
    SpellCopied {
        /// The copy.
        copy: ObjectId,
        /// The spell copied.
        of: ObjectId,
        /// Who controls the copy.
        controller: PlayerId,
        /// Its stack item.
        item: crate::stack::StackId,
        /// Its choices, boxed as for `Cast`.
        choices: Box<Choices>,
    },
    /// A triggered ability triggered (603.2): it waits to be put on the stack the next time
    /// a player would receive priority (603.3).
    Triggered {
        /// Its source.
        source: ObjectId,
    },
    /// A spell or ability created a delayed triggered ability (603.7a).
    DelayedCreated {
        /// Its source (its creator's, 603.7d).
        source: ObjectId,
    },
    /// A player won the game by an effect (104.2b).
    WonGame {
        /// Who.
        player: PlayerId,
    },
    /// An ability was countered: removed from the stack (701.6a). (A countered spell moves
    /// to its owner's graveyard, a zone change.)
    Countered {
        /// Its source.
        source: ObjectId,
    },
    /// A triggered ability waiting to be put on the stack ceased to exist (723.1a).
    TriggerCeased {
        /// Its source.
        source: ObjectId,
    },
    /// An ability was exiled from the stack, so ceased to exist (723.1b). (An exiled spell
    /// moves to exile, a zone change.)
    ExiledFromStack {
        /// Its source.
        source: ObjectId,
    },
    /// An effect ended the turn or the combat phase (723.1d, 723.2d).
    Ended {
        /// Which.
        what: crate::ending_the_turn::Ending,
    },
    /// A spell or ability did nothing because its targets became illegal (608.2b).
    Fizzled {
        /// The spell, or the ability's source.
        source: ObjectId,
    },
    /// Damage was dealt (120).
    Damage {
        /// Its source.
        source: ObjectId,
        /// Its recipient.
        to: Target,
        /// How much.
        amount: u32,
        /// Whether it is combat damage (510.2).
        combat: bool,
    },
    /// A life total changed (119.3).
    Life {
        /// Whose.
        player: PlayerId,
        /// By how much.
        change: i32,
        /// Their life total after it.
        total: i32,
    },
    /// A permanent became tapped (701.26a).
    Tapped {
        /// Which.
        object: ObjectId,
    },
    /// A permanent became untapped (701.26b).
    Untapped {
        /// Which.
        object: ObjectId,
    },
    /// Attackers were declared (508.1).
    Attacked {
        /// Each attacker, what it attacks (a player, a planeswalker or a battle), and the defending
        /// player (506.2).
        attackers: Vec<(ObjectId, crate::stack::Target, PlayerId)>,
    },
    /// A creature exploited a creature: its controller sacrificed it as its exploit ability
    /// resolved (702.110b).
    Exploited {
        /// The creature with exploit.
        creature: ObjectId,
        /// The creature sacrificed, as it was on the battlefield.
        sacrificed: ObjectId,
    },
    /// A creature crewed a Vehicle: it was tapped to pay the cost of the Vehicle's crew
    /// ability (702.122b).
    Crewed {
        /// The creature.
        creature: ObjectId,
        /// The Vehicle.
        vehicle: ObjectId,
    },
    /// A creature was put onto the battlefield attacking (508.4), never declared as an
    /// attacker.
    EnteredAttacking {
        /// Which.
        creature: ObjectId,
        /// What it attacks: a player, a planeswalker or a battle (506.3).
        attacks: crate::stack::Target,
    },
    /// Attacking creatures were declared a band (702.22c).
    Banded {
        /// Its creatures.
        creatures: Vec<ObjectId>,
    },
    /// Blockers were declared (509.1).
    Blocked {
        /// Each blocker and the attacker it blocks.
        blocks: Vec<(ObjectId, ObjectId)>,
    },
    /// A card was discarded (701.9).
    Discarded {
        /// Who.
        player: PlayerId,
        /// The card, as an object in the graveyard.
        card: ObjectId,
    },
    /// A player paid a cost to cast a spell with mana: the mana they spent to cast spells
    /// this turn went from `before` to `after` (700.14).
    SpentOnSpell {
        /// Who.
        player: PlayerId,
        /// What they had spent this turn before.
        before: u32,
        /// What they have spent this turn now.
        after: u32,
    },
    /// A player cycled a card: discarded it to pay the cost of its cycling ability (702.29a).
    Cycled {
        /// Who.
        player: PlayerId,
        /// The card, as the object it became where it wound up.
        card: ObjectId,
    },
    /// A player scried (701.22a): looked at the top `count` cards of their library and put
    /// `bottom` of them on the bottom, the rest on top.
    Scried {
        /// Who.
        player: PlayerId,
        /// How many the instruction said.
        count: u32,
        /// How many went to the bottom.
        bottom: u32,
    },
    /// A player voted for an object (701.38a).
    Voted {
        /// Who.
        player: PlayerId,
        /// What for.
        object: ObjectId,
    },
    /// A player fatesealed (701.29a): looked at the top `count` cards of `opponent`'s library
    /// and put `bottom` of them on the bottom, the rest on top.
    Fatesealed {
        /// Who.
        player: PlayerId,
        /// Whose library.
        opponent: PlayerId,
        /// How many the instruction said.
        count: u32,
        /// How many went to the bottom.
        bottom: u32,
    },
    /// A player rolled a die (706.1): its natural result, the one that counts.
    RolledDie {
        /// Who.
        player: PlayerId,
        /// How many sides it has (706.1a).
        sides: u32,
        /// The number on its top face (706.2).
        natural: u32,
    },
    /// A player ceased to be the monarch as another became it (724.3).
    CeasedToBeMonarch {
        /// Who.
        player: PlayerId,
    },
    /// A player became the monarch (724.1).
    BecameMonarch {
        /// Who.
        player: PlayerId,
    },
    /// A player's instant or sorcery spell whose gift was promised to `to` has resolved: they
    /// have given a gift (702.174c).
    GaveGift {
        /// The spell's controller, who gave it.
        player: PlayerId,
        /// The opponent who got it.
        to: PlayerId,
    },
    /// A player ignored a roll (706.6): it is considered never to have happened.
    IgnoredRoll {
        /// Who.
        player: PlayerId,
        /// How many sides the die has.
        sides: u32,
        /// What it showed.
        natural: u32,
    },
    /// A player won a clash (701.30d): the card they revealed has a higher mana value than
    /// every other card revealed in it.
    WonClash {
        /// Who.
        player: PlayerId,
    },
    /// A player surveilled (701.25a): looked at the top `count` cards of their library; those
    /// put into the graveyard moved just before.
    Surveilled {
        /// Who.
        player: PlayerId,
        /// How many the instruction said.
        count: u32,
    },
    /// A player searched their library (701.23a), or only its top `top` cards when a
    /// replacement effect said so (701.23f).
    Searched {
        /// Who.
        player: PlayerId,
        /// Whose library.
        whose: PlayerId,
        /// How many cards from the top they could search, if not all.
        top: Option<u32>,
    },
    /// A player revealed a card because of a permanent's static ability ("reveal the first card
    /// you draw each turn", 603.11): that permanent's linked abilities trigger on it (607.2h).
    RevealedBy {
        /// Who.
        player: PlayerId,
        /// The card.
        card: ObjectId,
        /// The permanent whose ability revealed it.
        by: ObjectId,
    },
    /// A player searched another's (or their own) graveyard, hand and library for cards with
    /// the same name as `named` (701.23a), or for nothing they could find when there is no
    /// such card (701.23c).
    SearchedForName {
        /// Who searched.
        player: PlayerId,
        /// Whose zones.
        whose: PlayerId,
        /// The card whose name they looked for.
        named: Option<ObjectId>,
    },
    /// A spell's targets changed (115.7d): its targets now, each with its instance of the
    /// word "target".
    TargetsChanged {
        /// The spell.
        spell: ObjectId,
        /// Its targets.
        targets: Vec<(u8, crate::stack::Target)>,
        /// Who controls it, its stack item, and the objects among its targets that were not
        /// among them before: each becomes a target of the spell (ward hears it, 702.21a).
        /// Boxed, as `Cast`'s choices.
        became: Box<(PlayerId, crate::stack::StackId, Vec<ObjectId>)>,
    },
    /// Control of two permanents was exchanged (701.12b): each player gained control of the
    /// permanent beside them.
    ControlExchanged {
        /// Who gained control of what.
        gains: [(PlayerId, ObjectId); 2],
    },
    /// A spell or ability exchanged nothing (701.12a, 701.12b).
    NothingExchanged {
        /// The spell or the ability's source.
        source: ObjectId,
    },
    /// A player separated cards into two piles (700.3a).
    Separated {
        /// Who.
        by: PlayerId,
        /// The piles, each in the order of the cards.
        piles: Box<[Vec<ObjectId>; 2]>,
    },
    /// A player revealed cards from their hand and spliced them onto a spell they are
    /// casting, in this order (702.47a–b).
    Spliced {
        /// Who.
        player: PlayerId,
        /// The spell.
        spell: ObjectId,
        /// The cards.
        cards: Box<[ObjectId]>,
    },
    /// A player revealed a card (701.20a).
    Revealed {
        /// Who.
        player: PlayerId,
        /// The card.
        card: ObjectId,
    },
    /// Counters were put on an object (122.6).
    CountersAdded {
        /// Which.
        object: ObjectId,
        /// What kind.
        kind: CounterKind,
        /// How many.
        count: u32,
    },
    /// A player got poison counters (122.1f, 120.3b).
    PoisonCounters {
        /// Who.
        player: PlayerId,
        /// How many.
        count: u32,
        /// How many they have after it.
        total: u32,
    },
    /// `player` became the protector of the battle `battle` (310.8).
    Protector {
        /// The battle.
        battle: ObjectId,
        /// Its protector.
        player: PlayerId,
    },
    /// Counters were removed from an object.
    CountersRemoved {
        /// Which.
        object: ObjectId,
        /// What kind.
        kind: CounterKind,
        /// How many.
        count: u32,
    },
    /// A creature got +N/+N (or −N/−N) until end of turn.
    Pumped {
        /// Which.
        object: ObjectId,
        /// Power change.
        power: i32,
        /// Toughness change.
        toughness: i32,
    },
    /// A token was created (111.1).
    TokenCreated {
        /// The token.
        object: ObjectId,
    },
    /// A token or copy ceased to exist (704.5d).
    CeasedToExist {
        /// Which.
        object: ObjectId,
    },
    /// Damage wore off and "until end of turn" effects ended (514.2).
    CleanedUp,
    /// A resolving spell or ability created a continuous effect (611.2).
    EffectBegan {
        /// The spell or the ability's source.
        source: ObjectId,
        /// The objects it affects, locked in now (611.2c).
        affected: Box<[ObjectId]>,
        /// What it does to them.
        modifications: Box<[Modification]>,
        /// How long it lasts.
        duration: Duration,
    },
    /// Continuous effects ended: their duration is over (611.2a, 611.2b).
    EffectsEnded {
        /// The sources of the effects that ended.
        sources: Vec<ObjectId>,
    },
    /// A permanent's controller changed (613.1b): it is removed from combat (506.4) and its
    /// new controller has not controlled it since their turn began (302.6).
    ControlChanged {
        /// Which.
        object: ObjectId,
        /// Its controller now.
        to: PlayerId,
    },
    /// An attacking or blocking creature stopped being a creature, and so was removed from
    /// combat (506.4).
    RemovedFromCombat {
        /// Which.
        object: ObjectId,
    },
    /// A permanent phased out (702.26b): treated as though it does not exist, with no zone
    /// change (702.26d); `indirectly` when the permanent it is attached to phased out
    /// (702.26g).
    PhasedOut {
        /// Which.
        object: ObjectId,
        /// Whether it phased out indirectly.
        indirectly: bool,
    },
    /// A phased-out permanent phased in (702.26c).
    PhasedIn {
        /// Which.
        object: ObjectId,
    },
    /// A player turned a face-down permanent face up (702.37e, 116.2b).
    TurnedFaceUp {
        /// Which.
        permanent: ObjectId,
        /// Who.
        player: PlayerId,
    },
    /// A face-up permanent was turned face down (708.2a: Ixidron).
    TurnedFaceDown {
        /// Which.
        permanent: ObjectId,
        /// The name it had face up, which everyone saw.
        name: crate::cards::CardIdx,
    },
    /// A permanent became renowned (702.112b).
    BecameRenowned {
        /// The permanent.
        object: ObjectId,
    },
    /// A permanent became monstrous (701.37b).
    BecameMonstrous {
        /// The permanent.
        object: ObjectId,
    },
    /// A bestowed Aura spell or permanent ceased to be bestowed: it is the creature its card
    /// is (702.103e, 702.103f).
    CeasedToBeBestowed {
        /// Which.
        object: ObjectId,
    },
    /// A player conceded (104.3a).
    Conceded {
        /// Who.
        player: PlayerId,
    },
    /// A replacement or prevention effect modified an event (614.6, 615.6): `would` did
    /// not happen; `instead` happens, unless another effect modifies it in turn.
    Replaced {
        /// The source of the effect that applied.
        effect: ObjectId,
        /// The event as it would have happened.
        would: Box<Proposed>,
        /// The event it became.
        instead: Box<Proposed>,
    },
    /// A resolving spell or ability made a shield (614.1, 615.1).
    ShieldCreated {
        /// The spell or the ability's source.
        source: ObjectId,
        /// What it protects; `None` for all damage of its kind.
        on: Option<Target>,
        /// What it does.
        kind: Box<ShieldKind>,
    },
    /// A resolving spell or ability said something can't happen this turn, or for the rest
    /// of the game (614.17, 611.2a).
    CantCreated {
        /// The spell or the ability's source.
        source: ObjectId,
        /// What can't happen.
        cant: Box<crate::replacement::cant::Cant>,
        /// Whether for the rest of the game rather than this turn.
        rest_of_game: bool,
    },
    /// A player revealed a card they own from outside the game as their companion (103.2b).
    CompanionRevealed {
        /// Who.
        player: PlayerId,
        /// The card, which stays outside the game.
        card: crate::cards::CardIdx,
    },
    /// A player paid {3} and put their companion into their hand (116.2g).
    CompanionPutIntoHand {
        /// Who.
        player: PlayerId,
        /// The card, now in their hand.
        card: ObjectId,
    },
    /// A player brought a card they own into the game from outside it (400.11b).
    BroughtIntoGame {
        /// Who.
        player: PlayerId,
        /// The card, now in their hand.
        card: ObjectId,
    },
    /// A subgame began (728.2): the players' libraries are its decks; the main game waits.
    SubgameBegan,
    /// The subgame ended with `result` (728.5); the main game goes on.
    SubgameEnded {
        /// How the subgame ended.
        result: Option<GameResult>,
    },
    /// The game restarted (726.1): no player won, lost or drew it, and a new game begins
    /// with the same players.
    GameRestarted {
        /// Who controlled the effect that restarted it: the new game's starting player.
        by: PlayerId,
    },
    /// A player proposed a shortcut: all players pass priority until `until` (731.2a).
    ShortcutProposed {
        /// Who proposed it.
        player: PlayerId,
        /// Where it ends.
        until: crate::shortcuts::PriorityPoint,
    },
    /// A player proposed a loop: their sequence of choices repeated, `choices` choices in
    /// all, while every other player passes (731.2a).
    LoopProposed {
        /// Who proposed it.
        player: PlayerId,
        /// How many choices in all.
        choices: u32,
    },
    /// A player accepted the proposed shortcut (731.2b).
    ShortcutAccepted {
        /// Who.
        player: PlayerId,
    },
    /// A player shortened the proposed shortcut to `until`, where they will act (731.2b).
    ShortcutShortened {
        /// Who.
        player: PlayerId,
        /// Where it ends now.
        until: crate::shortcuts::PriorityPoint,
    },
    /// The shortcut ended: `at.player` decides at `at` (731.2a).
    ShortcutEnded {
        /// Where the game is.
        at: crate::shortcuts::PriorityPoint,
    },
    /// A resolving spell or ability said a creature attacks this turn if able (508.1d).
    MustAttack {
        /// The creature.
        creature: ObjectId,
        /// The spell or the ability's source.
        source: ObjectId,
    },
    /// A "can't get poison counters" effect of `effect` stopped `player` getting `count` of
    /// them (614.17; their teammate's, 810.10c).
    NoPoisonCounters {
        /// The source of the "can't" effect.
        effect: ObjectId,
        /// Who would have got them.
        player: PlayerId,
        /// How many.
        count: u32,
    },
    /// `player` got the city's blessing (702.131a–b).
    CitysBlessing {
        /// Who.
        player: PlayerId,
    },
    /// `player` lost all `count` of their poison counters (Leeches), in Two-Headed Giant their
    /// team's (810.10b).
    PoisonCountersLost {
        /// Who.
        player: PlayerId,
        /// How many.
        count: u32,
    },
    /// `by` goaded `creature` (701.15a): until `by`'s next turn it attacks each combat if able
    /// and attacks a player other than `by` if able (701.15b).
    Goaded {
        /// The creature.
        creature: ObjectId,
        /// The player who goaded it.
        by: PlayerId,
    },
    /// `by`'s next turn began: `creature` is no longer goaded by them (701.15a).
    GoadEnded {
        /// The creature.
        creature: ObjectId,
        /// The player who had goaded it.
        by: PlayerId,
    },
    /// `event` would have happened, but a "can't" effect of `effect` stops it (614.17).
    CantHappen {
        /// The source of the "can't" effect.
        effect: ObjectId,
        /// The event that doesn't happen.
        event: Box<Proposed>,
    },
    /// A player lost the game.
    LostGame {
        /// Who.
        player: PlayerId,
    },
    /// The game is a draw for a player, who leaves it while the others play on (801.15,
    /// 801.16, 809.5c).
    DrawFor {
        /// Who.
        player: PlayerId,
    },
    /// A Grand Melee turn marker (807.4) was handed out, passed, kept, designated for removal
    /// or removed, or its holder waits or takes an extra turn.
    TurnMarker {
        /// The marker's number (807.4b).
        number: u8,
        /// Its holder, or the player the change is about.
        holder: PlayerId,
        /// What happened.
        change: MarkerChange,
    },
    /// `player` will take an extra turn after this one (500.7).
    ExtraTurnAdded {
        /// Who.
        player: PlayerId,
    },
    /// `player` may play one more land this turn (305.2).
    AdditionalLandPlay {
        /// Who.
        player: PlayerId,
    },
    /// A player left a game that goes on without them, and the objects they owned left with
    /// them (800.4a).
    LeftGame {
        /// Who.
        player: PlayerId,
        /// The objects that left, wherever they were.
        objects: Box<[ObjectId]>,
    },
    /// An ability on the stack ceased to exist: its controller left the game (800.4a).
    AbilityCeased {
        /// The ability's source.
        source: ObjectId,
    },
    /// Triggered abilities of a player who left the game, waiting to be put on the stack or
    /// delayed, never will be (800.4d).
    TriggersDropped {
        /// Whose.
        player: PlayerId,
        /// How many.
        count: u32,
    },
    /// The game ended (104.2a, 104.4a).
    GameOver {
        /// How.
        result: GameResult,
    },
}

/// What happened to a Grand Melee turn marker (807.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MarkerChange {
    /// Handed out as the game began (807.4b).
    HandedOut,
    /// Passed to this holder (807.4c).
    Passed,
    /// Its holder waits to begin their turn: another marker is within the three seats to
    /// their left (807.4d).
    Waits,
    /// Designated for removal (807.4e).
    Designated,
    /// Removed (807.4g).
    Removed,
    /// Kept by its holder for an extra turn (807.4i).
    Kept,
    /// Its holder will take an extra turn immediately before their next turn (807.4i, 807.4j).
    ExtraTurnDeferred,
    /// Its holder takes an extra turn owed to them before their next turn (807.4j).
    ExtraTurn,
}
