"""The expert level: Perfect Information Monte Carlo over determinized worlds.

Every round samples one world consistent with the seat's view (`BotKit.sample_world`,
through `BotKit.world_sampler`, which reads the view once per search), then plays each
still-active root move in that same world and rolls the hand out to its end with the
kit's fast policy (`BotKit.rollout_move`), scoring it with `BotKit.evaluate` (one
`BotKit.rollout_value` per rollout). All active moves share the world and the rollout's
random numbers (common random numbers), so the luck of the hidden cards cancels in their
comparison. A move whose paired difference to the best move is significantly negative is
dropped (successive rejection), which spends the remaining rollouts on the close calls;
the search stops when one move is left, at the iteration cap (rollouts), or at
``budget_ms``, whichever comes first. Given a seed and an iteration cap the result is
deterministic; the time budget can only cut it earlier.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any

from engine.bots.base import BotKit, SeededAtFirstDraw
from engine.game import Game
from engine.moves import Move

DEFAULT_BUDGET_MS = 200
DEFAULT_ITERATIONS = 5000  # rollouts; the time budget usually stops the search first
PRUNE_FROM_ROUND = 12  # rounds (worlds) before any move may be dropped
PRUNE_Z = 2.5  # z-score of the paired difference that drops a move


@dataclass
class SearchResult:
    """Per candidate: rollouts, summed values, values per round (for the pairing)."""

    moves: list[Move]
    values: list[list[float]] = field(default_factory=list)
    wins: list[int] = field(default_factory=list)
    active: list[bool] = field(default_factory=list)
    iterations: int = 0
    worlds: int = 0
    stopped_by: str = "cap"

    def mean(self, k: int) -> float | None:
        v = self.values[k]
        return sum(v) / len(v) if v else None

    def best(self) -> int:
        """The active move with the highest mean (a dropped move is never best);
        ties go to the earlier candidate."""
        best, best_v = 0, -math.inf
        for k in range(len(self.moves)):
            m = self.mean(k)
            if m is not None and self.active[k] and m > best_v:
                best, best_v = k, m
        return best


def search(game: Game[Any, Any], kit: BotKit, view: dict[str, Any], seat: int,
           candidates: list[Move], first_world: Any, rng: random.Random,
           budget_ms: float = DEFAULT_BUDGET_MS, iterations: int | None = None,
           prune: bool = True, started: float | None = None) -> SearchResult:
    """Evaluate ``candidates`` (legal moves of ``seat``) over sampled worlds."""
    cap = DEFAULT_ITERATIONS if iterations is None else iterations
    start = time.perf_counter() if started is None else started
    deadline = start + budget_ms / 1000.0
    res = SearchResult(candidates, [[] for _ in candidates], [0] * len(candidates),
                       [True] * len(candidates))
    rollout_rng = SeededAtFirstDraw() if kit.rollouts_rarely_draw else random.Random()
    sample_world = kit.world_sampler(game, view, seat)
    world: Any = first_world
    clock = time.perf_counter
    rollout_value = kit.rollout_value
    while res.iterations < cap:
        if world is None:
            world = sample_world(rng)
        res.worlds += 1
        seed = rng.getrandbits(64)
        for k, move in enumerate(candidates):
            if not res.active[k]:
                continue
            if res.iterations >= cap:
                return _finish(res, complete_round=False)
            if res.worlds > 1 and clock() >= deadline:
                res.stopped_by = "budget"
                return _finish(res, complete_round=False)
            value = rollout_value(game, world, move, seat, seed, rollout_rng)
            res.values[k].append(value)
            if value > 0:
                res.wins[k] += 1
            res.iterations += 1
        world = None
        if prune and res.worlds >= PRUNE_FROM_ROUND and _prune(res):
            res.stopped_by = "decided"
            break
    return _finish(res, complete_round=True)


def _finish(res: SearchResult, complete_round: bool) -> SearchResult:
    """Cut a partial round so that every active move has the same worlds (pairing)."""
    if not complete_round:
        full = min((len(v) for k, v in enumerate(res.values) if res.active[k]), default=0)
        if full > 0:
            for k, v in enumerate(res.values):
                if res.active[k] and len(v) > full:
                    extra = v[full:]
                    del v[full:]
                    res.wins[k] -= sum(1 for x in extra if x > 0)
    return res


def _prune(res: SearchResult) -> bool:
    """Drop the moves significantly worse than the best; True when one is left."""
    active = [k for k, a in enumerate(res.active) if a]
    if len(active) <= 1:
        return True
    best = max(active, key=lambda k: (sum(res.values[k]), -k))
    bv = res.values[best]
    r = len(bv)
    for k in active:
        if k == best:
            continue
        kv = res.values[k]
        diffs = [bv[i] - kv[i] for i in range(r)]
        mean = sum(diffs) / r
        if mean <= 0:
            continue
        var = sum((d - mean) ** 2 for d in diffs) / (r - 1)
        if var == 0 or mean > PRUNE_Z * math.sqrt(var / r):
            res.active[k] = False
    return sum(res.active) <= 1
