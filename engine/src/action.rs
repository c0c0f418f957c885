//! What players decide: the pending decision, the actions that answer it, and why an action
//! can be illegal (CR 117, 730).

use std::borrow::Cow;

use rules_data::RuleId;

use crate::cards::hybrid::PaidAs;
use crate::game::{ObjectId, PlayerId};
use crate::stack::Target;

/// A decision the game is waiting for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Decision {
    /// Keep the hand or take a mulligan (103.5).
    Mulligan,
    /// Put this many more cards from the hand on the bottom of the library (103.5).
    BottomCards {
        /// How many are left to put.
        count: u32,
    },
    /// The player has priority (117).
    Priority,
    /// Declare attackers one at a time, then finish (508.1).
    DeclareAttackers,
    /// Declare blockers one at a time, then finish (509.1).
    DeclareBlockers,
    /// Divide this creature's combat damage, one point at a time: an attacker's among its
    /// blockers (and, with trample, what it attacks; 510.1c, 702.19b), a blocker's among the
    /// attackers it blocks (510.1d).
    AssignCombatDamage {
        /// The attacking or blocking creature.
        creature: ObjectId,
        /// How many points are left to assign.
        left: u32,
    },
    /// Put one of this player's waiting triggered abilities on the stack, choosing the order
    /// (603.3b).
    OrderTriggers {
        /// How many of theirs are waiting.
        count: u32,
    },
    /// Discard down to the maximum hand size (514.1).
    Discard {
        /// How many are left to discard.
        count: u32,
    },
    /// Choose the opponent who makes the choices the text of the spell or ability in
    /// [`Game::announcing`](crate::game::Game::announcing) gives to an opponent: its modes
    /// ("An opponent chooses one —") or targets ("of an opponent's choice"; 801.5a).
    Chooser,
    /// Announce a mode for the modal spell or ability in
    /// [`Game::announcing`](crate::game::Game::announcing), one mode at a time (601.2b,
    /// 700.2a–b).
    Modes,
    /// Announce whether the spell in [`Game::announcing`](crate::game::Game::announcing) will
    /// be cast paying its optional cost at `index`: its evoke cost first if it has one (an
    /// alternative cost, paid rather than its mana cost, 702.74a), then its kicker costs in
    /// printed order (601.2b, 702.33a), then, for a gift, whether to promise it to each
    /// opponent in seat order until one is chosen (702.174a), then its buyback cost (702.27a).
    OptionalCost {
        /// Which optional cost.
        index: u8,
    },
    /// Splice a card from the hand onto the spell in
    /// [`Game::announcing`](crate::game::Game::announcing), or stop splicing: one card at a
    /// time, after its modes and before its optional costs (601.2b, 702.47a–b).
    Splice,
    /// Announce how the hybrid or Phyrexian mana symbol at `index` among those of the total
    /// cost of the spell or ability in [`Game::announcing`](crate::game::Game::announcing)
    /// will be paid: which half, or 2 life (601.2b, 107.4e–f).
    PayAs {
        /// Which symbol, from the first.
        index: u8,
    },
    /// Announce a target for the spell or ability in
    /// [`Game::announcing`](crate::game::Game::announcing), for its instance of the word
    /// "target" at index `slot`, one target at a time (601.2c, 602.2b, 603.3d).
    Targets {
        /// Which instance of the word "target".
        slot: u8,
    },
    /// Announce a number for the spell or ability in
    /// [`Game::announcing`](crate::game::Game::announcing): the value of X (107.3a, 601.2b)
    /// or a target's share of a divided amount (601.2d).
    Number {
        /// What the number is for.
        of: NumberOf,
    },
    /// Answer a question asked in the middle of an action, such as which replacement effect
    /// applies first (616.1): [`Game::question`](crate::game::Game::question) says what it
    /// is and lists the options.
    Choose {
        /// How many options it has.
        count: u32,
    },
    /// Accept the shortcut another player proposed, or shorten it (731.2b).
    Shortcut {
        /// Where it ends now, if a place was named: a loop ends after its choices.
        until: Option<crate::shortcuts::PriorityPoint>,
    },
}

/// What a number announced with [`Action::Number`] is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NumberOf {
    /// The value of X (107.3a).
    X,
    /// This target's share of the amount divided among the targets (601.2d).
    Share(Target),
}

/// Who must decide what.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pending {
    /// The player whose decision it is. The player controlling them, if any, answers it
    /// ([`Game::decider`](crate::game::Game::decider), 722.5).
    pub player: PlayerId,
    /// The decision.
    pub decision: Decision,
}

