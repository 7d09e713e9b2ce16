"""Bot levels. A bot sees only what its seat may use: it chooses among
``game.legal_moves(state, seat)`` and never reads another seat's hand.

Only ``random`` exists now; ``heuristic`` and ``expert`` are part of the contract and
answer 422 ``unsupported_bot_level`` until they are written (a search bot must work on
``game.view(state, seat)`` and sample the hidden hands, never on the full state).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.game import Game, Move


@dataclass(frozen=True)
class BotChoice:
    move: Move | None  # None: the seat has no legal move
    candidates: int  # legal moves considered


Bot = Callable[[Game[Any, Any], Any, int, random.Random, int | None], BotChoice]


def random_bot(game: Game[Any, Any], state: Any, seat: int, rng: random.Random,
               budget_ms: int | None) -> BotChoice:
    """A uniformly random legal move of ``seat``."""
    moves = game.legal_moves(state, seat)
    if not moves:
        return BotChoice(None, 0)
    return BotChoice(moves[rng.randrange(len(moves))], len(moves))


# Level → bot; None = in the contract, not implemented yet.
BOT_LEVELS: dict[str, Bot | None] = {
    "random": random_bot,
    "heuristic": None,
    "expert": None,
}


def available_levels() -> list[str]:
    return [level for level, bot in BOT_LEVELS.items() if bot is not None]
