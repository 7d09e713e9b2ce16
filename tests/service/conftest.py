"""Fixtures of the service tests.

``client`` is a Flask test client that checks EVERY response of a documented route
against the OpenAPI spec (status code documented, body conforms), so each test is also
a conformance test of the spec. ``raw_client`` skips that check.
"""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.app import create_app
from tests.service.http_harness import SpecCheckingClient, load_schema


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
