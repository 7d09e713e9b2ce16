"""Strength smoke tests of the Karnöffel bots: duplicate deals (every deal played with
the pairs swapped, bench/arena.py) on fixed seeds, so the figures are exact and the tests
never flake; the tournaments with confidence intervals are `make arena`.

Measured on these seeds (and the margin each threshold leaves):

* heuristic pair vs random pair, 40 matches to 7: wins 0.975 of the matches with four
  players, 0.963 with two (threshold 0.85). Its rounds alone: 0.74 of them; a bot that
  wins 0.55 of the rounds (the expert with 2 rollouts) wins about 0.62 of the matches.
* expert (30 rollouts) pair vs random pair, 60 single rounds: wins 0.733 of them
  (threshold 0.65); the expert with 2 rollouts per decision wins 0.533, random 0.5.
"""

from __future__ import annotations

import statistics

import pytest

from bench.arena import parse_config, play_unit

GAME_ID = "karnoeffel"


def win_share(configs: list[str], deals: int, unit: str, preset: str | None = None,
              seed: int = 1) -> dict[str, float]:
    """Per configuration, the mean over deals of the share of matches (``unit`` match)
    or rounds (``unit`` hand) won, each deal played in every rotation of the seats."""
    seating = [parse_config(c) for c in configs]
    per: dict[str, list[float]] = {}
    for deal in range(deals):
        result = play_unit((GAME_ID, preset, seating, seed, deal, unit))
        for label, value in result["values"].items():
            per.setdefault(label, []).append(value)
    return {label: statistics.fmean(values) for label, values in per.items()}


@pytest.mark.parametrize(("preset", "configs"), [
    ("standard", ["heuristic", "random"] * 2),  # partners opposite
    ("two-player", ["heuristic", "random"]),
])
def test_heuristic_wins_most_matches_against_random(preset: str, configs: list[str]) -> None:
    share = win_share(configs, deals=40, unit="match", preset=preset)
    assert share["heuristic"] >= 0.85, share


def test_expert_wins_most_rounds_against_random() -> None:
    share = win_share(["expert:iters=30", "random"] * 2, deals=60, unit="hand")
    assert share["expert:iters=30"] >= 0.65, share
