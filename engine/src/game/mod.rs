//! The game state (CR 100–122, 400–408): players, objects, zones, the turn, and the log.
//!
//! A [`Game`] is a deterministic state machine. It is driven by [`Game::apply`] with an
//! [`Action`](crate::action::Action) answering its [`Pending`](crate::action::Pending)
//! decision; everything random comes from the [`Rng`] inside it, so a seed and the list of
//! actions reproduce a game exactly ([`Game::state_hash`]), and `clone` is a snapshot.

mod config;
mod hash;
pub mod object;
pub mod objects;
pub mod player;
mod seating;
mod tally;
pub mod teams;
pub mod zone;

use std::sync::Arc;

use rules_data::RuleId;

use crate::action::Pending;
use crate::cards::{CardIdx, CardPool};
use crate::combat::Combat;
use crate::event::{Event, EventKind};
use crate::rng::Rng;
use crate::stack::StackItem;
use crate::turn::{Flow, Turn};
use crate::{cite, rule};

pub use object::{Counters, FaceDownAs, Object, ObjectId};
pub use objects::Objects;
pub(crate) use seating::next_seat_in_game;
pub(crate) use tally::counts_for_nothing;

/// The amount a calculation yields for an effect: zero instead of a negative number
/// (107.1b), as when a creature with negative power would deal damage.
#[rule("107.1b")]
pub fn amount(value: i32) -> u32 {
    u32::try_from(value).unwrap_or(0)
}
pub use config::GameConfig;
pub use player::{Player, PlayerId, TurnTally};
pub use teams::Teams;
pub use zone::{Position, Zone};

/// How a game ended (104.2, 104.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// This player won.
    Win(PlayerId),
    /// This team won ([`Teams::team`]): each of its players, even one who left the game
    /// before (104.2c).
    TeamWin(usize),
    /// The game is a draw (104.4a: all players lost at once).
    Draw,
}

