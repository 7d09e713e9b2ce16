"""`service.bots.decide`, the one bot adapter of the service (``/bot-moves`` and the
sessions' autoplay): levels per game, and the random level of a game without a kit."""

from __future__ import annotations

import random

import pytest

from engine.bots import LEVELS, BotUnavailable
from engine.registry import get_game
from service.bots import available_levels, decide

GAME = "watten"


def a_state(game_id: str, seed: int = 5):
    game = get_game(game_id)
    return game, game.new_state(game.resolve_options(), seed=seed, dealer=0)


@pytest.mark.parametrize("game_id", ["hearts", "karnoeffel", "watten"])
def test_the_games_with_a_kit_offer_every_level(game_id):
    assert available_levels(get_game(game_id)) == list(LEVELS)


def test_a_game_without_a_kit_offers_only_random(without_bot_kit):
    without_bot_kit(GAME)
    assert available_levels(get_game(GAME)) == ["random"]


@pytest.mark.parametrize("level", LEVELS)
def test_each_level_picks_a_legal_move_of_the_seat(level):
    game, state = a_state(GAME)
    seat = game.to_act(state)[0]
    decision = decide(game, state, seat, level, seed=3, iterations=8)
    assert decision is not None
    assert decision.move in game.legal_moves(state, seat)


def test_without_a_kit_random_is_a_seeded_uniform_legal_move(without_bot_kit):
    without_bot_kit(GAME)
    game, state = a_state(GAME)
    seat = game.to_act(state)[0]
    legal = game.legal_moves(state, seat)
    assert len(legal) > 1
    picks = {}
    for seed in range(60):
        decision = decide(game, state, seat, "random", seed)
        assert decision is not None and decision.stats == {"candidates": len(legal)}
        assert decision == decide(game, state, seat, "random", seed)  # seeded
        picks[seed] = decision.move
        assert decision.move == legal[random.Random(seed).randrange(len(legal))]
    assert len(set(picks.values())) > 1


@pytest.mark.parametrize("level, explain", [("heuristic", False), ("expert", False),
                                            ("random", True)])
def test_without_a_kit_only_random_without_estimates_plays(without_bot_kit, level, explain):
    without_bot_kit(GAME)
    game, state = a_state(GAME)
    with pytest.raises(BotUnavailable, match=GAME):
        decide(game, state, game.to_act(state)[0], level, 1, explain=explain)


@pytest.mark.parametrize("kit", [True, False])
def test_a_seat_without_legal_moves_gets_no_decision(without_bot_kit, kit):
    if not kit:
        without_bot_kit(GAME)
    game, state = a_state(GAME)
    idle = next(s for s in range(game.num_players(state)) if not game.legal_moves(state, s))
    assert decide(game, state, idle, "random", 1) is None
