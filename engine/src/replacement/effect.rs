//! Replacement and prevention effects as data (CR 614.1, 615.1): which events one watches for
//! ([`Would`]) and what happens instead ([`Instead`]).

use crate::cards::effect::CounterKind;
use crate::cards::AbilityText;
use crate::continuous::Filter;
use crate::game::{Game, ObjectId, PlayerId, Zone};
use crate::rule;
use crate::stack::Target;
use crate::turn::Step;

use super::Proposed;

/// One replacement or prevention effect: from a static ability of a permanent, or a shield
/// a resolved spell or ability made.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReplacementEffect {
    /// The events it watches for.
    pub would: Would,
    /// What happens instead.
    pub instead: Instead,
}

/// A player or object an effect names, relative to the effect's source and controller.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Party {
    /// Any player or object.
    Anyone,
    /// The object with the ability ("this creature").
    This,
    /// The effect's controller.
    You,
    /// An opponent of the effect's controller.
    Opponent,
    /// The objects a description matches, wherever they are ("a creature you control").
    Objects(Filter),
    /// The cards (not tokens) owned by the player the effect's source enchants: "a card …
    /// enchanted player's graveyard" (a card goes to its owner's graveyard, 400.3).
    CardsOfEnchantedPlayer,
    /// This object only (a shield made for it).
    Object(ObjectId),
    /// This player only (a shield made for them).
    Player(PlayerId),
}

/// The events an effect watches for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Would {
    /// "If [source] would deal damage to [recipient]", of combat damage only if `combat`.
    DealDamage {
        /// Whose damage.
        source: Party,
        /// To whom or what.
        to: Party,
        /// Only combat damage (Fog).
        combat: bool,
    },
    /// "If [player] would gain life".
    GainLife(Party),
    /// "If [player] would lose life", only during the effect's controller's turn if
    /// `your_turn`.
    LoseLife {
        /// Who.
        who: Party,
        /// Only during the turn of the effect's controller.
        your_turn: bool,
    },
    /// "If [player] would draw a card".
    Draw(Party),
    /// "If [player] would lose the game".
    LoseGame(Party),
    /// "If [player] would search a library" (701.23).
    Search(Party),
    /// "The next time [permanent] would be destroyed" (regeneration, 701.19).
    BeDestroyed(Party),
    /// "If [a card or token] would be put into a graveyard", from the battlefield only when
    /// `dies` (700.4).
    GoToGraveyard {
        /// Which objects.
        what: Party,
        /// Only from the battlefield ("would die").
        dies: bool,
    },
    /// "[Permanents] enter" (614.1c, 614.1d).
    Enter(Party),
    /// "If [permanent] would leave the battlefield" for anywhere but exile (unearth's, 702.84a).
    LeaveBattlefield(Party),
    /// "[Player] skips their [next] [step]" (614.10): the step would begin in the turn of a
    /// player `whose` names.
    BeginStep {
        /// The step.
        step: Step,
        /// Whose turn.
        whose: Party,
    },
    /// "If an effect would create one or more tokens under [player]'s control" (614.16).
    CreateTokens(Party),
    /// "If [kind] counters would be put on [permanent]" (614.16).
    GetCounters {
        /// The kind of counters, or any kind ("one or more counters").
        kind: Option<CounterKind>,
        /// On what.
        on: Party,
    },
}

