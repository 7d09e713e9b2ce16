"""The event log of a session: the entries one write appends.

Every write appends the engine's events, numbered by ``seq`` (from 1), with the
``version`` they led to. A stored entry is ``{"q": seq, "v": version, "e": event}`` plus
``"h"``, the cards of the event each viewer may not see (`service.sessions.redaction`,
decided at write time while the states before and after the move are at hand).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.game import Game
from service.sessions.redaction import Visibility, hidden_cards, scrub, viewer_key

AnyGame = Game[Any, Any]
Body = dict[str, Any]


class EventLog:
    """The entries one write appends, with their redaction maps."""

    def __init__(self, game: AnyGame, state: Any, next_seq: int) -> None:
        self.game = game
        self.codes = frozenset(c.code for c in game.deck(game.state_options(state)))
        self.viewers: list[int | None] = [*range(game.num_players(state)), None]
        self.before = Visibility(game, state, self.codes)
        self.next_seq = next_seq
        self.entries: list[Body] = []

    @property
    def last_seq(self) -> int:
        return self.next_seq - 1

    def add(self, state_after: Any, events: Sequence[Body]) -> None:
        """The events of one move, which led to ``state_after``."""
        after = Visibility(self.game, state_after, self.codes)
        version = self.game.version(state_after)
        for event in events:
            entry: Body = {"q": self.next_seq, "v": version, "e": event}
            hide = hidden_cards(event, self.before, after, self.viewers)
            if hide:
                entry["h"] = hide
            self.entries.append(entry)
            self.next_seq += 1
        self.before = after

    def add_plain(self, version: int, event: Body) -> None:
        """A service event without cards (``session_started``)."""
        self.entries.append({"q": self.next_seq, "v": version, "e": event})
        self.next_seq += 1

    def seen_by(self, value: Any, seat: int | None) -> Any:
        """A value of the last move (its trick) as ``seat`` may see it now."""
        hide = hidden_cards(value, self.before, self.before, [seat]).get(viewer_key(seat))
        return scrub(value, set(hide)) if hide else value