/// How a spell's or ability's mana cost is paid (601.2g–h).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Payment {
    /// From the mana pool first, then by activating mana abilities the engine picks, the way
    /// online clients auto-tap: sources making only the colors needed, colors kept for
    /// last that are scarcest among the rest.
    Auto,
    /// From the mana pool first, then by activating the first mana ability of each of these
    /// permanents, in order.
    Tap(Vec<ObjectId>),
}

/// The procedure that turns a face-down permanent face up: a permanent may have several
/// (701.40c–d, 701.58c–d), and its controller chooses which to use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FaceUpBy {
    /// Paying the morph cost it would have face up (702.37e).
    Morph,
    /// Paying the disguise cost it would have face up (702.168d).
    Disguise,
    /// Paying its card's mana cost, for a manifested or cloaked creature card (701.40b,
    /// 701.58b).
    ManaCost,
}

impl FaceUpBy {
    /// Every procedure.
    pub const ALL: [FaceUpBy; 3] = [FaceUpBy::Morph, FaceUpBy::Disguise, FaceUpBy::ManaCost];
}

/// An answer to the pending decision (or a concession, which any player may make at any
/// time, 104.3a).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Keep the hand (103.5).
    Keep,
    /// Take a mulligan (103.5).
    Mulligan,
    /// Put this card from the hand on the bottom of the library (103.5).
    PutOnBottom(ObjectId),
    /// Pass priority (117.3d).
    Pass,
    /// Play a land (305.1, a special action, 116.2a).
    PlayLand(ObjectId),
    /// Cast a spell from the hand (601.2); its targets, if it has any, are announced next
    /// ([`Decision::Targets`]).
    Cast {
        /// The card.
        card: ObjectId,
        /// How its mana cost is paid.
        payment: Payment,
    },
    /// Cast a card from the hand face down with its morph ability (702.37a, 702.37c): a 2/2
    /// creature spell with no text, no name, no subtypes and no mana cost, for {3}.
    CastFaceDown {
        /// The card.
        card: ObjectId,
        /// How the {3} is paid.
        payment: Payment,
    },
    /// Cast a card with bestow from the hand bestowed (702.103a): an Aura spell with enchant
    /// creature (702.103b), for its bestow cost; its target is announced next.
    CastBestowed {
        /// The card.
        card: ObjectId,
        /// How its bestow cost is paid.
        payment: Payment,
    },
    /// Cast one half of a split card (709.3): the left (`half` 0) or the right (1); only that
    /// half's characteristics are evaluated and put onto the stack (709.3a-b).
    CastHalf {
        /// The split card.
        card: ObjectId,
        /// Which half.
        half: u8,
        /// How its mana cost is paid.
        payment: Payment,
    },
    /// Turn a face-down permanent one controls face up by one procedure it has (702.37e,
    /// 702.168d, 701.40b), a special action (116.2b): the player has priority again
    /// afterwards.
    TurnFaceUp {
        /// The face-down permanent.
        permanent: ObjectId,
        /// Which procedure: which cost is paid.
        by: FaceUpBy,
        /// How the cost is paid.
        payment: Payment,
    },
    /// Pay {2} and exile a card with foretell from one's hand face down during one's turn
    /// (702.143a, 116.2h), a special action: the player has priority again afterwards.
    Foretell {
        /// The card.
        card: ObjectId,
        /// How the {2} is paid.
        payment: Payment,
    },
    /// Pay {3} and put one's companion from outside the game into one's hand (116.2g), a
    /// special action: the player has priority again afterwards.
    PutCompanionIntoHand {
        /// How the {3} is paid.
        payment: Payment,
    },
    /// Activate an activated ability (602.2); mana abilities resolve at once (605.3). Its
    /// targets, if it has any, are announced next ([`Decision::Targets`]).
    Activate {
        /// The permanent.
        source: ObjectId,
        /// Which of its abilities, in the card's order.
        ability: usize,
        /// How its mana cost is paid.
        payment: Payment,
    },
    /// Choose this opponent to make the choices the spell's or ability's text gives to an
    /// opponent ([`Decision::Chooser`], 801.5a).
    ChoosePlayer(PlayerId),
    /// Announce this mode, by its index in printed order from 0 (601.2b, 700.2a).
    Mode(u8),
    /// Announce no more modes ("choose one or more", "choose up to two"; 601.2b).
    NoMoreModes,
    /// Announce the intention to pay the optional cost being asked about, or not
    /// ([`Decision::OptionalCost`], 601.2b).
    PayOptionalCost(bool),
    /// Reveal this card with splice from the hand and splice it onto the spell being cast
    /// (702.47a), after those spliced so far (702.47b).
    Splice(ObjectId),
    /// Splice no more cards onto the spell being cast; those spliced are revealed together
    /// (702.47b).
    NoMoreSplices,
    /// Announce this way to pay the hybrid or Phyrexian symbol being asked about
    /// ([`Decision::PayAs`], 601.2b).
    PayAs(PaidAs),
    /// Announce this target (601.2c).
    Target(Target),
    /// Announce no more targets for this instance of the word "target" ("up to N", "any
    /// number of"; 601.2c).
    NoMoreTargets,
    /// Announce this number: the value of X, or a target's share of a divided amount
    /// ([`Decision::Number`]).
    Number(u32),
    /// Declare this creature as an attacker of this player (508.1a–b).
    Attack {
        /// The creature.
        creature: ObjectId,
        /// What it attacks: a player, or a planeswalker (506.3, 508.1b).
        attacks: crate::stack::Target,
    },
    /// Declare this creature as a blocker of that attacker (509.1a).
    Block {
        /// The blocker.
        blocker: ObjectId,
        /// The attacker.
        attacker: ObjectId,
    },
    /// Take a creature back out of the declaration being made (before it is finished, nothing
    /// is declared yet).
    Undeclare(ObjectId),
    /// Put these proposed attackers in a band (702.22c): creatures with banding and up to
    /// one without, all attacking the same (702.22d).
    Band(Vec<ObjectId>),
    /// Finish the declaration of attackers or blockers; it is then checked (508.1c, 509.1b).
    FinishDeclaration,
    /// Assign one point of the attacker's combat damage to this blocker or player (510.1c).
    AssignDamage(Target),
    /// Put the deciding player's waiting triggered ability with this index (among theirs,
    /// in the order they triggered) on the stack next (603.3b).
    PutTrigger(usize),
    /// Discard this card (514.1).
    Discard(ObjectId),
    /// Answer the pending question with the option at this index.
    Choose(usize),
    /// The player concedes (104.3a).
    Concede(PlayerId),
    /// With priority: propose that all players pass priority at every opportunity until
    /// this player has priority in this step of this turn (731.2a).
    ProposeShortcut(crate::shortcuts::PriorityPoint),
    /// With priority: propose a loop (731.2a): the player makes `actions`'s choices in
    /// order, over and over, `choices` choices in all, while every other player passes
    /// priority at every opportunity; it ends at the player's next decision after the last.
    ProposeLoop {
        /// The player's choices in one repetition, from this decision on.
        actions: Vec<Action>,
        /// How many of them, repetitions after the first included.
        choices: u32,
    },
    /// Accept the proposed shortcut (731.2b).
    AcceptShortcut,
    /// Shorten the proposed shortcut to this earlier place, where the player will act
    /// (731.2b).
    ShortenShortcut(crate::shortcuts::PriorityPoint),
    /// The game's own, never a player's: the spell that created a subgame that just ended
    /// finishes resolving (728.5).
    FinishSubgame,
}

