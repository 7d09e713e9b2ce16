"""What a move completed, as data (python-chess `Outcome`): the trick, the hand, the match.

`Stage` is where a match is: inside a hand, between hands (waiting for the next deal), or
over. The service and the bots ask the protocol for it (`Game.stage`), never a phase name.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from engine.cards import Card

S = TypeVar("S")


class Stage(enum.Enum):
    IN_HAND = "in_hand"  # cards are being called, passed or played
    HAND_OVER = "hand_over"  # the hand is scored; the next dealer sends `deal`
    MATCH_OVER = "match_over"  # a match winner is known; `deal` starts the next match


@dataclass(frozen=True)
class TrickResult:
    """The trick a move played to; ``winner`` once it is complete."""

    leader: int
    cards: Sequence[tuple[int, Card]]
    complete: bool
    winner: int | None

    def to_json(self) -> dict[str, Any]:
        return {"leader": self.leader,
                "cards": [{"seat": s, "card": c.code} for s, c in self.cards],
                "complete": self.complete, "winner": self.winner}


@dataclass(frozen=True)
class HandResult:
    """A finished hand: per scoring unit (side or seat) the points of this hand, the
    match totals after it, the units that won it, and why it ended."""

    points: tuple[int, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    reason: str

    def to_json(self) -> dict[str, Any]:
        return {"over": True, "points": list(self.points), "scores": list(self.scores),
                "winners": list(self.winners), "reason": self.reason}


@dataclass(frozen=True)
class MatchResult:
    """A finished match: the winning scoring units (Hearts can share a win)."""

    winners: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {"over": True, "winners": list(self.winners)}


@dataclass
class Outcome(Generic[S]):
    """The result of a legal move: the new state, its events, and what it completed."""

    state: S
    events: list[dict[str, Any]] = field(default_factory=list)
    trick: TrickResult | None = None
    hand: HandResult | None = None
    match: MatchResult | None = None
