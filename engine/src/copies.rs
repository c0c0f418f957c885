//! Copying objects (CR 707): copiable values (707.2), copy effects in layer 1a (613.2a) with
//! their exceptions (707.9), permanents that enter as a copy (707.5) or become one (707.4),
//! tokens created as copies (707.1, 707.8a) and copies of spells put onto the stack (707.10).
//!
//! A copy effect takes the copiable values of the object copied as it begins (707.2b) and
//! keeps them in [`Continuous::copiable`](crate::continuous::Continuous::copiable); the
//! layers give them to the copy in layer 1a ([`Modification::Copy`]). The copy has the
//! abilities printed on the card whose values it took, so everything that looks for an
//! object's abilities finds the copied ones. An object that becomes a copy also counts the
//! copied card for what the game keeps count of by card (watchers, replacement effects,
//! static abilities: [`Object::copied`](crate::game::Object::copied)).

use crate::cards::CardIdx;
use crate::characteristics::{Abilities, CardTypes, Characteristics, SubtypeSet, Supertypes};
use crate::continuous::{Duration, Modification, Reads};
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::stack::Target;
use crate::{cite, rule};
use rules_data::RuleId;

/// The exceptions a copy effect makes to the copying process (707.9): each becomes part of
/// the copy's copiable values (707.9b).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CopyExceptions {
    /// "Except it's 7/7" (Quicksilver Gargantuan): its power and toughness.
    pub pt: Option<(i32, i32)>,
    /// "Except it's an enchantment in addition to its other types" (Copy Artifact).
    pub add_types: CardTypes,
    /// "Except it's a Shapeshifter Rogue in addition to its other types" (Glasspool Mimic).
    pub add_subtypes: SubtypeSet,
    /// "Except it's legendary in addition to its other types".
    pub add_supertypes: Supertypes,
    /// "Except it isn't legendary" (Double Major).
    pub remove_supertypes: Supertypes,
    /// "Except it doesn't copy that creature's color" (Vesuvan Doppelganger): it keeps its
    /// own color (707.9c).
    pub keep_color: bool,
    /// "Except that the copy is red" (Fork): its colors (707.9b).
    pub colors: Option<crate::characteristics::ColorSet>,
    /// "Except it has no mana cost" (embalm, 702.128a; eternalize, 702.129a): its mana value
    /// is 0 (202.3a).
    pub no_mana_cost: bool,
    /// "And it has this ability" (Vesuvan Doppelganger, Unstable Shapeshifter): the triggered
    /// ability at this index of this card (707.9a).
    pub trigger: Option<(CardIdx, u8)>,
    /// "Except it enters with X additional +1/+1 counters on it" (Altered Ego): an exception
    /// that is an additional effect of entering as a copy, not a copiable value (707.9e).
    pub plus_counters: Option<crate::cards::copy_spec::PlusCounters>,
    /// The exceptions that apply only if the copy would be a creature (707.9f).
    pub if_creature: Option<IfCreature>,
}

/// A keyword's ability that creates a token that's a copy of its own card, with the
/// exceptions it names: embalm's (702.128a), eternalize's (702.129a).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KeywordCopy {
    /// White, no mana cost, a Zombie.
    Embalm,
    /// Black, 4/4, no mana cost, a Zombie.
    Eternalize,
}

impl KeywordCopy {
    /// The ability resolves: its controller creates a token that's a copy of the card exiled
    /// to pay its cost, as it last existed, with the keyword's exceptions (702.128a, 702.129a).
    #[rule("702.128a", "702.129a")]
    pub(crate) fn create(self, game: &mut Game, item: &crate::stack::StackItem) {
        let rule = match self {
            KeywordCopy::Embalm => cite!("702.128a"),
            KeywordCopy::Eternalize => cite!("702.129a"),
        };
        let token = crate::replacement::NewToken::KeywordCopyOf {
            of: item.source,
            source: item.source,
            keyword: self,
        };
        game.create_tokens_for(item.controller, token, 1, rule);
    }

