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


_FIELDS = ("seat", "type", "card", "cards", "rank", "suit", "call", "mode", "seed", "hands")


class _MoveUnderConstruction:
    """The slots of a `Move`, writable: `Move.__new__` fills one in, then makes it a Move."""

    __slots__ = _FIELDS

    seat: int
    type: str
    card: Card | None
    cards: tuple[Card, ...] | None
    rank: str | None
    suit: str | None
    call: str | None
    mode: str | None
    seed: int | None
    hands: tuple[tuple[Card, ...], ...] | None


_new_object = object.__new__


@dataclass(frozen=True, slots=True, init=False)
class Move:
    """One action of one seat. Only the fields its ``type`` needs are set.

    A frozen dataclass with slots (equality, hashing, repr and immutability as the
    decorator makes them; fields read at the speed of slots), built by `__new__` in a
    third of the instructions of the decorator's ``__init__``: that one sets each of the
    ten fields through ``object.__setattr__`` (the way round the frozen ``__setattr__``);
    this one writes them into a `_MoveUnderConstruction`, which has the same slots, and
    then assigns the object's class (a layout-compatible ``__class__`` assignment).
    Random playouts and the bots build a Move for every pass and every listed move."""

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

    def __new__(cls, seat: int, type: str, card: Card | None = None,
                cards: tuple[Card, ...] | None = None, rank: str | None = None,
                suit: str | None = None, call: str | None = None, mode: str | None = None,
                seed: int | None = None, hands: tuple[tuple[Card, ...], ...] | None = None
                ) -> Move:
        m = _new_object(_MoveUnderConstruction)
        m.seat = seat
        m.type = type
        m.card = card
        m.cards = cards
        m.rank = rank
        m.suit = suit
        m.call = call
        m.mode = mode
        m.seed = seed
        m.hands = hands
        m.__class__ = cls  # type: ignore[assignment]
        return m  # type: ignore[return-value]

    def __getnewargs__(self) -> tuple[Any, ...]:
        """copy and pickle rebuild a Move through `__new__` with its fields."""
        return tuple(getattr(self, name) for name in _FIELDS)

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