/// A game in progress.
#[derive(Clone, Debug)]
pub struct Game {
    /// Every card the game can use.
    pub pool: Arc<CardPool>,
    /// The players, in turn order.
    pub players: Vec<Player>,
    /// Every object the game has made, indexed by [`ObjectId`]; zone changes add new ones.
    pub objects: Objects,
    /// The battlefield (403), in the order permanents arrived.
    pub battlefield: Vec<ObjectId>,
    /// The stack (405), bottom first.
    pub stack: Vec<StackItem>,
    /// Exile (406).
    pub exile: Vec<ObjectId>,
    /// The command zone (408).
    pub command: Vec<ObjectId>,
    /// The phased-out permanents (702.26b), in the order they phased out.
    pub phased_out: Vec<ObjectId>,
    /// Whose turn, which step, who has priority.
    pub turn: Turn,
    /// Attackers and blockers of the current combat.
    pub combat: Combat,
    /// The decision the game waits for, if any.
    pub pending: Option<Pending>,
    /// The result, once the game is over.
    pub result: Option<GameResult>,
    /// Every event, in order, when the configuration keeps a log.
    pub log: Vec<Event>,
    /// Every action applied, in order, when the configuration keeps a log: with the seed,
    /// all it takes to replay the game ([`Game::replay`]).
    pub actions: Vec<crate::action::Action>,
    /// The maximum hand size (402.2).
    pub maximum_hand_size: usize,
    /// The starting hand size (103.5).
    pub starting_hand_size: usize,
    /// The starting life total (103.4), for a restarted game (726.1).
    pub starting_life: i32,
    /// A restart an effect asked for, performed once its spell or ability has finished
    /// resolving in this game (726.1), and what the effect still does in the new one.
    pub(crate) restart: Option<crate::restart::AfterRestart>,
    /// A subgame an effect asked for, started once its spell has finished resolving the
    /// part before it (728.1a).
    pub(crate) subgame: Option<crate::subgames::AfterSubgame>,
    /// While this is a subgame: the main game, waiting for it to end, and what the effect
    /// that created the subgame does then (728.5).
    pub(crate) main: Option<Box<(Game, crate::subgames::AfterSubgame)>>,
    /// A subgame that just ended, how, and what its effect still does (728.5).
    pub(crate) subgame_ended: Option<(crate::subgames::AfterSubgame, Option<GameResult>)>,
    /// How many times the game being played changed: a restart (726), a subgame beginning
    /// or ending (728). Turn numbers start again each time.
    pub epoch: u32,
    pub(crate) flow: Flow,
    pub(crate) rng: Rng,
    pub(crate) keep_log: bool,
    /// Events since the current action began (what `apply` returns).
    pub(crate) recent: Vec<Event>,
    /// Triggered abilities waiting to be put on the stack (603.3).
    pub waiting_triggers: Vec<crate::triggers::WaitingTrigger>,
    /// Delayed triggered abilities waiting for their step (603.7).
    pub delayed: Vec<crate::triggers::DelayedTrigger>,
    /// The tokens that exist (not `gone`), wherever they are: what 704.5d looks at.
    pub(crate) tokens: Vec<ObjectId>,
    /// The copies of spells that exist (not `gone`), wherever they are: what 704.5e looks at.
    pub(crate) spell_copies: Vec<ObjectId>,
    /// Abilities that trigger on other objects' events: how many permanents have them.
    pub(crate) watching: crate::triggers::Watching,
    /// Libraries to shuffle, and objects placed in them, as the event under way ends
    /// (701.24g).
    pub(crate) library_shuffles: crate::handlers::keyword_actions::shuffle::LibraryShuffles,
    /// Continuous effects, and the characteristics they give objects (611, 613).
    pub continuous: crate::continuous::Continuous,
    /// Replacement and prevention effects: how many permanents have them, the shields of
    /// resolved spells and abilities (614, 615).
    pub replacements: crate::replacement::Replacements,
    /// Asking in the middle of an action ([`crate::midway`]).
    pub(crate) midway: crate::midway::Midway,
    /// The choices of the state-based actions about to be performed (704.5j, 704.6d).
    pub(crate) sba_choices: crate::sba::choices::SbaChoices,
    /// The question waiting before the game begins, asked between actions like a
    /// state-based action's: a companion to reveal (103.2b), or which of the starting team's
    /// players declares a mulligan next (805.3a).
    pub(crate) before_game_question: Option<crate::midway::Question>,
    /// Whether an object whose card can make a replacement effect was ever made: such games
    /// keep a snapshot before each action, to ask in its middle.
    pub(crate) may_ask: bool,
    /// Whether an object whose card is an Aura, Equipment or Fortification was ever made:
    /// only such games check what permanents are attached to (704.5m, 704.5n, 704.5p).
    pub(crate) attachments_possible: bool,
    /// Whether an object whose card changes what spells cost (601.2f) was ever made: only
    /// such games look for those abilities as a spell's total cost is worked out.
    pub(crate) cost_changes_possible: bool,
    /// Whether an object whose card has a triggered mana ability that triggers on tapping a
    /// land for mana (605.1b) was ever made: only such games look for them as lands are
    /// tapped for mana, and count their mana as a land's.
    pub(crate) land_mana_triggers_possible: bool,
    /// Whether an object whose card gives its controller hexproof ("You have hexproof",
    /// 702.11c) was ever made: only such games look for it as a player is targeted.
    pub(crate) player_hexproof_possible: bool,
    /// Whether a card of the game uses toughness in place of power for combat damage or
    /// station (Tapestry Warden).
    pub(crate) by_toughness_possible: bool,
    /// Whether an object whose card lets its controller cast spells from their hand without
    /// paying their mana costs (Omniscience) was ever made: only such games look for it as
    /// spells are cast.
    pub(crate) free_casting_possible: bool,
    /// Whether an object whose card adds to loyalty costs (Carth the Lion, 606.5) was ever
    /// made: only such games look for it as loyalty abilities are activated.
    pub(crate) loyalty_cost_changes_possible: bool,
    /// The mana the land being tapped for mana made, for the triggered mana abilities that
    /// trigger on it ("any type that land produced").
    pub(crate) land_produced: crate::cards::mana::ManaCost,
    /// The cards revealed to pay for a spell, each with that spell: they stay revealed until
    /// it leaves the stack (701.20a).
    pub(crate) revealed: Vec<(ObjectId, ObjectId)>,
    /// Whether an object whose card has a cost paid with objects of the player's choice (a
    /// creature to sacrifice, a card to discard) was ever made: such games keep a snapshot
    /// before each action that casts or activates, to ask in its middle.
    pub(crate) cost_choices: bool,
    /// Whether a card that can make a permanent face down (morph, 702.37; Ixidron, 708.2a)
    /// has been in the game: only then can anything be face down, and only then do the
    /// layers and the legal actions look for it.
    pub(crate) face_down_possible: bool,
    /// Whether a card with an ability any player may activate has been in the game: only then
    /// do the legal actions look at other players' permanents (602.1b).
    pub(crate) any_player_abilities_possible: bool,
    /// Whether a card that lets its controller cast spells from the top of their library
    /// has been in the game (Garruk's Horde): only then do the legal actions look there.
    pub(crate) library_casting_possible: bool,
    /// Whether a card with bestow has been in the game: only then do the legal actions offer
    /// casting a card bestowed (702.103a).
    pub(crate) bestow_possible: bool,
    /// Whether this is a Commander game (903): only then are commanders cast from the
    /// command zone, taxed and counted for commander damage.
    pub(crate) commander_game: bool,
    /// The teams (102.3): who is whose teammate, and so whose opponent.
    pub teams: Teams,
    /// The extra turns to be taken after this one, the most recently created last (500.7).
    pub extra_turns: Vec<PlayerId>,
    /// In a Grand Melee game (807), its turn markers.
    pub grand_melee: Option<Box<crate::grand_melee::TurnMarkers>>,
    /// Whether this is a Two-Headed Giant game (810).
    pub two_headed_giant: bool,
    /// Whether this Commander game uses the Brawl option (903.12).
    pub brawl: bool,
    /// With the limited range of influence option (801), who is within whose range this turn.
    pub range: Option<crate::range_of_influence::Reach>,
    /// The attack left or attack right option (803), if the game uses one.
    pub attack_option: Option<crate::attack_options::AttackOption>,
    /// Whether players may attack only opponents seated next to them (809.3c, 811.4).
    pub attacks_only_next_to: bool,
    /// In an Emperor game (809), the size of its teams, seated together.
    pub emperor_team_size: Option<usize>,
    /// Whether the game uses the deploy creatures option (804): each creature has the deploy
    /// ability (804.2).
    pub deploy_creatures: bool,
    /// Whether a card in the game has splice (702.47a): spells are then asked about
    /// splicing as they are cast.
    pub(crate) splice_possible: bool,
    /// Whether a split card has been in the game: only then do the legal actions offer
    /// casting a half (709.3).
    pub(crate) split_possible: bool,
    /// Whether a legendary card has been in the game: until one has, or an effect may make a
    /// permanent legendary (the layers apply), the legend rule has nothing to look at.
    pub(crate) legends_possible: bool,
    /// Whether a battle card has been in the game: until one has, no permanent has a
    /// protector to choose or can be attacked as a battle (310).
    pub(crate) battles_possible: bool,
    /// Whether a Saga card has been in the game: until one has, nothing gets lore counters
    /// and no chapter ability can trigger (714).
    pub(crate) sagas_possible: bool,
    /// Whether a planeswalker card has been in the game: until one has, or an effect may make
    /// a permanent a planeswalker (the layers apply), no permanent has loyalty to lose and
    /// 704.5i has nothing to look at.
    pub(crate) planeswalkers_possible: bool,
    /// Whether a world card has been in the game: until one has, or an effect may make a
    /// permanent a world (the layers apply), the "world rule" (704.5k) has nothing to look at.
    pub(crate) worlds_possible: bool,
    /// Whether a card printed with toughness 0 or less has been in the game: until one has,
    /// and while no effect of the layers applies, a creature's toughness drops to 0 or less
    /// only by its -1/-1 counters or an "until end of turn" change (704.5f).
    pub(crate) nonpositive_toughness_possible: bool,
    /// Whether a card with a requirement or restriction on attacking or blocking has been in
    /// the game, or an effect made one ([`crate::combat::CombatRules`], 508.1c–d, 509.1b):
    /// until then, declarations skip those checks.
    pub(crate) combat_rules_possible: bool,
    /// The creatures an effect said attack this turn if able, once per effect (508.1d).
    pub(crate) attack_requirements: Vec<ObjectId>,
    /// Goaded creatures, each with a player who goaded it, once per player (701.15b–d),
    /// until that player's next turn (701.15a).
    pub(crate) goads: Vec<(ObjectId, PlayerId)>,
    /// The shortcut being proposed or carried out, if any (731.2).
    pub shortcut: Option<crate::shortcuts::Shortcut>,
    /// Whether an object whose card can be cast from a graveyard (flashback) or has
    /// abilities that work there was ever made: only such games, and games where continuous
    /// effects apply (which can grant flashback), look through graveyards for what can be
    /// played from them.
    pub(crate) plays_from_graveyard: bool,
    /// Whether a card with dredge has been in the game: only then may a draw be replaced by
    /// a card in a graveyard (702.52a).
    pub(crate) dredge_possible: bool,
    /// Whether a card with miracle is in the game: only then is the first card a player
    /// draws each turn looked at for it (702.94a).
    pub(crate) miracle_possible: bool,
    /// Whether a card whose static ability affects cards in graveyards has been in the game:
    /// only then are graveyards among the objects effects can touch (Varolz, the
    /// Scar-Striped).
    pub(crate) graveyard_statics_possible: bool,
    /// The objects outside the battlefield and the stack whose card has a static ability that
    /// works where they are (a characteristic-defining one, 604.3, or one that states its
    /// zone, 113.6b): the layers look at them besides the battlefield and the stack. Kept as
    /// objects arrive and leave ([`Game::tally`]), so games without such cards pay nothing.
    pub(crate) statics_elsewhere: Vec<ObjectId>,
    /// Whether a card with "Players may spend mana as though it were mana of any color" has
    /// been in the game (Mycosynth Lattice, 609.4b): only then do payments look for one.
    pub(crate) any_color_spending_possible: bool,
    /// The spell or ability being announced, while
    /// [`Decision::Targets`](crate::action::Decision::Targets) or
    /// [`Decision::Number`](crate::action::Decision::Number) is pending.
    pub announcing: Option<crate::announce::Announcing>,
    /// The cards the last instruction that counts them acted on, for a later "that many" of
    /// the same text (the cards of a discarded hand) or "that card's mana value" (the card
    /// exiled from the top of a library).
    pub(crate) acted_on: Vec<ObjectId>,
    /// The result of the die the last instruction that rolls one rolled, for a later "the
    /// result" of the same text (706.4).
    pub(crate) rolled: u32,
    /// The monarch, once an effect has made a player the monarch (724.1): one at a time
    /// (724.3).
    pub monarch: Option<PlayerId>,
    /// The card the last instruction that chooses one (from a revealed hand) chose, for a
    /// later "the chosen card" of the same text; none if there was none to choose.
    pub(crate) chosen_card: Option<ObjectId>,
    /// The objects with the most votes or tied for most in the last vote (701.38a), for a
    /// later "each [object] with the most votes" of the same text.
    pub(crate) voted: Vec<ObjectId>,
    /// The last known information of objects paid with that a reflexive triggered ability
    /// refers to (608.2h), kept until the turn ends (the stack is empty by then).
    pub(crate) remembered: Vec<(ObjectId, crate::characteristics::LastKnown)>,
    /// The activations of the current step, to find fragmented loops (731.3).
    pub(crate) loops: crate::loops::LoopWatch,
    /// The cards linked exile instructions exiled, each with the abilities it is linked to,
    /// for their "exiled with [this]" (607.2a).
    pub(crate) exiled_with: Vec<(crate::linked::Link, ObjectId)>,
    /// The permanents a loyalty ability of which was activated this turn (606.3).
    pub(crate) loyalty_activated: Vec<ObjectId>,
    /// The exhaust abilities activated, each of one object (702.177a).
    pub(crate) exhausted: Vec<(ObjectId, crate::characteristics::ActivatedRef)>,
    /// Each player who has begun to activate an exhaust ability, with the number of the turn
    /// they did (702.177b).
    pub(crate) exhaust_begun: Vec<(PlayerId, u32)>,
    /// The game's day/night designation, once it has one (730.1).
    pub day_night: Option<crate::day_night::DayNight>,
    /// The number of the latest turn whose active player cast a spell during it, and how
    /// many they cast then, for the day/night check (730.2).
    pub(crate) active_player_spells: (u32, u32),
    /// Whether a card with daybound or nightbound has been in the game: only then is what
    /// they do "any time" looked for (702.145c–d, 702.145f–g).
    pub(crate) day_night_possible: bool,
    /// Whether a card with ascend has been seen this game: its permanents check it any time
    /// (702.131b).
    pub(crate) ascend_possible: bool,
    /// Whether a card with foretell has been in the game: only then are hands looked through
    /// for cards to foretell, and exile for foretold cards to cast (702.143a).
    pub(crate) foretell_possible: bool,
    /// The cards foretold (702.143a), each with the number of the turn it was: a card is
    /// foretold while it is that object in exile.
    pub(crate) foretold: Vec<(ObjectId, u32)>,
    /// Whether something state-based actions look at may have changed since a check last
    /// found nothing to do: only then does a player about to receive priority check them
    /// ([`EventKind::unseen_by_checks`](crate::event::EventKind::unseen_by_checks)).
    pub(crate) sba_due: bool,
    next_timestamp: u32,
    next_stack_id: u32,
}

