"""Seeded random playouts over HTTP, for every registered game and preset: every response
(state, legal moves, outcome, views) is checked against the OpenAPI spec by the
``client`` fixture, every bot move must be legal, and every view over HTTP is exactly the
one the visibility oracle of the rules computes from the full state
(tests/conformance/visibility.py: own hand, Karnöffel's visible partner hand, Hearts' own
passed and received cards, Watten's cut cards to whoever knows them; no seed)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.registry import all_games
from tests.conformance.visibility import expected_view
from tests.service.http_harness import (
    bot_move,
    create_state,
    is_listed,
    legal_moves,
    post_move,
    view,
)

CASES = [(g.id, preset) for g in all_games() for preset in sorted(g.presets)]
MAX_STEPS = 120


@pytest.mark.parametrize(("game", "preset"), CASES)
def test_random_playout(client: Any, game: str, preset: str) -> None:
    state = create_state(client, game, preset=preset, seed=2024)
    hands_finished = 0
    for step in range(MAX_STEPS):
        listed = legal_moves(client, game, state)
        assert listed["moves"], f"step {step}: no legal move in phase {state['phase']}"
        choice = bot_move(client, game, state, seed=step)
        assert is_listed(choice["move"], listed["moves"]), choice
        outcome = post_move(client, game, state, choice["move"])
        assert outcome["legal"] is True, (choice, outcome)
        assert outcome["state"]["version"] == state["version"] + 1
        state = outcome["state"]
        if outcome["hand"] is not None:
            hands_finished += 1
        if step % 10 == 0:
            check_views(client, game, state)
    assert hands_finished >= 1


def check_views(client: Any, game: str, state: dict[str, Any]) -> None:
    for seat in [None, *range(len(state["hands"]))]:
        assert view(client, game, state, seat) == expected_view(game, state, seat), seat
