//! Combat (CR 506–511): declaring attackers and blockers, with their restrictions.
//!
//! Declarations are built one creature at a time ([`Action::Attack`],
//! [`Action::Block`]), can be taken back before they are finished ([`Action::Undeclare`]),
//! and are checked as a whole when finished (508.1c, 509.1b).
//!
//! [`Action::Attack`]: crate::action::Action::Attack
//! [`Action::Block`]: crate::action::Action::Block
//! [`Action::Undeclare`]: crate::action::Action::Undeclare

mod damage;
mod defending_player;
mod entering;
mod requirements;

pub use damage::Assignment;
pub use requirements::CombatRules;

use crate::casting::Refusal;
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId, Zone};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::generated::rules;
use crate::handlers::keyword_abilities::{self, decayed, protection, unleash};
use crate::stack::Target;
use crate::{cite, rule};

/// A declared attacker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Attacker {
    /// The creature.
    pub creature: ObjectId,
    /// What it attacks: a player, a planeswalker or a battle (506.3).
    pub attacks: Target,
    /// Whether it became blocked (509.1h); it stays blocked when its blockers leave.
    pub blocked: bool,
}

/// The current combat.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Combat {
    /// Declared attackers (508.1).
    pub attackers: Vec<Attacker>,
    /// Declared blocks: (blocker, attacker) (509.1).
    pub blocks: Vec<(ObjectId, ObjectId)>,
    /// Attackers proposed so far in a declaration not yet finished.
    pub proposed_attacks: Vec<(ObjectId, Target)>,
    /// Blocks proposed so far in a declaration not yet finished.
    pub proposed_blocks: Vec<(ObjectId, ObjectId)>,
    /// The defending players who have yet to declare blockers this combat, in APNAP order
    /// (802.4): the first is declaring now.
    pub defenders: Vec<PlayerId>,
    /// The attacking bands (702.22c), for the rest of combat (702.22e).
    pub bands: Vec<Vec<ObjectId>>,
    /// Bands proposed so far in an attack declaration not yet finished.
    pub proposed_bands: Vec<Vec<ObjectId>>,
    /// The attacking and blocking creatures that had first strike or double strike as the
    /// first-strike combat damage step began (510.4): in the regular step, of these only
    /// those that have double strike then assign combat damage.
    pub first_strikers: Vec<ObjectId>,
    /// Combat damage assigned (703.4k) and not dealt yet (703.4m).
    pub assignments: Vec<Assignment>,
    /// Attackers whose controller still has to divide their damage (510.1c, 702.19b).
    pub to_assign: Vec<ObjectId>,
    /// Attackers removed from combat this combat, with what each was attacking: their
    /// abilities' "defending player" still refers to that player (508.5).
    pub removed_attackers: Vec<(ObjectId, Target)>,
}

impl Combat {
    /// What the attacking creature `creature` attacks, if it is attacking.
    pub fn attacked_by(&self, creature: ObjectId) -> Option<Target> {
        self.attackers
            .iter()
            .find(|a| a.creature == creature)
            .map(|a| a.attacks)
    }

    /// Removes a creature from combat (506.4), e.g. when it leaves the battlefield.
    #[rule("506.4")]
    pub fn remove(&mut self, id: ObjectId) {
        if let Some(attacks) = self.attacked_by(id) {
            self.removed_attackers.push((id, attacks));
        }
        self.attackers.retain(|a| a.creature != id);
        self.blocks.retain(|&(b, a)| b != id && a != id);
        self.proposed_attacks.retain(|&(c, _)| c != id);
        self.proposed_blocks.retain(|&(b, a)| b != id && a != id);
        self.leave_bands(id);
    }

    /// Takes `id` out of its band (702.22f); a band left with one creature is none.
    #[rule("702.22f")]
    pub(crate) fn leave_bands(&mut self, id: ObjectId) {
        for bands in [&mut self.bands, &mut self.proposed_bands] {
            if bands.iter().any(|b| b.contains(&id)) {
                cite!("702.22f");
                for band in bands.iter_mut() {
                    band.retain(|&m| m != id);
                }
                bands.retain(|b| b.len() > 1);
            }
        }
    }

    /// Whether `id` is attacking.
    pub fn is_attacking(&self, id: ObjectId) -> bool {
        self.attackers.iter().any(|a| a.creature == id)
    }

    /// The creatures blocking `attacker`, in the order they were declared.
    pub fn blockers_of(&self, attacker: ObjectId) -> impl Iterator<Item = ObjectId> + '_ {
        self.blocks
            .iter()
            .filter(move |&&(_, a)| a == attacker)
            .map(|&(b, _)| b)
    }
}