impl Game {
    /// A board with `players` players at `life`, empty zones, in the first player's first
    /// main phase with priority, and no decisions made yet: the starting point of scenarios
    /// and unit tests, which then put objects where they want them.
    pub fn blank(pool: Arc<CardPool>, players: usize, life: i32) -> Game {
        Game {
            pool,
            players: vec![Player::new(life); players],
            objects: Objects::default(),
            battlefield: Vec::new(),
            stack: Vec::new(),
            exile: Vec::new(),
            command: Vec::new(),
            phased_out: Vec::new(),
            turn: Turn::first(),
            combat: Combat::default(),
            pending: None,
            result: None,
            log: Vec::new(),
            actions: Vec::new(),
            maximum_hand_size: 7,
            starting_hand_size: 7,
            starting_life: life,
            restart: None,
            subgame: None,
            main: None,
            subgame_ended: None,
            epoch: 0,
            flow: Flow::GivePriority,
            rng: Rng::new(0),
            keep_log: true,
            recent: Vec::new(),
            waiting_triggers: Vec::new(),
            delayed: Vec::new(),
            tokens: Vec::new(),
            spell_copies: Vec::new(),
            watching: Default::default(),
            library_shuffles: Default::default(),
            continuous: Default::default(),
            replacements: Default::default(),
            midway: Default::default(),
            sba_choices: Default::default(),
            before_game_question: None,
            may_ask: false,
            attachments_possible: false,
            cost_changes_possible: false,
            land_mana_triggers_possible: false,
            player_hexproof_possible: false,
            by_toughness_possible: false,
            free_casting_possible: false,
            loyalty_cost_changes_possible: false,
            land_produced: Default::default(),
            revealed: Vec::new(),
            cost_choices: false,
            face_down_possible: false,
            bestow_possible: false,
            commander_game: false,
            teams: Teams::individual(),
            extra_turns: Vec::new(),
            grand_melee: None,
            two_headed_giant: false,
            brawl: false,
            range: None,
            attack_option: None,
            attacks_only_next_to: false,
            emperor_team_size: None,
            deploy_creatures: false,
            splice_possible: false,
            library_casting_possible: false,
            any_player_abilities_possible: false,
            split_possible: false,
            legends_possible: false,
            battles_possible: false,
            sagas_possible: false,
            planeswalkers_possible: false,
            worlds_possible: false,
            nonpositive_toughness_possible: false,
            combat_rules_possible: false,
            attack_requirements: Vec::new(),
            goads: Vec::new(),
            shortcut: None,
            plays_from_graveyard: false,
            dredge_possible: false,
            miracle_possible: false,
            graveyard_statics_possible: false,
            statics_elsewhere: Vec::new(),
            any_color_spending_possible: false,
            announcing: None,
            acted_on: Vec::new(),
            rolled: 0,
            monarch: None,
            chosen_card: None,
            voted: Vec::new(),
            remembered: Vec::new(),
            loops: crate::loops::LoopWatch::default(),
            exiled_with: Vec::new(),
            loyalty_activated: Vec::new(),
            exhausted: Vec::new(),
            exhaust_begun: Vec::new(),
            day_night: None,
            active_player_spells: (0, 0),
            day_night_possible: false,
            ascend_possible: false,
            foretell_possible: false,
            foretold: Vec::new(),
            sba_due: true,
            next_timestamp: 0,
            next_stack_id: 0,
        }
    }