/// What happens instead.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Instead {
    /// Twice that much damage or life.
    Double,
    /// That many counters plus this many.
    Plus(u32),
    /// The damage is dealt to the effect's source instead (614.9, Palisade Giant).
    RedirectToThis,
    /// The next `left` damage is dealt to `to` instead (614.9, Captain's Maneuver): of more
    /// damage than that, the rest is still dealt as it would have been.
    RedirectNext {
        /// How much damage it still redirects.
        left: u32,
        /// To whom or what.
        to: Target,
    },
    /// This much damage instead (614.15: a spell's own "deals 4 damage instead").
    Amount(u32),
    /// Prevent this much of the damage (615.7, 615.10), or all of it.
    Prevent(Option<u32>),
    /// Exile it instead of putting it into a graveyard.
    Exile,
    /// Put it into its owner's library instead, there (Gravebane Zombie's top; Darksteel
    /// Colossus's "reveal Darksteel Colossus and shuffle it into its owner's library"; Wheel of
    /// Sun and Moon's "that card is revealed and put on the bottom of its owner's library"),
    /// revealing it first if `reveal`.
    IntoLibrary {
        /// Where in the library.
        place: super::InLibrary,
        /// Whether it is revealed first.
        reveal: bool,
    },
    /// Do nothing instead (614.10: "skip").
    Skip,
    /// It enters tapped (614.1d).
    EnterTapped,
    /// It enters with this many more +1/+1 counters (614.1c).
    EnterWithCounters(u32),
    /// It enters with a +1/+1 counter for each time its spell was kicked (702.33c: Gnarlid
    /// Pack's multikicker).
    EnterWithACounterForEachKick,
    /// It may enter as a copy of an object `of` describes, with `except` (707.5, 707.9):
    /// "You may have this creature enter as a copy of any creature on the battlefield"
    /// (Clone), "of any creature card in a graveyard" (Body Double). Its controller chooses
    /// which, or none, before it is on the battlefield.
    EnterAsCopy {
        /// The permanents, or the cards in graveyards, it may copy.
        of: crate::continuous::Filter,
        /// The exceptions to the copying process (boxed: most replacements have none).
        except: Box<crate::copies::CopyExceptions>,
    },
    /// As it enters, the other permanents this describes are turned face down (614.1c,
    /// 708.2a): "As Ixidron enters, turn all other nontoken creatures face down".
    TurnFaceDown(crate::continuous::Filter),
    /// It enters as a copy of the object `0` (Mystic Reflection's chosen creature), with its
    /// copiable values as that object last existed on the battlefield (707.5).
    EnterAsCopyOf(crate::game::ObjectId),
    /// It enters as a copy of the effect's source, with that permanent's copiable values as
    /// they are now (707.5): "Creatures you control enter as a copy of Essence of the Wild".
    EnterAsCopyOfThis,
    /// Its controller chooses a creature type for it as it enters ("As [this] enters, choose a
    /// creature type": Adaptive Automaton), before it is on the battlefield (614.12a), one
    /// and only one existing creature type (205.3e).
    ChooseCreatureType,
    /// Its controller chooses a color for it as it enters (614.1c: "As [this] enters, choose
    /// a color"), before it is on the battlefield (614.12a).
    ChooseColor,
    /// It enters under the effect's controller's control instead (Gather Specimens): a
    /// control-changing replacement, chosen before the others that apply (616.1b).
    EnterUnderYourControl,
    /// Regenerate it (701.19): remove its damage, tap it, remove it from combat.
    Regenerate,
    /// Lose that much life instead of gaining it.
    LoseThatMuch,
    /// Draw that many cards instead of gaining that much life.
    DrawThatMany,
    /// Search only the top this many cards of the library instead of all of it (701.23f:
    /// Aven Mindcensor).
    SearchTop(u32),
    /// Return a card from the graveyard to the hand instead of drawing.
    ReturnFromGraveyard,
    /// Follow these instructions instead (Lich's Mirror).
    Effects(AbilityText),
}

/// Who applies an effect: its source and controller.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Owner {
    pub(crate) source: ObjectId,
    pub(crate) controller: PlayerId,
}

impl Game {
    /// Whether `party` names `player`, for an effect of `owner` that affects them (102.3: a
    /// teammate is no opponent). With the limited range of influence option, a player outside
    /// the range of `owner`'s controller is never named: the effect can't affect them
    /// (801.10).
    pub(crate) fn names_player(&self, party: Party, player: PlayerId, owner: Owner) -> bool {
        self.names_player_anywhere(party, player, owner)
            && crate::range_of_influence::affects(self, owner.controller, Target::Player(player))
    }

    /// Whether `party` names `player`, within range or not: the recipient of damage, which a
    /// prevention effect may name out of range (801.13b).
    fn names_player_anywhere(&self, party: Party, player: PlayerId, owner: Owner) -> bool {
        match party {
            Party::Anyone => true,
            Party::You => player == owner.controller,
            Party::Opponent => self.teams.are_opponents(player, owner.controller),
            Party::Player(p) => p == player,
            Party::This | Party::Objects(_) | Party::Object(_) | Party::CardsOfEnchantedPlayer => false,
        }
    }

