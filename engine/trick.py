"""The one trick value of every game."""

from __future__ import annotations

from typing import NamedTuple


class Trick(NamedTuple):
    """A completed trick: card ``k`` of ``cards`` (the game's card indices, in play
    order) was played by seat ``(leader + k) % players``; ``winner`` is a seat."""

    leader: int
    cards: tuple[int, ...]
    winner: int

    def plays(self, players: int) -> list[tuple[int, int]]:
        """``(seat, card)`` pairs in play order."""
        return [((self.leader + k) % players, c) for k, c in enumerate(self.cards)]

    def card_of(self, seat: int, players: int) -> int | None:
        k = (seat - self.leader) % players
        return self.cards[k] if k < len(self.cards) else None
