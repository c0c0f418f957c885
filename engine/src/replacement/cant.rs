//! "Can't" effects (CR 614.17): not replacement effects, but followed like them. A
//! permanent's static ability (Platinum Angel: "You can't lose the game") or a resolved
//! spell's effect for the rest of the turn (Skullcrack: "Players can't gain life this turn.
//! Damage can't be prevented this turn.").

use rules_data::RuleId;
use serde::Deserialize;

use crate::cards::recipient::Recipient;
use crate::cards::CardTypes;
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId};
use crate::stack::StackItem;
use crate::{cite, rule};

use super::effect::{Owner, Party};
use super::Proposed;

/// Something an effect says can't happen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cant {
    /// "[Player] can't lose the game" (104.3, 614.17).
    LoseGame(Party),
    /// "[Player] doesn't lose the game for having 0 or less life" (Transcendence): the
    /// state-based action of 704.5a, or of 704.6a for their team, does nothing to them.
    LoseGameForLife(Party),
    /// "[Player] can't win the game" (104.2b, 614.17: Platinum Angel's "your opponents").
    WinGame(Party),
    /// "[Player] can't gain life" (119.7).
    GainLife(Party),
    /// "[Player] can't lose life" (119.8): nor pay life but 0 (Platinum Emperion's "your life
    /// total can't change", with [`Cant::GainLife`]).
    LoseLife(Party),
    /// "Damage [from source] can't be prevented" (615.12).
    PreventDamage(Party),
    /// "[Players] can't cast spells [with even mana values]" (601.3).
    Cast(Party, Option<Parity>),
    /// "[Players] can't cast [creature] spells": spells with any of these card types (601.3;
    /// Aether Storm).
    CastWithTypes(Party, CardTypes),
    /// "[Players] can't block with creatures [with even mana values]" (509.1b).
    BlockWith(Party, Option<Parity>),
    /// "No more than N creatures can attack each combat" (508.1c: Silent Arbiter).
    MoreAttackersThan(u8),
    /// "No more than N creatures can block each combat" (509.1b: Silent Arbiter).
    MoreBlockersThan(u8),
    /// "[Permanents with any of these card types] don't untap during their controllers'
    /// untap steps" (502.3: Intruder Alarm's creatures).
    UntapDuringUntapStep(CardTypes),
    /// "[Player] can't get poison counters" (Melira, Sylvok Outcast: "You can't get poison
    /// counters"; in Two-Headed Giant their team can't, 810.10c).
    GetPoisonCounters(Party),
    /// "[Permanents] can't have -1/-1 counters put on them" (Melira: "Creatures you control
    /// can't have -1/-1 counters put on them").
    MinusOneCounters(Party),
}

/// The spells or creatures a "can't cast" or "can't block with" effect names by their mana
/// values (Void Winnower: "spells with even mana values").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Parity {
    /// Even: 0, 2, 4, ….
    Even,
    /// Odd: 1, 3, 5, ….
    Odd,
}

impl Parity {
    /// The least X from `least` of the parity `x` must have, if any.
    pub(crate) fn least_x(least: u32, x: Option<Parity>) -> u32 {
        match x {
            Some(p) if p != Parity::of(least) => least + 1,
            _ => least,
        }
    }

    /// The parity of `n`.
    pub fn of(n: u32) -> Parity {
        if n % 2 == 0 {
            Parity::Even
        } else {
            Parity::Odd
        }
    }
}

/// Who a "can't" effect of a resolved spell names, as written in a card file (`who`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CantWho {
    /// Every player: "Players can't gain life this turn" (Skullcrack).
    #[default]
    Anyone,
    /// The spell's controller's opponents: "Your opponents can't cast spells this turn"
    /// (Mandate of Peace).
    Opponent,
}

impl CantWho {
    /// The party the effect names.
    pub(crate) fn party(self) -> Party {
        match self {
            CantWho::Anyone => Party::Anyone,
            CantWho::Opponent => Party::Opponent,
        }
    }
}

/// The events a "can't" effect can name, as written in a card file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CantEvent {
    /// Losing the game.
    LoseTheGame,
    /// Losing the game for having 0 or less life.
    #[serde(rename = "lose_the_game_for_having_0_or_less_life")]
    LoseTheGameForHaving0OrLessLife,
    /// Winning the game.
    WinTheGame,
    /// Gaining life.
    GainLife,
    /// Losing life.
    LoseLife,
    /// Preventing damage.
    PreventDamage,
    /// Casting spells.
    CastSpells,
    /// Blocking with creatures.
    BlockWith,
    /// Attacking with more than a number of creatures (`at_most`).
    AttackWithMoreThan,
    /// Blocking with more than a number of creatures (`at_most`).
    BlockWithMoreThan,
    /// Untapping during their controllers' untap steps, for permanents of `types`.
    UntapDuringUntapStep,
    /// Getting poison counters.
    GetPoisonCounters,
    /// Having -1/-1 counters put on them, for the permanents `who` describes.
    #[serde(rename = "have_-1/-1_counters_put_on")]
    HaveMinusOneCountersPutOn,
}