    /// Whether `party` names the object `id`, wherever it is: a source of damage that is not
    /// a permanent is looked at as it is (609.7c).
    pub(super) fn names_object(&self, party: Party, id: ObjectId, owner: Owner) -> bool {
        match party {
            Party::Anyone => true,
            Party::This => id == owner.source,
            Party::Object(o) => o == id,
            // Wherever it is: looked at as if in the zone the filter names.
            Party::Objects(filter) => self.described(&filter, id, filter.zone, owner.source, owner.controller),
            Party::CardsOfEnchantedPlayer => {
                let card = self.obj(id);
                !card.token && self.attached_to(owner.source) == Some(Target::Player(card.owner))
            }
            Party::You | Party::Opponent | Party::Player(_) => false,
        }
    }

    fn names_target(&self, party: Party, to: Target, owner: Owner) -> bool {
        match to {
            Target::Player(p) => self.names_player_anywhere(party, p, owner),
            Target::Object(id) => self.names_object(party, id, owner),
        }
    }

    /// Whether `effect`, of `owner`, applies to `event` (614.1): the event is one it watches
    /// for and there is something to replace (614.7a: damage all prevented is no damage, a
    /// skipped step is nothing; no event gains 0 life or puts 0 counters: those are never
    /// proposed).
    #[rule("614.1")]
    pub(crate) fn watches(&self, effect: &ReplacementEffect, event: &Proposed, owner: Owner) -> bool {
        match (effect.would, *event) {
            (
                Would::DealDamage { source, to, combat },
                Proposed::Damage {
                    source: s,
                    to: t,
                    amount,
                    combat: c,
                },
            ) => {
                amount > 0
                    && (c || !combat)
                    && self.names_object(source, s, owner)
                    && self.names_target(to, t, owner)
                    && (self.range.is_none()
                        || !matches!(effect.instead, Instead::Prevent(_))
                        || crate::range_of_influence::may_prevent(
                            self,
                            owner.controller,
                            (s, source != Party::Anyone),
                            (t, to != Party::Anyone),
                        ))
            }
            (Would::GainLife(who), Proposed::GainLife { player, .. }) => self.names_player(who, player, owner),
            (Would::LoseLife { who, your_turn }, Proposed::LoseLife { player, .. }) => {
                (!your_turn || self.is_active(owner.controller)) && self.names_player(who, player, owner)
            }
            (Would::Draw(who), Proposed::Draw { player }) => self.names_player(who, player, owner),
            (Would::LoseGame(who), Proposed::LoseGame { player }) => self.names_player(who, player, owner),
            (Would::Search(who), Proposed::Search { player, .. }) => self.names_player(who, player, owner),
            (Would::BeDestroyed(what), Proposed::Move { object, destroy, .. }) => {
                destroy == super::Destroy::Regenerable && self.names_object(what, object, owner)
            }
            (Would::GoToGraveyard { what, dies }, Proposed::Move { object, to, .. }) => {
                to == Zone::Graveyard
                    && (!dies || self.obj(object).zone == Zone::Battlefield)
                    && self.names_object(what, object, owner)
            }
            (Would::LeaveBattlefield(what), Proposed::Move { object, to, .. }) => {
                to != Zone::Exile
                    && self.obj(object).zone == Zone::Battlefield
                    && self.names_object(what, object, owner)
            }
            (Would::Enter(what), Proposed::Enter(super::Entering { object, .. })) => {
                // The permanent's own effects apply to it only when they affect only it
                // (614.12): "Permanents enter tapped" does not tap Orb of Dreams itself.
                (owner.source != object || what == Party::This) && self.names_object(what, object, owner)
            }
            (
                Would::BeginStep { step, whose },
                Proposed::Step {
                    player,
                    step: s,
                    skipped,
                },
            ) => !skipped && step == s && self.names_player(whose, player, owner),
            (Would::GetCounters { kind, on }, Proposed::PutCounters { object, kind: k, .. }) => {
                kind.is_none_or(|kind| kind == k) && self.names_object(on, object, owner)
            }
            (Would::CreateTokens(who), Proposed::CreateTokens { player, .. }) => self.names_player(who, player, owner),
            _ => false,
        }
    }
}
