//! Carrying out effect primitives (CR 608.2c): each instruction a resolving spell or
//! ability follows, and whom its recipients stand for. Damage (CR 120), life and counters,
//! and mana are in their own modules.

use crate::cards::effect::NameOf;
use crate::cards::recipient::Recipient;
use crate::cards::resolved::{Affected, Resolved};
use crate::continuous::{Duration, Modification};
use crate::game::{Game, ObjectId, PlayerId, Zone};
use crate::handlers::keyword_actions;
use crate::midway::{About, Question};
use crate::stack::{objects_among, StackItem, Target};
use crate::{cite, rule};

mod damage;
mod each_target;
mod life_and_counters;
mod mana;
mod objects;
mod players;

impl Game {
    /// The players and objects an effect's recipient stands for that it can affect: with the
    /// limited range of influence option, those within its controller's range (801.10).
    pub(crate) fn recipients(&self, recipient: Recipient, item: &StackItem) -> Vec<Target> {
        let mut recipients = self.recipients_anywhere(recipient, item);
        if self.range.is_some() {
            recipients.retain(|&t| crate::range_of_influence::affects(self, item.controller, t));
        }
        recipients
    }

    /// The players and objects an effect's recipient stands for. "This" and "that" name one
    /// particular object, whatever its characteristics now (700.7), even once it has changed
    /// names or become a copy of something else (707.11): a triggered ability's "that" is the
    /// object its trigger event named, even if it changed since (608.2k).
    #[rule("700.7", "608.2k", "608.2h", "707.11")]
    fn recipients_anywhere(&self, recipient: Recipient, item: &StackItem) -> Vec<Target> {
        match recipient {
            Recipient::Target(slot) => item.choices.targets_in(slot).collect(),
            Recipient::You => vec![Target::Player(item.controller)],
            Recipient::This => {
                cite!("700.7");
                if self.copied_abilities(item.source).is_some() {
                    // Even one that became a copy of something else since (707.11).
                    cite!("707.11");
                }
                vec![Target::Object(item.source)]
            }
            Recipient::That => {
                cite!("700.7");
                if matches!(item.kind, crate::stack::StackKind::Triggered { .. }) {
                    // The object its trigger event named, whatever it has become (608.2k).
                    cite!("608.2k");
                }
                item.choices
                    .that
                    .into_iter()
                    .flat_map(|id| self.found(id))
                    .map(Target::Object)
                    .collect()
            }
            Recipient::Exiled => self
                .acted_on
                .iter()
                .flat_map(|&id| self.found(id))
                .map(Target::Object)
                .collect(),
            Recipient::Created => self.acted_on.iter().map(|&id| Target::Object(id)).collect(),
            Recipient::ThatPlayer => item.choices.that_player.map(Target::Player).into_iter().collect(),
            Recipient::ThatsController => item
                .choices
                .that
                .map(|id| Target::Player(self.controller(id)))
                .into_iter()
                .collect(),
            Recipient::ThatPlayersOpponents => item
                .choices
                .that_player
                .into_iter()
                .flat_map(|p| self.opponents(p))
                .map(Target::Player)
                .collect(),
            Recipient::TargetsController => {
                let mut players: Vec<Target> = Vec::new();
                for t in item.choices.targets_in(0) {
                    if let Target::Object(id) = t {
                        if self.obj(id).gone {
                            // Of an object that left its zone, its last known controller
                            // (608.2h).
                            cite!("608.2h");
                        }
                        let controller = Target::Player(self.controller(id));
                        if !players.contains(&controller) {
                            players.push(controller);
                        }
                    }
                }
                players
            }
            Recipient::ActivePlayer => vec![Target::Player(self.turn.active)],
            Recipient::DefendingPlayer => self
                .defending_player_of(item.source)
                .map(Target::Player)
                .into_iter()
                .collect(),
            Recipient::PaidWith => item.choices.paid_with.iter().map(|&id| Target::Object(id)).collect(),
            Recipient::Chosen => self.chosen_card.map(Target::Object).into_iter().collect(),
            Recipient::Voted => self.voted.iter().map(|&id| Target::Object(id)).collect(),
            Recipient::EachOpponent => self.opponents(item.controller).map(Target::Player).collect(),
            Recipient::EachPlayer => self.active_players().map(|(p, _)| Target::Player(p)).collect(),
            Recipient::EachCreature => self
                .battlefield
                .iter()
                .copied()
                .filter(|&id| self.is_creature(id))
                .map(Target::Object)
                .collect(),
            Recipient::EachOtherAttackingCreature => self
                .combat
                .attackers
                .iter()
                .map(|a| a.creature)
                .filter(|&id| id != item.source && self.is_creature(id))
                .map(Target::Object)
                .collect(),
        }
    }