    /// The exceptions of its copy effect.
    pub fn exceptions(self) -> CopyExceptions {
        match self {
            KeywordCopy::Embalm => crate::handlers::keyword_abilities::embalm::exceptions(),
            KeywordCopy::Eternalize => crate::handlers::keyword_abilities::eternalize::exceptions(),
        }
    }
}

/// Exceptions of a copy effect that apply only if the copy, with the effect's other
/// exceptions applied, would be a creature (707.9f: Moritte of the Frost).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct IfCreature {
    /// "It enters with N additional +1/+1 counters on it" (an additional effect, 707.9e).
    pub plus_counters: u32,
    /// Keyword abilities it has, part of its copiable values ("and it has changeling").
    pub keywords: crate::cards::KeywordSet,
}

impl CopyExceptions {
    /// How many more +1/+1 counters `object` enters with because of this exception: the
    /// number printed, or the X of the spell it was (107.3m).
    /// Those of [`IfCreature`] only if the copy, as its copy effect makes it, is a creature
    /// (707.9f).
    #[rule("107.3m", "707.9f")]
    pub(crate) fn counters_for(&self, game: &Game, object: ObjectId) -> u32 {
        use crate::cards::copy_spec::PlusCounters;
        let plain = match self.plus_counters {
            None => 0,
            Some(PlusCounters::Fixed(n)) => n,
            Some(PlusCounters::X(_)) => {
                cite!("107.3m");
                game.obj(object).x
            }
        };
        let if_creature = match self.if_creature {
            Some(extra) if game.copiable_values(object).is(CardTypes::CREATURE) => {
                cite!("707.9f");
                extra.plus_counters
            }
            _ => 0,
        };
        plain + if_creature
    }
}

impl CopyExceptions {
    /// The copiable values `copied`, with these exceptions, for an object whose own copiable
    /// values are `own` (707.9b, 707.9c). A characteristic-defining ability of the copied
    /// object that defines a characteristic an exception sets or keeps is not copied; one that
    /// defines types is, when the exception only adds types (707.9d). An ability the copy
    /// gains is part of its copiable values, as the copied abilities are (707.9a).
    /// Those that apply only to a creature apply if the copy is one with the others applied
    /// (707.9f).
    #[rule("707.9a", "707.9b", "707.9c", "707.9d", "707.9f", "702.73a")]
    pub fn applied(&self, mut copied: Characteristics, own: &Characteristics) -> Characteristics {
        if let Some(trigger) = self.trigger {
            cite!("707.9a");
            copied.abilities.extra_trigger = Some(trigger);
        }
        if let Some((power, toughness)) = self.pt {
            cite!("707.9b");
            copied.power = Some(power);
            copied.toughness = Some(toughness);
            copied.abilities.without_cda = copied.abilities.without_cda.with(Reads::PT);
        }
        if self.keep_color {
            cite!("707.9c");
            copied.colors = own.colors;
            copied.abilities.without_cda = copied.abilities.without_cda.with(Reads::COLORS);
        }
        if let Some(colors) = self.colors {
            copied.colors = colors;
            copied.abilities.without_cda = copied.abilities.without_cda.with(Reads::COLORS);
        }
        if self.no_mana_cost {
            copied.mana_cost = None;
            copied.front_mana_value = 0;
        }
        copied.types = copied.types.with(self.add_types);
        copied.subtypes = copied.subtypes.with(&self.add_subtypes.for_types(copied.types));
        copied.supertypes = copied
            .supertypes
            .with(self.add_supertypes)
            .without(self.remove_supertypes);
        match self.if_creature {
            Some(extra) if copied.is(CardTypes::CREATURE) => {
                cite!("707.9f");
                copied.abilities.keywords = copied.abilities.keywords.with(extra.keywords);
                if extra.keywords.contains(KeywordAbility::Changeling) {
                    // Changeling, a characteristic-defining ability, makes it every creature
                    // type before any other effect changes its types (702.73a, 613.3).
                    cite!("702.73a");
                    copied.subtypes = copied
                        .subtypes
                        .with(&SubtypeSet::all_of(crate::generated::subtypes::SubtypeKind::Creature));
                }
            }
            _ => {}
        }
        copied
    }
}

