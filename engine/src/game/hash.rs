//! A hash of the whole game state, for replays and determinism checks.

use std::hash::{Hash, Hasher};

use xxhash_rust::xxh3::Xxh3;

use crate::game::Game;

impl Game {
    /// A 64-bit hash of everything that decides how the game goes on: players, objects,
    /// zones, the turn, combat, the stack, the pending decision, the result and the random
    /// generator (not the log, which only records). XXH3 makes it stable across runs and
    /// platforms of the same word size.
    pub fn state_hash(&self) -> u64 {
        let mut h = Xxh3::new();
        self.players.hash(&mut h);
        self.objects.hash(&mut h);
        self.battlefield.hash(&mut h);
        self.stack.hash(&mut h);
        self.waiting_triggers.hash(&mut h);
        self.delayed.hash(&mut h);
        self.exile.hash(&mut h);
        self.command.hash(&mut h);
        self.turn.hash(&mut h);
        self.combat.hash(&mut h);
        self.pending.hash(&mut h);
        self.result.hash(&mut h);
        self.flow.hash(&mut h);
        self.rng.hash(&mut h);
        self.continuous.hash(&mut h);
        self.replacements.hash(&mut h);
        self.midway.hash(&mut h);
        self.sba_choices.hash(&mut h);
        self.announcing.hash(&mut h);
        self.day_night.hash(&mut h);
        self.monarch.hash(&mut h);
        self.active_player_spells.hash(&mut h);
        self.foretold.hash(&mut h);
        self.extra_turns.hash(&mut h);
        self.grand_melee.hash(&mut h);
        h.finish()
    }
}