impl CantEvent {
    /// The effect, naming `party`: the player for life, losing, casting and blocking, the
    /// source of the damage for prevention; spells cast and creatures blocking with by the
    /// parity of their mana values (`mana_value`, any when none); for the most creatures
    /// that can attack or block, none: those need their number (`at_most`); for untapping,
    /// none: that needs the permanents' `types`.
    pub fn naming(self, party: Party, mana_value: Option<Parity>) -> Option<Cant> {
        Some(match self {
            CantEvent::LoseTheGame => Cant::LoseGame(party),
            CantEvent::LoseTheGameForHaving0OrLessLife => Cant::LoseGameForLife(party),
            CantEvent::WinTheGame => Cant::WinGame(party),
            CantEvent::GainLife => Cant::GainLife(party),
            CantEvent::LoseLife => Cant::LoseLife(party),
            CantEvent::PreventDamage => Cant::PreventDamage(party),
            CantEvent::CastSpells => Cant::Cast(party, mana_value),
            CantEvent::BlockWith => Cant::BlockWith(party, mana_value),
            CantEvent::GetPoisonCounters => Cant::GetPoisonCounters(party),
            CantEvent::HaveMinusOneCountersPutOn => Cant::MinusOneCounters(party),
            CantEvent::AttackWithMoreThan | CantEvent::BlockWithMoreThan | CantEvent::UntapDuringUntapStep => {
                return None
            }
        })
    }
}

