//! The keyword abilities a card writes as keys of their own, with a value (`cycling = "{2}"`,
//! `crew = 2`, `dredge = 3`), rather than by name among its `keywords` (CR 702).

use super::raw::RawCard;
use crate::cards::KeywordSet;
use crate::generated::keyword_abilities::KeywordAbility as K;

/// The keyword abilities `c` prints by writing their keys: each one whose key is there. The
/// key's value is checked where it is read, and a bad one is a load error.
pub(super) fn written_as_keys(c: &RawCard) -> KeywordSet {
    let written = [
        (!c.kicker.is_empty(), K::Kicker),
        (c.buyback.is_some(), K::Buyback),
        (c.gift.is_some(), K::Gift),
        (c.backup.is_some(), K::Backup),
        (c.flashback.is_some(), K::Flashback),
        (c.affinity_for.is_some(), K::Affinity),
        (c.evoke.is_some(), K::Evoke),
        (c.dash.is_some(), K::Dash),
        (c.surge.is_some(), K::Surge),
        (c.spectacle.is_some(), K::Spectacle),
        (c.bestow.is_some(), K::Bestow),
        (c.vanishing.is_some(), K::Vanishing),
        (c.graft.is_some(), K::Graft),
        (c.devour.is_some(), K::Devour),
        (c.reinforce.is_some(), K::Reinforce),
        (c.transmute.is_some(), K::Transmute),
        (c.amplify.is_some(), K::Amplify),
        (c.bloodthirst.is_some(), K::Bloodthirst),
        (c.fading.is_some(), K::Fading),
        (c.modular.is_some(), K::Modular),
        // Typecycling is cycling (702.29f).
        (c.cycling.is_some() || c.typecycling.is_some(), K::Cycling),
        (c.scavenge.is_some(), K::Scavenge),
        (c.embalm.is_some(), K::Embalm),
        (c.eternalize.is_some(), K::Eternalize),
        (c.unearth.is_some(), K::Unearth),
        (c.outlast.is_some(), K::Outlast),
        // Commander ninjutsu is a variant of ninjutsu (702.49d).
        (c.ninjutsu.is_some() || c.commander_ninjutsu.is_some(), K::Ninjutsu),
        (c.level_up.is_some(), K::LevelUp),
        (c.fabricate.is_some(), K::Fabricate),
        (c.afterlife.is_some(), K::Afterlife),
        (c.bushido.is_some(), K::Bushido),
        (c.afflict.is_some(), K::Afflict),
        (c.rampage.is_some(), K::Rampage),
        (c.annihilator.is_some(), K::Annihilator),
        (c.poisonous.is_some(), K::Poisonous),
        (c.renown.is_some(), K::Renown),
        (c.soulshift.is_some(), K::Soulshift),
        (c.toxic.is_some(), K::Toxic),
        (c.morph.is_some(), K::Morph),
        (c.disguise.is_some(), K::Disguise),
        (!c.cumulative_upkeep.is_empty(), K::CumulativeUpkeep),
        (c.echo.is_some(), K::Echo),
        (c.ward.is_some(), K::Ward),
        (c.equip.is_some(), K::Equip),
        (c.fortify.is_some(), K::Fortify),
        (c.crew.is_some(), K::Crew),
        (c.aura_swap.is_some(), K::AuraSwap),
        (c.enchant.is_some(), K::Enchant),
        (c.splice.is_some(), K::Splice),
        (c.foretell.is_some(), K::Foretell),
        (c.madness.is_some(), K::Madness),
        (c.dredge.is_some(), K::Dredge),
        (c.escape.is_some(), K::Escape),
        (c.miracle.is_some(), K::Miracle),
    ];
    let mut set = KeywordSet::default();
    for (is_written, keyword) in written {
        if is_written {
            set.insert(keyword);
        }
    }
    set
}
