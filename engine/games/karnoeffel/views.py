"""A seat's view of a Karnöffel state: the state without the seed, with the hands the
seat may not see set to null, plus every hand's size and the viewer.

A seat sees its own hand, and its partner's when `partner_hands_visible` (four players:
partners may show each other their cards, seed 003); the face-up cards (``face_up``)
and the played cards are public; a spectator sees no hand.
"""

from __future__ import annotations

from typing import Any

from .codec import encode
from .state import KarnoeffelState


def visible_hands(state: KarnoeffelState, seat: int | None) -> set[int]:
    """The seats whose whole hand ``seat`` (None = a spectator) may see."""
    if seat is None:
        return set()
    if state.players == 4 and state.options.partner_hands_visible:
        return {seat, (seat + 2) % 4}
    return {seat}


def view(state: KarnoeffelState, seat: int | None) -> dict[str, Any]:
    return view_of(encode(state), state, seat)


def view_of(data: dict[str, Any], state: KarnoeffelState, seat: int | None
            ) -> dict[str, Any]:
    """The view made from ``data``, ``encode(state)`` or a shallow copy of it: only its
    top level is changed (its nested values may be shared with a stored encoding)."""
    del data["seed"]
    visible = visible_hands(state, seat)
    data["hand_sizes"] = [len(h) for h in data["hands"]]
    data["hands"] = [h if p in visible else None for p, h in enumerate(data["hands"])]
    data["seat"] = seat
    return data
