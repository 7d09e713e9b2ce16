"""The per-seat view: the state without the seed, other seats' hands hidden."""

from __future__ import annotations

from typing import Any

from engine.dealing import check_seat
from tests.whist.codec import encode
from tests.whist.state import WhistState


def view(s: WhistState, seat: int | None) -> dict[str, Any]:
    """What ``seat`` may see (None: a spectator): its own hand; the turned-up trump card,
    the tricks and the scores are public; no seed."""
    if seat is not None:
        check_seat(seat, 4, "seat")
    data = encode(s)
    del data["seed"]
    data["hand_sizes"] = [len(h) for h in data["hands"]]
    data["hands"] = [h if p == seat else None for p, h in enumerate(data["hands"])]
    data["seat"] = seat
    return data
