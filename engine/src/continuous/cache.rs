//! The computed characteristics, kept until the game changes.
//!
//! Reads go through `&Game` (legal actions, checks), so the table is filled on first read
//! after a change ([`std::cell::OnceCell`]) and emptied by every change (which has `&mut
//! Game`). The emptied table's memory is kept for the next computation.

use std::cell::{Cell, OnceCell};

use super::{layers, Computed};
use crate::game::{Game, ObjectId};

/// Computed characteristics by object, for the objects effects can touch.
#[derive(Debug, Default)]
pub(crate) struct Table {
    /// For each object ID, its position in `entries`, or [`Table::NONE`].
    slots: Vec<u32>,
    entries: Vec<(ObjectId, Computed)>,
    /// Whether an effect counts cards in hands or graveyards, so that any zone change can
    /// change what it does.
    pub(crate) counts_zones: bool,
}

impl Table {
    const NONE: u32 = u32::MAX;

    /// The entry of `id`, if the layers computed one.
    pub(crate) fn get(&self, id: ObjectId) -> Option<&Computed> {
        let slot = *self.slots.get(id.0 as usize)?;
        self.entries.get(slot as usize).map(|(_, c)| c)
    }

    /// Starts again with `objects` objects and an entry for each of `ids`, keeping the memory.
    pub(crate) fn reset(&mut self, objects: usize, ids: impl Iterator<Item = (ObjectId, Computed)>) {
        self.slots.clear();
        self.slots.resize(objects, Table::NONE);
        self.entries.clear();
        for (id, computed) in ids {
            if let Some(slot) = self.slots.get_mut(id.0 as usize) {
                if *slot == Table::NONE {
                    *slot = self.entries.len() as u32;
                    self.entries.push((id, computed));
                }
            }
        }
    }

    /// The entries to work on, and the slots that find them by object.
    pub(crate) fn parts(&mut self) -> (&[u32], &mut Vec<(ObjectId, Computed)>) {
        (&self.slots, &mut self.entries)
    }
}

/// The cache: the table when it is current, and a spare allocation.
#[derive(Default)]
pub(crate) struct LayerCache {
    table: OnceCell<Box<Table>>,
    spare: Cell<Option<Box<Table>>>,
}

impl LayerCache {
    /// The table, computed first if the game changed since.
    pub(crate) fn table(&self, game: &Game) -> &Table {
        self.table.get_or_init(|| {
            let mut table = self.spare.take().unwrap_or_default();
            layers::compute(game, &mut table);
            table
        })
    }

    /// Whether a table is kept: computed since the game last changed.
    pub(crate) fn is_computed(&self) -> bool {
        self.table.get().is_some()
    }

    /// Whether the current table has an effect that counts cards in hands or graveyards.
    pub(crate) fn counts_zones(&self) -> bool {
        self.table.get().is_some_and(|t| t.counts_zones)
    }

    /// Forgets the table (the game changed); its memory is kept for the next one.
    pub(crate) fn invalidate(&mut self) {
        if let Some(table) = self.table.take() {
            self.spare.set(Some(table));
        }
    }
}

/// A clone starts without a table: it is computed again when read.
impl Clone for LayerCache {
    fn clone(&self) -> LayerCache {
        LayerCache::default()
    }
}

impl std::fmt::Debug for LayerCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.table.get().is_some() {
            "LayerCache(current)"
        } else {
            "LayerCache(empty)"
        })
    }
}
