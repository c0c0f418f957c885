//! The stack (CR 405) and resolving spells and abilities (CR 608).

use crate::cards::hybrid::PaidAs;
use crate::cards::mana::ManaCost;
use crate::cards::target::TargetKind;
use crate::cards::{AbilityText, CardIdx, CardTypes};
use crate::characteristics::ActivatedRef;
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId, Position, Zone};
use crate::{cite, rule};

/// What a spell or ability targets (115.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// A player.
    Player(PlayerId),
    /// An object: a permanent, or a spell on the stack.
    Object(ObjectId),
}

/// Which spell or ability on the stack: a number no other stack item of the game has, so
/// that "that spell or ability" (ward's, 702.21a) finds it wherever it is on the stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StackId(pub u32);

impl StackId {
    /// No stack item's: a triggered ability's as its conditions are looked at before it is
    /// put on the stack (IDs given out start at 1).
    pub const NOT_ON_STACK: StackId = StackId(0);
}

/// One spell or ability on the stack.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct StackItem {
    /// Which stack item it is.
    pub id: StackId,
    /// The spell's object; `None` for an ability (its source is `source`).
    pub object: Option<ObjectId>,
    /// The spell, or the permanent whose ability this is.
    pub source: ObjectId,
    /// What it is: the spell itself, or which ability of the source.
    pub kind: StackKind,
    /// Its controller (the player who cast or activated it, 112.2, 113.8).
    pub controller: PlayerId,
    /// What was announced for it.
    pub choices: Choices,
}

/// What is announced for a spell or ability as it is cast, activated or put on the stack
/// (601.2b–d, 602.2b, 603.3c–d).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Choices {
    /// The modes chosen, by index in printed order, in that order; a mode chosen more than
    /// once is here that many times (700.2, 700.2d).
    pub modes: Vec<u8>,
    /// The value of X (107.3a), 0 if it has none.
    pub x: u32,
    /// Its targets, each with the index of its instance of the word "target" in the text
    /// (115.1, 601.2c).
    pub targets: Vec<(u8, Target)>,
    /// How the amount it divides is divided among its targets (601.2d): each target's share.
    pub division: Vec<(Target, u32)>,
    /// The object "that" in its text stands for: for a delayed triggered ability, as its
    /// creator named it (603.7c); for a triggered ability, the other object of its trigger
    /// event.
    pub that: Option<ObjectId>,
    /// For a triggered ability, the player "that player" in its text stands for: the
    /// player of its trigger event.
    pub that_player: Option<PlayerId>,
    /// For a triggered ability, "that much": the amount of its trigger event.
    pub amount: u32,
    /// For a triggered ability, the spell or ability on the stack its trigger event names:
    /// ward's "that spell or ability" (702.21a).
    pub that_item: Option<StackId>,
    /// For a spell, the kicker costs its controller announced the intention to pay, bit `i`
    /// for the card's `i`th (601.2b, 702.33d).
    pub kicked: u8,
    /// For a spell with multikicker, how many times its controller announced the intention
    /// to pay it (702.33c); 0 otherwise.
    pub times_kicked: u8,
    /// For a spell with buyback, whether its controller announced the intention to pay its
    /// buyback cost (601.2b, 702.27a).
    pub bought_back: bool,
    /// For a spell cast from a graveyard, the keyword that lets it be, decided as it is
    /// announced (601.2b): flashback (702.34a), jump-start (702.133a) or retrace (702.81a).
    pub from_graveyard: Option<GraveyardKeyword>,
    /// For a spell cast from a hand, the alternative cost its controller announced the
    /// intention to pay rather than its mana cost, if any (601.2b, 118.9).
    pub alternative: Option<AlternativeCost>,
    /// How each hybrid and Phyrexian mana symbol of its total cost is paid, in order (601.2b).
    pub paid_as: Vec<PaidAs>,
    /// For a spell, whether it is cast transformed: its back face up on the stack (712.11a).
    pub transformed: bool,
    /// For a spell, the objects sacrificed or discarded to pay its additional costs, whose
    /// last known information is remembered (608.2h); a copy has its original's (707.10).
    pub paid_with: Vec<ObjectId>,
    /// For a spell, the cards spliced onto it from its caster's hand, in the order chosen,
    /// each with its splice cost (702.47a–b).
    pub spliced: Vec<(ObjectId, ManaCost)>,
    /// For a spell with cards spliced onto it, its text with theirs (702.47c); `None` for
    /// any other, whose text is its card's.
    pub text: Option<Box<AbilityText>>,
    /// The opponent its controller chose to make the choices its text gives to an opponent
    /// (801.5a), if it has such choices and an opponent to make them.
    pub chooser: Option<PlayerId>,
    /// For a spell with gift, the opponent its controller chose as they announced its optional
    /// costs, to whom its gift is promised (702.174a, 702.174k); `None` if they chose none.
    pub gift: Option<PlayerId>,
}