    /// The object `id`, if the game made it.
    pub fn object(&self, id: ObjectId) -> Option<&Object> {
        self.objects.get(id.0 as usize)
    }

    pub(crate) fn obj(&self, id: ObjectId) -> &Object {
        &self.objects[id.0 as usize]
    }

    pub(crate) fn obj_mut(&mut self, id: ObjectId) -> &mut Object {
        &mut self.objects[id.0 as usize]
    }

    /// Puts a new card or token straight into a zone (set-up, token creation): a new object
    /// owned and controlled by `owner`.
    pub fn put(&mut self, card: CardIdx, owner: PlayerId, zone: Zone) -> ObjectId {
        self.put_as(card, owner, zone, |_| ())
    }

    /// Puts a double-faced card straight onto the battlefield with its back face up ("enters
    /// transformed", 712.14a, for a set-up); any other card as [`Game::put`] does.
    pub fn put_transformed(&mut self, card: CardIdx, owner: PlayerId) -> ObjectId {
        let transformed = self.pool.get(card).back.is_some();
        self.put_as(card, owner, Zone::Battlefield, |o| o.transformed = transformed)
    }

    /// Puts a flip card straight onto the battlefield flipped (710.2, for a set-up); any
    /// other card as [`Game::put`] does.
    pub fn put_flipped(&mut self, card: CardIdx, owner: PlayerId) -> ObjectId {
        let flipped = self.pool.get(card).flipped.is_some();
        self.put_as(card, owner, Zone::Battlefield, |o| o.flipped = flipped)
    }

