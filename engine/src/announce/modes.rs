//! Announcing the modes of a modal spell or ability (CR 601.2b, 700.2), one at a time.

use super::{Announced, Announcing, Stage};
use crate::action::Refusal;
use crate::cards::Modes;
use crate::game::Game;
use crate::generated::rules;
use crate::stack::CostsChosen;
use crate::{cite, rule};

impl Game {
    /// The modal text being announced, and the announcement, while its modes are chosen.
    fn announcing_modes(&self) -> Result<(&Announcing, &Modes), Refusal> {
        let a = self
            .announcing
            .as_ref()
            .filter(|a| a.stage == Stage::Modes)
            .ok_or("no modes are being announced")?;
        let modes = self.announced_text(&a.what).modes.as_deref();
        Ok((a, modes.ok_or("no modes are being announced")?))
    }

    /// Checks a mode chosen: one of the text's, not chosen already unless the text allows the
    /// same mode more than once (700.2d), and that could be announced alone, with the legal
    /// targets it needs (700.2a, 700.2b).
    #[rule("700.2a", "700.2b", "700.2d")]
    pub(crate) fn check_mode(&self, mode: u8) -> Result<(), Refusal> {
        let (a, modes) = self.announcing_modes()?;
        let Some(part) = modes.list.get(usize::from(mode)) else {
            return Err("it has no such mode".into());
        };
        if !modes.repeat && a.choices.modes.contains(&mode) {
            return Err(Refusal::by(
                &[rules::R700_2D],
                "the same mode can't be chosen more than once",
            ));
        }
        if a.choices.modes.len() >= usize::from(modes.max) {
            self.check_could_kick(a, mode)?;
        }
        let (rule, no_targets) = match a.what {
            Announced::Trigger(_) => (rules::R700_2B, rules::R603_3D),
            Announced::Spell { .. } | Announced::Ability { .. } => (rules::R700_2A, rules::R601_2C),
        };
        let at_hand = self.mana_at_hand(a.player);
        // The alternative cost is announced after the modes (601.2b): a mode may be chosen if
        // its cost could be paid with some choice still to come (Omniscience's "without
        // paying its mana cost"), or with the one an effect chose for it already (cascade's).
        let choosable = std::iter::once(a.choices.alternative)
            .chain(self.alternatives(a.player, &a.what).map(Some))
            .any(|alternative| {
                let chosen = CostsChosen {
                    alternative,
                    ..CostsChosen::default()
                };
                let cost = self.announced_cost(a.player, &a.what, chosen, &at_hand);
                self.check_part(part, a.source(), a.player, cost.as_ref(), no_targets)
                    .is_ok()
            });
        if choosable {
            return Ok(());
        }
        Err(Refusal::by(
            &[rule],
            "that mode can't be chosen: it has no legal choice for a target it needs, or its cost can't be paid",
        ))
    }

    /// The most modes that may be chosen for `what`: the text's, or, for a spell that
    /// chooses more if kicked and has a kicker, as many as a kicked one may (601.4).
    pub(super) fn most_modes(&self, what: &Announced, modes: &Modes) -> u8 {
        match modes.kicked_max {
            Some(kicked) if !self.kickers(what).is_empty() => kicked.max(modes.max),
            _ => modes.max,
        }
    }

    /// Checks a mode chosen beyond the most an unkicked spell allows: its controller may
    /// choose it counting on kicking the spell later in the announcement (601.4), if some
    /// kicker cost could then be paid with the modes chosen.
    #[rule("601.4")]
    fn check_could_kick(&self, a: &Announcing, mode: u8) -> Result<(), Refusal> {
        let mut modes = a.choices.modes.clone();
        modes.push(mode);
        let kickers = self.kickers(&a.what).len();
        let kicked = |index: usize| CostsChosen {
            kicked: 1 << index,
            ..a.choices.costs_chosen()
        };
        if (0..kickers).any(|index| self.check_chosen_costs(a, kicked(index), &modes).is_ok()) {
            cite!("601.4");
            return Ok(());
        }
        Err(Refusal::by(
            &[rules::R601_4],
            "more modes than one need the spell kicked, and no kicker cost could be paid with them",
        ))
    }

    /// Checks the intention not to pay the optional cost at `index`: refused if its modes
    /// were chosen counting on a kicker (601.4) and this is the last kicker left to pay.
    pub(super) fn check_not_kicking(&self, a: &Announcing, index: u8) -> Result<(), Refusal> {
        let Some(modes) = self.announced_text(&a.what).modes.as_deref() else {
            return Ok(());
        };
        let last = usize::from(index) + 1 >= self.optional_cost_count(a.player, &a.what);
        if last && a.choices.kicked == 0 && a.choices.modes.len() > usize::from(modes.max) {
            return Err(Refusal::by(
                &[rules::R601_4],
                "its modes were chosen counting on its kicker, which must now be paid",
            ));
        }
        Ok(())
    }

    /// Adds a checked mode to the announcement, in printed order (700.2d), and goes on.
    pub(crate) fn choose_mode(&mut self, mode: u8) {
        if let Some(mut a) = self.announcing.take() {
            let at = a.choices.modes.partition_point(|&m| m <= mode);
            a.choices.modes.insert(at, mode);
            self.go_on_announcing(a);
        }
    }

    /// Checks that as many modes are chosen as the text says, for the choosing to end (700.2).
    #[rule("700.2")]
    pub(crate) fn check_no_more_modes(&self) -> Result<(), Refusal> {
        let (a, modes) = self.announcing_modes()?;
        if a.choices.modes.len() < usize::from(modes.min) {
            return Err(Refusal::by(&[rules::R700_2], "it needs more modes"));
        }
        Ok(())
    }

    /// Ends the choosing of modes (their fewest checked), and goes on.
    pub(crate) fn no_more_modes(&mut self) {
        if let Some(mut a) = self.announcing.take() {
            a.stage = self.stage_after_modes(&a);
            self.go_on_announcing(a);
        }
    }

    /// The modes the player is asked about, for [`Game::legal_actions`]: each that may be
    /// chosen now, and whether they may stop choosing.
    pub(crate) fn mode_choices(&self) -> (Vec<u8>, bool) {
        let Ok((a, modes)) = self.announcing_modes() else {
            return (Vec::new(), false);
        };
        let choices = (0..modes.list.len() as u8)
            .filter(|&m| self.check_mode(m).is_ok())
            .collect();
        (choices, a.choices.modes.len() >= usize::from(modes.min))
    }
}
