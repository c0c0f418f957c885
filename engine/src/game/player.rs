//! Players (CR 102) and what each one has: life, counters, library, hand, graveyard, mana.

use crate::cards::mana::ManaPool;
use crate::game::ObjectId;

/// A player's index in [`Game::players`](crate::game::Game::players), in turn order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PlayerId(pub usize);

impl std::fmt::Display for PlayerId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Players are named A, B, … in logs, as judges write them.
        let letter = (b'A' + (self.0 % 26) as u8) as char;
        write!(f, "Player {letter}")
    }
}

/// One player.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Player {
    /// Life total (119); may be 0 or negative until state-based actions are checked.
    pub life: i32,
    /// Poison counters (122.1f).
    pub poison_counters: u32,
    /// Set when the player attempted to draw from an empty library (121.4), cleared when
    /// state-based actions are next checked.
    pub drew_from_empty_library: bool,
    /// True once the player has left the game: they lost it (104.3) or conceded, or the game
    /// was a draw for them while others played on (801.15, an [`EventKind::DrawFor`]).
    ///
    /// [`EventKind::DrawFor`]: crate::event::EventKind::DrawFor
    pub has_lost: bool,
    /// Library, bottom first: the top card is the last (401).
    pub library: Vec<ObjectId>,
    /// Hand (402).
    pub hand: Vec<ObjectId>,
    /// Graveyard, bottom first (404).
    pub graveyard: Vec<ObjectId>,
    /// Mana pool (106.4).
    pub mana: ManaPool,
    /// Lands played this turn (305.2).
    pub lands_played: u32,
    /// The lands beyond the one a turn that effects let them play this turn (305.2: Explore).
    pub additional_land_plays: u32,
    /// The creatures they attacked with this turn, as they were declared (508.1), for "for
    /// each creature you attacked with this turn" (608.2i: whatever they are now).
    pub attacked_with: Vec<crate::game::ObjectId>,
    /// The cards they drew this turn (for "the first card you draw each turn").
    pub drawn_this_turn: u32,
    /// The mana spent to cast spells, and the turn it was spent in (700.14): a number of an
    /// earlier turn counts as none.
    pub spent_on_spells: (u32, u32),
    /// The damage they were dealt this turn (bloodthirst's "if an opponent was dealt damage
    /// this turn", 702.54a).
    pub damage_dealt: TurnTally,
    /// The life they lost this turn (spectacle's "if an opponent lost life this turn",
    /// 702.137a).
    pub life_lost: TurnTally,
    /// The spells they cast this turn (surge's "if you or one of your teammates has cast
    /// another spell this turn", 702.117a).
    pub spells_cast: TurnTally,
    /// Mulligans taken (103.5).
    pub mulligans: u32,
    /// Whether the player kept an opening hand (103.5).
    pub kept: bool,
    /// Whether the player declared a mulligan this round, not taken yet (103.5).
    pub declared_mulligan: bool,
    /// Cards still to put on the bottom after the last mulligan (103.5).
    pub to_bottom: u32,
    /// The player controlling them during this turn, who makes their decisions (722.1,
    /// 722.5).
    pub controlled_by: Option<PlayerId>,
    /// The player who will control them during the next turn they take (722.1).
    pub controlled_next_turn: Option<PlayerId>,
    /// How many of their upkeep steps have begun, for echo's "since the beginning of your
    /// last upkeep" (702.30a).
    pub upkeeps_begun: u32,
    /// For each of their commanders (903.3), how many times they have cast it from the
    /// command zone this game: the commander tax (903.8).
    pub commander_casts: Vec<(crate::cards::CardIdx, u32)>,
    /// The combat damage each commander has dealt them this game, by its owner and card
    /// (903.10a, 704.6c).
    pub commander_damage: Vec<(PlayerId, crate::cards::CardIdx, u32)>,
    /// Their cards outside the game (400.11a), which some effects bring into it (400.11b).
    pub outside: Vec<crate::cards::CardIdx>,
    /// The card they revealed as their companion before the game began (103.2b), if any.
    pub companion: Option<crate::cards::CardIdx>,
    /// Whether they were asked for a companion (or had none to reveal) before the game
    /// began (103.2b).
    pub companion_asked: bool,
    /// Whether they have the city's blessing, which they keep for the rest of the game once
    /// ascend gives it (702.131a–c).
    pub citys_blessing: bool,
}

