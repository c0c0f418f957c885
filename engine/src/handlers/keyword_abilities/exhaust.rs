//! 702.177 Exhaust: "Exhaust — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate this
//! ability only once" (702.177a). A card file writes `exhaust = true` on the ability; the
//! game remembers each exhaust ability of each object once it is activated, and refuses it
//! after that, unless an effect lets its player activate it again (Elvish Refueler's, which
//! holds only while they haven't begun to activate an exhaust ability this turn, 702.177b).

use crate::action::Refusal;
use crate::characteristics::ActivatedRef;
use crate::game::{Game, ObjectId, PlayerId};
use crate::generated::rules;
use crate::keywords::KeywordHooks;
use crate::{cite, rule, Handled};

/// Reports exhaust as implemented: activation checks and records it
/// ([`Game::check_exhaust`], [`Game::begin_exhaust`]).
#[rule("702.177")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

impl Game {
    /// Checks that `player` may activate the exhaust ability `r` of `source`: it was never
    /// activated (702.177a), or an effect lets them activate it as though it hadn't been
    /// (702.177b).
    #[rule("702.177a", "702.177b")]
    pub(crate) fn check_exhaust(&self, player: PlayerId, source: ObjectId, r: ActivatedRef) -> Result<(), Refusal> {
        if !self.exhausted.contains(&(source, r)) {
            return Ok(());
        }
        if self.may_activate_exhausted(player) {
            cite!("702.177b");
            return Ok(());
        }
        Err(Refusal::by(
            &[rules::R702_177A, rules::R702_177B],
            "this exhaust ability was activated already, and can be activated only once",
        ))
    }

    /// Whether `player` may activate exhaust abilities as though they hadn't been activated:
    /// it is their turn, they control a permanent with Elvish Refueler's ability, and they
    /// haven't begun to activate an exhaust ability this turn (702.177b).
    #[rule("702.177b")]
    fn may_activate_exhausted(&self, player: PlayerId) -> bool {
        self.is_active(player)
            && !self.exhaust_begun.contains(&(player, self.turn.number))
            && self.any_permanent_with(
                |controller| controller == player,
                |card| card.exhaust_again_during_your_turn,
            )
    }

    /// Records that `player` begins to activate the exhaust ability `r` of `source`, before
    /// its costs are paid: it has been activated (702.177a), and its player has begun to
    /// activate an exhaust ability this turn (702.177b).
    #[rule("702.177a", "702.177b")]
    pub(crate) fn begin_exhaust(&mut self, player: PlayerId, source: ObjectId, r: ActivatedRef) {
        let now = (player, self.turn.number);
        if !self.exhaust_begun.contains(&now) {
            self.exhaust_begun.push(now);
        }
        if !self.exhausted.contains(&(source, r)) {
            self.exhausted.push((source, r));
        }
    }
}
