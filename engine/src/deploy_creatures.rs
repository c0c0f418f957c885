//! The deploy creatures option (CR 804): in a game between teams that uses it (the Emperor
//! variant always does, 804.1, 809.3b), each creature has the ability "{T}: Target teammate
//! gains control of this creature. Activate only as a sorcery." (804.2).
//!
//! The ability is listed after a creature's others ([`crate::game::Game::activated_abilities`])
//! as `ActivatedRef::Deploy`; a game without the option lists nothing more.

use std::sync::OnceLock;

use crate::cards::recipient::Recipient;
use crate::cards::resolved::Resolved;
use crate::cards::target::TargetKind;
use crate::cards::{AbilityCost, ActivatedAbility, TargetSlot};
use crate::continuous::{Duration, Modification};
use crate::game::{Game, ObjectId, Zone};
use crate::stack::{StackItem, Target};
use crate::{cite, rule};

/// The ability each creature has with the option: "{T}: Target teammate gains control of
/// this creature. Activate only as a sorcery." (804.2).
pub(crate) fn ability() -> &'static ActivatedAbility {
    static ABILITY: OnceLock<ActivatedAbility> = OnceLock::new();
    ABILITY.get_or_init(|| {
        ActivatedAbility::of_keyword(
            AbilityCost {
                mana: None,
                its_mana_cost: false,
                tap: true,
                actions: Vec::new(),
            },
            vec![TargetSlot::one(TargetKind::Teammate, None)],
            vec![Resolved::Deploy],
            Zone::Battlefield,
            true,
        )
    })
}

/// Whether `id` has the deploy ability now: the game uses the option and it is a creature
/// on the battlefield (804.2).
#[rule("804.2")]
pub(crate) fn has_it(game: &Game, id: ObjectId) -> bool {
    let has = game.deploy_creatures && game.obj(id).zone == Zone::Battlefield && game.is_creature(id);
    if has {
        cite!("804.2");
    }
    has
}

/// Resolves the deploy ability of `item`: its target teammate gains control of the creature,
/// for the rest of the game (804.2, 611.2a); nothing if the target is no longer legal
/// (608.2b) or the creature has left the battlefield.
#[rule("804.2")]
pub(crate) fn resolve(game: &mut Game, item: &StackItem) {
    let Some(&Target::Player(teammate)) = game.recipients(Recipient::Target(0), item).first() else {
        return;
    };
    let creature = item.source;
    if game
        .object(creature)
        .is_none_or(|o| o.gone || o.zone != Zone::Battlefield)
    {
        return;
    }
    game.add_effect(
        creature,
        teammate,
        vec![creature],
        vec![Modification::GainControl],
        Duration::Indefinite,
        cite!("804.2"),
    );
}
