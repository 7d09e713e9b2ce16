"""Moves: one immutable value per action, and the declaration of each move type's fields.

A move from JSON is parsed once, at the boundary (`Game.parse_move`), against the game's
``move_specs``; after that the engine trusts the value and asks only whether the rules
allow it (`Game.check`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.cards import Card

PLAY = "play"  # the contract's universal move types
DEAL = "deal"


@dataclass(frozen=True, slots=True)
class Move:
    """One action of one seat. Only the fields its ``type`` needs are set."""

    seat: int
    type: str
    card: Card | None = None
    cards: tuple[Card, ...] | None = None
    rank: str | None = None
    suit: str | None = None
    call: str | None = None
    mode: str | None = None
    seed: int | None = None
    hands: tuple[tuple[Card, ...], ...] | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": self.seat, "type": self.type}
        if self.card is not None:
            out["card"] = self.card.code
        if self.cards is not None:
            out["cards"] = [c.code for c in self.cards]
        if self.rank is not None:
            out["rank"] = self.rank
        if self.suit is not None:
            out["suit"] = self.suit
        if self.call is not None:
            out["call"] = self.call
        if self.mode is not None:
            out["mode"] = self.mode
        if self.seed is not None:
            out["seed"] = self.seed
        if self.hands is not None:
            out["hands"] = [[c.code for c in h] for h in self.hands]
        return out


@dataclass(frozen=True)
class FieldSpec:
    """A move field: ``kind`` is card, cards, rank, suit, enum, int or hands; an ``int``
    may have bounds (a deal's ``seed``: 0…2^53, ``engine.dealing.MAX_SEED``)."""

    kind: str
    required: bool = True
    allowed: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
