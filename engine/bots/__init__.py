"""Bots for every game: ``random``, ``heuristic`` and ``expert``.

`choose_move` receives a seat's *view* (``game.view(state, seat)``), never the full
state, so a bot cannot peek: to list its legal moves or to search, it asks the game's
`BotKit` (``game.bot_kit``, in the game's package) for worlds sampled consistently with the view.

* ``random``: uniform over the seat's legal moves (a Hearts pass is a uniform random set
  of ``pass_count`` cards, `Game.random_move`).
* ``heuristic``: the kit's rules of thumb, from the view only.
* ``expert``: determinized search (engine/bots/expert.py), bounded by ``budget_ms`` and
  by ``iterations`` (rollouts); same seed and iteration cap give the same move.

``explain=True`` adds the expert's estimate of every candidate move (its mean value,
e.g. minus the expected points of the hand in Hearts), whatever the level.
"""

from __future__ import annotations

import random
import time
from typing import Any

from engine.bots.base import LEVELS, BotDecision, BotKit
from engine.bots.expert import DEFAULT_BUDGET_MS, DEFAULT_ITERATIONS, SearchResult, search
from engine.game import Game
from engine.moves import Move

__all__ = [
    "DEFAULT_BUDGET_MS", "DEFAULT_ITERATIONS", "LEVELS", "BotDecision", "BotKit",
    "BotUnavailable", "NoLegalMove", "choose_move", "get_kit",
]


class BotUnavailable(Exception):
    """No kit for this game, or an unknown level."""


class NoLegalMove(Exception):
    """The seat has no legal move in this view."""


def get_kit(game: Game[Any, Any]) -> BotKit:
    kit = game.bot_kit
    if kit is None:
        raise BotUnavailable(f"no bots for game {game.id!r} yet")
    return kit


def bot_rng(seed: int, level: str) -> random.Random:
    return random.Random(f"stichwerk-bot:{level}:{seed}")


def choose_move(game: Game[Any, Any], view: dict[str, Any], seat: int, level: str,
                seed: int, budget_ms: float = DEFAULT_BUDGET_MS,
                iterations: int | None = None, explain: bool = False) -> BotDecision:
    """The move of ``seat`` at ``level``, seeing only ``view``."""
    started = time.perf_counter()
    if level not in LEVELS:
        raise BotUnavailable(f"unknown bot level {level!r}; known: {', '.join(LEVELS)}")
    kit = get_kit(game)
    rng = bot_rng(seed, level)
    world = kit.sample_world(game, view, seat, rng)
    # the expert searches a kit's narrower set when it has one (a Hearts pass): those are
    # legal moves, and the full list (every set of three cards) is not built
    narrowed = kit.search_candidates(game, view, seat, world, rng) if level == "expert" else None
    legal = narrowed or game.legal_moves(world, seat)
    if not legal:
        raise NoLegalMove(f"seat {seat} has no legal move now")
    stats: dict[str, Any] = {"candidates": len(legal)}
    result: SearchResult | None = None
    if level == "random":
        move = _random_move(game, world, seat, legal, rng)
    elif level == "heuristic":
        move = kit.heuristic_move(game, view, seat, world, rng)
    else:
        candidates, same = _candidates(game, kit, view, seat, legal, narrowed)
        stats["candidates"] = len(candidates)
        if len(candidates) == 1 and not explain:
            move = candidates[0]
            stats.update(iterations=0, worlds=0)
        else:
            result = search(game, kit, view, seat, candidates, world, rng,
                            budget_ms=budget_ms, iterations=iterations,
                            prune=not explain, started=started)
            move = candidates[result.best()]
            stats.update(iterations=result.iterations, worlds=result.worlds,
                         stopped_by=result.stopped_by)
    estimates = None
    if explain:
        if result is None:
            erng = bot_rng(seed, "explain")
            eworld = kit.sample_world(game, view, seat, erng)
            candidates, same = _candidates(
                game, kit, view, seat, legal,
                kit.search_candidates(game, view, seat, eworld, erng))
            result = search(game, kit, view, seat, candidates, eworld, erng,
                            budget_ms=budget_ms, iterations=iterations, prune=False)
            stats.update(iterations=result.iterations, worlds=result.worlds)
        estimates = _estimates(kit, result, legal, same)
    stats["elapsed_ms"] = round((time.perf_counter() - started) * 1000, 3)
    return BotDecision(move, stats, estimates)


def _random_move(game: Game[Any, Any], world: Any, seat: int, legal: list[Move],
                 rng: random.Random) -> Move:
    if seat in game.to_act(world):
        return game.random_move(world, seat, rng)
    return legal[rng.randrange(len(legal))]


def _candidates(game: Game[Any, Any], kit: BotKit, view: dict[str, Any], seat: int,
                legal: list[Move], narrowed: list[Move] | None
                ) -> tuple[list[Move], dict[Move, Move]]:
    """The root moves of the search, and for moves left out the searched move they are
    equivalent to. Every legal move, unless the kit narrows a huge set (a Hearts pass)
    with ``search_candidates`` (``narrowed``, asked by the caller) or groups equivalent
    moves (touching cards) with ``equivalent_moves``."""
    moves = narrowed
    if moves:
        return moves, {}
    groups = kit.equivalent_moves(game, view, seat, legal)
    if groups:
        same = {m: g[0] for g in groups for m in g[1:]}
        return [g[0] for g in groups], same
    return legal, {}


def _estimates(kit: BotKit, result: SearchResult, legal: list[Move],
               same: dict[Move, Move]) -> list[dict[str, Any]]:
    """One estimate per searched move; a move equivalent to a searched one (Hearts:
    touching cards) gets that move's estimate, marked ``same_as``."""
    by_move: dict[Move, dict[str, Any]] = {}
    for k, move in enumerate(result.moves):
        mean = result.mean(k)
        n = len(result.values[k])
        item: dict[str, Any] = {"move": move.to_json(), "value": None if mean is None
                                else round(mean, 4), "rollouts": n}
        if mean is not None:
            item.update(kit.explain_fields(mean, result.wins[k] / n))
        by_move[move] = item
    if not same:
        return list(by_move.values())
    out = []
    for move in legal:
        if move in by_move:
            out.append(by_move[move])
        elif move in same and same[move] in by_move:
            out.append({**by_move[same[move]], "move": move.to_json(),
                        "same_as": same[move].to_json()})
    return out
