"""The expert's search (engine/bots/expert.py) on scripted rollout values.

The module's contract: every round samples one world and plays every still-active root
move in it with the same random numbers (common random numbers); from round
``PRUNE_FROM_ROUND`` on, a move whose paired difference to the best move is
significantly negative (z-score above ``PRUNE_Z``, sample variance of the paired
differences) is dropped; the search stops when one move is left (``decided``), at the
rollout cap (``cap``) or at the time budget (``budget``), and a round cut short is cut
back so that every active move has the same worlds. The stats the service passes on
(api: ``iterations`` = rollouts done, ``worlds`` = worlds sampled, ``stopped_by``) and
an estimate's ``win_probability`` (share of rollouts with a positive value) come from
here.

The kit below returns scripted values, so every count is known in advance.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import pytest

from engine.bots import expert
from engine.bots.base import BotKit
from engine.bots.expert import PRUNE_FROM_ROUND, SearchResult, search
from engine.moves import Move
from engine.registry import get_game

GAME = get_game("hearts")  # only handed through: the scripted kit never asks it


class ScriptedKit(BotKit):
    """Rollout values from a script: ``values[k](round)`` for candidate k (rounds from 1)."""

    def __init__(self, values: Sequence[Callable[[int], float]]) -> None:
        self.values = values
        self.moves: list[Move] = []
        self.worlds_sampled = 0
        self.seeds: list[tuple[int, int, Move]] = []  # (round, seed, move) per rollout

    def sample_world(self, game: Any, view: Any, seat: int, rng: random.Random) -> Any:
        self.worlds_sampled += 1
        return self.worlds_sampled + 1  # the world's round: the first world is round 1

    def rollout_value(self, game: Any, world: Any, move: Move, seat: int, seed: int,
                      rng: random.Random) -> float:
        self.seeds.append((world, seed, move))
        return self.values[self.moves.index(move)](world)

    def heuristic_move(self, game: Any, view: Any, seat: int, world: Any,
                       rng: random.Random) -> Move:
        raise AssertionError("not asked by the search")

    def rollout_move(self, game: Any, world: Any, seat: int, rng: random.Random) -> Move:
        raise AssertionError("not asked by the search")

    def evaluate(self, game: Any, world: Any, seat: int, start: Any) -> float:
        raise AssertionError("not asked by the search")


def run(values: Sequence[Callable[[int], float]], **kw: Any) -> tuple[SearchResult, ScriptedKit]:
    kit = ScriptedKit(values)
    kit.moves = [Move(0, "play", seed=k) for k in range(len(values))]
    kw.setdefault("budget_ms", 10**9)
    result = search(GAME, kit, {}, 0, kit.moves, 1, random.Random(5), **kw)
    return result, kit


def always(value: float) -> Callable[[int], float]:
    return lambda _round: value


def test_a_dominated_move_is_dropped_at_the_first_pruning_round_and_never_played_again():
    """a and c tie at the top, b and d lose by the same amount every round (no variance:
    significant from the first pruning round on). The cap then ends the search."""
    cap = 4 * PRUNE_FROM_ROUND + 2 * 12
    res, kit = run([always(1.0), always(0.5), always(1.0), always(0.0)], iterations=cap)
    assert res.active == [True, False, True, False]
    assert [len(v) for v in res.values] == [24, PRUNE_FROM_ROUND, 24, PRUNE_FROM_ROUND]
    assert (res.iterations, res.worlds, res.stopped_by) == (cap, 24, "cap")
    assert res.wins == [24, PRUNE_FROM_ROUND, 24, 0]  # a win is a positive value
    assert res.best() == 0  # a tie goes to the earlier candidate
    assert kit.worlds_sampled == 23  # the first world is the one the caller drew


def test_every_active_move_of_a_round_gets_the_same_world_and_numbers():
    _, kit = run([always(1.0), always(0.0), always(1.0)], iterations=3 * 20)
    rounds: dict[int, set[int]] = {}
    for world, seed, _ in kit.seeds:
        rounds.setdefault(world, set()).add(seed)
    assert all(len(seeds) == 1 for seeds in rounds.values())
    assert len({seed for seeds in rounds.values() for seed in seeds}) == len(rounds)


def test_one_move_left_decides_the_search():
    res, _ = run([always(0.0), always(2.0)], iterations=1000)
    assert res.active == [False, True]
    assert (res.iterations, res.worlds, res.stopped_by) == (2 * PRUNE_FROM_ROUND,
                                                            PRUNE_FROM_ROUND, "decided")
    assert res.best() == 1


def test_a_lone_candidate_is_decided_at_the_first_pruning_round():
    """One move left stops the search, also when it was the only candidate from the
    start: its rollouts stop at the first pruning round, not at the cap."""
    res, _ = run([always(1.0)], iterations=1000)
    assert res.active == [True]
    assert (res.iterations, res.worlds, res.stopped_by) == (PRUNE_FROM_ROUND,
                                                            PRUNE_FROM_ROUND, "decided")


def test_without_pruning_every_move_is_searched_to_the_cap():
    res, _ = run([always(0.0), always(2.0)], iterations=2 * 30, prune=False)
    assert res.active == [True, True]
    assert [len(v) for v in res.values] == [30, 30]
    assert res.stopped_by == "cap"


@pytest.mark.parametrize(("diffs", "dropped"), [
    ([0.0] * 8 + [2.0] * 4, False),  # z = 2.35; 2.55 with r + 1 in the variance
    ([0.0] * 7 + [1.0] * 2 + [2.0] * 3, True),  # z = 2.60; 2.48 with r - 2
    ([0.0] * 7 + [3.0] * 5, True),  # z = 2.80
    ([0.0] * 3 + [3.0] * 9, True),  # z = 5.74
    ([-2.0, -1.0, 0.0] + [1.0] * 9, False),  # variance exactly 1, z = 1.73
])
def test_a_move_is_dropped_only_when_its_paired_difference_is_significant(diffs, dropped):
    """At round 12 (the cap stops the search right after it) the worse move is dropped
    exactly when the z-score of its paired differences to the better one, mean over
    sqrt(sample variance / rounds), exceeds 2.5."""
    assert len(diffs) == PRUNE_FROM_ROUND == 12
    res, _ = run([always(3.0), lambda r: 3.0 - diffs[r - 1]], iterations=2 * 12)
    assert res.active == [True, not dropped]


class Clock:
    """perf_counter advancing 1 ms per reading: the search reads it at its start and
    before every rollout after the first world."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 0.001
        return self.now


