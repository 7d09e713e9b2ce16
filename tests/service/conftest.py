"""Fixtures of the service tests.

``client`` is a Flask test client that checks EVERY response of a documented route
against the OpenAPI spec (status code documented, body conforms), so each test is also
a conformance test of the spec. ``raw_client`` skips that check. ``redis_server`` is a
real redis-server on a free port (tests/service/redis_server.py). ``store_app`` is an app
on each session store in turn (the embedded one, then that redis-server; one per test
module), and ``api`` its spec-checking session client. ``without_bot_kit``
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
from service.resources.sessions import EXTENSION
from tests.service.http_harness import SpecCheckingClient, load_schema
from tests.service.redis_server import RedisServer
from tests.service.sessions_support import STORES, FlaskApi, checking, make_app


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


@pytest.fixture(scope="module", params=STORES)
def store_app(request: pytest.FixtureRequest) -> Iterator[Flask]:
    app = make_app(request.param, request)
    yield app
    app.extensions[EXTENSION].close()


@pytest.fixture
def api(store_app: Flask, spec_schema: Any) -> FlaskApi:
    return checking(store_app, spec_schema)


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
