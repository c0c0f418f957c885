//! The table of every object a game has made (400.7: each zone change makes a new one),
//! shared chunk by chunk between a game and its clones: a clone copies no object, and a
//! write afterwards copies only the chunk it touches. A game whose cards can ask in the
//! middle of an action keeps a clone from before each action (`midway.rs`), and the table
//! grows all game long, so copying it whole made long games slow.

use std::hash::{Hash, Hasher};
use std::ops::{Index, IndexMut};
use std::sync::Arc;

use super::Object;

/// How many objects a chunk holds.
const CHUNK: usize = 64;

/// Every object, indexed by [`ObjectId`](super::ObjectId)'s number, in chunks shared
/// between clones until one of them writes.
#[derive(Clone, Debug, Default)]
pub struct ObjectTable {
    chunks: Vec<Arc<Vec<Object>>>,
    len: usize,
}

impl ObjectTable {
    /// How many objects the game has made.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether it has made none.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The `i`th object, if there is one.
    #[inline]
    pub fn get(&self, i: usize) -> Option<&Object> {
        self.chunks.get(i / CHUNK)?.get(i % CHUNK)
    }

    /// Adds an object at the end.
    pub fn push(&mut self, object: Object) {
        if self.len % CHUNK == 0 {
            self.chunks.push(Arc::new(Vec::with_capacity(CHUNK)));
        }
        let last = self.chunks.last_mut().expect("a chunk with room was pushed");
        Arc::make_mut(last).push(object);
        self.len += 1;
    }

    /// The objects, in the order they were made.
    pub fn iter(&self) -> impl Iterator<Item = &Object> + '_ {
        self.chunks.iter().flat_map(|c| c.iter())
    }
}

impl Index<usize> for ObjectTable {
    type Output = Object;

    #[inline]
    fn index(&self, i: usize) -> &Object {
        &self.chunks[i / CHUNK][i % CHUNK]
    }
}

impl IndexMut<usize> for ObjectTable {
    /// The `i`th object, its chunk copied first if a clone shares it.
    #[inline]
    fn index_mut(&mut self, i: usize) -> &mut Object {
        &mut Arc::make_mut(&mut self.chunks[i / CHUNK])[i % CHUNK]
    }
}

/// As a slice of the objects hashes (its length, then each object), so that a game's
/// [`state_hash`](super::Game::state_hash) does not depend on the chunks.
impl Hash for ObjectTable {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_usize(self.len);
        for object in self.iter() {
            object.hash(state);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::CardIdx;
    use crate::game::{PlayerId, Zone};

    fn object(card: u16) -> Object {
        Object::new(CardIdx(card), PlayerId(0), Zone::Library, false)
    }

    /// A write to a clone leaves the original as it was, across chunk boundaries, and both
    /// hash as the same objects in a slice would.
    #[test]
    fn clones_share_until_written() {
        let mut table = ObjectTable::default();
        for card in 0..(CHUNK as u16 * 2 + 3) {
            table.push(object(card));
        }
        assert_eq!(table.len(), CHUNK * 2 + 3);
        let mut copy = table.clone();
        copy[CHUNK + 1].tapped = true;
        copy.push(object(999));
        assert!(!table[CHUNK + 1].tapped);
        assert!(copy[CHUNK + 1].tapped);
        assert_eq!(table.len() + 1, copy.len());
        assert!(table.get(table.len()).is_none());
        assert_eq!(copy.get(table.len()).map(|o| o.card), Some(CardIdx(999)));
        let cards: Vec<u16> = table.iter().map(|o| o.card.0).collect();
        assert_eq!(cards, (0..(CHUNK as u16 * 2 + 3)).collect::<Vec<_>>());
        let hash = |h: &dyn Fn(&mut std::collections::hash_map::DefaultHasher)| {
            let mut s = std::collections::hash_map::DefaultHasher::new();
            h(&mut s);
            s.finish()
        };
        let slice: Vec<Object> = table.iter().cloned().collect();
        assert_eq!(hash(&|s| table.hash(s)), hash(&|s| slice.hash(s)));
    }
}
