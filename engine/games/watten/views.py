"""The per-seat view of a Watten state: what one seat (or a spectator) may see."""

from __future__ import annotations

from typing import Any

from engine.games.watten.codec import encode
from engine.games.watten.state import WattenState


def _hide_unless(item: dict[str, Any], seat: int | None) -> dict[str, Any]:
    return item if item["seat"] == seat else {"seat": item["seat"], "card": None}


def view(s: WattenState, seat: int | None) -> dict[str, Any]:
    """``encode(s)`` as ``seat`` may see it (None: a spectator; the seat is trusted).
    Hidden: the other hands (their sizes stay), the seat's own hand while it lies face down
    (§1.6: before trump is named, but to the dealer and the forehand), the seed, a peeked
    cut card (but to the peeker), cards taken or left at the cut and Tyrolean redeal
    discards (but to the seat that knows them)."""
    return view_of(encode(s), seat)


# §1.6 "Visibility (strict play, seed 002)": until both Schlag and trump are named, only
# the dealer and the forehand look at their hands; the others' lie face down. From the
# deal on (during the cut nothing is dealt: a seat knows what it took, in `cut.taken`).
FACE_DOWN_PHASES = frozenset({"call_rank", "call_suit", "redeal_answer", "swap_answer"})


def looks_at_own_hand(data: dict[str, Any], seat: int) -> bool:
    """Whether ``seat`` may look at its own hand in the encoded state ``data`` (§1.6)."""
    return (data["phase"] not in FACE_DOWN_PHASES
            or seat in (data["dealer"], data["forehand"]))


def view_of(data: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """The view made from ``data``, ``encode(s)`` or a shallow copy of it: its top level
    and its own copy of ``cut`` are changed, nothing else (its nested values may be
    shared with a stored encoding)."""
    del data["seed"]
    data["hand_sizes"] = [len(h) for h in data["hands"]]
    own = seat if seat is not None and looks_at_own_hand(data, seat) else None
    data["hands"] = [h if p == own else None for p, h in enumerate(data["hands"])]
    cut = data["cut"] = dict(data["cut"])
    if cut["turn"] != seat:
        cut["peek"] = None
    cut["taken"] = [_hide_unless(item, seat) for item in cut["taken"]]
    if cut["left"] is not None:
        cut["left"] = _hide_unless(cut["left"], seat)
    data["out_of_play"] = [_hide_unless(item, seat) for item in data["out_of_play"]]
    data["seat"] = seat
    return data
