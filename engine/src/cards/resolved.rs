//! Effects as the engine keeps them once loaded (CR 608.2c): the vocabulary of
//! [`super::effect`], with names, symbols and descriptions looked up.

use super::effect::{CounterKind, DamageInstead, Gathered, NameOf};
use super::mana::ManaCost;
use super::number::Number;
use super::recipient::Recipient;

/// A resolved effect: as [`Effect`](super::effect::Effect), with names and symbols looked up at load time.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Resolved {
    /// See [`Effect::DealDamage`](super::effect::Effect::DealDamage).
    DealDamage(Number, Recipient, Option<DamageInstead>),
    /// See [`Effect::Destroy`](super::effect::Effect::Destroy): what, and whether it can be regenerated.
    Destroy(Affected, bool),
    /// See [`Effect::ReturnToHand`](super::effect::Effect::ReturnToHand).
    ReturnToHand(Recipient),
    /// See [`Effect::Regenerate`](super::effect::Effect::Regenerate), [`Effect::PreventDamage`](super::effect::Effect::PreventDamage), [`Effect::PreventCombatDamage`](super::effect::Effect::PreventCombatDamage)
    /// and [`Effect::SkipNext`](super::effect::Effect::SkipNext): a shield around each recipient, or around everything.
    Shield(crate::replacement::shield::ShieldKind, Option<Recipient>),
    /// See [`Effect::RedirectDamage`](super::effect::Effect::RedirectDamage): how much, from
    /// whom or what, to whom or what.
    RedirectDamage(Number, Recipient, Recipient),
    /// See [`Effect::ExileGraveyards`](super::effect::Effect::ExileGraveyards).
    ExileGraveyards(Recipient),
    /// See [`Effect::CantThisTurn`](super::effect::Effect::CantThisTurn).
    CantThisTurn(crate::replacement::cant::Cant),
    /// See [`Effect::CantForTheRestOfTheGame`](super::effect::Effect::CantForTheRestOfTheGame).
    CantForTheRestOfTheGame(crate::replacement::cant::CantEvent, Recipient),
    /// See [`Effect::Wish`](super::effect::Effect::Wish).
    Wish(crate::cards::CardTypes),
    /// See [`Effect::PlaySubgame`](super::effect::Effect::PlaySubgame).
    PlaySubgame(bool),
    /// See [`Effect::RestartGame`](super::effect::Effect::RestartGame).
    RestartGame,
    /// See [`Effect::EndTheTurn`](super::effect::Effect::EndTheTurn) and
    /// [`Effect::EndTheCombatPhase`](super::effect::Effect::EndTheCombatPhase).
    End(crate::ending_the_turn::Ending),
    /// See [`Effect::AttacksThisTurnIfAble`](super::effect::Effect::AttacksThisTurnIfAble).
    AttacksThisTurnIfAble(Recipient),
    /// See [`Effect::Draw`](super::effect::Effect::Draw).
    Draw(Number, Recipient),
    /// See [`Effect::GainLife`](super::effect::Effect::GainLife).
    GainLife(Number, Recipient),
    /// See [`Effect::LoseLife`](super::effect::Effect::LoseLife).
    LoseLife(Number, Recipient),
    /// See [`Effect::Pump`](super::effect::Effect::Pump).
    Pump(Number, Number, Recipient),
    /// See [`Effect::CreateToken`](super::effect::Effect::CreateToken): the token's index in the pool.
    CreateToken(super::CardIdx, Number, Recipient),
    /// See [`Effect::Counter`](super::effect::Effect::Counter).
    Counter(Recipient),
    /// See [`Effect::AddMana`](super::effect::Effect::AddMana) with `not_for_generic`:
    /// mana that can't be spent to pay generic mana costs (106.6).
    AddManaNotForGeneric(super::mana::ManaCost),
    /// See [`Effect::AddManaOfAnyColor`](super::effect::Effect::AddManaOfAnyColor).
    AddManaOfAnyColor(u8),
    /// See [`Effect::AddManaOfCommanderColor`](super::effect::Effect::AddManaOfCommanderColor).
    AddManaOfCommanderColor,
    /// See [`Effect::AddManaThatLandProduced`](super::effect::Effect::AddManaThatLandProduced).
    AddManaThatLandProduced,
    /// See [`Effect::AddManaOfChosenColor`](super::effect::Effect::AddManaOfChosenColor).
    AddManaOfChosenColor,
    /// See [`Effect::May`](super::effect::Effect::May).
    May(Vec<Resolved>),
    /// See [`Effect::AddMana`](super::effect::Effect::AddMana): the mana, and how many times.
    AddMana(ManaCost, Number),
    /// See [`Effect::Discard`](super::effect::Effect::Discard).
    Discard(Number, Recipient),
    /// See [`Effect::Mill`](super::effect::Effect::Mill).
    Mill(Number, Recipient),
    /// See [`Effect::ExileTop`](super::effect::Effect::ExileTop).
    ExileTop(Number, Recipient),
    /// See [`Effect::RevealTopIntoHand`](super::effect::Effect::RevealTopIntoHand).
    RevealTopIntoHand(Recipient),
    /// See [`Effect::ForEachTarget`](super::effect::Effect::ForEachTarget): the instance of
    /// the word "target", and the instructions.
    ForEachTarget(u8, Vec<Resolved>),
    /// See [`Effect::Scry`](super::effect::Effect::Scry).
    Scry(Number, Recipient),
    /// See [`Effect::Vote`](super::effect::Effect::Vote).
    Vote(Box<crate::continuous::Filter>),
    /// See [`Effect::Fateseal`](super::effect::Effect::Fateseal).
    Fateseal(Number),
    /// See [`Effect::PutOnTopOfOwnersLibrary`](super::effect::Effect::PutOnTopOfOwnersLibrary).
    PutOnTopOfOwnersLibrary(Recipient),
    /// See [`Effect::Surveil`](super::effect::Effect::Surveil).
    Surveil(Number, Recipient),
    /// See [`Effect::SeparateIntoPiles`](super::effect::Effect::SeparateIntoPiles).
    SeparateIntoPiles(Number, bool),
    /// See [`Effect::Search`](super::effect::Effect::Search).
    Search(Box<Searching>),
    /// Graft's "move a +1/+1 counter from this permanent onto that creature" (702.58a).
    Graft,
    /// Embalm's or eternalize's "create a token that's a copy of this card, except …"
    /// (702.128a, 702.129a).
    KeywordCopy(crate::copies::KeywordCopy),
    /// See [`Effect::CreateTokenAttached`](super::effect::Effect::CreateTokenAttached).
    CreateTokenAttached(super::CardIdx, Recipient),
    /// See [`Effect::CreateTokenCopy`](super::effect::Effect::CreateTokenCopy).
    CreateTokenCopy(Recipient),
    /// See [`Effect::ChoosePermanent`](super::effect::Effect::ChoosePermanent).
    ChoosePermanent(Box<crate::continuous::Filter>),
    /// See [`Effect::ChooseFromHand`](super::effect::Effect::ChooseFromHand).
    ChooseFromHand(Recipient, Option<Box<crate::continuous::Filter>>, bool),
    /// See [`Effect::ExileCardsNamed`](super::effect::Effect::ExileCardsNamed).
    ExileCardsNamed(Recipient, NameOf),
    /// See [`Effect::DiscardHand`](super::effect::Effect::DiscardHand).
    DiscardHand(Recipient),
    /// See [`Effect::ShuffleIntoLibrary`](super::effect::Effect::ShuffleIntoLibrary).
    ShuffleIntoLibrary(Vec<Gathered>, Recipient),
    /// See [`Effect::SetLife`](super::effect::Effect::SetLife).
    SetLife(Number, Recipient),
    /// See [`Effect::DoubleLife`](super::effect::Effect::DoubleLife).
    DoubleLife(Recipient),
    /// See [`Effect::DoublePower`](super::effect::Effect::DoublePower): whose, and whether
    /// toughness too.
    DoublePower(Affected, bool),
    /// See [`Effect::TriplePower`](super::effect::Effect::TriplePower): whose, and whether
    /// toughness too.
    TriplePower(Affected, bool),
    /// See [`Effect::LoseAllPoisonCounters`](super::effect::Effect::LoseAllPoisonCounters):
    /// who, and whether that much damage follows.
    LoseAllPoisonCounters(Recipient, bool),
    /// See [`Effect::Goad`](super::effect::Effect::Goad).
    Goad(Affected),
    /// See [`Effect::Amass`](super::effect::Effect::Amass): the subtype, N, and the Army
    /// token it may create.
    Amass(crate::generated::subtypes::Subtype, Number, super::CardIdx),
    /// See [`Effect::Adapt`](super::effect::Effect::Adapt).
    Adapt(Number),
    /// See [`Effect::Bolster`](super::effect::Effect::Bolster).
    Bolster(Number),
    /// See [`Effect::Investigate`](super::effect::Effect::Investigate): the Clue token.
    Investigate(super::CardIdx),
    /// A spell's gift, its first instruction (702.174j): given if it was promised.
    GiveGift(crate::handlers::keyword_abilities::gift::Gift),
    /// See [`Effect::BecomeTheMonarch`](super::effect::Effect::BecomeTheMonarch).
    BecomeMonarch(Recipient),
    /// After a spell's other instructions: if its gift was promised, its controller has given
    /// a gift (702.174c).
    HasGivenGift,
    /// See [`Effect::Proliferate`](super::effect::Effect::Proliferate).
    Proliferate,
    /// See [`Effect::Clash`](super::effect::Effect::Clash): what follows if its controller
    /// wins.
    Clash(Vec<Resolved>),
    /// See [`Effect::Roll`](super::effect::Effect::Roll).
    Roll(Box<DieRoll>),
    /// See [`Effect::Populate`](super::effect::Effect::Populate).
    Populate,
    /// See [`Effect::Monstrosity`](super::effect::Effect::Monstrosity).
    Monstrosity(Number),
    /// See [`Effect::DoubleCounters`](super::effect::Effect::DoubleCounters).
    DoubleCounters(CounterKind, Affected),
    /// See [`Effect::DoubleMana`](super::effect::Effect::DoubleMana).
    DoubleMana(Recipient),
    /// See [`Effect::LoseGame`](super::effect::Effect::LoseGame).
    LoseGame(Recipient),
    /// See [`Effect::Tap`](super::effect::Effect::Tap).
    Tap(Recipient),
    /// See [`Effect::PhaseOut`](super::effect::Effect::PhaseOut).
    PhaseOut(Recipient),
    /// See [`Effect::Fight`](super::effect::Effect::Fight).
    Fight(Recipient, Recipient),
    /// See [`Effect::Untap`](super::effect::Effect::Untap).
    Untap(Recipient),
    /// See [`Effect::Attach`](super::effect::Effect::Attach).
    Attach(Recipient),
    /// The deploy ability's "target teammate gains control of this creature" (804.2).
    Deploy,
    /// Exploit's "you may sacrifice a creature" (702.110a), whose sacrifice makes the
    /// creature exploit it (702.110b).
    Exploit,
    /// Fabricate N's "you may put N +1/+1 counters on it. If you don't, create N [Servo
    /// tokens]" (702.123a), with the Servo token's definition.
    Fabricate(u8, crate::cards::CardIdx),
    /// Ninjutsu's "put this card onto the battlefield from your hand tapped and attacking"
    /// (702.49a).
    Ninjutsu,
    /// Scavenge's "put a number of +1/+1 counters equal to the power of the card you exiled
    /// on target creature" (702.97a).
    Scavenge,
    /// A station ability's "put a number of charge counters on this permanent equal to the
    /// tapped creature's power" (702.184a).
    Station,
    /// Aura swap's exchange of its Aura with an Aura card in the hand (702.65a), which only
    /// the ability the loader builds for `aura_swap = "{cost}"` has.
    AuraSwap,
    /// See [`Effect::PutCounters`](super::effect::Effect::PutCounters).
    PutCounters(CounterKind, Number, Recipient),
    /// See [`Effect::ReturnToBattlefield`](super::effect::Effect::ReturnToBattlefield): whether it enters tapped.
    ReturnToBattlefield(bool),
    /// See [`Effect::ShuffleIntoOwnersLibrary`](super::effect::Effect::ShuffleIntoOwnersLibrary).
    ShuffleIntoOwnersLibrary(Recipient, Option<Recipient>),
    /// See [`Effect::ChooseNewTargets`](super::effect::Effect::ChooseNewTargets).
    ChooseNewTargets(Recipient),
    /// See [`Effect::Exile`](super::effect::Effect::Exile): what, and whether it is linked.
    Exile(Recipient, bool),
    /// See [`Effect::PutExiledWithThis`](super::effect::Effect::PutExiledWithThis).
    PutExiledWithThis(Option<crate::continuous::Filter>),
    /// See [`Effect::ChooseExiledWithThis`](super::effect::Effect::ChooseExiledWithThis).
    ChooseExiledWithThis,
    /// See [`Effect::ReturnOthersExiledWithThis`](super::effect::Effect::ReturnOthersExiledWithThis).
    ReturnOthersExiledWithThis,
    /// Cumulative upkeep's "Put an age counter on this permanent. Then you may pay [cost] for
    /// each age counter on it. If you don't, sacrifice it" (702.24a).
    CumulativeUpkeep(Box<crate::handlers::keyword_abilities::cumulative_upkeep::UpkeepCost>),
    /// Ward's "counter that spell or ability unless that player pays [cost]" (702.21a): the
    /// stack item its trigger event names.
    CounterUnlessPaid(crate::handlers::keyword_abilities::ward::WardCost),
    /// See [`Effect::GainActivatedAbilities`](super::effect::Effect::GainActivatedAbilities):
    /// what gains them, whose, for how long.
    GainActivatedAbilities(Recipient, Recipient, crate::continuous::Duration),
    /// See [`Effect::ShareKeywords`](super::effect::Effect::ShareKeywords): what gains them,
    /// which, for how long.
    ShareKeywords(Affected, super::KeywordSet, crate::continuous::Duration),
    /// See [`Effect::CopySpell`](super::effect::Effect::CopySpell): which spell, with which
    /// exceptions, and what it targets.
    CopySpell(Recipient, crate::copies::CopyExceptions, SpellCopyTargets),
    /// See [`Effect::BecomeCopy`](super::effect::Effect::BecomeCopy): what, of what, with
    /// which exceptions, for how long.
    BecomeCopy(
        Recipient,
        Recipient,
        crate::copies::CopyExceptions,
        crate::continuous::Duration,
    ),
    /// See [`Effect::Transform`](super::effect::Effect::Transform).
    Transform(Affected),
    /// See [`Effect::Flip`](super::effect::Effect::Flip).
    Flip(Affected),
    /// See [`Effect::PutOntoBattlefield`](super::effect::Effect::PutOntoBattlefield): which,
    /// whether under the effect's controller's control, and the counter each enters with.
    PutOntoBattlefield(Recipient, bool, Option<super::effect::CounterKind>),
    /// See [`Effect::Meld`](super::effect::Effect::Meld).
    Meld,
    /// See [`Effect::Explore`](super::effect::Effect::Explore).
    Explore,
    /// See [`Effect::Manifest`](super::effect::Effect::Manifest) and
    /// [`Effect::Cloak`](super::effect::Effect::Cloak): the top card of the controller's
    /// library put onto the battlefield face down, as this says.
    PutTopFaceDown(crate::game::FaceDownAs),
    /// See [`Effect::ManifestDread`](super::effect::Effect::ManifestDread).
    ManifestDread,
    /// See [`Effect::Sacrifice`](super::effect::Effect::Sacrifice).
    Sacrifice(Recipient),
    /// See [`Effect::Sacrifices`](super::effect::Effect::Sacrifices): who, how many, what.
    Sacrifices(Recipient, Number, Box<crate::continuous::Filter>),
    /// See [`Effect::ExchangeControl`](super::effect::Effect::ExchangeControl).
    ExchangeControl(Recipient),
    /// See [`Effect::ExchangeLifeTotals`](super::effect::Effect::ExchangeLifeTotals).
    ExchangeLifeTotals(Recipient),
    /// See [`Effect::WinGame`](super::effect::Effect::WinGame).
    WinGame(Recipient),
    /// See [`Effect::GameIsADraw`](super::effect::Effect::GameIsADraw).
    GameIsADraw,
    /// See [`Effect::RedistributeLifeTotals`](super::effect::Effect::RedistributeLifeTotals).
    RedistributeLifeTotals,
    /// Echo's "sacrifice it unless you pay [cost]" (702.30a).
    Echo(crate::handlers::keyword_abilities::echo::EchoCost),
    /// Melee's "it gets +1/+1 until end of turn for each opponent you attacked with a
    /// creature this combat" (702.121a).
    Melee,
    /// Poisonous N's "that player gets N poison counters" (702.70a).
    Poisonous(u8),
    /// Extort's "you may pay {W/B}. If you do, each opponent loses 1 life and you gain life
    /// equal to the total life lost this way" (702.101a).
    Extort,
    /// See [`Effect::ExtraTurn`](super::effect::Effect::ExtraTurn).
    ExtraTurn(Recipient),
    /// See [`Effect::PlayAdditionalLand`](super::effect::Effect::PlayAdditionalLand).
    PlayAdditionalLand(Recipient),
    /// See [`Effect::ControlNextTurn`](super::effect::Effect::ControlNextTurn).
    ControlNextTurn(Recipient),
    /// What rebound's delayed ability does (702.88a): its controller may cast the exiled card
    /// without paying its mana cost.
    Rebound,
    /// What the renown N ability does (702.112a): N +1/+1 counters on its creature, which
    /// becomes renowned.
    Renown(u8),
    /// What the unearth ability the loader builds for `unearth = "{cost}"` does (702.84a):
    /// the index of its delayed "exile it" ability in the card's delayed abilities.
    Unearth(u16),
    /// See [`Effect::Delayed`](super::effect::Effect::Delayed): the index of the ability in its card's
    /// [`CardDef::delayed`](super::CardDef::delayed).
    Delay(u16),
    /// See [`Effect::If`](super::effect::Effect::If).
    If(Box<Conditional>),
    /// See [`Effect::Pay`](super::effect::Effect::Pay).
    Pay(Box<Paying>),
    /// See [`Effect::Continuous`](super::effect::Effect::Continuous): what it affects, what it does, for how long.
    Continuous(
        Affected,
        Vec<crate::continuous::Modification>,
        crate::continuous::Duration,
    ),
}