/// What the targets of a copy of a spell are (707.10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CopyTargets {
    /// The original's.
    Same,
    /// The original's, which its controller may change (707.10c: "you may choose new targets
    /// for the copy").
    MayChooseNew,
    /// This object, for every instance of the word "target" (707.10e: "the copy targets that
    /// token").
    To(ObjectId),
}

impl Game {
    /// What a copy of a spell `item`'s text makes targets: for "the copy targets that token",
    /// the object the recipient stands for, its controller choosing one if a replacement
    /// effect made several (707.10e); none if it stands for none.
    #[rule("707.10e")]
    pub(crate) fn copy_targets(
        &mut self,
        targets: crate::cards::resolved::SpellCopyTargets,
        item: &crate::stack::StackItem,
        spell: ObjectId,
    ) -> Option<CopyTargets> {
        use crate::cards::resolved::SpellCopyTargets as Written;
        match targets {
            Written::Same => Some(CopyTargets::Same),
            Written::MayChooseNew => Some(CopyTargets::MayChooseNew),
            Written::To(recipient) => {
                let options = self.objects_of(recipient, item);
                let chosen = match options.len() {
                    0 | 1 => 0,
                    count => {
                        cite!("707.10e");
                        let about = crate::midway::About::CopyTarget { spell, count };
                        self.ask(crate::midway::Question {
                            player: item.controller,
                            about,
                        })
                    }
                };
                options.get(chosen).map(|&id| CopyTargets::To(id))
            }
        }
    }

    /// The choices of `original` with every target `target` (707.10e), each share of a
    /// divided amount with it; none if `target` isn't legal for every instance of the word
    /// "target" (one instance with two targets can't have it twice, 115.3).
    #[rule("707.10e")]
    fn retargeted(&self, original: &crate::stack::StackItem, target: Target) -> Option<crate::stack::Choices> {
        let text = self.item_text(original);
        let mut chosen: Vec<(u8, Target)> = Vec::with_capacity(original.choices.targets.len());
        for &(slot_index, _) in &original.choices.targets {
            let slot = text.slot(&original.choices.modes, slot_index)?;
            let legal = self.can_target(slot, target, original.source, original.controller)
                && crate::targets::check_with_chosen(self, slot, slot_index, target, &chosen).is_ok();
            if !legal {
                return None;
            }
            chosen.push((slot_index, target));
        }
        cite!("707.10e");
        let mut choices = original.choices.clone();
        choices.targets = chosen;
        let total = choices.division.iter().map(|&(_, share)| share).sum();
        if !choices.division.is_empty() {
            choices.division = vec![(target, total)];
        }
        Some(choices)
    }

    /// The copiable values of `id` (707.2): the values printed on the face that is up (707.8),
    /// as modified by the copy effects that apply to it, the latest last (707.3: a copy of a
    /// copy copies what the first copy became). Other effects, status and counters are not
    /// copied; nor is the mana value a back face takes from its front face, so a copy of a
    /// back face has mana value 0 (202.3b). A face-down object's are the face-down
    /// characteristics (708.2), copy effects or not (708.10).
    #[rule("707.2", "707.3", "707.8", "202.3b", "708.2", "708.10")]
    pub fn copiable_values(&self, id: ObjectId) -> Characteristics {
        if self.obj(id).face_down {
            // The face-down characteristics, whatever it copies (708.2, 708.10).
            cite!("708.2");
            return *self.printed(id);
        }
        match self.copy_effect_on(id) {
            Some(values) => {
                cite!("707.3");
                self.copied_values(values, id)
            }
            None => Characteristics {
                front_mana_value: 0,
                ..*self.printed(id)
            },
        }
    }

