"""A page of a session's event log as one token's seat sees it: what ``GET
/v1/sessions/{id}/events``, its long-poll and the live stream read (`read_page`).

Events are read by ``seq`` (those after the cursor ``after``), redacted for the reader's
seat (`service.sessions.redaction`). A cursor may lie beyond the newest event: one of
another session, or of a log that lost its newest events (a Redis failover within the
durability window). Its page is empty, and ``last_event``, below the cursor, says where
the log ends: a client that follows ``last_event`` reads on from there, and the live
routes read on from there themselves (`service.sessions.live`), so that no event written
after it is skipped.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from engine.registry import get_game
from service.sessions.redaction import redact
from service.sessions.stores import SessionStore
from service.sessions.tokens import identify

Body = dict[str, Any]


@dataclass
class Page:
    """Events after a cursor, as one seat sees them."""

    game: str
    events: list[Body]
    last_event: int
    version: int
    finished: bool
    # Seconds until the session expires unless it is written again (None: unknown).
    expires_in: float | None = None


def read_page(store: SessionStore, sid: str, token_hash: str, after: int,
              limit: int) -> Page | None:
    """The events ``after`` < seq ≤ ``after + limit``, redacted for the token's seat (GET
    .../events, the live stream); None: the session is gone (401: the token opens none)."""
    snapshot, raw = store.load_events(sid, after, limit)  # by seq: after < seq
    if snapshot is None:
        return None
    doc = json.loads(snapshot.doc)
    seat = identify(doc, token_hash).seat  # None: the spectator or the host
    game = get_game(doc["game"])
    left = snapshot.expires_in_ms
    return Page(game.id, [redact(game, json.loads(e), seat) for e in raw], doc["seq"],
                int(doc["state"]["version"]), doc.get("match") is not None,
                None if left is None else left / 1000)
