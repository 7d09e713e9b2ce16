"""The per-game bot kit protocol and the shared bot value types.

A bot never receives the full engine state: it gets ``view = game.view(state, seat)``
and, to search or to list its legal moves, builds full states with the game's
`BotKit.sample_world`, which reads nothing but the view. That makes "no peeking"
structural rather than a convention.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Protocol

from engine.game import Game, Move

LEVELS: tuple[str, ...] = ("random", "heuristic", "expert")


class BotKit(Protocol):
    """One per game, registered in engine/bots/kits.py: ``KITS[game_id]``."""

    game_id: str

    def sample_world(self, game: Game[Any, Any], view: dict[str, Any], seat: int,
                     rng: random.Random) -> Any:
        """A full engine state consistent with everything `view` (= game.view(state, seat))
        shows: own hand, public cards, declarations, scores, voids revealed by play, cards
        this seat passed (Hearts), face-up cards (Karnöffel), cut cards it knows (Watten);
        every hidden card dealt at random among the hidden places respecting those
        constraints. Reads nothing but `view`. Must return a state the engine accepts."""
        ...

    def heuristic_move(self, game: Game[Any, Any], view: dict[str, Any], seat: int,
                       world: Any, rng: random.Random) -> Move:
        """The heuristic level: rules of thumb using the view only. `world` is a
        sample_world result, used only to get game.legal_moves(world, seat) (a seat's legal
        moves depend only on what it may see) — never its hidden cards."""
        ...

    def rollout_move(self, game: Game[Any, Any], world: Any, seat: int,
                     rng: random.Random) -> Move:
        """Fast default policy inside search (may see the whole sampled world, a guess)."""
        ...

    def evaluate(self, game: Game[Any, Any], world: Any, seat: int, start: Any) -> float:
        """Value of a finished hand (or match) for `seat`, higher is better, e.g. points the
        seat's side scored minus conceded in the hand since `start` (Watten/Karnöffel), or
        minus penalty points (Hearts). Used by the expert and for explain estimates."""
        ...

    def hand_over(self, game: Game[Any, Any], world: Any) -> bool: ...


@dataclass
class BotDecision:
    """What a bot chose, how much work it did, and (on request) per-move estimates."""

    move: Move
    stats: dict[str, Any] = field(default_factory=dict)
    estimates: list[dict[str, Any]] | None = None