    /// The copiable values the latest copy effect applying to `id` gives it, by their index,
    /// if one does.
    fn copy_effect_on(&self, id: ObjectId) -> Option<u32> {
        if self.continuous.copiable.is_empty() {
            return None;
        }
        self.continuous
            .effects
            .iter()
            .filter(|e| e.affected.contains(&id))
            .flat_map(|e| {
                e.modifications.iter().filter_map(move |m| match *m {
                    Modification::Copy(values) => Some((e.timestamp, values)),
                    _ => None,
                })
            })
            .max()
            .map(|(_, values)| values)
    }

    /// `object` becomes a copy of `of` (707.2, 707.4), with `except`: a copy effect of
    /// `source`'s, controlled by `controller`, lasting `duration`, whose copiable values are
    /// taken now and don't change with the original's (707.2b). The object stays the same
    /// object: nothing triggers on its entering or leaving, and other effects keep applying
    /// to it (707.4).
    #[rule("707.2b", "707.4")]
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn become_copy(
        &mut self,
        object: ObjectId,
        of: ObjectId,
        except: &CopyExceptions,
        source: ObjectId,
        controller: PlayerId,
        duration: Duration,
        rule: RuleId,
    ) {
        let (copied, own) = (self.copiable_values(of), self.copiable_values(object));
        let values = except.applied(copied, &own);
        let flipped = crate::flip_cards::flipped_values(&self.pool, copied).map(|f| except.applied(f, &own));
        let index = self.continuous.copiable.len() as u32;
        self.continuous.copiable.push(values);
        self.continuous.copiable_flipped.push(flipped);
        let name = values.name;
        self.emit(rule, EventKind::BecameCopy { object, of, name });
        self.add_effects_together(
            source,
            [(controller, vec![object], vec![Modification::Copy(index)], duration)],
        );
        self.set_copied(object, Some(values.abilities));
    }

    /// `controller` puts a copy of the spell `of` onto the stack, for `source`'s spell or
    /// ability (707.10): a spell of its own, not cast, owned and controlled by `controller`,
    /// with the copiable values of `of` (with `except`) and every choice made for it — modes,
    /// targets, X, the costs announced — but none made as it resolves. With
    /// [`CopyTargets::MayChooseNew`], its controller may then change any of its targets to
    /// legal ones (707.10c); with [`CopyTargets::To`], each of its targets is that object,
    /// and without one legal for every instance of the word "target" there is no copy
    /// (707.10e). Nothing if `of` is no longer a spell on the stack.
    #[rule("707.10", "707.10c", "707.10e")]
    pub(crate) fn copy_spell(
        &mut self,
        controller: PlayerId,
        of: ObjectId,
        except: &CopyExceptions,
        targets: CopyTargets,
        source: ObjectId,
    ) {
        let Some(mut original) = self.stack.iter().find(|item| item.object == Some(of)).cloned() else {
            return;
        };
        if let CopyTargets::To(new) = targets {
            match self.retargeted(&original, Target::Object(new)) {
                Some(choices) => original.choices = choices,
                None => {
                    cite!("707.10e");
                    return;
                }
            }
        }
        let copy = self.put_spell_copy(of, controller);
        let item = self.new_stack_id();
        self.stack.push(crate::stack::StackItem {
            id: item,
            object: Some(copy),
            source: copy,
            controller,
            ..original
        });
        // Its copiable values: the original's, with this effect's exceptions (707.9b) and
        // those of the copy effects the original has (707.3).
        let rule = if *except != CopyExceptions::default() {
            Some(cite!("707.9b"))
        } else {
            self.copy_effect_on(of).map(|_| cite!("707.3"))
        };
        if let Some(rule) = rule {
            self.become_copy(copy, of, except, source, controller, Duration::Indefinite, rule);
        }
        // Its targets are decided before it is put onto the stack with them (707.10c): it
        // becomes a spell targeting what it targets then, once.
        if targets == CopyTargets::MayChooseNew {
            cite!("707.10c");
            self.change_targets(controller, copy);
        }
        let choices = self.stack.last().map(|s| s.choices.clone()).unwrap_or_default();
        self.emit(
            cite!("707.10"),
            EventKind::SpellCopied {
                copy,
                of,
                controller,
                item,
                choices: Box::new(choices),
            },
        );
    }