/// A conditional instruction: what it does if its condition holds as it resolves, and what
/// if not (608.2c).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Conditional {
    /// The condition.
    pub condition: super::condition::Condition,
    /// The instructions followed if it holds.
    pub then: Vec<Resolved>,
    /// The instructions followed if not.
    pub otherwise: Vec<Resolved>,
}

/// A cost paid as an instruction is followed (118.12), and what follows from paying it or not.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Paying {
    /// The cost.
    pub cost: super::cost::CostAction,
    /// Whether paying it is the player's choice ("you may").
    pub may: bool,
    /// The instructions followed if it was paid ("if you do").
    pub then: Vec<Resolved>,
    /// The instructions followed if not ("if you don't", "if you can't").
    pub otherwise: Vec<Resolved>,
    /// The reflexive triggered ability created if it was paid ("when you do", 603.12): its
    /// index in the card's [`CardDef::delayed`](super::CardDef::delayed).
    pub when_you_do: Option<u16>,
}

impl Resolved {
    /// This instruction and, for a conditional one, those it may follow instead.
    pub fn with_branches(&self) -> impl Iterator<Item = &Resolved> {
        let (then, otherwise): (&[Resolved], &[Resolved]) = match self {
            Resolved::If(c) => (&c.then, &c.otherwise),
            Resolved::Pay(p) => (&p.then, &p.otherwise),
            Resolved::May(then) | Resolved::ForEachTarget(_, then) | Resolved::Clash(then) => (then, &[]),
            _ => (&[], &[]),
        };
        let rows = match self {
            Resolved::Roll(roll) => &roll.table[..],
            _ => &[],
        };
        std::iter::once(self)
            .chain(then)
            .chain(otherwise)
            .chain(rows.iter().flat_map(|row| &row.then))
    }
}

