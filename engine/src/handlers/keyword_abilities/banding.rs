//! 702.22 Banding: a static ability that modifies the rules for combat (702.22a). As
//! attackers are declared, their controller may put attacking creatures with banding and up
//! to one without it, all attacking the same player, planeswalker or battle, in a band
//! (702.22c–d, [`Action::Band`](crate::action::Action::Band)); the band lasts for the rest of
//! combat (702.22e), a creature removed from combat leaving it (702.22f). A creature of the
//! band that becomes blocked makes the others blocked by the same blockers (702.22h). The
//! defending player divides the damage of an attacker blocked by a creature with banding
//! (702.22j); the active player that of a blocker blocking a creature with banding
//! (702.22k). "Bands with other" (702.22b) waits for a card that has it.

use crate::action::Refusal;
use crate::game::{Game, ObjectId, PlayerId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::generated::rules;
use crate::keywords::KeywordHooks;
use crate::stack::Target;
use crate::{cite, rule, Handled};

/// Reports banding as implemented: declarations, blocks and damage assignment consult this
/// file.
#[rule("702.22")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

impl Game {
    /// Checks a band the attacking player proposes: two or more of the attackers proposed,
    /// none in another band, at most one without banding (702.22c), all attacking the same
    /// player, planeswalker or battle (702.22d): so never different players (802.3b).
    #[rule("702.22c", "702.22d", "802.3b")]
    pub(crate) fn check_band(&self, members: &[ObjectId]) -> Result<(), Refusal> {
        let mut attacks = None;
        for (i, &m) in members.iter().enumerate() {
            let Some(&(_, target)) = self.combat.proposed_attacks.iter().find(|&&(c, _)| c == m) else {
                return Err("each creature of a band must be among the attackers proposed".into());
            };
            if members[..i].contains(&m) || self.combat.proposed_bands.iter().any(|b| b.contains(&m)) {
                return Err(Refusal::by(
                    &[rules::R702_22C],
                    "each creature may be a member of only one band",
                ));
            }
            if let Some(other) = attacks.filter(|&t| t != target) {
                const SAME: &str =
                    "all creatures in an attacking band must attack the same player, planeswalker or battle";
                // In a game where players attack several players at once (802.3b).
                let players = matches!((other, target), (Target::Player(_), Target::Player(_)));
                return Err(match players {
                    true => Refusal::by(&[rules::R702_22D, rules::R802_3B], SAME),
                    false => Refusal::by(&[rules::R702_22D], SAME),
                });
            }
            attacks = Some(target);
        }
        let without = members
            .iter()
            .filter(|&&m| !self.has(m, KeywordAbility::Banding))
            .count();
        if members.len() < 2 || without > 1 {
            return Err(Refusal::by(
                &[rules::R702_22C],
                "a band is one or more attacking creatures with banding and up to one without it, two or more in all",
            ));
        }
        Ok(())
    }

    /// The bands the attacking player may propose now, for random play and interfaces: each
    /// proposed attacker with banding with one other attacking the same, neither in a band.
    pub(crate) fn bands_to_offer(&self) -> impl Iterator<Item = Vec<ObjectId>> + '_ {
        let attacks = &self.combat.proposed_attacks;
        attacks
            .iter()
            .filter(|&&(c, _)| self.has(c, KeywordAbility::Banding))
            .flat_map(move |&(a, _)| attacks.iter().map(move |&(b, _)| vec![a, b]))
            .filter(|band| band[0] != band[1] && self.check_band(band).is_ok())
    }

    /// The blocks a band adds to the `declared` ones: a creature of a band that became
    /// blocked makes each other creature of its band blocked by the same blockers (702.22h).
    #[rule("702.22h")]
    pub(crate) fn blocks_of_bands(&self, declared: &[(ObjectId, ObjectId)]) -> Vec<(ObjectId, ObjectId)> {
        let mut added = Vec::new();
        for band in &self.combat.bands {
            for &(blocker, _) in declared.iter().filter(|&&(_, a)| band.contains(&a)) {
                for &member in band {
                    let pair = (blocker, member);
                    if !declared.contains(&pair) && !added.contains(&pair) {
                        cite!("702.22h");
                        added.push(pair);
                    }
                }
            }
        }
        added
    }

    /// Who divides the combat damage of `creature`: the defending player for an attacker
    /// blocked by a creature with banding (702.22j), the active player for a blocker blocking
    /// a creature with banding (702.22k), its controller otherwise (510.1c–d).
    #[rule("702.22j", "702.22k")]
    pub(crate) fn damage_divider(&self, creature: ObjectId) -> PlayerId {
        let banding = |id: ObjectId| self.has(id, KeywordAbility::Banding);
        let blocks = &self.combat.blocks;
        if let Some(a) = self.combat.attackers.iter().find(|a| a.creature == creature) {
            if blocks.iter().any(|&(b, att)| att == creature && banding(b)) {
                cite!("702.22j");
                return self.defending_player(a.attacks);
            }
        } else if blocks.iter().any(|&(b, att)| b == creature && banding(att)) {
            cite!("702.22k");
            return self.turn.active;
        }
        self.controller(creature)
    }
}
