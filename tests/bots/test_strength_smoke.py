"""Fixed-seed strength smoke tests for every game with a bot kit (small and fast; the
tournaments with confidence intervals are `make arena`)."""

from __future__ import annotations

import statistics

import pytest

from bench.arena import parse_config, play_unit
from engine.bots.kits import KITS

PARTNERSHIP_GAMES = sorted(g for g in KITS if g != "hearts")


def win_rate(game_id, configs, deals, seed=1):
    seating = [parse_config(c) for c in configs * 2]  # partners sit opposite
    rates = [play_unit((game_id, None, seating, seed, d, "match"))["values"]
             for d in range(deals)]
    return {k: statistics.fmean(r[k] for r in rates) for k in rates[0]}


@pytest.mark.parametrize("game_id", PARTNERSHIP_GAMES)
def test_heuristic_pair_beats_random_pair(game_id):
    rates = win_rate(game_id, ["heuristic", "random"], deals=8)
    assert rates["heuristic"] >= 0.75, rates


@pytest.mark.parametrize("game_id", PARTNERSHIP_GAMES)
def test_expert_pair_beats_random_pair(game_id):
    rates = win_rate(game_id, ["expert:iters=30", "random"], deals=2)
    assert rates["expert:iters=30"] >= 0.75, rates
