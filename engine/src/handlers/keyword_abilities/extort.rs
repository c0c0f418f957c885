//! 702.101 Extort: "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent
//! loses 1 life and you gain life equal to the total life lost this way" (702.101a). A card
//! writes `Extort` in its keywords; the loader gives it the triggered ability [`ability`],
//! which [`pay_and_drain`] carries out as it resolves. A card's keywords are a set, so a
//! card file can't give one permanent two instances (702.101b).

use crate::cards::mana::{ManaCost, ManaType};
use crate::cards::resolved::Resolved;
use crate::cards::{TriggerEvent, TriggeredAbility};
use crate::continuous::{Filter, Whose};
use crate::game::{Game, Zone};
use crate::keywords::KeywordHooks;
use crate::stack::StackItem;
use crate::{cite, rule, Handled};

/// Reports extort as implemented: the loader builds its trigger ([`ability`]).
#[rule("702.101")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The extort trigger: "Whenever you cast a spell, you may pay {W/B}. If you do, …"
/// (702.101a).
#[rule("702.101a")]
pub fn ability() -> TriggeredAbility {
    TriggeredAbility {
        whose: Some(Filter {
            zone: Zone::Stack,
            whose: Whose::You,
            ..Filter::default()
        }),
        ..TriggeredAbility::own(TriggerEvent::Cast, None, vec![Resolved::Extort])
    }
}

/// As the extort ability `item` resolves, its controller may pay {W/B}; if they do, each
/// opponent loses 1 life and they gain life equal to the total life lost this way
/// (702.101a): an opponent whose loss was prevented or replaced counts for what they really
/// lost.
#[rule("702.101a")]
pub(crate) fn pay_and_drain(game: &mut Game, item: &StackItem) {
    let (source, player) = (item.source, item.controller);
    let Some(mana) = hybrid_paid_as(game, item) else {
        return;
    };
    if !game.pay_mana_on_resolution(player, mana, source) {
        return;
    }
    let mut lost = 0;
    for opponent in game.opponents(player).collect::<Vec<_>>() {
        let before = game.life_total(opponent);
        game.lose_life(opponent, 1, cite!("702.101a"));
        lost += u32::try_from(before - game.life_total(opponent)).unwrap_or(0);
    }
    game.gain_life(player, lost, cite!("702.101a"));
}

/// How {W/B} is paid: as {W} if its controller can pay that, else as {B} (107.4e: either
/// half pays a hybrid symbol); `None` if they can pay neither. The engine picks the half, not
/// the player: whichever they can pay costs them the same one mana.
fn hybrid_paid_as(game: &Game, item: &StackItem) -> Option<ManaCost> {
    let payable = |m: &ManaCost| {
        game.plan_payment(item.controller, m, &crate::action::Payment::Auto, &[])
            .is_ok()
    };
    [ManaType::White, ManaType::Black]
        .map(ManaCost::one)
        .into_iter()
        .find(payable)
}