def test_the_budget_stops_mid_round_and_the_round_is_cut_back(monkeypatch):
    """Budget 4.5 ms: the start reads 1 ms, round 2 reads 2, 3, 4 ms, round 3 reads 5 ms
    (a's third rollout) and then 6 ms, past the deadline: a's third value is cut so that
    a, b and c have the same two worlds, and a's win of round 3 goes with it."""
    monkeypatch.setattr(expert.time, "perf_counter", Clock())
    res, _ = run([always(1.0), always(-1.0), always(0.5)], budget_ms=4.5, iterations=1000)
    assert res.stopped_by == "budget"
    assert (res.iterations, res.worlds) == (7, 3)
    assert res.values == [[1.0, 1.0], [-1.0, -1.0], [0.5, 0.5]]
    assert res.wins == [2, 0, 2]


def test_the_first_world_is_searched_whatever_the_budget(monkeypatch):
    monkeypatch.setattr(expert.time, "perf_counter", Clock())
    res, _ = run([always(1.0), always(0.0), always(0.5)], budget_ms=0, iterations=1000)
    assert res.stopped_by == "budget"
    assert (res.iterations, res.worlds) == (3, 2)
    assert [len(v) for v in res.values] == [1, 1, 1]


@pytest.mark.parametrize("rounds", [1, 5])
def test_the_cap_stops_mid_round_and_the_round_is_cut_back(rounds):
    """A value of 0 is no win, cut or not."""
    cap = 3 * rounds + 2
    res, _ = run([always(0.0), always(1.0), always(1.0)], iterations=cap, prune=False)
    assert res.stopped_by == "cap"
    assert (res.iterations, res.worlds) == (cap, rounds + 1)
    assert res.values == [[0.0] * rounds, [1.0] * rounds, [1.0] * rounds]
    assert res.wins == [0, rounds, rounds]


def test_a_cap_below_one_round_keeps_the_rollouts_done():
    """Fewer rollouts than candidates: nothing is cut (no move would keep an estimate),
    and the best move is the best of those searched."""
    res, _ = run([always(0.0), always(1.0), always(5.0)], iterations=2)
    assert res.values == [[0.0], [1.0], []]
    assert res.best() == 1


def test_a_dropped_move_is_never_best():
    res, _ = run([always(0.0), always(1.0)], iterations=1000)
    res.values[0].extend([100.0] * 50)  # even with a higher mean
    assert res.best() == 1