    /// `controller` creates a token that's a copy of the permanent `of`, for `source`'s spell
    /// or ability (707.1): it has the copiable values of `of` (707.2: those printed on its card,
    /// or those a copy effect gave it), and for a double-faced permanent it is a double-faced
    /// token with both faces, the same one up (707.8a). With `except`, the exceptions of its
    /// copy effect become its copiable values (707.9b: embalm's, eternalize's). It enters as
    /// any permanent does, its replacement effects and abilities that trigger on entering
    /// applying (707.5).
    #[rule("707.1", "707.8a")]
    pub(crate) fn create_token_copy(
        &mut self,
        controller: PlayerId,
        of: ObjectId,
        source: ObjectId,
        except: Option<&CopyExceptions>,
    ) {
        let original = self.obj(of).clone();
        if self.pool.get(original.card).back.is_some() {
            cite!("707.8a");
        }
        let token = crate::game::Object {
            transformed: original.transformed,
            ..crate::game::Object::new(original.card, controller, crate::game::Zone::Battlefield, true)
        };
        let id = self.create_object(token);
        self.acted_on.push(id);
        self.insert_into_zone(
            id,
            crate::game::Zone::Battlefield,
            controller,
            crate::game::Position::Top,
        );
        // A melded permanent's values are its combined back faces' (712.8g), not its card's:
        // a copy effect gives them, as it gives the exceptions.
        let copy_effect = except.is_some() || self.copy_effect_on(of).is_some() || original.melded.is_some();
        if copy_effect {
            self.become_copy(
                id,
                of,
                except.unwrap_or(&CopyExceptions::default()),
                source,
                controller,
                Duration::Indefinite,
                cite!("707.1"),
            );
        }
        self.enter_battlefield(id);
        self.emit(cite!("111.1"), EventKind::TokenCreated { object: id });
    }

    /// A new object on the stack that is a copy of the spell `of`, owned and controlled by
    /// `controller` (707.10), kicked, evoked and dashed as `of` was.
    fn put_spell_copy(&mut self, of: ObjectId, controller: PlayerId) -> ObjectId {
        let original = self.obj(of).clone();
        // Kicked and with the X of its original, as announced for it (707.10); not cast with
        // flashback, since it isn't cast at all, and no mana is spent on it.
        let copy = crate::game::Object {
            spell_copy: true,
            kicked: original.kicked,
            times_kicked: original.times_kicked,
            evoked: original.evoked,
            dashed: original.dashed,
            x: original.x,
            // A copy of a split card's half is a copy of that half (709.3b); of a bestowed Aura
            // spell, a bestowed Aura spell (702.103c).
            half: original.half,
            bestowed: original.bestowed,
            ..crate::game::Object::new(original.card, controller, crate::game::Zone::Stack, false)
        };
        let id = self.create_object(copy);
        self.insert_into_zone(id, crate::game::Zone::Stack, controller, crate::game::Position::Top);
        id
    }

    /// The abilities copy effects give `id` now: the latest copy effect's, if any.
    pub(crate) fn copied_abilities(&self, id: ObjectId) -> Option<Abilities> {
        let values = self.copy_effect_on(id)?;
        Some(self.copied_values(values, id).abilities)
    }
}