impl Choices {
    /// The targets chosen for the instance of the word "target" at `slot`.
    pub fn targets_in(&self, slot: u8) -> impl Iterator<Item = Target> + '_ {
        self.targets.iter().filter(move |(s, _)| *s == slot).map(|&(_, t)| t)
    }

    /// The optional costs announced, as the spell's total cost counts them.
    pub fn costs_chosen(&self) -> CostsChosen {
        CostsChosen {
            kicked: self.kicked,
            times_kicked: self.times_kicked,
            bought_back: self.bought_back,
            alternative: self.alternative,
            splice: (!self.spliced.is_empty()).then(|| {
                self.spliced
                    .iter()
                    .fold(ManaCost::default(), |total, (_, cost)| total.plus(cost))
            }),
        }
    }

    /// How much of the divided amount is given out so far (601.2d).
    pub fn divided(&self) -> u32 {
        self.division.iter().map(|&(_, n)| n).sum()
    }

    /// The share of the divided amount announced for `target` (601.2d).
    pub fn share_of(&self, target: Target) -> u32 {
        self.division.iter().find(|(t, _)| *t == target).map_or(0, |&(_, n)| n)
    }

    /// The choices as one part of a modal text sees them: the targets of its `count`
    /// instances of the word "target", which are numbered from `first` among all the parts,
    /// numbered from 0.
    pub(crate) fn of_part(&self, first: u8, count: usize) -> Choices {
        let end = usize::from(first) + count;
        Choices {
            modes: Vec::new(),
            x: self.x,
            targets: self
                .targets
                .iter()
                .filter(|&&(s, _)| s >= first && usize::from(s) < end)
                .map(|&(s, t)| (s - first, t))
                .collect(),
            division: self.division.clone(),
            that: self.that,
            that_player: self.that_player,
            amount: self.amount,
            that_item: self.that_item,
            kicked: self.kicked,
            times_kicked: self.times_kicked,
            bought_back: self.bought_back,
            from_graveyard: self.from_graveyard,
            alternative: self.alternative,
            paid_as: self.paid_as.clone(),
            paid_with: self.paid_with.clone(),
            transformed: self.transformed,
            spliced: Vec::new(),
            text: None,
            chooser: self.chooser,
            gift: self.gift,
        }
    }
}

/// The optional costs announced for a spell (601.2b), as its total cost counts them: its
/// kicker costs, bit `i` for its `i`th (702.33a), and the alternative cost paid rather than
/// its mana cost, if any (118.9). The default is none.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CostsChosen {
    /// The kicker costs paid, by bit.
    pub kicked: u8,
    /// How many times the multikicker cost is paid (702.33c); its bit is set once it is.
    pub times_kicked: u8,
    /// Whether the buyback cost is paid (702.27a).
    pub bought_back: bool,
    /// The alternative cost paid instead of the mana cost (one at most, 118.9a).
    pub alternative: Option<AlternativeCost>,
    /// The splice costs of the cards spliced onto it (702.47a), together; `None` when none is
    /// (most spells, whose costs are then compared and added without it).
    pub splice: Option<ManaCost>,
}

