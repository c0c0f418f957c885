//! Counters a permanent enters with (CR 122.6): its printed loyalty and defense, the
//! keywords that give it counters as it enters, and "enters with N [kind] counters" printed
//! on it (614.1c).

use crate::cards::effect::CounterKind;
use crate::game::{Game, ObjectId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::midway::About;
use crate::{cite, rule};

impl Game {
    /// A permanent enters with as many loyalty counters as its printed loyalty (306.5b), as
    /// many defense counters as its printed defense (310.4b), with vanishing N, N time counters
    /// (702.63a), with fading N, N fade counters (702.32a), with modular, its +1/+1 counters
    /// (702.43a), with sunburst, a counter for each color of mana spent to cast it (702.44a),
    /// with graft N, N +1/+1 counters (702.58a),
    /// with bloodthirst N, N +1/+1 counters if an opponent was dealt damage this
    /// turn (702.54a), with riot, a +1/+1 counter or haste as its controller chooses
    /// (702.136a), with unleash, a +1/+1 counter if its controller chooses (702.98a), and
    /// escaped, the +1/+1 counters it escapes with (702.138c), with devour N, N +1/+1 counters
    /// for each creature sacrificed as it enters (702.82a), with amplify N, N for each card
    /// revealed (702.38a), and the counters its card says it enters with (614.1c):
    /// those it has as it enters, a copy's copied ones (707.5).
    #[rule("306.5b", "310.4b", "702.32a", "702.58a", "614.1c")]
    pub(crate) fn enters_with_counters(&mut self, id: ObjectId) {
        let printed = self.current(id);
        let (loyalty, defense) = (printed.loyalty.unwrap_or(0), printed.defense.unwrap_or(0));
        // The printed card behind a keyword the permanent has, whose value it enters with.
        let card = printed.abilities.printed.map(|card| self.pool.get(card));
        let with = |keyword: KeywordAbility| card.filter(|_| printed.has(keyword));
        let fading = with(KeywordAbility::Fading).and_then(|c| c.fading).unwrap_or(0);
        let graft = with(KeywordAbility::Graft).and_then(|c| c.graft);
        let devour = with(KeywordAbility::Devour).and_then(|c| c.devour);
        let amplify = with(KeywordAbility::Amplify).and_then(|c| c.amplify);
        let bloodthirst = with(KeywordAbility::Bloodthirst).and_then(|c| c.bloodthirst);
        let printed_counters = card.and_then(|c| c.enters_with_counters);
        let escapes_with = card
            .filter(|_| self.obj(id).escaped)
            .and_then(|c| c.escape.as_ref().map(|e| e.counters));
        let vanishing = printed.has(KeywordAbility::Vanishing);
        let riot = printed.has(KeywordAbility::Riot);
        let unleash = printed.has(KeywordAbility::Unleash);
        let sunburst = printed.has(KeywordAbility::Sunburst);
        if printed.has(KeywordAbility::Modular) {
            crate::handlers::keyword_abilities::modular::enters_with_counters(self, id);
        }
        if sunburst {
            crate::handlers::keyword_abilities::sunburst::enters_with_counters(self, id);
        }
        if let Some(n) = graft {
            self.add_counters_now(id, CounterKind::PlusOne, u32::from(n), cite!("702.58a"));
        }
        if let Some(n) = devour {
            crate::handlers::keyword_abilities::devour::enters(self, id, n);
        }
        if let Some(n) = amplify {
            crate::handlers::keyword_abilities::amplify::enters(self, id, n);
        }
        if fading > 0 {
            self.add_counters_now(id, CounterKind::Fade, u32::from(fading), cite!("702.32a"));
        }
        if loyalty > 0 {
            self.add_counters_now(id, CounterKind::Loyalty, loyalty as u32, cite!("306.5b"));
        }
        if self.sagas_possible {
            self.saga_enters(id);
        }
        if vanishing {
            crate::handlers::keyword_abilities::vanishing::enters_with_time_counters(self, id);
        }
        if let Some((kind, n)) = printed_counters {
            // "This permanent enters with N [kind] counters on it", printed on it: Divine
            // Intervention's two intervention counters.
            self.add_counters_now(id, kind, u32::from(n), cite!("614.1c"));
        }
        if let Some(n) = bloodthirst {
            crate::handlers::keyword_abilities::bloodthirst::enters_with_counters(self, id, n);
        }
        if let Some(n) = escapes_with {
            crate::handlers::keyword_abilities::escape::enters_with_counters(self, id, n);
        }
        if riot {
            crate::handlers::keyword_abilities::riot::enters(self, id);
        }
        if unleash {
            crate::handlers::keyword_abilities::unleash::enters(self, id);
        }
        if defense > 0 {
            self.add_counters_now(id, CounterKind::Defense, defense as u32, cite!("310.4b"));
        }
    }

    /// What `keyword` of the entering permanent `id` has its controller choose as it enters,
    /// one at a time among `options`, any number of them (devour's creatures, 702.82a;
    /// amplify's cards, 702.38a): none if there are none to choose from, or while the game
    /// stops to ask.
    pub(crate) fn choose_as_it_enters(
        &mut self,
        id: ObjectId,
        keyword: KeywordAbility,
        options: Vec<ObjectId>,
    ) -> Vec<ObjectId> {
        if options.is_empty() {
            return Vec::new();
        }
        let most = options.len();
        let chosen = self.pick_up_to(self.controller(id), options, most, |options| About::AsItEnters {
            object: id,
            keyword,
            options,
        });
        if self.stopped_to_ask() {
            return Vec::new();
        }
        chosen
    }
}