    /// Puts a card straight onto the battlefield face down (708.3: as a 2/2 with no other
    /// characteristics, nothing triggering on its entering), for a set-up.
    pub fn put_face_down(&mut self, card: CardIdx, owner: PlayerId) -> ObjectId {
        self.put_as(card, owner, Zone::Battlefield, |o| o.face_down = true)
    }

    /// Puts a new object of `card` into `zone`, with `status` (face up or down, which face)
    /// given before it is there.
    pub(crate) fn put_as(
        &mut self,
        card: CardIdx,
        owner: PlayerId,
        zone: Zone,
        status: impl FnOnce(&mut Object),
    ) -> ObjectId {
        let token = self.pool.get(card).is_token;
        let mut object = Object::new(card, owner, zone, token);
        status(&mut object);
        let id = self.create_object(object);
        self.insert_into_zone(id, zone, owner, Position::Top);
        if zone == Zone::Battlefield {
            if self.battles_possible {
                self.choose_protector_as_it_enters(id);
            }
            self.enters_with_counters(id);
            self.entered(id);
        }
        id
    }

    /// Records that something happened because of `rule`.
    pub(crate) fn emit(&mut self, rule: RuleId, kind: EventKind) {
        #[cfg(debug_assertions)]
        crate::trace::fired(rule);
        let mut triggered = if self.watching.watchers > 0 || !self.delayed.is_empty() {
            self.event_triggers(&kind)
        } else {
            Vec::new()
        };
        if let Some(monarch) = self.monarch {
            triggered.extend(crate::monarch::event_triggers(&kind, monarch));
        }
        if !self.sba_due && (self.layers_active() || !kind.unseen_by_checks()) {
            self.sba_due = true;
        }
        self.note_damage_to_player(&kind);
        let event = Event { rule, kind };
        if self.keep_log {
            self.log.push(event.clone());
        }
        self.recent.push(event);
        if !triggered.is_empty() {
            self.add_waiting(triggered);
        }
        if self.watching.stateful > 0 {
            self.check_state_triggers();
        }
    }