/// A keyword that lets a card's owner cast it from their graveyard. Which one a spell is
/// cast with is decided as it is announced (601.2b).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GraveyardKeyword {
    /// Flashback: cast for its flashback cost, an alternative cost, and exiled when it would
    /// leave the stack (702.34a).
    Flashback,
    /// Jump-start: cast for its mana cost and a discard, and exiled when it would leave the
    /// stack (702.133a).
    JumpStart,
    /// Retrace: cast for its mana cost and the discard of a land card; nothing exiles it
    /// (702.81a).
    Retrace,
    /// Escape: cast for its escape cost, an alternative cost, and whatever other parts that
    /// cost has; nothing exiles it (702.138a).
    Escape,
}

/// An alternative cost a spell may be cast for, announced as it is cast (601.2b, 118.9):
/// from a hand, or from where its keyword casts it (madness from exile, escape from a
/// graveyard). (Flashback, the alternative cost of a spell cast from a graveyard, comes
/// with the zone.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AlternativeCost {
    /// Its evoke cost (702.74a).
    Evoke,
    /// Its dash cost (702.109a).
    Dash,
    /// Its surge cost (702.117a).
    Surge,
    /// Its spectacle cost (702.137a).
    Spectacle,
    /// Nothing: "without paying its mana cost", as an effect allows (118.9: Omniscience).
    WithoutPayingManaCost,
    /// {3}, for a card cast face down with its morph or disguise ability (702.37a,
    /// 702.168a).
    FaceDown,
    /// Its bestow cost, for a card cast bestowed as an Aura spell (702.103a).
    Bestow,
    /// Its madness cost, for a discarded card cast from exile as its madness ability
    /// resolves (702.35a).
    Madness,
    /// Its miracle cost, for a card revealed as it was drawn and cast from its owner's hand as
    /// its miracle ability resolves (702.94a).
    Miracle,
    /// The mana of its escape cost, for a card cast from its owner's graveyard with its
    /// escape ability (702.138a).
    Escape,
}

/// What a stack item is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StackKind {
    /// A spell (its object is on the stack).
    Spell,
    /// An activated ability of the source (602). Once activated, it exists independently of
    /// its source (113.7a): losing the ability does not change it.
    Activated(ActivatedRef),
    /// A triggered ability of the source (603): the `index`th printed on `card`.
    Triggered {
        /// The card it is printed on.
        card: CardIdx,
        /// Its position among that card's triggered abilities.
        index: usize,
    },
    /// The source's undying trigger (702.93a); the source is the card in the graveyard.
    Undying,
    /// A spell's storm trigger (702.40a); the source is the spell, and the amount the number
    /// of other spells cast before it that turn.
    Storm,
    /// A spell's cascade trigger (702.85a); the source is the spell.
    Cascade,
    /// A discarded card's madness trigger (702.35a); the source and "that" are the card in
    /// exile, "that player" the one who discarded it.
    Madness,
    /// A revealed card's miracle trigger (702.94a); the source and "that" are the card in its
    /// owner's hand.
    Miracle,
    /// The source's persist trigger (702.79a); the source is the card in the graveyard.
    Persist,
    /// The source's modular trigger (702.43a); the source is the card in the graveyard, and
    /// the amount the +1/+1 counters it had on the battlefield.
    Modular,
    /// A Siege's intrinsic "When the last defense counter is removed from this permanent,
    /// exile it, then you may cast it transformed without paying its mana cost" (310.11b);
    /// the source is the battle.
    SiegeDefeated,
    /// An inherent triggered ability of a designation, without a source (724.2): the stack
    /// item's source is [`ObjectId::NONE`].
    Inherent(crate::inherent::Inherent),
    /// A delayed triggered ability (603.7): the `index`th of `card`'s
    /// [`delayed`](crate::cards::CardDef::delayed). Its source is its creator's (603.7d,
    /// 603.7e).
    Delayed {
        /// The card whose text created it.
        card: CardIdx,
        /// Its position among that card's delayed triggered abilities.
        index: u16,
    },
}