    /// Follows one instruction of a resolving spell or ability (608.2c): each kind of
    /// instruction is carried out in its own function (`objects`, `players`, `mana`, or its
    /// keyword action's handler), which cites the rules it follows; this dispatch cites none,
    /// so a new kind of instruction leaves the others' mutation records fresh.
    pub(crate) fn perform_effect(&mut self, effect: &Resolved, item: &StackItem) {
        let source = item.source;
        match *effect {
            Resolved::DealDamage(amount, to, instead) => objects::deal_damage(self, item, amount, to, instead),
            Resolved::Destroy(what, regenerable) => objects::destroy(self, item, what, regenerable),
            Resolved::ReturnToHand(what) => objects::return_to_hand(self, item, what),
            Resolved::Transform(what) => objects::transform(self, item, what),
            Resolved::Flip(what) => {
                for id in self.affected(what, item) {
                    crate::flip_cards::flip(self, id);
                }
            }
            Resolved::PutOntoBattlefield(what, yours, counter) => {
                objects::put_onto_battlefield(self, item, what, yours, counter);
            }
            Resolved::Meld => keyword_actions::meld::exile_and_meld(self, item),
            Resolved::Explore => keyword_actions::explore::explore(self, item),
            Resolved::PutTopFaceDown(how) => keyword_actions::manifest::put_top_face_down(self, item, how),
            Resolved::ManifestDread => keyword_actions::manifest_dread::manifest_dread(self, item),
            Resolved::Draw(count, who) => players::draw(self, item, count, who),
            Resolved::GainLife(amount, who) => players::gain_life(self, item, amount, who),
            Resolved::LoseLife(amount, who) => players::lose_life(self, item, amount, who),
            Resolved::Pump(power, toughness, what) => objects::pump(self, item, power, toughness, what),
            Resolved::CreateToken(token, count, who) => objects::create_tokens(self, item, token, count, who),
            Resolved::Counter(what) => objects::counter(self, item, what),
            Resolved::AddManaOfAnyColor(amount) => mana::add_mana_of_any_color(self, item, amount),
            Resolved::AddManaOfCommanderColor => mana::add_mana_of_commander_color(self, item),
            Resolved::AddMana(ref m, times) => mana::add_mana(self, item, m, times),
            Resolved::AddManaNotForGeneric(ref m) => mana::add_mana_not_for_generic(self, item, m),
            Resolved::AddManaOfChosenColor => mana::add_mana_of_chosen_color(self, item),
            Resolved::AddManaThatLandProduced => mana::add_mana_that_land_produced(self, item),
            Resolved::May(ref then) => self.perform_optional(then, item),
            Resolved::Discard(count, who) => players::discard(self, item, count, who),
            Resolved::Mill(count, who) => players::mill(self, item, count, who),
            Resolved::ExileTop(count, who) => players::exile_top(self, item, count, who),
            Resolved::RevealTopIntoHand(who) => players::reveal_top_into_hand(self, item, who),
            Resolved::ForEachTarget(slot, ref then) => each_target::for_each_target(self, item, slot, then),
            Resolved::Scry(count, who) => players::scry(self, item, count, who),
            Resolved::Fateseal(count) => players::fateseal(self, item, count),
            Resolved::Vote(ref among) => keyword_actions::vote::vote(self, item, among),
            Resolved::PutOnTopOfOwnersLibrary(what) => objects::put_on_top_of_owners_library(self, item, what),
            Resolved::Surveil(count, who) => players::surveil(self, item, count, who),
            Resolved::SeparateIntoPiles(count, you_separate) => {
                players::separate_into_piles(self, item, count, you_separate);
            }
            Resolved::Search(ref s) => {
                let players = self.players_of(s.who, item);
                match s.library.map(|whose| self.players_of(whose, item)) {
                    None => keyword_actions::search::search(self, players, s, source, item.controller, None),
                    Some(owners) => {
                        if let Some(&owner) = owners.first() {
                            keyword_actions::search::search(self, players, s, source, item.controller, Some(owner));
                        }
                    }
                }
            }
            Resolved::DiscardHand(who) => players::discard_hand(self, item, who),
            Resolved::ChooseFromHand(who, ref which, theirs) => {
                players::choose_from_hand(self, item, who, which.as_deref(), theirs)
            }
            Resolved::ChoosePermanent(ref which) => objects::choose_permanent(self, item, which),
            Resolved::ChooseExiledWithThis => self.choose_exiled_with_this(item),
            Resolved::ReturnOthersExiledWithThis => self.return_others_exiled_with_this(item),
            Resolved::KeywordCopy(keyword) => keyword.create(self, item),
            Resolved::Graft => crate::handlers::keyword_abilities::graft::move_counter(self, item),
            Resolved::CreateTokenAttached(token, to) => objects::create_token_attached(self, item, token, to),
            Resolved::CreateTokenCopy(of) => objects::create_token_copies(self, item, of),
            Resolved::ExileCardsNamed(whose, name_of) => {
                let named = match name_of {
                    NameOf::Target => objects_among(item.choices.targets_in(0)).first().copied(),
                    NameOf::Chosen => self.chosen_card,
                };
                for p in self.players_of(whose, item) {
                    keyword_actions::search::exile_cards_named(self, item.controller, p, named);
                }
            }
            Resolved::ShuffleIntoLibrary(ref zones, who) => players::shuffle_into_library(self, item, zones, who),
            Resolved::ChooseNewTargets(what) => {
                for spell in self.objects_of(what, item) {
                    self.choose_new_targets(item.controller, spell);
                }
            }
            Resolved::ShuffleIntoOwnersLibrary(what, into_library_of) => {
                objects::shuffle_into_owners_library(self, item, what, into_library_of);
            }
            Resolved::SetLife(amount, who) => players::set_life(self, item, amount, who),
            Resolved::LoseGame(who) => players::lose_game(self, item, who),
            Resolved::DoubleLife(who) => {
                for p in self.players_of(who, item) {
                    keyword_actions::double::double_life_total(self, p);
                }
            }
            Resolved::DoublePower(what, and_toughness) => {
                keyword_actions::double::double_power(self, item, what, and_toughness);
            }
            Resolved::TriplePower(what, and_toughness) => {
                keyword_actions::triple::triple_power(self, item, what, and_toughness);
            }
            Resolved::LoseAllPoisonCounters(who, damage) => players::lose_all_poison_counters(self, item, who, damage),
            Resolved::Goad(what) => keyword_actions::goad::goad(self, item, what),
            Resolved::Amass(subtype, count, token) => keyword_actions::amass::amass(self, item, subtype, count, token),
            Resolved::Adapt(count) => keyword_actions::adapt::adapt(self, item, count),
            Resolved::Bolster(count) => keyword_actions::bolster::bolster(self, item, count),
            Resolved::Investigate(clue) => keyword_actions::investigate::investigate(self, item, clue),
            Resolved::GiveGift(gift) => crate::handlers::keyword_abilities::gift::give(self, item, gift),
            Resolved::BecomeMonarch(who) => crate::monarch::become_monarch(self, item, who),
            Resolved::HasGivenGift => crate::handlers::keyword_abilities::gift::has_given(self, item),
            Resolved::Proliferate => keyword_actions::proliferate::proliferate(self, item),
            Resolved::Roll(ref roll) => crate::dice::roll(self, item, roll),
            Resolved::Clash(ref if_you_win) => keyword_actions::clash::clash_with_an_opponent(self, item, if_you_win),
            Resolved::Populate => keyword_actions::populate::populate(self, item),
            Resolved::Monstrosity(count) => keyword_actions::monstrosity::monstrosity(self, item, count),
            Resolved::DoubleCounters(kind, what) => keyword_actions::double::double_counters(self, item, kind, what),
            Resolved::DoubleMana(who) => {
                for p in self.players_of(who, item) {
                    keyword_actions::double::double_mana(self, p);
                }
            }
            Resolved::Tap(what) => objects::tap(self, item, what),
            Resolved::PhaseOut(what) => objects::phase_out(self, item, what),
            Resolved::Fight(what, with) => keyword_actions::fight::fight(self, item, what, with),
            Resolved::Untap(what) => objects::untap(self, item, what),
            Resolved::Attach(to) => keyword_actions::attach::attach_to_recipient(self, item, to),
            Resolved::Station => crate::handlers::keyword_abilities::station::resolve(self, item),
            Resolved::Scavenge => crate::handlers::keyword_abilities::scavenge::resolve(self, item),
            Resolved::Exploit => crate::handlers::keyword_abilities::exploit::resolve(self, item),
            Resolved::Fabricate(n, servo) => {
                crate::handlers::keyword_abilities::fabricate::resolve(self, item, n, servo)
            }
            Resolved::Ninjutsu => crate::handlers::keyword_abilities::ninjutsu::resolve(self, item),
            Resolved::Rebound => crate::handlers::keyword_abilities::rebound::cast_again(self, item),
            Resolved::Renown(n) => crate::handlers::keyword_abilities::renown::resolve(self, item, n),
            Resolved::Unearth(exiles) => crate::handlers::keyword_abilities::unearth::resolve(self, item, exiles),
            Resolved::Deploy => crate::deploy_creatures::resolve(self, item),
            Resolved::AuraSwap => crate::handlers::keyword_abilities::aura_swap::exchange(self, item),
            Resolved::PutCounters(kind, count, what) => objects::put_counters(self, item, kind, count, what),
            Resolved::ReturnToBattlefield(tapped) => objects::return_to_battlefield(self, item, tapped),
            Resolved::Exile(what, linked) => objects::exile(self, item, what, linked),
            Resolved::CumulativeUpkeep(ref cost) => {
                crate::handlers::keyword_abilities::cumulative_upkeep::pay_or_sacrifice(self, item, cost);
            }
            Resolved::CounterUnlessPaid(cost) => {
                crate::handlers::keyword_abilities::ward::counter_unless_paid(self, item, cost);
            }
            Resolved::PutExiledWithThis(ref which) => self.put_exiled_with_this(item, which.as_ref()),
            Resolved::ShareKeywords(affected, keywords, duration) => {
                crate::keywords::sharing::share(self, item, affected, keywords, duration);
            }
            Resolved::GainActivatedAbilities(what, of, duration) => {
                objects::gain_activated_abilities(self, item, what, of, duration);
            }
            Resolved::CopySpell(what, ref except, targets) => {
                for spell in self.objects_of(what, item) {
                    if let Some(targets) = self.copy_targets(targets, item, spell) {
                        self.copy_spell(item.controller, spell, except, targets, item.source);
                    }
                }
            }
            Resolved::BecomeCopy(what, of, ref except, duration) => {
                objects::become_copy(self, item, what, of, except, duration);
            }
            Resolved::ExchangeControl(what) => {
                let permanents = self.objects_of(what, item);
                keyword_actions::exchange::exchange_control(self, item, &permanents);
            }
            Resolved::ExchangeLifeTotals(who) => {
                let players = self.players_of(who, item);
                keyword_actions::exchange::exchange_life_totals(self, item, &players);
            }
            Resolved::Sacrifice(what) => objects::sacrifice(self, item, what),
            Resolved::Sacrifices(who, count, ref what) => {
                let count = self.amount(count, item);
                let players = self.players_of(who, item);
                keyword_actions::sacrifice::sacrifice_chosen(self, &players, count, what, item.source);
            }
            Resolved::WinGame(who) => players::win_game(self, item, who),
            Resolved::GameIsADraw => players::game_is_a_draw(self, item),
            Resolved::RedistributeLifeTotals => players::redistribute_life_totals(self, item),
            Resolved::Echo(cost) => crate::handlers::keyword_abilities::echo::pay_or_sacrifice(self, item, cost),
            Resolved::Extort => crate::handlers::keyword_abilities::extort::pay_and_drain(self, item),
            Resolved::Melee => crate::handlers::keyword_abilities::melee::pump(self, item),
            Resolved::Poisonous(n) => crate::handlers::keyword_abilities::poisonous::poison(self, item, n),
            Resolved::ControlNextTurn(who) => players::control_next_turn(self, item, who),
            Resolved::ExtraTurn(who) => {
                let players = self.players_of(who, item);
                for player in self.one_turn_for_each_team(players) {
                    self.add_extra_turn(player);
                }
            }
            Resolved::PlayAdditionalLand(who) => {
                for player in self.players_of(who, item) {
                    self.allow_additional_land(player);
                }
            }
            Resolved::Delay(index) => self.create_delayed(index, item),
            Resolved::If(ref c) => {
                // The condition is checked as the instruction is followed (608.2c).
                let branch = if self.holds(&c.condition, item) {
                    &c.then
                } else {
                    &c.otherwise
                };
                for effect in branch {
                    self.perform_effect(effect, item);
                }
            }
            Resolved::Pay(ref p) => {
                // "If you do" checks whether the cost was paid, whatever happened after
                // (118.12).
                let remember = p.when_you_do.is_some();
                let paid = self.pay_on_resolution(item.controller, source, &p.cost, p.may, remember);
                if self.stopped_to_ask() {
                    return;
                }
                if let (Some(with), Some(index)) = (&paid, p.when_you_do) {
                    self.when_you_do(index, item, with.first().copied());
                }
                for effect in if paid.is_some() { &p.then } else { &p.otherwise } {
                    self.perform_effect(effect, item);
                }
            }
            Resolved::Continuous(affected, ref modifications, duration) => {
                self.begin_effect(item, affected, modifications, duration);
            }
            Resolved::Shield(kind, on) => match on {
                Some(r) => {
                    for target in self.live_recipients(r, item) {
                        self.add_shield(kind, Some(target), source, item.controller);
                    }
                }
                None => self.add_shield(kind, None, source, item.controller),
            },
            Resolved::RedirectDamage(amount, from, to) => {
                let amount = self.amount(amount, item);
                let from = self.live_recipients(from, item).first().copied();
                let to = self.live_recipients(to, item).first().copied();
                // With either target gone, there is nothing to redirect from or to.
                if let (Some(from), Some(to), true) = (from, to, amount > 0) {
                    self.add_shield(
                        crate::replacement::shield::ShieldKind::RedirectNext { amount, to },
                        Some(from),
                        source,
                        item.controller,
                    );
                }
            }
            Resolved::CantThisTurn(cant) => self.add_cant(cant, source, item.controller, false),
            Resolved::CantForTheRestOfTheGame(event, who) => self.cant_for_the_rest_of_the_game(item, event, who),
            Resolved::Wish(types) => self.wish(item, types),
            Resolved::RestartGame => self.request_restart(item),
            Resolved::End(ending) => self.begin_ending(ending),
            Resolved::PlaySubgame(losers_lose_half_life) => {
                self.subgame = Some(crate::subgames::AfterSubgame { losers_lose_half_life });
            }
            Resolved::AttacksThisTurnIfAble(what) => {
                for creature in self.objects_of(what, item) {
                    self.add_attack_requirement(creature, source);
                }
            }
            Resolved::ExileGraveyards(who) => players::exile_graveyards(self, item, who),
        }
    }

