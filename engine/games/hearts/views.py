"""What a seat may see of a Hearts state (api.md): its own hand, the cards it passed and
received, every played card and everyone's points and hand sizes; no other hand or pass,
no seed. ``seat`` is trusted (the boundary checked it); None is a spectator."""

from __future__ import annotations

from typing import Any

from .codec import encode
from .state import HeartsState

PRIVATE = ("hands", "passed", "received")  # per-seat lists: only the viewer's entry


def view(s: HeartsState, seat: int | None) -> dict[str, Any]:
    return view_of(encode(s), s, seat)


def view_of(data: dict[str, Any], s: HeartsState, seat: int | None) -> dict[str, Any]:
    """The view made from ``data``, ``encode(s)`` or a shallow copy of it: only its top
    level is changed (its nested values may be shared with a stored encoding)."""
    del data["seed"]
    data["hand_sizes"] = [h.bit_count() for h in s.hands]
    for name in PRIVATE:
        data[name] = [v if p == seat else None for p, v in enumerate(data[name])]
    data["seat"] = seat
    return data