impl Player {
    /// Moves `cards`, which are in this player's library, to its bottom: the first just
    /// under the rest of the library, each next one under the one before.
    pub(crate) fn put_on_bottom(&mut self, cards: &[ObjectId]) {
        self.library.retain(|card| !cards.contains(card));
        // The library's first card is its bottom.
        self.library.splice(0..0, cards.iter().rev().copied());
    }

    /// Moves `cards`, which are in this player's library, to its top: the first on top, each
    /// next one under the one before.
    pub(crate) fn put_on_top(&mut self, cards: &[ObjectId]) {
        self.library.retain(|card| !cards.contains(card));
        // The library's last card is its top.
        self.library.extend(cards.iter().rev());
    }
}

impl crate::game::Game {
    /// An event happened: damage dealt to a player adds to what they were dealt this turn.
    pub(crate) fn note_damage_to_player(&mut self, kind: &crate::event::EventKind) {
        if let crate::event::EventKind::Damage {
            to: crate::stack::Target::Player(p),
            amount,
            ..
        } = *kind
        {
            let turn = self.turn.number;
            self.players[p.0].note_damage_dealt(turn, amount);
        }
    }
}

impl Player {
    /// The damage they were dealt in turn number `turn`, if it is the last turn they were
    /// dealt damage in; 0 otherwise.
    pub fn damage_dealt_in(&self, turn: u32) -> u32 {
        self.damage_dealt.in_turn(turn)
    }

    /// They are dealt `amount` damage in turn number `turn`.
    fn note_damage_dealt(&mut self, turn: u32, amount: u32) {
        self.damage_dealt.add(turn, amount);
    }

    /// A player with `life` and nothing else.
    pub fn new(life: i32) -> Player {
        Player {
            life,
            poison_counters: 0,
            drew_from_empty_library: false,
            has_lost: false,
            library: Vec::new(),
            hand: Vec::new(),
            graveyard: Vec::new(),
            mana: ManaPool::default(),
            lands_played: 0,
            additional_land_plays: 0,
            attacked_with: Vec::new(),
            drawn_this_turn: 0,
            spent_on_spells: (0, 0),
            damage_dealt: TurnTally::default(),
            life_lost: TurnTally::default(),
            spells_cast: TurnTally::default(),
            mulligans: 0,
            kept: false,
            declared_mulligan: false,
            to_bottom: 0,
            controlled_by: None,
            controlled_next_turn: None,
            upkeeps_begun: 0,
            outside: Vec::new(),
            commander_casts: Vec::new(),
            commander_damage: Vec::new(),
            companion: None,
            companion_asked: false,
            citys_blessing: false,
        }
    }
}

/// An amount counted over one turn: the damage a player was dealt, the life they lost, the
/// spells they cast. A count of an earlier turn counts as none.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TurnTally {
    /// The turn counted.
    turn: u32,
    /// How much in it.
    amount: u32,
}

impl TurnTally {
    /// How much in turn number `turn`: none unless it is the turn counted.
    pub fn in_turn(self, turn: u32) -> u32 {
        if self.turn == turn {
            self.amount
        } else {
            0
        }
    }

    /// `amount` more in turn number `turn`.
    pub(crate) fn add(&mut self, turn: u32, amount: u32) {
        *self = TurnTally {
            turn,
            amount: self.in_turn(turn).saturating_add(amount),
        };
    }
}
