"""What a viewer may see of a stored event: a lookup in the game's event catalogue.

Every event type declares which of its card fields are private and to whom
(`engine.events`, ``seen_by``); `redact` asks the declaration, for the seats and for
the spectator (None). The session service's own events carry no card.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.game import Game

AnyGame = Game[Any, Any]

# The service's own events: no cards. ``seed_revealed`` is appended only once the match
# is over (`service.sessions.fairness`), so every reader may see it whole.
SESSION_EVENTS = frozenset({"session_started", "seat_left", "seat_claimed",
                            "seed_revealed"})


def redact_event(game: AnyGame, event: Mapping[str, Any], seat: int | None) -> dict[str, Any]:
    """``event`` as ``seat`` (None: the spectator) may see it."""
    if event["type"] in SESSION_EVENTS:
        if event["type"] == "session_started" and any(
                "waiting" not in s for s in event["seats"]):
            # logged before seats said `waiting` (session 36): as the spec has it, seated
            return {**event, "seats": [{"waiting": False, **s} for s in event["seats"]]}
        return dict(event)
    return game.events.redact(dict(event), seat)


def redact(game: AnyGame, entry: Mapping[str, Any], seat: int | None) -> dict[str, Any]:
    """A stored entry ``{q: seq, v: version, e: event}`` as ``seat`` may see it."""
    out: dict[str, Any] = {"seq": entry["q"], "version": entry["v"]}
    out.update((k, v) for k, v in redact_event(game, entry["e"], seat).items()
               if k not in out)
    return out
