"""Fixtures of the service tests.

``client`` is a Flask test client that checks EVERY response of a documented route
against the OpenAPI spec (status code documented, body conforms), so each test is also
a conformance test of the spec. ``raw_client`` skips that check. ``redis_server`` is a
real redis-server on a free port (tests/service/redis_server.py). ``without_bot_kit``
makes a registered game play as if it had no bot kit, for one test.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from engine.registry import get_game
from service.app import create_app
from tests.service.http_harness import SpecCheckingClient, load_schema
from tests.service.redis_server import RedisServer


@pytest.fixture(scope="session")
def app() -> Flask:
    return create_app({"TESTING": True})


@pytest.fixture(scope="session")
def spec_schema(app: Flask) -> Any:
    return load_schema(app)


@pytest.fixture
def client(app: Flask, spec_schema: Any) -> FlaskClient:
    c = SpecCheckingClient(app, app.response_class, use_cookies=False)
    c.spec_schema = spec_schema
    return c


@pytest.fixture
def raw_client(app: Flask) -> FlaskClient:
    return app.test_client()


@pytest.fixture(scope="session")
def redis_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisServer]:
    """One throw-away redis-server (no persistence) for the whole run."""
    with RedisServer(tmp_path_factory.mktemp("redis")) as server:
        yield server


@pytest.fixture
def without_bot_kit(monkeypatch: pytest.MonkeyPatch) -> Callable[[str], None]:
    """``without_bot_kit(game_id)``: that game has no bot kit until the test ends."""

    def strip(game_id: str) -> None:
        monkeypatch.setattr(get_game(game_id), "bot_kit", None)

    return strip