/// A die roll with its results table (706.1, 706.3), as [`Effect::Roll`](super::effect::Effect::Roll)
/// says.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DieRoll {
    /// How many sides the die has (706.1a).
    pub sides: u32,
    /// The results table's rows, which no two results share (706.3a).
    pub table: Vec<ResultRange>,
}

/// One row of a results table (706.3a): "if the result was in this range, [effect]".
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ResultRange {
    /// The lowest result it covers.
    pub from: u32,
    /// The highest (`u32::MAX` for "N+").
    pub to: u32,
    /// What happens.
    pub then: Vec<Resolved>,
}

/// A search of a library (701.23), as [`Effect::Search`](super::effect::Effect::Search) says.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Searching {
    /// Who searches.
    pub who: Recipient,
    /// Whose library, when it isn't the searcher's own.
    pub library: Option<Recipient>,
    /// What they search for (a description, looked at in the library); `None` for any card.
    pub find: Option<crate::continuous::Filter>,
    /// How many cards.
    pub count: u8,
    /// Where the found cards go.
    pub put: super::effect::SearchTo,
    /// Whether they enter the battlefield tapped.
    pub tapped: bool,
    /// Whether the found cards are revealed.
    pub reveal: bool,
    /// Whether searching is each player's choice.
    pub may: bool,
}

/// What a resolved continuous effect affects: a recipient, or every object matching a filter
/// when it resolves (611.2c).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Affected {
    /// A named recipient.
    Recipient(Recipient),
    /// Every object the filter matches.
    Each(crate::continuous::Filter),
}

/// What a copy of a spell targets, as a card's text says (707.10c, 707.10e).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SpellCopyTargets {
    /// What the original targets.
    Same,
    /// "You may choose new targets for the copy" (707.10c).
    MayChooseNew,
    /// "The copy targets that token" (707.10e): one of the objects the recipient stands for,
    /// its controller's choice if several.
    To(Recipient),
}