impl StackKind {
    /// Whether it is a triggered ability (603): printed, delayed, or one the rules give.
    pub fn is_triggered(self) -> bool {
        !matches!(self, StackKind::Spell | StackKind::Activated(_))
    }
}

/// Undying's effect has no text in the vocabulary; its handler resolves it.
pub(crate) static NO_TEXT: AbilityText = AbilityText {
    targets: Vec::new(),
    effects: Vec::new(),
    division: None,
    modes: None,
    spliced: Vec::new(),
};

impl Game {
    /// The rules text of a stack item: the spell's, with the text of the cards spliced onto
    /// it (702.47c), or the ability's.
    #[rule("113.7a")]
    pub(crate) fn item_text<'a>(&'a self, item: &'a StackItem) -> &'a AbilityText {
        if let Some(text) = &item.choices.text {
            return text;
        }
        self.text_of(item.kind, item.source)
    }

    /// The rules text of a stack item of kind `kind` from `source`: a spell's is that of its
    /// face that is up (a Siege cast transformed: its back face's, 712.11a).
    pub(crate) fn text_of(&self, kind: StackKind, source: ObjectId) -> &AbilityText {
        match kind {
            StackKind::Spell => &self.pool.get(self.face(source)).spell,
            StackKind::Activated(r) => &self.activated(r).text,
            StackKind::Triggered { card, index } => &self.pool.get(card).triggers[index].text,
            StackKind::Delayed { card, index } => &self.pool.get(card).delayed[usize::from(index)].text,
            StackKind::Inherent(ability) => ability.text(),
            StackKind::Undying
            | StackKind::Persist
            | StackKind::SiegeDefeated
            | StackKind::Storm
            | StackKind::Cascade
            | StackKind::Madness
            | StackKind::Miracle => &NO_TEXT,
            StackKind::Modular => &crate::handlers::keyword_abilities::modular::TEXT,
        }
    }

    /// Whether `target` is a legal target of kind `kind` for a spell or ability controlled
    /// by `controller` (115.1, 115.4); objects must be in the zone the kind names.
    #[rule("115.4")]
    pub fn is_legal_target(&self, kind: TargetKind, target: Target) -> bool {
        match target {
            Target::Player(p) => {
                matches!(
                    kind,
                    TargetKind::Any
                        | TargetKind::Player
                        | TargetKind::Opponent
                        | TargetKind::Teammate
                        | TargetKind::PlayerOrPlaneswalker
                        | TargetKind::CreaturePlaneswalkerOrPlayer
                ) && self.players.get(p.0).is_some_and(|pl| !pl.has_lost)
            }
            Target::Object(id) => {
                let Some(object) = self.object(id) else {
                    return false;
                };
                if object.gone {
                    return false;
                }
                match kind {
                    TargetKind::Spell => object.zone == Zone::Stack,
                    TargetKind::Player | TargetKind::Opponent | TargetKind::Teammate => false,
                    TargetKind::PlayerOrPlaneswalker => {
                        object.zone == Zone::Battlefield && self.is(id, CardTypes::PLANESWALKER)
                    }
                    TargetKind::Permanent => object.zone == Zone::Battlefield,
                    TargetKind::Land => object.zone == Zone::Battlefield && self.is(id, CardTypes::LAND),
                    TargetKind::SpellOrPermanent => matches!(object.zone, Zone::Battlefield | Zone::Stack),
                    TargetKind::Creature => object.zone == Zone::Battlefield && self.is_creature(id),
                    TargetKind::CardInGraveyard => object.zone == Zone::Graveyard,
                    TargetKind::CreaturePlaneswalkerOrPlayer => {
                        object.zone == Zone::Battlefield
                            && (self.is_creature(id) || self.is(id, CardTypes::PLANESWALKER))
                    }
                    TargetKind::Any => {
                        object.zone == Zone::Battlefield
                            && (self.is_creature(id)
                                || self.is(id, CardTypes::PLANESWALKER)
                                || self.is(id, CardTypes::BATTLE))
                    }
                }
            }
        }
    }

