//! The game's random number generator: xoshiro256++ seeded through SplitMix64, and the
//! dice results players rolled themselves.
//!
//! It lives inside the game state, so a seed and a list of actions reproduce a game exactly,
//! and a cloned game continues with the same random choices as the original.

use crate::rule;

/// A small, fast, seedable generator (not for cryptography).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rng {
    state: [u64; 4],
    /// Natural results of dice rolled another way (706.1b), the next one last.
    loaded: Vec<u32>,
}

impl Rng {
    /// A generator whose whole sequence is determined by `seed`.
    pub fn new(seed: u64) -> Rng {
        let mut sm = seed;
        let mut next = || {
            sm = sm.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = sm;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        Rng {
            state: [next(), next(), next(), next()],
            loaded: Vec::new(),
        }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let s = &mut self.state;
        let result = s[0].wrapping_add(s[3]).rotate_left(23).wrapping_add(s[0]);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        result
    }

    /// A number in `0..n` (`n > 0`), without modulo bias worth measuring for game sizes
    /// (Lemire's multiply-shift).
    pub fn below(&mut self, n: usize) -> usize {
        debug_assert!(n > 0, "below(0)");
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }

    /// The natural result of rolling a `sides`-sided die (`sides > 0`), each of 1 to `sides`
    /// equally likely (706.1a): the next result [`Rng::load`] was given, when the die can
    /// show it; otherwise the generator's, a digital substitute with the same equally likely
    /// outcomes (706.1b). A loaded result the die can't show is passed over.
    #[rule("706.1a", "706.1b")]
    pub fn roll(&mut self, sides: u32) -> u32 {
        while let Some(loaded) = self.loaded.pop() {
            if (1..=sides).contains(&loaded) {
                return loaded;
            }
        }
        // `below` returns less than `sides`, which is a u32.
        1 + self.below(sides as usize) as u32
    }

    /// Makes the next dice rolled, after those loaded earlier, show `results`, in this order,
    /// rather than the generator's: the players rolled real dice (706.1b).
    pub fn load(&mut self, results: &[u32]) {
        self.loaded.splice(0..0, results.iter().rev().copied());
    }

    /// Shuffles `items` uniformly (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Rng;

    #[test]
    fn same_seed_same_sequence_other_seed_other_sequence() {
        let a: Vec<u64> = (0..8).scan(Rng::new(7), |r, _| Some(r.next_u64())).collect();
        let b: Vec<u64> = (0..8).scan(Rng::new(7), |r, _| Some(r.next_u64())).collect();
        let c: Vec<u64> = (0..8).scan(Rng::new(8), |r, _| Some(r.next_u64())).collect();
        assert_eq!(a, b);
        assert_ne!(a, c);
    }

    #[test]
    fn a_die_shows_each_side_equally_often_and_loaded_results_first() {
        let mut rng = Rng::new(3);
        let mut seen = [0u32; 21];
        for _ in 0..20_000 {
            seen[rng.roll(20) as usize] += 1;
        }
        assert_eq!(seen[0], 0, "a d20 never shows 0");
        assert!(seen[1..].iter().all(|&n| (850..1150).contains(&n)), "{seen:?}");
        rng.load(&[4, 25, 6]);
        assert_eq!(rng.roll(20), 4);
        // 25 doesn't fit a d20: passed over for the next loaded result.
        assert_eq!(rng.roll(20), 6);
        assert!((1..=6).contains(&rng.roll(6)));
        assert_eq!(rng.roll(1), 1);
    }

    #[test]
    fn below_stays_in_range_and_reaches_every_value() {
        let mut rng = Rng::new(1);
        let mut seen = [0u32; 6];
        for _ in 0..6000 {
            seen[rng.below(6)] += 1;
        }
        assert!(seen.iter().all(|&n| (800..1200).contains(&n)), "{seen:?}");
    }
}