    /// "You may …": its controller chooses as it resolves whether to follow the instructions
    /// (603.5, 608.2d).
    #[rule("603.5")]
    fn perform_optional(&mut self, then: &[Resolved], item: &StackItem) {
        let about = About::May { source: item.source };
        let answer = self.ask(Question {
            player: item.controller,
            about,
        });
        if self.stopped_to_ask() || answer != 0 {
            return;
        }
        cite!("603.5");
        for effect in then {
            self.perform_effect(effect, item);
        }
    }

    /// A resolving spell or ability creates a continuous effect (611.2) on the objects it
    /// names or that match its description now (611.2c). A "for as long as you control
    /// [this]" effect whose duration never starts does nothing (611.2b).
    #[rule("611.2b")]
    fn begin_effect(
        &mut self,
        item: &StackItem,
        affected: Affected,
        modifications: &[Modification],
        duration: Duration,
    ) {
        if duration == Duration::WhileYouControlSource {
            let source = self.obj(item.source);
            if source.gone || source.zone != Zone::Battlefield || self.controller(item.source) != item.controller {
                cite!("611.2b");
                return;
            }
        }
        let objects = self.affected(affected, item);
        self.add_effect(
            item.source,
            item.controller,
            objects,
            modifications.iter().map(|m| m.with_x(item.choices.x)).collect(),
            duration,
            cite!("611.2c"),
        );
    }

