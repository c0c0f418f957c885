//! Keywords granted with each of their variants (CR 702.1c): "creatures you control gain
//! flying until end of turn if a creature you control has flying. The same is true for …
//! landwalk, protection" (Concerted Effort).

use crate::cards::resolved::Affected;
use crate::cards::{CardDef, CardIdx, KeywordSet};
use crate::continuous::{Duration, Modification};
use crate::game::{Game, ObjectId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::stack::StackItem;
use crate::{cite, rule};

/// The keywords whose variants an effect grants one by one: landwalk (702.14a: "swampwalk",
/// "nonbasic landwalk") and protection (702.16a: "from black").
pub(crate) fn with_variants() -> KeywordSet {
    KeywordSet::of(&[KeywordAbility::Landwalk, KeywordAbility::Protection])
}

/// Which of landwalk and protection `card` has printed variants of.
pub(crate) fn variant_keywords(card: &CardDef) -> KeywordSet {
    let mut set = KeywordSet::default();
    if !card.landwalk.is_empty() {
        set.insert(KeywordAbility::Landwalk);
    }
    if !card.protection_from.is_empty() {
        set.insert(KeywordAbility::Protection);
    }
    set
}

impl Game {
    /// The cards whose `kw` variants (landwalk or protection) `id` has now: the card whose
    /// abilities it has, then those effects gave it theirs from (702.1c).
    pub(crate) fn variant_cards(&self, id: ObjectId, kw: KeywordAbility) -> impl Iterator<Item = CardIdx> + '_ {
        let granted = self.computed(id).map_or(&[][..], |c| &c.variants);
        self.ability_source(id).into_iter().chain(
            granted
                .iter()
                .filter(move |(_, which)| which.contains(kw))
                .map(|&(card, _)| card),
        )
    }
}

/// "[Affected] gain [keyword] if one of them has [keyword]. The same is true for [the
/// others]": each keyword of `keywords` one of the affected objects has, locked in as the
/// effect begins (611.2c); for landwalk and protection, each variant of it among them
/// (702.1c), from each card whose variants one of them has.
#[rule("702.1c")]
pub(crate) fn share(game: &mut Game, item: &StackItem, affected: Affected, keywords: KeywordSet, duration: Duration) {
    let objects = game.affected(affected, item);
    let mut shared = KeywordSet::default();
    let mut variants: Vec<(CardIdx, KeywordSet)> = Vec::new();
    for &id in &objects {
        let has = game.chars(id).abilities.keywords.intersection(keywords);
        shared = shared.with(has);
        for kw in has.intersection(with_variants()).iter() {
            for card in game.variant_cards(id, kw) {
                if !variant_keywords(game.pool.get(card)).contains(kw) {
                    continue;
                }
                cite!("702.1c");
                match variants.iter_mut().find(|(c, _)| *c == card) {
                    Some((_, which)) => which.insert(kw),
                    None => {
                        let mut which = KeywordSet::default();
                        which.insert(kw);
                        variants.push((card, which));
                    }
                }
            }
        }
    }
    if shared.is_empty() {
        return;
    }
    if variants
        .iter()
        .any(|(_, which)| which.contains(KeywordAbility::Protection))
    {
        // An object may now have protection its card doesn't print: its prevention effect
        // (702.16e) is looked for from now on.
        game.replacements.protection_granted = true;
    }
    let plain = shared.without(with_variants());
    let modifications = (!plain.is_empty())
        .then_some(Modification::AddKeywords(plain))
        .into_iter()
        .chain(
            variants
                .into_iter()
                .map(|(card, which)| Modification::GainVariantsOf(card, which)),
        )
        .collect();
    game.add_effect(
        item.source,
        item.controller,
        objects,
        modifications,
        duration,
        cite!("702.1c"),
    );
}
