"""A page of a session's event log as one token's seat sees it: what ``GET
/v1/sessions/{id}/events``, its long-poll and the live stream read (`read_page`).

Events are read by ``seq`` (those after the cursor ``after``), redacted for the reader's
seat (`service.sessions.redaction`). A cursor beyond the newest event is refused when
the request gave it (409 ``cursor_beyond_log``, naming the newest ``seq``): it came from
another session, or from a log that lost its newest events (a Redis failover within the
durability window), and read on from there, every event up to it would be skipped
without a word.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from engine.registry import get_game
from service.sessions.redaction import redact
from service.sessions.refusals import beyond_log
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
              limit: int, cursor: str | None = None) -> Page | None:
    """The events ``after`` < seq ≤ ``after + limit``, redacted for the token's seat (GET
    .../events, the live stream); None: the session is gone (401: the token opens none).
    ``cursor``: the request's name of ``after`` (``query.after``, ``Last-Event-ID``),
    which may not pass the newest event (409 ``cursor_beyond_log``)."""
    snapshot, raw = store.load_events(sid, after, limit)  # by seq: after < seq
    if snapshot is None:
        return None
    doc = json.loads(snapshot.doc)
    seat = identify(doc, token_hash).seat  # None: the spectator or the host
    if cursor is not None and after > doc["seq"]:
        raise beyond_log(after, doc["seq"], cursor)
    game = get_game(doc["game"])
    left = snapshot.expires_in_ms
    return Page(game.id, [redact(game, json.loads(e), seat) for e in raw], doc["seq"],
                int(doc["state"]["version"]), doc.get("match") is not None,
                None if left is None else left / 1000)
