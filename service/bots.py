"""The service's bot adapter: the one place that turns a state into a seat's view.

A bot sees only what its seat may see: `decide` computes ``game.view(state, seat)`` and
hands *only the view* to `engine.bots.choose_move`, which samples the hidden cards
consistently with it (engine/bots/). Levels: ``random``, ``heuristic``, ``expert``.

`decide` is called by ``POST /v1/games/{game}/bot-moves`` (`service.actions`) and by the
sessions' autoplay (`service.sessions.autoplay`). A game without a bot kit
(``game.bot_kit`` is None) plays only the ``random`` level, a uniform choice among its
own legal moves (a seat's legal moves are its own knowledge).

A search (``expert``, or any level with ``explain``) takes a slot of the process's
`service.quotas.SearchQuota` when one is given (503 ``search_capacity_exhausted`` when
none is free) and its time goes into the ``stichwerk_bot_search_seconds`` histogram.
"""

from __future__ import annotations

import random
import time
from contextlib import nullcontext
from typing import Any

from engine.bots import (
    DEFAULT_BUDGET_MS,
    LEVELS,
    BotDecision,
    BotUnavailable,
    NoLegalMove,
    choose_move,
    get_kit,
)
from engine.game import Game
from service import metrics
from service.config import BOT_BUDGET_MS_MAXIMUM as MAX_BUDGET_MS
from service.quotas import SearchQuota

MAX_ITERATIONS = 100_000
RANDOM = "random"  # the level every game plays, with or without a kit
EXPERT = "expert"  # the level that searches (and `explain` searches at any level)

__all__ = ["LEVELS", "MAX_BUDGET_MS", "MAX_ITERATIONS", "available_levels", "decide"]


def _has_kit(game: Game[Any, Any]) -> bool:
    try:
        get_kit(game)
    except BotUnavailable:
        return False
    return True


def available_levels(game: Game[Any, Any]) -> list[str]:
    """The levels that play ``game``: every level with a bot kit, else only random."""
    return list(LEVELS) if _has_kit(game) else [RANDOM]


def decide(game: Game[Any, Any], state: Any, seat: int, level: str, seed: int,
           budget_ms: float | None = None, iterations: int | None = None,
           explain: bool = False, quota: SearchQuota | None = None) -> BotDecision | None:
    """The bot's decision for ``seat`` (move, stats, optional per-move estimates), from
    that seat's view only; None when the seat has no legal move. Raises `BotUnavailable`
    for a level the game cannot play (no kit: only random, without estimates), and
    `ApiError` 503 when the decision would search and ``quota`` has no free slot."""
    if not _has_kit(game):
        if level != RANDOM or explain:
            raise BotUnavailable(f"only the random bot plays {game.id} yet")
        moves = game.legal_moves(state, seat)
        if not moves:
            return None
        pick = moves[random.Random(seed).randrange(len(moves))]
        return BotDecision(pick, {"candidates": len(moves)})
    budget = DEFAULT_BUDGET_MS if budget_ms is None else min(budget_ms, MAX_BUDGET_MS)
    searches = level == EXPERT or explain
    with quota.slot() if quota is not None and searches else nullcontext():
        started = time.perf_counter()
        if searches:
            metrics.SEARCHES_RUNNING.inc()
        try:
            return choose_move(game, game.view(state, seat), seat, level, seed,
                               budget_ms=budget, iterations=iterations, explain=explain)
        except NoLegalMove:
            return None
        finally:
            if searches:
                metrics.SEARCHES_RUNNING.dec()
                metrics.SEARCH_SECONDS.labels(game=game.id, level=level).observe(
                    time.perf_counter() - started)
