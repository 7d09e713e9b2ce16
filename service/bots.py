"""Bot levels for the service: the one place that turns a state into a seat's view.

A bot sees only what its seat may see: this module computes ``game.view(state, seat)``
and hands *only the view* to `engine.bots.choose_move`, which samples the hidden cards
consistently with it (engine/bots/). Levels: ``random``, ``heuristic``, ``expert``.

Two entry points:

* `decide`: the whole decision (move, stats, optional per-move estimates), for
  ``POST /v1/games/{game}/bot-moves``.
* ``BOT_LEVELS[level](game, state, seat, rng, budget_ms) -> BotChoice``: the move only,
  for sessions (the seed is drawn from ``rng``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.bots import (
    DEFAULT_BUDGET_MS,
    LEVELS,
    BotDecision,
    BotUnavailable,
    NoLegalMove,
    choose_move,
)
from engine.bots.kits import KITS
from engine.game import Game
from engine.moves import Move

MAX_BUDGET_MS = 5_000
MAX_ITERATIONS = 100_000


@dataclass(frozen=True)
class BotChoice:
    move: Move | None  # None: the seat has no legal move
    candidates: int  # legal moves considered


Bot = Callable[[Game[Any, Any], Any, int, random.Random, int | None], BotChoice]


def has_kit(game: Game[Any, Any]) -> bool:
    return game.bot_kit is not None or game.id in KITS


def decide(game: Game[Any, Any], state: Any, seat: int, level: str, seed: int,
           budget_ms: float | None = None, iterations: int | None = None,
           explain: bool = False) -> BotDecision | None:
    """The bot's decision for ``seat``, from that seat's view only; None when the seat
    has no legal move. Raises `BotUnavailable` for a level the game has no kit for."""
    budget = DEFAULT_BUDGET_MS if budget_ms is None else min(budget_ms, MAX_BUDGET_MS)
    if not has_kit(game):
        if level != "random" or explain:
            raise BotUnavailable(f"only the random bot plays {game.id} yet")
        return _random_without_kit(game, state, seat, random.Random(seed))
    view = game.view(state, seat)
    try:
        return choose_move(game, view, seat, level, seed, budget_ms=budget,
                           iterations=iterations, explain=explain)
    except NoLegalMove:
        return None


def _random_without_kit(game: Game[Any, Any], state: Any, seat: int,
                        rng: random.Random) -> BotDecision | None:
    """A game without a bot kit: a uniform legal move (legal moves are the seat's own
    knowledge)."""
    moves = game.legal_moves(state, seat)
    if not moves:
        return None
    return BotDecision(moves[rng.randrange(len(moves))], {"candidates": len(moves)})


def _level_bot(level: str) -> Bot:
    def bot(game: Game[Any, Any], state: Any, seat: int, rng: random.Random,
            budget_ms: int | None) -> BotChoice:
        use = level if has_kit(game) else "random"
        decision = decide(game, state, seat, use, rng.getrandbits(53), budget_ms)
        if decision is None:
            return BotChoice(None, 0)
        return BotChoice(decision.move, int(decision.stats.get("candidates", 1)))
    bot.__name__ = f"{level}_bot"
    bot.__doc__ = f"The {level} bot: a move of ``seat`` chosen from its view only."
    return bot


random_bot = _level_bot("random")
heuristic_bot = _level_bot("heuristic")
expert_bot = _level_bot("expert")

# Level → bot (every level of the contract is available).
BOT_LEVELS: dict[str, Bot | None] = {
    "random": random_bot,
    "heuristic": heuristic_bot,
    "expert": expert_bot,
}
assert tuple(BOT_LEVELS) == LEVELS


def available_levels() -> list[str]:
    return [level for level, bot in BOT_LEVELS.items() if bot is not None]
