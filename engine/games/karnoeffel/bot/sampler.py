"""`sample_world`: a full state consistent with everything a seat's view shows
(`knowledge.Knowledge`), the hidden cards dealt at random among the hidden places."""

from __future__ import annotations

import random
from typing import Any

from engine.cards import mask_bits

from ..codec import decode
from ..state import DECK, KarnoeffelState
from .knowledge import BIT, Knowledge


def sample_world(view: dict[str, Any], seat: int, rng: random.Random) -> KarnoeffelState:
    """Each hidden seat keeps the cards this seat knows of it (its face-up card) and gets
    the rest of its hand from the unseen cards; the state is decoded strictly, so a
    world that contradicts the view cannot be built."""
    k = Knowledge(view, seat)
    pool = mask_bits(k.unseen)
    rng.shuffle(pool)
    hidden = k.hidden_seats()
    hands: list[list[str]] = []
    pos = 0
    for p in range(k.n):
        cards = k.known_of(p)
        if p in hidden:
            need = k.sizes[p] - cards.bit_count()
            for c in pool[pos:pos + need]:
                cards |= BIT[c]
            pos += need
        hands.append(DECK.codes(cards))
    data = {key: value for key, value in view.items() if key not in ("hand_sizes", "seat")}
    data["hands"] = hands
    data["seed"] = rng.getrandbits(53)
    return decode(data)
