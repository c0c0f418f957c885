//! The defending player (CR 506.2, 508.5, 802.2a, 805.10e): whom a creature's attack is
//! against, for combat and for the abilities that say "defending player".

use crate::game::{Game, ObjectId, PlayerId};
use crate::stack::Target;
use crate::{cite, rule};

impl Game {
    /// The defending player an ability of `creature` refers to, or a spell or ability that
    /// refers to both (508.5, 802.2a): that of what it is attacking ([`Game::defending_player`]),
    /// or once it has been removed from combat, of what it was attacking before; `None` if it
    /// didn't attack this combat. With shared team turns, one player of the defending team:
    /// the one it attacks (805.10e).
    #[rule("508.5", "805.10e")]
    pub fn defending_player_of(&self, creature: ObjectId) -> Option<PlayerId> {
        let attacks = match self.combat.attacked_by(creature) {
            Some(attacks) => attacks,
            None => {
                let &(_, attacked) = self.combat.removed_attackers.iter().find(|&&(c, _)| c == creature)?;
                cite!("508.5");
                attacked
            }
        };
        if self.two_headed_giant {
            cite!("805.10e");
        }
        Some(self.defending_player(attacks))
    }

    /// The defending player of a creature attacking `attacks` (506.2, 508.5): the player it
    /// attacks, the controller of the planeswalker it attacks, or the protector of the battle
    /// it attacks (310.8d), as it last existed if it has left; with several defending
    /// players, the one of that creature (802.2a). A battle with no protector can't be
    /// attacked; its controller stands in.
    #[rule("506.2", "802.2a")]
    pub fn defending_player(&self, attacks: Target) -> PlayerId {
        cite!("802.2a");
        match attacks {
            Target::Player(p) => p,
            // Only a battle gets a protector. One removed from combat because it stopped
            // being a battle keeps it (310.8g), and the creature that was attacking it still
            // has its protector as defending player (508.5).
            Target::Object(permanent) => match self.obj(permanent).protector {
                Some(protector) => {
                    cite!("310.8d");
                    protector
                }
                None => self.controller(permanent),
            },
        }
    }
}
