"""No peeking, proven: a bot's move depends only on its seat's view.

For every game with a bot kit and every level, over many random positions: the real
state and states that differ from it only in cards hidden from the bot's seat (the hidden
cards dealt again by the kit's sampler, consistently with known voids and passed cards,
and independent same-suit swaps between hidden hands) must give the same move under a
fixed seed and iteration cap. The states go through the service's entry point
(`service.bots.decide`, which takes a full state), so the test covers the one place where
a state becomes a view."""

from __future__ import annotations

import random

import pytest

from engine import get_game
from engine.bots import LEVELS, get_kit
from service.bots import decide
from tests.bots.positions import games_with_bots, hidden_swaps, positions

GAMES = games_with_bots()
POSITIONS = {"random": 150, "heuristic": 150, "expert": 60}
ITERATIONS = 40  # rollouts per expert decision: the cap, never the clock, stops it
BUDGET_MS = 600_000


def move_of(game, state, seat, level, seed):
    decision = decide(game, state, seat, level, seed, budget_ms=BUDGET_MS,
                      iterations=ITERATIONS)
    assert decision is not None
    return decision.move.to_json()


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game_id", GAMES)
def test_same_view_same_move(game_id, level):
    game = get_game(game_id)
    kit = get_kit(game)
    rng = random.Random(f"no-peek:{game_id}:{level}")
    compared = differing = 0
    for state, seat in positions(game_id, None, seed=11, count=POSITIONS[level]):
        view = game.view(state, seat)
        alts = [kit.sample_world(game, view, seat, random.Random(rng.getrandbits(32)))
                for _ in range(2)]
        alts += list(hidden_swaps(game, state, seat, rng, swaps=2))
        seed = rng.getrandbits(32)
        expected = move_of(game, state, seat, level, seed)
        hands = game.encode(state)["hands"]
        for alt in alts:
            assert game.view(alt, seat) == view  # the alternative hides the same
            differing += game.encode(alt)["hands"] != hands
            assert move_of(game, alt, seat, level, seed) == expected, (
                f"{game_id} {level}: seat {seat} in phase {state.phase} chose differently "
                "when only hidden cards changed")
            compared += 1
    assert compared >= POSITIONS[level]
    assert differing >= compared // 3  # the hidden cards really moved


@pytest.mark.parametrize("game_id", GAMES)
def test_explain_sees_only_the_view(game_id):
    game = get_game(game_id)
    kit = get_kit(game)
    rng = random.Random(5)
    for state, seat in positions(game_id, None, seed=12, count=4):
        view = game.view(state, seat)
        alt = kit.sample_world(game, view, seat, rng)
        a = decide(game, state, seat, "heuristic", 9, budget_ms=BUDGET_MS, iterations=16,
                   explain=True)
        b = decide(game, alt, seat, "heuristic", 9, budget_ms=BUDGET_MS, iterations=16,
                   explain=True)
        assert a is not None and b is not None
        assert a.estimates == b.estimates