impl Game {
    /// The "can't" effects in force: those of permanents that have the ability now, then
    /// those of resolved spells and abilities, this turn's and the rest of the game's, each
    /// with who applies it.
    pub(crate) fn cants(&self) -> impl Iterator<Item = (Cant, Owner)> + '_ {
        let field: &[ObjectId] = if self.replacements.sources > 0 {
            &self.battlefield
        } else {
            &[]
        };
        let statics = field.iter().flat_map(move |&id| {
            let owner = Owner {
                source: id,
                controller: self.controller(id),
            };
            self.ability_source(id)
                .into_iter()
                .flat_map(move |card| self.pool.get(card).cants.iter().map(move |&c| (c, owner)))
        });
        statics
            .chain(self.replacements.cants.iter().copied())
            .chain(self.replacements.lasting_cants.iter().copied())
    }

    /// The source of a "can't" effect that stops `event` from happening, if any, and the
    /// rule it follows (614.17): a player who can't gain life gains none (119.7), one who
    /// can't lose or win doesn't.
    #[rule("614.17", "119.7")]
    pub(crate) fn forbidden(&self, event: &Proposed) -> Option<(ObjectId, RuleId)> {
        let stops = |cant: Cant, owner: Owner| match (cant, *event) {
            (Cant::GainLife(who), Proposed::GainLife { player, .. })
                if self.cant_gain_life_names(who, player, owner) =>
            {
                Some(cite!("119.7"))
            }
            (Cant::LoseLife(who), Proposed::LoseLife { player, .. })
                if self.cant_lose_life_names(who, player, owner) =>
            {
                Some(cite!("614.17"))
            }
            (Cant::LoseGame(who), Proposed::LoseGame { player })
            | (Cant::WinGame(who), Proposed::WinGame { player })
                if self.names_player_or_team(who, player, owner) =>
            {
                Some(cite!("614.17"))
            }
            _ => None,
        };
        self.cants().find_map(|(c, o)| stops(c, o).map(|rule| (o.source, rule)))
    }

    /// Whether an effect says `player` doesn't lose the game for having 0 or less life: theirs,
    /// or in Two-Headed Giant a teammate's (810.8a).
    pub(crate) fn keeps_in_at_zero_life(&self, player: PlayerId) -> bool {
        self.cants()
            .any(|(c, owner)| matches!(c, Cant::LoseGameForLife(who) if self.names_player_or_team(who, player, owner)))
    }

    /// The source of a "can't get poison counters" effect that stops `player` getting them:
    /// one naming them or, in Two-Headed Giant, a teammate (810.10c).
    pub(crate) fn poison_forbidden(&self, player: PlayerId) -> Option<ObjectId> {
        self.cants().find_map(|(c, owner)| match c {
            Cant::GetPoisonCounters(who) if self.cant_get_poison_names(who, player, owner) => Some(owner.source),
            _ => None,
        })
    }

    /// The source of a "can't have -1/-1 counters put on them" effect that describes
    /// `permanent`, if any.
    pub(crate) fn minus_one_counters_forbidden(&self, permanent: ObjectId) -> Option<ObjectId> {
        self.cants().find_map(|(c, owner)| match c {
            Cant::MinusOneCounters(what) if self.names_object(what, permanent, owner) => Some(owner.source),
            _ => None,
        })
    }

    /// Whether damage from `source` can't be prevented (615.12).
    #[rule("615.12")]
    pub(crate) fn unpreventable(&self, source: ObjectId) -> bool {
        self.cants()
            .any(|(c, owner)| matches!(c, Cant::PreventDamage(from) if self.names_object(from, source, owner)))
    }

    /// Whether any "can't" effect is in force, so that games without them skip the checks.
    pub(crate) fn any_cants(&self) -> bool {
        self.cants().next().is_some()
    }

    /// The source of a "can't cast" effect that stops `player` casting a spell whose mana
    /// value would be `mana_value` (601.3).
    pub(crate) fn cast_forbidden(&self, player: PlayerId, mana_value: u32) -> Option<ObjectId> {
        self.forbidden_by_mana_value(player, mana_value, |c| match c {
            Cant::Cast(who, parity) => Some((who, parity)),
            _ => None,
        })
    }

    /// The source of a "can't cast [type] spells" effect that stops `player` casting a spell
    /// with the card types `types` (601.3).
    pub(crate) fn cast_type_forbidden(&self, player: PlayerId, types: CardTypes) -> Option<ObjectId> {
        self.cants().find_map(|(c, owner)| match c {
            Cant::CastWithTypes(who, named) if named.intersects(types) && self.names_player(who, player, owner) => {
                Some(owner.source)
            }
            _ => None,
        })
    }

    /// Whether an effect keeps `permanent` from untapping during its controller's untap step
    /// (502.3: Intruder Alarm's "Creatures don't untap during their controllers' untap
    /// steps").
    pub(crate) fn doesnt_untap(&self, permanent: ObjectId) -> bool {
        self.cants().any(|(c, _)| match c {
            Cant::UntapDuringUntapStep(types) => self.chars(permanent).types.intersects(types),
            _ => false,
        })
    }

    /// The source of a "can't block with" effect that stops `blocker` blocking (509.1b).
    pub(crate) fn block_forbidden(&self, blocker: ObjectId) -> Option<ObjectId> {
        let mana_value = self.mana_cost(blocker).map_or(0, |c| c.mana_value());
        self.forbidden_by_mana_value(self.controller(blocker), mana_value, |c| match c {
            Cant::BlockWith(who, parity) => Some((who, parity)),
            _ => None,
        })
    }

    /// The source of the first "can't" effect `kind` picks out (who, and the parity of mana
    /// values it names, if any) that names `player` and `mana_value`.
    fn forbidden_by_mana_value(
        &self,
        player: PlayerId,
        mana_value: u32,
        kind: impl Fn(Cant) -> Option<(Party, Option<Parity>)>,
    ) -> Option<ObjectId> {
        self.cants().find_map(|(c, owner)| {
            let (who, parity) = kind(c)?;
            let named = self.names_player(who, player, owner) && parity.is_none_or(|p| p == Parity::of(mana_value));
            named.then_some(owner.source)
        })
    }

    /// A resolving spell or ability of `source`, controlled by `controller`, says `cant`
    /// for the rest of the turn, or for the rest of the game if `rest_of_game` (614.17a: it
    /// stops only what happens from now on).
    #[rule("614.17a")]
    pub(crate) fn add_cant(&mut self, cant: Cant, source: ObjectId, controller: PlayerId, rest_of_game: bool) {
        let effects = match rest_of_game {
            true => &mut self.replacements.lasting_cants,
            false => &mut self.replacements.cants,
        };
        effects.push((cant, Owner { source, controller }));
        self.emit(
            cite!("614.17a"),
            EventKind::CantCreated {
                source,
                cant: Box::new(cant),
                rest_of_game,
            },
        );
    }

    /// "[Who] can't [event] for the rest of the game": an effect naming each player `who`
    /// names, which lasts until the game ends, as no other duration is stated (611.2a).
    #[rule("611.2a")]
    pub(crate) fn cant_for_the_rest_of_the_game(&mut self, item: &StackItem, event: CantEvent, who: Recipient) {
        for player in self.players_of(who, item) {
            if let Some(cant) = event.naming(Party::Player(player), None) {
                cite!("611.2a");
                self.add_cant(cant, item.source, item.controller, true);
            }
        }
    }
}