    /// The objects an effect that finds the new object `id` (400.7) finds: `id`, and for a
    /// card a melded permanent became, the other card it became too (712.21c).
    pub(crate) fn found(&self, id: ObjectId) -> impl Iterator<Item = ObjectId> {
        let other = self.obj(id).melded_with;
        if other.is_some() {
            cite!("712.21c");
        }
        std::iter::once(id).chain(other)
    }

    /// The players a recipient stands for as `item` resolves. In a game of shared team turns
    /// "the active player" is one player of the active team, whom the controller of `item`
    /// chooses now, as its effect is applied (805.9).
    pub(crate) fn players_of(&mut self, recipient: Recipient, item: &StackItem) -> Vec<PlayerId> {
        if recipient == Recipient::ActivePlayer && self.two_headed_giant {
            return vec![self.active_player_chosen_by(item.controller)];
        }
        self.players_named(recipient, item)
    }

    /// The players a recipient stands for, as [`Game::players_of`] finds them, without a
    /// choice: "the active player" is the one whose turn it is.
    pub(crate) fn players_named(&self, recipient: Recipient, item: &StackItem) -> Vec<PlayerId> {
        self.recipients(recipient, item)
            .into_iter()
            .filter_map(|t| match t {
                Target::Player(p) => Some(p),
                Target::Object(_) => None,
            })
            .collect()
    }

    /// The players and objects a recipient stands for, without objects that left where they
    /// were (400.7).
    #[rule("603.7c")]
    fn live_recipients(&self, recipient: Recipient, item: &StackItem) -> Vec<Target> {
        if matches!(item.kind, crate::stack::StackKind::Delayed { .. }) {
            // A delayed ability still affects the object it refers to, whatever it has
            // become, but not once it has left its zone (603.7c).
            cite!("603.7c");
        }
        let mut targets = self.recipients(recipient, item);
        targets.retain(|t| !matches!(*t, Target::Object(id) if self.obj(id).gone));
        targets
    }

    /// The objects an effect acts on: those a recipient stands for that still exist where
    /// they were, or those a filter matches now (611.2c).
    pub(crate) fn affected(&self, affected: Affected, item: &StackItem) -> Vec<ObjectId> {
        match affected {
            Affected::Recipient(r) => self.objects_of(r, item),
            Affected::Each(filter) => self.matching(&filter, item.source, item.controller).collect(),
        }
    }

    /// The objects a recipient stands for that still exist where they were.
    pub(crate) fn objects_of(&self, recipient: Recipient, item: &StackItem) -> Vec<ObjectId> {
        objects_among(self.live_recipients(recipient, item))
    }
}