    /// A stack item ID no other stack item of the game has.
    pub(crate) fn new_stack_id(&mut self) -> crate::stack::StackId {
        self.next_stack_id += 1;
        crate::stack::StackId(self.next_stack_id)
    }

    pub(crate) fn next_timestamp(&mut self) -> u32 {
        self.next_timestamp += 1;
        self.next_timestamp
    }

    /// The players still in the game, with their IDs.
    pub fn active_players(&self) -> impl Iterator<Item = (PlayerId, &Player)> {
        self.players
            .iter()
            .enumerate()
            .filter(|(_, p)| !p.has_lost)
            .map(|(i, p)| (PlayerId(i), p))
    }

    /// Whether it is `player`'s turn: they are the active player, or, in a game of shared
    /// team turns (Two-Headed Giant), on the active team (805.4a).
    #[rule("805.4a")]
    pub fn is_active(&self, player: PlayerId) -> bool {
        if player == self.turn.active {
            return true;
        }
        let on_the_active_team = self.two_headed_giant && !self.teams.are_opponents(player, self.turn.active);
        if on_the_active_team {
            cite!("805.4a");
        }
        on_the_active_team
    }

    /// The players whose turn it is, still in the game, in seat order from the active player:
    /// the active player, or the active team (805.4a).
    pub fn active_team(&self) -> impl Iterator<Item = PlayerId> + '_ {
        self.apnap().filter(move |&p| self.is_active(p))
    }

    /// The permanents whose controller's turn it is: the active player's, or the active
    /// team's (805.4a), in battlefield order.
    pub fn active_teams_permanents(&self) -> impl Iterator<Item = ObjectId> + '_ {
        self.battlefield
            .iter()
            .copied()
            .filter(move |&id| self.is_active(self.controller(id)))
    }

    /// The other players on `player`'s team, whether or not still in the game (102.3).
    pub fn teammates(&self, player: PlayerId) -> impl Iterator<Item = PlayerId> + '_ {
        (0..self.players.len())
            .map(PlayerId)
            .filter(move |&p| p != player && !self.teams.are_opponents(p, player))
    }

    /// The opponents of `player` still in the game: the players not on their team (102.2,
    /// 102.3).
    pub fn opponents(&self, player: PlayerId) -> impl Iterator<Item = PlayerId> + '_ {
        self.active_players()
            .map(|(p, _)| p)
            .filter(move |&p| self.teams.are_opponents(p, player))
    }

    /// The permanents `player` controls.
    pub fn controlled_by(&self, player: PlayerId) -> impl Iterator<Item = ObjectId> + '_ {
        self.battlefield
            .iter()
            .copied()
            .filter(move |&id| self.controller(id) == player)
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }
}
