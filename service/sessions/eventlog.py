"""The event log of a session: the entries one write appends.

Every write appends the engine's events, numbered by ``seq`` (from 1), with the
``version`` they led to: ``{"q": seq, "v": version, "e": event}``. Events are stored
whole; each reader gets them through `service.sessions.redaction.redact`, which hides
what the event's declaration says that reader may not see.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.game import Game

AnyGame = Game[Any, Any]
Body = dict[str, Any]


class EventLog:
    """The entries one write appends."""

    def __init__(self, game: AnyGame, next_seq: int) -> None:
        self.game = game
        self.next_seq = next_seq
        self.entries: list[Body] = []

    @property
    def last_seq(self) -> int:
        return self.next_seq - 1

    def add(self, state_after: Any, events: Sequence[Body]) -> None:
        """The events of one move, which led to ``state_after``."""
        version = self.game.version(state_after)
        for event in events:
            self.entries.append({"q": self.next_seq, "v": version, "e": event})
            self.next_seq += 1

    def add_plain(self, version: int, event: Body) -> None:
        """A service event without cards (``session_started``)."""
        self.entries.append({"q": self.next_seq, "v": version, "e": event})
        self.next_seq += 1
