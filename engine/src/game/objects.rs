//! The store of every object a game has made, indexed by [`ObjectId`](super::ObjectId)
//! number. A game holds every object it ever made (a zone change makes a new one, 400.7),
//! most of them gone, and a game whose cards may ask questions is copied before each action
//! (`midway/`): copying every object each time cost more than playing. So a store that is
//! copied that way ([`Objects::share`]) keeps its objects in fixed-size chunks that copies
//! share, a chunk copied only when a game writes to it while another copy still holds it.
//! A game never copied that way keeps one plain list and pays nothing for it.

use super::object::Object;
use std::hash::{Hash, Hasher};
use std::ops::{Index, IndexMut};
use std::sync::Arc;

/// How many objects a shared chunk holds.
const CHUNK: usize = 64;

/// Every object a game has made, in the order made; see the module doc.
#[derive(Clone)]
pub struct Objects(Store);

/// How the objects are kept.
#[derive(Clone)]
enum Store {
    /// In one list: no copy shares them.
    Flat(Vec<Object>),
    /// In chunks of `CHUNK` (the last may hold fewer) that copies share.
    Chunked(Vec<Arc<Vec<Object>>>),
}

impl Default for Objects {
    fn default() -> Objects {
        Objects(Store::Flat(Vec::new()))
    }
}

impl Objects {
    /// How many objects there are.
    pub fn len(&self) -> usize {
        match &self.0 {
            Store::Flat(list) => list.len(),
            // Every chunk but the last is full.
            Store::Chunked(chunks) => chunks.last().map_or(0, |last| (chunks.len() - 1) * CHUNK + last.len()),
        }
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The object numbered `i`, if there is one.
    pub fn get(&self, i: usize) -> Option<&Object> {
        match &self.0 {
            Store::Flat(list) => list.get(i),
            Store::Chunked(chunks) => chunks.get(i / CHUNK).and_then(|chunk| chunk.get(i % CHUNK)),
        }
    }

    /// Each object, in the order made.
    pub fn iter(&self) -> impl Iterator<Item = &Object> + '_ {
        let (flat, chunked): (&[Object], &[Arc<Vec<Object>>]) = match &self.0 {
            Store::Flat(list) => (list, &[]),
            Store::Chunked(chunks) => (&[], chunks),
        };
        flat.iter().chain(chunked.iter().flat_map(|chunk| chunk.iter()))
    }

    /// Adds `object`, numbered [`Objects::len`] before.
    pub fn push(&mut self, object: Object) {
        match &mut self.0 {
            Store::Flat(list) => list.push(object),
            Store::Chunked(chunks) => match chunks.last_mut() {
                Some(last) if last.len() < CHUNK => Arc::make_mut(last).push(object),
                _ => {
                    let mut chunk = Vec::with_capacity(CHUNK);
                    chunk.push(object);
                    chunks.push(Arc::new(chunk));
                }
            },
        }
    }

    /// Keeps room for `additional` more objects.
    pub fn reserve(&mut self, additional: usize) {
        match &mut self.0 {
            Store::Flat(list) => list.reserve(additional),
            Store::Chunked(chunks) => chunks.reserve(additional.div_ceil(CHUNK)),
        }
    }

    /// Makes the store one that copies share from now on (chunked), for a game copied before
    /// each action: each copy then costs a handle per chunk, not a copy of every object.
    pub(crate) fn share(&mut self) {
        if let Store::Flat(list) = &mut self.0 {
            let list = std::mem::take(list);
            let mut chunks = Vec::with_capacity(list.len().div_ceil(CHUNK) + 1);
            let mut objects = list.into_iter().peekable();
            while objects.peek().is_some() {
                let mut chunk = Vec::with_capacity(CHUNK);
                chunk.extend(objects.by_ref().take(CHUNK));
                chunks.push(Arc::new(chunk));
            }
            self.0 = Store::Chunked(chunks);
        }
    }
}

impl Index<usize> for Objects {
    type Output = Object;

    fn index(&self, i: usize) -> &Object {
        match &self.0 {
            Store::Flat(list) => &list[i],
            Store::Chunked(chunks) => &chunks[i / CHUNK][i % CHUNK],
        }
    }
}

impl IndexMut<usize> for Objects {
    /// The object numbered `i`; a shared chunk is copied first if another game still holds it.
    fn index_mut(&mut self, i: usize) -> &mut Object {
        match &mut self.0 {
            Store::Flat(list) => &mut list[i],
            Store::Chunked(chunks) => &mut Arc::make_mut(&mut chunks[i / CHUNK])[i % CHUNK],
        }
    }
}

impl FromIterator<Object> for Objects {
    fn from_iter<I: IntoIterator<Item = Object>>(iter: I) -> Objects {
        Objects(Store::Flat(iter.into_iter().collect()))
    }
}

impl Extend<Object> for Objects {
    fn extend<I: IntoIterator<Item = Object>>(&mut self, iter: I) {
        for object in iter {
            self.push(object);
        }
    }
}

/// Two stores are equal when they hold equal objects in the same order, however kept.
impl PartialEq for Objects {
    fn eq(&self, other: &Objects) -> bool {
        self.len() == other.len() && self.iter().eq(other.iter())
    }
}

impl Eq for Objects {}

/// Hashes as the list of its objects does, so that a game's state hash doesn't depend on how
/// they are kept.
impl Hash for Objects {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_usize(self.len());
        for object in self.iter() {
            object.hash(state);
        }
    }
}

/// Lists the objects, as a list of them would.
impl std::fmt::Debug for Objects {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}
