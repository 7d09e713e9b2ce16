"""`sample_world`: a full state consistent with everything a seat's view shows
(`knowledge.Knowledge`), the hidden cards dealt at random among the hidden places.

The search draws many worlds of one view (`WorldSampler`): the view is read once, the
first world is decoded strictly from the view and its deal, and each later world is a
copy of that one with other hidden hands (the same random draws as a fresh
`sample_world`, so the same worlds)."""

from __future__ import annotations

import random
from typing import Any

from engine.cards import mask_bits

from ..codec import decode
from ..state import DECK, KarnoeffelState
from .knowledge import BIT, Knowledge


class WorldSampler:
    """The worlds of one seat's view. Each hidden seat keeps the cards this seat knows of
    it (its face-up card) and gets the rest of its hand from the unseen cards. The first
    world is decoded strictly, so a world that contradicts the view cannot be built; a
    later one differs from it only in which unseen cards the hidden seats hold (same
    seats, same sizes), so it passes the same checks."""

    __slots__ = ("known", "needs", "pool", "template", "view")

    def __init__(self, view: dict[str, Any], seat: int) -> None:
        k = Knowledge(view, seat)
        hidden = k.hidden_seats()
        self.view = view
        self.pool = mask_bits(k.unseen)
        self.known = [k.known_of(p) for p in range(k.n)]
        self.needs = [k.sizes[p] - self.known[p].bit_count() if p in hidden else 0
                      for p in range(k.n)]
        self.template: KarnoeffelState | None = None

    def __call__(self, rng: random.Random) -> KarnoeffelState:
        pool = self.pool[:]
        rng.shuffle(pool)
        hands = self.known[:]
        pos = 0
        for p, need in enumerate(self.needs):
            if need:
                cards = hands[p]
                for c in pool[pos:pos + need]:
                    cards |= BIT[c]
                hands[p] = cards
                pos += need
        seed = rng.getrandbits(53)
        if self.template is None:
            view = self.view
            data = {key: value for key, value in view.items()
                    if key not in ("hand_sizes", "seat")}
            data["hands"] = [DECK.codes(h) for h in hands]
            data["seed"] = seed
            self.template = decode(data)
            return self.template.copy()
        s = self.template.copy()
        s.hands = hands
        s.seed = seed
        return s


def sample_world(view: dict[str, Any], seat: int, rng: random.Random) -> KarnoeffelState:
    """A state ``seat`` cannot tell from the real one (reads nothing but ``view``)."""
    return WorldSampler(view, seat)(rng)