/// Why an action was refused. The game state is as it was before the action (732.1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalAction {
    /// The action.
    pub action: Action,
    /// The rules that make it illegal (empty when it does not answer the pending decision at
    /// all).
    pub rules: Vec<RuleId>,
    /// What makes it illegal, in words, ending with the rules in parentheses.
    pub reason: String,
}

impl std::fmt::Display for IllegalAction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "illegal action {:?}: {}", self.action, self.reason)
    }
}

/// Why an action cannot be taken: a sentence and the rules that say so. Checks return it
/// without allocating; [`IllegalAction`] is made from it only when an action is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Refusal {
    text: Cow<'static, str>,
    rules: [Option<RuleId>; 2],
}

impl Refusal {
    /// A refusal because of `rules` (at most two).
    pub(crate) fn by(rules: &[RuleId], text: &'static str) -> Refusal {
        debug_assert!(rules.len() <= 2, "a refusal cites at most two rules");
        Refusal {
            text: Cow::Borrowed(text),
            rules: [rules.first().copied(), rules.get(1).copied()],
        }
    }

    /// The rules it cites.
    pub(crate) fn rules(&self) -> impl Iterator<Item = RuleId> + '_ {
        self.rules.iter().flatten().copied()
    }

    /// The sentence, followed by the rules in parentheses.
    pub(crate) fn reason(&self) -> String {
        let rules: Vec<String> = self.rules().map(|r| r.to_string()).collect();
        if rules.is_empty() {
            self.text.to_string()
        } else {
            format!("{} ({})", self.text, rules.join(", "))
        }
    }
}

impl From<&'static str> for Refusal {
    fn from(text: &'static str) -> Refusal {
        Refusal {
            text: Cow::Borrowed(text),
            rules: [None, None],
        }
    }
}

impl From<String> for Refusal {
    fn from(text: String) -> Refusal {
        Refusal {
            text: Cow::Owned(text),
            rules: [None, None],
        }
    }
}

impl std::error::Error for IllegalAction {}
