//! 703.4a Immediately after the untap step begins, all phased-in permanents with phasing that the active player controls phase out, and all phased-out permanents that the active player controlled when they phased out phase in. This all happens simultaneously. See rule 502.1.

use crate::game::{Game, ObjectId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::handlers::keyword_abilities::phasing;
use crate::stack::Target;
use crate::{cite, rule, Handled};

/// Performs 703.4a: the active player's phased-in permanents with phasing phase out, and the
/// permanents that phased out directly under their control phase in, both sets decided
/// before either happens (702.26a). One attached to a permanent phasing out phases out only
/// indirectly, with it (702.26h). Games with no phasing look at nothing more than the
/// phased-out list and the permanents' keywords.
#[rule("703.4a", "502.1", "702.26a", "702.26h")]
pub fn perform(game: &mut Game) -> Handled {
    let going: Vec<ObjectId> = game
        .battlefield
        .iter()
        .copied()
        .filter(|&id| game.is_active(game.controller(id)) && game.has(id, KeywordAbility::Phasing))
        .collect();
    let coming: Vec<ObjectId> = game
        .phased_out
        .iter()
        .copied()
        .filter(|&id| {
            let o = game.obj(id);
            game.is_active(o.controller) && !o.phased_indirectly
        })
        .collect();
    for &id in &going {
        let host_going = matches!(game.obj(id).attached_to, Some(Target::Object(host)) if going.contains(&host));
        if host_going {
            // It phases out with its host, only indirectly (702.26h).
            cite!("702.26h");
            continue;
        }
        phasing::phase_out(game, id, false, cite!("702.26a"));
    }
    for id in coming {
        phasing::phase_in(game, id, cite!("702.26a"));
    }
    Handled::Done
}
