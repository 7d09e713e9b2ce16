"""Every hand end and the match end of one write, as the move's answer reports them.

A session write applies the client's move, then the bots' moves and the deals
(`service.sessions.autoplay`); any of them may end a hand or the match. `Results`
collects each of those ends in order, so the answer lists them all (``results`` and
``match``), whoever reached them, and the session doc keeps the latest (``last_hand``,
``match``) for ``GET /v1/sessions/{id}``. Hand and match results are public
information (every seat sees the scores), so they need no redaction.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.results import Outcome

Body = dict[str, Any]


class Results:
    """The hand ends and the match end of one write, in the order they happened."""

    def __init__(self) -> None:
        self.hands: list[Body] = []
        self.match: Body | None = None

    def add(self, version: int, seat: int | None, outcome: Outcome[Any]) -> None:
        """The outcome of one applied move (``seat``: who moved; None for a deal) that led
        to ``version``."""
        if outcome.hand is not None:
            self.hands.append({"version": version, "seat": seat,
                               "hand": outcome.hand.to_json()})
        if outcome.match is not None:
            self.match = outcome.match.to_json()

    def doc_fields(self, doc: Mapping[str, Any]) -> Body:
        """The session doc's ``last_hand`` and ``match`` after this write."""
        return {"last_hand": self.hands[-1] if self.hands else doc.get("last_hand"),
                "match": self.match if self.match is not None else doc.get("match")}


def session_results(doc: Mapping[str, Any]) -> Body:
    """What ``GET /v1/sessions/{id}`` shows: the latest hand end and the match end."""
    return {"last_hand": doc.get("last_hand"), "match": doc.get("match")}
