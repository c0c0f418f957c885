//! The vocabulary of effects a card definition can use (CR 608.2, 609).
//!
//! Each primitive is one instruction of a spell's or ability's text; the engine carries them
//! out in order when the spell or ability resolves (608.2c).

use serde::Deserialize;

use super::condition::ConditionSpec;
pub use super::effect_terms::{
    CounterKind, DamageInstead, DamageInsteadSpec, DelayedAt, Gathered, NameOf, ResultRow, SearchTo, WhenYouDo,
};
pub use super::filter_spec::FilterSpec;
pub use super::modify::{ModifySpec, Until};
use super::number::NumberSpec;
use super::recipient::{Recipient, What};

/// One effect primitive, as written in a card file (`{ effect = "deal_damage", amount = 3,
/// to = "target" }`).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(tag = "effect", rename_all = "snake_case", deny_unknown_fields)]
pub enum Effect {
    /// Deals damage (120).
    DealDamage {
        /// How much.
        amount: NumberSpec,
        /// To whom or what.
        to: Recipient,
        /// Its own "deals N damage instead if …" (614.15).
        #[serde(default)]
        instead: Option<DamageInsteadSpec>,
        /// "Divided as you choose among" its targets (601.2d).
        #[serde(default)]
        divided: bool,
    },
    /// Destroys permanents (701.8): named ones, or all those a description matches as it
    /// resolves ("destroy all nonland permanents"), at once.
    Destroy {
        /// Which.
        what: What,
        /// `false` for "it can't be regenerated" (701.19c).
        #[serde(default = "yes")]
        regenerate: bool,
    },
    /// Transforms permanents (701.27): named ones, or all those a description matches as it
    /// resolves ("transform all Humans", Moonmist).
    Transform {
        /// Which.
        what: What,
    },
    /// Flips permanents that are flip cards (710): "flip it". Flipping is for good (710.4);
    /// any other permanent doesn't flip.
    Flip {
        /// Which.
        what: What,
    },
    /// Returns permanents to their owners' hands (400.3).
    ReturnToHand {
        /// Which.
        what: Recipient,
    },
    /// Regenerates permanents: a shield against their next destruction this turn (701.19a).
    Regenerate {
        /// Which.
        what: Recipient,
    },
    /// Prevents the next `amount` damage that would be dealt to each recipient this turn
    /// (615.7).
    PreventDamage {
        /// How much.
        amount: u32,
        /// To whom or what.
        to: Recipient,
    },
    /// "The next `amount` damage that would be dealt to [`from`] this turn is dealt to [`to`]
    /// instead" (614.9: Captain's Maneuver): a shield around `from`.
    RedirectDamage {
        /// How much damage it redirects in all.
        amount: NumberSpec,
        /// The damage to whom or what.
        from: Recipient,
        /// To whom or what it is dealt instead.
        to: Recipient,
    },
    /// Prevents all combat damage that would be dealt this turn (Fog).
    PreventCombatDamage,
    /// Prevents all damage the sources `from` describes would deal this turn (611.2c).
    PreventDamageFrom {
        /// Which sources, looked at as each would deal damage.
        from: FilterSpec,
    },
    /// This turn, the objects `what` describes (looked at as each would enter) enter under
    /// your control instead (Gather Specimens: "a creature [that] would enter under an
    /// opponent's control"; 616.1b).
    EnterUnderYourControl {
        /// Which objects, as they would enter.
        what: FilterSpec,
    },
    /// "The next time one or more [objects `what` describes] enter this turn, they enter as
    /// copies of [`of`]" (Mystic Reflection: creatures or planeswalkers, as they would enter,
    /// 614.12; `of` is the chosen creature).
    NextEnterAsCopies {
        /// Which objects, as they would enter.
        what: FilterSpec,
        /// What they enter as copies of.
        of: Recipient,
    },
    /// Each recipient skips their next `step` (614.10: Fatigue).
    SkipNext {
        /// The step.
        step: crate::turn::Step,
        /// Who.
        who: Recipient,
    },
    /// Something can't happen for the rest of the turn, for every player and source
    /// (614.17: Skullcrack).
    CantThisTurn {
        /// What can't happen.
        event: crate::replacement::cant::CantEvent,
        /// Who can't: every player unless it says `"opponent"`.
        #[serde(default)]
        who: crate::replacement::cant::CantWho,
    },
    /// "[Who] can't [event] for the rest of the game" (611.2a: Stigma Lasher's "that player
    /// can't gain life for the rest of the game").
    CantForTheRestOfTheGame {
        /// What can't happen.
        event: crate::replacement::cant::CantEvent,
        /// The players it names.
        who: Recipient,
    },
    /// "You may reveal a [creature or land] card you own from outside the game and put it into
    /// your hand" (400.11b: Living Wish): the controller chooses one of their cards outside
    /// the game with any of `types`, or none.
    Wish {
        /// The card types of the cards that may be brought in.
        types: Vec<String>,
    },
    /// "Players play a Magic subgame, using their libraries as their decks" (728: Shahrazad),
    /// once the text's instructions before it are done; after it, "each player who doesn't
    /// win the subgame loses half their life, rounded up" with `losers_lose_half_life`.
    PlaySubgame {
        /// Whether each player who doesn't win loses half their life, rounded up.
        #[serde(default)]
        losers_lose_half_life: bool,
    },
    /// "Restart the game, then put all cards exiled with [this] onto the battlefield under
    /// your control" (726: Karn Liberated): the cards the object's linked exile instructions
    /// exiled are exempt from the restart (726.5).
    RestartGame,
    /// "End the turn" (723.1: Time Stop).
    EndTheTurn,
    /// "End the combat phase" (723.2: Mandate of Peace).
    EndTheCombatPhase,
    /// "[Target creature] attacks this turn if able": a requirement on each recipient for the
    /// rest of the turn (508.1d: Into the Fray).
    AttacksThisTurnIfAble {
        /// Which creatures.
        what: Recipient,
    },
    /// Exiles every card in the graveyards of the recipients (Rest in Peace).
    ExileGraveyards {
        /// Whose graveyards.
        who: Recipient,
    },
    /// "[Who] becomes the monarch" (724.1): the first player `who` stands for; the monarch
    /// before them ceases to be (724.3).
    BecomeTheMonarch {
        /// Who: the spell's or ability's controller if left out.
        #[serde(default = "you")]
        who: Recipient,
    },
    /// Draws cards one at a time (121.2).
    Draw {
        /// How many.
        count: NumberSpec,
        /// Who draws.
        who: Recipient,
    },
    /// Gains life (119.3).
    GainLife {
        /// How much.
        amount: NumberSpec,
        /// Who.
        who: Recipient,
    },
    /// Loses life (119.3).
    LoseLife {
        /// How much.
        amount: NumberSpec,
        /// Who.
        who: Recipient,
    },
    /// +N/+N until end of turn (a layer 7c effect, 613.4c, ending in cleanup, 514.2).
    Pump {
        /// Power change.
        power: NumberSpec,
        /// Toughness change.
        toughness: NumberSpec,
        /// Which creatures.
        what: Recipient,
    },
    /// Creates tokens (111.1) from a `[[token]]` definition of the same file.
    CreateToken {
        /// The token's name.
        token: String,
        /// How many.
        count: NumberSpec,
        /// Who creates them (and so owns and controls them, 111.2); the spell's or
        /// ability's controller if left out.
        #[serde(default = "you")]
        who: Recipient,
    },
    /// "Create a [token] attached to [to]": an Aura token, a Role (303.7: Monstrous Rage's
    /// Monster Role), created under the spell's or ability's controller's control and
    /// attached to the first object `to` stands for.
    CreateTokenAttached {
        /// The token's name: an Aura's.
        token: String,
        /// What it is attached to.
        to: Recipient,
    },
    /// "Create a token that's a copy of [what]" (707.1: Cackling Counterpart): its copiable
    /// values (707.2), both faces of a double-faced permanent with the same one up (707.8a).
    CreateTokenCopy {
        /// What it copies: a permanent.
        of: Recipient,
    },
    /// "Choose a [permanent] on the battlefield" (Cytoshape): not a target; the spell's
    /// controller chooses one as it resolves, "the chosen" permanent of the instructions after
    /// it (`chosen`).
    ChoosePermanent {
        /// What may be chosen.
        which: FilterSpec,
    },
    /// "You may choose new targets for [a spell]" (115.7d, Redirect): its controller may
    /// leave each of the spell's targets or change it to a new legal one; only the final set
    /// of targets must be legal (115.7e), and the division stays (115.7f).
    ChooseNewTargets {
        /// Which spell.
        what: Recipient,
    },
    /// Counters a spell (701.6): it goes to its owner's graveyard.
    Counter {
        /// Which spell.
        what: Recipient,
    },
    /// Adds `amount` mana of any one color, which its player chooses as it resolves (106.1a):
    /// "Add one mana of any color", "Add three mana of any one color".
    AddManaOfAnyColor {
        /// How many mana of that color; 1 if left out.
        #[serde(default = "one")]
        amount: u8,
    },
    /// Adds one mana of any color in its player's commanders' color identity, which they
    /// choose as it resolves (903.4: Command Tower): nothing when they have no commander
    /// (903.4f) or only colorless ones.
    AddManaOfCommanderColor,
    /// Adds mana (106.3); an ability that could add mana and has no target is a mana ability
    /// (605.1a).
    AddMana {
        /// The mana, as symbols (`{G}`).
        mana: String,
        /// How many times that mana ("an amount of {G} equal to its power", "{G} for each
        /// creature you control"); once if left out.
        times: Option<NumberSpec>,
        /// "This mana can't be spent to pay generic mana costs" (106.6: Jegantha, the
        /// Wellspring).
        #[serde(default)]
        not_for_generic: bool,
    },
    /// Each recipient discards `count` cards of their choice (701.9b), as many as they hold
    /// if fewer (609.3).
    Discard {
        /// How many.
        count: NumberSpec,
        /// Who discards.
        who: Recipient,
    },
    /// Each recipient mills `count` cards (701.17a), as many as their library holds if
    /// fewer (701.17b).
    Mill {
        /// How many.
        count: NumberSpec,
        /// Who mills.
        who: Recipient,
    },
    /// Each recipient exiles the top `count` cards of their library (701.13a), as many as it
    /// holds if fewer; the instructions after it may read "that card's mana value".
    ExileTop {
        /// How many.
        count: NumberSpec,
        /// Whose library.
        who: Recipient,
    },
    /// Each recipient reveals the top card of their library and puts that card into their hand
    /// (Dark Confidant, Yuriko); the instructions after it may read "that card's mana value".
    RevealTopIntoHand {
        /// Whose library.
        who: Recipient,
    },
    /// "For each of them, [instructions]": `then` is carried out once for each target of
    /// the instance of the word "target" `target` names, with that target alone as its
    /// target, in the order 608.2f gives (Soulfire Eruption).
    ForEachTarget {
        /// The targets: `target`, `target_2`, ….
        target: Recipient,
        /// What is done for each.
        then: Vec<Effect>,
    },
    /// "Starting with you, each player votes for [an object]" (701.38a: Council's Judgment):
    /// each player in turn order from the controller chooses one of the objects `among`
    /// describes (701.38b); those with the most votes or tied for most are `voted` for the
    /// instructions after it.
    Vote {
        /// What may be voted for: permanents, as the controller sees them ("a nonland
        /// permanent you don't control").
        among: FilterSpec,
    },
    /// Fateseals `count` (701.29a): its controller chooses an opponent (asked when there are
    /// several within their range of influence), looks at that many cards from the top of
    /// that opponent's library and puts any number of them on the bottom, the rest on top,
    /// in the orders they choose (Spin into Myth).
    Fateseal {
        /// How many.
        count: NumberSpec,
    },
    /// Puts objects on top of their owners' libraries (400.3: Spin into Myth's "put target
    /// creature on top of its owner's library").
    PutOnTopOfOwnersLibrary {
        /// Which.
        what: Recipient,
    },
    /// Each recipient scries `count` (701.22a): looks at that many cards from the top of their
    /// library and puts any number of them on the bottom, the rest on top, in the orders they
    /// choose.
    Scry {
        /// How many.
        count: NumberSpec,
        /// Who scries.
        who: Recipient,
    },
    /// Each recipient surveils `count` (701.25a): looks at that many cards from the top of
    /// their library and puts any number of them into their graveyard, the rest on top in
    /// the order they choose.
    Surveil {
        /// How many.
        count: NumberSpec,
        /// Who surveils.
        who: Recipient,
    },
    /// Reveals the top cards of your library; an opponent separates them into two piles
    /// (700.3); you put one pile into your hand and the other into your graveyard (Fact or
    /// Fiction).
    SeparateIntoPiles {
        /// How many cards are revealed.
        reveal_top: NumberSpec,
        /// Whether its controller separates them and an opponent chooses the pile for their
        /// hand (Steam Augury), rather than the other way round (Fact or Fiction).
        #[serde(default)]
        you_separate: bool,
    },
    /// Each recipient searches their library for cards (701.23a), puts what they find `put`,
    /// then shuffles (701.24a).
    Search {
        /// Who searches.
        who: Recipient,
        /// Whose library they search, when it isn't their own ("search target opponent's
        /// library": `"target"`): the cards they find and put onto the battlefield enter
        /// under the searcher's control, and that library's owner shuffles it.
        #[serde(default)]
        library: Option<Recipient>,
        /// What they search for ("a basic land card"); left out, any card ("a card"), which
        /// they must find if there is one (701.23d). For a description, they may find fewer
        /// than there are (701.23b).
        #[serde(rename = "for")]
        find: Option<FilterSpec>,
        /// How many ("up to two basic land cards": 2); 1 if left out.
        #[serde(default = "one")]
        count: u8,
        /// Where the found cards go.
        put: SearchTo,
        /// Whether they enter the battlefield tapped.
        #[serde(default)]
        tapped: bool,
        /// Whether the found cards are revealed ("reveal it"); not unless the text says so
        /// (701.23e).
        #[serde(default)]
        reveal: bool,
        /// "May search": each recipient chooses whether to search (701.23g).
        #[serde(default)]
        may: bool,
    },
    /// The recipient reveals their hand, then the spell's controller chooses a card from it
    /// that `which` describes (Lobotomy: "target player reveals their hand, then you choose a
    /// card other than a basic land card from it"), or, `theirs`, the recipient chooses one
    /// without revealing it; later instructions of the text name it `"chosen"`.
    ChooseFromHand {
        /// Whose hand.
        who: Recipient,
        /// What may be chosen; left out, any card.
        which: Option<FilterSpec>,
        /// Whether the player whose hand it is chooses, without revealing it ("target player
        /// exiles a card from their hand": Karn Liberated).
        #[serde(default)]
        theirs: bool,
    },
    /// The spell's controller searches the recipient's graveyard, hand and library for all
    /// cards with the same name as `name_of` and exiles them, then that player shuffles their
    /// library (Splinter, Lobotomy). Every such card in the graveyard is found; in the hand
    /// and the library, hidden zones, the searcher finds as many as they choose (701.23b).
    ExileCardsNamed {
        /// Whose zones.
        whose: Recipient,
        /// Whose name is looked for.
        name_of: NameOf,
    },
    /// Discards every card in the hand (701.9a).
    DiscardHand {
        /// Whose hand.
        who: Recipient,
    },
    /// Shuffles the named zones' cards (the player's own) into their library (701.24a).
    ShuffleIntoLibrary {
        /// From where.
        zones: Vec<Gathered>,
        /// Whose.
        who: Recipient,
    },
    /// Shuffles objects into their owners' libraries ("shuffle Black Sun's Zenith into its
    /// owner's library", 701.24a): each that is still where it was goes there, then each of
    /// those libraries is shuffled, even if none did (701.24c).
    ShuffleIntoOwnersLibrary {
        /// Which.
        what: Recipient,
        /// "[Target player] shuffles … into their library": the player whose library is
        /// shuffled even if there are no objects to shuffle into it (701.24d).
        into_library_of: Option<Recipient>,
    },
    /// A player loses the game (104.3e): "you lose the game" (Transcendence).
    LoseGame {
        /// Who.
        who: Recipient,
    },
    /// Doubles a player's life total (701.10d): "Double target player's life total"
    /// (Beacon of Immortality).
    DoubleLife {
        /// Whose.
        who: Recipient,
    },
    /// Doubles the power, and with `and_toughness` the toughness, of creatures until end of
    /// turn (701.10a–c): "Double the power of target creature until end of turn" (Unleash
    /// Fury).
    DoublePower {
        /// Which: a recipient, or a filter as it resolves.
        what: What,
        /// "Double the power and toughness".
        #[serde(default)]
        and_toughness: bool,
    },
    /// Triples the power, and with `and_toughness` the toughness, of creatures until end of
    /// turn (701.11a–c).
    TriplePower {
        /// Which: a recipient, or a filter as it resolves.
        what: What,
        /// "Triple the power and toughness".
        #[serde(default)]
        and_toughness: bool,
    },
    /// Goads creatures (701.15a): "Goad all creatures you don't control" (Disrupt Decorum).
    /// Until the next turn of the effect's controller, each attacks each combat if able and
    /// attacks a player other than them if able (701.15b).
    Goad {
        /// Which: a recipient, or a filter as it resolves.
        what: What,
    },
    /// "Amass [subtype] N" (701.47a): "amass Zombies 1" (Lazotep Reaver, printed "amass 1",
    /// which reads "amass Zombies 1", 701.47d). The token it may create is the `[[token]]`
    /// keyed "[subtype] Army Token", defined before the card.
    Amass {
        /// The subtype, singular ("Zombie", "Orc"); Zombie if left out (701.47d).
        #[serde(default)]
        subtype: Option<String>,
        /// N.
        count: NumberSpec,
    },
    /// "Adapt N" (701.46a), the permanent whose ability this is: "If this permanent has no
    /// +1/+1 counters on it, put N +1/+1 counters on it" (Aeromunculus).
    Adapt {
        /// N.
        count: NumberSpec,
    },
    /// "Bolster N" (701.39a): "Choose a creature you control with the least toughness or
    /// tied for least toughness among creatures you control. Put N +1/+1 counters on that
    /// creature" (Aven Tactician).
    Bolster {
        /// N.
        count: NumberSpec,
    },
    /// "Manifest the top card of your library" (701.40a: Soul Summons): it is put onto the
    /// battlefield face down as a 2/2 creature; "it" (`created`) after it is that permanent.
    Manifest,
    /// "Cloak the top card of your library" (701.58a: Cryptic Coat): it is put onto the
    /// battlefield face down as a 2/2 creature with ward {2}; "it" (`created`) after it is
    /// that permanent.
    Cloak,
    /// "Manifest dread" (701.62a: Innocuous Rat): its controller looks at the top two cards of
    /// their library, manifests one of them and puts the other into their graveyard; "it"
    /// (`created`) after it is the manifested permanent.
    ManifestDread,
    /// "Investigate" (701.16a): "Create a Clue token" (Thraben Inspector), the `[[token]]`
    /// keyed "Clue Token", defined before the card (111.10f).
    Investigate,
    /// "Proliferate" (701.34a): "Choose any number of permanents and/or players that have a
    /// counter, then give each one additional counter of each kind that permanent or player
    /// already has" (Steady Progress).
    Proliferate,
    /// "Clash with an opponent" (701.30b), then `if_you_win`: "If you win, …" (Lash Out).
    Clash {
        /// What the spell or ability does if its controller wins the clash.
        #[serde(default)]
        if_you_win: Vec<Effect>,
    },
    /// "Roll a dN" (706.1, 706.1a): its controller rolls one N-sided die, then the row of
    /// `results` (its results table, 706.3) the result falls in happens, if any (706.3a:
    /// Contact Other Plane). Without a table, the instructions after it may use the result
    /// (`the_result`, 706.4: Netherese Puzzle-Ward).
    Roll {
        /// N: how many sides the die has, each equally likely (706.1a).
        die: u32,
        /// The results table, one row for each set of results; none for a roll without one.
        #[serde(default)]
        results: Vec<ResultRow>,
    },
    /// "Populate" (701.36a): "Choose a creature token you control and create a token that's a
    /// copy of that creature token" (Eyes in the Skies).
    Populate,
    /// "Monstrosity N" (701.37a), the permanent whose ability this is: "If this permanent isn't
    /// monstrous, put N +1/+1 counters on it and it becomes monstrous" (Nessian Asp).
    Monstrosity {
        /// N.
        count: NumberSpec,
    },
    /// Doubles the number of counters of one kind on permanents (701.10e): "double the number
    /// of +1/+1 counters on each creature you control" (Kalonian Hydra).
    DoubleCounters {
        /// What kind.
        counter: CounterKind,
        /// On which: a recipient, or a filter as it resolves.
        what: What,
    },
    /// Doubles the amount of each type of mana in players' mana pools (701.10f): "Double the
    /// amount of each type of unspent mana you have" (Doubling Cube).
    DoubleMana {
        /// Whose.
        who: Recipient,
    },
    /// "[Who] loses all poison counters" (Leeches); with `deals_that_much_damage`, "[this]
    /// deals that much damage to that player". In Two-Headed Giant the player's team loses
    /// them (810.10b).
    LoseAllPoisonCounters {
        /// Who.
        who: Recipient,
        /// "Deals that much damage to that player".
        #[serde(default)]
        deals_that_much_damage: bool,
    },
    /// The life total becomes this number (119.5).
    SetLife {
        /// The new total.
        amount: NumberSpec,
        /// Whose.
        who: Recipient,
    },
    /// Taps permanents (701.26).
    Tap {
        /// Which.
        what: Recipient,
    },
    /// Permanents phase out (702.26b): "Target creature phases out".
    PhaseOut {
        /// Which.
        what: Recipient,
    },
    /// Two creatures fight (701.14): each deals damage equal to its power to the other.
    Fight {
        /// The creature told to fight.
        what: Recipient,
        /// The creature it fights.
        with: Recipient,
    },
    /// Attaches the permanent whose ability this is to `to`, the first of them ("attach this
    /// Equipment to target creature you control", 701.3a).
    Attach {
        /// To what.
        to: Recipient,
    },
    /// Untaps permanents (701.26).
    Untap {
        /// Which.
        what: Recipient,
    },
    /// Puts counters on permanents (122.6).
    PutCounters {
        /// What kind.
        counter: CounterKind,
        /// How many.
        count: NumberSpec,
        /// On which.
        what: Recipient,
        /// "Distributed among" its targets (601.2d).
        #[serde(default)]
        divided: bool,
    },
    /// Puts cards onto the battlefield from wherever they are, under their owner's control or
    /// the effect's controller's, optionally with a counter on each (Otherworldly Journey's
    /// "return that card to the battlefield under its owner's control with a +1/+1 counter
    /// on it").
    PutOntoBattlefield {
        /// Which.
        what: Recipient,
        /// Under the effect's controller's control ("under your control"), not the owner's.
        #[serde(default)]
        under_your_control: bool,
        /// A counter each enters with.
        counter: Option<CounterKind>,
    },
    /// "Exile them, then meld them into [the melded permanent]" (712.4a): the permanent whose
    /// ability this is and a creature its controller owns and controls named the other card
    /// of its meld pair (701.42a).
    Meld,
    /// "This creature explores" (701.44a): its controller reveals the top card of their
    /// library; a land card goes to their hand; otherwise the creature gets a +1/+1 counter
    /// and they may put the card into their graveyard (Merfolk Branchwalker).
    Explore,
    /// Returns `this` card from the graveyard to the battlefield (Reassembling Skeleton).
    ReturnToBattlefield {
        /// Whether it enters tapped.
        #[serde(default)]
        tapped: bool,
    },
    /// Exiles objects (701.13a): moves them to the exile zone from wherever they are.
    Exile {
        /// Which.
        what: Recipient,
        /// Whether the cards it exiles are those another ability of the object refers to as
        /// "exiled with [this]" (607.2a: Sisters of Stone Death's exile ability, linked to
        /// `put_exiled_with_this`).
        #[serde(default)]
        linked: bool,
    },
    /// "Put a [which] card exiled with [this] onto the battlefield under your control"
    /// (607.2a): one of the cards the object's linked `exile` instruction exiled (one with
    /// `linked = true` in another of its abilities) that is still in exile, chosen as it
    /// resolves.
    PutExiledWithThis {
        /// What the card must be ("a creature card").
        which: Option<FilterSpec>,
    },
    /// "Choose a card exiled with [this]" (607.2a): its controller chooses one of the cards
    /// still in exile that the object's linked `exile` exiled, "the chosen" card of the
    /// instructions after it (Mimic Vat's "create a token that's a copy of a card exiled with
    /// Mimic Vat"); none if there is none.
    ChooseExiledWithThis,
    /// "If you do, return each other card exiled with [this] to its owner's graveyard"
    /// (Mimic Vat): after a linked `exile`, the cards the object's linked exile put there
    /// before it, if that exile exiled something.
    ReturnOthersExiledWithThis,
    /// Its controller sacrifices permanents (701.21a): those they control go to their
    /// owners' graveyards, and nothing replaces destruction.
    Sacrifice {
        /// Which.
        what: Recipient,
    },
    /// "[Who] sacrifices [count] [what]" (701.21a: Innocent Blood's "each player sacrifices a
    /// creature", annihilator's "defending player sacrifices N permanents"): each player
    /// `who` names, in APNAP order (101.4), chooses that many permanents they control that
    /// `what` describes (every one, if they control no more), then all are sacrificed at once.
    Sacrifices {
        /// Who sacrifices.
        who: Recipient,
        /// How many each sacrifices.
        count: NumberSpec,
        /// What they sacrifice: permanents this describes (any permanent without).
        what: Option<FilterSpec>,
    },
    /// "Exchange control of two target [permanents]" (701.12): the two permanents' controllers
    /// each gain control of the other's, at once (701.12b); if either is gone or both have
    /// one controller, nothing happens (701.12a).
    ExchangeControl {
        /// The two permanents: one instance of the word "target" with two targets.
        what: Recipient,
    },
    /// "Two target players exchange life totals" (701.12c: Soul Conduit): each gains or loses
    /// the life it takes to reach the other's total; all of it or none (701.12a).
    ExchangeLifeTotals {
        /// The two players: one instance of the word "target" with two targets.
        who: Recipient,
    },
    /// A player wins the game (104.2b).
    WinGame {
        /// Who.
        who: Recipient,
    },
    /// "The game is a draw" (104.4c: Divine Intervention); with the limited range of
    /// influence option, for the controller and the players within their range (801.15).
    GameIsADraw,
    /// "Redistribute any number of players' life totals" (Reverse the Sands): its controller
    /// chooses the players, then which of their former totals each gets back; each gains or
    /// loses the difference (119.5). In Two-Headed Giant, one member of each team at most
    /// (810.9f).
    RedistributeLifeTotals,
    /// "You may play an additional land this turn" (305.2: Explore).
    PlayAdditionalLand {
        /// Who may.
        who: Recipient,
    },
    /// "Take an extra turn after this one" (500.7: Time Walk).
    ExtraTurn {
        /// Who takes it.
        who: Recipient,
    },
    /// "You control target player during that player's next turn" (722.1: Mindslaver).
    ControlNextTurn {
        /// The player controlled.
        who: Recipient,
    },
    /// Creates a delayed triggered ability (603.7) that does `effects` the next time `at`
    /// happens.
    Delayed {
        /// When it triggers.
        at: DelayedAt,
        /// What "that" in its effects stands for: an object this text names (a target, or
        /// `this`), fixed now (603.7c).
        #[serde(default)]
        that: Option<Recipient>,
        /// What it does when it resolves.
        effects: Vec<Effect>,
    },
    /// "If [condition], [instructions]": `then` if the condition holds as it resolves, else
    /// `otherwise` (608.2c: an instruction's "if" is checked as it is followed).
    If {
        /// The condition.
        condition: ConditionSpec,
        /// What it does if the condition holds.
        then: Vec<Effect>,
        /// What it does if not.
        #[serde(default)]
        otherwise: Vec<Effect>,
    },
    /// "You may [effects]": an optional instruction; its controller chooses as it resolves
    /// whether to follow it (603.5, 608.2d: Paradise Plume's "you may gain 1 life").
    May {
        /// What they may do.
        then: Vec<Effect>,
    },
    /// "That player adds one mana of any type that land produced": in a `taps_land_for_mana`
    /// trigger, a triggered mana ability (605.1b: Heartbeat of Spring).
    AddManaThatLandProduced,
    /// "Add one mana of the chosen color": of the color chosen for the permanent as it
    /// entered (607.2d: Paradise Plume); none if no color was chosen.
    AddManaOfChosenColor,
    /// "[Do something]. If you do, [effects]" or "You may [do something]. If you don't,
    /// [effects]": a cost its controller pays as it resolves (118.12); `then` if they paid it,
    /// `otherwise` if they didn't or couldn't (an option that can't be paid can't be chosen,
    /// 608.2d).
    Pay {
        /// The cost, as printed: "Sacrifice this", "Sacrifice a creature", "Pay 2 life".
        cost: String,
        /// Whether paying it is their choice ("you may").
        #[serde(default)]
        may: bool,
        /// What it does if they paid.
        #[serde(default)]
        then: Vec<Effect>,
        /// What it does if not.
        #[serde(default)]
        otherwise: Vec<Effect>,
        /// "When you do, …": a reflexive triggered ability created if they paid.
        when_you_do: Option<Box<WhenYouDo>>,
    },
    /// Creates a continuous effect (611.2) on what `what` names, which are locked in on
    /// resolution (611.2c).
    Continuous {
        /// What it affects.
        what: What,
        /// What it does, each part in its layer. (Not spanned: serde reads an internally
        /// tagged table through a buffer, which loses spans; errors point at the effect.)
        modify: Vec<ModifySpec>,
        /// How long it lasts.
        until: Until,
    },
    /// "[What] gains all activated abilities of [of] [until]" (613.1f: Quicksilver
    /// Elemental): each activated ability `of` has as it resolves, locked in then (611.2c),
    /// each gained as an ability of its own: abilities gained together stay linked to one
    /// another and to nothing else (607.5).
    GainActivatedAbilities {
        /// What gains them.
        what: Recipient,
        /// Whose abilities.
        of: Recipient,
        /// How long it lasts.
        until: Until,
    },
    /// "[What] gain [keyword] until end of turn if one of them has [keyword]. The same is
    /// true for [the others]" (702.1c: Concerted Effort): each of `keywords` one of the
    /// objects `what` finds has as it resolves (611.2c), landwalk and protection with each
    /// variant among them.
    ShareKeywords {
        /// What gains them and whose keywords count.
        what: What,
        /// The keywords, as rule 702 titles them ("Flying", "Landwalk", "Protection").
        keywords: Vec<String>,
        /// How long it lasts.
        until: Until,
    },
    /// "Copy [what]" (707.10: Twincast's "copy target instant or sorcery spell"), with the
    /// exceptions of `except` ("except that the copy is red", Fork); with `new_targets`,
    /// "you may choose new targets for the copy" (707.10c).
    CopySpell {
        /// The spell copied.
        what: Recipient,
        /// The exceptions to the copying process.
        #[serde(default)]
        except: super::copy_spec::ExceptSpec,
        /// Whether its controller may choose new targets for the copy.
        #[serde(default)]
        new_targets: bool,
        /// "The copy targets that token" (707.10e): what every target of the copy is.
        target: Option<Recipient>,
    },
    /// "[What] becomes a copy of [of]" (707.4: Unstable Shapeshifter's "this creature becomes
    /// a copy of that creature, except it has this ability"), with the exceptions of
    /// `except` (707.9), until `until` (for the rest of the game when left out).
    BecomeCopy {
        /// What becomes a copy: a permanent.
        what: Recipient,
        /// What it copies.
        of: Recipient,
        /// The exceptions to the copying process.
        #[serde(default)]
        except: super::copy_spec::ExceptSpec,
        /// How long it lasts.
        #[serde(default = "forever")]
        until: Until,
    },
}

fn forever() -> Until {
    Until::Forever
}

fn yes() -> bool {
    true
}

/// 1: the default count of a search and of an instance of the word "target".
pub(super) fn one() -> u8 {
    1
}

/// The default of a `who`: the spell's or ability's controller.
fn you() -> Recipient {
    Recipient::You
}
