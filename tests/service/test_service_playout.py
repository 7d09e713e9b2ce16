"""Seeded random playouts over HTTP, for every registered game and preset: every response
(state, legal moves, outcome, views) is checked against the OpenAPI spec by the
``client`` fixture, every bot move must be legal, and a spectator never sees a hand (a
Watten seat sees only its own; the engine's conformance suite checks views in depth)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.registry import all_games
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
    n = len(state["hands"])
    for seat in [None, *range(n)]:
        v = view(client, game, state, seat)
        assert v["seat"] == seat and "seed" not in v
        for p, hand in enumerate(v["hands"]):
            if p == seat:
                assert hand == state["hands"][p]
            elif seat is None or game == "watten":
                assert hand is None, (seat, p)
            else:  # e.g. Karnöffel partner_hands_visible: a partner's hand may be shown
                assert hand in (None, state["hands"][p])
        assert v["hand_sizes"] == [len(h) for h in state["hands"]]