    /// What a triggered ability that a rule defines, with no text of its own, does as it
    /// resolves: undying, persist, a defeated battle's, modular, storm, cascade, madness,
    /// miracle.
    fn resolve_rule_trigger(&mut self, item: &StackItem) {
        use crate::handlers::keyword_abilities::{cascade, madness, miracle, modular, persist, storm, undying};
        match item.kind {
            StackKind::Undying => undying::resolve(self, item),
            StackKind::Persist => persist::resolve(self, item),
            StackKind::SiegeDefeated => crate::battles::resolve_defeat(self, item),
            StackKind::Modular => modular::resolve(self, item),
            StackKind::Storm => storm::resolve(self, item),
            StackKind::Cascade => cascade::resolve(self, item),
            StackKind::Madness => madness::resolve(self, item),
            StackKind::Miracle => miracle::resolve(self, item),
            _ => {}
        }
    }

    /// Resolves the top of the stack (608.2). Its targets are checked first (608.2b): if it
    /// had targets and every one is now illegal, it does nothing; otherwise its instructions
    /// are followed in order (608.2c), and illegal targets are left out of the parts that
    /// name them. An instant or sorcery then goes to its owner's graveyard (608.2n, 304.2,
    /// 307.2); a permanent spell enters the battlefield under its controller's control (608.3:
    /// an artifact, creature, enchantment, planeswalker or battle, 301.2, 302.2, 303.2, 306.2,
    /// 310.2), an Aura spell attached to its target (608.3c).
    #[rule(
        "608.2", "608.2b", "608.2n", "608.3", "608.3b", "608.3c", "304.2", "307.2", "301.2", "302.2", "303.2", "306.2",
        "310.2"
    )]
    pub(crate) fn resolve_top(&mut self) {
        let Some(mut item) = self.stack.last().cloned() else {
            return;
        };
        if !self.if_clause_still_holds(&item) {
            // Removed from the stack, it does nothing (603.4).
            self.stack.pop();
            return;
        }
        let text = self.item_text(&item).clone();
        let had_targets = !item.choices.targets.is_empty();
        // Targets "from their graveyard" are judged against the player announced with them.
        let owners_needed = item.choices.targets.iter().any(|&(index, _)| {
            text.slot(&item.choices.modes, index)
                .is_some_and(|slot| slot.owned_by.is_some())
        });
        let announced = if owners_needed {
            item.choices.targets.clone()
        } else {
            Vec::new()
        };
        item.choices.targets.retain(|&(index, target)| {
            text.slot(&item.choices.modes, index).is_some_and(|slot| {
                self.can_target(slot, target, item.source, item.controller)
                    && crate::targets::owned_as_announced(self, slot, target, &announced)
            })
        });
        let mut legal = !had_targets || !item.choices.targets.is_empty();
        if !legal && item.object.is_some_and(|spell| self.obj(spell).bestowed) {
            // A bestowed Aura spell with an illegal target ceases to be bestowed and resolves
            // as a creature spell (702.103e, 608.3b).
            cite!("608.3b");
            crate::handlers::keyword_abilities::bestow::cease(self, item.source, cite!("702.103e"));
            legal = true;
        }
        if !legal {
            self.emit(cite!("608.2b"), EventKind::Fizzled { source: item.source });
        } else {
            self.emit(cite!("608.2"), EventKind::Resolved { source: item.source });
            if text.modes.is_none() && text.spliced.is_empty() {
                for effect in &text.effects {
                    self.perform_effect(effect, &item);
                }
            } else {
                self.perform_parts(&text, &item);
            }
            self.resolve_rule_trigger(&item);
        }
        match item.object {
            None => {
                // Found by its ID: not the top one if it cast a spell as it resolved, as that
                // spell became the topmost object (608.2g, 310.11b).
                if let Some(i) = self.stack.iter().rposition(|s| s.id == item.id) {
                    self.stack.remove(i);
                }
                if matches!(item.kind, StackKind::Triggered { .. } | StackKind::Delayed { .. }) {
                    self.after_mandatory_resolution();
                }
            }
            Some(spell) => {
                let permanent = self.types(spell).is_permanent();
                let to = if legal && permanent {
                    Zone::Battlefield
                } else {
                    Zone::Graveyard
                };
                let rule = match (to, permanent) {
                    (Zone::Battlefield, _) => cite!("608.3"),
                    // A permanent spell whose target is illegal doesn't resolve (608.3b).
                    (_, true) => cite!("608.3b"),
                    _ => cite!("608.2n"),
                };
                let o = self.obj(spell);
                let rebound = self.pool.get(o.card).rebound.filter(|_| legal && o.rebounds && !o.gone);
                if let Some(index) = rebound {
                    // Exiled instead of put into its owner's graveyard (702.88a).
                    crate::handlers::keyword_abilities::rebound::exile_as_it_resolves(self, spell, index);
                } else if legal && item.choices.bought_back && !o.gone {
                    // Put into its owner's hand instead (702.27a).
                    crate::handlers::keyword_abilities::buyback::return_as_it_resolves(self, spell);
                } else if !o.gone {
                    // Countered spells have left the stack already.
                    let new = self.move_object(spell, to, Position::Top, rule);
                    let entered = new.filter(|&n| self.obj(n).zone == Zone::Battlefield);
                    if let (Some(aura), Some(&(_, target))) = (entered, item.choices.targets.first()) {
                        // An Aura spell enters attached to what it targeted (608.3c).
                        crate::handlers::keyword_actions::attach::attach_now(self, aura, target, cite!("608.3c"));
                    }
                    if let Some(permanent) = entered.filter(|&p| self.obj(p).dashed) {
                        crate::handlers::keyword_abilities::dash::returns_later(self, spell, permanent);
                    }
                }
            }
        }
    }

    /// Whether a triggered ability's intervening "if" clause still holds as it resolves
    /// (603.4); when it doesn't, the ability is removed.
    #[rule("603.4")]
    fn if_clause_still_holds(&mut self, item: &StackItem) -> bool {
        let Some(condition) = self.if_clause(item.kind) else {
            return true;
        };
        if self.holds(&condition, item) {
            return true;
        }
        self.emit(cite!("603.4"), EventKind::ConditionFalse { source: item.source });
        false
    }

    /// Follows the instructions of each part of a modal or spliced text, each seeing only its
    /// own targets: each chosen mode in printed order, a mode chosen twice twice (700.2d,
    /// 608.2c), then the text of each card spliced onto the spell, in the order its caster
    /// chose (702.47b), the spell doing what that text says (702.47c).
    fn perform_parts(&mut self, text: &AbilityText, item: &StackItem) {
        if text.modes.is_some() {
            cite!("700.2d");
        }
        match text.spliced.as_slice() {
            [] => {}
            _ => {
                // The spell follows the spliced texts itself: "Glacial Ray deals 2 damage"
                // gained by Kodama's Reach is Kodama's Reach dealing it (201.5b, 702.47c).
                cite!("702.47b");
                cite!("702.47c");
                cite!("201.5b");
            }
        }
        let mut first = 0;
        for part in text.parts(&item.choices.modes) {
            let own = StackItem {
                id: item.id,
                object: item.object,
                source: item.source,
                kind: item.kind,
                controller: item.controller,
                choices: item.choices.of_part(first, part.targets.len()),
            };
            for effect in &part.effects {
                self.perform_effect(effect, &own);
            }
            first += part.targets.len() as u8;
        }
    }
}

/// The objects among `targets`, players left out.
pub(crate) fn objects_among(targets: impl IntoIterator<Item = Target>) -> Vec<ObjectId> {
    targets
        .into_iter()
        .filter_map(|t| match t {
            Target::Object(id) => Some(id),
            Target::Player(_) => None,
        })
        .collect()
}