/// Whether an evasion ability of an attacking creature keeps a creature from blocking it,
/// each in its keyword's handler, with the rule it follows and the reason given (509.1b).
type Evasion = (fn(&Game, ObjectId, ObjectId) -> bool, rules_data::RuleId, &'static str);

/// The evasion abilities a block is checked against.
const EVASION: [Evasion; 7] = [
    (
        keyword_abilities::flying::stops_blocking,
        rules::R702_9B,
        "a creature with flying can't be blocked except by creatures with flying or reach",
    ),
    (
        keyword_abilities::intimidate::stops_blocking,
        rules::R702_13B,
        "a creature with intimidate can't be blocked except by artifact creatures and creatures that share a color with it",
    ),
    (
        keyword_abilities::shadow::stops_blocking,
        rules::R702_28B,
        "a creature with shadow blocks and is blocked only by creatures with shadow",
    ),
    (
        keyword_abilities::horsemanship::stops_blocking,
        rules::R702_31B,
        "a creature with horsemanship can't be blocked by creatures without horsemanship",
    ),
    (
        keyword_abilities::fear::stops_blocking,
        rules::R702_36B,
        "a creature with fear can't be blocked except by artifact creatures and black creatures",
    ),
    (
        keyword_abilities::landwalk::stops_blocking,
        rules::R702_14C,
        "a creature with landwalk can't be blocked while its defending player controls a land of that kind",
    ),
    (
        keyword_abilities::skulk::stops_blocking,
        rules::R702_118B,
        "a creature with skulk can't be blocked by creatures with greater power",
    ),
];

impl Game {
    /// Whether `creature` could be declared as an attacker by the active player (508.1a): an
    /// untapped creature they control, controlled since their turn began unless it has
    /// haste (302.6, 702.10b), without defender (702.3b).
    #[rule("508.1a", "302.6", "702.10b", "702.3b")]
    pub fn can_attack(&self, creature: ObjectId) -> bool {
        let Some(o) = self.object(creature) else {
            return false;
        };
        !o.gone
            && o.zone == Zone::Battlefield
            && self.is_active(self.controller(creature))
            && !o.tapped
            && self.is_creature(creature)
            && (!o.summoning_sick || self.has(creature, KeywordAbility::Haste))
            && !self.has(creature, KeywordAbility::Defender)
    }

    /// What `player`'s creatures could attack: each opponent, each planeswalker an opponent
    /// controls, and each battle an opponent protects, whoever controls it (506.2, 310.8b).
    pub(crate) fn attackable(&self, player: PlayerId) -> Vec<Target> {
        let mut attackable: Vec<Target> = self
            .opponents(player)
            .filter(|&opponent| {
                crate::range_of_influence::may_attack(self, player, opponent)
                    && crate::attack_options::may_attack(self, player, opponent)
            })
            .flat_map(|opponent| {
                let planeswalkers = self
                    .controlled_by(opponent)
                    .filter(|&id| self.is(id, crate::cards::CardTypes::PLANESWALKER))
                    .map(Target::Object);
                std::iter::once(Target::Player(opponent)).chain(planeswalkers)
            })
            .collect();
        if self.battles_possible {
            attackable.extend(
                self.battlefield
                    .iter()
                    .filter(|&&id| {
                        self.is(id, crate::cards::CardTypes::BATTLE)
                            && self.protector(id).is_some_and(|p| {
                                self.teams.are_opponents(p, player)
                                    && crate::range_of_influence::may_attack(self, player, p)
                                    && crate::attack_options::may_attack(self, player, p)
                            })
                    })
                    .map(|&id| Target::Object(id)),
            );
        }
        attackable
    }

    /// Whether `id` is a planeswalker on the battlefield: one that can be attacked (506.3), or
    /// go on being attacked (506.4).
    pub(crate) fn is_planeswalker_on_battlefield(&self, id: ObjectId) -> bool {
        self.object(id).is_some_and(|o| !o.gone && o.zone == Zone::Battlefield)
            && self.is(id, crate::cards::CardTypes::PLANESWALKER)
    }

    /// Whether `id` is a permanent that can be attacked, or go on being attacked: a
    /// planeswalker or a battle on the battlefield (506.3, 506.4).
    pub(crate) fn is_attackable_permanent(&self, id: ObjectId) -> bool {
        self.is_planeswalker_on_battlefield(id) || self.battles_possible && self.is_battle_on_battlefield(id)
    }

    /// Checks a proposed attacker (508.1a–b): it can attack, is not proposed yet, and
    /// attacks an opponent in the game, a planeswalker an opponent controls, or a battle an
    /// opponent protects, whoever controls it; a battle's protector can never attack it
    /// (506.2, 506.3, 306.6, 310.5, 310.8b).
    #[rule("508.1b", "506.3", "306.6")]
    pub(crate) fn check_attack(&self, creature: ObjectId, attacks: Target) -> Result<(), Refusal> {
        self.check_attacker(creature, attacks)?;
        if self.combat.proposed_attacks.iter().any(|&(c, _)| c == creature) {
            return Err("that creature is already declared as an attacker".into());
        }
        self.check_one_more(self.combat.proposed_attacks.len(), false)
    }

    /// Whether `creature` could attack `attacks` at all, whatever else is declared
    /// (508.1a–b): with several opponents, what each creature attacks is chosen as it is
    /// declared, a defending player, a planeswalker one controls or a battle one protects
    /// (802.3).
    #[rule("802.3")]
    fn check_attacker(&self, creature: ObjectId, attacks: Target) -> Result<(), Refusal> {
        if !self.can_attack(creature) {
            let Some(o) = self.object(creature).filter(|o| !o.gone && o.zone == Zone::Battlefield) else {
                return Err(Refusal::by(
                    &[rules::R508_1A],
                    "only a creature on the battlefield can attack",
                ));
            };
            return Err(if self.has(creature, KeywordAbility::Defender) {
                Refusal::by(&[rules::R702_3B], "a creature with defender can't attack")
            } else if o.summoning_sick
                && !o.tapped
                && self.is_active(self.controller(creature))
                && self.is_creature(creature)
            {
                Refusal::by(
                    &[rules::R508_1A, rules::R302_6],
                    "a creature that came under your control since your turn began can't attack unless it has haste",
                )
            } else {
                Refusal::by(&[rules::R508_1A], "only an untapped creature you control can attack")
            });
        }
        if let Target::Object(permanent) = attacks {
            if self.is_planeswalker_on_battlefield(permanent) {
                cite!("306.6");
            } else if self.is_battle_on_battlefield(permanent) {
                cite!("310.5");
                if self
                    .protector(permanent)
                    .is_none_or(|p| !self.teams.are_opponents(p, self.turn.active))
                {
                    return Err(Refusal::by(
                        &[rules::R310_8B],
                        "a battle can be attacked only by a player its protector defends against, never by its protector",
                    ));
                }
                cite!("310.8b");
            } else {
                return Err(Refusal::by(
                    &[rules::R506_3],
                    "only a player, a planeswalker or a battle can be attacked",
                ));
            }
        }
        let player = self.defending_player(attacks);
        if !self.teams.are_opponents(player, self.turn.active) || self.players.get(player.0).is_none_or(|p| p.has_lost)
        {
            return Err(Refusal::by(
                &[rules::R508_1B, cite!("802.3")],
                "a creature attacks an opponent in the game, a planeswalker an opponent controls, or a battle an opponent protects",
            ));
        }
        if !crate::range_of_influence::may_attack(self, self.controller(creature), player) {
            return Err(Refusal::by(
                &[rules::R801_3],
                "a creature can attack only opponents within its controller's range of influence, and their planeswalkers and battles",
            ));
        }
        if let Some(refusal) = crate::attack_options::refusal(self, self.controller(creature), player) {
            return Err(refusal);
        }
        Ok(())
    }

    /// Whether the defending player could declare `blocker` at all (509.1a): an untapped
    /// creature they control that isn't also a battle.
    #[rule("509.1a")]
    pub fn can_block(&self, blocker: ObjectId) -> bool {
        let Some(o) = self.object(blocker) else {
            return false;
        };
        !o.gone
            && o.zone == Zone::Battlefield
            && self.teams.are_opponents(self.controller(blocker), self.turn.active)
            && !o.tapped
            && self.is_creature(blocker)
            && !(self.battles_possible && self.is(blocker, crate::cards::CardTypes::BATTLE))
    }

    /// How many attackers beyond one `blocker` can block, by its abilities ("can block an
    /// additional creature each combat").
    pub(crate) fn blocks_additional(&self, blocker: ObjectId) -> u8 {
        self.chars(blocker)
            .abilities
            .printed
            .map_or(0, |card| self.pool.get(card).blocks_additional)
    }

    /// Checks a proposed block (509.1a–b): the blocker can block and blocks fewer attackers
    /// than it can (one, or more by its ability), not that one already; the attacker is
    /// attacking its controller, a planeswalker they control or a battle they
    /// protect, not another defending player (802.4a; so only a battle's protector blocks
    /// for it, 310.8c), no effect says the
    /// blocker can't block (Void Winnower), nor its unleash (702.98a) or decayed (702.147a),
    /// and evasion allows it
    /// ([`EVASION`]).
    #[rule("509.1b", "802.4a", "802.4b")]
    pub(crate) fn check_block(&self, player: PlayerId, blocker: ObjectId, attacker: ObjectId) -> Result<(), Refusal> {
        if !self.can_block(blocker) || self.controller(blocker) != player {
            return Err(Refusal::by(
                &[rules::R509_1A],
                "only an untapped creature you control can block",
            ));
        }
        if unleash::cant_block(self, blocker) {
            return Err(Refusal::by(
                &[rules::R702_98A],
                "a permanent with unleash can't block as long as it has a +1/+1 counter on it",
            ));
        }
        if decayed::cant_block(self, blocker) {
            return Err(Refusal::by(&[rules::R702_147A], "a creature with decayed can't block"));
        }
        if self.combat.proposed_blocks.contains(&(blocker, attacker)) {
            return Err("that creature already blocks that attacker".into());
        }
        let blocking = self
            .combat
            .proposed_blocks
            .iter()
            .filter(|&&(b, _)| b == blocker)
            .count();
        if blocking > usize::from(self.blocks_additional(blocker)) {
            return Err(Refusal::by(
                &[rules::R509_1A],
                "that creature already blocks as many attackers as it can (one, and more only by an ability that says it can block additional creatures)",
            ));
        }
        if blocking > 0 {
            cite!("509.1a");
        } else if self.combat_rules_possible {
            // Only this defending player's declaration counts: blocking creatures other
            // players control are ignored (802.4b).
            cite!("802.4b");
            let proposed = &self.combat.proposed_blocks;
            let blockers = proposed
                .iter()
                .enumerate()
                .filter(|&(i, &(b, _))| proposed[..i].iter().all(|&(other, _)| other != b))
                .count();
            self.check_one_more(blockers, true)?;
        }
        let attacks = self.combat.attacked_by(attacker);
        let battle = matches!(attacks, Some(Target::Object(b)) if self.battles_possible && self.is(b, crate::cards::CardTypes::BATTLE));
        if attacks.is_none_or(|t| !self.blocks_for(player, self.defending_player(t))) {
            return Err(if battle {
                Refusal::by(
                    &[rules::R310_8C],
                    "only a battle's protector blocks the creatures attacking it",
                )
            } else {
                Refusal::by(
                    &[rules::R509_1A, cite!("802.4a")],
                    "a creature can block only a creature attacking you, a planeswalker you control or a battle you protect",
                )
            });
        }
        if battle {
            cite!("310.8c");
        }
        if self.any_cants() && self.block_forbidden(blocker).is_some() {
            return Err(Refusal::by(
                &[rules::R509_1B],
                "an effect says that creature can't block",
            ));
        }
        if protection::stops_blocking(self, attacker, blocker) {
            return Err(Refusal::by(
                &[rules::R702_16F, rules::R509_1B],
                "an attacking creature with protection can't be blocked by creatures of the stated quality",
            ));
        }
        if let Some(&(_, rule, reason)) = EVASION.iter().find(|(stops, ..)| stops(self, attacker, blocker)) {
            return Err(Refusal::by(&[rule, rules::R509_1B], reason));
        }
        Ok(())
    }

    /// Checks the finished block declaration (509.1b): a creature with menace can't be
    /// blocked except by two or more creatures (702.111b), and one that can't block alone
    /// doesn't.
    #[rule("702.111b")]
    pub(crate) fn check_blocks_finished(&self) -> Result<(), Refusal> {
        self.check_blocks_alone()?;
        for a in &self.combat.attackers {
            let n = self
                .combat
                .proposed_blocks
                .iter()
                .filter(|&&(_, att)| att == a.creature)
                .count();
            if n == 1 && self.has(a.creature, KeywordAbility::Menace) {
                return Err(Refusal::by(
                    &[rules::R702_111B, rules::R509_1B],
                    "a creature with menace can't be blocked except by two or more creatures",
                ));
            }
        }
        Ok(())
    }

    /// Finishes the attack declaration: the attackers become tapped unless they have
    /// vigilance (508.1f, 702.20b), and they are attacking (508.1).
    #[rule("508.1", "508.1f", "702.20b")]
    pub(crate) fn finish_attacks(&mut self) {
        let proposed = std::mem::take(&mut self.combat.proposed_attacks);
        self.combat.bands = std::mem::take(&mut self.combat.proposed_bands);
        for &(creature, _) in &proposed {
            if self.has(creature, KeywordAbility::Vigilance) {
                cite!("702.20b");
            } else {
                self.tap(creature, cite!("508.1f"));
            }
        }
        self.combat.attackers = proposed
            .iter()
            .map(|&(creature, attacks)| Attacker {
                creature,
                attacks,
                blocked: false,
            })
            .collect();
        for &(creature, _) in &proposed {
            // Its controller's: a teammate's, in a game of shared team turns (805.10b).
            let controller = self.controller(creature);
            let attacked_with = &mut self.players[controller.0].attacked_with;
            if !attacked_with.contains(&creature) {
                attacked_with.push(creature);
            }
        }
        if !proposed.is_empty() {
            let attackers = proposed
                .into_iter()
                .map(|(creature, attacks)| (creature, attacks, self.defending_player(attacks)))
                .collect();
            self.emit(cite!("508.1"), EventKind::Attacked { attackers });
        }
        for band in self.combat.bands.clone() {
            self.emit(cite!("702.22c"), EventKind::Banded { creatures: band });
        }
    }

    /// Finishes the block declaration of the defending player declaring now: each creature
    /// attacking them, a planeswalker they control or a battle they protect becomes blocked
    /// if it has a blocker, unblocked if not (509.1h); then the next defending player
    /// declares (802.4).
    #[rule("509.1", "509.1h", "702.22h")]
    pub(crate) fn finish_blocks(&mut self) {
        if self.combat.defenders.is_empty() {
            return;
        }
        let defender = self.combat.defenders.remove(0);
        let proposed = std::mem::take(&mut self.combat.proposed_blocks);
        let by_band = if self.combat.bands.is_empty() {
            Vec::new()
        } else {
            self.blocks_of_bands(&proposed)
        };
        let theirs: Vec<ObjectId> = self
            .combat
            .attackers
            .iter()
            .filter(|a| self.blocks_for(defender, self.defending_player(a.attacks)))
            .map(|a| a.creature)
            .collect();
        for a in &mut self.combat.attackers {
            if theirs.contains(&a.creature) {
                // A teammate's declaration may have blocked it already (805.10d).
                a.blocked = a.blocked || proposed.iter().chain(&by_band).any(|&(_, att)| att == a.creature);
            }
        }
        self.combat.blocks.extend_from_slice(&proposed);
        self.combat.blocks.extend_from_slice(&by_band);
        if !proposed.is_empty() {
            self.emit(cite!("509.1"), EventKind::Blocked { blocks: proposed });
        }
        if !by_band.is_empty() {
            self.emit(cite!("702.22h"), EventKind::Blocked { blocks: by_band });
        }
        self.ask_next_defender();
    }

    /// Asks the next defending player to declare blockers (509.1; in APNAP order, each
    /// declaring all their blocks, 802.4). One none of whose creatures could block declares
    /// none.
    #[rule("802.4")]
    pub(crate) fn ask_next_defender(&mut self) {
        let Some(&defender) = self.combat.defenders.first() else {
            return;
        };
        cite!("802.4");
        if self.controlled_by(defender).any(|id| self.can_block(id)) {
            self.pending = Some(crate::action::Pending {
                player: defender,
                decision: crate::action::Decision::DeclareBlockers,
            });
        } else {
            self.finish_blocks();
        }
    }

    /// Removes from combat each attacking or blocking creature that is no longer a creature
    /// (506.4): it stops being an attacking, blocking, blocked or unblocked creature.
    #[rule("506.4")]
    pub(crate) fn remove_noncreatures_from_combat(&mut self) {
        let mut gone: Vec<ObjectId> = self.combatants().filter(|&id| !self.is_creature(id)).collect();
        // A creature blocking several attackers is one combatant.
        gone.sort_unstable();
        gone.dedup();
        for object in gone {
            self.combat.remove(object);
            self.emit(cite!("506.4"), EventKind::RemovedFromCombat { object });
        }
    }

    /// Whether any attacking or blocking creature has first strike or double strike
    /// (510.4, 702.7b, 702.4b).
    #[rule("510.4", "702.7b", "702.4b")]
    pub fn combat_has_first_strike(&self) -> bool {
        self.combatants()
            .any(|id| self.has(id, KeywordAbility::FirstStrike) || self.has(id, KeywordAbility::DoubleStrike))
    }

    /// Every attacking and blocking creature.
    pub fn combatants(&self) -> impl Iterator<Item = ObjectId> + '_ {
        self.combat
            .attackers
            .iter()
            .map(|a| a.creature)
            .chain(self.combat.blocks.iter().map(|&(b, _)| b))
    }
}
