//! Face-down permanents (CR 708): turning a face-up permanent face down. What a face-down
//! object is (its face-down characteristics, layer 1b) is [`Object::face`](crate::game::Object),
//! casting one is morph's (702.37), and revealing one as it leaves is the zone change's (708.9).

use crate::event::EventKind;
use crate::game::{Game, ObjectId};
use crate::{cite, rule};

impl Game {
    /// Turns the face-up permanent `permanent` face down, for an ability that lists no
    /// characteristics for it: it becomes a 2/2 face-down creature with no text, no name, no
    /// subtypes and no mana cost (708.2a: Ixidron). A face-down permanent can't be turned
    /// face down: nothing happens to it (708.2b).
    /// A double-faced permanent, melded or not, can't be turned face down either: nothing
    /// happens (712.16).
    #[rule("708.2a", "708.2b", "712.16")]
    pub(crate) fn turn_face_down(&mut self, permanent: ObjectId) {
        let o = self.obj(permanent);
        if o.face_down {
            cite!("708.2b");
            return;
        }
        let card = self.pool.get(o.card);
        if card.back.is_some() || card.meld.is_some() {
            cite!("712.16");
            return;
        }
        let name = self.chars(permanent).name;
        // What it counts for (its abilities, watchers among them) goes with its face.
        self.retally(permanent, |o| o.face_down = true);
        self.invalidate_characteristics();
        self.emit(cite!("708.2a"), EventKind::TurnedFaceDown { permanent, name });
    }
}
