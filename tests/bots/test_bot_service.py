"""``POST /v1/games/{game}/bot-moves`` with every level: the route contract (checked
against the OpenAPI spec on every response), seeds, iteration caps and ``explain``."""

from __future__ import annotations

import time
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from engine.bots import LEVELS
from service.app import create_app
from tests.bots.positions import games_with_kits
from tests.service.http_harness import (
    SpecCheckingClient,
    create_state,
    is_listed,
    legal_moves,
    load_schema,
    post,
    post_move,
)

GAMES = games_with_kits()


@pytest.fixture(scope="module")
def app() -> Flask:
    # budget_ms=5000 below means "the iteration cap decides": the server's clamp of
    # /bot-moves budgets (BOT_MOVES_MAX_BUDGET_MS, 200 ms) is raised to match, so that a
    # loaded machine cannot stop a search by time and make it irreproducible.
    return create_app({"TESTING": True, "BOT_MOVES_MAX_BUDGET_MS": 5000})


@pytest.fixture(scope="module")
def client(app: Flask) -> FlaskClient:
    c = SpecCheckingClient(app, app.response_class, use_cookies=False)
    c.spec_schema = load_schema(app)
    return c


def bot(client: FlaskClient, game: str, state: Any, **body: Any) -> Any:
    response = post(client, game, "bot-moves", {"state": state, **body})
    assert response.status_code == 200, response.get_json()
    return response.get_json()


@pytest.mark.parametrize("game", GAMES)
def test_every_level_through_the_route(client, game):
    """Bots of every level play a few moves of a match; each move is listed and legal."""
    state = create_state(client, game, seed=3)
    for step in range(12):
        listed = legal_moves(client, game, state)["moves"]
        level = LEVELS[step % len(LEVELS)]
        out = bot(client, game, state, level=level, seed=step, iterations=30,
                  budget_ms=5000)
        assert out["level"] == level and is_listed(out["move"], listed)
        assert out["stats"]["seed"] == step and out["stats"]["elapsed_ms"] >= 0
        if level == "expert" and out["stats"]["candidates"] > 1:
            assert 1 <= out["stats"]["iterations"] <= 30 and out["stats"]["worlds"] >= 1
        outcome = post_move(client, game, state, out["move"])
        assert outcome["legal"] is True
        state = outcome["state"]
        if state["phase"] in ("hand_over", "match_over"):
            break


@pytest.mark.parametrize("game", GAMES)
def test_expert_is_reproducible_with_seed_and_cap(client, game):
    state = create_state(client, game, seed=4)
    started = time.perf_counter()
    a = bot(client, game, state, level="expert", seed=7, iterations=40, budget_ms=5000)
    request_ms = (time.perf_counter() - started) * 1000
    b = bot(client, game, state, level="expert", seed=7, iterations=40, budget_ms=5000)
    assert a["move"] == b["move"]
    # stats.elapsed_ms: the decision's time in milliseconds, within the request's
    assert 0 < a["stats"]["elapsed_ms"] <= request_ms


def test_a_bot_move_without_a_seed_reports_one_a_request_may_send_back(client):
    """Without ``seed`` the server draws one and ``stats.seed`` reports it: a seed of the
    contract's range (0 … 2^53), so that sending it back replays the decision."""
    state = create_state(client, "hearts", seed=8)
    for _ in range(16):
        out = bot(client, "hearts", state, level="random")
        assert 0 <= out["stats"]["seed"] <= 2**53
    again = bot(client, "hearts", state, level="random", seed=out["stats"]["seed"])
    assert again["move"] == out["move"]


@pytest.mark.parametrize("game", GAMES)
def test_explain_returns_estimates(client, game):
    state = create_state(client, game, seed=5)
    out = bot(client, game, state, level="heuristic", seed=1, iterations=40, explain=True)
    assert out["estimates"], out
    for e in out["estimates"]:
        assert set(e) >= {"move", "value", "rollouts"}
    without = bot(client, game, state, level="random", seed=1)
    assert "estimates" not in without


def test_hearts_hints_speak_points(client):
    state = create_state(client, "hearts", seed=6)
    out = bot(client, "hearts", state, level="expert", seed=2, iterations=60, explain=True)
    assert all(0 <= e["expected_points"] <= 26 for e in out["estimates"])
    assert out["move"] in [e["move"] for e in out["estimates"]]
